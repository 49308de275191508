"""The Trails game: static rules bound to one pack (tables, board geometry, decks), the move
parsers, ``describe`` and ``new_game``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from content.collector import collector_paused
from core.engine import CHANCE, GameSpec
from core.trails import heat as _heat
from core.trails.board import BoardGeometry, segment_costs
from core.trails.determinize import determinize as _determinize
from core.trails.moves import (
    TAKE_DECK,
    Bid,
    Build,
    Discard,
    DrawCard,
    MoveGirl,
    TakeAll,
    TakeMarket,
    describe,
    move_from_json,
    move_from_text,
)
from core.trails.state import Phase, TrailsState, state_fields


@dataclass(frozen=True, slots=True)
class Exit:
    """A segment leaving a point: ``segment`` to the point ``to``, and its builds paid with
    one card (``one[colour]``) or with a pair (``two[colour]``) of each colour."""

    segment: int
    to: int
    one: tuple[Build, ...]
    two: tuple[Build, ...]


class MoveBook:
    """One instance of every move a Trails game lists, made once per game and shared by
    every state (moves are values: sharing them spares building them on every call, and
    ``in`` finds a listed move by identity)."""

    def __init__(self, colours: tuple[str, ...]) -> None:
        self.colours = colours
        self.draw_card = tuple(DrawCard(c) for c in colours)
        self.take_market = tuple(TakeMarket(c) for c in colours)
        self.take_all = tuple(TakeAll(c) for c in colours)
        self.discard = tuple(Discard(c) for c in colours)
        self.take_deck = TAKE_DECK
        self._bids: list[Bid] = []
        self._exits: dict[BoardGeometry, tuple[tuple[Exit, ...], ...]] = {}
        self._girls: dict[int, tuple[MoveGirl, MoveGirl]] = {}
        self._hexes: dict[tuple[type, int, int], Any] = {}

    def bid(self, amount: int) -> Bid:
        """``Bid(amount)``."""
        while len(self._bids) <= amount:
            self._bids.append(Bid(len(self._bids)))
        return self._bids[amount]

    def exits(self, geometry: BoardGeometry) -> tuple[tuple[Exit, ...], ...]:
        """Per point of ``geometry``, the segments leaving it with their builds (T7)."""
        found = self._exits.get(geometry)
        if found is None:
            found = self._exits[geometry] = tuple(
                tuple(Exit(seg, other, tuple(Build(seg, other, c, 1) for c in self.colours),
                           tuple(Build(seg, other, c, 2) for c in self.colours))
                      for seg, other in segments)
                for segments in geometry.point_segments
            )
        return found

    def move_girl(self, girl: int, step: int) -> MoveGirl:
        """``MoveGirl(girl, step)`` for a step of +1 or -1."""
        found = self._girls.get(girl)
        if found is None:
            found = self._girls[girl] = (MoveGirl(girl, 1), MoveGirl(girl, -1))
        return found[0] if step == 1 else found[1]

    def on_hex(self, cls: type, q: int, r: int):
        """``AuctionHex(q, r)`` or ``PlaceMan(q, r)``."""
        found = self._hexes.get((cls, q, r))
        if found is None:
            found = self._hexes[cls, q, r] = cls(q, r)
        return found


class TrailsGame:
    """Trails rules bound to one pack; builds each board's geometry once and shares it.

    Attributes:
        pack, rules: the pack and its rule parameters.
        colours, colour_index: card colour ids, and id -> index. ``multi``: the index of the
            multicolour cards, -1 if the pack has none (T20).
        deck_counts: cards per colour in the deck (T3).
        terrain_ids, terrain_index: terrain ids, and id -> index; ``terrain_colour``: the card
            colour index each terrain costs (T5).
        tiles: ``(terrain id, count)`` of the tile set random hexes are drawn from (T8).
        boards: player count -> the pack's board.
        moves: the shared move instances (:class:`MoveBook`).
        engine: the rules ``apply`` runs: the fast path (``fast=True``) or the plain rules.
    """

    def __init__(self, pack, fast: bool = True) -> None:
        from core.trails.fast import FastRules
        from core.trails.rules import PlainRules

        self.pack = pack
        self.rules = pack.rules
        self.colours: tuple[str, ...] = tuple(c.id for c in pack.card_colours)
        self.colour_index = {c: i for i, c in enumerate(self.colours)}
        self.colour_names = {c.id: c.name for c in pack.card_colours}
        self.deck_counts: tuple[int, ...] = tuple(c.count for c in pack.card_colours)
        self.multi: int = self.colour_index.get("multi", -1)
        self.terrain_ids: tuple[str, ...] = tuple(t.id for t in pack.terrains)
        self.terrain_index = {t: i for i, t in enumerate(self.terrain_ids)}
        self.terrain_names = {t.id: t.name for t in pack.terrains}
        self.terrain_colour: tuple[int, ...] = tuple(
            self.colour_index.get(t.colour, -1) for t in pack.terrains
        )
        self.tiles: tuple[tuple[str, int], ...] = tuple((t.terrain, t.count) for t in pack.tiles)
        self.boards = {b.players: b for b in pack.boards}
        self.moves = MoveBook(self.colours)
        self._geometry: dict[int, BoardGeometry] = {}
        self._costs: dict[tuple[int, tuple[int, ...]], tuple[int, ...]] = {}
        self._route_exits: dict[tuple[int, ...], tuple[tuple[Exit, ...], ...]] = {}
        players = [p for p in self.boards if self.rules.min_players <= p <= self.rules.max_players]
        r = self.rules
        per_turn = 400 + 2 * r.hand_limit + 2 * r.market_size
        self.spec = GameSpec(
            game_id="trails",
            min_players=min(players, default=r.min_players),
            max_players=max(players, default=r.max_players),
            max_length=2_000 + r.max_rounds * max(players, default=r.max_players) * per_turn,
        )
        self.engine = FastRules(self) if fast else PlainRules()

    # --- static tables ------------------------------------------------------------------------

    def geometry(self, players: int) -> BoardGeometry:
        """The geometry of the board for ``players`` (built once).

        Raises:
            ValueError: that board's edge is not one simple loop (T8).
        """
        g = self._geometry.get(players)
        if g is None:
            board = self.boards[players]
            try:
                with collector_paused():  # a big board's tables (content.collector)
                    g = BoardGeometry(list(map(attrgetter("q", "r"), board.hexes)))
            except ValueError as e:
                raise ValueError(f"the {players}-player board cannot be played: {e}") from None
            self._geometry[players] = g
        return g

    def costs(self, players: int, terrains: tuple[int, ...]) -> tuple[int, ...]:
        """Cost colour of each segment once every hex has a terrain (T20)."""
        key = (players, terrains)
        c = self._costs.get(key)
        if c is None:
            hex_colour = tuple(map(self.terrain_colour.__getitem__, terrains))
            c = segment_costs(self.geometry(players), hex_colour, self.multi)
            if len(self._costs) > 256:
                self._costs.clear()
            self._costs[key] = c
        return c

    def route_exits(self, players: int, men: tuple[int, ...]) -> tuple[tuple[Exit, ...], ...]:
        """Per point of the board for ``players``, the segments a route may leave it by, with
        their builds: all of them (``MoveBook.exits``) but the spokes of the men's hexes,
        which belong to their men (T16) (memoised per placing of the men)."""
        found = self._route_exits.get(men)  # one man per seat: men tells the board too
        if found is None:
            geo = self.geometry(players)
            placed = [m for m in men if m >= 0]
            spokes = {seg for m in placed for seg in geo.hex_spokes[m]}
            table = list(self.moves.exits(geo))
            for p in {p for m in placed for p in (m, *geo.hex_corners[m])}:  # the spokes' ends
                table[p] = tuple(e for e in table[p] if e.segment not in spokes)
            found = tuple(table)
            if len(self._route_exits) > 256:
                self._route_exits.clear()
            self._route_exits[men] = found
        return found

    # --- the protocol ---------------------------------------------------------------------

    def new_game(self, players: int) -> TrailsState:
        """The initial state for ``players`` seats (a chance node of the setup).

        Raises:
            ValueError: the pack has no playable board for ``players`` (no board, a board
                whose edge is not one simple loop (T8), or too few ring-2 hexes to seat
                every player (T13)).
        """
        if players not in self.boards:
            raise ValueError(f"this pack has no Trails board for {players} players")
        if not self.spec.min_players <= players <= self.spec.max_players:
            raise ValueError(f"Trails plays {self.spec.min_players}-{self.spec.max_players}")
        board = self.boards[players]
        geo = self.geometry(players)
        if len(geo.ring2) < players:
            raise ValueError(f"the {players}-player board has {len(geo.ring2)} ring-2 hexes: "
                             f"the auctions cannot seat {players} players (T13)")
        index = {**self.terrain_index, None: -1}  # a hex without a terrain draws one (T8)
        terrains = tuple(map(index.__getitem__, map(attrgetter("terrain"), board.hexes)))
        n_col = len(self.colours)
        zero = (0,) * n_col
        n_girls = min(board.girls, len(geo.ring))
        state = TrailsState(
            game=self,
            geometry=geo,
            players=players,
            phase=Phase.TERRAIN,
            to_move=CHANCE,
            terrains=terrains,
            girls=(-1,) * n_girls,
            stacks=((),) * n_girls,
            hands=(zero,) * players,
            market=zero,
            deck=self.deck_counts,
            discard=zero,
            discard_seen=zero,
            dealt=0,
            men=(-1,) * players,
            order=(),
            opener=-1,
            auction_hex=-1,
            auction_bid=0,
            auction_leader=-1,
            auction_in=(),
            pay_left=0,
            owner=(-1,) * geo.n_segments,
            routes=((),) * players,
            open_route=((),) * players,
            open_end=(-1,) * players,
            supply=self.rules.pieces,
            supply_out=False,
            virtual=(),
            built=0,
            connected_girl=-1,
            picks=0,
            turn=0,
            round=0,
            final_seat=-1,
            last_seat=-1,
            reason="",
        )
        return self.engine.start(state)

    def determinize(self, observation: Any, rng: Any) -> TrailsState:
        """A full state consistent with ``observation``, the cards that seat cannot see
        drawn with ``rng`` (``core.trails.determinize``); for bots that search.

        Raises:
            ValueError: for an observation no state of this pack could give.
        """
        return _determinize(self, observation, rng)

    def move_from_json(self, data: Any):
        """A move from its ``to_json()`` form; ``IllegalMove("format", …)`` if unreadable."""
        return move_from_json(data)

    def move_from_text(self, text: str):
        """A move from its text form (``str(move)``); ``IllegalMove("format", …)`` if
        unreadable."""
        return move_from_text(text)

    def state_from_json(self, data: dict[str, Any]) -> TrailsState:
        """A state from its ``to_json()`` form."""
        data = {"discard_seen": [0] * len(data["discard"]), **data}  # saved before it was kept
        values = {name: _tuples(data[name]) for name in state_fields()}
        values["phase"] = Phase(values["phase"])
        terrains = values["terrains"]
        costs = self.costs(values["players"], terrains) if -1 not in terrains else ()
        return TrailsState(game=self, geometry=self.geometry(values["players"]), costs=costs,
                           **values)

    # --- simulation: who began, heat ------------------------------------------------------

    def first_player(self, state: TrailsState) -> int | None:
        """The seat that won the first auction and so plays first (T12), or None before."""
        return state.order[0] if state.order else None

    def heat(self, state: TrailsState) -> dict[str, float]:
        """The game's heat by JSON path: segments built per hex, girls reached
        (``core.trails.heat``)."""
        return _heat.heat(self, state)

    def heat_elements(self, players: int) -> tuple[str, ...]:
        """Every JSON path that can take heat: the board's hexes (``core.trails.heat``)."""
        return _heat.elements(self, players)

    def heat_name(self, path: str) -> str:
        """The name of the heat element at ``path`` (``core.trails.heat.name``)."""
        return _heat.name(self, path)

    def heat_id(self, path: str) -> str:
        """What pairs a hex with the same hex of another version (``core.trails.heat``)."""
        return _heat.element_id(self, path)

    def describe(self, state: TrailsState, move, names: Sequence[str] | None = None) -> str:
        """``move`` (played in ``state``) in a player's words, with the pack's names and the
        seats' ``names`` (default "Seat 1"…). Public: it never names a card that some seat may
        not see (a card dealt or drawn from the deck, a discard)."""
        return describe(self, state, move, names)


def _tuples(value):
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value

