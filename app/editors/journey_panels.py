"""The Journey editor's side panels: Properties (selection, pack, colour groups) and Cards.

Both panels mirror the document and push commands; they never change the model themselves.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.cards.deck import THUMB_H, THUMB_W, Thumbnails
from app.commands.add_card import AddCardCommand
from app.commands.add_colour import AddColourCommand
from app.commands.delete_colour import DeleteColourCommand
from app.commands.remove_card import RemoveCardCommand
from app.commands.rename_element import RenameElementCommand
from app.commands.set_country_cards import SetCountryCardsCommand
from app.commands.set_field import SetFieldCommand
from app.editors.pack_properties import PackProperties
from app.i18n import translate
from app.widgets.property_form import PropertyForm
from content.edit import journey as ej

#: Colours offered to a new colour group, in turn.
_NEW_COLOUR_CYCLE = ("#7f3fbf", "#17a2b8", "#8c564b", "#bcbd22", "#e377c2", "#7f7f7f")
_KIND_TEXT = {"country": "Country", "sea": "Sea", "link": "Link", "colour": "Colour group"}


class _QuietLabel(QLabel):
    """A label that ignores setting the text it already shows (no relayout while typing)."""

    def setText(self, text: str) -> None:
        if text != self.text():
            super().setText(text)


def _swatch(colour: str, size: int = 14) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(QColor(colour))
    return QIcon(pix)


class JourneyPropertiesPanel(QWidget):
    """Properties of the selection (or of the pack when nothing is selected) and the colour
    groups table."""

    def __init__(self, editor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.document = editor.document
        self._shown_colours: tuple = (None, None, None, None)
        self.form = PropertyForm()
        self.form.setObjectName("journey_form")
        self.form.edit_requested.connect(self._on_form_edit_requested)
        self.rules_form = PropertyForm()
        self.pack_properties = PackProperties(self.document, self.form, self.rules_form)
        self.detail = _QuietLabel()
        self.detail.setWordWrap(True)
        self.detail.setContentsMargins(8, 0, 8, 4)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.form)
        top_layout.addWidget(self.detail)
        top_layout.addWidget(self.rules_form)
        top_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(top)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)

        self.colours_box = QGroupBox(translate("JourneyPropertiesPanel", "Colour groups"))
        box = QVBoxLayout(self.colours_box)
        box.setContentsMargins(6, 6, 6, 6)
        self.colour_table = QTableWidget(0, 4)
        self.colour_table.setObjectName("colour_table")
        self.colour_table.setHorizontalHeaderLabels([translate("JourneyPropertiesPanel", "Group"), translate("JourneyPropertiesPanel", "Id"), translate("JourneyPropertiesPanel", "Countries"), translate("JourneyPropertiesPanel", "Planes")])
        self.colour_table.verticalHeader().hide()
        self.colour_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.colour_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.colour_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.colour_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.colour_table.setToolTip(translate("JourneyPropertiesPanel", "Click a group to edit it above; its countries are highlighted on the map"))
        self.colour_table.cellClicked.connect(self._on_colour_table_clicked)
        box.addWidget(self.colour_table)
        buttons = QHBoxLayout()
        self.add_colour_button = QPushButton(translate("JourneyPropertiesPanel", "Add group"))
        self.add_colour_button.clicked.connect(self._on_add_colour_clicked)
        self.remove_colour_button = QPushButton(translate("JourneyPropertiesPanel", "Delete group"))
        self.remove_colour_button.setToolTip(translate("JourneyPropertiesPanel", "Its countries join the first other group; its plane cards go"))
        self.remove_colour_button.clicked.connect(self._on_remove_colour_clicked)
        buttons.addWidget(self.add_colour_button)
        buttons.addWidget(self.remove_colour_button)
        buttons.addStretch(1)
        box.addLayout(buttons)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.colours_box, 0)
        self.refresh()

    # ------------------------------------------------------------------ mirroring

    def selected_key(self):
        """The one selected element's key, or None (nothing or several)."""
        sel = self.editor.selection
        return sel[0] if len(sel) == 1 else None

    def refresh(self, geometry_only: bool = False) -> None:
        """Show the current selection and colour groups."""
        pack = self.document.pack
        key = self.selected_key()
        path = self.editor.path_of_key(key) if key else None
        colour_choices = [(c.id, c.name) for c in pack.colours]
        self.rules_form.setVisible(key is None and not self.editor.selection)
        if key is not None and path is not None:
            element = _get(pack, path)
            kind = key[0]
            self.form.set_title(f"{_KIND_TEXT[kind]} — {getattr(element, 'name', path)}")
            if kind == "country":
                self.form.set_element(element, path, choices={"colour": colour_choices})
                if not geometry_only:
                    self.detail.setText(self._country_detail(element))
            elif kind == "sea":
                self.form.set_element(element, path)
                names = {c.id: c.name for c in pack.countries}
                coast = ", ".join(names.get(c, c) for c in element.coast) or translate("JourneyPropertiesPanel", "none yet")
                ships = sum(1 for c in pack.cards if c.kind == "ship" and c.ref == element.id)
                self.detail.setText(translate("JourneyPropertiesPanel", "<b>Coast</b> ({count}): {coast}<br><b>Ship cards</b>: {ships}<br><i>Coast tool (T) toggles coast countries.</i>").format(count=len(element.coast), coast=coast, ships=ships))
            elif kind == "link":
                self.form.set_element(element, path, read_only=("a", "b"))
                self.detail.setText("")
            else:
                self.form.set_element(element, path)
                members = [c.name for c in pack.countries if c.colour == element.id]
                planes = sum(1 for c in pack.cards if c.kind == "plane" and c.ref == element.id)
                self.detail.setText(translate("JourneyPropertiesPanel", "<b>Countries</b> ({count}): {members}<br><b>Plane cards</b>: {planes}").format(count=len(members), members=', '.join(members) or translate("JourneyPropertiesPanel", "none"), planes=planes))
        elif self.editor.selection:
            self.form.set_title(translate("JourneyPropertiesPanel", "{count} elements selected").format(count=len(self.editor.selection)))
            self.form.set_element(None)
            self.detail.setText(translate("JourneyPropertiesPanel", "Drag to move them together; Delete removes them all (one undo step)."))
        else:
            self.pack_properties.show()
            counts = ej.card_counts(pack)
            self.detail.setText(
                translate("JourneyPropertiesPanel", "{countries} countries, {links} links, {seas} seas, {cards} cards ({country} country, {ship} ship, {plane} plane).").format(countries=len(pack.countries), links=len(pack.links), seas=len(pack.seas), cards=len(pack.cards), country=counts['country'], ship=counts['ship'], plane=counts['plane'])
            )
        if not geometry_only:
            self._fill_colour_table()

    def _country_detail(self, country) -> str:
        pack = self.document.pack
        names = {c.id: c.name for c in pack.countries}
        by_kind: dict[str, list[str]] = {}
        for link in pack.links:
            if country.id in (link.a, link.b):
                other = link.b if link.a == country.id else link.a
                by_kind.setdefault(link.kind, []).append(names.get(other, other))
        parts = [f"<b>{k.capitalize()}</b>: {', '.join(v)}" for k, v in sorted(by_kind.items())]
        seas = [s.name for s in pack.seas if country.id in s.coast]
        if seas:
            parts.append(translate("JourneyPropertiesPanel", "<b>Coast of</b>: {join}").format(join=', '.join(seas)))
        if country.outline:
            n = len(country.outline)
            points = sum(len(ring) for ring in country.outline)
            parts.append((translate("JourneyPropertiesPanel", "<b>Outline</b>: {n} polygon, {points} points") if n == 1 else translate("JourneyPropertiesPanel", "<b>Outline</b>: {n} polygons, {points} points")).format(n=n, points=points))
        return "<br>".join(parts) or translate("JourneyPropertiesPanel", "<i>No links yet: use the Link tool (L).</i>")

    def _fill_colour_table(self) -> None:
        pack = self.document.pack
        selected = self.selected_key()
        members = Counter(c.colour for c in pack.countries)
        planes = Counter(c.ref for c in pack.cards if c.kind == "plane")
        # Typing a name changes neither groups, members nor planes: skip the refill then.
        shown = (pack.colours, tuple(members.items()), tuple(planes.items()), selected)
        if shown == self._shown_colours:
            return
        self._shown_colours = shown
        table = self.colour_table
        table.setRowCount(len(pack.colours))
        for row, colour in enumerate(pack.colours):
            name = QTableWidgetItem(_swatch(colour.display), colour.name)
            name.setData(Qt.ItemDataRole.UserRole, colour.id)
            table.setItem(row, 0, name)
            table.setItem(row, 1, QTableWidgetItem(colour.id))
            table.setItem(row, 2, QTableWidgetItem(str(members.get(colour.id, 0))))
            table.setItem(row, 3, QTableWidgetItem(str(planes.get(colour.id, 0))))
            if selected == ("colour", colour.id):
                table.selectRow(row)
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(min(280, table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth() + 2))
        self.remove_colour_button.setEnabled(
            selected is not None and selected[0] == "colour" and DeleteColourCommand.can_delete(self.document, selected[1])
        )

    # ------------------------------------------------------------------ edits

    def _on_form_edit_requested(self, field: str, value) -> None:
        doc = self.document
        key = self.selected_key()
        path = self.form.path
        if key is None:
            if not self.editor.selection:
                self.pack_properties.edit(field, value)
            return
        kind = key[0]
        if field == "id" and kind in ("country", "sea", "colour"):
            if not RenameElementCommand.can_rename(doc, kind, key[1], value):
                self.editor.show_status(translate("JourneyPropertiesPanel", "The id '{value}' is already used").format(value=value))
                self.refresh(geometry_only=True)
                return
            doc.push(RenameElementCommand(doc, kind, key[1], value))
            self.editor.set_selection(((kind, value),))
            return
        if kind == "country" and field == "cards":
            doc.push(SetCountryCardsCommand(doc, key[1], value))
            return
        label = translate("JourneyPropertiesPanel", "Change the kind") if kind == "link" and field == "kind" else None
        doc.push(SetFieldCommand(doc, f"{path}.{field}", value, label=label))

    def can_delete_selection(self) -> bool:
        """True if Edit > Delete (focus in this panel) would delete the selected colour group."""
        key = self.selected_key()
        return key is not None and key[0] == "colour" and DeleteColourCommand.can_delete(self.document, key[1])

    def delete_selection(self) -> bool:
        """Edit > Delete with the focus in this panel: delete the selected colour group."""
        if not self.can_delete_selection():
            return False
        self._on_remove_colour_clicked()
        return True

    def _on_colour_table_clicked(self, row: int, _col: int) -> None:
        item = self.colour_table.item(row, 0)
        if item is not None:
            self.editor.set_selection((("colour", item.data(Qt.ItemDataRole.UserRole)),))

    def _on_add_colour_clicked(self) -> None:
        display = _NEW_COLOUR_CYCLE[len(self.document.pack.colours) % len(_NEW_COLOUR_CYCLE)]
        command = AddColourCommand(self.document, display)
        self.document.push(command)
        self.editor.set_selection((("colour", command.colour.id),))

    def _on_remove_colour_clicked(self) -> None:
        key = self.selected_key()
        if key is None or key[0] != "colour" or not DeleteColourCommand.can_delete(self.document, key[1]):
            return
        self.editor.set_selection(())
        self.document.push(DeleteColourCommand(self.document, key[1]))


