"""Expedition: the rules engine (rulebook E1–E15) for ``game == "expedition"`` packs.

``spec.py`` the Game and its static tables, ``board.py`` the compiled map, ``state.py`` the
frozen State and its Phase, ``moves.py`` the moves and their one parser, ``rules.py`` the
plain rules, ``fast.py`` the optional fast path behind ``apply``, ``observe.py`` what one
seat may see.
"""

from __future__ import annotations

from core.expedition.moves import Arrow, Draw, EndTurn, PlaceToken, Restart, Swap, Ticket
from core.expedition.observe import ExpeditionObservation, Observation
from core.expedition.spec import ExpeditionGame
from core.expedition.state import ExpeditionState, Phase

__all__ = [
    "Arrow", "Draw", "EndTurn", "ExpeditionGame", "ExpeditionObservation", "ExpeditionState",
    "Observation", "Phase", "PlaceToken", "Restart", "Swap", "Ticket", "make_game",
]


def make_game(pack, fast: bool = True) -> ExpeditionGame:
    """The Expedition game bound to ``pack`` (an ExpeditionPack); ``fast=False`` runs the
    plain rules only (no fast path behind ``apply``)."""
    return ExpeditionGame(pack, fast=fast)
