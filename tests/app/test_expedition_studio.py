"""The arrow network editor inside the studio window, driven like a designer would (pytest-qt).

The default World pack is opened in the main window (1400x900); every gesture is a mouse or
key event on the canvas or a click on a panel's button.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

import content
from app.boards.expedition_items import _label_size, to_scene
from app.documents import Document
from tests.app.conftest import CanvasUser


@pytest.fixture
def tab(main_window, qtbot):
    tab = main_window.add_document(Document(content.default_pack("expedition")))
    tab.editor.fit_to_view()
    qtbot.waitUntil(lambda: bool(tab.editor.shown_labels()))
    return tab


@pytest.fixture
def ed(tab):
    return tab.editor


@pytest.fixture
def user(qtbot, ed) -> CanvasUser:
    return CanvasUser(qtbot, ed)


def _point(ed, pid):
    return next(p for p in ed.document.pack.points if p.id == pid)


def _at(ed, pid):
    p = _point(ed, pid)
    return to_scene(p.x, p.y)


def _label_boxes(ed):
    """Pixel boxes of the names drawn now: {point_id: (x0, y0, x1, y1)}."""
    boxes = {}
    for pid, (pos, kind, name, dx, dy) in ed._label_layer.labels.items():
        w, h, ascent = _label_size(kind, name)
        at = ed.canvas.mapFromScene(pos)
        x, y = at.x() + dx, at.y() + dy - ascent
        boxes[pid] = (x, y, x + w, y + h)
    return boxes


def _settle(qtbot, ed):
    """Let the names be placed again (they wait for a pause after a gesture)."""
    qtbot.wait(1)
    qtbot.waitUntil(lambda: not ed._labels_timer.isActive())


def test_E_names_of_points_shown_at_fitted_zoom_without_overlapping(ed):
    shown = ed.shown_labels()
    pack = ed.document.pack
    rose = next(p for p in pack.points if p.kind == "rose")
    assert shown[rose.id] == rose.name
    kinds = {p.id: p.kind for p in pack.points}
    coloured = [pid for pid in shown if kinds[pid] in ("green", "red", "blue")]
    assert len(coloured) >= 0.6 * sum(k in ("green", "red", "blue") for k in kinds.values())
    boxes = list(_label_boxes(ed).items())
    for i, (a, (ax0, ay0, ax1, ay1)) in enumerate(boxes):
        for b, (bx0, by0, bx1, by1) in boxes[i + 1 :]:
            assert not (ax0 < bx1 - 1 and bx0 < ax1 - 1 and ay0 < by1 - 1 and by0 < ay1 - 1), (a, b)


def test_E_zooming_in_shows_more_names_and_zooming_out_keeps_them_apart(ed, qtbot):
    before = len(ed.shown_labels())
    ed.canvas.centerOn(_at(ed, "cairo"))
    ed.zoom_by(3.0)
    _settle(qtbot, ed)
    assert "cairo" in ed.shown_labels()
    ed.fit_to_view()
    ed.zoom_by(0.4)
    _settle(qtbot, ed)
    far = ed.shown_labels()
    assert 0 < len(far) < before


def test_E_a_selected_point_always_shows_its_name(ed, user, qtbot):
    shown = ed.shown_labels()
    crowded = next(
        p.id for p in ed.document.pack.points if p.kind != "plain" and p.id not in shown
    )
    user.click(_at(ed, crowded))
    assert ed.selected_point() == crowded
    _settle(qtbot, ed)
    assert ed.shown_labels()[crowded] == _point(ed, crowded).name


def test_E_dragged_point_takes_its_name_along(ed, user, qtbot):
    ed.canvas.centerOn(_at(ed, "cairo"))
    ed.zoom_by(3.0)
    _settle(qtbot, ed)
    start = ed.canvas.mapFromScene(_label_layer_pos(ed, "cairo"))
    user.drag(_at(ed, "cairo"), _at(ed, "cairo") + to_scene(4, -3), steps=4)
    moved = ed.canvas.mapFromScene(_label_layer_pos(ed, "cairo"))
    assert moved != start
    assert ed.canvas.mapFromScene(_at(ed, "cairo")) == moved
    assert ed.document.undo_stack.count() == 1


def _label_layer_pos(ed, pid):
    return ed._label_layer.labels[pid][0]


def test_E_add_a_point_of_each_kind_with_the_kind_box_and_undo_all(ed, user, qtbot):
    doc = ed.document
    original = doc.pack
    user.key(Qt.Key.Key_P)
    assert ed.active_tool().name == "Add point"
    added = []
    for k, kind in enumerate(("rose", "green", "blue", "red", "plain")):
        ed.kind_combo.setFocus()
        ed.kind_combo.setCurrentIndex(0)
        for _ in range(ed.kind_combo.findData(kind)):
            qtbot.keyClick(ed.kind_combo, Qt.Key.Key_Down)
        assert ed.point_kind == kind
        user.click(to_scene(-150 + 12 * k, -70))
        added.append(doc.pack.points[-1])
    assert [p.kind for p in added] == ["rose", "green", "blue", "red", "plain"]
    _settle(qtbot, ed)
    assert added[-1].id in ed.shown_labels()  # the new point is selected: named
    for _ in added:
        doc.undo_stack.undo()
    assert doc.pack == original
    assert len(ed._point_items) == len(original.points)


def test_E_connect_chain_then_split_then_delete_by_tool_restore_on_undo(ed, user, qtbot):
    doc = ed.document
    original = doc.pack
    user.key(Qt.Key.Key_L)
    user.click(_at(ed, "cairo"))
    user.click(_at(ed, "reykjavik"))
    assert doc.pack.paths[-1].a == "cairo" and doc.pack.paths[-1].b == "reykjavik"
    user.key(Qt.Key.Key_Escape)
    new_path = len(doc.pack.paths) - 1
    a, b = _at(ed, "cairo"), _at(ed, "reykjavik")
    middle = (a + b) / 2
    user.key(Qt.Key.Key_S)
    user.click(middle)
    split = ed.selected_point()
    assert split is not None
    ends = {(p.a, p.b) for p in doc.pack.paths}
    assert ("cairo", split) in ends and (split, "reykjavik") in ends
    user.key(Qt.Key.Key_D)
    user.click(_at(ed, split))
    assert all(split not in (p.a, p.b) for p in doc.pack.paths)
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.pack == original
    assert len(ed._path_items) == len(original.paths) and new_path == len(original.paths)


def test_E_connecting_points_already_connected_says_so(main_window, ed, user, qtbot):
    path = ed.document.pack.paths[0]
    count = ed.document.undo_stack.count()
    user.key(Qt.Key.Key_L)
    user.click(_at(ed, path.a))
    user.click(_at(ed, path.b))
    assert ed.document.undo_stack.count() == count
    assert "already" in main_window.statusBar().currentMessage()


def test_E_rename_in_properties_updates_references_name_and_cards(main_window, ed, user, qtbot):
    doc = ed.document
    user.click(_at(ed, "cairo"))
    form = ed.properties
    edit = form.field_widget("id")
    edit.selectAll()
    qtbot.keyClicks(edit, "al-qahira")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    pack = doc.pack
    assert any(p.id == "al-qahira" for p in pack.points)
    assert not any("cairo" in (p.a, p.b) for p in pack.paths)
    assert any(c.point == "al-qahira" for c in pack.cards)
    assert ed.selected_point() == "al-qahira"
    name = form.field_widget("name")
    name.selectAll()
    qtbot.keyClicks(name, "Al-Qahira")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    _settle(qtbot, ed)
    assert ed.shown_labels()["al-qahira"] == "Al-Qahira"
    table = ed.cards_panel.table
    row = next(r for r in range(table.rowCount()) if table.item(r, 1).text() == "al-qahira")
    assert table.item(row, 2).text() == "Al-Qahira"
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.pack == content.default_pack("expedition")


def test_E_renaming_to_a_taken_id_is_refused_with_a_message(main_window, ed, user, qtbot):
    user.click(_at(ed, "cairo"))
    count = ed.document.undo_stack.count()
    edit = ed.properties.field_widget("id")
    edit.selectAll()
    qtbot.keyClicks(edit, "london")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert ed.document.undo_stack.count() == count
    assert ed.properties.field_widget("id").text() == "cairo"
    assert "london" in main_window.statusBar().currentMessage()


def test_E_card_buttons_enabled_only_when_they_can_act(main_window, ed, user, qtbot):
    main_window.side_dock("Cards").show()
    panel = ed.cards_panel
    assert not panel.remove_button.isEnabled()  # no card selected
    assert not panel.reset_button.isEnabled()  # already one card per green point
    user.click(_at(ed, "svalbard"))
    assert not panel.add_button.isEnabled()  # a red point takes no card
    user.click(_at(ed, "cairo"))
    assert not panel.add_button.isEnabled()  # cairo has its card: a second is an error
    panel.table.selectRow(0)
    assert panel.remove_button.isEnabled()
    removed = ed.document.pack.cards[0]
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert removed not in ed.document.pack.cards
    assert panel.reset_button.isEnabled()
    user.click(_at(ed, removed.point))
    assert panel.add_button.isEnabled()
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert any(c.point == removed.point for c in ed.document.pack.cards)
    assert "without a card" not in panel.summary.text()


def test_E_colour_remove_needs_a_row_and_arrows_are_undoable(main_window, ed, qtbot):
    panel = ed.colours_panel
    ed.cards_tabs.setCurrentWidget(panel)
    assert not panel.remove_button.isEnabled()
    n = len(ed.document.pack.colours)
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert len(ed.document.pack.colours) == n + 1
    spin = panel.table.cellWidget(0, 2)
    before = ed.document.pack.colours[0].arrows
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert ed.document.pack.colours[0].arrows == before + 1
    panel.table.selectRow(n)
    assert panel.remove_button.isEnabled()
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert len(ed.document.pack.colours) == n
    while ed.document.undo_stack.canUndo():
        ed.document.undo_stack.undo()
    assert ed.document.pack == content.default_pack("expedition")


def test_E2_overlay_checkbox_rings_token_points_and_counts_them(ed, qtbot):
    qtbot.mouseClick(ed.overlay_check, Qt.MouseButton.LeftButton, pos=QPoint(6, 6))
    assert ed.overlay_shown()
    assert "token points" in ed.info_label.text()
    tokens = [pid for pid, item in ed._point_items.items() if item.token]
    assert tokens and all(_point(ed, pid).kind == "green" for pid in tokens)
    _settle(qtbot, ed)
    assert ed.shown_labels()
    qtbot.mouseClick(ed.overlay_check, Qt.MouseButton.LeftButton, pos=QPoint(6, 6))
    assert not any(item.overlay for item in ed._point_items.values())


def test_E_wrap_pair_tool_unpairs_and_pairs_again(ed, user, qtbot):
    doc = ed.document
    w = doc.pack.wraps[0]
    user.key(Qt.Key.Key_W)
    user.click(_at(ed, w.a))
    assert len(doc.pack.wraps) == len(content.default_pack("expedition").wraps) - 1
    user.click(_at(ed, w.a))
    user.click(_at(ed, w.b))
    assert any({x.a, x.b} == {w.a, w.b} for x in doc.pack.wraps)
    assert len(ed._wrap_items) == len(doc.pack.wraps)


def test_E_click_a_path_highlights_it_and_delete_key_removes_it_undoably(ed, user, qtbot):
    doc = ed.document
    original = doc.pack
    ed.canvas.centerOn(_at(ed, "cairo"))
    ed.zoom_by(3.0)
    k = next(i for i, p in enumerate(original.paths) if "cairo" in (p.a, p.b))
    path = original.paths[k]
    middle = (_at(ed, path.a) + _at(ed, path.b)) / 2
    user.key(Qt.Key.Key_V)
    user.click(middle)
    assert ed.selection() == ("path", k)
    assert ed._path_highlight.isVisible()
    assert ed._path_highlight.line().center() == middle
    user.key(Qt.Key.Key_Delete)
    assert len(doc.pack.paths) == len(original.paths) - 1
    assert not ed._path_highlight.isVisible()
    doc.undo_stack.undo()
    assert doc.pack == original
    assert len(ed._path_items) == len(original.paths)


def test_E_place_labels_keeps_names_apart_in_kind_order_and_forces_the_selected(qapp):
    from app.boards.expedition_items import place_labels

    # Ten points on one spot: eight places around it; the plain point's name comes last.
    crowd = [("p", "plain", "Plain", 100.0, 100.0, 3.5)] + [
        (f"g{k}", "green", f"Green {k}", 100.0, 100.0, 6.0) for k in range(9)
    ]
    placed = place_labels(crowd, [], bounds=(400, 400))
    assert "p" not in placed and 1 <= len(placed) <= 8
    assert all(pid.startswith("g") for pid in placed)
    forced = place_labels(crowd, [], forced=["p"], bounds=(400, 400))
    assert "p" in forced


def test_E_points_named_by_problems_are_ringed_until_fixed(main_window, ed, user, qtbot):
    user.key(Qt.Key.Key_P)  # a green point nowhere near the network: unreachable, no card
    user.click(to_scene(-100, -80))
    new = ed.document.pack.points[-1].id
    qtbot.waitUntil(lambda: ed.problem_points().get(new) == "error")
    user.key(Qt.Key.Key_L)
    user.click(_at(ed, new))
    user.click(_at(ed, "ushuaia"))
    qtbot.waitUntil(lambda: ed.problem_points().get(new) == "warning")  # still no card
    main_window.side_dock("Cards").show()
    user.key(Qt.Key.Key_V)
    user.click(_at(ed, new))
    qtbot.mouseClick(ed.cards_panel.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: new not in ed.problem_points())


def test_E_wrapped_edge_points_are_named_too(ed):
    shown = ed.shown_labels()
    ends = {pid for w in ed.document.pack.wraps for pid in (w.a, w.b)}
    assert ends & set(shown)
