"""``boardcraft simulate`` and ``boardcraft replay``: headless, no Qt, clear exit codes."""

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
from core.api import bot_names

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()
PACKS = {n: str(default_pack_path(n)) for n in ("europe", "trails", "expedition")}


@pytest.mark.parametrize("name", sorted(PACKS))
def test_simulate_default_pack_prints_seats_lengths_and_reasons(name):
    result = runner.invoke(
        cli, ["simulate", PACKS[name], "--games", "3", "--seats", "greedy,random", "--seed", "7"]
    )
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert f"pack '{name}': 3 games, 2 players, seed 7" in out
    assert "P1 greedy" in out and "P2 random" in out
    assert "Plies mean / median" in out and "Rounds mean / median" in out
    rows = [line for line in out.splitlines() if line.startswith("│     3 │")]
    assert len(rows) == 1  # the games row with its end reasons
    assert any(ch.isalpha() for ch in rows[0].split("│")[4])


def test_simulate_same_seed_same_table():
    args = ["simulate", PACKS["trails"], "--games", "3", "--seats", "random,random", "--seed", "3"]
    first = runner.invoke(cli, args)
    second = runner.invoke(cli, args)
    assert first.exit_code == 0 and first.stdout == second.stdout


def test_simulate_players_default_to_greedy_seats():
    result = runner.invoke(cli, ["simulate", PACKS["europe"], "--games", "2", "--players", "3"])
    assert result.exit_code == 0, result.output
    assert "P3 greedy" in result.stdout and "P4" not in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seats", "greedy,wizard"],
         f"unknown bot 'wizard' for journey; choose from: {', '.join(bot_names('journey'))}"),
        (["--seats", "greedy,human"], "unknown bot 'human'"),
        (["--players", "1"], "plays 2 to 4 players, not 1"),
        (["--players", "5"], "plays 2 to 4 players, not 5"),
        (["--players", "3", "--seats", "greedy,random"], "--seats names 2 bot(s) but --players is 3"),
        (["--games", "0"], "--games must be at least 1"),
        (["--workers", "0"], "--workers must be at least 1"),
    ],
)
def test_simulate_bad_options_exit_2_with_one_line(args, message):
    result = runner.invoke(cli, ["simulate", PACKS["europe"], *args])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_simulate_unloadable_pack_exits_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    for path in (bad, tmp_path / "missing.json"):
        result = runner.invoke(cli, ["simulate", str(path), "--games", "1"])
        assert result.exit_code == 2
        assert result.stderr.startswith(f"{path}: cannot load pack:")
        assert "Traceback" not in result.output


def _records(tmp_path: Path, name: str, games: int = 2) -> list[Path]:
    out = tmp_path / "records"
    result = runner.invoke(cli, ["simulate", PACKS[name], "--games", str(games),
                                 "--seats", "greedy,random", "--records", str(out)])
    assert result.exit_code == 0, result.output
    assert f"{games} records saved in {out}" in result.stdout
    return sorted(out.glob("game-*.json"))


@pytest.mark.parametrize("name", sorted(PACKS))
def test_simulate_records_replay_ok(tmp_path, name):
    paths = _records(tmp_path, name)
    assert [p.name for p in paths] == ["game-0000.json", "game-0001.json"]
    for path in paths:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["seats"] == ["greedy", "random"] and data["pack_id"] == name
        result = runner.invoke(cli, ["replay", PACKS[name], str(path)])
        assert result.exit_code == 0, result.output
        assert f"{path}: ok, {data['game']} pack '{name}', {len(data['moves'])} plies" in result.stdout
        assert f"reason: {data['result']['reason']}" in result.stdout


