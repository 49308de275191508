"""Building: T16–T26, one segment per move with an explicit payment."""

from __future__ import annotations

import pytest

from core.engine import IllegalMove
from core.trails.moves import Build, Scrap, Stop
from tests.core.trails.helpers import (
    builds,
    colour,
    game,
    hand,
    position,
    shared_corner,
    with_rules,
)

TOP, BOTTOM = 3, 10  # the 2-player board's top and bottom ring-2 hexes
GIRLS = (0, 8, 12, 5)  # path hexes; girl 0 is next to TOP


def pos(seat_hand=None, **kw):
    s = position(2, seat_hand=seat_hand if seat_hand is not None else hand(green=5), **kw)
    me = s.to_move
    men = [0, 0]
    men[me], men[1 - me] = TOP, BOTTOM
    s = s.replace(men=tuple(men), girls=kw.get("girls_", GIRLS), stacks=((),) * 4)
    return s, me


def spoke_into(geo, corner, centre):
    return geo.segment_between(corner, centre)


def connect_move(s, girl_hex=0, man=TOP, colour_id="green", cards=1):
    geo = s.geometry
    c = shared_corner(geo, man, girl_hex)[0]
    first = [m for m in builds(s) if m.to == c and m.colour == colour_id and m.cards == cards]
    return first[0], Build(spoke_into(geo, c, girl_hex), girl_hex, colour_id, cards)


def test_T16_mans_spokes_are_never_built_edges_are():
    s, me = pos()
    geo = s.geometry
    targets = s.build_targets()
    segs = {seg for seg, _ in targets}
    assert not segs & set(geo.hex_spokes[TOP])
    assert not segs & set(geo.hex_spokes[BOTTOM])
    own_edges = {geo.edge_index[(min(a, b), max(a, b))]
                 for a, b in zip(geo.hex_corners[TOP], geo.hex_corners[TOP][1:], strict=False)}
    assert own_edges <= segs
    spoke = geo.hex_spokes[TOP][0]
    with pytest.raises(IllegalMove) as e:
        s.apply(Build(spoke, TOP, "green", 1))
    assert e.value.rule == "T16"


def test_T17_build_one_route_or_nothing():
    s, me = pos()
    assert Stop() in s.legal_moves()
    after = s.apply(Stop())
    assert after.phase in ("girl", "draw") and after.to_move == me
    assert after.supply == s.supply
    s2 = s.apply(builds(s)[0])
    assert s2.phase == "build" and s2.built == 1
    assert s2.open_route[me]


def test_T18_routes_start_at_the_mans_corners_and_use_free_segments():
    s, me = pos()
    geo = s.geometry
    corners = set(geo.hex_corners[TOP])
    for seg, to in s.build_targets():
        a, b = geo.segments[seg].a, geo.segments[seg].b
        assert (a in corners or b in corners) and to in (a, b)
    taken = builds(s)[0]
    owner = list(s.owner)
    owner[taken.segment] = 1 - me
    s2 = s.replace(owner=tuple(owner))
    assert taken.segment not in {m.segment for m in builds(s2)}
    with pytest.raises(IllegalMove) as e:
        s2.apply(taken)
    assert e.value.rule == "T18"


def test_T19_one_unfinished_route_continue_or_scrap_first():
    s, me = pos()
    s = s.apply(builds(s)[0])
    end = s.open_end[me]
    s = s.apply(Stop())
    s = s.replace(phase="build", built=0)  # the player's next turn
    geo = s.geometry
    for seg, _ in s.build_targets():
        assert end in (geo.segments[seg].a, geo.segments[seg].b)  # continue only
    assert Scrap() in s.legal_moves()
    markers = s.markers_left(me)
    scrapped = s.apply(Scrap())
    assert scrapped.supply == s.supply + 1
    assert scrapped.markers_left(me) == markers + 1
    assert not scrapped.open_route[me]
    assert all(o == -1 for o in scrapped.owner)
    assert scrapped.phase == "build" and builds(scrapped)  # may start a new route
    # No scrapping once something was built this turn.
    s3 = s.apply(builds(s)[0])
    assert Scrap() not in s3.legal_moves()
    with pytest.raises(IllegalMove) as e:
        s3.apply(Scrap())
    assert e.value.rule == "T19"


