"""The hex terrain editor inside the studio window, driven like a designer would (pytest-qt).

The default Trails pack is opened in the main window (1400x900); every gesture is a mouse or
key event on the canvas, a key on a box of the options bar, or a click on a panel's button.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

import content
from app.boards.trails_items import HEX_SIZE, hex_centre
from app.documents import Document
from content.edit import trails as et
from content.models.trails import Board, Hex
from tests.app.conftest import CanvasUser


@pytest.fixture
def tab(main_window):
    tab = main_window.add_document(Document(content.default_pack("trails")))
    tab.editor.fit_to_view()
    return tab


@pytest.fixture
def ed(tab):
    return tab.editor


@pytest.fixture
def user(qtbot, ed) -> CanvasUser:
    return CanvasUser(qtbot, ed)


def _centre(ed, i):
    h = ed.board.hexes[i]
    return hex_centre(h.q, h.r)


def _choose(qtbot, combo, index: int) -> None:
    """Pick entry ``index`` of a combo box with the keyboard, as a user would."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(index):
        qtbot.keyClick(combo, Qt.Key.Key_Down)


def test_T6_board_selector_shows_the_chosen_board_and_remove_board_is_undoable(ed, qtbot):
    doc = ed.document
    original = doc.pack
    last = ed.board_combo.count() - 1
    _choose(qtbot, ed.board_combo, last)
    assert ed.board_index == last
    assert len(ed._items) == len(original.boards[last].hexes)
    qtbot.mouseClick(ed.remove_board_button, Qt.MouseButton.LeftButton)
    assert len(doc.pack.boards) == len(original.boards) - 1
    assert ed.board_combo.count() == len(doc.pack.boards)
    doc.undo_stack.undo()
    assert doc.pack == original


def test_T6_add_board_offers_only_a_missing_player_count(ed, qtbot):
    doc = ed.document
    assert not ed.add_board_button.isEnabled()  # every count of 2-5 has its board
    _choose(qtbot, ed.board_combo, 0)
    qtbot.mouseClick(ed.remove_board_button, Qt.MouseButton.LeftButton)
    assert ed.add_board_button.isEnabled()
    assert [a.data() for a in ed.add_board_menu.actions()] == [doc.pack.rules.min_players]
    ed.add_board_menu.actions()[0].trigger()
    assert doc.pack.boards[-1].players == doc.pack.rules.min_players
    assert ed.board_index == len(doc.pack.boards) - 1
    assert ed.board_combo.currentData() == doc.pack.rules.min_players


def test_T6_shape_preset_from_the_menu_then_undo(ed, qtbot):
    doc = ed.document
    original = doc.pack
    menu = ed.shape_button.menu()
    assert ed.shape_button.isEnabled()
    # The menu lists every T6 shape; choosing one is one undo step.
    assert [a.data() for a in menu.actions()] == list(et.SHAPE_PRESETS)
    next(a for a in menu.actions() if a.data() == 4).trigger()
    assert doc.pack != original
    assert doc.undo_stack.count() == 1
    widths, girls = et.SHAPE_PRESETS[4]
    assert len(ed.board.hexes) == sum(widths) and ed.board.girls == girls
    assert len(ed._items) == len(ed.board.hexes)
    doc.undo_stack.undo()
    assert doc.pack == original
    assert len(ed._items) == len(ed.board.hexes)


def test_T8_adding_and_removing_a_hex_changes_one_item_and_undo_restores(ed, user, qtbot):
    doc = ed.document
    original = doc.pack
    user.key(Qt.Key.Key_H)
    kept = list(ed._items)
    ring = ed._ring_count
    top = min(ed.board.hexes, key=lambda h: (h.r, h.q))
    cell = (top.q, top.r - 1)
    user.click(hex_centre(*cell))
    assert len(ed._items) == len(kept) + 1
    assert ed._items[: len(kept)] == kept  # the other hexes kept their items
    assert ed._ring_count != ring
    middle = len(kept) // 2
    gone = ed.board.hexes[middle]
    user.click(_centre(ed, middle))
    assert all(h is not gone for h in doc.pack.boards[ed.board_index].hexes)
    assert [item.cell for item in ed._items] == [(h.q, h.r) for h in ed.board.hexes]
    assert [item.index for item in ed._items] == list(range(len(ed._items)))
    doc.undo_stack.undo()
    assert [item.cell for item in ed._items] == [(h.q, h.r) for h in ed.board.hexes]
    doc.undo_stack.undo()
    assert doc.pack == original
    assert [item.cell for item in ed._items] == [item.cell for item in kept]
    assert all(a is b for k, (a, b) in enumerate(zip(ed._items, kept, strict=True)) if k != middle)
    assert ed._ring_count == ring
    assert ed.hex_at(_centre(ed, middle)) == middle