def _get(pack, path: str):
    from content.edit import get_at

    return get_at(pack, path)


class CardsModel(QAbstractTableModel):
    """Every card of the deck: id, kind and what it names."""

    COLUMNS = (QT_TRANSLATE_NOOP("Columns", "Card"), QT_TRANSLATE_NOOP("Columns", "Kind"), QT_TRANSLATE_NOOP("Columns", "Names"))

    def __init__(self, document, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self._rows: list[tuple[str, str, str, str]] = []
        self._thumbnails = Thumbnails()
        self._icons: dict[str, QIcon] = {}
        self._pixmap_keys: dict[str, int] = {}
        self.reload()

    def reload(self) -> None:
        pack = self.document.pack
        names = {("country", c.id): c.name for c in pack.countries}
        names.update({("ship", s.id): s.name for s in pack.seas})
        names.update({("plane", c.id): c.name for c in pack.colours})
        # Each card as the painter draws it (the pack's layout for its kind), a thumbnail.
        pixmaps = self._thumbnails.of(pack)
        keys = {k: pm.cacheKey() for k, pm in pixmaps.items()}
        swatches_changed = keys != self._pixmap_keys
        if swatches_changed:
            self._icons = {k: QIcon(pm) for k, pm in pixmaps.items()}
            self._pixmap_keys = keys
        rows = [(c.id, c.kind, names.get((c.kind, c.ref), f"{c.ref} (missing)"), c.ref) for c in pack.cards]
        if rows == self._rows:
            if swatches_changed and rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, 0))
            return
        same_cards = len(rows) == len(self._rows) and all(
            a[0] == b[0] and a[1] == b[1] and a[3] == b[3] for a, b in zip(rows, self._rows, strict=True)
        )
        if same_cards:  # only names changed (typing): tell the view which rows, no reset
            changed = [i for i, (a, b) in enumerate(zip(rows, self._rows, strict=True)) if a != b]
            self._rows = rows
            for i in changed:
                self.dataChanged.emit(self.index(i, 2), self.index(i, 2))
            if swatches_changed:
                self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, 0))
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def card_id(self, row: int) -> str:
        return self._rows[row][0]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("Columns", self.COLUMNS[section])
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        cid, kind, name, ref = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (cid, kind, name)[index.column()]
        if role == Qt.ItemDataRole.DecorationRole and index.column() == 0:
            return self._icons.get(cid)
        return None


