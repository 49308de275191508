"""``boardcraft validate`` and ``boardcraft schema``: headless, no Qt, clear exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from app.cli import cli
from content import default_pack_path, json_schema
from content.io import MAX_PACK_BYTES
from tests.content.helpers import pack_dict

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()
DEFAULTS = [str(default_pack_path(n)) for n in ("europe", "trails", "expedition")]


def _write(tmp_path: Path, name: str, data) -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_validate_default_packs_exits_0():
    result = runner.invoke(cli, ["validate", *DEFAULTS])
    assert result.exit_code == 0, result.output
    assert result.output.count(" ok ") == 3
    assert "trails-girls-spacing" in result.output  # warnings are shown, not fatal
    assert "boards[3].girls" in result.output


def test_validate_quiet_hides_warnings():
    result = runner.invoke(cli, ["validate", "--quiet", *DEFAULTS])
    assert result.exit_code == 0 and "warning" not in result.output.replace("warning(s)", "")


def test_validate_lint_error_exits_1_with_file_severity_code_path_and_message(tmp_path):
    data = pack_dict("europe")
    data["rules"]["max_players"] = 7
    path = _write(tmp_path, "big.json", data)
    result = runner.invoke(cli, ["validate", path])
    assert result.exit_code == 1
    line = next(x for x in result.output.splitlines() if "journey-deck-size" in x)
    assert line.startswith(f"{path}: error journey-deck-size cards: the deck has 67 cards")
    assert "FAIL" in result.output


def test_validate_load_error_lists_every_problem_and_exits_1(tmp_path):
    data = pack_dict("europe")
    data["links"][85]["b"] = "atlantis"
    data["cards"][0]["ref"] = "nowhere"
    path = _write(tmp_path, "broken.json", data)
    result = runner.invoke(cli, ["validate", path])
    assert result.exit_code == 1
    assert f"{path}: error load links[85].b: unknown country 'atlantis'" in result.output
    assert "cards[0].ref: unknown country 'nowhere'" in result.output


@pytest.mark.parametrize(
    "content", ["", "{", "[1]", "\x00\x01binary", '{"game": "journey"}', "9" * 10_000]
)
def test_validate_bad_content_exits_1_without_traceback(tmp_path, content):
    path = _write(tmp_path, "bad.json", content)
    result = runner.invoke(cli, ["validate", path])
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output and "error" in result.output


def test_validate_unreadable_files_exit_2(tmp_path):
    big = tmp_path / "huge.json"
    with open(big, "wb") as f:
        f.truncate(MAX_PACK_BYTES + 1)
    for path in [tmp_path / "missing.json", tmp_path, big]:
        result = runner.invoke(cli, ["validate", str(path)])
        assert result.exit_code == 2, (path, result.output)
        assert "unreadable" in result.output


def test_validate_worst_status_wins_across_files(tmp_path):
    bad = _write(tmp_path, "bad.json", "{")
    result = runner.invoke(cli, ["validate", DEFAULTS[0], bad, str(tmp_path / "nope.json")])
    assert result.exit_code == 2
    assert " ok " in result.output and "bad.json" in result.output


def test_validate_markup_in_messages_is_printed_literally(tmp_path):
    data = pack_dict("europe")
    data["links"][0]["b"] = "bold"
    path = _write(tmp_path, "[bold]x.json", data)
    result = runner.invoke(cli, ["validate", path])
    assert "[bold]x.json" in result.output and "unknown country 'bold'" in result.output


@pytest.mark.parametrize("game", ["journey", "trails", "expedition"])
def test_schema_prints_the_games_json_schema(game):
    result = runner.invoke(cli, ["schema", game])
    assert result.exit_code == 0
    assert json.loads(result.output) == json_schema(game)


def test_schema_unknown_game_exits_2():
    result = runner.invoke(cli, ["schema", "chess"])
    assert result.exit_code == 2


def test_validate_in_a_subprocess_never_imports_qt(tmp_path):
    code = (
        "import sys\n"
        "from app.cli import cli\n"
        "try:\n"
        "    cli(['validate', *sys.argv[1:]])\n"
        "except SystemExit as e:\n"
        "    code = e.code\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print('QT-MODULES', qt)\n"
        "sys.exit(code)\n"
    )
    bad = _write(tmp_path, "bad.json", "{")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, "-c", code, *DEFAULTS, bad],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=120,
    )
    assert proc.returncode == 1, proc.stderr
    assert "QT-MODULES []" in proc.stdout
    assert "Traceback" not in proc.stderr


def test_schema_subcommand_via_module_entry_point():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, "-m", "app", "schema", "trails"],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["title"] == json_schema("trails")["title"]
