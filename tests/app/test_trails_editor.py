"""The hex terrain editor, driven by mouse and key events on its canvas (pytest-qt)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

import content
from app.boards.trails_items import hex_centre
from app.documents import Document
from app.editors.trails_editor import TrailsEditor
from content.edit import trails as et


def _send(editor, kind: QEvent.Type, scene_pos: QPointF, buttons) -> None:
    """Send one mouse event to the canvas viewport at a scene position."""
    view = editor.canvas
    local = QPointF(view.mapFromScene(scene_pos))
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    global_pos = QPointF(view.viewport().mapToGlobal(local.toPoint()))
    event = QMouseEvent(kind, local, global_pos, button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def click(editor, scene_pos: QPointF) -> None:
    _send(editor, QEvent.Type.MouseButtonPress, scene_pos, Qt.MouseButton.LeftButton)
    _send(editor, QEvent.Type.MouseButtonRelease, scene_pos, Qt.MouseButton.NoButton)


def drag(editor, points: list[QPointF]) -> None:
    _send(editor, QEvent.Type.MouseButtonPress, points[0], Qt.MouseButton.LeftButton)
    for p in points[1:]:
        _send(editor, QEvent.Type.MouseMove, p, Qt.MouseButton.LeftButton)
    _send(editor, QEvent.Type.MouseButtonRelease, points[-1], Qt.MouseButton.NoButton)


def key(qtbot, editor, letter: str) -> None:
    qtbot.keyClick(editor.canvas, letter.lower())


@pytest.fixture
def editor(qtbot):
    doc = Document(content.default_pack("trails"))
    ed = TrailsEditor(doc)
    qtbot.addWidget(ed)
    ed.resize(1100, 760)
    ed.show()
    qtbot.waitExposed(ed)
    ed.set_board(0)
    ed.fit_to_view()
    return ed


def _centre(editor, i: int) -> QPointF:
    h = editor.board.hexes[i]
    return hex_centre(h.q, h.r)


def test_brush_stroke_paints_every_hex_crossed_in_one_undo_step(editor, qtbot):
    doc = editor.document
    original = doc.pack
    key(qtbot, editor, "B")
    assert editor.active_tool().name == "Brush"
    editor.set_brush_terrain("water")
    row = [i for i, h in enumerate(editor.board.hexes) if h.r == 0]
    drag(editor, [_centre(editor, row[0]), _centre(editor, row[-1])])
    painted = doc.pack
    assert all(painted.boards[0].hexes[i].terrain == "water" for i in row)
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.pack == original
    doc.undo_stack.redo()
    assert doc.pack == painted


def test_painting_repaints_only_the_painted_item(editor, qtbot):
    items = list(editor._items)
    key(qtbot, editor, "B")
    editor.set_brush_terrain("rocky")
    i = next(i for i, h in enumerate(editor.board.hexes) if h.terrain != "rocky")
    click(editor, _centre(editor, i))
    assert editor._items == items  # same item objects: the scene was not rebuilt
    assert editor._items[i].brush().color().name() == "#6e6a66"


def test_T8_fill_paints_the_connected_random_interior(editor, qtbot):
    doc = editor.document
    key(qtbot, editor, "F")
    editor.set_brush_terrain("forest")
    board = editor.board
    interior = [i for i, h in enumerate(board.hexes) if h.terrain is None]
    click(editor, _centre(editor, interior[0]))
    assert all(doc.pack.boards[0].hexes[i].terrain == "forest" for i in interior)
    assert doc.undo_stack.count() == 1


def test_eyedropper_picks_the_terrain_the_brush_then_paints(editor, qtbot):
    board = editor.board
    src = next(i for i, h in enumerate(board.hexes) if h.terrain is not None)
    picked = board.hexes[src].terrain
    dst = next(i for i, h in enumerate(board.hexes) if h.terrain is None)
    key(qtbot, editor, "I")
    click(editor, _centre(editor, src))
    assert editor.brush_terrain == picked
    assert editor.terrain_combo.currentData() == picked
    key(qtbot, editor, "B")
    click(editor, _centre(editor, dst))
    assert editor.document.pack.boards[0].hexes[dst].terrain == picked


def test_T8_add_and_remove_hex_updates_the_path_ring(editor, qtbot):
    doc = editor.document
    original = doc.pack
    n = len(editor.board.hexes)
    ring_before = editor.ring_item.path().elementCount()
    key(qtbot, editor, "H")
    top = min(editor.board.hexes, key=lambda h: (h.r, h.q))
    cell = (top.q, top.r - 1)
    click(editor, hex_centre(*cell))
    assert len(doc.pack.boards[0].hexes) == n + 1
    assert doc.pack.boards[0].hexes[-1].terrain is None
    assert editor.ring_item.path().elementCount() != ring_before
    click(editor, hex_centre(*cell))
    assert len(doc.pack.boards[0].hexes) == n
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.pack == original


def test_select_shows_the_hex_and_properties_edit_its_terrain(editor, qtbot):
    key(qtbot, editor, "V")
    i = next(i for i, h in enumerate(editor.board.hexes) if h.terrain is None)
    with qtbot.waitSignal(editor.selection_changed) as sig:
        click(editor, _centre(editor, i))
    assert sig.args == [(f"boards[0].hexes[{i}]",)]
    assert editor.selection_item.isVisible()
    editor.properties.edit_requested.emit("terrain", "water")
    assert editor.document.pack.boards[0].hexes[i].terrain == "water"


def test_T8_randomise_interior_is_seeded_and_undoable(editor):
    doc = editor.document
    original = doc.pack
    editor.seed_spin.setValue(42)
    editor.randomise_button.click()
    assert doc.pack == et.randomise_interior(original, 0, 42)
    assert all(h.terrain is not None for h in doc.pack.boards[0].hexes)
    doc.undo_stack.undo()
    assert doc.pack == original


def test_T6_boards_add_remove_shape_and_girls(editor):
    doc = editor.document
    original = doc.pack
    editor.set_board(3)  # the 5-player board
    editor.remove_board_button.click()
    assert [a.data() for a in editor.add_board_menu.actions()] == [5]  # the one count missing
    editor.add_board_menu.actions()[0].trigger()
    assert doc.pack.boards[-1].players == 5
    assert editor.board_index == len(doc.pack.boards) - 1
    next(a for a in editor.shape_menu.actions() if a.data() == 4).trigger()
    assert len(doc.pack.boards[-1].hexes) == 24 and doc.pack.boards[-1].girls == 7
    editor.girls_spin.setValue(8)
    assert doc.pack.boards[-1].girls == 8
    editor.remove_board_button.click()
    assert len(doc.pack.boards) == len(original.boards) - 1
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.pack == original


def test_problem_path_outlines_its_hex(editor):
    assert editor.select_path("boards[2].hexes[5].terrain")
    assert editor.board_index == 2
    assert editor.selected_hex() == 5
    assert len(editor._problem_outlines) == 1
    h = editor.board.hexes[5]
    assert editor._problem_outlines[0].pos() == hex_centre(h.q, h.r)
    assert not editor.select_path("boards[99].hexes[0]")


def test_T5_terrain_table_renames_and_recolours(editor):
    panel = editor.terrain_panel
    panel.table.item(0, 0).setText("woods")
    pack = editor.document.pack
    assert pack.terrains[0].id == "woods"
    assert all(h.terrain != "forest" for b in pack.boards for h in b.hexes)
    panel.table.item(0, 2).setText("#123456")
    assert editor.document.pack.terrains[0].display == "#123456"
    panel.table.cellWidget(1, 4).setValue(9)
    assert {t.terrain: t.count for t in editor.document.pack.tiles}["clearing"] == 9


def test_T3_deck_table_sets_counts(editor):
    editor.deck_panel.table.cellWidget(0, 2).setValue(20)
    assert editor.document.pack.card_colours[0].count == 20
    assert "68 cards" in editor.deck_panel.total_label.text()


def test_T3_deck_table_adds_and_removes_colours(editor):
    doc = editor.document
    panel = editor.deck_panel
    n = len(doc.pack.card_colours)
    panel.add_button.click()
    assert len(doc.pack.card_colours) == n + 1
    panel.table.selectRow(n)
    panel.remove_button.click()
    assert len(doc.pack.card_colours) == n
    panel.table.selectRow(0)  # green: forest pays with it, so it stays
    panel.remove_button.click()
    assert len(doc.pack.card_colours) == n
    assert "pays with" in panel.total_label.text()


def test_save_and_reopen_gives_the_edited_pack(editor, qtbot, tmp_path):
    key(qtbot, editor, "B")
    editor.set_brush_terrain("water")
    click(editor, _centre(editor, 0))
    path = editor.document.save(tmp_path / "trails.json")
    assert not editor.document.is_dirty
    assert content.load_pack(path) == editor.document.pack
    again = TrailsEditor(Document(content.load_pack(path), path))
    qtbot.addWidget(again)
    assert again.board.hexes[0].terrain == "water"


def _grab_with_points(editor, shown: bool):
    editor.points_item.setVisible(shown)
    return editor.canvas.viewport().grab().toImage()


def test_T7_hex_points_are_drawn_only_when_zoomed_in(editor):
    editor.canvas.set_zoom(2.0)
    editor.canvas.centerOn(_centre(editor, 0))
    assert _grab_with_points(editor, True) != _grab_with_points(editor, False)
    editor.canvas.set_zoom(0.5)
    assert _grab_with_points(editor, True) == _grab_with_points(editor, False)


def test_shortcuts_pick_each_tool(editor, qtbot):
    for letter, name in (
        ("V", "Select"),
        ("B", "Brush"),
        ("F", "Fill"),
        ("I", "Eyedropper"),
        ("H", "Add/remove hex"),
    ):
        key(qtbot, editor, letter)
        assert editor.active_tool().name == name


def test_hosted_in_the_main_window_tools_docks_and_problems(qtbot, main_window):
    tab = main_window.add_document(Document(content.default_pack("trails")))
    editor = tab.editor
    assert isinstance(editor, TrailsEditor)
    brush = editor.tool_by_shortcut("B")
    action = main_window.tool_action(brush)
    assert action is not None and action.shortcut().toString() == "B"
    action.trigger()
    assert editor.active_tool() is brush
    assert dict(tab.panels)["Cards"] is editor.cards_tabs
    tab.problems.problem_activated.emit("boards[3].hexes[2].terrain")
    assert editor.board_index == 3 and editor.selected_hex() == 2
    assert editor.delete_selection()
    assert len(tab.document.pack.boards[3].hexes) == 29
    tab.document.undo_stack.undo()
    assert len(tab.document.pack.boards[3].hexes) == 30


def test_T5_display_colour_recolours_without_rebuilding(editor):
    items = list(editor._items)
    i = next(i for i, h in enumerate(editor.board.hexes) if h.terrain == "forest")
    editor.terrain_panel.table.item(0, 2).setText("#102030")
    assert editor._items == items
    assert editor._items[i].brush().color().name() == "#102030"
    editor.girls_spin.setValue(3)
    assert editor._items == items
    assert editor.document.pack.boards[0].girls == 3
