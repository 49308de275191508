"""Expedition rule facts that the lint and the rules engine share (rulebook E1, E2).

Wrap pairs ("the Earth is round") are one point for the rules: a pair's east point stands for
its west point everywhere here.
"""

from __future__ import annotations


def hand_size(rules, players: int) -> int:
    """E1: the destination cards dealt to each of ``players`` players."""
    return rules.hand_large if players >= rules.large_from else rules.hand_small


def path_counts(neighbours, start: int) -> list[int]:
    """Fewest paths from node ``start`` to every node, -1 where no way leads (E2's count).

    Nodes are the integers ``0 .. len(neighbours) - 1``; ``neighbours[u]`` holds the node at
    the other end of each path at ``u``. A breadth-first search, linear in the size of the
    map: the rules' distance from the rose and the greedy bot's distances are this count.
    """
    dist = [-1] * len(neighbours)
    dist[start] = 0
    frontier = [start]
    d = 0
    while frontier:
        d += 1
        following = []
        for a in frontier:
            for b in neighbours[a]:
                if dist[b] < 0:
                    dist[b] = d
                    following.append(b)
        frontier = following
    return dist


def rose_distances(pack) -> dict[str, int]:
    """E2: fewest paths from the rose to each reachable point, wrap pairs counted as one point.

    Empty when the pack has no rose; with several roses the first one counts. A path may
    name a point the pack lacks (an unchecked pack, in the editor or the lint): that end
    is a place all the same. :func:`path_counts` over the points numbered, linear in the
    size of the map.
    """
    rose = next((p.id for p in pack.points if p.kind == "rose"), None)
    if rose is None:
        return {}
    merged = {w.b: w.a for w in pack.wraps}
    node: dict[str, int] = {}
    adjacent: list[list[int]] = []
    for path in pack.paths:
        ends = []
        for end in (path.a, path.b):
            end = merged.get(end, end)
            n = node.get(end)
            if n is None:
                n = node[end] = len(adjacent)
                adjacent.append([])
            ends.append(n)
        u, v = ends
        adjacent[u].append(v)
        adjacent[v].append(u)
    start = merged.get(rose, rose)
    if start not in node:  # a rose on no path
        node[start] = len(adjacent)
        adjacent.append([])
    dist = path_counts(adjacent, node[start])
    found = ((p.id, node.get(merged.get(p.id, p.id), -1)) for p in pack.points)
    return {pid: dist[n] for pid, n in found if n >= 0 and dist[n] >= 0}


def far_enough(pack, point_id: str, dist: dict[str, int] | None = None) -> bool:
    """E2: whether ``point_id`` is at least ``rules.token_distance`` paths from the rose
    (``dist``: :func:`rose_distances` of the pack, when the caller has it)."""
    dist = rose_distances(pack) if dist is None else dist
    return dist.get(point_id, -1) >= pack.rules.token_distance


def token_points(pack) -> set[str]:
    """E2: the green points far enough from the rose to take a token."""
    dist = rose_distances(pack)
    return {p.id for p in pack.points if p.kind == "green" and far_enough(pack, p.id, dist)}
