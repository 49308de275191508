"""One test (at least) per Journey rule, J1-J20, on the Europe pack."""

from __future__ import annotations

import pytest

from core.engine import CHANCE, TERMINAL, IllegalMove
from core.journey import (
    Deal,
    Discard,
    Draw,
    FirstPlayer,
    Phase,
    PlaceSetup,
    Replace,
    check_journey,
    make_game,
)
from tests.core.journey.conftest import FERRY_JOURNEY, LAND_JOURNEY, filler


def _setup_done(game, players=2, first=0):
    """Play setup deterministically: deal cards in deck order, fill slots left to right."""
    s = game.new_game(players).apply(FirstPlayer(first))
    while s.phase in (Phase.SETUP_DEAL, Phase.SETUP_PLACE, Phase.TURN_UP):
        if s.phase == Phase.SETUP_PLACE:
            s = s.apply(s.legal_moves()[0])
        else:
            s = s.apply(s.chance_outcomes()[0][0])
    return s


# -- setup ---------------------------------------------------------------------------------


def test_J1_holder_size_and_player_counts_come_from_the_pack(europe, game):
    s = game.new_game(3)
    assert [len(h) for h in s.holders] == [10, 10, 10]
    assert (game.spec.min_players, game.spec.max_players) == (2, 4)
    with pytest.raises(ValueError):
        game.new_game(5)
    with pytest.raises(ValueError):
        game.new_game(1)
    small = europe.model_copy(update={"rules": europe.rules.model_copy(
        update={"holder_size": 6, "max_players": 5})})
    g6 = make_game(small)
    assert [len(h) for h in g6.new_game(5).holders] == [6] * 5
    check = check_journey(europe, LAND_JOURNEY[:9])
    assert not check.ok and check.breaks[0].rule == "J1"


def test_J2_setup_deals_one_card_at_a_time_into_an_empty_slot_in_turn_order(game):
    s = game.new_game(2).apply(FirstPlayer(1))
    assert s.phase == Phase.SETUP_DEAL and s.current_player() == CHANCE
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 67 and abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
    s = s.apply(Deal("country:fr"))
    assert s.phase == Phase.SETUP_PLACE and s.current_player() == 1  # the first player places first
    assert s.legal_moves() == [PlaceSetup(i) for i in range(1, 11)]
    s = s.apply(PlaceSetup(4))
    assert s.holders[1][3] == game.tables.index["country:fr"]
    s = s.apply(Deal("country:de")).apply(PlaceSetup(4))  # seat 0's slot 4 is still empty
    s = s.apply(Deal("country:es"))
    assert s.current_player() == 1
    assert PlaceSetup(4) not in s.legal_moves()
    with pytest.raises(IllegalMove) as err:
        s.apply(PlaceSetup(4))
    assert err.value.rule == "J2"
    with pytest.raises(IllegalMove) as err:
        s.apply(Deal("country:it"))  # a decision is due, not a chance move
    assert err.value.rule == "J2"
    full = _setup_done(game, players=2)
    assert all(-1 not in h for h in full.holders)


def test_J3_three_cards_are_turned_face_up_onto_the_discard_piles(game):
    s = _setup_done(game, players=4)
    assert s.phase == Phase.DRAW
    assert [len(p) for p in s.piles] == [1, 1, 1]
    assert len(s.deck) == 67 - 40 - 3
    assert s.check_invariants() == []


def test_J3_turn_up_is_a_chance_move_onto_the_next_empty_pile(game):
    s = game.new_game(2).apply(FirstPlayer(0))
    while s.phase != Phase.TURN_UP:
        s = s.apply(s.legal_moves()[0])
    assert s.current_player() == CHANCE
    s = s.apply(Deal("plane:pink:2"))
    assert s.piles[0] == (game.tables.index["plane:pink:2"],) and s.piles[1] == ()
    with pytest.raises(IllegalMove) as err:
        s.apply(Deal("plane:pink:2"))
    assert err.value.rule == "J3"


def test_J4_the_first_player_is_a_chance_move_and_turns_go_in_seat_order(game, build):
    s = game.new_game(3)
    assert s.current_player() == CHANCE
    assert s.chance_outcomes() == [(FirstPlayer(i), pytest.approx(1 / 3)) for i in range(3)]
    with pytest.raises(IllegalMove) as err:
        s.apply(FirstPlayer(3))
    assert err.value.rule == "J4"
    s = _setup_done(game, players=3, first=2)
    assert s.current_player() == 2
    for expected in (0, 1, 2):
        s = s.apply(Draw(1))
        s = s.apply(Discard(1))
        assert s.current_player() == expected


