"""The print-and-play pages of a pack: a components page, the cards (front sheets, each
followed by its back sheet, mirrored for double-sided printing), the pieces (tiles, pawns,
markers, arrows, tokens, tickets, holders), then each board tiled over sheets with overlap marks.

One painter code lays every page out (:func:`plan_pages`) and paints it on any paged device
(:func:`paint_pages`): the PDF (``QPdfWriter``), the studio's print preview and a printer
(``QPrinter``). The boards are the board scenes of ``app/boards`` (``app.render.board_scene``:
there is no second drawing of a board); the cards, card rows and pieces are each game's print
hooks (``app.plugins.PrintHooks``). Everything stays at least ``SAFE_MM`` from the paper's edge
(printers clip below about 5 mm), on A4 and Letter alike. A board is printed on the fewest sheets
that hold it at print size or larger, enlarged to fill them, tiled over sheets that overlap by
``OVERLAP_MM``.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QPolygonF,
)

from app.cards.painter import (
    CARD_MM,
    INSET_ZOOM,
    PrintCard,
    _font,
    _mm,
    _readable_on,
    card_size_mm,
    paint_back,
    paint_front,
)
from app.i18n import translate
from app.render import (
    LOGICAL_DPI,
    _game_title,
    _paint,
    _prepare,
    board_rect,
    board_scene,
    ensure_app,
    print_hooks,
)

#: Papers the pages are laid out on.
PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
#: Nothing is printed nearer the paper's edge than this, in millimetres.
SAFE_MM = 5.0
#: Page margin of text pages and map sheets, in millimetres.
MARGIN_MM = 8.0
#: Overlap of neighbouring map sheets, in millimetres.
OVERLAP_MM = 12.0
#: Most sheets a board is spread over; a larger board is printed smaller.
MAX_SHEETS = 9
#: A board too large for print size on ``MAX_SHEETS`` sheets may be printed this much smaller
#: than the largest scale they allow, on sheets it fills better.
_SHRINK_SLACK = 0.85
#: Most a board is enlarged to fill its sheets, times print size.
MAX_ENLARGE = 2.5
#: Card trim size and the largest bleed, in millimetres (nine to an A4 or Letter page; the
#: bleed is narrower where the paper is short, 2.5 mm on Letter).
BLEED_MM = 3.0
#: Length of a cut mark and its gap from the trim line, in millimetres.
CUT_MARK_MM = (4.0, 1.0)
#: Height of a page's footer line, in millimetres (its foot at ``SAFE_MM``).
_FOOTER_MM = 3.5
#: Gutter between printed pieces, in millimetres.
_GUTTER_MM = 2.5


class PieceSet:
    """Pieces of one kind to print: what they are, how many, their shape, size and colour.

    Attributes:
        key: a name of the set, unique in the pack's print (the components page's rows).
        what: the row of the components page ("Markers: player 2").
        count: how many pieces.
        shape: ``"hex"`` (a terrain tile), ``"disc"`` (a marker, a token), ``"pawn"`` (a girl,
            a man: a standee folded in half), ``"arrow"``, ``"ticket"``, ``"slot"`` (a card
            holder's numbered slot), ``"bar"`` (a route piece).
        colours: the pieces' colours, one a piece in turn (a single colour for them all).
        size_mm: (width, height) of a piece, in millimetres.
        labels: the text on each piece in turn (empty: none).
        note: what serves in place of the pieces, printed on the components page.
    """

    __slots__ = ("key", "what", "count", "shape", "colours", "size_mm", "labels", "note")

    def __init__(self, key: str, what: str, count: int, shape: str, colours=("#888888",),
                 size_mm: tuple[float, float] = (12.0, 12.0), labels=(), note: str = "") -> None:
        self.key, self.what, self.count, self.shape = key, what, count, shape
        self.colours = tuple(QColor(c) for c in ((colours,) if isinstance(colours, str) else colours))
        self.size_mm, self.labels, self.note = size_mm, tuple(labels), note

    def colour(self, i: int) -> QColor:
        """The colour of piece ``i``."""
        return self.colours[i % len(self.colours)]

    def label(self, i: int) -> str:
        """The text on piece ``i``."""
        return self.labels[i % len(self.labels)] if self.labels else ""


def cards_of(pack) -> list[PrintCard]:
    """Every card of the pack's deck, in deck order, as it is printed (the game's print hooks,
    ``app.plugins.PrintHooks.cards``)."""
    return list(print_hooks(pack).cards(pack))


def pieces_of(pack, mm_per_unit: float | None = None) -> list[PieceSet]:
    """The pieces of a print-and-play copy (``app.plugins.PrintHooks.pieces``), sized for
    boards printed at ``mm_per_unit`` millimetres a scene unit (default: as the PDF prints
    them)."""
    if mm_per_unit is None:
        mm_per_unit = _board_plan(pack, "a4")[1]
    return list(print_hooks(pack).pieces(pack, mm_per_unit))


def components(pack) -> list[tuple[str, int]]:
    """The components of a print-and-play copy: (what, how many): the cards by kind, then
    the pieces."""
    return [*print_hooks(pack).components(pack),
            *((s.what, s.count) for s in pieces_of(pack))]


# --- pages ---------------------------------------------------------------------------------


@dataclass
class Page:
    """One page of a print: its orientation, what it holds (a components row's key: ``"cover"``,
    ``"cards"``, ``"backs"``, a piece set's key, ``"board:<i>"``) and how to paint it.

    ``paint(painter, page_size, number, total)`` draws it in logical pixels (96 an inch) from
    the paper's top left corner.
    """

    landscape: bool
    keys: tuple[str, ...]
    paint: Callable[[QPainter, QSizeF, int, int], None]


@dataclass
class _Sheets:
    """Where each key's pages are (1-based page numbers)."""

    pages: dict[str, list[int]] = field(default_factory=dict)

    def text(self, key: str) -> str:
        found = self.pages.get(key, [])
        if not found:
            return ""
        if len(found) == 1:
            return translate("render", "page {n}").format(n=found[0])
        if found == list(range(found[0], found[-1] + 1)):
            return translate("render", "pages {first}–{last}").format(first=found[0], last=found[-1])
        return translate("render", "pages {list}").format(list=", ".join(str(n) for n in found))


def _page_size(paper: str, landscape: bool = False) -> QSizeF:
    """A page of ``paper`` in logical pixels."""
    s = QPageSize(PAPERS[paper]).size(QPageSize.Unit.Millimeter)
    w, h = _mm(s.width()), _mm(s.height())
    return QSizeF(h, w) if landscape else QSizeF(w, h)


def _footer(painter: QPainter, size: QSizeF, text: str) -> None:
    """A line of small print at the foot of the page, its foot ``SAFE_MM`` from the edge."""
    painter.setPen(QColor("#555b63"))
    painter.setFont(_font(7))
    m = _mm(MARGIN_MM)
    box = QRectF(m, size.height() - _mm(SAFE_MM + _FOOTER_MM), size.width() - 2 * m, _mm(_FOOTER_MM))
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, text)


