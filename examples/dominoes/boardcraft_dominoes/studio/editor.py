"""The Dominoes editor: the tile set on a canvas and the pack's properties (header, rules, the
tile set's numbers and colours). Every edit is a ``SetFieldCommand`` (A3); the scene mirrors
the document (A4)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from app.boards.base import MARK_PROBLEMS, MARK_SELECTION
from app.commands.set_field import SetFieldCommand
from app.editors.base import EditorWidget
from app.editors.pack_properties import PackProperties, with_rules_form
from app.i18n import translate
from app.tools import Tool
from app.widgets.canvas import MapCanvas
from app.widgets.property_form import PropertyForm
from boardcraft_dominoes.studio.scene import DominoesScene
from boardcraft_dominoes.tiles import hand_size, set_size, tile_set


class SelectTileTool(Tool):
    """Click a tile to mark it; click the felt to show the pack's properties."""

    name = "Select"
    shortcut = "V"
    tooltip = "Click a tile to mark it; the tile set's numbers are in the Properties panel."

    def mouse_press(self, event, pos: QPointF) -> bool:
        hit = self.editor.scene.element_at(pos)
        self.editor.select_path(hit.where if hit else "")
        return True


class DominoesEditor(EditorWidget):
    """The tile set (``DominoesScene``) above a line of facts; the Properties panel."""

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.scene = DominoesScene(document.pack, self)
        self.canvas = MapCanvas(self.scene, self)
        self._tools = [SelectTileTool(self)]
        self._fitted = False
        bar = QWidget()
        row = QHBoxLayout(bar)
        row.setContentsMargins(6, 4, 6, 4)
        self.info = QLabel()
        self.info.setObjectName("set_info")
        row.addWidget(self.info, 1)
        self._lay_out(bar)

        self.properties = PropertyForm()
        self.properties.edit_requested.connect(self._on_header_edit)
        self.properties_panel, rules_form = with_rules_form(self.properties)
        self.pack_properties = PackProperties(document, self.properties, rules_form)
        self.tiles_form = PropertyForm()
        self.tiles_form.setObjectName("tiles_form")
        self.tiles_form.set_title(translate("DominoesEditor", "Tile set"))
        self.tiles_form.edit_requested.connect(self._on_tiles_edit)
        body = self.properties_panel.widget().layout()
        body.insertWidget(body.count() - 1, self.tiles_form)

        document.changed.connect(self._on_document_changed)
        self.set_active_tool(self._tools[0])
        self._refresh()
        self.fit_to_view()

    # --- the document --------------------------------------------------------------------

    def _refresh(self) -> None:
        pack = self.document.pack
        self.scene.set_pack(pack)
        self.pack_properties.show()
        self.tiles_form.set_element(pack.tiles, "tiles")
        r = pack.rules
        hands = ", ".join(f"{n}: {hand_size(r, n)}" for n in range(r.min_players, r.max_players + 1))
        self.info.setText(translate("DominoesEditor", "Double-{n} set: {count} tiles. Hands by players — {hands}.").format(
            n=pack.tiles.max_pips, count=set_size(pack.tiles.max_pips), hands=hands))

    def _on_document_changed(self, _event) -> None:
        before = self.scene.map_rect()
        self._refresh()
        if self.scene.map_rect() != before:
            self.fit_to_view()

    def _on_header_edit(self, field: str, value) -> None:
        self.pack_properties.edit(field, value)

    def _on_tiles_edit(self, field: str, value) -> None:
        self.document.push(SetFieldCommand(self.document, f"tiles.{field}", value))

    # --- the hosting contract --------------------------------------------------------------

    def side_panels(self) -> list[tuple[str, QWidget]]:
        return [("Properties", self.properties_panel)]

    def select_path(self, where: str) -> bool:
        """Mark the tile ``tiles[i]`` names; any other path of the pack shows the properties."""
        keys = self.scene.keys_of_path(where)
        self.scene.set_marks(MARK_SELECTION, {where: True} if keys else {})
        self.selection_changed.emit((where,) if keys else ())
        if keys:
            i = keys[0][1]
            a, b = tile_set(self.document.pack.tiles.max_pips)[i]
            self.status_message.emit(translate("DominoesEditor", "Tile {a}-{b} ({pips} pips)").format(a=a, b=b, pips=a + b))
            self.canvas.centerOn(self.scene.element_pos(where))
        return bool(keys) or where.startswith(("rules", "tiles", "name", "id"))

    def show_problems(self, problems) -> None:
        self.scene.set_marks(MARK_PROBLEMS, [(p.where, p.severity) for p in problems])

    def fit_to_view(self) -> None:
        """Show the whole tile set."""
        self._fitted = self.canvas.isVisible()
        self.canvas.fit_to_view(self.scene.map_rect())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            # The tab gets its real size only once shown: fit the set then.
            QTimer.singleShot(0, self.fit_to_view)
