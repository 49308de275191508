"""The balance lab in the studio, driven like a user: Game > Simulate… (F6) runs bots off the
GUI thread to a report window, Cancel stops cleanly, the report's tables and charts hold the
result's numbers, never-used content selects itself in the editor, View > Heat paints the
board and gives it back, and A/B comparisons show their differences and both heat maps."""

from __future__ import annotations

import json
import multiprocessing
import os
from pathlib import Path

import pytest
from PySide6.QtCharts import QBarSeries, QLineSeries
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel

import content
from app.boards.base import MARK_HEAT
from app.boards.heat import heat_colour
from app.commands.set_field import SetFieldCommand
from app.documents import Document
from app.simulation.charts import bins
from app.simulation.heat_view import heat_marks, heat_per_game, nice_scale
from app.simulation.runner import SimulationRun
from app.simulation.setup_dialog import RunSettings
from core.api import compare, game_for, simulate
from core.sim.stats import share_difference

#: Long enough for a report, short enough for two shared cores.
GAMES = 24
WAIT_MS = 90_000


@pytest.fixture(autouse=True)
def _no_run_outlives_its_test():
    """Whatever a test leaves running is stopped (and waited for) before the next starts."""
    from app.simulation import runner

    yield
    runner.stop_all()


def _open(window, name: str, path: Path | None = None) -> Document:
    pack = content.default_pack(name)
    if path is not None:
        content.save_pack(pack, path)
        pack = content.load_pack(path)
    doc = Document(pack, path)
    window.add_document(doc)
    return doc


def _wait_report(qtbot, sim_window):
    qtbot.waitUntil(lambda: sim_window.result is not None, timeout=WAIT_MS)
    return sim_window.result


def _same_report(a, b) -> None:
    assert a.to_json() == b.to_json()


# ------------------------------------------------------------------ the dialog to the report


def test_simulate_from_the_game_menu_runs_the_dialogs_settings_to_a_report(main_window, qtbot, monkeypatch):
    doc = _open(main_window, "europe")
    lab = main_window.balance_lab
    action = lab.simulate_action
    assert action in main_window.game_menu.actions()
    assert [k.toString() for k in action.shortcuts()] == ["F6"] and "(F6)" in action.toolTip()
    assert ("Simulate…", "F6") in main_window.shortcut_rows()

    action.trigger()
    dialog = lab.setup_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.players.minimum() == 2 and dialog.players.maximum() == 4
    dialog.players.setValue(3)
    dialog.findChild(type(dialog.players), "games").setValue(GAMES)
    dialog.seed.setValue(41)
    old = dialog.seed.value()
    qtbot.mouseClick(dialog.new_seed, Qt.MouseButton.LeftButton)
    assert dialog.seed.value() != old
    dialog.seed.setValue(41)
    dialog.workers.setValue(1)
    seat = dialog.findChild(type(dialog._rows[0][1]), "seat_bot_2")
    seat.setCurrentIndex(seat.findData("random"))
    assert dialog.seats() == ("greedy", "greedy", "random")
    # the bots play off the GUI thread: core.api.simulate is called from the run's own thread,
    # and each game's progress reaches the GUI thread, in order
    import threading

    import core.api

    called_from = []
    real_simulate = core.api.simulate

    def spy(*args, **kwargs):
        called_from.append(threading.current_thread())
        return real_simulate(*args, **kwargs)

    monkeypatch.setattr(core.api, "simulate", spy)
    shown = []
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: bool(lab.windows), timeout=5000)
    sim = lab.windows[-1]
    assert sim.isVisible() and sim.document is doc
    sim.run.game_finished.connect(lambda done, total: shown.append((done, sim.result is None)))
    result = _wait_report(qtbot, sim)
    assert called_from and all(t is not threading.main_thread() for t in called_from)
    done = [d for d, _ in shown]
    assert done == sorted(done) and all(0 <= v <= GAMES for v in done)
    # progress reached the GUI thread while the run was still going (the games are played
    # in a worker process, so the bots never hold the GUI thread's GIL)
    assert any(going for _, going in shown[:-1]), shown
    assert sim.progress.value() == GAMES and sim.progress.maximum() == GAMES
    assert sim.stage.currentWidget() is sim.report
    assert "Done: 24 games" in sim.status.text()
    # the settings reached core.api.simulate as chosen: the same report as a direct call
    _same_report(result, simulate(doc.pack, ["greedy", "greedy", "random"], GAMES, 41))


