"""The arrow network editor, driven by mouse and key events on its canvas (pytest-qt)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

import content
from app.boards.expedition_items import to_scene
from app.documents import Document
from app.editors.expedition_editor import ExpeditionEditor
from content.edit import expedition as ee
from content.models.expedition import (
    DestinationCard,
    ExpeditionPack,
    ExpeditionRules,
    Path,
    Point,
)


def _send(editor, kind: QEvent.Type, scene_pos: QPointF, buttons, button=None) -> None:
    view = editor.canvas
    local = QPointF(view.mapFromScene(scene_pos))
    if button is None:
        button = (
            Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
        )
    global_pos = QPointF(view.viewport().mapToGlobal(local.toPoint()))
    event = QMouseEvent(kind, local, global_pos, button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def click(editor, scene_pos: QPointF) -> None:
    _send(editor, QEvent.Type.MouseButtonPress, scene_pos, Qt.MouseButton.LeftButton)
    _send(editor, QEvent.Type.MouseButtonRelease, scene_pos, Qt.MouseButton.NoButton)


def at(x: float, y: float) -> QPointF:
    return to_scene(x, y)


def key(qtbot, editor, letter: str) -> None:
    qtbot.keyClick(editor.canvas, letter.lower())


def small_pack() -> ExpeditionPack:
    """rose(0,0) - a(20,0) - g(40,0) green; rose - h(0,30) green; unpaired edge points."""
    return ExpeditionPack(
        id="x",
        name="X",
        rules=ExpeditionRules(token_distance=2),
        points=(
            Point(id="rose", kind="rose", x=0, y=0),
            Point(id="a", x=20, y=0),
            Point(id="g", kind="green", x=40, y=0),
            Point(id="h", kind="green", x=0, y=30),
            Point(id="west", kind="red", x=-180, y=-20),
            Point(id="east", kind="red", x=180, y=-20),
        ),
        paths=(Path(a="rose", b="a"), Path(a="a", b="g"), Path(a="rose", b="h")),
        cards=(DestinationCard(id="card-g", point="g"), DestinationCard(id="card-h", point="h")),
    )


@pytest.fixture
def editor(qtbot):
    ed = ExpeditionEditor(Document(small_pack()))
    qtbot.addWidget(ed)
    ed.resize(1100, 700)
    ed.show()
    qtbot.waitExposed(ed)
    ed.fit_to_view()
    return ed


def test_drag_moves_a_point_and_its_paths_in_one_undo_step(editor, qtbot):
    doc = editor.document
    original = doc.pack
    key(qtbot, editor, "V")
    _send(editor, QEvent.Type.MouseButtonPress, at(20, 0), Qt.MouseButton.LeftButton)
    for x in (25, 30, 35):
        _send(editor, QEvent.Type.MouseMove, at(x, 20), Qt.MouseButton.LeftButton)
    _send(editor, QEvent.Type.MouseButtonRelease, at(35, 20), Qt.MouseButton.NoButton)
    a = doc.pack.points[1]
    assert a.x == pytest.approx(35, abs=0.6) and a.y == pytest.approx(20, abs=0.6)
    assert doc.undo_stack.count() == 1
    line = editor._path_items[0].line()
    assert line.p2() == editor._point_items["a"].pos()
    moved = doc.pack
    doc.undo_stack.undo()
    assert doc.pack == original
    assert editor._path_items[0].line().p2() == at(20, 0)
    doc.undo_stack.redo()
    assert doc.pack == moved


def test_select_then_delete_key_removes_the_point_with_its_paths(editor, qtbot):
    key(qtbot, editor, "V")
    click(editor, at(40, 0))
    assert editor.selected_point() == "g"
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Delete)
    pack = editor.document.pack
    assert "g" not in {p.id for p in pack.points}
    assert [c.id for c in pack.cards] == ["card-h"]


def test_add_point_tool_adds_a_point_of_the_chosen_kind(editor, qtbot):
    key(qtbot, editor, "P")
    editor.kind_combo.setCurrentIndex(editor.kind_combo.findData("blue"))
    click(editor, at(-60, 45))
    p = editor.document.pack.points[-1]
    assert p.kind == "blue" and p.id == "blue-1"
    assert p.x == pytest.approx(-60, abs=0.6) and p.y == pytest.approx(45, abs=0.6)
    assert editor.selected_point() == "blue-1"


def test_connect_tool_chains_paths_between_clicked_points(editor, qtbot):
    doc = editor.document
    key(qtbot, editor, "L")
    click(editor, at(0, 30))
    assert editor.pending_item.isVisible()
    click(editor, at(40, 0))
    click(editor, at(-180, -20))
    paths = {frozenset((p.a, p.b)) for p in doc.pack.paths}
    assert frozenset(("h", "g")) in paths and frozenset(("g", "west")) in paths
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Escape)
    assert not editor.pending_item.isVisible()
    assert doc.undo_stack.count() == 2


def test_delete_tool_deletes_a_path_or_a_point(editor, qtbot):
    doc = editor.document
    key(qtbot, editor, "D")
    click(editor, at(30, 0))  # on the path a-g, away from points
    assert frozenset(("a", "g")) not in {frozenset((p.a, p.b)) for p in doc.pack.paths}
    click(editor, at(0, 30))
    assert "h" not in {p.id for p in doc.pack.points}
    assert all("h" not in (p.a, p.b) for p in doc.pack.paths)


def test_split_tool_inserts_a_point_into_the_path(editor, qtbot):
    doc = editor.document
    key(qtbot, editor, "S")
    editor.kind_combo.setCurrentIndex(editor.kind_combo.findData("plain"))
    click(editor, at(30, 0.3))
    pack = doc.pack
    assert pack.points[-1].id == "plain-1"
    assert pack.points[-1].y == pytest.approx(0, abs=0.01)
    assert pack.paths[1:3] == (Path(a="a", b="plain-1"), Path(a="plain-1", b="g"))


def test_wrap_tool_pairs_west_and_east_points_and_unpairs(editor, qtbot):
    doc = editor.document
    original = doc.pack
    key(qtbot, editor, "W")
    click(editor, at(180, -20))
    click(editor, at(-180, -20))
    assert [(w.a, w.b) for w in doc.pack.wraps] == [("west", "east")]
    with qtbot.waitSignal(editor.status_message) as note:
        click(editor, at(0, 30))  # h and g are inside the map: refused, with the reason
        click(editor, at(40, 0))
    assert "not on opposite edges" in note.args[0]
    assert [(w.a, w.b) for w in doc.pack.wraps] == [("west", "east")]
    assert editor._point_items["west"].wrapped and editor._point_items["east"].wrapped
    assert len(editor._wrap_items) == 1
    click(editor, at(-180, -20))
    assert doc.pack.wraps == ()
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.pack == original and doc.undo_stack.index() == 0


def test_property_panel_renames_a_point_and_its_references(editor, qtbot):
    key(qtbot, editor, "V")
    click(editor, at(40, 0))
    editor.properties.edit_requested.emit("id", "goal")
    pack = editor.document.pack
    assert "goal" in {p.id for p in pack.points}
    assert Path(a="a", b="goal") in pack.paths
    assert DestinationCard(id="card-goal", point="goal") in pack.cards
    assert editor.selected_point() == "goal"
    editor.properties.edit_requested.emit("name", "Goal")
    assert editor.document.pack.points[2].name == "Goal"
    editor.properties.edit_requested.emit("kind", "blue")
    assert all(c.point != "goal" for c in editor.document.pack.cards)


def test_card_table_adds_removes_and_resets(editor, qtbot):
    doc = editor.document
    panel = editor.cards_panel
    key(qtbot, editor, "V")
    click(editor, at(40, 0))
    assert not panel.add_button.isEnabled()  # g has its card: at most one per green point
    panel.table.selectRow(0)
    panel.remove_button.click()
    assert [c.point for c in doc.pack.cards] == ["h"]
    assert panel.add_button.isEnabled()
    panel.add_button.click()
    assert doc.pack.cards[-1].point == "g"
    panel.reset_button.click()
    assert [c.id for c in doc.pack.cards] == ["card-g", "card-h"]


def test_colour_table_adds_and_sets_arrows(editor):
    panel = editor.colours_panel
    panel.add_button.click()
    panel.table.cellWidget(0, 2).setValue(30)
    assert editor.document.pack.colours[0].arrows == 30
    panel.table.selectRow(0)
    panel.remove_button.click()
    assert editor.document.pack.colours == ()


def test_E2_overlay_rings_the_green_points_that_take_tokens(editor):
    editor.set_overlay(True)
    assert editor._point_items["g"].token is True
    assert editor._point_items["h"].token is False
    assert all(item.overlay for item in editor._point_items.values())
    assert editor._point_items["g"].distance == 2
    assert "1 of 2 green" in editor.info_label.text()
    editor.set_overlay(False)
    assert editor._point_items["g"].token is None
    assert not editor._point_items["g"].overlay


def test_problem_paths_select_points_paths_and_cards(editor):
    assert editor.select_path("points[2].kind")
    assert editor.selected_point() == "g"
    assert editor.select_path("paths[1]")
    assert editor.selection() == ("path", 1)
    assert editor.select_path("cards[1].point")
    assert editor.selected_point() == "h"
    assert not editor.select_path("points[99]")


def test_save_and_reopen_gives_the_edited_pack(editor, qtbot, tmp_path):
    key(qtbot, editor, "P")
    click(editor, at(100, 40))
    path = editor.document.save(tmp_path / "x.json")
    assert content.load_pack(path) == editor.document.pack
    again = ExpeditionEditor(Document(content.load_pack(path), path))
    qtbot.addWidget(again)
    assert len(again._point_items) == len(small_pack().points) + 1


def test_default_pack_opens_with_every_point_path_and_wrap(qtbot):
    pack = content.default_pack("expedition")
    ed = ExpeditionEditor(Document(pack))
    qtbot.addWidget(ed)
    assert len(ed._point_items) == len(pack.points)
    assert len(ed._path_items) == len(pack.paths)
    assert len(ed._wrap_items) == len(pack.wraps)
    ed.set_overlay(True)
    assert sum(1 for i in ed._point_items.values() if i.token) == len(ee.token_points(pack))


def test_shortcuts_pick_each_tool(editor, qtbot):
    expected = {"V": "Select/move", "P": "Add point", "L": "Connect", "D": "Delete"}
    expected |= {"S": "Split path", "W": "Wrap pair"}
    for letter, name in expected.items():
        key(qtbot, editor, letter)
        assert editor.active_tool().name == name


def test_hosted_in_the_main_window_tools_docks_and_problems(qtbot, main_window):
    tab = main_window.add_document(Document(content.default_pack("expedition")))
    editor = tab.editor
    assert isinstance(editor, ExpeditionEditor)
    connect = editor.tool_by_shortcut("L")
    action = main_window.tool_action(connect)
    assert action is not None and action.shortcut().toString() == "L"
    action.trigger()
    assert editor.active_tool() is connect
    assert dict(tab.panels)["Cards"] is editor.cards_tabs
    tab.problems.problem_activated.emit("points[1].kind")
    assert editor.selected_point() == tab.document.pack.points[1].id
    pid = editor.selected_point()
    assert editor.delete_selection()
    assert pid not in {p.id for p in tab.document.pack.points}
    tab.document.undo_stack.undo()
    assert pid in {p.id for p in tab.document.pack.points}


def test_renaming_a_place_updates_its_item_in_place(editor, qtbot):
    items = dict(editor._point_items)
    key(qtbot, editor, "V")
    click(editor, at(40, 0))
    editor.properties.edit_requested.emit("name", "Goal town")
    assert editor._point_items == items  # same items: no rebuild for a name
    assert editor._point_items["g"].name == "Goal town"
    editor.document.undo_stack.undo()
    assert editor._point_items["g"].name == "g"


def test_adding_and_connecting_a_point_adds_items_in_place_and_undo_drops_them(editor, qtbot):
    doc = editor.document
    original = doc.pack
    kept = dict(editor._point_items)
    key(qtbot, editor, "P")
    click(editor, at(60, 20))
    key(qtbot, editor, "L")
    click(editor, at(40, 0))
    click(editor, at(60, 20))
    new_id = doc.pack.points[-1].id
    assert all(editor._point_items[k] is v for k, v in kept.items())  # no rebuild
    assert len(editor._path_items) == len(doc.pack.paths) == len(original.paths) + 1
    assert editor._path_items[-1].line().p2() == editor._point_items[new_id].pos()
    editor.set_overlay(True)
    assert editor._point_items[new_id].distance == 3
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.pack == original
    assert set(editor._point_items) == {p.id for p in original.points}
    assert len(editor._path_items) == len(original.paths)
    assert all(
        not ends or max(ends) < len(editor._path_items) for ends in editor._incident.values()
    )
    doc.undo_stack.redo()
    doc.undo_stack.redo()
    assert len(editor._path_items) == len(original.paths) + 1
    assert editor._point_items[new_id].distance == 3
