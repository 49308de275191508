"""The print-and-play PDF of a pack: a components page, the cards (nine a page, with bleed and
cut marks), then each board tiled over sheets with overlap marks.

The boards are the board scenes of ``app/boards`` (``app.render.board_scene``: there is no
second drawing of a board); the cards and components are each game's print hooks
(``app.plugins.PrintHooks``). The PDF prints a board at print size when it fits on
``MAX_SHEETS`` sheets, smaller when not, tiled over sheets that overlap by ``OVERLAP_MM``.
"""

from __future__ import annotations

import math
import os

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPainter,
    QPainterPath,
    QPdfWriter,
    QPen,
)

from app.i18n import translate
from app.render import (
    BACKGROUND,
    LOGICAL_DPI,
    PRINT_SHARPNESS,
    _game_title,
    _paint,
    _prepare,
    board_rect,
    board_scene,
    ensure_app,
    print_hooks,
)

#: Papers the PDF is laid out on.
PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
#: Page margin, in millimetres (every printer prints this far in).
MARGIN_MM = 8.0
#: Overlap of neighbouring map sheets, in millimetres.
OVERLAP_MM = 12.0
#: Most sheets a board is spread over; a larger board is printed smaller.
MAX_SHEETS = 9
#: A board smaller than one sheet is enlarged to fill it, up to this many times print size.
MAX_ENLARGE = 2.5
#: Card trim size and bleed, in millimetres (nine to an A4 or Letter page).
CARD_MM = (56.0, 80.0)
BLEED_MM = 3.0
#: Length of a cut mark and its gap from the trim line, in millimetres.
CUT_MARK_MM = (5.0, 1.0)
#: Paper left outside the cut marks of a card sheet, in millimetres.
_CARD_MARGIN_MM = 4.0
#: Height of a page's footer line, in millimetres.
_FOOTER_MM = 3.0
#: Scale of the map inset on a card (logical pixels per scene unit).
INSET_ZOOM = 0.4


def _mm(value: float) -> float:
    """Millimetres in logical pixels."""
    return value / 25.4 * LOGICAL_DPI


def _font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _readable_on(colour: QColor) -> QColor:
    return QColor("#ffffff") if colour.lightnessF() < 0.55 else QColor("#1b1f24")


class PrintCard:
    """One card to print: its colour, a kind line, a title and a few lines of detail."""

    __slots__ = ("colour", "kind", "title", "lines", "corner", "at", "stripes", "hexes")

    def __init__(self, colour: str, kind: str, title: str, lines=(), corner: str = "",
                 at: tuple[float, float] | None = None, stripes=(), hexes=()) -> None:
        self.colour, self.kind, self.title = QColor(colour), kind, title
        self.lines, self.corner = tuple(lines), corner
        #: The map position the card names (its inset shows the map around it), or None.
        self.at = at
        #: Colours a many-coloured card is painted in (bands), else empty.
        self.stripes = tuple(QColor(c) for c in stripes)
        #: (display colour, name) of the terrains the card pays for, drawn as hexes.
        self.hexes = tuple(hexes)


def cards_of(pack) -> list[PrintCard]:
    """Every card of the pack's deck, in deck order, as it is printed (the game's print hooks,
    ``app.plugins.PrintHooks.cards``)."""
    return list(print_hooks(pack).cards(pack))


def components(pack) -> list[tuple[str, int]]:
    """The components of a print-and-play copy: (what, how many)."""
    return list(print_hooks(pack).components(pack))


