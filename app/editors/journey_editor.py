"""The Journey map editor: countries, links and seas on a MapCanvas, with tools and panels.

The editor mirrors ``document.pack`` (A4): on every ``changed`` it updates its scene items
(positions only for a GEOMETRY event, a keyed diff otherwise) and never edits the model;
its tools and panels push commands. Map units are the pack's x (east) and y (north); the
scene uses an equirectangular projection with a cos(latitude) correction fixed when the
editor opens, so a map of Europe in degrees looks right.
"""

from __future__ import annotations

import math
import statistics

from PySide6.QtCore import QLineF, QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QDockWidget,
    QGraphicsLineItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QWidget,
)

from app.commands.delete_colour import DeleteColourCommand
from app.commands.delete_elements import DeleteElementsCommand
from app.documents import ChangeKind
from app.editors.base import EditorWidget
from app.editors.journey_items import (
    COUNTRY_RADIUS,
    PROBLEM_COLOURS,
    Z_PREVIEW,
    CoastLineItem,
    CountryItem,
    LinkItem,
    SeaItem,
    segment_distance,
    set_sea_problem,
)
from app.editors.journey_panels import JourneyCardsPanel, JourneyPropertiesPanel
from app.tools.journey_coast import JourneyCoastTool
from app.tools.journey_country import JourneyCountryTool
from app.tools.journey_delete import JourneyDeleteTool
from app.tools.journey_link import JourneyLinkTool
from app.tools.journey_sea import JourneySeaTool
from app.tools.journey_select import JourneySelectTool
from app.widgets.canvas import MapCanvas
from content.edit import parse_path

#: Scene units per map unit (a degree of latitude in the default pack).
MAP_SCALE = 40.0
#: Pixels within which a click picks a link.
LINK_PICK_PIXELS = 6
#: Milliseconds after a zoom or an edit before labels are placed again.
LABEL_DELAY_MS = 40
LABEL_DELAY_AFTER_MOVE_MS = 200
#: Most country names drawn at once; above it the map is too dense to read them.
MAX_LABELS = 250
#: A name covering more than this share of itself (with other names, markers, seas) is hidden.
LABEL_MAX_OVERLAP = 0.2
LINK_KINDS = (("land", "Land"), ("ferry", "Ferry"), ("bridge", "Bridge"))