def test_a_run_reports_each_game_as_it_ends_without_blocking(qtbot):
    pack = content.default_pack("trails")
    run = SimulationRun((pack,), ("greedy", "greedy"), 12, 3)
    seen = []
    run.game_finished.connect(lambda done, total: seen.append((done, total)))
    with qtbot.waitSignal(run.run_finished, timeout=WAIT_MS) as finished:
        run.start()
        assert run.isRunning()  # start returned at once: the games are played elsewhere
    assert seen == [(k, 12) for k in range(1, 13)]
    _same_report(finished.args[0], simulate(pack, ["greedy", "greedy"], 12, 3))
    qtbot.waitUntil(run.isFinished)


# ------------------------------------------------------------------ cancel


def _descendants(root: int) -> set[int]:
    """Every live process under ``root`` (from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat.rsplit(")", 1)[1].split()
            if fields[0] != "Z":
                parents[int(entry.name)] = int(fields[1])
    out, todo = set(), [root]
    while todo:
        p = todo.pop()
        for child, parent in parents.items():
            if parent == p and child not in out:
                out.add(child)
                todo.append(child)
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _helpers() -> set[int]:
    """multiprocessing's own long-lived helpers (the fork server, the resource tracker)."""
    from multiprocessing import forkserver, resource_tracker

    pids = {getattr(forkserver._forkserver, "_forkserver_pid", None),
            getattr(resource_tracker._resource_tracker, "_pid", None)}
    return {p for p in pids if p}


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_cancel_stops_the_run_and_leaves_no_worker_process(main_window, qtbot):
    doc = _open(main_window, "europe")
    before = _descendants(os.getpid())
    sim = main_window.balance_lab.run_simulation(doc, RunSettings(("greedy", "greedy"), 3000,
                                                                  5, 2))
    qtbot.waitUntil(lambda: sim.progress.value() >= 3 and bool(sim.run.pids()),
                    timeout=WAIT_MS)
    workers = sim.run.pids()
    assert workers and all(_alive(p) for p in workers)
    assert sim.cancel_button.isVisible()
    qtbot.mouseClick(sim.cancel_button, Qt.MouseButton.LeftButton)
    result = _wait_report(qtbot, sim)
    assert result.cancelled and 3 <= len(result.games) < 3000
    assert f"Cancelled after {len(result.games)} of 3000 games" in sim.status.text()
    assert sim.run.pids() == []
    assert not any(_alive(p) for p in workers)
    assert _descendants(os.getpid()) - before - _helpers() == set()
    # each game finished is the game of that number a whole run plays
    last = max(g.index for g in result.games)
    whole = simulate(doc.pack, ["greedy", "greedy"], last + 1, 5)
    assert [g.to_json() for g in result.games] == \
        [whole.games[g.index].to_json() for g in result.games]
    assert multiprocessing.active_children() == []


def test_closing_a_running_window_cancels_its_run(main_window, qtbot):
    doc = _open(main_window, "trails")
    sim = main_window.balance_lab.run_simulation(doc, RunSettings(("greedy", "greedy"), 3000,
                                                                  5, 1))
    run = sim.run
    qtbot.waitUntil(lambda: sim.progress.value() >= 1, timeout=WAIT_MS)
    sim.close()
    print("DEBUG", run.isFinished(), run.isRunning(), getattr(run, "result", None) is not None and len(run.result.games), getattr(run, "error", None), sim.progress.value())
    assert run.cancelled()
    qtbot.waitUntil(run.isFinished, timeout=WAIT_MS)
    assert len(run.result.games) < 3000


# ------------------------------------------------------------------ the report