def _page_footer(painter: QPainter, size: QSizeF, pack, what: str, number: int, total: int) -> None:
    _footer(painter, size, translate("render", "{name} — {what} — page {n} of {total}").format(
        name=pack.name, what=what, n=number, total=total))


def _cover(pack, paper: str, rows: list[tuple[str, int, str]], bleed: float, scale: float | None,
           card_mm: tuple[float, float] = CARD_MM):
    """The components page: every component, its count and the pages it is on (``card_mm``:
    the size of the first cards printed, a pack's card layout may size them)."""

    def paint(p: QPainter, size: QSizeF, number: int, total: int) -> None:
        m = _mm(MARGIN_MM) * 1.5
        y = m
        width = size.width() - 2 * m
        p.setPen(QColor("#1b1f24"))
        p.setFont(_font(22, bold=True))
        fm = QFontMetricsF(p.font())
        p.drawText(QRectF(m, y, width, fm.height() * 2), Qt.TextFlag.TextWordWrap, pack.name)
        y += fm.height() * (2 if fm.horizontalAdvance(pack.name) > width else 1) + 6
        p.setFont(_font(10))
        fm = QFontMetricsF(p.font())
        by = translate("render", " by {author}").format(author=pack.author) if pack.author else ""
        p.drawText(QPointF(m, y + fm.ascent()),
                   translate("render", "{game} pack '{id}', version {version}{by} — print and play").format(game=_game_title(pack.game), id=pack.id, version=pack.version, by=by))
        y += fm.height() * 1.6
        if pack.description:
            p.setFont(_font(9, italic=True))
            box = QRectF(m, y, width, _mm(30))
            bound = p.boundingRect(box, Qt.TextFlag.TextWordWrap, pack.description[:500])
            p.drawText(box, Qt.TextFlag.TextWordWrap, pack.description[:500])
            y += min(bound.height(), box.height()) + 8
        p.setFont(_font(13, bold=True))
        fm = QFontMetricsF(p.font())
        y += 4
        p.drawText(QPointF(m, y + fm.ascent()), translate("render", "Components"))
        y += fm.height() + 4
        # Rows shrink to fit the page, the notes below them.
        room = size.height() - y - _mm(62) - _mm(SAFE_MM + _FOOTER_MM)
        points = 9.5
        while points > 6 and len(rows) * QFontMetricsF(_font(points)).height() * 1.3 > room:
            points -= 0.5
        p.setFont(_font(points))
        fm = QFontMetricsF(p.font())
        line = fm.height() * 1.3
        count_x, page_x = width * 0.58, width * 0.66
        for i, (what, n, where) in enumerate(rows):
            if i % 2 == 0:
                p.fillRect(QRectF(m - 4, y, width + 8, line), QColor("#eef1f4"))
            p.setPen(QColor("#1b1f24"))
            p.drawText(QRectF(m, y, count_x - _mm(2), line), Qt.AlignmentFlag.AlignVCenter, what)
            p.drawText(QRectF(m, y, count_x + _mm(6), line),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(n))
            p.setPen(QColor("#3a4048"))
            p.drawText(QRectF(m + page_x, y, width - page_x, line),
                       Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, where)
            y += line
        y += 12
        p.setFont(_font(8.5))
        p.setPen(QColor("#1b1f24"))
        paper_name = translate("render", "A4") if paper == "a4" else translate("render", "Letter")
        notes = [translate("render", "Print at 100 % (no \"fit to page\") on {paper} paper.").format(paper=paper_name),
                 translate("render", "Cards are {w:g} × {h:g} mm with {bleed:g} mm bleed. Each card sheet is followed by its backs: print double-sided, flipping on the long edge (or glue each back sheet onto its front sheet), then cut along the marks in the margins.").format(w=card_mm[0], h=card_mm[1], bleed=bleed),
                 translate("render", "Pieces: cut along their outlines; fold the pawns along the dashed line so they stand.")]
        if scale is not None:
            notes.append(translate("render", "Map sheets overlap by {overlap:g} mm: trim the shaded overlap off one sheet along its dashed line and line the crosses up with the next sheet's (the letters and numbers say which goes where). Boards are printed at {scale:.0f} % of print size, and the tiles and pieces fit them.").format(overlap=OVERLAP_MM, scale=scale * 100))
        p.drawText(QRectF(m, y, width, size.height() - y - _mm(SAFE_MM + _FOOTER_MM + 2)),
                   Qt.TextFlag.TextWordWrap, "\n".join(notes))
        _page_footer(p, size, pack, translate("render", "components"), number, total)

    return paint