def test_replay_tampered_record_names_ply_and_rule_and_exits_1(tmp_path):
    path = _records(tmp_path, "europe", games=1)[0]
    data = json.loads(path.read_text(encoding="utf-8"))
    ply = next(i for i, m in enumerate(data["moves"]) if m["kind"] == "place_setup")
    data["moves"][ply]["slot"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(cli, ["replay", PACKS["europe"], str(path)])
    assert result.exit_code == 1
    assert f"does not replay (ply {ply}, rule " in result.stderr
    assert "Traceback" not in result.output


def test_replay_record_of_another_pack_exits_1(tmp_path):
    path = _records(tmp_path, "europe", games=1)[0]
    result = runner.invoke(cli, ["replay", PACKS["trails"], str(path)])
    assert result.exit_code == 1
    assert "record of journey pack 'europe', not trails pack 'trails'" in result.stderr


def test_replay_truncated_record_exits_1(tmp_path):
    path = _records(tmp_path, "trails", games=1)[0]
    data = json.loads(path.read_text(encoding="utf-8"))
    data["moves"] = data["moves"][:-1]
    path.write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(cli, ["replay", PACKS["trails"], str(path)])
    assert result.exit_code == 1
    assert "its moves do not end it" in result.stderr


@pytest.mark.parametrize("content", [None, "", "{", "[1]", '{"game": "journey"}'])
def test_replay_unreadable_record_exits_2(tmp_path, content):
    path = tmp_path / "record.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    result = runner.invoke(cli, ["replay", PACKS["europe"], str(path)])
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(f"{path}: ")
    assert "Traceback" not in result.output


def test_simulate_and_replay_in_a_subprocess_never_import_qt(tmp_path):
    code = (
        "import sys\n"
        "from app.cli import cli\n"
        "codes = []\n"
        "for args in (['simulate', sys.argv[1], '--games', '2', '--workers', '2',\n"
        "              '--records', sys.argv[2]],\n"
        "             ['replay', sys.argv[1], sys.argv[2] + '/game-0001.json']):\n"
        "    try:\n"
        "        cli(args)\n"
        "    except SystemExit as e:\n"
        "        codes.append(e.code)\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print('QT-MODULES', qt, 'CODES', codes)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, "-c", code, PACKS["expedition"], str(tmp_path / "recs")],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "QT-MODULES [] CODES [0, 0]" in proc.stdout
    assert "winners:" in proc.stdout
    assert "Traceback" not in proc.stderr


# -- issue 13: --json, --against, executors, the summary ------------------------------------

DOC = ROOT / "docs" / "simulation.md"
#: Objects whose keys are data (paths, reasons), not fields of the layout.
_DATA_KEYS = {"heat", "heat_totals", "names", "reasons"}


def _keys(data, out=None) -> set[str]:
    out = set() if out is None else out
    if isinstance(data, dict):
        for key, value in data.items():
            out.add(key)
            if key not in _DATA_KEYS:
                _keys(value, out)
    elif isinstance(data, list):
        for value in data:
            _keys(value, out)
    return out


def test_simulate_json_writes_the_whole_result_and_the_docs_name_every_field(tmp_path):
    out = tmp_path / "run.json"
    result = runner.invoke(cli, ["simulate", PACKS["europe"], "--games", "4", "--seats",
                                 "greedy,random", "--seed", "2", "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert f"result written to {out}" in result.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["games"] == 4 and len(data["per_game"]) == 4
    assert data["seats"] == ["greedy", "random"] and data["seed"] == 2
    assert data["timing"]["executor"] == "in-process"
    assert data["heat"] and data["names"]
    doc = DOC.read_text(encoding="utf-8")
    missing = sorted(k for k in _keys(data) if f"`{k}`" not in doc)
    assert not missing, f"docs/simulation.md does not describe {missing}"


def test_simulate_json_of_a_comparison_is_documented_too(tmp_path):
    out = tmp_path / "ab.json"
    result = runner.invoke(cli, ["simulate", PACKS["trails"], "--against", PACKS["trails"],
                                 "--games", "2", "--json", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["comparison"] is True and data["a"]["rotate"] is True
    doc = DOC.read_text(encoding="utf-8")
    missing = sorted(k for k in _keys(data) if f"`{k}`" not in doc)
    assert not missing, f"docs/simulation.md does not describe {missing}"


def test_simulate_summary_shows_intervals_first_player_and_heat_by_name():
    result = runner.invoke(cli, ["simulate", PACKS["europe"], "--games", "6", "--seed", "1"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "95 % interval" in out and "First player (" in out and "advantage" in out
    assert "Hottest element" in out and "Never used" in out
    assert "Length in plies: mean" in out
    names = {c["name"] for c in json.loads(Path(PACKS["europe"]).read_text())["countries"]}
    hot_rows = out.split("Hottest element", 1)[1].splitlines()[2:7]
    assert any(any(name in row for name in names) for row in hot_rows)
    assert "countries[" not in out and "cards[" not in out  # names, not ids or paths
    assert "games in" in result.stderr  # the timing goes to stderr: stdout stays the same


def test_simulate_prints_expedition_heat_and_the_points_never_reached():
    result = runner.invoke(cli, ["simulate", PACKS["expedition"], "--games", "2"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Hottest element" in out and "gives no heat" not in out
    assert "tokens recovered:" in out
    assert "Never used (" in out
    names = {p["name"] for p in json.loads(Path(PACKS["expedition"]).read_text())["points"]}
    hot_rows = out.split("Hottest element", 1)[1].splitlines()[2:7]
    assert any(any(name in row for name in names) for row in hot_rows)
    assert "points[" not in out and "cards[" not in out  # names, not paths


def test_simulate_against_prints_each_difference_with_its_interval(tmp_path):
    from content import default_pack, save_pack

    pack = default_pack("trails")
    shorter = tmp_path / "trails-b.json"
    save_pack(pack.model_copy(update={"rules": pack.rules.model_copy(
        update={"routes_to_end": 4})}), shorter)
    recs = tmp_path / "recs"
    result = runner.invoke(cli, ["simulate", PACKS["trails"], "--against", str(shorter),
                                 "--games", "12", "--seats", "greedy,random", "--seed", "4",
                                 "--records", str(recs)])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "(A) against" in out and "seats rotated" in out
    assert "B − A" in out and "95 % interval" in out
    row = next(line for line in out.splitlines() if "mean plies" in line)
    cells = [c.strip() for c in row.split("│")]
    assert cells[4].startswith("-") and cells[6] == "*"  # shorter, and significantly so
    assert "24 records saved" in out
    assert len(list((recs / "a").glob("game-*.json"))) == 12
    assert len(list((recs / "b").glob("game-*.json"))) == 12


def test_simulate_on_two_workers_prints_what_one_prints():
    args = ["simulate", PACKS["europe"], "--games", "6", "--seats", "greedy,random"]
    one = runner.invoke(cli, args)
    two = runner.invoke(cli, [*args, "--workers", "2"])
    assert one.exit_code == two.exit_code == 0
    assert one.stdout == two.stdout


def test_simulate_on_a_local_dask_cluster_prints_what_one_process_prints():
    pytest.importorskip("distributed")
    args = ["simulate", PACKS["trails"], "--games", "4", "--seats", "greedy,random"]
    one = runner.invoke(cli, args)
    dask = runner.invoke(cli, [*args, "--dask-local", "2"])
    assert dask.exit_code == 0, dask.output
    assert one.stdout == dask.stdout
    assert "on a local Dask cluster of 2" in dask.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--workers", "2", "--dask-local", "2"],
         "choose one of --workers, --dask-local and --scheduler, not --workers and --dask-local"),
        (["--dask-local", "1", "--scheduler", "tcp://127.0.0.1:1"], "choose one of"),
        (["--dask-local", "0"], "--dask-local must be at least 1, not 0"),
        (["--seats", "greedy:5,random"], "--seats: bot 'greedy:5': the greedy bot takes no options"),
        (["--seats", "chess,greedy"], "unknown bot 'chess' for journey; choose from: greedy, mcts, random"),
        (["--seats", "mcts:abc,greedy"], "--seats: bot 'mcts:abc': mcts budget 'abc' is not a number"),
        (["--against", "{trails}"], "a trails pack cannot be compared with the journey pack"),
        (["--json", "{missing}/out.json"], "its folder does not exist"),
        (["--json", "{tmp}"], "is a folder"),
        (["--json", "/dev/null"], "--json /dev/null: is not a regular file"),
    ],
)
def test_simulate_more_bad_options_exit_2_with_one_line(tmp_path, args, message):
    args = [a.format(trails=PACKS["trails"], missing=tmp_path / "missing", tmp=tmp_path)
            for a in args]
    result = runner.invoke(cli, ["simulate", PACKS["europe"], "--games", "1", *args])
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_simulate_dask_without_the_cluster_extra_says_how_to_get_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed fails
    result = runner.invoke(cli, ["simulate", PACKS["europe"], "--games", "1",
                                 "--dask-local", "2"])
    assert result.exit_code == 2
    assert "--dask-local needs Dask: pip install 'boardcraft-studio[cluster]'" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_simulate_unreachable_scheduler_exits_2_with_one_line(monkeypatch):
    pytest.importorskip("distributed")
    import app.cli

    monkeypatch.setattr(app.cli, "_SCHEDULER_TIMEOUT", "1s")
    result = runner.invoke(cli, ["simulate", PACKS["europe"], "--games", "1",
                                 "--scheduler", "tcp://127.0.0.1:9"])
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("cannot reach the Dask scheduler at tcp://127.0.0.1:9")
    assert len(result.stderr.strip().splitlines()) == 1


def _session_processes(sid: int) -> list[int]:
    """Processes still alive in session ``sid`` (from /proc; zombies left out)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[3]) == sid and fields[0] != "Z":
                found.append(int(entry))
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")
def test_ctrl_c_stops_a_run_on_workers_cleanly_and_leaves_no_process(tmp_path):
    import signal
    import time

    recs, out = tmp_path / "recs", tmp_path / "run.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "simulate", PACKS["europe"], "--games", "20000",
         "--workers", "2", "--records", str(recs), "--json", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env,
        start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while not list(recs.glob("game-*.json")) and time.monotonic() < deadline:
            time.sleep(0.05)
        os.killpg(proc.pid, signal.SIGINT)  # as a terminal does: the whole process group
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr
    assert "cancelled after" in stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["cancelled"] is True and 0 < data["games"] < 20000
    assert len(list(recs.glob("game-*.json"))) == data["games"]
    deadline = time.monotonic() + 10
    while _session_processes(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _session_processes(proc.pid) == []


def test_simulate_against_json_pairs_heat_by_id_when_a_card_leaves_the_deck(tmp_path):
    from content import default_pack, save_pack

    europe = default_pack("europe")
    gone = "ship:atlantic:2"
    index = next(i for i, c in enumerate(europe.cards) if c.id == gone)
    smaller = tmp_path / "europe-b.json"
    save_pack(europe.model_copy(update={"cards": tuple(c for c in europe.cards
                                                       if c.id != gone)}), smaller)
    out = tmp_path / "ab.json"
    result = runner.invoke(cli, ["simulate", PACKS["europe"], "--against", str(smaller),
                                 "--games", "10", "--seed", "3", "--json", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    entries = {e["id"]: e for e in data["heat_differences"]}
    assert len(entries) == len(data["heat_differences"])
    assert entries[gone]["a"] == f"cards[{index}]" and entries[gone]["b"] is None
    after = europe.cards[index + 1].id
    assert (entries[after]["a"], entries[after]["b"]) == (f"cards[{index + 1}]",
                                                          f"cards[{index}]")
    assert all(set(e) == {"id", "name", "a", "b", "diff", "interval"}
               for e in data["heat_differences"])
    assert all(e["interval"] is not None for e in data["heat_differences"])


def test_simulate_on_workers_tells_the_pools_start_apart(tmp_path):
    out = tmp_path / "run.json"
    result = CliRunner().invoke(cli, ["simulate", str(default_pack_path("trails")), "--games",
                                      "40", "--workers", "2", "--json", str(out)])
    assert result.exit_code == 0, result.output
    start = json.loads(out.read_text(encoding="utf-8"))["timing"]["start_seconds"]
    assert start is not None and start >= 0
    assert f"; of it {start:.1f} s the workers' start)" in " ".join(result.stderr.split())
