"""MapCanvas: the QGraphicsView every game editor draws its map on.

Contract (shared by the Journey, Trails and Expedition editors):

- ``MapCanvas(scene, parent=None)``; the scene is a board scene of ``app.boards`` (it owns
  its items; the editor hands it each new pack from ``document.changed``, and the playtest
  puts its pieces on it). The canvas never touches the model.
- ``canvas.tool`` is the active ``app.tools.Tool`` (or None). Left/right button presses,
  moves (also hover moves: mouse tracking is on), releases and double-clicks go to the
  tool's ``mouse_press`` / ``mouse_move`` / ``mouse_release`` with the SCENE position; a
  double-click is delivered as a second ``mouse_press`` (``event.type()`` tells them
  apart). Key presses go to ``tool.key_press``. When the tool returns False the event goes
  on to QGraphicsView (scroll keys, ...).
- Navigation is the canvas's own and never reaches the tool: wheel zooms around the
  pointer; middle-button drag or Space + left drag pans; ``fit_to_view()`` shows the whole
  scene (or a given rectangle); ``zoom_by(f)`` zooms around the view centre;
  ``set_zoom(z)`` sets an absolute zoom (1.0 = 100 %: one scene unit per pixel).
- Signals: ``cursor_moved(QPointF)`` (scene position under the pointer) and
  ``zoom_changed(float)`` (the new zoom factor). Editors convert the scene position to map
  units for ``EditorWidget.cursor_moved``.
- Performance: items should use ``ItemIgnoresTransformations`` only for labels that must keep
  their size; the canvas uses minimal viewport updates, background caching and no
  anti-aliasing adjustment, which keeps 10,000 items responsive. Call
  ``MapCanvas.configure_scene(scene)`` on a new scene to set its index method, and
  ``update_scene_rect()`` after (re)building the items so panning reaches past the map.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

#: Zoom limits (1.0 = one scene unit per pixel).
MIN_ZOOM = 0.01
MAX_ZOOM = 64.0
#: Zoom factor of one wheel notch (120 eighths of a degree).
WHEEL_STEP = 1.15
#: Space around the scene's items when fitting it to the view, in pixels.
FIT_MARGIN = 24
#: The colour around (and under) every board.
CANVAS_BACKGROUND = QColor("#eef3f7")


class MapCanvas(QGraphicsView):
    """A zoomable, pannable view of an editor's scene that hands pointer input to a Tool.

    Signals:
        cursor_moved: scene position under the pointer (QPointF).
        zoom_changed: the zoom factor after a change (float, 1.0 = 100 %).
    """

    cursor_moved = Signal(QPointF)
    zoom_changed = Signal(float)

    #: The canvas's own gestures, as (what they do, the keys), for Help > Keyboard Shortcuts.
    GESTURES = (
        (QT_TRANSLATE_NOOP("MapCanvas", "Pan the map"), QT_TRANSLATE_NOOP("MapCanvas", "Middle-drag, Space+Drag")),
        (QT_TRANSLATE_NOOP("MapCanvas", "Zoom in or out around the pointer"), QT_TRANSLATE_NOOP("MapCanvas", "Mouse wheel")),
    )

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        if scene is not None:
            self.configure_scene(scene)
            self.setScene(scene)
        self._tool = None
        self._panning = False
        self._pan_origin = QPointF()
        self._space_down = False
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlags(
            QGraphicsView.OptimizationFlag.DontSavePainterState
            | QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing
        )
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Panning is by middle drag or Space + drag; scroll bars would only take room.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(CANVAS_BACKGROUND)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # --- set-up -------------------------------------------------------------------------

    @property
    def tool(self):
        """The active Tool (or None); setting it also sets the pointer to ``tool.cursor``."""
        return self._tool

    @tool.setter
    def tool(self, tool) -> None:
        self._tool = tool
        self._restore_cursor()

    def _restore_cursor(self) -> None:
        shape = getattr(self._tool, "cursor", Qt.CursorShape.ArrowCursor)
        self.viewport().setCursor(Qt.CursorShape.OpenHandCursor if self._space_down else shape)

    @staticmethod
    def configure_scene(scene: QGraphicsScene) -> None:
        """Give ``scene`` the settings a large, mostly static map wants (a BSP index)."""
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)

    def update_scene_rect(self) -> None:
        """Make the scene rectangle the items' bounds plus a wide margin, so panning is free."""
        if self.scene() is None:
            return
        r = self.scene().itemsBoundingRect()
        if r.isEmpty():
            r = QRectF(-500, -500, 1000, 1000)
        m = max(r.width(), r.height(), 500.0)
        self.setSceneRect(r.adjusted(-m, -m, m, m))

    # --- zoom and view ------------------------------------------------------------------

    def zoom(self) -> float:
        """The current zoom factor (1.0 = one scene unit per pixel)."""
        return self.transform().m11()

    def set_zoom(self, zoom: float) -> None:
        """Zoom to ``zoom`` (clamped) around the view centre."""
        self._scale_to(zoom, QGraphicsView.ViewportAnchor.AnchorViewCenter)

    def zoom_by(self, factor: float) -> None:
        """Multiply the zoom by ``factor`` around the view centre."""
        self._scale_to(self.zoom() * factor, QGraphicsView.ViewportAnchor.AnchorViewCenter)

    def fit_to_view(self, rect: QRectF | None = None) -> None:
        """Show ``rect`` (default: every item of the scene) as large as the view allows."""
        if self.scene() is None:
            return
        target = QRectF(rect) if rect is not None else self.scene().itemsBoundingRect()
        if target.isEmpty():
            target = QRectF(-100, -100, 200, 200)
        view = self.viewport().rect().adjusted(FIT_MARGIN, FIT_MARGIN, -FIT_MARGIN, -FIT_MARGIN)
        if view.width() <= 0 or view.height() <= 0:
            return
        zoom = min(view.width() / target.width(), view.height() / target.height())
        self._scale_to(zoom, QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.centerOn(target.center())

    def _scale_to(self, zoom: float, anchor) -> None:
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        current = self.zoom()
        if current <= 0 or abs(zoom - current) < 1e-9:
            return
        old_anchor = self.transformationAnchor()
        self.setTransformationAnchor(anchor)
        self.scale(zoom / current, zoom / current)
        self.setTransformationAnchor(old_anchor)
        self.zoom_changed.emit(self.zoom())

    # --- input --------------------------------------------------------------------------

    def scene_pos(self, event: QMouseEvent) -> QPointF:
        """The scene position of a mouse event on the viewport."""
        return self.mapToScene(event.position().toPoint())

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps == 0:
            super().wheelEvent(event)
            return
        self.zoom_around(self.zoom() * WHEEL_STEP**steps, event.position().toPoint())
        event.accept()

    def zoom_around(self, zoom: float, view_point) -> None:
        """Zoom to ``zoom`` keeping the scene point under ``view_point`` (viewport pixels) fixed."""
        before = self.mapToScene(view_point)
        self._scale_to(zoom, QGraphicsView.ViewportAnchor.NoAnchor)
        after = self.mapToScene(view_point)
        delta = after - before
        # Scroll so that ``before`` is again under ``view_point``.
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() - round(delta.x() * self.zoom()))
        v.setValue(v.value() - round(delta.y() * self.zoom()))

    def _start_pan(self, event: QMouseEvent) -> None:
        self._panning = True
        self._pan_origin = event.position()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if event.button() == Qt.MouseButton.MiddleButton or (
            event.button() == Qt.MouseButton.LeftButton and self._space_down
        ):
            self._start_pan(event)
            return
        if self.tool is not None and self.tool.mouse_press(event, self.scene_pos(event)):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.tool is not None and self.tool.mouse_press(event, self.scene_pos(event)):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = self.scene_pos(event)
        self.cursor_moved.emit(pos)
        if self._panning:
            delta = event.position() - self._pan_origin
            self._pan_origin = event.position()
            h, v = self.horizontalScrollBar(), self.verticalScrollBar()
            h.setValue(h.value() - round(delta.x()))
            v.setValue(v.value() - round(delta.y()))
            event.accept()
            return
        if self.tool is not None and self.tool.mouse_move(event, pos):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning and event.button() in (Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton):
            self._panning = False
            self._restore_cursor()
            event.accept()
            return
        if self.tool is not None and self.tool.mouse_release(event, self.scene_pos(event)):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        if self.tool is not None and self.tool.key_press(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = False
            if not self._panning:
                self._restore_cursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def focusOutEvent(self, event) -> None:
        self._space_down = False
        super().focusOutEvent(event)

    def event(self, event: QEvent) -> bool:
        # Let a tool see Escape (cancel a gesture) even if a window action uses that key.
        if event.type() == QEvent.Type.ShortcutOverride and self.tool is not None:
            if event.key() == Qt.Key.Key_Escape:
                event.accept()
                return True
        return super().event(event)
