"""The legend of each game's board (View > Legend): what every drawing on the canvas means.

Each entry's sample is drawn by the board's own item classes from ``app.boards`` (a hex with
the random-terrain brush, a ring item, a country item with a problem ring, a wrap item…)
on a small scene, so the legend always looks like the board: no pen or colour is copied
here. ``LegendWidget.set_game(game, pack)`` shows one game's entries (the pack gives the
sample country its colour group's colour); ``LegendDialog`` is the small non-modal window
the main window opens and keeps on the current document's game.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsItem,
    QGraphicsScene,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.plugins import game_title
from app.widgets.canvas import CANVAS_BACKGROUND

#: Size of a sample, in pixels.
SAMPLE_SIZE = (112, 56)


def render_sample(items: list[QGraphicsItem], source: QRectF, background=CANVAS_BACKGROUND) -> QPixmap:
    """Draw ``items`` (a board's own items) into a sample pixmap, showing ``source`` (scene
    units) fitted into ``SAMPLE_SIZE`` pixels."""
    scene = QGraphicsScene()
    for item in items:
        scene.addItem(item)
    w, h = SAMPLE_SIZE
    ratio = 2.0  # crisp on high-density screens, and lines thin enough to read
    pixmap = QPixmap(int(w * ratio), int(h * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(background)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, w, h), source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    scene.clear()
    return pixmap


def legend_entries(game: str, pack=None) -> list[tuple[str, str, QPixmap]]:
    """(title, what it means, sample) of every drawing of ``game``'s board (its app
    registration's ``legend``; none for a game without one)."""
    from app.plugins import app_games, app_part

    if game not in app_games() or not app_games()[game].legend:
        return []
    make = app_part(game, "legend")
    return [(title, text, draw()) for title, text, draw in make(pack)]


class LegendWidget(QWidget):
    """The legend of one game's board: a sample and a sentence per drawing.

    Attributes:
        game: the id of the game shown, or None.
        entries: what is shown, as (title, text, sample pixmap).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: str | None = None
        self.entries: list[tuple[str, str, QPixmap]] = []
        self._heading = QLabel()
        self._heading.setObjectName("legend_heading")
        self._rows = QWidget()
        self._grid = QGridLayout(self._rows)
        self._grid.setColumnStretch(1, 1)
        self._grid.setVerticalSpacing(8)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self._rows)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self._heading)
        layout.addWidget(scroll, 1)
        self.set_game(None)

    def set_game(self, game: str | None, pack=None) -> None:
        """Show the legend of ``game``'s board (None: say there is no board to explain)."""
        self.game = game
        while self._grid.count():
            widget = self._grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.entries = legend_entries(game, pack) if game else []
        if not self.entries:
            self._heading.setText(translate("LegendWidget", "Open a pack to see what its board's drawings mean."))
            return
        self._heading.setText(translate("LegendWidget", "<b>{get} board</b>: what each drawing means").format(get=game_title(game)))
        for row, (title, text, sample) in enumerate(self.entries):
            picture = QLabel()
            picture.setPixmap(sample)
            picture.setObjectName("legend_sample")
            words = QLabel(translate("LegendWidget", "<b>{title}</b><br>{text}").format(title=title, text=text))
            words.setWordWrap(True)
            words.setTextFormat(Qt.TextFormat.RichText)
            self._grid.addWidget(picture, row, 0, Qt.AlignmentFlag.AlignTop)
            self._grid.addWidget(words, row, 1, Qt.AlignmentFlag.AlignTop)
        self._grid.setRowStretch(len(self.entries), 1)


class LegendDialog(QDialog):
    """View > Legend: a small window beside the studio, kept on the current document's game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("LegendDialog", "Legend"))
        self.setModal(False)
        self.legend = LegendWidget(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 8)
        layout.addWidget(self.legend, 1)
        layout.addWidget(buttons)
        self.resize(440, 640)

    def show_document(self, document) -> None:
        """Explain the board of ``document`` (None: no document open)."""
        game = getattr(document, "game", None)
        pack = getattr(document, "pack", None)
        self.legend.set_game(game, pack)
        self.setWindowTitle(translate("LegendDialog", "Legend — {get}").format(get=game_title(game)) if game else translate("LegendDialog", "Legend"))
