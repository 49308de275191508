"""Expedition content: the point-and-path network, wrap pairs, colours and destination cards."""

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

PointKind = Literal["rose", "green", "blue", "red", "plain"]


class ExpeditionRules(RulesBase):
    """Expedition's numeric parameters (rulebook E1–E13)."""

    min_players: int = Field(2, ge=1, le=12, description="Fewest players (E1).")
    max_players: int = Field(6, ge=1, le=12, description="Most players (E1).")
    max_rounds: int = Field(100, ge=1, le=100_000, description="Round limit (E13).")
    tickets: int = Field(3, ge=0, le=100, description="Tickets each player starts with (E1).")
    hand_small: int = Field(
        12, ge=0, le=1000, description="Cards dealt each player below `large_from` players (E1)."
    )
    hand_large: int = Field(
        9, ge=0, le=1000, description="Cards dealt each player from `large_from` players on (E1)."
    )
    large_from: int = Field(4, ge=1, le=12, description="Player count from which `hand_large` applies.")
    market_size: int = Field(6, ge=0, le=100, description="Face-up market cards (E1).")
    tokens: int = Field(4, ge=0, le=100, description="Tokens each player places (E2).")
    token_distance: int = Field(
        3, ge=0, le=1000, description="Fewest paths from the rose to a token's point (E2)."
    )
    tickets_per_turn: int = Field(2, ge=0, le=100, description="Tickets usable in one turn (E11).")


class Point(Model):
    """A point of the network."""

    id: Id
    name: str = Field("", max_length=120, description="Place name shown on the map.")
    kind: PointKind = Field("plain", description="rose, green (destination), blue, red or plain.")
    x: float = Field(0.0, description="Map position, east positive (default pack: longitude).")
    y: float = Field(0.0, description="Map position, north positive (default pack: latitude).")


class Path(Model):
    """An undirected path between two points (E4)."""

    a: str = Field(description="Id of one point.")
    b: str = Field(description="Id of the other point.")


class Wrap(Model):
    """A west-edge and an east-edge point that are one point for the rules ("the Earth is round")."""

    a: str = Field(description="Id of the west-edge point.")
    b: str = Field(description="Id of the east-edge point.")


class ExpeditionColour(Model):
    """An expedition colour and its number of arrows."""

    id: Id
    name: Name
    arrows: int = Field(45, ge=0, le=100_000, description="Arrows of this colour.")
    display: DisplayColour = "#888888"


class DestinationCard(Model):
    """A destination card naming a green point."""

    id: Id
    point: str = Field(description="Id of the green point this card names.")


class ExpeditionPack(PackBase):
    """An Expedition content pack."""

    game: Literal["expedition"] = Field("expedition", description="Which game this pack is for.")
    CARD_KINDS: ClassVar[tuple[str, ...]] = ("destination",)
    rules: ExpeditionRules = Field(default_factory=ExpeditionRules, description="Rule parameters.")
    points: tuple[Point, ...] = Field((), description="Points of the network.")
    paths: tuple[Path, ...] = Field((), description="Paths between points.")
    wraps: tuple[Wrap, ...] = Field((), description="West/east edge pairs that are one point.")
    colours: tuple[ExpeditionColour, ...] = Field((), description="Expedition colours.")
    cards: tuple[DestinationCard, ...] = Field((), description="Destination cards.")
    backdrop: Outline | None = Field(
        None,
        description=(
            "Coastlines drawn behind the network: land polygons of [x, y] points in map "
            "coordinates (degrees). Drawing only."
        ),
    )
    board_image: BoardImage | None = Field(
        None, description="A picture under the map to trace over (drawing only)."
    )

    def reference_problems(self) -> list[tuple[str, str]]:
        return expedition_reference_problems(self)


def expedition_reference_problems(pack: ExpeditionPack) -> list[tuple[str, str]]:
    """Every dangling or duplicate reference in an Expedition pack, as (JSON path, message)."""
    p = Problems()
    points = p.duplicates("points", (x.id for x in pack.points), "point")
    p.duplicates("colours", (c.id for c in pack.colours), "colour")
    p.duplicates("cards", (c.id for c in pack.cards), "card")
    if pack.rules.min_players > pack.rules.max_players:
        p.add("rules.min_players", "min_players is larger than max_players")
    kinds = {x.id: x.kind for x in pack.points}
    pairs: set[tuple[str, str]] = set()
    for i, path in enumerate(pack.paths):  # hot for big maps: format paths only on failure
        a, b = path.a, path.b
        if a not in points:
            p.add(f"paths[{i}].a", f"unknown point '{a}'")
        if b not in points:
            p.add(f"paths[{i}].b", f"unknown point '{b}'")
        if a == b:
            p.add(f"paths[{i}]", f"path from point '{a}' to itself")
            continue
        pair = (a, b) if a < b else (b, a)
        if pair in pairs:
            p.add(f"paths[{i}]", f"second path between '{a}' and '{b}'")
        pairs.add(pair)
    wrapped: set[str] = set()
    for i, w in enumerate(pack.wraps):
        for end in ("a", "b"):
            pid = getattr(w, end)
            if p.ref(f"wraps[{i}].{end}", pid, points, "point"):
                if pid in wrapped:
                    p.add(f"wraps[{i}].{end}", f"point '{pid}' is in two wrap pairs")
                wrapped.add(pid)
        if w.a == w.b:
            p.add(f"wraps[{i}]", f"wrap pair joins point '{w.a}' to itself")
    for i, card in enumerate(pack.cards):  # hot for big maps: format paths only on failure
        if card.point not in points:
            p.ref(f"cards[{i}].point", card.point, points, "point")
        elif kinds[card.point] != "green":
            p.add(f"cards[{i}].point", f"card names point '{card.point}', which is not green")
    return p.items
