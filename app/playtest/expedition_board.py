"""Expedition's playtest table: the arrow network with the expeditions on it, tokens, market,
hand and tickets.

The board is the editors' ``ExpeditionScene`` in a ``MapCanvas``, fitted to the points; the
pieces are overlays (``Z_PIECES``): each colour's arrows along its trail (side by side where
colours share a path, each with its arrowhead), each colour's head (where its next arrow
leaves from, E3), and the tokens in their seat's colour (E2, E6). Under the map: the seats
(score so far by E14, cards, tickets, tokens), the market and the deck, the hand of the
person at the device with the cards they reached, and the action panel of the step.

Gestures, each made into a move from its JSON form (``game.move_from_json``); the board never
decides what is legal, it highlights what ``table.legal`` holds and hands any attempt to
``move_chosen`` (the window shows a refused move's rule):

- placement (E2): click a highlighted point (one of your cards' points), or the hand card;
- an arrow (E3, E4, E7, E9, E10): click the next point, highlighted with a dashed line from
  each head that can reach it; when several colours (or two paths) lead there, the panel
  lists them as buttons, and a second click on the point takes the first;
- a loop's restart (E9): click one of the ringed points the colour has visited;
- tickets (E11) are buttons with their three uses: one more arrow, take back the last arrow
  of a colour, swap a card; a swap's drawn cards are buttons ("Take Lima"), then a click on
  the hand card to give up; "End turn" is a button.

Hidden information (A8): only the hands (and a swap's drawn cards) of ``table.private``
seats are drawn; other seats show their card counts. No text on the board names a point
except the cards the viewer may see (their hand, the market, every laid card): tooltips of
heads, tokens and highlights say what they are, not where.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.boards.base import Z_PIECES
from app.boards.expedition_scene import ExpeditionScene
from app.cards.deck import CardFaces, CardLook, card_looks
from app.i18n import translate
from app.playtest.base import CanvasBoard, Table
from app.playtest.table_parts import (
    LEGAL,
    PENDING,
    ActionPanel,
    SeatsPanel,
    contrast_ratio,
    phase_header,
    seat_colour,
    set_text,
    text_on,
)

_DARK = QColor(25, 25, 25, 235)
#: Pixels of a card button a millimetre of the printed card (its corner radius).
_PX_PER_MM = 2.5
#: Pixels between the arrows of two colours on one path.
_LANE_PX = 4.0
#: Delay before the names are placed again after a zoom or a scroll (ms).
_LABEL_DELAY_MS = 120
#: Map units (degrees) kept around the points when the board is fitted.
_FIT_MARGIN_DEG = 6.0
_CARD_COLUMNS = 6


def _plural(n: int, one: str, many: str) -> str:
    """``one`` or ``many`` (translated templates with ``{n}``) for ``n``."""
    return (one if n == 1 else many).format(n=n)


# ------------------------------------------------------------------------------ scene items


class ArrowPieceItem(QGraphicsItem):
    """One arrow of a colour: a line in the colour's lane of its path, with an arrowhead.

    ``a`` and ``b`` are the scene positions it runs from and to; ``lane`` is the colour's
    offset from the path's middle, in lanes of ``_LANE_PX`` pixels.
    """

    def __init__(self, colour: QColor, a: QPointF, b: QPointF, lane: float,
                 unit: list[float]) -> None:
        super().__init__()
        self.colour = colour
        self.a, self.b = a, b
        self.lane = lane
        self.unit = unit
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._bounds = QRectF(a, b).normalized()
        self._rect = QRectF()
        self.rescale()

    def rescale(self) -> None:
        """Recompute the bounds after the view's zoom (``unit``) changed."""
        self.prepareGeometryChange()
        m = 14.0 * self.unit[0]
        self._rect = self._bounds.adjusted(-m, -m, m, m)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        u = self.unit[0]
        a, b = self.a, self.b
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(dx, dy)
        if length == 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ux, uy = dx / length, dy / length
        # the lane is on one side of the path whichever way the arrow runs
        sx, sy = (-uy, ux) if (dx, dy) > (0, 0) else (uy, -ux)
        off = self.lane * _LANE_PX * u
        a2 = QPointF(a.x() + sx * off, a.y() + sy * off)
        b2 = QPointF(b.x() + sx * off, b.y() + sy * off)
        line = QLineF(a2, b2)
        tip = QPointF(a2.x() + dx * 0.62, a2.y() + dy * 0.62)
        size = 6.5 * u
        back = QPointF(tip.x() - ux * size * 1.6, tip.y() - uy * size * 1.6)
        head = QPolygonF([
            tip,
            QPointF(back.x() - uy * size, back.y() + ux * size),
            QPointF(back.x() + uy * size, back.y() - ux * size),
        ])
        casing = QPen(QColor(255, 255, 255, 230), 5.5, Qt.PenStyle.SolidLine,
                      Qt.PenCapStyle.RoundCap)
        casing.setCosmetic(True)
        painter.setPen(casing)
        painter.drawLine(line)
        pen = QPen(self.colour, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.drawLine(line)
        rim = QPen(QColor(255, 255, 255), 1.2)
        rim.setCosmetic(True)
        painter.setPen(rim)
        painter.setBrush(self.colour)
        painter.drawPolygon(head)


class _PixelItem(QGraphicsItem):
    """An item drawn in pixels at a scene position, whatever the zoom."""

    def __init__(self, radius: float) -> None:
        super().__init__()
        self.radius = radius
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self.radius + 3
        return QRectF(-r, -r, 2 * r, 2 * r)


class HeadItem(_PixelItem):
    """A colour's head (E3): a pin beside its point, full while the colour has arrows left."""

    def __init__(self, colour: QColor, offset: QPointF, has_arrows: bool) -> None:
        super().__init__(7.0)
        self.colour = colour
        self.offset = offset
        self.has_arrows = has_arrows

    def boundingRect(self) -> QRectF:
        r = self.radius + 3
        o = self.offset
        return QRectF(min(o.x() - r, -2), min(o.y() - r, -2), abs(o.x()) + 2 * r + 4,
                      abs(o.y()) + 2 * r + 4).united(QRectF(o.x() - r, o.y() - r, 2 * r, 2 * r))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(_DARK, 1.6))
        painter.drawLine(QPointF(0, 0), self.offset)
        painter.setPen(QPen(QColor("#ffffff"), 2.2))
        painter.setBrush(self.colour if self.has_arrows else QColor("#ffffff"))
        painter.drawEllipse(self.offset, self.radius, self.radius)
        painter.setPen(QPen(_DARK, 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(self.offset, self.radius + 1.2, self.radius + 1.2)


class TokenItem(_PixelItem):
    """A seat's token on a point (E2): a square of the seat's colour with its number."""

    def __init__(self, seat: int) -> None:
        super().__init__(8.0)
        self.seat = seat

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, 20, 20)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(3, 3, 14, 14)
        painter.setPen(QPen(QColor("#ffffff"), 2.0))
        painter.setBrush(seat_colour(self.seat))
        painter.drawRoundedRect(rect, 3, 3)
        painter.setPen(QPen(_DARK, 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 4, 4)
        font = QFont(painter.font())
        font.setPixelSize(10)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(text_on(seat_colour(self.seat))))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.seat + 1))


