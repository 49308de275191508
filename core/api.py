"""The one module the studio imports from ``core``: the whole surface the GUI may use."""

from __future__ import annotations

from core.bots import bot_names, make_bot
from core.engine import CHANCE, TERMINAL, GameSpec, IllegalMove, Result
from core.registry import game_for, game_ids

__all__ = [
    "CHANCE", "TERMINAL", "GameSpec", "IllegalMove", "Result", "bot_names", "game_for",
    "game_ids", "make_bot",
]
