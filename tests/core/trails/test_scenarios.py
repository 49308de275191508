"""Scenario tests from the rules audit: tricky positions for T11–T36, each asserting the
rule's consequence and the IllegalMove rule id of the forbidden alternative."""

from __future__ import annotations

import random

import pytest

from content import default_pack
from content.models.trails import Board, Hex
from core.engine import CHANCE, TERMINAL, IllegalMove
from core.sim.runner import sample_chance
from core.trails import make_game
from core.trails.moves import (
    AuctionHex,
    Bid,
    Build,
    ChooseOpener,
    Discard,
    DrawCard,
    MoveGirl,
    Pass,
    PlaceMan,
    Scrap,
    Stop,
    TakeAll,
    TakeDeck,
    TakeMarket,
)
from tests.core.trails.helpers import (
    BOTTOM,
    GIRLS,
    TOP,
    balance,
    builds,
    colour,
    game,
    hand,
    position,
    run_until,
    shared_corner,
    two_player,
    with_rules,
)


def _refused(state, move, rule):
    with pytest.raises(IllegalMove) as e:
        state.apply(move)
    assert e.value.rule == rule, (e.value.rule, e.value.args)


def _at_first_auction(players, opener=0, seed=0, g=None):
    g = g or game()
    s = run_until(g.new_game(players), {"opener"}, random.Random(seed))
    return s.apply(ChooseOpener(opener))


def _hexes(state):
    geo = state.geometry
    return sorted(geo.index[(m.q, m.r)] for m in state.legal_moves())


def _hex_move(state, h, cls=AuctionHex):
    return cls(*state.geometry.cells[h])


def _with_route(s, seat, segs, end):
    """``s`` with an unfinished route of ``seat`` over ``segs`` ending at ``end``."""
    owner = list(s.owner)
    for seg in segs:
        owner[seg] = seat
    return s.replace(
        owner=tuple(owner), supply=s.supply - len(segs),
        open_route=tuple(tuple(segs) if x == seat else s.open_route[x]
                         for x in range(s.players)),
        open_end=tuple(end if x == seat else s.open_end[x] for x in range(s.players)),
    )


def _next_turn(s):
    """``s`` as the start of the same player's next build step."""
    return s.replace(phase="build", built=0, connected_girl=-1, picks=0)


# --- T11–T15: auctions and seating -----------------------------------------------------------


def test_T11_opener_must_bid_and_raises_must_beat_the_bid_within_the_hand():
    s = _at_first_auction(3, opener=0)
    h = s.legal_moves()[0]
    _refused(s, PlaceMan(h.q, h.r), "T14")  # a man goes down freely only for the last player
    s = s.apply(h)
    _refused(s, h, "T11")  # one hex per auction
    _refused(s, Pass(), "T11")  # the opener opens with a bid of 0-6, never a pass
    s = s.apply(Bid(2))
    assert s.current_player() == 1
    _refused(s, Bid(2), "T11")  # not more than the current bid
    _refused(s, Bid(sum(s.hands[1]) + 1), "T11")  # more than the hand
    s = s.apply(Pass())
    assert s.current_player() == 2
    s = s.apply(Bid(3))
    assert s.current_player() == 0  # seat 1 passed: out of this auction
    s = s.apply(Bid(4))
    assert s.current_player() == 2  # skips seat 1
    s = s.apply(Pass())
    assert s.phase == "auction_pay" and s.current_player() == 0 and s.pay_left == 4


def test_T12_bid_paid_with_cards_of_the_winners_choice_only_from_the_hand():
    s = _at_first_auction(2, opener=0)
    s = s.apply(s.legal_moves()[0]).apply(Bid(1)).apply(Bid(2)).apply(Pass())
    assert s.phase == "auction_pay" and s.current_player() == 1 and s.order == (1,)
    missing = next(game().colours[c] for c, k in enumerate(s.hands[1]) if k == 0)
    _refused(s, Discard(missing), "T12")
    before = s.hands[1]
    held = next(game().colours[c] for c, k in enumerate(before) if k)
    s = s.apply(Discard(held)).apply(Discard(s.legal_moves()[-1].colour))
    assert sum(s.hands[1]) == sum(before) - 2
    assert s.discard[colour(held)] >= 1
    assert s.phase == "place_man" and s.current_player() == 0  # T14 for the loser


