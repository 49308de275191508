"""Journey Country tool (C): click on the map to add a country there."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from app.commands.add_country import AddCountryCommand
from app.i18n import translate
from app.tools.base import Tool


class JourneyCountryTool(Tool):
    """Adds a country (with its card) where the user clicks; clicking a country selects it."""

    name = QT_TRANSLATE_NOOP("tools", "Country")
    shortcut = "C"
    tooltip = QT_TRANSLATE_NOOP("tools", "Click on empty map to add a country (it takes the colour of the last selected one)")
    cursor = Qt.CursorShape.CrossCursor

    def mouse_press(self, event, pos) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        ed = self.editor
        key = ed.element_at(pos, kinds=("country",))
        if key is not None:
            ed.set_selection((key,))
            return True
        colour = None
        for k in ed.selection:
            if k[0] == "country":
                colour = next((c.colour for c in self.document.pack.countries if c.id == k[1]), None)
            elif k[0] == "colour":
                colour = k[1]
        x, y = ed.to_map(pos)
        command = AddCountryCommand(self.document, x, y, colour)
        self.document.push(command)
        ed.set_selection((("country", command.country.id),))
        ed.show_status(translate("JourneyCountryTool", "Added {name}: rename it in Properties").format(name=command.country.name))
        return True