class RingItem(_PixelItem):
    """A ring on a point a legal move leads to (with a white halo, to show on any colour)."""

    def __init__(self, colour: str, radius: float = 10.5, width: float = 3.0) -> None:
        super().__init__(radius + width)
        self.colour = QColor(colour)
        self.ring = radius
        self.width = width

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 230), self.width + 2.2))
        painter.drawEllipse(QPointF(0, 0), self.ring, self.ring)
        painter.setPen(QPen(self.colour, self.width))
        painter.drawEllipse(QPointF(0, 0), self.ring, self.ring)


class WayItem(QGraphicsItem):
    """A dashed line from a head to a point a legal arrow of that colour reaches."""

    def __init__(self, a: QPointF, b: QPointF, colour: QColor, bold: bool,
                 unit: list[float]) -> None:
        super().__init__()
        self.line = QLineF(a, b)
        self.colour = colour
        self.bold = bold
        self.unit = unit
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        m = 8.0 * self.unit[0]
        return QRectF(self.line.p1(), self.line.p2()).normalized().adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = 3.4 if self.bold else 2.4
        halo = QPen(QColor(255, 255, 255, 200), width + 2.4)
        halo.setCosmetic(True)
        painter.setPen(halo)
        painter.drawLine(self.line)
        pen = QPen(self.colour, width, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap)
        pen.setCosmetic(True)
        pen.setDashPattern([2.2, 1.6])
        painter.setPen(pen)
        painter.drawLine(self.line)


# ------------------------------------------------------------------------------ widgets


class CardButton(QPushButton):
    """A destination card (in the market or a hand): its point's name; ``card`` is its id.
    Where the pack lays out destination cards, the button shows the card as the card painter
    draws it (its ``face``, at most ``FACE_SIZE`` pixels) over the name, and is ``FACE_HEIGHT``
    pixels high."""

    #: The height of a button, without and with a card face.
    HEIGHT, FACE_HEIGHT = 26, 64
    #: The largest card face a button shows (pixels high, wide).
    FACE_SIZE = (32, 60)

    def __init__(self) -> None:
        super().__init__()
        self.card = ""
        self.full_text = ""
        self._look: tuple = ()
        self._face: QPixmap | None = None
        self.setFixedHeight(self.HEIGHT)
        self.setMinimumWidth(72)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        font = QFont(self.font())
        font.setPointSizeF(8.0)
        font.setBold(True)
        self.setFont(font)
        bold_small, small = QFont(font), QFont(font)
        bold_small.setPointSizeF(7.0)
        small.setPointSizeF(7.0)
        small.setBold(False)
        self._smaller = (bold_small, small)  # tried in turn for a name too long for one line
        self._text_font, self._text_flags = font, int(Qt.AlignmentFlag.AlignCenter)
        self._fitted: tuple[str, int, int] | None = None

    def show_card(self, card: str, text: str, tip: str, highlight: str = "",
                  token: bool = False, look: CardLook | None = None,
                  face: QPixmap | None = None) -> None:
        """Show ``text`` (smaller on two lines when it is too long for one, elided only
        when even that cannot hold it; ``tip`` names it in full); ``look`` is the card as
        the pack's destination card layout has the card painter draw it (else the hand's
        own pale green), ``face`` the card painter's drawing of it, shown over the name
        (None: the name alone)."""
        self.card = card
        self.full_text = text
        if face is not self._face:
            if (face is None) != (self._face is None):
                self.setFixedHeight(self.FACE_HEIGHT if face is not None else self.HEIGHT)
            self._face = face
            self.update()
        self._elide()
        if self.toolTip() != tip:
            self.setToolTip(tip)
        look = (highlight, token, look.colour if look else "", look.radius_mm * _PX_PER_MM if look else 5.0)
        if look != self._look:
            self._look = look
            self.update()

    def paintEvent(self, event) -> None:
        # Painted, not styled: a style sheet per card would be polished again at every
        # change of its highlight (a dozen cards change at once on a swap).
        highlight, token, colour, radius = self._look or ("", False, "", 5.0)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = 3.0 if highlight else 1.0
        rect = QRectF(self.rect()).adjusted(width / 2 + 0.5, width / 2 + 0.5,
                                            -width / 2 - 0.5, -width / 2 - 0.5)
        if colour:
            bg = QColor(colour).darker(115) if self.isDown() else QColor(colour)
        else:
            bg = QColor("#b9e2c5" if self.isDown() else "#c6ece8" if token else "#d8f0df")
        painter.setPen(QPen(QColor(highlight or "#2c6b3f"), width))
        painter.setBrush(bg)
        painter.drawRoundedRect(rect, radius, radius)
        if highlight and contrast_ratio(highlight, bg) < 2.0:
            # A layout's card as green as the highlight: a white ring inside keeps it seen.
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inner = rect.adjusted(2.2, 2.2, -2.2, -2.2)
            painter.drawRoundedRect(inner, max(0.0, radius - 2), max(0.0, radius - 2))
        text = rect.adjusted(2, 0, -2, 0)
        if self._face is not None:
            # The card face centred at the top, the name under it.
            size = self._face.deviceIndependentSize()
            top = 3.0 + (1 if self.isDown() else 0)
            left = round(rect.center().x() - size.width() / 2)
            painter.drawPixmap(QPointF(left, top), self._face)
            painter.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(left - 0.5, top - 0.5, size.width() + 1,
                                           size.height() + 1), 2.0, 2.0)
            text.setTop(top + size.height() + 1)
        painter.setPen(QColor(text_on(colour) if colour else "#153d22"))
        painter.setFont(self._text_font)
        painter.drawText(text, self._text_flags, self.text())

    def face(self) -> QPixmap | None:
        """The card face the button shows (None: the name alone)."""
        return self._face

    def _text_room(self) -> int:
        """The height (pixels) the name has: the button's, less a card face over it."""
        if self._face is None:
            return self.height() - 2
        return self.height() - 6 - round(self._face.deviceIndependentSize().height())

    def highlighted(self) -> str:
        """The colour of the highlight ("" when a click on it is not a legal move)."""
        return self._look[0] if self._look else ""

    def _elide(self) -> None:
        """Fit the name: in the card's font on one line; else smaller (bold, then regular)
        on one or two lines if every word fits ("Johannesburg", "Addis Ababa"); else the
        smallest, elided."""
        room = max(20, self.width() - 8)
        high = self._text_room()
        if (self.full_text, room, high) == self._fitted:
            return  # the same name in the same room: fitted already (every render asks)
        self._fitted = (self.full_text, room, high)
        text, font, flags = self.full_text, self.font(), int(Qt.AlignmentFlag.AlignCenter)
        if self.fontMetrics().horizontalAdvance(text) > room:
            wrap = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            words = text.split() or [text]
            for font in self._smaller:
                metrics = QFontMetrics(font)
                lines = metrics.boundingRect(QRect(0, 0, room, 200), wrap, text)
                if (max(metrics.horizontalAdvance(w) for w in words) <= room
                        and lines.height() <= high):
                    flags = wrap
                    break
            else:
                text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        if (font, flags) != (self._text_font, self._text_flags):
            self._text_font, self._text_flags = font, flags
            self.update()
        if self.text() != text:
            self.setText(text)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()


