"""The Journey board as a scene: countries, links, seas and coast lines, built from a pack.

Map units are the pack's x (east) and y (north); the scene uses an equirectangular
projection with a cos(latitude) correction fixed when the scene is built, so a map of
Europe in degrees looks right. Element keys: ``("country", id)``, ``("sea", id)``,
``("link", a, b)`` and ``("colour", id)`` (a colour group: its countries). Names are drawn
by the country items themselves (in the board layer) and placed by ``place_labels``.

Map shapes (``app.boards.map_items``): a country's ``outline`` is filled in a light shade of
its colour group with a darker border (a click inside it picks the country), a sea's
``outline`` is pale water, the pack's ``backdrop`` is neutral land, all over a water colour
when the map has any shape; ``board_image`` lies over the backdrop and under the outlines,
which a tool that traces over it (``set_tracing``) draws as borders only.
A land link between two outlined countries is drawn faint (their shared border shows it);
ferries and bridges keep their strong lines across the water.
"""

from __future__ import annotations

import math
import statistics

from PySide6.QtCore import QLineF, QObject, QPoint, QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainterPath, QTransform
from PySide6.QtWidgets import QGraphicsItem

from app.boards.base import (
    MARK_HEAT,
    MARK_PROBLEMS,
    MARK_SELECTION,
    BoardHit,
    BoardScene,
    SceneUpdate,
)
from app.boards.heat import heat_colour
from app.boards.journey_items import (
    COUNTRY_RADIUS,
    Z_BACKDROP,
    Z_IMAGE,
    Z_OUTLINE,
    Z_SEA_OUTLINE,
    Z_WATER,
    CoastLineItem,
    CountryItem,
    LinkItem,
    SeaItem,
    segment_distance,
    set_sea_heat,
    set_sea_problem,
)
from app.boards.map_items import (
    SEA_FILL,
    SEA_PEN,
    WATER_FILL,
    BackdropItem,
    BoardImageItem,
    OutlineItem,
    land_colours,
)
from app.documents import ChangeKind
from app.widgets.labels import LabelBox, place_labels
from content.edit import parse_path

#: Scene units per map unit (a degree of latitude in the default pack).
MAP_SCALE = 40.0
#: Pixels within which a click picks a link.
LINK_PICK_PIXELS = 6
#: Most country names drawn at once; above it the map is too dense to read them.
MAX_LABELS = 250
#: A name covering more than this share of itself (with other names, markers, seas) is hidden.
LABEL_MAX_OVERLAP = 0.2
#: Collision-grid cell of the label placer, in pixels.
_LABEL_CELL = 64.0
#: The path steps that name a pack's own fields and rules (not a board element).
_PACK_FIELDS = ("rules", "id", "name", "version", "description")
_KINDS = ("country", "sea", "link")


