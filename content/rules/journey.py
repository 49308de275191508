"""Journey's connection facts and journey check (rulebook J11–J19), written once.

The lint (``content.lint``: isolated countries, split maps, the search for a buildable
journey) and the rules engine (``core.journey``: the win check J10, ``check_journey``, the
bots) all read who connects to whom from :class:`JourneyConnections`, and every verdict on a
row of cards comes from its :meth:`~JourneyConnections.is_journey` and
:meth:`~JourneyConnections.breaks`. :func:`find_journey`, the search for a complete journey
among some cards, serves the lint (can this deck make one at all?) and the engine's
determinizations (a winner's holder made of the cards a seat cannot see).

Two levels of the same facts:

- countries (by id): the countries joined to each by foot (J14), the coast of each sea
  (J15), the countries of each colour group (J16);
- cards (numbered ``0..N-1`` in pack order): the same facts as a set of foot partners and a
  bit mask per card, so that a whole journey check is one set lookup or bit test per link.

Everything is built in time linear in the pack's size. Content that the loader would refuse
(a link or coast naming an unknown country, a link from a country to itself, a card naming an
unknown sea) never raises here: such an element simply connects nothing, so the lint can run
on any pack an editor holds.
"""

from __future__ import annotations

from collections import Counter, OrderedDict
from collections.abc import Collection, Iterator, Mapping, Sequence
from itertools import chain
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from random import Random

from content.messages import msg

#: Card kind codes (values of ``JourneyConnections.kind``).
COUNTRY, SHIP, PLANE = 0, 1, 2
#: An empty slot of a holder (during setup), in rows of card indices.
EMPTY = -1

_KIND_CODE = {"country": COUNTRY, "ship": SHIP, "plane": PLANE}
_KIND_NAME = {code: name for name, code in _KIND_CODE.items()}

#: The default step budget of :func:`find_journey` (about 0.3 s at worst on a shipped-size
#: map): the lint's, which must answer while the designer types.
JOURNEY_SEARCH_BUDGET = 5_000


