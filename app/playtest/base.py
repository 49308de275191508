"""What the playtest window expects of every game's board (``app/playtest/<game>_board.py``).

A board is a widget that draws one game's table — the board scene of ``app/boards/`` with the
pieces on it, and the panels around it (hands, market, holders) — from a ``Table``, and turns
the person's clicks and drags into moves. It never decides what is legal (style guide A6):
it builds the move the gesture means and emits ``move_chosen``; the window hands it to the
session, which refuses an illegal move with its rule and sentence.

Hidden information (A8): a board draws the public parts of ``table.public`` and the private
parts (hands, holders, drawn cards) of the seats in ``table.private`` only; every other seat's
private cards are drawn face down. The playtest tests read ``visible_texts()`` after every
move to check that no widget or scene item ever shows a card its viewer may not see.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGridLayout,
    QLabel,
    QListWidget,
    QTableWidget,
    QWidget,
)


@dataclass(frozen=True)
class Table:
    """What a board may show now.

    Attributes:
        public: an observation of the current state, read for its PUBLIC parts only (its
            seat's private parts are shown only when that seat is in ``private``).
        private: seat -> that seat's observation, for the seats whose hidden cards may be
            shown: the person at the device, or every seat in god view.
        viewer: the seat at the device (None for a spectator of an all-bot game).
        to_move: the person asked to decide now (None while chance or a bot moves, or at
            the end); ``legal`` are then their legal moves.
        legal: the moves the board may offer and highlight.
        names: each seat's name ("Anna", "Greedy 2").
        state: the full state in god view (None otherwise): boards may show the deck.
        over: the game has ended.
    """

    public: Any
    private: dict[int, Any]
    viewer: int | None
    to_move: int | None
    legal: tuple = ()
    names: tuple[str, ...] = ()
    state: Any = None
    over: bool = False
    last_moves: tuple = field(default=(), compare=False)

    def may_see(self, seat: int) -> bool:
        """True when ``seat``'s private cards may be shown face up."""
        return seat in self.private

    def private_view(self, seat: int):
        """``seat``'s observation if its private cards may be shown, else None."""
        return self.private.get(seat)


class PlaytestBoard(QWidget):
    """Base of a game's playtest board.

    Signals:
        move_chosen: the move a gesture made (it may be illegal; the window says why).
        status_message: a hint for the status bar ("Click a slot for the card").
    """

    move_chosen = Signal(object)
    status_message = Signal(str)

    def __init__(self, game: Any, pack: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.pack = pack
        self.table: Table | None = None

    def show_table(self, table: Table) -> None:
        """Draw ``table`` (called after every move and when the view changes)."""
        raise NotImplementedError

    def set_pack(self, pack: Any, game: Any) -> None:
        """Rebuild for an edited pack (after Apply edits)."""
        self.pack = pack
        self.game = game

    def fit_to_view(self) -> None:
        """Show the whole board (View > Fit)."""

    def visible_texts(self) -> list[str]:
        """Every text a person can see on this board now: labels, buttons, list and table
        cells, tooltips, and the text items of every visible scene item."""
        out: list[str] = []
        for w in [self, *self.findChildren(QWidget)]:
            if not w.isVisibleTo(self) and w is not self:
                continue
            if w.toolTip():
                out.append(w.toolTip())
            if isinstance(w, QLabel | QAbstractButton):
                out.append(w.text())
            elif isinstance(w, QListWidget):
                out += [w.item(i).text() for i in range(w.count()) if not w.item(i).isHidden()]
            elif isinstance(w, QTableWidget):
                for r in range(w.rowCount()):
                    for c in range(w.columnCount()):
                        item = w.item(r, c)
                        if item is not None:
                            out.append(item.text())
            elif isinstance(w, QGraphicsView) and w.scene() is not None:
                out += scene_texts(w.scene())
        return [t for t in out if t]


class SeatRows:
    """The rows of a board's seats panel, two grid rows a seat: a colour swatch, the seat's
    name (rich text) and score, then a line of counts under them. The labels are named
    ``seat_{n}_name``, ``seat_{n}_score`` and ``seat_{n}_info``; the rows are made again only
    when the number of players changes.

    Args:
        layout: the panel's grid.
        swatch: makes the swatch of a seat (each game draws its pieces' colour its own way).
        info_style: the style sheet of the counts line.
    """

    def __init__(self, layout: QGridLayout, swatch: Callable[[int], QLabel],
                 info_style: str) -> None:
        self._layout = layout
        self._swatch = swatch
        self._info_style = info_style
        self.rows: list[tuple[QLabel, QLabel, QLabel, QLabel]] = []

    def ensure(self, players: int) -> None:
        """One row per seat for ``players`` seats."""
        if len(self.rows) == players:
            return
        for row in self.rows:
            for w in row:
                self._layout.removeWidget(w)
                w.deleteLater()
        self.rows = []
        for seat in range(players):
            swatch = self._swatch(seat)
            name = QLabel()
            name.setObjectName(f"seat_{seat}_name")
            name.setTextFormat(Qt.TextFormat.RichText)
            score = QLabel()
            score.setObjectName(f"seat_{seat}_score")
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            score.setStyleSheet("font-weight: bold;")
            info = QLabel()
            info.setObjectName(f"seat_{seat}_info")
            info.setWordWrap(True)
            info.setStyleSheet(self._info_style)
            r = 2 * seat
            self._layout.addWidget(swatch, r, 0)
            self._layout.addWidget(name, r, 1)
            self._layout.addWidget(score, r, 2)
            self._layout.addWidget(info, r + 1, 1, 1, 2)
            self.rows.append((swatch, name, score, info))
        self._layout.setColumnStretch(1, 1)


def scene_texts(scene: QGraphicsScene) -> list[str]:
    """The texts and tooltips of every visible item of ``scene``."""
    out: list[str] = []
    for item in scene.items():
        if not item.isVisible():
            continue
        if item.toolTip():
            out.append(item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
        text = getattr(item, "text", None)
        if isinstance(text, str):
            out.append(text)
    return out


class PlayTool:
    """The canvas tool of a playtest board (Trails, Expedition): a left click on the board is
    a gesture of the step (``board.click_at``), the pointer's moves are shown
    (``board.hover_at``), and a right click or Esc drops a half-done gesture
    (``board.cancel_gesture``)."""

    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, board) -> None:
        self.board = board

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() == Qt.MouseButton.LeftButton:
            self.board.click_at(pos)
            return True
        if event.button() == Qt.MouseButton.RightButton:
            self.board.cancel_gesture()
            return True
        return False

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        self.board.hover_at(pos)
        return False

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        return event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton)

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            return self.board.cancel_gesture()
        return False
