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

from dataclasses import dataclass

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


class BoardGeometry:
    """Points, segments, rings and distances of one board; immutable once built.

    Attributes:
        cells: axial ``(q, r)`` per hex index, in the pack's order.
        index: ``(q, r)`` -> hex index.
        point_keys: canonical key per point (centres first, index = hex index).
        point_hex: for a centre point its hex, else -1.
        segments: all segments; ``point_segments[p]`` lists ``(segment, other point)``.
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
        self.index = {c: i for i, c in enumerate(self.cells)}
        n = len(self.cells)
        keys: list[tuple[int, int]] = [(3 * q, 3 * r) for q, r in self.cells]
        key_index: dict[tuple[int, int], int] = {k: i for i, k in enumerate(keys)}
        hex_corners: list[tuple[int, ...]] = []
        for q, r in self.cells:
            corners = []
            for i in range(6):
                d1, d2 = DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]
                key = (3 * q + d1[0] + d2[0], 3 * r + d1[1] + d2[1])
                if key not in key_index:
                    key_index[key] = len(keys)
                    keys.append(key)
                corners.append(key_index[key])
            hex_corners.append(tuple(corners))
        self.point_keys: tuple[tuple[int, int], ...] = tuple(keys)
        self.point_hex: tuple[int, ...] = tuple(range(n)) + (-1,) * (len(keys) - n)
        self.hex_corners: tuple[tuple[int, ...], ...] = tuple(hex_corners)

        segments: list[Segment] = []
        edge_index: dict[tuple[int, int], int] = {}
        hex_spokes: list[tuple[int, ...]] = []
        for h in range(n):
            spokes = []
            for c in self.hex_corners[h]:
                spokes.append(len(segments))
                segments.append(Segment(len(segments), SPOKE, h, c, (h,)))
            hex_spokes.append(tuple(spokes))
        edge_hexes: dict[tuple[int, int], list[int]] = {}
        for h in range(n):
            corners = self.hex_corners[h]
            for i in range(6):
                a, b = corners[i], corners[(i + 1) % 6]
                edge_hexes.setdefault((min(a, b), max(a, b)), []).append(h)
        for (a, b), hexes in edge_hexes.items():
            edge_index[(a, b)] = len(segments)
            segments.append(Segment(len(segments), EDGE, a, b, tuple(sorted(hexes))))
        self.segments: tuple[Segment, ...] = tuple(segments)
        self.hex_spokes: tuple[tuple[int, ...], ...] = tuple(hex_spokes)
        self.edge_index = edge_index
        point_segments: list[list[tuple[int, int]]] = [[] for _ in keys]
        for s in segments:
            point_segments[s.a].append((s.index, s.b))
            point_segments[s.b].append((s.index, s.a))
        self.point_segments: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple(sorted(ps)) for ps in point_segments
        )
        #: Per segment: the hex of a spoke, or -1 for an edge.
        self.spoke_hex: tuple[int, ...] = tuple(s.a if s.kind == SPOKE else -1 for s in segments)
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(
                self.index[(q + dq, r + dr)]
                for dq, dr in DIRECTIONS
                if (q + dq, r + dr) in self.index
            )
            for q, r in self.cells
        )
        cells = self.cells
        # A row a bot asks for (a destination's, a girl's) is made then: a big board never
        # holds the whole square (core.rows).
        self.dist: RowTable[int] = RowTable(
            n, lambda a: tuple(hex_distance(cells[a], c) for c in cells))
        self.ring: tuple[int, ...] = tuple(self.index[c] for c in rings.path)
        pos = [-1] * n
        for i, h in enumerate(self.ring):
            pos[h] = i
        self.ring_pos: tuple[int, ...] = tuple(pos)
        #: Per path hex, its neighbours on the track: ``(clockwise, counter-clockwise)``.
        self.track_neighbours: tuple[tuple[int, int], ...] = tuple(
            (self.ring[(i + 1) % len(self.ring)], self.ring[i - 1]) if i >= 0 else (-1, -1)
            for i in pos
        )
        self.ring2: tuple[int, ...] = tuple(sorted(self.index[c] for c in rings.ring2))

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

    @property
    def n_points(self) -> int:
        return len(self.point_keys)

    @property
    def n_segments(self) -> int:
        return len(self.segments)


def segment_costs(
    geometry: BoardGeometry, hex_colour: tuple[int, ...], multi: int
) -> tuple[int, ...]:
    """The card colour each segment costs (T20) given each hex's colour index.

    A spoke costs its hex's colour; an edge between two hexes of one colour costs that colour,
    between two colours ``multi``; an edge on the board's outside costs its one hex's colour.
    ``multi`` is -1 when the pack has no multicolour cards (then only pairs pay such edges).
    """
    out = []
    for seg in geometry.segments:
        a, b = hex_colour[seg.hexes[0]], hex_colour[seg.hexes[-1]]  # its one or two hexes
        out.append(a if a == b else multi)
    return tuple(out)
