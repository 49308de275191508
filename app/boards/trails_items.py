"""Scene items of the Trails board (``TrailsScene``): hexes, the path ring, hex points, outlines.

Geometry: pointy-top hexes of circumradius ``HEX_SIZE`` scene units; axial ``(q, r)`` maps
to the centre ``(HEX_SIZE * sqrt(3) * (q + r / 2), HEX_SIZE * 1.5 * r)`` (y down).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QStyleOptionGraphicsItem,
)

from app.boards.base import Z_MARKS
from content import hexgrid

#: Circumradius of a hex in scene units.
HEX_SIZE = 40.0
_SQRT3 = math.sqrt(3.0)
#: Zoom (scene units per pixel) from which the 7 points of each hex are drawn (T7).
POINTS_MIN_ZOOM = 1.1


def hex_centre(q: int, r: int) -> QPointF:
    """Scene position of the centre of hex ``(q, r)``."""
    return QPointF(*hexgrid.hex_centre(q, r, HEX_SIZE))


def cell_at(x: float, y: float) -> tuple[int, int]:
    """The axial cell whose hex contains scene point ``(x, y)`` (cube rounding)."""
    qf = (_SQRT3 / 3.0 * x - y / 3.0) / HEX_SIZE
    rf = (2.0 / 3.0 * y) / HEX_SIZE
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


def cells_bounds(cells) -> QRectF:
    """The scene rectangle holding the hexes of ``cells`` (at least one cell)."""
    twice_x = [2 * q + r for q, r in cells]  # centre x is HEX_SIZE * sqrt(3) * (2q + r) / 2
    rs = [r for _, r in cells]
    half_w = HEX_SIZE * _SQRT3 / 2
    x0, x1 = min(twice_x) * half_w, max(twice_x) * half_w
    y0, y1 = min(rs) * HEX_SIZE * 1.5, max(rs) * HEX_SIZE * 1.5
    return QRectF(x0 - HEX_SIZE, y0 - HEX_SIZE, x1 - x0 + 2 * HEX_SIZE, y1 - y0 + 2 * HEX_SIZE)


def hex_corners(size: float = HEX_SIZE) -> list[QPointF]:
    """The 6 corners of a pointy-top hex centred on the origin, clockwise from the top."""
    return [
        QPointF(size * math.cos(math.radians(a)), size * math.sin(math.radians(a)))
        for a in (-90, -30, 30, 90, 150, 210)
    ]


_POLYGON = QPolygonF(hex_corners())
#: The outline of a hex, and none (zoomed far out).
OUTLINE = QPen(QColor("#3d3d3d"), 0)
NO_OUTLINE = QPen(Qt.PenStyle.NoPen)
#: Hexes smaller than this circumradius on screen (pixels) are drawn without outlines.
OUTLINE_MIN_PIXELS = 9.0


#: Background of a hatched (random terrain) hex, under the hatch lines.
RANDOM_BACKGROUND = QColor("#f4f1ea")
#: Colour of the hatch lines of a random terrain hex.
RANDOM_HATCH = QColor("#b9b2a3")


def random_brush() -> QBrush:
    """The hatched brush of a hex whose terrain is drawn at setup (null terrain, T8).

    A Qt pattern brush: patterns are cosmetic (drawn in device pixels), so the hatch stays
    crisp at every zoom instead of a scaled, pixelated texture. ``HexItem`` paints
    ``RANDOM_BACKGROUND`` under it.
    """
    return QBrush(RANDOM_HATCH, Qt.BrushStyle.BDiagPattern)


class HexItem(QGraphicsPolygonItem):
    """One hex of the board; ``index`` is its index in ``board.hexes``.

    A pattern (random terrain) brush gets an opaque background: a child polygon stacked
    behind the hex, made when such a brush is set. The hex itself has no Python ``paint``,
    so Qt draws the many plain hexes of a large board without calling into Python.
    """

    def __init__(self, index: int, q: int, r: int, brush: QBrush) -> None:
        super().__init__(_POLYGON)
        self.index = index
        self.cell = (q, r)
        self._background: QGraphicsPolygonItem | None = None
        self.setPos(hex_centre(q, r))
        self.setPen(OUTLINE)
        self.setBrush(brush)

    def setBrush(self, brush) -> None:  # noqa: N802 (Qt's name)
        super().setBrush(brush)
        patterned = QBrush(brush).style() == Qt.BrushStyle.BDiagPattern
        if patterned and self._background is None:
            back = QGraphicsPolygonItem(_POLYGON, self)
            back.setPen(NO_OUTLINE)
            back.setBrush(RANDOM_BACKGROUND)
            back.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
            back.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._background = back
        elif self._background is not None:
            self._background.setVisible(patterned)

class RingItem(QGraphicsPathItem):
    """The path ring (T8): a closed line through the centres of the outer hexes, in order."""

    def __init__(self) -> None:
        super().__init__()
        pen = QPen(QColor(120, 70, 30, 170), 5)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_ring(self, cells: list[tuple[int, int]]) -> None:
        """Draw the ring through ``cells`` (ring order), with a dot on its first hex."""
        path = QPainterPath()
        if cells:
            path.moveTo(hex_centre(*cells[0]))
            for c in cells[1:]:
                path.lineTo(hex_centre(*c))
            path.closeSubpath()
            path.addEllipse(hex_centre(*cells[0]), 6, 6)
        self.setPath(path)


class HexPointsItem(QGraphicsItem):
    """The 7 points of every hex (6 corners, the centre; T7), drawn only when zoomed in."""

    def __init__(self) -> None:
        super().__init__()
        self._cells: list[tuple[int, int]] = []
        self._rect = QRectF()
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def set_cells(self, cells: list[tuple[int, int]]) -> None:
        """Show the points of these cells."""
        self.prepareGeometryChange()
        self._cells = list(cells)
        self._rect = cells_bounds(cells) if cells else QRectF()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        zoom = option.levelOfDetailFromTransform(painter.worldTransform())
        if zoom < POINTS_MIN_ZOOM:
            return
        exposed = option.exposedRect.adjusted(-HEX_SIZE, -HEX_SIZE, HEX_SIZE, HEX_SIZE)
        corners = hex_corners()
        rc = 2.5 / zoom * 1.6
        # The centre dot is white with a dark ring, so it shows on light and dark hexes alike.
        centre_pen = QPen(QColor(40, 40, 40, 220), 1.5)
        centre_pen.setCosmetic(True)
        corner, centre = QColor(40, 40, 40, 200), QColor(255, 255, 255, 230)
        for q, r in self._cells:
            c = hex_centre(q, r)
            if not exposed.contains(c):
                continue
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(corner)
            for k in corners:
                painter.drawEllipse(c + k, rc, rc)
            painter.setPen(centre_pen)
            painter.setBrush(centre)
            painter.drawEllipse(c, rc * 1.3, rc * 1.3)


class OutlineItem(QGraphicsPolygonItem):
    """A thick outline around one hex: the selection, a problem's hex, or the hover cell."""

    def __init__(self, colour: str, width: float = 3.0, dashed: bool = False) -> None:
        super().__init__(QPolygonF(hex_corners(HEX_SIZE - 2)))
        pen = QPen(QColor(colour), width)
        pen.setCosmetic(True)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setZValue(Z_MARKS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_cell(self, cell: tuple[int, int] | None) -> None:
        """Put the outline on ``cell`` or hide it."""
        self.cell = cell
        self.setVisible(cell is not None)
        if cell is not None:
            self.setPos(hex_centre(*cell))


class HeatHexItem(QGraphicsPolygonItem):
    """A hex filled with its heat colour (``MARK_HEAT``), over the terrain and under the path
    ring, the points and the outlines; removed when the heat is cleared."""

    #: Inside the board band: over the hexes (z 0), under the ring (2) and the points (3).
    Z = 1.0

    def __init__(self, cell: tuple[int, int], colour: QColor) -> None:
        super().__init__(_POLYGON)
        self.cell = cell
        self.setPos(hex_centre(*cell))
        self.setPen(OUTLINE)
        fill = QColor(colour)
        fill.setAlpha(235)
        self.setBrush(fill)
        self.setZValue(self.Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

