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
