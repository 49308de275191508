"""Scene items of the Expedition board (``ExpeditionScene``): the world, points, paths, wraps, names.

Map units are degrees: a point's ``x`` (longitude, -180..180) and ``y`` (latitude, north
up) map to the scene position ``(x * SCALE, -y * SCALE)``. Point markers and labels keep
their size on screen (``ItemIgnoresTransformations``); lines use cosmetic pens.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QStaticText,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QStyleOptionGraphicsItem,
)

from app.boards.base import Z_LABELS, draw_halo_text, paints_vectors
from app.widgets.labels import LabelBox
from app.widgets.labels import place_labels as place_boxes

#: The point kinds as the editor shows them (its "New point kind" combo, the tools' texts) (the data stays the pack's value).
POINT_KINDS = {
    "rose": QT_TRANSLATE_NOOP("ExpeditionEditor", "rose"),
    "green": QT_TRANSLATE_NOOP("ExpeditionEditor", "green"),
    "blue": QT_TRANSLATE_NOOP("ExpeditionEditor", "blue"),
    "red": QT_TRANSLATE_NOOP("ExpeditionEditor", "red"),
    "plain": QT_TRANSLATE_NOOP("ExpeditionEditor", "plain"),
}

#: Scene units per map unit (degree).
SCALE = 10.0
#: The world frame in map units: x -180..180, y -90..90.
WORLD = QRectF(-180.0, -90.0, 360.0, 180.0)

#: Marker fill per point kind.
KIND_COLOURS = {
    "rose": QColor("#f2b705"),
    "green": QColor("#2e9e4f"),
    "blue": QColor("#2f6fd1"),
    "red": QColor("#d0342c"),
    "plain": QColor("#8a8a8a"),
}
#: Marker radius per kind, in pixels.
KIND_RADIUS = {"rose": 9.0, "green": 6.0, "blue": 6.0, "red": 6.0, "plain": 3.5}
_SELECTED = QColor("#ff8c00")
#: Ring colour of a point a problem names, by severity.
PROBLEM_COLOURS = {"error": QColor("#d0342c"), "warning": QColor("#e0a000")}
_LABEL_COLOUR = QColor("#1f2a33")
_MARKER_PEN = QPen(QColor("#202020"), 1)
_MARKER_PEN.setCosmetic(True)


@lru_cache(maxsize=4)
def label_font(kind: str) -> QFont:
    """Font of a point's name: small; the rose's bold, plain points' italic."""
    font = QFont()
    font.setPointSizeF(8.0 if kind == "rose" else 7.0)
    font.setBold(kind == "rose")
    font.setItalic(kind == "plain")
    return font


@lru_cache(maxsize=1)
def _distance_font() -> QFont:
    font = QFont()
    font.setPointSizeF(7.5)
    font.setBold(True)
    return font


_TOKEN_TEXT = QColor("#7a4b00")
_DISTANCE_TEXT = QColor("#4a5560")


@lru_cache(maxsize=4)
def _label_metrics(kind: str) -> QFontMetricsF:
    return QFontMetricsF(label_font(kind))


_TOKEN = QColor("#f2b705")


@lru_cache(maxsize=16)
def _marker_pixmap(kind: str, dpr: float) -> QPixmap:
    """A plain marker of ``kind`` (its dot with a dark rim), rendered once per pixel ratio."""
    r = KIND_RADIUS[kind] + 1
    size = math.ceil(2 * r * dpr)
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(dpr, dpr)
    painter.setPen(_MARKER_PEN)
    painter.setBrush(KIND_COLOURS[kind])
    painter.drawEllipse(QPointF(r, r), KIND_RADIUS[kind], KIND_RADIUS[kind])
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def to_scene(x: float, y: float) -> QPointF:
    """Scene position of map position ``(x, y)``."""
    return QPointF(x * SCALE, -y * SCALE)


def to_map(pos: QPointF) -> tuple[float, float]:
    """Map position ``(x, y)`` of a scene position."""
    return pos.x() / SCALE, -pos.y() / SCALE


