"""The hex terrain editor's tools: select, brush, fill, eyedropper, add/remove hex.

Each tool asks its editor (``app.editors.trails_editor.TrailsEditor``) what lies under the
pointer and pushes commands; none edits the pack itself.
"""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from app.commands.add_hex import AddHexCommand
from app.commands.paint_hexes import PaintHexesCommand
from app.commands.remove_hex import RemoveHexCommand
from app.tools.base import Tool
from content.edit import trails as et

_STROKES = itertools.count(1)


class TrailsTool(Tool):
    """Base of the Trails tools: letter keys switch tools, Escape drops a gesture."""

    def key_press(self, event: QKeyEvent) -> bool:
        return self.editor.switch_tool_by_key(event)


class SelectHexTool(TrailsTool):
    """Click a hex to show it in the Properties panel."""

    name = "Select"
    shortcut = "V"
    tooltip = "Select a hex to see and edit its terrain."

    def deactivate(self) -> None:
        self.editor.show_hover(None)

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        # Outline the hex a click would select (nothing over empty cells).
        self.editor.show_hover(self.editor.cell_at(pos) if self.editor.hex_at(pos) is not None else None)
        return False

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self.editor.select_hex(self.editor.hex_at(pos))
        return True


class BrushTool(TrailsTool):
    """Click and drag to paint hexes with the chosen terrain; one undo step per stroke."""

    name = "Brush"
    shortcut = "B"
    tooltip = "Paint hexes with the chosen terrain (drag for a stroke; one undo step)."

    def __init__(self, editor) -> None:
        super().__init__(editor)
        self._stroke: int | None = None
        self._last: QPointF | None = None

    def deactivate(self) -> None:
        self._stroke = None
        self._last = None

    def _paint_at(self, pos: QPointF) -> None:
        i = self.editor.hex_at(pos)
        if i is None:
            return
        b, terrain = self.editor.board_index, self.editor.brush_terrain
        if PaintHexesCommand.can_paint(self.document, b, i, terrain):
            self.document.push(
                PaintHexesCommand(self.document, b, {i: terrain}, "Paint", stroke=self._stroke)
            )

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self.editor.board_index < 0:
            return False
        self._stroke = next(_STROKES)
        self._last = QPointF(pos)
        self._paint_at(pos)
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        self.editor.show_hover(self.editor.cell_at(pos))
        if self._stroke is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return False
        # Sample the segment so a fast drag does not skip hexes.
        last = self._last or pos
        dist = math.hypot(pos.x() - last.x(), pos.y() - last.y())
        steps = max(1, math.ceil(dist / (self.editor.hex_size / 3)))
        seen = set()
        for k in range(1, steps + 1):
            p = last + (pos - last) * (k / steps)
            i = self.editor.hex_at(p)
            if i is not None and i not in seen:
                seen.add(i)
                self._paint_at(p)
        self._last = QPointF(pos)
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._stroke is None:
            return False
        self._stroke = None
        self._last = None
        return True


class FillTool(TrailsTool):
    """Click a hex to paint its whole same-terrain region."""

    name = "Fill"
    shortcut = "F"
    tooltip = "Flood fill: paint the connected hexes of the clicked hex's terrain."

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        i = self.editor.hex_at(pos)
        if i is None:
            return True
        b = self.editor.board_index
        region = et.flood_region(self.document.pack.boards[b], i)
        terrain = self.editor.brush_terrain
        if PaintHexesCommand.can_paint(self.document, b, i, terrain):
            self.document.push(
                PaintHexesCommand(self.document, b, dict.fromkeys(region, terrain), "Fill")
            )
        return True


class EyedropperTool(TrailsTool):
    """Click a hex to take its terrain as the brush terrain."""

    name = "Eyedropper"
    shortcut = "I"
    tooltip = "Pick the clicked hex's terrain for the brush and fill."

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        i = self.editor.hex_at(pos)
        if i is not None:
            board = self.document.pack.boards[self.editor.board_index]
            self.editor.set_brush_terrain(board.hexes[i].terrain)
        return True


class HexShapeTool(TrailsTool):
    """Click an empty cell to add a hex there, a hex to remove it."""

    name = "Add/remove hex"
    shortcut = "H"
    tooltip = "Click an empty cell to add a hex (random terrain), a hex to remove it."

    def deactivate(self) -> None:
        self.editor.show_hover(None)

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        self.editor.show_hover(self.editor.cell_at(pos))
        return False

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self.editor.board_index < 0:
            return False
        b = self.editor.board_index
        q, r = self.editor.cell_at(pos)
        if RemoveHexCommand.can_remove(self.document, b, q, r):
            self.editor.select_hex(None)
            self.document.push(RemoveHexCommand(self.document, b, q, r))
        else:
            self.document.push(AddHexCommand(self.document, b, q, r))
        return True
