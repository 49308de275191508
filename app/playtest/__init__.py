"""Playtest: hot-seat play of the document's game against the real rules (``core.api.Session``).

``board_class(game)`` finds a game's board (``app/playtest/<game>_board.py``); the window
(``app.playtest.window.PlaytestWindow``) is the same for every game.
"""

from __future__ import annotations

import importlib

#: game id -> "module:Class" of its playtest board.
_BOARDS = {
    "journey": "app.playtest.journey_board:JourneyBoard",
    "trails": "app.playtest.trails_board:TrailsBoard",
    "expedition": "app.playtest.expedition_board:ExpeditionBoard",
}


def board_class(game: str):
    """The PlaytestBoard class of ``game``.

    Raises:
        KeyError: for a game without a playtest board.
    """
    module, cls = _BOARDS[game].split(":")
    return getattr(importlib.import_module(module), cls)


def first_open_modules(game: str) -> list[str]:
    """The modules the first playtest of ``game`` imports, in import order: the window, the
    game's board, its engine and its default bot. The studio imports them when it is idle
    after showing a pack of that game (``MainWindow``), so the first F5 does not wait for
    them; empty for a game without an engine or a board."""
    from core.bots import bot_modules
    from core.registry import engine_module

    if game not in _BOARDS:
        return []
    try:
        engine = engine_module(game)
    except KeyError:
        return []
    return ["app.playtest.window", _BOARDS[game].split(":")[0], engine, *bot_modules(game)]