class JourneyEditor(EditorWidget):
    """Edits a Journey pack's map, colour groups and card set.

    Attributes:
        canvas: the MapCanvas.
        scene: its QGraphicsScene.
        selection: the selected elements as keys: ``("country", id)``, ``("sea", id)``,
            ``("link", a, b)`` or ``("colour", id)``.
        link_kind: the kind the Link tool makes ("land", "ferry" or "bridge").
    """

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        pack = document.pack
        lat = statistics.median([c.y for c in pack.countries]) if pack.countries else 0.0
        self._kx = MAP_SCALE * math.cos(math.radians(max(-70.0, min(70.0, lat))))
        self.scene = QGraphicsScene(self)
        self.canvas = MapCanvas(self.scene, self)
        self.selection: tuple = ()
        self._problems: dict[tuple, str] = {}
        self.hover = None
        self.link_kind = "land"
        self._countries: dict[str, CountryItem] = {}
        self._looks: dict[str, tuple] = {}
        self._seas: dict[str, SeaItem] = {}
        self._coasts: dict[str, dict[str, CoastLineItem]] = {}
        self._links: dict[frozenset, LinkItem] = {}
        self._links_of: dict[str, list[LinkItem]] = {}
        self._seas_of: dict[str, list[str]] = {}
        self._colour_ids: tuple[str, ...] = ()
        self._fitted = False

        self.preview_line = QGraphicsLineItem()
        pen = QPen(QColor("#ff7a00"), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.preview_line.setPen(pen)
        self.preview_line.setZValue(Z_PREVIEW)
        self.preview_line.hide()
        self.scene.addItem(self.preview_line)
        self.rubber_band = QGraphicsRectItem()
        band_pen = QPen(QColor("#2f6fbf"), 1, Qt.PenStyle.DashLine)
        band_pen.setCosmetic(True)
        self.rubber_band.setPen(band_pen)
        self.rubber_band.setBrush(QColor(47, 111, 191, 40))
        self.rubber_band.setZValue(Z_PREVIEW)
        self.rubber_band.hide()
        self.scene.addItem(self.rubber_band)

        self._tools = [
            JourneySelectTool(self),
            JourneyCountryTool(self),
            JourneyLinkTool(self),
            JourneySeaTool(self),
            JourneyCoastTool(self),
            JourneyDeleteTool(self),
        ]
        self._active = None

        self.options = self._build_options()
        self._lay_out(self.options)

        self.properties = JourneyPropertiesPanel(self)
        self.cards_panel = JourneyCardsPanel(self)

        self._label_timer = QTimer(self)
        self._label_timer.setSingleShot(True)
        self._label_timer.setInterval(LABEL_DELAY_MS)
        self._label_timer.timeout.connect(self.place_labels)

        self.canvas.cursor_moved.connect(self._on_canvas_cursor_moved)
        # Panning brings new names into view: place them once the pan pauses.
        self.canvas.horizontalScrollBar().valueChanged.connect(lambda _v: self._label_timer.start(LABEL_DELAY_MS))
        self.canvas.verticalScrollBar().valueChanged.connect(lambda _v: self._label_timer.start(LABEL_DELAY_MS))
        self.canvas.zoom_changed.connect(self._on_canvas_zoom_changed)
        document.changed.connect(self._on_document_changed)
        self._sync_items()
        self.canvas.update_scene_rect()
        self.set_active_tool(self._tools[0])

    # ------------------------------------------------------------------ EditorWidget

    def tool(self, cls):
        """The editor's tool of class ``cls``."""
        return next(t for t in self._tools if isinstance(t, cls))

    def _on_tool_activated(self, tool) -> None:
        self._hint.setText(f"<b>{tool.name}</b> — {tool.tooltip}")
        self._kind_box.setVisible(isinstance(tool, JourneyLinkTool))

    def side_panels(self):
        return [("Properties", self.properties), ("Cards", self.cards_panel)]

    def select_path(self, where: str) -> bool:
        key = self.key_of_path(where)
        if key is None:
            # A problem of the whole deck or of all colour groups: show the panel that lists them.
            panel = {"cards": self.cards_panel, "colours": self.properties}.get(where.split("[")[0].split(".")[0])
            if panel is None:
                return False
            self._show_panel(panel)
            return True
        if key == ("pack",):  # a pack-wide problem: the Properties panel shows the pack
            self.set_selection(())
            return True
        self.set_selection((key,))
        self.show_key(key)
        return True

    def fit_to_view(self) -> None:
        if not self.canvas.isVisible():
            self._fitted = False
            return
        self._fitted = True
        self.canvas.fit_to_view(self.map_rect())
        self.place_labels()

    def zoom(self) -> float:
        """The canvas's zoom factor."""
        return self.canvas.zoom()

    def _selected_for_delete(self):
        countries = [k[1] for k in self.selection if k[0] == "country"]
        seas = [k[1] for k in self.selection if k[0] == "sea"]
        links = [(k[1], k[2]) for k in self.selection if k[0] == "link"]
        colours = [k[1] for k in self.selection if k[0] == "colour"]
        return countries, seas, links, colours

    def can_delete_selection(self) -> bool:
        """True if Edit > Delete would delete something (map elements, or one colour group
        that is not the last)."""
        countries, seas, links, colours = self._selected_for_delete()
        if DeleteElementsCommand.can_delete(countries, seas, links):
            return True
        return len(colours) == 1 and DeleteColourCommand.can_delete(self.document, colours[0])

    def delete_selection(self) -> bool:
        countries, seas, links, colours = self._selected_for_delete()
        if DeleteElementsCommand.can_delete(countries, seas, links):
            self.set_selection(())
            self.document.push(DeleteElementsCommand(self.document, countries, seas, links))
            return True
        if len(colours) == 1 and DeleteColourCommand.can_delete(self.document, colours[0]):
            self.set_selection(())
            self.document.push(DeleteColourCommand(self.document, colours[0]))
            return True
        return False

    # ------------------------------------------------------------------ projection

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
        """Scene rectangle around every country and sea, with room for labels."""
        pts = [i.pos() for i in self._countries.values()] + [i.pos() for i in self._seas.values()]
        if not pts:
            return QRectF(-200, -200, 400, 400)
        xs, ys = [p.x() for p in pts], [p.y() for p in pts]
        r = QRectF(QPointF(min(xs), min(ys)), QPointF(max(xs), max(ys)))
        m = max(r.width(), r.height()) * 0.04 + 20
        return r.adjusted(-m, -m, m, m)

    # ------------------------------------------------------------------ picking

    def item_of(self, key):
        """The scene item showing ``key``, or None."""
        if key[0] == "country":
            return self._countries.get(key[1])
        if key[0] == "sea":
            return self._seas.get(key[1])
        if key[0] == "link":
            return self._links.get(frozenset(key[1:]))
        return None

    def element_at(self, pos: QPointF, kinds=("country", "sea", "link")):
        """The key of the element under scene position ``pos`` (countries first), or None."""
        view_pt = self.canvas.mapFromScene(pos)
        near = self.canvas.items(
            QRect(
                view_pt - QPoint(LINK_PICK_PIXELS, LINK_PICK_PIXELS),
                view_pt + QPoint(LINK_PICK_PIXELS, LINK_PICK_PIXELS),
            )
        )
        under = self.canvas.items(view_pt)
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
                        QLineF(
                            QPointF(self.canvas.mapFromScene(line.p1())),
                            QPointF(self.canvas.mapFromScene(line.p2())),
                        ),
                    )
                    if d < best_d:
                        best, best_d = item.key, d
            return best
        return None

    def country_scene_pos(self, cid: str) -> QPointF | None:
        """Where country ``cid`` is drawn, or None if it is not on the map."""
        item = self._countries.get(cid)
        return item.pos() if item is not None else None

    def keys_in_rect(self, rect: QRectF) -> tuple:
        """Keys of the countries and seas whose position lies in scene rectangle ``rect``."""
        rect = rect.normalized()
        keys = [i.key for i in self._countries.values() if rect.contains(i.pos())]
        keys += [i.key for i in self._seas.values() if rect.contains(i.pos())]
        return tuple(keys)

    def key_of_path(self, where: str):
        """The element key a JSON path names (``countries[3].name`` -> the country), ``("pack",)``
        for the pack's own fields and rules, or None."""
        try:
            steps = parse_path(where)
        except ValueError:
            return None
        pack = self.document.pack
        if not steps or steps[0] in ("rules", "id", "name", "version", "description"):
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

    def path_of_key(self, key) -> str | None:
        """The JSON path of the element ``key`` names, or None if it is gone."""
        pack = self.document.pack
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

    def show_key(self, key) -> None:
        """Scroll the canvas so the element is visible."""
        if key[0] == "colour":
            return
        item = self.item_of(key)
        if item is None:
            return
        centre = item.pos() if not isinstance(item, LinkItem) else item.line().center()
        visible = self.canvas.mapToScene(self.canvas.viewport().rect()).boundingRect()
        if not visible.adjusted(20, 20, -20, -20).contains(centre):
            self.canvas.centerOn(centre)

    # ------------------------------------------------------------------ selection

    def set_selection(self, keys) -> None:
        """Select the elements ``keys`` (view state only) and tell the panels."""
        keys = tuple(dict.fromkeys(keys))
        if keys == self.selection:
            return
        for key in self.selection:
            self._mark(key, False)
        self.selection = keys
        for key in keys:
            self._mark(key, True)
        if any(k[0] == "country" and k[1] in self._countries and not self._countries[k[1]].label_shown
               for k in keys):
            self._label_timer.start(LABEL_DELAY_MS)  # a selected country shows its hidden name
        self.properties.refresh()
        self.selection_changed.emit(tuple(p for p in (self.path_of_key(k) for k in keys) if p))

    def set_hover(self, key) -> None:
        """Highlight the element under the pointer (``None``: nothing), as feedback."""
        if key == self.hover:
            return
        for k, on in ((self.hover, False), (key, True)):
            item = self.item_of(k) if k is not None else None
            if item is not None:
                item.hovered = on
                item.update()
        self.hover = key

    def _show_panel(self, panel: QWidget) -> None:
        """Show and raise the dock that holds ``panel`` (Properties or Cards)."""
        parent = panel.parentWidget()
        while parent is not None and not isinstance(parent, QDockWidget):
            parent = parent.parentWidget()
        if parent is not None:
            parent.show()
            parent.raise_()

    def edit_properties(self) -> None:
        """Show the Properties panel and put the cursor in the selection's name."""
        self._show_panel(self.properties)
        field = self.properties.form.field_widget("name")
        edit = field if isinstance(field, QLineEdit) or field is None else field.findChild(QLineEdit)
        if edit is not None:
            # After the click that asked for it: the canvas takes the focus on each press.
            def focus() -> None:
                edit.setFocus(Qt.FocusReason.OtherFocusReason)
                edit.selectAll()

            QTimer.singleShot(0, focus)

    def show_problems(self, problems) -> None:
        """Ring the countries and outline the seas that lint problems name (worst first)."""
        worst: dict[tuple, str] = {}
        for p in problems:
            key = self.key_of_path(p.where)
            if key is None or key[0] not in ("country", "sea"):
                continue
            if worst.get(key) != "error":
                worst[key] = p.severity if p.severity in PROBLEM_COLOURS else "warning"
        self._problems = worst
        self._apply_problems()

    def _apply_problems(self) -> None:
        for cid, item in self._countries.items():
            item.set_problem(self._problems.get(("country", cid)))
        for sid, item in self._seas.items():
            set_sea_problem(item, self._problems.get(("sea", sid)))

    def select_all(self) -> None:
        """Select every country and sea (Edit > Select All)."""
        self.set_selection(
            tuple(i.key for i in self._countries.values())
            + tuple(i.key for i in self._seas.values())
        )

    def _mark(self, key, on: bool) -> None:
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
        if key[0] == "sea":
            for line in self._coasts.get(key[1], {}).values():
                line.set_selected(on)
            for cid in self.document.pack.seas[self._sea_index(key[1])].coast:
                if cid in self._countries:
                    self._countries[cid].emphasised = on
                    self._countries[cid].update()

    def _sea_index(self, sid: str) -> int:
        return next(i for i, s in enumerate(self.document.pack.seas) if s.id == sid)

    def show_status(self, text: str) -> None:
        """A hint in the status bar and the options strip."""
        self.status_message.emit(text)

    # ------------------------------------------------------------------ mirroring the model

    def _on_document_changed(self, event) -> None:
        if event.kind == ChangeKind.GEOMETRY and self._move_items(event.where):
            self.properties.refresh(geometry_only=True)
            self._label_timer.start(LABEL_DELAY_AFTER_MOVE_MS)  # once the drag pauses
            return
        if not (event.kind == ChangeKind.ELEMENTS and self._update_items(event.where)):
            self._sync_items()
        self.properties.refresh()
        self.cards_panel.refresh()
        self._label_timer.start(LABEL_DELAY_MS)

    def _update_items(self, where) -> bool:
        """Redraw the few countries, seas or links ``where`` names in place (typing a name on
        a large map); False when the change needs a full sync (elements added or removed)."""
        pack = self.document.pack
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
            elif field == "seas" and i < len(pack.seas) and pack.seas[i].id in self._seas:
                sea = pack.seas[i]
                if len(sea.coast) != len(set(sea.coast)):
                    return False
                self._seas[sea.id].set_text(sea.name, len(sea.coast))
                self._seas[sea.id].setPos(self.to_scene(sea.x, sea.y))
                self._update_coast(sea)
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
            else:
                return False
        self._remark_selection()
        return True

    def _remark_selection(self) -> None:
        """Draw the selection's marks again (a sea's coast may have changed)."""
        for item in self._countries.values():
            item.emphasised = False
        for key in self.selection:
            self._mark(key, True)

    def _move_items(self, where) -> bool:
        """Move the items of the elements ``where`` names; False if a full sync is needed."""
        pack = self.document.pack
        touched_seas: set[str] = set()
        moved_countries: list[str] = []
        links: set[LinkItem] = set()
        for path in where:
            try:
                steps = parse_path(path)
            except ValueError:
                return False
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

    def _update_coast(self, sea) -> None:
        """Make the sea's coast lines match its coast: one line item per coast country."""
        lines = self._coasts.setdefault(sea.id, {})
        wanted = [c for c in sea.coast if c in self._countries]
        for cid in [c for c in lines if c not in wanted]:
            self.scene.removeItem(lines.pop(cid))
        selected = ("sea", sea.id) in self.selection
        centre = self._seas[sea.id].pos()
        for cid in wanted:
            line = lines.get(cid)
            if line is None:
                line = lines[cid] = CoastLineItem(sea.id, cid)
                line.set_selected(selected)
                self.scene.addItem(line)
            line.setLine(QLineF(centre, self._countries[cid].pos()))

    def _sync_items(self) -> None:
        """Bring the scene in line with the pack: keep, update, add and remove items by key."""
        pack = self.document.pack
        display = {c.id: c.display for c in pack.colours}
        before = {"country": set(self._countries), "sea": set(self._seas), "colour": set(self._colour_ids)}
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
                self.scene.addItem(item)
            elif self._looks.get(c.id) != look:
                item.update_look(c.name, look[3], c.cards == 2)
            item.setPos(self.to_scene(c.x, c.y))
            self._countries[c.id] = item
            looks[c.id] = look
        self._looks = looks
        for item in old.values():
            self.scene.removeItem(item)

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
                    self.scene.removeItem(item)
                item = LinkItem(link.a, link.b, link.kind, p1, p2)
                self.scene.addItem(item)
            else:
                item.set_kind(link.kind)
                item.set_ends(p1, p2)
            self._links[key] = item
            self._links_of.setdefault(link.a, []).append(item)
            self._links_of.setdefault(link.b, []).append(item)
        for item in old_links.values():
            self.scene.removeItem(item)

        old_seas = dict(self._seas)
        self._seas, self._seas_of = {}, {}
        for s in pack.seas:
            item = old_seas.pop(s.id, None)
            if item is None:
                item = SeaItem(s.id, s.name, len(s.coast))
                self.scene.addItem(item)
            else:
                item.set_text(s.name, len(s.coast))
            item.setPos(self.to_scene(s.x, s.y))
            self._seas[s.id] = item
            self._update_coast(s)
            for cid in s.coast:
                self._seas_of.setdefault(cid, []).append(s.id)
        for sid, item in old_seas.items():
            self.scene.removeItem(item)
            for line in self._coasts.pop(sid, {}).values():
                self.scene.removeItem(line)

        self.hover = None
        self._apply_problems()  # new items show the last known problems until the next lint
        # Keep the selection's marks (items may be new) and drop what is gone.
        # A selected element whose id alone changed (a rename, or its undo) stays selected.
        after = {"country": set(self._countries), "sea": set(self._seas), "colour": set(self._colour_ids)}
        renamed = {}
        for kind, ids in before.items():
            gone, new_ids = ids - after[kind], after[kind] - ids
            if len(gone) == 1 and len(new_ids) == 1:
                renamed[(kind, next(iter(gone)))] = (kind, next(iter(new_ids)))
        keep = tuple(k2 for k2 in (renamed.get(k, k) for k in self.selection) if self._exists(k2))
        for item in self._countries.values():
            item.emphasised = False
        for key in self.selection:
            item = self.item_of(key)
            if item is not None:
                item.selected = False
        for lines in self._coasts.values():
            for line in lines.values():
                line.set_selected(False)
        self.selection = ()
        self.set_selection(keep)

    def _exists(self, key) -> bool:
        if key[0] == "colour":
            return any(c.id == key[1] for c in self.document.pack.colours)
        return self.item_of(key) is not None

    # ------------------------------------------------------------------ labels

    def place_labels(self) -> None:
        """Put each country's label where it overlaps no other label or marker (greedy).

        Positions are tried below, right, above and left of the marker, then diagonals, in
        view pixels; selected countries, then two-card ones, then longer names, are placed
        first. A name that would cover more than ``LABEL_MAX_OVERLAP`` of itself wherever it
        goes is hidden (its country's tooltip still names it) until zooming in makes room.
        Only countries in view are placed; when more than ``MAX_LABELS`` are in view the names
        are hidden (the map is too dense to read them) until the user zooms in.
        """
        if not self._countries:
            return
        view = QRectF(self.canvas.viewport().rect()).adjusted(-100, -40, 100, 40)
        in_view = {
            cid: item
            for cid, item in self._countries.items()
            if view.contains(QPointF(self.canvas.mapFromScene(item.pos())))
        }
        dense = len(in_view) > MAX_LABELS
        for cid, item in self._countries.items():
            # Names out of view are hidden (cheap) and placed when they come into view.
            item.set_label_shown(not dense and cid in in_view)
        if dense:
            return
        cell = 64
        grid: dict[tuple[int, int], list[QRectF]] = {}

        def cells(r: QRectF):
            for gx in range(int(r.left() // cell), int(r.right() // cell) + 1):
                for gy in range(int(r.top() // cell), int(r.bottom() // cell) + 1):
                    yield gx, gy

        def overlap(r: QRectF) -> float:
            total = 0.0
            seen = set()
            for c in cells(r):
                for other in grid.get(c, ()):
                    if id(other) in seen:
                        continue
                    seen.add(id(other))
                    inter = r.intersected(other)
                    if not inter.isEmpty():
                        total += inter.width() * inter.height()
            return total

        def add(r: QRectF) -> None:
            for c in cells(r):
                grid.setdefault(c, []).append(r)

        centres = {}
        for cid, item in in_view.items():
            vp = QPointF(self.canvas.mapFromScene(item.pos()))
            centres[cid] = vp
            m = COUNTRY_RADIUS + 2
            add(QRectF(vp.x() - m, vp.y() - m, 2 * m, 2 * m))
        for item in self._seas.values():
            vp = QPointF(self.canvas.mapFromScene(item.pos()))
            add(item.boundingRect().translated(vp))
        selected = {k[1] for k in self.selection if k[0] == "country"}
        # Selected countries first, then two-card countries (drawn bold), then longer names.
        order = sorted(in_view.items(), key=lambda kv: (
            kv[0] not in selected, self._looks.get(kv[0], (None, None, 1))[2] != 2, -kv[1].label.rect.width()
        ))
        r0 = COUNTRY_RADIUS + 3
        for cid, item in order:
            lr = item.label.rect
            w, h = lr.width(), lr.height()
            candidates = [
                QPointF(-w / 2, r0),  # below
                QPointF(r0 + 1, -h / 2),  # right
                QPointF(-w / 2, -r0 - h),  # above
                QPointF(-r0 - 1 - w, -h / 2),  # left
                QPointF(r0 - 2, r0 - 2),  # below right
                QPointF(-w - r0 + 2, r0 - 2),  # below left
                QPointF(r0 - 2, -h - r0 + 2),  # above right
                QPointF(-w - r0 + 2, -h - r0 + 2),  # above left
            ]
            vp = centres[cid]
            best, best_cost = None, None
            for top_left in candidates:
                rect = QRectF(vp + top_left, lr.size())
                cost = overlap(rect)
                if best_cost is None or cost < best_cost:
                    best, best_cost = top_left, cost
                if cost == 0:
                    break
            if best_cost > LABEL_MAX_OVERLAP * w * h and cid not in selected:
                item.set_label_shown(False)  # unreadable here: zoom in to see it
                continue
            rect = QRectF(vp + best, lr.size())
            add(rect)
            # label_offset is the text origin; label.rect is relative to it.
            item.set_label_offset(best - lr.topLeft())

    # ------------------------------------------------------------------ options strip

    def _build_options(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("journey_options")
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 3, 8, 3)
        self._hint = QLabel()
        row.addWidget(self._hint, 1)
        self._kind_box = QWidget()
        kinds = QHBoxLayout(self._kind_box)
        kinds.setContentsMargins(0, 0, 0, 0)
        kinds.addWidget(QLabel("Link kind:"))
        self._kind_group = QButtonGroup(self)
        for n, (kind, text) in enumerate(LINK_KINDS, start=1):
            button = QRadioButton(f"{text} ({n})")
            button.setObjectName(f"link_kind_{kind}")
            button.setChecked(kind == self.link_kind)
            button.toggled.connect(lambda on, k=kind: on and self._set_link_kind(k))
            self._kind_group.addButton(button)
            kinds.addWidget(button)
        row.addWidget(self._kind_box)
        return bar

    def _set_link_kind(self, kind: str) -> None:
        self.link_kind = kind

    def set_link_kind(self, kind: str) -> None:
        """Choose what the Link tool makes: "land", "ferry" or "bridge"."""
        self.link_kind = kind
        button = self._kind_box.findChild(QRadioButton, f"link_kind_{kind}")
        if button is not None:
            button.setChecked(True)

    # ------------------------------------------------------------------ canvas events

    def _on_canvas_cursor_moved(self, pos: QPointF) -> None:
        x, y = self.to_map(pos)
        self.cursor_moved.emit(x, y)

    def _on_canvas_zoom_changed(self, zoom: float) -> None:
        self.zoom_changed.emit(zoom)
        self._label_timer.start()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            QTimer.singleShot(0, self.fit_to_view)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._label_timer.start()
