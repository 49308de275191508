"""The balance assistant (core.api.tune): seeded search, refusals, ranges, improvement."""

from __future__ import annotations

import pytest

import content
from core.api import Objective, Param, WorkerPool, tune

SEATS = ["greedy", "greedy"]


def _expedition_search(**kw):
    pack = content.default_pack("expedition")
    params = [Param.parse("rules.tokens=0..6"), Param.parse("rules.tickets=1..4")]
    options = dict(trials=6, games=18, seed=3)
    options.update(kw)
    return tune(pack, params, [Objective.parse("first-player")], SEATS, **options)


def test_same_seed_same_trials_other_seed_other_trials():
    a = _expedition_search()
    b = _expedition_search()
    assert a.to_json() == b.to_json()
    c = _expedition_search(seed=4)
    assert [t.params for t in c.trials] != [t.params for t in a.trials]


def test_one_and_two_workers_give_the_same_trials():
    one = _expedition_search(trials=4)
    with WorkerPool(2) as pool:
        two = _expedition_search(trials=4, executor=pool)
    assert one.to_json() == two.to_json()


def test_integer_params_stay_integers_and_in_range():
    result = _expedition_search()
    for t in result.trials:
        assert isinstance(t.params["rules.tokens"], int)
        assert 0 <= t.params["rules.tokens"] <= 6
        assert 1 <= t.params["rules.tickets"] <= 4
    assert result.start.params == {"rules.tokens": 4, "rules.tickets": 3}


def test_trials_use_common_seeds_and_successive_halving():
    result = _expedition_search(trials=8, games=27)
    assert {t.games for t in result.trials} <= {3, 9, 27}
    assert any(t.complete and t.games == 27 for t in result.trials)
    # the start is played on the full games, on the same seeds as any candidate
    assert result.start.games == 27
    same = [t for t in result.trials if t.params == result.start.params and t.complete]
    for t in same:
        assert t.scores == result.start.scores


def test_E2_lint_refused_candidate_is_never_played():
    pack = content.default_pack("expedition")
    result = tune(pack, [Param.parse("rules.tokens=40..60")], [Objective.parse("first-player")],
                  SEATS, trials=3, games=9, seed=1)
    assert all(t.refused is not None for t in result.trials)
    assert all(t.games == 0 for t in result.trials)
    assert "E2" in result.trials[0].refused
    assert result.best is None and not result.significant
    data = result.to_json()
    assert "refused" in data["trials"][0] and data["best"] is None


def test_unknown_path_and_empty_range_are_named():
    pack = content.default_pack("expedition")
    obj = [Objective.parse("first-player")]
    with pytest.raises(ValueError, match="rules.nothing"):
        tune(pack, [Param.parse("rules.nothing=0..3")], obj, SEATS, trials=2, games=3, seed=1)
    with pytest.raises(ValueError, match="rules.tokens.*empty"):
        tune(pack, [Param.parse("rules.tokens=5..2")], obj, SEATS, trials=2, games=3, seed=1)
    with pytest.raises(ValueError, match="PATH=LOW..HIGH"):
        Param.parse("rules.tokens")
    with pytest.raises(ValueError, match="choose first-player"):
        Objective.parse("fairness")


def test_cancel_stops_between_trials():
    calls = []

    def stop():
        return len(calls) >= 2

    result = _expedition_search(trials=10, on_trial=calls.append, should_stop=stop)
    assert result.cancelled
    assert len(result.trials) < 10


def test_progress_reaches_the_games_played():
    seen = []
    _expedition_search(trials=3, games=9, on_progress=lambda d, t: seen.append((d, t)))
    assert seen and seen[-1][0] == seen[-1][1]
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_objective_improves_on_a_toy_range():
    """Mean length toward a target far from the start: a search over the round limit finds
    a much shorter game, significantly closer to the target than the start."""
    pack = content.default_pack("expedition")
    result = tune(pack, [Param.parse("rules.max_rounds=2..100")],
                  [Objective.parse("length=3")], SEATS, trials=8, games=27, seed=2)
    best = result.best_trial()
    assert best is not None
    assert best.scores[0].distance < result.start.scores[0].distance / 2
    assert result.significant


def test_two_objectives_give_a_pareto_front():
    pack = content.default_pack("expedition")
    result = tune(pack, [Param.parse("rules.tokens=1..6")],
                  [Objective.parse("first-player"), Objective.parse("length=20")], SEATS,
                  trials=5, games=9, seed=1)
    assert result.pareto and result.best in result.pareto
    assert len(result.to_json()["trials"][0].get("objectives", [])) in (0, 2)
