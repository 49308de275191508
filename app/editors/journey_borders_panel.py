"""The Journey editor's Borders panel: the connection finder's proposals (after TripleA's).

``content.rules.journey_borders.proposed_links`` lists the countries whose outlines share a
border but that no link joins (and that are not marked as not linked). The panel shows them,
by name and shared length, and turns them into commands: Accept (the selected proposals
become land links), Accept all, and Ignore (the pair goes into ``unlinked_borders``, so it is
neither proposed nor warned about again). Each is one undo step. Selecting a proposal selects
its two countries on the map. The list follows the document (re-measured a moment after the
last change, as the Problems panel re-lints).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.commands.accept_links import AcceptLinksCommand
from app.commands.ignore_borders import IgnoreBordersCommand

#: Milliseconds after the last change before the outlines are measured again.
REFRESH_DELAY_MS = 150


class JourneyBordersPanel(QWidget):
    """Proposed land links from the outlines, with Accept, Accept all and Ignore.

    Attributes:
        proposals: the ``Proposal``s listed, in list order.
    """

    def __init__(self, editor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.document = editor.document
        self.proposals: list = []
        self.summary = QLabel()
        self.summary.setObjectName("borders_summary")
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("borders_list")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.itemSelectionChanged.connect(self._on_list_item_selection_changed)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept_selected())
        self.accept_button = QPushButton("Accept")
        self.accept_button.setToolTip("Make the selected proposals land links")
        self.accept_button.clicked.connect(self.accept_selected)
        self.accept_all_button = QPushButton("Accept all")
        self.accept_all_button.setToolTip("Make every proposal a land link, as one undo step")
        self.accept_all_button.clicked.connect(self.accept_all)
        self.ignore_button = QPushButton("Ignore")
        self.ignore_button.setToolTip("These countries touch on the map but are not linked: stop proposing them")
        self.ignore_button.clicked.connect(self.ignore_selected)
        buttons = QHBoxLayout()
        for button in (self.accept_button, self.accept_all_button, self.ignore_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REFRESH_DELAY_MS)
        self._timer.timeout.connect(self.refresh)
        self.document.changed.connect(self._on_document_changed)
        self.refresh()

    def _on_document_changed(self, _event) -> None:
        self._timer.start()

    def refresh(self) -> None:
        """Measure the outlines again and list the proposals (the selection is kept by pair)."""
        from content.rules.journey_borders import proposed_links

        self._timer.stop()
        pack = self.document.pack
        keep = {(p.a, p.b) for p in self.selected()}
        self.proposals = proposed_links(pack)
        names = {c.id: c.name for c in pack.countries}
        self.list.blockSignals(True)
        self.list.clear()
        for p in self.proposals:
            item = QListWidgetItem(f"{names.get(p.a, p.a)} – {names.get(p.b, p.b)}    (border {p.length:.2f})")
            item.setData(Qt.ItemDataRole.UserRole, (p.a, p.b))
            self.list.addItem(item)
            item.setSelected((p.a, p.b) in keep)
        self.list.blockSignals(False)
        outlined = sum(1 for c in pack.countries if c.outline)
        ignored = len(pack.unlinked_borders or ())
        if not outlined:
            text = "No country has an outline yet: draw them with the Outline tool (O), and shared borders are proposed here as land links."
        elif not self.proposals:
            text = f"Every shared border of the {outlined} outlined countries has a link."
        else:
            text = f"{len(self.proposals)} pair(s) of countries share a border but have no link."
        if ignored:
            text += f" {ignored} border(s) are marked as not linked."
        self.summary.setText(text)
        self._update_buttons()

    def selected(self) -> list:
        """The proposals selected in the list."""
        rows = sorted(self.list.row(item) for item in self.list.selectedItems())
        return [self.proposals[r] for r in rows if r < len(self.proposals)]

    def _update_buttons(self) -> None:
        chosen = bool(self.list.selectedItems())
        self.accept_button.setEnabled(chosen)
        self.ignore_button.setEnabled(chosen)
        self.accept_all_button.setEnabled(bool(self.proposals))

    def _on_list_item_selection_changed(self) -> None:
        self._update_buttons()
        keys = [("country", cid) for p in self.selected() for cid in (p.a, p.b)]
        if keys:
            self.editor.set_selection(keys)

    def _push(self, command) -> None:
        self.document.push(command)
        self.refresh()

    def accept_selected(self) -> None:
        """The selected proposals become land links (one undo step)."""
        pairs = [(p.a, p.b) for p in self.selected()]
        if pairs and AcceptLinksCommand.can_accept(self.document, pairs):
            self._push(AcceptLinksCommand(self.document, pairs))

    def accept_all(self) -> None:
        """Every proposal becomes a land link (one undo step)."""
        pairs = [(p.a, p.b) for p in self.proposals]
        if pairs and AcceptLinksCommand.can_accept(self.document, pairs):
            self._push(AcceptLinksCommand(self.document, pairs))

    def ignore_selected(self) -> None:
        """The selected pairs are marked as touching but not linked (one undo step)."""
        pairs = [(p.a, p.b) for p in self.selected()]
        if pairs:
            self._push(IgnoreBordersCommand(self.document, pairs))