def test_T13_next_opener_is_clockwise_from_the_previous_opener_without_a_place():
    s = _at_first_auction(4, opener=0)
    s = s.apply(s.legal_moves()[0]).apply(Bid(0)).apply(Pass()).apply(Bid(1))
    s = s.apply(Pass()).apply(Pass())
    assert s.phase == "auction_pay" and s.current_player() == 2
    s = s.apply(s.legal_moves()[0])
    assert s.order == (2,)
    assert s.phase == "auction_hex" and s.current_player() == 1  # clockwise from seat 0
    s = s.apply(s.legal_moves()[0]).apply(Bid(0)).apply(Pass()).apply(Pass())
    assert s.order == (2, 1)
    assert s.current_player() == 3  # clockwise from seat 1: seat 2 is placed, seat 3 is not


def test_T13_two_player_first_hex_top_or_bottom_then_the_partner():
    s = _at_first_auction(2, opener=1)
    assert _hexes(s) == [TOP, BOTTOM]
    for middle in (6, 7):
        _refused(s, _hex_move(s, middle), "T13")
    s = s.apply(_hex_move(s, BOTTOM)).apply(Bid(0)).apply(Pass())
    assert s.phase == "place_man" and s.current_player() == 0
    assert _hexes(s) == [TOP]  # the only free ring-2 hex exactly 2 away
    _refused(s, _hex_move(s, 7, PlaceMan), "T13")


def test_T13_exactly_two_from_the_nearest_man():
    """3 players: after a man on hex 4, the next hex is exactly 2 from it, not 1."""
    s = _at_first_auction(3, opener=0)
    s = s.apply(_hex_move(s, 4)).apply(Bid(0)).apply(Pass()).apply(Pass())
    assert _hexes(s) == [10, 13, 14]
    _refused(s, _hex_move(s, 5), "T13")  # adjacent to the man
    _refused(s, _hex_move(s, 9), "T13")  # not on ring 2 (the centre hex)


def test_T13_fallback_any_free_ring_two_hex_when_none_is_two_away():
    """Men on 4 and 14 of the 3-player board: every free ring-2 hex is next to one of them,
    so the last player may take any free ring-2 hex."""
    s = _at_first_auction(3, opener=0)
    s = s.apply(_hex_move(s, 4)).apply(Bid(0)).apply(Pass()).apply(Pass())
    s = s.apply(_hex_move(s, 14)).apply(Bid(0)).apply(Pass())
    assert s.phase == "place_man" and s.current_player() == 2
    assert _hexes(s) == [5, 8, 10, 13]
    _refused(s, _hex_move(s, 9, PlaceMan), "T13")  # ring 3 stays out
    _refused(s, _hex_move(s, 4, PlaceMan), "T13")  # taken


def _two_lobes_game():
    """A 3-player board of two lobes: a radius-2 hexagon (ring 2 = the 6 hexes around its
    centre) and, to the right through a neck two hexes wide, a 7-hex flower whose centre is
    ring 2 too. (The board's edge is one simple loop, as the path ring needs, T8.)"""
    pack = default_pack("trails")
    cells = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2]
    cells += [(3, -1), (3, 0), (4, -1), (4, 0)]  # the neck
    cells += [(6, -1)] + [(6 + dq, -1 + dr) for dq, dr in
                          ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))]
    board = Board(players=3, girls=3,
                  hexes=tuple(Hex(q=q, r=r, terrain="forest") for q, r in cells))
    return make_game(pack.model_copy(update={"boards": (board,)}))


def test_T13_fallback_distance_two_or_more_before_any_hex():
    g = _two_lobes_game()
    s = _at_first_auction(3, opener=0, g=g)
    geo = s.geometry
    h = {c: i for i, c in enumerate(geo.cells)}
    ring2 = {geo.cells[x] for x in geo.ring2}
    assert ring2 == {(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1), (6, -1)}
    s = s.apply(AuctionHex(1, 0)).apply(Bid(0)).apply(Pass()).apply(Pass())
    assert sorted(geo.cells[x] for x in _hexes(s)) == [(-1, 0), (-1, 1), (0, -1)]
    s = s.apply(AuctionHex(-1, 0)).apply(Bid(0)).apply(Pass())
    # Free ring-2 hexes: four next to a man (distance 1), the flower's centre far away.
    assert s.phase == "place_man"
    assert _hexes(s) == [h[(6, -1)]]
    _refused(s, PlaceMan(0, 1), "T13")


