"""The legend of the Expedition board (View ▸ Legend, ``app.widgets.legend``): each entry's sample is
drawn by the board's own item classes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QColor, QPixmap

from app.boards import expedition_items as ex
from app.boards import map_items as mi
from app.i18n import translate
from app.widgets.legend import SAMPLE_SIZE, render_sample


def entries(pack) -> list[tuple[str, str, Callable[[], QPixmap]]]:
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
        (translate("legend", "Points"), translate("legend", "The rose (the star), green destinations, blue, red and plain points."), kinds),
        (translate("legend", "Path"), translate("legend", "A grey line: a path between two points (E4)."), path()),
        (translate("legend", "Wrap pair"), translate("legend", "A dotted purple ring, a dashed line to the map's edge and ⇄n: this edge point and the one with the same number at the other edge are one point for the rules (the Earth is round). The dashed purple lines are the west and east edges."),
         wrap),
        (translate("legend", "Problems"), translate("legend", "A dashed red ring: a point an error names; amber: a warning."),
         marks({"problem": "error"}, {"problem": "warning"})),
        (translate("legend", "Selection"), translate("legend", "An orange ring: the selected point (Properties shows it)."),
         marks({"selected": True})),
        (translate("legend", "Selected path"), translate("legend", "A thick orange line is the selected path."), path(selected=True)),
        (translate("legend", "Coastlines"), translate("legend", "Pale land on the ocean: the pack's backdrop (coastlines), drawing only."),
         coastlines),
        (translate("legend", "Distance from rose"), translate("legend", "With Distance from rose on: each point's paths from the rose; a gold ring: a green point far enough for a token (E2)."),
         marks({"overlay": True, "distance": 5, "token": True},
               {"overlay": True, "distance": 1, "token": False})),
    ]
