"""``boardcraft tune``: the search headless, its --json report, its refusals (exit 2)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from app.cli import cli
from content import default_pack_path

runner = CliRunner()
EXPEDITION = str(default_pack_path("expedition"))
ARGS = ["tune", EXPEDITION, "--param", "rules.tokens=0..6", "--param", "rules.tickets=1..4",
        "--objective", "first-player", "--trials", "5", "--games", "18", "--seed", "1"]


def test_tune_writes_every_trial_and_the_best(tmp_path):
    out = tmp_path / "tune.json"
    result = runner.invoke(cli, [*ARGS, "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "Best: trial" in result.stdout and "start" in result.stdout
    data = json.loads(out.read_text())
    assert len(data["trials"]) == 5
    for t in data["trials"]:
        assert set(t["params"]) == {"rules.tokens", "rules.tickets"}
        assert isinstance(t["games"], int)
        if "refused" not in t:
            lo, hi = t["objective"]["interval"]
            assert lo <= t["objective"]["value"] <= hi
    assert data["best"]["params"] in [t["params"] for t in data["trials"]]
    again = tmp_path / "again.json"
    runner.invoke(cli, [*ARGS, "--json", str(again)])
    strip = lambda d: {k: v for k, v in d.items() if k != "seconds"}  # noqa: E731
    assert strip(json.loads(again.read_text())) == strip(data)


def test_E2_tune_reports_refused_candidates(tmp_path):
    out = tmp_path / "tune.json"
    result = runner.invoke(cli, ["tune", EXPEDITION, "--param", "rules.tokens=40..60",
                                 "--trials", "2", "--games", "3", "--json", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert all("E2" in t["refused"] for t in data["trials"])
    assert data["best"] is None


def test_unknown_path_or_empty_range_exit_2_nothing_written(tmp_path):
    out = tmp_path / "tune.json"
    for bad, named in (("rules.nothing=0..3", "rules.nothing"),
                       ("rules.tokens=6..1", "rules.tokens"), ("rules.tokens", "rules.tokens")):
        result = runner.invoke(cli, ["tune", EXPEDITION, "--param", bad, "--json", str(out)])
        assert result.exit_code == 2, result.output
        assert named in result.stderr
        assert not out.exists()
    result = runner.invoke(cli, [*ARGS[:-6], "--trials", "0"])
    assert result.exit_code == 2 and "--trials" in result.stderr
