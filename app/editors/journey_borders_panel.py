"""The Journey editor's Borders panel: the connection finder's proposals (after TripleA's).

``content.rules.journey_borders.proposed_links`` lists the countries whose outlines share a
border but that no link joins (and that are not marked as not linked). The panel shows them,
by name and the length of their shared border (in map units: degrees on the Europe map), and
turns them into commands: Accept (the selected proposals become land links), Accept all, and
Ignore (the pair goes into ``unlinked_borders``, so it is neither proposed nor warned about
again). Below, the ignored borders are listed, and Link again takes the Ignore back and links
the selected pairs. Each is one undo step. Selecting a proposal or an ignored border selects
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
from app.commands.link_borders_again import LinkBordersAgainCommand
from app.i18n import translate

#: Milliseconds after the last change before the outlines are measured again.
REFRESH_DELAY_MS = 150


class JourneyBordersPanel(QWidget):
    """Proposed land links from the outlines, with Accept, Accept all and Ignore; the ignored
    borders, with Link again.

    Attributes:
        proposals: the ``Proposal``s listed, in list order.
        ignored: the ignored pairs ``(a, b)`` listed, in ``unlinked_borders`` order.
    """

    def __init__(self, editor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.document = editor.document
        self.proposals: list = []
        self.ignored: list[tuple[str, str]] = []
        self.summary = QLabel()
        self.summary.setObjectName("borders_summary")
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("borders_list")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.itemSelectionChanged.connect(self._on_list_item_selection_changed)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept_selected())
        self.accept_button = QPushButton(translate("JourneyBordersPanel", "Accept"))
        self.accept_button.setToolTip(translate("JourneyBordersPanel", "Make the selected proposals land links"))
        self.accept_button.clicked.connect(self.accept_selected)
        self.accept_all_button = QPushButton(translate("JourneyBordersPanel", "Accept all"))
        self.accept_all_button.setToolTip(translate("JourneyBordersPanel", "Make every proposal a land link, as one undo step"))
        self.accept_all_button.clicked.connect(self.accept_all)
        self.ignore_button = QPushButton(translate("JourneyBordersPanel", "Ignore"))
        self.ignore_button.setToolTip(translate("JourneyBordersPanel", "These countries touch on the map but are not linked: stop proposing them"))
        self.ignore_button.clicked.connect(self.ignore_selected)
        buttons = QHBoxLayout()
        for button in (self.accept_button, self.accept_all_button, self.ignore_button):
            buttons.addWidget(button)
        self.ignored_title = QLabel()
        self.ignored_title.setObjectName("borders_ignored_title")
        self.ignored_title.setWordWrap(True)
        self.ignored_list = QListWidget()
        self.ignored_list.setObjectName("borders_ignored_list")
        self.ignored_list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.ignored_list.itemSelectionChanged.connect(self._on_ignored_list_item_selection_changed)
        self.ignored_list.itemDoubleClicked.connect(lambda _item: self.link_again_selected())
        self.link_again_button = QPushButton(translate("JourneyBordersPanel", "Link again"))
        self.link_again_button.setToolTip(translate("JourneyBordersPanel", "Take back the Ignore: the selected countries get a land link across their shared border (one undo step)"))
        self.link_again_button.clicked.connect(self.link_again_selected)
        tip = translate("JourneyBordersPanel", "The shared border is the length of the edge the two outlines run along together, in the pack's map units (degrees on the Europe map)")
        self.list.setToolTip(tip)
        self.ignored_list.setToolTip(tip)
        again = QHBoxLayout()
        again.addStretch(1)
        again.addWidget(self.link_again_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 2)
        layout.addLayout(buttons)
        layout.addWidget(self.ignored_title)
        layout.addWidget(self.ignored_list, 1)
        layout.addLayout(again)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REFRESH_DELAY_MS)
        self._timer.timeout.connect(self.refresh)
        self.document.changed.connect(self._on_document_changed)
        self.refresh()

    def _on_document_changed(self, _event) -> None:
        self._timer.start()

    def refresh(self) -> None:
        """Measure the outlines again and list the proposals and the ignored borders (the
        selections are kept by pair)."""
        from content.rules.journey_borders import proposed_links, shared_borders

        self._timer.stop()
        pack = self.document.pack
        keep = {(p.a, p.b) for p in self.selected()}
        borders = shared_borders(pack)
        self.proposals = proposed_links(pack, borders)
        names = {c.id: c.name for c in pack.countries}
        self.list.blockSignals(True)
        self.list.clear()
        for p in self.proposals:
            item = QListWidgetItem(self._pair_text(names, p.a, p.b, p.length))
            item.setData(Qt.ItemDataRole.UserRole, (p.a, p.b))
            self.list.addItem(item)
            item.setSelected((p.a, p.b) in keep)
        self.list.blockSignals(False)
        keep_ignored = set(self.selected_ignored())
        self.ignored = [(u.a, u.b) for u in pack.unlinked_borders or ()]
        self.ignored_list.blockSignals(True)
        self.ignored_list.clear()
        for a, b in self.ignored:
            item = QListWidgetItem(self._pair_text(names, a, b, borders.get(frozenset((a, b)))))
            item.setData(Qt.ItemDataRole.UserRole, (a, b))
            self.ignored_list.addItem(item)
            item.setSelected((a, b) in keep_ignored)
        self.ignored_list.blockSignals(False)
        outlined = sum(1 for c in pack.countries if c.outline)
        ignored = len(self.ignored)
        if not outlined:
            text = translate("JourneyBordersPanel", "No country has an outline yet: draw them with the Outline tool (O), and shared borders are proposed here as land links.")
        elif not self.proposals:
            text = translate("JourneyBordersPanel", "Every shared border of the {outlined} outlined countries has a link.").format(outlined=outlined)
        else:
            text = translate("JourneyBordersPanel", "{count} pair(s) of countries share a border but have no link.").format(count=len(self.proposals))
        self.summary.setText(text)
        if ignored:
            self.ignored_title.setText(translate("JourneyBordersPanel", "Ignored borders ({count}): touching, not linked on purpose").format(count=ignored))
        else:
            self.ignored_title.setText(translate("JourneyBordersPanel", "Ignored borders: none (Ignore puts a proposal here)"))
        self._update_buttons()

    @staticmethod
    def _pair_text(names: dict, a: str, b: str, length: float | None) -> str:
        """Two lines: "Alpha – Delta" and "shared border: 8.83 map units" (or that the
        outlines no longer touch)."""
        pair = f"{names.get(a, a)} – {names.get(b, b)}"
        if length is None:  # an ignored pair whose outlines no longer touch
            return translate("JourneyBordersPanel", "{pair}\n    no shared border now").format(pair=pair)
        return translate("JourneyBordersPanel", "{pair}\n    shared border: {length:.2f} map units").format(pair=pair, length=length)

    def selected(self) -> list:
        """The proposals selected in the list."""
        rows = sorted(self.list.row(item) for item in self.list.selectedItems())
        return [self.proposals[r] for r in rows if r < len(self.proposals)]

    def selected_ignored(self) -> list[tuple[str, str]]:
        """The ignored pairs selected in their list."""
        rows = sorted(self.ignored_list.row(item) for item in self.ignored_list.selectedItems())
        return [self.ignored[r] for r in rows if r < len(self.ignored)]

    def _update_buttons(self) -> None:
        chosen = bool(self.list.selectedItems())
        self.accept_button.setEnabled(chosen)
        self.ignore_button.setEnabled(chosen)
        self.accept_all_button.setEnabled(bool(self.proposals))
        self.link_again_button.setEnabled(bool(self.ignored_list.selectedItems()))

    def _on_list_item_selection_changed(self) -> None:
        self._update_buttons()
        keys = [("country", cid) for p in self.selected() for cid in (p.a, p.b)]
        if keys:
            self.editor.set_selection(keys)

    def _on_ignored_list_item_selection_changed(self) -> None:
        self._update_buttons()
        keys = [("country", cid) for pair in self.selected_ignored() for cid in pair]
        if keys:
            self.editor.set_selection(keys)

    def _push(self, command) -> None:
        self.document.push(command)
        self.refresh()
        self.editor.status_message.emit(command.text())

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

    def link_again(self, pairs) -> None:
        """Take back the Ignore of ``pairs`` and link them (one undo step)."""
        pairs = [tuple(p) for p in pairs]
        if LinkBordersAgainCommand.can_link_again(self.document, pairs):
            self._push(LinkBordersAgainCommand(self.document, pairs))

    def link_again_selected(self) -> None:
        """The selected ignored borders are linked again (one undo step)."""
        self.link_again(self.selected_ignored())
