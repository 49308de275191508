"""The legend of each game's board (View > Legend): what every drawing on the canvas means.

Each entry's sample is drawn by the board's own item classes from ``app.boards`` (a hex with
the random-terrain brush, a ring item, a country item with a problem ring, a wrap item…)
on a small scene, so the legend always looks like the board: no pen or colour is copied
here. ``LegendWidget.set_game(game, pack)`` shows one game's entries (the pack gives the
sample country its colour group's colour); ``LegendDialog`` is the small non-modal window
the main window opens and keeps on the current document's game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPixmap
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

from app.boards import expedition_items as ex
from app.boards import journey_items as jo
from app.boards import map_items as mi
from app.boards import trails_items as tr
from app.boards.trails_scene import HOVER_OUTLINE, PROBLEM_OUTLINES, SELECTION_OUTLINE
from app.widgets.canvas import CANVAS_BACKGROUND

#: Size of a sample, in pixels.
SAMPLE_SIZE = (112, 56)
#: Names of the games, as the legend's heading says them.
GAME_NAMES = {"journey": "Journey", "trails": "Trails", "expedition": "Expedition"}


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


# --- Trails ---------------------------------------------------------------------------------


def _hexes(cells, terrain_brush: QBrush | None = None) -> list[QGraphicsItem]:
    brush = terrain_brush if terrain_brush is not None else tr.random_brush()
    return [tr.HexItem(i, q, r, brush) for i, (q, r) in enumerate(cells)]


def _around(cells, margin: float = 6.0) -> QRectF:
    return tr.cells_bounds(cells).adjusted(-margin, -margin, margin, margin)


def _trails_entries(pack) -> list[tuple[str, str, Callable[[], QPixmap]]]:
    painted = QBrush(QColor(pack.terrains[0].display)) if pack is not None and pack.terrains else None
    row = [(0, 0), (1, 0), (2, 0)]

    def hatch():
        return render_sample(_hexes([(0, 0)]) + _hexes([(1, 0)], painted), _around([(0, 0), (1, 0)]))

    def ring():
        ring_item = tr.RingItem()
        ring_item.set_ring([(0, 0), (1, 0), (2, 0), (1, 1), (0, 1)])
        # A close-up of the ring's start: two outer hexes and the line through their centres.
        bounds = _around([(0, 0), (1, 0)])
        source = QRectF(bounds.left(), -30, bounds.width(), 60)
        return render_sample(_hexes(row + [(0, 1), (1, 1)], painted) + [ring_item], source)

    def points():
        item = tr.HexPointsItem()
        item.set_cells([(0, 0)])
        # Drawn only from POINTS_MIN_ZOOM on: show the middle of a hex that large.
        h = SAMPLE_SIZE[1] / (tr.POINTS_MIN_ZOOM * 1.05)
        source = QRectF(-h * SAMPLE_SIZE[0] / SAMPLE_SIZE[1] / 2, -h / 2, h * SAMPLE_SIZE[0] / SAMPLE_SIZE[1], h)
        return render_sample(_hexes([(0, 0)], painted) + [item], source)

    def outlines(specs):
        def draw():
            items = _hexes([(0, 0), (1, 0)], painted)
            for cell, (colour, width, dashed) in zip([(0, 0), (1, 0)], specs, strict=False):
                outline = tr.OutlineItem(colour, width, dashed)
                outline.set_cell(cell)
                items.append(outline)
            return render_sample(items, _around([(0, 0), (1, 0)]))

        return draw

    return [
        ("Random terrain", "A hatched hex has no terrain of its own: it is drawn from the tile "
         "set at setup (T8). Paint it to fix its terrain.", hatch),
        ("Path ring", "The thick brown line is the path ring: the track round the board's "
         "edge through the outer hexes (T8); the dot marks where it starts.", ring),
        ("Hex points", "Zoomed in, the dots are the 7 points of each hex: 6 corners and the "
         "centre (T7), where routes, girls and men go.", points),
        ("Problems", "A red outline: a hex an error names; amber: a warning (see Problems).",
         outlines([(*PROBLEM_OUTLINES["error"], False), (*PROBLEM_OUTLINES["warning"], False)])),
        ("Selection and pointer", "Orange: the selected hex (its terrain in Properties); blue "
         "dashes: the cell under the pointer.",
         outlines([(*SELECTION_OUTLINE, False), (*HOVER_OUTLINE, True)])),
    ]


# --- Journey --------------------------------------------------------------------------------


def _journey_entries(pack) -> list[tuple[str, str, Callable[[], QPixmap]]]:
    colour = pack.colours[0].display if pack is not None and pack.colours else "#888888"
    w, h = SAMPLE_SIZE
    box = QRectF(-w / 2, -h / 2, w, h)

    def country(two: bool = False, problem: str | None = None, selected: bool = False, name="Country"):
        item = jo.CountryItem("c", name, colour, two)
        item.set_problem(problem)
        item.selected = selected
        return item

    def one_country(**kw):
        def draw():
            item = country(**kw)
            item.setPos(0, -8)
            return render_sample([item], box)

        return draw

    def two_countries(a_kw, b_kw):
        def draw():
            a, b = country(**a_kw), country(**b_kw)
            a.setPos(-28, -8)
            b.setPos(28, -8)
            return render_sample([a, b], box)

        return draw

    def link(kind: str, selected: bool = False):
        def draw():
            item = jo.LinkItem("a", "b", kind, QPointF(-44, 0), QPointF(44, 0))
            item.selected = selected
            ends = [country(name=""), country(name="")]
            ends[0].setPos(-44, 0)
            ends[1].setPos(44, 0)
            return render_sample([item, *ends], box)

        return draw

    def sea():
        item = jo.SeaItem("s", "Sea", 2)
        item.setPos(-22, -12)
        coast = []
        for x in (30, 40):
            c = country(name="")
            c.setPos(x, 16 if x == 30 else -14)
            line = jo.CoastLineItem("s", "c")
            line.setLine(QLineF(item.pos(), c.pos()))
            coast += [line, c]
        return render_sample([item, *coast], box)

    def outlines():
        def square(x0):
            return ((x0, -26.0), (x0 + 44, -26.0), (x0 + 44, 26.0), (x0, 26.0))

        def to_scene(x, y):
            return QPointF(x, y)

        items = []
        for key, x0, shade in ((("country", "a"), -46.0, colour), (("country", "b"), -2.0, "#2e9a4f")):
            item = mi.OutlineItem(key, 0)
            item.set_colours(*mi.land_colours(shade))
            item.set_outline((square(x0),), to_scene)
            items.append(item)
        line = jo.LinkItem("a", "b", "land", QPointF(-24, 0), QPointF(20, 0))
        line.set_faint(True)
        ends = [country(name=""), country(name="")]
        ends[0].setPos(-24, 0)
        ends[1].setPos(20, 0)
        return render_sample([*items, line, *ends], box)

    def backdrop():
        water = mi.BackdropItem(-2, mi.WATER_FILL, mi.WATER_FILL)
        water.set_outline((((-60.0, -30.0), (60.0, -30.0), (60.0, 30.0), (-60.0, 30.0)),), QPointF)
        land = mi.BackdropItem(-1)
        land.set_outline((((-40.0, -20.0), (10.0, -26.0), (30.0, 6.0), (0.0, 24.0), (-44.0, 12.0)),), QPointF)
        return render_sample([water, land], box)

    def sea_problem():
        item = jo.SeaItem("s", "Sea", 1)
        jo.set_sea_problem(item, "error")
        return render_sample([item], box)

    return [
        ("Country", "A disc in its colour group's colour, with its name.", one_country()),
        ("Two cards", "An inner ring and a * after the name: the country has two cards.",
         one_country(two=True)),
        ("Land link", "A solid line: the two countries share a land border.", link("land")),
        ("Ferry", "A dashed blue line: a ferry joins the two countries.", link("ferry")),
        ("Bridge", "The bridge sign across the line: a bridge joins them.", link("bridge")),
        ("Sea and coasts", "A sea's name in a pale box; dotted lines join it to its coast "
         "countries (a ship card links any two of them).", sea),
        ("Problems", "A red ring: a country an error names; amber: a warning. A sea with a "
         "problem gets a red or amber outline.",
         two_countries({"problem": "error", "name": "Error"}, {"problem": "warning", "name": "Warning"})),
        ("Sea problem", "A sea an error names (here, one with a single coast country).", sea_problem),
        ("Selection", "A gold halo: the selected country (Properties shows it).",
         one_country(selected=True)),
        ("Selected link", "A link drawn thick and gold is selected.", link("land", selected=True)),
        ("Outlines", "A country's outline, filled in a light shade of its colour group with a "
         "darker border; where two outlines share a border the land link between them is "
         "drawn faint (the Outline tool, O, edits outlines).", outlines),
        ("Backdrop", "Grey-beige land is not in play (the pack's backdrop), on the water of an "
         "outlined map; a picture under the map is the board image (File > Board Image…).",
         backdrop),
    ]


# --- Expedition -----------------------------------------------------------------------------


def _expedition_entries(pack) -> list[tuple[str, str, Callable[[], QPixmap]]]:
    unit = [1.0]  # one scene unit a pixel: markers at their size on screen
    w, h = SAMPLE_SIZE

    def point(kind: str, x: float, y: float = 0.0, **marks):
        item = ex.PointItem("p", kind, "", x / ex.SCALE, -y / ex.SCALE, unit)
        for mark, value in marks.items():
            setattr(item, mark, value)
        item.rescale()
        return item

    box = QRectF(-w / 2, -h / 2, w, h)

    def kinds():
        items = [point(k, -44 + 22 * i) for i, k in enumerate(ex.KIND_COLOURS)]
        return render_sample(items, box)

    def path(selected: bool = False):
        def draw():
            a, b = QPointF(-40, 0), QPointF(40, 0)
            tile = ex.PathTile()
            tile.add(ex.PathRecord(0, a, b))
            items = [tile, point("green", -40), point("red", 40)]
            if selected:
                line = ex.selected_path_item()
                line.setLine(QLineF(a, b))
                line.setVisible(True)
                items.insert(1, line)
            return render_sample(items, box)

        return draw

    def wrap():
        edge = ex.WORLD.left() * ex.SCALE
        a = QPointF(edge + 34, -12)  # off the equator line
        item = ex.WrapItem(a, QPointF(-edge - 34, -12), 1, unit)
        source = QRectF(edge - 20, -h / 2, w, h)
        return render_sample([ex.WorldItem(), item, point("red", a.x(), a.y(), wrapped=True)], source)

    def coastlines():
        from app.boards.expedition_scene import LAND_FILL, LAND_PEN

        land = mi.BackdropItem(-9, LAND_FILL, LAND_PEN)
        land.set_outline((((-50.0, -10.0), (-10.0, -28.0), (36.0, -6.0), (20.0, 26.0), (-40.0, 18.0)),), QPointF)
        ocean = mi.BackdropItem(-10, QColor("#dfeaf3"), QColor("#dfeaf3"))
        ocean.set_outline((((-60.0, -30.0), (60.0, -30.0), (60.0, 30.0), (-60.0, 30.0)),), QPointF)
        return render_sample([ocean, land, point("green", 0), point("plain", 40, -20)], box)

    def marks(*specs):
        def draw():
            items = [point("green", -30 + 60 * i, **m) for i, m in enumerate(specs)]
            return render_sample(items, box)

        return draw

    return [
        ("Points", "The rose (the star), green destinations, blue, red and plain points.", kinds),
        ("Path", "A grey line: a path between two points (E4).", path()),
        ("Wrap pair", "A dotted purple ring, a dashed line to the map's edge and ⇄n: this "
         "edge point and the one with the same number at the other edge are one point for "
         "the rules (the Earth is round). The dashed purple lines are the west and east edges.",
         wrap),
        ("Problems", "A dashed red ring: a point an error names; amber: a warning.",
         marks({"problem": "error"}, {"problem": "warning"})),
        ("Selection", "An orange ring: the selected point (Properties shows it).",
         marks({"selected": True})),
        ("Selected path", "A thick orange line is the selected path.", path(selected=True)),
        ("Coastlines", "Pale land on the ocean: the pack's backdrop (coastlines), drawing only.",
         coastlines),
        ("Distance from rose", "With Distance from rose on: each point's paths from the rose; "
         "a gold ring: a green point far enough for a token (E2).",
         marks({"overlay": True, "distance": 5, "token": True},
               {"overlay": True, "distance": 1, "token": False})),
    ]


_ENTRIES = {"journey": _journey_entries, "trails": _trails_entries, "expedition": _expedition_entries}


def legend_entries(game: str, pack=None) -> list[tuple[str, str, QPixmap]]:
    """(title, what it means, sample) of every drawing of ``game``'s board."""
    make = _ENTRIES.get(game)
    return [] if make is None else [(title, text, draw()) for title, text, draw in make(pack)]


class LegendWidget(QWidget):
    """The legend of one game's board: a sample and a sentence per drawing.

    Attributes:
        game: the game shown ("journey", "trails", "expedition"), or None.
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
            self._heading.setText("Open a pack to see what its board's drawings mean.")
            return
        self._heading.setText(f"<b>{GAME_NAMES.get(game, game)} board</b>: what each drawing means")
        for row, (title, text, sample) in enumerate(self.entries):
            picture = QLabel()
            picture.setPixmap(sample)
            picture.setObjectName("legend_sample")
            words = QLabel(f"<b>{title}</b><br>{text}")
            words.setWordWrap(True)
            words.setTextFormat(Qt.TextFormat.RichText)
            self._grid.addWidget(picture, row, 0, Qt.AlignmentFlag.AlignTop)
            self._grid.addWidget(words, row, 1, Qt.AlignmentFlag.AlignTop)
        self._grid.setRowStretch(len(self.entries), 1)


class LegendDialog(QDialog):
    """View > Legend: a small window beside the studio, kept on the current document's game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Legend")
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
        self.setWindowTitle(f"Legend — {GAME_NAMES.get(game, game)}" if game else "Legend")
