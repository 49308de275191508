"""Trails' playtest table: the hex board with the pieces on it, the auction, the market, the hand.

The board is the editors' ``TrailsScene`` in a ``MapCanvas``, painted with the terrains the
game drew; the pieces are overlays (``Z_PIECES``): routes in their seat's colour (an
unfinished one dashed, with its reminder marker at its end, T24), the men on their hexes,
the girls with their marker stacks (bottom to top, T23). Around it: whose turn and the step
in words, the seats (colour, score so far, routes, markers, cards), the action panel of the
step, the market with the deck and the discard pile, and the viewer's hand.

Gestures, each made into a move from its JSON form (``game.move_from_json``); the board
never decides what is legal, it highlights what ``table.legal`` holds and hands any attempt
to ``move_chosen`` (the window shows a refused move's rule):

- auction: click a highlighted ring-2 hex to put it up (the opener, T11, T13) or to place the
  last man (T14); bid, raise and pass with the panel's buttons; pay a won bid by clicking
  card buttons (T12);
- build: click the next point (highlighted when a legal build leads there); the panel shows
  the segment, its cost and every payment the hand can make ("Pay 1 Green", "Pay 2 Red");
  a payment button builds, and so does a second click on the same point (with the first
  payment listed); "Scrap route" and "Stop building" are buttons (T17–T21);
- girl: click a girl with a green ring, then an arrow beside her (or a direction button);
- draw: click a market card, the deck, or "take all" under a market card (T31); discards
  down to the hand limit are card buttons (T32).

Hidden information (A8): only the hands of ``table.private`` seats are drawn (the viewer's
in the hand row, every seat's in the god view); other seats show their card counts only.
Nothing on the scene (items, tooltips) names a card in anyone's hand.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from app.boards.base import Z_PIECES
from app.boards.trails_items import OutlineItem
from app.boards.trails_scene import TrailsScene
from app.cards.deck import CardFaces, card_looks, deck_back
from app.i18n import translate
from app.playtest.base import CanvasBoard, Table
from app.playtest.table_parts import (
    LEGAL,
    PENDING,
    ActionPanel,
    SeatsPanel,
    phase_header,
    seat_colour,
    set_text,
    text_on,
)

_CASING = QColor(30, 30, 30, 230)
#: Pixels of a card chip a millimetre of the printed card (its corner radius).
_CHIP_PX_PER_MM = 3.5
#: How near (pixels) a click must be to a point of the board to name it.
_PICK_PIXELS = 14.0
#: Scene units around the hexes kept in view (girls' stacks stand out of their hexes).
_FIT_MARGIN = 12.0
#: Widths (scene units) of a route and of its dark casing.
_ROUTE_W, _CASING_W = 5.0, 8.5
#: Pixels: the seats' and actions' column beside the board, and the cards strip's row titles
#: (the table fits a 1,280-pixel-wide screen beside the moves).
SIDE_WIDTH, TITLE_WIDTH = 292, 72
#: Pixels: the widest the route pieces' count under the deck may be before it wraps.
SUPPLY_WIDTH = 140

#: The steps of a turn, as the header names them (a phase -> its step).
_TURN_STEPS = (("build", "Build"), ("girl", "Move a girl"), ("draw", "Draw"))
_STEP_OF = {"build": "build", "girl": "girl", "draw": "draw", "draw_card": "draw",
            "discard": "draw", "refill": "draw"}


def hand_words(colour_names: Sequence[str], hand: Sequence[int]) -> str:
    """A hand as the board writes it for a seat row ("Green 2 · Red 1"; "no cards")."""
    words = [f"{name} {n}" for name, n in zip(colour_names, hand, strict=False) if n]
    return " · ".join(words) if words else translate("trails_board", "no cards")


# ------------------------------------------------------------------------------ scene items


class RouteItem(QGraphicsPathItem):
    """One seat's routes (finished: solid; unfinished: dashed) with a dark casing."""

    def __init__(self, path: QPainterPath, colour: QColor, unfinished: bool) -> None:
        super().__init__(path)
        self._colour = colour
        self._unfinished = unfinished
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        m = _CASING_W
        return self.path().boundingRect().adjusted(-m, -m, m, m)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never in the way of a click

    def paint(self, painter: QPainter, option, widget=None) -> None:
        casing = QPen(_CASING, _CASING_W, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(casing)
        painter.drawPath(self.path())
        pen = QPen(self._colour, _ROUTE_W, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        if self._unfinished:
            pen.setDashPattern([1.6, 1.1])
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawPath(self.path())


def _pawn_path() -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, -8.5), 5.5, 5.5)
    body = QPolygonF([QPointF(-9.5, 10), QPointF(9.5, 10), QPointF(4.5, -3), QPointF(-4.5, -3)])
    path.addPolygon(body)
    path.closeSubpath()
    return path.simplified()


class ManItem(QGraphicsPathItem):
    """A seat's man on its hex centre (T12, T16)."""

    def __init__(self, seat: int, name: str) -> None:
        super().__init__(_pawn_path())
        self.seat = seat
        self.setBrush(seat_colour(seat))
        pen = QPen(_CASING, 1.8)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setToolTip(translate("ManItem", "{name}'s man: routes start at a corner of this hex; its six spokes are {name}'s (T16)").format(name=name))


class GirlItem(QGraphicsItem):
    """A girl on her path hex, with her marker stack beside her (bottom marker lowest)."""

    RADIUS = 11.0

    def __init__(self, girl: int, stack: Sequence[int], names: Sequence[str],
                 limit: int) -> None:
        super().__init__()
        self.girl = girl
        self.stack = tuple(stack)
        who = ", ".join(names[s] for s in self.stack)
        tip = translate("GirlItem", "Girl {arg1}").format(arg1=girl + 1)
        if self.stack:
            tip += translate("GirlItem", ": markers bottom to top: {who}").format(who=who)
            if len(self.stack) >= limit:
                tip += translate("GirlItem", " (full: {limit} routes)").format(limit=limit)
        else:
            tip += translate("GirlItem", ": no marker yet (she may still move along the path, T27)")
        self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return QRectF(-14, -32, 48, 46)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.RADIUS
        painter.setPen(QPen(QColor("#5b1a8b"), 2.6))
        painter.setBrush(QColor("#fff6fb"))
        painter.drawEllipse(QPointF(0, 0), r, r)
        font = QFont(painter.font())
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#5b1a8b"))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                         str(self.girl + 1))
        # the stack: flat discs piled up beside her, the first marker at the bottom
        for i, seat in enumerate(self.stack):
            painter.setPen(QPen(_CASING, 1.3))
            painter.setBrush(seat_colour(seat))
            painter.drawEllipse(QRectF(12, 3 - 6.5 * i, 19, 8))


class ReminderItem(QGraphicsEllipseItem):
    """The marker at the end of an unfinished route (T24)."""

    def __init__(self, seat: int, name: str) -> None:
        super().__init__(-6.5, -6.5, 13, 13)
        self.setBrush(seat_colour(seat))
        self.setPen(QPen(_CASING, 2.0))
        self.setToolTip(translate("ReminderItem", "{name}'s unfinished route ends here (its marker waits, T24)").format(name=name))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class TargetItem(QGraphicsEllipseItem):
    """A ring on a point a legal build leads to (or on the clicked one, pending), with a white
    halo so it shows on every terrain colour."""

    def __init__(self, radius: float, colour: str, width: float = 3.0, fill: bool = True) -> None:
        super().__init__(-radius, -radius, 2 * radius, 2 * radius)
        self._colour = QColor(colour)
        self._width = width
        self._fill = fill
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        m = self._width + 2.5
        return self.rect().adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 220), self._width + 2.0))
        painter.drawEllipse(r)
        fill = QColor(self._colour)
        fill.setAlpha(55)
        painter.setBrush(fill if self._fill else Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self._colour, self._width))
        painter.drawEllipse(r)