def test_the_report_tables_and_charts_hold_the_results_numbers(main_window, qtbot):
    doc = _open(main_window, "trails")
    sim = main_window.balance_lab.run_simulation(doc, RunSettings(("greedy",) * 3, GAMES, 9, 1))
    result = _wait_report(qtbot, sim)
    report = sim.report
    # win rates and their Wilson intervals, drawn and tabled
    series = report.win_chart.chart().series()
    (bar_set,) = next(x for x in series if isinstance(x, QBarSeries)).barSets()
    drawn = [bar_set.at(i) for i in range(bar_set.count())]
    assert drawn == pytest.approx([s.win_rate * 100 for s in result.seat_stats])
    whiskers = [x for x in series if isinstance(x, QLineSeries) and x.name() == "95 % interval"]
    drawn = [(min(p.y() for p in w.points()), max(p.y() for p in w.points())) for w in whiskers]
    for (lo, hi), s in zip(drawn, result.seat_stats, strict=True):
        assert (lo, hi) == pytest.approx((s.win_interval[0] * 100, s.win_interval[1] * 100))
    table = report.seats_table
    assert table.rowCount() == 3
    for r, s in enumerate(result.seat_stats):
        assert table.item(r, 2).text() == str(s.wins)
        assert table.item(r, 3).text() == f"{s.win_rate * 100:.1f} %"
        lo, hi = s.win_interval
        assert table.item(r, 4).text() == f"{lo * 100:.1f}–{hi * 100:.1f} %"
    # score and length histograms: every game in one bar, per seat
    sets = report.score_chart.bar_sets()
    assert [name for name, _row in sets] == ["P1 greedy", "P2 greedy", "P3 greedy"]
    assert all(sum(row) == GAMES for _name, row in sets)
    labels, rows = bins([s.score.counts for s in result.seat_stats])
    assert report.score_chart.categories() == labels and [r for _n, r in sets] == rows
    (_name, lengths), = report.length_chart.bar_sets()
    assert sum(lengths) == GAMES
    assert report.length_chart.categories() == bins([result.rounds.counts])[0]
    report.length_unit.setCurrentIndex(report.length_unit.findData("plies"))
    assert report.length_chart.categories() == bins([result.plies.counts])[0]
    assert report.reasons_chart.bars() == list(result.reasons.items())
    first = result.first_player
    assert f"{first.rate * 100:.1f} %" in report.first_text.text()
    # the hottest content by name
    hot = report.hot_table
    top = result.top_heat(25)
    assert hot.rowCount() == len(top)
    assert hot.item(0, 0).text() == result.names[top[0][0]]


def test_save_report_writes_what_boardcraft_simulate_json_writes(main_window, qtbot, dialogs,
                                                                 tmp_path):
    from typer.testing import CliRunner

    from app.cli import cli

    doc = _open(main_window, "europe", tmp_path / "europe.json")
    sim = main_window.balance_lab.run_simulation(doc, RunSettings(("greedy", "random"), 8, 2, 1))
    result = _wait_report(qtbot, sim)
    dialogs.save_path = str(tmp_path / "report.json")
    sim.save_action.trigger()
    saved = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert saved == json.loads(json.dumps(result.to_json(with_timing=True)))
    out = tmp_path / "cli.json"
    cli_run = CliRunner().invoke(cli, ["simulate", str(tmp_path / "europe.json"), "--games", "8",
                                       "--seats", "greedy,random", "--seed", "2", "--json",
                                       str(out)])
    assert cli_run.exit_code == 0, cli_run.output
    by_cli = json.loads(out.read_text(encoding="utf-8"))
    assert saved.keys() == by_cli.keys()
    saved.pop("timing"), by_cli.pop("timing")
    assert saved == by_cli


def test_double_click_on_never_used_content_selects_it_in_the_editor(main_window, qtbot):
    doc = _open(main_window, "europe")
    tab = main_window.tab_of(doc)
    sim = main_window.balance_lab.run_simulation(doc, RunSettings(("greedy", "greedy"), 4, 3, 1))
    result = _wait_report(qtbot, sim)
    rows = sim.report.never_used_rows()
    assert [path for _name, path in rows] == list(result.never_used)
    assert [name for name, _path in rows] == [result.names[p] for p in result.never_used]
    row = next(r for r, (_n, path) in enumerate(rows) if path.startswith("countries["))
    where = rows[row][1]
    table = sim.report.never_table
    item = table.item(row, 0)
    table.scrollToItem(item)
    at = table.visualItemRect(item).center()
    # a double-click is a click, then the second press (Qt's item views want both)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    country = doc.pack.countries[int(where[len("countries["):-1])].id
    assert tab.editor.selection == (("country", country),)
    assert main_window.current_tab() is tab


