"""The legend of the Dominoes board (View ▸ Legend): samples drawn with the board's own item."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from app.i18n import translate
from app.widgets.legend import SAMPLE_SIZE, render_sample
from boardcraft_dominoes.studio.items import DominoItem, U, colours_of


def entries(pack):
    """(title, text, draw) of each legend entry."""
    colours = colours_of(pack)
    w, h = SAMPLE_SIZE
    scale = max(2.2 * U / w, 1.2 * U / h)
    box = QRectF(-w * scale / 2, -h * scale / 2, w * scale, h * scale)

    def tile(a, b, **kw):
        def draw():
            return render_sample([DominoItem(a, b, colours, **kw)], box)
        return draw

    n = pack.tiles.max_pips
    return [
        (translate("DominoesLegend", "A tile"),
         translate("DominoesLegend", "Two halves, each with 0 to {n} pips; a tile matches an open end showing one of its numbers (D5).").format(n=n),
         tile(3, 5)),
        (translate("DominoesLegend", "A double"),
         translate("DominoesLegend", "Both halves alike; drawn across the line. The highest double leads (D3)."),
         tile(n, n, vertical=True)),
        (translate("DominoesLegend", "A tile face down"),
         translate("DominoesLegend", "Another player's tile: you see how many they hold, never which (D10)."),
         tile(0, 0, face_up=False)),
    ]
