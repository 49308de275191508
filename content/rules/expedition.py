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


def point_index(points) -> dict[str, int]:
    """Each point id's place in ``points`` (of points sharing an id, the last one's)."""
    return {p.id: i for i, p in enumerate(points)}


def point_path_counts(pack, index: dict[str, int] | None = None) -> list[int]:
    """E2: fewest paths from the rose to each of ``pack.points``, in their order, -1 where no
    way leads (every point, when the pack has no rose); a wrap pair counts as one point.

    With several roses the first one counts. A path may name a point the pack lacks (an
    unchecked pack, in the editor or the lint): that end is a place all the same.
    ``index``: :func:`point_index` of the points, when the caller has it.

    A place is numbered by its point's place in ``pack.points`` (a wrap pair's east point
    by its west point's), then the places only paths name; then :func:`path_counts`. Linear
    in the size of the map, and a point's count is read by its place, not looked up by id:
    on a big map the lookups by id of every point, scattered in memory, cost more than the
    count itself.
    """
    points = pack.points
    rose = next((i for i, p in enumerate(points) if p.kind == "rose"), -1)
    if rose < 0:
        return [-1] * len(points)
    # a place's number, by the id standing for it
    node = point_index(points) if index is None else dict(index)
    size = len(points)
    distinct = len(node) == size
    lookup = node  # the number of the place each id stands for: ``node`` through the wraps
    merged = {w.b: w.a for w in pack.wraps}
    if merged:
        lookup = dict(node)
        for b, a in merged.items():
            n = node.get(a)
            if n is None:  # a wrap pair naming a point the pack lacks
                n = node[a] = size
                size += 1
                if a not in merged:
                    lookup[a] = n
            lookup[b] = n
    adjacent: list[list[int]] = [[] for _ in range(size)]
    get = lookup.get
    for path in pack.paths:
        u = get(path.a)
        if u is None:  # a path end naming no point
            u = lookup[path.a] = len(adjacent)
            adjacent.append([])
        v = get(path.b)
        if v is None:
            v = lookup[path.b] = len(adjacent)
            adjacent.append([])
        adjacent[u].append(v)
        adjacent[v].append(u)
    dist = path_counts(adjacent, lookup[points[rose].id])
    if not distinct:  # points sharing an id: each its id's place
        return [dist[lookup[p.id]] for p in points]
    out = dist[: len(points)]
    for b in merged:  # a wrap pair's east point counts as its west point
        i = node.get(b)
        if i is not None and i < len(points):
            out[i] = dist[lookup[b]]
    return out


def rose_distances(pack) -> dict[str, int]:
    """E2: fewest paths from the rose to each reachable point, by point id, wrap pairs counted
    as one point (:func:`point_path_counts`). Empty when the pack has no rose."""
    return {p.id: d for p, d in zip(pack.points, point_path_counts(pack), strict=True) if d >= 0}


def far_enough(rules, count: int) -> bool:
    """E2: whether a point ``count`` paths from the rose (-1: none leads there) is far enough
    from it to take a token: at least ``rules.token_distance`` paths."""
    return count >= rules.token_distance


def token_points(pack) -> set[str]:
    """E2: the green points far enough from the rose to take a token."""
    r = pack.rules
    return {p.id for p, d in zip(pack.points, point_path_counts(pack), strict=True)
            if p.kind == "green" and far_enough(r, d)}
