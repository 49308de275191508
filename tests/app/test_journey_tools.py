"""Journey tools, each driven by mouse and keys on the canvas; every edit undoes to an equal pack."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt

from app.tools.journey_coast import JourneyCoastTool
from app.tools.journey_country import JourneyCountryTool
from app.tools.journey_delete import JourneyDeleteTool
from app.tools.journey_link import JourneyLinkTool
from app.tools.journey_sea import JourneySeaTool
from app.tools.journey_select import JourneySelectTool


def _use(main_window, editor, cls):
    tool = editor.tool(cls)
    main_window.tool_action(tool).trigger()
    assert editor.active_tool() is tool
    return tool


def _undo_redo_round_trip(doc, before, after):
    doc.undo_stack.undo()
    assert doc.pack == before
    doc.undo_stack.redo()
    assert doc.pack == after


def test_tool_keys_V_C_L_S_T_D_switch_tools(main_window, journey_editor, user):
    main_window.activateWindow()
    for key, cls in [
        (Qt.Key.Key_C, JourneyCountryTool), (Qt.Key.Key_L, JourneyLinkTool), (Qt.Key.Key_S, JourneySeaTool),
        (Qt.Key.Key_T, JourneyCoastTool), (Qt.Key.Key_D, JourneyDeleteTool), (Qt.Key.Key_V, JourneySelectTool),
    ]:
        user.key(key)
        assert isinstance(journey_editor.active_tool(), cls)
        assert main_window.tool_action(journey_editor.active_tool()).isChecked()


def test_click_selects_a_country_and_shift_click_adds(journey_editor, user):
    user.click(user.country("aa"))
    assert journey_editor.selection == (("country", "aa"),)
    user.click(user.country("cc"), modifier=Qt.KeyboardModifier.ShiftModifier)
    assert journey_editor.selection == (("country", "aa"), ("country", "cc"))
    user.click(user.country("aa") + QPointF(0, -150))  # empty map
    assert journey_editor.selection == ()


def test_a_whole_drag_is_one_undo_step(journey_editor, user):
    doc = journey_editor.document
    before = doc.pack
    user.drag(user.country("aa"), user.country("aa") + QPointF(80, 40), steps=8)
    moved = doc.pack.countries[0]
    assert (moved.x, moved.y) != (0.0, 50.0)
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Move Alpha"
    assert journey_editor._countries["aa"].pos() == journey_editor.to_scene(moved.x, moved.y)
    _undo_redo_round_trip(doc, before, doc.pack)


def test_dragging_a_selection_moves_every_selected_element(journey_editor, user):
    doc = journey_editor.document
    journey_editor.set_selection((("country", "aa"), ("sea", "north")))
    user.drag(user.country("aa"), user.country("aa") + QPointF(40, 0))
    assert doc.pack.countries[0].x > 0 and doc.pack.seas[0].x > 5
    assert doc.undo_stack.count() == 1


def test_rubber_band_selects_the_countries_inside(journey_editor, user):
    a, c = user.country("aa"), user.country("cc")
    user.drag(a + QPointF(-30, -30), c + QPointF(5, 5))
    assert set(journey_editor.selection) >= {("country", "aa"), ("country", "bb"), ("country", "cc"), ("country", "dd")}
    assert ("country", "ee") not in journey_editor.selection


def test_country_tool_adds_a_country_with_its_card(main_window, journey_editor, user):
    doc = journey_editor.document
    before = doc.pack
    _use(main_window, journey_editor, JourneyCountryTool)
    user.click(journey_editor.to_scene(5.0, 45.0))
    new = doc.pack.countries[-1]
    assert abs(new.x - 5.0) < 0.2 and abs(new.y - 45.0) < 0.2
    assert f"country:{new.id}" in {c.id for c in doc.pack.cards}
    assert journey_editor.selection == (("country", new.id),)
    _undo_redo_round_trip(doc, before, doc.pack)


def test_link_tool_connects_two_countries_by_the_chosen_kind(main_window, journey_editor, user):
    doc = journey_editor.document
    before = doc.pack
    _use(main_window, journey_editor, JourneyLinkTool)
    user.key(Qt.Key.Key_2)  # ferry
    user.click(user.country("aa"))
    user.click(user.country("dd"))
    link = doc.pack.links[-1]
    assert {link.a, link.b} == {"aa", "dd"} and link.kind == "ferry"
    assert doc.undo_stack.undoText() == "Add ferry Alpha – Delta"
    _undo_redo_round_trip(doc, before, doc.pack)


def test_link_tool_on_a_linked_pair_changes_its_kind(main_window, journey_editor, user):
    doc = journey_editor.document
    _use(main_window, journey_editor, JourneyLinkTool)
    journey_editor.set_link_kind("bridge")
    user.click(user.country("aa"))
    user.click(user.country("bb"))
    assert doc.pack.links[0].kind == "bridge" and len(doc.pack.links) == 4


def test_sea_tool_adds_a_sea(main_window, journey_editor, user):
    doc = journey_editor.document
    before = doc.pack
    _use(main_window, journey_editor, JourneySeaTool)
    user.click(journey_editor.to_scene(15.0, 35.0))
    assert len(doc.pack.seas) == 2 and doc.pack.seas[-1].coast == ()
    _undo_redo_round_trip(doc, before, doc.pack)


def test_coast_tool_toggles_a_country_on_the_sea_coast(main_window, journey_editor, user):
    doc = journey_editor.document
    before = doc.pack
    _use(main_window, journey_editor, JourneyCoastTool)
    user.click(user.sea("north"))
    user.click(user.country("dd"))
    assert doc.pack.seas[0].coast == ("aa", "bb", "ee", "dd")
    user.click(user.country("aa"))
    assert doc.pack.seas[0].coast == ("bb", "ee", "dd")
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.pack == before


def test_delete_tool_removes_a_country_with_links_coast_and_cards_in_one_step(main_window, journey_editor, user):
    doc = journey_editor.document
    before = doc.pack
    _use(main_window, journey_editor, JourneyDeleteTool)
    user.click(user.country("bb"))
    pack = doc.pack
    assert "bb" not in {c.id for c in pack.countries}
    assert all("bb" not in (lk.a, lk.b) for lk in pack.links)
    assert "bb" not in pack.seas[0].coast
    assert not any(c.ref == "bb" for c in pack.cards)
    assert doc.undo_stack.count() == 1
    assert "bb" not in journey_editor._countries
    _undo_redo_round_trip(doc, before, pack)


def test_delete_tool_removes_a_link(main_window, journey_editor, user):
    doc = journey_editor.document
    _use(main_window, journey_editor, JourneyDeleteTool)
    a, b = user.country("cc"), user.country("dd")
    user.click((a + b) / 2)
    assert len(doc.pack.links) == 3 and len(doc.pack.countries) == 5


def test_delete_key_deletes_the_selection(main_window, journey_editor, user):
    doc = journey_editor.document
    user.click(user.country("ee"))
    main_window.activateWindow()
    user.key(Qt.Key.Key_Delete)
    assert "ee" not in {c.id for c in doc.pack.countries}
    assert journey_editor.selection == ()


def test_escape_cancels_a_drag_and_leaves_no_step(journey_editor, user, qtbot):
    doc = journey_editor.document
    before = doc.pack
    a = user.at(user.country("aa"))
    qtbot.mousePress(user.viewport, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(user.viewport, a + user.at(QPointF(60, 0)) - user.at(QPointF(0, 0)))
    assert doc.pack != before
    user.key(Qt.Key.Key_Escape)
    qtbot.mouseRelease(user.viewport, Qt.MouseButton.LeftButton, pos=a)
    assert doc.pack == before
    assert doc.undo_stack.count() == 0


def test_links_and_coast_lines_follow_a_dragged_country(journey_editor, user):
    user.drag(user.country("aa"), user.country("aa") + QPointF(50, 30))
    moved = journey_editor._countries["aa"].pos()
    link = journey_editor._links[frozenset(("aa", "bb"))].line()
    assert moved in (link.p1(), link.p2())
    coast = journey_editor._coasts["north"]["aa"].line()
    assert coast.p2() == moved and coast.p1() == journey_editor._seas["north"].pos()
    journey_editor.document.undo_stack.undo()
    assert journey_editor._coasts["north"]["aa"].line().p2() == user.country("aa")


def test_arrow_keys_nudge_the_selection_as_one_step(journey_editor, user):
    doc = journey_editor.document
    before = doc.pack
    user.click(user.country("dd"))
    for _ in range(3):
        user.key(Qt.Key.Key_Right)
    user.key(Qt.Key.Key_Up)
    dd = doc.pack.countries[3]
    assert (dd.x, dd.y) == (0.3, 40.1)
    assert doc.undo_stack.count() == 1
    _undo_redo_round_trip(doc, before, doc.pack)


def test_hovering_highlights_what_a_click_would_pick(journey_editor, user, qtbot):
    target = user.at(user.country("cc"))
    qtbot.mouseMove(user.viewport, target + QPoint(40, 40))
    qtbot.mouseMove(user.viewport, target)
    assert journey_editor.hover == ("country", "cc")
    assert journey_editor._countries["cc"].hovered


def test_select_all_from_the_edit_menu(main_window, journey_editor):
    main_window.select_all_action.trigger()
    assert len(journey_editor.selection) == 6


def test_each_tool_has_its_pointer(main_window, journey_editor):
    _use(main_window, journey_editor, JourneyCountryTool)
    assert journey_editor.canvas.viewport().cursor().shape() == Qt.CursorShape.CrossCursor
    _use(main_window, journey_editor, JourneySelectTool)
    assert journey_editor.canvas.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor


def test_double_click_opens_the_properties_on_the_name(main_window, journey_editor, user, qtbot):
    main_window.activateWindow()
    main_window.side_dock("Cards").raise_()
    at = user.at(user.country("cc"))
    qtbot.mouseClick(user.viewport, Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseDClick(user.viewport, Qt.MouseButton.LeftButton, pos=at)
    assert journey_editor.selection == (("country", "cc"),)
    name = journey_editor.properties.form.field_widget("name")
    qtbot.waitUntil(name.hasFocus, timeout=2000)
    assert name.selectedText() == "Gamma"
    assert journey_editor.document.undo_stack.count() == 0


def test_tools_are_also_in_the_tools_menu(main_window, journey_editor):
    names = [a.text() for a in main_window.tools_menu.actions()]
    assert names == ["Select", "Country", "Link", "Sea", "Coast", "Outline", "Delete", "Image"]


def test_an_empty_pack_can_be_drawn_from_scratch(main_window, user, qtbot):
    from app.documents import Document
    from content.models.journey import JourneyPack

    tab = main_window.add_document(Document(JourneyPack(id="empty", name="Empty")))
    editor = tab.editor
    _use(main_window, editor, JourneyCountryTool)
    for x in (0.0, 5.0):
        qtbot.mouseClick(editor.canvas.viewport(), Qt.MouseButton.LeftButton, pos=editor.canvas.mapFromScene(editor.to_scene(x, 0.0)))
    _use(main_window, editor, JourneyLinkTool)
    for c in editor.document.pack.countries:
        qtbot.mouseClick(editor.canvas.viewport(), Qt.MouseButton.LeftButton, pos=editor.canvas.mapFromScene(editor.to_scene(c.x, c.y)))
    pack = editor.document.pack
    assert len(pack.countries) == 2 and len(pack.links) == 1 and pack.colours[0].id == "grey"


def test_link_tool_shows_a_rubber_line_until_the_chain_ends(main_window, journey_editor, user, qtbot):
    _use(main_window, journey_editor, JourneyLinkTool)
    user.click(user.country("aa"))
    qtbot.mouseMove(user.viewport, user.at(user.country("ee")) + QPoint(-20, 0))
    line = journey_editor.preview_line
    assert line.isVisible() and line.line().p1() == user.country("aa")
    user.click(user.country("aa") + QPointF(0, -200), button=Qt.MouseButton.RightButton)
    assert not line.isVisible()
    assert journey_editor.tool(JourneyLinkTool).start is None
