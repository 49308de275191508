"""Expedition rule facts that the lint and the rules engine share (rulebook E1, E2).

Wrap pairs ("the Earth is round") are one point for the rules: a pair's east point stands for
its west point everywhere here.
"""

from __future__ import annotations

from collections import defaultdict


def hand_size(rules, players: int) -> int:
    """E1: the destination cards dealt to each of ``players`` players."""
    return rules.hand_large if players >= rules.large_from else rules.hand_small


def rose_distances(pack) -> dict[str, int]:
    """E2: fewest paths from the rose to each reachable point, wrap pairs counted as one point.

    Empty when the pack has no rose; with several roses the first one counts. A plain
    breadth-first search over an adjacency dict, linear in the size of the map.
    """
    rose = next((p.id for p in pack.points if p.kind == "rose"), None)
    if rose is None:
        return {}
    merged = {w.b: w.a for w in pack.wraps}
    adjacent: dict[str, list[str]] = defaultdict(list)
    for path in pack.paths:
        a, b = merged.get(path.a, path.a), merged.get(path.b, path.b)
        adjacent[a].append(b)
        adjacent[b].append(a)
    start = merged.get(rose, rose)
    dist = {start: 0}
    frontier = [start]
    while frontier:
        following = []
        for a in frontier:
            d = dist[a] + 1
            for b in adjacent[a]:
                if b not in dist:
                    dist[b] = d
                    following.append(b)
        frontier = following
    found = ((p.id, merged.get(p.id, p.id)) for p in pack.points)
    return {pid: dist[node] for pid, node in found if node in dist}


def far_enough(pack, point_id: str, dist: dict[str, int] | None = None) -> bool:
    """E2: whether ``point_id`` is at least ``rules.token_distance`` paths from the rose
    (``dist``: :func:`rose_distances` of the pack, when the caller has it)."""
    dist = rose_distances(pack) if dist is None else dist
    return dist.get(point_id, -1) >= pack.rules.token_distance


def token_points(pack) -> set[str]:
    """E2: the green points far enough from the rose to take a token."""
    dist = rose_distances(pack)
    return {p.id for p in pack.points if p.kind == "green" and far_enough(pack, p.id, dist)}
