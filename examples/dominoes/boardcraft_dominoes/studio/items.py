"""How a domino tile is drawn: one item class for the board scene, the playtest's hand, the
legend and the print-and-play sheets."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem

#: The side of a tile's half, in scene units: a tile is 2U by U.
U = 36.0

#: Pip positions on a half's 3 x 3 grid (column, row), for 0 to 9 pips.
PIP_LAYOUT: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
    7: ((0, 0), (0, 1), (0, 2), (1, 1), (2, 0), (2, 1), (2, 2)),
    8: ((0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)),
    9: tuple((c, r) for c in range(3) for r in range(3)),
}


def paint_tile(p: QPainter, rect: QRectF, a: int, b: int, *, face: QColor, pips: QColor,
               back: QColor, face_up: bool = True, outline: QColor | None = None,
               tint: QColor | None = None) -> None:
    """Draw the tile ``a``-``b`` into ``rect`` (its long side horizontal when ``rect`` is
    wider than high: ``a`` left, else ``a`` on top), or its back when not ``face_up``."""
    radius = min(rect.width(), rect.height()) * 0.14
    pen = QPen(outline or QColor("#3b3b3b"), 3.0 if outline is not None else 1.2)
    p.setPen(pen)
    p.setBrush(tint if tint is not None and face_up else (face if face_up else back))
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    if not face_up:
        return
    wide = rect.width() >= rect.height()
    if wide:
        halves = (QRectF(rect.x(), rect.y(), rect.width() / 2, rect.height()),
                  QRectF(rect.center().x(), rect.y(), rect.width() / 2, rect.height()))
        p.setPen(QPen(pips, 1.4))
        p.drawLine(QPointF(rect.center().x(), rect.y() + 5),
                   QPointF(rect.center().x(), rect.bottom() - 5))
    else:
        halves = (QRectF(rect.x(), rect.y(), rect.width(), rect.height() / 2),
                  QRectF(rect.x(), rect.center().y(), rect.width(), rect.height() / 2))
        p.setPen(QPen(pips, 1.4))
        p.drawLine(QPointF(rect.x() + 5, rect.center().y()),
                   QPointF(rect.right() - 5, rect.center().y()))
    for n, half in zip((a, b), halves, strict=True):
        _paint_pips(p, half, n, pips)


def _paint_pips(p: QPainter, half: QRectF, n: int, colour: QColor) -> None:
    side = min(half.width(), half.height())
    if n not in PIP_LAYOUT:
        font = QFont()
        font.setPixelSize(max(6, int(side * 0.55)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(colour)
        p.drawText(half, Qt.AlignmentFlag.AlignCenter, str(n))
        return
    step = side * 0.28
    r = side * 0.09
    c = half.center()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    for col, row in PIP_LAYOUT[n]:
        p.drawEllipse(QPointF(c.x() + (col - 1) * step, c.y() + (row - 1) * step), r, r)


class DominoItem(QGraphicsItem):
    """One tile on a board scene: ``a`` on the left (or on top when ``vertical``).

    Attributes:
        key: the scene's key of the tile (``("tile", index)``) or None (a tile of the line).
        text: what a person reads on it ("3-5"), "" when face down.
    """

    def __init__(self, a: int, b: int, colours, *, vertical: bool = False, face_up: bool = True,
                 key=None) -> None:
        super().__init__()
        self.a, self.b = a, b
        self.colours = colours  # (face, pips, back) as QColor
        self.vertical = vertical
        self.face_up = face_up
        self.key = key
        self.selected_mark = False
        self.heat: float | None = None
        self.text = f"{min(a, b)}-{max(a, b)}" if face_up else ""
        if face_up:
            self.setToolTip(self.text)

    def boundingRect(self) -> QRectF:
        w, h = (U, 2 * U) if self.vertical else (2 * U, U)
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        from app.boards.heat import heat_colour

        face, pips, back = self.colours
        tint = heat_colour(self.heat) if self.heat is not None else None
        paint_tile(painter, self.boundingRect(), self.a, self.b, face=face, pips=pips,
                   back=back, face_up=self.face_up,
                   outline=QColor("#ff8c00") if self.selected_mark else None, tint=tint)


def colours_of(pack) -> tuple[QColor, QColor, QColor]:
    """The pack's (face, pips, back) colours."""
    t = pack.tiles
    return QColor(t.face), QColor(t.pips), QColor(t.back)


def tile_pixmap(pack, a: int, b: int, *, face_up: bool = True, height: int = 30,
                vertical: bool = False) -> QPixmap:
    """A picture of one tile (the playtest's hand buttons, the legend)."""
    ratio = 2.0
    w, h = (height, 2 * height) if vertical else (2 * height, height)
    pixmap = QPixmap(int(w * ratio), int(h * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    face, pips, back = colours_of(pack)
    paint_tile(painter, QRectF(0, 0, w, h), a, b, face=face, pips=pips, back=back,
               face_up=face_up)
    painter.end()
    return pixmap
