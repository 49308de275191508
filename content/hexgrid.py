"""Axial hex-grid geometry of Trails boards (pointy-top hexes), shared by the editors' pure
edits, the lint and the rules core so that all of them agree on the path ring (T8): one
boundary walk, :func:`board_rings`, is the only place the ring is computed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

#: An axial cell ``(q, r)``.
Cell = tuple[int, int]

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
    if not present:
        return set()
    # Each row as an integer, bit i standing for the cell q = low + i. A cell is inside when
    # its six neighbours are present: (q - 1, r) and (q + 1, r) in its own row, (q, r - 1)
    # and (q + 1, r - 1) in the row above, (q - 1, r + 1) and (q, r + 1) in the row below;
    # in bits, the row shifted by one either way (a few big-integer operations a row, not six
    # set lookups a cell: a 10,000-hex board in a millisecond or two).
    low = min(q for q, _ in present)
    rows: dict[int, int] = {}
    for q, r in present:
        rows[r] = rows.get(r, 0) | 1 << (q - low)
    outer: set[tuple[int, int]] = set()
    for r, row in rows.items():
        above, below = rows.get(r - 1, 0), rows.get(r + 1, 0)
        inside = row & row >> 1 & row << 1 & above & above >> 1 & below & below << 1
        edge = row & ~inside
        while edge:
            bit = edge & -edge
            outer.add((low + bit.bit_length() - 1, r))
            edge ^= bit
    return outer


@dataclass(frozen=True, slots=True)
class BoardRings:
    """The rings of a Trails board (T8).

    Attributes:
        path: The outer ring (the cells with fewer than six neighbours) in track order,
            clockwise on screen from the top-left cell; each cell is a neighbour of the next,
            the last of the first. Empty when ``problem`` is set.
        ring2: The ring just inside (cells off the path next to a path cell), sorted by
            row, then column.
        problem: Why the board's edge is not one simple loop (a hole, a second piece, a
            pinch the track would pass twice), or ``""``.
        problem_cell: The cell the problem is found at, if any.
    """

    path: tuple[Cell, ...]
    ring2: tuple[Cell, ...]
    problem: str = ""
    problem_cell: Cell | None = None


#: The neighbour offsets clockwise on screen (y down), starting east: E, SE, SW, W, NW, NE.
_CLOCKWISE: tuple[Cell, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
_NORTH_WEST = 4


def board_rings(cells: Iterable[Cell]) -> BoardRings:
    """The path ring and ring 2 of a board (T8), by walking its outer edge.

    The walk starts on the top-left cell's north-west side (always outside) and follows the
    board's edge clockwise, one hex side at a time: after side ``d`` of cell ``h`` comes side
    ``d+1`` of ``h`` when that neighbour is missing, else side ``d-1`` of that neighbour. The
    cells met in turn are the track. This is exact for any board whose edge is one simple
    loop; a board with a hole or a second piece (outer cells the walk never meets) or a
    pinch (a cell the walk meets twice, so the track would double back) gets a ``problem``
    and no path. The lint reports such a board and the engine refuses it.
    """
    present = set(cells)
    outer = outer_cells(present)
    inside = {(q + dq, r + dr) for q, r in outer for dq, dr in _CLOCKWISE}
    ring2 = tuple(sorted((inside & present) - outer, key=lambda c: (c[1], c[0])))
    if not present:
        return BoardRings((), (), "the board has no hexes", None)
    start = min(present, key=lambda c: (c[1], c[0]))
    h, d = start, _NORTH_WEST
    track: list[Cell] = []
    for _ in range(6 * len(present) + 6):  # every side is walked at most once
        if not track or track[-1] != h:
            track.append(h)
        nd = (d + 1) % 6
        n = (h[0] + _CLOCKWISE[nd][0], h[1] + _CLOCKWISE[nd][1])
        if n in present:
            h, d = n, (d - 1) % 6
        else:
            d = nd
        if (h, d) == (start, _NORTH_WEST):
            break
    if len(track) > 1 and track[-1] == track[0]:
        track.pop()
    seen: set[Cell] = set()
    for c in track:
        if c in seen:
            return BoardRings((), ring2, "the outer ring passes this hex twice", c)
        seen.add(c)
    missed = outer - seen
    if missed:
        c = min(missed, key=lambda c: (c[1], c[0]))
        return BoardRings((), ring2, "the board has a hole or a second piece here", c)
    return BoardRings(tuple(track), ring2)


def path_ring(cells: Iterable[Cell]) -> list[Cell]:
    """The outer ring of a board in ring order (T8): clockwise from the top-left hex.

    Empty when the board's edge is not one simple loop (see :func:`board_rings`).
    """
    return list(board_rings(cells).path)