def test_T20_costs_spoke_edge_and_outside_edge():
    g = game()
    s, me = pos()
    t = list(s.terrains)
    t[0] = g.terrain_index["water"]
    s = s.replace(terrains=tuple(t))
    geo = s.geometry
    green, blue, multi = colour("green"), colour("blue"), colour("multi")
    for seg in geo.hex_spokes[0]:
        assert s.costs[seg] == blue
    for seg in geo.hex_spokes[TOP]:
        assert s.costs[seg] == green
    a, b = shared_corner(geo, TOP, 0)
    assert s.costs[geo.segment_between(a, b)] == multi  # forest | water
    c, d = shared_corner(geo, TOP, 6)
    assert s.costs[geo.segment_between(c, d)] == green  # forest | forest
    outside = [seg.index for seg in geo.segments if seg.kind == "edge" and seg.hexes == (0,)]
    assert outside and all(s.costs[x] == blue for x in outside)


def test_T20_payment_must_match_the_cost():
    s, me = pos(seat_hand=hand(green=1, red=1))
    moves = builds(s)
    assert moves and all(m.colour == "green" and m.cards == 1 for m in moves)
    m = moves[0]
    with pytest.raises(IllegalMove) as e:
        s.apply(Build(m.segment, m.to, "red", 1))
    assert e.value.rule == "T20"


def test_T21_pair_pays_for_any_card():
    s, me = pos(seat_hand=hand(blue=2))
    moves = builds(s)
    assert moves and all(m.colour == "blue" and m.cards == 2 for m in moves)
    s2 = s.apply(moves[0])
    assert s2.hands[me][colour("blue")] == 0
    assert s2.discard[colour("blue")] == 2


def test_T21_multicolour_is_not_wild_but_pairs():
    s, me = pos(seat_hand=hand(multi=1))
    assert builds(s) == []  # one multicolour card cannot pay a green spoke or edge
    s, me = pos(seat_hand=hand(multi=2))
    assert builds(s) and all(m.colour == "multi" and m.cards == 2 for m in builds(s))
    with pytest.raises(IllegalMove) as e:
        s.apply(Build(builds(s)[0].segment, builds(s)[0].to, "multi", 1))
    assert e.value.rule == "T20"


def test_T22_route_connects_at_a_girls_centre():
    s, me = pos()
    first, second = connect_move(s)
    s1 = s.apply(first)
    assert second in s1.legal_moves()
    s2 = s1.apply(second)
    assert s2.stacks[0] == (me,)
    assert len(s2.routes[me]) == 1 and not s2.open_route[me]
    assert s2.phase != "build"
    assert s2.connected_girl == 0


def test_T22_route_may_not_pass_through_a_girls_centre():
    s, me = pos()
    first, second = connect_move(s)
    s1 = s.apply(first)
    # A girl moves onto the hex whose centre ends an unfinished route: it cannot go on.
    geo = s.geometry
    spoke = [m for m in builds(s1) if m.to < len(geo.cells) and m.to not in s1.girls]
    s2 = s1.apply(spoke[0])
    centre = s2.open_end[me]
    s3 = s2.replace(girls=(centre,) + s2.girls[1:])
    assert builds(s3) == []


def test_T23_marker_on_top_and_full_girl_refused():
    s, me = pos()
    other = 1 - me
    s = s.replace(stacks=((other, other, me),) + s.stacks[1:])
    first, second = connect_move(s)
    s2 = s.apply(first).apply(second)
    assert s2.stacks[0] == (other, other, me, me)
    s = s.replace(stacks=((other,) * 4,) + s.stacks[1:])
    s1 = s.apply(first)
    assert second not in s1.legal_moves()
    with pytest.raises(IllegalMove) as e:
        s1.apply(second)
    assert e.value.rule == "T23"


