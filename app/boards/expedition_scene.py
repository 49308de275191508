"""The Expedition board as a scene: the world frame, points, paths, wrap pairs and names.

Map units are degrees (``x`` east, ``y`` north; ``app.boards.expedition_items``). Element
keys: ``("point", id)`` (JSON path ``points[i]``) and ``("path", i)`` (``paths[i]``). Point
markers and names keep their size on screen: the view driving the scene tells it its zoom
(``set_view_zoom``). A problem naming a path, a wrap pair or a card rings the points
concerned; the selection rings a point or draws its path thick. Names are a ``LabelLayer``
in ``Z_LABELS``, placed for a view by ``place_labels``. The pack's ``backdrop`` (coastlines)
is land drawn on the world's ocean behind the network, and its ``board_image`` over that land
(``app.boards.map_items``).
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF
from PySide6.QtGui import QColor

from app.boards.base import (
    MARK_HEAT,
    MARK_PROBLEMS,
    MARK_SELECTION,
    BoardHit,
    BoardScene,
    SceneUpdate,
)
from app.boards.expedition_items import (
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
from app.boards.heat import heat_colour
from app.boards.map_items import BackdropItem, BoardImageItem
from app.documents import ChangeKind
from content.edit import expedition as ee
from content.edit import parse_path

#: Land on the world map: a pale sand that every point kind and path colour reads on.
LAND_FILL = QColor("#f1ece0")
LAND_PEN = QColor("#b9ae94")
_POINT_PATH = re.compile(r"^points\[(\d+)\]$")
_PATH_PATH = re.compile(r"^paths\[(\d+)\]$")
#: Pick tolerance around a point or path, in pixels.
PICK_PIXELS = 9.0


class ExpeditionScene(BoardScene):
    """The arrow network of an Expedition pack on its world map.

    Attributes:
        pack: the pack shown.
    """

    def __init__(self, pack, parent: QObject | None = None) -> None:
        super().__init__(pack, parent)
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
        self._world = WorldItem()
        self.addItem(self._world)
        self._backdrop = BackdropItem(-9.0, LAND_FILL, LAND_PEN)
        self.addItem(self._backdrop)
        self._image = BoardImageItem(-8.0)
        self._image.add_to(self)
        self._path_highlight = selected_path_item()
        self.addItem(self._path_highlight)
        self._label_layer = LabelLayer(self._world.boundingRect(), self._unit)
        self.addItem(self._label_layer)
        self._rebuild()

    # --- coordinates and elements ----------------------------------------------------------

    def to_scene(self, x: float, y: float) -> QPointF:
        """Scene position of map position ``(x, y)``."""
        return to_scene(x, y)

    def to_map(self, pos: QPointF) -> tuple[float, float]:
        """Map position of a scene position, rounded to 0.01 and kept on the world."""
        x = min(max(pos.x() / SCALE, WORLD.left()), WORLD.right())
        y = min(max(-pos.y() / SCALE, WORLD.top()), WORLD.bottom())
        return round(x, 2), round(y, 2)

    def map_rect(self) -> QRectF:
        """The world frame (it bounds every point)."""
        return self._world.boundingRect()

    @staticmethod
    def _zoom(view) -> float:
        return view.transform().m11() if view is not None else 1.0

    def point_scene_pos(self, point_id: str) -> QPointF:
        """Scene position of a point."""
        return QPointF(self._point_items[point_id].pos())

    def has_point(self, point_id: str) -> bool:
        """True if point ``point_id`` is drawn."""
        return point_id in self._point_items

    def point_item(self, point_id: str) -> PointItem:
        """The marker item of point ``point_id`` (KeyError if it is not drawn)."""
        return self._point_items[point_id]

    def point_index(self, point_id: str) -> int | None:
        """Index in ``pack.points`` of point ``point_id``, or None."""
        return self._point_index.get(point_id)

    def drawn_path_count(self) -> int:
        """How many paths are drawn (paths naming a missing point are not)."""
        return len(self._path_items)

    def point_at(self, pos: QPointF, view=None) -> str | None:
        """Id of the point nearest to scene position ``pos`` within the pick distance."""
        tol = PICK_PIXELS / max(self._zoom(view), 1e-6)
        best, best_d = None, tol * tol
        px, py = pos.x(), pos.y()
        for pid, item in self._point_items.items():
            p = item.pos()
            d = (p.x() - px) ** 2 + (p.y() - py) ** 2
            if d <= best_d:
                best, best_d = pid, d
        return best

    def path_at(self, pos: QPointF, view=None) -> int | None:
        """Index in ``pack.paths`` of the path nearest to ``pos`` within the pick distance."""
        tol = PICK_PIXELS * 0.7 / max(self._zoom(view), 1e-6)
        best, best_d = None, tol
        for item in self._path_items:
            d = _segment_distance(item.line(), pos)
            if d <= best_d:
                best, best_d = item.index, d
        return best

    def path_line(self, index: int) -> QLineF | None:
        """The line of path ``index`` (of ``pack.paths``) as drawn, or None."""
        return next((r.line() for r in self._path_items if r.index == index), None)

    def project_on_path(self, index: int, pos: QPointF) -> QPointF:
        """The point of path ``index`` nearest to scene position ``pos``."""
        line = next(item.line() for item in self._path_items if item.index == index)
        return _project(line, pos)

    def element_at(self, pos: QPointF, view=None, kinds=None) -> BoardHit | None:
        """The point (first) or path under ``pos``, within ``PICK_PIXELS`` pixels of ``view``."""
        kinds = kinds or ("point", "path")
        if "point" in kinds:
            pid = self.point_at(pos, view)
            if pid is not None:
                return BoardHit(f"points[{self._point_index[pid]}]", ("point", pid))
        if "path" in kinds:
            index = self.path_at(pos, view)
            if index is not None:
                return BoardHit(f"paths[{index}]", ("path", index))
        return None

    def keys_of_path(self, where: str) -> list:
        """Points for ``points[i]``, a wrap pair's or a card's points; ``("path", i)``."""
        try:
            steps = parse_path(where)
        except ValueError:
            return []
        pack = self.pack
        if len(steps) < 2 or not isinstance(steps[1], int):
            return []
        field, i = steps[0], steps[1]
        if field == "points" and i < len(pack.points):
            return [("point", pack.points[i].id)]
        if field == "paths" and i < len(pack.paths):
            return [("path", i)]
        if field == "wraps" and i < len(pack.wraps):
            return [("point", pack.wraps[i].a), ("point", pack.wraps[i].b)]
        if field == "cards" and i < len(pack.cards):
            return [("point", pack.cards[i].point)]
        return []

    def _keys_for_marks(self, layer: str, where: str) -> list:
        keys = self.keys_of_path(where)
        if layer == MARK_PROBLEMS:
            # A path's problem rings its two points (they stay ringed if the path goes).
            paths = self.pack.paths
            keys = [
                k2 for k in keys
                for k2 in ((("point", paths[k[1]].a), ("point", paths[k[1]].b)) if k[0] == "path" else (k,))
            ]
        return keys

    def path_of_key(self, key) -> str | None:
        if key[0] == "point":
            i = self._point_index.get(key[1])
            return f"points[{i}]" if i is not None else None
        if key[0] == "path" and 0 <= key[1] < len(self.pack.paths):
            return f"paths[{key[1]}]"
        return None

    def element_pos(self, where: str) -> QPointF | None:
        """Where the point a path names is drawn (a path: its middle), or None."""
        for key in self.keys_of_path(where):
            if key[0] == "point" and key[1] in self._point_items:
                return self.point_scene_pos(key[1])
            if key[0] == "path":
                line = self.path_line(key[1])
                if line is not None:
                    return line.center()
        return None

    def wrap_partner(self, point_id: str) -> str | None:
        """The other point of ``point_id``'s wrap pair, or None."""
        w = self._wrap_of.get(point_id)
        if w is None:
            return None
        wrap = self.pack.wraps[self._wrap_items[w].index]
        return wrap.b if wrap.a == point_id else wrap.a

    # --- marks, overlay, zoom ------------------------------------------------------------

    def _show_marks(self, layer: str, old: dict, new: dict) -> None:
        if layer == MARK_PROBLEMS:
            self._apply_problems()
        elif layer == MARK_SELECTION:
            self._show_selection()
        elif layer == MARK_HEAT:
            self._apply_heat()

    def _apply_heat(self) -> None:
        """Put a disc of its heat colour around each point the heat names (none: as before)."""
        heat = self._marks.get(MARK_HEAT, {})
        for pid, item in self._point_items.items():
            value = heat.get(("point", pid))
            colour = heat_colour(value) if value is not None else None
            if item.heat != colour:
                item.heat = colour
                item.update()

    def _apply_problems(self) -> None:
        problems = self._marks.get(MARK_PROBLEMS, {})
        for pid, item in self._point_items.items():
            problem = problems.get(("point", pid))
            if item.problem != problem:
                item.problem = problem
                item.update()

    def problem_points(self) -> dict[str, str]:
        """The points ringed for a problem: ``{point_id: "error" | "warning"}``."""
        return {pid: item.problem for pid, item in self._point_items.items() if item.problem}

    def selected_point(self) -> str | None:
        """The point the selection marks, or None."""
        return next((k[1] for k in self._marks.get(MARK_SELECTION, {}) if k[0] == "point"), None)

    def _show_selection(self) -> None:
        for item in self._shown_selected:
            if isinstance(item, PointItem):
                item.selected = False
                item.update()
        self._path_highlight.setVisible(False)
        self._shown_selected = []
        sel = next(iter(self._marks.get(MARK_SELECTION, {})), None)
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

    def _apply_overlay(self) -> None:
        if not self._overlay:
            for item in self._point_items.values():
                if item.overlay:
                    item.token = None
                    item.distance = None
                    item.overlay = False
                    item.rescale()
                    item.update()
            return
        pack = self.pack
        dist = ee.rose_distances(pack)
        tokens = ee.token_points(pack)
        for pid, item in self._point_items.items():
            item.distance = dist.get(pid)
            item.token = (pid in tokens) if item.kind == "green" else None
            item.overlay = True
            item.rescale()
            item.update()

    def set_overlay(self, on: bool) -> None:
        """Show or hide each point's distance from the rose and the token rings (E2)."""
        self._overlay = bool(on)
        self._apply_overlay()

    def overlay_shown(self) -> bool:
        return self._overlay

    def set_view_zoom(self, zoom: float) -> None:
        """Keep markers and wrap marks their size on screen at the view's zoom ``zoom``."""
        self._unit[0] = 1.0 / max(zoom, 1e-6)
        for item in (*self._point_items.values(), *self._wrap_items):
            item.rescale()

    # --- names ---------------------------------------------------------------------------

    def place_labels(self, view) -> None:
        """Give a name to every point in ``view`` that has room for it (see ``place_labels``).

        Markers, wrap numbers and overlay distances are kept clear; names claim room in the
        order rose, green, red, blue, plain, the selected point's first of all.
        """
        t = view.viewportTransform()
        m11, m22, ox, oy = t.m11(), t.m22(), t.dx(), t.dy()
        width, height = view.viewport().width(), view.viewport().height()
        points, obstacles, pos_of = [], [], {}
        items = self._point_items
        for p in self.pack.points:
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
        selected = self.selected_point()
        if selected is not None:
            forced.insert(0, selected)
        placed = place_labels(points, obstacles, forced, bounds=(width, height))
        self._label_layer.set_labels(
            {
                pid: (pos_of[pid].pos(), pos_of[pid].kind, pos_of[pid].name, *d)
                for pid, d in placed.items()
            }
        )

    def clear_labels(self) -> None:
        """Draw no names (until ``place_labels``)."""
        self._label_layer.set_labels({})

    def shown_labels(self) -> dict[str, str]:
        """The names drawn now: ``{point_id: name}``."""
        return {pid: label[2] for pid, label in self._label_layer.labels.items()}

    # --- mirroring the pack --------------------------------------------------------------

    def set_pack(self, pack, event=None) -> SceneUpdate:
        """Show ``pack``: move dragged points, restyle renamed ones, add or drop the last
        point or path, else rebuild the network's items.

        Returns ``"moved"``, ``"restyled"``, ``"added"`` / ``"removed"``, ``"rebuilt"`` or
        ``"kept"`` (settings, colours: nothing drawn changed but the overlay).
        """
        self.pack = pack
        kind = getattr(event, "kind", None)
        where = tuple(getattr(event, "where", ()))
        if where and all(w == "board_image" for w in where):
            self._sync_image()
            return SceneUpdate("restyled")
        if kind == ChangeKind.GEOMETRY and where:
            matches = [_POINT_PATH.match(w) for w in where]
            if all(matches):
                self._move_points([int(m.group(1)) for m in matches])
                return SceneUpdate("moved")
        if kind == ChangeKind.SETTINGS:
            if self._overlay:
                self._apply_overlay()
            return SceneUpdate("kept")
        if kind == ChangeKind.ELEMENTS and where and all(w.startswith("colours") for w in where):
            return SceneUpdate("kept")
        if kind == ChangeKind.ELEMENTS and where and self._restyle_points(where):
            return SceneUpdate("restyled")
        if kind == ChangeKind.ELEMENTS:
            update = self._grow_or_shrink(where)
            if update is not None:
                return update
        self._rebuild()
        return SceneUpdate("rebuilt")

    def _clear(self) -> None:
        for items in (self._point_items.values(), self._path_tiles.values(), self._wrap_items):
            for item in items:
                self.removeItem(item)
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
            self.addItem(tile)
        if refresh:
            tile.add(record)
        else:
            record.tile = tile
            tile.records.append(record)
        self._path_items.append(record)

    def image_item(self) -> BoardImageItem:
        """The board image's item (hidden when the pack has none)."""
        return self._image

    def _sync_image(self) -> None:
        image = self.pack.board_image
        if image is None:
            self._image.set_image(None, QRectF())
            return
        self._image.set_image(image, QRectF(
            to_scene(image.x, image.y), to_scene(image.x + image.width, image.y - image.height)
        ).normalized())

    def _rebuild(self) -> None:
        pack = self.pack
        self._backdrop.set_outline(pack.backdrop, to_scene)
        self._sync_image()
        self._clear()
        self._point_index = {p.id: i for i, p in enumerate(pack.points)}
        self._incident = {p.id: [] for p in pack.points}
        self._wrap_of = {}
        for p in pack.points:
            item = PointItem(p.id, p.kind, p.name, p.x, p.y, self._unit)
            self.addItem(item)
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
            self.addItem(item)
            self._wrap_items.append(item)
            self._wrap_of[w.a] = self._wrap_of[w.b] = len(self._wrap_items) - 1
        # The selection stays on what is still there.
        selection = self._marks.get(MARK_SELECTION, {})
        self._marks[MARK_SELECTION] = {k: v for k, v in selection.items() if self.path_of_key(k) is not None}
        self._show_selection()
        self._apply_overlay()
        self._apply_problems()
        self._apply_heat()

    def _grow_or_shrink(self, where: tuple[str, ...]) -> SceneUpdate | None:
        """Add or drop the last point or path in place (an added one, or its undo).

        Returns None when the change is anything else (the caller rebuilds).
        """
        if len(where) != 1:
            return None
        pack = self.pack
        m_point, m_path = _POINT_PATH.match(where[0]), _PATH_PATH.match(where[0])
        n_items = len(self._point_items)
        if m_point and int(m_point.group(1)) == n_items == len(pack.points) - 1:
            p = pack.points[-1]
            if p.id in self._point_items:
                return None
            item = PointItem(p.id, p.kind, p.name, p.x, p.y, self._unit)
            self.addItem(item)
            self._point_items[p.id] = item
            self._point_index[p.id] = n_items
            self._incident[p.id] = []
            update = SceneUpdate("added", n_items)
        elif m_point and int(m_point.group(1)) == len(pack.points) == n_items - 1:
            pid = next(reversed(self._point_items))
            if self._point_index.get(pid) != len(pack.points) or self._incident.get(pid):
                return None
            self.removeItem(self._point_items.pop(pid))
            del self._point_index[pid]
            del self._incident[pid]
            self._marks.get(MARK_SELECTION, {}).pop(("point", pid), None)
            update = SceneUpdate("removed", len(pack.points))
        elif m_path and int(m_path.group(1)) == len(self._path_items) == len(pack.paths) - 1:
            path = pack.paths[-1]
            a, b = self._point_items.get(path.a), self._point_items.get(path.b)
            if a is None or b is None:
                return None
            self._add_path_record(PathRecord(len(pack.paths) - 1, a.pos(), b.pos()))
            self._incident[path.a].append(len(self._path_items) - 1)
            self._incident[path.b].append(len(self._path_items) - 1)
            update = SceneUpdate("added", len(pack.paths) - 1)
        elif m_path and int(m_path.group(1)) == len(pack.paths) == len(self._path_items) - 1:
            k = len(self._path_items) - 1
            if self._path_items[k].index != k:
                return None
            for ends in self._incident.values():
                if ends and ends[-1] == k:
                    ends.pop()
            record = self._path_items.pop()
            record.tile.remove(record)
            if self._marks.get(MARK_SELECTION, {}).pop(("path", k), None) is not None:
                self._path_highlight.setVisible(False)
            update = SceneUpdate("removed", k)
        else:
            return None
        self._apply_overlay()
        self._apply_problems()
        return update

    def _restyle_points(self, where: tuple[str, ...]) -> bool:
        """Show new names of the points ``where`` names in place; False if a rebuild is needed."""
        pack = self.pack
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
        return True

    def _move_points(self, indices: list[int]) -> None:
        pack = self.pack
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
        sel = next(iter(self._marks.get(MARK_SELECTION, {})), None)
        if sel and sel[0] == "path" and self._path_highlight.isVisible():
            record = next((r for r in self._path_items if r.index == sel[1]), None)
            if record is not None:
                self._path_highlight.setLine(record.line())


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
