"""The legend of the Trails board (View ▸ Legend, ``app.widgets.legend``): each entry's sample is
drawn by the board's own item classes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from app.boards import trails_items as tr
from app.boards.trails_scene import HOVER_OUTLINE, PROBLEM_OUTLINES, SELECTION_OUTLINE
from app.i18n import translate
from app.widgets.legend import SAMPLE_SIZE, render_sample


def _hexes(cells, terrain_brush: QBrush | None = None) -> list[QGraphicsItem]:
    brush = terrain_brush if terrain_brush is not None else tr.random_brush()
    return [tr.HexItem(i, q, r, brush) for i, (q, r) in enumerate(cells)]


def _around(cells, margin: float = 6.0) -> QRectF:
    return tr.cells_bounds(cells).adjusted(-margin, -margin, margin, margin)


def entries(pack) -> list[tuple[str, str, Callable[[], QPixmap]]]:
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
        (translate("legend", "Random terrain"), translate("legend", "A hatched hex has no terrain of its own: it is drawn from the tile set at setup (T8). Paint it to fix its terrain."), hatch),
        (translate("legend", "Path ring"), translate("legend", "The thick brown line is the path ring: the track round the board's edge through the outer hexes (T8); the dot marks where it starts."), ring),
        (translate("legend", "Hex points"), translate("legend", "Zoomed in, the dots are the 7 points of each hex: 6 corners and the centre (T7), where routes, girls and men go."), points),
        (translate("legend", "Problems"), translate("legend", "A red outline: a hex an error names; amber: a warning (see Problems)."),
         outlines([(*PROBLEM_OUTLINES["error"], False), (*PROBLEM_OUTLINES["warning"], False)])),
        (translate("legend", "Selection and pointer"), translate("legend", "Orange: the selected hex (its terrain in Properties); blue dashes: the cell under the pointer."),
         outlines([(*SELECTION_OUTLINE, False), (*HOVER_OUTLINE, True)])),
    ]