def test_T8_brush_stroke_is_one_undo_step_in_the_history(main_window, ed, user, qtbot):
    doc = ed.document
    user.key(Qt.Key.Key_B)
    ed.set_brush_terrain("water")
    row = [i for i, h in enumerate(ed.board.hexes) if h.r == 0]
    user.drag(_centre(ed, row[0]), _centre(ed, row[-1]), steps=8)
    assert all(doc.pack.boards[0].hexes[i].terrain == "water" for i in row)
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.pack == content.default_pack("trails")


def test_T8_fill_and_eyedropper_by_mouse(ed, user, qtbot):
    doc = ed.document
    board = ed.board
    src = next(i for i, h in enumerate(board.hexes) if h.terrain is not None)
    user.key(Qt.Key.Key_I)
    user.click(_centre(ed, src))
    assert ed.terrain_combo.currentData() == board.hexes[src].terrain
    interior = [i for i, h in enumerate(board.hexes) if h.terrain is None]
    user.key(Qt.Key.Key_F)
    user.click(_centre(ed, interior[0]))
    assert all(doc.pack.boards[0].hexes[i].terrain == board.hexes[src].terrain for i in interior)
    assert "random 0" in ed.info_label.text() or qtbot.waitUntil(
        lambda: "random 0" in ed.info_label.text()
    ) is None


def test_T8_randomise_interior_is_seeded_and_undoable(ed, qtbot):
    doc = ed.document
    original = doc.pack
    ed.seed_spin.setFocus()
    qtbot.keyClick(ed.seed_spin, Qt.Key.Key_Up)
    qtbot.mouseClick(ed.randomise_button, Qt.MouseButton.LeftButton)
    first = doc.pack
    assert first != original
    doc.undo_stack.undo()
    assert doc.pack == original
    qtbot.mouseClick(ed.randomise_button, Qt.MouseButton.LeftButton)
    assert doc.pack == first  # same seed, same board


def test_T6_girls_box_edits_the_board_and_undo_puts_it_back(ed, qtbot):
    doc = ed.document
    girls = ed.board.girls
    ed.girls_spin.setFocus()
    qtbot.keyClick(ed.girls_spin, Qt.Key.Key_Up)
    qtbot.keyClick(ed.girls_spin, Qt.Key.Key_Up)
    assert doc.pack.boards[ed.board_index].girls == girls + 2
    assert f"girls {girls + 2}" in ed.info_label.text()
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert ed.girls_spin.value() == girls


def test_terrain_table_remove_needs_a_selected_row_and_rename_is_undoable(main_window, ed, qtbot):
    main_window.side_dock("Cards").show()
    panel = ed.terrain_panel
    ed.cards_tabs.setCurrentWidget(panel)
    assert not panel.remove_button.isEnabled()
    item = panel.table.item(0, 1)
    item.setText("Deep forest")
    assert ed.document.pack.terrains[0].name == "Deep forest"
    assert ed.terrain_combo.itemText(0) == "Deep forest"
    panel.table.selectRow(0)
    assert panel.remove_button.isEnabled()
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert all(t.name != "Deep forest" for t in ed.document.pack.terrains)
    while ed.document.undo_stack.canUndo():
        ed.document.undo_stack.undo()
    assert ed.document.pack == content.default_pack("trails")


def test_T3_deck_remove_needs_a_row_and_says_why_a_paid_colour_stays(main_window, ed, qtbot):
    main_window.side_dock("Cards").show()
    panel = ed.deck_panel
    ed.cards_tabs.setCurrentWidget(panel)
    assert not panel.remove_button.isEnabled()
    paid = ed.document.pack.terrains[0].colour
    row = next(i for i, c in enumerate(ed.document.pack.card_colours) if c.id == paid)
    panel.table.selectRow(row)
    assert panel.remove_button.isEnabled()
    assert paid in panel.remove_button.toolTip()
    n = len(ed.document.pack.card_colours)
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert len(ed.document.pack.card_colours) == n
    assert paid in panel.total_label.text()
    spin = panel.table.cellWidget(row, 2)
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert ed.document.pack.card_colours[row].count == content.default_pack(
        "trails"
    ).card_colours[row].count + 1