# ------------------------------------------------------------------ View > Heat


def _heat_action(main_window):
    return next(a for a in main_window.view_menu.actions() if a.text() == "&Heat")


def test_view_heat_paints_the_latest_run_on_the_board_and_gives_the_look_back(main_window,
                                                                              qtbot):
    doc = _open(main_window, "europe")
    scene = main_window.tab_of(doc).editor.scene
    action = _heat_action(main_window)
    looks = {cid: item.pixmap().toImage() for cid, item in scene._countries.items()}
    action.trigger()  # no run yet: nothing painted, and the status bar says why
    assert not action.isChecked() and scene.marks(MARK_HEAT) == {}
    assert "No simulation of this pack yet" in main_window.statusBar().currentMessage()

    sim = main_window.balance_lab.run_simulation(doc, RunSettings(("greedy", "greedy"), GAMES,
                                                                  8, 1))
    result = _wait_report(qtbot, sim)
    assert [k.toString() for k in action.shortcuts()] == ["Ctrl+H"]
    assert ("Heat", "Ctrl+H") in main_window.shortcut_rows()
    main_window.activateWindow()
    canvas = main_window.tab_of(doc).editor.canvas
    qtbot.keyClick(canvas, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # View > Heat
    assert action.isChecked() and sim.heat_action.isChecked()
    per_game = heat_per_game(result)
    top, step = nice_scale(max(per_game.values()))
    expected = heat_marks(per_game, top)
    marks = scene.marks(MARK_HEAT)
    for path, value in expected.items():
        for key in scene.keys_of_path(path):
            assert marks[key] == pytest.approx(value)
    hottest = max((p for p in expected if p.startswith("countries[")), key=expected.get)
    cid = doc.pack.countries[int(hottest[len("countries["):-1])].id
    assert scene.item_of(("country", cid)).heat == heat_colour(expected[hottest])
    # the map's outlines are filled with the heat as well (each country's as its disc)
    outlined = [c.id for c in doc.pack.countries if scene.outline_item(("country", c.id))]
    assert cid in outlined and len(outlined) > 20
    for i, country in enumerate(doc.pack.countries):
        outline = scene.outline_item(("country", country.id))
        if outline is not None:
            assert outline.heat == heat_colour(expected[f"countries[{i}]"])
            assert outline.brush().color() == outline.heat
    legend = main_window.balance_lab.legend(doc)
    assert legend.isVisible() and legend.parent() is main_window.tab_of(doc).editor.canvas
    n = int(top / step + 1e-9)
    assert legend.ticks() == [f"{k * step * 100:.0f} %" for k in range(n + 1)]
    assert top >= max(per_game.values()) and top - step < max(per_game.values())
    assert f"{GAMES} games, seed 8" in legend.note.text()

    qtbot.keyClick(canvas, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # off again:
    # every country as it was
    assert not action.isChecked() and not sim.heat_action.isChecked()
    assert scene.marks(MARK_HEAT) == {} and not legend.isVisible()
    for country_id in outlined:
        outline = scene.outline_item(("country", country_id))
        assert outline.heat is None and outline.brush().color() == outline.fill
    assert {cid: item.pixmap().toImage() for cid, item in scene._countries.items()} == looks


def test_heat_from_the_report_window_shows_the_trails_board_played(main_window, qtbot):
    doc = _open(main_window, "trails")
    editor = main_window.tab_of(doc).editor
    assert editor.board_index == 0
    sim = main_window.balance_lab.run_simulation(doc, RunSettings(("greedy",) * 4, 10, 4, 1))
    result = _wait_report(qtbot, sim)
    board = next(i for i, b in enumerate(doc.pack.boards) if b.players == 4)
    assert board != 0
    sim.heat_action.trigger()  # Show Heat on the Board
    assert editor.board_index == board and _heat_action(main_window).isChecked()
    cells = editor.scene.heat_cells()
    assert len(cells) == len(heat_per_game(result)) > 0
    # an edit keeps the heat, and the legend says the pack changed since the run
    doc.push(SetFieldCommand(doc, "rules.deal", 5, "Set deal"))
    assert "changed since this run" in main_window.balance_lab.legend(doc).note.text()
    assert editor.scene.heat_cells() == cells
    sim.heat_action.trigger()
    assert editor.scene.heat_cells() == {}


def test_heat_says_so_when_the_engine_gives_none(main_window, qtbot, monkeypatch):
    doc = _open(main_window, "expedition")
    # an engine without game.heat (Expedition's, until its heat lands): whatever the engine
    # of this checkout, the run is played in this process by a game without it
    monkeypatch.setattr(type(game_for(doc.pack)), "heat", None, raising=False)
    sim = main_window.balance_lab.run_simulation(doc, RunSettings(("greedy", "greedy"), 3, 1, 1))
    result = _wait_report(qtbot, sim)
    assert not result.heat_available
    action = _heat_action(main_window)
    action.trigger()
    assert not action.isChecked()
    assert "No heat for Expedition yet" in main_window.statusBar().currentMessage()
    assert "No heat for Expedition yet" in sim.report.content_note.text()
    assert main_window.tab_of(doc).editor.scene.marks(MARK_HEAT) == {}


# ------------------------------------------------------------------ A/B


def test_compare_with_the_saved_file_shows_differences_and_both_heat_maps(main_window, qtbot,
                                                                          tmp_path):
    doc = _open(main_window, "europe", tmp_path / "europe.json")
    saved = doc.pack
    doc.push(SetFieldCommand(doc, "rules.holder_size", 8, "Set holder size"))
    lab = main_window.balance_lab
    lab.update_actions()
    assert lab.compare_saved_action.isEnabled()
    lab.compare_saved_action.trigger()
    dialog = lab.setup_dialog
    qtbot.waitUntil(dialog.isVisible)
    intro = dialog.findChild(QLabel, "setup_intro").text()
    assert "europe.json on disk" in intro and "this document as edited" in intro
    dialog.games.setValue(30)
    dialog.seed.setValue(11)
    dialog.workers.setValue(1)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(lab.windows), timeout=5000)
    sim = lab.windows[-1]
    assert sim.progress.maximum() == 60
    comparison = _wait_report(qtbot, sim)
    direct = compare(saved, doc.pack, ["greedy", "greedy"], 30, 11)
    assert comparison.to_json() == direct.to_json()
    view = sim.report
    rows = view.rows()
    assert sorted(r[0] for r in rows) == sorted(d.label for d in direct.differences)
    for d in direct.differences:
        row = next(r for r in rows if r[0] == d.label)
        assert row[5] == ("★ significant" if d.significant else "")
    significant = [r for r in rows if r[5]]
    assert rows[: len(significant)] == significant  # the significant ones first
    assert "A</b>: europe.json on disk" in view.summary.text()
    board_a, board_b = view.boards
    assert board_a.scene.pack == saved and board_b.scene.pack is doc.pack
    scale, _step = nice_scale(max(max(heat_per_game(comparison.a).values()),
                                  max(heat_per_game(comparison.b).values())))
    for board, report in ((board_a, comparison.a), (board_b, comparison.b)):
        marks = board.scene.marks(MARK_HEAT)
        expected = heat_marks(heat_per_game(report), scale)
        for path, value in expected.items():
            for key in board.scene.keys_of_path(path):
                assert marks[key] == pytest.approx(value)
    assert view.legend.isVisibleTo(view)
    # each element's heat, A against B, by name, with Newcombe's interval (Journey's heat
    # counts won games): the significant changes first
    changes = comparison.heat_differences  # core's, paired by id
    assert changes and view.heat_changes == changes
    heat_rows = view.rows(view.heat_table)
    assert [r[0] for r in heat_rows] == [c.name for c in changes]
    games = len(comparison.a.games)
    for c in changes:
        k_a, k_b = comparison.a.heat.get(c.a, 0), comparison.b.heat.get(c.b, 0)
        assert (c.value_a, c.value_b) == pytest.approx((k_a / games, k_b / games))
        assert c.interval == pytest.approx(share_difference(k_a, games, k_b, games))
        assert c.significant == (c.interval[0] > 0 or c.interval[1] < 0)
    assert [r[6] for r in heat_rows] == ["★ significant" if c.significant else ""
                                         for c in changes]
    flags = [c.significant for c in changes]
    assert flags == sorted(flags, reverse=True)
    assert [r[0] for r in heat_rows] == [comparison.b.names[c.b] for c in changes]
    # the header's count of ★ and the tabs' come from the comparison
    assert f"<b>{comparison.significant_measures}</b> significant" in view.summary.text()
    assert view.measure_tabs.tabText(1).endswith(f"({comparison.significant_heat} ★)")
    # a double-click on a country's row selects it in the document's editor
    view.measure_tabs.setCurrentIndex(1)
    table = view.heat_table
    row = next(r for r, c in enumerate(changes) if c.b and c.b.startswith("countries["))
    item = table.item(row, 0)
    table.scrollToItem(item)
    at = table.visualItemRect(item).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    country = doc.pack.countries[int(changes[row].b[len("countries["):-1])].id
    assert main_window.tab_of(doc).editor.selection == (("country", country),)
    # B is the document as edited: its heat is the document's latest run
    assert lab.latest(doc) is comparison.b


def test_compare_with_another_file_of_another_game_is_refused(main_window, qtbot, dialogs,
                                                             tmp_path, monkeypatch):
    _open(main_window, "europe")
    other = tmp_path / "trails.json"
    content.save_pack(content.default_pack("trails"), other)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(other), ""))
    main_window.balance_lab.compare_file_action.trigger()
    assert dialogs.kinds() == ["warning"]
    assert "trails pack: it cannot be compared" in dialogs.calls[0][2]
    assert main_window.balance_lab.windows == []