# -- a turn --------------------------------------------------------------------------------


def test_J5_draw_from_the_draw_pile_or_a_discard_top(game, build):
    s = build.state([filler(build, []), filler(build, [], 20)[10:]],
                    [["plane:blue:1"], ["ship:baltic:1"], []], phase=Phase.DRAW)
    assert s.legal_moves() == [Draw(0), Draw(1), Draw(2)]
    with pytest.raises(IllegalMove) as err:
        s.apply(Draw(3))
    assert err.value.rule == "J5"
    with pytest.raises(IllegalMove) as err:
        s.apply(Replace(1, 1))
    assert err.value.rule == "J5"
    t = s.apply(Draw(2))
    assert t.phase == Phase.PLACE and t.hand == game.tables.index["ship:baltic:1"] and t.piles[1] == ()
    d = s.apply(Draw(0))
    assert d.phase == Phase.DRAW_DEAL and d.current_player() == CHANCE
    assert len(d.chance_outcomes()) == len(s.deck)
    # The draw pile's top is hidden from the other seat; discard tops are public.
    drawn = d.apply(d.legal_moves()[0])
    assert drawn.observe(0).hand == drawn.hand
    assert drawn.observe(1).hand == -1
    assert drawn.observe(1).piles == drawn.piles


def test_J6_replace_any_slot_or_discard_the_drawn_card_onto_any_pile(game, build):
    holder = filler(build, [])
    s = build.state([holder, filler(build, holder)],
                    [["plane:blue:1"], ["ship:baltic:1"], ["plane:pink:1"]], phase=Phase.DRAW)
    t = s.apply(Draw(0)).apply(Deal("country:it"))
    moves = t.legal_moves()
    assert len(moves) == 3 + 10 * 3
    assert {Discard(1), Discard(2), Discard(3), Replace(7, 2)} <= set(moves)
    u = t.apply(Replace(7, 2))
    assert u.holders[0][6] == game.tables.index["country:it"]
    assert u.piles[1][-1] == game.tables.index[holder[6]]
    with pytest.raises(IllegalMove) as err:
        t.apply(Draw(1))
    assert err.value.rule == "J6"
    with pytest.raises(IllegalMove) as err:
        t.apply(Replace(11, 1))
    assert err.value.rule == "J6"
    # Ruling: a card taken from a discard pile may go straight back, to the same pile.
    v = s.apply(Draw(2))
    assert Discard(2) in v.legal_moves()
    assert v.apply(Discard(2)).piles == s.piles


def test_J7_cards_never_move_between_slots(game, build):
    holder = filler(build, [])
    s = build.state([holder, filler(build, holder)],
                    [["plane:blue:1"], ["ship:baltic:1"], ["plane:pink:1"]], phase=Phase.DRAW)
    t = s.apply(Draw(1))
    for move in t.legal_moves():
        after = t.apply(move).holders[0]
        changed = [i for i in range(10) if after[i] != t.holders[0][i]]
        if move.kind == "replace":
            assert changed == [move.slot - 1]
        else:
            assert changed == []
    assert {m.kind for m in t.legal_moves()} == {"replace", "discard"}


def test_J8_taking_the_last_card_of_a_pile_forces_the_discard_onto_it(game, build):
    holder = filler(build, [])
    s = build.state([holder, filler(build, holder)],
                    [["plane:blue:1", "plane:blue:2"], ["ship:baltic:1"], ["plane:pink:1"]],
                    phase=Phase.DRAW)
    t = s.apply(Draw(2))
    assert {m.pile for m in t.legal_moves()} == {2}
    with pytest.raises(IllegalMove) as err:
        t.apply(Discard(1))
    assert err.value.rule == "J8"
    with pytest.raises(IllegalMove) as err:
        t.apply(Replace(3, 3))
    assert err.value.rule == "J8"
    assert all(t.apply(m).piles[1] for m in t.legal_moves())
    # Not the last card: any pile will do.
    u = s.apply(Draw(1))
    assert {m.pile for m in u.legal_moves()} == {1, 2, 3}


