"""Heat of a simulation on a board: the marks, their legend, and a small board of its own.

A report's ``heat`` is summed over its games, by JSON path (the paths of ``Problem.where``).
``heat_per_game`` divides it by the games and adds the never-used elements at 0;
``heat_marks`` divides by the scale's top (the hottest element, or the hotter of two runs
shown side by side) to give the scenes' ``MARK_HEAT`` values, 0 to 1. ``HeatLegendWidget``
shows the colour ramp with its numbers, and ``HeatBoardView`` a pack's board with heat, for
the A/B window.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, QRectF, QTimer
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from app.boards.base import MARK_HEAT
from app.boards.heat import HEAT_STOPS, NEVER_USED
from app.i18n import translate

_HEAT_PER_GAME = QT_TRANSLATE_NOOP("HeatLegendWidget", "Heat per game")
_MUTED = "color: #5a5f66;"


def scene_class(game: str):
    """The board scene class of ``game`` (KeyError for an unknown game)."""
    from app.plugins import app_part

    return app_part(game, "scene")


def heat_fields(game: str) -> tuple[str, ...]:
    """The pack lists whose elements a board of ``game`` paints with heat (cards and girls
    have no place of their own: their heat shows on their countries, seas and hexes)."""
    from content.plugins import content_games

    content = content_games().get(game)
    return content.heat_fields if content else ()


def share_heat(game: str) -> bool:
    """Whether ``game``'s heat per element counts games (0 or 1 a game: Journey's, the won
    games with the element in the winning journey): its change from A to B is a change of a
    share, with Newcombe's interval. Other heat is a mean per game whose games' values the
    report does not keep, so its change has no interval."""
    from app.plugins import app_games

    app = app_games().get(game)
    return bool(app and app.share_heat)


def _field(path: str) -> str:
    return path.split("[", 1)[0].split(".", 1)[0]


def _heat_meaning(game: str) -> str:
    from app.plugins import app_games

    app = app_games().get(game)
    return (app.heat_meaning if app else "") or _HEAT_PER_GAME


def heat_per_game(result) -> dict[str, float]:
    """The heat per game of every element a board paints (never-used ones at 0); empty for
    a report without heat or without games."""
    games = len(result.games)
    if not result.heat_available or not games:
        return {}
    fields = heat_fields(result.game)
    out = {p: v / games for p, v in result.heat.items() if _field(p) in fields}
    for p in result.never_used:
        if _field(p) in fields:
            out.setdefault(p, 0.0)
    return out


def heat_scale(*per_game: dict[str, float]) -> float:
    """The top of a legend shared by these heat maps: the hottest value of them all."""
    return max((v for heat in per_game for v in heat.values()), default=0.0)


def nice_scale(hottest: float) -> tuple[float, float]:
    """A legend's top and tick step for heat up to ``hottest``.

    The top is ``hottest`` rounded up to two significant digits (so the hottest element
    gets the ramp's dark end), the ticks fall on round numbers, 2 to 5 steps of 1, 2, 2.5 or
    5 times a power of ten (0.77 -> top 0.77, ticks every 0.2; 3.02 -> top 3.1, every 1).
    ``(0, 0)`` when nothing took heat.
    """
    if hottest <= 0:
        return 0.0, 0.0
    unit = 10.0 ** (math.floor(math.log10(hottest)) - 1)
    top = round(math.ceil(hottest / unit - 1e-9) * unit, 12)
    exponent = math.floor(math.log10(top)) - 2
    while True:
        for mantissa in (1.0, 2.0, 2.5, 5.0):
            step = mantissa * 10.0 ** exponent
            if math.floor(top / step + 1e-9) <= 5:
                return top, step
        exponent += 1


def heat_marks(per_game: dict[str, float], scale: float) -> dict[str, float]:
    """``MARK_HEAT`` values (0 to 1) of per-game heat on a legend topped at ``scale``."""
    if scale <= 0:
        return dict.fromkeys(per_game, 0.0)
    return {p: v / scale for p, v in per_game.items()}


def heat_board(result) -> int | None:
    """The Trails board (index in ``pack.boards``) a report's heat is on, or None."""
    for path in (*result.heat, *result.never_used):
        if path.startswith("boards["):
            return int(path[len("boards["):].split("]", 1)[0])
    return None


def format_heat(game: str, value: float) -> str:
    """A heat per game as the legend writes it (a share of games where the heat counts
    games)."""
    if share_heat(game):
        return f"{value * 100:.0f} %"
    if value >= 10:
        return f"{value:.0f}"
    return f"{value:.2f}".rstrip("0").rstrip(".")


class _RampWidget(QWidget):
    """The colour ramp as a bar, with five numbers under it."""

    BAR = 14

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = ""
        self.scale = 0.0
        self.step = 0.0
        self.setMinimumSize(200, self.BAR + 22)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def tick_values(self) -> list[float]:
        """Where the ticks are, in heat per game, left to right."""
        if self.scale <= 0 or self.step <= 0:
            return [0.0]
        n = math.floor(self.scale / self.step + 1e-9)
        return [round(self.step * k, 12) for k in range(n + 1)]

    def ticks(self) -> list[str]:
        """The numbers under the ramp, left to right."""
        return [format_heat(self.game, v) for v in self.tick_values()]

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        m = 14.0
        bar = QRectF(m, 2, self.width() - 2 * m, self.BAR)
        gradient = QLinearGradient(bar.topLeft(), bar.topRight())
        for v, colour in HEAT_STOPS:
            gradient.setColorAt(v, QColor(colour))
        painter.setPen(QPen(QColor("#40474f"), 1))
        painter.setBrush(gradient)
        painter.drawRect(bar)
        font = QFont(self.font())
        font.setPointSizeF(max(7.5, font.pointSizeF() - 0.5))
        painter.setFont(font)
        painter.setPen(QColor("#1d2730"))
        for value in self.tick_values():
            text = format_heat(self.game, value)
            x = bar.left() + (bar.width() * value / self.scale if self.scale > 0 else 0.0)
            painter.drawLine(int(x), int(bar.bottom()), int(x), int(bar.bottom() + 3))
            width = painter.fontMetrics().horizontalAdvance(text)
            left = min(max(0.0, x - width / 2), self.width() - width)
            painter.drawText(int(left), int(bar.bottom() + 4 + painter.fontMetrics().ascent()),
                             text)
        painter.end()


class HeatLegendWidget(QFrame):
    """The legend of heat on a board: what it counts, the ramp with its numbers, the
    never-used colour and where the numbers come from."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("heat_legend")
        self.setStyleSheet("#heat_legend { background: rgba(255, 255, 255, 236); border: 1px "
                           "solid #9aa7b4; border-radius: 6px; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("heat_legend_title")
        self.title.setStyleSheet("font-weight: bold;")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.ramp = _RampWidget()
        layout.addWidget(self.ramp)
        self.never_used = QLabel(
            f"<span style='background:{NEVER_USED}; color:{NEVER_USED};'>&nbsp;&nbsp;&nbsp;"
            "&nbsp;</span>&nbsp; " + translate("HeatLegendWidget", "never used"))
        self.never_used.setObjectName("heat_legend_never")
        layout.addWidget(self.never_used)
        self.note = QLabel()
        self.note.setObjectName("heat_legend_note")
        self.note.setStyleSheet(_MUTED + " font-size: 8pt;")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.setFixedWidth(250)

    def set_scale(self, game: str, scale: float, step: float, note: str = "") -> None:
        """Show the ramp of ``game``'s heat from 0 to ``scale`` per game, ticked every
        ``step`` (``nice_scale``), with ``note`` under it."""
        self.title.setText(translate("HeatLegendWidget", _heat_meaning(game)))
        self.ramp.game = game
        self.ramp.scale = scale
        self.ramp.step = step
        self.ramp.update()
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.adjustSize()

    def ticks(self) -> list[str]:
        """The numbers under the ramp."""
        return self.ramp.ticks()


class CornerPlacer(QObject):
    """Keeps a widget in the bottom-left corner of the view it floats over."""

    MARGIN = 12

    def __init__(self, widget: QWidget, view: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.view = view
        widget.setParent(view)
        view.installEventFilter(self)
        self.place()

    def place(self) -> None:
        self.widget.adjustSize()
        self.widget.move(self.MARGIN, max(0, self.view.height() - self.widget.height()
                                          - self.MARGIN))
        self.widget.raise_()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.view and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.place()
        return False


class HeatBoardView(QWidget):
    """A pack's board with a report's heat: a caption over a zoomable canvas of its own.

    Args:
        pack: the pack the report played (its scene is built here, never shared).
        caption: what the board is ("A: europe.json on disk").
    """

    def __init__(self, pack, caption: str, parent: QWidget | None = None) -> None:
        from app.widgets.canvas import MapCanvas

        super().__init__(parent)
        self.pack = pack
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.caption = QLabel(caption)
        self.caption.setObjectName("heat_board_caption")
        self.caption.setStyleSheet("font-weight: bold; padding: 2px 4px;")
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.scene = scene_class(pack.game)(pack, self)
        # A picture to trace over would muddy the heat: the heat map shows the board alone.
        self.scene.show_board_image(False)
        self.canvas = MapCanvas(self.scene, self)
        self.canvas.setMinimumSize(240, 200)
        self.canvas.zoom_changed.connect(self.scene.set_view_zoom)
        layout.addWidget(self.canvas, 1)
        self._fit = QTimer(self)
        self._fit.setSingleShot(True)
        self._fit.setInterval(0)
        self._fit.timeout.connect(self.fit_to_view)
        self.canvas.installEventFilter(self)

    def show_heat(self, marks: dict[str, float], board: int | None = None) -> None:
        """Paint ``marks`` (``MARK_HEAT`` values); ``board``: the Trails board to show."""
        if board is not None and hasattr(self.scene, "set_board") and \
                board != getattr(self.scene, "board_index", board):
            self.scene.set_board(board)
        self.scene.set_marks(MARK_HEAT, marks)
        self._fit.start()

    def fit_to_view(self) -> None:
        """Show the whole board, names placed."""
        self.canvas.update_scene_rect()  # else centring is held back at the items' edge
        self.canvas.fit_to_view(self.scene.map_rect())
        self.scene.set_view_zoom(self.canvas.zoom())
        self.scene.place_labels(self.canvas)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.canvas and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit.start()
        return False


def no_heat_text(game: str) -> str:
    """Why a report of ``game`` has no heat."""
    if not game:
        return translate("heat_view", "No heat for this game yet: its engine gives none "
                         "(game.heat). The rest of the report is complete.")
    return translate("heat_view", "No heat for {game} yet: its engine gives none (game.heat). "
                     "The rest of the report is complete.").format(game=_title(game))


def _title(game: str) -> str:
    from app.plugins import game_title

    return game_title(game)