class WorldItem(QGraphicsItem):
    """The world frame: ocean, a 30° graticule, and the two wrap edges (x = ±180)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(
            WORLD.x() * SCALE,
            -WORLD.bottom() * SCALE,
            WORLD.width() * SCALE,
            WORLD.height() * SCALE,
        )
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.fillRect(self._rect, QColor("#dfeaf3"))
        grid = QPen(QColor("#c3d3e0"), 0)
        painter.setPen(grid)
        for lon in range(-150, 180, 30):
            painter.drawLine(
                QLineF(lon * SCALE, self._rect.top(), lon * SCALE, self._rect.bottom())
            )
        for lat in range(-60, 90, 30):
            painter.drawLine(
                QLineF(self._rect.left(), -lat * SCALE, self._rect.right(), -lat * SCALE)
            )
        equator = QPen(QColor("#a9bfd1"), 0)
        painter.setPen(equator)
        painter.drawLine(QLineF(self._rect.left(), 0, self._rect.right(), 0))
        edge = QPen(QColor("#7b3fb5"), 2)
        edge.setCosmetic(True)
        edge.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(edge)
        painter.drawLine(
            QLineF(self._rect.left(), self._rect.top(), self._rect.left(), self._rect.bottom())
        )
        painter.drawLine(
            QLineF(self._rect.right(), self._rect.top(), self._rect.right(), self._rect.bottom())
        )


class PointItem(QGraphicsItem):
    """One point: a marker by kind, its name as a label, selection and token rings.

    Markers keep their size on screen. Rather than ``ItemIgnoresTransformations`` (which
    keeps items out of the scene's BSP index, so every paint and lookup would visit all of
    them), the item is scaled by ``unit[0]`` (scene units per pixel, a list shared by all
    the points of one scene), which the scene updates on zoom before calling ``rescale``.
    """

    def __init__(
        self, point_id: str, kind: str, name: str, x: float, y: float, unit: list[float]
    ) -> None:
        super().__init__()
        self.unit = unit
        self.point_id = point_id
        self.kind = kind
        self.name = name or point_id
        self.selected = False
        self.wrapped = False
        self.token = None  # None: no overlay; True/False: qualifies for a token (E2)
        self.distance: int | None = None
        self.overlay = False  # draw the distance from the rose (E2)
        self.problem: str | None = None  # "error" / "warning": a problem names the point
        self.heat: QColor | None = None  # a simulation's heat: a disc of that colour around it
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(10 if kind == "rose" else 5)
        self.setPos(x * SCALE, -y * SCALE)
        self._rect = self._compute_rect()

    def rescale(self) -> None:
        """Recompute the bounds after ``unit`` changed."""
        self.prepareGeometryChange()
        self._rect = self._compute_rect()

    def _compute_rect(self) -> QRectF:
        big = KIND_RADIUS[self.kind] + 8
        left, top, right, bottom = -big, -big, big, big
        if self.overlay:
            left, top = -big - 18, -big - 12
        u = self.unit[0]
        return QRectF(left * u, top * u, (right - left) * u, (bottom - top) * u)

    def boundingRect(self) -> QRectF:
        # Qt asks often (every paint, every index lookup): keep it computed.
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        u = self.unit[0]
        if not (self.overlay or self.selected or self.wrapped or self.problem
                or self.heat is not None) and self.kind != "rose" and not paints_vectors(painter):
            # The common case, one call: a dot of the kind's colour, drawn once into a pixmap.
            pixmap = _marker_pixmap(self.kind, painter.device().devicePixelRatioF())
            r = (KIND_RADIUS[self.kind] + 1) * u
            painter.drawPixmap(QRectF(-r, -r, 2 * r, 2 * r), pixmap, QRectF(pixmap.rect()))
            return
        painter.save()
        painter.scale(u, u)
        self._paint_pixels(painter)
        painter.restore()

    def _paint_pixels(self, painter: QPainter) -> None:
        r = KIND_RADIUS[self.kind]
        fill = KIND_COLOURS[self.kind]
        if self.token is False and self.kind == "green":
            fill = QColor("#a9c9b1")
        if self.heat is not None:
            painter.setPen(QPen(QColor(32, 32, 32, 160), 1))
            painter.setBrush(self.heat)
            painter.drawEllipse(QPointF(0, 0), r + 5, r + 5)
        if self.token:
            painter.setPen(QPen(_TOKEN, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 3, r + 3)
        if self.wrapped:
            painter.setPen(QPen(QColor("#7b3fb5"), 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 4.5, r + 4.5)
        painter.setPen(_MARKER_PEN)
        painter.setBrush(fill)
        if self.kind == "rose":
            star = QPolygonF(
                [
                    QPointF(0, -r),
                    QPointF(r * 0.28, -r * 0.28),
                    QPointF(r, 0),
                    QPointF(r * 0.28, r * 0.28),
                    QPointF(0, r),
                    QPointF(-r * 0.28, r * 0.28),
                    QPointF(-r, 0),
                    QPointF(-r * 0.28, -r * 0.28),
                ]
            )
            painter.drawPolygon(star)
        else:
            painter.drawEllipse(QPointF(0, 0), r, r)
        if self.problem:
            colour = PROBLEM_COLOURS[self.problem]
            painter.setPen(QPen(colour, 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 6, r + 6)
        if self.selected:
            painter.setPen(QPen(_SELECTED, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 2.5, r + 2.5)
        if self.overlay:
            painter.setFont(_distance_font())
            painter.setPen(_TOKEN_TEXT if self.token else _DISTANCE_TEXT)
            text = "∞" if self.distance is None else str(self.distance)
            painter.drawText(QPointF(-r - 12, -r - 2), text)


#: Side of the square tiles the paths are batched into, in scene units (a 8 x 4 grid on
#: the world): a big network draws tens of thousands of paths in a few dozen items.
PATH_TILE = 450.0
_PATH_PEN = QPen(QColor("#4a5560"), 1.4)
_PATH_PEN.setCosmetic(True)
_SELECTED_PATH_PEN = QPen(_SELECTED, 3.5)
_SELECTED_PATH_PEN.setCosmetic(True)


class PathRecord:
    """One path between two points: its index in ``pack.paths`` and its line (no scene item).

    The line is drawn by the ``PathTile`` holding the record.
    """

    __slots__ = ("index", "_line", "tile")

    def __init__(self, index: int, a: QPointF | None, b: QPointF | None, line=None) -> None:
        self.index = index
        self._line = QLineF(a, b) if line is None else line
        self.tile: PathTile | None = None

    def line(self) -> QLineF:
        """The path's line in scene coordinates (a copy)."""
        return QLineF(self._line)

    def setLine(self, line: QLineF) -> None:  # noqa: N802 - mirrors QGraphicsLineItem
        """Move the path's ends; its tile redraws where the line was and is."""
        old = QRectF(self._line.p1(), self._line.p2()).normalized()
        # In place: the tile's cached list of lines holds this very object.
        self._line.setPoints(line.p1(), line.p2())
        if self.tile is not None:
            self.tile.line_moved(old, self.sceneBoundingRect())

    def sceneBoundingRect(self) -> QRectF:  # noqa: N802 - mirrors QGraphicsItem
        """Bounds of the line in scene coordinates."""
        return QRectF(self._line.p1(), self._line.p2()).normalized()


