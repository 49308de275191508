"""Pure edits of Journey packs: each returns a new pack and leaves its input unchanged.

These functions hold every rule of what an edit takes with it, so the studio's commands stay
thin: a country goes with its links, coast entries and cards; renaming an id updates every
reference (card ids included); a country's card count and its deck cards move together.
Card ids follow the format: ``country:<cid>``, ``country:<cid>:2``, ``ship:<sea>:<n>``,
``plane:<colour>:<n>``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from content.edit import first_free
from content.geometry import normalise_ring, polygon_problem
from content.models.common import is_id
from content.models.journey import Card, Colour, Country, JourneyPack, Link, Sea, UnlinkedBorder

#: Colour of the group made when a country is added to a pack that has none.
DEFAULT_COLOUR = Colour(id="grey", name="Grey", display="#888888")


# --- ids ---------------------------------------------------------------------------------


def unique_id(taken: Iterable[str], base: str) -> str:
    """``base`` if free, else ``base-2``, ``base-3``... (the first id not in ``taken``)."""
    return first_free(base, taken)


def country_card_ids(cid: str, cards: int) -> tuple[str, ...]:
    """The deck ids of a country with ``cards`` cards: ``country:<cid>`` (and ``:2``)."""
    return (f"country:{cid}",) if cards == 1 else (f"country:{cid}", f"country:{cid}:2")


def _country_cards(cid: str, cards: int) -> tuple[Card, ...]:
    return tuple(Card(id=i, kind="country", ref=cid) for i in country_card_ids(cid, cards))


def next_card_id(pack: JourneyPack, kind: str, ref: str) -> str:
    """The next free id ``<kind>:<ref>:<n>`` (n from 1) for a ship or plane card."""
    taken = {c.id for c in pack.cards}
    n = 1
    while f"{kind}:{ref}:{n}" in taken:
        n += 1
    return f"{kind}:{ref}:{n}"


# --- countries ---------------------------------------------------------------------------


def country_index(pack: JourneyPack, cid: str) -> int:
    """Index of country ``cid``; raises KeyError."""
    for i, c in enumerate(pack.countries):
        if c.id == cid:
            return i
    raise KeyError(cid)


def sea_index(pack: JourneyPack, sid: str) -> int:
    """Index of sea ``sid``; raises KeyError."""
    for i, s in enumerate(pack.seas):
        if s.id == sid:
            return i
    raise KeyError(sid)


def colour_index(pack: JourneyPack, colour_id: str) -> int:
    """Index of colour group ``colour_id``; raises KeyError."""
    for i, c in enumerate(pack.colours):
        if c.id == colour_id:
            return i
    raise KeyError(colour_id)


def link_index(pack: JourneyPack, a: str, b: str) -> int:
    """Index of the link between ``a`` and ``b`` (either way round); raises KeyError."""
    pair = {a, b}
    for i, link in enumerate(pack.links):
        if {link.a, link.b} == pair:
            return i
    raise KeyError((a, b))


def new_country(pack: JourneyPack, x: float, y: float, colour: str | None = None) -> Country:
    """A new country at (x, y) with a free id and name, in ``colour`` (default: the first group)."""
    taken = {c.id for c in pack.countries}
    n = len(pack.countries) + 1
    cid = unique_id(taken, f"country-{n}")
    names = {c.name for c in pack.countries}
    name = unique_id(names, f"New country {n}")
    if colour is None:
        colour = pack.colours[0].id if pack.colours else DEFAULT_COLOUR.id
    return Country(id=cid, name=name, colour=colour, cards=1, x=x, y=y)


def add_country(pack: JourneyPack, country: Country) -> JourneyPack:
    """Add ``country`` and its card(s); adds the grey group if its colour does not exist and
    the pack has no colour groups at all.

    Raises:
        ValueError: the id is taken, or the colour group does not exist.
    """
    if any(c.id == country.id for c in pack.countries):
        raise ValueError(f"there is already a country '{country.id}'")
    colours = pack.colours
    if not any(c.id == country.colour for c in colours):
        if colours or country.colour != DEFAULT_COLOUR.id:
            raise ValueError(f"unknown colour group '{country.colour}'")
        colours = (DEFAULT_COLOUR,)
    return pack.model_copy(
        update={
            "colours": colours,
            "countries": (*pack.countries, country),
            "cards": (*pack.cards, *_country_cards(country.id, country.cards)),
        }
    )


def move_elements(
    pack: JourneyPack,
    countries: dict[str, tuple[float, float]] | None = None,
    seas: dict[str, tuple[float, float]] | None = None,
) -> JourneyPack:
    """Set the map positions of the countries and seas named in the two dicts."""
    update = {}
    if countries:
        update["countries"] = tuple(
            c.model_copy(update={"x": countries[c.id][0], "y": countries[c.id][1]}) if c.id in countries else c
            for c in pack.countries
        )
    if seas:
        update["seas"] = tuple(
            s.model_copy(update={"x": seas[s.id][0], "y": seas[s.id][1]}) if s.id in seas else s
            for s in pack.seas
        )
    return pack.model_copy(update=update) if update else pack


def delete_elements(
    pack: JourneyPack,
    countries: Iterable[str] = (),
    seas: Iterable[str] = (),
    links: Iterable[tuple[str, str]] = (),
) -> JourneyPack:
    """Delete countries (with their links, coast entries and cards), seas (with their ship
    cards) and links (given as country pairs, either way round)."""
    gone_c = set(countries)
    gone_s = set(seas)
    gone_l = {frozenset(p) for p in links}
    unlinked = pack.unlinked_borders
    if unlinked is not None and gone_c:
        unlinked = tuple(u for u in unlinked if u.a not in gone_c and u.b not in gone_c) or None
    return pack.model_copy(
        update={
            "unlinked_borders": unlinked,
            "countries": tuple(c for c in pack.countries if c.id not in gone_c),
            "links": tuple(
                link for link in pack.links
                if link.a not in gone_c and link.b not in gone_c and frozenset((link.a, link.b)) not in gone_l
            ),
            "seas": tuple(
                s.model_copy(update={"coast": tuple(c for c in s.coast if c not in gone_c)})
                if any(c in gone_c for c in s.coast) else s
                for s in pack.seas if s.id not in gone_s
            ),
            "cards": tuple(
                card for card in pack.cards
                if not (card.kind == "country" and card.ref in gone_c)
                and not (card.kind == "ship" and card.ref in gone_s)
            ),
        }
    )


def set_country_cards(pack: JourneyPack, cid: str, cards: int) -> JourneyPack:
    """Give country ``cid`` one or two cards; the deck gains or loses ``country:<cid>:2``."""
    if cards not in (1, 2):
        raise ValueError("a country has 1 or 2 cards")
    i = country_index(pack, cid)
    countries = list(pack.countries)
    countries[i] = countries[i].model_copy(update={"cards": cards})
    second = f"country:{cid}:2"
    deck = [c for c in pack.cards if c.id != second]
    if cards == 2:
        at = next((k + 1 for k, c in enumerate(deck) if c.id == f"country:{cid}"), len(deck))
        deck.insert(at, Card(id=second, kind="country", ref=cid))
    return pack.model_copy(update={"countries": tuple(countries), "cards": tuple(deck)})


def _check_new_id(new: str, taken: Iterable[str], what: str) -> None:
    if not is_id(new):
        raise ValueError(f"'{new}' is not a valid id (lower-case letters, digits, '-' and '_')")
    if new in set(taken):
        raise ValueError(f"there is already a {what} '{new}'")


def _renamed_card(card: Card, kind: str, old: str, new: str) -> Card:
    if card.kind != kind or card.ref != old:
        return card
    prefix = f"{kind}:{old}"
    suffix = card.id[len(prefix):] if card.id.startswith(prefix) else ""
    return card.model_copy(update={"ref": new, "id": f"{kind}:{new}{suffix}"})


def rename_country(pack: JourneyPack, old: str, new: str) -> JourneyPack:
    """Change a country's id and every reference to it: links, coasts, cards and card ids.

    Raises:
        ValueError: ``new`` is not a valid id or is taken. KeyError: no country ``old``.
    """
    if old == new:
        return pack
    i = country_index(pack, old)
    _check_new_id(new, (c.id for c in pack.countries), "country")
    countries = list(pack.countries)
    countries[i] = countries[i].model_copy(update={"id": new})

    def ren(x: str) -> str:
        return new if x == old else x

    return pack.model_copy(
        update={
            "countries": tuple(countries),
            "links": tuple(
                link.model_copy(update={"a": ren(link.a), "b": ren(link.b)}) if old in (link.a, link.b) else link
                for link in pack.links
            ),
            "seas": tuple(
                s.model_copy(update={"coast": tuple(ren(c) for c in s.coast)}) if old in s.coast else s
                for s in pack.seas
            ),
            "cards": tuple(_renamed_card(c, "country", old, new) for c in pack.cards),
            "unlinked_borders": None if pack.unlinked_borders is None else tuple(
                u.model_copy(update={"a": ren(u.a), "b": ren(u.b)}) if old in (u.a, u.b) else u
                for u in pack.unlinked_borders
            ),
        }
    )


def rename_sea(pack: JourneyPack, old: str, new: str) -> JourneyPack:
    """Change a sea's id and its ship cards' refs and ids."""
    if old == new:
        return pack
    i = sea_index(pack, old)
    _check_new_id(new, (s.id for s in pack.seas), "sea")
    seas = list(pack.seas)
    seas[i] = seas[i].model_copy(update={"id": new})
    return pack.model_copy(
        update={"seas": tuple(seas), "cards": tuple(_renamed_card(c, "ship", old, new) for c in pack.cards)}
    )


def rename_colour(pack: JourneyPack, old: str, new: str) -> JourneyPack:
    """Change a colour group's id, its countries' colour and its plane cards' refs and ids."""
    if old == new:
        return pack
    i = colour_index(pack, old)
    _check_new_id(new, (c.id for c in pack.colours), "colour group")
    colours = list(pack.colours)
    colours[i] = colours[i].model_copy(update={"id": new})
    return pack.model_copy(
        update={
            "colours": tuple(colours),
            "countries": tuple(
                c.model_copy(update={"colour": new}) if c.colour == old else c for c in pack.countries
            ),
            "cards": tuple(_renamed_card(c, "plane", old, new) for c in pack.cards),
        }
    )


