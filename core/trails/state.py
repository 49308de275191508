"""The Trails state: an immutable value, its phases, its JSON form and its invariants.

Phases, in play order (:class:`Phase`):

- setup chance: ``terrain`` (hexes without a terrain drawn from the tile set, T8), ``girls``
  (T9), ``deal`` (T10: hands, then the market), ``opener`` (T11);
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

import dataclasses
import enum
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from core.engine import CHANCE, Result, seat_names
from core.trails.scoring import score_parts, score_stacks, tie_break, tie_break_text

if TYPE_CHECKING:
    from core.trails.board import BoardGeometry
    from core.trails.observe import TrailsObservation
    from core.trails.spec import TrailsGame


class Phase(enum.StrEnum):
    """The step a game is at; each member equals its name (``Phase.BUILD == "build"``)."""

    TERRAIN = "terrain"
    GIRLS = "girls"
    DEAL = "deal"
    OPENER = "opener"
    AUCTION_HEX = "auction_hex"
    AUCTION_OPEN = "auction_open"
    AUCTION_BID = "auction_bid"
    AUCTION_PAY = "auction_pay"
    PLACE_MAN = "place_man"
    BUILD = "build"
    GIRL = "girl"
    DRAW = "draw"
    DRAW_CARD = "draw_card"
    DISCARD = "discard"
    REFILL = "refill"
    OVER = "over"


#: The phases where chance moves (a terrain, a girl's hex, a card, the opener are drawn).
CHANCE_PHASES = frozenset({
    Phase.TERRAIN, Phase.GIRLS, Phase.DEAL, Phase.OPENER, Phase.DRAW_CARD, Phase.REFILL,
})

#: Fields that are not part of the state's value: the rules it is played by, its board's
#: geometry, and the segment costs, which follow from the terrains (T20).
_DERIVED = ("game", "geometry", "costs")


class TableViews:
    """Small views of the table that the rules read from a state or from a draft alike."""

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
        return self.girls.index(h) if h in self.girls else -1


@dataclass(frozen=True)
class TrailsState(TableViews):
    """An immutable Trails state; ``apply`` returns a new one and leaves this one unchanged.
    Equal by value.

    Colours, terrains and hexes are indices (into the pack's ``card_colours``, ``terrains``
    and the board's ``hexes``); points and segments index the board geometry (``-1``: none).

    Attributes:
        players: seat count. phase: the step (:class:`Phase`).
        to_move: the seat to act; during a card draw, the seat whose turn it is; ``CHANCE``
            during setup, ``TERMINAL`` at the end (``current_player()`` tells who acts).
        terrains: per hex (-1: not drawn yet). girls: per girl its path hex.
        stacks: per girl the markers on it, bottom first (T23).
        hands, market, deck, discard: cards per colour. dealt: cards dealt so far (T10).
        discard_seen: of the discard pile, the cards per colour paid for routes, face up.
        men: per seat the hex of its man. order: seats in turn order, as the auctions
            placed them (T12, T15). opener: the seat that opened the latest auction.
        auction_hex, auction_bid, auction_leader, auction_in: the auction under way (who is
            still in it). pay_left: cards of the won bid still to discard (T12).
        owner: per segment the seat whose route piece is on it.
        routes: per seat its connected routes (segments). open_route, open_end: per seat its
            unfinished route and the point it ends at (T19, T24).
        supply: route pieces left (T2). supply_out: the last piece is down (T25).
        virtual: segments built after the supply ran out, paid but without a piece (T25).
        built: segments built this turn. connected_girl: the girl connected this turn (T28).
        picks: cards taken in this draw (T31). turn: index in ``order`` of the turn.
        round: completed rounds (T34). final_seat: the seat whose turn ends the game once a
            player has connected the last route (T26), or -1. last_seat: who took the last
            turn (T36). reason: how the game ended.
    """

    game: TrailsGame = field(compare=False, repr=False)
    players: int
    phase: Phase
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
    #: Cards per colour in the discard pile that everyone saw go there: paid for a route
    #: face up ("paying 2 Yellow", T21); bid payments and hand-limit discards go face down
    #: (T12, T32). All zero when the pile holds none (a reshuffle takes them into the deck).
    discard_seen: tuple[int, ...]
    #: The board's geometry (``game.geometry(players)``).
    geometry: BoardGeometry = field(default=None, compare=False, repr=False)
    #: The card colour each segment costs (T20), once every hex has a terrain.
    costs: tuple[int, ...] = field(default=(), compare=False, repr=False)

    # --- value semantics -------------------------------------------------------------------

    def __deepcopy__(self, memo):
        return self  # immutable: a copy is the value itself

    def __copy__(self):
        return self

    def replace(self, **changes) -> TrailsState:
        """A copy with some fields changed (tests, editors); the segment costs follow the
        terrains. No rule is checked: ``check_invariants`` tells what such a state breaks."""
        if "phase" in changes:
            changes["phase"] = Phase(changes["phase"])
        if "terrains" in changes:
            terrains = changes["terrains"]
            changes["costs"] = (self.game.costs(self.players, terrains)
                                if -1 not in terrains else ())
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """Every field but the derived ones, as plain JSON values."""
        data = {f.name: plain(getattr(self, f.name))
                for f in fields(self) if f.name not in _DERIVED}
        data["phase"] = self.phase.value
        return data

    # --- the protocol ------------------------------------------------------------------------

    def current_player(self) -> int:
        """The seat to move, ``CHANCE`` or ``TERMINAL``."""
        if self.phase in CHANCE_PHASES:
            return CHANCE
        return self.to_move

    def is_terminal(self) -> bool:
        return self.phase == Phase.OVER

    def legal_moves(self) -> list:
        """Legal moves of the player to move, in a deterministic order (chance: outcomes)."""
        return self.game.engine.legal_moves(self)

    def chance_outcomes(self) -> list[tuple[Any, float]]:
        """``[(move, probability)]`` at a chance node; empty elsewhere."""
        return self.game.engine.chance_outcomes(self)

    def apply(self, move) -> TrailsState:
        """The state after ``move``; raises IllegalMove (with the rule id) when not legal.
        ``self`` is unchanged."""
        return self.game.engine.apply(self, move)

    def result(self) -> Result:
        """Scores, winner (T36) and how the game ended: routes, supply or round_limit.

        Raises:
            ValueError: the game is not over.
        """
        if self.phase != Phase.OVER:
            raise ValueError("the game is not over")
        scores = self.scores()
        winner = tie_break(scores, self._turn_order(), self.last_seat)
        return Result(
            winners=(winner,), scores=tuple(float(x) for x in scores), reason=self.reason,
            rounds=self.round, breakdown=score_parts(self.stacks, self.players),
        )

    def tie_break_text(self, names: Sequence[str] | None = None) -> str:
        """How the T36 tie-break chose the winner among the players tied on the highest
        score, with the seats' ``names`` (as ``describe`` takes them); "" without such a tie.

        Raises:
            ValueError: the game is not over.
        """
        if self.phase != Phase.OVER:
            raise ValueError("the game is not over")
        return tie_break_text(self.scores(), self._turn_order(), self.last_seat,
                              seat_names(names, self.players))

    def _turn_order(self) -> tuple[int, ...]:
        """The seats in turn order (seat order while the auctions have not made one)."""
        return self.order or tuple(range(self.players))

    def observe(self, seat: int) -> TrailsObservation:
        """What ``seat`` may see (hidden: other hands' cards and the deck).

        Raises:
            ValueError: ``seat`` is not a seat of this game.
        """
        from core.trails.observe import observe

        return observe(self, seat)

    # --- small views -----------------------------------------------------------------------

    def scores(self) -> list[int]:
        """Current points per seat (T35)."""
        return score_stacks(self.stacks, self.players)

    def build_targets(self) -> list[tuple[int, int]]:
        """``(segment, to point)`` the player to move may build next (T17–T19, T22–T23)."""
        from core.trails.rules.build import build_targets

        return build_targets(self)

    # --- invariants --------------------------------------------------------------------------

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
        for seq in (self.market, self.deck, self.discard, self.discard_seen, *self.hands):
            if min(seq, default=0) < 0:
                bad.append("negative card count")
                break
        if any(s > d for s, d in zip(self.discard_seen, self.discard, strict=True)):
            bad.append("more face-up cards in the discard pile than it holds")
        for s in range(self.players):
            on_girls = sum(st.count(s) for st in self.stacks)
            used = on_girls + (1 if self.open_route[s] else 0)
            if used > rules.markers_per_player:
                bad.append(f"seat {s} uses {used} markers > {rules.markers_per_player}")
            if on_girls != len(self.routes[s]):
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


class Draft(TableViews):
    """A mutable working copy of a state's fields (the same names), which the rules change
    while they apply one move; the engine then freezes it into the next :class:`TrailsState`.
    Both keep their fields in their ``__dict__``, so the fast path (``core.trails.fast``) turns
    a finished draft into that state by assigning its ``__class__``, without copying.
    Nobody but the rules ever sees a state half-way through a move."""

    def __init__(self, state: TrailsState) -> None:
        vars(self).update(vars(state))

    def freeze(self) -> TrailsState:
        """The new state holding the draft's fields."""
        return TrailsState(**vars(self))


def state_fields() -> tuple[str, ...]:
    """The names of the state's own fields, as in its JSON (the derived ones left out)."""
    return tuple(f.name for f in fields(TrailsState) if f.name not in _DERIVED)


def plain(value):
    """``value`` as plain JSON: tuples (nested) become lists."""
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    return value


def changed(items: tuple, i: int, value) -> tuple:
    """``items`` with item ``i`` replaced by ``value``."""
    out = list(items)
    out[i] = value
    return tuple(out)


def added(counts: tuple[int, ...], i: int, n: int = 1) -> tuple[int, ...]:
    """``counts`` with ``n`` more at ``i`` (``n`` < 0: fewer)."""
    out = list(counts)
    out[i] += n
    return tuple(out)


__all__ = ["CHANCE_PHASES", "Draft", "Phase", "TableViews", "TrailsState", "added", "changed",
           "plain", "state_fields"]
