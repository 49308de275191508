"""What one seat may see of an Expedition state (hidden information removed)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.expedition.board import bits
from core.expedition.state import Expedition, Owed, Phase, expedition_json, owed_json


@dataclass(frozen=True, slots=True)
class ExpeditionObservation:
    """A seat's view: its own hand; the other hands' sizes and every laid-down card; tokens,
    arrows, tickets and the market; the deck's size but never its order or content; the
    cards drawn for a ticket swap only for the seat swapping.

    Sets of cards are bit masks over the board's card indices, nodes and paths are board
    indices (``core.expedition.board.Board``); ``to_json`` gives content ids.

    Attributes:
        seat: whose view this is.
        to_move: ``current_player()`` of the state: a seat, CHANCE or TERMINAL.
        phase: the state's phase.
        players, rounds: as in the state. turn: the seat whose turn it is (``to_move`` of
            the state, also while its card is drawn).
        hand: this seat's hand. hand_sizes: every seat's number of cards in hand.
        laid: per seat, the cards laid down (reached). market: the market's cards.
        deck_size: cards left to draw.
        offer: the cards drawn for this seat's swap (empty for every other seat).
        offer_size: how many cards the swap offer holds or is still owed, for every seat.
        tickets, tickets_used, placed, recovered, tokens, expeditions, owed, final_round,
        reason: public, as in the state.
        game: the bound game (public: the static rules and board); not compared.
    """

    seat: int
    to_move: int
    phase: Phase
    players: int
    turn: int
    rounds: int
    hand: int
    hand_sizes: tuple[int, ...]
    laid: tuple[int, ...]
    market: int
    deck_size: int
    offer: tuple[int, ...]
    offer_size: int
    tickets: tuple[int, ...]
    tickets_used: int
    placed: tuple[int, ...]
    recovered: tuple[int, ...]
    tokens: tuple[tuple[int, int], ...]
    expeditions: tuple[Expedition, ...]
    owed: tuple[Owed, ...]
    final_round: bool
    reason: str
    game: Any = field(compare=False, repr=False)

    @property
    def scores(self) -> tuple[int, ...]:
        """E14 as it stands, every seat's (``rules.seat_score``: every part of it is public)."""
        from core.expedition.rules import seat_score

        return tuple(seat_score(self.laid[s], self.hand_sizes[s], self.placed[s],
                                self.recovered[s]) for s in range(self.players))

    def hand_ids(self) -> list[str]:
        """Card ids in this seat's hand."""
        ids = self.game.board.card_ids
        return [ids[c] for c in bits(self.hand)]

    def laid_ids(self, seat: int) -> list[str]:
        """Card ids ``seat`` has laid down (reached)."""
        ids = self.game.board.card_ids
        return [ids[c] for c in bits(self.laid[seat])]

    def market_ids(self) -> list[str]:
        """Card ids in the market."""
        ids = self.game.board.card_ids
        return [ids[c] for c in bits(self.market)]

    def to_json(self) -> dict[str, Any]:
        """The observation with content ids."""
        b = self.game.board
        return {
            "seat": self.seat,
            "players": self.players,
            "phase": str(self.phase),
            "current_player": self.to_move,
            "to_move": self.to_move,
            "turn": self.turn,
            "rounds": self.rounds,
            "hand": self.hand_ids(),
            "hand_sizes": list(self.hand_sizes),
            "laid": [self.laid_ids(s) for s in range(self.players)],
            "market": self.market_ids(),
            "deck_size": self.deck_size,
            "offer": [b.card_ids[c] for c in self.offer],
            "offer_size": self.offer_size,
            "tickets": list(self.tickets),
            "tickets_used": self.tickets_used,
            "placed": list(self.placed),
            "recovered": list(self.recovered),
            "tokens": [[b.node_ids[n], owner] for n, owner in self.tokens],
            "expeditions": {b.colour_ids[c]: expedition_json(e, b)
                            for c, e in enumerate(self.expeditions)},
            "owed": [owed_json(o, b) for o in self.owed],
            "final_round": self.final_round,
            "reason": self.reason,
        }


#: The name the engine has always exported.
Observation = ExpeditionObservation


def observe(state, seat: int) -> ExpeditionObservation:
    """``seat``'s view of ``state``; ``ValueError`` for a seat not in the game."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat!r} in a {state.players}-player game")
    swapping = state.to_move == seat and state.phase == Phase.PLAY
    return ExpeditionObservation(
        seat=seat,
        to_move=state.current_player(),
        phase=state.phase,
        players=state.players,
        turn=state.to_move,
        rounds=state.rounds,
        hand=state.hands[seat],
        hand_sizes=tuple(map(int.bit_count, state.hands)),
        laid=state.laid,
        market=state.market,
        deck_size=len(state.deck) + len(state.bottom),
        offer=state.offer if swapping else (),
        offer_size=len(state.offer) + state.offer_due,
        tickets=state.tickets,
        tickets_used=state.tickets_used,
        placed=state.placed,
        recovered=state.recovered,
        tokens=state.tokens,
        expeditions=state.expeditions,
        owed=state.owed,
        final_round=state.final_round,
        reason=state.reason,
        game=state.game,
    )
