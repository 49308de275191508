"""QA polish of the studio: each test drives the real widgets as a user would."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.commands.add_sea import AddSeaCommand


def test_problems_panel_detail_line_shows_the_whole_selected_message(qtbot, journey_tab):
    editor, panel = journey_tab.editor, journey_tab.problems
    editor.document.push(AddSeaCommand(editor.document, 30.0, 30.0))
    panel.run_lint()
    assert panel.problems
    row = next(i for i, p in enumerate(panel.problems) if p.code == "journey-sea-coast")
    problem = panel.problems[row]
    rect = panel.view.visualRect(panel.model.index(row, 2))
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert panel.detail.isVisible()
    assert problem.message in panel.detail.text()
    assert panel.detail.wordWrap()
    # Keys move the detail along with the current row.
    if len(panel.problems) > 1:
        other = 1 if row == 0 else row - 1
        panel.view.setFocus()
        qtbot.keyClick(panel.view, Qt.Key.Key_Down if other > row else Qt.Key.Key_Up)
        assert panel.problems[other].message in panel.detail.text()


def test_tools_toolbar_is_hidden_without_tools_and_shown_with_a_document(qtbot, main_window):
    assert not main_window.tools_bar.isVisible()  # no document: no empty strip
    main_window.new_actions["trails"].trigger()
    assert main_window.tools_bar.isVisible() and main_window.tools_bar.actions()
    main_window.close_action.trigger()  # File > Close (unsaved changes discarded)
    assert main_window.current_tab() is None
    assert not main_window.tools_bar.isVisible()


def test_help_about_shows_the_package_version(qtbot, main_window):
    from app.main_window import studio_version

    main_window.menuBar().setFocus()
    main_window.about_action.trigger()
    dialog = main_window.about_dialog
    qtbot.waitExposed(dialog)
    assert studio_version() in dialog.label.text() and studio_version()
    assert "Boardcraft Studio" in dialog.windowTitle()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_help_keyboard_shortcuts_lists_every_action_key_including_the_tools(qtbot, main_window):
    main_window.new_actions["europe"].trigger()
    main_window.shortcuts_action.trigger()
    dialog = main_window.shortcuts_dialog
    qtbot.waitExposed(dialog)
    table = dialog.table
    rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    for action in (main_window.save_action, main_window.undo_action, main_window.fit_action, main_window.quit_action):
        name = action.text().replace("&", "")
        assert name in rows and action.shortcut().toString() in rows[name]
    tool_action = next(a for a in main_window.tools_bar.actions() if a.shortcut().toString())
    assert rows[f"{tool_action.text()} tool"] == tool_action.shortcut().toString()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_pack_description_is_a_multi_line_edit_and_typing_is_one_undo_step(qtbot, main_window, journey_tab):
    from PySide6.QtWidgets import QPlainTextEdit

    editor = journey_tab.editor
    editor.set_selection(())  # nothing selected: the form shows the pack header
    form = editor.properties.form
    area = form.field_widget("description")
    assert isinstance(area, QPlainTextEdit)
    assert isinstance(form.field_widget("name"), type(form.field_widget("id")))  # short fields stay one line
    doc = editor.document
    before, count = doc.pack.description, doc.undo_stack.count()
    main_window.activateWindow()
    qtbot.mouseClick(area.viewport(), Qt.MouseButton.LeftButton)  # the user clicks into the field
    qtbot.waitUntil(area.hasFocus, timeout=3000)
    area.moveCursor(area.textCursor().MoveOperation.End)
    qtbot.keyClicks(area, " Long")
    qtbot.keyClick(area, Qt.Key.Key_Return)
    qtbot.keyClicks(area, "notes.")
    assert doc.pack.description == before + " Long\nnotes."
    assert doc.undo_stack.count() == count + 1  # one merged step for the whole typing
    doc.undo_stack.undo()
    assert doc.pack.description == before
    assert area.toPlainText() == before


def _trails_editor(main_window):
    main_window.new_actions["trails"].trigger()
    editor = main_window.current_editor()
    editor.set_board(0)
    editor.fit_to_view()
    return editor


def test_T8_trails_hover_outline_goes_when_the_pointer_leaves_the_canvas(qtbot, main_window):
    from app.boards.trails_items import hex_centre

    editor = _trails_editor(main_window)
    h = editor.board.hexes[0]
    viewport = editor.canvas.viewport()
    qtbot.mouseMove(viewport, editor.canvas.mapFromScene(hex_centre(h.q, h.r)))
    qtbot.waitUntil(editor.hover_item.isVisible, timeout=3000)
    elsewhere = main_window.problems_dock
    qtbot.mouseMove(elsewhere, elsewhere.rect().center())  # the pointer leaves the canvas
    qtbot.waitUntil(lambda: not editor.hover_item.isVisible(), timeout=3000)


def _hatch_runs(editor, centre) -> int:
    """Dark/light changes along a 40-pixel scan line of the viewport 12 pixels under
    ``centre`` (clear of the hex's centre point, drawn once zoomed in)."""
    image = editor.canvas.viewport().grab().toImage()
    at = editor.canvas.mapFromScene(centre)
    light = [image.pixelColor(at.x() - 20 + i, at.y() + 12).lightness() > 215 for i in range(40)]
    return sum(1 for a, b in zip(light, light[1:], strict=False) if a != b)


def test_T8_random_terrain_hatch_stays_crisp_when_zoomed_in(qtbot, main_window):
    from app.boards.trails_items import hex_centre

    editor = _trails_editor(main_window)
    h = next(h for h in editor.board.hexes if h.terrain is None)
    centre = hex_centre(h.q, h.r)
    editor.canvas.set_zoom(1.0)
    editor.canvas.centerOn(centre)
    near = _hatch_runs(editor, centre)
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)  # View > Zoom In
    for _ in range(5):
        editor.canvas.set_zoom(editor.canvas.transform().m11() * 1.25)
    editor.canvas.centerOn(centre)
    assert editor.canvas.transform().m11() > 3.0
    zoomed = _hatch_runs(editor, centre)
    assert near >= 4  # hatch lines cross the scan line
    assert abs(zoomed - near) <= 1  # same pitch on screen (a scaled texture went from 6 to 4)


def test_E_selecting_a_green_point_on_the_map_selects_and_scrolls_to_its_card_row(qtbot, main_window):
    from app.boards.expedition_items import to_scene

    main_window.new_actions["expedition"].trigger()
    editor = main_window.current_editor()
    editor.fit_to_view()
    table = editor.cards_panel.table
    pack = editor.document.pack
    carded = {c.point for c in pack.cards}
    point = [p for p in pack.points if p.kind == "green" and p.id in carded][-1]  # the last row: needs scrolling
    qtbot.keyClick(editor.canvas, "v")
    qtbot.mouseClick(editor.canvas.viewport(), Qt.MouseButton.LeftButton,
                     pos=editor.canvas.mapFromScene(to_scene(point.x, point.y)))
    assert editor.selected_point() == point.id
    rows = sorted({i.row() for i in table.selectionModel().selectedRows()})
    assert rows and all(pack.cards[r].point == point.id for r in rows)
    assert rows == [i for i, c in enumerate(pack.cards) if c.point == point.id]
    assert table.viewport().rect().intersects(table.visualRect(table.model().index(rows[0], 0)))
    assert editor.cards_panel.remove_button.isEnabled()
