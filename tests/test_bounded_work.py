"""Bounded work (issue 24 §2): a run's seeds are made as its games are played, never all up
front, and a request beyond a stated bound is refused with a message naming it (exit 2)
instead of a MemoryError or a run that never finishes."""

from __future__ import annotations

from itertools import islice
from pathlib import Path

import pytest
from typer.testing import CliRunner

from app.cli import cli
from content import default_pack
from core.api import MAX_GAMES, game_seeds, simulate
from core.bots.mcts import MAX_ITERATIONS, MAX_SECONDS, parse_budget
from core.sim.simulate import iter_game_seeds

EUROPE = str(Path(__file__).resolve().parents[1] / "content" / "packs" / "europe.json")


def test_the_streamed_seeds_are_the_runs_seeds():
    assert list(islice(iter_game_seeds(7, MAX_GAMES), 50)) == game_seeds(7, 50)


@pytest.mark.parametrize("workers", [1, 2])
def test_a_run_of_the_most_games_starts_at_once_and_stops_when_asked(workers):
    """A million games: the first ones are played straight away (the seeds are streamed), and
    a stop after a few ends the run with those games."""
    finished = []
    result = simulate(default_pack("europe"), ["random", "random"], MAX_GAMES, seed=3,
                      workers=workers, batch_size=2, on_progress=lambda d, t: finished.append(d),
                      should_stop=lambda: len(finished) >= 4)
    assert result.cancelled and 4 <= len(result.games) < 100
    seeds = game_seeds(3, 100)
    assert all(g.seed == seeds[g.index] for g in result.games)


@pytest.mark.parametrize("games", [MAX_GAMES + 1, 10**9, 10**30])
def test_more_games_than_a_run_holds_are_refused(games):
    with pytest.raises(ValueError, match=f"at most {MAX_GAMES:,} games"):
        simulate(default_pack("europe"), ["random", "random"], games, seed=0)
    result = CliRunner().invoke(cli, ["simulate", EUROPE, "--games", str(games)])
    assert result.exit_code == 2
    assert f"--games must be at most {MAX_GAMES:,}" in result.output


@pytest.mark.parametrize("budget, words", [
    (str(MAX_ITERATIONS + 1), f"at most {MAX_ITERATIONS:,} iterations"),
    ("1" + "0" * 30, f"at most {MAX_ITERATIONS:,} iterations"),
    (f"{MAX_SECONDS * 2:g}s", f"at most {MAX_SECONDS:g} s"),
    ("99999999999999999999ms", f"at most {MAX_SECONDS:g} s"),
    ("1e30", "is not a number of iterations"),
])
def test_an_mcts_budget_beyond_the_bound_is_refused(budget, words):
    with pytest.raises(ValueError, match=words):
        parse_budget(budget)
    result = CliRunner().invoke(cli, ["simulate", EUROPE, "--games", "1",
                                      "--seats", f"greedy,mcts:{budget}"])
    assert result.exit_code == 2 and words in result.output


def test_the_largest_budgets_are_accepted():
    assert parse_budget(str(MAX_ITERATIONS)).iterations == MAX_ITERATIONS
    assert parse_budget(f"{MAX_SECONDS:g}s").seconds == MAX_SECONDS
