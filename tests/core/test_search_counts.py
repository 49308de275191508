"""How much the MCTS bot searched: it counts its iterations per decision, the simulator adds
them up per seat (mean, fewest, most) into the report and its JSON, and a playtest session
tells them per seat: a time budget ("mcts:200ms") gets what the machine's speed and load
allow, so the report says what strength was played (issue 26 §3)."""

from __future__ import annotations

import json
import random

import pytest

from content import default_pack
from core.api import SearchStats, Session, WorkerPool, game_for, make_bot, simulate
from core.sim.result import build_result

from .test_mcts import _decisions


@pytest.fixture(scope="module")
def trails():
    return default_pack("trails")


def test_the_mcts_bot_counts_iterations_of_each_decision_it_searches(trails):
    game = game_for(trails)
    bot = make_bot("mcts:7", game, 0, random.Random(1))
    assert bot.search_counts() == (0, 0, 0, 0)
    states = [s for s in _decisions(game) if s.current_player() == 0][:3]
    for state in states:
        bot.choose(state.observe(0), state.legal_moves())
    assert bot.search_counts() == (len(states), 7 * len(states), 7, 7)


def test_a_decision_with_one_legal_move_is_not_counted(trails):
    game = game_for(trails)
    bot = make_bot("mcts:7", game, 0, random.Random(1))
    state = _decisions(game)[0]
    bot.choose(state.observe(state.current_player()), state.legal_moves()[:1])
    assert bot.search_counts() == (0, 0, 0, 0)


def test_search_stats_add_up_decisions_and_keep_the_fewest_and_most():
    stats = SearchStats.of([(2, 30, 10, 20), None, (0, 0, 0, 0), (1, 4, 4, 4)])
    assert stats == SearchStats(3, 34, 34 / 3, 4, 20)
    assert SearchStats.of([None, (0, 0, 0, 0)]) is None


def test_the_report_and_its_json_give_iterations_per_decision_per_seat(trails):
    result = simulate(trails, ["greedy", "mcts:5"], 2, seed=3)
    greedy, mcts = result.seat_stats
    assert greedy.search is None
    assert mcts.search.decisions > 0 and mcts.search.mean == 5
    assert (mcts.search.minimum, mcts.search.maximum) == (5, 5)
    assert mcts.search.iterations == 5 * mcts.search.decisions
    data = json.loads(json.dumps(result.to_json()))
    assert data["seat_stats"][0]["search"] is None
    assert data["seat_stats"][1]["search"] == {
        "decisions": mcts.search.decisions, "iterations": 5 * mcts.search.decisions,
        "mean_per_decision": 5.0, "min_per_decision": 5, "max_per_decision": 5}
    assert data["bots"][1]["search"] == data["seat_stats"][1]["search"]


def test_a_time_budget_reports_what_it_got_and_a_rotated_run_follows_the_bot(trails):
    result = simulate(trails, ["mcts:5ms", "greedy"], 2, seed=4, rotate=True)
    mcts, greedy = result.bots
    assert greedy.search is None
    s = mcts.search
    assert s.decisions > 0 and 1 <= s.minimum <= s.mean <= s.maximum
    assert s.iterations == sum(g.search[(0 - g.rotation) % 2][1] for g in result.games)
    # both seats were played by the mcts bot once: each place has its searches
    assert all(seat.search is not None for seat in result.seat_stats)


def test_workers_give_the_same_search_figures_as_one_process(trails):
    alone = simulate(trails, ["greedy", "mcts:4"], 4, seed=5)
    with WorkerPool(2) as pool:
        spread = simulate(trails, ["greedy", "mcts:4"], 4, seed=5, executor=pool,
                          batch_size=1)
    assert spread.seat_stats[1].search == alone.seat_stats[1].search
    assert spread.to_json() == alone.to_json()


def test_games_without_search_counts_build_a_report_without_them():
    from core.sim.result import GameSummary

    games = [GameSummary(index=0, seed=1, winners=(0,), scores=(1.0, 0.0), reason="win",
                         rounds=1, plies=3)]
    result = build_result(("greedy", "greedy"), games, {})
    assert all(s.search is None for s in result.seat_stats)


def test_a_playtest_session_tells_each_bots_searches(trails):
    s = Session(trails, ["mcts:6", "greedy"], seed=2)
    s.advance(bot_moves=40)
    stats = s.search(0)
    assert stats is not None and stats.mean == 6 and stats.decisions >= 1
    assert s.search(1) is None
