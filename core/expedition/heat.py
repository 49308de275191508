"""Expedition heat: the points the expeditions visited, the destinations reached, the tokens
taken back (for the simulator's heat maps).

The heat of one finished (or cut off) game, keyed by JSON paths of the pack (the paths
``content.lint`` puts in ``Problem.where``, so the studio marks heat the way it marks
problems), read from the arrows on the board at the end:

- ``points[i]``: the visits of point ``i``: 1 for each arrow that reached it (E4; a wrap
  pair's two points are one point for the rules, and an arrow heats the one its path is
  drawn to), and on the rose 1 for each expedition that set out from it (E3). An arrow
  taken back (E11b) is not on the board at the end and visits nothing.
- ``cards[j]``: 1 when destination card ``j`` was reached (laid in front of a player, E5).
- ``rules.tokens``: the tokens taken back in the game (E6), all seats together; summed over
  games, divided by the games, the tokens recovered on average. Tokens have no place in
  the pack, so this is a count on the rule that gives them, not an element.

Every point and every card can take heat (:func:`elements`): a point that never did was never
reached by an arrow, a card that never did was never reached.
"""

from __future__ import annotations

import weakref
from collections import Counter

from content.edit import parse_path
from content.messages import msg
from core.expedition.board import bits

#: The path of the count of tokens taken back (E6).
TOKENS = "rules.tokens"

_TABLES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


class _Tables:
    """Per game: the heat path of every arrival, card and of the rose, built once."""

    def __init__(self, game) -> None:
        pack, b = game.pack, game.board
        index = {p.id: i for i, p in enumerate(pack.points)}
        #: per path, per node at one of its ends: the path of the point an arrow along
        #: the path to that node is drawn to
        self.arrival: tuple[dict[int, str], ...] = tuple(
            {b.node_of[end]: f"points[{index[end]}]" for end in ends}
            for ends in b.path_points
        )
        rose = next((i for i, p in enumerate(pack.points) if p.kind == "rose"), None)
        self.rose = f"points[{rose}]" if rose is not None else None
        self.cards = tuple(f"cards[{j}]" for j in range(len(pack.cards)))
        self.elements: tuple[str, ...] = (
            tuple(f"points[{i}]" for i in range(len(pack.points))) + self.cards
        )
        self.card_names = _card_names(pack)


def _tables(game) -> _Tables:
    found = _TABLES.get(game)
    if found is None:
        found = _TABLES[game] = _Tables(game)
    return found


def heat(game, state) -> dict[str, float]:
    """The heat of ``state`` (a finished or cut off game): visits per point, the cards
    reached, the tokens taken back; only what is above 0."""
    t = _tables(game)
    out: dict[str, float] = {}
    for e in state.expeditions:
        if not e.trail:
            continue
        if t.rose is not None:
            out[t.rose] = out.get(t.rose, 0.0) + 1.0
        for path, _start, to in e.trail:
            point = t.arrival[path][to]
            out[point] = out.get(point, 0.0) + 1.0
    for laid in state.laid:
        for card in bits(laid):
            out[t.cards[card]] = 1.0
    taken = sum(state.recovered)
    if taken:
        out[TOKENS] = float(taken)
    return out


def elements(game, players: int) -> tuple[str, ...]:
    """Every path that can take heat: all points, then all cards, in pack order (the player
    count changes nothing; ``rules.tokens`` is a count, not an element that can go unused)."""
    return _tables(game).elements


def name(game, path: str) -> str:
    """How a designer calls the element at ``path``: the point's name ("Lima"), a card as
    "Lima card" (numbered when several cards name one point), "tokens recovered".

    Raises:
        ValueError: ``path`` is not a path :func:`heat` gives.
    """
    if path == TOKENS:
        return msg("tokens recovered")
    pack = game.pack
    try:
        kind, i = parse_path(path)
        if kind == "points":
            point = pack.points[i]
            return point.name or point.id
        if kind == "cards":
            return _tables(game).card_names[i]
    except (ValueError, IndexError, TypeError):
        pass
    raise ValueError(f"no Expedition heat element at {path!r}")


def _card_names(pack) -> tuple[str, ...]:
    points = {p.id: p.name or p.id for p in pack.points}
    bases = [msg("{point} card", point=points.get(c.point, c.point)) for c in pack.cards]
    alike = Counter(bases)
    seen: Counter = Counter()
    names = []
    for base in bases:
        seen[base] += 1
        names.append(msg("{element} {number}", element=base, number=seen[base]) if alike[base] > 1 else base)
    return tuple(names)