class ArrowItem(QGraphicsPathItem):
    """An arrow beside the chosen girl: a click moves her that way (``data``: the move)."""

    def __init__(self, start: QPointF, end: QPointF, legal: bool, data: dict, tip: str) -> None:
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        nx, ny = -uy, ux
        w, head, hw = 4.5, 13.0, 11.0
        tip_pt = end
        base = QPointF(end.x() - ux * head, end.y() - uy * head)
        poly = QPolygonF([
            QPointF(start.x() + nx * w, start.y() + ny * w),
            QPointF(base.x() + nx * w, base.y() + ny * w),
            QPointF(base.x() + nx * hw, base.y() + ny * hw),
            tip_pt,
            QPointF(base.x() - nx * hw, base.y() - ny * hw),
            QPointF(base.x() - nx * w, base.y() - ny * w),
            QPointF(start.x() - nx * w, start.y() - ny * w),
        ])
        path = QPainterPath()
        path.addPolygon(poly)
        path.closeSubpath()
        super().__init__(path)
        self.data = data
        self.legal = legal
        self.setBrush(QColor(LEGAL if legal else "#9aa1a9"))
        self.setPen(QPen(QColor("#ffffff"), 1.5))
        self.setToolTip(tip + ("" if legal else translate("ArrowItem", " (not allowed: T28)")))


# ------------------------------------------------------------------------------ widgets


class CardChip(QPushButton):
    """A card of one colour with a count (in the market, the hand), or the deck.

    ``index`` is the colour's index in the pack's ``card_colours`` (-1: the deck). The chip
    sits in ``halo``, a frame that lights up around it when a click on it is a legal move
    (so the highlight shows whatever the card's colour). Where the pack lays out route cards,
    the chip shows the card as the card painter draws it (its ``face``), the count beside it
    and the caption under it, and is taller by ``FACE_EXTRA`` pixels.
    """

    #: Pixels a chip with a card face is taller than one without.
    FACE_EXTRA = 24
    #: The largest card face a chip shows (pixels high, wide).
    FACE_SIZE = (44, 34)

    def __init__(self, index: int, width: int = 78, height: int = 48) -> None:
        super().__init__()
        self.index = index
        self.halo = QFrame()
        self.halo.setObjectName("chip_halo")
        layout = QHBoxLayout(self.halo)
        layout.setContentsMargins(3, 3, 3, 3)
        layout.addWidget(self)
        self._height = height
        self.setFixedSize(width, height)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._style: tuple = ()
        self._halo = None
        self._face: QPixmap | None = None
        self._drawn: tuple = ()  # (caption, count, text colour, dim) beside the face

    def show_card(self, caption: str, count: int | None, colour: str, highlight: str = "",
                  dim: bool = False, tip: str = "", radius: float = 7.0,
                  face: QPixmap | None = None) -> None:
        """Show ``caption`` and ``count`` on ``colour`` in corners of ``radius`` pixels;
        ``highlight`` lights the halo; ``face`` is the card as the painter draws it (None:
        the caption and count alone)."""
        text = caption if count is None else f"{caption}\n{count}"
        if self.text() != text:
            self.setText(text)
        if self.toolTip() != tip:
            self.setToolTip(tip)
        if highlight != self._halo:
            self._halo = highlight
            self.halo.setStyleSheet(f"#chip_halo {{ background: {highlight}; border-radius: "
                                    "9px; }" if highlight else "")
        fg = text_on(colour) if not dim else "#4b5563"
        drawn = (caption, count, fg, dim)
        if face is not self._face or (face is not None and drawn != self._drawn):
            if (face is None) != (self._face is None):
                self.setFixedHeight(self._height + (self.FACE_EXTRA if face is not None else 0))
            self._face, self._drawn = face, drawn
            self.update()
        style = (colour, dim, radius)
        if style == self._style:
            return
        self._style = style
        bg = QColor(colour)
        if dim:
            bg = bg.lighter(175) if bg.lightness() < 200 else bg
            bg.setAlpha(110)
        self.setStyleSheet(
            f"QPushButton {{ background: rgba({bg.red()},{bg.green()},{bg.blue()},"
            f"{bg.alpha()}); color: {fg}; border: 1px solid #37414b; border-radius: {radius:g}px; "
            "font-weight: bold; padding: 0px; }"
            "QPushButton:pressed { padding-top: 2px; }")

    def face(self) -> QPixmap | None:
        """The card face the chip shows (None: the caption and count alone)."""
        return self._face

    def paintEvent(self, event) -> None:
        if self._face is None:
            super().paintEvent(event)
            return
        # The styled panel without its text, the card face at its left, the count beside
        # it, the caption under both.
        caption, count, fg, dim = self._drawn
        p = QPainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        self.style().drawControl(QStyle.ControlElement.CE_PushButton, option, p, self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        down = 1 if self.isDown() else 0
        size = self._face.deviceIndependentSize()
        top = 4 + down
        left = 6
        if dim:
            p.setOpacity(0.45)
        p.drawPixmap(QPointF(left, top), self._face)
        p.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(left - 0.5, top - 0.5, size.width() + 1, size.height() + 1),
                          2.0, 2.0)
        p.setOpacity(1.0)
        p.setPen(QColor(fg))
        if count is not None:
            font = QFont(self.font())
            font.setPixelSize(16)
            font.setBold(True)
            p.setFont(font)
            beside = QRectF(left + size.width() + 2, top, self.width() - left - size.width() - 5,
                            size.height())
            p.drawText(beside, Qt.AlignmentFlag.AlignCenter, f"×{count}")
        band = QRectF(3, top + size.height() + 1, self.width() - 6,
                      self.height() - top - size.height() - 3)
        font = QFont(self.font())
        font.setBold(True)
        point = font.pointSizeF()
        # A long name ("Multicolour") a little smaller, elided only when even that is too wide.
        while QFontMetrics(font).horizontalAdvance(caption) > band.width() and \
                font.pointSizeF() > point - 2:
            font.setPointSizeF(font.pointSizeF() - 0.5)
        p.setFont(font)
        shown = QFontMetrics(font).elidedText(caption, Qt.TextElideMode.ElideRight,
                                              int(band.width()))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, shown)
        p.end()

    def highlighted(self) -> str:
        """The colour the halo shows ("" when the chip is not a legal pick)."""
        return self._halo or ""


# ------------------------------------------------------------------------------ the board