# --- cards ---------------------------------------------------------------------------------


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


@dataclass(frozen=True)
class _CardGrid:
    """Where the cards of a card sheet go on ``paper``: columns, rows, the bleed and the
    grid's top left corner (logical pixels), centred across and clear of the footer, for cards
    of ``size`` (mm; a pack's card layout may size a kind of card)."""

    cols: int
    rows: int
    bleed: float
    left: float
    top: float
    size: tuple[float, float] = CARD_MM

    @property
    def per(self) -> int:
        return self.cols * self.rows

    def cell(self, i: int, back: bool, page_width: float) -> QRectF:
        """The trim box of card ``i`` of a sheet; on a back sheet mirrored left to right, so
        a back lies behind its front when the sheet is printed double-sided (long-edge flip)."""
        r, c = divmod(i, self.cols)
        cw, ch = _mm(self.size[0]), _mm(self.size[1])
        bw, bh = cw + 2 * self.bleed, ch + 2 * self.bleed
        x = self.left + c * bw
        if back:
            x = page_width - x - bw
        return QRectF(x + self.bleed, self.top + r * bh + self.bleed, cw, ch)


def _card_grid(paper: str, card_mm: tuple[float, float] = CARD_MM) -> _CardGrid:
    size = _page_size(paper)
    marks = CUT_MARK_MM[0] + CUT_MARK_MM[1]
    w_mm, h_mm = size.width() / _mm(1), size.height() / _mm(1)
    room_w = w_mm - 2 * (SAFE_MM + marks)
    room_h = h_mm - 2 * (SAFE_MM + marks) - _FOOTER_MM - 1
    cols = max(1, int(room_w // (card_mm[0] + 2)))
    rows = max(1, int(room_h // (card_mm[1] + 2)))
    bleed = max(0.0, min(BLEED_MM, (room_w / cols - card_mm[0]) / 2, (room_h / rows - card_mm[1]) / 2))
    bleed = math.floor(bleed * 2) / 2
    bw, bh = card_mm[0] + 2 * bleed, card_mm[1] + 2 * bleed
    left = (w_mm - cols * bw) / 2
    top = min((h_mm - rows * bh) / 2, SAFE_MM + marks + (room_h - rows * bh) / 2)
    return _CardGrid(cols, rows, _mm(bleed), _mm(left), _mm(top), tuple(card_mm))


def _card_runs(pack, cards: list[PrintCard], paper: str) -> list[tuple[_CardGrid, list[PrintCard]]]:
    """The cards in sheets: the cards of each printed size together (in deck order, sizes in
    the order they first come), each sheet as many as its size's grid holds."""
    by_size: dict[tuple[float, float], list[PrintCard]] = {}
    for card in cards:
        by_size.setdefault(card_size_mm(pack.card_layout(card.layout_kind)), []).append(card)
    runs = []
    for size, group in by_size.items():
        grid = _card_grid(paper, size)
        runs += [(grid, group[k:k + grid.per]) for k in range(0, len(group), grid.per)]
    return runs


def _card_sheet(pack, grid: _CardGrid, chunk: list[PrintCard], back: bool, sheet: int,
                sheets: int, scene=None):
    def paint(p: QPainter, size: QSizeF, number: int, total: int) -> None:
        cw, ch = _mm(grid.size[0]), _mm(grid.size[1])
        trims = [grid.cell(i, back, size.width()) for i in range(len(chunk))]
        for trim, card in zip(trims, chunk, strict=True):
            layout = pack.card_layout(card.layout_kind)
            if back:
                paint_back(p, trim, _game_title(pack.game), pack.name, layout, bleed=grid.bleed)
            else:
                paint_front(p, card, trim, layout, bleed=grid.bleed, scene=scene)
        xs = sorted({round(t.left() + d, 3) for t in trims for d in (0, cw)})
        ys = sorted({round(t.top() + d, 3) for t in trims for d in (0, ch)})
        box = QRectF()
        for t in trims:
            box = box.united(t.adjusted(-grid.bleed, -grid.bleed, grid.bleed, grid.bleed))
        _cut_marks(p, xs, ys, box)
        what = (translate("render", "card backs, sheet {sheet} of {sheets} (behind the fronts of page {front})").format(sheet=sheet, sheets=sheets, front=number - 1)
                if back else
                translate("render", "cards, sheet {sheet} of {sheets}; its backs are on the next page").format(sheet=sheet, sheets=sheets))
        _page_footer(p, size, pack, what, number, total)

    return paint


# --- pieces --------------------------------------------------------------------------------


def _hexagon(rect: QRectF) -> QPolygonF:
    """A pointy-top hexagon filling ``rect``."""
    cx, w, h = rect.center().x(), rect.width(), rect.height()
    t, b = rect.top(), rect.bottom()
    return QPolygonF([QPointF(cx, t), QPointF(cx + w / 2, t + h / 4), QPointF(cx + w / 2, b - h / 4),
                      QPointF(cx, b), QPointF(cx - w / 2, b - h / 4), QPointF(cx - w / 2, t + h / 4)])


def _figure(p: QPainter, rect: QRectF, colour: QColor, girl: bool) -> None:
    """A person's silhouette standing in ``rect`` (a girl with a skirt, a man square)."""
    w, h = rect.width(), rect.height()
    cx = rect.center().x()
    head = h * 0.16
    p.setPen(QPen(_readable_on(colour), 0.7))
    p.setBrush(_readable_on(colour))
    p.drawEllipse(QPointF(cx, rect.top() + head * 1.1), head, head)
    top = rect.top() + head * 2.3
    if girl:
        body = QPolygonF([QPointF(cx - w * 0.12, top), QPointF(cx + w * 0.12, top),
                          QPointF(cx + w * 0.32, rect.bottom()), QPointF(cx - w * 0.32, rect.bottom())])
    else:
        body = QPolygonF([QPointF(cx - w * 0.22, top), QPointF(cx + w * 0.22, top),
                          QPointF(cx + w * 0.18, rect.bottom()), QPointF(cx - w * 0.18, rect.bottom())])
    p.drawPolygon(body)


def _draw_piece(p: QPainter, pieces: PieceSet, i: int, rect: QRectF) -> None:
    """Piece ``i`` of ``pieces`` in ``rect`` (its cut outline included)."""
    colour, label = pieces.colour(i), pieces.label(i)
    on = _readable_on(colour)
    cut = QPen(QColor("#30343a"), 0.7)
    shape = pieces.shape
    p.setBrush(colour)
    p.setPen(cut)
    text_rect = rect
    points = 6.5
    if shape == "hex":
        p.drawPolygon(_hexagon(rect))
        text_rect = rect.adjusted(0, rect.height() * 0.3, 0, -rect.height() * 0.3)
        points = max(5.0, min(8.0, rect.width() / _mm(1) / 4.5))
    elif shape == "disc":
        p.drawEllipse(rect)
        points = max(6.0, min(10.0, rect.width() / _mm(1) * 0.8))
    elif shape == "bar":
        p.drawRect(rect)
        text_rect = QRectF()
    elif shape == "arrow":
        h, w = rect.height(), rect.width()
        shaft = h * 0.22
        head = min(w * 0.38, h * 0.9)
        cy = rect.center().y()
        outline = QPolygonF([QPointF(rect.left(), cy - shaft), QPointF(rect.right() - head, cy - shaft),
                             QPointF(rect.right() - head, rect.top()), QPointF(rect.right(), cy),
                             QPointF(rect.right() - head, rect.bottom()), QPointF(rect.right() - head, cy + shaft),
                             QPointF(rect.left(), cy + shaft)])
        # Cut along the box; the arrow is printed in it.
        p.setBrush(QColor("#ffffff"))
        p.drawRect(rect)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPolygon(outline)
        text_rect = QRectF()
    elif shape == "ticket":
        p.drawRoundedRect(rect, _mm(1.5), _mm(1.5))
        p.setPen(QPen(on, 0.6, Qt.PenStyle.DashLine))
        p.drawRect(rect.adjusted(_mm(1.5), _mm(1.5), -_mm(1.5), -_mm(1.5)))
        points = 7.5
    elif shape == "slot":
        p.setBrush(QColor("#ffffff"))
        p.drawRect(rect)
        p.fillRect(QRectF(rect.left(), rect.top(), rect.width(), _mm(3)), colour)
        p.setPen(QColor("#1b1f24"))
        p.setFont(_font(14, bold=True))
        p.drawText(rect.adjusted(0, _mm(2), 0, 0), Qt.AlignmentFlag.AlignCenter, label.split("\n")[0])
        p.setFont(_font(5.5))
        p.drawText(rect.adjusted(_mm(1), 0, -_mm(1), -_mm(0.6)),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, "\n".join(label.split("\n")[1:]))
        return
    elif shape == "pawn":
        p.drawRect(rect)
        half = rect.height() / 2
        lower = QRectF(rect.left(), rect.top() + half, rect.width(), half).adjusted(_mm(1.5), _mm(1.5), -_mm(1.5), -_mm(3))
        girl = pieces.key.startswith("girl")
        _figure(p, lower, colour, girl)
        p.save()  # the other face, upside down: it stands the right way up once folded
        p.translate(rect.center())
        p.rotate(180)
        p.translate(-rect.center())
        _figure(p, lower, colour, girl)
        p.restore()
        p.setPen(QPen(QColor("#30343a"), 0.7, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(rect.left(), rect.top() + half), QPointF(rect.right(), rect.top() + half))
        text_rect = QRectF(rect.left(), rect.bottom() - _mm(3), rect.width(), _mm(2.8))
        points = 4.5
    if label and not text_rect.isEmpty():
        p.setPen(on)
        p.setFont(_font(points, bold=True))
        p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, label)


@dataclass
class _PieceRun:
    """The pieces of one set drawn on one page: where, and which."""

    pieces: PieceSet
    heading: QPointF
    cells: list[tuple[int, QRectF]]


def _piece_pages(pack, sets: list[PieceSet], paper: str) -> list[Page]:
    """The pieces, set after set, each under a heading, as many a page as fit."""
    size = _page_size(paper)
    m = _mm(MARGIN_MM)
    area = QRectF(m, m, size.width() - 2 * m, size.height() - m - _mm(SAFE_MM + _FOOTER_MM + 2))
    gutter = _mm(_GUTTER_MM)
    heading_h = QFontMetricsF(_font(9, bold=True)).height() + _mm(1.5)
    pages: list[list[_PieceRun]] = [[]]
    y = area.top()
    for pieces in sets:
        if pieces.count <= 0 or pieces.note:
            continue
        w, h = _mm(pieces.size_mm[0]), _mm(pieces.size_mm[1])
        hexes = pieces.shape == "hex"
        per_row = max(1, int((area.width() + gutter) // (w + gutter)))
        row_step = (h * 0.75 + gutter) if hexes else (h + gutter)
        rows_needed = math.ceil(pieces.count / per_row) if not hexes else \
            math.ceil(pieces.count / (per_row - 0.5))
        whole = heading_h + rows_needed * row_step + (h * 0.25 if hexes else 0)
        if y + whole > area.bottom() and whole <= area.height() and y > area.top():
            pages.append([])  # the set whole on the next page, rather than split
            y = area.top()
        i = 0
        while i < pieces.count:
            if y + heading_h + h > area.bottom() and (pages[-1] or y > area.top()):
                pages.append([])
                y = area.top()
            run = _PieceRun(pieces, QPointF(area.left(), y), [])
            pages[-1].append(run)
            y += heading_h
            row = 0
            while i < pieces.count and y + h <= area.bottom() + 0.01:
                shift = (w + gutter) / 2 if hexes and row % 2 else 0.0
                n = per_row - (1 if shift else 0)
                for c in range(n):
                    if i >= pieces.count:
                        break
                    run.cells.append((i, QRectF(area.left() + shift + c * (w + gutter), y, w, h)))
                    i += 1
                y += row_step
                row += 1
            if hexes:
                y += h * 0.25
            y += _mm(3)

    def painter_of(runs: list[_PieceRun]):
        def paint(p: QPainter, size: QSizeF, number: int, total: int) -> None:
            for run in runs:
                first = run.cells[0][0] + 1 if run.cells else 0
                last = run.cells[-1][0] + 1 if run.cells else 0
                p.setPen(QColor("#1b1f24"))
                p.setFont(_font(9, bold=True))
                fm = QFontMetricsF(p.font())
                whole = first == 1 and last == run.pieces.count
                heading = (translate("render", "{what} — {count}").format(what=run.pieces.what, count=run.pieces.count) if whole else
                           translate("render", "{what} — {first}–{last} of {count}").format(what=run.pieces.what, first=first, last=last, count=run.pieces.count))
                p.drawText(run.heading + QPointF(0, fm.ascent()), heading)
                for i, rect in run.cells:
                    _draw_piece(p, run.pieces, i, rect)
            _page_footer(p, size, pack, translate("render", "pieces — cut along the outlines"), number, total)

        return paint

    return [Page(False, tuple(dict.fromkeys(r.pieces.key for r in runs)), painter_of(runs))
            for runs in pages if runs]


# --- boards --------------------------------------------------------------------------------


def _sheet_area(page: QSizeF) -> QRectF:
    """The part of a map sheet the board is printed on (room for a caption below)."""
    m = _mm(MARGIN_MM)
    return QRectF(m, m, page.width() - 2 * m, page.height() - m - _mm(SAFE_MM + _FOOTER_MM + 6))


def _board_layout(paper: str, rect: QRectF, cap: float | None = None) -> tuple[bool, float, int, int]:
    """(landscape, scale, columns, rows) of a board's sheets: the fewest sheets (at most
    ``MAX_SHEETS``) that hold the board at print size or larger, the board enlarged to fill
    them (at most ``MAX_ENLARGE`` times, never above ``cap``); where no such layout exists,
    the one it fills best within ``_SHRINK_SLACK`` of the largest scale on at most
    ``MAX_SHEETS`` sheets."""
    overlap = _mm(OVERLAP_MM)
    layouts = []
    for landscape in (False, True):
        area = _sheet_area(_page_size(paper, landscape))
        for cols in range(1, MAX_SHEETS + 1):
            for rows in range(1, MAX_SHEETS // cols + 1):
                fit = min((cols * (area.width() - overlap) + overlap) / rect.width(),
                          (rows * (area.height() - overlap) + overlap) / rect.height())
                scale = min(fit, MAX_ENLARGE if cap is None else cap)
                layouts.append((landscape, scale, cols, rows))
    goal = 1.0 if cap is None else min(1.0, cap)
    held = [x for x in layouts if x[1] >= goal - 1e-9]
    if held:
        fewest = min(x[2] * x[3] for x in held)
        return max((x for x in held if x[2] * x[3] == fewest), key=lambda x: (round(x[1], 6), not x[0]))
    # Too large for print size: of the layouts within ``_SHRINK_SLACK`` of the largest scale,
    # the one the board fills best (the least blank paper), then the larger scale.
    best = max(x[1] for x in layouts)

    def filled(x) -> float:
        area = _sheet_area(_page_size(paper, x[0]))
        return rect.width() * rect.height() * x[1] ** 2 / (area.width() * area.height() * x[2] * x[3])

    near = [x for x in layouts if x[1] >= best * _SHRINK_SLACK]
    return max(near, key=lambda x: (round(filled(x), 3), x[1]))


def _board_plan(pack, paper: str):
    """The boards' (index, label) and the one scale they all print at (so the same pieces fit
    them all); and that scale in millimetres a scene unit."""
    labels = list(print_hooks(pack).board_labels(pack))
    scenes = [(board_scene(pack, board), label) for board, label in labels]
    scales = [_board_layout(paper, board_rect(scene))[1] for scene, _ in scenes]
    cap = min(scales) if scales else 1.0
    return scenes, cap * 25.4 / LOGICAL_DPI, cap


def _overlap_marks(p: QPainter, area: QRectF, r: int, c: int, rows: int, cols: int) -> None:
    overlap = _mm(OVERLAP_MM)
    band = QColor(40, 60, 90, 28)
    dash = QPen(QColor("#3d4a5c"), 0.9, Qt.PenStyle.DashLine)
    if c + 1 < cols:  # the overlap bands: covered by the next sheet (right and below)
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
        crosses += [QPointF(area.right() - overlap / 2, area.top() + area.height() * f) for f in (0.25, 0.75)]
    if r + 1 < rows:
        y = area.bottom() - overlap
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        crosses += [QPointF(area.left() + area.width() * f, area.bottom() - overlap / 2) for f in (0.25, 0.75)]
    if c > 0:
        crosses += [QPointF(area.left() + overlap / 2, area.top() + area.height() * f) for f in (0.25, 0.75)]
    if r > 0:
        crosses += [QPointF(area.left() + area.width() * f, area.top() + overlap / 2) for f in (0.25, 0.75)]
    p.setPen(QPen(QColor("#c0392b"), 1.0))
    k = _mm(2.5)
    for x in crosses:
        p.drawLine(x - QPointF(k, 0), x + QPointF(k, 0))
        p.drawLine(x - QPointF(0, k), x + QPointF(0, k))
        p.drawEllipse(x, k * 0.6, k * 0.6)


def _board_pages(pack, paper: str, board: int, scene, label: str, cap: float) -> list[Page]:
    rect = board_rect(scene)
    landscape, scale, cols, rows = _board_layout(paper, rect, cap)
    page = _page_size(paper, landscape)
    overlap = _mm(OVERLAP_MM)
    area = _sheet_area(page)
    step_w, step_h = area.width() - overlap, area.height() - overlap
    width, height = rect.width() * scale, rect.height() * scale
    # The board is centred on its sheets: the paper left over is shared by the outer ones.
    left = rect.left() - (cols * step_w + overlap - width) / 2 / scale
    top = rect.top() - (rows * step_h + overlap - height) / 2 / scale
    m = _mm(MARGIN_MM)

    def sheet(r: int, c: int):
        def paint(p: QPainter, size: QSizeF, number: int, total: int) -> None:
            _prepare_once(scene, scale, rect)
            if cols * rows == 1:
                target = QRectF(area.center().x() - width / 2, area.center().y() - height / 2, width, height)
                _paint(scene, p, target, rect)
                caption = translate("render", "{label} — one sheet").format(label=label)
            else:
                source = QRectF(left + c * step_w / scale, top + r * step_h / scale,
                                area.width() / scale, area.height() / scale)
                p.save()
                p.setClipRect(area)
                _paint(scene, p, area, source)
                p.restore()
                p.setRenderHint(QPainter.RenderHint.Antialiasing)
                _overlap_marks(p, area, r, c, rows, cols)
                name = f"{chr(ord('A') + r)}{c + 1}"
                neighbours = []
                if c + 1 < cols:
                    neighbours.append(translate("render", "{chr}{arg1} goes on the right").format(chr=chr(ord('A') + r), arg1=c + 2))
                if r + 1 < rows:
                    neighbours.append(translate("render", "{chr}{arg1} goes below").format(chr=chr(ord('A') + r + 1), arg1=c + 1))
                join = ("; " + ", ".join(neighbours)) if neighbours else ""
                caption = translate("render", "{label} — sheet {name} (row {arg4} of {rows}, column {arg8} of {cols}){join}").format(label=label, name=name, arg4=r + 1, rows=rows, arg8=c + 1, cols=cols, join=join)
            p.setPen(QColor("#1b1f24"))
            p.setFont(_font(9, bold=True))
            p.drawText(QRectF(m, area.bottom() + _mm(1.5), area.width(), _mm(5)),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, caption)
            what = translate("render", "{label}, {cols} × {rows} sheets, scale {scale:.0f} %").format(label=label, cols=cols, rows=rows, scale=scale * 100)
            _page_footer(p, size, pack, what, number, total)

        return paint

    return [Page(landscape, (f"board:{board}",), sheet(r, c)) for r in range(rows) for c in range(cols)]


# --- the whole print -----------------------------------------------------------------------


def plan_pages(pack, paper: str = "a4") -> list[Page]:
    """Every page of ``pack``'s print-and-play on ``paper`` ("a4" or "letter"), in order: the
    components page, each card sheet followed by its backs, the pieces, the boards' sheets.

    Raises:
        KeyError: an unknown paper.
    """
    if paper not in PAPERS:
        raise KeyError(f"unknown paper {paper!r}; choose one of: {', '.join(PAPERS)}")
    ensure_app()
    hooks = print_hooks(pack)
    scenes, mm_per_unit, scale = _board_plan(pack, paper)
    cards = cards_of(pack)
    inset_scene = scenes[0][0] if hooks.cards_show_map and scenes else None
    runs = _card_runs(pack, cards, paper)
    sheets = len(runs)
    pages: list[Page] = []
    for k, (grid, chunk) in enumerate(runs):
        front = _card_sheet(pack, grid, chunk, False, k + 1, sheets, inset_scene)
        if inset_scene is not None:
            front = _with_inset(front, inset_scene)
        pages.append(Page(False, ("cards",), front))
        pages.append(Page(False, ("backs",), _card_sheet(pack, grid, chunk, True, k + 1, sheets)))
    sets = list(hooks.pieces(pack, mm_per_unit))
    pages += _piece_pages(pack, sets, paper)
    for (board, label), (scene, _label) in zip(hooks.board_labels(pack), scenes, strict=True):
        pages += _board_pages(pack, paper, board, scene, label, scale)
    where = _Sheets()
    for n, page in enumerate(pages, start=2):
        for key in page.keys:
            where.pages.setdefault(key, []).append(n)
    where.pages["card_sheets"] = sorted(where.pages.get("cards", []) + where.pages.get("backs", []))
    card_pages = where.text("card_sheets")
    if where.pages.get("backs"):
        card_pages = translate("render", "{pages}, fronts and backs").format(pages=card_pages)
    rows = [(what, n, card_pages) for what, n in hooks.components(pack)]
    for s in sets:
        rows.append((s.what, s.count, s.note or where.text(s.key)))
    for board, label in hooks.board_labels(pack):
        found = where.pages.get(f"board:{board}", [])
        rows.append((translate("render", "{label}: sheets").format(label=label), len(found), where.text(f"board:{board}")))
    first = runs[0][0] if runs else _card_grid(paper)
    cover = Page(False, ("cover",), _cover(pack, paper, rows, first.bleed / _mm(1), scale if scenes else None,
                                           first.size))
    return [cover, *pages]


def _prepare_once(scene, zoom: float, rect: QRectF) -> None:
    """Set the scene up for drawing at ``zoom`` (``app.render._prepare``) unless it already is:
    the sheets of a board, the card sheets' insets, are painted one after the other."""
    done = getattr(scene, "_print_prepared", None)
    if done != (zoom, rect.getRect()):
        _prepare(scene, zoom, rect)  # vectors and text on every device painted: no pixmaps
        scene._print_prepared = (zoom, rect.getRect())


def _with_inset(paint, scene):
    """``paint`` with the scene set up for the cards' map insets first."""

    def wrapped(p: QPainter, size: QSizeF, number: int, total: int) -> None:
        _prepare_once(scene, INSET_ZOOM, board_rect(scene))
        paint(p, size, number, total)

    return wrapped


def paint_pages(pages: list[Page], device, paper: str) -> None:
    """Paint ``pages`` on a paged paint device (a ``QPdfWriter`` or a ``QPrinter``), a page of
    ``paper`` each in its orientation, without margins; the device is ready when it returns."""
    layout = QPageLayout(QPageSize(PAPERS[paper]), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    # Fonts are sized in points for the device's resolution: at 96 dots an inch a point is what
    # the boards and pages were laid out with (vectors and text keep the printer's sharpness).
    device.setResolution(round(LOGICAL_DPI))
    if hasattr(device, "setFullPage"):
        device.setFullPage(True)
    painter = None
    try:
        for n, page in enumerate(pages, start=1):
            layout.setOrientation(QPageLayout.Orientation.Landscape if page.landscape else
                                  QPageLayout.Orientation.Portrait)
            device.setPageLayout(layout)
            if painter is None:
                painter = QPainter(device)
            else:
                device.newPage()
            painter.resetTransform()
            # Pages are laid out in logical pixels, 96 an inch, from the paper's corner.
            k = device.resolution() / LOGICAL_DPI
            painter.scale(k, k)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.save()
            page.paint(painter, _page_size(paper, page.landscape), n, len(pages))
            painter.restore()
    finally:
        if painter is not None:
            painter.end()


def print_pdf(pack, target: str | os.PathLike | None = None, paper: str = "a4") -> bytes | None:
    """The print-and-play PDF of ``pack`` on ``paper`` ("a4" or "letter") (:func:`plan_pages`).

    Written to ``target`` when given (returns None), else returned as bytes.

    Raises:
        KeyError: an unknown paper.
    """
    pages = plan_pages(pack, paper)
    buffer = None
    if target is None:
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer if buffer is not None else str(target))
    writer.setResolution(round(LOGICAL_DPI))
    writer.setTitle(translate("render", "{name} — print and play").format(name=pack.name))
    writer.setCreator(translate("render", "Boardcraft Studio"))
    paint_pages(pages, writer, paper)
    if buffer is not None:
        return bytes(buffer.data())
    return None
