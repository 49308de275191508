"""A/B of two pack versions (core.api.compare) and the intervals behind it."""

from __future__ import annotations

import json
import math

import pytest

from content import default_pack
from core.api import Distribution, compare, simulate, wilson
from core.sim.stats import mean_difference, share_difference

SEATS = ["greedy", "random"]


def test_wilson_interval_known_values():
    lo, hi = wilson(5, 10)
    assert math.isclose(lo, 0.2366, abs_tol=1e-4) and math.isclose(hi, 0.7634, abs_tol=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_newcombe_difference_of_shares_known_values():
    # Newcombe (1998), example (a): 56/70 against 48/80, method 10: 0.0524 to 0.3339
    lo, hi = share_difference(48, 80, 56, 70)
    assert math.isclose(lo, 0.0524, abs_tol=1e-4) and math.isclose(hi, 0.3339, abs_tol=1e-4)


def test_welch_difference_of_means():
    a = Distribution.of([1.0, 2.0, 3.0, 4.0])
    b = Distribution.of([3.0, 4.0, 5.0, 6.0])
    lo, hi = mean_difference(a, b)
    half = 1.959963984540054 * math.sqrt(a.stdev ** 2 / 4 + b.stdev ** 2 / 4)
    assert math.isclose(lo, 2 - half) and math.isclose(hi, 2 + half)
    assert mean_difference(Distribution.of([1.0]), b) is None


def test_distribution_of_values():
    d = Distribution.of([3, 1, 2, 2])
    assert (d.count, d.mean, d.minimum, d.median, d.maximum) == (4, 2.0, 1, 2.0, 3)
    assert d.counts == ((1, 1), (2, 2), (3, 1))
    assert d.to_json()["counts"] == [[1, 1], [2, 2], [3, 1]]
    empty = Distribution.of([])
    assert empty.to_json()["min"] is None and empty.interval is None


@pytest.fixture(scope="module")
def trails():
    return default_pack("trails")


def _shorter(pack):
    """Trails ending after 4 routes instead of 6: shorter games, fewer points."""
    rules = pack.rules.model_copy(update={"routes_to_end": 4})
    return pack.model_copy(update={"rules": rules, "version": "1.1"})


def test_a_pack_against_itself_changes_nothing(trails):
    cmp = compare(trails, trails, SEATS, 8, 3)
    assert cmp.a.to_json() == cmp.b.to_json()
    assert cmp.a.rotate and [g.rotation for g in cmp.a.games] == [i % 2 for i in range(8)]
    assert all(d.diff == 0 and not d.significant for d in cmp.differences)


def test_a_shorter_version_shows_shorter_games_with_an_interval(tmp_path, trails):
    calls = []
    cmp = compare(trails, _shorter(trails), SEATS, 16, 5, workers=2,
                  on_progress=lambda done, total: calls.append((done, total)),
                  records_dir=tmp_path)
    assert calls == [(i, 32) for i in range(1, 33)]
    plies = cmp.difference("plies.mean")
    assert plies.diff == cmp.b.plies.mean - cmp.a.plies.mean < 0
    assert plies.significant and plies.interval[1] < 0
    score = cmp.difference("score.bot.0")
    assert score.label == "greedy mean score" and score.diff < 0
    assert [g.seed for g in cmp.a.games] == [g.seed for g in cmp.b.games]  # the same seeds
    assert len(list((tmp_path / "a").glob("game-*.json"))) == 16
    assert len(list((tmp_path / "b").glob("game-*.json"))) == 16
    measures = [d.measure for d in cmp.differences]
    assert measures[:3] == ["win_rate.seat.0", "win_rate.seat.1", "win_rate.bot.0"]
    assert {"first_player.rate", "first_player.advantage", "rounds.mean",
            "reason.routes"} <= set(measures)
    data = json.loads(json.dumps(cmp.to_json()))
    assert data["comparison"] is True and data["a"]["pack"]["version"] == "1.0"
    assert data["b"]["pack"]["version"] == "1.1"
    assert data["differences"][0]["interval"] is not None


def test_the_same_seeds_make_the_same_comparison_on_any_executor(trails):
    one = compare(trails, _shorter(trails), SEATS, 6, 1)
    two = compare(trails, _shorter(trails), SEATS, 6, 1, workers=2)
    assert one.to_json() == two.to_json()


def test_rotated_runs_are_simulate_with_rotate(trails):
    cmp = compare(trails, _shorter(trails), SEATS, 4, 2)
    assert cmp.a.to_json() == simulate(trails, SEATS, 4, 2, rotate=True).to_json()


def test_a_stop_during_a_skips_b(trails):
    calls = []
    cmp = compare(trails, trails, SEATS, 30, 1, on_progress=lambda d, t: calls.append(d),
                  should_stop=lambda: len(calls) >= 2)
    assert cmp.cancelled and len(cmp.a.games) == 2 and len(cmp.b.games) == 0
    assert cmp.b.requested == 30


def test_packs_of_two_games_are_refused(trails):
    with pytest.raises(ValueError, match="cannot compare a trails pack with a journey pack"):
        compare(trails, default_pack("europe"), SEATS, 2, 1)
