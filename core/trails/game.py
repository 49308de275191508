"""The Trails rules engine (rulebook T1–T37) as a state machine of small steps.

Phases, in play order:

- setup chance: ``terrain`` (interior hexes drawn from the tile set, T8), ``girls`` (T9),
  ``deal`` (T10: hands, then the market), ``opener`` (T11);
- auctions: ``auction_hex`` → ``auction_open`` → ``auction_bid`` (raise or pass) →
  ``auction_pay`` (the winner discards the bid, T12) … ``place_man`` (the last player, T14);
- each turn: ``build`` (one segment per move with its payment, T17–T26) → ``girl`` (T27–T29)
  → ``draw`` / ``draw_card`` (T30–T31) → ``discard`` (T32) → ``refill`` (T33);
- ``over``.

Cards of one colour are interchangeable, so hands, market, deck and discard pile are counts
per colour; a deck draw is a chance move whose outcomes are the colours, weighted by their
counts (the same law as a shuffled deck, and the deck's order stays hidden by construction).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from core.engine import CHANCE, TERMINAL, GameSpec, IllegalMove, Result
from core.trails.board import BoardGeometry, segment_costs
from core.trails.moves import (
    PASS,
    SCRAP,
    STOP,
    TAKE_DECK,
    AuctionHex,
    Bid,
    Build,
    ChooseOpener,
    Discard,
    DrawCard,
    DrawTerrain,
    MoveGirl,
    Pass,
    PlaceGirl,
    PlaceMan,
    Scrap,
    Stop,
    TakeAll,
    TakeDeck,
    TakeMarket,
    move_from_json,
)
from core.trails.scoring import score_stacks, tie_break

CHANCE_PHASES = frozenset({"terrain", "girls", "deal", "opener", "draw_card", "refill"})
#: The rule each chance step follows (the rule id of a player's move refused there).
CHANCE_RULES = {
    "terrain": "T8", "girls": "T9", "deal": "T10", "opener": "T11", "draw_card": "T31",
    "refill": "T33",
}


# ============================================================================================
# Static rules bound to one pack
# ============================================================================================


class TrailsGame:
    """Trails rules bound to one pack; builds each board's geometry once and shares it."""

    def __init__(self, pack) -> None:
        self.pack = pack
        self.rules = pack.rules
        self.colours: tuple[str, ...] = tuple(c.id for c in pack.card_colours)
        self.colour_index = {c: i for i, c in enumerate(self.colours)}
        self.deck_counts: tuple[int, ...] = tuple(c.count for c in pack.card_colours)
        self.multi: int = self.colour_index.get("multi", -1)
        self.terrain_ids: tuple[str, ...] = tuple(t.id for t in pack.terrains)
        self.terrain_index = {t: i for i, t in enumerate(self.terrain_ids)}
        self.terrain_colour: tuple[int, ...] = tuple(
            self.colour_index.get(t.colour, -1) for t in pack.terrains
        )
        tiles = [0] * len(self.terrain_ids)
        for t in pack.tiles:
            if t.terrain in self.terrain_index:
                tiles[self.terrain_index[t.terrain]] += t.count
        self.tiles: tuple[int, ...] = tuple(tiles)
        self.boards = {b.players: b for b in pack.boards}
        self._geometry: dict[int, BoardGeometry] = {}
        self._costs: dict[tuple[int, tuple[int, ...]], tuple[int, ...]] = {}
        players = [p for p in self.boards if self.rules.min_players <= p <= self.rules.max_players]
        r = self.rules
        per_turn = 400 + 2 * r.hand_limit + 2 * r.market_size
        self.spec = GameSpec(
            game_id="trails",
            min_players=min(players, default=r.min_players),
            max_players=max(players, default=r.max_players),
            max_length=2_000 + r.max_rounds * max(players, default=r.max_players) * per_turn,
        )

    # --- static helpers ---------------------------------------------------------------------

    def geometry(self, players: int) -> BoardGeometry:
        """The geometry of the board for ``players`` (built once)."""
        g = self._geometry.get(players)
        if g is None:
            board = self.boards[players]
            g = BoardGeometry([(h.q, h.r) for h in board.hexes])
            self._geometry[players] = g
        return g

    def costs(self, players: int, terrains: tuple[int, ...]) -> tuple[int, ...]:
        """Cost colour of each segment once every hex has a terrain (T20)."""
        key = (players, terrains)
        c = self._costs.get(key)
        if c is None:
            hex_colour = tuple(self.terrain_colour[t] for t in terrains)
            c = segment_costs(self.geometry(players), hex_colour, self.multi)
            if len(self._costs) > 256:
                self._costs.clear()
            self._costs[key] = c
        return c

    # --- protocol -------------------------------------------------------------------------

    def new_game(self, players: int) -> TrailsState:
        """The initial state for ``players`` seats (a chance node of the setup)."""
        if players not in self.boards:
            raise ValueError(f"this pack has no Trails board for {players} players")
        if not self.spec.min_players <= players <= self.spec.max_players:
            raise ValueError(f"Trails plays {self.spec.min_players}-{self.spec.max_players}")
        board = self.boards[players]
        geo = self.geometry(players)
        terrains = tuple(
            self.terrain_index[h.terrain] if h.terrain is not None else -1 for h in board.hexes
        )
        n_col = len(self.colours)
        zero = (0,) * n_col
        n_girls = min(board.girls, len(geo.ring))
        state = TrailsState(
            game=self,
            players=players,
            phase="terrain",
            to_move=CHANCE,
            terrains=terrains,
            girls=(-1,) * n_girls,
            stacks=((),) * n_girls,
            hands=(zero,) * players,
            market=zero,
            deck=self.deck_counts,
            discard=zero,
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
        return state._advance_setup()

    def move_from_json(self, data: dict[str, Any]):
        """A move from its ``to_json()`` form."""
        return move_from_json(data)

    def state_from_json(self, data: dict[str, Any]) -> TrailsState:
        """A state from its ``to_json()`` form."""
        kwargs: dict[str, Any] = {}
        for f in fields(TrailsState):
            if f.name in ("game", "costs"):
                continue
            kwargs[f.name] = _tuplify(data[f.name])
        state = TrailsState(game=self, **kwargs)
        if -1 not in state.terrains:
            object.__setattr__(state, "costs", self.costs(state.players, state.terrains))
        return state


def _tuplify(value):
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


def _listify(value):
    if isinstance(value, tuple):
        return [_listify(v) for v in value]
    return value


def _sub(counts: tuple[int, ...], i: int, n: int = 1) -> tuple[int, ...]:
    lst = list(counts)
    lst[i] -= n
    return tuple(lst)


def _add(counts: tuple[int, ...], i: int, n: int = 1) -> tuple[int, ...]:
    lst = list(counts)
    lst[i] += n
    return tuple(lst)


def _set(items: tuple, i: int, value) -> tuple:
    lst = list(items)
    lst[i] = value
    return tuple(lst)


def _min_pairs(n: int, placed: list[int], more: int) -> int:
    """Fewest adjacent girl pairs on an ``n``-hex cycle when ``more`` girls join ``placed``."""
    if not placed:
        return max(0, 2 * more - n) if more < n else n
    pos = sorted(placed)
    arcs = [(pos[(i + 1) % len(pos)] - pos[i] - 1) % n for i in range(len(pos))]
    if len(pos) == 1:
        arcs = [n - 1]
    ks = [0] * len(arcs)

    def cost(length: int, k: int) -> int:
        return max(0, 2 * k + 1 - length)

    total = sum(cost(length, 0) for length in arcs)
    for _ in range(more):
        best, best_i = None, -1
        for i, length in enumerate(arcs):
            if ks[i] < length:
                d = cost(length, ks[i] + 1) - cost(length, ks[i])
                if best is None or d < best:
                    best, best_i = d, i
        if best_i < 0:
            return 10**9
        ks[best_i] += 1
        total += best
    return total


# ============================================================================================
# Observation
# ============================================================================================


@dataclass(frozen=True)
class TrailsObservation:
    """What one seat may see (issue 4): its own hand; the others' hand sizes only; the market,
    board, routes, markers, girls, men and supply are public; the deck's order is hidden
    (only its size is shown). ``auction_in``: who is still in the auction (passes are public,
    T11)."""

    seat: int
    players: int
    phase: str
    to_move: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    market: tuple[int, ...]
    deck_size: int
    discard_size: int
    terrains: tuple[int, ...]
    girls: tuple[int, ...]
    stacks: tuple[tuple[int, ...], ...]
    men: tuple[int, ...]
    order: tuple[int, ...]
    owner: tuple[int, ...]
    routes: tuple[tuple[tuple[int, ...], ...], ...]
    open_route: tuple[tuple[int, ...], ...]
    open_end: tuple[int, ...]
    supply: int
    markers_left: tuple[int, ...]
    auction_hex: int
    auction_bid: int
    auction_leader: int
    pay_left: int
    built: int
    connected_girl: int
    picks: int
    round: int
    final_round: bool
    costs: tuple[int, ...] = ()
    auction_in: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {f.name: _listify(getattr(self, f.name)) for f in fields(self)}


# ============================================================================================
# State
# ============================================================================================


@dataclass(frozen=True)
class TrailsState:
    """An immutable Trails state; ``apply`` returns a new one. Equal by value.

    Colours, terrains and hexes are indices (into the pack's ``card_colours``, ``terrains``
    and the board's ``hexes``); points and segments index the board geometry.
    """

    game: TrailsGame = field(compare=False, repr=False)
    players: int
    phase: str
    to_move: int
    terrains: tuple[int, ...]
    girls: tuple[int, ...]
    stacks: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    market: tuple[int, ...]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    dealt: int
    men: tuple[int, ...]
    order: tuple[int, ...]
    opener: int
    auction_hex: int
    auction_bid: int
    auction_leader: int
    auction_in: tuple[int, ...]
    pay_left: int
    owner: tuple[int, ...]
    routes: tuple[tuple[tuple[int, ...], ...], ...]
    open_route: tuple[tuple[int, ...], ...]
    open_end: tuple[int, ...]
    supply: int
    supply_out: bool
    virtual: tuple[int, ...]
    built: int
    connected_girl: int
    picks: int
    turn: int
    round: int
    final_seat: int
    last_seat: int
    reason: str
    costs: tuple[int, ...] = field(default=(), compare=False, repr=False)

    # --- value semantics -------------------------------------------------------------------

    def __deepcopy__(self, memo):
        return self  # immutable: a copy is the value itself

    def __copy__(self):
        return self

    def _with(self, **changes) -> TrailsState:
        new = object.__new__(TrailsState)
        d = new.__dict__
        d.update(self.__dict__)
        d.pop("_legal", None)
        d.pop("_chance", None)
        d.update(changes)
        return new

    def replace(self, **changes) -> TrailsState:
        """A copy with some fields changed (tests, editors); the segment costs follow the
        terrains. No rule is checked: ``check_invariants`` tells what such a state breaks."""
        s = self._with(**changes)
        if "terrains" in changes:
            s.__dict__["costs"] = (
                self.game.costs(s.players, s.terrains) if -1 not in s.terrains else ()
            )
        return s

    def to_json(self) -> dict[str, Any]:
        """Every field but the derived ones, as plain JSON values."""
        return {
            f.name: _listify(getattr(self, f.name))
            for f in fields(self)
            if f.name not in ("game", "costs")
        }

    # --- small views -----------------------------------------------------------------------

    @property
    def geometry(self) -> BoardGeometry:
        return self.game.geometry(self.players)

    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.phase in CHANCE_PHASES:
            return CHANCE
        return self.to_move

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def markers_left(self, seat: int) -> int:
        """Markers not on a girl nor marking an unfinished route (T4, T24)."""
        return (
            self.game.rules.markers_per_player
            - len(self.routes[seat])
            - (1 if self.open_route[seat] else 0)
        )

    def final_round(self) -> bool:
        """True once any player has connected ``routes_to_end`` routes (T26, T30)."""
        return self.final_seat != -1

    def girl_at(self, h: int) -> int:
        """The girl on hex ``h``, or -1."""
        try:
            return self.girls.index(h)
        except ValueError:
            return -1

    # --- setup ------------------------------------------------------------------------------

    def _advance_setup(self) -> TrailsState:
        """Go to the next setup step that still has work (T8, T9, T10, T11)."""
        game = self.game
        if -1 in self.terrains:
            return self._with(phase="terrain", to_move=CHANCE)
        s = self
        if not s.costs:
            s = s._with(costs=game.costs(s.players, s.terrains))
        if -1 in s.girls:
            return s._with(phase="girls", to_move=CHANCE)
        total = s.players * game.rules.deal + game.rules.market_size
        if s.dealt < total:
            s = s._reshuffle()
            if sum(s.deck):
                return s._with(phase="deal", to_move=CHANCE)
        if s.opener == -1 and not s.order:
            return s._with(phase="opener", to_move=CHANCE)
        return s._next_auction()

    def _reshuffle(self) -> TrailsState:
        """An empty deck takes the discard pile (shuffled: later draws are chance, T33).

        Called as soon as a draw empties the deck ("whenever the deck runs out") and again
        before any draw from an empty deck (the pile may have been empty when it ran out)."""
        if sum(self.deck) == 0 and sum(self.discard) > 0:
            return self._with(deck=self.discard, discard=(0,) * len(self.discard))
        return self

    def _terrain_pool(self) -> list[int]:
        """Tiles left for random hexes: the tile set minus every terrain already on the board;
        the whole tile set again if that is empty (a board larger than its tile set)."""
        pool = list(self.game.tiles)
        for t in self.terrains:
            if t >= 0 and pool[t] > 0:
                pool[t] -= 1
        if sum(pool) == 0:
            pool = list(self.game.tiles)
        if sum(pool) == 0:
            pool = [1] * len(pool)
        return pool

    def _girl_choices(self) -> list[int]:
        """Path hexes where the next girl may start (T9): no girl next to another when the
        ring has room, else keeping the fewest adjacent pairs possible."""
        geo = self.geometry
        n = len(geo.ring)
        placed = [geo.ring_pos[h] for h in self.girls if h >= 0]
        more = sum(1 for h in self.girls if h < 0) - 1
        target = _min_pairs(n, [], len(self.girls))
        out = []
        for i, h in enumerate(geo.ring):
            if i in placed:
                continue
            if _min_pairs(n, placed + [i], more) <= target:
                out.append(h)
        return out

    # --- auctions ---------------------------------------------------------------------------

    def auction_hexes(self) -> list[int]:
        """Hexes a man may go on (T13): free ring-2 hexes exactly 2 from the nearest man; if
        none, at distance >= 2; if none, any free ring-2 hex. The first hex of a 2-player game
        must have a free ring-2 partner at distance 2 (when the board has one)."""
        geo = self.geometry
        taken = {m for m in self.men if m >= 0}
        girls = {g for g in self.girls if g >= 0}
        free = [h for h in geo.ring2 if h not in taken and h not in girls]
        if not free:
            free = [h for h in range(len(geo.cells)) if h not in taken and h not in girls]
        if not taken:
            if self.players == 2:
                paired = [h for h in free if any(geo.dist[h][x] == 2 for x in free)]
                if paired:
                    return paired
            return free
        dmin = {h: min(geo.dist[h][m] for m in taken) for h in free}
        exact = [h for h in free if dmin[h] == 2]
        if exact:
            return exact
        far = [h for h in free if dmin[h] >= 2]
        return far or free

    def _next_auction(self) -> TrailsState:
        unplaced = [s for s in range(self.players) if self.men[s] < 0]
        if not unplaced:
            return self._start_turns()
        if len(unplaced) == 1:
            return self._with(phase="place_man", to_move=unplaced[0])
        if self.opener < 0:
            raise AssertionError("the first auction needs an opener")
        opener = self.opener
        if self.order:
            for i in range(1, self.players + 1):
                seat = (self.opener + i) % self.players
                if self.men[seat] < 0:
                    opener = seat
                    break
        return self._with(
            phase="auction_hex", to_move=opener, opener=opener, auction_hex=-1,
            auction_bid=0, auction_leader=-1, auction_in=(),
        )

    def _next_bidder(self, after: int, auction_in: tuple[int, ...], leader: int) -> int:
        for i in range(1, self.players + 1):
            seat = (after + i) % self.players
            if seat in auction_in and seat != leader:
                return seat
        return -1

    def _win_auction(self, s: TrailsState) -> TrailsState:
        winner = s.auction_leader
        s = s._with(
            men=_set(s.men, winner, s.auction_hex), order=s.order + (winner,),
            pay_left=s.auction_bid,
        )
        if s.auction_bid > 0:
            return s._with(phase="auction_pay", to_move=winner)
        return s._next_auction()

    def _start_turns(self) -> TrailsState:
        return self._with(
            phase="build", turn=0, round=0, to_move=self.order[0], built=0,
            connected_girl=-1, picks=0, auction_hex=-1, auction_bid=0, auction_leader=-1,
            auction_in=(), pay_left=0,
        )

    # --- building ---------------------------------------------------------------------------

    def _blocked_spoke(self, seg: int) -> bool:
        """Spokes of a man's hex belong to that man (T16)."""
        h = self.geometry.spoke_hex[seg]
        return h >= 0 and h in self.men

    def build_targets(self) -> list[tuple[int, int]]:
        """``(segment, to point)`` the player to move may build next (T17–T19, T22–T23)."""
        seat = self.to_move
        geo = self.geometry
        owner = self.owner
        men = self.men
        spoke_hex = geo.spoke_hex
        n_hex = len(geo.cells)
        if self.open_route[seat]:
            end = self.open_end[seat]
            if end < n_hex and end in self.girls:
                return []  # a route may not pass through a girl's centre (T22)
            starts = (end,)
        elif self.built == 0 and self.markers_left(seat) > 0 and men[seat] >= 0:
            starts = geo.hex_corners[men[seat]]
        else:
            return []
        limit = self.game.rules.max_routes_per_girl
        out = []
        for p in starts:
            for seg, other in geo.point_segments[p]:
                if owner[seg] != -1:
                    continue
                h = spoke_hex[seg]
                if h >= 0 and h in men:
                    continue
                if other < n_hex and other in self.girls:
                    g = self.girls.index(other)
                    if len(self.stacks[g]) >= limit:
                        continue
                out.append((seg, other))
        return out

    def payments(self, cost: int) -> list[tuple[int, int]]:
        """``(colour, cards)`` that pay one segment of colour ``cost`` (T20, T21)."""
        hand = self.hands[self.to_move]
        out = []
        if cost >= 0 and hand[cost] >= 1:
            out.append((cost, 1))
        for c, k in enumerate(hand):
            if k >= 2:
                out.append((c, 2))
        return out

    def _end_build(self, s: TrailsState) -> TrailsState:
        if s.supply_out:
            return s._with(phase="over", to_move=TERMINAL, reason="supply",
                           last_seat=s.to_move)
        return s._girl_step()

    def _girl_step(self) -> TrailsState:
        if all(self.stacks) or not self.girl_moves():
            return self._draw_step()
        return self._with(phase="girl")

    def girl_moves(self) -> list[MoveGirl]:
        """Legal girl moves (T27–T29)."""
        if all(self.stacks):
            return []
        geo = self.geometry
        guard = self.game.rules.girl_guard_distance
        cg = self.connected_girl
        cg_hex = self.girls[cg] if cg >= 0 else -1
        occupied = set(self.girls)
        out = []
        for g, h in enumerate(self.girls):
            if self.stacks[g] or h < 0:
                continue
            seen = set()
            for step in (1, -1):
                dest = geo.track_step(h, step)
                if dest in seen or dest in occupied:
                    continue
                seen.add(dest)
                if cg_hex >= 0 and g != cg:
                    d_now = geo.track_distance(h, cg_hex)
                    if d_now <= guard and geo.track_distance(dest, cg_hex) < d_now:
                        continue
                out.append(MoveGirl(g, step))
        return out

    # --- drawing ----------------------------------------------------------------------------

    def _draw_step(self) -> TrailsState:
        if self.final_round():
            return self._end_turn()  # T30
        s = self._with(phase="draw", picks=0)
        if not s._draw_moves():
            return s._after_draw()
        return s

    def _draw_moves(self) -> list:
        colours = self.game.colours
        out: list = []
        for c, k in enumerate(self.market):
            if k:
                out.append(TakeMarket(colours[c]))
        if sum(self.deck) + sum(self.discard) > 0:
            out.append(TAKE_DECK)
        if self.picks == 0:
            for c, k in enumerate(self.market):
                if k:
                    out.append(TakeAll(colours[c]))
        return out

    def _after_pick(self) -> TrailsState:
        if self.picks >= self.game.rules.draw_count or not self._draw_moves():
            return self._after_draw()
        return self._with(phase="draw")

    def _after_draw(self) -> TrailsState:
        if sum(self.hands[self.to_move]) > self.game.rules.hand_limit:
            return self._with(phase="discard")
        return self._refill()

    def _refill(self) -> TrailsState:
        s = self
        if sum(s.market) < s.game.rules.market_size:
            s = s._reshuffle()
            if sum(s.deck):
                return s._with(phase="refill")
        return s._end_turn()

    def _end_turn(self) -> TrailsState:
        seat = self.to_move
        if self.final_seat == seat:
            return self._with(phase="over", to_move=TERMINAL, reason="routes", last_seat=seat)
        turn = self.turn + 1
        rnd = self.round
        if turn >= len(self.order):
            turn = 0
            rnd += 1
            if rnd >= self.game.rules.max_rounds:
                return self._with(phase="over", to_move=TERMINAL, reason="round_limit",
                                  round=rnd, turn=turn, last_seat=seat)
        return self._with(
            phase="build", turn=turn, round=rnd, to_move=self.order[turn], built=0,
            connected_girl=-1, picks=0, last_seat=seat,
        )

    # --- protocol ---------------------------------------------------------------------------

    def chance_outcomes(self) -> list[tuple[Any, float]]:
        """Outcomes and probabilities at a chance node; empty elsewhere (computed once per
        state: the runner asks for them, then ``apply`` checks the outcome against them)."""
        cached = self.__dict__.get("_chance")
        if cached is None:
            cached = tuple(self._chance_outcomes())
            self.__dict__["_chance"] = cached
        return list(cached)

    def _chance_outcomes(self) -> list[tuple[Any, float]]:
        phase = self.phase
        game = self.game
        if phase in ("deal", "draw_card", "refill"):
            total = sum(self.deck)
            return [
                (DrawCard(game.colours[c]), k / total) for c, k in enumerate(self.deck) if k
            ]
        if phase == "terrain":
            h = self.terrains.index(-1)
            q, r = self.geometry.cells[h]
            pool = self._terrain_pool()
            total = sum(pool)
            return [
                (DrawTerrain(q, r, game.terrain_ids[t]), k / total)
                for t, k in enumerate(pool) if k
            ]
        if phase == "girls":
            g = self.girls.index(-1)
            choices = self._girl_choices()
            cells = self.geometry.cells
            return [(PlaceGirl(g, *cells[h]), 1 / len(choices)) for h in choices]
        if phase == "opener":
            return [(ChooseOpener(s), 1 / self.players) for s in range(self.players)]
        return []

    def legal_moves(self) -> list:
        """Legal moves of the player to move, in a deterministic order (chance: outcomes)."""
        cached = self.__dict__.get("_legal")
        if cached is None:
            cached = tuple(self._legal_moves())
            self.__dict__["_legal"] = cached
        return list(cached)

    def _legal_tuple(self) -> tuple:
        cached = self.__dict__.get("_legal")
        if cached is None:
            cached = tuple(self._legal_moves())
            self.__dict__["_legal"] = cached
        return cached

    def _legal_moves(self) -> list:
        phase = self.phase
        game = self.game
        colours = game.colours
        if phase == "over":
            return []
        if phase in CHANCE_PHASES:
            return [m for m, _ in self.chance_outcomes()]
        seat = self.to_move
        hand = self.hands[seat]
        if phase == "build":
            out: list = []
            costs = self.costs
            pairs = [(colours[c], 2) for c, k in enumerate(hand) if k >= 2]
            for seg, to in self.build_targets():
                c = costs[seg]
                if c >= 0 and hand[c]:
                    out.append(Build(seg, to, colours[c], 1))
                for name, k in pairs:
                    out.append(Build(seg, to, name, k))
            if self.open_route[seat] and self.built == 0 and not self.supply_out:
                out.append(SCRAP)
            out.append(STOP)
            return out
        if phase == "girl":
            return self.girl_moves()
        if phase == "draw":
            return self._draw_moves()
        if phase in ("discard", "auction_pay"):
            return [Discard(colours[c]) for c, k in enumerate(hand) if k]
        if phase in ("auction_hex", "place_man"):
            cls = AuctionHex if phase == "auction_hex" else PlaceMan
            cells = self.geometry.cells
            return [cls(*cells[h]) for h in self.auction_hexes()]
        if phase == "auction_open":
            top = min(game.rules.max_bid, sum(hand))
            return [Bid(n) for n in range(top + 1)]
        if phase == "auction_bid":
            return [Bid(n) for n in range(self.auction_bid + 1, sum(hand) + 1)] + [PASS]
        raise AssertionError(f"unknown phase {phase}")

    def apply(self, move) -> TrailsState:
        """The state after ``move``; raises IllegalMove (with the rule id) when not legal."""
        phase = self.phase
        if phase == "over":
            raise IllegalMove("T34", "The game is over.")
        if isinstance(move, Build):
            return self._apply_build(move)
        if move not in self._legal_tuple():
            raise IllegalMove(*self._explain(move))
        game = self.game
        if phase in CHANCE_PHASES:
            return self._apply_chance(move)
        seat = self.to_move
        if isinstance(move, Stop):
            return self._end_build(self)
        if isinstance(move, Scrap):
            route = self.open_route[seat]
            owner = list(self.owner)
            for seg in route:
                owner[seg] = -1
            return self._with(
                owner=tuple(owner), supply=self.supply + len(route),
                open_route=_set(self.open_route, seat, ()), open_end=_set(self.open_end, seat, -1),
            )
        if isinstance(move, MoveGirl):
            dest = self.geometry.track_step(self.girls[move.girl], move.step)
            return self._with(girls=_set(self.girls, move.girl, dest))._draw_step()
        if isinstance(move, (TakeMarket, TakeAll)):
            c = game.colour_index[move.colour]
            n = 1 if isinstance(move, TakeMarket) else self.market[c]
            s = self._with(
                market=_sub(self.market, c, n),
                hands=_set(self.hands, seat, _add(self.hands[seat], c, n)),
                picks=self.picks + 1,
            )
            return s._after_draw() if isinstance(move, TakeAll) else s._after_pick()
        if isinstance(move, TakeDeck):
            return self._reshuffle()._with(phase="draw_card")
        if isinstance(move, Discard):
            c = game.colour_index[move.colour]
            s = self._with(
                hands=_set(self.hands, seat, _sub(self.hands[seat], c)),
                discard=_add(self.discard, c),
            )
            if phase == "auction_pay":
                s = s._with(pay_left=s.pay_left - 1)
                return s._next_auction() if s.pay_left == 0 else s
            if sum(s.hands[seat]) > game.rules.hand_limit:
                return s
            return s._refill()
        if isinstance(move, AuctionHex):
            h = self.geometry.index[(move.q, move.r)]
            return self._with(phase="auction_open", auction_hex=h)
        if isinstance(move, PlaceMan):
            h = self.geometry.index[(move.q, move.r)]
            return self._with(men=_set(self.men, seat, h), order=self.order + (seat,))._next_auction()
        if isinstance(move, Bid):
            if phase == "auction_open":
                auction_in = tuple(s for s in range(self.players) if self.men[s] < 0)
                s = self._with(auction_bid=move.amount, auction_leader=seat, auction_in=auction_in)
            else:
                s = self._with(auction_bid=move.amount, auction_leader=seat)
            nxt = s._next_bidder(seat, s.auction_in, seat)
            if nxt < 0:
                return self._win_auction(s)
            return s._with(phase="auction_bid", to_move=nxt)
        if isinstance(move, Pass):
            auction_in = tuple(x for x in self.auction_in if x != seat)
            s = self._with(auction_in=auction_in)
            nxt = s._next_bidder(seat, auction_in, s.auction_leader)
            if nxt < 0:
                return self._win_auction(s)
            return s._with(to_move=nxt)
        raise AssertionError(f"unhandled move {move!r}")

    def _apply_chance(self, move) -> TrailsState:
        game = self.game
        if isinstance(move, DrawCard):
            c = game.colour_index[move.colour]
            # The deck running out reshuffles the discard pile at once (T33).
            s = self._with(deck=_sub(self.deck, c))._reshuffle()
            if self.phase == "deal":
                deal = game.rules.deal
                k = self.dealt
                if k < self.players * deal:
                    seat = k // deal
                    s = s._with(hands=_set(s.hands, seat, _add(s.hands[seat], c)))
                else:
                    s = s._with(market=_add(s.market, c))
                return s._with(dealt=k + 1)._advance_setup()
            if self.phase == "draw_card":
                seat = self.to_move
                s = s._with(hands=_set(s.hands, seat, _add(s.hands[seat], c)),
                            picks=s.picks + 1)
                return s._after_pick()
            s = s._with(market=_add(s.market, c))  # refill
            return s._refill()
        if isinstance(move, DrawTerrain):
            h = self.geometry.index[(move.q, move.r)]
            t = game.terrain_index[move.terrain]
            return self._with(terrains=_set(self.terrains, h, t))._advance_setup()
        if isinstance(move, PlaceGirl):
            h = self.geometry.index[(move.q, move.r)]
            return self._with(girls=_set(self.girls, move.girl, h))._advance_setup()
        if isinstance(move, ChooseOpener):
            return self._with(opener=move.seat)._next_auction()
        raise AssertionError(f"unhandled chance move {move!r}")

    def _apply_build(self, move: Build) -> TrailsState:
        if self.phase != "build":
            raise IllegalMove("T17", "You can build only in the build step of your turn.")
        seat = self.to_move
        game = self.game
        if (move.segment, move.to) not in self.build_targets():
            raise IllegalMove(*self._explain_build(move))
        c = game.colour_index.get(move.colour, -2)
        cost = self.costs[move.segment]
        if (c, move.cards) not in self.payments(cost):
            if move.cards == 1:
                raise IllegalMove(
                    "T20", "That segment needs one card of its colour, or a pair (T21).")
            raise IllegalMove("T21", "A pair must be two cards of one colour from your hand.")
        owner = _set(self.owner, move.segment, seat)
        if self.supply_out:
            virtual = self.virtual + (move.segment,)
            supply = self.supply
        else:
            virtual = self.virtual
            supply = self.supply - 1
        route = self.open_route[seat] + (move.segment,)
        s = self._with(
            hands=_set(self.hands, seat, _sub(self.hands[seat], c, move.cards)),
            discard=_add(self.discard, c, move.cards),
            owner=owner, virtual=virtual, supply=supply, supply_out=supply == 0,
            built=self.built + 1,
        )
        geo = self.geometry
        if move.to < len(geo.cells) and move.to in self.girls:  # connect (T22, T23)
            g = self.girls.index(move.to)
            routes = _set(s.routes, seat, s.routes[seat] + (route,))
            final_seat = s.final_seat
            if final_seat == -1 and len(routes[seat]) >= game.rules.routes_to_end:
                i = self.order.index(seat)
                final_seat = self.order[i - 1]  # everyone else gets one more turn (T26)
            s = s._with(
                stacks=_set(s.stacks, g, s.stacks[g] + (seat,)), routes=routes,
                open_route=_set(s.open_route, seat, ()), open_end=_set(s.open_end, seat, -1),
                connected_girl=g, final_seat=final_seat,
            )
            return self._end_build(s)
        return s._with(
            open_route=_set(s.open_route, seat, route), open_end=_set(s.open_end, seat, move.to),
        )

    # --- explanations of refused moves -------------------------------------------------------

    def _explain(self, move) -> tuple[str, str]:
        kind = getattr(move, "kind", None)
        phase = self.phase
        if phase in CHANCE_PHASES:
            if kind == "discard" and phase == "refill":
                return "T32", "Your hand is at the limit: discarding is over."
            rule = CHANCE_RULES[phase]
            return rule, "The game is waiting for a chance outcome, not a player's move."
        if kind in ("draw_terrain", "place_girl", "draw_card", "choose_opener"):
            return "T10", "Cards, terrains, girls and the opener are drawn by chance."
        if kind == "scrap":
            return "T19", "You can only scrap your unfinished route before building this turn."
        if kind in ("stop",):
            return "T17", "You are not in the build step."
        if kind == "move_girl":
            if phase != "girl":
                return "T27", "Girls move only after building, and only girls without markers."
            g = move.girl
            if not 0 <= g < len(self.girls) or self.stacks[g] or move.step not in (1, -1):
                return "T27", "Move one girl without a marker one path hex either way."
            return "T28", "That girl may not move there."
        if kind in ("take_market", "take_deck", "take_all"):
            if phase != "draw":
                return "T30", "You cannot draw cards now."
            return "T31", "Take two cards one at a time, or all market cards of one colour."
        if kind == "discard":
            if phase == "auction_pay":
                return "T12", "Discard cards you hold to pay your bid."
            return "T32", "You discard only down to the hand limit, and only cards you hold."
        if phase == "place_man" and kind in ("auction_hex", "bid", "pass"):
            return "T14", "The last player places their man without an auction."
        if kind == "place_man" and phase != "place_man":
            return "T14", "Only the last player without a place puts their man down freely."
        if kind == "auction_hex" and phase != "auction_hex":
            return "T11", "The opener puts one hex up at the start of the auction."
        if kind in ("auction_hex", "place_man"):
            return "T13", "That hex is not free in ring 2 at the required distance from men."
        if kind in ("bid", "pass"):
            if phase == "auction_open":
                return "T11", f"Open with 0 to {self.game.rules.max_bid} cards (at most your hand)."
            return "T11", "Raise above the current bid, at most your hand size, or pass."
        return "T17", f"That move is not possible now ({phase})."

    def _explain_build(self, move: Build) -> tuple[str, str]:
        """The rule a refused ``Build`` breaks (its payment is checked afterwards)."""
        seat = self.to_move
        geo = self.geometry
        n_hex = len(geo.cells)
        if not 0 <= move.segment < geo.n_segments:
            return "T7", "There is no such segment."
        seg = geo.segments[move.segment]
        if move.to not in (seg.a, seg.b):
            return "T7", "A segment leads to one of its own two points."
        if self.owner[move.segment] != -1:
            return "T18", "Each segment holds one route piece in the whole game."
        if self._blocked_spoke(move.segment):
            return "T16", "A man's spokes belong to him; no one may build on them."
        start = seg.b if move.to == seg.a else seg.a
        if self.open_route[seat]:
            end = self.open_end[seat]
            if end < n_hex and end in self.girls:
                return "T22", "A route may not pass through a girl's centre."
            if start != end:
                return "T19", "Continue your unfinished route from its end, or scrap it first."
        else:
            if self.built > 0:
                return "T17", "You build on one route per turn."
            if self.markers_left(seat) <= 0:
                return "T23", "You have no marker left for a new route."
            if start not in geo.hex_corners[self.men[seat]]:
                return "T18", "A route starts at a corner of your man's hex."
        if move.to < n_hex and move.to in self.girls:
            return "T23", "That girl already holds the most routes."
        return "T18", "A route runs along free segments from its start."

    # --- results, observation, invariants ----------------------------------------------------

    def scores(self) -> list[int]:
        """Current points per seat (T35)."""
        return score_stacks(self.stacks, self.players)

    def result(self) -> Result:
        """Scores, winner (T36) and how the game ended: routes, supply or round_limit."""
        if self.phase != "over":
            raise ValueError("the game is not over")
        scores = self.scores()
        order = self.order or tuple(range(self.players))
        winner = tie_break(scores, order, self.last_seat)
        return Result(
            winners=(winner,), scores=tuple(float(x) for x in scores), reason=self.reason,
            rounds=self.round,
        )

    def observe(self, seat: int) -> TrailsObservation:
        """What ``seat`` may see (hidden: other hands' cards and the deck)."""
        rules = self.game.rules
        obs = object.__new__(TrailsObservation)  # fast path of the frozen dataclass' init
        obs.__dict__.update(
            seat=seat, players=self.players, phase=self.phase, to_move=self.current_player(),
            hand=self.hands[seat] if 0 <= seat < self.players else (),
            hand_sizes=tuple(map(sum, self.hands)), market=self.market,
            deck_size=sum(self.deck), discard_size=sum(self.discard), terrains=self.terrains,
            girls=self.girls, stacks=self.stacks, men=self.men, order=self.order,
            owner=self.owner, routes=self.routes, open_route=self.open_route,
            open_end=self.open_end, supply=self.supply,
            markers_left=tuple(
                rules.markers_per_player - len(self.routes[s]) - (1 if self.open_route[s] else 0)
                for s in range(self.players)
            ),
            auction_hex=self.auction_hex, auction_bid=self.auction_bid,
            auction_leader=self.auction_leader, pay_left=self.pay_left, built=self.built,
            connected_girl=self.connected_girl, picks=self.picks, round=self.round,
            final_round=self.final_seat != -1, costs=self.costs, auction_in=self.auction_in,
        )
        return obs

    def check_invariants(self) -> list[str]:
        """Every violated invariant, as sentences (empty when all hold)."""
        bad: list[str] = []
        game = self.game
        rules = game.rules
        on_board = sum(1 for o in self.owner if o != -1) - len(self.virtual)
        if on_board + self.supply != rules.pieces:
            bad.append(f"pieces: {on_board} on the board + {self.supply} in supply "
                       f"!= {rules.pieces}")
        if self.supply < 0:
            bad.append("negative supply")
        for c, total in enumerate(game.deck_counts):
            n = (sum(h[c] for h in self.hands) + self.market[c] + self.deck[c]
                 + self.discard[c])
            if n != total:
                bad.append(f"cards: {n} {game.colours[c]} cards in play, not {total}")
        for seq in (self.market, self.deck, self.discard, *self.hands):
            if min(seq, default=0) < 0:
                bad.append("negative card count")
                break
        for s in range(self.players):
            used = sum(st.count(s) for st in self.stacks) + (1 if self.open_route[s] else 0)
            if used > rules.markers_per_player:
                bad.append(f"seat {s} uses {used} markers > {rules.markers_per_player}")
            if sum(st.count(s) for st in self.stacks) != len(self.routes[s]):
                bad.append(f"seat {s}: markers on girls differ from connected routes")
        for g, st in enumerate(self.stacks):
            if len(st) > rules.max_routes_per_girl:
                bad.append(f"girl {g} holds {len(st)} markers > {rules.max_routes_per_girl}")
        seen: dict[int, int] = {}
        for s in range(self.players):
            for route in (*self.routes[s], self.open_route[s]):
                for seg in route:
                    if seg in seen:
                        bad.append(f"segment {seg} holds two pieces")
                    seen[seg] = s
                    if self.owner[seg] != s:
                        bad.append(f"segment {seg} of seat {s}'s route is not marked as theirs")
        if len(seen) != sum(1 for o in self.owner if o != -1):
            bad.append("a built segment belongs to no route")
        geo = self.geometry
        for m in self.men:
            if m >= 0:
                for seg in geo.hex_spokes[m]:
                    if self.owner[seg] != -1:
                        bad.append(f"segment {seg} is a man's spoke and was built on")
        placed = [g for g in self.girls if g >= 0]
        if len(set(placed)) != len(placed):
            bad.append("two girls share a hex")
        if any(geo.ring_pos[g] < 0 for g in placed):
            bad.append("a girl is off the path")
        return bad