class JourneyScene(BoardScene):
    """The map of a Journey pack.

    Attributes:
        pack: the pack shown.
        hover: the key of the element highlighted under the pointer, or None.
    """

    def __init__(self, pack, parent: QObject | None = None) -> None:
        super().__init__(pack, parent)
        lat = statistics.median([c.y for c in pack.countries]) if pack.countries else 0.0
        self._kx = MAP_SCALE * math.cos(math.radians(max(-70.0, min(70.0, lat))))
        self.hover = None
        self._countries: dict[str, CountryItem] = {}
        self._looks: dict[str, tuple] = {}
        self._seas: dict[str, SeaItem] = {}
        self._coasts: dict[str, dict[str, CoastLineItem]] = {}
        self._links: dict[frozenset, LinkItem] = {}
        self._links_of: dict[str, list[LinkItem]] = {}
        self._seas_of: dict[str, list[str]] = {}
        self._colour_ids: tuple[str, ...] = ()
        self._ids: dict[str, set] = {"country": set(), "sea": set(), "colour": set()}
        self.previous_ids = self._ids
        self._outlines: dict[tuple, OutlineItem] = {}
        self._water_check: list[tuple] = []
        self._land_rect = QRectF()
        self._quiet_coasts = bool(
            any(c.outline for c in pack.countries) or any(s.outline for s in pack.seas) or pack.backdrop
        )
        self._backdrop = BackdropItem(Z_BACKDROP)
        self.addItem(self._backdrop)
        self._water = BackdropItem(Z_WATER, WATER_FILL, WATER_FILL)
        self._water.setPen(Qt.PenStyle.NoPen)
        self.addItem(self._water)
        self._image = BoardImageItem(Z_IMAGE)
        self._image.add_to(self)
        self._tracing = False  # wanted by the active tool; drawn only over a board image
        self._sync_items()

    # ------------------------------------------------------------------ coordinates

    def to_scene(self, x: float, y: float) -> QPointF:
        """Scene position of map position (x, y)."""
        return QPointF(x * self._kx, -y * MAP_SCALE)

    def to_map(self, pos: QPointF) -> tuple[float, float]:
        """Map position (x, y) of a scene position, rounded to 4 decimals."""
        return round(pos.x() / self._kx, 4), round(-pos.y() / MAP_SCALE, 4)

    def map_delta(self, a: QPointF, b: QPointF) -> tuple[float, float]:
        """The map-unit offset from scene point ``a`` to ``b``."""
        return (b.x() - a.x()) / self._kx, -(b.y() - a.y()) / MAP_SCALE

    def map_rect(self) -> QRectF:
        """Scene rectangle around every country and sea, with room for labels (outlines
        reaching further, as Russia's to the Urals, may leave the view: the network fits)."""
        pts = [i.pos() for i in self._countries.values()] + [i.pos() for i in self._seas.values()]
        if not pts:
            return QRectF(-200, -200, 400, 400)
        xs, ys = [p.x() for p in pts], [p.y() for p in pts]
        r = QRectF(QPointF(min(xs), min(ys)), QPointF(max(xs), max(ys)))
        m = max(r.width(), r.height()) * 0.04 + 20
        return r.adjusted(-m, -m, m, m)

    def drawn_rect(self) -> QRectF:
        """Scene rectangle around everything drawn: the countries' and seas' markers, their
        outlines and the backdrop (what a board image laid over the whole map covers)."""
        pts = [i.pos() for i in self._countries.values()] + [i.pos() for i in self._seas.values()]
        rect = QRectF()
        if pts:
            xs, ys = [p.x() for p in pts], [p.y() for p in pts]
            rect = QRectF(QPointF(min(xs), min(ys)), QPointF(max(xs), max(ys)))
        for item in self._outlines.values():
            rect = rect.united(item.path().boundingRect())
        backdrop = self._backdrop.bounds()
        if not backdrop.isEmpty():
            rect = rect.united(backdrop)
        return rect if not rect.isEmpty() else self.map_rect()

    # ------------------------------------------------------------------ tracing

    def set_tracing(self, on: bool) -> None:
        """Draw the outlines as borders only while a board image is shown (``on``), so the
        image shows through the countries, or filled again (off)."""
        self._tracing = bool(on)
        self._apply_tracing()

    def show_board_image(self, on: bool) -> None:
        super().show_board_image(on)
        self._apply_tracing()

    def tracing(self) -> bool:
        """True while the outlines are drawn without fill over the board image."""
        return self._tracing and self._image.isVisible()

    def _apply_tracing(self) -> None:
        on = self.tracing()
        for item in self._outlines.values():
            item.set_tracing(on)

    # ------------------------------------------------------------------ elements

    def item_of(self, key):
        """The scene item showing ``key``, or None."""
        if key[0] == "country":
            return self._countries.get(key[1])
        if key[0] == "sea":
            return self._seas.get(key[1])
        if key[0] == "link":
            return self._links.get(frozenset(key[1:]))
        return None

    def outline_item(self, key) -> OutlineItem | None:
        """The outline item of ``("country", id)`` or ``("sea", id)``, or None."""
        return self._outlines.get(key)

    def image_item(self) -> BoardImageItem:
        """The board image's item (hidden when the pack has none)."""
        return self._image

    def key_at(self, pos: QPointF, view=None, kinds=_KINDS):
        """The key of the element under scene position ``pos`` (countries first), or None.

        Countries and seas are picked by their markers, links within ``LINK_PICK_PIXELS``
        pixels of ``view`` (None: one scene unit a pixel).
        """
        if view is not None:
            view_pt = view.mapFromScene(pos)
            near = view.items(
                QRect(
                    view_pt - QPoint(LINK_PICK_PIXELS, LINK_PICK_PIXELS),
                    view_pt + QPoint(LINK_PICK_PIXELS, LINK_PICK_PIXELS),
                )
            )
            under = view.items(view_pt)
            to_view = view.mapFromScene
        else:
            identity = QTransform()
            view_pt = pos.toPoint()
            d = float(LINK_PICK_PIXELS)
            near = self.items(
                QRectF(pos.x() - d, pos.y() - d, 2 * d, 2 * d),
                Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder, identity,
            )
            under = self.items(
                QRectF(pos, QSizeF(1, 1)),
                Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder, identity,
            )
            to_view = QPointF.toPoint
        if "country" in kinds:
            for item in under:
                if isinstance(item, CountryItem):
                    return item.key
        if "sea" in kinds:
            for item in under:
                if isinstance(item, SeaItem):
                    return item.key
        if "link" in kinds:
            best, best_d = None, float(LINK_PICK_PIXELS) + 0.01
            for item in near:
                if isinstance(item, LinkItem):
                    line = item.line()
                    d = segment_distance(
                        QPointF(view_pt),
                        QLineF(QPointF(to_view(line.p1())), QPointF(to_view(line.p2()))),
                    )
                    if d < best_d:
                        best, best_d = item.key, d
            if best is not None:
                return best
        # Inside a country's outline (else a sea's): the area picks it.
        for kind in ("country", "sea"):
            if kind in kinds:
                for item in under:
                    if isinstance(item, OutlineItem) and item.key[0] == kind:
                        return item.key
        return None

    def element_at(self, pos: QPointF, view=None, kinds=None) -> BoardHit | None:
        """The country, sea or link under ``pos`` (see ``key_at``); ``kinds`` narrows it."""
        key = self.key_at(pos, view, kinds or _KINDS)
        if key is None:
            return None
        where = self.path_of_key(key)
        return BoardHit(where, key) if where is not None else None

    def country_scene_pos(self, cid: str) -> QPointF | None:
        """Where country ``cid`` is drawn, or None if it is not on the map."""
        item = self._countries.get(cid)
        return item.pos() if item is not None else None

    def element_pos(self, where: str) -> QPointF | None:
        """Where the country or sea a path names is drawn (a link: its middle), or None."""
        for key in self.keys_of_path(where):
            item = self.item_of(key)
            if item is not None:
                return item.line().center() if isinstance(item, LinkItem) else item.pos()
        return None

    def keys_in_rect(self, rect: QRectF) -> tuple:
        """Keys of the countries and seas whose position lies in scene rectangle ``rect``."""
        rect = rect.normalized()
        keys = [i.key for i in self._countries.values() if rect.contains(i.pos())]
        keys += [i.key for i in self._seas.values() if rect.contains(i.pos())]
        return tuple(keys)

    def all_keys(self) -> tuple:
        """The keys of every country and sea, in map order."""
        return tuple(i.key for i in self._countries.values()) + tuple(i.key for i in self._seas.values())

    def key_of_path(self, where: str):
        """The element key a JSON path names (``countries[3].name`` -> the country; a card ->
        its country, sea or colour), ``("pack",)`` for the pack's own fields and rules, or None."""
        try:
            steps = parse_path(where)
        except ValueError:
            return None
        pack = self.pack
        if not steps or steps[0] in _PACK_FIELDS:
            return ("pack",)
        if len(steps) < 2 or not isinstance(steps[1], int):
            return None
        field, i = steps[0], steps[1]
        try:
            if field == "countries":
                return ("country", pack.countries[i].id)
            if field == "seas":
                return ("sea", pack.seas[i].id)
            if field == "links":
                return ("link", pack.links[i].a, pack.links[i].b)
            if field == "colours":
                return ("colour", pack.colours[i].id)
            if field == "cards":
                card = pack.cards[i]
                return {
                    "country": ("country", card.ref),
                    "ship": ("sea", card.ref),
                    "plane": ("colour", card.ref),
                }[card.kind]
        except IndexError:
            return None
        return None

    def keys_of_path(self, where: str) -> list:
        key = self.key_of_path(where)
        return [] if key is None or key == ("pack",) else [key]

    def path_of_key(self, key) -> str | None:
        pack = self.pack
        lists = {"country": "countries", "sea": "seas", "colour": "colours"}
        if key[0] in lists:
            for i, x in enumerate(getattr(pack, lists[key[0]])):
                if x.id == key[1]:
                    return f"{lists[key[0]]}[{i}]"
            return None
        if key[0] == "link":
            pair = {key[1], key[2]}
            for i, link in enumerate(pack.links):
                if {link.a, link.b} == pair:
                    return f"links[{i}]"
        return None

    def shown_ids(self) -> dict[str, set]:
        """The ids of the countries, seas and colour groups as of the last rebuild (``rebuilt``);
        ``previous_ids`` holds those of the rebuild before. Do not modify them."""
        return self._ids

    def exists(self, key) -> bool:
        """True if ``key`` names something of the pack shown (a colour group, or a drawn element)."""
        if key[0] == "colour":
            return any(c.id == key[1] for c in self.pack.colours)
        return self.item_of(key) is not None

    def label_hidden(self, cid: str) -> bool:
        """True if country ``cid`` is drawn without its name now (too crowded, or out of view)."""
        item = self._countries.get(cid)
        return item is not None and not item.label_shown

    # ------------------------------------------------------------------ marks and hover

    def _show_marks(self, layer: str, old: dict, new: dict) -> None:
        if layer == MARK_PROBLEMS:
            self._apply_problems()
        elif layer == MARK_SELECTION:  # only what changed: each mark redraws a pixmap
            for key in old:
                if key not in new:
                    self._mark(key, False)
            for key in new:
                if key not in old:
                    self._mark(key, True)
        elif layer == MARK_HEAT:
            self._apply_heat()

    def _apply_heat(self) -> None:
        """Fill the countries and seas the heat names with its colour; the others (and all,
        once the layer is cleared) get their own look back. Cards and colour groups are not
        drawn: their heat shows on their countries and seas."""
        heat = self._marks.get(MARK_HEAT, {})
        for cid, item in self._countries.items():
            value = heat.get(("country", cid))
            item.set_heat(heat_colour(value) if value is not None else None)
        for sid, item in self._seas.items():
            value = heat.get(("sea", sid))
            set_sea_heat(item, heat_colour(value) if value is not None else None)
        # an outlined map fills each outline with its element's heat, as its disc
        for key, outline in self._outlines.items():
            value = heat.get(key)
            outline.set_heat(heat_colour(value) if value is not None else None)

    def _apply_problems(self) -> None:
        """Ring the countries and outline the seas problems name (marks kept by key)."""
        problems = self._marks.get(MARK_PROBLEMS, {})
        for cid, item in self._countries.items():
            item.set_problem(problems.get(("country", cid)))
        for sid, item in self._seas.items():
            set_sea_problem(item, problems.get(("sea", sid)))

    def _mark(self, key, on: bool) -> None:
        """Draw the selection of ``key``: a sea with its coast, a colour group's countries."""
        if key[0] == "colour":
            for cid, look in self._looks.items():
                if look[1] == key[1]:
                    self._countries[cid].emphasised = on
                    self._countries[cid].update()
            return
        item = self.item_of(key)
        if item is None:
            return
        item.selected = on
        item.update()
        outline = self._outlines.get(key)
        if outline is not None:
            outline.set_marks(selected=on)
        if key[0] == "sea":
            for line in self._coasts.get(key[1], {}).values():
                line.set_selected(on)
            for cid in self.pack.seas[self._sea_index(key[1])].coast:
                if cid in self._countries:
                    self._countries[cid].emphasised = on
                    self._countries[cid].update()

    def _remark_selection(self) -> None:
        """Draw the selection's marks again (a sea's coast may have changed)."""
        for item in self._countries.values():
            item.emphasised = False
        for key in self._marks.get(MARK_SELECTION, {}):
            self._mark(key, True)

    def set_hover(self, key) -> None:
        """Highlight the element under the pointer (``None``: nothing), as feedback."""
        if key == self.hover:
            return
        for k, on in ((self.hover, False), (key, True)):
            item = self.item_of(k) if k is not None else None
            if item is not None:
                item.hovered = on
                item.update()
            outline = self._outlines.get(k) if k is not None else None
            if outline is not None:
                outline.set_marks(hovered=on)
        self.hover = key

    def _sea_index(self, sid: str) -> int:
        return next(i for i, s in enumerate(self.pack.seas) if s.id == sid)

    # ------------------------------------------------------------------ mirroring the pack

    def set_pack(self, pack, event=None) -> SceneUpdate:
        """Show ``pack``: move items for a geometry event, restyle a few for an element edit,
        else a keyed diff of everything (``"moved"``, ``"restyled"`` or ``"rebuilt"``)."""
        self.pack = pack
        kind = getattr(event, "kind", None)
        where = getattr(event, "where", ())
        if where and all(w == "board_image" for w in where):
            self._sync_image()
            return SceneUpdate("restyled")
        if kind == ChangeKind.GEOMETRY and self._move_items(where):
            return SceneUpdate("moved")
        if kind == ChangeKind.ELEMENTS and self._update_items(where):
            return SceneUpdate("restyled")
        self._sync_items()
        return SceneUpdate("rebuilt")

    def _update_items(self, where) -> bool:
        """Redraw the few countries, seas or links ``where`` names in place (typing a name on
        a large map); False when the change needs a full sync (elements added or removed)."""
        pack = self.pack
        steps = []
        for path in where:
            if path == "cards":  # the deck is not drawn on the map (a country's * is its field)
                continue
            try:
                parsed = parse_path(path)
            except ValueError:
                return False
            if len(parsed) != 2 or not isinstance(parsed[1], int):
                return False
            steps.append(parsed)
        display = {c.id: c.display for c in pack.colours}
        for field, i in steps:
            if field == "countries" and i < len(pack.countries) and pack.countries[i].id in self._countries:
                c = pack.countries[i]
                look = (c.name, c.colour, c.cards, display.get(c.colour, "#bbbbbb"))
                if self._looks.get(c.id) != look:
                    self._countries[c.id].update_look(c.name, look[3], c.cards == 2)
                    self._looks[c.id] = look
                self._sync_outline(("country", c.id), c.outline, look[3])
            elif field == "seas" and i < len(pack.seas) and pack.seas[i].id in self._seas:
                sea = pack.seas[i]
                if len(sea.coast) != len(set(sea.coast)):
                    return False
                self._seas[sea.id].set_text(sea.name, len(sea.coast))
                self._seas[sea.id].setPos(self.to_scene(sea.x, sea.y))
                self._update_coast(sea)
                self._sync_outline(("sea", sea.id), sea.outline, None)
                self._seas_of = {}
                for s_ in pack.seas:
                    for cid in s_.coast:
                        self._seas_of.setdefault(cid, []).append(s_.id)
            elif field == "links" and i < len(pack.links) and frozenset((pack.links[i].a, pack.links[i].b)) in self._links:
                self._links[frozenset((pack.links[i].a, pack.links[i].b))].set_kind(pack.links[i].kind)
            elif field == "colours" and i < len(pack.colours):
                colour = pack.colours[i]
                for c in pack.countries:
                    if c.colour == colour.id:
                        look = (c.name, c.colour, c.cards, colour.display)
                        if self._looks.get(c.id) != look:
                            self._countries[c.id].update_look(c.name, colour.display, c.cards == 2)
                            self._looks[c.id] = look
                        self._sync_outline(("country", c.id), c.outline, colour.display)
            else:
                return False
        self._sync_water()
        self._remark_selection()
        return True

    def _move_items(self, where) -> bool:
        """Move the items of the elements ``where`` names; False if a full sync is needed."""
        pack = self.pack
        touched_seas: set[str] = set()
        moved_countries: list[str] = []
        links: set[LinkItem] = set()
        for path in where:
            try:
                steps = parse_path(path)
            except ValueError:
                return False
            if len(steps) == 3 and steps[2] == "outline" and isinstance(steps[1], int):
                if not self._move_outline(steps[0], steps[1]):
                    return False
                continue
            if len(steps) != 2 or not isinstance(steps[1], int):
                return False
            if steps[0] == "countries" and steps[1] < len(pack.countries):
                c = pack.countries[steps[1]]
                item = self._countries.get(c.id)
                if item is None:
                    return False
                item.setPos(self.to_scene(c.x, c.y))
                links.update(self._links_of.get(c.id, ()))
                moved_countries.append(c.id)
            elif steps[0] == "seas" and steps[1] < len(pack.seas):
                s = pack.seas[steps[1]]
                item = self._seas.get(s.id)
                if item is None:
                    return False
                item.setPos(self.to_scene(s.x, s.y))
                touched_seas.add(s.id)
            else:
                return False
        if self._water_check:
            self._grow_water()
        for link in links:
            _, a, b = link.key
            link.set_ends(self._countries[a].pos(), self._countries[b].pos())
        for sid in touched_seas:
            self._update_coast(pack.seas[self._sea_index(sid)])
        for cid in moved_countries:
            for sid in self._seas_of.get(cid, ()):
                if sid not in touched_seas:
                    line = self._coasts[sid].get(cid)
                    if line is not None:
                        line.setLine(QLineF(self._seas[sid].pos(), self._countries[cid].pos()))
        return True

    def _move_outline(self, field: str, i: int) -> bool:
        """Redraw the outline of ``countries[i]`` or ``seas[i]`` (a vertex dragged)."""
        pack = self.pack
        if field == "countries" and i < len(pack.countries):
            c = pack.countries[i]
            if c.id not in self._countries:
                return False
            self._sync_outline(("country", c.id), c.outline, self._looks[c.id][3])
            self._water_check.append(("country", c.id))
            return True
        if field == "seas" and i < len(pack.seas):
            sea = pack.seas[i]
            if sea.id not in self._seas:
                return False
            self._sync_outline(("sea", sea.id), sea.outline, None)
            self._water_check.append(("sea", sea.id))
            return True
        return False

    def _sync_outline(self, key, outline, display: str | None) -> None:
        """Make the outline item of ``key`` show ``outline`` (none: no item) in its colours."""
        item = self._outlines.get(key)
        if not outline:
            if item is not None:
                self.removeItem(self._outlines.pop(key))
                if key[0] == "country":
                    self._refaint(key[1])
            return
        if item is None:
            item = self._outlines[key] = OutlineItem(key, Z_OUTLINE if key[0] == "country" else Z_SEA_OUTLINE)
            if key[0] == "sea":
                item.set_colours(SEA_FILL, SEA_PEN)
            selection = self._marks.get(MARK_SELECTION, {})
            item.set_marks(selected=key in selection)
            item.set_tracing(self.tracing())
            self.addItem(item)
            if key[0] == "country":
                self._refaint(key[1])
        if display is not None:
            item.set_colours(*land_colours(display))
        value = self._marks.get(MARK_HEAT, {}).get(key)
        item.set_heat(heat_colour(value) if value is not None else None)
        item.set_outline(outline, self.to_scene)

    def _refaint(self, cid: str) -> None:
        """Draw the land links of country ``cid`` faint where both ends have outlines."""
        for link in self._links_of.get(cid, ()):
            _, a, b = link.key
            link.set_faint(("country", a) in self._outlines and ("country", b) in self._outlines)

    def _sync_image(self) -> None:
        """Show the pack's board image over its map rectangle (or hide it)."""
        image = self.pack.board_image
        if image is None:
            self._image.set_image(None, QRectF())
        else:
            top_left = self.to_scene(image.x, image.y)
            bottom_right = self.to_scene(image.x + image.width, image.y - image.height)
            self._image.set_image(image, QRectF(top_left, bottom_right).normalized())
        self._apply_tracing()

    def _sync_shapes(self) -> None:
        """Outlines of every country and sea, the backdrop, the water under them, the image."""
        pack = self.pack
        display = {c.id: c.display for c in pack.colours}
        wanted = set()
        for c in pack.countries:
            if c.outline and c.id in self._countries:
                wanted.add(("country", c.id))
                self._sync_outline(("country", c.id), c.outline, display.get(c.colour, "#bbbbbb"))
        for sea in pack.seas:
            if sea.outline and sea.id in self._seas:
                wanted.add(("sea", sea.id))
                self._sync_outline(("sea", sea.id), sea.outline, None)
        for key in [k for k in self._outlines if k not in wanted]:
            self._sync_outline(key, None, None)
        for link in self._links.values():
            _, a, b = link.key
            link.set_faint(("country", a) in self._outlines and ("country", b) in self._outlines)
        self._backdrop.set_outline(pack.backdrop, self.to_scene)
        quiet = bool(self._outlines) or bool(pack.backdrop)
        if quiet != self._quiet_coasts:
            self._quiet_coasts = quiet
            for lines in self._coasts.values():
                for line in lines.values():
                    line.set_quiet(quiet)
        self._sync_water()
        self._sync_image()

    def _grow_water(self) -> None:
        """After outlines moved: recompute the water only if one left the land's box (a
        drag inside the map never touches the item that covers the whole map)."""
        keys, self._water_check = self._water_check, []
        for key in keys:
            item = self._outlines.get(key)
            if item is not None and not self._land_rect.contains(item.path().boundingRect()):
                self._sync_water()
                return

    def _sync_water(self) -> None:
        """A water rectangle under a map with shapes, around them with a margin (the path is
        set only when the rectangle changes: the item covers the whole map)."""
        rect = QRectF()
        for item in self._outlines.values():
            rect = rect.united(item.path().boundingRect())
        self._land_rect = QRectF(rect)
        land = self._backdrop.bounds()
        if not rect.isEmpty():
            m = max(rect.width(), rect.height()) * 0.04
            rect = rect.adjusted(-m, -m, m, m)
        if not land.isEmpty():  # the backdrop is clipped to the map's frame: so is the water
            rect = land if rect.isEmpty() else land.united(rect).intersected(land.adjusted(-1, -1, 1, 1))
        if rect == self._water.path().boundingRect():
            return
        path = QPainterPath()
        if not rect.isEmpty():
            path.addRect(rect)
        self._water.setPath(path)

    def _update_coast(self, sea) -> None:
        """Make the sea's coast lines match its coast: one line item per coast country."""
        lines = self._coasts.setdefault(sea.id, {})
        wanted = [c for c in sea.coast if c in self._countries]
        for cid in [c for c in lines if c not in wanted]:
            self.removeItem(lines.pop(cid))
        selected = ("sea", sea.id) in self._marks.get(MARK_SELECTION, {})
        centre = self._seas[sea.id].pos()
        for cid in wanted:
            line = lines.get(cid)
            if line is None:
                line = lines[cid] = CoastLineItem(sea.id, cid, quiet=self._quiet_coasts)
                line.set_selected(selected)
                self.addItem(line)
            line.setLine(QLineF(centre, self._countries[cid].pos()))

    def _sync_items(self) -> None:
        """Bring the scene in line with the pack: keep, update, add and remove items by key."""
        pack = self.pack
        display = {c.id: c.display for c in pack.colours}
        self._colour_ids = tuple(display)
        old = dict(self._countries)
        self._countries = {}
        looks = {}
        few = len(pack.countries) <= MAX_LABELS
        for c in pack.countries:
            look = (c.name, c.colour, c.cards, display.get(c.colour, "#bbbbbb"))
            item = old.pop(c.id, None)
            if item is None:
                # On a large map names start hidden: place_labels shows those it can place.
                item = CountryItem(c.id, c.name, look[3], c.cards == 2, label_shown=few)
                self.addItem(item)
            elif self._looks.get(c.id) != look:
                item.update_look(c.name, look[3], c.cards == 2)
            item.setPos(self.to_scene(c.x, c.y))
            self._countries[c.id] = item
            looks[c.id] = look
        self._looks = looks
        for item in old.values():
            self.removeItem(item)

        old_links = dict(self._links)
        self._links = {}
        self._links_of = {}
        for link in pack.links:
            if link.a not in self._countries or link.b not in self._countries:
                continue
            key = frozenset((link.a, link.b))
            p1, p2 = self._countries[link.a].pos(), self._countries[link.b].pos()
            item = old_links.pop(key, None)
            if item is None or item.key[1:] != (link.a, link.b):
                if item is not None:
                    self.removeItem(item)
                item = LinkItem(link.a, link.b, link.kind, p1, p2)
                self.addItem(item)
            else:
                item.set_kind(link.kind)
                item.set_ends(p1, p2)
            self._links[key] = item
            self._links_of.setdefault(link.a, []).append(item)
            self._links_of.setdefault(link.b, []).append(item)
        for item in old_links.values():
            self.removeItem(item)

        old_seas = dict(self._seas)
        self._seas, self._seas_of = {}, {}
        for s in pack.seas:
            item = old_seas.pop(s.id, None)
            if item is None:
                item = SeaItem(s.id, s.name, len(s.coast))
                self.addItem(item)
            else:
                item.set_text(s.name, len(s.coast))
            item.setPos(self.to_scene(s.x, s.y))
            self._seas[s.id] = item
            self._update_coast(s)
            for cid in s.coast:
                self._seas_of.setdefault(cid, []).append(s.id)
        for sid, item in old_seas.items():
            self.removeItem(item)
            for line in self._coasts.pop(sid, {}).values():
                self.removeItem(line)
        self._sync_shapes()

        self.previous_ids = self._ids
        self._ids = {"country": set(self._countries), "sea": set(self._seas), "colour": set(self._colour_ids)}
        # The hovered element is asked again on the next pointer move.
        self.hover = None
        self._apply_problems()  # new items show the last known problems until the next lint
        if self._marks.get(MARK_HEAT):
            self._apply_heat()
        # Draw the selection again on the items that are left (some may be new).
        selection = self._marks.get(MARK_SELECTION, {})
        for item in self._countries.values():
            item.emphasised = False
        for key in selection:
            item = self.item_of(key)
            if item is not None:
                item.selected = False
        for lines in self._coasts.values():
            for line in lines.values():
                line.set_selected(False)
        self._marks[MARK_SELECTION] = kept = {k: v for k, v in selection.items() if self.exists(k)}
        for key in kept:
            self._mark(key, True)

    # ------------------------------------------------------------------ labels

    def drop_item_caches(self) -> None:
        """The outlines and the seas keep a pixmap of themselves on screen: not in a picture."""
        for item in (*self._outlines.values(), *self._seas.values()):
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def place_labels(self, view) -> None:
        """Put each country's name where it overlaps no other name or marker in ``view``.

        Positions are tried below, right, above and left of the marker, then diagonals, in
        view pixels; selected countries, then two-card ones, then longer names, are placed
        first (``app.widgets.labels.place_labels``). A name that would cover more than
        ``LABEL_MAX_OVERLAP`` of itself wherever it goes is tried again smaller
        (``SMALL_LABEL_SIZE``), in the room the other names left, and else hidden (its
        country's tooltip still names it) until zooming in makes room. Only countries in view are placed;
        when more than ``MAX_LABELS`` are in view the names are hidden (the map is too dense
        to read them) until the user zooms in.
        """
        if not self._countries:
            return
        bounds = QRectF(view.viewport().rect()).adjusted(-100, -40, 100, 40)
        centres: dict[str, QPointF] = {}
        for cid, item in self._countries.items():
            vp = QPointF(view.mapFromScene(item.pos()))
            if bounds.contains(vp):
                centres[cid] = vp
        placed: dict = {}
        if len(centres) <= MAX_LABELS:
            placed = self._place(view, centres)
        for cid, item in self._countries.items():
            # Names out of view are hidden (cheap) and placed when they come into view.
            at = placed.get(cid)
            if at is None:
                item.set_label(False)
            else:
                dx, dy, small = at
                text = item.small_label() if small else item.label
                item.set_label(True, QPointF(dx, dy) - text.rect.topLeft(), small)

    def _place(self, view, centres: dict[str, QPointF]) -> dict:
        obstacles = []
        m = COUNTRY_RADIUS + 2
        for vp in centres.values():
            x0, y0 = vp.x() - m, vp.y() - m
            obstacles.append((x0, y0, x0 + 2 * m, y0 + 2 * m))
        for item in self._seas.values():
            r = item.boundingRect().translated(QPointF(view.mapFromScene(item.pos())))
            obstacles.append((r.x(), r.y(), r.x() + r.width(), r.y() + r.height()))
        selected = {k[1] for k in self._marks.get(MARK_SELECTION, {}) if k[0] == "country"}
        # Two-card countries (drawn bold), then longer names; selected ones go first.
        order = sorted(
            centres,
            key=lambda cid: (
                self._looks.get(cid, (None, None, 1))[2] != 2, -self._countries[cid].label.rect.width()
            ),
        )
        placed = place_labels(
            [self._label_box(cid, centres[cid], self._countries[cid].label) for cid in order],
            obstacles,
            forced=[cid for cid in order if cid in selected],
            max_overlap=LABEL_MAX_OVERLAP,
            max_labels=MAX_LABELS,
            cell=_LABEL_CELL,
        )
        shown = {cid: (dx, dy, False) for cid, (dx, dy) in placed.items()}
        rest = [cid for cid in order if cid not in placed]
        if rest:
            # A second pass, smaller, in the room the names placed (and the markers) left.
            for cid, (dx, dy) in placed.items():
                vp, lr = centres[cid], self._countries[cid].label.rect
                x0, y0 = vp.x() + dx, vp.y() + dy
                obstacles.append((x0, y0, x0 + lr.width(), y0 + lr.height()))
            smaller = place_labels(
                [self._label_box(cid, centres[cid], self._countries[cid].small_label())
                 for cid in rest],
                obstacles,
                max_overlap=LABEL_MAX_OVERLAP,
                cell=_LABEL_CELL,
            )
            shown.update((cid, (dx, dy, True)) for cid, (dx, dy) in smaller.items())
        return shown

    @staticmethod
    def _label_box(cid: str, vp: QPointF, text) -> LabelBox:
        """The name ``text`` of the country at ``vp`` (view pixels) and the places it may
        go: below, right, above and left of the marker, then the diagonals."""
        lr = text.rect
        w, h = lr.width(), lr.height()
        r0 = COUNTRY_RADIUS + 3
        return LabelBox(cid, vp.x(), vp.y(), w, h, (
            (-w / 2, r0),  # below
            (r0 + 1, -h / 2),  # right
            (-w / 2, -r0 - h),  # above
            (-r0 - 1 - w, -h / 2),  # left
            (r0 - 2, r0 - 2),  # below right
            (-w - r0 + 2, r0 - 2),  # below left
            (r0 - 2, -h - r0 + 2),  # above right
            (-w - r0 + 2, -h - r0 + 2),  # above left
        ))

