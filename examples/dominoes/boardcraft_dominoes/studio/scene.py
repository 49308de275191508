"""The Dominoes board scene: with no game, the whole tile set (a triangle: row ``a`` holds
the tiles ``a-b``, ``b >= a``); in a playtest, the line of tiles played (``set_line``).

Element keys: ``("tile", i)`` for tile ``i`` of the set, JSON path ``tiles[i]`` (the heat
paths of ``boardcraft_dominoes.engine.heat``). The rules numbers have no place on the board.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.boards.base import (
    MARK_HEAT,
    MARK_SELECTION,
    Z_BOARD,
    Z_LABELS,
    BoardHit,
    BoardScene,
    SceneUpdate,
)
from boardcraft_dominoes.studio.items import DominoItem, U, colours_of
from boardcraft_dominoes.tiles import tile_set

_PATH = re.compile(r"tiles\[(0|[1-9][0-9]*)\]")
#: Space between two tiles of the set.
GAP = 10.0


class DominoesScene(BoardScene):
    """The tile set, or the line of a game (``set_line``)."""

    def __init__(self, pack, parent=None) -> None:
        super().__init__(pack, parent)
        self.setBackgroundBrush(QColor("#2e6b45"))
        self._set_items: dict[tuple, DominoItem] = {}
        self._line_items: list = []
        self._line: tuple | None = None
        self._look = None
        self._build_set()

    # --- building --------------------------------------------------------------------------

    def _build_set(self) -> None:
        for item in self._set_items.values():
            self.removeItem(item)
        self._set_items = {}
        colours = colours_of(self.pack)
        self._look = (self.pack.tiles.max_pips, tuple(c.name() for c in colours))
        for i, (a, b) in enumerate(tile_set(self.pack.tiles.max_pips)):
            item = DominoItem(a, b, colours, key=("tile", i))
            item.setPos(b * (2 * U + GAP), a * (U + GAP))
            item.setZValue(Z_BOARD + 1)
            item.setVisible(self._line is None)
            self.addItem(item)
            self._set_items[("tile", i)] = item
        for layer in (MARK_HEAT, MARK_SELECTION):
            self._show_marks(layer, {}, self._marks.get(layer, {}))

    def set_line(self, line) -> None:
        """Show the line ``((left, right), …)`` of a game instead of the set (None: the set)."""
        line = tuple(line) if line is not None else None
        if line == self._line:
            return
        self._line = line
        for item in self._line_items:
            self.removeItem(item)
        self._line_items = []
        for item in self._set_items.values():
            item.setVisible(line is None)
        if line is None:
            return
        colours = colours_of(self.pack)
        x = 0.0
        for a, b in line:
            double = a == b
            w = U if double else 2 * U
            item = DominoItem(a, b, colours, vertical=double)
            item.setPos(x + w / 2, 0.0)
            item.setZValue(Z_BOARD + 1)
            self.addItem(item)
            self._line_items.append(item)
            x += w + 2
        if line:
            font = QFont()
            font.setPixelSize(int(U * 0.45))
            left = QGraphicsSimpleTextItem(f"◀ {line[0][0]}")
            right = QGraphicsSimpleTextItem(f"{line[-1][1]} ▶")
            for label in (left, right):
                label.setFont(font)
                label.setBrush(QColor("#f4f4f4"))
                label.setZValue(Z_LABELS)
                self.addItem(label)
                self._line_items.append(label)
            left.setPos(-left.boundingRect().width() - 10, -left.boundingRect().height() / 2)
            right.setPos(x + 8, -right.boundingRect().height() / 2)

    def line_items(self) -> list[DominoItem]:
        """The tiles of the line shown, left to right."""
        return [i for i in self._line_items if isinstance(i, DominoItem)]

    # --- the interface of a board scene -----------------------------------------------------

    def set_pack(self, pack, event=None) -> SceneUpdate:
        self.pack = pack
        look = (pack.tiles.max_pips, tuple(c.name() for c in colours_of(pack)))
        if look == self._look:
            return SceneUpdate("kept")
        self._build_set()
        line, self._line = self._line, None
        if line is not None:
            self.set_line(line)
        return SceneUpdate("rebuilt")

    def to_scene(self, x: float, y: float) -> QPointF:
        return QPointF(x, y)

    def to_map(self, pos: QPointF) -> tuple:
        return (pos.x(), pos.y())

    def element_at(self, pos: QPointF, view=None, kinds=None) -> BoardHit | None:
        if self._line is not None:
            return None
        for key, item in self._set_items.items():
            if item.sceneBoundingRect().contains(pos):
                return BoardHit(f"tiles[{key[1]}]", key)
        return None

    def keys_of_path(self, where: str) -> list:
        m = _PATH.fullmatch(where or "")
        if m is None:
            return []
        key = ("tile", int(m[1]))
        return [key] if key in self._set_items else []

    def path_of_key(self, key) -> str | None:
        return f"tiles[{key[1]}]" if key in self._set_items else None

    def element_pos(self, where: str) -> QPointF | None:
        keys = self.keys_of_path(where)
        return self._set_items[keys[0]].pos() if keys else None

    def tile_item(self, index: int) -> DominoItem | None:
        """The item of tile ``index`` of the set."""
        return self._set_items.get(("tile", index))

    def map_rect(self) -> QRectF:
        items = self._line_items if self._line is not None else list(self._set_items.values())
        rect = QRectF()
        for item in items:
            rect = rect.united(item.sceneBoundingRect())
        if rect.isEmpty():
            rect = QRectF(-4 * U, -U, 8 * U, 2 * U)
        return rect.adjusted(-U / 2, -U / 2, U / 2, U / 2)

    def _show_marks(self, layer: str, old: dict, new: dict) -> None:
        if layer == MARK_HEAT:
            for key, item in self._set_items.items():
                item.heat = new.get(key)
                item.update()
        elif layer == MARK_SELECTION:
            for key, item in self._set_items.items():
                item.selected_mark = bool(new.get(key))
                item.update()
