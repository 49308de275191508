"""The parts of a playtest table that every board draws the same way.

Seat colours (one palette for every game), the text colour on a coloured ground, the header
naming the turn, the seats panel and the action panel with its buttons. Each board
(``app/playtest/<game>_board.py``) keeps only its pieces, its panels and its gestures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate

#: Seat colours, seat 1 first, one a seat up to the packs' 12 players. Apart from the
#: Trails terrains, the Expedition expeditions and points, and the legal and pending marks
#: (the first seats most of all: every pack plays with at least two).
SEAT_COLOURS = ("#0f9d9a", "#e0399b", "#c98a00", "#3b5bdb", "#6b8e23", "#8d5524",
                "#00bbf9", "#fee440", "#70e000", "#5c677d", "#800f2f", "#ff8fab")
#: A legal move: its ring, outline, halo or button border.
LEGAL = "#16a34a"
#: What is chosen or at stake (a hex up for auction, a point with several ways to it).
PENDING = "#1d3fcf"
#: The two text colours a coloured ground may carry (``text_on`` picks one).
DARK_TEXT, LIGHT_TEXT = "#111111", "#ffffff"
_TO_MOVE = "#b45309"


def seat_colour(seat: int) -> QColor:
    """The colour of ``seat``'s pieces, tokens and swatch."""
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


def relative_luminance(colour: str | QColor) -> float:
    """The WCAG 2 relative luminance of ``colour``: 0 for black, 1 for white."""
    c = QColor(colour)

    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return (0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF())
            + 0.0722 * linear(c.blueF()))


