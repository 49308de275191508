"""What one Trails seat may see: :class:`TrailsObservation`, a frozen dataclass.

Hidden from a seat: the other hands' cards (their sizes are public), the deck (its size is
public, its order does not exist: draws are chance moves) and the face-down part of the
discard pile (bid payments, T12, and hand-limit discards, T32: its size is public). The cards
paid for routes went to the pile face up and are named in the log (T21): ``discard_seen``. Everything on the table is public: the board and its terrains,
segment costs, routes, markers, girls, men, the supply, the market, the auction and who is
still in it (passes are public, T11).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from core.trails.scoring import score_stacks
from core.trails.state import Phase, plain

if TYPE_CHECKING:
    from core.trails.state import TrailsState


@dataclass(frozen=True)
class TrailsObservation:
    """What ``seat`` sees of a state; ``to_move`` is the state's ``current_player()``."""

    seat: int
    players: int
    phase: Phase
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
    #: Points per seat so far, from the public marker stacks (T35).
    scores: tuple[int, ...] = ()
    #: Of the discard pile, the cards per colour everyone saw paid for routes (T21; the
    #: public log names them); the rest of the pile went face down (T12, T32).
    discard_seen: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data = {f.name: plain(getattr(self, f.name)) for f in fields(self)}
        data["phase"] = self.phase.value
        return data


def observe(state: TrailsState, seat: int) -> TrailsObservation:
    """What ``seat`` may see of ``state``.

    Raises:
        ValueError: ``seat`` is not one of the state's seats.
    """
    if type(seat) is not int or not 0 <= seat < state.players:
        raise ValueError(f"seat {seat!r} is not a seat of this {state.players}-player game")
    return TrailsObservation(
        seat=seat,
        players=state.players,
        phase=state.phase,
        to_move=state.current_player(),
        hand=state.hands[seat],
        hand_sizes=tuple(map(sum, state.hands)),
        market=state.market,
        deck_size=sum(state.deck),
        discard_size=sum(state.discard),
        discard_seen=state.discard_seen,
        terrains=state.terrains,
        girls=state.girls,
        stacks=state.stacks,
        men=state.men,
        order=state.order,
        owner=state.owner,
        routes=state.routes,
        open_route=state.open_route,
        open_end=state.open_end,
        supply=state.supply,
        markers_left=tuple(state.markers_left(s) for s in range(state.players)),
        auction_hex=state.auction_hex,
        auction_bid=state.auction_bid,
        auction_leader=state.auction_leader,
        pay_left=state.pay_left,
        built=state.built,
        connected_girl=state.connected_girl,
        picks=state.picks,
        round=state.round,
        final_round=state.final_round(),
        costs=state.costs,
        auction_in=state.auction_in,
        scores=tuple(score_stacks(state.stacks, state.players)),
    )
