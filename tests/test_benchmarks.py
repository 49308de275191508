"""Benchmarks report, they do not fail: exit 0 when a target is missed ("NO" in the table),
and benchmarks/RESULTS.md is written only when asked with ``--record``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted(p for p in (ROOT / "benchmarks").glob("*.py")
                 if "argparse" in p.read_text(encoding="utf-8"))


@pytest.mark.parametrize("script", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_every_benchmark_writes_results_only_with_record(script):
    text = script.read_text(encoding="utf-8")
    assert '"--record"' in text
    assert not re.search(r'"--(no-)?append"', text), "the old flags are gone"
    assert re.search(r"if args\.record:", text), "RESULTS.md is written under --record only"


def test_bench_content_missing_a_target_exits_0_and_writes_nothing_unless_recording(
        tmp_path, monkeypatch, capsys):
    from benchmarks import bench_content
    from content import default_pack, save_pack

    path = tmp_path / "europe.json"
    save_pack(default_pack("europe"), path)
    results = tmp_path / "RESULTS.md"
    monkeypatch.setattr(bench_content, "RESULTS", results)
    # a target no machine meets: the figure misses it
    monkeypatch.setattr(bench_content, "run",
                        lambda runs: [bench_content.measure("default europe", path, 0.0, runs)])
    monkeypatch.setitem(bench_content.SIZES, "journey", (40, 80, 160))
    assert bench_content.main(["--runs", "1", "--game", "journey"]) == 0
    assert "| NO |" in capsys.readouterr().out
    assert not results.exists()
    assert bench_content.main(["--runs", "1", "--game", "journey", "--record"]) == 0
    text = results.read_text(encoding="utf-8")
    assert "## Content load + lint" in text and "--game journey --record" in text


def test_bench_content_prints_three_sizes_and_an_exponent_per_measure(monkeypatch):
    """Each game at its three sizes, wall and CPU time of every measure, then the fitted
    growth exponent of each measure: 1 for linear work, 2 for work on every pair."""
    from benchmarks import bench_content

    assert bench_content.slope([10, 30, 90], [0.5, 1.5, 4.5]) == pytest.approx(1.0)
    assert bench_content.slope([10, 30, 90], [1, 9, 81]) == pytest.approx(2.0)
    monkeypatch.setitem(bench_content.SIZES, "expedition", (50, 100, 200))
    rows = bench_content.growth_rows(1, ["expedition"])
    assert [r["size"] for r in rows] == [50, 98, 200]
    assert all(r["plies"] > 0 and len(r[m]) == 2 for r in rows for m in bench_content.MEASURES)
    text = bench_content.growth_table(rows)
    fits = [line for line in text.splitlines() if line.startswith("| expedition | ") and
            line.count("|") == 7]
    assert [f.split("|")[2].strip() for f in fits] == [
        "load + lint", "start a game (engine, first state, greedy bots)", "one greedy game",
        "reference: json.loads of the same file"]
    per = bench_content.exponents(rows)["expedition"]
    for f, m in zip(fits, (*bench_content.MEASURES, "json"), strict=True):
        assert f.split("|")[4].strip() == f"{per[m][1]:.2f}"
        assert f.split("|")[6].strip() == ("" if m == "json" else
                                           "yes" if per[m][1] <= 1.1 else "NO")


def test_report_mcts_prints_its_table_and_writes_results_only_when_recording(
        tmp_path, monkeypatch, capsys):
    from benchmarks import report_mcts

    results = tmp_path / "RESULTS.md"
    monkeypatch.setattr(report_mcts, "RESULTS", results)
    args = ["--game", "journey", "--games", "2", "--budget", "3", "--iterations", "2",
            "--workers", "1"]
    report_mcts.main(args)
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("| journey |")]
    assert [r.split("|")[2].strip() for r in rows] == ["3", "2"]  # headline, then the table
    assert all(r.split("|")[3].strip() == "2" for r in rows)  # games per budget
    assert not results.exists()
    report_mcts.main([*args, "--record"])
    text = results.read_text(encoding="utf-8")
    assert "## MCTS against greedy" in text and "Strength against iterations" in text
    assert text.count("| journey |") == 2