class JourneyConnections:
    """Who connects to whom in a Journey pack, by country and by card (J11–J17).

    Attributes (countries, by id):
        country_ids: every country id, in pack order.
        country_name: country id -> its name.
        colour_of: country id -> its colour group id.
        foot: country id -> the other countries joined to it by a land, ferry or bridge
            link (J14), in link order.
        coast: sea id -> the countries on its coast, each once (J15).
        seas_of: country id -> the seas on whose coast it lies.
        members: colour id -> the countries of that colour group (J16).
        cards_of: ``(kind, ref)`` -> the card indices of that country, sea or colour.

    Attributes (cards, by card index):
        card_ids: card id per card index; ``index`` is the reverse.
        kind: COUNTRY, SHIP or PLANE per card.
        ref: the country, sea or colour id each card names.
        country: the country's index (pack order) per country card; -1 for other cards.
        foot_cards: per card, the country cards of *another* country joined to it by foot
            (empty for transport cards) (J14, J17).
        mask: per country card, a bit for each sea on whose coast it lies and a bit for its
            colour group; per transport card, the one bit of its sea or colour (J15, J16).
        label: per card, how messages name it ("France", "ship (Baltic Sea)").
        holder_size: the slots of a holder, the length of a journey (J1, J11).
        n_cards: number of cards.
    """

    def __init__(self, pack: Any) -> None:
        self.holder_size: int = pack.rules.holder_size
        self.country_ids: tuple[str, ...] = tuple(c.id for c in pack.countries)
        self.country_name: dict[str, str] = {c.id: c.name for c in pack.countries}
        self.colour_of: dict[str, str] = {c.id: c.colour for c in pack.countries}
        self.colour_name: dict[str, str] = {c.id: c.name for c in pack.colours}
        self.sea_name: dict[str, str] = {s.id: s.name for s in pack.seas}

        foot: dict[str, list[str]] = {cid: [] for cid in self.country_ids}
        for link in pack.links:
            if link.a != link.b and link.a in foot and link.b in foot:
                foot[link.a].append(link.b)
                foot[link.b].append(link.a)
        self.foot: dict[str, tuple[str, ...]] = {c: tuple(v) for c, v in foot.items()}

        # Most countries lie on no coast: they share the empty tuple.
        seas_of: dict[str, tuple[str, ...]] = dict.fromkeys(self.country_ids, ())
        self.coast: dict[str, tuple[str, ...]] = {}
        for sea in pack.seas:
            members = tuple(c for c in dict.fromkeys(sea.coast) if c in seas_of)
            self.coast[sea.id] = members
            for cid in members:
                seas_of[cid] += (sea.id,)
        self.seas_of: dict[str, tuple[str, ...]] = seas_of

        members_of: dict[str, list[str]] = {}
        for cid in self.country_ids:
            members_of.setdefault(self.colour_of[cid], []).append(cid)
        self.members: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in members_of.items()}

        self._build_cards(pack)

    def _build_cards(self, pack: Any) -> None:
        """The card-level tables: kinds, countries, foot partners and masks per card."""
        country_index = {cid: i for i, cid in enumerate(self.country_ids)}
        sea_bit = {sid: 1 << i for i, sid in enumerate(self.coast)}
        colour_ids = list(self.colour_name)
        colour_ids += [g for g in self.members if g not in self.colour_name]
        colour_bit = {g: 1 << (len(sea_bit) + i) for i, g in enumerate(colour_ids)}
        country_mask = {cid: colour_bit[self.colour_of[cid]] for cid in self.country_ids}
        for sid, coast in self.coast.items():
            for cid in coast:
                country_mask[cid] |= sea_bit[sid]

        cards_of: dict[tuple[str, str], list[int]] = {}
        card_ids, kind, refs, country, mask, label = [], [], [], [], [], []
        for i, card in enumerate(pack.cards):
            code = _KIND_CODE[card.kind]
            ref = card.ref
            cards_of.setdefault((card.kind, ref), []).append(i)
            card_ids.append(card.id)
            kind.append(code)
            refs.append(ref)
            if code == COUNTRY:
                country.append(country_index.get(ref, -1))
                mask.append(country_mask.get(ref, 0))
                label.append(self.country_name.get(ref, ref))
            elif code == SHIP:
                country.append(-1)
                mask.append(sea_bit.get(ref, 0))
                label.append(msg("ship ({sea})", sea=self.sea_name.get(ref, ref)))
            else:
                country.append(-1)
                mask.append(colour_bit.get(ref, 0))
                label.append(msg("plane ({colour})", colour=self.colour_name.get(ref, ref).lower()))
        self.cards_of: dict[tuple[str, str], tuple[int, ...]] = {
            key: tuple(v) for key, v in cards_of.items()
        }
        self.card_ids: tuple[str, ...] = tuple(card_ids)
        self.index: dict[str, int] = {cid: i for i, cid in enumerate(card_ids)}
        self.kind: tuple[int, ...] = tuple(kind)
        self.ref: tuple[str, ...] = tuple(refs)
        self.country: tuple[int, ...] = tuple(country)
        self.mask: tuple[int, ...] = tuple(mask)
        self.label: tuple[str, ...] = tuple(label)
        self.n_cards: int = len(card_ids)

        country_cards = {cid: self.cards_of.get(("country", cid), ()) for cid in self.foot}
        none: frozenset[int] = frozenset()
        partners: dict[str, frozenset[int]] = {}
        for cid, near in self.foot.items():
            if len(near) == 1:
                partners[cid] = frozenset(country_cards[near[0]])
            elif near:
                partners[cid] = frozenset(chain.from_iterable(map(country_cards.__getitem__, near)))
            else:
                partners[cid] = none
        self.foot_cards: tuple[frozenset[int], ...] = tuple(
            partners.get(ref, none) if code == COUNTRY else none
            for ref, code in zip(refs, kind, strict=True)
        )

    # -- countries -------------------------------------------------------------------------

    def count(self, kind: str, ref: str) -> int:
        """How many cards of ``kind`` (``"country"``, ``"ship"``, ``"plane"``) name ``ref``."""
        return len(self.cards_of.get((kind, ref), ()))

    def steps(self, cid: str) -> Iterator[tuple[str, str, str]]:
        """Every way a journey may go on from country ``cid`` to another country.

        Yields ``(kind, ref, country)``: ``("foot", cid, b)`` for a land, ferry or bridge
        link (J14, one slot); ``("ship", sea, b)`` for a coast-mate on a sea (J15) and
        ``("plane", colour, b)`` for a country of the same colour group (J16), each two
        slots (the transport card, then the country). Never ``b == cid`` (J17). Whether the
        deck holds the cards is the caller's business.
        """
        for b in self.foot[cid]:
            yield "foot", cid, b
        for sid in self.seas_of[cid]:
            for b in self.coast[sid]:
                if b != cid:
                    yield "ship", sid, b
        colour = self.colour_of[cid]
        for b in self.members[colour]:
            if b != cid:
                yield "plane", colour, b

    # -- cards -----------------------------------------------------------------------------

    def is_journey(self, holder: Sequence[int]) -> bool:
        """True when ``holder`` (card indices, no ``EMPTY``) is a complete journey (J11–J17).

        The win check: no allocation, one set lookup or bit test per link.
        """
        n = len(holder)
        if n != self.holder_size:
            return False
        kind = self.kind
        if kind[holder[0]] or kind[holder[-1]]:  # J12: COUNTRY is 0
            return False
        foot = self.foot_cards
        mask = self.mask
        country = self.country
        i = 0
        last = n - 1
        while i < last:
            a = holder[i]
            b = holder[i + 1]
            if not kind[b]:  # country to country: by foot (J14), never the same country (J17)
                if b not in foot[a]:
                    return False
                i += 1
            else:  # a ship or plane between two different countries (J13, J15–J17)
                c = holder[i + 2]  # exists: the last slot holds a country card
                if kind[c] or not (mask[a] & mask[b] & mask[c]) or country[a] == country[c]:
                    return False
                i += 2
        return True

    def breaks(self, holder: Sequence[int]) -> list[tuple[int, str, str]]:
        """Every break of a holder as ``(slot, rule, message)``; slots are 1-based (J19).

        ``holder`` holds card indices, ``EMPTY`` for an empty slot. Each failing link is
        reported once, at the slot where it starts; a failing ship or plane triple is one
        break starting at its first country.
        """
        out: list[tuple[int, str, str]] = []
        n = len(holder)
        size = self.holder_size
        if n != size:
            out.append((1, "J1", msg("the holder has {n} cards; a journey needs {size}", n=n,
                                     size=size)))
        if n == 0:
            return out
        kind, label = self.kind, self.label

        def name(slot: int) -> str:
            c = holder[slot]
            if c == EMPTY:
                return msg("slot {slot} (empty)", slot=slot + 1)
            return msg("slot {slot} {card}", slot=slot + 1, card=label[c])

        for slot in range(n):
            if holder[slot] == EMPTY:
                out.append((slot + 1, "J11", msg("slot {slot} is empty", slot=slot + 1)))
        for slot in (0, n - 1):
            c = holder[slot]
            if c != EMPTY and kind[c] != COUNTRY:
                if slot == 0:
                    why = msg("{where}: a journey must start with a country card",
                              where=name(slot))
                else:
                    why = msg("{where}: a journey must end with a country card", where=name(slot))
                out.append((slot + 1, "J12", why))
            if n == 1:
                break
        for i in range(n - 1):
            a, b = holder[i], holder[i + 1]
            if a == EMPTY or b == EMPTY:
                continue
            ka, kb = kind[a], kind[b]
            if ka == COUNTRY and kb == COUNTRY:
                if self.country[a] == self.country[b]:
                    out.append((i + 1, "J17", msg("{a} → {b}: the two cards of one country may "
                                                  "not be next to each other", a=name(i),
                                                  b=name(i + 1))))
                elif b not in self.foot_cards[a]:
                    out.append((i + 1, "J14", msg("{a} → {b}: no land, ferry or bridge "
                                                  "connection", a=name(i), b=name(i + 1))))
            elif ka != COUNTRY and kb != COUNTRY:
                out.append((i + 1, "J13", msg("{a} → {b}: two transport cards next to each "
                                              "other never connect", a=name(i), b=name(i + 1))))
            elif ka == COUNTRY and i + 2 < n:
                c = holder[i + 2]
                if c == EMPTY or kind[c] != COUNTRY:
                    continue  # reported as J11 or J13 at the next link
                problem = self._triple_problem(a, b, c)
                if problem:
                    rule, why = problem
                    out.append((i + 1, rule, msg("{a} → {b} → {c}: {why}", a=name(i),
                                                 b=name(i + 1), c=name(i + 2), why=why)))
        out.sort(key=lambda x: x[0])
        return out

    def _triple_problem(self, a: int, t: int, b: int) -> tuple[str, str] | None:
        """Why country card ``a``, transport ``t``, country card ``b`` fail to connect."""
        transport = "ship" if self.kind[t] == SHIP else "plane"
        if self.country[a] == self.country[b]:
            return "J17", msg("a {transport} must join two different countries", transport=transport)
        if self.mask[a] & self.mask[b] & self.mask[t]:
            return None
        ca, cb, ref = self.ref[a], self.ref[b], self.ref[t]
        if transport == "ship":
            coast = self.coast.get(ref, ())
            off = [self.country_name.get(c, c) for c in (ca, cb) if c not in coast]
            where = msg("on the {sea} coast", sea=self.sea_name.get(ref, ref))
        else:
            off = [self.country_name.get(c, c) for c in (ca, cb) if self.colour_of.get(c) != ref]
            where = msg("{colour} like the plane", colour=self.colour_name.get(ref, ref).lower())
        rule = "J15" if transport == "ship" else "J16"
        if len(off) == 2:
            return rule, msg("{off} and {off2} are not {where}", off=off[0], off2=off[1], where=where)
        return rule, msg("{off} is not {where}", off=off[0], where=where)