class JourneyCardsPanel(QWidget):
    """The card set: counts per kind, every card, and adding or removing ship and plane cards.

    Signals:
        delete_state_changed: ``can_delete_selection()`` may have changed (cards selected).
    """

    delete_state_changed = Signal()

    def __init__(self, editor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.document = editor.document
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setObjectName("cards_summary")
        self.model = CardsModel(self.document, self)
        self.table = QTableView()
        self.table.setObjectName("cards_table")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(THUMB_H + 4)
        self.table.setIconSize(QSize(THUMB_W, THUMB_H))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setResizeContentsPrecision(200)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())
        self.table.doubleClicked.connect(self._on_table_double_clicked)

        self.sea_box = QComboBox()
        self.sea_box.setObjectName("ship_sea")
        self.add_ship_button = QPushButton(translate("JourneyCardsPanel", "Add ship card"))
        self.add_ship_button.clicked.connect(self._on_add_ship_clicked)
        self.colour_box = QComboBox()
        self.colour_box.setObjectName("plane_colour")
        self.add_plane_button = QPushButton(translate("JourneyCardsPanel", "Add plane card"))
        self.add_plane_button.clicked.connect(self._on_add_plane_clicked)
        self.remove_button = QPushButton(translate("JourneyCardsPanel", "Remove selected cards"))
        self.remove_button.setToolTip(translate("JourneyCardsPanel", "Ship and plane cards only: country cards follow their country's card count"))
        self.remove_button.clicked.connect(self._on_remove_clicked)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.summary)
        ship_row = QHBoxLayout()
        ship_row.addWidget(self.sea_box, 1)
        ship_row.addWidget(self.add_ship_button)
        plane_row = QHBoxLayout()
        plane_row.addWidget(self.colour_box, 1)
        plane_row.addWidget(self.add_plane_button)
        layout.addLayout(ship_row)
        layout.addLayout(plane_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.remove_button)
        self.refresh()

    def refresh(self) -> None:
        """Show the deck as it is now."""
        pack = self.document.pack
        self.model.reload()
        counts = ej.card_counts(pack)
        per = Counter((c.kind, c.ref) for c in pack.cards)
        ships = "; ".join(f"{s.name}: {per.get(('ship', s.id), 0)}" for s in pack.seas) or translate("JourneyCardsPanel", "no seas")
        planes = "; ".join(f"{c.name}: {per.get(('plane', c.id), 0)}" for c in pack.colours) or translate("JourneyCardsPanel", "no groups")
        self._set_summary(
            translate("JourneyCardsPanel", "<b>{count} cards</b>: {counts} country, {counts2} ship, {counts3} plane<br><b>Ships</b>: {ships}<br><b>Planes</b>: {planes}").format(count=len(pack.cards), counts=counts['country'], counts2=counts['ship'], counts3=counts['plane'], ships=ships, planes=planes)
        )
        _fill(self.sea_box, [(s.id, s.name) for s in pack.seas])
        _fill(self.colour_box, [(c.id, c.name) for c in pack.colours])
        self.add_ship_button.setEnabled(bool(pack.seas))
        self.add_plane_button.setEnabled(bool(pack.colours))
        self._update_buttons()

    def _set_summary(self, text: str) -> None:
        if text != self.summary.text():
            self.summary.setText(text)

    def selected_card_ids(self) -> list[str]:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self.model.card_id(r) for r in rows]

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(RemoveCardCommand.can_remove(self.document, self.selected_card_ids()))
        self.delete_state_changed.emit()

    def can_delete_selection(self) -> bool:
        """True if Edit > Delete (focus in this panel) would remove the selected cards."""
        return RemoveCardCommand.can_remove(self.document, self.selected_card_ids())

    def delete_selection(self) -> bool:
        """Edit > Delete with the focus in this panel: remove the selected ship and plane cards."""
        if not self.can_delete_selection():
            return False
        self._on_remove_clicked()
        return True

    def _on_add_ship_clicked(self) -> None:
        sid = self.sea_box.currentData()
        if sid is not None:
            self.document.push(AddCardCommand(self.document, "ship", sid))

    def _on_add_plane_clicked(self) -> None:
        colour = self.colour_box.currentData()
        if colour is not None:
            self.document.push(AddCardCommand(self.document, "plane", colour))

    def _on_remove_clicked(self) -> None:
        ids = self.selected_card_ids()
        if RemoveCardCommand.can_remove(self.document, ids):
            self.document.push(RemoveCardCommand(self.document, ids))

    def _on_table_double_clicked(self, index) -> None:
        if index.isValid():
            self.editor.select_path(f"cards[{index.row()}]")


def _fill(box: QComboBox, items: list[tuple[str, str]]) -> None:
    current = box.currentData()
    box.blockSignals(True)
    box.clear()
    for value, text in items:
        box.addItem(text, value)
    i = box.findData(current)
    box.setCurrentIndex(i if i >= 0 else 0)
    box.blockSignals(False)
