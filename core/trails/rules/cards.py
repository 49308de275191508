"""The deck (T10, T31, T33): its draws as chance outcomes, and the reshuffle of the discard
pile when it runs out."""

from __future__ import annotations

from typing import Any

from core.trails.state import Draft


def deck_outcomes(state) -> list[tuple[Any, float]]:
    """The top card of the deck as a chance move: each colour weighted by its cards left."""
    deck = state.deck
    total = sum(deck)
    return [(move, k / total) for move, k in zip(state.game.moves.draw_card, deck, strict=True) if k]


def reshuffle(d: Draft) -> None:
    """An empty deck takes the discard pile, shuffled (later draws are chance, T33).

    Called as soon as a draw empties the deck ("whenever the deck runs out") and again
    before any draw from an empty deck (the pile may have been empty when it ran out)."""
    if sum(d.deck) == 0 and sum(d.discard) > 0:
        d.deck = d.discard
        d.discard = d.discard_seen = (0,) * len(d.discard)


def discards(state) -> list:
    """A card of any colour in the hand of the player to move: paying a won bid (T12) or
    discarding down to the hand limit (T32)."""
    hand = state.hands[state.to_move]
    return [move for move, k in zip(state.game.moves.discard, hand, strict=True) if k]
