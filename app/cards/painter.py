"""The one card painter: a card's front and back from (card, layout) on any ``QPainter``.

The print-and-play sheets, the editors' card tables (their thumbnails), the playtest's hands
and the card layout editor's preview all draw through here, so a pack's card layouts
(``content`` ``CardLayout``, one per card kind) look the same everywhere. ``layout=None`` is
the default look, the same as a layout with every field left out.

Sizes are in millimetres of the printed card, drawn at ``unit`` logical pixels a millimetre
(the print-and-play's 96 dpi by default); a small card (a thumbnail, a hand) passes a smaller
``unit`` and ``detail="compact"``, which keeps the body, the corner symbol and the title.

A layout's picture (its ``image``, a PNG, JPEG or SVG the pack carries) is drawn in the card's
picture area, under the title where the default look has its colour swatch, keeping its aspect
ratio; a PNG or JPEG is a picture in a PDF or SVG (an SVG stays vector shapes), and every text
on the card stays text.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QImageReader,
    QPainter,
    QPainterPath,
    QPen,
)

from app.render import BACKGROUND, LOGICAL_DPI, _paint

#: Default card trim size, in millimetres (a layout's ``width_mm``/``height_mm`` default).
CARD_MM = (56.0, 80.0)
#: The default corner radius of a card's panels, in millimetres.
RADIUS_MM = 2.0
#: Colour of a card's back when the layout names none.
BACK_COLOUR = QColor("#27394d")
#: Scale of the map inset on a card (logical pixels per scene unit).
INSET_ZOOM = 0.4
#: Logical pixels a millimetre at the print's resolution.
MM = 1 / 25.4 * LOGICAL_DPI


def _mm(value: float) -> float:
    """Millimetres in logical pixels (96 an inch)."""
    return value * MM


def _font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _readable_on(colour: QColor) -> QColor:
    return QColor("#ffffff") if colour.lightnessF() < 0.55 else QColor("#1b1f24")


class PrintCard:
    """One card as it is drawn: its colour, a kind line, a title and a few lines of detail.

    ``layout_kind`` is the card kind a pack's card layout names (``country``, ``route``…) and
    ``group`` the value of its colour field (the colour group, card colour or point kind),
    which a layout's ``colours`` maps to a colour."""

    __slots__ = ("colour", "kind", "title", "lines", "corner", "at", "stripes", "hexes",
                 "layout_kind", "group", "group_name", "key", "ring")

    def __init__(self, colour: str, kind: str, title: str, lines=(), corner: str = "",
                 at: tuple[float, float] | None = None, stripes=(), hexes=(),
                 layout_kind: str = "", group: str = "", key: str = "", ring: bool = True,
                 group_name: str = "") -> None:
        self.colour, self.kind, self.title = QColor(colour), kind, title
        self.lines, self.corner = tuple(lines), corner
        #: The map position the card names (its inset shows the map around it), or None.
        self.at = at
        #: Colours a many-coloured card is painted in (bands), else empty.
        self.stripes = tuple(QColor(c) for c in stripes)
        #: (display colour, name) of the terrains the card pays for, drawn as hexes.
        self.hexes = tuple(hexes)
        self.layout_kind, self.group = layout_kind, group
        #: The colour field's value as a person reads it (the layout editor's rows).
        self.group_name = group_name or group
        #: The pack entry the card is drawn from (a card's id, a card colour's id): the
        #: editors' card tables find a row's card by it.
        self.key = key
        #: Whether the map inset rings the place (a sea's name marks itself: no ring).
        self.ring = ring


def card_size_mm(layout: Any = None) -> tuple[float, float]:
    """The trim size (width, height) in mm a card of ``layout`` is printed at."""
    return (layout.width_mm, layout.height_mm) if layout is not None else CARD_MM


def card_colour(card: PrintCard, layout: Any = None) -> QColor:
    """The colour ``card`` is drawn in: the layout's colour for its colour field's value, else
    the layout's one colour, else the card's own."""
    if layout is not None:
        if card.group and card.group in layout.colours:
            return QColor(layout.colours[card.group])
        if layout.colour:
            return QColor(layout.colour)
    return QColor(card.colour)


