"""The tiles of a double-N set (rulebook D1), shared by the lint, the engine and the studio.

A tile is a pair ``(a, b)`` with ``a <= b``; its index is its place in :func:`tile_set`
(0-0, 0-1, …, 0-N, 1-1, …, N-N); its text is ``"a-b"``. Pure functions of the standard library.
"""

from __future__ import annotations

import re
from functools import cache

Tile = tuple[int, int]

_TEXT = re.compile(r"(0|[1-9][0-9]?)-(0|[1-9][0-9]?)")


@cache
def tile_set(max_pips: int) -> tuple[Tile, ...]:
    """Every tile of the double-``max_pips`` set, in index order (D1)."""
    return tuple((a, b) for a in range(max_pips + 1) for b in range(a, max_pips + 1))


def set_size(max_pips: int) -> int:
    """(N+1)(N+2)/2: the tiles of a double-N set."""
    return (max_pips + 1) * (max_pips + 2) // 2


def tile_text(tile: Tile) -> str:
    """``"a-b"``, the smaller number first."""
    a, b = tile
    return f"{min(a, b)}-{max(a, b)}"


def parse_tile(text: str) -> Tile | None:
    """The tile ``"a-b"`` names (``a <= b``), or None when ``text`` is no tile's text."""
    if not isinstance(text, str):
        return None
    m = _TEXT.fullmatch(text)
    if m is None:
        return None
    a, b = int(m[1]), int(m[2])
    return (a, b) if a <= b else None


def pips(tile: Tile) -> int:
    """The pips on ``tile``."""
    return tile[0] + tile[1]


def lead_rank(tile: Tile) -> tuple[int, int, int]:
    """D3: the order of the lead: doubles above every other tile, then the most pips, then
    the higher number (the greatest rank leads)."""
    a, b = tile
    return (1 if a == b else 0, a + b, max(a, b))


def hand_size(rules, players: int) -> int:
    """D2: the tiles dealt to each of ``players`` players."""
    return rules.hand_size_large if players >= rules.large_from else rules.hand_size
