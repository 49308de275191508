"""Plane geometry of map outlines: polygons as tuples of ``(x, y)`` points, pure Python.

A polygon is a simple ring: at least 3 distinct points, implicitly closed (the last point
joins the first), never crossing or touching itself. An *outline* is a tuple of polygons;
a point is inside an outline when an odd number of its polygons contain it, so a polygon
drawn inside another of the same outline is a hole (the scenes fill with the even-odd rule
too).

The checks are linear on average: segments are bucketed in a uniform grid, so a 2,000-point
coastline is checked in milliseconds, not the seconds a test of every pair of edges takes.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence

Point = tuple[float, float]
Polygon = tuple[Point, ...]
Outline = tuple[Polygon, ...]


def normalise_ring(points: Iterable[Sequence[float]]) -> Polygon:
    """The ring as a tuple of float pairs, without a repeated closing point or repeats of
    the point before (what GeoJSON-style rings and snapped clicks leave)."""
    out: list[Point] = []
    for p in points:
        q = (float(p[0]), float(p[1]))
        if not out or q != out[-1]:
            out.append(q)
    while len(out) > 1 and out[-1] == out[0]:
        out.pop()
    return tuple(out)


def signed_area(ring: Sequence[Point]) -> float:
    """The signed area of ``ring``: positive when its points run counter-clockwise (y up)."""
    s = 0.0
    n = len(ring)
    for i in range(n):
        x1, y1 = ring[i]
        x2, y2 = ring[(i + 1) % n]
        s += x1 * y2 - x2 * y1
    return s / 2.0


def _orient(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _on_segment(a: Point, b: Point, p: Point) -> bool:
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def segments_intersect(a: Point, b: Point, c: Point, d: Point) -> bool:
    """True when segment ab and segment cd have a point in common (touching counts)."""
    d1, d2 = _orient(c, d, a), _orient(c, d, b)
    d3, d4 = _orient(a, b, c), _orient(a, b, d)
    if ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4)):
        return True
    return (
        (d1 == 0 and _on_segment(c, d, a))
        or (d2 == 0 and _on_segment(c, d, b))
        or (d3 == 0 and _on_segment(a, b, c))
        or (d4 == 0 and _on_segment(a, b, d))
    )


def _grid_cell(ring: Sequence[Point]) -> float:
    xs = [p[0] for p in ring]
    ys = [p[1] for p in ring]
    span = max(max(xs) - min(xs), max(ys) - min(ys), 1e-12)
    # About as many cells along the longer side as the square root of the edge count.
    return span / max(1.0, math.sqrt(len(ring)))


def self_intersection(ring: Sequence[Point]) -> tuple[int, int] | None:
    """The first pair of edges ``(i, j)`` of ``ring`` that cross or touch (edge ``i`` runs
    from point ``i`` to point ``i + 1``), or None for a simple ring.

    Neighbouring edges may share their common point and nothing more; a ring that doubles
    back on itself along a neighbour's edge is reported too.
    """
    n = len(ring)
    if n < 3:
        return None
    cell = _grid_cell(ring)
    buckets: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i in range(n):
        a, b = ring[i], ring[(i + 1) % n]
        x0, x1 = sorted((a[0], b[0]))
        y0, y1 = sorted((a[1], b[1]))
        for gx in range(math.floor(x0 / cell), math.floor(x1 / cell) + 1):
            for gy in range(math.floor(y0 / cell), math.floor(y1 / cell) + 1):
                buckets[(gx, gy)].append(i)
    found: tuple[int, int] | None = None
    checked: set[tuple[int, int]] = set()
    for edges in buckets.values():
        for k, i in enumerate(edges):
            a, b = ring[i], ring[(i + 1) % n]
            for j in edges[k + 1:]:
                pair = (i, j) if i < j else (j, i)
                if pair in checked:
                    continue
                checked.add(pair)
                c, d = ring[j], ring[(j + 1) % n]
                lo, hi = pair
                if hi == lo + 1 or (lo == 0 and hi == n - 1):
                    # Neighbours share one point: they must not overlap beyond it.
                    shared = ring[hi] if hi == lo + 1 else ring[0]
                    other_a = b if shared == a else a
                    other_c = d if shared == c else c
                    if _orient(shared, other_a, other_c) == 0 and (
                        _on_segment(shared, other_a, other_c) or _on_segment(shared, other_c, other_a)
                    ):
                        found = pair if found is None or pair < found else found
                    continue
                if segments_intersect(a, b, c, d):
                    found = pair if found is None or pair < found else found
    return found


def polygon_problem(ring: Sequence[Point]) -> str | None:
    """Why ``ring`` is not a valid polygon (a sentence), or None when it is."""
    if len(ring) < 3:
        return f"a polygon needs at least 3 distinct points, this one has {len(ring)}"
    crossing = self_intersection(ring)
    if crossing is not None:
        i, j = crossing
        return (
            f"the polygon crosses itself: its edge from point {i} to point {(i + 1) % len(ring)} "
            f"meets its edge from point {j} to point {(j + 1) % len(ring)}"
        )
    if signed_area(ring) == 0:
        return "the polygon has no area (its points lie on one line)"
    return None


def point_in_ring(p: Point, ring: Sequence[Point]) -> bool:
    """True when ``p`` lies inside ``ring`` (even-odd rule; a point on an edge may go either way)."""
    x, y = p
    inside = False
    n = len(ring)
    j = n - 1
    for i in range(n):
        xi, yi = ring[i]
        xj, yj = ring[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def point_in_outline(p: Point, outline: Sequence[Sequence[Point]]) -> bool:
    """True when an odd number of the outline's polygons contain ``p`` (holes count)."""
    return sum(1 for ring in outline if point_in_ring(p, ring)) % 2 == 1


def bounds(outlines: Iterable[Sequence[Sequence[Point]]]) -> tuple[float, float, float, float] | None:
    """``(min x, min y, max x, max y)`` of every point of ``outlines``, or None if empty."""
    xs: list[float] = []
    ys: list[float] = []
    for outline in outlines:
        for ring in outline:
            for x, y in ring:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return min(xs), min(ys), max(xs), max(ys)


def segment_distance(p: Point, a: Point, b: Point) -> float:
    """Distance from ``p`` to the segment ``ab``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = dx * dx + dy * dy
    if n == 0:
        return math.hypot(p[0] - a[0], p[1] - a[1])
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / n))
    return math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))


def douglas_peucker(points: Sequence[Point], tolerance: float) -> list[Point]:
    """The open line ``points`` simplified (Douglas–Peucker): both ends are kept, and every
    dropped point lies within ``tolerance`` of the simplified line."""
    if len(points) < 3:
        return list(points)
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        lo, hi = stack.pop()
        best, at = -1.0, -1
        for k in range(lo + 1, hi):
            d = segment_distance(points[k], points[lo], points[hi])
            if d > best:
                best, at = d, k
        if at >= 0 and best > tolerance:
            keep[at] = True
            stack += [(lo, at), (at, hi)]
    return [p for p, k in zip(points, keep, strict=True) if k]
