"""Journey Select tool (V): click to select, Shift-click to add, drag to move, band to pick."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QPointF, QRectF, Qt

from app.commands.move_elements import MoveElementsCommand
from app.tools.base import Tool

#: Pixels the pointer must travel before a press becomes a drag.
DRAG_THRESHOLD = 3
#: Arrow keys: map-unit direction of a nudge (north is up).
_NUDGE = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, 1), Qt.Key.Key_Down: (0, -1)}


class JourneySelectTool(Tool):
    """Select countries, seas and links; move countries and seas (one drag, one undo step)."""

    name = QT_TRANSLATE_NOOP("tools", "Select")
    shortcut = "V"
    tooltip = QT_TRANSLATE_NOOP("tools", "Click to select, Shift-click to add, drag to move, drag on empty map to select an area; arrows nudge")
    gestures = (
        (QT_TRANSLATE_NOOP("tools", "add to or take from the selection"), QT_TRANSLATE_NOOP("tools", "Shift+Click")),
        (QT_TRANSLATE_NOOP("tools", "select the countries and seas in an area"), QT_TRANSLATE_NOOP("tools", "Drag on empty map")),
        (QT_TRANSLATE_NOOP("tools", "nudge the selection by 0.1 (Shift: by 1)"), QT_TRANSLATE_NOOP("tools", "Arrow keys, Shift+Arrow keys")),
        (QT_TRANSLATE_NOOP("tools", "name the element in Properties"), QT_TRANSLATE_NOOP("tools", "Double-click")),
        (QT_TRANSLATE_NOOP("tools", "cancel a drag, or clear the selection"), "Esc"),
    )

    def __init__(self, editor) -> None:
        super().__init__(editor)
        self._press: QPointF | None = None
        self._press_view = None
        self._dragging = False
        self._band = False
        self._start: dict = {}
        self._drag_token: object | None = None

    def deactivate(self) -> None:
        self._cancel()

    def mouse_press(self, event, pos) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        ed = self.editor
        key = ed.element_at(pos)
        if event.type() == QEvent.Type.MouseButtonDblClick and key is not None:
            ed.set_selection((key,))
            ed.edit_properties()  # as in Tiled: double-click opens the element's properties
            return True
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self._press = pos
        self._press_view = event.position()
        self._dragging = False
        if key is None:
            self._band = True
            if not shift:
                ed.set_selection(())
            return True
        if shift:
            sel = tuple(k for k in ed.selection if k != key) if key in ed.selection else (*ed.selection, key)
            ed.set_selection(sel)
        elif key not in ed.selection:
            ed.set_selection((key,))
        pack = self.document.pack
        pos_c = {c.id: (c.x, c.y) for c in pack.countries}
        pos_s = {s.id: (s.x, s.y) for s in pack.seas}
        self._start = {
            k: (pos_c if k[0] == "country" else pos_s)[k[1]]
            for k in ed.selection
            if k[0] in ("country", "sea") and k[1] in (pos_c if k[0] == "country" else pos_s)
        }
        return True

    def mouse_move(self, event, pos) -> bool:
        ed = self.editor
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            ed.set_hover(ed.element_at(pos))
            return False
        if not self._dragging:
            d = event.position() - self._press_view
            if abs(d.x()) + abs(d.y()) < DRAG_THRESHOLD:
                return True
            self._dragging = True
            self._drag_token = object()
        if self._band:
            ed.rubber_band.setRect(QRectF(self._press, pos).normalized())
            ed.rubber_band.show()
            return True
        if self._start:
            self._push_move(*ed.map_delta(self._press, pos))
        return True

    def mouse_release(self, event, pos) -> bool:
        if self._press is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        ed = self.editor
        if self._band and self._dragging:
            keys = ed.keys_in_rect(QRectF(self._press, pos))
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            ed.set_selection((*ed.selection, *keys) if shift else keys)
        ed.rubber_band.hide()
        self._reset()
        return True

    def key_press(self, event) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            if self._press is not None:
                self._cancel()
            else:
                self.editor.set_selection(())
            return True
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            return self.editor.delete_selection()
        if event.key() in _NUDGE and self._press is None:
            return self._nudge(*_NUDGE[event.key()], big=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        return False

    def _nudge(self, dx: float, dy: float, big: bool) -> bool:
        """Move the selected countries and seas by 0.1 map unit (1 with Shift); consecutive
        nudges are one undo step."""
        step = 1.0 if big else 0.1
        pack = self.document.pack
        sel = set(self.editor.selection)
        countries = {c.id: (round(c.x + dx * step, 4), round(c.y + dy * step, 4)) for c in pack.countries if ("country", c.id) in sel}
        seas = {s.id: (round(s.x + dx * step, 4), round(s.y + dy * step, 4)) for s in pack.seas if ("sea", s.id) in sel}
        if not countries and not seas:
            return False
        self.document.push(MoveElementsCommand(self.document, countries, seas, drag=("nudge", frozenset(sel))))
        return True

    def _push_move(self, dx: float, dy: float) -> None:
        countries = {k[1]: (round(x + dx, 4), round(y + dy, 4)) for k, (x, y) in self._start.items() if k[0] == "country"}
        seas = {k[1]: (round(x + dx, 4), round(y + dy, 4)) for k, (x, y) in self._start.items() if k[0] == "sea"}
        self.document.push(MoveElementsCommand(self.document, countries, seas, drag=self._drag_token))

    def _cancel(self) -> None:
        """Drop a drag half-way: put the elements back (the step merges away)."""
        if self._dragging and self._start and not self._band:
            self._push_move(0.0, 0.0)
        self.editor.rubber_band.hide()
        self._reset()

    def _reset(self) -> None:
        self._press = None
        self._dragging = False
        self._band = False
        self._start = {}
        self._drag_token = None