def test_T14_last_player_places_without_auction_keeps_cards_and_plays_last():
    s = _at_first_auction(3, opener=2)
    s = s.apply(s.legal_moves()[0]).apply(Bid(3)).apply(Pass()).apply(Pass())
    while s.phase == "auction_pay":
        s = s.apply(s.legal_moves()[0])
    assert s.order == (2,)
    s = s.apply(s.legal_moves()[0]).apply(Bid(2)).apply(Pass())  # seat 0 opens, seat 1 passes
    while s.phase == "auction_pay":
        s = s.apply(s.legal_moves()[0])
    assert s.order == (2, 0)
    assert s.phase == "place_man" and s.current_player() == 1
    kept = s.hands[1]
    _refused(s, AuctionHex(*s.geometry.cells[_hexes(s)[0]]), "T14")
    _refused(s, Bid(0), "T14")
    s = s.apply(s.legal_moves()[0])
    assert s.hands[1] == kept and s.order == (2, 0, 1)
    assert s.phase == "build" and s.current_player() == 2  # T15


# --- T16–T26: building --------------------------------------------------------------------


def test_T16_no_one_builds_a_mans_spokes_but_edges_of_his_hex_are_free():
    s, me = two_player()
    geo = s.geometry
    other_spoke = geo.hex_spokes[BOTTOM][0]
    own_spoke = geo.hex_spokes[TOP][0]
    # Bring my route next to the other man's hex: the edge shared by hexes 7 and 10.
    a, b = shared_corner(geo, 7, BOTTOM)
    s = _with_route(s, me, [geo.segment_between(28, 38)], 38)
    s = s.replace(stacks=((), (), (), ()))
    targets = s.build_targets()
    assert (geo.segment_between(38, 39), 39) in targets  # an edge of the man's hex
    assert all(geo.spoke_hex[seg] != BOTTOM for seg, _ in targets)
    _refused(s, Build(geo.segment_between(38, BOTTOM), BOTTOM, "green", 1), "T16")
    _refused(s, Build(own_spoke, geo.segments[own_spoke].b, "green", 1), "T16")
    assert other_spoke in geo.hex_spokes[BOTTOM] and (a, b) == (38, 39)


def test_T17_one_route_per_turn_and_nothing_after_stop():
    s, me = two_player()
    s1 = s.apply(builds(s)[0])
    # A second route from another corner of the man's hex is not this turn's route.
    geo = s.geometry
    other_start = [seg for c in geo.hex_corners[TOP] if c != s1.open_end[me]
                   for seg, o in geo.point_segments[c]
                   if s1.owner[seg] == -1 and geo.spoke_hex[seg] != TOP
                   and s1.open_end[me] not in (geo.segments[seg].a, geo.segments[seg].b)]
    seg = other_start[0]
    to = geo.segments[seg].b if geo.segments[seg].a in geo.hex_corners[TOP] else geo.segments[
        seg].a
    _refused(s1, Build(seg, to, "green", 1), "T19")
    after = s1.apply(Stop())
    _refused(after, builds(s1)[0], "T17")


def test_T18_a_segment_holds_one_piece_for_any_player():
    s, me = two_player()
    geo = s.geometry
    seg = geo.segment_between(18, 19)  # edge between my man's hex and girl 0's hex
    owner = list(s.owner)
    owner[seg] = 1 - me
    routes = list(s.open_route)
    routes[1 - me] = (seg,)
    ends = list(s.open_end)
    ends[1 - me] = 19
    s = s.replace(owner=tuple(owner), open_route=tuple(routes), open_end=tuple(ends),
                  supply=s.supply - 1)
    assert not s.check_invariants()
    _refused(s, Build(seg, 19, "green", 1), "T18")
    _refused(s, Build(seg, 18, "green", 1), "T18")
    # My own built segment cannot be used twice either.
    s1 = s.apply(Build(geo.segment_between(18, 27), 27, "green", 1))
    _refused(s1, Build(geo.segment_between(18, 27), 18, "green", 1), "T18")


