"""``boardcraft bench``: how fast a pack plays, headless, with clear exit codes; and the
playable check ``simulate`` shares with it (a pack with lint errors is refused, not crashed)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from app.cli import cli
from content import default_pack_path
from core.api import Speed, game_for, measure_speed
from core.sim.speed import TicTacToeState, paired_rate, plies_per_second

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()
PACKS = {n: str(default_pack_path(n)) for n in ("europe", "trails", "expedition")}


def test_the_reference_plays_whole_games_and_measures_a_positive_rate():
    rate, games = plies_per_second(TicTacToeState, 0.02)
    assert rate > 0 and games >= 1
    state = TicTacToeState()
    for cell in (0, 3, 1, 4, 2):  # x takes the top row
        state = state.apply(next(m for m in state.legal_moves() if m.cell == cell))
    assert state.is_terminal() and state.winner == 0 and state.legal_moves() == []


def test_playouts_are_timed_by_the_clock_given_for_example_cpu_time():
    """``--cpu``: the rate is plies per second of the clock passed (the process's CPU time
    there), not of the wall clock."""
    ticks = iter(range(100))
    rate, games = plies_per_second(TicTacToeState, 0.5, clock=lambda: float(next(ticks)))
    # start at 0, one whole game, its end read at 1 (past 0.5), the rate divided at 2
    assert games == 1 and 5 <= rate * 2 <= 9 and (rate * 2).is_integer()


def test_paired_rate_divides_by_the_reference_measured_around_each_round():
    rates = iter([10.0, 20.0, 30.0] * 2)
    rate, ratio = paired_rate(lambda s, i: 40.0, lambda s: next(rates), 1.0, rounds=2)
    # round 1: reference 10 then 20 around 40 -> 40/15; round 2: 30 then 10 -> 40/20
    assert rate == 40.0 and ratio == pytest.approx((40 / 15 + 40 / 20) / 2)


@pytest.mark.parametrize("name", sorted(PACKS))
def test_measure_speed_gives_playouts_greedy_games_and_their_length(name):
    from content import load_pack

    game = game_for(load_pack(PACKS[name]))
    players = game.spec.min_players
    speed = measure_speed(game, players, seconds=0.05)
    assert isinstance(speed, Speed) and speed.players == players
    assert speed.plies_per_second > 0 and speed.reference_ratio > 0
    assert speed.greedy_games_per_second > 0 and speed.greedy_mean_plies >= 1
    assert speed.greedy_cpu_games_per_second > 0 and speed.warmup_seconds > 0
    # the estimate is the CPU time's (a loaded machine's wall clock is the load's figure)
    assert speed.seconds_for(10_000) == pytest.approx(10_000 / speed.greedy_cpu_games_per_second)
    assert speed.wall_seconds_for(10_000) == pytest.approx(10_000 / speed.greedy_games_per_second)
    assert json.loads(json.dumps(speed.to_json()))["players"] == players


def test_bench_prints_each_player_count_and_writes_json(tmp_path):
    out = tmp_path / "speed.json"
    result = runner.invoke(cli, ["bench", PACKS["europe"], "--seconds", "0.05", "--json", str(out)])
    assert result.exit_code == 0, result.output
    table = result.stdout
    assert "journey pack 'europe'" in table and "plies/s" in table and "greedy" in table
    rows = [line for line in table.splitlines() if line.startswith("│")]
    assert [r.split("│")[1].strip() for r in rows] == ["2", "3", "4"]
    assert all("min" in r.split("│")[6] or " s" in r.split("│")[6] for r in rows)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["pack"] == "europe" and data["complete"] is True
    assert [s["players"] for s in data["speeds"]] == [2, 3, 4]
    assert all(s["plies_per_second"] > 0 and s["greedy_games_per_second"] > 0
               for s in data["speeds"])


def test_bench_plays_an_untimed_warm_up_game_before_any_timed_one(monkeypatch):
    """The first game's one-time set-up is no part of games/s: the warm-up game is played
    before the clock of any measure starts."""
    from content import load_pack
    from core.sim import speed as speed_module

    calls = []
    real_warm_up, real_rates = speed_module.warm_up, speed_module.greedy_rates
    real_paired = speed_module.paired_rate
    monkeypatch.setattr(speed_module, "warm_up",
                        lambda *a: calls.append("warm-up") or real_warm_up(*a))
    monkeypatch.setattr(speed_module, "paired_rate",
                        lambda *a, **k: calls.append("playouts") or real_paired(*a, **k))
    monkeypatch.setattr(speed_module, "greedy_rates",
                        lambda *a: calls.append("greedy") or real_rates(*a))
    speed_module.measure_speed(game_for(load_pack(PACKS["trails"])), 2, seconds=0.05)
    assert calls == ["warm-up", "playouts", "greedy"]


def test_bench_says_it_warmed_up_and_that_the_estimate_uses_cpu_time(tmp_path):
    out = tmp_path / "speed.json"
    result = runner.invoke(cli, ["bench", PACKS["trails"], "--players", "2", "--seconds", "0.05",
                                 "--json", str(out)])
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    assert "Warm-up: one untimed game per player count was played first" in text
    assert "2 players " in text and "ms CPU" in text
    assert "CPU time: the 10,000-games estimate uses the CPU time a game takes" in text
    assert "from the wall clock of this run it would be 2 players" in text
    header = " ".join(line.strip("┃ ") for line in result.stdout.splitlines() if "┃" in line)
    assert "CPU / wall" in header and "(CPU)" in header
    (speed,) = json.loads(out.read_text(encoding="utf-8"))["speeds"]
    assert speed["estimate_from"] == "cpu" and speed["warmup_seconds"] > 0
    assert speed["greedy_cpu_games_per_second"] > 0
    assert speed["seconds_for_10000"] == pytest.approx(
        10_000 / speed["greedy_cpu_games_per_second"])


def test_bench_one_player_count():
    result = runner.invoke(cli, ["bench", PACKS["trails"], "--players", "3", "--seconds", "0.05"])
    assert result.exit_code == 0, result.output
    rows = [line for line in result.stdout.splitlines() if line.startswith("│")]
    assert [r.split("│")[1].strip() for r in rows] == ["3"]


@pytest.mark.parametrize("args, message", [
    (["--players", "9"], "plays 2 to 4 players, not 9"),
    (["--seconds", "0"], "--seconds must be from 0.05 to 600, not 0"),
    (["--seconds", "1e9"], "--seconds must be from 0.05 to 600"),
])
def test_bench_refuses_bad_options_with_exit_2(args, message):
    result = runner.invoke(cli, ["bench", PACKS["europe"], *args])
    assert result.exit_code == 2
    assert message in result.stderr and "Traceback" not in result.output


def test_bench_an_unreadable_pack_exits_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    result = runner.invoke(cli, ["bench", str(bad)])
    assert result.exit_code == 2 and "bad.json: cannot load pack" in result.stderr


@pytest.mark.parametrize("command", [["bench", "--seconds", "0.05"], ["simulate", "--games", "2"]])
def test_a_pack_the_rules_cannot_play_is_refused_with_its_errors_not_a_traceback(
        holed_trails, command):
    name, *options = command
    result = runner.invoke(cli, [name, str(holed_trails), *options])
    assert result.exit_code == 1, result.output
    assert "holed.json: cannot be played: 1 error(s): boards[0].hexes" in result.stderr
    assert "not one closed track" in result.stderr
    assert "Traceback" not in result.output
    assert isinstance(result.exception, SystemExit)


def test_bench_in_a_subprocess_never_imports_qt():
    code = (
        "import sys\n"
        "from app.cli import cli\n"
        "try:\n"
        "    cli(['bench', sys.argv[1], '--players', '2', '--seconds', '0.05'])\n"
        "except SystemExit as e:\n"
        "    code = e.code\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print('QT-MODULES', qt, 'CODE', code)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", code, PACKS["expedition"]], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "QT-MODULES [] CODE 0" in proc.stdout
    assert "Traceback" not in proc.stderr


def test_export_of_a_pack_with_errors_warns_and_still_writes_it(holed_trails, tmp_path):
    out = tmp_path / "holed.bcpack"
    result = runner.invoke(cli, ["export", str(holed_trails), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "holed.json: warning: exported with 1 error(s): boards[0].hexes" in result.stderr
    assert "the rules cannot play it until they are fixed" in result.stderr
    assert out.stat().st_size > 0


@pytest.mark.parametrize("command", [["bench", "--seconds", "0.05", "--players", "2"],
                                     ["simulate", "--games", "1"]])
def test_json_out_never_replaces_a_pipe(tmp_path, command):
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    name, *options = command
    result = runner.invoke(cli, [name, PACKS["trails"], *options, "--json", str(fifo)])
    assert result.exit_code == 2
    assert "out.json: is not a regular file" in result.stderr
    import stat

    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_playtest_of_a_pack_the_rules_cannot_play_says_so_before_opening_the_studio(holed_trails):
    result = runner.invoke(cli, ["playtest", str(holed_trails), "--seats", "human:Anna,greedy"])
    assert result.exit_code == 1
    assert "holed.json: cannot be played: 1 error(s)" in result.stderr


def test_records_never_replace_a_pipe(tmp_path):
    folder = tmp_path / "recs"
    folder.mkdir()
    os.mkfifo(folder / "game-0001.json")
    result = runner.invoke(cli, ["simulate", PACKS["trails"], "--games", "3", "--records",
                                 str(folder)])
    assert result.exit_code == 2
    assert "game-0001.json is not a regular file" in result.stderr
    assert (folder / "game-0001.json").is_fifo() and (folder / "game-0000.json").is_file()
