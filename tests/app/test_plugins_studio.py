"""The studio and game plugins: a broken plugin is named in the status bar, File ▸ New lists
the registered games."""

from __future__ import annotations

from importlib import metadata

from content import plugins


def test_a_broken_plugin_is_named_in_the_status_bar(main_window, monkeypatch):
    from app.main import report_plugin_problems

    real = list(metadata.entry_points(group=plugins.GROUP))
    broken = metadata.EntryPoint("needs_lib", "tests.plugin_fixtures.import_error:PLUGIN",
                                 plugins.GROUP)
    monkeypatch.setattr(plugins, "_entry_points", lambda: [*real, broken])
    plugins.reset()
    try:
        text = report_plugin_problems(main_window)
        message = main_window.statusBar().currentMessage()
        assert "needs_lib" in text and "needs_lib" in message
        assert "A game did not load" in message
    finally:
        monkeypatch.undo()
        plugins.reset()


def test_a_studio_part_that_does_not_load_leaves_the_game_headless(monkeypatch):
    from app.plugins import app_games, problems_text
    from content.plugins import GamePlugin

    real = list(metadata.entry_points(group=plugins.GROUP))
    fake = GamePlugin(id="copy_trails", name="Copy", content="content.games.trails:CONTENT",
                      core="core.trails.plugin:CORE", app="tests.plugin_fixtures.nowhere:APP")
    monkeypatch.setattr(plugins, "_entry_points", lambda: real)
    monkeypatch.setattr(plugins, "_found", _with(fake))
    plugins.reset()
    try:
        assert "copy_trails" not in app_games()
        assert list(app_games()) == ["journey", "trails", "expedition"]
        assert "copy_trails" in problems_text()
    finally:
        monkeypatch.undo()
        plugins.reset()


def _with(extra):
    from functools import cache

    original = plugins._found.__wrapped__

    @cache
    def found():
        out = original()
        out.games[extra.id] = plugins.Registered(extra, "test", "0")
        return out

    return found


def test_file_new_lists_every_registered_game(main_window, qtbot):
    from app.pack_actions import NewPackDialog

    dialog = NewPackDialog(main_window)
    qtbot.addWidget(dialog)
    keys = [dialog.list.item(i).data(0x0100) for i in range(dialog.list.count())]
    assert ("blank", "journey") in keys and ("blank", "expedition") in keys
    assert ("template", "europe") in keys and ("template", "trails") in keys
    assert [t for t in main_window.new_actions] == ["europe", "trails", "expedition"]


def test_every_end_a_game_reaches_reads_in_words_with_its_rule(qtbot):
    """The playtest's end screen and the balance lab's charts read a game's end reasons from
    its registration (``AppGame.end_reasons``): every reason the engines reach in games played
    out by bots has a sentence naming the rule, and a key shared by two games reads as each
    game's own."""
    import re

    from app.plugins import app_games, end_reason
    from app.simulation.charts import reason_text
    from content import default_pack
    from core.api import game_for, play_game

    packs = {"journey": "europe", "trails": "trails", "expedition": "expedition"}
    for game_id, key in packs.items():
        game = game_for(default_pack(key))
        reached = {play_game(game, n, [bot] * n, seed=s)[1].result().reason
                   for s in range(5) for n in (2, 4) for bot in ("random", "greedy")}
        keys = {r.key for r in app_games()[game_id].end_reasons}
        assert reached <= keys, (game_id, reached - keys)
        for reason in reached:
            ending = end_reason(reason, game_id)
            assert re.search(r"\([JTE]\d+\)|round limit", ending.sentence), ending
            assert reason_text(reason) == ending.label
    # Trails and Expedition both end at the round limit: each reads its own registration.
    assert end_reason("round_limit", "trails") in app_games()["trails"].end_reasons
    assert end_reason("round_limit", "expedition") in app_games()["expedition"].end_reasons
    assert end_reason("no_such_end") is None and reason_text("no_such_end") == "no_such_end"
    assert reason_text("cut_off") == "cut_off"
