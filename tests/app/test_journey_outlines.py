"""Outlines on the Journey board and the Outline tool through the canvas (issue 16 §1-§2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.boards.journey_scene import JourneyScene
from app.boards.map_items import OutlineItem
from app.commands.delete_elements import DeleteElementsCommand
from app.documents import Document
from content import default_pack
from content.edit import journey as ej
from tests.app.conftest import CanvasUser, small_journey_pack

ALPHA = ((-5.0, 45.0), (5.0, 45.0), (5.0, 55.0), (-5.0, 55.0))
BETA = ((5.0, 45.0), (15.0, 45.0), (15.0, 55.0), (5.0, 55.0))


def outlined_pack():
    """The small pack with Alpha and Beta side by side, sharing the edge x = 5."""
    pack = small_journey_pack()
    pack = ej.set_outline(pack, "country", "aa", (ALPHA,))
    return ej.set_outline(pack, "country", "bb", (BETA,))


@pytest.fixture
def outline_editor(main_window):
    tab = main_window.add_document(Document(outlined_pack()))
    editor = tab.editor
    editor.fit_to_view()
    editor.set_active_tool(editor.tool_by_shortcut("O"))
    return editor


def _outline(editor, cid):
    return next(c.outline for c in editor.document.pack.countries if c.id == cid)


# --- drawing --------------------------------------------------------------------------------


def test_outlines_are_drawn_in_their_colour_groups_shades(qapp):
    scene = JourneyScene(outlined_pack())
    item = scene.outline_item(("country", "aa"))
    assert isinstance(item, OutlineItem)
    red = item.brush().color()
    assert red.red() > red.green() and red.lightness() > 180  # light red fill
    assert item.pen().color().lightness() < red.lightness()  # a darker border
    assert scene.outline_item(("country", "cc")) is None  # Gamma has no outline
    # A land link between two outlined countries is faint; the ferry stays strong.
    assert scene.item_of(("link", "aa", "bb")).pen().color().alpha() < 255
    assert scene.item_of(("link", "bb", "cc")).pen().color().alpha() == 255


def test_a_click_inside_an_outline_picks_the_country(qapp):
    scene = JourneyScene(outlined_pack())
    assert scene.key_at(scene.to_scene(-3.0, 53.0)) == ("country", "aa")
    assert scene.key_at(scene.to_scene(14.0, 46.0)) == ("country", "bb")


def test_europe_draws_outlines_backdrop_and_quiet_coasts(qapp):
    pack = default_pack("europe")
    scene = JourneyScene(pack)
    assert len(scene._outlines) == 38
    assert not scene._backdrop.bounds().isEmpty()
    lines = [line for lines in scene._coasts.values() for line in lines.values()]
    assert lines and not any(line.isVisible() for line in lines)
    scene.set_marks("selection", {"seas[0]": True})
    assert all(line.isVisible() for line in scene._coasts[pack.seas[0].id].values())


def test_world_backdrop_is_drawn_behind_the_network(qapp):
    from app.boards.expedition_scene import ExpeditionScene

    scene = ExpeditionScene(default_pack("expedition"))
    assert len(scene._backdrop._parts) > 50  # one item per coast: small repaints stay cheap
    assert scene._backdrop.zValue() < min(item.zValue() for item in scene._point_items.values())


def test_an_outline_edit_redraws_only_that_country(outline_editor):
    doc = outline_editor.document
    before = outline_editor.scene.outline_item(("country", "bb"))
    from app.commands.move_outline_vertices import MoveOutlineVerticesCommand

    doc.push(MoveOutlineVerticesCommand(doc, {("country", "aa", 0, 0): (-6.0, 44.0)}))
    assert outline_editor.scene.outline_item(("country", "aa")).outline[0][0] == (-6.0, 44.0)
    assert outline_editor.scene.outline_item(("country", "bb")) is before


# --- the Outline tool -------------------------------------------------------------------------


def test_draw_a_polygon_for_a_country_in_one_undo_step(outline_editor, qtbot):
    user = CanvasUser(qtbot, outline_editor)
    doc, ed = outline_editor.document, outline_editor
    user.click(user.country("cc"))  # Gamma: no outline yet
    tool = ed.active_tool()
    assert tool.target == ("country", "cc")
    steps = doc.undo_stack.count()
    corners = [(7.0, 36.0), (13.0, 36.0), (13.0, 43.0), (7.0, 43.0)]
    for xy in corners:
        user.click(ed.to_scene(*xy))
    assert len(tool.draft) == 4 and doc.undo_stack.count() == steps  # nothing pushed yet
    user.click(ed.to_scene(7.05, 36.05))  # the first point again (snaps): closes
    (ring,) = _outline(ed, "cc")
    assert len(ring) == 4 and ring[0] == pytest.approx((7.0, 36.0), abs=0.05)
    assert doc.undo_stack.count() == steps + 1
    assert doc.undo_stack.undoText() == "Draw the outline of Gamma"
    doc.undo_stack.undo()
    assert _outline(ed, "cc") is None
    assert ed.scene.outline_item(("country", "cc")) is None


def test_a_new_polygon_snaps_to_the_neighbours_points(outline_editor, qtbot):
    user = CanvasUser(qtbot, outline_editor)
    ed = outline_editor
    user.click(user.country("cc"))
    for xy in ((5.1, 44.9), (15.1, 44.9), (15.0, 40.0), (5.0, 40.0)):  # near Alpha/Beta's corners
        user.click(ed.to_scene(*xy))
    user.key(Qt.Key.Key_Return)
    (ring,) = _outline(ed, "cc")
    assert ring[:2] == ((5.0, 45.0), (15.0, 45.0))  # exactly the shared points
    from content.rules.journey_borders import shared_borders

    assert frozenset(("bb", "cc")) in shared_borders(ed.document.pack)


def test_dragging_a_shared_point_moves_both_outlines_in_one_step(outline_editor, qtbot):
    user = CanvasUser(qtbot, outline_editor)
    doc, ed = outline_editor.document, outline_editor
    user.click(user.country("aa"))
    steps = doc.undo_stack.count()
    user.drag(ed.to_scene(5.0, 55.0), ed.to_scene(6.0, 57.0), steps=6)
    a, b = _outline(ed, "aa")[0], _outline(ed, "bb")[0]
    assert a[2] == b[3] and a[2] != (5.0, 55.0)  # moved together, still shared
    assert doc.undo_stack.count() == steps + 1
    assert doc.undo_stack.undoText() == "Move the border of Alpha and Beta"
    doc.undo_stack.undo()
    assert _outline(ed, "aa")[0] == ALPHA and _outline(ed, "bb")[0] == BETA


def test_alt_drag_moves_one_outline_alone(outline_editor, qtbot):
    user = CanvasUser(qtbot, outline_editor)
    ed = outline_editor
    user.click(user.country("aa"))
    user.drag(ed.to_scene(-5.0, 55.0), ed.to_scene(-7.0, 56.0), modifier=Qt.KeyboardModifier.AltModifier)
    assert _outline(ed, "aa")[0][3] != (-5.0, 55.0) and _outline(ed, "bb")[0] == BETA


def test_a_move_that_would_cross_the_polygon_is_refused(outline_editor, qtbot):
    user = CanvasUser(qtbot, outline_editor)
    doc, ed = outline_editor.document, outline_editor
    user.click(user.country("aa"))
    steps = doc.undo_stack.count()
    # Drag Alpha's bottom-left corner across its own right edge.
    user.drag(ed.to_scene(-5.0, 45.0), ed.to_scene(10.0, 50.0), steps=1, modifier=Qt.KeyboardModifier.AltModifier)
    assert _outline(ed, "aa")[0] == ALPHA
    assert doc.undo_stack.count() == steps


def test_double_click_on_a_shared_edge_adds_a_point_to_both(outline_editor, qtbot):
    user = CanvasUser(qtbot, outline_editor)
    doc, ed = outline_editor.document, outline_editor
    user.click(user.country("aa"))
    steps = doc.undo_stack.count()
    qtbot.mouseDClick(user.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      user.at(ed.to_scene(5.0, 50.0)))
    a, b = _outline(ed, "aa")[0], _outline(ed, "bb")[0]
    assert len(a) == 5 and len(b) == 5
    (added,) = set(a) - set(ALPHA)
    assert added in b and added[0] == pytest.approx(5.0, abs=0.05)
    assert doc.undo_stack.count() == steps + 1


def test_right_click_removes_a_point_and_the_neighbours_copy(outline_editor, qtbot):
    user = CanvasUser(qtbot, outline_editor)
    doc, ed = outline_editor.document, outline_editor
    user.click(user.country("aa"))
    user.click(ed.to_scene(5.0, 55.0), button=Qt.MouseButton.RightButton)
    assert len(_outline(ed, "aa")[0]) == 3 and len(_outline(ed, "bb")[0]) == 3
    assert (5.0, 55.0) not in _outline(ed, "aa")[0] + _outline(ed, "bb")[0]
    doc.undo_stack.undo()
    assert _outline(ed, "aa")[0] == ALPHA


def test_escape_drops_a_drawing(outline_editor, qtbot):
    user = CanvasUser(qtbot, outline_editor)
    ed = outline_editor
    user.click(user.country("cc"))
    user.click(ed.to_scene(7.0, 36.0))
    user.click(ed.to_scene(12.0, 36.0))
    user.key(Qt.Key.Key_Escape)
    assert ed.active_tool().draft == [] and _outline(ed, "cc") is None


def test_the_tool_is_in_the_tool_bar_with_its_key(main_window, outline_editor):
    action = main_window.tool_action(outline_editor.active_tool())
    assert action is not None and action.isChecked() and action.shortcut().toString() == "O"


# --- the Borders panel (the connection finder) --------------------------------------------------

GAMMA = ((5.0, 35.0), (15.0, 35.0), (15.0, 45.0), (5.0, 45.0))
DELTA = ((-5.0, 35.0), (5.0, 35.0), (5.0, 45.0), (-5.0, 45.0))


@pytest.fixture
def borders_editor(main_window):
    pack = outlined_pack()
    pack = ej.set_outline(pack, "country", "cc", (GAMMA,))
    pack = ej.set_outline(pack, "country", "dd", (DELTA,))  # touches Alpha: no link between them
    tab = main_window.add_document(Document(pack))
    return tab.editor


def test_borders_panel_lists_the_proposals_by_name(main_window, borders_editor):
    panel = borders_editor.borders_panel
    assert main_window.side_dock("Borders") is not None
    assert [(p.a, p.b) for p in panel.proposals] == [("aa", "dd")]
    assert panel.list.item(0).text().startswith("Alpha – Delta")
    panel.list.item(0).setSelected(True)
    assert set(borders_editor.selection) == {("country", "aa"), ("country", "dd")}


def test_accept_and_undo_a_proposal(borders_editor):
    panel, doc = borders_editor.borders_panel, borders_editor.document
    panel.list.item(0).setSelected(True)
    panel.accept_button.click()
    assert any({k.a, k.b} == {"aa", "dd"} and k.kind == "land" for k in doc.pack.links)
    assert panel.proposals == [] and doc.undo_stack.undoText() == "Add land link Alpha – Delta"
    doc.undo_stack.undo()
    panel.refresh()
    assert [(p.a, p.b) for p in panel.proposals] == [("aa", "dd")]


def test_accept_all_is_one_step(borders_editor):
    panel, doc = borders_editor.borders_panel, borders_editor.document
    doc.push(DeleteElementsCommand(doc, links=[("cc", "dd")]))
    panel.refresh()
    assert len(panel.proposals) == 2
    steps = doc.undo_stack.count()
    panel.accept_all_button.click()
    assert panel.proposals == [] and doc.undo_stack.count() == steps + 1
    assert doc.undo_stack.undoText() == "Accept 2 proposed land links"


def test_ignore_marks_the_border_and_silences_the_lint(borders_editor):
    from content import lint

    panel, doc = borders_editor.borders_panel, borders_editor.document
    assert any(p.code == "journey-border-no-link" for p in lint(doc.pack))
    panel.list.item(0).setSelected(True)
    panel.ignore_button.click()
    assert [(u.a, u.b) for u in doc.pack.unlinked_borders] == [("aa", "dd")]
    assert not any(p.code == "journey-border-no-link" for p in lint(doc.pack))
    assert panel.proposals == [] and "Ignored borders (1)" in panel.ignored_title.text()
    doc.undo_stack.undo()
    assert doc.pack.unlinked_borders is None


def test_properties_tell_a_countrys_outline(outline_editor):
    outline_editor.set_selection((("country", "aa"),))
    assert "Outline</b>: 1 polygon, 4 points" in outline_editor.properties.detail.text()


def test_a_sea_gets_its_water_drawn_with_the_tool(outline_editor, qtbot):
    user = CanvasUser(qtbot, outline_editor)
    ed = outline_editor
    user.click(user.sea("north"))
    assert ed.active_tool().target == ("sea", "north")
    for xy in ((-4.0, 56.0), (14.0, 56.0), (14.0, 59.0), (-4.0, 59.0)):
        user.click(ed.to_scene(*xy))
    user.key(Qt.Key.Key_Return)
    (ring,) = ed.document.pack.seas[0].outline
    assert len(ring) == 4
    item = ed.scene.outline_item(("sea", "north"))
    assert item is not None and item.zValue() < ed.scene.outline_item(("country", "aa")).zValue()


# --- snapping with hysteresis, joined points, a new country's own label (issue 27 §2) -------

DELTA_APART = ((-5.0, 35.0), (5.0, 35.0), (5.0, 43.0), (-5.0, 43.0))  # 2 below Alpha


@pytest.fixture
def three_outlines_editor(main_window):
    pack = ej.set_outline(outlined_pack(), "country", "dd", (DELTA_APART,))
    editor = main_window.add_document(Document(pack)).editor
    editor.fit_to_view()
    editor.set_active_tool(editor.tool_by_shortcut("O"))
    return editor


def test_a_dragged_point_stays_snapped_a_few_pixels_off_and_the_release_joins(
        three_outlines_editor, qtbot, main_window):
    from PySide6.QtCore import QPoint

    from app.tools.journey_outline import SNAP_PIXELS, UNSNAP_PIXELS

    ed = three_outlines_editor
    user = CanvasUser(qtbot, ed)
    user.click(user.country("aa"))
    corner = user.at(ed.to_scene(-5.0, 45.0))  # Alpha's, alone
    target = user.at(ed.to_scene(-5.0, 43.0))  # Delta's, 2 map units below
    assert (corner - target).manhattanLength() > 3 * SNAP_PIXELS
    qtbot.mousePress(user.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     corner)
    seen = []
    # 9, 8, 7 px off Delta's point (the old tool snapped on, off, on), then 13 px (beyond the
    # snap distance, within the hysteresis)
    for dx in (9, 8, 7, 13):
        assert dx <= UNSNAP_PIXELS
        qtbot.mouseMove(user.viewport, target + QPoint(dx, 0))
        seen.append(_outline(ed, "aa")[0][0])
    assert seen == [(-5.0, 43.0)] * 4
    assert "Joined to the point of Delta" in main_window.statusBar().currentMessage()
    qtbot.mouseRelease(user.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       target + QPoint(13, 0))
    assert _outline(ed, "aa")[0][0] == _outline(ed, "dd")[0][3] == (-5.0, 43.0)  # joined
    handles = ed.active_tool()._handles
    assert 0 in handles.joined  # drawn as joined
    # Alpha's corners shared with Beta are joined too; its top-left corner is its own
    assert 1 in handles.joined and 3 not in handles.joined
    ed.canvas.resize(700, 500)
    ed.grab().save("/tmp/mapab-outline-joined.png")


def test_a_drag_lets_go_of_the_point_beyond_the_hysteresis(three_outlines_editor, qtbot,
                                                           main_window):
    from PySide6.QtCore import QPoint

    from app.tools.journey_outline import UNSNAP_PIXELS

    ed = three_outlines_editor
    user = CanvasUser(qtbot, ed)
    user.click(user.country("aa"))
    corner, target = user.at(ed.to_scene(-5.0, 45.0)), user.at(ed.to_scene(-5.0, 43.0))
    qtbot.mousePress(user.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     corner)
    qtbot.mouseMove(user.viewport, target + QPoint(5, 0))
    assert _outline(ed, "aa")[0][0] == (-5.0, 43.0)
    away = target + QPoint(round(UNSNAP_PIXELS) + 8, 0)
    qtbot.mouseMove(user.viewport, away)
    qtbot.mouseRelease(user.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       away)
    point = _outline(ed, "aa")[0][0]
    assert point != (-5.0, 43.0) and point not in _outline(ed, "dd")[0]
    assert "Not joined" in main_window.statusBar().currentMessage()
    assert 0 not in ed.active_tool()._handles.joined


def test_a_click_on_a_new_countrys_own_name_starts_its_outline(outline_editor, qtbot):
    from PySide6.QtCore import QPoint

    ed = outline_editor
    user = CanvasUser(qtbot, ed)
    user.click(user.country("ee"))  # Epsilon, just placed: no outline
    assert ed.active_tool().target == ("country", "ee")
    item = ed.scene.item_of(("country", "ee"))
    label = item.label_rect()
    on_name = user.at(item.pos()) + QPoint(round(label.center().x()), round(label.center().y()))
    assert ed.element_at(ed.canvas.mapToScene(on_name), kinds=("country",)) == ("country", "ee")
    qtbot.mouseClick(user.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     on_name)
    assert len(ed.active_tool().draft) == 1  # the click on its name is the first point
    user.click(ed.to_scene(24.0, 44.0))
    user.click(ed.to_scene(22.0, 48.0))
    user.key(Qt.Key.Key_Return)
    (ring,) = _outline(ed, "ee")
    assert len(ring) == 3 and ring[0] == ed.to_map(ed.canvas.mapToScene(on_name))