def contrast_ratio(a: str | QColor, b: str | QColor) -> float:
    """The WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def text_on(colour: str | QColor) -> str:
    """The text colour for a ground of ``colour``: whichever of ``DARK_TEXT`` and
    ``LIGHT_TEXT`` has the higher contrast ratio with it (dark on a tie)."""
    if contrast_ratio(LIGHT_TEXT, colour) > contrast_ratio(DARK_TEXT, colour):
        return LIGHT_TEXT
    return DARK_TEXT


def set_text(label: QLabel | QPushButton, text: str) -> None:
    """Show ``text`` on ``label``; nothing is laid out again when it already shows it."""
    if label.text() != text:
        label.setText(text)


def phase_header() -> QLabel:
    """The line over the board that names the round, whose turn it is and the step
    (``phase_label``; rich text)."""
    label = QLabel()
    label.setObjectName("phase_label")
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setStyleSheet("font-size: 12pt;")
    return label


class SeatsPanel(QFrame):
    """The seats of a table, two grid rows a seat: a swatch, the seat's name (with "(you)"
    and "◀ to move") and score, then a line of counts under them. The labels are named
    ``seat_{n}_name``, ``seat_{n}_score`` and ``seat_{n}_info``; the rows are made again
    only when the number of players changes.

    Args:
        swatch: makes the swatch of a seat (each game draws its pieces' colour its own way).
        compact: the narrow panel under a map (Expedition): a fixed width, tighter rows and
            smaller counts; else the panel beside a board (Trails).
    """

    def __init__(self, swatch: Callable[[int], QLabel], compact: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seats_box")
        self.setStyleSheet("#seats_box { background: #ffffff; border: 1px solid #d0d5db; "
                           "border-radius: 6px; }")
        self._swatch = swatch
        self._grid = QGridLayout()
        if compact:
            self.setFixedWidth(236)
            outer = QVBoxLayout(self)
            outer.setContentsMargins(8, 6, 8, 6)
            self._grid.setHorizontalSpacing(6)
            self._grid.setVerticalSpacing(2)
            outer.addLayout(self._grid)
            outer.addStretch(1)
        else:
            self.setLayout(self._grid)
            self._grid.setContentsMargins(8, 6, 8, 6)
            self._grid.setHorizontalSpacing(8)
            self._grid.setVerticalSpacing(3)
        self._info_style = f"color: #4b5563; font-size: {8 if compact else 9}pt;"
        self.rows: list[tuple[QLabel, QLabel, QLabel, QLabel]] = []

    def ensure(self, players: int) -> None:
        """One row per seat for ``players`` seats."""
        if len(self.rows) == players:
            return
        for row in self.rows:
            for w in row:
                self._grid.removeWidget(w)
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
            self._grid.addWidget(swatch, r, 0)
            self._grid.addWidget(name, r, 1)
            self._grid.addWidget(score, r, 2)
            self._grid.addWidget(info, r + 1, 1, 1, 2)
            self.rows.append((swatch, name, score, info))
        self._grid.setColumnStretch(1, 1)

    def show_seat(self, seat: int, name: str, *, you: bool, to_move: bool, score: int,
                  info: str) -> None:
        """Show ``seat``'s row: its ``name`` in bold, "(you)" for the person at the device,
        "◀ to move" for the seat whose turn it is, ``score`` points and the ``info`` line."""
        _swatch, name_label, score_label, info_label = self.rows[seat]
        mine = translate("SeatsPanel", " (you)") if you else ""
        turn = (f" <span style='color:{_TO_MOVE}'>" + translate("SeatsPanel", "◀ to move")
                + "</span>") if to_move else ""
        set_text(name_label, f"<b>{name}</b>{mine}{turn}")
        set_text(score_label, (translate("SeatsPanel", "{n} pt") if score == 1
                               else translate("SeatsPanel", "{n} pts")).format(n=score))
        set_text(info_label, info)


class ActionButton(QPushButton):
    """A button of the action panel; ``data`` is the move's JSON it makes (or a callable).

    Its look says what it does: a white button, or one in the colour it pays or takes
    (text in ``text_on`` that colour); a green border when ``highlight`` is set. A panel
    made with ``dim_unlit`` dims a button without the highlight (it is not a legal move now).
    """

    def __init__(self, panel: ActionPanel) -> None:
        super().__init__()
        self.data: Any = None
        self.place: tuple | None = None  # (row, column, columns spanned) in the grid
        self._panel = panel
        self._style: tuple | None = None
        self.setMinimumHeight(28 if panel.compact else 30)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.clicked.connect(lambda: panel.on_button_clicked(self))

    def enterEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().enterEvent(event)
        self._panel.hovered.emit(self.data)

    def leaveEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().leaveEvent(event)
        self._panel.hovered.emit(None)

    def set_look(self, colour: str | None, highlight: bool) -> None:
        """Show the button white (``colour`` None) or in ``colour``, lit or not."""
        style = (colour, highlight)
        if style == self._style:
            return
        self._style = style
        dim = self._panel.dim_unlit and not highlight
        pad = "3px 6px" if self._panel.compact else "4px 8px"
        if colour is None:
            border = f"2px solid {LEGAL}" if highlight else \
                "1px solid #a7b0ba" if dim else "1px solid #8c96a0"
            fg = "" if not self._panel.dim_unlit else \
                f"color: {'#6b7280' if dim else DARK_TEXT}; "
            self.setStyleSheet(f"QPushButton {{ border: {border}; border-radius: 5px; "
                               f"background: #ffffff; {fg}padding: {pad}; }} "
                               "QPushButton:hover { background: #eef6f0; }")
        elif dim:
            bg = QColor(colour).lighter(160) if QColor(colour).lightness() < 60 else \
                QColor(colour).lighter(130)
            self.setStyleSheet(f"QPushButton {{ background: rgba({bg.red()},{bg.green()},"
                               f"{bg.blue()},90); color: #4b5563; border: 1px solid #a7b0ba; "
                               f"border-radius: 5px; font-weight: bold; padding: {pad}; }}")
        else:
            border = f"3px solid {LEGAL}" if highlight else "1px solid #37414b"
            self.setStyleSheet(f"QPushButton {{ background: {colour}; color: "
                               f"{text_on(colour)}; border: {border}; border-radius: 5px; "
                               f"font-weight: bold; padding: {pad}; }}")

    def is_highlighted(self) -> bool:
        """True when the button is lit (in a ``dim_unlit`` panel: it makes a legal move)."""
        return bool(self._style and self._style[1])


class ActionPanel(QFrame):
    """The action panel: what the step asks (``title``, ``text``, ``hint``) and its buttons.

    A button's spec is ``(text, data, colour, highlight, name, columns[, tooltip])``:
    ``data`` is the move's JSON (handed to ``on_move``) or a callable (called); ``name`` is
    the button's object name; a run of specs with the same ``columns`` shares a grid row
    that many to a row.

    Args:
        on_move: takes the JSON of the move a button makes.
        compact: the narrow panel under a map (Expedition): a fixed width, smaller type and
            tighter spacing; else the panel beside a board (Trails).
        dim_unlit: a button without the highlight is dimmed: it is not a legal move now.

    Signals:
        hovered(object): the mouse entered a button (its ``data``) or left it (None): a
            board shows on the map what that button would do.
    """

    hovered = Signal(object)

    def __init__(self, on_move: Callable[[dict], None], compact: bool = False,
                 dim_unlit: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = compact
        self.dim_unlit = dim_unlit
        self._on_move = on_move
        self.setObjectName("action_box")
        self.setStyleSheet("#action_box { background: #f3f7fb; border: 1px solid #b9c7d8; "
                           "border-radius: 6px; }")
        gap = 5 if compact else 6
        if compact:
            self.setFixedWidth(310)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6 if compact else 8, 10, 6 if compact else 8)
        layout.setSpacing(gap)
        self.title = QLabel()
        self.title.setObjectName("action_title")
        self.title.setWordWrap(True)
        self.title.setStyleSheet(f"font-size: {11 if compact else 12}pt; font-weight: bold; "
                                 "color: #1f3347;")
        layout.addWidget(self.title)
        self.text = QLabel()
        self.text.setObjectName("action_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setStyleSheet("color: #24313f;")
        layout.addWidget(self.text)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(gap)
        self._grid.setVerticalSpacing(gap)
        layout.addLayout(self._grid)
        self.buttons: list[ActionButton] = []
        self.hint = QLabel()
        self.hint.setObjectName("action_hint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(f"color: #5a6776; font-size: {8 if compact else 9}pt;")
        layout.addWidget(self.hint)
        layout.addStretch(1)

    def show_step(self, title: str, text: str, hint: str, specs: Sequence[tuple]) -> None:
        """Show the step: its title, its text and hint (hidden when empty), its buttons."""
        set_text(self.title, title)
        set_text(self.text, text)
        self.text.setVisible(bool(text))
        set_text(self.hint, hint)
        self.hint.setVisible(bool(hint))
        self._show_buttons(specs)

    def _show_buttons(self, specs: Sequence[tuple]) -> None:
        while len(self.buttons) < len(specs):
            self.buttons.append(ActionButton(self))
        row = col = 0
        last_cols = None
        for i, button in enumerate(self.buttons):
            if i >= len(specs):
                if button.isVisible() or button.objectName():
                    button.hide()
                    button.setObjectName("")
                    button.data = None
                continue
            text, data, colour, highlight, name, cols = specs[i][:6]
            tip = specs[i][6] if len(specs[i]) > 6 else ""
            if button.toolTip() != tip:
                button.setToolTip(tip)
            if last_cols is not None and (cols != last_cols or col >= cols):
                row, col = row + 1, 0
            last_cols = cols
            span = 6 // cols
            place = (row, col * span, span)
            if button.place != place:
                if button.place is not None:
                    self._grid.removeWidget(button)
                self._grid.addWidget(button, place[0], place[1], 1, span)
                button.place = place
            col += 1
            button.data = data
            button.setObjectName(name)
            set_text(button, text)
            button.set_look(colour, highlight)
            button.show()

    def on_button_clicked(self, button: ActionButton) -> None:
        """A click on ``button``: its callable is called, its move handed to ``on_move``."""
        data = button.data
        if callable(data):
            data()
        elif data is not None:
            self._on_move(data)
