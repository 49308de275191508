"""Games are plugins: every game, the built-in ones too, is found through the entry-point group
``boardcraft.games``; a broken plugin is reported by name and the others still load."""

from __future__ import annotations

import json
from importlib import metadata

import pytest
from typer.testing import CliRunner

from content import plugins

BUILT_IN = ["journey", "trails", "expedition"]


@pytest.fixture
def entry_points(monkeypatch):
    """Replace the installed entry points by the built-in ones plus ``extra``."""
    real = list(metadata.entry_points(group=plugins.GROUP))

    def install(*extra: tuple[str, str]):
        added = [metadata.EntryPoint(name, value, plugins.GROUP) for name, value in extra]
        monkeypatch.setattr(plugins, "_entry_points", lambda: [*real, *added])
        plugins.reset()

    yield install
    monkeypatch.undo()
    plugins.reset()


def test_the_built_in_games_come_from_their_entry_points():
    found = plugins.registered()
    assert list(found) == BUILT_IN
    for gid, reg in found.items():
        assert reg.distribution == "boardcraft-studio"
        assert reg.entry_point == f"content.games.{gid}:PLUGIN"
    assert plugins.plugin_problems() == []


def test_every_layer_has_every_built_in_game():
    from core.plugins import core_games

    assert list(plugins.content_games()) == BUILT_IN
    assert list(core_games()) == BUILT_IN


def test_broken_plugins_are_named_and_the_others_still_load(entry_points):
    entry_points(("dict_game", "tests.plugin_fixtures.broken:NOT_A_PLUGIN"),
                 ("trails_again", "tests.plugin_fixtures.broken:TAKEN"),
                 ("needs_lib", "tests.plugin_fixtures.import_error:PLUGIN"),
                 ("ghost", "tests.plugin_fixtures.broken:NO_CONTENT"),
                 ("copycat", "tests.plugin_fixtures.broken:WRONG_ID"))
    assert list(plugins.content_games()) == BUILT_IN
    text = {p.entry: str(p) for p in plugins.plugin_problems()}
    assert "not a content.plugins.GamePlugin" in text["dict_game"]
    assert "'trails' is already registered" in text["trails_again"]
    assert "this plugin needs a library that is not installed" in text["needs_lib"]
    assert "content part" in text["ghost"] and "tests.plugin_fixtures.missing" in text["ghost"]
    assert "registers the game 'trails', not 'copycat'" in text["copycat"]
    # the built-in games still load, validate and play
    from content import default_pack, lint
    from core.api import game_for

    pack = default_pack("europe")
    assert lint(pack) == [] and game_for(pack).spec.game_id == "journey"


def test_a_pack_of_an_unregistered_game_is_refused_naming_the_known_games():
    from content import PackError, loads_pack

    with pytest.raises(PackError) as err:
        loads_pack(json.dumps({"game": "chess", "id": "x", "name": "X"}))
    assert err.value.problems == [("game", "no game 'chess' is installed here (the games here: "
                                   "expedition, journey, trails; 'boardcraft games' lists them)")]


def test_a_pack_of_a_game_whose_plugin_broke_says_why(entry_points):
    from content import PackError, loads_pack

    entry_points(("needs_lib", "tests.plugin_fixtures.import_error:PLUGIN"))
    with pytest.raises(PackError) as err:
        loads_pack(json.dumps({"game": "needs_lib", "id": "x", "name": "X"}))
    (where, message), = err.value.problems
    assert where == "game" and "the game 'needs_lib' did not load" in message
    assert "not installed" in message  # the plugin's own error


def test_boardcraft_games_lists_the_games():
    from app.cli import cli

    result = CliRunner().invoke(cli, ["games", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [g["id"] for g in data["games"]] == BUILT_IN
    assert {g["distribution"] for g in data["games"]} == {"boardcraft-studio"}
    assert all(g["content"] and g["core"] and g["studio"] for g in data["games"])
    assert data["problems"] == []
    table = CliRunner().invoke(cli, ["games"])
    assert table.exit_code == 0
    assert "Journey" in table.output and "3 game(s)" in table.output


def test_boardcraft_games_names_a_broken_plugin_and_exits_1(entry_points):
    from app.cli import cli

    entry_points(("needs_lib", "tests.plugin_fixtures.import_error:PLUGIN"))
    result = CliRunner().invoke(cli, ["games"])
    assert result.exit_code == 1
    assert "needs_lib" in result.output and "not installed" in result.output
    assert "Expedition" in result.output
    data = json.loads(CliRunner().invoke(cli, ["games", "--json"]).output)
    assert [p["entry"] for p in data["problems"]] == ["needs_lib"]
    assert len(data["games"]) == 3


def test_boardcraft_games_imports_no_qt():
    import subprocess
    import sys

    code = ("import sys\nfrom app.cli import main\nsys.argv = ['boardcraft', 'games']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('QT', sorted(m for m in sys.modules if m.startswith('PySide6')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert "QT []" in out.stdout, out.stdout + out.stderr
