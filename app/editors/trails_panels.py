"""Side panels of the hex terrain editor: the terrain list and the deck table.

Both are projections of the document: they push commands and redraw from ``refresh``.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.cards.deck import THUMB_H, THUMB_W, Thumbnails
from app.commands.add_card_colour import AddCardColourCommand
from app.commands.add_terrain import AddTerrainCommand
from app.commands.remove_card_colour import RemoveCardColourCommand
from app.commands.remove_terrain import RemoveTerrainCommand
from app.commands.rename_terrain import RenameTerrainCommand
from app.commands.set_field import SetFieldCommand
from app.commands.set_tile_count import SetTileCountCommand
from app.editors.shared_panels import (
    ColourEntryTable,
    button_row,
    colour_item,
    is_colour,
    new_table,
    selected_row,
    set_spin_quietly,
)
from app.i18n import translate


class TerrainTableWidget(QWidget):
    """The terrain list (T1, T5): id, name, display colour, card colour and tiles in the set."""

    COLUMNS = (QT_TRANSLATE_NOOP("Columns", "Id"), QT_TRANSLATE_NOOP("Columns", "Name"), QT_TRANSLATE_NOOP("Columns", "Display"), QT_TRANSLATE_NOOP("Columns", "Card colour"), QT_TRANSLATE_NOOP("Columns", "Tiles"))

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._updating = False
        self._shape: tuple = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.table = new_table(self.COLUMNS)
        self.table.cellChanged.connect(self._on_table_cell_changed)
        layout.addWidget(self.table)
        self.add_button = QPushButton(translate("TerrainTableWidget", "Add terrain"))
        self.add_button.clicked.connect(self._on_add_clicked)
        self.remove_button = QPushButton(translate("TerrainTableWidget", "Remove"))
        self.remove_button.setToolTip(translate("TerrainTableWidget", "Remove the selected terrain; its hexes become random."))
        self.remove_button.clicked.connect(self._on_remove_clicked)
        layout.addLayout(button_row(self.add_button, self.remove_button))
        self.tiles_label = QLabel()
        layout.addWidget(self.tiles_label)
        self.table.itemSelectionChanged.connect(self._refresh_buttons)
        self.refresh()

    def _refresh_buttons(self) -> None:
        row = selected_row(self.table)
        self.remove_button.setEnabled(0 <= row < len(self.document.pack.terrains))
        self.add_button.setEnabled(AddTerrainCommand.can_add(self.document))

    def refresh(self) -> None:
        """Show the document's terrains and tile counts."""
        pack = self.document.pack
        shape = (tuple(t.id for t in pack.terrains), tuple(c.id for c in pack.card_colours))
        tiles = {t.terrain: t.count for t in pack.tiles}
        self._updating = True
        try:
            if shape != self._shape:
                self._shape = shape
                self.table.setRowCount(len(pack.terrains))
                for row in range(len(pack.terrains)):
                    combo = QComboBox()
                    for c in pack.card_colours:
                        combo.addItem(c.name, c.id)
                    combo.activated.connect(lambda i, r=row, b=combo: self._on_colour(r, b))
                    self.table.setCellWidget(row, 3, combo)
                    spin = QSpinBox()
                    spin.setRange(0, 100_000)
                    spin.valueChanged.connect(lambda v, r=row: self._on_tiles(r, v))
                    self.table.setCellWidget(row, 4, spin)
            for row, t in enumerate(pack.terrains):
                self.table.setItem(row, 0, QTableWidgetItem(t.id))
                self.table.setItem(row, 1, QTableWidgetItem(t.name))
                self.table.setItem(row, 2, colour_item(t.display))
                combo = self.table.cellWidget(row, 3)
                i = combo.findData(t.colour)
                if i < 0:
                    combo.addItem(translate("TerrainTableWidget", "{colour} (missing)").format(colour=t.colour), t.colour)
                    i = combo.count() - 1
                combo.setCurrentIndex(i)
                set_spin_quietly(self.table.cellWidget(row, 4), tiles.get(t.id, 0))
            self.tiles_label.setText(translate("TerrainTableWidget", "Tile set: {sum} tiles").format(sum=sum(tiles.values())))
        finally:
            self._updating = False
        self._refresh_buttons()

    def _on_table_cell_changed(self, row: int, column: int) -> None:
        if self._updating:
            return
        pack = self.document.pack
        text = self.table.item(row, column).text().strip()
        terrain = pack.terrains[row]
        if column == 0:
            if text != terrain.id and RenameTerrainCommand.can_rename(
                self.document, terrain.id, text
            ):
                self.document.push(RenameTerrainCommand(self.document, terrain.id, text))
                return
        elif column == 1:
            if text and text != terrain.name:
                self.document.push(
                    SetFieldCommand(self.document, f"terrains[{row}].name", text, merge=False)
                )
                return
        elif column == 2 and is_colour(text) and text != terrain.display:
            self.document.push(
                SetFieldCommand(self.document, f"terrains[{row}].display", text, merge=False)
            )
            return
        self.refresh()  # refused: show the model's value again

    def _on_colour(self, row: int, combo: QComboBox) -> None:
        value = combo.currentData()
        if value != self.document.pack.terrains[row].colour:
            self.document.push(
                SetFieldCommand(self.document, f"terrains[{row}].colour", value, translate("TerrainTableWidget", "Set card colour"))
            )

    def _on_tiles(self, row: int, value: int) -> None:
        if not self._updating:
            terrain_id = self.document.pack.terrains[row].id
            self.document.push(SetTileCountCommand(self.document, terrain_id, value))

    def _on_add_clicked(self) -> None:
        if AddTerrainCommand.can_add(self.document):
            self.document.push(AddTerrainCommand(self.document))

    def _on_remove_clicked(self) -> None:
        row = selected_row(self.table)
        if 0 <= row < len(self.document.pack.terrains):
            self.document.push(
                RemoveTerrainCommand(self.document, self.document.pack.terrains[row].id)
            )


