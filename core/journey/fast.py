"""The optional fast path of Journey's rules: the moves of an ordinary turn, done directly.

Nearly every ply of a game is a draw, the card drawn from the draw pile, or a placement
while the draw pile does not run out. For those this module builds the next state in one
construction, from move lists made once per game; every other case (setup, the last card of
the draw pile and J9, a round limit, any illegal move) goes to the plain rules in
``rules.py``, which stay the definition.
``make_game(pack, fast=False)`` switches this module off, and
``tests/core/test_conformance.py::test_fast_path_agrees_with_the_plain_rules`` plays seeded
games with both and compares every state, legal move list and chance outcome.
"""

from __future__ import annotations

from content.rules.journey import EMPTY
from core.journey import rules
from core.journey.moves import Deal, Discard, Draw, Replace
from core.journey.state import WIN, JourneyState, Phase

# Plain globals are cheaper to read than enum class attributes on every ply.
_DRAW, _DRAW_DEAL, _PLACE, _OVER = Phase.DRAW, Phase.DRAW_DEAL, Phase.PLACE, Phase.OVER
_State = JourneyState


class FastMoves:
    """Move lists of one game for the fast path, built once (moves are shared values).

    Attributes:
        draws: the legal moves of a turn's draw while the draw pile and every discard pile
            hold cards (J5).
        places: the legal moves of a placement while no discard pile is empty (J6).
        places_onto: ``places_onto[k - 1]``, the legal moves of a placement while pile k is
            the one empty pile (J8).
        deal: the Deal move per card index.
    """

    def __init__(self, game) -> None:
        moves = game.moves
        piles = range(1, game.discard_piles + 1)
        slots = range(1, game.holder_size + 1)
        self.draws = [moves.draw[k] for k in range(game.discard_piles + 1)]
        self.places = ([moves.discard[k] for k in piles]
                       + [moves.replace[slot, k] for slot in slots for k in piles])
        self.places_onto = [[moves.discard[k]] + [moves.replace[slot, k] for slot in slots]
                            for k in piles]
        self.deal = moves.deal


def legal_moves(s: JourneyState) -> list:
    """``rules.legal_moves``, from a list made once when nothing is special."""
    phase = s.phase
    if phase is _PLACE:
        piles = s.piles
        if () not in piles:
            return s.game.fast_moves.places.copy()
        if piles.count(()) == 1:
            return s.game.fast_moves.places_onto[piles.index(())].copy()
    elif phase is _DRAW:
        if s.deck and () not in s.piles:
            return s.game.fast_moves.draws.copy()
    return rules.legal_moves(s)


def chance_outcomes(s: JourneyState) -> list:
    """``rules.chance_outcomes``."""
    if s.phase is _DRAW_DEAL:
        deck = s.deck
        p = 1.0 / len(deck)
        deal = s.game.fast_moves.deal
        return [(deal[c], p) for c in deck]
    return rules.chance_outcomes(s)


def apply(s: JourneyState, move) -> JourneyState:
    """``rules.apply``: the ordinary moves of a turn here, everything else there."""
    phase = s.phase
    if phase is _PLACE:
        return _place(s, move)
    if phase is _DRAW:
        return _draw(s, move)
    if phase is _DRAW_DEAL:
        return _deal_drawn_card(s, move)
    return rules.apply(s, move)


def _draw(s: JourneyState, move) -> JourneyState:
    """``rules.draw`` for a legal draw."""
    if type(move) is Draw:
        k = move.pile
        piles = s.piles
        if k == 0:
            if s.deck:
                return _State(s.game, s.players, _DRAW_DEAL, s.first, s.to_move, s.holders,
                              s.deck, piles, EMPTY, 0, s.rounds, -1, "")
        elif 0 < k <= len(piles) and piles[k - 1]:
            pile = piles[k - 1]
            return _State(s.game, s.players, _PLACE, s.first, s.to_move, s.holders, s.deck,
                          piles[:k - 1] + (pile[:-1],) + piles[k:], pile[-1], k, s.rounds,
                          -1, "")
    return rules.apply(s, move)


def _deal_drawn_card(s: JourneyState, move) -> JourneyState:
    """``rules.deal_drawn_card`` for a card that is not the draw pile's last."""
    if type(move) is Deal:
        deck = s.deck
        c = s.game.tables.index.get(move.card, EMPTY)
        if c != EMPTY and len(deck) > 1:
            try:
                i = deck.index(c)
            except ValueError:
                pass
            else:
                return _State(s.game, s.players, _PLACE, s.first, s.to_move, s.holders,
                              deck[:i] + deck[i + 1:], s.piles, c, 0, s.rounds, -1, "")
    return rules.apply(s, move)


def _place(s: JourneyState, move) -> JourneyState:
    """``rules.place`` then ``rules.end_turn`` for a legal placement while the draw pile has
    cards and the round limit is not reached."""
    kind = type(move)
    if (kind is not Replace and kind is not Discard) or not s.deck:
        return rules.apply(s, move)
    game = s.game
    piles = s.piles
    k = move.pile
    if not 0 < k <= len(piles) or (piles[k - 1] and () in piles):  # J8 refuses the latter
        return rules.apply(s, move)
    seat = s.to_move
    holders = s.holders
    if kind is Replace:
        slot = move.slot
        if not 0 < slot <= game.holder_size:
            return rules.apply(s, move)
        holder = holders[seat]
        discarded = holder[slot - 1]
        holders = (holders[:seat] + (holder[:slot - 1] + (s.hand,) + holder[slot:],)
                   + holders[seat + 1:])
    else:
        discarded = s.hand
    piles = piles[:k - 1] + (piles[k - 1] + (discarded,),) + piles[k:]
    if game.tables.is_journey(holders[seat]):
        return _State(game, s.players, _OVER, s.first, seat, holders, s.deck, piles, EMPTY, 0,
                      s.rounds, seat, WIN)
    nxt = seat + 1
    if nxt == s.players:
        nxt = 0
    rounds = s.rounds + 1 if nxt == s.first else s.rounds
    if rounds >= game.max_rounds:
        return rules.apply(s, move)
    return _State(game, s.players, _DRAW, s.first, nxt, holders, s.deck, piles, EMPTY, 0,
                  rounds, -1, "")


#: The fast path in front of the plain rules.
FAST = rules.Ruleset(legal_moves=legal_moves, chance_outcomes=chance_outcomes, apply=apply)
