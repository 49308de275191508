"""The Dominoes pack: its rules numbers (D1, D2, D9) and the tile set."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from content.models.common import DisplayColour, Model, PackBase, Problems, RulesBase


class DominoesRules(RulesBase):
    """Block Dominoes' numbers (rulebook D1, D2, D9)."""

    min_players: int = Field(2, ge=1, le=12, description="Fewest players (D1).")
    max_players: int = Field(4, ge=1, le=12, description="Most players (D1).")
    max_rounds: int = Field(
        100, ge=1, le=100_000, description="A game still running after this many rounds ends (D9)."
    )
    hand_size: int = Field(7, ge=0, le=100, description="Tiles dealt to each player (D2).")
    hand_size_large: int = Field(
        5, ge=0, le=100, description="Tiles dealt to each player from `large_from` players on (D2)."
    )
    large_from: int = Field(
        3, ge=1, le=13, description="Player count from which `hand_size_large` applies (D2)."
    )


class TileSet(Model):
    """The set: a double-N set of tiles (D1) and how its tiles are drawn."""

    max_pips: int = Field(6, ge=1, le=12, description="N of the double-N set: the highest number (D1).")
    face: DisplayColour = Field("#f6f1e3", description="Colour of a tile's face.")
    pips: DisplayColour = Field("#1d1d1d", description="Colour of the pips.")
    back: DisplayColour = Field("#2f5d8a", description="Colour of a tile's back (face down).")


class DominoesPack(PackBase):
    """A Block Dominoes content pack."""

    game: Literal["dominoes"] = Field("dominoes", description="Which game this pack is for.")
    rules: DominoesRules = Field(default_factory=DominoesRules, description="Rule parameters.")
    tiles: TileSet = Field(default_factory=TileSet, description="The tile set.")

    def reference_problems(self) -> list[tuple[str, str]]:
        p = Problems()
        if self.rules.min_players > self.rules.max_players:
            p.add("rules.min_players", "min_players is larger than max_players")
        return p.items