def test_T18_routes_of_different_players_meet_at_points():
    """The rival's route ends at corner 29 (and passed through it); mine reaches 29 along
    another segment and goes on through it."""
    s, me = two_player()
    geo = s.geometry
    rival = [geo.segment_between(22, 29), geo.segment_between(29, 31)]
    owner = list(s.owner)
    for seg in rival:
        owner[seg] = 1 - me
    s = s.replace(owner=tuple(owner), supply=s.supply - 2, routes=tuple(
        (tuple(rival),) if x == 1 - me else () for x in range(2)),
        stacks=tuple((1 - me,) if i == 1 else () for i in range(4)))
    assert not s.check_invariants()
    s = s.apply(Build(geo.segment_between(28, 29), 29, "green", 1))
    assert s.open_end[me] == 29
    targets = s.build_targets()
    assert (geo.segment_between(29, 7), 7) in targets  # on through the shared point
    assert all(seg not in rival for seg, _ in targets)
    s = s.apply(Build(geo.segment_between(29, 7), 7, "green", 1))
    assert s.owner[geo.segment_between(29, 7)] == me and not s.check_invariants()


def test_T18_scrapped_segments_are_free_again():
    """Ruling of this engine: scrapping removes the pieces, so their segments may be built
    again (a segment holds at most one piece at a time)."""
    s, me = two_player()
    m = builds(s)[0]
    s = _next_turn(s.apply(m).apply(Stop()).replace(to_move=me))
    s = s.apply(Scrap())
    assert m in s.legal_moves()


def test_T19_continue_from_the_end_or_scrap_whole_first():
    s, me = two_player()
    geo = s.geometry
    route = [geo.segment_between(22, 30), geo.segment_between(30, 23)]
    s = _with_route(s, me, route, 23)
    assert {seg for seg, _ in s.build_targets()} == {
        seg for seg, o in geo.point_segments[23] if s.owner[seg] == -1}
    fresh = Build(geo.segment_between(18, 19), 19, "green", 1)  # from the man's hex
    _refused(s, fresh, "T19")
    markers, supply = s.markers_left(me), s.supply
    scrapped = s.apply(Scrap())
    assert scrapped.supply == supply + 2 and scrapped.markers_left(me) == markers + 1
    assert all(scrapped.owner[seg] == -1 for seg in route)
    assert scrapped.open_end[me] == -1 and not scrapped.check_invariants()
    assert scrapped.apply(fresh).open_end[me] == 19
    # Scrap only before building this turn.
    s1 = s.apply(s.legal_moves()[0])
    _refused(s1, Scrap(), "T19")
    # Nothing to scrap.
    s2, _ = two_player()
    _refused(s2, Scrap(), "T19")


def test_T19_only_one_unfinished_route_across_turns():
    s, me = two_player()
    s = s.apply(builds(s)[0]).apply(Stop())
    s = _next_turn(s.replace(to_move=me))
    geo = s.geometry
    end = s.open_end[me]
    for m in builds(s):
        assert end in (geo.segments[m.segment].a, geo.segments[m.segment].b)


def _cost_board(s):
    """Hex 0 water (blue), hex 4 house (red), the rest forest (green)."""
    g = game()
    t = [g.terrain_index["forest"]] * len(s.terrains)
    t[0] = g.terrain_index["water"]
    t[4] = g.terrain_index["house"]
    return s.replace(terrains=tuple(t))