class TrailsBoard(CanvasBoard):
    """The Trails table of a playtest (see the module docstring)."""

    def __init__(self, game: Any, pack: Any, parent: QWidget | None = None) -> None:
        super().__init__(game, pack, TrailsScene, "trails", parent)
        self._players = 0
        self._geo = None
        self._point_index: dict[tuple[int, int], int] = {}
        self._corner_hexes: dict[int, list[int]] | None = None
        self._terrains_shown: tuple | None = None
        self._pieces_key: tuple | None = None
        self._pieces: list[QGraphicsItem] = []
        self._marks: list[QGraphicsItem] = []
        self._targets: dict[int, dict[int, list[dict]]] = {}  # point -> segment -> builds
        self._pending: dict | None = None  # a build waiting for its payment
        self._girl: int | None = None  # the girl chosen, waiting for a direction
        self._faces = CardFaces(*CardChip.FACE_SIZE)  # the chips' cards, painted once
        self._build_ui()

    # ------------------------------------------------------------------ layout

    def _build_ui(self) -> None:
        root = QHBoxLayout(self)
        root.setContentsMargins(8, 6, 8, 6)
        root.setSpacing(10)

        left = QVBoxLayout()
        left.setSpacing(6)
        self.phase_label = phase_header()
        left.addWidget(self.phase_label)
        self.canvas.setMinimumSize(360, 300)
        left.addWidget(self.canvas, 1)
        left.addWidget(self._build_cards_strip())
        root.addLayout(left, 1)

        right = QVBoxLayout()
        right.setSpacing(8)
        self._seats = SeatsPanel(self._seat_swatch)
        right.addWidget(self._seats)
        self._actions = ActionPanel(self._emit)
        self._hover_segment: int | None = None  # the way whose payment the mouse is over
        self._actions.hovered.connect(self._on_payment_hovered)
        self.action_title = self._actions.title
        self.action_text = self._actions.text
        self.action_hint = self._actions.hint
        right.addWidget(self._actions, 1)
        side = QWidget()
        side.setObjectName("trails_side")
        side.setLayout(right)
        side.setFixedWidth(SIDE_WIDTH)
        right.setContentsMargins(0, 0, 0, 0)
        root.addWidget(side)

    def _build_cards_strip(self) -> QWidget:
        strip = QFrame()
        strip.setObjectName("cards_strip")
        strip.setStyleSheet("#cards_strip { background: #f6f4ef; border: 1px solid #d8d2c4; "
                            "border-radius: 6px; }")
        row = QHBoxLayout(strip)
        row.setContentsMargins(6, 4, 6, 4)
        row.setSpacing(6)
        grid = QGridLayout()
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(0)
        row.addLayout(grid)
        row.addStretch(1)
        self._strip_grid = grid
        self.market_title = QLabel(translate("TrailsBoard", "Market"))
        self.market_title.setStyleSheet("font-weight: bold;")
        self.market_title.setWordWrap(True)  # "Cartes visibles" is wider than the column
        grid.addWidget(self.market_title, 0, 0)
        self.hand_title = QLabel(translate("TrailsBoard", "Hand"))
        self.hand_title.setObjectName("hand_title")
        self.hand_title.setStyleSheet("font-weight: bold;")
        self.hand_title.setWordWrap(True)
        grid.addWidget(self.hand_title, 2, 0)
        for title in (self.market_title, self.hand_title):
            title.setFixedWidth(TITLE_WIDTH)
        self.market_chips: list[CardChip] = []
        self.take_all_buttons: list[QPushButton] = []
        self.hand_chips: list[CardChip] = []
        piles = QVBoxLayout()
        piles.setSpacing(4)
        self.deck_chip = CardChip(-1, width=86)
        self.deck_chip.setObjectName("deck")
        self.deck_chip.clicked.connect(self._on_deck_clicked)
        piles.addWidget(self.deck_chip.halo)
        self.discard_label = QLabel()
        self.discard_label.setObjectName("discard_pile")
        self.discard_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        piles.addWidget(self.discard_label)
        self.supply_label = QLabel()
        self.supply_label.setObjectName("supply")
        self.supply_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.supply_label.setTextFormat(Qt.TextFormat.RichText)
        self.supply_label.setWordWrap(True)  # "Pièces de route restantes : 120" takes two lines
        self.supply_label.setMaximumWidth(SUPPLY_WIDTH)
        piles.addStretch(1)
        piles.addWidget(self.supply_label)
        row.addLayout(piles)
        self._rebuild_chips()
        return strip

    def _rebuild_chips(self) -> None:
        """One market chip (with its "take all" button) and one hand chip per card colour."""
        grid = self._strip_grid
        for w in (*[c.halo for c in self.market_chips], *self.take_all_buttons,
                  *[c.halo for c in self.hand_chips]):
            grid.removeWidget(w)
            w.deleteLater()
        self.market_chips, self.take_all_buttons, self.hand_chips = [], [], []
        colours = self.pack.card_colours
        for i, c in enumerate(colours):
            chip = CardChip(i)
            chip.setObjectName(f"market_{c.id}")
            chip.clicked.connect(lambda _=False, k=i: self._on_market_clicked(k))
            grid.addWidget(chip.halo, 0, i + 1)
            self.market_chips.append(chip)
            take = QPushButton(translate("TrailsBoard", "all {name}").format(name=c.name) if len(c.name) <= 6 else translate("TrailsBoard", "take all"))
            take.setObjectName(f"take_all_{c.id}")
            take.setFlat(True)
            take.setFixedWidth(84)
            take.setStyleSheet(f"QPushButton {{ color: {LEGAL}; font-size: 8pt; "
                               "text-decoration: underline; border: none; padding: 0; }")
            take.setCursor(Qt.CursorShape.PointingHandCursor)
            take.clicked.connect(lambda _=False, k=i: self._on_take_all_clicked(k))
            sp = take.sizePolicy()
            sp.setRetainSizeWhenHidden(True)
            take.setSizePolicy(sp)
            take.hide()
            grid.addWidget(take, 1, i + 1)
            self.take_all_buttons.append(take)
            hand = CardChip(i)
            hand.setObjectName(f"hand_{c.id}")
            hand.clicked.connect(lambda _=False, k=i: self._on_hand_clicked(k))
            grid.addWidget(hand.halo, 2, i + 1)
            self.hand_chips.append(hand)

    @staticmethod
    def _seat_swatch(seat: int) -> QLabel:
        """A seat's round swatch in its pieces' colour."""
        swatch = QLabel()
        swatch.setFixedSize(16, 16)
        swatch.setStyleSheet(f"background: {seat_colour(seat).name()}; border: 1px solid #222; "
                             "border-radius: 8px;")
        return swatch

    # ------------------------------------------------------------------ the pack

    def set_pack(self, pack: Any, game: Any) -> None:
        colours_changed = [c.id for c in pack.card_colours] != \
            [c.id for c in self.pack.card_colours]
        super().set_pack(pack, game)
        self.scene.set_pack(pack)
        self._players = 0  # the board and its geometry are looked up again
        self._terrains_shown = None
        self._pieces_key = None
        self._auto_fit = True
        if colours_changed:
            self._rebuild_chips()

    def _ensure_board(self, players: int) -> None:
        if players == self._players:
            return
        self._players = players
        index = next((i for i, b in enumerate(self.pack.boards) if b.players == players), 0)
        if index != self.scene.board_index:
            self.scene.set_board(index)
        self._geo = self.game.geometry(players)
        self._point_index = {key: p for p, key in enumerate(self._geo.point_keys)}
        self._corner_hexes = None
        self._terrains_shown = None
        self._pieces_key = None
        self.canvas.update_scene_rect()
        self._auto_fit = True
        self.refit_soon()

    # ------------------------------------------------------------------ view

    def fit_rect(self) -> QRectF:
        m = _FIT_MARGIN
        return self.scene.map_rect().adjusted(-m, -m, m, m)

    # ------------------------------------------------------------------ geometry helpers

    def point_scene_pos(self, point: int) -> QPointF:
        """Scene position of point ``point`` of the board's geometry (a centre or corner)."""
        return self.scene.point_pos(self._geo.point_keys[point])

    def hex_scene_pos(self, h: int) -> QPointF:
        """Scene position of the centre of hex ``h`` (an index of the board's hexes)."""
        return self.scene.to_scene(*self._geo.cells[h])

    def _terrain_name(self, h: int) -> str:
        t = self.table.public.terrains[h] if self.table is not None else -1
        terrains = self.pack.terrains
        return terrains[t].name if 0 <= t < len(terrains) else "undrawn"

    def _colour(self, c: int) -> tuple[str, str, str]:
        """(id, name, display colour) of card colour ``c``."""
        col = self.pack.card_colours[c]
        return col.id, col.name, col.display

    def _colour_index(self, colour_id: str) -> int:
        return next(i for i, c in enumerate(self.pack.card_colours) if c.id == colour_id)

    def _cell(self, h: int) -> str:
        q, r = self._geo.cells[h]
        return f"({q},{r})"

    def _point_words(self, p: int) -> str:
        geo = self._geo
        h = geo.point_hex[p]
        if h >= 0:
            girl = self.table.public.girls.index(h) if h in self.table.public.girls else -1
            who = translate("TrailsBoard", " (girl {arg1})").format(arg1=girl + 1) if girl >= 0 else ""
            return translate("TrailsBoard", "the centre of the {terrain_name} hex {cell}{who}").format(terrain_name=self._terrain_name(h), cell=self._cell(h), who=who)
        if self._corner_hexes is None:
            self._corner_hexes = {}
            for hh, corners in enumerate(geo.hex_corners):
                for c in corners:
                    self._corner_hexes.setdefault(c, []).append(hh)
        cells = [self._cell(hh) for hh in self._corner_hexes.get(p, [])]
        if len(cells) > 1:
            return translate("TrailsBoard", "the corner of {join} and {cells}").format(join=', '.join(cells[:-1]), cells=cells[-1])
        return translate("TrailsBoard", "a corner of {cells}").format(cells=cells[0]) if cells else f"point {p}"

    def _segment_words(self, seg: int, to: int) -> str:
        s = self._geo.segments[seg]
        if s.kind == "spoke":
            way = translate("TrailsBoard", "into") if to == s.a else translate("TrailsBoard", "out of")
            return translate("TrailsBoard", "the spoke {way} the centre of the {terrain_name} hex {cell}").format(way=way, terrain_name=self._terrain_name(s.a), cell=self._cell(s.a))
        if len(s.hexes) == 2:
            a, b = s.hexes
            return (translate("TrailsBoard", "the edge between {terrain_name} {cell} and {terrain_name2} {cell2}").format(terrain_name=self._terrain_name(a), cell=self._cell(a), terrain_name2=self._terrain_name(b), cell2=self._cell(b)))
        (h,) = s.hexes
        return translate("TrailsBoard", "the outer edge of the {terrain_name} hex {cell}").format(terrain_name=self._terrain_name(h), cell=self._cell(h))

    def _way_words(self, seg: int, to: int) -> str:
        """Where a way to ``to`` along ``seg`` builds from, short enough for a button: the
        route's end, or which corner of the man's hex ("north-east corner")."""
        s = self._geo.segments[seg]
        start = s.b if s.a == to else s.a
        pub = self.table.public
        seat = self.table.to_move
        if seat is not None and pub.open_route[seat] and pub.open_end[seat] == start:
            return translate("TrailsBoard", "your route's end")
        if seat is not None and pub.men[seat] >= 0 and start in self._geo.hex_corners[pub.men[seat]]:
            d = self.point_scene_pos(start) - self.hex_scene_pos(pub.men[seat])
            angle = math.degrees(math.atan2(-d.y(), d.x())) % 360  # 0 east, counter-clockwise
            return translate("TrailsBoard", _CORNERS[round(angle / 45) % 8])
        return self._point_words(start)

    def _on_payment_hovered(self, data) -> None:
        """The mouse is over a payment button (or left it): its way stands out on the board."""
        seg = data["segment"] if isinstance(data, dict) and data.get("kind") == "build" else None
        if seg != self._hover_segment:
            self._hover_segment = seg
            if self.table is not None and self._pending is not None:
                self._draw_marks()

    # ------------------------------------------------------------------ drawing

    def hidden_cards(self, state: Any, names: tuple[str, ...]) -> list[tuple[str, str]]:
        """Each hand, the deck and the face-down part of the discard pile, by colour."""
        colours = [self.game.colour_names.get(c, c) for c in self.game.colours]

        def counts(seq) -> str:
            shown = [f"{colours[i]} {n}" for i, n in enumerate(seq) if n]
            return " · ".join(shown) or translate("TrailsBoard", "none")

        rows = [(translate("TrailsBoard", "{name}'s hand ({n})").format(name=names[k], n=sum(h)), counts(h))
                for k, h in enumerate(state.hands) if k < len(names)]
        rows.append((translate("TrailsBoard", "Deck ({n})").format(n=sum(state.deck)), counts(state.deck)))
        down = [d - s for d, s in zip(state.discard, state.discard_seen, strict=True)]
        rows.append((translate("TrailsBoard", "Discard pile, face down ({n})").format(n=sum(down)), counts(down)))
        return rows

    def show_table(self, table: Table) -> None:
        if not self.same_decision(table):  # a half-done gesture lasts while it waits
            self._pending = None
            self._girl = None
        self.table = table
        pub = table.public
        self._ensure_board(pub.players)
        self._seats.ensure(pub.players)
        self.index_legal(table)
        self._targets = {}
        for data in self._legal.get("build", ()):
            self._targets.setdefault(data["to"], {}).setdefault(data["segment"], []).append(data)
        if pub.terrains != self._terrains_shown:
            self._terrains_shown = pub.terrains
            ids = [t.id for t in self.pack.terrains]  # the observation's terrain indices
            self.scene.show_terrains([ids[t] if 0 <= t < len(ids) else None
                                      for t in pub.terrains])
        self._draw_pieces()
        self._draw_marks()
        self._show_header()
        self._show_seats()
        self._show_cards()
        self._show_action()

    def _draw_pieces(self) -> None:
        """Routes, reminder markers, men and girls: rebuilt only when one of them changed."""
        pub = self.table.public
        names = self.table.names
        key = (pub.routes, pub.open_route, pub.open_end, pub.men, pub.girls, pub.stacks, names)
        if key == self._pieces_key:
            return
        self._pieces_key = key
        for item in self._pieces:
            self.scene.remove_overlay(item)
        self._pieces = []
        add = self._add_piece
        for seat in range(pub.players):
            name = names[seat] if seat < len(names) else translate("TrailsBoard", "Seat {arg1}").format(arg1=seat + 1)
            done = QPainterPath()
            for route in pub.routes[seat]:
                for seg in route:
                    self._segment_path(done, seg)
            if not done.isEmpty():
                item = RouteItem(done, seat_colour(seat), unfinished=False)
                item.setToolTip(translate("TrailsBoard", "{name}'s connected routes").format(name=name))
                add(item, 1.0)
            if pub.open_route[seat]:
                path = QPainterPath()
                for seg in pub.open_route[seat]:
                    self._segment_path(path, seg)
                add(RouteItem(path, seat_colour(seat), unfinished=True), 1.5)
                if pub.open_end[seat] >= 0:
                    marker = ReminderItem(seat, name)
                    marker.setPos(self.point_scene_pos(pub.open_end[seat]))
                    add(marker, 3.5)  # over a build's pending segment, which starts here
            if pub.men[seat] >= 0:
                man = ManItem(seat, name)
                man.setPos(self.hex_scene_pos(pub.men[seat]))
                add(man, 3.0)
        limit = self.pack.rules.max_routes_per_girl
        for g, h in enumerate(pub.girls):
            if h < 0:
                continue
            girl = GirlItem(g, pub.stacks[g], names, limit)
            girl.setPos(self.hex_scene_pos(h))
            add(girl, 4.0)

    def _add_piece(self, item: QGraphicsItem, z: float) -> None:
        self.scene.add_overlay(item, Z_PIECES, z)
        self._pieces.append(item)

    def _segment_path(self, path: QPainterPath, seg: int) -> None:
        s = self._geo.segments[seg]
        path.moveTo(self.point_scene_pos(s.a))
        path.lineTo(self.point_scene_pos(s.b))

    def _draw_marks(self) -> None:
        """Highlights of the legal targets, the auction's hex, a pending build, a chosen girl."""
        for item in self._marks:
            self.scene.remove_overlay(item)
        self._marks = []
        pub = self.table.public
        phase = pub.phase.value if hasattr(pub.phase, "value") else str(pub.phase)
        add = self._add_mark
        if pub.auction_hex >= 0 and phase.startswith("auction"):
            for colour, width, z in (("#ffffff", 10, 0.4), (PENDING, 6, 0.5)):
                outline = OutlineItem(colour, width)
                outline.set_cell(self._geo.cells[pub.auction_hex])
                if z == 0.5:
                    outline.setToolTip(translate("TrailsBoard", "Up for auction: the {terrain_name} hex {cell}").format(terrain_name=self._terrain_name(pub.auction_hex), cell=self._cell(pub.auction_hex)))
                add(outline, z)
        for kind in ("auction_hex", "place_man"):
            for data in self._legal.get(kind, ()):
                for colour, width, z in (("#ffffff", 8, 0.4), (LEGAL, 4, 0.5)):
                    outline = OutlineItem(colour, width)
                    outline.set_cell((data["q"], data["r"]))
                    if z == 0.5:
                        outline.setToolTip(translate("TrailsBoard", "Click to choose this hex"))
                    add(outline, z)
        pending = self._pending
        girl_centres = set(pub.girls)
        for p in self._targets:
            if pending is not None and pending["point"] == p:
                continue
            add(self._target_ring(p, LEGAL, p in girl_centres), 6.0)
        if pending is not None:
            p = pending["point"]
            add(self._target_ring(p, PENDING, p in girl_centres, 3.5), 6.5)
            several = len(pending["ways"]) > 1
            for label, seg, _builds in pending["ways"]:
                s = self._geo.segments[seg]
                start = s.b if s.a == pending["point"] else s.a
                a, b = self.point_scene_pos(start), self.point_scene_pos(pending["point"])
                path = QPainterPath(a)
                path.lineTo(b)
                # under the men and girls (a girl at its end stays in sight), over routes
                hovered = seg == self._hover_segment
                for colour, width, z, dashed in (("#ffffff", 12.0 if hovered else 9.0, 2.4, False),
                                                 (PENDING, 8.0 if hovered else 5.0, 2.5, not hovered)):
                    line = QGraphicsPathItem(path)
                    pen = QPen(QColor(colour), width, Qt.PenStyle.SolidLine,
                               Qt.PenCapStyle.RoundCap)
                    if dashed:
                        pen.setDashPattern([1.4, 0.9])
                    line.setPen(pen)
                    line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                    add(line, z)
                if several:
                    add(_badge(label, a + (b - a) * 0.45), 7.0)
        movable = {d["girl"] for d in self._legal.get("move_girl", ())}
        for g in sorted(movable):
            h = pub.girls[g]
            ring = TargetItem(15.5, PENDING if g == self._girl else LEGAL, 3.0, fill=False)
            ring.setPos(self.hex_scene_pos(h))
            add(ring, 5.0)
        if self._girl is not None:
            h = pub.girls[self._girl]
            clockwise, counter = self._geo.track_neighbours[h]
            centre = self.hex_scene_pos(h)
            for step, dest, way in ((1, clockwise, "clockwise"),
                                    (-1, counter, "counter-clockwise")):
                target = self.hex_scene_pos(dest)
                d = target - centre
                start = centre + d * 0.30
                end = centre + d * 0.78
                data = {"kind": "move_girl", "girl": self._girl, "step": step}
                arrow = ArrowItem(start, end, self.is_legal(data), data,
                                  translate("TrailsBoard", "Move girl {arg1} {way} to {cell}").format(arg1=self._girl + 1, way=way, cell=self._cell(dest)))
                add(arrow, 8.0)

    def _target_ring(self, p: int, colour: str, girl: bool, width: float = 2.5) -> TargetItem:
        """A ring on point ``p``; around a girl it is wide and open, so she stays seen."""
        if girl:
            ring = TargetItem(16.5, colour, width + 0.5, fill=False)
        elif self._geo.point_hex[p] >= 0:
            ring = TargetItem(8.0, colour, width)
        else:
            ring = TargetItem(6.5, colour, width)
        ring.setPos(self.point_scene_pos(p))
        return ring

    def _add_mark(self, item: QGraphicsItem, z: float) -> None:
        self.scene.add_overlay(item, Z_PIECES, z)
        self._marks.append(item)

    # ------------------------------------------------------------------ panels

    def _phase(self) -> str:
        phase = self.table.public.phase
        return phase.value if hasattr(phase, "value") else str(phase)

    def _show_header(self) -> None:
        pub = self.table.public
        phase = self._phase()
        seat = pub.to_move
        who = self._name(seat) if seat >= 0 else ""
        if self.table.over or phase == "over":
            text = translate("TrailsBoard", "<b>The game is over</b>")
        elif phase in ("terrain", "girls", "deal", "opener"):
            text = translate("TrailsBoard", "<b>Setting up</b>: terrains, girls and cards are drawn")
        elif phase.startswith("auction") or phase == "place_man":
            placed = sum(1 for m in pub.men if m >= 0)
            text = (translate("TrailsBoard", "<b>Auctions for the starting hexes</b> — {placed} of {players} men placed").format(placed=placed, players=pub.players))
        else:
            step = _STEP_OF.get(phase, "")
            steps = []
            for i, (key, words) in enumerate(_TURN_STEPS, start=1):
                if key == step:
                    steps.append(translate("TrailsBoard", "<span style='background:#ffe8a3'>&nbsp;<b>{i}. {words}</b>&nbsp;</span>").format(i=i, words=words))
                else:
                    steps.append(translate("TrailsBoard", "<span style='color:#8a939c'>{i}. {words}</span>").format(i=i, words=words))
            turn = translate("TrailsBoard", "<b>{who}'s turn</b>").format(who=who) if who else "<b>Drawing</b>"
            text = translate("TrailsBoard", "Round {arg1} — {turn}: ").format(arg1=pub.round + 1, turn=turn) + " → ".join(steps)
            if pub.final_round:
                text += translate("TrailsBoard", " <span style='color:#b42318'>· final round: no draws (T30)</span>")
        set_text(self.phase_label, text)

    def _show_seats(self) -> None:
        table = self.table
        pub = table.public
        scores = list(pub.scores)
        names = [c.name for c in self.pack.card_colours]
        goal = self.pack.rules.routes_to_end
        hand_seat = table.hand_seat(pub.to_move)
        for seat in range(len(self._seats.rows)):
            markers = pub.markers_left[seat]
            parts = [translate("TrailsBoard", "{count}/{goal} routes").format(count=len(pub.routes[seat]), goal=goal),
                     (translate("TrailsBoard", "{n} marker") if markers == 1
                      else translate("TrailsBoard", "{n} markers")).format(n=markers)]
            if pub.order and seat in pub.order:
                parts.append(translate("TrailsBoard", "plays {nth}").format(nth=_ordinal(pub.order.index(seat) + 1)))
            elif not pub.order or pub.men[seat] < 0:
                parts.append(translate("TrailsBoard", "no hex yet"))
            view = table.private_view(seat)
            held = pub.hand_sizes[seat]
            cards = (translate("TrailsBoard", "{n} card") if held == 1
                     else translate("TrailsBoard", "{n} cards")).format(n=held)
            if view is not None and seat != hand_seat and sum(view.hand):
                cards += ": " + hand_words(names, view.hand)
            parts.append(cards)
            self._seats.show_seat(seat, self._name(seat), you=seat == table.viewer,
                                  to_move=seat == pub.to_move, score=scores[seat],
                                  info=" · ".join(parts))

    def _card_look(self, i: int) -> tuple[str, str, str, float]:
        """(id, caption, colour, corner radius in pixels) of the chips of card colour ``i``:
        the pack's route card layout as the card painter draws it (app.cards), else the
        colour's name and display colour."""
        self._refresh_looks()
        cid, name, colour = self._colour(i)
        look = self._looks.get(cid)
        if look is None:
            return cid, name, colour, 7.0
        caption = f"{look.icon} {look.title}" if look.icon else look.title
        return cid, caption, look.colour, look.radius_mm * _CHIP_PX_PER_MM

    def _refresh_looks(self) -> None:
        """The pack's card looks and the deck's back colour (the backs of the route card
        layout, as printed; else the board's dark blue), taken again for a new pack."""
        if getattr(self, "_looks_of", None) is not self.pack:
            self._looks_of, self._looks = self.pack, card_looks(self.pack)
            self._back = deck_back(self.pack) or "#27405f"

    def _deck_back(self) -> str:
        """The deck chip's colour (see :meth:`_refresh_looks`)."""
        self._refresh_looks()
        return self._back

    def _card_face(self, i: int) -> QPixmap | None:
        """The route card of colour ``i`` as the card painter draws it under the pack's
        layout (None: the pack does not lay out route cards)."""
        return self._faces.of(self.pack, self._colour(i)[0], self.devicePixelRatioF())

    def _show_cards(self) -> None:
        pub = self.table.public
        draw = self._legal
        market_legal = {d["colour"] for d in draw.get("take_market", ())}
        all_legal = {d["colour"] for d in draw.get("take_all", ())}
        for i, chip in enumerate(self.market_chips):
            cid, caption, colour, radius = self._card_look(i)
            name = self._colour(i)[1]
            n = pub.market[i] if i < len(pub.market) else 0
            chip.show_card(caption, n, colour, LEGAL if cid in market_legal else "", dim=n == 0, radius=radius,
                           face=self._card_face(i),
                           tip=(translate("TrailsBoard", "{n} {name} card face up: click to take one (T31)") if n == 1 else translate("TrailsBoard", "{n} {name} cards face up: click to take one (T31)")).format(n=n, name=name))
            take = self.take_all_buttons[i]
            take.setVisible(cid in all_legal)
            if cid in all_legal:
                take.setText(translate("TrailsBoard", "take all {n}").format(n=n))
                take.setToolTip(translate("TrailsBoard", "Take all {n} {name} cards as your whole draw (T31)").format(n=n, name=name))
        self.deck_chip.show_card(translate("TrailsBoard", "Deck"), pub.deck_size, self._deck_back(),
                                 LEGAL if "take_deck" in draw else "",
                                 tip=translate("TrailsBoard", "Click to take the top card of the deck (T31)"))
        self.discard_label.setText(translate("TrailsBoard", "Discard pile: {discard_size}").format(discard_size=pub.discard_size))
        self.supply_label.setText(translate("TrailsBoard", "Route pieces left: <b>{supply}</b>").format(supply=pub.supply))

        seat = self.table.hand_seat(self.table.public.to_move)
        view = self.table.private_view(seat) if seat is not None else None
        discard_legal = {d["colour"] for d in draw.get("discard", ())}
        if view is None:
            self.hand_title.setText(translate("TrailsBoard", "Hands are hidden"))
            for chip in self.hand_chips:
                chip.halo.hide()
            return
        total = sum(view.hand)
        self.hand_title.setText(translate("TrailsBoard", "{name}'s hand: {total}").format(name=self._name(seat), total=total))
        for i, chip in enumerate(self.hand_chips):
            cid, caption, colour, radius = self._card_look(i)
            name = self._colour(i)[1]
            n = view.hand[i] if i < len(view.hand) else 0
            chip.halo.show()
            chip.show_card(caption, n, colour, "#dc2626" if cid in discard_legal else "", radius=radius,
                           dim=n == 0, face=self._card_face(i), tip=(translate("TrailsBoard", "{name} holds {n} {colour} card") if n == 1 else translate("TrailsBoard", "{name} holds {n} {colour} cards")).format(n=n, name=self._name(seat), colour=name))

    def _show_action(self) -> None:
        """The action panel: what the step asks, and its buttons."""
        t = self.table
        pub = t.public
        phase = self._phase()
        specs: list[tuple] = []  # (text, data, colour, highlight, name, columns)
        title, text, hint = "", "", ""
        me = t.to_move is not None
        who = self._name(pub.to_move) if pub.to_move >= 0 else ""
        if t.over or phase == "over":
            title = translate("TrailsBoard", "Game over")
            text = self._standing_text(list(pub.scores))
        elif not me:
            title = translate("TrailsBoard", "{who} to move").format(who=who) if who else translate("TrailsBoard", "Chance is drawing…")
            text = self._auction_words() if phase.startswith("auction") else ""
            if not who:
                text = {"deal": translate("TrailsBoard", "Cards are dealt."), "terrain": translate("TrailsBoard", "Terrains are drawn."),
                        "girls": translate("TrailsBoard", "The girls take their places."),
                        "opener": translate("TrailsBoard", "The opener of the first auction is drawn."),
                        "draw_card": translate("TrailsBoard", "A card is drawn from the deck."),
                        "refill": translate("TrailsBoard", "The market is refilled.")}.get(phase, "")
        elif phase == "auction_hex":
            title = translate("TrailsBoard", "Choose a hex to auction")
            text = (translate("TrailsBoard", "You open this auction: <b>click a hex with a green outline</b> (ring 2, two hexes from the men already placed, T13) to put it up."))
        elif phase == "place_man":
            title = translate("TrailsBoard", "Place your man")
            text = (translate("TrailsBoard", "You are the last without a place: <b>click a hex with a green outline</b> for your man, free of charge (T14)."))
        elif phase in ("auction_open", "auction_bid"):
            opening = phase == "auction_open"
            title = translate("TrailsBoard", "Open the bidding") if opening else translate("TrailsBoard", "Raise or pass")
            text = self._auction_words()
            for d in self._legal.get("bid", ()):
                n = d["amount"]
                label = translate("TrailsBoard", "Bid {n}").format(n=n) if opening else translate("TrailsBoard", "Raise to {n}").format(n=n)
                specs.append((label, d, None, True, f"bid_{n}", 3))
            for d in self._legal.get("pass", ()):
                specs.append((translate("TrailsBoard", "Pass (leave this auction)"), d, "#f1f3f5", False, "pass", 1))
            hint = (translate("TrailsBoard", "The winner puts their man on the hex, discards as many cards as the bid and plays next in turn order (T12)."))
        elif phase in ("auction_pay", "discard"):
            view = t.private_view(t.to_move)
            left = pub.pay_left if phase == "auction_pay" else \
                (sum(view.hand) - self.pack.rules.hand_limit if view is not None else 0)
            if phase == "auction_pay":
                title = (translate("TrailsBoard", "Pay your bid: {n} card to discard") if left == 1 else translate("TrailsBoard", "Pay your bid: {n} cards to discard")).format(n=left)
                text = translate("TrailsBoard", "You won the hex. <b>Click the cards to discard</b>, one at a time (T12).")
            else:
                title = (translate("TrailsBoard", "Discard {n} card") if left == 1 else translate("TrailsBoard", "Discard {n} cards")).format(n=left)
                text = (translate("TrailsBoard", "You hold more than {hand_limit} cards: <b>click the cards to discard</b>, one at a time (T32).").format(hand_limit=self.pack.rules.hand_limit))
            for d in self._legal.get("discard", ()):
                c = self._colour_index(d["colour"])
                _cid, name, colour = self._colour(c)
                n = view.hand[c] if view is not None else 0
                specs.append((translate("TrailsBoard", "Discard a {name} card ({n} held)").format(name=name, n=n), d, colour, False,
                              f"discard_{d['colour']}", 1))
        elif phase == "build":
            title, text, hint, specs = self._build_action()
        elif phase == "girl":
            title = translate("TrailsBoard", "Move a girl")
            if self._girl is None:
                text = (translate("TrailsBoard", "<b>Click a girl with a green ring</b> (one without a marker), then an arrow beside her: she moves one path hex that way (T27–T29)."))
            else:
                text = (translate("TrailsBoard", "Girl {arg1}: <b>click an arrow</b> on the board, or a button. Grey arrows are not allowed (T28). Click another girl to change.").format(arg1=self._girl + 1))
                for step, label, name in ((1, translate("TrailsBoard", "↻ Clockwise"), "girl_cw"),
                                          (-1, translate("TrailsBoard", "↺ Counter-clockwise"), "girl_ccw")):
                    d = {"kind": "move_girl", "girl": self._girl, "step": step}
                    specs.append((label, d, None, self.is_legal(d), name, 2))
            hint = translate("TrailsBoard", "Every girl with a marker stays put. If any girl can move, one must (T29).")
        elif phase == "draw":
            taken = pub.picks
            title = translate("TrailsBoard", "Draw cards ({taken} of {draw_count} taken)").format(taken=taken, draw_count=self.pack.rules.draw_count)
            text = (translate("TrailsBoard", "<b>Click a market card or the deck</b> to take it, one at a time")
                    + (translate("TrailsBoard", "; or <b>take all</b> the market cards of one colour as your whole draw (below, or under the card).") if taken == 0 else "."))
            for d in self._legal.get("take_all", ()):
                c = self._colour_index(d["colour"])
                _cid, name, colour = self._colour(c)
                specs.append((translate("TrailsBoard", "Take all {market} {name}").format(market=pub.market[c], name=name), d, colour, False,
                              f"take_all_button_{d['colour']}", 2))
            hint = translate("TrailsBoard", "The market is refilled after your draw (T33).")
        else:
            title = who
        self._actions.show_step(title, text, hint, _spread_long(specs))

    def _auction_words(self) -> str:
        pub = self.table.public
        if pub.auction_hex < 0:
            return ""
        h = pub.auction_hex
        lines = [translate("TrailsBoard", "Up for auction: the <b>{terrain_name} hex {cell}</b> (blue outline).").format(terrain_name=self._terrain_name(h), cell=self._cell(h))]
        if pub.auction_leader >= 0 and pub.auction_in:
            lines.append((translate("TrailsBoard", "Current bid: <b>{n} card</b> by <b>{name}</b>.") if pub.auction_bid == 1 else translate("TrailsBoard", "Current bid: <b>{n} cards</b> by <b>{name}</b>.")).format(n=pub.auction_bid, name=self._name(pub.auction_leader)))
        else:
            lines.append(translate("TrailsBoard", "No bid yet."))
        if pub.auction_in:
            still = [self._name(s) for s in pub.auction_in]
            out = [self._name(s) for s in range(pub.players)
                   if s not in pub.auction_in and pub.men[s] < 0]
            lines.append(translate("TrailsBoard", "Still in: ") + ", ".join(still) + ("." if not out else
                                                            translate("TrailsBoard", "; passed: ") + ", ".join(out) + "."))
        placed = [f"{self._name(s)} ({_ordinal(i + 1)})" for i, s in enumerate(pub.order)]
        if placed:
            lines.append(translate("TrailsBoard", "Placed: ") + ", ".join(placed) + ".")
        return "<br>".join(lines)

    def _build_action(self):
        pub = self.table.public
        seat = self.table.to_move
        specs: list[tuple] = []
        hint = ""
        pending = self._pending
        if pending is not None:
            title = translate("TrailsBoard", "Pay for the segment")
            lines = [translate("TrailsBoard", "To {point_words}:").format(point_words=self._point_words(pending['point']))]
            first = None
            for label, seg, builds in pending["ways"]:
                cost = pub.costs[seg] if seg < len(pub.costs) else -1
                cost_words = (f"1 {self._colour(cost)[1]}" if cost >= 0 else translate("TrailsBoard", "no single card"))
                prefix = (f"<b>{label}</b> (" + self._way_words(seg, pending["point"]) + "): ") \
                    if len(pending["ways"]) > 1 else ""
                lines.append(translate("TrailsBoard", "{prefix}{segment_words} — costs <b>{cost_words}</b>, or a pair of any one colour (T20, T21).").format(prefix=prefix, segment_words=self._segment_words(seg, pending['point']), cost_words=cost_words))
                for d in builds:
                    c = self._colour_index(d["colour"])
                    name, colour = self._colour(c)[1:]
                    if len(pending["ways"]) > 1:
                        text = translate("TrailsBoard", "{label} ({from_words}): pay {d} {name}").format(
                            label=label, from_words=self._way_words(seg, pending["point"]), d=d["cards"], name=name)
                    else:
                        text = translate("TrailsBoard", "Pay {d} {name}").format(d=d["cards"], name=name)
                    tip = translate("TrailsBoard", "Builds {segment_words}, starting at: {from_words}").format(
                        segment_words=self._segment_words(seg, pending["point"]),
                        from_words=self._way_words(seg, pending["point"]))
                    specs.append((text, d, colour, False, f"pay_{d['colour']}_{d['cards']}" + (f"_{label}" if len(pending["ways"]) > 1 else ""), 2, tip))
                    if first is None:
                        first = text
            if not any(s[1] for s in specs):
                lines.append(translate("TrailsBoard", "Your hand cannot pay for it."))
            text = "<br>".join(lines)
            hint = (translate("TrailsBoard", "Click a payment to build — or click the point again for “{first}”. Esc or right click cancels.").format(first=first)) if first else translate("TrailsBoard", "Esc cancels.")
            specs.append((translate("TrailsBoard", "Cancel"), self.cancel_gesture, "#f1f3f5", False, "cancel", 1))
            return title, text, hint, specs
        title = translate("TrailsBoard", "Build a route")
        if pub.open_route[seat]:
            n = len(pub.open_route[seat])
            text = ((translate("TrailsBoard", "Your unfinished route has {n} segment: <b>click a green point</b> next to its end (your marker) to go on.") if n == 1 else translate("TrailsBoard", "Your unfinished route has {n} segments: <b>click a green point</b> next to its end (your marker) to go on.")).format(n=n))
        elif pub.built:
            text = translate("TrailsBoard", "Your route connected. Stop building to go on.")
        else:
            text = (translate("TrailsBoard", "<b>Click a green point</b> next to a corner of your man's hex to start a route; each click builds one segment after you choose the payment."))
        if not self._targets and not pub.built:
            text += translate("TrailsBoard", "<br>No segment can be built now.")
        if pub.supply == 0:
            text += (translate("TrailsBoard", "<br><b>The supply is out</b>: you may go on building without pieces; the game ends when you stop (T25)."))
        for d in self._legal.get("scrap", ()):
            specs.append((translate("TrailsBoard", "Scrap unfinished route"), d, None, False, "scrap", 1))
        for d in self._legal.get("stop", ()):
            label = translate("TrailsBoard", "Stop building") if pub.built else translate("TrailsBoard", "Build nothing this turn")
            specs.append((label, d, None, not self._targets, "stop", 1))
        hint = (translate("TrailsBoard", "A segment costs one card of its colour (an edge between two colours: multicolour), or a pair of any one colour (T20, T21)."))
        return title, text, hint, specs

    # ------------------------------------------------------------------ gestures

    def _emit(self, data: dict) -> None:
        self._pending = None
        self._girl = None
        self.move_chosen.emit(self.game.move_from_json(data))

    def _on_market_clicked(self, c: int) -> None:
        if self.table is None or self.table.to_move is None:
            return
        self._emit({"kind": "take_market", "colour": self._colour(c)[0]})

    def _on_take_all_clicked(self, c: int) -> None:
        if self.table is None or self.table.to_move is None:
            return
        self._emit({"kind": "take_all", "colour": self._colour(c)[0]})

    def _on_deck_clicked(self) -> None:
        if self.table is None or self.table.to_move is None:
            return
        self._emit({"kind": "take_deck"})

    def _on_hand_clicked(self, c: int) -> None:
        t = self.table
        if t is None or t.to_move is None:
            return
        if self._phase() in ("auction_pay", "discard"):
            self._emit({"kind": "discard", "colour": self._colour(c)[0]})
        else:
            self.status_message.emit(translate("TrailsBoard", "Your cards pay for routes: click a point on the board to build."))

    def click_at(self, pos: QPointF) -> None:
        """A left click on the board at scene position ``pos``: the gesture of the step."""
        t = self.table
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if t is None or t.to_move is None or self._geo is None:
            return
        for item in self.scene.items(pos):
            if isinstance(item, ArrowItem):
                self._emit(item.data)
                return
        phase = self._phase()
        if phase in ("auction_hex", "place_man"):
            h = self.scene.hex_at(pos)
            if h is None:
                self.status_message.emit(translate("TrailsBoard", "Click a hex with a green outline."))
                return
            q, r = self._geo.cells[h]
            self._emit({"kind": phase, "q": q, "r": r})
        elif phase == "build":
            key = self.scene.point_key_at(pos, self.canvas, _PICK_PIXELS)
            p = self._point_index.get(key) if key is not None else None
            if p is None:
                self.status_message.emit(translate("TrailsBoard", "Click a point: a hex centre or corner (the green rings can be built to)."))
                return
            self._click_point(p)
        elif phase == "girl":
            h = self.scene.hex_at(pos)
            pub = t.public
            if h is not None and h in pub.girls:
                g = pub.girls.index(h)
                if g == self._girl:
                    return
                self._girl = g
                if not any(d["girl"] == g for d in self._legal.get("move_girl", ())):
                    self.status_message.emit(translate("TrailsBoard", "Girl {arg1} cannot move now (T27, T28).").format(arg1=g + 1))
                self._redraw_gesture()
                return
            if self._girl is not None and h is not None:
                clockwise, counter = self._geo.track_neighbours[pub.girls[self._girl]]
                if h in (clockwise, counter):
                    step = 1 if h == clockwise else -1
                    self._emit({"kind": "move_girl", "girl": self._girl, "step": step})
                    return
            self.status_message.emit(translate("TrailsBoard", "Click a girl with a green ring, then an arrow."))
        else:
            self.status_message.emit(self.action_title.text())

    def _click_point(self, p: int) -> None:
        pending = self._pending
        if pending is not None and pending["point"] == p:
            first = next((b for _l, _s, builds in pending["ways"] for b in builds), None)
            if first is not None:
                self._emit(first)
            return
        ways = self._targets.get(p)
        if not ways:
            self._emit(self._attempted_build(p))
            return
        labels = "ABCDEF"
        self._pending = {
            "point": p,
            "ways": [(labels[i % 6], seg, sorted(builds, key=self._payment_order))
                     for i, (seg, builds) in enumerate(sorted(ways.items()))],
        }
        self._redraw_gesture()
        self.status_message.emit(translate("TrailsBoard", "Choose how to pay for the segment (the panel on the right)."))

    def _payment_order(self, d: dict) -> tuple:
        """Single cards of the cost first, then pairs, by colour."""
        return (d["cards"], self._colour_index(d["colour"]))

    def _attempted_build(self, p: int) -> dict:
        """The build a click on ``p`` means when no legal build leads there (the rules then
        say why): from the route's end, or from a corner of the man's hex."""
        pub = self.table.public
        seat = self.table.to_move
        geo = self._geo
        if pub.open_route[seat]:
            starts = [pub.open_end[seat]]
        elif pub.men[seat] >= 0:
            starts = list(geo.hex_corners[pub.men[seat]])
        else:
            starts = []
        seg = next((s for s in (geo.segment_between(a, p) for a in starts) if s >= 0), -1)
        if seg < 0:
            seg = geo.point_segments[p][0][0] if geo.point_segments[p] else 0
        cost = pub.costs[seg] if seg < len(pub.costs) else -1
        colour = self._colour(cost if cost >= 0 else 0)[0]
        return {"kind": "build", "segment": seg, "to": p, "colour": colour, "cards": 1}

    def _redraw_gesture(self) -> None:
        self._draw_marks()
        self._show_action()

    def cancel_gesture(self) -> bool:
        """Drop a half-done gesture (a build waiting for payment, a chosen girl)."""
        if self._pending is None and self._girl is None:
            return False
        self._pending = None
        self._girl = None
        if self.table is not None:
            self._redraw_gesture()
        return True

    def hover_at(self, pos: QPointF) -> None:
        """The pointer shows a hand over a point or hex a click would use."""
        t = self.table
        hot = False
        if t is not None and t.to_move is not None and self._geo is not None:
            phase = self._phase()
            if phase == "build":
                key = self.scene.point_key_at(pos, self.canvas, _PICK_PIXELS)
                hot = key is not None and self._point_index.get(key) in self._targets
            elif phase in ("auction_hex", "place_man"):
                h = self.scene.hex_at(pos)
                hot = h is not None and any(
                    (d["q"], d["r"]) == self._geo.cells[h] for d in self._legal.get(phase, ()))
            elif phase == "girl":
                h = self.scene.hex_at(pos)
                hot = h is not None and h in t.public.girls
        self.set_hand_cursor(hot)

    # ------------------------------------------------------------------ for tests and tools

    def point_view_pos(self, point: int):
        """Viewport position (pixels) of point ``point``: where a person clicks it."""
        return self.canvas.mapFromScene(self.point_scene_pos(point))

    def hex_view_pos(self, h: int):
        """Viewport position (pixels) of the centre of hex ``h``."""
        return self.canvas.mapFromScene(self.hex_scene_pos(h))

    def arrow_items(self) -> list[ArrowItem]:
        """The direction arrows shown beside the chosen girl."""
        return [i for i in self._marks if isinstance(i, ArrowItem)]

    def pending_build(self) -> dict | None:
        """The build waiting for its payment: ``{"point", "ways": [(label, segment,
        [build JSON…])]}``, or None."""
        return self._pending


