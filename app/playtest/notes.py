"""A designer's notes on a playtest's moves (issue 22 §3, ``Session.note``).

- :class:`NotedSlider`: the replay slider with a mark above every move that has a note.
- :class:`NotesPanel`: the notes of the game (or of the replay shown) as one list; a
  double-click or Enter shows that move, Add Note… writes one, Delete takes one away.
- :func:`ask_note`: the dialog that asks for a note's text, naming the move it is on.

A note lives in the session: it is kept in the record (Save Record), read back with it, and
goes with the moves when they are undone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPolygonF, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.i18n.messages import message_text
from core.api import MAX_NOTE

if TYPE_CHECKING:
    from app.playtest.window import PlaytestWindow

#: The colour of a note everywhere it shows: the slider's marks, the log's pencil.
NOTE_COLOUR = "#c26a00"


class NotedSlider(QSlider):
    """A horizontal slider that marks the values that have a note (a small triangle above
    the groove); the tooltip over a mark gives its notes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._marks: dict[int, list[str]] = {}
        self.setMinimumHeight(28)
        self.setMouseTracking(True)

    def set_marks(self, marks: dict[int, list[str]]) -> None:
        """``{slider value: [note text, …]}``."""
        self._marks = {int(k): list(v) for k, v in marks.items()}
        self.update()

    def marks(self) -> dict[int, list[str]]:
        return {k: list(v) for k, v in self._marks.items()}

    def mark_x(self, value: int) -> int:
        """The x of ``value``'s mark in the slider's coordinates."""
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        groove = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt,
                                             QStyle.SubControl.SC_SliderGroove, self)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt,
                                             QStyle.SubControl.SC_SliderHandle, self)
        span = max(1, groove.width() - handle.width())
        return groove.x() + handle.width() // 2 + QStyle.sliderPositionFromValue(
            self.minimum(), self.maximum(), value, span)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        if not self._marks:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(NOTE_COLOUR))
        for value in self._marks:
            if self.minimum() <= value <= self.maximum():
                x = self.mark_x(value)
                p.drawPolygon(QPolygonF([QPointF(x - 4, 0), QPointF(x + 4, 0), QPointF(x, 6)]))
        p.end()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        x = event.position().x()
        near = [v for v in self._marks if abs(self.mark_x(v) - x) <= 5]
        self.setToolTip("\n".join(f"✎ {t}" for v in near for t in self._marks[v]) if near
                        else translate("NotesPanel", "Drag to step through the moves; ✎ marks a move with a note"))
        super().mouseMoveEvent(event)


def ask_note(parent: QWidget, where: str) -> str | None:
    """Ask for a note's text on the move described by ``where``; None when cancelled."""
    dialog = QDialog(parent)
    dialog.setObjectName("note_dialog")
    dialog.setWindowTitle(translate("NotesPanel", "Add a Note"))
    layout = QVBoxLayout(dialog)
    label = QLabel(translate("NotesPanel", "Note on {where}:").format(where=where))
    label.setWordWrap(True)
    layout.addWidget(label)
    text = QPlainTextEdit()
    text.setObjectName("note_text")
    text.setPlaceholderText(translate("NotesPanel", "What you saw here, e.g. “players hesitated here”"))
    layout.addWidget(text, 1)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setText(translate("NotesPanel", "Add Note"))
    ok.setEnabled(False)
    hint = QLabel()
    hint.setStyleSheet("color: #5a5f66;")

    def changed() -> None:
        n = len(text.toPlainText().strip())
        ok.setEnabled(0 < n <= MAX_NOTE)
        hint.setText(translate("NotesPanel", "{n} of {max} characters").format(n=n, max=MAX_NOTE)
                     if n > MAX_NOTE * 0.9 else translate("NotesPanel", "Ctrl+Enter adds the note"))

    text.textChanged.connect(changed)
    changed()
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    for keys in ("Ctrl+Return", "Ctrl+Enter"):
        sc = QShortcut(QKeySequence(keys), dialog)
        sc.activated.connect(lambda: ok.isEnabled() and dialog.accept())
    row = QHBoxLayout()
    row.addWidget(hint, 1)
    row.addWidget(buttons)
    layout.addLayout(row)
    dialog.resize(460, 220)
    text.setFocus()
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return text.toPlainText().strip() or None


