"""Game > Tune…: the balance assistant driven like a user, off the GUI thread; Apply is one
undo step, Compare opens the A/B view."""

from __future__ import annotations

import pytest
from PySide6.QtCharts import QLineSeries, QScatterSeries
from PySide6.QtCore import Qt

import content
from app.documents import Document

WAIT_MS = 120_000


@pytest.fixture(autouse=True)
def _no_run_outlives_its_test():
    from app.simulation import runner

    yield
    runner.stop_all()


def _tuned(main_window, qtbot, name="expedition"):
    doc = Document(content.default_pack(name), None)
    main_window.add_document(doc)
    lab = main_window.balance_lab
    lab.update_actions()
    assert lab.tune_action.isEnabled()
    lab.tune_action.trigger()
    dialog = lab.tune_dialog
    assert dialog is not None and dialog.isVisible()
    return doc, lab, dialog


def test_tune_runs_off_the_gui_thread_and_apply_is_one_undo_step(main_window, qtbot):
    doc, lab, dialog = _tuned(main_window, qtbot)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert "Tick" in dialog.status.text() and dialog.run is None  # nothing ticked: said so
    dialog.set_number("rules.tokens", 1, 6)
    dialog.trials_box.setValue(5)
    dialog.games_box.setValue(18)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.run is not None and dialog.start_button.text() == "Stop"
    qtbot.waitUntil(lambda: dialog.result is not None and dialog.run is None, timeout=WAIT_MS)
    assert len(dialog.trials) == 5 and dialog.table.rowCount() == 6  # the start and 5 trials
    series = dialog.trend.chart().series()
    assert any(isinstance(s, QScatterSeries) and s.count() for s in series)
    assert any(isinstance(s, QLineSeries) for s in series)  # the intervals
    assert dialog.scatter.chart().series()
    best = dialog.result.best_trial()
    assert dialog.chosen() is best and dialog.apply_button.isEnabled()
    before = doc.pack
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert doc.pack.rules.tokens == best.params["rules.tokens"]
    assert doc.undo_stack.count() == 1 and "Tune" in doc.undo_stack.text(0)
    doc.undo_stack.undo()
    assert doc.pack == before


def test_tune_compare_opens_the_ab_view(main_window, qtbot):
    doc, lab, dialog = _tuned(main_window, qtbot)
    dialog.set_number("rules.tickets", 1, 4)
    dialog.trials_box.setValue(3)
    dialog.games_box.setValue(9)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.result is not None and dialog.run is None, timeout=WAIT_MS)
    qtbot.mouseClick(dialog.compare_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(lab.windows), timeout=5000)
    window = lab.windows[-1]
    assert window.comparing and window.packs[0] is doc.pack
    assert window.packs[1].rules.tickets == dialog.chosen().params["rules.tickets"]
    qtbot.waitUntil(lambda: window.result is not None, timeout=WAIT_MS)