def test_T20_spoke_edge_and_outer_edge_costs():
    s, me = two_player(seat_hand=hand(green=1, blue=1, red=1, multi=1))
    s = _cost_board(s)
    geo = s.geometry
    green, blue, multi = colour("green"), colour("blue"), colour("multi")
    assert s.costs[geo.segment_between(0, 14)] == blue  # spoke of the water hex
    assert s.costs[geo.segment_between(18, 19)] == multi  # forest | water
    assert s.costs[geo.segment_between(28, 29)] == green  # forest | forest
    outer = [x.index for x in geo.segments if x.kind == "edge" and x.hexes == (0,)]
    assert len(outer) == 3 and all(s.costs[x] == blue for x in outer)
    edge = geo.segment_between(18, 19)
    assert {(m.colour, m.cards) for m in s.legal_moves()
            if m.kind == "build" and m.segment == edge} == {("multi", 1)}
    _refused(s, Build(edge, 19, "green", 1), "T20")
    _refused(s, Build(edge, 19, "blue", 1), "T20")
    s1 = s.apply(Build(edge, 19, "multi", 1))
    assert s1.hands[me][multi] == 0 and s1.discard[multi] == 1
    # The water hex's spoke takes blue only.
    _refused(s1, Build(geo.segment_between(19, 0), 0, "green", 1), "T20")
    assert s1.apply(Build(geo.segment_between(19, 0), 0, "blue", 1)).stacks[0] == (me,)


def test_T21_any_pair_pays_any_one_card_multicolour_pairs_included():
    s, me = two_player(seat_hand=hand(yellow=2, multi=2, black=1))
    s = _cost_board(s)
    geo = s.geometry
    edge = geo.segment_between(18, 19)  # multicolour
    pays = {(m.colour, m.cards) for m in s.legal_moves()
            if m.kind == "build" and m.segment == edge and m.to == 19}
    assert pays == {("multi", 1), ("yellow", 2), ("multi", 2)}
    spoke_edge = geo.segment_between(28, 29)  # green: no green card, pairs only
    pays = {(m.colour, m.cards) for m in s.legal_moves()
            if m.kind == "build" and m.segment == spoke_edge and m.to == 29}
    assert pays == {("yellow", 2), ("multi", 2)}
    _refused(s, Build(spoke_edge, 29, "multi", 1), "T20")  # multicolour is not wild
    _refused(s, Build(spoke_edge, 29, "black", 2), "T21")  # only one black card
    _refused(s, Build(spoke_edge, 29, "yellow", 3), "T21")
    s1 = s.apply(Build(spoke_edge, 29, "multi", 2))
    assert s1.hands[me] == hand(yellow=2, black=1) and s1.discard[colour("multi")] == 2


def test_T22_connect_only_by_the_spoke_into_a_girls_centre():
    s, me = two_player()
    geo = s.geometry
    # Round girl 0's hex along its edges: the route touches its corners but stays open.
    s = s.apply(Build(geo.segment_between(18, 17), 17, "green", 1))
    s = s.apply(Build(geo.segment_between(17, 16), 16, "green", 1))
    assert s.phase == "build" and s.stacks[0] == () and s.open_end[me] == 16
    s = s.apply(Build(geo.segment_between(16, 0), 0, "green", 1))
    assert s.stacks[0] == (me,) and s.routes[me] == (tuple(
        geo.segment_between(*p) for p in ((18, 17), (17, 16), (16, 0))),)
    assert s.phase != "build"  # the route ends in the girl: nothing passes through
    _refused(s, Build(geo.segment_between(0, 15), 15, "green", 1), "T17")


def test_T22_a_route_may_not_pass_through_a_man_or_a_girl_centre():
    s, me = two_player()
    geo = s.geometry
    # To the other man's hex corner 38: its centre is closed (his spokes, T16).
    s = _with_route(s, me, [geo.segment_between(28, 38)], 38)
    assert all(to != BOTTOM for _, to in s.build_targets())
    _refused(s, Build(geo.segment_between(38, BOTTOM), BOTTOM, "green", 1), "T16")
    # A girl stepped onto the hex whose centre ends my route: it can go no further.
    s2, _ = two_player()
    s2 = _with_route(s2, me, [geo.segment_between(29, 7)], 7)
    s2 = s2.replace(girls=(7,) + GIRLS[1:])
    assert s2.build_targets() == []
    _refused(s2, Build(geo.segment_between(7, 39), 39, "green", 1), "T22")
    assert Scrap() in s2.legal_moves()  # but it may be scrapped