def test_compare_with_another_file_of_the_same_game(main_window, qtbot, tmp_path, monkeypatch):
    doc = _open(main_window, "trails")
    other_pack = content.default_pack("trails")
    other_pack = other_pack.model_copy(update={"rules": other_pack.rules.model_copy(
        update={"deal": 3})})
    other = tmp_path / "fewer-cards.json"
    content.save_pack(other_pack, other)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(other), ""))
    dialog = main_window.balance_lab.compare_with_file()
    dialog.games.setValue(12)
    dialog.workers.setValue(1)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    sim = main_window.balance_lab.windows[-1]
    comparison = _wait_report(qtbot, sim)
    assert len(comparison.a.games) == len(comparison.b.games) == 12
    assert sim.report.tabs.tabText(1) == "A: fewer-cards.json"
    assert sim.report.report_a.result is comparison.a
    # Trails heat is a mean per game: its changes are listed, without an interval
    changes = sim.report.heat_changes
    assert changes == comparison.heat_differences and changes
    assert all(c.interval is None and not c.significant for c in changes)
    diffs = [abs(c.diff) for c in changes]
    assert diffs == sorted(diffs, reverse=True)
    assert {r[5] for r in sim.report.rows(sim.report.heat_table)} == {"–"}
    assert doc.pack is sim.packs[1]