def test_J9_the_draw_piles_last_card_refills_it_at_once_from_under_the_discard_tops(game, build):
    holders = [filler(build, []), filler(build, [], 20)[10:]]
    used = set(holders[0]) | set(holders[1])
    rest = [c for c in game.tables.card_ids if c not in used]
    last, rest = rest[0], rest[1:]
    piles = [rest[:20], rest[20:40], rest[40:]]
    s = build.state(holders, piles, phase=Phase.DRAW, deck=[last])
    assert Draw(0) in s.legal_moves()
    t = s.apply(Draw(0)).apply(Deal(last))
    # Before the player places or discards, everything under the tops is the new draw pile.
    assert t.phase == Phase.PLACE and t.hand == game.tables.index[last]
    assert len(t.deck) == len(rest) - 3
    assert [len(p) for p in t.piles] == [1, 1, 1]
    assert t.check_invariants() == []
    # Only the tops left: nothing to reshuffle, so the draw pile cannot be chosen.
    lean = build.state(holders, [[rest[0]], [rest[1]], [rest[2]]], phase=Phase.DRAW, deck=[])
    assert Draw(0) not in lean.legal_moves()
    with pytest.raises(IllegalMove) as err:
        lean.apply(Draw(0))
    assert err.value.rule == "J9"


def test_J10_a_completed_journey_wins_at_the_end_of_the_turn(game, build):
    holder = list(LAND_JOURNEY)
    holder[4] = "country:it"  # Germany → Italy breaks the journey
    s = build.state([holder, filler(build, LAND_JOURNEY + holder)],
                    [["country:pl"], ["ship:baltic:1"], ["plane:pink:1"]], phase=Phase.DRAW)
    assert not check_journey(game.pack, holder).ok
    t = s.apply(Draw(1)).apply(Replace(5, 1))
    assert t.is_terminal() and t.current_player() == TERMINAL
    assert t.result().winners == (0,) and t.result().reason == "win"
    assert t.legal_moves() == []
    with pytest.raises(IllegalMove) as err:
        t.apply(Draw(1))
    assert err.value.rule == "J10"


def test_J10_only_the_active_player_is_checked_and_a_dealt_journey_wins_on_its_turn(game, build):
    other = filler(build, LAND_JOURNEY)
    s = build.state([other, LAND_JOURNEY], [["plane:blue:1"], ["ship:baltic:1"],
                                            ["plane:pink:1"]], phase=Phase.DRAW, seat=0)
    t = s.apply(Draw(1)).apply(Discard(1))  # seat 0 does not complete anything
    assert not t.is_terminal() and t.current_player() == 1
    u = t.apply(Draw(1)).apply(Discard(1))  # seat 1 keeps its complete holder
    assert u.is_terminal() and u.result().winners == (1,)


def test_J10_max_rounds_ends_the_game_as_a_stalemate(europe, build):
    short = europe.model_copy(update={"rules": europe.rules.model_copy(
        update={"max_rounds": 2})})
    g = make_game(short)
    s = _setup_done(g, players=2)
    for _ in range(4):
        assert not s.is_terminal()
        s = s.apply(Draw(1)).apply(Discard(1))
    assert s.is_terminal()
    res = s.result()
    assert res.winners == () and res.reason == "stalemate" and res.rounds == 2
    assert s.phase == Phase.OVER


# -- the journey ----------------------------------------------------------------------------


def test_J11_every_slot_must_connect_to_the_next(europe):
    assert check_journey(europe, LAND_JOURNEY).ok
    broken = list(LAND_JOURNEY)
    broken[5] = "country:it"
    check = check_journey(europe, broken)
    assert not check.ok
    assert [(b.slot, b.rule) for b in check.breaks] == [(5, "J14"), (6, "J14")]
    empty = list(LAND_JOURNEY)
    empty[2] = None
    assert [(b.slot, b.rule) for b in check_journey(europe, empty).breaks] == [(3, "J11")]


def test_J12_first_and_last_slot_must_be_countries(europe):
    start = ["ship:atlantic:1"] + LAND_JOURNEY[1:]
    end = LAND_JOURNEY[:9] + ["plane:yellow:1"]
    assert [(b.slot, b.rule) for b in check_journey(europe, start).breaks] == [(1, "J12")]
    assert [(b.slot, b.rule) for b in check_journey(europe, end).breaks] == [(10, "J12")]