def test_T23_full_girl_takes_no_route_but_the_fourth_marker_goes_on_top():
    s, me = two_player()
    other = 1 - me
    geo = s.geometry
    spoke = Build(geo.segment_between(19, 0), 0, "green", 1)
    s3 = s.replace(stacks=((other, me, other),) + s.stacks[1:],
                   routes=tuple(((),) * (1 if x == me else 2) for x in range(2)))
    after = s3.apply(spoke)
    assert after.stacks[0] == (other, me, other, me)
    s4 = s.replace(stacks=((other, me, other, other),) + s.stacks[1:],
                   routes=tuple(((),) * (1 if x == me else 3) for x in range(2)))
    assert not s4.check_invariants()
    assert all(to != 0 for _, to in s4.build_targets())
    _refused(s4, spoke, "T23")


def test_T24_marker_moves_with_the_end_and_onto_the_girl():
    s, me = two_player()
    geo = s.geometry
    s = s.apply(Build(geo.segment_between(18, 17), 17, "green", 1))
    assert s.open_end[me] == 17 and s.markers_left(me) == 5
    s = s.apply(Build(geo.segment_between(17, 0), 0, "green", 1))
    assert s.open_end[me] == -1 and s.stacks[0] == (me,) and s.markers_left(me) == 5


def test_T25_last_piece_then_build_on_without_pieces_paying_cards():
    s, me = two_player()
    s = with_rules(s, pieces=1)
    geo = s.geometry
    s = s.apply(Build(geo.segment_between(18, 17), 17, "green", 1))
    assert s.supply == 0 and s.supply_out and s.phase == "build"
    _refused(s, Scrap(), "T19")
    s = s.apply(Build(geo.segment_between(17, 16), 16, "green", 1))
    assert s.supply == 0 and s.hands[me] == hand(green=3)  # cards paid, no piece placed
    s = s.apply(Build(geo.segment_between(16, 0), 0, "green", 1))
    assert s.stacks[0] == (me,) and len(s.routes[me]) == 1  # counts as connected
    assert s.phase == "over" and s.current_player() == TERMINAL
    assert s.hands[me] == hand(green=2)  # no draw
    assert s.girls == GIRLS  # no girl move
    r = s.result()
    assert r.reason == "supply" and s.last_seat == me
    assert not s.check_invariants()


def test_T25_last_piece_on_the_connecting_segment_ends_the_game_at_once():
    s, me = two_player()
    s = with_rules(s, pieces=2)
    routes = list(s.routes)
    routes[me] = ((),) * 5
    s = s.replace(routes=tuple(routes), stacks=((), (me,) * 3, (me,) * 2, ()))
    geo = s.geometry
    s = s.apply(Build(geo.segment_between(18, 17), 17, "green", 1))
    s = s.apply(Build(geo.segment_between(17, 0), 0, "green", 1))  # 6th route, last piece
    assert s.is_terminal() and s.result().reason == "supply"  # no extra turns (T26)


def test_T26_sixth_route_each_other_player_exactly_one_more_turn_without_draws():
    s = position(3, seat_hand=hand(green=5))
    order = s.order
    first, second, third = order
    geo = s.geometry
    # Let the second player in turn order connect their 6th route this turn.
    s = s.replace(to_move=second, turn=1)
    hands = list(s.hands)
    hands[second] = hand(green=3)
    hands[first] = hand(red=2)
    hands[third] = hand(red=2)
    s = balance(s, hands=tuple(hands))
    man = s.men[second]
    girl_hex = next(x for x in geo.neighbours[man] if geo.ring_pos[x] >= 0)
    girls = list(s.girls)
    if girl_hex not in girls:
        girls[0] = girl_hex
    g = girls.index(girl_hex)
    others = [i for i in range(len(girls)) if i != g]
    stacks = [()] * len(girls)
    stacks[others[0]], stacks[others[1]] = (second,) * 3, (second,) * 2
    routes = list(s.routes)
    routes[second] = ((),) * 5
    s = s.replace(girls=tuple(girls), stacks=tuple(stacks), routes=tuple(routes))
    assert not s.check_invariants()
    corner = shared_corner(geo, man, girl_hex)[0]
    s = s.apply(Build(geo.segment_between(corner, girl_hex), girl_hex, "green", 1))
    assert len(s.routes[second]) == 6 and s.final_round()
    turns = []
    hands_before = s.hands
    while not s.is_terminal():
        if s.current_player() == CHANCE:
            s = s.apply(s.chance_outcomes()[0][0])
            continue
        if s.phase == "build":
            turns.append(s.to_move)
            hands_before = s.hands
        assert s.phase in ("build", "girl"), s.phase  # T30: no draw step for anyone
        s = s.apply(Stop() if s.phase == "build" else s.legal_moves()[0])
        if s.phase == "build" or s.is_terminal():
            assert s.hands == hands_before
    assert turns == [third, first]  # everyone else once, in turn order, then the end
    assert s.result().reason == "routes" and s.last_seat == first