# ------------------------------------------------------------------ the dialog's bots


def test_the_dialog_offers_mcts_budgets_when_the_game_has_the_bot(qapp, monkeypatch):
    from app.simulation import setup_dialog

    monkeypatch.setattr(setup_dialog, "bot_names", lambda _g: ["greedy", "mcts", "random"])
    dialog = setup_dialog.SimulationSetupDialog("journey", 2, 4, "Simulate", settings=RunSettings(
        ("mcts:200ms", "greedy"), 50, 3, 1))
    budget = dialog.findChild(type(dialog.seed), "seat_budget_0")
    assert dialog.seats() == ("mcts:200ms", "greedy")
    assert not budget.isHidden() and dialog.findChild(type(dialog.seed), "seat_budget_1").isHidden()
    unit = dialog._rows[0][3]
    unit.setCurrentIndex(0)
    budget.setValue(500)
    assert dialog.seats() == ("mcts:500", "greedy")
    plain = setup_dialog.SimulationSetupDialog("journey", 2, 4, "Simulate")
    monkeypatch.setattr(setup_dialog, "bot_names", lambda _g: ["greedy", "random"])
    plain = setup_dialog.SimulationSetupDialog("journey", 2, 4, "Simulate")
    bots = plain._rows[0][1]
    assert [bots.itemData(i) for i in range(bots.count())] == ["greedy", "random"]
    assert os.cpu_count() is None or plain.workers.maximum() == os.cpu_count()


