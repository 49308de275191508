"""``boardcraft simulate`` with MCTS seats: both budget forms of the architecture
("mcts:500": iterations, "mcts:200ms": time per decision) pass --seats, and MCTS seats play
whole games (at small budgets: a full game at 500 iterations per decision would take the
suite too long)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from app.cli import cli
from content import default_pack_path

runner = CliRunner()


@pytest.mark.parametrize(("pack", "seats", "mcts"), [
    ("europe", ["mcts:25", "greedy"], 0),  # iterations per decision
    ("trails", ["greedy", "mcts:20ms"], 1),  # wall clock per decision
])
def test_simulate_plays_whole_games_with_an_mcts_seat(tmp_path, pack, seats, mcts):
    out = tmp_path / "result.json"
    result = runner.invoke(cli, ["simulate", str(default_pack_path(pack)), "--games", "2",
                                 "--seats", ",".join(seats), "--seed", "4", "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert f"P{mcts + 1} {seats[mcts]}" in result.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["games"] == 2 and len(data["per_game"]) == 2
    assert data["seats"] == seats


@pytest.mark.parametrize("spec", ["mcts:500", "mcts:200ms"])
def test_simulate_seats_take_the_architecture_s_mcts_strings(spec):
    """--seats builds each seat's bot before anything runs: with these seats the run gets
    past that check and stops only at the next one (--games 0), without playing."""
    result = runner.invoke(cli, ["simulate", str(default_pack_path("europe")), "--games", "0",
                                 "--seats", f"{spec},greedy"])
    assert result.exit_code == 2
    assert "--games must be at least 1, not 0" in result.stderr
    assert "--seats" not in result.stderr


@pytest.mark.parametrize("spec", ["mcts:lots", "mcts:0ms"])
def test_simulate_refuses_an_mcts_budget_it_cannot_read(spec):
    result = runner.invoke(cli, ["simulate", str(default_pack_path("europe")), "--games", "1",
                                 "--seats", f"{spec},greedy"])
    assert result.exit_code == 2
    assert f"--seats: bot '{spec}'" in result.stderr and "mcts budget" in result.stderr


def test_simulate_prints_and_writes_the_iterations_an_mcts_seat_got(tmp_path):
    """A time budget's strength is the machine's: the summary and --json say what it got."""
    out = tmp_path / "run.json"
    result = runner.invoke(cli, ["simulate", str(default_pack_path("trails")), "--games", "2",
                                 "--seats", "greedy,mcts:6", "--json", str(out)])
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    data = json.loads(out.read_text(encoding="utf-8"))
    search = data["seat_stats"][1]["search"]
    assert search["mean_per_decision"] == 6 and search["min_per_decision"] == 6
    assert data["seat_stats"][0]["search"] is None
    assert (f"Search, P2 mcts:6: 6 iterations a decision (mean), fewest 6, most 6, over "
            f"{search['decisions']:,} decisions") in text
    assert "Search, P1" not in text
