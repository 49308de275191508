"""Trails moves: frozen, hashable values with a ``kind`` tag, readable text and JSON.

Cards of one colour are interchangeable, so moves name colours (card colour ids), never
individual cards. Hexes are named by axial ``(q, r)``; points and segments by their index in
the board geometry (``core.trails.board``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar


class _MoveBase:
    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):  # type: ignore[arg-type]
            data[f.name] = getattr(self, f.name)
        return data


# --- chance moves ---------------------------------------------------------------------------


@dataclass(frozen=True)
class DrawTerrain(_MoveBase):
    """Chance: the interior hex ``(q, r)`` gets ``terrain`` from the tile set (T8)."""

    kind: ClassVar[str] = "draw_terrain"
    q: int
    r: int
    terrain: str

    def __str__(self) -> str:
        return f"hex ({self.q},{self.r}) is {self.terrain}"


@dataclass(frozen=True)
class PlaceGirl(_MoveBase):
    """Chance: girl ``girl`` starts on the path hex ``(q, r)`` (T9)."""

    kind: ClassVar[str] = "place_girl"
    girl: int
    q: int
    r: int

    def __str__(self) -> str:
        return f"girl {self.girl + 1} starts at ({self.q},{self.r})"


@dataclass(frozen=True)
class DrawCard(_MoveBase):
    """Chance: the top card of the deck is of ``colour`` (deal, deck draw or refill)."""

    kind: ClassVar[str] = "draw_card"
    colour: str

    def __str__(self) -> str:
        return f"a {self.colour} card is drawn"


@dataclass(frozen=True)
class ChooseOpener(_MoveBase):
    """Chance: ``seat`` opens the first auction (T11)."""

    kind: ClassVar[str] = "choose_opener"
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} opens the first auction"


# --- auction ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class AuctionHex(_MoveBase):
    """The opener puts the ring-2 hex ``(q, r)`` up for auction (T11, T13)."""

    kind: ClassVar[str] = "auction_hex"
    q: int
    r: int

    def __str__(self) -> str:
        return f"auction hex ({self.q},{self.r})"


@dataclass(frozen=True)
class Bid(_MoveBase):
    """Bid ``amount`` cards: the opening bid, or a raise (T11)."""

    kind: ClassVar[str] = "bid"
    amount: int

    def __str__(self) -> str:
        return f"bid {self.amount}"


@dataclass(frozen=True)
class Pass(_MoveBase):
    """Pass: out of this auction (T11)."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class PlaceMan(_MoveBase):
    """The last player without a place puts their man on ``(q, r)`` for free (T14)."""

    kind: ClassVar[str] = "place_man"
    q: int
    r: int

    def __str__(self) -> str:
        return f"place man on ({self.q},{self.r})"


@dataclass(frozen=True)
class Discard(_MoveBase):
    """Discard one ``colour`` card: paying a bid (T12) or down to the hand limit (T32)."""

    kind: ClassVar[str] = "discard"
    colour: str

    def __str__(self) -> str:
        return f"discard {self.colour}"


# --- build ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Build(_MoveBase):
    """Build ``segment`` so the route ends at point ``to``, paying ``cards`` (1 or 2) cards of
    ``colour``: one card of the segment's cost, or any same-colour pair (T17–T21)."""

    kind: ClassVar[str] = "build"
    segment: int
    to: int
    colour: str
    cards: int

    def __str__(self) -> str:
        pay = self.colour if self.cards == 1 else f"{self.cards}x {self.colour}"
        return f"build segment {self.segment} to point {self.to} paying {pay}"


@dataclass(frozen=True)
class Scrap(_MoveBase):
    """Scrap the unfinished route whole before building (T19)."""

    kind: ClassVar[str] = "scrap"

    def __str__(self) -> str:
        return "scrap the unfinished route"


@dataclass(frozen=True)
class Stop(_MoveBase):
    """End the build step (T17)."""

    kind: ClassVar[str] = "stop"

    def __str__(self) -> str:
        return "stop building"


# --- girls and cards --------------------------------------------------------------------------


@dataclass(frozen=True)
class MoveGirl(_MoveBase):
    """Move girl ``girl`` one path hex: ``step`` +1 clockwise, -1 counter-clockwise (T27)."""

    kind: ClassVar[str] = "move_girl"
    girl: int
    step: int

    def __str__(self) -> str:
        way = "clockwise" if self.step > 0 else "counter-clockwise"
        return f"move girl {self.girl + 1} {way}"


@dataclass(frozen=True)
class TakeMarket(_MoveBase):
    """Take one face-up ``colour`` card from the market (T31)."""

    kind: ClassVar[str] = "take_market"
    colour: str

    def __str__(self) -> str:
        return f"take a {self.colour} card from the market"


@dataclass(frozen=True)
class TakeDeck(_MoveBase):
    """Take the top card of the deck (T31)."""

    kind: ClassVar[str] = "take_deck"

    def __str__(self) -> str:
        return "take the top card of the deck"


@dataclass(frozen=True)
class TakeAll(_MoveBase):
    """Take every face-up ``colour`` card from the market as the whole draw (T31)."""

    kind: ClassVar[str] = "take_all"
    colour: str

    def __str__(self) -> str:
        return f"take all {self.colour} cards from the market"


MOVE_TYPES: dict[str, type] = {
    cls.kind: cls
    for cls in (
        DrawTerrain, PlaceGirl, DrawCard, ChooseOpener, AuctionHex, Bid, Pass, PlaceMan, Discard,
        Build, Scrap, Stop, MoveGirl, TakeMarket, TakeDeck, TakeAll,
    )
}

#: Singletons of the moves without fields.
PASS = Pass()
SCRAP = Scrap()
STOP = Stop()
TAKE_DECK = TakeDeck()


def move_from_json(data: dict[str, Any]):
    """Rebuild a move from ``to_json()`` output; raises ValueError for an unknown kind."""
    if not isinstance(data, dict) or data.get("kind") not in MOVE_TYPES:
        raise ValueError(f"not a Trails move: {data!r}")
    cls = MOVE_TYPES[data["kind"]]
    args = {k: v for k, v in data.items() if k != "kind"}
    return cls(**args)