def test_a_pack_with_errors_is_not_simulated(main_window, dialogs):
    from content import lint
    from content.lint import errors

    doc = _open(main_window, "europe")
    doc.push(SetFieldCommand(doc, "rules.holder_size", 40, "Set holder size"))
    assert errors(lint(doc.pack))  # the deck cannot fill the holders
    assert main_window.balance_lab.simulate() is None
    assert dialogs.kinds() == ["warning"] and "Cannot simulate" in dialogs.calls[0][1]
    assert main_window.balance_lab.windows == []


def test_legend_scales_end_at_the_hottest_and_histograms_keep_every_game():
    assert nice_scale(0.77) == (0.77, 0.2)
    assert nice_scale(3.02) == (3.1, 1.0)
    assert nice_scale(0.0) == (0.0, 0.0)
    labels, (row,) = bins([[(v, 1) for v in range(3, 60)] + [(200, 1)]])
    assert sum(row) == 58 and labels[-1] == "60+" and row[-1] == 1  # the long tail
    assert labels[0] == "3–7" and labels[-2] == "58–59"  # the last closed bar ends at 59
    assert bins([[(0, 5), (1, 3)], [(0, 2), (1, 6)]]) == (["0", "1"], [[5, 3], [2, 6]])
    labels, rows = bins([[(0.5, 2), (7.25, 1)]])
    assert sum(rows[0]) == 3 and len(labels) <= 12


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_every_view_is_drawn_at_1400x900_with_the_default_packs(main_window, qtbot, tmp_path,
                                                                name):
    """The report window and the board with heat, grabbed as the docs' screenshots are
    (set BOARDCRAFT_SHOTS to a folder to keep them)."""
    folder = Path(os.environ.get("BOARDCRAFT_SHOTS", tmp_path))
    doc = _open(main_window, name, tmp_path / f"{name}.json")
    players = 3 if name != "expedition" else 2
    sim = main_window.balance_lab.run_simulation(doc, RunSettings(("greedy",) * players, 12,
                                                                  2026, 1))
    result = _wait_report(qtbot, sim)
    main_window.balance_lab.set_heat(doc, True)
    shots = {f"simulation-{name}.png": sim.grab(), f"heat-{name}.png": main_window.grab()}
    for file, pixmap in shots.items():
        assert (pixmap.width(), pixmap.height()) == (1400, 900)
        image = pixmap.toImage()
        colours = {image.pixel(x, y) for x in range(0, 1400, 50) for y in range(0, 900, 50)}
        assert len(colours) > 8, f"{file} looks blank"
        assert pixmap.save(str(folder / file))
    assert main_window.balance_lab.heat_shown(doc) == result.heat_available


def test_a_killed_worker_stops_the_run_in_words_and_the_studio_runs_again(main_window, qtbot,
                                                                          dialogs):
    """A worker process killed mid-run (issue 24 §3; it once took the studio down with
    "double free or corruption" when F6 was pressed again): the run stops and says so in
    words, the document keeps its edits, and F6 runs the next simulation to its report."""
    import os
    import signal

    from app.commands.set_field import SetFieldCommand
    from app.simulation.setup_dialog import RunSettings

    doc = _open(main_window, "europe")
    doc.push(SetFieldCommand(doc, "name", "Europe, edited"))
    lab = main_window.balance_lab
    sim = lab.run_simulation(doc, RunSettings(("mcts:40", "greedy"), 400, 5, workers=2))
    qtbot.waitUntil(lambda: len(sim.run.pids()) == 2 and sim._done >= 1, timeout=WAIT_MS)
    os.kill(sim.run.pids()[0], signal.SIGKILL)
    qtbot.waitUntil(lambda: not sim.run.isRunning() and bool(dialogs.calls), timeout=WAIT_MS)
    assert dialogs.kinds() == ["warning"]
    message = dialogs.calls[0][2]
    assert "a worker process ended unexpectedly" in message.lower()
    assert "of 400 games: the run stopped" in message and "BrokenProcessPool" not in message
    assert "The run stopped on an error" in sim.status.text()
    assert sim.run.pids() == []  # the other worker is gone too
    sim.close()
    # F6 again: the dialog, then a run to its report; the edits are still there
    lab.simulate_action.trigger()
    dialog = lab.setup_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.findChild(type(dialog.players), "games").setValue(GAMES)
    dialog.workers.setValue(2)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(lab.windows) and lab.windows[-1] is not sim, timeout=5000)
    again = _wait_report(qtbot, lab.windows[-1])
    assert len(again.games) == GAMES and not again.cancelled
    assert doc.pack.name == "Europe, edited" and doc.is_dirty


