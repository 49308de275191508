"""Trails moves: frozen, hashable values with a ``kind`` tag, a text form and a JSON form.

Cards of one colour are interchangeable, so moves name colours (card colour ids), never
individual cards. Hexes are named by axial ``(q, r)``; points and segments by their index in
the board geometry (``core.trails.board``). ``str(move)`` is the text form and
:func:`move_from_text` reads it back; :func:`move_from_json` reads ``move.to_json()``. Both
raise ``IllegalMove("format", …)`` for anything that is no move at all.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from content.messages import msg
from core.engine import FORMAT, IllegalMove, seat_names
from core.trails.state import Phase


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
    """Chance: the hex ``(q, r)`` gets ``terrain`` from the tile set (T8)."""

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
        if self.step in (1, -1):
            way = "clockwise" if self.step > 0 else "counter-clockwise"
            return f"move girl {self.girl + 1} {way}"
        return f"move girl {self.girl + 1} by {self.step}"


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

# --- reading moves --------------------------------------------------------------------------

#: Longest text or string field a move is read from (the longest real one is ~60 characters).
MAX_TEXT = 200

#: Largest number a move field holds (segments, points, coordinates, bids are far smaller).
MAX_NUMBER = 10**12 - 1

_INT = r"(-?\d{1,12})"
_ID = r"(\S{1,200})"
_HEX = rf"\({_INT},{_INT}\)"

#: One pattern per kind for the text form, matched whole; groups are the fields in order.
_TEXT_PATTERNS: tuple[tuple[re.Pattern[str], Any], ...] = tuple(
    (re.compile(pattern), build) for pattern, build in (
        (rf"hex {_HEX} is {_ID}", lambda q, r, t: DrawTerrain(int(q), int(r), t)),
        (rf"girl {_INT} starts at {_HEX}", lambda g, q, r: PlaceGirl(int(g) - 1, int(q), int(r))),
        (rf"a {_ID} card is drawn", DrawCard),
        (rf"seat {_INT} opens the first auction", lambda s: ChooseOpener(int(s))),
        (rf"auction hex {_HEX}", lambda q, r: AuctionHex(int(q), int(r))),
        (rf"bid {_INT}", lambda n: Bid(int(n))),
        (r"pass", lambda: PASS),
        (rf"place man on {_HEX}", lambda q, r: PlaceMan(int(q), int(r))),
        (rf"discard {_ID}", Discard),
        (rf"build segment {_INT} to point {_INT} paying {_ID}",
         lambda s, p, c: Build(int(s), int(p), c, 1)),
        (rf"build segment {_INT} to point {_INT} paying {_INT}x {_ID}",
         lambda s, p, n, c: Build(int(s), int(p), c, int(n))),
        (r"scrap the unfinished route", lambda: SCRAP),
        (r"stop building", lambda: STOP),
        (rf"move girl {_INT} clockwise", lambda g: MoveGirl(int(g) - 1, 1)),
        (rf"move girl {_INT} counter-clockwise", lambda g: MoveGirl(int(g) - 1, -1)),
        (rf"move girl {_INT} by {_INT}", lambda g, n: MoveGirl(int(g) - 1, int(n))),
        (rf"take a {_ID} card from the market", TakeMarket),
        (r"take the top card of the deck", lambda: TAKE_DECK),
        (rf"take all {_ID} cards from the market", TakeAll),
    )
)


def _unreadable(what: str) -> IllegalMove:
    return IllegalMove(FORMAT, msg("This is not a Trails move: {what}.", what=what))


def move_from_text(text: Any):
    """The move whose text form (``str(move)``) is ``text``.

    Raises:
        IllegalMove: rule ``"format"``, for text that is no Trails move.
    """
    if not isinstance(text, str):
        raise _unreadable(f"a move's text must be a string, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise _unreadable(f"the text is {len(text)} characters long")
    if not _encodable(text):
        raise _unreadable("the text holds characters that are no text (lone surrogates)")
    words = text.strip()
    for pattern, build in _TEXT_PATTERNS:
        found = pattern.fullmatch(words)
        if found:
            return build(*found.groups())
    raise _unreadable(f"{words[:60]!r} has no move's form" if words else "the text is empty")


def _field_value(kind: str, name: str, annotation: str, value: Any):
    if annotation == "int":
        if type(value) is not int:  # bool is not an int here
            raise _unreadable(f"'{kind}' needs a whole number for '{name}', not {value!r}"[:120])
        if abs(value) > MAX_NUMBER:
            raise _unreadable(f"'{kind}' has an out-of-range '{name}'")
        return value
    if not isinstance(value, str):
        raise _unreadable(f"'{kind}' needs a string for '{name}', not {value!r}"[:120])
    if (not value or len(value) > MAX_TEXT or not value.isprintable() or " " in value
            or not _encodable(value)):
        raise _unreadable(f"'{kind}' has an unreadable '{name}'")
    return value


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates
        return False
    return True


#: Per kind, its fields' names and annotations ("int" or "str"), in order.
_FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    kind: tuple((f.name, str(f.type)) for f in fields(cls)) for kind, cls in MOVE_TYPES.items()
}


def move_from_json(data: Any):
    """The move whose ``to_json()`` is ``data``.

    Raises:
        IllegalMove: rule ``"format"``, for anything that is not a Trails move's JSON: not an
            object, an unknown ``kind``, a missing or unknown field, a value of the wrong type
            (``true`` is not a number), an unreadable string.
    """
    if not isinstance(data, dict):
        raise _unreadable(f"a move is a JSON object, not {type(data).__name__}")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in MOVE_TYPES:
        shown = repr(kind)[:40] if isinstance(kind, str) and _encodable(kind) else "?"
        raise _unreadable(f"unknown kind {shown}")
    spec = _FIELDS[kind]
    names = {name for name, _ in spec}
    extra = [k for k in data if k != "kind" and k not in names]
    if extra:
        raise _unreadable(f"'{kind}' has no field {str(extra[0])[:40]!r}")
    missing = [name for name in names if name not in data]
    if missing:
        raise _unreadable(f"'{kind}' needs the field '{missing[0]}'")
    args = [_field_value(kind, name, annotation, data[name]) for name, annotation in spec]
    return MOVE_TYPES[kind](*args)


# --- in a player's words --------------------------------------------------------------------


def describe(game, state, move, names: Sequence[str] | None = None) -> str:
    """``move`` played in ``state``, in a player's words, with the pack's names for terrains
    and card colours and the seats' ``names`` (default "Seat 1"…).

    Public: it never names a card that some seat may not see. Cards dealt and drawn from the
    deck go to one hand unseen ("Anna draws a card"); discards (a bid's payment, T12, and
    down to the hand limit, T32) go to the discard pile, whose cards the observations do not
    show either. Cards turned up in the market and paid for a route are named.
    """
    seats = seat_names(names, state.players)
    try:
        return _Words(game, state, seats).of(move)
    except (IndexError, KeyError, TypeError, ValueError):  # a move no state could play
        who = seats[state.to_move] if 0 <= state.to_move < state.players else msg("Chance")
        return msg("{who}: {move}", who=who, move=str(move))


class _Words:
    """The sentences of ``describe``: each a ``content.messages.Message`` (the studio
    translates it), phrases such as "the forest hex (0,1)" messages of their own."""

    def __init__(self, game, state, seats: list[str]) -> None:
        self.game, self.state, self.seats = game, state, seats
        self.geo = state.geometry
        self.who = seats[state.to_move] if 0 <= state.to_move < state.players else msg("Chance")

    def colour(self, colour_id: str) -> str:
        return self.game.colour_names.get(colour_id, colour_id)

    def terrain_of(self, h: int) -> str:
        t = self.state.terrains[h]
        return self.game.terrain_names[self.game.terrain_ids[t]] if t >= 0 else msg("undrawn")

    def cell(self, h: int) -> str:
        q, r = self.geo.cells[h]
        return f"({q},{r})"

    def hex(self, q: int, r: int) -> str:
        return msg("the {terrain} hex ({q},{r})", terrain=self.terrain_of(self.geo.index[(q, r)]),
                   q=q, r=r)

    def of(self, move) -> str:
        state, who = self.state, self.who
        if isinstance(move, DrawTerrain):
            return msg("Hex ({q},{r}) is {terrain}", q=move.q, r=move.r,
                       terrain=self.game.terrain_names[move.terrain])
        if isinstance(move, PlaceGirl):
            return msg("Girl {girl} starts on hex ({q},{r})", girl=move.girl + 1, q=move.q,
                       r=move.r)
        if isinstance(move, DrawCard):
            return self.card_drawn(move)
        if isinstance(move, ChooseOpener):
            return msg("{who} opens the first auction", who=self.seats[move.seat])
        if isinstance(move, AuctionHex):
            return msg("{who} puts {hex} up for auction", who=who, hex=self.hex(move.q, move.r))
        if isinstance(move, Bid):
            return msg("{who} bids {amount}", who=who, amount=move.amount)
        if isinstance(move, Pass):
            return msg("{who} passes", who=who)
        if isinstance(move, PlaceMan):
            return msg("{who} puts their man on {hex}, the last place, free", who=who,
                       hex=self.hex(move.q, move.r))
        if isinstance(move, Discard):  # face down: the colour stays unsaid
            if state.phase == Phase.AUCTION_PAY:
                return msg("{who} discards a card to pay the bid", who=who)
            return msg("{who} discards a card down to the hand limit", who=who)
        if isinstance(move, Build):
            return self.build(move)
        if isinstance(move, Scrap):
            return msg("{who} scraps their unfinished route", who=who)
        if isinstance(move, Stop):
            if state.built:
                return msg("{who} stops building", who=who)
            return msg("{who} builds nothing", who=who)
        if isinstance(move, MoveGirl):
            to = self.cell(self.geo.track_step(state.girls[move.girl], move.step))
            if move.step > 0:
                return msg("{who} moves girl {girl} clockwise to hex {cell}", who=who,
                           girl=move.girl + 1, cell=to)
            return msg("{who} moves girl {girl} counter-clockwise to hex {cell}", who=who,
                       girl=move.girl + 1, cell=to)
        if isinstance(move, TakeMarket):
            return msg("{who} takes a {colour} card from the market", who=who,
                       colour=self.colour(move.colour))
        if isinstance(move, TakeAll):
            n = state.market[self.game.colour_index[move.colour]]
            if n == 1:
                return msg("{who} takes all {n} {colour} card from the market", who=who, n=n,
                           colour=self.colour(move.colour))
            return msg("{who} takes all {n} {colour} cards from the market", who=who, n=n,
                       colour=self.colour(move.colour))
        if isinstance(move, TakeDeck):
            return msg("{who} takes the top card of the deck", who=who)
        raise TypeError(f"not a Trails move: {move!r}")

    def card_drawn(self, move: DrawCard) -> str:
        state = self.state
        deal = self.game.rules.deal
        if state.phase == Phase.DEAL and state.dealt < state.players * deal:
            return msg("A card is dealt to {who}", who=self.seats[state.dealt // deal])
        if state.phase == Phase.DRAW_CARD:
            return msg("{who} draws a card", who=self.who)
        return msg("A {colour} card is turned up in the market", colour=self.colour(move.colour))

    def build(self, move: Build) -> str:
        state, geo = self.state, self.geo
        seg = geo.segments[move.segment]
        if seg.kind == "spoke":
            h = seg.a
            if move.to == h:
                what = msg("the {terrain} spoke into the centre of hex {cell}",
                           terrain=self.terrain_of(h), cell=self.cell(h))
            else:
                what = msg("the {terrain} spoke out of the centre of hex {cell}",
                           terrain=self.terrain_of(h), cell=self.cell(h))
        elif len(seg.hexes) == 2:
            a, b = seg.hexes
            ta, tb = self.terrain_of(a), self.terrain_of(b)
            if ta == tb:
                what = msg("the {terrain} edge between {cell} and {cell2}", terrain=ta,
                           cell=self.cell(a), cell2=self.cell(b))
            else:
                what = msg("the {terrain}–{terrain2} edge between {cell} and {cell2}",
                           terrain=ta, terrain2=tb, cell=self.cell(a), cell2=self.cell(b))
        else:
            (h,) = seg.hexes
            what = msg("the outer edge of the {terrain} hex {cell}", terrain=self.terrain_of(h),
                       cell=self.cell(h))
        text = msg("{who} builds {what}, paying {cards} {colour}", who=self.who, what=what,
                   cards=move.cards, colour=self.colour(move.colour))
        if state.supply_out:
            text = msg("{text}, without a piece (the supply is out)", text=text)
        if geo.point_hex[move.to] >= 0 and move.to in state.girls:
            text = msg("{text}, and connects to girl {girl}", text=text,
                       girl=state.girls.index(move.to) + 1)
        return text