class DeckTableWidget(ColourEntryTable):
    """The route-card deck (T3): cards per colour, with the total."""

    COLUMNS = (QT_TRANSLATE_NOOP("Columns", "Colour"), QT_TRANSLATE_NOOP("Columns", "Name"), QT_TRANSLATE_NOOP("Columns", "Cards"), QT_TRANSLATE_NOOP("Columns", "Display"))
    FIELD = "card_colours"
    COUNT_FIELD = "count"
    COUNT_MAX = 10_000
    COUNT_TEXT = "Set card count"

    def _build_below(self, layout: QVBoxLayout) -> None:
        self.remove_button.setToolTip(
            translate("DeckTableWidget", "Remove the selected colour (not while a terrain pays with it).")
        )
        self.table.setIconSize(QSize(THUMB_W, THUMB_H))
        self.table.verticalHeader().setDefaultSectionSize(THUMB_H + 4)
        self.total_label = QLabel()
        self.total_label.setWordWrap(True)
        layout.addWidget(self.total_label)

    def _row_icons(self) -> dict[str, QIcon]:
        """Each colour's route card as the painter draws it (the pack's route card layout)."""
        if not hasattr(self, "_thumbnails"):
            self._thumbnails = Thumbnails()
        return {k: QIcon(pm) for k, pm in self._thumbnails.of(self.document.pack).items()}

    def _show_totals(self, entries: list) -> None:
        total = sum(c.count for c in entries)
        self.total_label.setText(translate("DeckTableWidget", "Deck: {total} cards").format(total=total))

    def _refresh_buttons(self) -> None:
        row = selected_row(self.table)
        colours = self.document.pack.card_colours
        ok = 0 <= row < len(colours)
        self.remove_button.setEnabled(ok)
        if ok and not RemoveCardColourCommand.can_remove(self.document, colours[row].id):
            self.remove_button.setToolTip(
                translate("DeckTableWidget", "A terrain pays with '{id}': change its card colour first.").format(id=colours[row].id)
            )
        else:
            self.remove_button.setToolTip(
                translate("DeckTableWidget", "Remove the selected colour (not while a terrain pays with it).")
            )

    def _on_add_clicked(self) -> None:
        self.document.push(AddCardColourCommand(self.document))

    def _on_remove_clicked(self) -> None:
        row = selected_row(self.table)
        colours = self.document.pack.card_colours
        if not 0 <= row < len(colours):
            return
        if RemoveCardColourCommand.can_remove(self.document, colours[row].id):
            self.document.push(RemoveCardColourCommand(self.document, colours[row].id))
        else:
            self.total_label.setText(
                translate("DeckTableWidget", "A terrain pays with '{id}': change that terrain's card colour first.").format(id=colours[row].id)
            )