# --- T27–T29: girls -------------------------------------------------------------------------


def _girl_position(girls, stacks, connected=-1):
    s, me = two_player()
    s = s.replace(girls=girls, stacks=stacks, connected_girl=connected,
                  routes=tuple(((),) * sum(st.count(x) for st in stacks) for x in range(2)))
    assert not s.check_invariants()
    return s.apply(Stop()), me


def test_T28_guard_only_for_the_girl_connected_this_turn_within_three():
    geo = game().geometry(2)
    ring = geo.ring  # 10 path hexes
    girls = (ring[0], ring[3], ring[6], ring[8])  # girl 1 is 3 from girl 0, girl 2 is 4
    stacks = ((0,), (), (), ())
    s, _ = _girl_position(girls, stacks, connected=0)
    moves = set(s.legal_moves())
    assert MoveGirl(1, -1) not in moves and MoveGirl(1, 1) in moves  # 3 -> 2 refused
    _refused(s, MoveGirl(1, -1), "T28")
    assert MoveGirl(2, 1) in moves and MoveGirl(2, -1) in moves  # 4 away: free
    # girl 3 is 2 from girl 0 the other way round (ring[8] -> ring[0]): away only.
    assert MoveGirl(3, 1) not in moves and MoveGirl(3, -1) in moves
    # Connected in an earlier turn: no guard at all.
    s2, _ = _girl_position(girls, stacks, connected=-1)
    assert MoveGirl(1, -1) in s2.legal_moves() and MoveGirl(3, 1) in s2.legal_moves()


def test_T28_guard_distance_is_a_content_field():
    s = with_rules(position(2, seat_hand=hand(green=2)), girl_guard_distance=4)
    ring = s.geometry.ring
    s = s.replace(girls=(ring[0], ring[3], ring[6], ring[8]), stacks=((s.to_move,), (), (), ()),
                  routes=tuple(((),) if x == s.to_move else () for x in range(2)),
                  connected_girl=0, men=(3, 10))
    s = s.apply(Stop())
    assert MoveGirl(2, 1) not in s.legal_moves()  # 4 -> 3 is now guarded
    assert MoveGirl(2, -1) in s.legal_moves()


def test_T29_must_move_even_a_bad_move_and_the_only_one():
    geo = game().geometry(2)
    ring = geo.ring
    # Girl 0 is the only unmarked girl and can only go one way (a girl on the other side).
    girls = (ring[1], ring[2], ring[5], ring[8])
    s, me = _girl_position(girls, ((), (1,), (1,), (1,)))
    assert s.phase == "girl" and s.legal_moves() == [MoveGirl(0, -1)]
    _refused(s, MoveGirl(0, 1), "T28")
    _refused(s, TakeDeck(), "T30")  # no skipping to the draw
    assert s.apply(MoveGirl(0, -1)).girls[0] == ring[0]


# --- T30–T33: drawing -----------------------------------------------------------------------


def _draw_position(market, seat_hand=None):
    s, me = two_player(seat_hand=seat_hand or hand(green=2), market=market)
    s = s.replace(stacks=((me,),) * 4, routes=tuple(((),) * 4 if x == me else ()
                                                    for x in range(2)))
    s = s.apply(Stop())
    assert s.phase == "draw"
    return s, me