# ------------------------------------------------------------------------------ the board


class ExpeditionBoard(CanvasBoard):
    """The Expedition table of a playtest (see the module docstring)."""

    def __init__(self, game: Any, pack: Any, parent: QWidget | None = None) -> None:
        super().__init__(game, pack, ExpeditionScene, "expedition", parent)
        self._unit = [1.0]  # scene units per pixel, shared by the pieces sized in pixels
        self._pieces: list[QGraphicsItem] = []
        self._marks: list[QGraphicsItem] = []
        self._pieces_key: tuple | None = None
        self._targets: dict[int, list[dict]] = {}  # node -> the legal arrows to it
        self._pending: dict | None = None  # a point with several legal arrows to it
        self._take: str = ""  # the drawn card chosen in a swap, waiting for the card given
        self._faces = CardFaces(*CardButton.FACE_SIZE)  # the cards' faces, painted once
        self._fitted = False
        self._labels_timer = QTimer(self)
        self._labels_timer.setSingleShot(True)
        self._labels_timer.timeout.connect(self._place_labels)
        for bar in (self.canvas.horizontalScrollBar(), self.canvas.verticalScrollBar()):
            bar.valueChanged.connect(lambda _v: self._labels_timer.start(_LABEL_DELAY_MS))
        self._index_pack()
        self._build_ui()

    # ------------------------------------------------------------------ layout

    def _build_ui(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(8, 6, 8, 6)
        root.setSpacing(6)
        self.phase_label = phase_header()
        root.addWidget(self.phase_label)
        self.canvas.setMinimumSize(420, 260)
        root.addWidget(self.canvas, 1)
        self._bottom = QWidget()
        bottom = QHBoxLayout(self._bottom)
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.setSpacing(8)
        self._seats = SeatsPanel(self._seat_swatch, compact=True)
        bottom.addWidget(self._seats)
        bottom.addWidget(self._build_cards_box(), 1)
        self._actions = ActionPanel(self._emit, compact=True, dim_unlit=True)
        self.action_title = self._actions.title
        self.action_text = self._actions.text
        self.action_hint = self._actions.hint
        bottom.addWidget(self._actions)
        root.addWidget(self._bottom)

    @staticmethod
    def _seat_swatch(seat: int) -> QLabel:
        """A seat's numbered square in its tokens' colour."""
        swatch = QLabel(str(seat + 1))
        swatch.setFixedSize(18, 18)
        swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        colour = seat_colour(seat)
        swatch.setStyleSheet(f"background: {colour.name()}; color: {text_on(colour)}; "
                             "border: 1px solid #222; border-radius: 3px; font-weight: bold;"
                             " font-size: 8pt;")
        return swatch

    def _build_cards_box(self) -> QWidget:
        box = QFrame()
        box.setObjectName("cards_box")
        box.setStyleSheet("#cards_box { background: #f6f4ef; border: 1px solid #d8d2c4; "
                          "border-radius: 6px; }")
        layout = QVBoxLayout(box)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        self.market_title = QLabel(translate("ExpeditionBoard", "Market"))
        self.market_title.setObjectName("market_title")
        self.market_title.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.market_title)
        self._market_grid = QGridLayout()
        self._market_grid.setSpacing(4)
        layout.addLayout(self._market_grid)
        self.market_cards: list[CardButton] = []
        self.hand_title = QLabel(translate("ExpeditionBoard", "Hand"))
        self.hand_title.setObjectName("hand_title")
        self.hand_title.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.hand_title)
        self._hand_grid = QGridLayout()
        self._hand_grid.setSpacing(4)
        layout.addLayout(self._hand_grid)
        self.hand_cards: list[CardButton] = []
        self.reached_label = QLabel()
        self.reached_label.setObjectName("reached")
        self.reached_label.setWordWrap(True)
        self.reached_label.setStyleSheet("color: #35503c; font-size: 9pt;")
        layout.addWidget(self.reached_label)
        layout.addStretch(1)
        return box

    # ------------------------------------------------------------------ the pack

    def _index_pack(self) -> None:
        pack = self.pack
        b = self.game.board
        names = {p.id: p.name or p.id for p in pack.points}
        self._card_point = {c.id: c.point for c in pack.cards}
        self._card_name = {c.id: names.get(c.point, c.point) for c in pack.cards}
        self._colours = [(c.id, c.name, c.display) for c in pack.colours]
        self._node_points: dict[int, list[str]] = {}
        for p in pack.points:
            node = b.node_of.get(p.id)
            if node is not None and self.scene.has_point(p.id):
                self._node_points.setdefault(node, []).append(p.id)
        pts = [self.scene.point_scene_pos(p.id) for p in pack.points
               if self.scene.has_point(p.id)]
        if pts:
            m = _FIT_MARGIN_DEG * 10.0
            xs, ys = [p.x() for p in pts], [p.y() for p in pts]
            self._fit_rect = QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m,
                                    max(ys) - min(ys) + 2 * m)
        else:
            self._fit_rect = self.scene.map_rect()

    def set_pack(self, pack: Any, game: Any) -> None:
        super().set_pack(pack, game)
        self.scene.set_pack(pack)
        self._index_pack()
        self._pieces_key = None
        for item in self._pieces:  # the points may have moved: every piece is placed again
            self.scene.remove_overlay(item)
        self._pieces = []
        self._auto_fit = True
        self.refit_soon()

    # ------------------------------------------------------------------ view

    def fit_rect(self) -> QRectF:
        return self._fit_rect

    def fitted(self) -> None:
        self._fitted = self.canvas.isVisible()
        self._labels_timer.start(0)

    def zoomed(self, zoom: float) -> None:
        self._unit[0] = 1.0 / max(zoom, 1e-6)
        for item in (*self._pieces, *self._marks):
            if isinstance(item, ArrowPieceItem):
                item.rescale()
            elif isinstance(item, WayItem):
                item.prepareGeometryChange()
        self._labels_timer.start(_LABEL_DELAY_MS)

    def _place_labels(self) -> None:
        if self.canvas.isVisible() and self._fitted:
            self.scene.place_labels(self.canvas)
        else:
            self.scene.clear_labels()

    # ------------------------------------------------------------------ helpers

    def _colour_name(self, colour_id: str) -> str:
        return next((name for cid, name, _d in self._colours if cid == colour_id), colour_id)

    def _colour_display(self, colour_id: str) -> str:
        return next((d for cid, _n, d in self._colours if cid == colour_id), "#444444")

    def _node(self, point_id: str) -> int:
        return self.game.board.node_of.get(point_id, -1)

    def node_scene_pos(self, node: int) -> QPointF:
        """Scene position of a node (of its first point, for a wrap pair)."""
        return self.scene.point_scene_pos(self._node_points[node][0])

    def point_view_pos(self, point_id: str):
        """Viewport position (pixels) of point ``point_id``: where a person clicks it."""
        return self.canvas.mapFromScene(self.scene.point_scene_pos(point_id))

    def _phase(self) -> str:
        return str(self.table.public.phase)

    def _ids(self, mask: int) -> list[str]:
        ids = self.game.board.card_ids
        return [ids[i] for i in range(mask.bit_length()) if mask >> i & 1]

    # ------------------------------------------------------------------ drawing

    def hidden_cards(self, state: Any, names: tuple[str, ...]) -> list[tuple[str, str]]:
        """Each hand, the deck (drawn at random, E5) and the cards put under it, in order
        (E11c), and a swap's offer: destination cards by their point's name."""
        points = {pt.id: pt.name for pt in self.pack.points}
        card = {c.id: points.get(c.point, c.point) for c in self.pack.cards}
        data = state.to_json()

        def listed(ids, keep_order=False) -> str:
            shown = [card.get(i, i) for i in ids]
            return (", ".join(shown) if keep_order else self.counted(shown)) or translate("ExpeditionBoard", "none")

        rows = [(translate("ExpeditionBoard", "{name}'s hand ({n})").format(name=names[k], n=len(h)), listed(h))
                for k, h in enumerate(data["hands"]) if k < len(names)]
        rows.append((translate("ExpeditionBoard", "Deck ({n})").format(n=len(data["deck"])), listed(data["deck"])))
        if data.get("bottom"):
            rows.append((translate("ExpeditionBoard", "Under the deck, in order ({n})").format(n=len(data["bottom"])),
                         listed(data["bottom"], keep_order=True)))
        if data.get("offer"):
            rows.append((translate("ExpeditionBoard", "Drawn for a swap"), listed(data["offer"], keep_order=True)))
        return rows

    def show_table(self, table: Table) -> None:
        if not self.same_decision(table):  # a half-done choice lasts while it waits
            self._pending = None
            self._take = ""
        self.table = table
        self._seats.ensure(table.public.players)
        self.index_legal(table)
        self._targets = {}
        for data in self._legal.get("arrow", ()):
            self._targets.setdefault(self._node(data["to"]), []).append(data)
        self._draw_pieces()
        self._draw_marks()
        self._show_header()
        self._show_seats()
        self._show_cards()
        self._show_action()
        self._keep_heights()

    def _keep_heights(self) -> None:
        """The texts over the map and the panels under it never shrink during a game: a panel
        a line shorter would resize the map, which then repaints whole (measured: most of the
        slow moves' time)."""
        label = self.phase_label
        width = label.width() if label.width() > 0 else label.sizeHint().width()
        for widget, height in ((label, label.heightForWidth(width)),
                               (self._bottom, self._bottom.sizeHint().height())):
            if height > widget.minimumHeight():
                widget.setMinimumHeight(height)

    def _draw_pieces(self) -> None:
        """Arrows, heads and tokens: only the pieces that changed are replaced (a new arrow
        repaints its own path, not the map)."""
        pub = self.table.public
        key = (pub.expeditions, pub.tokens, self.table.names)
        if key == self._pieces_key:
            return
        self._pieces_key = key
        b = self.game.board
        pos = self.scene.point_scene_pos
        n = len(pub.expeditions)
        wanted: dict[tuple, Any] = {}  # piece key -> a function making its item
        heads_at: dict[int, list[int]] = {}
        for c, e in enumerate(pub.expeditions):
            display = self._colours[c][2]
            for k, (path, start, _to) in enumerate(e.trail):
                pa, pb = b.path_points[path]
                if b.node_of[pa] != start:
                    pa, pb = pb, pa
                wanted[("arrow", c, k, path, pa)] = (
                    lambda d=display, pa=pa, pb=pb, c=c: ArrowPieceItem(
                        QColor(d), pos(pa), pos(pb), c - (n - 1) / 2, self._unit),
                    1.0 + 0.1 * c)
            heads_at.setdefault(e.head, []).append(c)
        for node, colours in heads_at.items():
            for k, c in enumerate(colours):
                e = pub.expeditions[c]
                _cid, cname, display = self._colours[c]
                angle = math.radians(-90 + (k - (len(colours) - 1) / 2) * 40)
                offset = QPointF(15 * math.cos(angle), 15 * math.sin(angle))
                played = _plural(len(e.trail), translate("ExpeditionBoard", "{n} arrow played"),
                                 translate("ExpeditionBoard", "{n} arrows played"))
                tip = translate("ExpeditionBoard", "{colour} expedition's head: its next arrow leaves "
                                "from here (E3) · {played}, {left} left").format(
                    colour=cname, played=played, left=e.supply)
                for point in self._node_points.get(node, ()):
                    wanted[("head", c, point, offset.x(), offset.y(), e.supply > 0, tip)] = (
                        lambda d=display, o=offset, full=e.supply > 0, p=point, t=tip:
                        self._head(d, o, full, p, t), 5.0)
        for node, owner in pub.tokens:
            name = self._name(owner)
            for point in self._node_points.get(node, ()):
                wanted[("token", point, owner, name)] = (
                    lambda o=owner, p=point, nm=name: self._token(o, p, nm), 4.0)
        kept = []
        for item in self._pieces:
            if item.data(0) in wanted:
                kept.append(item)
                del wanted[item.data(0)]
            else:
                self.scene.remove_overlay(item)
        self._pieces = kept
        for piece, (make, z) in wanted.items():
            item = make()
            item.setData(0, piece)
            self._add(self._pieces, item, z)

    def _head(self, display: str, offset: QPointF, full: bool, point: str,
              tip: str) -> HeadItem:
        head = HeadItem(QColor(display), offset, full)
        head.setPos(self.scene.point_scene_pos(point))
        head.setToolTip(tip)
        return head

    def _token(self, owner: int, point: str, name: str) -> TokenItem:
        token = TokenItem(owner)
        token.setPos(self.scene.point_scene_pos(point))
        token.setToolTip(translate("ExpeditionBoard", "{name}'s token: {name} takes it back when an "
                                   "expedition reaches this point (E6)").format(name=name))
        return token

    def _add(self, into: list, item: QGraphicsItem, z: float) -> None:
        self.scene.add_overlay(item, Z_PIECES, z)
        into.append(item)

    def _draw_marks(self) -> None:
        """Highlights of the legal targets: token points, arrow targets and their ways from
        the heads, restart points; the point with several ways, pending."""
        for item in self._marks:
            self.scene.remove_overlay(item)
        self._marks = []
        pos = self.scene.point_scene_pos
        b = self.game.board
        for data in self._legal.get("token", ()):
            for point in self._node_points.get(self._node(data["point"]), ()):
                ring = RingItem(LEGAL)
                ring.setPos(pos(point))
                ring.setToolTip(translate("ExpeditionBoard", "Click to put a token here (E2)"))
                self._add(self._marks, ring, 6.0)
        for data in self._legal.get("restart", ()):
            for point in self._node_points.get(self._node(data["point"]), ()):
                ring = RingItem(self._colour_display(data["colour"]), 11.0, 3.4)
                ring.setPos(pos(point))
                ring.setToolTip(translate("ExpeditionBoard", "Click: {colour} restarts from here (E9)").format(
                    colour=self._colour_name(data["colour"])))
                self._add(self._marks, ring, 6.0)
        pending = self._pending
        for node, arrows in self._targets.items():
            chosen = pending is not None and pending["node"] == node
            for data in arrows:
                pa, pb = b.path_points[data["path"]]
                start = pb if pa == data["to"] else pa
                way = WayItem(pos(start), pos(data["to"]),
                              QColor(self._colour_display(data["colour"])), chosen, self._unit)
                self._add(self._marks, way, 2.0)
            for point in {d["to"] for d in arrows}:
                ring = RingItem(PENDING if chosen else LEGAL, 10.5, 3.5 if chosen else 3.0)
                ring.setPos(pos(point))
                colours = ", ".join(dict.fromkeys(self._colour_name(d["colour"])
                                                  for d in arrows))
                ring.setToolTip(translate("ExpeditionBoard", "Click to play an arrow here ({colours})").format(
                    colours=colours))
                self._add(self._marks, ring, 6.0)

    # ------------------------------------------------------------------ panels

    def _show_header(self) -> None:
        pub = self.table.public
        phase = self._phase()
        who = self._name(pub.turn) if 0 <= pub.turn < pub.players else ""
        if self.table.over or phase == "over":
            text = translate("ExpeditionBoard", "<b>The game is over</b>")
        elif phase == "deal":
            text = translate("ExpeditionBoard", "<b>Setting up</b>: the destination cards are dealt and the market turned up")
        elif phase == "place":
            placed = sum(pub.placed)
            text = translate("ExpeditionBoard", "<b>Tokens</b> (E2): <b>{who}</b> places — {placed} on the "
                             "board; each player puts {tokens} on their cards' points").format(
                who=who, placed=placed, tokens=self.pack.rules.tokens)
        else:
            text = translate("ExpeditionBoard", "Round {round} — <b>{who}'s turn</b>").format(
                round=pub.rounds + 1, who=who)
            owed = self._owed_words()
            if pub.offer_size:
                text += translate("ExpeditionBoard", ": <b>a swap (ticket, E11c)</b>")
            elif owed:
                text += f": {owed}"
            elif pub.to_move >= 0:
                text += translate("ExpeditionBoard", ": tickets, or end the turn")
            if pub.final_round:
                text += (" <span style='color:#b42318'>"
                         + translate("ExpeditionBoard", "· final round: a hand is empty (E12)")
                         + "</span>")
        set_text(self.phase_label, text)

    def _owed_words(self) -> str:
        """What the player whose turn it is still owes, the next first."""
        words = []
        for o in reversed(self.table.public.owed):
            colour = self._colours[o.colour][1] if o.colour >= 0 else ""
            if o.what == "arrow":
                words.append(translate("ExpeditionBoard", "the turn's arrow, any colour (E3)"))
            elif o.what == "extra":
                words.append(translate("ExpeditionBoard", "an extra arrow, any colour (ticket, E11a)")
                             if o.earned_by is None else
                             translate("ExpeditionBoard", "an extra arrow, any colour (blue point, E7)"))
            elif o.what == "restart":
                words.append(translate("ExpeditionBoard", "choose where {colour} restarts (loop, E9)").format(
                    colour=colour))
            else:
                words.append(translate("ExpeditionBoard", "the loop's {colour} arrow (E9)").format(
                    colour=colour))
        if not words:
            return ""
        return "<b>" + words[0] + "</b>" + "".join(f" → {w}" for w in words[1:])

    def _show_seats(self) -> None:
        table = self.table
        pub = table.public
        scores = pub.scores
        hand_seat = self.table.hand_seat(self.table.public.turn)
        for seat in range(len(self._seats.rows)):
            on_board = pub.placed[seat] - pub.recovered[seat]
            parts = [_plural(pub.hand_sizes[seat], translate("ExpeditionBoard", "{n} card in hand"),
                             translate("ExpeditionBoard", "{n} cards in hand")),
                     translate("ExpeditionBoard", "{n} reached").format(n=pub.laid[seat].bit_count()),
                     _plural(pub.tickets[seat], translate("ExpeditionBoard", "{n} ticket"),
                             translate("ExpeditionBoard", "{n} tickets")),
                     translate("ExpeditionBoard", "tokens: {out} out, {back} back").format(
                         out=on_board, back=pub.recovered[seat])]
            view = table.private_view(seat)
            if view is not None and seat != hand_seat and view.hand:
                parts.append(translate("ExpeditionBoard", "hand: ") + ", ".join(sorted(self._card_name[c]
                                                         for c in self._ids(view.hand))))
            self._seats.show_seat(seat, self._name(seat), you=seat == table.viewer,
                                  to_move=seat == pub.turn and pub.phase != "over",
                                  score=scores[seat], info=" · ".join(parts))

    def _place_cards(self, grid: QGridLayout, buttons: list[CardButton], count: int,
                     name: str) -> None:
        while len(buttons) < count:
            button = CardButton()
            k = len(buttons)
            button.clicked.connect(lambda _=False, b=button: self._on_card_clicked(b))
            grid.addWidget(button, k // _CARD_COLUMNS, k % _CARD_COLUMNS)
            buttons.append(button)
        for k, button in enumerate(buttons):
            button.setVisible(k < count)
            if k >= count:
                button.card = ""
                button.setObjectName("")
        for c in range(_CARD_COLUMNS):
            grid.setColumnStretch(c, 1)

    def _shown_name(self, card: str) -> str:
        """What a card button says: the point's name, or as the pack's destination card
        layout titles it (with its symbol)."""
        if getattr(self, "_looks_of", None) is not self.pack:
            self._looks_of, self._looks = self.pack, card_looks(self.pack)
        look = self._looks.get(card)
        if look is None:
            return self._card_name[card]
        return f"{look.icon} {look.title}" if look.icon else look.title

    def _card_face(self, card: str) -> QPixmap | None:
        """Destination card ``card`` as the card painter draws it under the pack's layout
        (None: the pack does not lay out destination cards)."""
        return self._faces.of(self.pack, card, self.devicePixelRatioF())

    def _show_cards(self) -> None:
        t = self.table
        pub = t.public
        market = sorted(self._ids(pub.market), key=self._card_name.get)
        self._place_cards(self._market_grid, self.market_cards, len(market), "market")
        for button, card in zip(self.market_cards, market, strict=False):
            button.setObjectName(f"market_{card}")
            button.show_card(card, self._shown_name(card),
                             translate("ExpeditionBoard", "{card} — in the market: whoever plays the arrow "
                                       "that reaches this point lays the card (E5). Click to find it on "
                                       "the map.").format(card=self._card_name[card]),
                             look=self._looks.get(card), face=self._card_face(card))
        self.market_title.setText(_plural(pub.deck_size, translate("ExpeditionBoard", "Market · deck: {n} card"),
                                          translate("ExpeditionBoard", "Market · deck: {n} cards")))
        seat = self.table.hand_seat(self.table.public.turn)
        view = t.private_view(seat) if seat is not None else None
        if view is None:
            self.hand_title.setText(translate("ExpeditionBoard", "Hands are hidden"))
            self._place_cards(self._hand_grid, self.hand_cards, 0, "hand")
            laid = [c for s in range(pub.players) for c in self._ids(pub.laid[s])]
            self.reached_label.setText(translate("ExpeditionBoard", "Reached so far: {n} cards").format(n=len(laid)))
            return
        hand = sorted(self._ids(view.hand), key=self._card_name.get)
        self.hand_title.setText((translate("ExpeditionBoard", "{name}'s hand: {n} card") if len(hand) == 1
                                 else translate("ExpeditionBoard", "{name}'s hand: {n} cards")).format(
            name=self._name(seat), n=len(hand)))
        self._place_cards(self._hand_grid, self.hand_cards, len(hand), "hand")
        tokens = {node for node, owner in pub.tokens if owner == seat}
        places = {self._node(d["point"]) for d in self._legal.get("token", ())}
        giving = bool(self._legal.get("swap")) and t.to_move == seat
        b = self.game.board
        for button, card in zip(self.hand_cards, hand, strict=False):
            node = b.card_node[b.card_index[card]]
            highlight = ""
            if t.to_move == seat and node in places:
                highlight = LEGAL
            elif giving and self._take:
                highlight = "#dc2626"
            token = node in tokens
            tip = translate("ExpeditionBoard", "{card} — in your hand: you lay it when an expedition "
                            "reaches its point (E5)").format(card=self._card_name[card])
            if token:
                tip += translate("ExpeditionBoard", "; your token stands on it")
            button.setObjectName(f"hand_{card}")
            button.show_card(card, ("■ " if token else "") + self._shown_name(card), tip,
                             highlight, token, self._looks.get(card), self._card_face(card))
        laid = sorted(self._card_name[c] for c in self._ids(pub.laid[seat]))
        self.reached_label.setText(translate("ExpeditionBoard", "Reached ({n}): ").format(n=len(laid))
                                   + " · ".join(laid) if laid
                                   else translate("ExpeditionBoard", "Reached: none yet"))

    def _show_action(self) -> None:
        """The action panel: what the step asks, and its buttons."""
        t = self.table
        pub = t.public
        phase = self._phase()
        specs: list[tuple] = []  # (text, data, colour, highlight, name, columns)
        title, text, hint = "", "", ""
        who = self._name(pub.turn) if 0 <= pub.turn < pub.players else ""
        if t.over or phase == "over":
            title = translate("ExpeditionBoard", "Game over")
            text = self._standing_text(pub.scores)
        elif t.to_move is None:
            title = translate("ExpeditionBoard", "{who} to move").format(who=who) if phase != "deal" \
                else translate("ExpeditionBoard", "Cards are dealt")
            if pub.to_move < 0 and phase == "play":
                text = translate("ExpeditionBoard", "A card is drawn from the deck.")
        elif phase == "place":
            title = translate("ExpeditionBoard", "Place a token")
            text = translate("ExpeditionBoard", "<b>Click a ringed point</b> (or the card in your hand): "
                             "a point of one of your cards, at least {n} paths from the compass rose "
                             "(E2).").format(n=self.pack.rules.token_distance)
            hint = translate("ExpeditionBoard", "You get a token back when any expedition reaches it "
                             "(+1); one left on the board costs 1 at the end (E14).")
        elif self._legal.get("swap"):
            title, text, hint, specs = self._swap_action()
        else:
            title, text, hint, specs = self._play_action()
        self._actions.show_step(title, text, hint, specs)

    def _swap_action(self):
        t = self.table
        view = t.private_view(t.to_move)
        specs = []
        offer = list(view.offer) if view is not None else []
        ids = self.game.board.card_ids
        for c in offer:
            card = ids[c]
            chosen = card == self._take
            specs.append((translate("ExpeditionBoard", "Take {card}").format(card=self._card_name[card]), lambda k=card: self._choose_take(k),
                          PENDING if chosen else None, True, f"take_{card}", 2))
        if self._take:
            title = translate("ExpeditionBoard", "Give up a card")
            text = translate("ExpeditionBoard", "You take <b>{card}</b>: <b>click the card in your "
                             "hand</b> you give up for it (red outline).").format(
                card=self._card_name[self._take])
        else:
            title = translate("ExpeditionBoard", "Swap a card (ticket, E11c)")
            text = translate("ExpeditionBoard", "Two cards were drawn for you: <b>choose the one to "
                             "take</b>, then the hand card to give up.")
        hint = translate("ExpeditionBoard", "The card given up and the card not taken go to the bottom "
                         "of the deck; a token on the given-up card's point stays (E11c).")
        return title, text, hint, specs

    def _play_action(self):
        t = self.table
        pub = t.public
        specs: list[tuple] = []
        pending = self._pending
        if pending is not None:
            title = translate("ExpeditionBoard", "Which arrow?")
            text = translate("ExpeditionBoard", "Several arrows reach this point: choose one (its way is drawn bold).")
            for i, d in enumerate(pending["arrows"]):
                name = self._colour_name(d["colour"])
                twin = sum(1 for e in pending["arrows"] if e["colour"] == d["colour"]) > 1
                label = (translate("ExpeditionBoard", "{colour} arrow (path {path})") if twin
                         else translate("ExpeditionBoard", "{colour} arrow")).format(
                    colour=name, path=d["path"])
                specs.append((label, d, self._colour_display(d["colour"]), True, f"way_{i}", 2))
            specs.append((translate("ExpeditionBoard", "Cancel"), self.cancel_gesture, None, False, "cancel", 1))
            first = self._colour_name(pending["arrows"][0]["colour"])
            hint = translate("ExpeditionBoard", "Click the point again for the {colour} arrow. Esc or "
                             "right click cancels.").format(colour=first)
            return title, text, hint, specs
        owed = pub.owed[-1] if pub.owed else None
        if owed is None:
            title = translate("ExpeditionBoard", "Your arrow is down")
            text = translate("ExpeditionBoard", "Spend a ticket, or end your turn.")
        elif owed.what == "restart":
            name = self._colours[owed.colour][1]
            title = translate("ExpeditionBoard", "Loop: {colour} restarts").format(colour=name)
            text = translate("ExpeditionBoard", "{colour} reached a point it had visited: <b>click a "
                             "ringed point</b> it has visited; its next arrow leaves from there "
                             "(E9).").format(colour=name)
        elif self._targets:
            title = translate("ExpeditionBoard", "Play an arrow")
            text = translate("ExpeditionBoard", "<b>Click the next point</b> (green ring): the dashed "
                             "lines show which head reaches it.")
        else:
            title = translate("ExpeditionBoard", "No arrow can be played")
            text = translate("ExpeditionBoard", "Spend a ticket to take an arrow back (E11b), or the "
                             "arrow is lost (E10).")
        tickets = pub.tickets[t.to_move]
        limit = self.pack.rules.tickets_per_turn
        text += "<br>" + translate("ExpeditionBoard", "Tickets: <b>{tickets}</b> · spent this turn "
                                   "{used} of {limit} (E11).").format(
            tickets=tickets, used=pub.tickets_used, limit=limit)
        arrow = {"kind": "ticket", "use": "arrow"}
        specs.append((translate("ExpeditionBoard", "Ticket: one more arrow"), arrow, None, self.is_legal(arrow),
                      "ticket_arrow", 2))
        swap = {"kind": "ticket", "use": "swap"}
        specs.append((translate("ExpeditionBoard", "Ticket: swap a card"), swap, None, self.is_legal(swap), "ticket_swap", 2))
        for c, (cid, name, display) in enumerate(self._colours):
            back = {"kind": "ticket", "use": "take_back", "colour": cid}
            down = bool(pub.expeditions[c].trail)
            # a colour with no arrow down has nothing to take back: it is not drawn in its
            # colour (it looked active), and its tip says why
            specs.append((f"↶ {name}", back, display if down else None, self.is_legal(back),
                          f"ticket_take_back_{cid}", 3,
                          translate("ExpeditionBoard", "Ticket: take back the last {colour} arrow "
                                    "(E11b)").format(colour=name) if down else
                          translate("ExpeditionBoard", "No {colour} arrow on the board to take back "
                                    "(E11b)").format(colour=name)))
        for d in self._legal.get("end_turn", ()):
            specs.append((translate("ExpeditionBoard", "End turn"), d, None, owed is None, "end_turn", 1))
        hint = translate("ExpeditionBoard", "A ticket buys one more arrow, takes back a colour's last "
                         "arrow (↶: the point now its head has its effect), or swaps a hand card for "
                         "one of two drawn.")
        return title, text, hint, specs

    # ------------------------------------------------------------------ gestures

    def _emit(self, data: dict) -> None:
        self._pending = None
        self._take = ""
        self.move_chosen.emit(self.game.move_from_json(data))

    def _choose_take(self, card: str) -> None:
        self._take = card
        self._show_cards()
        self._show_action()
        self.status_message.emit(translate("ExpeditionBoard", "Now click the hand card to give up for it."))

    def _on_card_clicked(self, button: CardButton) -> None:
        t = self.table
        card = button.card
        if t is None or not card:
            return
        mine = button in self.hand_cards
        if mine and t.to_move is not None and t.to_move == t.hand_seat(t.public.turn):
            phase = self._phase()
            if phase == "place":
                point = self.game.board.node_ids[self._node(self._card_point[card])]
                self._emit({"kind": "token", "point": point})
                return
            if self._legal.get("swap"):
                if not self._take:
                    self.status_message.emit(translate("ExpeditionBoard", "First choose the drawn card to take (the panel on the right)."))
                    return
                self._emit({"kind": "swap", "give": card, "take": self._take})
                return
        self._locate(self._card_point[card])

    def _locate(self, point_id: str) -> None:
        """Show where a card's point is: centre the view on it, ringed."""
        if not self.scene.has_point(point_id):
            return
        pos = self.scene.point_scene_pos(point_id)
        ring = RingItem("#f59f00", 14.0, 3.5)
        ring.setPos(pos)
        self._add(self._marks, ring, 7.0)
        if not self.canvas.mapToScene(self.canvas.viewport().rect()).boundingRect().contains(pos):
            self.canvas.centerOn(pos)
        self.status_message.emit(translate("ExpeditionBoard", "The card's point is ringed in orange."))

    def click_at(self, pos: QPointF) -> None:
        """A left click on the board at scene position ``pos``: the gesture of the step."""
        t = self.table
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if t is None or t.to_move is None:
            return
        point = self.scene.point_at(pos, self.canvas)
        if point is None:
            self.status_message.emit(translate("ExpeditionBoard", "Click a point of the network (a green ring, when one can be played to)."))
            return
        node = self._node(point)
        rep = self.game.board.node_ids[node]
        phase = self._phase()
        if phase == "place":
            self._emit({"kind": "token", "point": rep})
            return
        if phase != "play":
            return
        if self._legal.get("swap"):
            self.status_message.emit(translate("ExpeditionBoard", "Finish the swap first: choose a drawn card, then a hand card."))
            return
        owed = t.public.owed[-1] if t.public.owed else None
        if owed is not None and owed.what == "restart":
            self._emit({"kind": "restart", "colour": self._colours[owed.colour][0],
                        "point": rep})
            return
        pending = self._pending
        if pending is not None and pending["node"] == node:
            self._emit(pending["arrows"][0])
            return
        arrows = self._targets.get(node)
        if not arrows:
            self._emit(self._attempted_arrow(node, point))
            return
        if len(arrows) == 1:
            self._emit(arrows[0])
            return
        self._pending = {"node": node, "arrows": list(arrows)}
        self._draw_marks()
        self._show_action()
        self.status_message.emit(translate("ExpeditionBoard", "Several arrows reach this point: choose one in the panel."))

    def _attempted_arrow(self, node: int, point: str) -> dict:
        """The arrow a click on ``node`` means when no legal arrow goes there (the rules then
        say why): along a path from a head that could go there, else from the point's first
        path."""
        pub = self.table.public
        b = self.game.board
        owed = pub.owed[-1] if pub.owed else None
        colours = [owed.colour] if owed is not None and owed.colour >= 0 else \
            list(range(len(self._colours)))
        for c in colours:
            head = pub.expeditions[c].head
            for path, other in b.adj[head] if head >= 0 else ():
                if other == node:
                    return {"kind": "arrow", "colour": self._colours[c][0], "path": path,
                            "to": b.far_end(path, head)}
        path = b.adj[node][0][0] if b.adj[node] else 0
        return {"kind": "arrow", "colour": self._colours[colours[0]][0], "path": path,
                "to": point}

    def cancel_gesture(self) -> bool:
        """Drop a half-done choice (several arrows to one point, a swap's card)."""
        if self._pending is None and not self._take:
            return False
        self._pending = None
        self._take = ""
        if self.table is not None:
            self._draw_marks()
            self._show_cards()
            self._show_action()
        return True

    def hover_at(self, pos: QPointF) -> None:
        """The pointer shows a hand over a point a click would play to."""
        t = self.table
        hot = False
        if t is not None and t.to_move is not None:
            point = self.scene.point_at(pos, self.canvas)
            if point is not None:
                node = self._node(point)
                rep = self.game.board.node_ids[node]
                hot = node in self._targets or any(
                    d["point"] == rep for k in ("token", "restart") for d in self._legal.get(k, ()))
        self.set_hand_cursor(hot)

    # ------------------------------------------------------------------ for tests and tools

    def pending_choice(self) -> list[dict] | None:
        """The legal arrows offered for the clicked point (JSON), or None."""
        return None if self._pending is None else list(self._pending["arrows"])

    def target_points(self) -> set[str]:
        """The points ringed as targets of a legal arrow, a token or a restart."""
        out = {d["to"] for arrows in self._targets.values() for d in arrows}
        for kind in ("token", "restart"):
            for d in self._legal.get(kind, ()):
                out.update(self._node_points.get(self._node(d["point"]), ()))
        return out


__all__ = ["ExpeditionBoard", "seat_colour"]