# --- links and seas ----------------------------------------------------------------------


def can_link(pack: JourneyPack, a: str, b: str) -> bool:
    """True if ``a`` and ``b`` are two different existing countries not linked yet."""
    ids = {c.id for c in pack.countries}
    if a == b or a not in ids or b not in ids:
        return False
    try:
        link_index(pack, a, b)
    except KeyError:
        return True
    return False


def add_link(pack: JourneyPack, a: str, b: str, kind: str = "land") -> JourneyPack:
    """Link countries ``a`` and ``b`` by ``kind`` (land, ferry or bridge).

    Raises:
        ValueError: the link would join a country to itself, an unknown country, or repeat one.
    """
    if not can_link(pack, a, b):
        raise ValueError(f"cannot link '{a}' and '{b}'")
    return pack.model_copy(update={"links": (*pack.links, Link(a=a, b=b, kind=kind))})


def new_sea(pack: JourneyPack, x: float, y: float) -> Sea:
    """A new sea with no coast at (x, y), with a free id and name."""
    n = len(pack.seas) + 1
    sid = unique_id({s.id for s in pack.seas}, f"sea-{n}")
    name = unique_id({s.name for s in pack.seas}, f"New sea {n}")
    return Sea(id=sid, name=name, coast=(), x=x, y=y)


