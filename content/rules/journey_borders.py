"""Where Journey countries' outlines share a border: the connection finder (after TripleA's).

Two countries *share a border* when a stretch of one's outline runs along the other's: an
edge of country A counts when both its ends and its middle lie within the tolerance of
country B's outline, and the pair's shared length is the longest such total either way round.
A single touching point (four countries meeting at a corner) is no border.

The tolerance is ``BORDER_TOLERANCE`` (0.1 %) of the diagonal of the box around every
outline of the pack: 0.09 degree (about 10 km) on the Europe map, where Natural Earth's
neighbours share their border points exactly and the polygon tool snaps to them; it forgives
hand-drawn borders that stop a hair short of each other, and no real gap (a strait) is that
narrow at the map's scale.

``shared_borders`` measures every pair; ``proposed_links`` lists the pairs that share a border
but are joined by no link of any kind and are not marked ``unlinked_borders``; the lint
(``content.lint``) warns about those and about land links between outlines that do not touch.
Edges are bucketed in a uniform grid, so a 1,000-country map is measured in well under a second.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass

from content.geometry import bounds, segment_distance
from content.models.journey import JourneyPack

#: The border tolerance as a share of the diagonal of the box around all outlines.
BORDER_TOLERANCE = 0.001


@dataclass(frozen=True, slots=True)
class Proposal:
    """A land link the outlines suggest: countries ``a`` and ``b`` share ``length`` of border
    (map units); ``a`` comes first in the pack."""

    a: str
    b: str
    length: float


def border_tolerance(pack: JourneyPack) -> float:
    """The distance within which two outlines count as touching, in map units."""
    box = bounds(c.outline for c in pack.countries if c.outline)
    if box is None:
        return 0.0
    return max(1e-9, BORDER_TOLERANCE * math.hypot(box[2] - box[0], box[3] - box[1]))


def shared_borders(pack: JourneyPack, tolerance: float | None = None) -> dict[frozenset, float]:
    """``{frozenset({a, b}): shared length}`` for every pair of countries whose outlines share
    a border (see the module docstring); countries without an outline share none."""
    tol = border_tolerance(pack) if tolerance is None else tolerance
    edges: list[tuple[str, tuple[float, float], tuple[float, float]]] = []
    for c in pack.countries:
        for ring in c.outline or ():
            n = len(ring)
            edges += [(c.id, ring[i], ring[(i + 1) % n]) for i in range(n)]
    if not edges or tol <= 0:
        return {}
    mean = sum(math.hypot(q[0] - p[0], q[1] - p[1]) for _, p, q in edges) / len(edges)
    cell = max(tol * 2, mean)
    grid: dict[tuple[int, int], list[int]] = defaultdict(list)
    for k, (_cid, p, q) in enumerate(edges):
        x0, x1 = min(p[0], q[0]) - tol, max(p[0], q[0]) + tol
        y0, y1 = min(p[1], q[1]) - tol, max(p[1], q[1]) + tol
        for gx in range(math.floor(x0 / cell), math.floor(x1 / cell) + 1):
            for gy in range(math.floor(y0 / cell), math.floor(y1 / cell) + 1):
                grid[(gx, gy)].append(k)

    def near(v: tuple[float, float], own: str) -> set[str]:
        """The other countries whose outline passes within ``tol`` of ``v``."""
        found = set()
        for k in grid.get((math.floor(v[0] / cell), math.floor(v[1] / cell)), ()):
            cid, p, q = edges[k]
            if cid != own and cid not in found and segment_distance(v, p, q) <= tol:
                found.add(cid)
        return found

    cache: dict[tuple[str, tuple[float, float]], set[str]] = {}

    def near_cached(v, own):
        key = (own, v)
        got = cache.get(key)
        if got is None:
            got = cache[key] = near(v, own)
        return got

    # Most shared edges are shared exactly (the same two points: imported data, snapped
    # drawing): those are counted at once, the others searched within the tolerance.
    owners: dict[frozenset, set[str]] = defaultdict(set)
    for cid, p, q in edges:
        owners[frozenset((p, q))].add(cid)
    lengths: dict[tuple[str, str], float] = defaultdict(float)
    for cid, p, q in edges:
        same = owners[frozenset((p, q))]
        if len(same) > 1:
            for other in same:
                if other != cid:
                    lengths[(cid, other)] += math.hypot(q[0] - p[0], q[1] - p[1])
            continue
        both = near_cached(p, cid) & near_cached(q, cid)
        if not both:
            continue
        middle = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
        for other in both & near(middle, cid):
            lengths[(cid, other)] += math.hypot(q[0] - p[0], q[1] - p[1])
    out: dict[frozenset, float] = {}
    for (a, b), length in lengths.items():
        pair = frozenset((a, b))
        out[pair] = max(out.get(pair, 0.0), length)
    return out


def proposed_links(pack: JourneyPack, borders: dict[frozenset, float] | None = None) -> list[Proposal]:
    """The land links the outlines suggest: pairs that share a border, have no link of any
    kind, and are not in ``unlinked_borders``; in the pack's country order."""
    borders = shared_borders(pack) if borders is None else borders
    linked = {frozenset((link.a, link.b)) for link in pack.links}
    linked |= {frozenset((u.a, u.b)) for u in pack.unlinked_borders or ()}
    order = {c.id: i for i, c in enumerate(pack.countries)}
    out = []
    for pair, length in borders.items():
        if pair in linked or len(pair) != 2:
            continue
        a, b = sorted(pair, key=order.__getitem__)
        out.append(Proposal(a, b, length))
    out.sort(key=lambda p: (order[p.a], order[p.b]))
    return out