def test_ab_heat_tab_pairs_cards_by_id_when_the_document_lost_one(main_window, qtbot,
                                                                  tmp_path, monkeypatch):
    europe = content.default_pack("europe")
    gone = "ship:atlantic:2"
    index = next(i for i, c in enumerate(europe.cards) if c.id == gone)
    full = tmp_path / "europe-full.json"
    content.save_pack(europe, full)
    doc = Document(europe.model_copy(update={"cards": tuple(
        c for c in europe.cards if c.id != gone)}), None)
    main_window.add_document(doc)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(full), ""))
    dialog = main_window.balance_lab.compare_with_file()
    dialog.games.setValue(40)
    dialog.seed.setValue(2)
    dialog.workers.setValue(1)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    sim = main_window.balance_lab.windows[-1]
    comparison = _wait_report(qtbot, sim)
    view = sim.report
    assert view.heat_changes == comparison.heat_differences
    rows = {r[0]: r for r in view.rows(view.heat_table)}
    # the removed card is a row of its own, only in A; the next ship keeps its own name
    removed = rows["Atlantic Ocean ship 2"]
    assert removed[3] == "–" and removed[6].startswith("only in A")
    assert "Atlantic Ocean ship 3" in rows and "→" not in "".join(rows)
    later = next(h for h in comparison.heat_differences if h.id == europe.cards[index + 1].id)
    assert (later.a, later.b) == (f"cards[{index + 1}]", f"cards[{index}]")
    # one source for the ★: the header, the tabs and the rows agree
    stars = sum(r[6].endswith("★ significant") for r in rows.values())
    assert stars == comparison.significant_heat
    assert view.measure_tabs.tabText(1) == f"Heat by element ({stars} ★)"
    assert f"<b>{comparison.significant_measures}</b> significant" in view.summary.text()
    assert f"<b>{stars}</b> in the heat" in view.summary.text()
    assert "greedy in every seat" in view.summary.text() and "#" not in view.summary.text()
    # the window's time is the report's (core's) time
    assert f"in {comparison.seconds:.1f} s" in sim.status.text()
    # a double-click on the row of a card only in A says so (the document has no such card)
    view.measure_tabs.setCurrentIndex(1)
    row = next(r for r in range(view.heat_table.rowCount())
               if view.heat_table.item(r, 0).text() == "Atlantic Ocean ship 2")
    activated = []
    view.element_activated.connect(activated.append)
    item = view.heat_table.item(row, 0)
    view.heat_table.scrollToItem(item)
    at = view.heat_table.visualItemRect(item).center()
    qtbot.mouseDClick(view.heat_table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert activated == []
    view.resize(1400, 900)
    view.grab().save("/tmp/mapab-ab.png")


def test_the_report_shows_the_iterations_each_mcts_seat_searched(qtbot):
    from app.simulation.results_view import SimulationResultsWidget

    view = SimulationResultsWidget()
    qtbot.addWidget(view)
    view.set_result(simulate(content.default_pack("trails"), ["greedy", "mcts:5"], 2, 7))
    assert not view.search_text.isHidden()
    decisions = view.result.seat_stats[1].search.decisions
    assert view.search_text.text() == (f"<b>P2 mcts:5</b> searched <b>5</b> iterations a "
                                       f"decision (mean), fewest 5, most 5, over {decisions:,} "
                                       f"decisions")
    view.set_result(simulate(content.default_pack("trails"), ["greedy", "greedy"], 2, 7))
    assert view.search_text.isHidden() and view.search_text.text() == ""