def add_sea(pack: JourneyPack, sea: Sea) -> JourneyPack:
    """Add ``sea`` (no ship cards: the designer adds them in the card set)."""
    if any(s.id == sea.id for s in pack.seas):
        raise ValueError(f"there is already a sea '{sea.id}'")
    return pack.model_copy(update={"seas": (*pack.seas, sea)})


def toggle_coast(pack: JourneyPack, sid: str, cid: str) -> JourneyPack:
    """Put country ``cid`` on sea ``sid``'s coast, or take it off if it is there."""
    i = sea_index(pack, sid)
    country_index(pack, cid)
    sea = pack.seas[i]
    coast = tuple(c for c in sea.coast if c != cid) if cid in sea.coast else (*sea.coast, cid)
    seas = list(pack.seas)
    seas[i] = sea.model_copy(update={"coast": coast})
    return pack.model_copy(update={"seas": tuple(seas)})


# --- colour groups and cards -------------------------------------------------------------


def new_colour(pack: JourneyPack, display: str = "#888888") -> Colour:
    """A new colour group with a free id and name."""
    n = len(pack.colours) + 1
    return Colour(
        id=unique_id({c.id for c in pack.colours}, f"colour-{n}"),
        name=unique_id({c.name for c in pack.colours}, f"Colour {n}"),
        display=display,
    )


def add_colour(pack: JourneyPack, colour: Colour) -> JourneyPack:
    """Add a colour group (no plane cards: the designer adds them in the card set)."""
    if any(c.id == colour.id for c in pack.colours):
        raise ValueError(f"there is already a colour group '{colour.id}'")
    return pack.model_copy(update={"colours": (*pack.colours, colour)})


def can_delete_colour(pack: JourneyPack, colour_id: str) -> bool:
    """A group can go if another group is left to take its countries."""
    return any(c.id == colour_id for c in pack.colours) and len(pack.colours) > 1


