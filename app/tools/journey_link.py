"""Journey Link tool (L): click two countries to connect them by land, ferry or bridge."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, Qt

from app.commands.add_link import AddLinkCommand
from app.commands.set_field import SetFieldCommand
from app.i18n import translate
from app.tools.base import Tool
from content.edit import journey as ej

_KIND_KEYS = {Qt.Key.Key_1: "land", Qt.Key.Key_2: "ferry", Qt.Key.Key_3: "bridge"}


class JourneyLinkTool(Tool):
    """Click a country, then another: they are linked with the editor's ``link_kind``.

    The second country becomes the start of the next link, so a chain is a run of clicks.
    Linking two countries already linked changes the link's kind. Escape, a right click or a
    click on empty map ends the chain. Keys 1, 2, 3 choose land, ferry, bridge.
    """

    name = QT_TRANSLATE_NOOP("tools", "Link")
    shortcut = "L"
    tooltip = QT_TRANSLATE_NOOP("tools", "Click two countries to connect them (1 land, 2 ferry, 3 bridge); Esc ends the chain")
    gestures = (
        (QT_TRANSLATE_NOOP("tools", "make land, ferry or bridge links"), "1, 2, 3"),
        (QT_TRANSLATE_NOOP("tools", "end the chain of links"), "Esc"),
    )
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, editor) -> None:
        super().__init__(editor)
        self.start: str | None = None

    def activate(self) -> None:
        self.start = None

    def deactivate(self) -> None:
        self._end_chain()

    def mouse_press(self, event, pos) -> bool:
        ed = self.editor
        if event.button() == Qt.MouseButton.RightButton:
            self._end_chain()
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        key = ed.element_at(pos, kinds=("country",))
        if key is None:
            self._end_chain()
            return True
        cid = key[1]
        if self.start is None or self.start == cid:
            self.start = cid
            ed.set_selection((key,))
            ed.show_status(translate("JourneyLinkTool", "Now click the country to connect it to"))
            return True
        self._connect(self.start, cid)
        self.start = cid
        ed.set_selection((key,))
        return True

    def mouse_move(self, event, pos) -> bool:
        ed = self.editor
        start = ed.country_scene_pos(self.start) if self.start is not None else None
        if start is None:
            return False
        ed.preview_line.setLine(QLineF(start, pos))
        ed.preview_line.show()
        return False

    def key_press(self, event) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self._end_chain()
            return True
        if event.key() in _KIND_KEYS:
            self.editor.set_link_kind(_KIND_KEYS[event.key()])
            return True
        return False

    def _connect(self, a: str, b: str) -> None:
        doc, kind = self.document, self.editor.link_kind
        if AddLinkCommand.can_add(doc, a, b):
            doc.push(AddLinkCommand(doc, a, b, kind))
            return
        names = {c.id: c.name for c in doc.pack.countries}
        na, nb = names.get(a, a), names.get(b, b)
        try:
            i = ej.link_index(doc.pack, a, b)
        except KeyError:
            self.editor.show_status(translate("JourneyLinkTool", "Cannot link {na} and {nb}").format(na=na, nb=nb))
            return
        if doc.pack.links[i].kind != kind:
            doc.push(SetFieldCommand(doc, f"links[{i}].kind", kind, label=translate("JourneyLinkTool", "Change the kind"), merge=False))
            self.editor.show_status(translate("JourneyLinkTool", "{na} – {nb} is now a {kind} link").format(na=na, nb=nb, kind=kind))
        else:
            self.editor.show_status(translate("JourneyLinkTool", "{na} and {nb} are already linked by {kind}").format(na=na, nb=nb, kind=kind))

    def _end_chain(self) -> None:
        self.start = None
        self.editor.preview_line.hide()