def test_J13_two_transport_cards_side_by_side_never_connect(europe):
    cards = ["country:pt", "ship:atlantic:1", "plane:orange:1", "country:fr"] + LAND_JOURNEY[3:9]
    check = check_journey(europe, cards)
    assert not check.ok
    assert (2, "J13") in [(b.slot, b.rule) for b in check.breaks]


def test_J14_land_ferry_and_bridge_links_connect_by_foot(europe):
    assert check_journey(europe, FERRY_JOURNEY).ok
    no_bridge = list(FERRY_JOURNEY)
    no_bridge[4] = "country:nl"  # Germany–Netherlands fine, Netherlands–Sweden no link
    check = check_journey(europe, no_bridge)
    assert [(b.slot, b.rule) for b in check.breaks] == [(5, "J14")]


def test_J15_a_ship_joins_two_countries_on_its_sea(europe):
    cards = ["country:is", "ship:atlantic:1", "country:pt"] + LAND_JOURNEY[1:8]
    assert check_journey(europe, cards).ok
    baltic = ["country:is", "ship:baltic:1", "country:pt"] + LAND_JOURNEY[1:8]
    check = check_journey(europe, baltic)
    assert [(b.slot, b.rule) for b in check.breaks] == [(1, "J15")]
    assert "Iceland and Portugal are not on the Baltic Sea coast" in check.breaks[0].message


def test_J16_a_plane_joins_two_countries_of_its_colour(europe):
    cards = ["country:ee", "country:lv", "country:lt", "plane:blue:1", "country:is",
             "ship:atlantic:1", "country:pt", "country:es", "country:fr", "country:de"]
    assert check_journey(europe, cards).ok
    wrong = list(cards)
    wrong[3] = "plane:pink:1"
    check = check_journey(europe, wrong)
    assert [(b.slot, b.rule) for b in check.breaks] == [(3, "J16")]
    assert "pink" in check.breaks[0].message


def test_J17_two_cards_of_one_country_never_side_by_side(europe):
    twice = ["country:es", "country:fr", "country:fr:2"] + LAND_JOURNEY[3:]
    check = check_journey(europe, twice)
    assert [(b.slot, b.rule) for b in check.breaks] == [(2, "J17")]
    apart = ["country:fr", "country:de", "country:fr:2"] + LAND_JOURNEY[1::-1] + \
        ["ship:atlantic:1", "country:is", "ship:atlantic:2", "country:no", "country:se"]
    assert check_journey(europe, apart).ok
    by_ship = ["country:es", "ship:atlantic:1", "country:es:2"] + LAND_JOURNEY[2:9]
    check = check_journey(europe, by_ship)
    assert [(b.slot, b.rule) for b in check.breaks] == [(1, "J17")]


def test_J18_a_journey_needs_no_ship_or_plane(europe):
    assert all(c.startswith("country:") for c in LAND_JOURNEY)
    assert check_journey(europe, LAND_JOURNEY).ok


def test_J19_every_break_is_explained_naming_slots_and_countries(europe):
    cards = list(LAND_JOURNEY)
    cards[3], cards[4] = "country:fr:2", "country:se"
    check = check_journey(europe, cards)
    messages = [b.message for b in check.breaks]
    assert "slot 3 France → slot 4 France: the two cards of one country may not be next to " \
           "each other" in messages
    assert "slot 4 France → slot 5 Sweden: no land, ferry or bridge connection" in messages
    assert "slot 5 Sweden → slot 6 Belarus: no land, ferry or bridge connection" in messages
    assert [b.rule for b in check.breaks] == ["J17", "J14", "J14"]
    with pytest.raises(ValueError):
        check_journey(europe, ["country:atlantis"] + LAND_JOURNEY[1:])


def test_J20_the_first_complete_journey_wins_and_everyone_else_loses(game, build):
    holder = list(LAND_JOURNEY)
    holder[9] = "country:it"
    others = filler(build, LAND_JOURNEY + holder, 20)
    s = build.state([others[:10], holder, others[10:]],
                    [["country:bg"], ["ship:baltic:1"], ["plane:pink:1"]], phase=Phase.DRAW, seat=1)
    end = s.apply(Draw(1)).apply(Replace(10, 1))
    res = end.result()
    assert res.winners == (1,)
    assert res.scores == (0.0, 1.0, 0.0)
    assert res.reason == "win"
    with pytest.raises(ValueError):
        s.result()