def find_journey(conn: JourneyConnections, cards: Collection[int] | None = None, *,
                 budget: int = JOURNEY_SEARCH_BUDGET,
                 rng: Random | None = None) -> tuple[int, ...] | None:
    """A complete journey (J11–J17) made of some of ``cards``, as ``holder_size`` card indices.

    ``cards`` are card indices (default: the whole deck). The search is a depth-first walk of
    the map along :meth:`JourneyConnections.steps`, pruned by how many slots the cards still
    reachable could fill and by the positions already known to fail; a row is taken as a
    journey only when :meth:`JourneyConnections.is_journey` (the engine's win check) says so.
    It goes first where fewest onward moves remain (Warnsdorff's order). Without ``rng`` it
    is deterministic, equally good choices taken by country id; with ``rng`` (a
    ``random.Random``) they are taken in an order drawn from it, so different draws may give
    different journeys. ``conn`` and ``cards`` are left unchanged.

    Returns:
        The journey, or ``None`` when no complete journey can be made of ``cards``.

    Raises:
        TimeoutError: the search used up ``budget`` steps without deciding.
    """
    size = conn.holder_size
    cards_of: Mapping[tuple[str, str], Sequence[int]]
    if cards is None:  # the whole deck: its cards by kind and ref are conn.cards_of
        cards_of = conn.cards_of
    else:
        some: dict[tuple[str, str], list[int]] = {}
        for c in sorted(set(cards)):  # each kind and ref's cards in deck order, as conn.cards_of
            some.setdefault((_KIND_NAME[conn.kind[c]], conn.ref[c]), []).append(c)
        cards_of = some
    have = {key: len(v) for key, v in cards_of.items()}
    foot, seas_of, coast, members, colour_of = (conn.foot, conn.seas_of, conn.coast,
                                                conn.members, conn.colour_of)
    tie = rng.random if rng is not None else _no_tie

    used: Counter = Counter()
    path: list[tuple[str, str]] = []  # (card kind, ref) per slot
    failed: set = set()
    steps = 0

    def left_of(kind: str, ref: str) -> int:
        return have.get((kind, ref), 0) - used[(kind, ref)]

    def reach(here: str, need: int) -> int:
        """Most slots a journey could still add from ``here``: every country card still
        reachable through countries with a card left, plus a transport before each.
        Stops counting once the bound reaches ``need``."""
        seen = {here}
        hubs: set = set()
        todo = [here]
        countries = left_of("country", here)
        transports = 0
        while todo:
            a = todo.pop()
            nxt = list(foot[a])
            for sid in seas_of[a]:
                if ("ship", sid) not in hubs and left_of("ship", sid) > 0:
                    hubs.add(("ship", sid))
                    transports += left_of("ship", sid)
                    nxt += coast[sid]
            col = colour_of[a]
            if ("plane", col) not in hubs and left_of("plane", col) > 0:
                hubs.add(("plane", col))
                transports += left_of("plane", col)
                nxt += members[col]
            for b in nxt:
                if b not in seen:
                    seen.add(b)
                    n = left_of("country", b)
                    if n > 0:
                        countries += n
                        todo.append(b)
                        if countries + min(transports, countries) >= need:
                            return countries + min(transports, countries)  # enough
            if countries + min(transports, countries) >= need:
                break
        return countries + min(transports, countries)

    def as_cards() -> tuple[int, ...]:
        taken: Counter = Counter()
        out = []
        for key in path:
            out.append(cards_of[key][taken[key]])
            taken[key] += 1
        return tuple(out)

    def dfs(here: str, left: int) -> bool:
        nonlocal steps
        if left == 0:
            return conn.is_journey(as_cards())
        key = (here, left, frozenset(used.items()))
        if key in failed:
            return False
        steps += 1
        if steps > budget:
            raise TimeoutError
        if reach(here, left) < left:
            failed.add(key)
            return False
        options = []
        for kind, ref, b in conn.steps(here):
            cost = 1 if kind == "foot" else 2
            if cost > left or left_of("country", b) <= 0:
                continue
            if kind != "foot" and left_of(kind, ref) <= 0:
                continue
            # Warnsdorff's order: go first where fewest onward moves remain, so that
            # dead ends are used up rather than cut off; foot before transport.
            if kind == "foot":
                onward = sum(1 for c in foot[b] if left_of("country", c) > 0)
            else:  # a plane may reach hundreds of countries: rank them by static degree
                onward = len(foot[b])
            options.append((kind != "foot", onward, tie(), b, kind, ref))
        options.sort()
        for _, _, _, b, kind, ref in options:
            cost = 1 if kind == "foot" else 2
            if kind != "foot":
                used[(kind, ref)] += 1
                path.append((kind, ref))
            used[("country", b)] += 1
            path.append(("country", b))
            if dfs(b, left - cost):
                return True
            path.pop()
            used[("country", b)] -= 1
            if kind != "foot":
                path.pop()
                used[(kind, ref)] -= 1
        failed.add(key)
        return False

    # The hardest starts first: the countries with the fewest ways on.
    starts = sorted((len(foot[c]) + len(seas_of[c]), tie(), c)
                    for c in conn.country_ids if have.get(("country", c)))
    try:
        for _, _, start in starts:
            used.clear()
            used[("country", start)] = 1
            path[:] = [("country", start)]
            if dfs(start, size - 1):
                return as_cards()
        return None
    finally:
        # ``dfs`` calls itself, so it refers to itself through its closure: a reference cycle
        # that would keep ``conn`` and every table here alive until the next collection
        # walks them. Breaking it frees them at once.
        dfs = None


def _no_tie() -> float:
    return 0.0


_CACHE: OrderedDict[int, tuple[Any, JourneyConnections]] = OrderedDict()
_CACHE_SIZE = 16


def connections_for(pack: Any) -> JourneyConnections:
    """The (cached) connections of ``pack``; packs are frozen, so they never go stale."""
    key = id(pack)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is pack:
        return hit[1]
    connections = JourneyConnections(pack)
    _CACHE[key] = (pack, connections)  # the strong reference keeps id(pack) from being reused
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return connections