class _Printer:
    """Lays out the pages of a print-and-play PDF on one QPdfWriter (96 units an inch)."""

    def __init__(self, target, paper: str) -> None:
        self.writer = QPdfWriter(target)
        self.writer.setResolution(round(LOGICAL_DPI))
        self.page_size = QPageSize(PAPERS[paper])
        self.paper = paper
        self.writer.setPageSize(self.page_size)
        self.writer.setPageMargins(QMarginsF(0, 0, 0, 0))
        self.pages = 0
        self.painter: QPainter | None = None

    def page(self, landscape: bool = False) -> QPainter:
        """Start a page (portrait or landscape); returns the painter on it."""
        orientation = QPageLayout.Orientation.Landscape if landscape else \
            QPageLayout.Orientation.Portrait
        self.writer.setPageOrientation(orientation)
        if self.painter is None:
            self.painter = QPainter(self.writer)
        else:
            self.writer.newPage()
        self.pages += 1
        self.painter.resetTransform()
        self.painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        return self.painter

    def size(self, landscape: bool = False) -> QSizeF:
        """The page size in logical pixels."""
        s = self.page_size.size(QPageSize.Unit.Millimeter)
        w, h = _mm(s.width()), _mm(s.height())
        return QSizeF(h, w) if landscape else QSizeF(w, h)

    def finish(self) -> None:
        if self.painter is not None:
            self.painter.end()


