"""The static Expedition board compiled from a pack: small integers for the rules.

Each wrap pair becomes one node (the rules see one point, "the Earth is round"); the content
keeps both points, and arrows name the content point they are drawn to. Sets of cards, nodes
and paths are bit masks over these indices (bit ``i`` set: item ``i`` is in the set).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain
from operator import getitem

from content.rules.expedition import path_counts

#: Point kinds (content ``Point.kind``), per node in ``Board.kinds``.
ROSE, GREEN, BLUE, RED, PLAIN = range(5)
_KIND = {"rose": ROSE, "green": GREEN, "blue": BLUE, "red": RED, "plain": PLAIN}


class PathMasks(dict):
    """Per node, the mask of the paths that touch it (``masks[node]``), each made when first
    asked for and kept.

    A mask is as wide as the highest index of its paths, so the masks of every node made at
    once took memory and time as the square of the map (110 MB at 27,000 points); a game
    asks for the few nodes its expeditions reach.
    """

    __slots__ = ("_adj",)

    def __init__(self, adj) -> None:
        super().__init__()
        self._adj = adj

    def __missing__(self, node: int) -> int:
        if node < 0:  # as a tuple reads it: from the end
            return self[node + len(self._adj)] if node >= -len(self._adj) else self._adj[node]
        mask = self[node] = sum(1 << p for p, _v in self._adj[node])
        return mask


@dataclass(frozen=True, eq=False)
class Board:
    """Integer view of a pack. Nodes are merged points; paths keep their pack index.

    Attributes:
        node_ids: per node, the id of its representative point (a wrap pair's west point).
        node_of: content point id -> node.
        kinds: per node, ROSE/GREEN/BLUE/RED/PLAIN.
        adj: per node, ``(path index, other node)`` pairs in path order.
        node_paths: per node, the mask of the paths that touch it (:class:`PathMasks`: made
            when first asked for).
        path_nodes: per path, its two nodes.
        path_points: per path, its two content point ids.
        rose: the rose's node (-1 when the pack has none).
        dist: per node, fewest paths from the rose (-1 when unreachable), E2.
        card_ids / card_index / card_node: per card, its id and the node it names.
        cards_at: per node, the cards naming it.
        colour_ids / colour_index / arrows: per colour, its id and number of arrows.
    """

    node_ids: tuple[str, ...]
    node_of: dict[str, int]
    kinds: tuple[int, ...]
    adj: tuple[tuple[tuple[int, int], ...], ...]
    node_paths: PathMasks
    path_nodes: tuple[tuple[int, int], ...]
    path_points: tuple[tuple[str, str], ...]
    rose: int
    dist: tuple[int, ...]
    card_ids: tuple[str, ...]
    card_index: dict[str, int]
    card_node: tuple[int, ...]
    cards_at: tuple[tuple[int, ...], ...]
    colour_ids: tuple[str, ...]
    colour_index: dict[str, int]
    arrows: tuple[int, ...]

    @classmethod
    def from_pack(cls, pack) -> Board:
        """Compile ``pack`` (an ExpeditionPack), in time linear in its size."""
        alias = {w.b: w.a for w in pack.wraps}
        node_ids: list[str] = []
        node_of: dict[str, int] = {}
        kinds: list[int] = []
        rose_id = None
        for p in pack.points:
            pid, kind = p.id, p.kind
            if kind == "rose" and rose_id is None:
                rose_id = pid
            if pid in alias:
                continue
            node_of[pid] = len(node_ids)
            node_ids.append(pid)
            kinds.append(_KIND[kind])
        for b, a in alias.items():
            node_of[b] = node_of[a]
        adj: list[list[tuple[int, int]]] = [[] for _ in node_ids]
        neighbours: list[list[int]] = [[] for _ in node_ids]  # (for E2's count alone)
        path_nodes = []
        for i, path in enumerate(pack.paths):
            u, v = node_of[path.a], node_of[path.b]
            path_nodes.append((u, v))
            if u != v:
                adj[u].append((i, v))
                adj[v].append((i, u))
                neighbours[u].append(v)
                neighbours[v].append(u)
        rose = -1 if rose_id is None else node_of[rose_id]
        # E2 on the nodes just made (the content's rose_distances would number the
        # points again, by id)
        dist = path_counts(neighbours, rose) if rose >= 0 else [-1] * len(node_ids)
        del neighbours
        card_node = tuple(node_of[c.point] for c in pack.cards)
        cards_at: list[list[int]] = [[] for _ in node_ids]
        for i, n in enumerate(card_node):
            cards_at[n].append(i)
        adjacent = tuple(tuple(a) for a in adj)
        return cls(
            node_ids=tuple(node_ids),
            node_of=node_of,
            kinds=tuple(kinds),
            adj=adjacent,
            node_paths=PathMasks(adjacent),
            path_nodes=tuple(path_nodes),
            path_points=tuple((p.a, p.b) for p in pack.paths),
            rose=rose,
            dist=tuple(dist),
            card_ids=tuple(c.id for c in pack.cards),
            card_index={c.id: i for i, c in enumerate(pack.cards)},
            card_node=card_node,
            cards_at=tuple(tuple(c) for c in cards_at),
            colour_ids=tuple(c.id for c in pack.colours),
            colour_index={c.id: i for i, c in enumerate(pack.colours)},
            arrows=tuple(c.arrows for c in pack.colours),
        )

    def far_end(self, path: int, node: int) -> str:
        """The content point id at the end of ``path`` away from ``node``."""
        a, b = self.path_points[path]
        return b if self.node_of[a] == node else a


_BYTE_BITS = tuple(tuple(i for i in range(8) if (b >> i) & 1) for b in range(256))
#: Per byte of a mask, lowest first, and per value of that byte: the members it holds (byte
#: ``k`` adds ``8 * k``). Made up to the longest mask seen so far (:func:`_byte_tables`).
_BYTE_MEMBERS: tuple[tuple[tuple[int, ...], ...], ...] = ()


def _byte_tables(n: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``_BYTE_MEMBERS`` for masks of at least ``n`` bytes (replaced whole, never changed:
    two threads making it at once make the same tables)."""
    global _BYTE_MEMBERS
    tables = _BYTE_MEMBERS
    if len(tables) < n:
        tables += tuple(tuple(tuple(8 * k + i for i in members) for members in _BYTE_BITS)
                        for k in range(len(tables), n))
        _BYTE_MEMBERS = tables
    return tables


def bits(mask: int) -> list[int]:
    """The members of the set ``mask`` (its set bits), lowest first."""
    if mask.bit_count() > 6:
        # (byte by byte from tables, in one pass of C calls: a 9-card hand in 1.1 µs, the
        # same tables read by a comprehension took 1.9 µs)
        data = mask.to_bytes((mask.bit_length() + 7) >> 3, "little")
        tables = _BYTE_MEMBERS
        if len(tables) < len(data):
            tables = _byte_tables(len(data))
        return list(chain.from_iterable(map(getitem, tables, data)))
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(items) -> int:
    """The set of ``items`` (small integers) as a bit mask."""
    mask = 0
    for i in items:
        mask |= 1 << i
    return mask
