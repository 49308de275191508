"""Which engine plays which game: the games' core registrations (``core.plugins``). Engines are
imported lazily, on a game's first use."""

from __future__ import annotations

import importlib

from content.collector import collector_paused
from core.plugins import core_game, core_games


def game_ids() -> list[str]:
    """Every game id with an engine."""
    return list(core_games())


def engine_module(game_id: str) -> str:
    """The module of ``game_id``'s engine (KeyError for a game without one)."""
    return core_game(game_id).engine


def game_for(pack, *, fast: bool = True):
    """The Game for ``pack`` (static rules bound to that pack's content).

    ``fast=False`` gives the same game with its optional fast path switched off, so that
    ``apply`` runs the plain rules only (the conformance suite compares the two).
    """
    try:
        module = core_game(pack.game).engine
    except KeyError:
        raise ValueError(f"no engine for game '{pack.game}'") from None
    make_game = importlib.import_module(module).make_game
    with collector_paused():
        return make_game(pack, fast=fast)

