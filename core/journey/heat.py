"""Journey heat: what the winning journeys are made of (for the simulator's heat maps).

The heat of one finished game, keyed by JSON paths of the pack (the paths ``content.lint``
puts in ``Problem.where``, so the studio marks heat the way it marks problems):

- ``cards[j]``: 1 for each card in the winner's holder at the end (the winning journey);
- ``countries[i]``: 1 for each country with a card in it (once, even when both cards of a
  ``*`` country are);
- ``seas[k]``: 1 for each sea with a ship card in it (once per game).

A game without a winner (a stalemate, a round limit, a game cut off) has no heat. Summed over
games, an element's heat is the number of won games whose winning journey used it. Every
country, sea and card can take heat (:func:`elements`): those that never did were never part
of a winning journey.
"""

from __future__ import annotations

import weakref
from collections import Counter

from content.edit import parse_path
from content.messages import msg
from content.rules.journey import COUNTRY, EMPTY, SHIP

_TABLES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


class _Tables:
    """Per game: the heat paths of every card, built once."""

    def __init__(self, game) -> None:
        pack, t = game.pack, game.tables
        sea_index = {s.id: i for i, s in enumerate(pack.seas)}
        self.paths: tuple[tuple[str, ...], ...] = tuple(
            (f"cards[{c}]",)
            + ((f"countries[{t.country[c]}]",) if t.kind[c] == COUNTRY and t.country[c] >= 0
               else (f"seas[{sea_index[t.ref[c]]}]",) if t.kind[c] == SHIP
               and t.ref[c] in sea_index else ())
            for c in range(t.n_cards)
        )
        self.elements: tuple[str, ...] = (
            tuple(f"countries[{i}]" for i in range(len(pack.countries)))
            + tuple(f"seas[{k}]" for k in range(len(pack.seas)))
            + tuple(f"cards[{c}]" for c in range(t.n_cards))
        )
        self.card_names = _card_names(game)


def _tables(game) -> _Tables:
    found = _TABLES.get(game)
    if found is None:
        found = _TABLES[game] = _Tables(game)
    return found


def heat(game, state) -> dict[str, float]:
    """The heat of the finished (or cut off) game ``state``: the winning journey's cards,
    countries and seas, 1 each; empty when nobody won."""
    if state.winner < 0:
        return {}
    paths = _tables(game).paths
    return {path: 1.0 for c in state.holders[state.winner] if c != EMPTY for path in paths[c]}


def elements(game, players: int) -> tuple[str, ...]:
    """Every path that can take heat: all countries, seas and cards, in pack order (the
    player count changes nothing)."""
    return _tables(game).elements


def name(game, path: str) -> str:
    """How a designer calls the element at ``path``: "Portugal", "Baltic Sea", and for a
    card "Portugal card", "Baltic Sea ship 2", "orange plane 1" (numbered when the pack has
    several alike).

    Raises:
        ValueError: ``path`` is not a path :func:`heat` gives.
    """
    steps = parse_path(path)
    pack = game.pack
    try:
        kind, i = steps
        if kind == "countries":
            return pack.countries[i].name
        if kind == "seas":
            return pack.seas[i].name
        if kind == "cards":
            return _tables(game).card_names[i]
    except (ValueError, IndexError, TypeError):
        pass
    raise ValueError(f"no Journey heat element at {path!r}")


def _card_names(game) -> tuple[str, ...]:
    t = game.tables
    bases = []
    for c in range(t.n_cards):
        ref = t.ref[c]
        if t.kind[c] == COUNTRY:
            bases.append(msg("{country} card", country=t.country_name.get(ref, ref)))
        elif t.kind[c] == SHIP:
            bases.append(msg("{sea} ship", sea=t.sea_name.get(ref, ref)))
        else:
            bases.append(msg("{colour} plane", colour=t.colour_name.get(ref, ref).lower()))
    alike = Counter(bases)
    seen: Counter = Counter()
    names = []
    for c, base in enumerate(bases):
        seen[base] += 1
        # the number the card's id gives it (``ship:<sea>:<n>``, ``country:<cid>:2``), so a
        # card keeps its name when another card alike leaves the deck (A/B heat pairs by id)
        tail = t.card_ids[c].rsplit(":", 1)[-1]
        number = int(tail) if tail.isdigit() else 1 if t.kind[c] == COUNTRY else seen[base]
        names.append(msg("{element} {number}", element=base, number=number) if alike[base] > 1 else base)
    return tuple(names)
