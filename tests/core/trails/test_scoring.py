"""Scoring and ties: T35–T37."""

from __future__ import annotations

import random

import pytest

from core.sim.runner import play_game
from core.trails import score_stacks, tie_break
from tests.core.trails.helpers import game, two_player

RED, GREEN, BLUE = 0, 1, 2


def test_T35_seed_example():
    assert score_stacks([(RED, GREEN, RED, BLUE)], 3) == [2, 2, 3]


def test_T35_bonuses_once_per_girl_and_for_the_top():
    assert score_stacks([(RED,)], 2) == [2, 0]  # own marker + top, bottom is own
    assert score_stacks([(RED, GREEN, GREEN)], 2) == [1, 4]  # 2 markers, not bottom, top
    assert score_stacks([(), (GREEN, RED)], 2) == [3, 1]
    assert score_stacks([(RED,), (RED,)], 1) == [4]


def test_T35_result_uses_the_stacks():
    s, me = two_player()
    other = 1 - me
    s = s.replace(stacks=((me,), (other, me), (), ()), phase="over", reason="routes",
                  last_seat=me)
    r = s.result()
    expected = [0, 0]
    expected[me] = 2 + 3
    expected[other] = 1
    assert r.scores == tuple(float(x) for x in expected)
    assert r.winners == (me,)


def test_T36_tie_goes_to_first_met_clockwise_after_last_turn():
    order = (2, 0, 1)
    scores = [5, 3, 5]
    # Last turn by seat 1: clockwise next is 2 (tied) -> 2.
    assert tie_break(scores, order, 1) == 2
    # Last turn by seat 2: next are 0 (tied, 5) -> 0.
    assert tie_break(scores, order, 2) == 0
    assert tie_break([1, 9, 1], order, 2) == 1


def test_T36_result_breaks_ties():
    s, me = two_player()
    other = 1 - me
    s = s.replace(stacks=((me,), (other,), (), ()), phase="over", reason="routes",
                  last_seat=me)
    assert s.result().winners == (other,)  # tie; the player after the last one wins
    s = s.replace(last_seat=other)
    assert s.result().winners == (me,)


def test_T36_tie_break_text_names_the_tied_winner_and_who_took_the_last_turn():
    s, me = two_player()
    other = 1 - me
    names = ["Anna", "Ben"]
    s = s.replace(stacks=((me,), (other,), (), ()), phase="over", reason="routes",
                  last_seat=me)
    text = s.tie_break_text(names)
    assert text == (f"{names[other]} wins as the first of them in turn order after "
                    f"{names[me]}, who took the last turn (T36)")
    assert names[s.result().winners[0]] == names[other]  # the winner the result names
    assert text.msgid.startswith("{winner} wins as the first of them")  # translatable
    assert s.replace(stacks=((me,), (), (), ())).tie_break_text(names) == ""  # no tie
    assert "Seat 1" in s.tie_break_text()  # no names: "Seat 1", "Seat 2" as describe says
    with pytest.raises(ValueError):
        s.replace(phase="build").tie_break_text(names)


@pytest.mark.parametrize("players", [4, 5])
def test_T37_scores_never_exceed_eighteen(players):
    g = game()
    for seed in range(3):
        for bots in (["greedy"] * players, ["random"] * players):
            record, state = play_game(g, players, bots, seed)
            assert state.is_terminal()
            assert max(state.result().scores) <= 3 * g.rules.markers_per_player == 18


def test_T37_score_bound_holds_for_any_stacks():
    rng = random.Random(3)
    for _ in range(200):
        players = rng.randint(2, 5)
        markers = [6] * players
        stacks = [[] for _ in range(9)]
        for _ in range(rng.randint(0, 30)):
            seat = rng.randrange(players)
            girl = rng.randrange(9)
            if markers[seat] and len(stacks[girl]) < 4:
                markers[seat] -= 1
                stacks[girl].append(seat)
        assert max(score_stacks(stacks, players)) <= 18
