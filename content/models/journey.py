"""Journey content: countries, links by foot, seas, colour groups and the card set."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from content.models.common import (
    BoardImage,
    DisplayColour,
    Id,
    Model,
    Name,
    Outline,
    PackBase,
    Problems,
    RulesBase,
)

LinkKind = Literal["land", "ferry", "bridge"]
CardKind = Literal["country", "ship", "plane"]


class JourneyRules(RulesBase):
    """Journey's numeric parameters (rulebook J1, J3, J10)."""

    min_players: int = Field(2, ge=1, le=12, description="Fewest players (J1).")
    max_players: int = Field(4, ge=1, le=12, description="Most players (J1).")
    max_rounds: int = Field(
        200, ge=1, le=100_000, description="Rounds after which a game ends with no winner (J10)."
    )
    holder_size: int = Field(10, ge=2, le=40, description="Slots in each card holder (J1).")
    discard_piles: int = Field(3, ge=1, le=10, description="Number of discard piles (J3).")


class Colour(Model):
    """A colour group: countries and aeroplane cards of one group connect by plane (J16)."""

    id: Id
    name: Name
    display: DisplayColour = "#888888"


class Country(Model):
    """A country: one card, or two for a starred country (J17)."""

    id: Id
    name: Name
    colour: str = Field(description="Id of the country's colour group.")
    cards: Literal[1, 2] = Field(1, description="Number of country cards: 2 for a '*' country.")
    x: float = Field(0.0, description="Map position, east positive (default packs: longitude).")
    y: float = Field(0.0, description="Map position, north positive (default packs: latitude).")
    outline: Outline | None = Field(
        None,
        description=(
            "The country's shape on the map: polygons of [x, y] points in map coordinates "
            "(a polygon inside another is a hole). Drawing only: links are the rules."
        ),
    )


class Link(Model):
    """A connection by foot between two countries (J14)."""

    a: str = Field(description="Id of one country.")
    b: str = Field(description="Id of the other country.")
    kind: LinkKind = Field("land", description="land (shared border), ferry or bridge.")


class Sea(Model):
    """A sea: a ship card of it joins any two of its coast countries (J15)."""

    id: Id
    name: Name
    coast: tuple[str, ...] = Field((), description="Ids of the countries on this sea's coast.")
    x: float = Field(0.0, description="Label position, east positive.")
    y: float = Field(0.0, description="Label position, north positive.")
    outline: Outline | None = Field(
        None, description="The sea's water on the map: polygons of [x, y] points (drawing only)."
    )


class UnlinkedBorder(Model):
    """Two countries whose outlines touch but that are, on purpose, not linked."""

    a: str = Field(description="Id of one country.")
    b: str = Field(description="Id of the other country.")


class Card(Model):
    """A card: a country card, a ship card of a sea, or an aeroplane card of a colour group."""

    id: str = Field(
        description="Card id: country:<cid>, country:<cid>:2, ship:<sea>:<n> or plane:<colour>:<n>."
    )
    kind: CardKind = Field(description="country, ship or plane.")
    ref: str = Field(description="The country, sea or colour group this card names.")


class JourneyPack(PackBase):
    """A Journey content pack."""

    game: Literal["journey"] = Field("journey", description="Which game this pack is for.")
    CARD_KINDS: ClassVar[tuple[str, ...]] = ("country", "ship", "plane")
    rules: JourneyRules = Field(default_factory=JourneyRules, description="Rule parameters.")
    colours: tuple[Colour, ...] = Field((), description="Colour groups.")
    countries: tuple[Country, ...] = Field((), description="Countries.")
    links: tuple[Link, ...] = Field((), description="Connections by foot.")
    seas: tuple[Sea, ...] = Field((), description="Seas and their coasts.")
    cards: tuple[Card, ...] = Field((), description="The deck.")
    backdrop: Outline | None = Field(
        None,
        description=(
            "Land that is not in play, drawn under the countries (coastlines, neighbours "
            "without cards): polygons of [x, y] points in map coordinates."
        ),
    )
    unlinked_borders: tuple[UnlinkedBorder, ...] | None = Field(
        None,
        description=(
            "Country pairs whose outlines touch but that are not linked on purpose: the "
            "connection finder does not propose them and the lint does not warn about them."
        ),
    )
    board_image: BoardImage | None = Field(
        None, description="A picture under the map to trace over (drawing only)."
    )

    def reference_problems(self) -> list[tuple[str, str]]:
        return journey_reference_problems(self)


def journey_reference_problems(pack: JourneyPack) -> list[tuple[str, str]]:
    """Every dangling or duplicate reference in a Journey pack, as (JSON path, message)."""
    p = Problems()
    colours = p.duplicates("colours", (c.id for c in pack.colours), "colour")
    countries = p.duplicates("countries", (c.id for c in pack.countries), "country")
    seas = p.duplicates("seas", (s.id for s in pack.seas), "sea")
    p.duplicates("cards", (c.id for c in pack.cards), "card")
    if pack.rules.min_players > pack.rules.max_players:
        p.add("rules.min_players", "min_players is larger than max_players")
    for i, c in enumerate(pack.countries):  # hot for big maps: format paths only on failure
        if c.colour not in colours:
            p.ref(f"countries[{i}].colour", c.colour, colours, "colour")
    pairs: set[tuple[str, str]] = set()
    for i, link in enumerate(pack.links):  # hot for big maps: format paths only on failure
        a, b = link.a, link.b
        if a not in countries:
            p.add(f"links[{i}].a", f"unknown country '{a}'")
        if b not in countries:
            p.add(f"links[{i}].b", f"unknown country '{b}'")
        if a == b:
            p.add(f"links[{i}]", f"link from country '{a}' to itself")
            continue
        pair = (a, b) if a < b else (b, a)
        if pair in pairs:
            p.add(f"links[{i}]", f"second link between '{a}' and '{b}'")
        pairs.add(pair)
    for i, s in enumerate(pack.seas):
        for j, cid in enumerate(s.coast):
            p.ref(f"seas[{i}].coast[{j}]", cid, countries, "country")
        if len(set(s.coast)) != len(s.coast):
            p.add(f"seas[{i}].coast", f"a country is listed twice on the coast of '{s.id}'")
    for i, pair in enumerate(pack.unlinked_borders or ()):
        p.ref(f"unlinked_borders[{i}].a", pair.a, countries, "country")
        p.ref(f"unlinked_borders[{i}].b", pair.b, countries, "country")
    known = {"country": countries, "ship": seas, "plane": colours}
    what = {"country": "country", "ship": "sea", "plane": "colour"}
    for i, card in enumerate(pack.cards):  # hot for big maps: format paths only on failure
        if card.ref not in known[card.kind]:
            p.ref(f"cards[{i}].ref", card.ref, known[card.kind], what[card.kind])
        if not card.id.startswith(f"{card.kind}:{card.ref}"):
            p.add(f"cards[{i}].id", f"card id '{card.id}' does not start with '{card.kind}:{card.ref}'")
    return p.items
