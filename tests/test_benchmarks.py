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
    assert bench_content.main(["--runs", "1"]) == 0
    assert "| NO |" in capsys.readouterr().out
    assert not results.exists()
    assert bench_content.main(["--runs", "1", "--record"]) == 0
    assert "## Content load + lint" in results.read_text(encoding="utf-8")


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
