"""Journey Outline tool (O): draw and edit the outlines of countries and seas.

Gestures (one undo step each):

- click a country or a sea to edit its outline: its points show as handles;
- drag a handle to move the point; every outline that has a point at the same place (a
  shared border) moves with it, so borders stay shared; Alt moves this outline's point alone
  and places it freely;
- double-click an edge to add a point there (into a neighbour's shared edge too);
- right-click a handle (or press Delete after touching it) to remove the point (and the
  neighbours' point at the same place); a polygon left with fewer than 3 points goes;
- click on the water (or on land in no country) to start a new polygon of the outline being
  edited, click to add points, then click the first point, double-click or press Enter to
  close it; Backspace takes back the last point, Esc drops the drawing.

A point placed or dragged within ``SNAP_PIXELS`` of another outline's point lands exactly on
it, which is how two neighbours come to share a border. While dragging, a point that has
snapped stays on its neighbour's point until the pointer is ``UNSNAP_PIXELS`` away (a
hysteresis: it does not flicker on and off a few pixels off, and a release a few pixels off
keeps the border joined). Points shared with another outline are drawn as round handles, the
square ones are this outline's alone, and the status bar says when a drag has joined two
points. A move that would make a polygon cross itself is refused (the point stays where it
was) and the status bar says why.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from app.boards.base import Z_PREVIEWS
from app.boards.map_items import OutlineItem, VertexHandlesItem
from app.commands.add_outline_polygon import AddOutlinePolygonCommand
from app.commands.delete_outline_vertices import DeleteOutlineVerticesCommand
from app.commands.insert_outline_vertex import InsertOutlineVertexCommand
from app.commands.move_outline_vertices import MoveOutlineVerticesCommand
from app.i18n import translate
from app.tools.base import Tool
from content.edit import journey as ej

#: Pixels within which a placed or dragged point snaps to another outline's point.
SNAP_PIXELS = 10.0
#: Pixels the pointer must go from the point a drag snapped to before it lets go.
UNSNAP_PIXELS = 16.0
#: Pixels within which a press takes a handle, and a double-click an edge.
HANDLE_PIXELS = 7.0
EDGE_PIXELS = 6.0
_DRAG_THRESHOLD = 3


class JourneyOutlineTool(Tool):
    """Draws polygons and moves, adds and removes outline points (see the module docstring)."""

    name = QT_TRANSLATE_NOOP("tools", "Outline")
    shortcut = "O"
    tooltip = (QT_TRANSLATE_NOOP("tools", "Click a country or sea, drag its points, double-click an edge to add one, right-click one to remove it; click the water to draw a new polygon"))
    gestures = (
        (QT_TRANSLATE_NOOP("tools", "move a point alone, without snapping"), QT_TRANSLATE_NOOP("tools", "Alt+Drag")),
        (QT_TRANSLATE_NOOP("tools", "add a point to an edge"), QT_TRANSLATE_NOOP("tools", "Double-click")),
        (QT_TRANSLATE_NOOP("tools", "remove a point"), QT_TRANSLATE_NOOP("tools", "Right-click, Del")),
        (QT_TRANSLATE_NOOP("tools", "close the polygon being drawn"), QT_TRANSLATE_NOOP("tools", "Enter, Double-click")),
        (QT_TRANSLATE_NOOP("tools", "take back the last point drawn"), "Backspace"),
        (QT_TRANSLATE_NOOP("tools", "drop the drawing, or stop editing the outline"), "Esc"),
    )
    cursor = Qt.CursorShape.CrossCursor
    traces = True  # outlines are drawn over the board image: it shows through them

    def __init__(self, editor) -> None:
        super().__init__(editor)
        #: ("country", id) or ("sea", id) whose outline is edited, or None.
        self.target: tuple | None = None
        #: The points of the polygon being drawn, in map units.
        self.draft: list[tuple[float, float]] = []
        #: The vertex touched last, as (polygon, vertex) of the target's outline.
        self.current: tuple[int, int] | None = None
        self._handles: VertexHandlesItem | None = None
        self._preview: QGraphicsPathItem | None = None
        self._press_view = None
        self._drag: dict | None = None
        self._drag_token: object | None = None
        self._connected = False

    # ------------------------------------------------------------------ life cycle

    def activate(self) -> None:
        ed = self.editor
        if self._handles is None:
            self._handles = VertexHandlesItem()
            self._preview = QGraphicsPathItem()
            pen = QPen(QColor("#ff7a00"), 2, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._preview.setPen(pen)
            self._preview.setBrush(QColor(255, 122, 0, 40))
        ed.scene.add_overlay(self._handles, Z_PREVIEWS)
        ed.scene.add_overlay(self._preview, Z_PREVIEWS, 0.5)
        if not self._connected:
            self.document.changed.connect(self._on_document_changed)
            ed.canvas.zoom_changed.connect(self._on_canvas_zoom_changed)
            self._connected = True
        keys = [k for k in ed.selection if k[0] in ("country", "sea")]
        self.target = keys[0] if len(keys) == 1 else None
        self.draft = []
        self.current = None
        self._refresh()
        ed.show_status(
            translate("JourneyOutlineTool", "Drag a point, double-click an edge to add one, or click the water to draw a new polygon")
            if self.target else translate("JourneyOutlineTool", "Click the country or sea whose outline you want to draw or change")
        )

    def deactivate(self) -> None:
        ed = self.editor
        self._end_drag()
        self.draft = []
        if self._connected:
            self.document.changed.disconnect(self._on_document_changed)
            ed.canvas.zoom_changed.disconnect(self._on_canvas_zoom_changed)
            self._connected = False
        if self._handles is not None:
            ed.scene.remove_overlay(self._handles)
            ed.scene.remove_overlay(self._preview)

    def _on_document_changed(self, _event) -> None:
        if self.target is not None and not self._exists(self.target):
            self.target, self.current = None, None
        self._refresh()

    def _on_canvas_zoom_changed(self, _zoom: float) -> None:
        self._refresh()

    # ------------------------------------------------------------------ geometry helpers

    def _index(self) -> dict:
        """``{(kind, id): element}`` of the current pack (kept while the pack is the same)."""
        pack = self.document.pack
        cache = getattr(self, "_cache", None)
        if cache is None or cache[0] is not pack:
            table = {("country", c.id): c for c in pack.countries}
            table.update({("sea", s.id): s for s in pack.seas})
            cache = self._cache = (pack, table)
        return cache[1]

    def _exists(self, key) -> bool:
        return key in self._index()

    def _outline_of(self, key) -> tuple:
        element = self._index().get(key)
        return (element.outline or ()) if element is not None else ()

    def outline(self) -> tuple:
        """The target's outline as in the pack (empty when no target or no outline)."""
        return self._outline_of(self.target) if self.target is not None else ()

    def _view(self, p: QPointF) -> QPointF:
        return QPointF(self.editor.canvas.mapFromScene(p))

    def _scene(self, xy) -> QPointF:
        return self.editor.to_scene(*xy)

    def _pixels(self, a: QPointF, b: QPointF) -> float:
        va, vb = self._view(a), self._view(b)
        return math.hypot(va.x() - vb.x(), va.y() - vb.y())

    def _unit(self) -> float:
        return 1.0 / max(self.editor.canvas.zoom(), 1e-9)

    def vertex_at(self, pos: QPointF) -> tuple[int, int] | None:
        """(polygon, vertex) of the target's point under ``pos`` (within HANDLE_PIXELS)."""
        best, best_d = None, HANDLE_PIXELS
        for k, ring in enumerate(self.outline()):
            for v, xy in enumerate(ring):
                d = self._pixels(self._scene(xy), pos)
                if d <= best_d:
                    best, best_d = (k, v), d
        return best

    def edge_at(self, pos: QPointF) -> tuple[int, int, QPointF] | None:
        """(polygon, index of the edge's second vertex, the nearest scene point) of the
        target's edge under ``pos`` (within EDGE_PIXELS)."""
        best, best_d = None, EDGE_PIXELS
        vp = self._view(pos)
        for k, ring in enumerate(self.outline()):
            n = len(ring)
            for i in range(n):
                a, b = self._scene(ring[i]), self._scene(ring[(i + 1) % n])
                va, vb = self._view(a), self._view(b)
                dx, dy = vb.x() - va.x(), vb.y() - va.y()
                length2 = dx * dx + dy * dy
                t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((vp.x() - va.x()) * dx + (vp.y() - va.y()) * dy) / length2))
                d = math.hypot(vp.x() - (va.x() + t * dx), vp.y() - (va.y() + t * dy))
                if d <= best_d and 0.0 < t < 1.0:
                    best, best_d = (k, i + 1, a + (b - a) * t), d
        return best

    def snap_target(self, pos: QPointF, exclude: set | None = None,
                    skip_rings: set | None = None) -> tuple[float, float] | None:
        """Another outline's point within SNAP_PIXELS of ``pos`` (or the first point of the
        drawing), nearest first, or None; points in ``exclude`` and the polygons
        ``skip_rings`` (``(kind, id, polygon)``) do not count."""
        ed = self.editor
        exclude = exclude or set()
        skip_rings = skip_rings or set()
        r = SNAP_PIXELS * self._unit()
        candidates = []
        for item in ed.scene.items(QRectF(pos.x() - r, pos.y() - r, 2 * r, 2 * r)):
            if isinstance(item, OutlineItem):
                for k, ring in enumerate(self._outline_of(item.key)):
                    if (*item.key, k) not in skip_rings:
                        candidates += ring
        candidates += self.draft[:1]
        best, best_d = None, SNAP_PIXELS
        for xy in candidates:
            if xy in exclude:
                continue
            d = self._pixels(self._scene(xy), pos)
            if d <= best_d:
                best, best_d = xy, d
        return tuple(best) if best is not None else None

    def snap(self, pos: QPointF, exclude: set | None = None) -> tuple[float, float]:
        """The map point for ``pos``: another outline's point within SNAP_PIXELS (or the first
        point of the drawing), else ``pos`` itself (map units, 4 decimals)."""
        found = self.snap_target(pos, exclude)
        return found if found is not None else self.editor.to_map(pos)

    def joined_points(self) -> set:
        """The map points of the pack's outlines that two or more outlines share (kept while
        the pack is the same)."""
        pack = self.document.pack
        cache = getattr(self, "_joined", None)
        if cache is None or cache[0] is not pack:
            owners: dict = {}
            for key, element in self._index().items():
                for ring in element.outline or ():
                    for xy in ring:
                        owners.setdefault(xy, set()).add(key)
            cache = self._joined = (pack, {xy for xy, keys in owners.items() if len(keys) > 1})
        return cache[1]

    def _owner_names(self, xy) -> list[str]:
        """The names of the outlines other than the target's with a point at ``xy``."""
        return [element.name for key, element in self._index().items()
                if key != self.target and any(xy in ring for ring in element.outline or ())]

    # ------------------------------------------------------------------ drawing the previews

    def _refresh(self, pointer: QPointF | None = None) -> None:
        if self._handles is None:
            return
        rings = self.outline()
        points = [self._scene(xy) for ring in rings for xy in ring]
        self._handles.set_points(points, self._unit())
        joined = self.joined_points()
        self._handles.set_joined({i for i, xy in enumerate(xy for ring in rings for xy in ring)
                                  if xy in joined})
        hot = None
        if self.current is not None and self.outline():
            k, v = self.current
            rings = self.outline()
            if k < len(rings) and v < len(rings[k]):
                hot = sum(len(r) for r in rings[:k]) + v
            else:
                self.current = None
        self._handles.set_hot(hot)
        path = QPainterPath()
        if self.draft:
            path.moveTo(self._scene(self.draft[0]))
            for xy in self.draft[1:]:
                path.lineTo(self._scene(xy))
            if pointer is not None:
                path.lineTo(pointer)
        self._preview.setPath(path)

    # ------------------------------------------------------------------ events

    def mouse_press(self, event, pos) -> bool:
        ed = self.editor
        double = event.type() == QEvent.Type.MouseButtonDblClick
        if event.button() == Qt.MouseButton.RightButton:
            if not self.draft:
                vertex = self.vertex_at(pos)
                if vertex is not None:
                    self.current = vertex
                    self.delete_current()
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        free = bool(event.modifiers() & Qt.KeyboardModifier.AltModifier)
        if self.draft:
            if double:
                self.close_draft()
                return True
            xy = ed.to_map(pos) if free else self.snap(pos)
            if len(self.draft) >= 3 and xy == self.draft[0]:
                self.close_draft()
            elif not self.draft or xy != self.draft[-1]:
                self.draft.append(xy)
                ed.show_status(translate("JourneyOutlineTool", "{count} points: click the first point, double-click or press Enter to close").format(count=len(self.draft)))
            self._refresh(pos)
            return True
        vertex = self.vertex_at(pos) if self.target else None
        if vertex is not None and not double:
            self._start_drag(vertex, event, free)
            return True
        edge = self.edge_at(pos) if self.target else None
        if edge is not None:
            if double:
                self.insert_at(edge)
            else:
                ed.show_status(translate("JourneyOutlineTool", "Double-click to add a point to this edge"))
            return True
        key = ed.element_at(pos, kinds=("country", "sea"))
        if key is not None and key == self.target and not self._inside_target(pos):
            # on the target's own marker or name, outside its outline (a country just placed
            # has none yet): that is where its outline is drawn, as on the water
            key = None
        if key is not None and key != self.target:
            self.target, self.current = key, None
            ed.set_selection((key,))
            self._refresh()
            ed.show_status(translate("JourneyOutlineTool", "Drag a point, double-click an edge to add one, or click the water to draw a new polygon"))
            return True
        if key is None and self.target is not None:
            self.draft = [ed.to_map(pos) if free else self.snap(pos)]
            ed.show_status(translate("JourneyOutlineTool", "Click to add points; click the first point, double-click or press Enter to close"))
            self._refresh(pos)
            return True
        if self.target is None:
            ed.show_status(translate("JourneyOutlineTool", "Click the country or sea whose outline you want to draw or change"))
        else:
            ed.show_status(translate("JourneyOutlineTool", "Inside the outline: drag a point, double-click an edge to add one, or click outside it to draw another polygon"))
        return True

    def _inside_target(self, pos: QPointF) -> bool:
        """Whether scene point ``pos`` is inside one of the target's outline polygons."""
        item = self.editor.scene.outline_item(self.target)
        return item is not None and item.contains(item.mapFromScene(pos))

    def mouse_move(self, event, pos) -> bool:
        ed = self.editor
        if self._drag is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if not self._drag["moving"]:
                d = event.position() - self._press_view
                if abs(d.x()) + abs(d.y()) < _DRAG_THRESHOLD:
                    return True
                self._drag["moving"] = True
            self._drag_to(pos, bool(event.modifiers() & Qt.KeyboardModifier.AltModifier) or self._drag["free"])
            return True
        if self.draft:
            self._refresh(pos)
            return False
        if self.target is not None and self._handles is not None:
            vertex = self.vertex_at(pos)
            rings = self.outline()
            self._handles.set_hot(
                sum(len(r) for r in rings[:vertex[0]]) + vertex[1] if vertex is not None else
                (None if self.current is None else self._handles.hot)
            )
        ed.set_hover(ed.element_at(pos, kinds=("country", "sea")))
        return False

    def mouse_release(self, event, pos) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self._drag is None:
            return False
        self._end_drag()
        return True

    def key_press(self, event) -> bool:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            if self._drag is not None:
                self._cancel_drag()
            elif self.draft:
                self.draft = []
                self.editor.show_status(translate("JourneyOutlineTool", "Drawing dropped"))
            else:
                self.target, self.current = None, None
                self.editor.set_selection(())
            self._refresh()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.draft:
            self.close_draft()
            return True
        if key == Qt.Key.Key_Backspace and self.draft:
            self.draft.pop()
            self._refresh()
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.current is not None:
            self.delete_current()
            return True
        return False

    # ------------------------------------------------------------------ the edits

    def _start_drag(self, vertex, event, free: bool) -> None:
        k, v = vertex
        xy = self.outline()[k][v]
        kind, eid = self.target
        refs = [(kind, eid, k, v)] if free else ej.coincident_vertices(self.document.pack, xy)
        self.current = vertex
        self._press_view = event.position()
        # the polygons that move with the point: their other points are no snap targets (a
        # point snapped onto its own polygon's neighbour would fold an edge)
        rings = {(r[0], r[1], r[2]) for r in refs} | {(kind, eid, k)}
        self._drag = {"refs": refs, "start": xy, "at": xy, "moving": False, "free": free,
                      "rings": rings, "snapped": None}
        self._drag_token = object()
        self._refresh()
        shared = len({(r[0], r[1]) for r in refs}) - 1
        if shared:
            self.editor.show_status(translate("JourneyOutlineTool", "This point is shared with {shared} other outline(s): they move together (Alt: alone)").format(shared=shared))

    def _drag_to(self, pos: QPointF, free: bool) -> None:
        drag = self._drag
        snapped = drag["snapped"]
        if free:
            xy, snapped = self.editor.to_map(pos), None
        elif snapped is not None and self._pixels(self._scene(snapped), pos) <= UNSNAP_PIXELS:
            xy = snapped  # hysteresis: stay on the point snapped to
        else:
            snapped = self.snap_target(pos, skip_rings=drag["rings"])
            xy = snapped if snapped is not None else self.editor.to_map(pos)
        if snapped != drag["snapped"]:
            drag["snapped"] = snapped
            if snapped is not None:
                names = ", ".join(self._owner_names(snapped))
                self.editor.show_status(translate("JourneyOutlineTool", "Joined to the point of {names}: release to share the border (drag {pixels} px away to let go)").format(names=names, pixels=round(UNSNAP_PIXELS)))
            else:
                self.editor.show_status(translate("JourneyOutlineTool", "Not joined: the point moves freely"))
        if xy == drag["at"]:
            return
        try:
            command = MoveOutlineVerticesCommand(self.document, dict.fromkeys(drag["refs"], xy), drag=self._drag_token)
        except ValueError as e:
            self.editor.show_status(translate("JourneyOutlineTool", "Not there: {e}").format(e=e))
            return
        self.document.push(command)
        drag["at"] = xy

    def _end_drag(self) -> None:
        self._drag = None
        self._drag_token = None

    def _cancel_drag(self) -> None:
        drag = self._drag
        if drag is not None and drag["at"] != drag["start"]:
            self.document.push(MoveOutlineVerticesCommand(
                self.document, dict.fromkeys(drag["refs"], drag["start"]), drag=self._drag_token))
        self._end_drag()

    def insert_at(self, edge) -> None:
        """Add a point where ``edge`` (from ``edge_at``) was double-clicked, into every
        outline that shares that edge."""
        k, at, scene_point = edge
        ring = self.outline()[k]
        a, b = ring[at - 1], ring[at % len(ring)]
        xy = self.editor.to_map(scene_point)
        edges = ej.edges_between(self.document.pack, a, b)
        try:
            command = InsertOutlineVertexCommand(self.document, edges, xy)
        except ValueError as e:
            self.editor.show_status(translate("JourneyOutlineTool", "Cannot add a point there: {e}").format(e=e))
            return
        self.document.push(command)
        self.current = (k, at)
        self._refresh()
        self.editor.show_status(translate("JourneyOutlineTool", "Point added: drag it into place"))

    def delete_current(self) -> None:
        """Remove the point touched last (and the other outlines' points at the same place)."""
        rings = self.outline()
        if self.current is None or self.target is None:
            return
        k, v = self.current
        if k >= len(rings) or v >= len(rings[k]):
            self.current = None
            return
        refs = ej.coincident_vertices(self.document.pack, rings[k][v])
        try:
            command = DeleteOutlineVerticesCommand(self.document, refs)
        except ValueError as e:
            self.editor.show_status(translate("JourneyOutlineTool", "Cannot remove this point: {e}").format(e=e))
            return
        gone = len(rings[k]) <= 3
        self.current = None
        self.document.push(command)
        self.editor.show_status(translate("JourneyOutlineTool", "Polygon removed (fewer than 3 points were left)") if gone else translate("JourneyOutlineTool", "Point removed"))

    def close_draft(self) -> None:
        """Close the polygon being drawn and add it to the target's outline (one undo step)."""
        if self.target is None or not self._exists(self.target):
            self.draft = []
            self._refresh()
            return
        if len(self.draft) < 3:
            self.editor.show_status(translate("JourneyOutlineTool", "A polygon needs at least 3 points"))
            return
        problem = AddOutlinePolygonCommand.can_add(self.draft)
        if problem is not None:
            self.editor.show_status(translate("JourneyOutlineTool", "Cannot close this polygon: {problem}").format(problem=problem))
            return
        points, self.draft = list(self.draft), []
        self.document.push(AddOutlinePolygonCommand(self.document, *self.target, points))
        self._refresh()
        self.editor.show_status(translate("JourneyOutlineTool", "Polygon of {count} points added").format(count=len(points)))
