"""Side panels of the arrow network editor: destination cards and expedition colours."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QItemSelectionModel, QSize, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.cards.deck import THUMB_H, THUMB_W, Thumbnails
from app.commands.add_destination_card import AddDestinationCardCommand
from app.commands.add_expedition_colour import AddExpeditionColourCommand
from app.commands.remove_destination_cards import RemoveDestinationCardsCommand
from app.commands.remove_expedition_colour import RemoveExpeditionColourCommand
from app.commands.reset_destination_cards import ResetDestinationCardsCommand
from app.editors.shared_panels import (
    ColourEntryTable,
    new_table,
    read_only_item,
    selected_row,
)
from app.i18n import translate
from content.edit import expedition as ee


class CardTableWidget(QWidget):
    """The destination cards (one per green point by default): add, remove, reset.

    Selecting a point on the map selects and scrolls to its card rows (``show_point``).

    Signals:
        point_activated: the id of the point of a card the user clicked.
    """

    point_activated = Signal(str)

    def __init__(self, editor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.document = editor.document
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self._rows: list[tuple[str, str, str]] = []
        self._from_table = False
        self.table = new_table((translate("CardTableWidget", "Card"), translate("CardTableWidget", "Point"), translate("CardTableWidget", "Name")))
        self.table.cellClicked.connect(self._on_table_cell_clicked)
        self.table.itemSelectionChanged.connect(self.refresh_buttons)
        # Each card as the painter draws it (the pack's destination card layout), a thumbnail.
        self._thumbnails = Thumbnails()
        self._icon_keys: list[int] = []
        self.table.setIconSize(QSize(THUMB_W, THUMB_H))
        self.table.verticalHeader().setDefaultSectionSize(THUMB_H + 4)
        layout.addWidget(self.table)
        row = QHBoxLayout()
        self.add_button = QPushButton(translate("CardTableWidget", "Add for point"))
        self.add_button.setToolTip(translate("CardTableWidget", "Add a card naming the selected green point."))
        self.add_button.clicked.connect(self._on_add_clicked)
        self.remove_button = QPushButton(translate("CardTableWidget", "Remove"))
        self.remove_button.setToolTip(translate("CardTableWidget", "Remove the selected cards."))
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.reset_button = QPushButton(translate("CardTableWidget", "One per green"))
        self.reset_button.setToolTip(translate("CardTableWidget", "Replace the deck by one card per green point (the default)."))
        self.reset_button.clicked.connect(self._on_reset_clicked)
        for b in (self.add_button, self.remove_button, self.reset_button):
            row.addWidget(b)
        layout.addLayout(row)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.refresh()

    def refresh(self) -> None:
        """Show the document's cards."""
        pack = self.document.pack
        names = {p.id: p.name for p in pack.points}
        rows = [(c.id, c.point, names.get(c.point, "(missing point)")) for c in pack.cards]
        if rows != self._rows:
            # Only the cells that changed are set, and the columns fitted once at the end: a
            # header fitting its contents measures the whole column at every cell set.
            header = self.table.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            self.table.setRowCount(len(rows))
            for i, row in enumerate(rows):
                old = self._rows[i] if i < len(self._rows) else (None, None, None)
                for column, text in enumerate(row):
                    if text != old[column] or self.table.item(i, column) is None:
                        self.table.setItem(i, column, read_only_item(text))
            self._rows = rows
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        pixmaps = self._thumbnails.of(pack)
        keys = [pixmaps[c.id].cacheKey() if c.id in pixmaps else 0 for c in pack.cards]
        for i, key in enumerate(keys):
            item = self.table.item(i, 0)
            if key and item is not None and (i >= len(self._icon_keys) or self._icon_keys[i] != key
                                             or item.icon().isNull()):
                item.setIcon(QIcon(pixmaps[pack.cards[i].id]))
        self._icon_keys = keys
        greens = {p.id for p in pack.points if p.kind == "green"}
        carded = {c.point for c in pack.cards}
        missing = len(greens - carded)
        self.summary.setText(
            translate("CardTableWidget", "{count} cards · {count2} green points").format(count=len(pack.cards), count2=len(greens))
            + (translate("CardTableWidget", " · {missing} without a card").format(missing=missing) if missing else "")
        )
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        """Enable only the buttons that would change something."""
        pid = self.editor.selected_point()
        self.add_button.setEnabled(
            pid is not None and AddDestinationCardCommand.can_add(self.document, pid)
        )
        self.remove_button.setEnabled(bool(self.table.selectionModel().selectedRows()))
        pack = self.document.pack
        self.reset_button.setEnabled(ee.default_cards(pack).cards != pack.cards)

    def show_point(self, pid: str | None) -> None:
        """Select (and scroll to) the card rows of point ``pid``; clear them for any other
        selection. A selection the user made in the table itself is left as it is."""
        if self._from_table:
            return
        rows = [i for i, c in enumerate(self.document.pack.cards) if pid is not None and c.point == pid]
        selection = self.table.selectionModel()
        if sorted({i.row() for i in selection.selectedRows()}) == rows:
            return
        self.table.clearSelection()
        if not rows:
            return
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for r in rows:
            selection.select(self.table.model().index(r, 0), flags)
        selection.setCurrentIndex(self.table.model().index(rows[0], 0), QItemSelectionModel.SelectionFlag.NoUpdate)
        self.table.scrollTo(self.table.model().index(rows[0], 0), QAbstractItemView.ScrollHint.PositionAtCenter)

    def _on_table_cell_clicked(self, row: int, column: int) -> None:
        if row < len(self.document.pack.cards):
            self._from_table = True
            try:
                self.point_activated.emit(self.document.pack.cards[row].point)
            finally:
                self._from_table = False

    def _on_add_clicked(self) -> None:
        pid = self.editor.selected_point()
        if pid is not None and AddDestinationCardCommand.can_add(self.document, pid):
            self.document.push(AddDestinationCardCommand(self.document, pid))

    def _on_remove_clicked(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()})
        cards = self.document.pack.cards
        ids = [cards[r].id for r in rows if r < len(cards)]
        if ids:
            self.document.push(RemoveDestinationCardsCommand(self.document, ids))

    def _on_reset_clicked(self) -> None:
        self.document.push(ResetDestinationCardsCommand(self.document))


class ColourTableWidget(ColourEntryTable):
    """The expedition colours and their arrows."""

    COLUMNS = (QT_TRANSLATE_NOOP("Columns", "Id"), QT_TRANSLATE_NOOP("Columns", "Name"), QT_TRANSLATE_NOOP("Columns", "Arrows"), QT_TRANSLATE_NOOP("Columns", "Display"))
    FIELD = "colours"
    COUNT_FIELD = "arrows"
    COUNT_MAX = 100_000
    COUNT_TEXT = "Set arrows"

    def _on_add_clicked(self) -> None:
        self.document.push(AddExpeditionColourCommand(self.document))

    def _on_remove_clicked(self) -> None:
        row = selected_row(self.table)
        if 0 <= row < len(self.document.pack.colours):
            self.document.push(
                RemoveExpeditionColourCommand(self.document, self.document.pack.colours[row].id)
            )
