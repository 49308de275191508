"""The legend of the Journey board (View ▸ Legend, ``app.widgets.legend``): each entry's sample is
drawn by the board's own item classes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QPixmap

from app.boards import journey_items as jo
from app.boards import map_items as mi
from app.i18n import translate
from app.widgets.legend import SAMPLE_SIZE, render_sample


def entries(pack) -> list[tuple[str, str, Callable[[], QPixmap]]]:
    colour = pack.colours[0].display if pack is not None and pack.colours else "#888888"
    w, h = SAMPLE_SIZE
    box = QRectF(-w / 2, -h / 2, w, h)

    def country(two: bool = False, problem: str | None = None, selected: bool = False, name=translate("legend", "Country")):
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
        item = jo.SeaItem("s", translate("legend", "Sea"), 2)
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
        item = jo.SeaItem("s", translate("legend", "Sea"), 1)
        jo.set_sea_problem(item, "error")
        return render_sample([item], box)

    return [
        (translate("legend", "Country"), translate("legend", "A disc in its colour group's colour, with its name."), one_country()),
        (translate("legend", "Two cards"), translate("legend", "An inner ring and a * after the name: the country has two cards."),
         one_country(two=True)),
        (translate("legend", "Land link"), translate("legend", "A solid line: the two countries share a land border."), link("land")),
        (translate("legend", "Ferry"), translate("legend", "A dashed blue line: a ferry joins the two countries."), link("ferry")),
        (translate("legend", "Bridge"), translate("legend", "The bridge sign across the line: a bridge joins them."), link("bridge")),
        (translate("legend", "Sea and coasts"), translate("legend", "A sea's name in a pale box; dotted lines join it to its coast countries (a ship card links any two of them)."), sea),
        (translate("legend", "Problems"), translate("legend", "A red ring: a country an error names; amber: a warning. A sea with a problem gets a red or amber outline."),
         two_countries({"problem": "error", "name": translate("legend", "Error")}, {"problem": "warning", "name": translate("legend", "Warning")})),
        (translate("legend", "Sea problem"), translate("legend", "A sea an error names (here, one with a single coast country)."), sea_problem),
        (translate("legend", "Selection"), translate("legend", "A gold halo: the selected country (Properties shows it)."),
         one_country(selected=True)),
        (translate("legend", "Selected link"), translate("legend", "A link drawn thick and gold is selected."), link("land", selected=True)),
        (translate("legend", "Outlines"), translate("legend", "A country's outline, filled in a light shade of its colour group with a darker border; where two outlines share a border the land link between them is drawn faint (the Outline tool, O, edits outlines)."), outlines),
        (translate("legend", "Backdrop"), translate("legend", "Grey-beige land is not in play (the pack's backdrop), on the water of an outlined map; a picture under the map is the board image (File > Board Image…)."),
         backdrop),
    ]
