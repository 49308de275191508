"""Pieces shared by the side-panel tables of the Trails and Expedition editors.

Each panel is a projection of the document: a table whose cells push commands. What is the
same in all of them lives here: the table's look, the button row under it, the colour cells
and the editing of a colour entry's name and display colour.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QBrush, QColor, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.commands.set_field import SetFieldCommand
from app.i18n import translate

_COLOUR_RE_LEN = 7

NAME_COLUMN = 1
"""The column of a colour table holding the entry's name."""

DISPLAY_COLUMN = 3
"""The column of a colour table holding the entry's display colour (#rrggbb)."""


def is_colour(text: str) -> bool:
    """True if ``text`` is a display colour, ``#rrggbb``."""
    return len(text) == _COLOUR_RE_LEN and text.startswith("#") and QColor(text).isValid()


def colour_item(text: str) -> QTableWidgetItem:
    """A cell showing ``text``, painted in that colour (with readable text) if it is one."""
    item = QTableWidgetItem(text)
    if is_colour(text):
        c = QColor(text)
        item.setBackground(QBrush(c))
        item.setForeground(QBrush(QColor("white" if c.lightness() < 140 else "black")))
    return item


def read_only_item(text: str) -> QTableWidgetItem:
    """A cell showing ``text`` that the user cannot edit."""
    item = QTableWidgetItem(text)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


def new_table(columns: tuple[str, ...]) -> QTableWidget:
    """An empty table of whole-row selection, columns fitted to their contents, last stretched."""
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels([translate("Columns", c) for c in columns])
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    return table


def button_row(*buttons: QPushButton) -> QHBoxLayout:
    """The buttons side by side on the left of a row."""
    row = QHBoxLayout()
    for button in buttons:
        row.addWidget(button)
    row.addStretch(1)
    return row


def selected_row(table: QTableWidget) -> int:
    """The index of the first selected row of ``table``, or -1 if none is selected."""
    rows = table.selectionModel().selectedRows()
    return rows[0].row() if rows else -1


def set_spin_quietly(spin: QSpinBox, value: int) -> None:
    """Show ``value`` in ``spin`` without emitting ``valueChanged`` (no command is pushed)."""
    spin.blockSignals(True)
    spin.setValue(value)
    spin.blockSignals(False)


def push_name_or_display(document, field: str, row: int, column: int, text: str) -> bool:
    """Push the edit of a colour entry's name or display colour typed into a table cell.

    Args:
        document: the document owning the pack.
        field: the pack's list of colour entries (``"colours"``, ``"card_colours"``).
        row: the entry's index in that list.
        column: ``NAME_COLUMN`` or ``DISPLAY_COLUMN``; other columns are refused.
        text: the stripped text of the cell.

    Returns:
        True if a command was pushed; False if the edit was refused (empty name, not a
        colour, unchanged), when the table should show the model's value again.
    """
    entry = getattr(document.pack, field)[row]
    if column == NAME_COLUMN and text and text != entry.name:
        document.push(SetFieldCommand(document, f"{field}[{row}].name", text, merge=False))
        return True
    if column == DISPLAY_COLUMN and is_colour(text) and text != entry.display:
        document.push(SetFieldCommand(document, f"{field}[{row}].display", text, merge=False))
        return True
    return False


class ColourEntryTable(QWidget):
    """A table of a pack's colour entries: id (read-only), name, a count, display colour.

    Subclasses name the pack list and its count field, and add what is theirs below the
    buttons (``_build_below``), after each refresh (``_show_totals``) and on the buttons.
    """

    COLUMNS: tuple[str, ...] = (QT_TRANSLATE_NOOP("Columns", "Id"), QT_TRANSLATE_NOOP("Columns", "Name"), QT_TRANSLATE_NOOP("Columns", "Count"), QT_TRANSLATE_NOOP("Columns", "Display"))
    FIELD = "colours"
    """The pack's list of entries."""
    COUNT_FIELD = "count"
    """The entry's count field, shown in a spin box in column 2."""
    COUNT_MAX = 100_000
    COUNT_TEXT = "Set count"
    """The undo text of a count change."""

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._updating = False
        self._shape: tuple = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.table = new_table(self.COLUMNS)
        self.table.cellChanged.connect(self._on_table_cell_changed)
        self.table.itemSelectionChanged.connect(self._refresh_buttons)
        layout.addWidget(self.table)
        self.add_button = QPushButton(translate("ColourEntryTable", "Add colour"))
        self.add_button.clicked.connect(self._on_add_clicked)
        self.remove_button = QPushButton(translate("ColourEntryTable", "Remove"))
        self.remove_button.clicked.connect(self._on_remove_clicked)
        layout.addLayout(button_row(self.add_button, self.remove_button))
        self._build_below(layout)
        self.refresh()

    def _entries(self) -> list:
        return getattr(self.document.pack, self.FIELD)

    def _build_below(self, layout: QVBoxLayout) -> None:
        """Add the subclass's widgets under the buttons (none here)."""

    def _show_totals(self, entries: list) -> None:
        """Show what the subclass sums up over ``entries`` (nothing here)."""

    def _row_icons(self) -> dict[str, QIcon]:
        """An icon per entry id for the first column (the deck's cards as the painter draws
        them; none here)."""
        return {}

    def _refresh_buttons(self) -> None:
        row = selected_row(self.table)
        self.remove_button.setEnabled(0 <= row < len(self._entries()))

    def _on_add_clicked(self) -> None:
        raise NotImplementedError

    def _on_remove_clicked(self) -> None:
        raise NotImplementedError

    def refresh(self) -> None:
        """Show the document's entries."""
        entries = self._entries()
        shape = tuple(c.id for c in entries)
        self._updating = True
        try:
            if shape != self._shape:
                self._shape = shape
                self.table.setRowCount(len(entries))
                for row in range(len(entries)):
                    spin = QSpinBox()
                    spin.setRange(0, self.COUNT_MAX)
                    spin.valueChanged.connect(lambda v, r=row: self._on_count(r, v))
                    self.table.setCellWidget(row, 2, spin)
            icons = self._row_icons()
            for row, c in enumerate(entries):
                item = read_only_item(c.id)
                if c.id in icons:
                    item.setIcon(icons[c.id])
                self.table.setItem(row, 0, item)
                self.table.setItem(row, NAME_COLUMN, QTableWidgetItem(c.name))
                set_spin_quietly(self.table.cellWidget(row, 2), getattr(c, self.COUNT_FIELD))
                self.table.setItem(row, DISPLAY_COLUMN, colour_item(c.display))
            self._show_totals(entries)
        finally:
            self._updating = False
        self._refresh_buttons()

    def _on_count(self, row: int, value: int) -> None:
        if not self._updating:
            path = f"{self.FIELD}[{row}].{self.COUNT_FIELD}"
            self.document.push(SetFieldCommand(self.document, path, value, self.COUNT_TEXT))

    def _on_table_cell_changed(self, row: int, column: int) -> None:
        if self._updating:
            return
        text = self.table.item(row, column).text().strip()
        if not push_name_or_display(self.document, self.FIELD, row, column, text):
            self.refresh()
