"""Axial hex-grid geometry of Trails boards (pointy-top hexes), shared by the editors' pure
edits, the lint and the rules core so that all of them agree on the path ring (T8).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

#: The six axial neighbour offsets of a hex, in corner order (neighbours i and i+1 touch).
NEIGHBOURS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hex_centre(q: int, r: int, size: float = 1.0) -> tuple[float, float]:
    """Centre of a pointy-top hex of circumradius ``size``; y grows downwards (screen)."""
    return size * math.sqrt(3.0) * (q + r / 2.0), size * 1.5 * r


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Number of hex steps between two axial cells."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def outer_cells(cells: Iterable[tuple[int, int]]) -> set[tuple[int, int]]:
    """The cells with fewer than six neighbours on the board: the path (T8)."""
    present = set(cells)
    # A cell is inside when all six neighbours are present: intersect the board with its six
    # shifted copies (set operations, cheap on a 10,000-hex board).
    inside = present
    for dq, dr in NEIGHBOURS:
        inside = inside & {(q - dq, r - dr) for q, r in present}
    return present - inside


def path_ring(cells: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The outer ring of a board in ring order (T8): clockwise from the top-left hex.

    The ring is ordered by the angle of each path hex's centre around the board's centre
    (exact for the convex T6 shapes); ties (cells on one ray) go nearest first.
    """
    cells = list(cells)
    ring = outer_cells(cells)
    if not ring:
        return []
    centres = [hex_centre(q, r) for q, r in cells]
    cx = sum(x for x, _ in centres) / len(centres)
    cy = sum(y for _, y in centres) / len(centres)
    start = min(ring, key=lambda c: (c[1], c[0]))
    sx, sy = hex_centre(*start)
    a0 = math.atan2(sy - cy, sx - cx)

    def key(c: tuple[int, int]) -> tuple[float, float]:
        x, y = hex_centre(*c)
        # Screen y grows downwards, so increasing atan2 angle runs clockwise on screen.
        a = (math.atan2(y - cy, x - cx) - a0) % (2 * math.pi)
        if a > 2 * math.pi - 1e-9:
            a = 0.0
        return round(a, 9), math.hypot(x - cx, y - cy)

    return sorted(ring, key=key)
