"""Trails content: terrains, card colours, the tile set and one hex board per player count."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from content.models.common import (
    DisplayColour,
    Id,
    Model,
    Name,
    PackBase,
    Problems,
    RulesBase,
)

#: Id of the multicolour card colour (T20, T21).
MULTI = "multi"


class TrailsRules(RulesBase):
    """Trails' numeric parameters (rulebook T1–T36)."""

    min_players: int = Field(2, ge=1, le=12, description="Fewest players (T4).")
    max_players: int = Field(5, ge=1, le=12, description="Most players (T4).")
    max_rounds: int = Field(100, ge=1, le=100_000, description="Round limit (T34).")
    pieces: int = Field(120, ge=1, le=100_000, description="Route pieces in the supply (T2).")
    markers_per_player: int = Field(6, ge=1, le=100, description="Markers per player (T4).")
    deal: int = Field(6, ge=0, le=100, description="Cards dealt to each player (T10).")
    market_size: int = Field(6, ge=0, le=100, description="Face-up market cards (T10).")
    max_bid: int = Field(6, ge=0, le=100, description="Highest opening bid (T11).")
    hand_limit: int = Field(10, ge=0, le=1000, description="Hand limit after drawing (T32).")
    draw_count: int = Field(2, ge=1, le=10, description="Cards taken by a normal draw (T31).")
    routes_to_end: int = Field(
        6, ge=1, le=100, description="Connected routes that trigger the last round (T26)."
    )
    max_routes_per_girl: int = Field(4, ge=1, le=100, description="Markers a girl holds (T23).")
    girl_guard_distance: int = Field(
        3, ge=0, le=100, description="A girl just connected guards this many path hexes (T28)."
    )


class Terrain(Model):
    """A terrain; its card colour pays for spokes and same-colour edges (T5, T20)."""

    id: Id
    name: Name
    colour: str = Field(description="Id of the card colour that pays for this terrain (T5).")
    display: DisplayColour = "#888888"


class CardColour(Model):
    """A route-card colour and how many cards of it the deck holds (T3)."""

    id: Id
    name: Name
    count: int = Field(ge=0, le=10_000, description="Cards of this colour in the deck.")
    display: DisplayColour = "#888888"


class Tile(Model):
    """Tiles of one terrain in the tile set that random hexes are drawn from (T1, T8)."""

    terrain: str = Field(description="Terrain id.")
    count: int = Field(ge=0, le=100_000, description="Number of tiles of this terrain.")


class Hex(Model):
    """One hex of a board, in axial coordinates (pointy-top)."""

    q: int = Field(ge=-10_000, le=10_000, description="Axial column.")
    r: int = Field(ge=-10_000, le=10_000, description="Axial row.")
    terrain: str | None = Field(
        None, description="Terrain id, or null for a terrain drawn from the tile set at setup (T8)."
    )


class Board(Model):
    """The board for one player count (T6)."""

    players: int = Field(ge=1, le=12, description="Player count this board is for.")
    girls: int = Field(ge=0, le=1000, description="Girls placed on this board (T6).")
    hexes: tuple[Hex, ...] = Field((), description="The hexes of the board.")


class TrailsPack(PackBase):
    """A Trails content pack."""

    game: Literal["trails"] = Field("trails", description="Which game this pack is for.")
    CARD_KINDS: ClassVar[tuple[str, ...]] = ("route",)
    rules: TrailsRules = Field(default_factory=TrailsRules, description="Rule parameters.")
    terrains: tuple[Terrain, ...] = Field((), description="Terrains (T1, T5).")
    card_colours: tuple[CardColour, ...] = Field((), description="The deck by colour (T3).")
    tiles: tuple[Tile, ...] = Field((), description="The tile set random hexes come from (T1).")
    boards: tuple[Board, ...] = Field((), description="One board per player count (T6).")

    def reference_problems(self) -> list[tuple[str, str]]:
        return trails_reference_problems(self)


def trails_reference_problems(pack: TrailsPack) -> list[tuple[str, str]]:
    """Every dangling or duplicate reference in a Trails pack, as (JSON path, message)."""
    p = Problems()
    colours = p.duplicates("card_colours", (c.id for c in pack.card_colours), "card colour")
    terrains = p.duplicates("terrains", (t.id for t in pack.terrains), "terrain")
    if pack.rules.min_players > pack.rules.max_players:
        p.add("rules.min_players", "min_players is larger than max_players")
    for i, t in enumerate(pack.terrains):
        p.ref(f"terrains[{i}].colour", t.colour, colours, "card colour")
    seen_tiles: set[str] = set()
    for i, t in enumerate(pack.tiles):
        p.ref(f"tiles[{i}].terrain", t.terrain, terrains, "terrain")
        if t.terrain in seen_tiles:
            p.add(f"tiles[{i}].terrain", f"terrain '{t.terrain}' is listed twice in the tile set")
        seen_tiles.add(t.terrain)
    seen_players: set[int] = set()
    for b, board in enumerate(pack.boards):
        if board.players in seen_players:
            p.add(f"boards[{b}].players", f"second board for {board.players} players")
        seen_players.add(board.players)
        cells: set[tuple[int, int]] = set()
        for h, hx in enumerate(board.hexes):
            if (hx.q, hx.r) in cells:
                p.add(f"boards[{b}].hexes[{h}]", f"hex ({hx.q}, {hx.r}) is listed twice")
            cells.add((hx.q, hx.r))
            if hx.terrain is not None and hx.terrain not in terrains:
                p.add(f"boards[{b}].hexes[{h}].terrain", f"unknown terrain '{hx.terrain}'")
    return p.items
