"""Expedition: the rules engine (rulebook E1–E15) for ``game == "expedition"`` packs."""

from __future__ import annotations

from core.expedition.game import ExpeditionGame
from core.expedition.moves import Arrow, Draw, EndTurn, PlaceToken, Restart, Swap, Ticket
from core.expedition.observation import Observation
from core.expedition.state import ExpeditionState

__all__ = [
    "Arrow", "Draw", "EndTurn", "ExpeditionGame", "ExpeditionState", "Observation",
    "PlaceToken", "Restart", "Swap", "Ticket", "make_game",
]


def make_game(pack, fast: bool = True) -> ExpeditionGame:
    """The Expedition game bound to ``pack`` (an ExpeditionPack)."""
    return ExpeditionGame(pack)