def test_T23_no_new_route_without_a_marker():
    s, me = pos()
    routes = list(s.routes)
    routes[me] = ((),) * 6
    s = s.replace(routes=tuple(routes))
    assert s.markers_left(me) == 0
    assert builds(s) == []


def test_T24_unfinished_route_keeps_a_marker_at_its_end():
    s, me = pos()
    assert s.markers_left(me) == 6
    s1 = s.apply(builds(s)[0])
    assert s1.markers_left(me) == 5
    end1 = s1.open_end[me]
    s2 = s1.apply(builds(s1)[0])
    assert s2.open_end[me] != end1
    assert s2.observe(1 - me).open_end[me] == s2.open_end[me]


def test_T25_supply_out_route_goes_on_without_pieces_then_game_ends():
    s, me = pos()
    s = with_rules(s, pieces=2)
    m1 = builds(s)[0]
    s1 = s.apply(m1)
    m2 = builds(s1)[0]
    s2 = s1.apply(m2)
    assert s2.supply == 0 and s2.supply_out
    m3 = builds(s2)[0]
    s3 = s2.apply(m3)
    assert s3.supply == 0 and s3.virtual == (m3.segment,)
    end = s3.apply(Stop())
    assert end.is_terminal() and end.result().reason == "supply"
    assert end.owner[m3.segment] == me  # the virtual segment still counts for the route
    assert not end.check_invariants()


def test_T25_last_route_counts_even_where_pieces_ran_short():
    s, me = pos()
    s = with_rules(s, pieces=1)
    first, second = connect_move(s)
    s1 = s.apply(first)
    assert s1.supply_out
    s2 = s1.apply(second)
    assert s2.stacks[0] == (me,)
    assert s2.is_terminal() and s2.result().reason == "supply"
    assert s2.phase == "over"  # no girl move, no draw
    assert not s2.check_invariants()


def test_T26_sixth_route_gives_everyone_else_one_more_turn():
    s, me = pos()
    other = 1 - me
    routes = list(s.routes)
    routes[me] = ((),) * 5
    s = s.replace(routes=tuple(routes), stacks=((), (me, me, me), (me, me), ()))
    first, second = connect_move(s)
    s2 = s.apply(first).apply(second)
    assert len(s2.routes[me]) == 6
    assert s2.final_seat == other and s2.final_round()
    # Finish this turn (girl move if any; T30: no draw) and the other player's turn.
    while s2.to_move == me and not s2.is_terminal():
        s2 = s2.apply(s2.legal_moves()[0])
    assert not s2.is_terminal() and s2.to_move == other
    while not s2.is_terminal():
        assert s2.to_move == other
        s2 = s2.apply(s2.legal_moves()[-1])
    assert s2.result().reason == "routes"


def test_T20_a_refused_payment_names_the_cost_the_payment_and_the_hand():
    s, me = pos(seat_hand=hand(green=1, red=1))
    m = builds(s)[0]
    with pytest.raises(IllegalMove) as e:
        s.apply(Build(m.segment, m.to, "red", 1))
    assert e.value.rule == "T20"
    assert "costs 1 Green, not Red" in str(e.value)
    assert "Your hand: 1 Red, 1 Green." in str(e.value) or "Your hand: 1 Green, 1 Red." in str(e.value)


def test_T21_a_refused_pair_says_how_many_of_the_colour_are_held():
    s, me = pos(seat_hand=hand(green=1, red=1))
    m = builds(s)[0]
    with pytest.raises(IllegalMove) as e:
        s.apply(Build(m.segment, m.to, "red", 2))
    assert e.value.rule == "T21"
    assert "you hold 1 Red" in str(e.value)