def radius_mm(layout: Any = None) -> float:
    return layout.radius_mm if layout is not None else RADIUS_MM


def title_text(card: PrintCard, layout: Any = None) -> str:
    """The title ``card`` shows under ``layout``: its name, its kind, or nothing."""
    shown = layout.title if layout is not None else "name"
    return {"name": card.title, "kind": card.kind, "none": ""}[shown]


_title_of = title_text


def icon_text(layout: Any = None) -> str:
    """The symbol ``layout`` draws in its cards' top corner ("" for none)."""
    return layout.icon if layout is not None else ""


def decode_picture(data: bytes):
    """A picture from an image file's bytes: a ``QImage`` (PNG, JPEG, turned upright as its
    EXIF says), a ``QSvgRenderer`` (SVG: drawn as vector shapes), or None when Qt cannot read
    it."""
    if data.lstrip()[:1] == b"<":
        from PySide6.QtSvg import QSvgRenderer

        renderer = QSvgRenderer(QByteArray(data))
        return renderer if renderer.isValid() and not picture_size(renderer).isEmpty() else None
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    reader.setAutoTransform(True)
    image = reader.read()
    return None if image.isNull() else image


def picture_size(picture) -> QSizeF:
    """A picture's own size (its proportions): pixels, or an SVG's view box."""
    if isinstance(picture, QImage):
        return QSizeF(picture.size())
    box = picture.viewBoxF()
    return box.size() if not box.isEmpty() else QSizeF(picture.defaultSize())


@lru_cache(maxsize=16)
def card_picture(url: str):
    """The picture of a layout's ``image`` (a data URL the model checked), decoded once
    (:func:`decode_picture`): the same object for every card that shows it, so a PDF holds it
    once (Qt's PDF engine keeps one image object per ``cacheKey``)."""
    from content.images import data_url_bytes

    return decode_picture(data_url_bytes(url))


def picture_of(layout: Any = None):
    """The picture ``layout`` draws in its cards' picture area (a ``QImage`` or a
    ``QSvgRenderer``), or None (none, or one Qt cannot read)."""
    if layout is None or not getattr(layout, "image", None):
        return None
    return card_picture(layout.image)


def paint_picture(p: QPainter, picture, area: QRectF, fit: str = "contain",
                  radius: float = 0.0) -> QRectF:
    """``picture`` (a ``QImage`` or ``QSvgRenderer``) in ``area`` keeping its aspect ratio:
    all of it, centred (``contain``), or filling the area, its overflow cut off (``cover``,
    corners rounded by ``radius``). Returns the rectangle the picture covers."""
    size = picture_size(picture)
    if area.width() <= 0 or area.height() <= 0 or size.width() <= 0 or size.height() <= 0:
        return QRectF()
    scale = (max if fit == "cover" else min)(area.width() / size.width(),
                                             area.height() / size.height())
    w, h = size.width() * scale, size.height() * scale
    target = QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h)
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    if fit == "cover":
        clip = QPainterPath()
        clip.addRoundedRect(area, radius, radius)
        p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    if isinstance(picture, QImage):
        # The whole image is drawn (never a cut-out copy), so a PDF embeds it once.
        p.drawImage(target, picture)
    else:
        picture.render(p, target)
    p.restore()
    return area if fit == "cover" else target


def _fill(p: QPainter, rect: QRectF, colour: QColor, stripes) -> None:
    """Fill ``rect`` with ``colour``, or with bands of ``stripes`` (a multicolour card)."""
    if not stripes:
        p.fillRect(rect, colour)
        return
    step = rect.width() / len(stripes)
    for i, band in enumerate(stripes):
        p.fillRect(QRectF(rect.left() + i * step, rect.top(), step + 0.5, rect.height()), band)


