"""Journey Sea tool (S): click on the map to add a sea there."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from app.commands.add_sea import AddSeaCommand
from app.i18n import translate
from app.tools.base import Tool


class JourneySeaTool(Tool):
    """Adds a sea where the user clicks; clicking a sea selects it."""

    name = QT_TRANSLATE_NOOP("tools", "Sea")
    shortcut = "S"
    tooltip = QT_TRANSLATE_NOOP("tools", "Click on the map to add a sea; then use Coast (T) to give it coast countries")
    cursor = Qt.CursorShape.CrossCursor

    def mouse_press(self, event, pos) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        ed = self.editor
        key = ed.element_at(pos, kinds=("sea",))
        if key is not None:
            ed.set_selection((key,))
            return True
        x, y = ed.to_map(pos)
        command = AddSeaCommand(self.document, x, y)
        self.document.push(command)
        ed.set_selection((("sea", command.sea.id),))
        ed.show_status(translate("JourneySeaTool", "Added {name}: press T and click its coast countries").format(name=command.sea.name))
        return True
