"""Per-pack tables for Journey: what can connect to what, precomputed once per pack.

Cards are numbered ``0..N-1`` in pack order. Every rule question the engine and the bots ask
("do these two country cards connect by foot?", "do A, ship S, B form a triple?") becomes a set
lookup or a bit test on these tables, so a whole journey check costs microseconds.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from core.engine import GameSpec

#: Card kind codes (index into ``JourneyTables.kind``).
COUNTRY, SHIP, PLANE = 0, 1, 2
#: The empty slot of a holder during setup.
EMPTY = -1

_KIND_CODE = {"country": COUNTRY, "ship": SHIP, "plane": PLANE}


class JourneyTables:
    """Everything the Journey rules need from a pack, as tuples, sets and bit masks.

    Attributes:
        pack_id: the pack's id.
        card_ids: card id per card index.
        index: card id -> card index.
        kind: kind code per card (COUNTRY, SHIP, PLANE).
        country: country index per card (-1 for ship and plane cards).
        foot: per card, the frozenset of country cards of *another* country joined to it by a
            land, ferry or bridge link (empty for transport cards) (J14, J17).
        mask: per country card, a bit per sea on whose coast it lies and a bit per colour group
            it belongs to; per transport card, the one bit of its sea or colour (J15, J16).
        label: per card, how messages name it ("France", "ship (Baltic Sea)").
        holder_size, discard_piles, min_players, max_players, max_rounds: rule parameters.
    """

    __slots__ = (
        "pack_id", "card_ids", "index", "kind", "country", "foot", "mask", "label",
        "country_names", "country_colour", "colour_names", "sea_names", "sea_coasts",
        "link_kind", "holder_size", "discard_piles", "min_players", "max_players",
        "max_rounds", "n_cards",
    )

    def __init__(self, pack: Any) -> None:
        self.pack_id: str = pack.id
        rules = pack.rules
        self.holder_size: int = rules.holder_size
        self.discard_piles: int = rules.discard_piles
        self.min_players: int = rules.min_players
        self.max_players: int = rules.max_players
        self.max_rounds: int = rules.max_rounds

        countries = {c.id: i for i, c in enumerate(pack.countries)}
        seas = {s.id: i for i, s in enumerate(pack.seas)}
        colours = {c.id: i for i, c in enumerate(pack.colours)}
        n_seas = len(seas)
        self.country_names: tuple[str, ...] = tuple(c.name for c in pack.countries)
        self.country_colour: tuple[int, ...] = tuple(colours[c.colour] for c in pack.countries)
        self.colour_names: tuple[str, ...] = tuple(c.name for c in pack.colours)
        self.sea_names: tuple[str, ...] = tuple(s.name for s in pack.seas)
        self.sea_coasts: tuple[frozenset[int], ...] = tuple(
            frozenset(countries[c] for c in s.coast) for s in pack.seas
        )

        country_mask = [1 << (n_seas + self.country_colour[i]) for i in range(len(countries))]
        for s, coast in enumerate(self.sea_coasts):
            for c in coast:
                country_mask[c] |= 1 << s

        link_kind: dict[frozenset[int], str] = {}
        for link in pack.links:
            link_kind[frozenset((countries[link.a], countries[link.b]))] = link.kind
        self.link_kind = link_kind

        card_ids, kind, country, mask, label = [], [], [], [], []
        for card in pack.cards:
            k = _KIND_CODE[card.kind]
            card_ids.append(card.id)
            kind.append(k)
            if k == COUNTRY:
                ci = countries[card.ref]
                country.append(ci)
                mask.append(country_mask[ci])
                label.append(self.country_names[ci])
            elif k == SHIP:
                si = seas[card.ref]
                country.append(-1)
                mask.append(1 << si)
                label.append(f"ship ({self.sea_names[si]})")
            else:
                gi = colours[card.ref]
                country.append(-1)
                mask.append(1 << (n_seas + gi))
                label.append(f"plane ({self.colour_names[gi].lower()})")
        self.card_ids: tuple[str, ...] = tuple(card_ids)
        self.index: dict[str, int] = {cid: i for i, cid in enumerate(card_ids)}
        self.kind: tuple[int, ...] = tuple(kind)
        self.country: tuple[int, ...] = tuple(country)
        self.mask: tuple[int, ...] = tuple(mask)
        self.label: tuple[str, ...] = tuple(label)
        self.n_cards = len(card_ids)

        by_country: dict[int, list[int]] = {}
        for i, ci in enumerate(country):
            if ci >= 0:
                by_country.setdefault(ci, []).append(i)
        foot = []
        for ci in country:
            if ci < 0:
                foot.append(frozenset())
                continue
            near = [
                j for pair in link_kind if ci in pair
                for other in pair if other != ci
                for j in by_country.get(other, ())
            ]
            foot.append(frozenset(near))
        self.foot: tuple[frozenset[int], ...] = tuple(foot)

    # -- connections ---------------------------------------------------------------------

    def triple_ok(self, a: int, t: int, b: int) -> bool:
        """True when country card ``a``, transport ``t``, country card ``b`` connect (J15-J17)."""
        kind = self.kind
        return (
            kind[a] == COUNTRY and kind[b] == COUNTRY and kind[t] != COUNTRY
            and self.country[a] != self.country[b]
            and bool(self.mask[a] & self.mask[b] & self.mask[t])
        )

    def is_journey(self, holder: tuple[int, ...]) -> bool:
        """True when the full holder (card indices) is a complete journey (J11-J17).

        The fast path of the win check: no allocation, one set lookup or bit test per link.
        """
        n = len(holder)
        if n != self.holder_size:
            return False
        kind = self.kind
        if kind[holder[0]] or kind[holder[-1]]:
            return False
        foot = self.foot
        mask = self.mask
        country = self.country
        i = 0
        last = n - 1
        while i < last:
            a = holder[i]
            b = holder[i + 1]
            if not kind[b]:
                if b not in foot[a]:
                    return False
                i += 1
            else:
                c = holder[i + 2]  # exists: the last slot holds a country card
                if kind[c] or not (mask[a] & mask[b] & mask[c]) or country[a] == country[c]:
                    return False
                i += 2
        return True

    def breaks(self, holder: tuple[int, ...]) -> list[tuple[int, str, str]]:
        """Every break of a holder as ``(slot, rule, message)``; slots are 1-based (J19).

        ``holder`` holds card indices, ``EMPTY`` for an empty slot. Each failing link is
        reported once, at the slot where it starts; a failing ship or plane triple is one
        break starting at its first country.
        """
        out: list[tuple[int, str, str]] = []
        n = len(holder)
        size = self.holder_size
        if n != size:
            out.append((1, "J1", f"the holder has {n} cards; a journey needs {size}"))
        if n == 0:
            return out
        kind, label = self.kind, self.label

        def name(slot: int) -> str:
            c = holder[slot]
            return f"slot {slot + 1} " + ("(empty)" if c == EMPTY else label[c])

        for slot in range(n):
            if holder[slot] == EMPTY:
                out.append((slot + 1, "J11", f"slot {slot + 1} is empty"))
        for slot, where in ((0, "start"), (n - 1, "end")):
            c = holder[slot]
            if c != EMPTY and kind[c] != COUNTRY:
                out.append((slot + 1, "J12", f"{name(slot)}: a journey must {where} with a "
                                             "country card"))
            if n == 1:
                break
        for i in range(n - 1):
            a, b = holder[i], holder[i + 1]
            if a == EMPTY or b == EMPTY:
                continue
            ka, kb = kind[a], kind[b]
            if ka == COUNTRY and kb == COUNTRY:
                if self.country[a] == self.country[b]:
                    out.append((i + 1, "J17", f"{name(i)} → {name(i + 1)}: the two cards of "
                                              "one country may not be next to each other"))
                elif b not in self.foot[a]:
                    out.append((i + 1, "J14", f"{name(i)} → {name(i + 1)}: no land, ferry or "
                                              "bridge connection"))
            elif ka != COUNTRY and kb != COUNTRY:
                out.append((i + 1, "J13", f"{name(i)} → {name(i + 1)}: two transport cards "
                                          "next to each other never connect"))
            elif ka == COUNTRY and i + 2 < n:
                c = holder[i + 2]
                if c == EMPTY or kind[c] != COUNTRY:
                    continue  # reported as J11 or J13 at the next link
                msg = self._triple_problem(a, b, c)
                if msg:
                    rule, why = msg
                    out.append((i + 1, rule, f"{name(i)} → {name(i + 1)} → {name(i + 2)}: {why}"))
        out.sort(key=lambda x: x[0])
        return out

    def _triple_problem(self, a: int, t: int, b: int) -> tuple[str, str] | None:
        """Why country ``a``, transport ``t``, country ``b`` fail to connect, or None."""
        ca, cb = self.country[a], self.country[b]
        if ca == cb:
            return "J17", (f"a {'ship' if self.kind[t] == SHIP else 'plane'} must join two "
                           "different countries")
        if self.mask[a] & self.mask[b] & self.mask[t]:
            return None
        names = self.country_names
        if self.kind[t] == SHIP:
            sea = self.mask[t].bit_length() - 1
            off = [names[c] for c in (ca, cb) if c not in self.sea_coasts[sea]]
            sea_name = self.sea_names[sea]
            if len(off) == 2:
                return "J15", f"{off[0]} and {off[1]} are not on the {sea_name} coast"
            return "J15", f"{off[0]} is not on the {sea_name} coast"
        colour = self.mask[t].bit_length() - 1 - len(self.sea_names)
        off = [names[c] for c in (ca, cb) if self.country_colour[c] != colour]
        cname = self.colour_names[colour].lower()
        if len(off) == 2:
            return "J16", f"{off[0]} and {off[1]} are not {cname} like the plane"
        return "J16", f"{off[0]} is not {cname} like the plane"

    def spec(self) -> GameSpec:
        """The GameSpec of Journey on this pack."""
        n = self.max_players
        setup = 1 + 2 * n * self.holder_size + self.discard_piles
        turns = 3 * n * self.max_rounds
        return GameSpec(
            game_id="journey",
            min_players=self.min_players,
            max_players=self.max_players,
            max_length=setup + turns + 1,
        )


_CACHE: OrderedDict[int, tuple[Any, JourneyTables]] = OrderedDict()
_CACHE_SIZE = 16


def tables_for(pack: Any) -> JourneyTables:
    """The (cached) tables of ``pack``; packs are frozen, so tables never go stale."""
    key = id(pack)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is pack:
        return hit[1]
    tables = JourneyTables(pack)
    _CACHE[key] = (pack, tables)  # the strong reference keeps id(pack) from being reused
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return tables