def _footer(painter: QPainter, size: QSizeF, text: str, top: float | None = None) -> None:
    """A line of small print at the foot of the page (from ``top`` down, if given)."""
    painter.setPen(QColor("#555b63"))
    painter.setFont(_font(7))
    m = _mm(MARGIN_MM)
    y = size.height() - m if top is None else top
    painter.drawText(QRectF(m, y, size.width() - 2 * m, min(m * 0.9, size.height() - y)),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


def _cover(printer: _Printer, pack, sheets: list[tuple[str, int, int]], n_cards: int,
           card_pages: int) -> None:
    p = printer.page()
    size = printer.size()
    m = _mm(MARGIN_MM) * 2
    y = m
    width = size.width() - 2 * m
    p.setPen(QColor("#1b1f24"))
    p.setFont(_font(22, bold=True))
    fm = QFontMetricsF(p.font())
    p.drawText(QRectF(m, y, width, fm.height() * 2), Qt.TextFlag.TextWordWrap, pack.name)
    y += fm.height() * (2 if fm.horizontalAdvance(pack.name) > width else 1) + 6
    p.setFont(_font(10))
    fm = QFontMetricsF(p.font())
    by = f" by {pack.author}" if pack.author else ""
    p.drawText(QPointF(m, y + fm.ascent()),
               translate("render", "{game} pack '{id}', version {version}{by} — print and play").format(game=_game_title(pack.game), id=pack.id, version=pack.version, by=by))
    y += fm.height() * 1.6
    if pack.description:
        p.setFont(_font(9, italic=True))
        box = QRectF(m, y, width, _mm(40))
        bound = p.boundingRect(box, Qt.TextFlag.TextWordWrap, pack.description[:600])
        p.drawText(box, Qt.TextFlag.TextWordWrap, pack.description[:600])
        y += min(bound.height(), box.height()) + 10
    p.setFont(_font(13, bold=True))
    fm = QFontMetricsF(p.font())
    y += 8
    p.drawText(QPointF(m, y + fm.ascent()), translate("render", "Components"))
    y += fm.height() + 6
    rows = [(what, n) for what, n in components(pack)]
    rows.append((translate("render", "Card sheets ({n_cards} cards, 9 a page)").format(n_cards=n_cards), card_pages))
    for what, count, _board in sheets:
        rows.append((what, count))
    p.setFont(_font(10))
    fm = QFontMetricsF(p.font())
    line = fm.height() * 1.35
    for i, (what, n) in enumerate(rows):
        if i % 2 == 0:
            p.fillRect(QRectF(m - 4, y, width + 8, line), QColor("#eef1f4"))
        p.setPen(QColor("#1b1f24"))
        p.drawText(QRectF(m, y, width - _mm(20), line), Qt.AlignmentFlag.AlignVCenter, what)
        p.drawText(QRectF(m, y, width, line),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(n))
        y += line
    y += 14
    p.setFont(_font(9))
    notes = (
        translate("render", "Print at 100 % (no \"fit to page\") on {arg1} paper. Cards are {CARD_MM:g} × {CARD_MM2:g} mm with {BLEED_MM:g} mm bleed: cut along the marks in the margins. Map sheets overlap by {OVERLAP_MM:g} mm: trim the shaded overlap off one sheet along its dashed line and line the crosses up with the next sheet's (the letters and numbers say which goes where).").format(arg1=printer.paper.upper() if printer.paper == 'a4' else 'Letter', CARD_MM=CARD_MM[0], CARD_MM2=CARD_MM[1], BLEED_MM=BLEED_MM, OVERLAP_MM=OVERLAP_MM)
    )
    p.drawText(QRectF(m, y, width, size.height() - y - m), Qt.TextFlag.TextWordWrap, notes)
    _footer(p, size, translate("render", "{name} — components — page {pages}").format(name=pack.name, pages=printer.pages))


def _cut_marks(p: QPainter, xs: list[float], ys: list[float], grid: QRectF) -> None:
    length, gap = _mm(CUT_MARK_MM[0]), _mm(CUT_MARK_MM[1])
    pen = QPen(QColor("#000000"), 0.8)
    p.setPen(pen)
    for x in xs:
        p.drawLine(QPointF(x, grid.top() - gap - length), QPointF(x, grid.top() - gap))
        p.drawLine(QPointF(x, grid.bottom() + gap), QPointF(x, grid.bottom() + gap + length))
    for y in ys:
        p.drawLine(QPointF(grid.left() - gap - length, y), QPointF(grid.left() - gap, y))
        p.drawLine(QPointF(grid.right() + gap, y), QPointF(grid.right() + gap + length, y))


def _fill_card(p: QPainter, rect: QRectF, card: PrintCard) -> None:
    """Fill ``rect`` with the card's colour, or its bands of colours (a multicolour card)."""
    if not card.stripes:
        p.fillRect(rect, card.colour)
        return
    step = rect.width() / len(card.stripes)
    for i, colour in enumerate(card.stripes):
        p.fillRect(QRectF(rect.left() + i * step, rect.top(), step + 0.5, rect.height()), colour)


def _hex_row(p: QPainter, area: QRectF, hexes) -> None:
    """The terrains a card pays for: a hex of each colour, in rows, centred in ``area``."""
    r = _mm(4.2)
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


def _draw_card(p: QPainter, card: PrintCard, trim: QRectF, bleed: float, scene=None) -> None:
    _fill_card(p, trim.adjusted(-bleed, -bleed, bleed, bleed), card)
    inner = trim.adjusted(_mm(3.5), _mm(9), -_mm(3.5), -_mm(3.5))
    on = _readable_on(card.colour)
    p.setPen(on)
    p.setFont(_font(7.5, bold=True))
    band = QRectF(trim.left() + _mm(3.5), trim.top() + _mm(2.5), trim.width() - _mm(7), _mm(6))
    p.drawText(band, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, card.kind.upper())
    if card.corner:
        p.drawText(band, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, card.corner)
    p.setPen(QPen(QColor(0, 0, 0, 60), 0.6))
    p.setBrush(QColor("#fbfaf7"))
    p.drawRoundedRect(inner, _mm(2), _mm(2))
    p.setPen(QColor("#1b1f24"))
    title = inner.adjusted(_mm(2), _mm(6), -_mm(2), 0)
    size = 13.0
    font = _font(size, bold=True)
    while size > 7 and QFontMetricsF(font).horizontalAdvance(card.title) > title.width() * 2:
        size -= 1
        font = _font(size, bold=True)
    p.setFont(font)
    title.setHeight(QFontMetricsF(font).height() * 2.2)
    p.drawText(title, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, card.title)
    inset_shown = scene is not None and card.at is not None
    swatch = QRectF(inner.center().x() - _mm(9), title.bottom() + _mm(2), _mm(18),
                    _mm(0 if inset_shown else 10))
    if not inset_shown:  # a card with a map inset shows its colour around it
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(swatch, _mm(1.5), _mm(1.5))
        p.setClipPath(clip)
        _fill_card(p, swatch, card)
        p.restore()
        p.setPen(QPen(QColor(0, 0, 0, 90), 0.6))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(swatch, _mm(1.5), _mm(1.5))
    p.setPen(QColor("#3a4048"))
    p.setFont(_font(7.5))
    text = QRectF(inner.left() + _mm(2), swatch.bottom() + _mm(3), inner.width() - _mm(4),
                  inner.bottom() - swatch.bottom() - _mm(4))
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
    used = p.boundingRect(text, flags, "\n".join(card.lines))
    p.drawText(text, flags, "\n".join(card.lines))
    if card.hexes:
        _hex_row(p, QRectF(inner.left() + _mm(2), used.bottom() + _mm(4), inner.width() - _mm(4),
                           inner.bottom() - used.bottom() - _mm(6)), card.hexes)
    if scene is not None and card.at is not None:
        # The map around what the card names, drawn from the board scene, a ring on it.
        inset = QRectF(inner.left() + _mm(2), used.bottom() + _mm(2), inner.width() - _mm(4), 0)
        inset.setBottom(inner.bottom() - _mm(2))
        if inset.height() > _mm(12):
            centre = scene.to_scene(*card.at)
            w, h = inset.width() / INSET_ZOOM, inset.height() / INSET_ZOOM
            source = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
            p.save()
            p.setClipRect(inset)
            p.fillRect(inset, BACKGROUND)
            _paint(scene, p, inset, source)
            p.restore()
            p.setBrush(Qt.BrushStyle.NoBrush)
            if card.kind != "Ship":  # a sea's name marks it; a ring would hide the name
                p.setPen(QPen(QColor("#d0342c"), 1.6))
                p.drawEllipse(inset.center(), _mm(3.2), _mm(3.2))
            p.setPen(QPen(QColor(0, 0, 0, 90), 0.6))
            p.drawRect(inset)


def _card_pages(printer: _Printer, pack, cards: list[PrintCard], scene=None) -> None:
    size = printer.size()
    bleed = _mm(BLEED_MM)
    cw, ch = _mm(CARD_MM[0]), _mm(CARD_MM[1])
    bw, bh = cw + 2 * bleed, ch + 2 * bleed
    m = _mm(_CARD_MARGIN_MM + CUT_MARK_MM[0] + CUT_MARK_MM[1])
    cols = max(1, int((size.width() - 2 * m) // bw))
    rows = max(1, int((size.height() - 2 * m) // bh))
    per = cols * rows
    total = math.ceil(len(cards) / per)
    for page in range(total):
        chunk = cards[page * per:(page + 1) * per]
        p = printer.page()
        used_rows = math.ceil(len(chunk) / cols)
        used_cols = min(cols, len(chunk))
        # Centred, but high enough that the footer clears the cut marks below the grid.
        marks = _mm(CUT_MARK_MM[0] + CUT_MARK_MM[1])
        top = min((size.height() - rows * bh) / 2,
                  size.height() - rows * bh - marks - _mm(_FOOTER_MM + 1))
        grid = QRectF((size.width() - cols * bw) / 2, max(marks + _mm(3), top),
                      used_cols * bw, used_rows * bh)
        for i, card in enumerate(chunk):
            r, c = divmod(i, cols)
            trim = QRectF(grid.left() + c * bw + bleed, grid.top() + r * bh + bleed, cw, ch)
            _draw_card(p, card, trim, bleed, scene)
        xs = sorted({grid.left() + c * bw + bleed + d for c in range(used_cols) for d in (0, cw)})
        ys = sorted({grid.top() + r * bh + bleed + d for r in range(used_rows) for d in (0, ch)})
        _cut_marks(p, xs, ys, grid)
        foot = max(grid.top() + rows * bh + marks + _mm(0.5), size.height() - _mm(MARGIN_MM))
        _footer(p, size, translate("render", "{name} — cards, sheet {arg2} of {total} — cut along the marks ({BLEED_MM:g} mm bleed) — page {pages}").format(name=pack.name, arg2=page + 1, total=total, BLEED_MM=BLEED_MM, pages=printer.pages), foot)


def _sheet_area(page: QSizeF) -> QRectF:
    """The part of a map sheet the board is printed on (room for a caption below)."""
    m = _mm(MARGIN_MM)
    return QRectF(m, m, page.width() - 2 * m, page.height() - 3 * m)


def _board_layout(printer: _Printer, scene, cap: float | None = None) -> tuple[bool, float, int, int]:
    """(landscape, scale, columns, rows) of the board's sheets: the largest scale up to print
    size (``MAX_ENLARGE`` for a board on one sheet; never above ``cap``) that fits on at most
    ``MAX_SHEETS`` sheets, then the fewest sheets at that scale."""
    rect = board_rect(scene)
    overlap = _mm(OVERLAP_MM)
    best = None
    for landscape in (False, True):
        area = _sheet_area(printer.size(landscape))
        for cols in range(1, MAX_SHEETS + 1):
            for rows in range(1, MAX_SHEETS // cols + 1):
                fit = min((cols * (area.width() - overlap) + overlap) / rect.width(),
                          (rows * (area.height() - overlap) + overlap) / rect.height())
                scale = min(fit, MAX_ENLARGE if cols * rows == 1 else 1.0)
                if cap is not None:
                    scale = min(scale, cap)
                key = (-round(scale, 6), cols * rows, landscape)
                if best is None or key < best[0]:
                    best = (key, (landscape, scale, cols, rows))
    return best[1]


def _board_pages(printer: _Printer, pack, scene, label: str, cap: float | None = None) -> None:
    landscape, scale, cols, rows = _board_layout(printer, scene, cap)
    rect = board_rect(scene)
    _prepare(scene, scale, rect, PRINT_SHARPNESS)
    page = printer.size(landscape)
    m, overlap = _mm(MARGIN_MM), _mm(OVERLAP_MM)
    area = _sheet_area(page)
    if cols * rows == 1:
        p = printer.page(landscape)
        w, h = rect.width() * scale, rect.height() * scale
        target = QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h)
        _paint(scene, p, target, rect)
        p.setPen(QColor("#1b1f24"))
        p.setFont(_font(9, bold=True))
        p.drawText(QRectF(m, area.bottom() + 2, area.width(), m),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, translate("render", "{label} — one sheet").format(label=label))
        _footer(p, page, translate("render", "{name} — {label}, scale {arg4:.0f} % — page {pages}").format(name=pack.name, label=label, arg4=scale * 100, pages=printer.pages))
        return
    step_w, step_h = area.width() - overlap, area.height() - overlap
    # The board is centred on its sheets: the paper left over is shared by the outer ones.
    left = rect.left() - (cols * step_w + overlap - rect.width() * scale) / 2 / scale
    top = rect.top() - (rows * step_h + overlap - rect.height() * scale) / 2 / scale
    for r in range(rows):
        for c in range(cols):
            p = printer.page(landscape)
            name = f"{chr(ord('A') + r)}{c + 1}"
            # The part of the board on this sheet, in scene units.
            source = QRectF(left + c * step_w / scale, top + r * step_h / scale,
                            area.width() / scale, area.height() / scale)
            p.save()
            p.setClipRect(area)
            _paint(scene, p, area, source)
            p.restore()
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            band = QColor(40, 60, 90, 28)
            dash = QPen(QColor("#3d4a5c"), 0.9, Qt.PenStyle.DashLine)
            # The overlap bands: covered by the next sheet (right and below).
            if c + 1 < cols:
                p.fillRect(QRectF(area.right() - overlap, area.top(), overlap, area.height()), band)
            if r + 1 < rows:
                p.fillRect(QRectF(area.left(), area.bottom() - overlap, area.width(), overlap), band)
            p.setPen(dash)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(area)
            crosses = []
            if c + 1 < cols:
                x = area.right() - overlap
                p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
                crosses += [QPointF(area.right() - overlap / 2, area.top() + area.height() * f)
                            for f in (0.25, 0.75)]
            if r + 1 < rows:
                y = area.bottom() - overlap
                p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
                crosses += [QPointF(area.left() + area.width() * f, area.bottom() - overlap / 2)
                            for f in (0.25, 0.75)]
            if c > 0:
                crosses += [QPointF(area.left() + overlap / 2, area.top() + area.height() * f)
                            for f in (0.25, 0.75)]
            if r > 0:
                crosses += [QPointF(area.left() + area.width() * f, area.top() + overlap / 2)
                            for f in (0.25, 0.75)]
            p.setPen(QPen(QColor("#c0392b"), 1.0))
            for x in crosses:
                k = _mm(2.5)
                p.drawLine(x - QPointF(k, 0), x + QPointF(k, 0))
                p.drawLine(x - QPointF(0, k), x + QPointF(0, k))
                p.drawEllipse(x, k * 0.6, k * 0.6)
            neighbours = []
            if c + 1 < cols:
                neighbours.append(translate("render", "{chr}{arg1} goes on the right").format(chr=chr(ord('A') + r), arg1=c + 2))
            if r + 1 < rows:
                neighbours.append(translate("render", "{chr}{arg1} goes below").format(chr=chr(ord('A') + r + 1), arg1=c + 1))
            join = ("; " + ", ".join(neighbours)) if neighbours else ""
            p.setPen(QColor("#1b1f24"))
            p.setFont(_font(9, bold=True))
            p.drawText(QRectF(m, area.bottom() + 2, area.width(), m),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                       translate("render", "{label} — sheet {name} (row {arg4} of {rows}, column {arg8} of {cols}){join}").format(label=label, name=name, arg4=r + 1, rows=rows, arg8=c + 1, cols=cols, join=join))
            _footer(p, page, translate("render", "{name} — {label}, {cols} × {rows} sheets, overlap {OVERLAP_MM:g} mm, scale {arg10:.0f} % — page {pages}").format(name=pack.name, label=label, cols=cols, rows=rows, OVERLAP_MM=OVERLAP_MM, arg10=scale * 100, pages=printer.pages))


def _board_labels(pack) -> list[tuple[int, str]]:
    return list(print_hooks(pack).board_labels(pack))


def print_pdf(pack, target: str | os.PathLike | None = None, paper: str = "a4") -> bytes | None:
    """The print-and-play PDF of ``pack`` on ``paper`` ("a4" or "letter").

    Pages: the components list, the cards (nine a page, with bleed and cut marks), then each
    board tiled over sheets with overlap marks. Written to ``target`` when given (returns
    None), else returned as bytes.

    Raises:
        KeyError: an unknown paper.
    """
    if paper not in PAPERS:
        raise KeyError(f"unknown paper {paper!r}; choose one of: {', '.join(PAPERS)}")
    ensure_app()
    buffer = None
    if target is None:
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    printer = _Printer(buffer if buffer is not None else str(target), paper)
    printer.writer.setTitle(translate("render", "{name} — print and play").format(name=pack.name))
    printer.writer.setCreator(translate("render", "Boardcraft Studio"))
    cards = cards_of(pack)
    size = printer.size()
    bw, bh = _mm(CARD_MM[0] + 2 * BLEED_MM), _mm(CARD_MM[1] + 2 * BLEED_MM)
    m = _mm(_CARD_MARGIN_MM + CUT_MARK_MM[0] + CUT_MARK_MM[1])
    per = max(1, int((size.width() - 2 * m) // bw)) * max(1, int((size.height() - 2 * m) // bh))
    scenes = []
    sheets = []
    scales = []
    for board, label in _board_labels(pack):
        scene = board_scene(pack, board)
        scenes.append((scene, label))
        scales.append(_board_layout(printer, scene)[1])
    # Every board of a pack at one scale, so the same pieces fit them all.
    cap = min(scales) if scales else None
    for (scene, label), (board, _label) in zip(scenes, _board_labels(pack), strict=True):
        _landscape, _scale, cols, rows = _board_layout(printer, scene, cap)
        sheets.append((translate("render", "{label}: sheets").format(label=label), cols * rows, board))
    _cover(printer, pack, sheets, len(cards), math.ceil(len(cards) / per))
    inset_scene = None
    if print_hooks(pack).cards_show_map and scenes:  # the cards show where on the map they are
        inset_scene = scenes[0][0]
        _prepare(inset_scene, INSET_ZOOM, board_rect(inset_scene), PRINT_SHARPNESS)
    _card_pages(printer, pack, cards, inset_scene)
    for scene, label in scenes:
        _board_pages(printer, pack, scene, label, cap)
    printer.finish()
    if buffer is not None:
        return bytes(buffer.data())
    return None


