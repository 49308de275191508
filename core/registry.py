"""Which engine plays which game. Engines are imported lazily, so each game is a plug-in."""

from __future__ import annotations

import importlib

#: game id -> module whose ``make_game(pack, fast=True)`` builds the Game.
_ENGINES: dict[str, str] = {
    "journey": "core.journey",
    "trails": "core.trails",
    "expedition": "core.expedition",
}


def game_ids() -> list[str]:
    """Every game id with an engine."""
    return list(_ENGINES)


def engine_module(game_id: str) -> str:
    """The module of ``game_id``'s engine (KeyError for a game without one)."""
    return _ENGINES[game_id]


def game_for(pack, *, fast: bool = True):
    """The Game for ``pack`` (static rules bound to that pack's content).

    ``fast=False`` gives the same game with its optional fast path switched off, so that
    ``apply`` runs the plain rules only (the conformance suite compares the two).
    """
    try:
        module = _ENGINES[pack.game]
    except KeyError:
        raise ValueError(f"no engine for game '{pack.game}'") from None
    return importlib.import_module(module).make_game(pack, fast=fast)