def test_T31_second_pick_sees_the_market_minus_the_first():
    s, me = _draw_position(hand(red=1, blue=2, multi=3))
    s1 = s.apply(TakeMarket("red"))
    assert s1.market == hand(blue=2, multi=3)
    _refused(s1, TakeMarket("red"), "T31")  # the only red card is gone, no refill yet
    _refused(s1, TakeAll("blue"), "T31")  # all-of-one-colour is a whole draw, not a pick
    s2 = s1.apply(TakeMarket("multi"))
    assert s2.hands[me] == hand(green=2, red=1, multi=1)
    assert s2.market == hand(blue=2, multi=2) and s2.phase == "refill"


def test_T31_take_all_of_one_colour_is_the_whole_draw():
    s, me = _draw_position(hand(red=1, multi=5))
    s1 = s.apply(TakeAll("multi"))
    assert s1.hands[me] == hand(green=2, multi=5) and s1.market == hand(red=1)
    _refused(s, TakeAll("yellow"), "T31")  # at least one card of that colour
    # The whole draw: on to the refill (then the next player).
    assert s1.phase == "refill"


def test_T32_discard_down_to_ten_of_the_players_choice():
    s, me = _draw_position(hand(red=4, blue=2), seat_hand=hand(green=8))
    s = s.apply(TakeAll("red"))
    assert s.phase == "discard" and sum(s.hands[me]) == 12
    _refused(s, Discard("blue"), "T32")  # not in the hand
    s = s.apply(Discard("red")).apply(Discard("red"))
    assert s.hands[me] == hand(green=8, red=2) and s.phase == "refill"
    _refused(s, Discard("green"), "T32")  # at the limit: no more discards


def test_T33_deck_running_out_reshuffles_the_discard_pile_at_once():
    s, me = _draw_position(hand(red=3, blue=3))
    total = [a + b for a, b in zip(s.deck, s.discard, strict=True)]
    deck = [0] * len(total)
    deck[colour("yellow")] = 1  # one yellow card left in the deck
    discard = list(total)
    discard[colour("yellow")] -= 1
    s = s.replace(deck=tuple(deck), discard=tuple(discard))
    assert not s.check_invariants()
    s = s.apply(TakeDeck()).apply(DrawCard("yellow"))
    # The deck ran out: the discard pile is the new deck now, before anything else is played.
    assert sum(s.discard) == 0 and tuple(s.deck) == tuple(discard)
    assert s.observe(1 - me).deck_size == sum(discard)
    assert not s.check_invariants()


def test_T33_refill_after_discards_and_short_market_when_no_cards():
    s, me = _draw_position(hand(red=3, blue=3))
    rng = random.Random(2)
    s = s.apply(TakeAll("red"))
    assert s.phase == "refill" and s.current_player() == CHANCE
    while s.current_player() == CHANCE:
        s = s.apply(sample_chance(s.chance_outcomes(), rng))
    assert sum(s.market) == 6 and s.phase == "build" and s.to_move == 1 - me


# --- T35–T36: scoring and ties ---------------------------------------------------------------


def test_T35_seed_example_through_the_result():
    """Red, green, red, blue (top) with three players: red 2, green 2, blue 3."""
    s = position(3, seat_hand=hand(green=1))
    red, green, blue = 0, 1, 2
    stacks = ((red, green, red, blue),) + ((),) * (len(s.girls) - 1)
    s = s.replace(stacks=stacks, routes=(((),) * 2, ((),), ((),)), phase="over",
                  reason="routes", last_seat=red)
    assert not s.check_invariants()
    assert s.result().scores == (2.0, 2.0, 3.0)
    assert s.result().winners == (blue,)


def test_T36_tie_break_follows_turn_order_not_seat_numbers():
    s = position(3, seat_hand=hand(green=1))
    order = s.order
    scores_stacks = tuple((seat,) for seat in order)  # everyone 2 points
    s = s.replace(girls=s.girls[:3] + s.girls[3:], phase="over", reason="round_limit",
                  stacks=scores_stacks + ((),) * (len(s.girls) - 3),
                  routes=tuple(((),) for _ in range(3)))
    for i, last in enumerate(order):
        after = order[(i + 1) % 3]
        assert s.replace(last_seat=last).result().winners == (after,)
