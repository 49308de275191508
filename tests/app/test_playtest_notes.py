"""A designer's notes on a playtest's moves (issue 22 §3): written with Ctrl+Shift+N on the
move selected in the log, shown under that move in the log, marked on the replay slider,
listed on the Notes tab (double-click shows the move, Delete takes it away) and kept in the
saved record. Driven by keys and clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QPlainTextEdit

from app.playtest.window import PlaytestWindow
from content import default_pack
from core.api import GameRecord, Session
from tests.app.conftest import show_active


def _window(qtbot, seats=("greedy", "greedy"), seed=3):
    """A game the bots played to its end (a log of some length to write notes on)."""
    w = PlaytestWindow(default_pack("europe"), list(seats), seed)
    qtbot.addWidget(w)
    w.set_pace(0)
    w.resize(1400, 900)
    show_active(qtbot, w)
    qtbot.waitUntil(w.session.is_over, timeout=30_000)
    return w


def _type_note(qtbot, text, accept=True):
    """Answer the note dialog that the next key press opens: type ``text``, Ctrl+Enter."""
    def answer():
        # the open note dialog, found by its name among the top-level windows (on a busy
        # machine it may not be the active modal widget yet when it shows)
        dialog = next((d for d in QApplication.topLevelWidgets()
                       if d.objectName() == "note_dialog" and d.isVisible()), None)
        if dialog is None:
            QTimer.singleShot(20, answer)  # not open yet
            return
        dialog.activateWindow()
        box = dialog.findChild(QPlainTextEdit, "note_text")
        qtbot.keyClicks(box, text)
        if accept:
            qtbot.keyClick(box, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
            if dialog.isVisible():
                # Ctrl+Enter is a shortcut of the dialog's window, which the offscreen
                # platform of a busy machine may not have made active yet: the person then
                # clicks Add Note instead
                ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
                qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    QTimer.singleShot(50, answer)


def _activate(qtbot, w):
    """The window active again (a closed dialog leaves none active here), as the person
    clicking back into it makes it."""
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)


def _double_click_row(qtbot, view, row):
    pos = view.visualItemRect(view.item(row)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _click_row(qtbot, view, row):
    item = view.item(row)
    view.scrollToItem(item)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualItemRect(item).center())


def _note_key(qtbot, w):
    _activate(qtbot, w)
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)


def test_a_note_on_the_selected_move_shows_in_the_log_and_the_notes_tab(qtbot):
    w = _window(qtbot)
    assert w.session.ply > 3
    row = 2
    while w.log_list.item(row).isHidden():
        row += 1
    ply = w.log_list.item(row).data(Qt.ItemDataRole.UserRole).ply
    _click_row(qtbot, w.log_list, row)
    _type_note(qtbot, "players hesitated here")
    _note_key(qtbot, w)
    qtbot.waitUntil(lambda: bool(w.session.notes))
    assert w.session.record().notes == ({"ply": ply, "text": "players hesitated here"},)
    assert "✎ players hesitated here" in w.log_list.item(row).text()
    assert "Note kept on move" in w.statusBar().currentMessage()
    assert w.side_tabs.tabText(1) == "Notes (1)"
    _activate(qtbot, w)
    qtbot.keyClick(w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert w.side_tabs.currentWidget() is w.notes_panel
    assert w.notes_panel.texts() == [
        f"Move {ply + 1} · " + w.log_list.item(row).text().split(". ", 1)[1].split("\n")[0]
        + "\n✎ players hesitated here"]


def test_without_a_selection_the_note_is_on_the_last_move_and_escape_keeps_nothing(qtbot):
    w = _window(qtbot)
    _type_note(qtbot, "never kept", accept=False)
    _note_key(qtbot, w)
    qtbot.wait(200)
    assert w.session.notes == ()
    _type_note(qtbot, "last one")
    _note_key(qtbot, w)
    qtbot.waitUntil(lambda: bool(w.session.notes))
    assert w.session.notes[0]["ply"] == w.session.ply - 1


def test_notes_are_marked_on_the_replay_slider_and_a_double_click_shows_the_move(qtbot):
    w = _window(qtbot)
    w.write_note("the deal", 1)
    w.write_note("a first choice", w.session.ply - 1)
    w.side_tabs.setCurrentWidget(w.notes_panel)
    panel = w.notes_panel
    _double_click_row(qtbot, panel.list, 0)
    qtbot.waitUntil(lambda: w._replay is not None)
    assert w.replay_slider.value() == 2  # after move 2, the one noted
    assert set(w.replay_slider.marks()) == {2, w.session.ply}
    assert "the deal" in w.replay_label.text() or w.replay_label.text().startswith("After move 2")
    # a note written in the replay of this game goes to the game too
    w.replay_slider.setValue(3)
    _type_note(qtbot, "seen in the replay")
    _note_key(qtbot, w)
    qtbot.waitUntil(lambda: len(w.session.notes) == 3)
    assert {"ply": 2, "text": "seen in the replay"} in w.session.notes
    assert 3 in w.replay_slider.marks()


def test_delete_takes_a_note_away(qtbot):
    w = _window(qtbot)
    w.write_note("one", 1)
    w.write_note("two", 2)
    w.side_tabs.setCurrentWidget(w.notes_panel)
    panel = w.notes_panel
    _click_row(qtbot, panel.list, 0)
    qtbot.keyClick(panel.list, Qt.Key.Key_Delete)
    assert [n["text"] for n in w.session.notes] == ["two"]
    assert "Deleted the note on move 2" in w.statusBar().currentMessage()
    qtbot.mouseClick(panel.delete_button, Qt.MouseButton.LeftButton)
    assert w.session.notes == ()
    assert not panel.delete_button.isEnabled()
    assert w.side_tabs.tabText(1) == "Notes"


def test_notes_travel_in_the_saved_record_and_come_back_with_it(qtbot, tmp_path, monkeypatch):
    w = _window(qtbot)
    w.write_note("players hesitated here", 2)
    path = tmp_path / "game.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    qtbot.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert GameRecord.load(path).notes == ({"ply": 2, "text": "players hesitated here"},)
    other = _window(qtbot, seed=5)
    assert other.open_record_file(path)
    assert other.notes_panel.texts()[0].endswith("✎ players hesitated here")
    assert set(other.replay_slider.marks()) == {3}
    # a note on a record opened from a file stays with that record, not the game being played
    other.write_note("only the record", 1)
    assert other.session.notes == ()


def test_a_note_before_any_move_says_why_it_cannot(qtbot):
    pack = default_pack("europe")
    # the lab's "choose chance outcomes" holds the game before its first deal: no move yet
    session = Session(pack, ["human:Anna", "human:Ben"], seed=3, stop_at_chance=True)
    w = PlaytestWindow(pack, [], 3, session=session)
    qtbot.addWidget(w)
    show_active(qtbot, w)
    assert w.session.ply == 0
    _note_key(qtbot, w)
    assert w.statusBar().currentMessage() == "No move has been played yet to write a note on."
    assert not w.notes_panel.add_button.isEnabled()
    w.lab.draw_at_random()
    qtbot.waitUntil(lambda: w.session.ply > 0)
    assert not w.write_note("   ", 0)
    assert "The note was not kept: a note needs some text" in w.statusBar().currentMessage()
