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

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QListWidget,
    QTableWidget,
    QWidget,
)

from app.i18n import translate
from app.widgets.canvas import MapCanvas


def standing(scores, winners=()) -> list[int]:
    """The seats best first: by score, and among equal scores the winners first (a tie the
    rules broke, e.g. E15's tickets or T36's seat order, is listed as the rules decided it)."""
    won = set(winners)
    return sorted(range(len(scores)), key=lambda k: (-scores[k], k not in won))


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
        winners: the seats that won, once the game has ended (``Result.winners``): a tie the
            rules broke lists them first (``standing``).
    """

    public: Any
    private: dict[int, Any]
    viewer: int | None
    to_move: int | None
    legal: tuple = ()
    names: tuple[str, ...] = ()
    state: Any = None
    over: bool = False
    winners: tuple[int, ...] = ()
    last_moves: tuple = field(default=(), compare=False)

    def may_see(self, seat: int) -> bool:
        """True when ``seat``'s private cards may be shown face up."""
        return seat in self.private

    def private_view(self, seat: int):
        """``seat``'s observation if its private cards may be shown, else None."""
        return self.private.get(seat)

    def hand_seat(self, turn: int) -> int | None:
        """The seat whose hand a board shows in its hand row: in the god view the person
        asked to decide (the designer plays for them), else the viewer; in the god view
        without either, ``turn`` (the seat whose turn it is). None: no hand is shown."""
        if self.state is not None and self.to_move is not None and self.may_see(self.to_move):
            return self.to_move
        if self.viewer is not None and self.may_see(self.viewer):
            return self.viewer
        if self.state is not None and 0 <= turn < self.public.players and \
                self.may_see(turn):
            return turn
        return None


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

    @staticmethod
    def counted(names: list[str]) -> str:
        """Names in alphabetical order, one of each with its count: "Denmark ×2, France"."""
        seen: dict[str, int] = {}
        for n in sorted(names):
            seen[n] = seen.get(n, 0) + 1
        return ", ".join(n if k == 1 else f"{n} ×{k}" for n, k in seen.items())

    def hidden_cards(self, state: Any, names: tuple[str, ...]) -> list[tuple[str, str]]:
        """What no player sees in ``state``, for the designer's god view in the lab:
        ``(heading, the cards by name)`` rows — the deck, the hands. A board whose game
        hides nothing returns none."""
        return []

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


class CanvasBoard(PlaytestBoard):
    """A board drawn on a game's board scene in a ``MapCanvas`` (Trails, Expedition).

    It owns the scene (``scene_class(pack, board)``) and the canvas with its ``PlayTool``,
    keeps the board fitted to the view (after every resize, until the person zooms; View >
    Fit fits it again), and drops a half-done gesture on Esc. A game's board gives the
    rectangle to fit (``fit_rect``) and makes its gestures (``click_at``, ``hover_at``,
    ``cancel_gesture``).

    Args:
        name: the board's short name: the widgets are ``{name}_board`` and ``{name}_canvas``.
    """

    def __init__(self, game: Any, pack: Any, scene_class: type, name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(game, pack, parent)
        self.setObjectName(f"{name}_board")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.scene = scene_class(pack, self)
        self.canvas = MapCanvas(self.scene, self)
        self.canvas.setObjectName(f"{name}_canvas")
        self.canvas.tool = PlayTool(self)
        self.canvas.zoom_changed.connect(self._on_canvas_zoom_changed)
        self._auto_fit = True
        self._fitting = False
        self._legal: dict[str, list[dict]] = {}  # kind -> the legal moves' JSON

    def _name(self, seat: int) -> str:
        """The seat's name ("Anna", "Greedy 2"), or "Seat 3" when the table has none."""
        names = self.table.names
        return names[seat] if 0 <= seat < len(names) else translate("CanvasBoard", "Seat {n}").format(n=seat + 1)

    def _standing_text(self, scores) -> str:
        """The Game over panel's lines: each seat's points, in the end screen's order
        (``standing``: a tie the rules broke lists the winner first)."""
        return "<br>".join(translate("CanvasBoard", "{name}: {n} points").format(
            name=self._name(s), n=scores[s]) for s in standing(scores, self.table.winners))

    def same_decision(self, table: Table) -> bool:
        """True when ``table`` asks the same person the same decision as the one shown (a
        half-done gesture then lasts)."""
        old = self.table
        return old is not None and old.to_move == table.to_move and \
            old.public == table.public and old.legal == table.legal

    def index_legal(self, table: Table) -> None:
        """Sort ``table``'s legal moves by kind, as JSON (none while no person decides)."""
        legal: dict[str, list[dict]] = {}
        if table.to_move is not None:
            for m in table.legal:
                data = m.to_json()
                legal.setdefault(data["kind"], []).append(data)
        self._legal = legal

    def is_legal(self, data: dict) -> bool:
        """True when the move of JSON ``data`` is one of the legal moves shown."""
        return data in self._legal.get(data["kind"], ())

    def fit_rect(self) -> QRectF:
        """The scene rectangle the view is fitted to."""
        raise NotImplementedError

    def fit_to_view(self) -> None:
        self._auto_fit = True  # and again after a resize, until the person zooms
        self._fitting = True
        try:
            self.canvas.fit_to_view(self.fit_rect())
        finally:
            self._fitting = False
        self.fitted()

    def fitted(self) -> None:
        """Called after every fit (the board's names may be placed again)."""

    def zoomed(self, zoom: float) -> None:
        """Called after every change of the view's zoom (pieces sized in pixels follow)."""

    def refit_soon(self) -> None:
        """Fit the board once the event loop is back, unless the person zoomed."""
        QTimer.singleShot(0, self._fit_if_auto)

    def _fit_if_auto(self) -> None:
        if self._auto_fit:
            self.fit_to_view()

    def _on_canvas_zoom_changed(self, zoom: float) -> None:
        self.scene.set_view_zoom(zoom)
        self.zoomed(zoom)
        if not self._fitting:
            self._auto_fit = False  # the person zoomed: keep their view

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.refit_soon()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refit_soon()

    def set_hand_cursor(self, hot: bool) -> None:
        """The canvas shows a pointing hand where a click would make a move (``hot``)."""
        shape = Qt.CursorShape.PointingHandCursor if hot else Qt.CursorShape.ArrowCursor
        if self.canvas.viewport().cursor().shape() != shape:
            self.canvas.viewport().setCursor(shape)

    def cancel_gesture(self) -> bool:
        """Drop a half-done gesture; False when there was none."""
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.cancel_gesture():
            event.accept()
            return
        super().keyPressEvent(event)
