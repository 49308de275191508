"""Journey Coast tool (T): click a sea, then click countries to put them on its coast or off."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from app.commands.toggle_coast import ToggleCoastCommand
from app.i18n import translate
from app.tools.base import Tool


class JourneyCoastTool(Tool):
    """Toggles countries on the coast of the chosen sea (the selected one, or one clicked)."""

    name = QT_TRANSLATE_NOOP("tools", "Coast")
    shortcut = "T"
    tooltip = QT_TRANSLATE_NOOP("tools", "Click a sea, then click countries to add them to its coast or take them off")
    cursor = Qt.CursorShape.PointingHandCursor

    def __init__(self, editor) -> None:
        super().__init__(editor)
        self.sea: str | None = None

    def activate(self) -> None:
        seas = [k[1] for k in self.editor.selection if k[0] == "sea"]
        self.sea = seas[0] if len(seas) == 1 else None
        if self.sea is None:
            self.editor.show_status(translate("JourneyCoastTool", "Click the sea whose coast you want to change"))

    def mouse_press(self, event, pos) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        ed = self.editor
        key = ed.element_at(pos, kinds=("country", "sea"))
        if key is None:
            return True
        if key[0] == "sea":
            self.sea = key[1]
            ed.set_selection((key,))
            ed.show_status(translate("JourneyCoastTool", "Click countries to toggle them on this sea's coast"))
            return True
        if self.sea is None or not any(s.id == self.sea for s in self.document.pack.seas):
            ed.show_status(translate("JourneyCoastTool", "Click a sea first"))
            return True
        command = ToggleCoastCommand(self.document, self.sea, key[1])
        self.document.push(command)
        ed.set_selection((("sea", self.sea),))
        pack = self.document.pack
        country = next(c.name for c in pack.countries if c.id == key[1])
        sea = next(s for s in pack.seas if s.id == self.sea)
        on = key[1] in sea.coast
        ed.show_status((translate("JourneyCoastTool", "{country} is now on the coast of {name} ({count} coast countries)") if on else translate("JourneyCoastTool", "{country} is no longer on the coast of {name} ({count} coast countries)")).format(country=country, name=sea.name, count=len(sea.coast)))
        return True
