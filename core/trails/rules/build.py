"""Building routes (T16–T26): one segment per move with its payment, scrapping, stopping."""

from __future__ import annotations

from core.engine import TERMINAL
from core.trails.moves import SCRAP, STOP, Build, Scrap, Stop
from core.trails.rules.turn_end import girl_step
from core.trails.state import Draft, Phase, added, changed


def build_targets(state) -> list[tuple[int, int]]:
    """``(segment, to point)`` the player to move may build next (T17–T19, T22–T23)."""
    return [(e.segment, e.to) for e in _open_exits(state)]


def _open_exits(state) -> list:
    """The segments the player to move may build next, as ``Exit`` records (``spec``).

    A route starts at a corner of the player's man's hex (with a marker left for it, T23) or
    goes on from the end of their unfinished route (T19), along free segments (T18); a
    man's spokes belong to him (T16); a route that reached a girl's centre goes no further,
    and a girl holding the most markers takes no route (T22, T23).
    """
    seat = state.to_move
    geo = state.geometry
    if state.open_route[seat]:
        end = state.open_end[seat]
        if geo.point_hex[end] >= 0 and end in state.girls:
            return []  # a route may not pass through a girl's centre (T22)
        starts = (end,)
    elif state.built == 0 and state.markers_left(seat) > 0 and state.men[seat] >= 0:
        starts = geo.hex_corners[state.men[seat]]
    else:
        return []
    owner = state.owner
    exits = state.game.route_exits(state.players, state.men)  # a man's spokes left out
    full = _full_girls(state)
    return [e for p in starts for e in exits[p] if owner[e.segment] == -1 and e.to not in full]


def _full_girls(state) -> list[int]:
    """The centres of the girls that hold the most markers and take no route (T23)."""
    limit = state.game.rules.max_routes_per_girl
    if max(map(len, state.stacks), default=0) < limit:
        return []  # no girl is full yet (most turns)
    return [h for h, stack in zip(state.girls, state.stacks, strict=True) if len(stack) >= limit]


def build_moves(state) -> list:
    """Every build of :func:`build_targets` with every payment the hand can make, then
    scrapping the unfinished route (before building, T19) and stopping (T17).

    A segment is paid with one card of its cost colour (T20), or with a pair of any one
    colour, multicolour included (T21).
    """
    seat = state.to_move
    hand = state.hands[seat]
    pairs = [c for c, k in enumerate(hand) if k >= 2]  # any pair pays any one card (T21)
    costs = state.costs
    out: list = []
    for exit_ in _open_exits(state):
        cost = costs[exit_.segment]
        if cost >= 0 and hand[cost]:
            out.append(exit_.one[cost])
        for c in pairs:
            out.append(exit_.two[c])
    if state.open_route[seat] and state.built == 0 and not state.supply_out:
        out.append(SCRAP)
    out.append(STOP)
    return out


def build_step(d: Draft, move: Build | Scrap | Stop) -> None:
    if isinstance(move, Build):
        build(d, move)
    elif isinstance(move, Scrap):
        scrap(d)
    else:
        end_build(d)


def build(d: Draft, move: Build) -> None:
    """Lay one route piece on ``move.segment`` and pay for it (T18–T21); once the supply is
    out the route goes on, paid, without pieces (T25). Reaching a girl connects (T22–T24)."""
    seat = d.to_move
    c = d.game.colour_index[move.colour]
    d.hands = changed(d.hands, seat, added(d.hands[seat], c, -move.cards))
    d.discard = added(d.discard, c, move.cards)
    d.discard_seen = added(d.discard_seen, c, move.cards)
    d.owner = changed(d.owner, move.segment, seat)
    if d.supply_out:
        d.virtual += (move.segment,)
    else:
        d.supply -= 1
    d.supply_out = d.supply == 0
    d.built += 1
    route = d.open_route[seat] + (move.segment,)
    girl = d.girl_at(move.to) if d.geometry.point_hex[move.to] >= 0 else -1  # a centre
    if girl < 0:
        d.open_route = changed(d.open_route, seat, route)
        d.open_end = changed(d.open_end, seat, move.to)
        return
    _connect(d, seat, girl, route)
    end_build(d)


def _connect(d: Draft, seat: int, girl: int, route: tuple[int, ...]) -> None:
    """T23: the route's marker goes on top of the girl; T26: the last route to connect
    gives every other player one more turn."""
    d.routes = changed(d.routes, seat, d.routes[seat] + (route,))
    if d.final_seat == -1 and len(d.routes[seat]) >= d.game.rules.routes_to_end:
        d.final_seat = d.order[d.order.index(seat) - 1]  # the seat before ends the game
    d.stacks = changed(d.stacks, girl, d.stacks[girl] + (seat,))
    d.open_route = changed(d.open_route, seat, ())
    d.open_end = changed(d.open_end, seat, -1)
    d.connected_girl = girl


def scrap(d: Draft) -> None:
    """T19: the unfinished route's pieces go back to the supply, its marker to the player."""
    seat = d.to_move
    route = d.open_route[seat]
    owner = list(d.owner)
    for seg in route:
        owner[seg] = -1
    d.owner = tuple(owner)
    d.supply += len(route)
    d.open_route = changed(d.open_route, seat, ())
    d.open_end = changed(d.open_end, seat, -1)


def end_build(d: Draft) -> None:
    """The build step ends: the game too if the supply ran out (T25), else the girl step."""
    if d.supply_out:
        d.phase, d.to_move, d.reason, d.last_seat = Phase.OVER, TERMINAL, "supply", d.to_move
        return
    girl_step(d)
