"""Trails moves: frozen, hashable values with a ``kind`` tag, a text form and a JSON form.

Cards of one colour are interchangeable, so moves name colours (card colour ids), never
individual cards. Hexes are named by axial ``(q, r)``; points and segments by their index in
the board geometry (``core.trails.board``). ``str(move)`` is the text form and
:func:`move_from_text` reads it back; :func:`move_from_json` reads ``move.to_json()``. Both
raise ``IllegalMove("format", …)`` for anything that is no move at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from content.messages import msg
from core import notation
from core.engine import seat_names
from core.notation import NUMBER_FROM_ONE, WORD, Notation, form
from core.trails.state import Phase

#: The notation of Trails' moves: colour and terrain ids have no spaces; girls count from 1.
NOTATION = Notation(
    "Trails", lambda what: msg("This is not a Trails move: {what}.", what=what), strings=WORD,
    fields={"girl": NUMBER_FROM_ONE},
    examples=("bid 3", "pass", "build segment 4 to point 9 paying red"))

#: Longest text or string field a move is read from (the one limit of every game's moves).
MAX_TEXT = notation.MAX_TEXT
#: Largest number a move field holds (segments, points, coordinates, bids are far smaller).
MAX_NUMBER = notation.MAX_NUMBER


# --- chance moves ---------------------------------------------------------------------------


@NOTATION.move("hex ({q},{r}) is {terrain}")
@dataclass(frozen=True)
class DrawTerrain:
    """Chance: the hex ``(q, r)`` gets ``terrain`` from the tile set (T8)."""

    kind: ClassVar[str] = "draw_terrain"
    q: int
    r: int
    terrain: str


@NOTATION.move("girl {girl} starts at ({q},{r})")
@dataclass(frozen=True)
class PlaceGirl:
    """Chance: girl ``girl`` starts on the path hex ``(q, r)`` (T9)."""

    kind: ClassVar[str] = "place_girl"
    girl: int
    q: int
    r: int


@NOTATION.move("a {colour} card is drawn")
@dataclass(frozen=True)
class DrawCard:
    """Chance: the top card of the deck is of ``colour`` (deal, deck draw or refill)."""

    kind: ClassVar[str] = "draw_card"
    colour: str


@NOTATION.move("seat {seat} opens the first auction")
@dataclass(frozen=True)
class ChooseOpener:
    """Chance: ``seat`` opens the first auction (T11)."""

    kind: ClassVar[str] = "choose_opener"
    seat: int


# --- auction ----------------------------------------------------------------------------------


@NOTATION.move("auction hex ({q},{r})")
@dataclass(frozen=True)
class AuctionHex:
    """The opener puts the ring-2 hex ``(q, r)`` up for auction (T11, T13)."""

    kind: ClassVar[str] = "auction_hex"
    q: int
    r: int


@NOTATION.move("bid {amount}")
@dataclass(frozen=True)
class Bid:
    """Bid ``amount`` cards: the opening bid, or a raise (T11)."""

    kind: ClassVar[str] = "bid"
    amount: int


@NOTATION.move("pass")
@dataclass(frozen=True)
class Pass:
    """Pass: out of this auction (T11)."""

    kind: ClassVar[str] = "pass"


@NOTATION.move("place man on ({q},{r})")
@dataclass(frozen=True)
class PlaceMan:
    """The last player without a place puts their man on ``(q, r)`` for free (T14)."""

    kind: ClassVar[str] = "place_man"
    q: int
    r: int


@NOTATION.move("discard {colour}")
@dataclass(frozen=True)
class Discard:
    """Discard one ``colour`` card: paying a bid (T12) or down to the hand limit (T32)."""

    kind: ClassVar[str] = "discard"
    colour: str


# --- build ---------------------------------------------------------------------------------


@NOTATION.move(form("build segment {segment} to point {to} paying {colour}", cards=1),
               "build segment {segment} to point {to} paying {cards}x {colour}")
@dataclass(frozen=True)
class Build:
    """Build ``segment`` so the route ends at point ``to``, paying ``cards`` (1 or 2) cards of
    ``colour``: one card of the segment's cost, or any same-colour pair (T17–T21)."""

    kind: ClassVar[str] = "build"
    segment: int
    to: int
    colour: str
    cards: int


@NOTATION.move("scrap the unfinished route")
@dataclass(frozen=True)
class Scrap:
    """Scrap the unfinished route whole before building (T19)."""

    kind: ClassVar[str] = "scrap"


@NOTATION.move("stop building")
@dataclass(frozen=True)
class Stop:
    """End the build step (T17)."""

    kind: ClassVar[str] = "stop"


# --- girls and cards --------------------------------------------------------------------------


@NOTATION.move(form("move girl {girl} clockwise", step=1),
               form("move girl {girl} counter-clockwise", step=-1), "move girl {girl} by {step}")
@dataclass(frozen=True)
class MoveGirl:
    """Move girl ``girl`` one path hex: ``step`` +1 clockwise, -1 counter-clockwise (T27)."""

    kind: ClassVar[str] = "move_girl"
    girl: int
    step: int


@NOTATION.move("take a {colour} card from the market")
@dataclass(frozen=True)
class TakeMarket:
    """Take one face-up ``colour`` card from the market (T31)."""

    kind: ClassVar[str] = "take_market"
    colour: str


@NOTATION.move("take the top card of the deck")
@dataclass(frozen=True)
class TakeDeck:
    """Take the top card of the deck (T31)."""

    kind: ClassVar[str] = "take_deck"


@NOTATION.move("take all {colour} cards from the market")
@dataclass(frozen=True)
class TakeAll:
    """Take every face-up ``colour`` card from the market as the whole draw (T31)."""

    kind: ClassVar[str] = "take_all"
    colour: str


MOVE_TYPES: dict[str, type] = NOTATION.types

#: Singletons of the moves without fields.
PASS = Pass()
SCRAP = Scrap()
STOP = Stop()
TAKE_DECK = TakeDeck()

move_from_text = NOTATION.from_text
"""The move whose text form (``str(move)``) is ``text`` (``IllegalMove("format", …)`` else)."""
move_from_json = NOTATION.from_json
"""The move whose ``to_json()`` is ``data`` (``IllegalMove("format", …)`` for anything else)."""


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
