"""Which engine plays which game. Engines are imported lazily, so each game is a plug-in."""

from __future__ import annotations

import importlib

#: game id -> module whose ``make_game(pack)`` builds the Game.
_ENGINES: dict[str, str] = {
    "journey": "core.journey",
    "trails": "core.trails",
    "expedition": "core.expedition",
}


def game_ids() -> list[str]:
    """Every game id with an engine."""
    return list(_ENGINES)


def game_for(pack):
    """The Game for ``pack`` (static rules bound to that pack's content)."""
    try:
        module = _ENGINES[pack.game]
    except KeyError:
        raise ValueError(f"no engine for game '{pack.game}'") from None
    return importlib.import_module(module).make_game(pack)
