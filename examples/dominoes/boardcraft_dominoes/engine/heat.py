"""Dominoes heat: which tiles reached the line (for the simulator's heat maps).

``tiles[i]`` (``i`` the tile's index in the set, 0-0 first) is 1 in a game where tile ``i``
was placed on the line, so summed over games and divided by them it is the share of games
that tile was played in. A tile that never takes heat was always dealt out of the game or
stuck in a hand.
"""

from __future__ import annotations

import re

_PATH = re.compile(r"tiles\[(0|[1-9][0-9]*)\]")


def heat(game, state) -> dict[str, float]:
    """The heat of ``state`` (a finished or cut-off game): 1 per tile on the line."""
    index = game.tile_index
    return {f"tiles[{index[f'{min(a, b)}-{max(a, b)}']}]": 1.0 for a, b in state.line}


def elements(game, players: int) -> tuple[str, ...]:
    """Every tile of the set, in index order (the player count changes nothing)."""
    return tuple(f"tiles[{i}]" for i in range(len(game.tiles)))


def name(game, path: str) -> str:
    """How a designer calls the heat element at ``path``: "tile 3-5".

    Raises:
        ValueError: ``path`` is not a path :func:`heat` gives.
    """
    m = _PATH.fullmatch(path) if isinstance(path, str) else None
    if m is None or int(m[1]) >= len(game.tiles):
        raise ValueError(f"no Dominoes heat element at {path!r}")
    return f"tile {game.tile_texts[int(m[1])]}"