def _badge(label: str, at: QPointF) -> QGraphicsItem:
    """A round label ("A") naming one of several ways to a point."""
    badge = QGraphicsEllipseItem(-8, -8, 16, 16)
    badge.setBrush(QColor("#ffffff"))
    badge.setPen(QPen(QColor(PENDING), 2.0))
    badge.setPos(at)
    badge.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    text = QGraphicsSimpleTextItem(label, badge)
    font = QFont()
    font.setPixelSize(11)
    font.setBold(True)
    text.setFont(font)
    text.setBrush(QColor(PENDING))
    r = text.boundingRect()
    text.setPos(-r.width() / 2, -r.height() / 2)
    return badge


#: Which corner of the man's hex a way starts from, by its direction (0 = east, then
#: counter-clockwise in steps of 45°).
_CORNERS = (
    QT_TRANSLATE_NOOP("TrailsBoard", "east corner"),
    QT_TRANSLATE_NOOP("TrailsBoard", "north-east corner"),
    QT_TRANSLATE_NOOP("TrailsBoard", "north corner"),
    QT_TRANSLATE_NOOP("TrailsBoard", "north-west corner"),
    QT_TRANSLATE_NOOP("TrailsBoard", "west corner"),
    QT_TRANSLATE_NOOP("TrailsBoard", "south-west corner"),
    QT_TRANSLATE_NOOP("TrailsBoard", "south corner"),
    QT_TRANSLATE_NOOP("TrailsBoard", "south-east corner"),
)


def _spread_long(specs: list[tuple]) -> list[tuple]:
    """The specs, with every button of a run laid out in columns spread over the whole
    width when one of the run's labels is long."""
    specs = list(specs)
    start = 0
    while start < len(specs):
        end = start
        while end < len(specs) and specs[end][5] == specs[start][5]:
            end += 1
        if specs[start][5] > 1 and any(len(sp[0]) > 18 for sp in specs[start:end]):
            specs[start:end] = [(*sp[:5], 1, *sp[6:]) for sp in specs[start:end]]
        start = end
    return specs


def _ordinal(n: int) -> str:
    """"1st", "2nd", "3rd", "4th"… in the studio's language ("1.", "1er", "2e")."""
    if n == 1:
        return translate("TrailsBoard", "{n}st").format(n=n)
    if n == 2:
        return translate("TrailsBoard", "{n}nd").format(n=n)
    if n == 3:
        return translate("TrailsBoard", "{n}rd").format(n=n)
    return translate("TrailsBoard", "{n}th").format(n=n)


__all__ = ["TrailsBoard", "hand_words", "seat_colour"]
