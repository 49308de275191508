"""A pack's cards as the painter draws them, for the studio's small views: each card of the
print hooks' deck by its key (the pack entry it is drawn from), and thumbnails of them painted
by :func:`app.cards.painter.paint_front` (the editors' card tables, the playtest's hands)."""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPixmap

from app.cards.painter import (
    PrintCard,
    back_colour,
    card_colour,
    card_size_mm,
    icon_text,
    paint_front,
    picture_of,
    radius_mm,
    title_text,
)

#: The size of a card's thumbnail in the editors' card tables (a 56 × 80 mm card, 34 pixels
#: high).
THUMB_W, THUMB_H = 24, 34


def printed_cards(pack: Any) -> dict[str, PrintCard]:
    """The first printed card of each key of ``pack``'s deck (a card id, a card colour id),
    as the game's print hooks make it (``app.plugins.PrintHooks.cards``)."""
    from app.render import print_hooks

    out: dict[str, PrintCard] = {}
    for card in print_hooks(pack).cards(pack):
        out.setdefault(card.key, card)
    return out


def _signature(card: PrintCard, layout: Any) -> tuple:
    return (card.colour.name(), card.kind, card.title, card.lines, card.corner,
            tuple(c.name() for c in card.stripes), card.hexes,
            # The picture by its string (hashed once, compared by identity), not dumped again.
            layout.model_dump_json(exclude={"image"}) if layout is not None else None,
            layout.image if layout is not None else None)


def thumbnail(card: PrintCard, layout: Any = None, height: int = 34,
              ratio: float = 1.0) -> QPixmap:
    """``card`` drawn ``height`` pixels high by the painter, its corners cut round as the
    layout's radius says, on a transparent ground; ``ratio`` device pixels a pixel (a HiDPI
    screen's)."""
    w_mm, h_mm = card_size_mm(layout)
    unit = height / h_mm
    pixmap = QPixmap(max(1, round(w_mm * unit * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    trim = QRectF(0, 0, w_mm * unit, h_mm * unit)
    clip = QPainterPath()
    r = max(1.0, radius_mm(layout) * unit * 1.5)
    clip.addRoundedRect(trim, r, r)
    p.setClipPath(clip)
    paint_front(p, card, trim, layout, unit=unit)
    p.end()
    return pixmap


class Thumbnails:
    """Thumbnails of a pack's cards by key, painted again only for a card or a layout that
    changed (typing a name repaints one card)."""

    def __init__(self, height: int = 34) -> None:
        self.height = height
        self._cache: dict[tuple, QPixmap] = {}

    def of(self, pack: Any) -> dict[str, QPixmap]:
        """The thumbnail of every key of ``pack``'s deck."""
        out: dict[str, QPixmap] = {}
        cache: dict[tuple, QPixmap] = {}
        for key, card in printed_cards(pack).items():
            layout = pack.card_layout(card.layout_kind)
            sig = _signature(card, layout)
            pixmap = self._cache.get(sig) or cache.get(sig)
            if pixmap is None:
                pixmap = thumbnail(card, layout, self.height)
            cache[sig] = out[key] = pixmap
        self._cache = cache
        return out


class CardFaces:
    """The painter's drawing of a pack's cards by key for a playtest hand or market, at most
    ``height`` pixels high and ``width`` wide: only for a kind the pack lays out (else None:
    the hand keeps its own look). A card is painted when first shown and again only when it
    or its layout changed; showing it again with the same pack is a lookup."""

    def __init__(self, height: int, width: int) -> None:
        self.height, self.width = height, width
        self._pack: Any = None
        self._cards: dict[str, PrintCard] = {}
        self._by_key: dict[tuple, QPixmap | None] = {}
        self._cache: dict[tuple, QPixmap] = {}
        self._old: dict[tuple, QPixmap] = {}

    def of(self, pack: Any, key: str, ratio: float = 1.0) -> QPixmap | None:
        """The face of ``pack``'s card ``key`` (a card id, a card colour id), or None when the
        pack does not lay out its kind."""
        if pack is not self._pack:
            # A new pack (an edit in the studio): the faces of unchanged cards are kept.
            self._pack, self._cards, self._by_key = pack, printed_cards(pack), {}
            self._old, self._cache = self._cache, {}
        if (key, ratio) in self._by_key:
            return self._by_key[key, ratio]
        card = self._cards.get(key)
        layout = pack.card_layout(card.layout_kind) if card is not None else None
        face = None
        if layout is not None:
            sig = (_signature(card, layout), ratio)
            face = self._cache.get(sig) or self._old.get(sig)
            if face is None:
                w_mm, h_mm = card_size_mm(layout)
                height = max(8, min(self.height, int(self.width * h_mm / w_mm)))
                face = thumbnail(card, layout, height, ratio)
            self._cache[sig] = face
        self._by_key[key, ratio] = face
        return face


class CardLook(NamedTuple):
    """How a card shows in a playtest hand under its pack's layout: the painter's colour for
    it, its title (the name where the layout shows none: a hand card must be told apart), the
    corner symbol, the corner radius in mm, the back's colour, and the layout's picture (None:
    none) with its fit, for a hand with room to show it."""

    colour: str
    title: str
    icon: str
    radius_mm: float
    back: str
    picture: Any = None
    fit: str = "contain"


def card_looks(pack: Any) -> dict[str, CardLook]:
    """The look of each key of ``pack``'s deck whose kind the pack lays out (the others keep
    the hands' own look)."""
    out: dict[str, CardLook] = {}
    for key, card in printed_cards(pack).items():
        layout = pack.card_layout(card.layout_kind)
        if layout is None:
            continue
        out[key] = CardLook(card_colour(card, layout).name(), title_text(card, layout) or card.title,
                            icon_text(layout), radius_mm(layout), back_colour(layout).name(),
                            picture_of(layout), layout.image_fit)
    return out


def deck_back(pack: Any) -> str | None:
    """The colour of the backs of the deck's most numerous kind when the pack lays it out
    (a face-down pile shows it), else None."""
    from collections import Counter

    from app.render import print_hooks

    kinds = Counter(c.layout_kind for c in print_hooks(pack).cards(pack))
    if not kinds:
        return None
    layout = pack.card_layout(kinds.most_common(1)[0][0])
    return back_colour(layout).name() if layout is not None else None
