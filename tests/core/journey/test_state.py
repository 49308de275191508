"""Journey states and moves as values: equality, copies, JSON, text, invariants, observations."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from core.engine import IllegalMove
from core.journey import Deal, Discard, Draw, FirstPlayer, PlaceSetup, Replace, check_journey
from tests.core.journey.conftest import LAND_JOURNEY, filler

ALL_MOVES = [FirstPlayer(2), Deal("country:gb-eng"), PlaceSetup(3), Draw(0), Draw(2),
             Replace(10, 3), Discard(1)]


def test_moves_are_frozen_hashable_and_round_trip_as_json_and_text(game):
    for m in ALL_MOVES:
        assert game.move_from_json(m.to_json()) == m
        assert game.move_from_text(str(m)) == m
        assert hash(m) == hash(copy.deepcopy(m))
        assert pickle.loads(pickle.dumps(m)) == m
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(m, dataclasses.fields(m)[0].name, 0)
    assert len(set(ALL_MOVES)) == len(ALL_MOVES)
    for bad in ({"kind": "teleport"}, {"kind": "draw"}, {"kind": "draw", "pile": "1"}):
        with pytest.raises(IllegalMove):
            game.move_from_json(bad)
    with pytest.raises(IllegalMove):
        game.move_from_text("fly to the moon")


def test_states_are_equal_by_value_and_survive_deepcopy_and_json(game, build):
    a = build.state([LAND_JOURNEY, filler(build, LAND_JOURNEY)],
                    [["plane:blue:1"], ["ship:baltic:1"], ["plane:pink:1"]])
    b = build.state([LAND_JOURNEY, filler(build, LAND_JOURNEY)],
                    [["plane:blue:1"], ["ship:baltic:1"], ["plane:pink:1"]])
    assert a == b and a is not b and hash(a) == hash(b)
    assert copy.deepcopy(a) == a and copy.deepcopy(a) is not a
    assert game.state_from_json(a.to_json()) == a
    assert pickle.loads(pickle.dumps(a)) == a  # worker processes and bots may pickle states
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.phase = 7  # type: ignore[misc]


def test_invariants_find_a_card_in_two_places(game, build):
    s = build.state([LAND_JOURNEY, filler(build, LAND_JOURNEY)],
                    [["plane:blue:1"], ["ship:baltic:1"], ["plane:pink:1"]])
    assert s.check_invariants() == []
    dup = dataclasses.replace(s, deck=tuple(sorted(s.deck + (s.holders[0][0],))))
    problems = dup.check_invariants()
    assert any("country:pt is in 2 places" in p for p in problems)
    with pytest.raises(ValueError):
        game.state_from_json(dup.to_json())


def test_observe_hides_other_holders_and_the_draw_pile(game, build):
    s = build.state([LAND_JOURNEY, filler(build, LAND_JOURNEY)],
                    [["plane:blue:1"], ["ship:baltic:1"], ["plane:pink:1"]])
    obs = s.observe(1)
    assert obs.holder == s.holders[1]
    assert obs.draw_pile == len(s.deck)
    data = obs.to_json()
    assert "deck" not in data and "holders" not in data
    assert data["piles"][0] == ["plane:blue:1"]
    with pytest.raises(ValueError):
        s.observe(2)


def test_check_journey_agrees_with_the_state(game, build, europe):
    s = build.state([LAND_JOURNEY, filler(build, LAND_JOURNEY)], [["plane:blue:1"], [], []])
    assert s.check_journey(0).ok
    assert not s.check_journey(1).ok
    assert check_journey(europe, LAND_JOURNEY) is check_journey(europe, LAND_JOURNEY[::-1])


@pytest.mark.parametrize("data", [
    None, [], "draw", 3, {}, {"kind": 7}, {"kind": "teleport"}, {"kind": "draw"},
    {"kind": "draw", "pile": "1"}, {"kind": "draw", "pile": True}, {"kind": "draw", "pile": 1.0},
    {"kind": "draw", "pile": 1, "slot": 2}, {"kind": "replace", "slot": 1},
    {"kind": "deal", "card": 5}, {"kind": "deal", "card": "\udfff"},
    {"kind": "deal", "card": "country:fr\n"}, {"kind": "deal", "card": ""},
    {"kind": "deal", "card": "x" * 10_000}, {"kind": "first_player", "seat": 10**12},
])
def test_unreadable_json_moves_are_format_errors(game, data):
    with pytest.raises(IllegalMove) as err:
        game.move_from_json(data)
    assert err.value.rule == "format"
    assert len(err.value.message) < 300


@pytest.mark.parametrize("text", [
    "", "  ", None, 7, "deal", "deal ", "draw from the draw pile please", "place in slot x",
    "place in slot ٣", "replace slot 1 discard onto pile 2", "\udfff", "deal \udfff",
    "x" * 10_000, "place in slot " + "9" * 5000,
])
def test_unreadable_move_texts_are_format_errors(game, text):
    with pytest.raises(IllegalMove) as err:
        game.move_from_text(text)
    assert err.value.rule == "format"


def test_every_readable_move_prints_back_to_itself(game):
    for m in [*ALL_MOVES, Draw(-1), Replace(0, 99), FirstPlayer(-3), Deal("no such card"),
              PlaceSetup(999_999_999)]:
        assert game.move_from_text(str(m)) == m
        assert game.move_from_json(m.to_json()) == m


def test_state_json_gives_the_seat_to_move_under_seat_and_to_move(game, build):
    s = build.state([LAND_JOURNEY, filler(build, LAND_JOURNEY)],
                    [["plane:blue:1"], ["ship:baltic:1"], ["plane:pink:1"]], seat=1)
    data = s.to_json()
    assert data["seat"] == data["to_move"] == s.to_move == 1
    assert data["phase"] == "draw" and s.phase == "draw"
    old = {k: v for k, v in data.items() if k != "to_move"}
    new = {k: v for k, v in data.items() if k != "seat"}
    assert game.state_from_json(old) == game.state_from_json(new) == s
    with pytest.raises(ValueError):
        game.state_from_json({**data, "seat": 0})
    with pytest.raises(ValueError):
        game.state_from_json({**data, "players": True})
    obs = s.observe(0).to_json()
    assert obs["current_player"] == obs["to_move"] == 1 and obs["phase"] == "draw"


def test_result_before_the_end_is_a_value_error(game):
    with pytest.raises(ValueError):
        game.new_game(2).result()
