"""Scene items of the Journey map: countries, links, seas and their coast lines.

Items are projections of the pack (A4): ``JourneyScene`` creates and moves them from the model
and they never change it. Countries and seas keep a constant size on screen (they ignore the view's
scale), links and coast lines are drawn in scene units with cosmetic pens.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPixmapItem,
    QStyleOptionGraphicsItem,
)

from app.boards.base import draw_halo_text, paints_vectors
from app.i18n import translate

#: Radius of a country marker, in pixels.
COUNTRY_RADIUS = 8.0
#: Colour of selection outlines.
SELECTION_COLOUR = QColor("#ffb000")
#: Rings of elements with lint problems, by severity.
PROBLEM_COLOURS = {"error": QColor("#d0342c"), "warning": QColor("#e08a00")}
_TEXT_COLOUR = QColor("#1d2730")
_HOVER_COLOUR = QColor(255, 176, 0, 110)
_HALO_COLOUR = QColor(255, 255, 255, 230)
_LINK_PENS = {
    "land": (QColor("#4a4f55"), Qt.PenStyle.SolidLine, 2.0),
    "ferry": (QColor("#1f6fb2"), Qt.PenStyle.DashLine, 2.0),
    "bridge": (QColor("#8a5a2b"), Qt.PenStyle.SolidLine, 2.5),
}
_SEA_TEXT = QColor("#1f5f99")
_SEA_FILL = QColor(120, 170, 220, 60)
_COAST_PEN_COLOUR = QColor(60, 130, 200, 110)

#: Z values inside the board layer (``app.boards.base.Z_BOARD``), lower first: the water,
#: the backdrop (land not in play), the board image, seas' and countries' outlines under the
#: network (coast lines, links, sea labels, country markers).
Z_WATER, Z_BACKDROP, Z_IMAGE, Z_SEA_OUTLINE, Z_OUTLINE = -6.0, -5.0, -4.0, -3.0, -2.0
Z_COAST, Z_LINK, Z_SEA, Z_COUNTRY = 0.0, 1.0, 2.0, 3.0


#: The point size of a country's name, and of a name that finds room only smaller.
LABEL_SIZE = 8.5
SMALL_LABEL_SIZE = 7.0


def _label_font(bold: bool = False, italic: bool = False, size: float = LABEL_SIZE) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


class HaloText:
    """A one-line label with a white halo, so it stays readable over lines and fills.

    The halo is the text drawn in white at eight one-pixel offsets: glyph drawing is cached
    by Qt, which makes this far cheaper than stroking a text path.
    """

    _OFFSETS = tuple(QPointF(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)

    def __init__(self, text: str, font: QFont) -> None:
        self.text = text
        self.font = font
        metrics = QFontMetricsF(font)
        # The text's box relative to its baseline origin, with room for the halo.
        self.rect = QRectF(-1.5, -metrics.ascent() - 1.5, metrics.horizontalAdvance(text) + 3, metrics.height() + 3)

    def paint(self, painter: QPainter, at: QPointF, colour: QColor) -> None:
        if paints_vectors(painter):  # a print: the text once, as text, on a stroked halo
            draw_halo_text(painter, at, self.text, self.font, colour, _HALO_COLOUR)
            return
        painter.setFont(self.font)
        painter.setPen(_HALO_COLOUR)
        for offset in self._OFFSETS:
            painter.drawText(at + offset, self.text)
        painter.setPen(colour)
        painter.drawText(at, self.text)


class CountryItem(QGraphicsPixmapItem):
    """A country: a disc in its colour group's colour, its name, and ``*`` for two cards.

    The item is a pixmap drawn once per change of look (name, colour, selection, label
    place). It keeps its size on screen (it ignores the view's scale), and Qt computes its
    bounds in C++: a scene checks every such item on every repaint, so a map of 1,000
    countries stays fast while one of them is dragged.

    Attributes:
        key: ``("country", id)``.
        label: the name at its own size (``label.text``).
        label_offset: the text origin relative to the disc's centre, in pixels.
        label_small: whether the name is drawn smaller (``small_label()``): on a crowded
            map, a name with no room at its own size may find room so.
    """

    def __init__(self, cid: str, name: str, colour: str, two_cards: bool, label_shown: bool = True) -> None:
        super().__init__()
        self.key = ("country", cid)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setZValue(Z_COUNTRY)
        self._flags = {"selected": False, "emphasised": False, "hovered": False}
        self.problem: str | None = None
        self.heat: QColor | None = None  # a simulation's heat colour in place of the group's
        self.label_shown = label_shown
        self._colour = QColor(colour)
        self._two = two_cards
        self.label = HaloText(name + (" *" if two_cards else ""), _label_font(bold=two_cards))
        self.label_offset = QPointF(-self.label.rect.width() / 2, COUNTRY_RADIUS + 12)
        self.label_small = False
        self._small_label: HaloText | None = None
        self.setToolTip(f"{name} ({cid})" + (translate("CountryItem", " — two cards") if two_cards else ""))
        self._ratio = 1.0
        self._render()

    def _flag(name: str):  # noqa: N805 - a property factory used in the class body
        """A mark (selected, emphasised, hovered) whose change redraws the pixmap."""

        def get(self) -> bool:
            return self._flags[name]

        def set_(self, value: bool) -> None:
            if self._flags[name] != bool(value):
                self._flags[name] = bool(value)
                self._render()

        return property(get, set_)

    selected = _flag("selected")
    emphasised = _flag("emphasised")
    hovered = _flag("hovered")
    del _flag

    def set_problem(self, severity: str | None) -> None:
        """Ring the disc red for an error, amber for a warning (None: no problem)."""
        if severity != self.problem:
            self.problem = severity
            self._render()

    def set_heat(self, colour: QColor | None) -> None:
        """Fill the disc with a heat colour (None: the colour group's colour again)."""
        if colour != self.heat:
            self.heat = colour
            self._render()

    def update_look(self, name: str, colour: str, two_cards: bool) -> None:
        """Show a changed name, colour or card count."""
        self._colour = QColor(colour)
        self._two = two_cards
        self.label = HaloText(name + (" *" if two_cards else ""), _label_font(bold=two_cards))
        self._small_label = None
        self._render()

    def set_label_offset(self, offset: QPointF) -> None:
        """Put the label's text origin at ``offset`` pixels from the disc's centre."""
        if offset != self.label_offset:
            self.label_offset = offset
            self._render()

    def set_label_shown(self, shown: bool) -> None:
        """Show or hide the name (hidden when the map is too dense to read them)."""
        if shown != self.label_shown:
            self.label_shown = shown
            self._render()

    def set_label(self, shown: bool, offset: QPointF | None = None, small: bool = False) -> None:
        """Show the name with its text origin at ``offset`` (None: where it was), smaller
        when ``small``, or hide it; the pixmap is drawn once."""
        offset = self.label_offset if offset is None or not shown else offset
        small = small and shown
        if shown != self.label_shown or offset != self.label_offset or small != self.label_small:
            self.label_shown = shown
            self.label_offset = offset
            self.label_small = small
            self._render()

    def small_label(self) -> HaloText:
        """The name at ``SMALL_LABEL_SIZE`` (made when first asked for)."""
        if self._small_label is None:
            self._small_label = HaloText(self.label.text,
                                         _label_font(bold=self._two, size=SMALL_LABEL_SIZE))
        return self._small_label

    def drawn_label(self) -> HaloText:
        """The name as it is drawn now: at its own size, or smaller (``label_small``)."""
        return self.small_label() if self.label_small else self.label

    def set_pixmap_ratio(self, ratio: float) -> None:
        """Draw the pixmap at ``ratio`` device pixels a pixel (1 on screen; pictures and
        prints use more, so the disc and name stay sharp at their resolution)."""
        if ratio != self._ratio:
            self._ratio = ratio
            self._render()

    def label_rect(self) -> QRectF:
        """The label's rectangle in item (pixel) coordinates (empty when hidden)."""
        if not self.label_shown:
            return QRectF()
        return self.drawn_label().rect.translated(self.label_offset)

    def marker_rect(self) -> QRectF:
        r = COUNTRY_RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def _render(self) -> None:
        label = self.label_rect()
        bounds = (self.marker_rect().united(label) if not label.isEmpty() else self.marker_rect()).toAlignedRect()
        pixmap = QPixmap(bounds.size() * self._ratio)
        pixmap.setDevicePixelRatio(self._ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.translate(-bounds.left(), -bounds.top())
        self._paint_look(painter)
        painter.end()
        self.setPixmap(pixmap)
        self.setOffset(QPointF(bounds.topLeft()))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if paints_vectors(painter):  # a print or an SVG: shapes and text, not the pixmap
            self._paint_look(painter)
            return
        super().paint(painter, option, widget)

    def _paint_look(self, painter: QPainter) -> None:
        r = COUNTRY_RADIUS
        if self.selected or self.emphasised or self.hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(
                SELECTION_COLOUR
                if self.selected
                else QColor(60, 130, 200, 150)
                if self.emphasised
                else _HOVER_COLOUR
            )
            painter.drawEllipse(QPointF(0, 0), r + 4, r + 4)
        if self.problem is not None:
            painter.setPen(QPen(PROBLEM_COLOURS[self.problem], 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 2.5, r + 2.5)
        painter.setPen(QPen(QColor("#20262c"), 1.5))
        painter.setBrush(self.heat if self.heat is not None else self._colour)
        painter.drawEllipse(QPointF(0, 0), r, r)
        if self._two:  # a second, inner ring: two cards
            painter.setPen(QPen(QColor(255, 255, 255, 220), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r - 3.5, r - 3.5)
        if self.label_shown:
            self.drawn_label().paint(painter, self.label_offset, _TEXT_COLOUR)


class SeaItem(QGraphicsItem):
    """A sea's label region: a pale rounded area with the sea's name in italics.

    Attributes:
        key: ``("sea", id)``.
    """

    def __init__(self, sid: str, name: str, coast_count: int) -> None:
        super().__init__()
        self.key = ("sea", sid)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(Z_SEA)
        self.selected = False
        self.hovered = False
        self.problem: str | None = None
        self.heat: QColor | None = None  # a simulation's heat colour in place of the pale fill
        self.set_text(name, coast_count)

    def set_text(self, name: str, coast_count: int) -> None:
        """Show a changed name or coast."""
        self.prepareGeometryChange()
        self.label = HaloText(name, _label_font(italic=True, size=10))
        w, h = self.label.rect.width(), self.label.rect.height()
        self._rect = QRectF(-w / 2 - 10, -h / 2 - 6, w + 20, h + 12)
        self.setToolTip((translate("SeaItem", "{name}: {n} coast country") if coast_count == 1 else translate("SeaItem", "{name}: {n} coast countries")).format(name=name, n=coast_count))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self.selected or self.hovered:
            pen = QPen(SELECTION_COLOUR if self.selected else _HOVER_COLOUR, 3)
        elif self.problem is not None:
            pen = QPen(PROBLEM_COLOURS[self.problem], 2.5)
        else:
            pen = QPen(QColor(60, 130, 200, 140), 1.2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(self.heat if self.heat is not None else _SEA_FILL)
        painter.drawRoundedRect(self._rect, 12, 12)
        lr = self.label.rect
        self.label.paint(painter, QPointF(-lr.width() / 2 - lr.left(), -lr.height() / 2 - lr.top()), _SEA_TEXT)


def set_sea_heat(item: SeaItem, colour: QColor | None) -> None:
    """Fill a sea's label region with a heat colour (None: its pale fill again)."""
    if item.heat != colour:
        item.heat = colour
        item.update()


def set_sea_problem(item: SeaItem, severity: str | None) -> None:
    """Outline a sea red or amber for a lint problem (None: no problem)."""
    if item.problem != severity:
        item.problem = severity
        item.update()


class CoastLineItem(QGraphicsLineItem):
    """A thin dotted line from a sea's label to one of its coast countries.

    One item per line (not one path per sea), so moving a country repaints only its own
    short lines: a long dotted path across the whole map is slow to stroke. On a map with
    outlines the lines are *quiet*: shown only while their sea is selected (the coasts are
    on the map itself, and sixteen lines across it would hide it).
    """

    def __init__(self, sid: str, cid: str, quiet: bool = False) -> None:
        super().__init__()
        self.key = ("sea", sid)
        self.country = cid
        self._quiet = quiet
        self._selected = False
        self.setZValue(Z_COAST)
        self.set_selected(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_selected(self, selected: bool) -> None:
        self._selected = selected
        pen = QPen(SELECTION_COLOUR if selected else _COAST_PEN_COLOUR, 2.0 if selected else 1.2)
        pen.setStyle(Qt.PenStyle.DotLine)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setVisible(selected or not self._quiet)

    def set_quiet(self, quiet: bool) -> None:
        """Show the line only while its sea is selected (True), or always (False)."""
        if quiet != self._quiet:
            self._quiet = quiet
            self.setVisible(self._selected or not quiet)


class LinkItem(QGraphicsLineItem):
    """A link between two countries: solid (land), dashed (ferry) or with a bridge symbol.

    A plain line item (drawn and indexed by Qt in C++); selection and hover thicken its pen.

    Attributes:
        key: ``("link", a, b)``.
    """

    def __init__(self, a: str, b: str, kind: str, p1: QPointF, p2: QPointF) -> None:
        super().__init__(QLineF(p1, p2))
        self.key = ("link", a, b)
        self.kind = kind
        self._selected = False
        self._hovered = False
        self._faint = False
        self.setZValue(Z_LINK)
        self.setToolTip(translate("LinkItem", "{kind} link: {a} – {b}").format(kind=kind, a=a, b=b))
        self._bridge: BridgeSymbolItem | None = None
        self._restyle()

    @property
    def selected(self) -> bool:
        return self._selected

    @selected.setter
    def selected(self, on: bool) -> None:
        if on != self._selected:
            self._selected = on
            self._restyle()

    @property
    def hovered(self) -> bool:
        return self._hovered

    @hovered.setter
    def hovered(self, on: bool) -> None:
        if on != self._hovered:
            self._hovered = on
            self._restyle()

    def set_faint(self, faint: bool) -> None:
        """Draw a land link thin and pale: both its countries have outlines, whose shared
        border already shows the link."""
        if faint != self._faint:
            self._faint = faint
            self._restyle()

    def _restyle(self) -> None:
        colour, style, width = _LINK_PENS.get(self.kind, _LINK_PENS["land"])
        if self._faint and self.kind == "land":
            colour, width = QColor(74, 79, 85, 55), 1.0
        if self._selected:
            colour, width = SELECTION_COLOUR, width + 3
        elif self._hovered:
            colour, width = QColor("#ff9a00"), width + 2
        pen = QPen(colour, width, style)
        pen.setCosmetic(True)
        self.setPen(pen)
        self._update_bridge()

    def _update_bridge(self) -> None:
        line = self.line()
        show = self.kind == "bridge" and line.length() > 0
        if show and self._bridge is None:
            self._bridge = BridgeSymbolItem(self)
        if self._bridge is not None:
            self._bridge.setVisible(show)
            self._bridge.place(line)

    def set_ends(self, p1: QPointF, p2: QPointF) -> None:
        """Move the link's ends (its countries moved)."""
        self.setLine(QLineF(p1, p2))
        self._update_bridge()

    def set_kind(self, kind: str) -> None:
        """Show a changed kind."""
        if kind != self.kind:
            self.kind = kind
            self._restyle()


class BridgeSymbolItem(QGraphicsItem):
    """The map sign of a bridge: two rails with flared ends across a link's middle.

    A child of its LinkItem; it keeps its size on screen and turns with the link.
    """

    #: Half-length and half-width of the sign, in pixels.
    LENGTH = 9.0
    WIDTH = 4.5

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def place(self, line: QLineF) -> None:
        """Centre the sign on ``line`` and turn it along it."""
        self.setPos(line.center())
        self.setRotation(-line.angle())

    def boundingRect(self) -> QRectF:
        m = 4.0
        return QRectF(-self.LENGTH - m, -self.WIDTH - m, 2 * (self.LENGTH + m), 2 * (self.WIDTH + m))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        colour = _LINK_PENS["bridge"][0]
        length, width = self.LENGTH, self.WIDTH
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255))
        painter.drawRect(QRectF(-length, -width, 2 * length, 2 * width))
        painter.setPen(QPen(colour, 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for side in (-1.0, 1.0):
            y = side * width
            painter.drawLine(QPointF(-length, y), QPointF(length, y))
            painter.drawLine(QPointF(-length, y), QPointF(-length - 3, y + side * 3))
            painter.drawLine(QPointF(length, y), QPointF(length + 3, y + side * 3))


def segment_distance(p: QPointF, line: QLineF) -> float:
    """Distance from ``p`` to the segment ``line``."""
    dx, dy = line.dx(), line.dy()
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return math.hypot(p.x() - line.x1(), p.y() - line.y1())
    t = max(0.0, min(1.0, ((p.x() - line.x1()) * dx + (p.y() - line.y1()) * dy) / length2))
    return math.hypot(p.x() - (line.x1() + t * dx), p.y() - (line.y1() + t * dy))
