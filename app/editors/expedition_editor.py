"""The arrow network editor of Expedition packs: points, paths and wrap pairs on a world map.

The scene mirrors the document (A4): a drag's change event names the moved point
(``points[i]``, GEOMETRY) and only that point, its paths and its wrap mark move; other
changes rebuild the network's items.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QLineF, QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGraphicsLineItem,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QWidget,
)

from app.commands.delete_paths import DeletePathsCommand
from app.commands.delete_points import DeletePointsCommand
from app.commands.rename_point import RenamePointCommand
from app.commands.set_field import SetFieldCommand
from app.commands.set_point_kind import SetPointKindCommand
from app.documents import ChangeEvent, ChangeKind
from app.editors.base import EditorWidget
from app.editors.expedition_items import (
    KIND_RADIUS,
    SCALE,
    WORLD,
    LabelLayer,
    PathRecord,
    PathTile,
    PointItem,
    WorldItem,
    WrapItem,
    path_tile_key,
    place_labels,
    selected_path_item,
    to_scene,
)
from app.editors.expedition_panels import CardTableWidget, ColourTableWidget
from app.tools.expedition_tools import (
    AddPointTool,
    ConnectTool,
    DeleteTool,
    SelectMoveTool,
    SplitTool,
    WrapPairTool,
)
from app.widgets.canvas import MapCanvas
from app.widgets.property_form import PropertyForm
from content.edit import expedition as ee
from content.edit import parse_path
from content.models.common import is_id

_POINT_PATH = re.compile(r"^points\[(\d+)\]$")
_PATH_PATH = re.compile(r"^paths\[(\d+)\]$")
#: Pause (ms) after a drag step or a scroll before the names are placed again.
LABEL_DELAY_MS = 200
#: Pick tolerance around a point or path, in pixels.
PICK_PIXELS = 9.0


class ExpeditionEditor(EditorWidget):
    """The Expedition editor: an options bar above a world canvas; cards and colours panels.

    Attributes:
        point_kind: the kind of point the Add point and Split tools create.
    """

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.point_kind = "green"
        self._selection: tuple[str, object] | None = None
        self._point_items: dict[str, PointItem] = {}
        self._point_index: dict[str, int] = {}
        self._path_items: list[PathRecord] = []
        self._path_tiles: dict[tuple[int, int], PathTile] = {}
        self._incident: dict[str, list[int]] = {}
        self._wrap_items: list[WrapItem] = []
        self._wrap_of: dict[str, int] = {}
        self._shown_selected: list = []
        self._unit = [1.0]  # scene units per pixel, shared by the point items
        self._overlay = False
        self._problem_points: dict[str, str] = {}  # point id -> worst severity naming it

        self.scene = QGraphicsScene(self)
        self.canvas = MapCanvas(self.scene, self)
        self.canvas.cursor_moved.connect(self._on_canvas_cursor_moved)
        self.canvas.zoom_changed.connect(self._on_canvas_zoom_changed)
        self._world = WorldItem()
        self.scene.addItem(self._world)
        self.pending_item = QGraphicsLineItem()
        pen = QPen(QColor("#ff8c00"), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.pending_item.setPen(pen)
        self.pending_item.setZValue(20)
        self.pending_item.setVisible(False)
        self.scene.addItem(self.pending_item)
        self._path_highlight = selected_path_item()
        self.scene.addItem(self._path_highlight)
        self._label_layer = LabelLayer(self._world.boundingRect(), self._unit)
        self.scene.addItem(self._label_layer)
        self._labels_timer = QTimer(self)
        self._labels_timer.setSingleShot(True)
        self._labels_timer.timeout.connect(self._place_labels)
        for bar in (self.canvas.horizontalScrollBar(), self.canvas.verticalScrollBar()):
            bar.valueChanged.connect(lambda _v: self._schedule_labels(LABEL_DELAY_MS // 3))

        self._tools = [
            SelectMoveTool(self),
            AddPointTool(self),
            ConnectTool(self),
            DeleteTool(self),
            SplitTool(self),
            WrapPairTool(self),
        ]
        self._lay_out(self._build_options_bar())

        self.properties = PropertyForm()
        self.properties.edit_requested.connect(self._on_properties_edit_requested)
        self.cards_panel = CardTableWidget(self)
        self.cards_panel.point_activated.connect(
            lambda pid: self.select(("point", pid), centre=True)
        )
        self.colours_panel = ColourTableWidget(document)
        self.cards_tabs = QTabWidget()
        self.cards_tabs.addTab(self.cards_panel, "Destination cards")
        self.cards_tabs.addTab(self.colours_panel, "Colours && arrows")
        self._fitted = False

        document.changed.connect(self._on_document_changed)
        self.set_active_tool(self._tools[0])
        self._rebuild()
        # The world frame bounds every point: no need to ask the scene for its items' bounds.
        world = self._world.boundingRect()
        m = world.width()
        self.canvas.setSceneRect(world.adjusted(-m, -m, m, m))
        self.fit_to_view()

    # --- options bar ---------------------------------------------------------------------

    def _build_options_bar(self) -> QWidget:
        bar = QWidget()
        row = QHBoxLayout(bar)
        row.setContentsMargins(6, 4, 6, 4)
        row.addWidget(QLabel("New point kind:"))
        self.kind_combo = QComboBox()
        self.kind_combo.setToolTip("Kind of the points the Add point (P) and Split (S) tools make.")
        for kind in ee.KINDS:
            self.kind_combo.addItem(kind, kind)
        self.kind_combo.setCurrentIndex(ee.KINDS.index(self.point_kind))
        self.kind_combo.currentIndexChanged.connect(
            lambda i: setattr(self, "point_kind", self.kind_combo.itemData(i))
        )
        row.addWidget(self.kind_combo)
        row.addSpacing(12)
        self.overlay_check = QCheckBox("Distance from rose")
        self.overlay_check.setToolTip(
            "Show each point's distance (in paths, wrap pairs as one point) from the rose and "
            "ring the green points far enough to take a token (E2)."
        )
        self.overlay_check.toggled.connect(self.set_overlay)
        row.addWidget(self.overlay_check)
        row.addStretch(1)
        self.info_label = QLabel()
        row.addWidget(self.info_label)
        return bar

    def _refresh_info(self) -> None:
        pack = self.document.pack
        text = (
            f"{len(pack.points)} points · {len(pack.paths)} paths · {len(pack.wraps)} wrap pairs"
            f" · {len(pack.cards)} cards"
        )
        if self._overlay:
            greens = sum(p.kind == "green" for p in pack.points)
            text += (
                f" · token points (≥ {pack.rules.token_distance} paths from the rose): "
                f"{len(ee.token_points(pack))} of {greens} green"
            )
        self.info_label.setText(text)

    # --- building the scene --------------------------------------------------------------

    def _clear(self) -> None:
        for items in (self._point_items.values(), self._path_tiles.values(), self._wrap_items):
            for item in items:
                self.scene.removeItem(item)
        self._point_items, self._path_items, self._wrap_items = {}, [], []
        self._path_tiles = {}
        self._path_highlight.setVisible(False)
        self._shown_selected = []

    def _add_path_record(self, record: PathRecord, refresh: bool = True) -> None:
        line = record._line
        key = path_tile_key(line.x1(), line.y1(), line.x2(), line.y2())
        tile = self._path_tiles.get(key)
        if tile is None:
            tile = self._path_tiles[key] = PathTile()
            self.scene.addItem(tile)
        if refresh:
            tile.add(record)
        else:
            record.tile = tile
            tile.records.append(record)
        self._path_items.append(record)

    def _rebuild(self) -> None:
        pack = self.document.pack
        self._clear()
        self._point_index = {p.id: i for i, p in enumerate(pack.points)}
        self._incident = {p.id: [] for p in pack.points}
        self._wrap_of = {}
        for p in pack.points:
            item = PointItem(p.id, p.kind, p.name, p.x, p.y, self._unit)
            self.scene.addItem(item)
            self._point_items[p.id] = item
        at = {p.id: (p.x * SCALE, -p.y * SCALE) for p in pack.points}
        for i, path in enumerate(pack.paths):
            a, b = at.get(path.a), at.get(path.b)
            if a is None or b is None:
                continue  # a dangling reference: the Problems panel names it
            self._add_path_record(PathRecord(i, None, None, QLineF(*a, *b)), refresh=False)
            self._incident[path.a].append(len(self._path_items) - 1)
            self._incident[path.b].append(len(self._path_items) - 1)
        for tile in self._path_tiles.values():
            tile.lines_changed()
        for i, w in enumerate(pack.wraps):
            a, b = self._point_items.get(w.a), self._point_items.get(w.b)
            if a is None or b is None:
                continue
            a.wrapped = b.wrapped = True
            item = WrapItem(a.pos(), b.pos(), i + 1, self._unit)
            item.index = i
            self.scene.addItem(item)
            self._wrap_items.append(item)
            self._wrap_of[w.a] = self._wrap_of[w.b] = len(self._wrap_items) - 1
        if self._selection and self._selection[0] == "point":
            if self._selection[1] not in self._point_items:
                self._selection = None
        elif self._selection and self._selection[0] == "path":
            if self._selection[1] >= len(self._path_items):
                self._selection = None
        self._apply_overlay()
        self._apply_problems()
        self._show_selection()
        self._refresh_info()

    def show_problems(self, problems) -> None:
        """Ring the points that problems name (red for errors, amber for warnings).

        A wrap pair's problem rings both its points; a card's, its point. Called by the
        studio each time the Problems panel has checked the pack again.
        """
        pack = self.document.pack
        worst: dict[str, str] = {}
        for p in problems:
            for pid in _points_named(pack, p.where):
                if worst.get(pid) != "error":
                    worst[pid] = "error" if p.severity == "error" else "warning"
        self._problem_points = worst
        self._apply_problems()

    def _apply_problems(self) -> None:
        for pid, item in self._point_items.items():
            problem = self._problem_points.get(pid)
            if item.problem != problem:
                item.problem = problem
                item.update()

    def problem_points(self) -> dict[str, str]:
        """The points ringed for a problem: ``{point_id: "error" | "warning"}``."""
        return {pid: item.problem for pid, item in self._point_items.items() if item.problem}

    def _apply_overlay(self) -> None:
        self._schedule_labels()
        if not self._overlay:
            for item in self._point_items.values():
                if item.overlay:
                    item.token = None
                    item.distance = None
                    item.overlay = False
                    item.rescale()
                    item.update()
            return
        pack = self.document.pack
        dist = ee.rose_distances(pack)
        tokens = ee.token_points(pack)
        for pid, item in self._point_items.items():
            item.distance = dist.get(pid)
            item.token = (pid in tokens) if item.kind == "green" else None
            item.overlay = True
            item.rescale()
            item.update()

    def set_overlay(self, on: bool) -> None:
        """Show or hide the distance-from-rose overlay (E2)."""
        self._overlay = bool(on)
        if self.overlay_check.isChecked() != self._overlay:
            self.overlay_check.setChecked(self._overlay)
        self._apply_overlay()
        self._refresh_info()

    def overlay_shown(self) -> bool:
        return self._overlay

    def _schedule_labels(self, delay: int = 0) -> None:
        """Place the names again once events are processed (after ``delay`` ms)."""
        self._labels_timer.start(delay)

    def _place_labels(self) -> None:
        """Give a name to every point in view that has room for it (see ``place_labels``).

        Markers, wrap numbers and overlay distances are kept clear; names claim room in the
        order rose, green, red, blue, plain, the selected point's first of all.
        """
        view = self.canvas
        if not (view.isVisible() and self._fitted):
            # Before the first fit the view's zoom means nothing: the fit places them.
            self._label_layer.set_labels({})
            return
        t = view.viewportTransform()
        m11, m22, ox, oy = t.m11(), t.m22(), t.dx(), t.dy()
        width, height = view.viewport().width(), view.viewport().height()
        points, obstacles, pos_of = [], [], {}
        items = self._point_items
        for p in self.document.pack.points:
            item = items.get(p.id)
            if item is None:
                continue
            px, py = p.x * SCALE * m11 + ox, -p.y * SCALE * m22 + oy
            if not (-60 <= px <= width + 60 and -20 <= py <= height + 20):
                continue
            pid = p.id
            ring = 4.5 if item.wrapped or item.selected or item.token else 0.0
            r = KIND_RADIUS[item.kind] + (7.5 if item.problem else ring)
            obstacles.append((px - r, py - r, px + r, py + r))
            if item.overlay:
                obstacles.append((px - r - 14, py - r - 12, px - r + 4, py - r))
            points.append((pid, item.kind, item.name, px, py, r))
            pos_of[pid] = item
        for wrap in self._wrap_items:
            for end, dx in ((wrap.a, 10.0), (wrap.b, -30.0)):
                px, py = end.x() * m11 + ox, end.y() * m22 + oy
                obstacles.append((px + dx, py + 8, px + dx + 24, py + 20))
        # The selected point and the rose always show their names (in that order).
        forced = [pid for pid, kind, *_ in points if kind == "rose"]
        if self._selection and self._selection[0] == "point":
            forced.insert(0, self._selection[1])
        placed = place_labels(points, obstacles, forced, bounds=(width, height))
        self._label_layer.set_labels(
            {
                pid: (pos_of[pid].pos(), pos_of[pid].kind, pos_of[pid].name, *d)
                for pid, d in placed.items()
            }
        )

    def shown_labels(self) -> dict[str, str]:
        """The names drawn on the canvas now: ``{point_id: name}``."""
        return {pid: label[2] for pid, label in self._label_layer.labels.items()}

    def _on_canvas_zoom_changed(self, zoom: float) -> None:
        self._unit[0] = 1.0 / max(zoom, 1e-6)
        for item in (*self._point_items.values(), *self._wrap_items):
            item.rescale()
        # A wheel turn zooms in steps: place the names once it pauses.
        self._schedule_labels(LABEL_DELAY_MS // 4 if self._label_layer.labels else 0)
        self.zoom_changed.emit(zoom)

    def _on_document_changed(self, event: ChangeEvent) -> None:
        if event.kind == ChangeKind.GEOMETRY and event.where:
            matches = [_POINT_PATH.match(w) for w in event.where]
            if all(matches):
                self._move_points([int(m.group(1)) for m in matches])
                return
        if event.kind == ChangeKind.SETTINGS:
            if self._overlay:
                self._apply_overlay()
            self._refresh_info()
            return
        if (
            event.kind == ChangeKind.ELEMENTS
            and event.where
            and all(w.startswith("colours") for w in event.where)
        ):
            self.colours_panel.refresh()
            return
        if event.kind == ChangeKind.ELEMENTS and event.where and self._restyle_points(event.where):
            return
        if event.kind == ChangeKind.ELEMENTS and self._grow_or_shrink(event.where):
            return
        self._rebuild()
        self.cards_panel.refresh()
        self.colours_panel.refresh()

    def _grow_or_shrink(self, where: tuple[str, ...]) -> bool:
        """Add or drop the last point or path in place (an added one, or its undo).

        Returns False when the change is anything else (the caller rebuilds).
        """
        if len(where) != 1:
            return False
        pack = self.document.pack
        m_point, m_path = _POINT_PATH.match(where[0]), _PATH_PATH.match(where[0])
        n_items = len(self._point_items)
        if m_point and int(m_point.group(1)) == n_items == len(pack.points) - 1:
            p = pack.points[-1]
            if p.id in self._point_items:
                return False
            item = PointItem(p.id, p.kind, p.name, p.x, p.y, self._unit)
            self.scene.addItem(item)
            self._point_items[p.id] = item
            self._point_index[p.id] = n_items
            self._incident[p.id] = []
        elif m_point and int(m_point.group(1)) == len(pack.points) == n_items - 1:
            pid = next(reversed(self._point_items))
            if self._point_index.get(pid) != len(pack.points) or self._incident.get(pid):
                return False
            self.scene.removeItem(self._point_items.pop(pid))
            del self._point_index[pid]
            del self._incident[pid]
            if self._selection == ("point", pid):
                self._selection = None
        elif m_path and int(m_path.group(1)) == len(self._path_items) == len(pack.paths) - 1:
            path = pack.paths[-1]
            a, b = self._point_items.get(path.a), self._point_items.get(path.b)
            if a is None or b is None:
                return False
            self._add_path_record(PathRecord(len(pack.paths) - 1, a.pos(), b.pos()))
            self._incident[path.a].append(len(self._path_items) - 1)
            self._incident[path.b].append(len(self._path_items) - 1)
        elif m_path and int(m_path.group(1)) == len(pack.paths) == len(self._path_items) - 1:
            k = len(self._path_items) - 1
            if self._path_items[k].index != k:
                return False
            for ends in self._incident.values():
                if ends and ends[-1] == k:
                    ends.pop()
            record = self._path_items.pop()
            record.tile.remove(record)
            if self._selection == ("path", k):
                self._selection = None
        else:
            return False
        self._apply_overlay()
        self._apply_problems()
        self._show_selection()
        self._refresh_info()
        self.cards_panel.refresh()
        return True

    def _restyle_points(self, where: tuple[str, ...]) -> bool:
        """Show new names of the points ``where`` names in place; False if a rebuild is needed."""
        pack = self.document.pack
        matches = [_POINT_PATH.match(w) for w in where]
        if not all(matches) or len(pack.points) != len(self._point_items):
            return False
        points = [pack.points[int(m.group(1))] for m in matches]
        items = [self._point_items.get(p.id) for p in points]
        if any(item is None or item.kind != p.kind for item, p in zip(items, points, strict=True)):
            return False
        for item, p in zip(items, points, strict=True):
            item.name = p.name or p.id
            item.rescale()
            item.update()
        self._schedule_labels()
        self._show_properties()
        self.cards_panel.refresh()
        return True

    def _move_points(self, indices: list[int]) -> None:
        pack = self.document.pack
        for i in indices:
            p = pack.points[i]
            item = self._point_items.get(p.id)
            if item is None:
                continue
            item.setPos(to_scene(p.x, p.y))
            self._label_layer.move_point(p.id, item.pos())
            for k in self._incident.get(p.id, ()):
                path = pack.paths[self._path_items[k].index]
                a, b = self._point_items[path.a].pos(), self._point_items[path.b].pos()
                self._path_items[k].setLine(QLineF(a, b))
            w = self._wrap_of.get(p.id)
            if w is not None:
                wrap = pack.wraps[self._wrap_items[w].index]
                self._wrap_items[w].set_ends(
                    self._point_items[wrap.a].pos(), self._point_items[wrap.b].pos()
                )
        self._schedule_labels(LABEL_DELAY_MS)
        if self._selection and self._selection[0] == "point":
            self._show_properties()
        elif self._selection and self._selection[0] == "path" and self._path_highlight.isVisible():
            record = next((r for r in self._path_items if r.index == self._selection[1]), None)
            if record is not None:
                self._path_highlight.setLine(record.line())

    # --- picking -------------------------------------------------------------------------

    def to_map(self, pos: QPointF) -> tuple[float, float]:
        """Map position of a scene position, rounded to 0.01 and kept on the world."""
        x = min(max(pos.x() / SCALE, WORLD.left()), WORLD.right())
        y = min(max(-pos.y() / SCALE, WORLD.top()), WORLD.bottom())
        return round(x, 2), round(y, 2)

    def point_scene_pos(self, point_id: str) -> QPointF:
        """Scene position of a point."""
        return QPointF(self._point_items[point_id].pos())

    def point_at(self, pos: QPointF) -> str | None:
        """Id of the point nearest to scene position ``pos`` within the pick distance."""
        tol = PICK_PIXELS / max(self.canvas.zoom(), 1e-6)
        best, best_d = None, tol * tol
        px, py = pos.x(), pos.y()
        for pid, item in self._point_items.items():
            p = item.pos()
            d = (p.x() - px) ** 2 + (p.y() - py) ** 2
            if d <= best_d:
                best, best_d = pid, d
        return best

    def path_at(self, pos: QPointF) -> int | None:
        """Index in ``pack.paths`` of the path nearest to ``pos`` within the pick distance."""
        tol = PICK_PIXELS * 0.7 / max(self.canvas.zoom(), 1e-6)
        best, best_d = None, tol
        for item in self._path_items:
            d = _segment_distance(item.line(), pos)
            if d <= best_d:
                best, best_d = item.index, d
        return best

    def project_on_path(self, index: int, pos: QPointF) -> QPointF:
        """The point of path ``index`` nearest to scene position ``pos``."""
        line = next(item.line() for item in self._path_items if item.index == index)
        return _project(line, pos)

    def set_pending(self, point_id: str | None, pos: QPointF | None = None) -> None:
        """Draw the rubber band of a two-click gesture from ``point_id`` to ``pos`` (None hides)."""
        if point_id is None or point_id not in self._point_items:
            self.pending_item.setVisible(False)
            return
        start = self._point_items[point_id].pos()
        self.pending_item.setLine(QLineF(start, pos if pos is not None else start))
        self.pending_item.setVisible(True)

    # --- tools ---------------------------------------------------------------------------

    # --- selection -----------------------------------------------------------------------

    def select(self, selection: tuple[str, object] | None, centre: bool = False) -> None:
        """Select ``("point", id)``, ``("path", index)`` or nothing, and show it."""
        self._selection = selection
        self._show_selection()
        if centre and selection and selection[0] == "point" and selection[1] in self._point_items:
            self.canvas.centerOn(self._point_items[selection[1]])
        where: tuple[str, ...] = ()
        if selection and selection[0] == "point" and selection[1] in self._point_index:
            where = (f"points[{self._point_index[selection[1]]}]",)
        elif selection and selection[0] == "path":
            where = (f"paths[{selection[1]}]",)
        self.selection_changed.emit(where)

    def selection(self) -> tuple[str, object] | None:
        return self._selection

    def selected_point(self) -> str | None:
        """Id of the selected point, or None."""
        return self._selection[1] if self._selection and self._selection[0] == "point" else None

    def _show_selection(self) -> None:
        self._schedule_labels()
        for item in self._shown_selected:
            if isinstance(item, PointItem):
                item.selected = False
                item.update()
        self._path_highlight.setVisible(False)
        self._shown_selected = []
        sel = self._selection
        if sel and sel[0] == "point" and sel[1] in self._point_items:
            item = self._point_items[sel[1]]
            item.selected = True
            item.update()
            self._shown_selected.append(item)
        elif sel and sel[0] == "path":
            for record in self._path_items:
                if record.index == sel[1]:
                    self._path_highlight.setLine(record.line())
                    self._path_highlight.setVisible(True)
        self._show_properties()
        self.cards_panel.show_point(self.selected_point())
        self.cards_panel.refresh_buttons()

    def _show_properties(self) -> None:
        pack = self.document.pack
        sel = self._selection
        if sel and sel[0] == "point" and sel[1] in self._point_index:
            i = self._point_index[sel[1]]
            p = pack.points[i]
            extra = ""
            w = self._wrap_of.get(p.id)
            if w is not None:
                wrap = pack.wraps[self._wrap_items[w].index]
                extra = f" · one point with '{wrap.b if wrap.a == p.id else wrap.a}'"
            self.properties.set_title(f"Point '{p.id}'{extra}")
            self.properties.set_element(p, f"points[{i}]")
        elif sel and sel[0] == "path" and sel[1] < len(pack.paths):
            path = pack.paths[sel[1]]
            self.properties.set_title(f"Path {path.a} – {path.b}")
            self.properties.set_element(path, f"paths[{sel[1]}]", read_only=("a", "b"))
        else:
            self.properties.set_title("Nothing selected")
            self.properties.set_element(None)

    def _on_properties_edit_requested(self, field: str, value) -> None:
        sel = self._selection
        if not sel or sel[0] != "point":
            return
        pid = sel[1]
        i = self._point_index[pid]
        if field == "id":
            if RenamePointCommand.can_rename(self.document, pid, value):
                self._selection = ("point", value)
                self.document.push(RenamePointCommand(self.document, pid, value))
            else:
                why = "another point has that id" if is_id(value) else "not a valid id"
                self.status_message.emit(f"Cannot rename '{pid}' to '{value}': {why}")
                self._show_properties()
        elif field == "kind":
            self.document.push(SetPointKindCommand(self.document, pid, value))
        else:
            self.document.push(SetFieldCommand(self.document, f"points[{i}].{field}", value))

    def delete_selection(self) -> bool:
        """Delete the selected point or path; True if something was deleted."""
        sel = self._selection
        if not sel:
            return False
        self.select(None)
        if sel[0] == "point":
            self.document.push(DeletePointsCommand(self.document, [sel[1]]))
        else:
            self.document.push(DeletePathsCommand(self.document, [sel[1]]))
        return True

    def select_path(self, where: str) -> bool:
        """Select what a JSON path names: a point, a path, a wrap pair's point, a card, a colour."""
        try:
            steps = parse_path(where)
        except ValueError:
            return False
        pack = self.document.pack
        if len(steps) < 2 or not isinstance(steps[1], int):
            return False
        field, i = steps[0], steps[1]
        if field == "points" and i < len(pack.points):
            self.select(("point", pack.points[i].id), centre=True)
            return True
        if field == "paths" and i < len(pack.paths):
            self.select(("path", i))
            line = next((x.line() for x in self._path_items if x.index == i), None)
            if line is not None:
                self.canvas.centerOn(line.center())
            return True
        if field == "wraps" and i < len(pack.wraps):
            end = steps[2] if len(steps) > 2 and steps[2] in ("a", "b") else "a"
            pid = getattr(pack.wraps[i], end)
            if pid in self._point_items:
                self.select(("point", pid), centre=True)
                return True
            return False
        if field == "cards" and i < len(pack.cards):
            self.cards_panel.table.selectRow(i)
            if pack.cards[i].point in self._point_items:
                self.select(("point", pack.cards[i].point), centre=True)
            return True
        if field == "colours" and i < len(pack.colours):
            self.colours_panel.table.selectRow(i)
            return True
        return False

    # --- view ----------------------------------------------------------------------------

    def side_panels(self) -> list[tuple[str, QWidget]]:
        return [("Properties", self.properties), ("Cards", self.cards_tabs)]

    def fit_to_view(self) -> None:
        """Show the whole world frame."""
        self._fitted = self.canvas.isVisible()
        self.canvas.fit_to_view(self._world.boundingRect())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            # The tab gets its real size only once shown: fit the world then.
            QTimer.singleShot(0, self.fit_to_view)

    def _on_canvas_cursor_moved(self, pos: QPointF) -> None:
        self.cursor_moved.emit(pos.x() / SCALE, -pos.y() / SCALE)


def _points_named(pack, where: str) -> list[str]:
    """Ids of the points a problem's JSON path names (a point, a wrap pair, a path, a card)."""
    try:
        steps = parse_path(where)
    except ValueError:
        return []
    if len(steps) < 2 or not isinstance(steps[1], int):
        return []
    field, i = steps[0], steps[1]
    if field == "points" and i < len(pack.points):
        return [pack.points[i].id]
    if field in ("wraps", "paths"):
        items = pack.wraps if field == "wraps" else pack.paths
        return [items[i].a, items[i].b] if i < len(items) else []
    if field == "cards" and i < len(pack.cards):
        return [pack.cards[i].point]
    return []


def _project(line: QLineF, pos: QPointF) -> QPointF:
    dx, dy = line.dx(), line.dy()
    n = dx * dx + dy * dy
    if n == 0:
        return QPointF(line.p1())
    t = ((pos.x() - line.x1()) * dx + (pos.y() - line.y1()) * dy) / n
    t = min(1.0, max(0.0, t))
    return QPointF(line.x1() + t * dx, line.y1() + t * dy)


def _segment_distance(line: QLineF, pos: QPointF) -> float:
    p = _project(line, pos)
    return math.hypot(p.x() - pos.x(), p.y() - pos.y())
