"""Trails: route building on a hex board (rulebook ``shared/rules/trails.md``, T1–T37).

``make_game(pack)`` binds the rules to a pack; ``score_stacks`` scores marker stacks (T35).
"""

from __future__ import annotations

from core.trails.board import BoardGeometry
from core.trails.game import TrailsGame, TrailsObservation, TrailsState
from core.trails.scoring import score_stacks, tie_break


def make_game(pack, fast: bool = True) -> TrailsGame:
    """The Trails game bound to ``pack`` (a ``content.TrailsPack``)."""
    return TrailsGame(pack)


__all__ = [
    "BoardGeometry", "TrailsGame", "TrailsObservation", "TrailsState", "make_game",
    "score_stacks", "tie_break",
]
