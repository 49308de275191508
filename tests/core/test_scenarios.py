"""Scenarios pinned in a pack (architecture.md, "Scenarios"): the schema field and its
migration, the lint's ``scenario-broken`` (registered by core), and ``boardcraft scenarios``."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from app.cli import cli
from content import SCHEMA_VERSION, PackError, default_pack, dumps_pack, lint, load_pack
from content.io import parse_json
from core.api import SCENARIO_BROKEN, IllegalMove, Session, check_scenarios, game_for

runner = CliRunner()


def _with(pack, *scenarios):
    data = parse_json(dumps_pack(pack))
    data["scenarios"] = list(scenarios)
    return type(pack).model_validate(data)


def _position(pack, plies=12, seed=3):
    s = Session(pack, ["human:Anna", "human:Ben"], seed=seed)
    while s.ply < plies and not s.is_over():
        s.advance()
        if s.to_move() is not None:
            s.play(s.legal_moves()[0])
    s.advance()
    return s


def _over(pack, seed=1):
    s = Session(pack, ["greedy", "greedy"], seed=seed)
    s.advance()
    return s


@pytest.fixture(scope="module")
def europe():
    return default_pack("europe")


def test_older_packs_migrate_to_no_scenarios(tmp_path, europe):
    data = parse_json(dumps_pack(europe))
    data["schema_version"] = 1
    data.pop("scenarios", None)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    pack = load_pack(path)
    assert pack.scenarios == () and pack.schema_version == SCHEMA_VERSION >= 2
    assert json.loads(dumps_pack(pack))["scenarios"] == []


def test_a_scenario_with_a_bad_expectation_is_a_load_error(tmp_path, europe):
    data = parse_json(dumps_pack(europe))
    data["scenarios"] = [{"name": "x", "record": {}, "expect": {"maybe": "draw"}}]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PackError, match=r"scenarios\[0\]"):
        load_pack(path)


def test_scenarios_that_hold_give_no_problem(europe):
    s = _position(europe)
    move = s.legal_moves()[0]
    g = game_for(europe)
    illegal = g.move_from_text("replace slot 4, discard onto pile 1")
    assert illegal not in s.legal_moves()  # a card must be drawn first
    with pytest.raises(IllegalMove) as refused:
        s.state.apply(illegal)
    over = _over(europe)
    res = over.result()
    scenarios = [
        {"name": "keep drawing", "record": s.record().to_json(), "expect": {"legal": str(move)}},
        {"name": "the end", "record": over.record().to_json(),
         "expect": {"over": True, "winners": list(res.winners), "reason": res.reason}},
        {"name": "no replacing yet", "record": s.record().to_json(),
         "expect": {"illegal": str(illegal), "rule": refused.value.rule}},
    ]
    pack = _with(europe, *scenarios)
    assert all(c.ok for c in check_scenarios(pack)), check_scenarios(pack)
    assert not [p for p in lint(pack) if p.code == SCENARIO_BROKEN]


def test_an_edit_that_breaks_a_scenario_is_a_warning_naming_it_and_the_first_move(europe):
    s = _position(europe, plies=30)
    record = s.record().to_json()
    dealt = next(m["card"] for m in record["moves"] if m["kind"] == "deal")
    ply = next(i for i, m in enumerate(record["moves"]) if m.get("card") == dealt)
    pack = _with(europe, {"name": "Greece opening", "record": record,
                          "expect": {"legal": str(s.legal_moves()[0])}})
    data = parse_json(dumps_pack(pack))
    data["cards"] = [c for c in data["cards"] if c["id"] != dealt]
    edited = type(pack).model_validate(data)
    broken = [p for p in lint(edited) if p.code == SCENARIO_BROKEN]
    assert len(broken) == 1
    (p,) = broken
    assert p.severity == "warning" and p.where == "scenarios[0]"
    assert "Greece opening" in p.message and f"move {ply + 1} no longer holds" in p.message
    assert p.msgid == "Scenario '{name}': {what}"


def test_a_failed_expectation_is_named(europe):
    over = _over(europe)
    res = over.result()
    pack = _with(europe, {"name": "wrong winner", "record": over.record().to_json(),
                          "expect": {"over": True, "winners": [9], "reason": res.reason}})
    (check,) = check_scenarios(pack)
    assert not check.ok and "should end with winners seat 10" in check.message


@pytest.mark.parametrize("name", ["trails", "expedition"])
def test_the_cli_runs_the_scenarios_one_line_each_with_exit_codes(name, tmp_path):
    base = default_pack(name)
    s = _position(base, plies=8)
    good = {"name": "legal still", "record": s.record().to_json(),
            "expect": {"legal": str(s.legal_moves()[0])}}
    bad = {"name": "wrong rule", "record": s.record().to_json(),
           "expect": {"illegal": str(s.legal_moves()[0]), "rule": "X1"}}
    path = tmp_path / "p.json"
    path.write_text(dumps_pack(_with(base, good)), encoding="utf-8")
    out = runner.invoke(cli, ["scenarios", str(path)])
    assert out.exit_code == 0, out.output
    assert "holds scenarios[0] 'legal still'" in out.stdout and "1 of 1" in out.stdout
    path.write_text(dumps_pack(_with(base, good, bad)), encoding="utf-8")
    out = runner.invoke(cli, ["scenarios", str(path)])
    assert out.exit_code == 1, out.output
    assert "fails scenarios[1] 'wrong rule'" in out.stdout and "but is legal" in out.stdout
    path.write_text("{not json", encoding="utf-8")
    out = runner.invoke(cli, ["scenarios", str(path)])
    assert out.exit_code == 2 and "Traceback" not in out.output
    out = runner.invoke(cli, ["scenarios", str(tmp_path / "missing.json")])
    assert out.exit_code == 2 and "Traceback" not in out.output