class NotesPanel(QWidget):
    """The notes of the game shown: one row a note, "Move 37 · Ben puts … — ✎ text"."""

    #: A note's move was asked for: the ply of the move (int).
    show_move = Signal(int)

    def __init__(self, window: PlaytestWindow) -> None:
        super().__init__(window)
        self.window_ = window
        self.setObjectName("notes_panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.summary = QLabel()
        self.summary.setObjectName("notes_summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.list = QListWidget()
        self.list.setObjectName("notes_list")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setToolTip(translate("NotesPanel", "Double-click or Enter: show that move"))
        self.list.itemActivated.connect(self._on_item_activated)
        self.list.currentRowChanged.connect(lambda _r: self._update_buttons())
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.add_button = QPushButton(translate("NotesPanel", "&Add Note…"))
        self.add_button.setObjectName("notes_add")
        self.add_button.setToolTip(translate("NotesPanel", "Write a note on the move selected in the log, or on the last move (Ctrl+Shift+N)"))
        self.add_button.clicked.connect(window.add_note)
        self.show_button = QPushButton(translate("NotesPanel", "&Show Move"))
        self.show_button.setObjectName("notes_show")
        self.show_button.clicked.connect(lambda: self._on_item_activated(self.list.currentItem()))
        self.delete_button = QPushButton(translate("NotesPanel", "&Delete"))
        self.delete_button.setObjectName("notes_delete")
        self.delete_button.setToolTip(translate("NotesPanel", "Take the selected note away (Delete)"))
        self.delete_button.clicked.connect(self.delete_selected)
        sc = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list)
        sc.setContext(Qt.ShortcutContext.WidgetShortcut)
        sc.activated.connect(self.delete_selected)
        # (two rows: the panel fits beside the board on a 1,366 px screen, in every language)
        row.addWidget(self.show_button)
        row.addWidget(self.delete_button)
        layout.addWidget(self.add_button)
        layout.addLayout(row)
        self.refresh()

    def refresh(self) -> None:
        """Show the notes of the session the window shows (the replay's in a replay)."""
        s = self.window_.shown_session()
        keep = self.list.currentRow()
        self.list.clear()
        for note in s.notes:
            ply = note["ply"]
            what = message_text(s.log[ply].text) if ply < len(s.log) else ""
            item = QListWidgetItem(translate("NotesPanel", "Move {k} · {what}").format(k=ply + 1, what=what)
                                   + f"\n✎ {note['text']}")
            item.setData(Qt.ItemDataRole.UserRole, ply)
            item.setToolTip(note["text"])
            self.list.addItem(item)
        n = self.list.count()
        self.summary.setText(
            translate("NotesPanel", "No notes yet: select a move in the log and press Add Note… (Ctrl+Shift+N).")
            if n == 0 else (translate("NotesPanel", "1 note, kept in the record (Save Record, Ctrl+S)") if n == 1
                            else translate("NotesPanel", "{n} notes, kept in the record (Save Record, Ctrl+S)").format(n=n)))
        if n:
            self.list.setCurrentRow(min(max(keep, 0), n - 1))
        self._update_buttons()

    def _update_buttons(self) -> None:
        chosen = self.list.currentItem() is not None
        self.show_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)
        self.add_button.setEnabled(self.window_.shown_session().ply > 0)

    def _on_item_activated(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.show_move.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def delete_selected(self) -> None:
        row = self.list.currentRow()
        if row >= 0:
            self.window_.delete_note(row)

    def texts(self) -> list[str]:
        """Every row's text (for tests)."""
        return [self.list.item(i).text() for i in range(self.list.count())]
