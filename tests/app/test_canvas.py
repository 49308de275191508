"""MapCanvas: tools get scene positions; wheel zoom keeps the point under the pointer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene

from app.tools.base import Tool
from app.widgets.canvas import MapCanvas


class RecordingTool(Tool):
    """Records what the canvas hands it."""

    def __init__(self) -> None:
        super().__init__(editor=None)
        self.events: list[tuple[str, float, float]] = []
        self.keys: list[int] = []

    def mouse_press(self, event, pos):
        self.events.append(("press", pos.x(), pos.y()))
        return True

    def mouse_move(self, event, pos):
        self.events.append(("move", pos.x(), pos.y()))
        return True

    def mouse_release(self, event, pos):
        self.events.append(("release", pos.x(), pos.y()))
        return True

    def key_press(self, event):
        self.keys.append(event.key())
        return True


@pytest.fixture
def canvas(qtbot):
    scene = QGraphicsScene()
    scene.addRect(QRectF(0, 0, 400, 300))
    scene.addEllipse(QRectF(900, 700, 20, 20))
    view = MapCanvas(scene)
    view._scene = scene  # keep it alive
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.update_scene_rect()
    view.show()
    qtbot.waitExposed(view)
    return view


def test_tool_receives_scene_positions_of_press_move_release(qtbot, canvas):
    tool = RecordingTool()
    canvas.tool = tool
    target = QPointF(200, 150)
    at = canvas.mapFromScene(target)
    qtbot.mousePress(canvas.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseMove(canvas.viewport(), at + QPoint(10, 0))
    qtbot.mouseRelease(canvas.viewport(), Qt.MouseButton.LeftButton, pos=at + QPoint(10, 0))
    kinds = [e[0] for e in tool.events]
    assert kinds[0] == "press" and kinds[-1] == "release" and "move" in kinds
    _, x, y = tool.events[0]
    assert abs(x - 200) <= 1 / canvas.zoom() + 1 and abs(y - 150) <= 1 / canvas.zoom() + 1


def test_keys_go_to_the_tool(qtbot, canvas):
    tool = RecordingTool()
    canvas.tool = tool
    canvas.setFocus()
    qtbot.keyClick(canvas, Qt.Key.Key_Escape)
    assert tool.keys == [Qt.Key.Key_Escape]


def _wheel(canvas, at: QPoint, steps: int) -> None:
    event = QWheelEvent(
        QPointF(at), QPointF(canvas.viewport().mapToGlobal(at)), QPoint(0, 0), QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )
    QApplication.sendEvent(canvas.viewport(), event)


def test_wheel_zooms_around_the_pointer(qtbot, canvas):
    canvas.set_zoom(1.0)
    at = QPoint(150, 120)
    before = canvas.mapToScene(at)
    with qtbot.waitSignal(canvas.zoom_changed):
        _wheel(canvas, at, 2)
    assert canvas.zoom() == pytest.approx(1.15**2)
    after = canvas.mapToScene(at)
    assert abs(after.x() - before.x()) < 2 and abs(after.y() - before.y()) < 2


def test_middle_drag_pans_without_reaching_the_tool(qtbot, canvas):
    tool = RecordingTool()
    canvas.tool = tool
    canvas.set_zoom(2.0)
    centre = canvas.viewport().rect().center()
    before = canvas.mapToScene(centre)
    qtbot.mousePress(canvas.viewport(), Qt.MouseButton.MiddleButton, pos=centre)
    qtbot.mouseMove(canvas.viewport(), centre + QPoint(40, 30))
    qtbot.mouseRelease(canvas.viewport(), Qt.MouseButton.MiddleButton, pos=centre + QPoint(40, 30))
    after = canvas.mapToScene(centre)
    assert after.x() < before.x() - 10 and after.y() < before.y() - 10
    assert [e for e in tool.events if e[0] != "move"] == []


def test_fit_to_view_shows_every_item(qtbot, canvas):
    canvas.set_zoom(8.0)
    canvas.fit_to_view()
    visible = canvas.mapToScene(canvas.viewport().rect()).boundingRect()
    assert visible.contains(canvas.scene().itemsBoundingRect())