def delete_colour(pack: JourneyPack, colour_id: str, replacement: str | None = None) -> JourneyPack:
    """Delete a colour group and its plane cards; its countries join ``replacement``
    (default: the first other group).

    Raises:
        ValueError: it is the last group, or ``replacement`` is not another existing group.
    """
    if not can_delete_colour(pack, colour_id):
        raise ValueError(f"cannot delete colour group '{colour_id}': it is the last one or unknown")
    others = [c.id for c in pack.colours if c.id != colour_id]
    replacement = replacement or others[0]
    if replacement not in others:
        raise ValueError(f"unknown colour group '{replacement}'")
    return pack.model_copy(
        update={
            "colours": tuple(c for c in pack.colours if c.id != colour_id),
            "countries": tuple(
                c.model_copy(update={"colour": replacement}) if c.colour == colour_id else c
                for c in pack.countries
            ),
            "cards": tuple(c for c in pack.cards if not (c.kind == "plane" and c.ref == colour_id)),
        }
    )


def add_card(pack: JourneyPack, kind: str, ref: str) -> JourneyPack:
    """Add one ship card of sea ``ref`` or one plane card of colour group ``ref``.

    Raises:
        ValueError: ``kind`` is not ship or plane, or ``ref`` does not exist.
    """
    if kind == "ship":
        sea_index(pack, ref)
    elif kind == "plane":
        colour_index(pack, ref)
    else:
        raise ValueError("country cards follow their country: set its card count instead")
    card = Card(id=next_card_id(pack, kind, ref), kind=kind, ref=ref)
    # Keep the deck grouped by kind and ref: insert after the last card of the same ref.
    deck = list(pack.cards)
    at = max((i + 1 for i, c in enumerate(deck) if c.kind == kind and c.ref == ref), default=len(deck))
    deck.insert(at, card)
    return pack.model_copy(update={"cards": tuple(deck)})


def can_remove_card(pack: JourneyPack, card_id: str) -> bool:
    """Ship and plane cards can be removed; country cards follow their country."""
    return any(c.id == card_id and c.kind in ("ship", "plane") for c in pack.cards)


def remove_card(pack: JourneyPack, card_id: str) -> JourneyPack:
    """Remove a ship or plane card.

    Raises:
        ValueError: no such card, or it is a country card.
    """
    if not can_remove_card(pack, card_id):
        raise ValueError(f"card '{card_id}' is not a ship or plane card of this pack")
    return pack.model_copy(update={"cards": tuple(c for c in pack.cards if c.id != card_id)})


def card_counts(pack: JourneyPack) -> dict[str, int]:
    """Cards per kind: ``{"country": n, "ship": n, "plane": n}``."""
    counts = Counter(c.kind for c in pack.cards)
    return {k: counts.get(k, 0) for k in ("country", "ship", "plane")}


# --- outlines (the polygon tool) and the connection finder ---------------------------------

#: A vertex of an outline: (``"country"`` or ``"sea"``, element id, polygon index, vertex index).
VertexRef = tuple[str, str, int, int]
_OWNERS = {"country": "countries", "sea": "seas"}


def _owner_index(pack: JourneyPack, kind: str, eid: str) -> int:
    return country_index(pack, eid) if kind == "country" else sea_index(pack, eid)


def outline_of(pack: JourneyPack, kind: str, eid: str) -> tuple:
    """The outline of country or sea ``eid`` (``kind`` "country" or "sea"); () when none."""
    items = getattr(pack, _OWNERS[kind])
    return items[_owner_index(pack, kind, eid)].outline or ()


def _checked(points) -> tuple:
    ring = normalise_ring(points)
    problem = polygon_problem(ring)
    if problem is not None:
        raise ValueError(problem)
    return ring


def set_outline(pack: JourneyPack, kind: str, eid: str, outline) -> JourneyPack:
    """Give country or sea ``eid`` the outline ``outline`` (polygons of (x, y); empty: none).

    Raises:
        ValueError: a polygon has fewer than 3 points or crosses itself.
        KeyError: no such country or sea.
    """
    polygons = tuple(_checked(ring) for ring in outline)
    field = _OWNERS[kind]
    i = _owner_index(pack, kind, eid)
    items = list(getattr(pack, field))
    items[i] = items[i].model_copy(update={"outline": polygons or None})
    return pack.model_copy(update={field: tuple(items)})


def add_polygon(pack: JourneyPack, kind: str, eid: str, points) -> JourneyPack:
    """Add a polygon to the outline of country or sea ``eid`` (ValueError if it is invalid)."""
    return set_outline(pack, kind, eid, (*outline_of(pack, kind, eid), tuple(points)))