def path_tile_key(x1: float, y1: float, x2: float, y2: float) -> tuple[int, int]:
    """The tile of a path from scene ``(x1, y1)`` to ``(x2, y2)``: the one holding its middle."""
    return int((x1 + x2) // (2 * PATH_TILE)), int((y1 + y2) // (2 * PATH_TILE))


class PathTile(QGraphicsItem):
    """The paths whose middles lie in one tile of the world, drawn in one ``drawLines`` call."""

    def __init__(self) -> None:
        super().__init__()
        self.records: list[PathRecord] = []
        self._lines: list[QLineF] | None = None
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def add(self, record: PathRecord) -> None:
        """Draw ``record`` in this tile."""
        record.tile = self
        self.records.append(record)
        self.lines_changed()

    def remove(self, record: PathRecord) -> None:
        """Stop drawing ``record``."""
        self.records.remove(record)
        record.tile = None
        self.lines_changed()

    def lines_changed(self) -> None:
        """Recompute the bounds after a line of the tile was added, removed or moved."""
        self.prepareGeometryChange()
        self._lines = None
        if not self.records:
            self._rect = QRectF()
            return
        xs = [c for r in self.records for c in (r._line.x1(), r._line.x2())]
        ys = [c for r in self.records for c in (r._line.y1(), r._line.y2())]
        self._rect = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(
            -1, -1, 1, 1
        )

    def line_moved(self, old: QRectF, new: QRectF) -> None:
        """Repaint the area a moved line left and entered; grow the bounds if it went out."""
        new = new.adjusted(-1, -1, 1, 1)
        if not self._rect.contains(new):
            self.prepareGeometryChange()
            self._rect = self._rect.united(new)
        self.update(old.united(new).adjusted(-2, -2, 2, 2))

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self._lines is None:
            self._lines = [r._line for r in self.records]
        painter.setPen(_PATH_PEN)
        painter.drawLines(self._lines)


def selected_path_item() -> QGraphicsLineItem:
    """The highlight drawn over the selected path (hidden while no path is selected)."""
    item = QGraphicsLineItem()
    item.setPen(_SELECTED_PATH_PEN)
    item.setZValue(2)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.setVisible(False)
    return item


class WrapItem(QGraphicsItem):
    """A wrap pair: a dashed stub from each point to its map edge, and an arrow through it."""

    def __init__(self, a: QPointF, b: QPointF, number: int, unit: list[float]) -> None:
        super().__init__()
        self.number = number
        self.unit = unit  # scene units per pixel, shared with the scene
        self.a = QPointF(a)
        self.b = QPointF(b)
        self.setZValue(0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_ends(self, a: QPointF, b: QPointF) -> None:
        self.prepareGeometryChange()
        self.a, self.b = QPointF(a), QPointF(b)

    def _edges(self) -> tuple[QPointF, QPointF]:
        left, right = WORLD.left() * SCALE, WORLD.right() * SCALE
        return QPointF(left, self.a.y()), QPointF(right, self.b.y())

    def boundingRect(self) -> QRectF:
        ea, eb = self._edges()
        r = QRectF(self.a, ea).normalized().united(QRectF(self.b, eb).normalized())
        pad = 40.0 * self.unit[0]
        return r.adjusted(-pad, -pad, pad, pad)

    def rescale(self) -> None:
        """Recompute the bounds after ``unit`` changed."""
        self.prepareGeometryChange()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        pen = QPen(QColor("#7b3fb5"), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        ea, eb = self._edges()
        painter.drawLine(QLineF(self.a, ea))
        painter.drawLine(QLineF(self.b, eb))
        # Arrow heads pointing out of the map at both edges: the path goes on at the other side.
        zoom = option.levelOfDetailFromTransform(painter.worldTransform()) or 1.0
        s = 8.0 / zoom
        painter.setBrush(QColor("#7b3fb5"))
        painter.setPen(Qt.PenStyle.NoPen)
        path = QPainterPath()
        path.addPolygon(QPolygonF([ea, ea + QPointF(s, -s * 0.7), ea + QPointF(s, s * 0.7)]))
        path.addPolygon(QPolygonF([eb, eb + QPointF(-s, -s * 0.7), eb + QPointF(-s, s * 0.7)]))
        painter.drawPath(path)
        # The pair's number beside both ends, so a reader sees which two points are one.
        painter.setPen(QColor("#7b3fb5"))
        painter.setFont(_distance_font())
        for end, dx in ((self.a, 10.0), (self.b, -30.0)):
            painter.save()
            painter.translate(end)
            painter.scale(1.0 / zoom, 1.0 / zoom)
            painter.drawText(QPointF(dx, 18.0), f"⇄{self.number}")
            painter.restore()


#: Order in which names claim room on screen: the rose first, plain points last.
LABEL_PRIORITY = {"rose": 0, "green": 1, "red": 2, "blue": 3, "plain": 4}
_LABEL_HALO = QColor(255, 255, 255, 215)
_PLAIN_LABEL_COLOUR = QColor("#5a6570")
#: Collision-grid cell of the label placer, in pixels.
_LABEL_CELL = 40.0


@lru_cache(maxsize=20000)
def _static_text(kind: str, name: str) -> QStaticText:
    text = QStaticText(name)
    text.setTextFormat(Qt.TextFormat.PlainText)
    text.prepare(QTransform(), label_font(kind))
    return text


@lru_cache(maxsize=20000)
def _label_size(kind: str, name: str) -> tuple[float, float, float]:
    metrics = _label_metrics(kind)
    return metrics.horizontalAdvance(name), metrics.height(), metrics.ascent()


def place_labels(
    points, obstacles, forced=(), limit: int = 1500, bounds=None, give_up: int = 200
):
    """Choose where each point's name goes so that no two names overlap (greedy).

    The points' side of ``app.widgets.labels.place_labels``: names claim room in the order
    rose, green, red, blue, plain (``LABEL_PRIORITY``), each at its first free place among
    right, left, above, below and the four corners of its marker; none may be covered, and
    a forced name that fits nowhere goes where the fewest boxes cover it (each counted once
    per 40-pixel grid cell it shares with the name: ``cover="cells"``).

    Args:
        points: ``(point_id, kind, name, px, py, radius)``: the marker's position and its
            radius (with any ring) in pixels.
        obstacles: boxes ``(x0, y0, x1, y1)`` in pixels no name may cover (the markers).
        forced: ids whose names are shown even where they overlap, placed first in this
            order (the selected point, the rose), where they cover the least.
        limit: at most this many candidates are tried (the most important kinds first).
        bounds: ``(width, height)`` of the view: names are kept inside it, or None.
        give_up: stop after this many names in a row found no room (a crowded view).

    Returns:
        ``{point_id: (dx, dy)}``: the text's baseline start relative to the marker, in
        pixels, for each name that found room; the others are not drawn.
    """
    ascents: dict[str, float] = {}
    boxes = []
    for pid, kind, name, px, py, radius in sorted(points, key=lambda p: LABEL_PRIORITY[p[1]]):
        w, h, ascent = _label_size(kind, name)
        ascents[pid] = ascent
        r = radius + 3
        # Right, left, above, below, then the four corners (clear of the point's own marker).
        candidates = (
            (r, -h / 2),
            (-r - w, -h / 2),
            (-w / 2, -r - h),
            (-w / 2, r),
            (r, -r - h),
            (-r - w, -r - h),
            (r, r),
            (-r - w, r),
        )
        boxes.append(LabelBox(pid, px, py, w, h, candidates))
    placed = place_boxes(
        boxes, obstacles, forced=forced, cover="cells", pad_x=1.0, limit=limit, give_up=give_up,
        bounds=bounds, cell=_LABEL_CELL,
    )
    return {pid: (dx, dy + ascents[pid]) for pid, (dx, dy) in placed.items()}


class LabelLayer(QGraphicsItem):
    """The names of the points, in pixels beside their markers, each on a light halo.

    The scene decides which names have room (``place_labels``) for the view shown and
    hands them over with ``set_labels``; the layer only draws them.
    """

    def __init__(self, rect: QRectF, unit: list[float]) -> None:
        super().__init__()
        self.unit = unit  # scene units per pixel, shared with the scene
        self._rect = QRectF(rect)
        self.labels: dict[str, tuple[QPointF, str, str, float, float]] = {}
        self.setZValue(Z_LABELS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Paint only the names near the exposed area (a drag repaints a small rectangle).
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def set_labels(self, labels: dict[str, tuple[QPointF, str, str, float, float]]) -> None:
        """Draw these names: ``{point_id: (scene position, kind, name, dx, dy)}``."""
        self.labels = labels
        self.update()

    def move_point(self, point_id: str, pos: QPointF) -> None:
        """Keep a shown name beside its point while the point is dragged."""
        label = self.labels.get(point_id)
        if label is not None:
            self.update(self._label_rect(label))
            self.labels[point_id] = label = (QPointF(pos), *label[1:])
            self.update(self._label_rect(label))

    def _label_rect(self, label) -> QRectF:
        """The scene rectangle a name covers (with its halo), to repaint only that."""
        pos, kind, name, dx, dy = label
        w, h, ascent = _label_size(kind, name)
        u = self.unit[0]
        return QRectF(pos.x() + (dx - 3) * u, pos.y() + (dy - ascent - 3) * u, (w + 6) * u, (h + 6) * u)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if not self.labels:
            return
        t = painter.worldTransform()
        u = self.unit[0]
        exposed = option.exposedRect
        if painter.hasClipping():  # a picture of part of the board (a card's inset, a sheet)
            exposed = exposed.intersected(painter.clipBoundingRect())
        near = exposed.adjusted(-300 * u, -40 * u, 300 * u, 40 * u)
        shown = [label for label in self.labels.values() if near.contains(label[0])]
        painter.save()
        painter.resetTransform()
        for kind in LABEL_PRIORITY:
            painter.setFont(label_font(kind))
            ascent = _label_metrics(kind).ascent()
            texts = [
                (t.map(pos) + QPointF(dx, dy - ascent), _static_text(k, name))
                for pos, k, name, dx, dy in shown
                if k == kind
            ]
            if not texts:
                continue
            if paints_vectors(painter):  # a print: each name once, as text, on a stroked halo
                colour = _PLAIN_LABEL_COLOUR if kind == "plain" else _LABEL_COLOUR
                for at, text in texts:
                    draw_halo_text(painter, at + QPointF(0, ascent), text.text(),
                                   label_font(kind), colour, _LABEL_HALO)
                continue
            # Static texts are laid out once; each is drawn 4 times in white for its halo.
            painter.setPen(_LABEL_HALO)
            for at, text in texts:
                for ox, oy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                    painter.drawStaticText(at + QPointF(ox, oy), text)
            painter.setPen(_PLAIN_LABEL_COLOUR if kind == "plain" else _LABEL_COLOUR)
            for at, text in texts:
                painter.drawStaticText(at, text)
        painter.restore()
