"""Journey Delete tool (D): click a country, sea or link to delete it."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from app.commands.delete_elements import DeleteElementsCommand
from app.tools.base import Tool


class JourneyDeleteTool(Tool):
    """Deletes what the user clicks: a country with its links, coast entries and cards."""

    name = QT_TRANSLATE_NOOP("tools", "Delete")
    shortcut = "D"
    tooltip = QT_TRANSLATE_NOOP("tools", "Click a country, sea or link to delete it (a country takes its links and cards along)")
    cursor = Qt.CursorShape.PointingHandCursor

    def mouse_press(self, event, pos) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        ed = self.editor
        key = ed.element_at(pos)
        if key is None:
            return True
        ed.set_selection(tuple(k for k in ed.selection if k != key))
        kind = key[0]
        self.document.push(
            DeleteElementsCommand(
                self.document,
                countries=[key[1]] if kind == "country" else [],
                seas=[key[1]] if kind == "sea" else [],
                links=[key[1:]] if kind == "link" else [],
            )
        )
        return True