def coincident_vertices(pack: JourneyPack, point: tuple[float, float]) -> list[VertexRef]:
    """Every outline vertex (of countries and seas) exactly at ``point``: the shared corners
    that move together so shared borders stay shared."""
    out: list[VertexRef] = []
    for kind, field in _OWNERS.items():
        for item in getattr(pack, field):
            for k, ring in enumerate(item.outline or ()):
                out += [(kind, item.id, k, v) for v, p in enumerate(ring) if p == point]
    return out


def move_vertices(pack: JourneyPack, moves: dict[VertexRef, tuple[float, float]]) -> JourneyPack:
    """Move outline vertices: ``{(kind, id, polygon, vertex): (x, y)}``.

    Raises:
        ValueError: a moved polygon would cross itself (nothing is moved).
    """
    by_owner: dict[tuple[str, str], dict[tuple[int, int], tuple[float, float]]] = {}
    for (kind, eid, k, v), xy in moves.items():
        by_owner.setdefault((kind, eid), {})[(k, v)] = (float(xy[0]), float(xy[1]))
    for (kind, eid), changes in by_owner.items():
        outline = [list(ring) for ring in outline_of(pack, kind, eid)]
        for (k, v), xy in changes.items():
            outline[k][v] = xy
        pack = set_outline(pack, kind, eid, outline)
    return pack


def insert_vertex(
    pack: JourneyPack, kind: str, eid: str, polygon: int, index: int, point: tuple[float, float]
) -> JourneyPack:
    """Insert ``point`` as vertex ``index`` of a polygon (on the edge from ``index - 1``)."""
    outline = [list(ring) for ring in outline_of(pack, kind, eid)]
    outline[polygon].insert(index, (float(point[0]), float(point[1])))
    return set_outline(pack, kind, eid, outline)


def edges_between(pack: JourneyPack, a: tuple[float, float], b: tuple[float, float]) -> list[tuple[str, str, int, int]]:
    """Every outline edge from ``a`` to ``b`` or back, as (kind, id, polygon, index of the
    edge's second vertex): the edges a vertex is inserted into to keep a border shared."""
    out = []
    for kind, field in _OWNERS.items():
        for item in getattr(pack, field):
            for k, ring in enumerate(item.outline or ()):
                n = len(ring)
                for i in range(n):
                    p, q = ring[i], ring[(i + 1) % n]
                    if (p, q) == (a, b) or (p, q) == (b, a):
                        out.append((kind, item.id, k, i + 1))
    return out


def delete_vertices(pack: JourneyPack, refs) -> JourneyPack:
    """Delete outline vertices; a polygon left with fewer than 3 points goes with them.

    Raises:
        ValueError: a polygon left would cross itself.
    """
    by_owner: dict[tuple[str, str], dict[int, set[int]]] = {}
    for kind, eid, k, v in refs:
        by_owner.setdefault((kind, eid), {}).setdefault(k, set()).add(v)
    for (kind, eid), polygons in by_owner.items():
        outline = []
        for k, ring in enumerate(outline_of(pack, kind, eid)):
            gone = polygons.get(k, set())
            kept = [p for v, p in enumerate(ring) if v not in gone]
            if len(kept) >= 3:
                outline.append(kept)
        pack = set_outline(pack, kind, eid, outline)
    return pack


def add_links(pack: JourneyPack, pairs, kind: str = "land") -> JourneyPack:
    """Link every pair ``(a, b)`` by ``kind`` (the finder's Accept all).

    Raises:
        ValueError: a pair cannot be linked (see ``can_link``).
    """
    for a, b in pairs:
        pack = add_link(pack, a, b, kind)
    return pack


def ignore_borders(pack: JourneyPack, pairs) -> JourneyPack:
    """Mark each pair ``(a, b)`` as touching on the map but not linked on purpose."""
    have = {frozenset((u.a, u.b)) for u in pack.unlinked_borders or ()}
    new = [UnlinkedBorder(a=a, b=b) for a, b in pairs if frozenset((a, b)) not in have]
    return pack.model_copy(update={"unlinked_borders": (*(pack.unlinked_borders or ()), *new) or None})


def link_borders_again(pack: JourneyPack, pairs) -> JourneyPack:
    """Undo the finder's Ignore of each pair ``(a, b)``: the pair leaves ``unlinked_borders``
    and gets a land link (unless a link of any kind already joins it); returns a new pack."""
    drop = {frozenset(p) for p in pairs}
    kept = tuple(u for u in pack.unlinked_borders or () if frozenset((u.a, u.b)) not in drop)
    pack = pack.model_copy(update={"unlinked_borders": kept or None})
    return add_links(pack, [(a, b) for a, b in pairs if can_link(pack, a, b)], "land")
