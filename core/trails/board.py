"""Trails board geometry (T6–T8), computed once per board and shared by every state.

Hexes are pointy-top, in axial coordinates ``(q, r)``. Every hex has 7 points (T7): its
centre and its 6 corners, corners being shared with the neighbouring hexes. A corner is named
by a canonical integer key: the sum of the axial coordinates of the three hexes (on the board
or not) that meet there, i.e. three times the corner's position; a centre's key is ``(3q, 3r)``.

Points are numbered: hex ``h``'s centre is point ``h``; corners follow. Segments (T7) are the
6 spokes centre→corner of each hex and the hex edges corner→corner; each knows the hex or
hexes beside it. The path (T8) is the outer ring of hexes in track order (clockwise on screen,
from the top-left hex); ring 2 is the hexes next to the path that are not on it. Both come
from ``content.hexgrid.board_rings``, the boundary walk the lint uses too.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import chain, compress, count
from operator import ge
from typing import overload

from content.hexgrid import NEIGHBOURS, board_rings, hex_distance
from core.rows import RowTable

#: Axial neighbour directions of a pointy-top hex, in turn around the hex (so that directions
#: i and i+1 are themselves neighbours and hex + d[i] + d[i+1] names a corner).
DIRECTIONS = NEIGHBOURS

SPOKE = "spoke"
EDGE = "edge"


@dataclass(frozen=True, eq=False)
class Segment:
    """One segment of the point graph (T7).

    Attributes:
        index: segment id.
        kind: ``"spoke"`` (centre→corner inside one hex) or ``"edge"`` (corner→corner).
        a: first point (the centre for a spoke).
        b: second point.
        hexes: board hexes beside the segment: the spoke's hex, or the 1–2 hexes along an edge.
    """

    index: int
    kind: str
    a: int
    b: int
    hexes: tuple[int, ...]


#: Corner ``i`` of a hex is ``3 * (q, r) + _CORNER[i]``: the sum of the hex and its
#: neighbours ``i`` and ``i + 1`` (T7).
_CORNER: tuple[tuple[int, int], ...] = tuple(
    (DIRECTIONS[i][0] + DIRECTIONS[(i + 1) % 6][0], DIRECTIONS[i][1] + DIRECTIONS[(i + 1) % 6][1])
    for i in range(6)
)
#: A point key ``(x, y)`` as one integer, ``x * _WIDE + y`` (|y| < _WIDE / 2): hashing a
#: small int is cheaper than making and hashing a pair, on every corner of a big board.
_WIDE = 1 << 32


def _unpack(key: int) -> tuple[int, int]:
    x = (key + _WIDE // 2) // _WIDE
    return x, key - x * _WIDE


class Segments(Sequence[Segment]):
    """The segments of a board as a read-only sequence; each :class:`Segment` is made when
    asked for, from the geometry's flat per-segment tables (a big board holds no object per
    segment: 243,000 of them at 27,000 hexes)."""

    __slots__ = ("_geo",)

    def __init__(self, geometry: BoardGeometry) -> None:
        self._geo = geometry

    def __len__(self) -> int:
        return self._geo.n_segments

    @overload
    def __getitem__(self, i: int) -> Segment: ...

    @overload
    def __getitem__(self, i: slice) -> tuple[Segment, ...]: ...

    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple(self[j] for j in range(*i.indices(len(self))))
        geo = self._geo
        n = geo.n_segments
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(f"segment {i} of {n}")
        h1, h2 = geo.seg_hex1[i], geo.seg_hex2[i]
        return Segment(i, SPOKE if i < geo.n_spokes else EDGE, geo.seg_a[i], geo.seg_b[i],
                       (h1,) if h1 == h2 else (h1, h2))

    def __iter__(self) -> Iterator[Segment]:
        return (self[i] for i in range(len(self)))


class BoardGeometry:
    """Points, segments, rings and distances of one board; immutable once built.

    What starting a game needs (the rings, each segment's hexes for its cost) is built with
    the geometry, in flat tables (a few list operations per hex); the points and what is made
    of them (``hex_corners``, ``seg_a``, ``point_segments``…), ``neighbours`` and
    ``hex_spokes`` are made on first use and kept (a plain attribute from then on), and
    ``segments`` makes each :class:`Segment` when asked for.

    Attributes:
        cells: axial ``(q, r)`` per hex index, in the pack's order.
        index: ``(q, r)`` -> hex index.
        point_keys: canonical key per point (centres first, index = hex index).
        point_hex: for a centre point its hex, else -1.
        segments: all segments (spokes first: hex ``h``'s are ``6h`` to ``6h + 5``, then the
            edges in the order the hexes meet them); ``point_segments[p]`` lists
            ``(segment, other point)`` in segment order.
        seg_a, seg_b: per segment its two points (the centre first for a spoke, the lower
            point first for an edge); ``seg_hex1``, ``seg_hex2``: its first and last hex
            beside it (the same hex for a spoke or an edge on the board's outside);
            ``edge_hex1``, ``edge_hex2``: the same for the edges only (segment ``n_spokes + i``).
        n_spokes: the number of spokes (segments below it are spokes).
        hex_corners: the 6 corner points of each hex.
        hex_spokes: the 6 spoke segments of each hex.
        neighbours: board neighbours of each hex.
        ring: path hexes in track order (T8); ``ring_pos[h]`` is the position or -1.
        ring2: hexes of ring 2, in hex order.
        dist: hex distance between every two hexes, ``dist[a][b]`` (rows made on first use).
    """

    def __init__(self, cells: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> None:
        """The geometry of the board of ``cells``.

        Raises:
            ValueError: the board's edge is not one simple loop (a hole, a second piece or a
                pinch), so it has no path ring for the girls (T8); the lint reports it too.
        """
        self.cells: tuple[tuple[int, int], ...] = tuple(cells)
        rings = board_rings(self.cells)
        if rings.problem:
            where = f" at {rings.problem_cell}" if rings.problem_cell is not None else ""
            raise ValueError(f"a board whose outer ring is not one closed track: "
                             f"{rings.problem}{where} (T8)")
        n = len(self.cells)
        wide = _WIDE
        # Segments: hex h's 6 spokes are 6h..6h+5, then the edges in the order the hexes meet
        # them. Edge i of a hex (its corner i to corner i + 1) lies between it and its
        # neighbour i + 1, so the hexes alone tell each edge, and where it is first met: at
        # the lower of its two hexes (at its one hex on the board's outside). The points are
        # made on first use (``_points``), as what needs them is not needed to start a game.
        centres = [3 * (q * wide + r) for q, r in self.cells]
        centre_hex = {k: i for i, k in enumerate(centres)}
        hex_at = centre_hex.get
        sides = [3 * (dq * wide + dr) for dq, dr in DIRECTIONS[1:] + DIRECTIONS[:1]]
        # (each table by C-level maps over the hexes: a few list operations per hex)
        hex_of = list(chain.from_iterable(zip(*[range(n)] * 6, strict=True)))  # per side
        beyond = list(chain.from_iterable(zip(  # the hex beyond each side, or the hex itself
            *[map(hex_at, map(side.__add__, centres), range(n)) for side in sides],
            strict=True)))
        self._edge_at = list(compress(count(), map(ge, beyond, hex_of)))
        self._centres = centres
        self.n_spokes: int = 6 * n
        #: Per edge (segment ``n_spokes + i``), its first and its last hex.
        self.edge_hex1: tuple[int, ...] = tuple(map(hex_of.__getitem__, self._edge_at))
        self.edge_hex2: tuple[int, ...] = tuple(map(beyond.__getitem__, self._edge_at))
        self.n_segments: int = 6 * n + len(self._edge_at)
        self.segments: Segments = Segments(self)
        cells = self.cells
        # A row a bot asks for (a destination's, a girl's) is made then: a big board never
        # holds the whole square (core.rows).
        self.dist: RowTable[int] = RowTable(
            n, lambda a: tuple(hex_distance(cells[a], c) for c in cells))
        hex_of_cell = centre_hex.__getitem__
        key = _WIDE * 3
        self.ring: tuple[int, ...] = tuple(hex_of_cell(key * q + 3 * r) for q, r in rings.path)
        pos = [-1] * n
        track: list[tuple[int, int]] = [(-1, -1)] * n
        ring = self.ring
        for i, h in enumerate(ring):
            pos[h] = i
            track[h] = (ring[(i + 1) % len(ring)], ring[i - 1])
        self.ring_pos: tuple[int, ...] = tuple(pos)
        #: Per path hex, its neighbours on the track: ``(clockwise, counter-clockwise)``.
        self.track_neighbours: tuple[tuple[int, int], ...] = tuple(track)
        self.ring2: tuple[int, ...] = tuple(sorted(hex_of_cell(key * q + 3 * r)
                                                   for q, r in rings.ring2))

    # --- tables made on first use --------------------------------------------------------------

    @property
    def _hex_of(self) -> Iterator[int]:
        """Each hex 6 times in turn: the hex of each spoke."""
        return chain.from_iterable(zip(*[range(len(self.cells))] * 6, strict=True))

    @cached_property
    def seg_hex1(self) -> tuple[int, ...]:
        """Per segment its first hex (a spoke's hex)."""
        return (*self._hex_of, *self.edge_hex1)

    @cached_property
    def seg_hex2(self) -> tuple[int, ...]:
        """Per segment its last hex (the same as the first for a spoke or an edge on the
        board's outside)."""
        return (*self._hex_of, *self.edge_hex2)

    @cached_property
    def index(self) -> dict[tuple[int, int], int]:
        """``(q, r)`` -> hex index."""
        return {c: i for i, c in enumerate(self.cells)}

    @cached_property
    def _points(self) -> tuple[dict[int, int], list[int]]:
        """The points: ``(point key -> point, in point order; the 6 corner points of each
        hex, flat)``. The centres come first (key 3q, 3r), then each corner when a hex first
        meets it."""
        key_index = {k: i for i, k in enumerate(self._centres)}
        add = key_index.setdefault
        offsets = [dx * _WIDE + dy for dx, dy in _CORNER]
        return key_index, [add(c + o, len(key_index)) for c in self._centres for o in offsets]

    @property
    def n_points(self) -> int:
        return len(self._points[0])

    @cached_property
    def point_hex(self) -> tuple[int, ...]:
        """For a centre point its hex, else -1."""
        n = len(self.cells)
        return (*range(n), *(-1,) * (self.n_points - n))

    @cached_property
    def hex_corners(self) -> tuple[tuple[int, ...], ...]:
        """The 6 corner points of each hex."""
        return tuple(zip(*[iter(self._points[1])] * 6, strict=True))

    @cached_property
    def hex_spokes(self) -> tuple[tuple[int, ...], ...]:
        """The 6 spoke segments of each hex."""
        return tuple(zip(*[iter(range(self.n_spokes))] * 6, strict=True))

    @cached_property
    def spoke_hex(self) -> tuple[int, ...]:
        """Per segment: the hex of a spoke, or -1 for an edge."""
        return (*self._hex_of, *(-1,) * (self.n_segments - self.n_spokes))

    @cached_property
    def _ends(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        corners = self._points[1]
        following = corners[1:] + corners[:1]
        following[5::6] = corners[0::6]
        edge_at = self._edge_at
        a, b = map(corners.__getitem__, edge_at), map(following.__getitem__, edge_at)
        low, high = zip(*((x, y) if x < y else (y, x) for x, y in zip(a, b, strict=True)),
                        strict=True) if edge_at else ((), ())
        return (*self._hex_of, *low), (*corners, *high)

    @cached_property
    def seg_a(self) -> tuple[int, ...]:
        """Per segment its first point: the centre of a spoke, the lower point of an edge."""
        return self._ends[0]

    @cached_property
    def seg_b(self) -> tuple[int, ...]:
        """Per segment its second point: the corner of a spoke, the higher point of an
        edge."""
        return self._ends[1]

    @cached_property
    def point_keys(self) -> tuple[tuple[int, int], ...]:
        """The canonical key ``(x, y)`` of each point (module docstring)."""
        return tuple(map(_unpack, self._points[0]))

    @cached_property
    def point_segments(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """Per point, ``(segment, other point)`` of each segment at it, in segment order."""
        out: list[list[tuple[int, int]]] = [[] for _ in range(self.n_points)]
        for s, (a, b) in enumerate(zip(self.seg_a, self.seg_b, strict=True)):
            out[a].append((s, b))
            out[b].append((s, a))
        return tuple(map(tuple, out))

    @cached_property
    def edge_index(self) -> dict[tuple[int, int], int]:
        """``(lower point, higher point)`` -> the edge segment joining them."""
        start = self.n_spokes
        return {(a, b): start + i for i, (a, b) in enumerate(
            zip(self.seg_a[start:], self.seg_b[start:], strict=True))}

    @cached_property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """The board neighbours of each hex, in direction order."""
        index = self.index
        return tuple(
            tuple(index[(q + dq, r + dr)] for dq, dr in DIRECTIONS if (q + dq, r + dr) in index)
            for q, r in self.cells
        )

    # --- rings and distances -------------------------------------------------------------

    def hex_distance(self, a: int, b: int) -> int:
        """Hex distance between hex indices ``a`` and ``b``."""
        return self.dist[a][b]

    def track_distance(self, a: int, b: int) -> int:
        """Steps along the path between two path hexes (either way round, T28)."""
        n = len(self.ring)
        d = abs(self.ring_pos[a] - self.ring_pos[b])
        return min(d, n - d)

    def track_step(self, h: int, step: int) -> int:
        """The path hex ``step`` places clockwise (+) or counter-clockwise (-) from ``h``."""
        n = len(self.ring)
        return self.ring[(self.ring_pos[h] + step) % n]

    def segment_between(self, a: int, b: int) -> int:
        """The segment joining points ``a`` and ``b``, or -1."""
        for s, other in self.point_segments[a]:
            if other == b:
                return s
        return -1



def segment_costs(
    geometry: BoardGeometry, hex_colour: tuple[int, ...], multi: int
) -> tuple[int, ...]:
    """The card colour each segment costs (T20) given each hex's colour index.

    A spoke costs its hex's colour; an edge between two hexes of one colour costs that colour,
    between two colours ``multi``; an edge on the board's outside costs its one hex's colour.
    ``multi`` is -1 when the pack has no multicolour cards (then only pairs pay such edges).
    """
    colours = set(hex_colour)
    cost = {(a, b): a if a == b else multi for a in colours for b in colours}.__getitem__
    colour = hex_colour.__getitem__
    spokes = chain.from_iterable(zip(*[hex_colour] * 6, strict=True))  # 6 a hex, its colour
    return (*spokes,
            *map(cost, zip(map(colour, geometry.edge_hex1), map(colour, geometry.edge_hex2),
                           strict=True)))
