"""Tracing a map over its board image (issue 27 §3): unfilled outlines while the Image or
Outline tool is active, an image laid over everything drawn, its handles over the outlines,
and no image under the balance lab's heat."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage

from app.boards.map_items import OutlineItem
from app.commands.set_board_image import SetBoardImageCommand
from app.documents import Document
from content import default_pack
from tests.app.conftest import CanvasUser

RED = QColor("#ff0000")


@pytest.fixture
def red_png(tmp_path):
    """A plain red picture, 300 x 200 pixels."""
    path = tmp_path / "board.png"
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    image.fill(RED)
    assert image.save(str(path))
    return path


@pytest.fixture
def europe(main_window):
    tab = main_window.add_document(Document(default_pack("europe")))
    tab.editor.fit_to_view()
    return tab.editor


def _set_image(editor, path, opacity=100, locked=False):
    dialog = editor.edit_board_image()
    dialog.path_edit.setText(str(path))
    dialog.opacity.setValue(opacity)
    dialog.locked.setChecked(locked)
    dialog.accept()
    return editor.document.pack.board_image


def _bare_spot(editor, key):
    """A scene point inside ``key``'s outline, on screen, where only the outline, the image
    and the land and water under them are drawn (no marker, link, name or other outline)."""
    scene, view = editor.scene, editor.canvas
    outline = scene.outline_item(key)
    box = outline.path().boundingRect()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    for i in range(1, 30):
        for j in range(1, 30):
            pos = QPointF(box.left() + box.width() * i / 30, box.top() + box.height() * j / 30)
            if not shown.contains(pos) or not outline.path().contains(pos):
                continue
            at = view.mapFromScene(pos)
            near = view.items(at.x() - 4, at.y() - 4, 9, 9)
            if all(type(item).__name__ in ("OutlineItem", "BoardImageItem", "BackdropItem", "QGraphicsPathItem")
                   and (not isinstance(item, OutlineItem) or item is outline) for item in near):
                return pos
    raise AssertionError(f"no bare spot inside {key}")


def _pixel(editor, pos) -> QColor:
    image = editor.canvas.viewport().grab().toImage()
    at = editor.canvas.mapFromScene(pos)
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(at.x() * ratio), round(at.y() * ratio))


def _is_red(colour: QColor) -> bool:
    return colour.red() > 230 and colour.green() < 40 and colour.blue() < 40


def test_the_image_and_outline_tools_draw_the_outlines_unfilled_over_the_image(europe, red_png, qtbot):
    _set_image(europe, red_png)
    user = CanvasUser(qtbot, europe)
    spot = _bare_spot(europe, ("country", "de"))
    outlines = [europe.scene.outline_item(("country", c.id)) for c in europe.document.pack.countries]
    outlines = [o for o in outlines if o is not None]
    assert not _is_red(_pixel(europe, spot))  # Select (V): Germany's fill hides the image
    user.key(Qt.Key.Key_I)
    assert europe.active_tool() is europe.tool_by_shortcut("I")
    assert all(o.brush().style() == Qt.BrushStyle.NoBrush for o in outlines)
    assert _is_red(_pixel(europe, spot))  # the image shows through Germany
    user.key(Qt.Key.Key_V)
    assert not _is_red(_pixel(europe, spot)) and not europe.scene.tracing()
    user.key(Qt.Key.Key_O)
    assert europe.scene.tracing() and _is_red(_pixel(europe, spot))
    user.key(Qt.Key.Key_Escape)  # Escape leaves the Outline tool for Select
    user.key(Qt.Key.Key_V)
    assert all(o.brush().style() != Qt.BrushStyle.NoBrush for o in outlines)


def test_without_an_image_the_outline_tool_keeps_the_fills(europe, qtbot):
    CanvasUser(qtbot, europe).key(Qt.Key.Key_O)
    assert not europe.scene.tracing()
    assert europe.scene.outline_item(("country", "de")).brush().style() != Qt.BrushStyle.NoBrush


def test_lay_it_over_the_whole_map_covers_outlines_backdrop_and_nodes(europe, red_png):
    image = _set_image(europe, red_png)
    scene = europe.scene
    rect = scene.image_item().scene_rect().adjusted(-0.05, -0.05, 0.05, 0.05)
    for cid in ("ru", "tr", "is", "pt"):  # Russia and Turkey stuck out east, Iceland north-west
        assert rect.contains(scene.outline_item(("country", cid)).path().boundingRect()), cid
    assert rect.contains(scene._backdrop.bounds())
    assert all(rect.contains(scene.country_scene_pos(c.id)) for c in europe.document.pack.countries)
    assert image.width / image.height * (scene.to_scene(1, 0).x() - scene.to_scene(0, 0).x()) / \
        (scene.to_scene(0, 0).y() - scene.to_scene(0, 1).y()) == pytest.approx(1.5, rel=1e-3)  # 300 x 200 kept


def test_the_frame_and_handles_are_drawn_over_the_outlines(europe, red_png, qtbot):
    doc = europe.document
    image = _set_image(europe, red_png, opacity=30)
    # Put the image's top-left corner inside Germany, where its outline is drawn.
    spot = _bare_spot(europe, ("country", "de"))
    x, y = europe.scene.to_map(spot)
    doc.push(SetBoardImageCommand(doc, image.model_copy(update={"x": x, "y": y})))
    user = CanvasUser(qtbot, europe)
    user.key(Qt.Key.Key_I)
    item = europe.scene.image_item()
    corner = item.scene_rect().topLeft()
    top = europe.scene.items(corner)[0]
    assert not isinstance(top, OutlineItem) and top is item.frame and top.isVisible()
    colour = _pixel(europe, corner)
    assert (colour.red(), colour.green(), colour.blue()) == pytest.approx((255, 176, 0), abs=12)  # the handle's amber
    # The handle still scales the image from there.
    user.drag(corner, corner - QPointF(60, 0), steps=4)
    assert doc.pack.board_image.width > image.width
    user.key(Qt.Key.Key_V)
    assert not top.isVisible()


def test_the_heat_maps_leave_the_board_image_out(main_window, red_png, qtbot):
    from app.simulation.heat_view import HeatBoardView

    tab = main_window.add_document(Document(default_pack("europe")))
    _set_image(tab.editor, red_png)
    pack = tab.document.pack
    view = HeatBoardView(pack, "A: europe")
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    view.show_heat({"countries[0]": 1.0})
    view.fit_to_view()
    assert view.scene.image_item().image is not None and not view.scene.image_item().isVisible()
    picture = view.canvas.viewport().grab().toImage()
    reds = sum(_is_red(picture.pixelColor(x, y)) for x in range(0, picture.width(), 7) for y in range(0, picture.height(), 7))
    assert reds == 0


def test_view_heat_on_the_editor_hides_the_image_until_it_is_off(main_window, red_png, qtbot):
    from app.simulation.setup_dialog import RunSettings
    from tests.app.test_simulation import _wait_report

    tab = main_window.add_document(Document(default_pack("europe")))
    _set_image(tab.editor, red_png)
    sim = main_window.balance_lab.run_simulation(tab.document, RunSettings(("greedy", "greedy"), 4, 3, 1))
    _wait_report(qtbot, sim)
    main_window.activateWindow()
    canvas = tab.editor.canvas
    qtbot.keyClick(canvas, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # View > Heat
    assert tab.editor.scene.marks("heat")
    assert not tab.editor.scene.image_item().isVisible()
    assert "board image is hidden" in main_window.statusBar().currentMessage()
    qtbot.keyClick(canvas, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # off again
    assert tab.editor.scene.image_item().isVisible()
