"""Playtest: hot-seat play of the document's game against the real rules (``core.api.Session``).

``board_class(game)`` finds a game's board (``app/playtest/<game>_board.py``, named by its
app registration); the window
(``app.playtest.window.PlaytestWindow``) is the same for every game.
"""

from __future__ import annotations


def board_class(game: str):
    """The PlaytestBoard class of ``game``.

    Raises:
        KeyError: for a game without a playtest board.
    """
    from app.plugins import app_part

    return app_part(game, "board")


def first_open_modules(game: str) -> list[str]:
    """The modules the first playtest of ``game`` imports, in import order: the window, the
    game's board, its engine and its default bot. The studio imports them when it is idle
    after showing a pack of that game (``MainWindow``), so the first F5 does not wait for
    them; empty for a game without an engine or a board."""
    from app.plugins import app_games
    from core.api import bot_modules, engine_module

    board = app_games()[game].board if game in app_games() else ""
    if not board:
        return []
    try:
        engine = engine_module(game)
    except KeyError:
        return []
    return ["app.playtest.window", board.split(":")[0], engine, *bot_modules(game)]
