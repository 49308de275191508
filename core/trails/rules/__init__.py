"""The Trails rules by phase: legal moves, chance outcomes and what each move does.

- ``setup`` (T8–T11): terrains, girls, the deal, the opener — chance steps;
- ``auction`` (T11–T15): the auctions for the men's hexes;
- ``build`` (T16–T26): building routes;
- ``turn_end`` (T27–T33): a girl moves, the draw, the hand limit, the refill, the next turn;
- ``cards``: the deck's draws and reshuffle; ``refusals``: why a move is refused.

Each phase has one function listing its moves (chance phases: their outcomes) and one
applying a move to a :class:`~core.trails.state.Draft`. :class:`PlainRules` is the engine
these make; ``core.trails.fast`` is the same rules with cheaper bookkeeping.
"""

from __future__ import annotations

from typing import Any

from core.engine import IllegalMove
from core.trails.rules import auction, build, cards, setup, turn_end
from core.trails.rules.refusals import refusal
from core.trails.state import CHANCE_PHASES, Draft, Phase, TrailsState

#: Chance phase -> its outcomes ``[(move, probability)]``.
CHANCE_OUTCOMES = {
    Phase.TERRAIN: setup.terrain_outcomes,
    Phase.GIRLS: setup.girl_outcomes,
    Phase.DEAL: setup.deal_outcomes,
    Phase.OPENER: setup.opener_outcomes,
    Phase.DRAW_CARD: turn_end.draw_card_outcomes,
    Phase.REFILL: turn_end.refill_outcomes,
}

#: Player's phase -> its legal moves, in a deterministic order.
PLAYER_MOVES = {
    Phase.AUCTION_HEX: auction.hex_moves,
    Phase.AUCTION_OPEN: auction.opening_bids,
    Phase.AUCTION_BID: auction.raises,
    Phase.AUCTION_PAY: cards.discards,
    Phase.PLACE_MAN: auction.hex_moves,
    Phase.BUILD: build.build_moves,
    Phase.GIRL: turn_end.girl_moves,
    Phase.DRAW: turn_end.draw_moves,
    Phase.DISCARD: cards.discards,
    Phase.OVER: lambda state: [],
}

#: Phase -> what a (legal) move does to the draft of the next state.
STEPS = {
    Phase.TERRAIN: setup.draw_terrain,
    Phase.GIRLS: setup.place_girl,
    Phase.DEAL: setup.deal_card,
    Phase.OPENER: setup.choose_opener,
    Phase.AUCTION_HEX: auction.put_up_hex,
    Phase.AUCTION_OPEN: auction.bid_or_pass,
    Phase.AUCTION_BID: auction.bid_or_pass,
    Phase.AUCTION_PAY: auction.pay_bid,
    Phase.PLACE_MAN: auction.place_man,
    Phase.BUILD: build.build_step,
    Phase.GIRL: turn_end.move_girl,
    Phase.DRAW: turn_end.take,
    Phase.DRAW_CARD: turn_end.draw_from_deck,
    Phase.DISCARD: turn_end.discard_down,
    Phase.REFILL: turn_end.turn_up,
}


def chance_outcomes(state: TrailsState) -> list[tuple[Any, float]]:
    """``[(move, probability)]`` at a chance node; empty elsewhere."""
    outcomes = CHANCE_OUTCOMES.get(state.phase)
    return outcomes(state) if outcomes else []


def legal_moves(state: TrailsState) -> list:
    """The legal moves of the player to move (at a chance node: the outcomes)."""
    if state.phase in CHANCE_PHASES:
        return [m for m, _ in chance_outcomes(state)]
    return PLAYER_MOVES[state.phase](state)


def start(state: TrailsState) -> Draft:
    """The draft of a new game's first state: setup goes to its first step with work."""
    d = Draft(state)
    setup.advance(d)
    return d


def play(state: TrailsState, move) -> Draft:
    """The draft of the state after the legal ``move``."""
    d = Draft(state)
    STEPS[state.phase](d, move)
    return d


class PlainRules:
    """The rules as written: every move checked against ``legal_moves``, every new state
    built by the State's own constructor."""

    def start(self, state: TrailsState) -> TrailsState:
        return start(state).freeze()

    def legal_moves(self, state: TrailsState) -> list:
        return legal_moves(state)

    def chance_outcomes(self, state: TrailsState) -> list[tuple[Any, float]]:
        return chance_outcomes(state)

    def apply(self, state: TrailsState, move) -> TrailsState:
        if move not in legal_moves(state):
            raise IllegalMove(*refusal(state, move))
        return play(state, move).freeze()
