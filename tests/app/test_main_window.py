"""The studio window: templates, unsaved mark, save and reopen, prompts, broken packs."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QMessageBox

import content
from app.commands.set_field import SetFieldCommand
from app.documents import Document
from app.main import open_startup_documents


def test_no_files_opens_the_default_packs_as_untitled_templates(main_window):
    open_startup_documents(main_window, [])
    games = [d.game for d in main_window.documents()]
    assert games[0] == "journey"
    assert all(d.path is None and not d.is_dirty for d in main_window.documents())
    assert main_window.current_document().pack == content.default_pack("europe")
    assert main_window.windowTitle().startswith("Journey: Europe (untitled)")


def test_new_from_template_menu(main_window):
    main_window.new_actions["europe"].trigger()
    assert main_window.tabs.count() == 1
    assert main_window.current_editor().__class__.__name__ == "JourneyEditor"


def test_an_edit_sets_the_unsaved_mark_and_undo_clears_it(main_window, journey_tab):
    doc = journey_tab.document
    assert not main_window.isWindowModified()
    doc.push(SetFieldCommand(doc, "countries[0].name", "Aleph"))
    assert main_window.isWindowModified()
    assert main_window.tabs.tabText(main_window.tabs.currentIndex()).endswith(" *")
    assert main_window.undo_action.text() == "&Undo Rename “Alpha” to “Aleph”"
    main_window.undo_action.trigger()
    assert not main_window.isWindowModified()
    assert main_window.redo_action.text() == "&Redo Rename “Alpha” to “Aleph”"


def test_save_then_reopen_gives_an_equal_pack(main_window, journey_tab, user, tmp_path, dialogs):
    doc = journey_tab.document
    user.drag(user.country("ee"), user.country("ee") + QPointF(30, 30))
    dialogs.save_path = str(tmp_path / "small")
    main_window.save_action.trigger()
    saved = tmp_path / "small.json"
    assert doc.path == saved and not doc.is_dirty and not main_window.isWindowModified()
    assert "small.json" in main_window.windowTitle()
    edited = doc.pack
    main_window.close_current()
    reopened = main_window.open_file(saved)
    assert reopened.pack == edited
    assert main_window.recent_files()[0] == str(saved.resolve())


def test_closing_unsaved_work_asks_and_cancel_keeps_it(main_window, journey_tab, dialogs):
    doc = journey_tab.document
    doc.push(SetFieldCommand(doc, "name", "Changed"))
    dialogs.answer = QMessageBox.StandardButton.Cancel
    assert not main_window.close_current()
    assert main_window.tabs.count() == 1
    assert dialogs.kinds() == ["question"]
    dialogs.answer = QMessageBox.StandardButton.Discard
    assert main_window.close_current()
    assert main_window.tabs.count() == 0


def test_save_answer_in_the_close_prompt_saves(main_window, journey_tab, dialogs, tmp_path):
    doc = journey_tab.document
    doc.push(SetFieldCommand(doc, "name", "Kept"))
    dialogs.answer = QMessageBox.StandardButton.Save
    dialogs.save_path = str(tmp_path / "kept.json")
    assert main_window.close_current()
    assert content.load_pack(tmp_path / "kept.json").name == "Kept"


def test_a_pack_that_fails_to_load_shows_its_error_and_the_studio_goes_on(main_window, tmp_path, dialogs):
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "journey", "id": "x", "name": "X", "links": [{"a": "nowhere", "b": "x"}]}')
    assert main_window.open_file(bad) is None
    assert main_window.tabs.count() == 0
    kind, title, text = dialogs.calls[-1]
    assert kind == "critical" and "links[0].a" in text and "bad.json" in text
    assert main_window.new_from_template("europe") is not None
    assert main_window.tabs.count() == 1


def test_a_pack_with_a_lone_surrogate_or_a_fifo_shows_its_error_and_the_studio_goes_on(
        main_window, tmp_path, dialogs):
    import os

    bad = tmp_path / "surrogate.json"
    bad.write_text('{"game":"journey","id":"a","name":"x",'
                   '"cards":[{"id":"\\udfff","kind":"country","ref":"x"}]}')
    assert main_window.open_file(bad) is None
    kind, _title, text = dialogs.calls[-1]
    assert kind == "critical" and "surrogate.json" in text and "cards[0].id" in text
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert main_window.open_file(fifo) is None  # refused at once, never waits for a writer
    kind, _title, text = dialogs.calls[-1]
    assert kind == "critical" and "pipe.json" in text and "FIFO" in text
    assert main_window.tabs.count() == 0


def test_problems_button_shows_the_counts_and_opens_the_dock(main_window, journey_tab, qtbot):
    main_window.problems_dock.hide()
    assert "error" in main_window.problems_button.text()
    main_window.problems_button.click()
    assert main_window.problems_dock.isVisible()


def test_layout_and_recent_files_persist_in_settings(make_window, tmp_path, journey_pack):
    path = tmp_path / "p.json"
    content.save_pack(journey_pack, path)
    first = make_window()
    first.open_file(path)
    first.undo_dock.hide()
    first.close()
    second = make_window()
    assert second.recent_files() == [str(path.resolve())]
    assert not second.undo_dock.isVisible()


def test_status_bar_shows_zoom_and_cursor_position(main_window, journey_tab, user, qtbot):
    editor = journey_tab.editor
    target = user.at(user.country("cc"))
    qtbot.mouseMove(user.viewport, target + QPoint(7, 7))  # the pointer may already be there
    qtbot.mouseMove(user.viewport, target)
    x, y = (float(v) for v in main_window.cursor_label.text().removeprefix("x ").split(", y "))
    assert abs(x - 10.0) < 0.2 and abs(y - 40.0) < 0.2
    editor.zoom_by(2.0)
    assert main_window.zoom_label.text() == f"{editor.zoom() * 100:.0f} %"


def test_opening_the_same_file_twice_shows_the_open_tab(main_window, tmp_path, journey_pack):
    path = tmp_path / "p.json"
    content.save_pack(journey_pack, path)
    first = main_window.open_file(path)
    main_window.add_document(Document(journey_pack))
    assert main_window.open_file(path) is first
    assert main_window.tabs.count() == 2


def test_run_studio_with_a_broken_file_shows_the_error_and_runs_on(tmp_path, dialogs):
    from app.main import run_studio

    bad = tmp_path / "broken.json"
    bad.write_text("{ not json")
    assert run_studio([str(bad)], quit_after_ms=300) == 0
    assert [c[0] for c in dialogs.calls] == ["critical"]
    assert "broken.json" in dialogs.calls[0][2] and "not valid JSON" in dialogs.calls[0][2]


def test_delete_key_in_a_property_field_edits_text_not_the_map(qtbot, main_window, journey_tab, user):
    doc = journey_tab.document
    user.click(user.country("aa"))
    edit = journey_tab.editor.properties.form.field_widget("name")
    edit.setFocus()
    edit.setCursorPosition(0)
    main_window.activateWindow()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    assert doc.pack.countries[0].id == "aa" and doc.pack.countries[0].name == "lpha"


def test_default_settings_and_autosave_stay_in_the_test_folder(qapp, tmp_path):
    from app.documents.autosave import default_autosave_dir
    from app.main_window import MainWindow

    window = MainWindow()
    window.settings.setValue("probe", 1)
    window.settings.sync()
    assert str(tmp_path) in window.settings.fileName()
    assert str(tmp_path) in str(default_autosave_dir())
    window.deleteLater()


def test_open_recent_menu_lists_and_opens_recent_files(main_window, tmp_path, journey_pack):
    path = tmp_path / "recent.json"
    content.save_pack(journey_pack, path)
    main_window.open_file(path)
    main_window.close_current()
    main_window.recent_menu.aboutToShow.emit()
    entries = [a for a in main_window.recent_menu.actions() if a.text() == str(path.resolve())]
    assert len(entries) == 1
    entries[0].trigger()
    assert main_window.current_document().path == path


def test_nothing_stray_is_drawn_over_the_studio_frame(main_window, qtbot):
    """Only the frame's own parts sit directly in the window: the menu bar, tool bars, docks,
    status bar, the documents and the dock tab bars (a table made to measure the Problems
    panel once showed its 'Severity' header over the File menu until the event loop deleted
    it: looked at before the loop runs, as the first paint is)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import (
        QApplication,
        QDockWidget,
        QMenuBar,
        QStatusBar,
        QTabBar,
        QToolBar,
        QWidget,
    )

    for name in ("europe", "trails", "expedition"):
        main_window.new_from_template(name)
    QApplication.processEvents()  # paints; deferred deletions wait for the event loop
    frame = (QMenuBar, QToolBar, QDockWidget, QStatusBar, QTabBar)
    stray = [type(c).__name__ for c in main_window.findChildren(
                 QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
             if c.isVisible() and not isinstance(c, frame) and c is not main_window.centralWidget()]
    assert stray == []