def _stripes(card: PrintCard, layout: Any) -> tuple:
    # A layout's colour for the card replaces its bands.
    if layout is not None and ((card.group and card.group in layout.colours) or layout.colour):
        return ()
    return card.stripes


def _hex_row(p: QPainter, area: QRectF, hexes, u: float) -> None:
    """The terrains a card pays for: a hex of each colour, in rows, centred in ``area``."""
    r = 4.2 * u
    per_row = max(1, int(area.width() // (2.1 * r)))
    for i, (colour, _name) in enumerate(hexes):
        row, col = divmod(i, per_row)
        n = min(per_row, len(hexes) - row * per_row)
        cx = area.center().x() + (col - (n - 1) / 2) * 2.1 * r
        cy = area.top() + r + row * 2.0 * r
        if cy + r > area.bottom():
            return
        corners = [QPointF(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
                   for a in (-90, -30, 30, 90, 150, 210)]
        p.setPen(QPen(QColor("#3d3d3d"), 0.8))
        p.setBrush(QColor(colour))
        p.drawPolygon(corners)


def paint_front(p: QPainter, card: PrintCard, trim: QRectF, layout: Any = None, *,
                bleed: float = 0.0, scene=None, unit: float = MM) -> None:
    """A card's front in ``trim`` (logical pixels), its colour ``bleed`` beyond it; ``scene``
    (a board scene) draws the map around the place the card names; ``unit`` is logical pixels
    a millimetre (the fonts scale with it)."""
    u = unit
    k = unit / MM  # fonts are sized for the print
    colour = card_colour(card, layout)
    radius = radius_mm(layout) * u
    _fill(p, trim.adjusted(-bleed, -bleed, bleed, bleed), colour, _stripes(card, layout))
    inner = trim.adjusted(3.5 * u, 9 * u, -3.5 * u, -3.5 * u)
    on = _readable_on(colour)
    p.setPen(on)
    p.setFont(_font(7.5 * k, bold=True))
    band = QRectF(trim.left() + 3.5 * u, trim.top() + 2.5 * u, trim.width() - 7 * u, 6 * u)
    icon = layout.icon if layout is not None else ""
    kind_text = (icon + "  " if icon else "") + card.kind.upper()
    p.drawText(band, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, kind_text)
    if card.corner:
        p.drawText(band, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, card.corner)
    p.setPen(QPen(QColor(0, 0, 0, 60), 0.6))
    p.setBrush(QColor("#fbfaf7"))
    p.drawRoundedRect(inner, radius, radius)
    p.setPen(QColor("#1b1f24"))
    title_text = _title_of(card, layout)
    title = inner.adjusted(2 * u, 6 * u, -2 * u, 0)
    size = 13.0
    font = _font(size * k, bold=True)
    while size > 7 and QFontMetricsF(font).horizontalAdvance(title_text) > title.width() * 2:
        size -= 1
        font = _font(size * k, bold=True)
    p.setFont(font)
    title.setHeight(QFontMetricsF(font).height() * 2.2)
    p.drawText(title, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, title_text)
    inset_shown = scene is not None and card.at is not None
    swatch = QRectF(inner.center().x() - 9 * u, title.bottom() + 2 * u, 18 * u,
                    0 if inset_shown else 10 * u)
    small = radius * 0.75  # the swatch rounds a little less than its panel
    picture = picture_of(layout)
    if picture is not None:
        # The layout's picture takes the swatch's place: under the title, the panel's width,
        # nearly half of the room below (all of it when the card shows no text).
        room = inner.bottom() - title.bottom() - 4 * u
        swatch = QRectF(inner.left() + 2 * u, title.bottom() + 2 * u, inner.width() - 4 * u,
                        room * (0.45 if layout.text else 1.0))
        paint_picture(p, picture, swatch, layout.image_fit, small)
        if layout.image_fit == "cover":
            p.setPen(QPen(QColor(0, 0, 0, 90), 0.6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(swatch, small, small)
    elif not inset_shown:  # a card with a map inset shows its colour around it
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(swatch, small, small)
        p.setClipPath(clip)
        _fill(p, swatch, colour, _stripes(card, layout))
        p.restore()
        p.setPen(QPen(QColor(0, 0, 0, 90), 0.6))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(swatch, small, small)
    if layout is not None and not layout.text:
        return
    p.setPen(QColor("#3a4048"))
    p.setFont(_font(7.5 * k))
    text = QRectF(inner.left() + 2 * u, swatch.bottom() + 3 * u, inner.width() - 4 * u,
                  inner.bottom() - swatch.bottom() - 4 * u)
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
    used = p.boundingRect(text, flags, "\n".join(card.lines))
    p.drawText(text, flags, "\n".join(card.lines))
    if card.hexes:
        _hex_row(p, QRectF(inner.left() + 2 * u, used.bottom() + 4 * u, inner.width() - 4 * u,
                           inner.bottom() - used.bottom() - 6 * u), card.hexes, u)
    if inset_shown:
        # The map around what the card names, drawn from the board scene, a ring on it.
        inset = QRectF(inner.left() + 2 * u, used.bottom() + 2 * u, inner.width() - 4 * u, 0)
        inset.setBottom(inner.bottom() - 2 * u)
        if inset.height() > 12 * u:
            centre = scene.to_scene(*card.at)
            # The same stretch of map at any size: a smaller card shows it smaller.
            w, h = inset.width() / (INSET_ZOOM * k), inset.height() / (INSET_ZOOM * k)
            source = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
            p.save()
            p.setClipRect(inset)
            p.fillRect(inset, BACKGROUND)
            _paint(scene, p, inset, source)
            p.restore()
            p.setBrush(Qt.BrushStyle.NoBrush)
            if card.ring:
                p.setPen(QPen(QColor("#d0342c"), 1.6))
                p.drawEllipse(inset.center(), 3.2 * u, 3.2 * u)
            p.setPen(QPen(QColor(0, 0, 0, 90), 0.6))
            p.drawRect(inset)


def back_colour(layout: Any = None) -> QColor:
    return QColor(layout.back_colour) if layout is not None and layout.back_colour else QColor(BACK_COLOUR)


def paint_back(p: QPainter, trim: QRectF, heading: str, name: str, layout: Any = None, *,
               bleed: float = 0.0, unit: float = MM) -> None:
    """A card's back: the same for every card of a kind (nothing shows through which card it
    is): ``heading`` (the game) and ``name`` (the pack's, or the layout's back text) on a
    patterned ground."""
    u = unit
    k = unit / MM
    colour = back_colour(layout)
    if layout is not None and layout.back_text is not None:
        name = layout.back_text
    radius = radius_mm(layout) * u
    outer = trim.adjusted(-bleed, -bleed, bleed, bleed)
    p.fillRect(outer, colour)
    p.save()
    p.setClipRect(outer)
    p.setPen(QPen(QColor(255, 255, 255, 28), 1.2 * u))
    step = 5 * u
    span = outer.width() + outer.height()
    x = 0.0
    while x < span:
        p.drawLine(QPointF(outer.left() + x, outer.top()), QPointF(outer.left() + x - outer.height(), outer.bottom()))
        x += step
    p.restore()
    p.setPen(QPen(QColor("#e9dfc7"), 0.5 * u))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(trim.adjusted(3 * u, 3 * u, -3 * u, -3 * u), radius, radius)
    panel = QRectF(trim.left() + 6 * u, trim.center().y() - 13 * u, trim.width() - 12 * u, 26 * u)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRoundedRect(panel, radius, radius)
    p.setPen(QColor("#f4ecd8"))
    p.setFont(_font(7 * k, bold=True))
    p.drawText(panel.adjusted(0, 2 * u, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
               heading.upper())
    size = 12.0
    while size > 6 and QFontMetricsF(_font(size * k, bold=True)).horizontalAdvance(name) > panel.width() * 1.8:
        size -= 0.5
    p.setFont(_font(size * k, bold=True))
    p.drawText(panel.adjusted(1 * u, 6 * u, -1 * u, -1 * u),
               Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