def test_problems_panel_double_click_outlines_the_hex(main_window, qtbot):
    pack = content.default_pack("trails")
    board = pack.boards[0]
    hexes = list(board.hexes)
    hexes[3] = Hex(q=hexes[3].q, r=hexes[3].r, terrain="lava")
    broken = pack.model_copy(
        update={"boards": (board.model_copy(update={"hexes": tuple(hexes)}), *pack.boards[1:])}
    )
    tab = main_window.add_document(Document(broken))
    ed = tab.editor
    panel = tab.problems
    row = next(i for i, p in enumerate(panel.problems) if "hexes[3]" in p.where)
    view = panel.view
    view.scrollTo(panel.model.index(row, 0))
    rect = view.visualRect(panel.model.index(row, 2))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert ed.selected_hex() == 3
    outline = ed._problem_outlines[0]
    assert outline.isVisible() and outline.pos() == _centre(ed, 3)
    assert ed.canvas.viewport().rect().contains(ed.canvas.mapFromScene(outline.pos()))


def test_far_zoom_drops_hex_outlines_and_zooming_in_brings_them_back(ed):
    big = Board(
        players=9,
        girls=1,
        hexes=tuple(Hex(q=q - r // 2, r=r) for r in range(60) for q in range(60)),
    )
    doc = ed.document
    from app.commands.base import PackCommand

    doc.push(PackCommand(doc, doc.pack.model_copy(update={"boards": (*doc.pack.boards, big)}), "big"))
    ed.set_board(len(doc.pack.boards) - 1)
    ed.fit_to_view()
    assert ed.canvas.zoom() * HEX_SIZE < 9
    assert not ed.outlines_shown()
    assert all(item.pen().style() == Qt.PenStyle.NoPen for item in ed._items)
    ed.zoom_by(8.0)
    assert ed.outlines_shown()
    assert ed._items[0].pen().style() != Qt.PenStyle.NoPen


def test_hex_centre_points_are_visible_on_random_hexes(ed):
    ed.zoom_by(4.0)
    i = next(i for i, h in enumerate(ed.board.hexes) if h.terrain is None)
    ed.canvas.centerOn(_centre(ed, i))
    image = ed.canvas.viewport().grab().toImage()
    at = ed.canvas.mapFromScene(_centre(ed, i))
    ring = image.pixelColor(at + QPoint(4, 0))  # just inside the centre dot's outline
    assert ring.lightness() < 120


def test_hexes_named_by_problems_are_outlined_until_fixed(main_window, qtbot):
    pack = content.default_pack("trails")
    board = pack.boards[0]
    hexes = list(board.hexes)
    hexes[3] = Hex(q=hexes[3].q, r=hexes[3].r, terrain="lava")
    broken = pack.model_copy(
        update={"boards": (board.model_copy(update={"hexes": tuple(hexes)}), *pack.boards[1:])}
    )
    tab = main_window.add_document(Document(broken))
    ed = tab.editor
    assert ed.problem_cells() == [(hexes[3].q, hexes[3].r)]  # shown as soon as it opens
    user = CanvasUser(qtbot, ed)
    user.key(Qt.Key.Key_B)
    ed.set_brush_terrain("forest")
    user.click(_centre(ed, 3))
    qtbot.waitUntil(lambda: not ed.problem_cells())  # once the pack is checked again
    ed.document.undo_stack.undo()
    qtbot.waitUntil(lambda: ed.problem_cells() == [(hexes[3].q, hexes[3].r)])


def test_T4_add_board_offers_a_missing_player_count_of_the_rules_first(ed, qtbot):
    doc = ed.document
    rules = doc.pack.rules
    missing = next(i for i, b in enumerate(doc.pack.boards) if b.players == rules.min_players)
    _choose(qtbot, ed.board_combo, missing)
    qtbot.mouseClick(ed.remove_board_button, Qt.MouseButton.LeftButton)
    # The count the rules miss, never one past the largest board.
    assert [a.data() for a in ed.add_board_menu.actions()] == [rules.min_players]
    ed.add_board_menu.actions()[0].trigger()
    assert doc.pack.boards[-1].players == rules.min_players
    assert ed.board_combo.currentText() == f"{rules.min_players} players"
