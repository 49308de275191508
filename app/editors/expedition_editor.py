"""The arrow network editor of Expedition packs: points, paths and wrap pairs on a world map.

The board is an ``ExpeditionScene`` (app/boards/), which mirrors the document (A4): a drag's
change event names the moved point (``points[i]``, GEOMETRY) and only that point, its paths
and its wrap mark move; other changes rebuild the network's items. The editor keeps the
tools, the options bar, the panels and the selection, shown as the scene's selection mark.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGraphicsLineItem,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QWidget,
)

from app.boards.base import MARK_PROBLEMS, MARK_SELECTION, Z_PREVIEWS
from app.boards.expedition_items import POINT_KINDS, SCALE
from app.boards.expedition_scene import ExpeditionScene
from app.commands.delete_paths import DeletePathsCommand
from app.commands.delete_points import DeletePointsCommand
from app.commands.rename_point import RenamePointCommand
from app.commands.set_field import SetFieldCommand
from app.commands.set_point_kind import SetPointKindCommand
from app.documents import ChangeEvent, ChangeKind
from app.editors.base import EditorWidget
from app.editors.expedition_panels import CardTableWidget, ColourTableWidget
from app.editors.pack_properties import PackProperties, with_rules_form
from app.i18n import translate
from app.i18n.messages import element_text
from app.tools.board_image import BoardImageTool
from app.tools.expedition_tools import (
    AddPointTool,
    ConnectTool,
    DeleteTool,
    SelectMoveTool,
    SplitTool,
    WrapPairTool,
)
from app.widgets.canvas import MapCanvas
from app.widgets.property_form import PropertyForm
from content.edit import expedition as ee
from content.edit import parse_path
from content.models.common import is_id

#: Pause (ms) after a drag step or a scroll before the names are placed again.
LABEL_DELAY_MS = 200
#: The script that builds the shipped World pack, backdrop included.
BUILD_SCRIPT = "content/packs/build_expedition.py"


class ExpeditionEditor(EditorWidget):
    """The Expedition editor: an options bar above a world canvas; cards and colours panels.

    Attributes:
        scene: the ExpeditionScene (app/boards/expedition_scene.py).
        point_kind: the kind of point the Add point and Split tools create.
        pending_item: the rubber line of a two-click tool (a scene overlay).
    """

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.point_kind = "green"
        self._selection: tuple[str, object] | None = None

        self.scene = ExpeditionScene(document.pack, self)
        self.canvas = MapCanvas(self.scene, self)
        self.canvas.cursor_moved.connect(self._on_canvas_cursor_moved)
        self.canvas.zoom_changed.connect(self._on_canvas_zoom_changed)
        self.pending_item = QGraphicsLineItem()
        pen = QPen(QColor("#ff8c00"), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.pending_item.setPen(pen)
        self.pending_item.setVisible(False)
        self.scene.add_overlay(self.pending_item, Z_PREVIEWS)
        self._labels_timer = QTimer(self)
        self._labels_timer.setSingleShot(True)
        self._labels_timer.timeout.connect(self._place_labels)
        for bar in (self.canvas.horizontalScrollBar(), self.canvas.verticalScrollBar()):
            bar.valueChanged.connect(lambda _v: self._schedule_labels(LABEL_DELAY_MS // 3))

        self._tools = [
            SelectMoveTool(self),
            AddPointTool(self),
            ConnectTool(self),
            DeleteTool(self),
            SplitTool(self),
            WrapPairTool(self),
            BoardImageTool(self),
        ]
        self._lay_out(self._build_options_bar())

        self.properties = PropertyForm()
        self.properties.edit_requested.connect(self._on_properties_edit_requested)
        self.properties_panel, rules_form = with_rules_form(self.properties)
        self.pack_properties = PackProperties(document, self.properties, rules_form)
        # The backdrop has no tool in the studio: say where it comes from, under the pack.
        self.backdrop_note = QLabel()
        self.backdrop_note.setObjectName("backdrop_note")
        self.backdrop_note.setWordWrap(True)
        self.backdrop_note.setTextFormat(Qt.TextFormat.RichText)
        self.backdrop_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.backdrop_note.setStyleSheet("color: #5a5f66; padding: 4px 6px;")
        self.properties_panel.widget().layout().insertWidget(1, self.backdrop_note)
        self.backdrop_note.hide()
        self.cards_panel = CardTableWidget(self)
        self.cards_panel.point_activated.connect(
            lambda pid: self.select(("point", pid), centre=True)
        )
        self.colours_panel = ColourTableWidget(document)
        self.cards_tabs = QTabWidget()
        self.cards_tabs.addTab(self.cards_panel, translate("ExpeditionEditor", "Destination cards"))
        self.cards_tabs.addTab(self.colours_panel, translate("ExpeditionEditor", "Colours && arrows"))
        self._fitted = False

        document.changed.connect(self._on_document_changed)
        self.set_active_tool(self._tools[0])
        self._after_rebuild()
        # The world frame bounds every point: no need to ask the scene for its items' bounds.
        world = self.scene.map_rect()
        m = world.width()
        self.canvas.setSceneRect(world.adjusted(-m, -m, m, m))
        self.fit_to_view()

    # --- the scene's items (read by tests and benchmarks under their old names) -------------

    _point_items = property(lambda self: self.scene._point_items)
    _path_items = property(lambda self: self.scene._path_items)
    _incident = property(lambda self: self.scene._incident)
    _wrap_items = property(lambda self: self.scene._wrap_items)
    _path_highlight = property(lambda self: self.scene._path_highlight)
    _label_layer = property(lambda self: self.scene._label_layer)

    # --- options bar ---------------------------------------------------------------------

    def _build_options_bar(self) -> QWidget:
        bar = QWidget()
        row = QHBoxLayout(bar)
        row.setContentsMargins(6, 4, 6, 4)
        row.addWidget(QLabel(translate("ExpeditionEditor", "New point kind:")))
        self.kind_combo = QComboBox()
        self.kind_combo.setToolTip(translate("ExpeditionEditor", "Kind of the points the Add point (P) and Split (S) tools make."))
        for kind in ee.KINDS:
            self.kind_combo.addItem(translate("ExpeditionEditor", POINT_KINDS.get(kind, kind)), kind)
        self.kind_combo.setCurrentIndex(ee.KINDS.index(self.point_kind))
        self.kind_combo.currentIndexChanged.connect(
            lambda i: setattr(self, "point_kind", self.kind_combo.itemData(i))
        )
        row.addWidget(self.kind_combo)
        row.addSpacing(12)
        self.overlay_check = QCheckBox(translate("ExpeditionEditor", "Distance from rose"))
        self.overlay_check.setToolTip(
            translate("ExpeditionEditor", "Show each point's distance (in paths, wrap pairs as one point) from the rose and ring the green points far enough to take a token (E2).")
        )
        self.overlay_check.toggled.connect(self.set_overlay)
        row.addWidget(self.overlay_check)
        row.addStretch(1)
        self.info_label = QLabel()
        row.addWidget(self.info_label)
        return bar

    def _refresh_info(self) -> None:
        pack = self.document.pack
        text = (
            translate("ExpeditionEditor", "{count} points · {count2} paths · {count3} wrap pairs · {count4} cards").format(count=len(pack.points), count2=len(pack.paths), count3=len(pack.wraps), count4=len(pack.cards))
        )
        if self.scene.overlay_shown():
            greens = sum(p.kind == "green" for p in pack.points)
            text += (
                translate("ExpeditionEditor", " · token points (≥ {token_distance} paths from the rose): {count} of {greens} green").format(token_distance=pack.rules.token_distance, count=len(ee.token_points(pack)), greens=greens)
            )
        self.info_label.setText(text)

    # --- the scene ----------------------------------------------------------------------

    def _after_rebuild(self) -> None:
        """Drop a selection the new network lost, then show it, the names and the counts."""
        if self._selection and self._selection[0] == "point":
            if not self.scene.has_point(self._selection[1]):
                self._selection = None
        elif self._selection and self._selection[0] == "path":
            if self._selection[1] >= self.scene.drawn_path_count():
                self._selection = None
        self._schedule_labels()
        self._show_selection()
        self._refresh_info()

    def show_problems(self, problems) -> None:
        """Ring the points that problems name (red for errors, amber for warnings).

        A wrap pair's or a path's problem rings both its points; a card's, its point. Called
        by the studio each time the Problems panel has checked the pack again.
        """
        self.scene.set_marks(
            MARK_PROBLEMS, [(p.where, "error" if p.severity == "error" else "warning") for p in problems]
        )

    def problem_points(self) -> dict[str, str]:
        """The points ringed for a problem: ``{point_id: "error" | "warning"}``."""
        return self.scene.problem_points()

    def set_overlay(self, on: bool) -> None:
        """Show or hide the distance-from-rose overlay (E2)."""
        on = bool(on)
        if self.overlay_check.isChecked() != on:
            self.overlay_check.setChecked(on)
        self.scene.set_overlay(on)
        self._schedule_labels()
        self._refresh_info()

    def overlay_shown(self) -> bool:
        return self.scene.overlay_shown()

    def _schedule_labels(self, delay: int = 0) -> None:
        """Place the names again once events are processed (after ``delay`` ms)."""
        self._labels_timer.start(delay)

    def _place_labels(self) -> None:
        """Give a name to every point in view that has room for it (``ExpeditionScene.place_labels``)."""
        view = self.canvas
        if not (view.isVisible() and self._fitted):
            # Before the first fit the view's zoom means nothing: the fit places them.
            self.scene.clear_labels()
            return
        self.scene.place_labels(view)

    def shown_labels(self) -> dict[str, str]:
        """The names drawn on the canvas now: ``{point_id: name}``."""
        return self.scene.shown_labels()

    def _on_canvas_zoom_changed(self, zoom: float) -> None:
        self.scene.set_view_zoom(zoom)
        # A wheel turn zooms in steps: place the names once it pauses.
        self._schedule_labels(LABEL_DELAY_MS // 4 if self.scene.shown_labels() else 0)
        self.zoom_changed.emit(zoom)

    def _on_document_changed(self, event: ChangeEvent) -> None:
        update = self.scene.set_pack(self.document.pack, event)
        if event.where and all(w.startswith("card_layouts") for w in event.where):
            self.cards_panel.refresh()  # only how the cards look
            return
        if update.kind == "moved":
            self._schedule_labels(LABEL_DELAY_MS)
            if self._selection and self._selection[0] == "point":
                self._show_properties()
            return
        if event.kind == ChangeKind.SETTINGS:
            if self.scene.overlay_shown():
                self._schedule_labels()
            self._refresh_info()
            if not self._selection:
                self.pack_properties.show()
            return
        if update.kind == "kept":  # the colours and arrows only
            self.colours_panel.refresh()
            return
        if update.kind == "restyled":
            self._schedule_labels()
            self._show_properties()
            self.cards_panel.refresh()
            return
        self._after_rebuild()
        self.cards_panel.refresh()
        if update.kind == "rebuilt":
            self.colours_panel.refresh()

    # --- picking -------------------------------------------------------------------------

    def to_map(self, pos: QPointF) -> tuple[float, float]:
        """Map position of a scene position, rounded to 0.01 and kept on the world."""
        return self.scene.to_map(pos)

    def point_scene_pos(self, point_id: str) -> QPointF:
        """Scene position of a point."""
        return self.scene.point_scene_pos(point_id)

    def point_at(self, pos: QPointF) -> str | None:
        """Id of the point nearest to scene position ``pos`` within the pick distance."""
        return self.scene.point_at(pos, self.canvas)

    def path_at(self, pos: QPointF) -> int | None:
        """Index in ``pack.paths`` of the path nearest to ``pos`` within the pick distance."""
        return self.scene.path_at(pos, self.canvas)

    def project_on_path(self, index: int, pos: QPointF) -> QPointF:
        """The point of path ``index`` nearest to scene position ``pos``."""
        return self.scene.project_on_path(index, pos)

    def set_pending(self, point_id: str | None, pos: QPointF | None = None) -> None:
        """Draw the rubber band of a two-click gesture from ``point_id`` to ``pos`` (None hides)."""
        if point_id is None or not self.scene.has_point(point_id):
            self.pending_item.setVisible(False)
            return
        start = self.scene.point_scene_pos(point_id)
        self.pending_item.setLine(QLineF(start, pos if pos is not None else start))
        self.pending_item.setVisible(True)

    # --- tools ---------------------------------------------------------------------------

    # --- selection -----------------------------------------------------------------------

    def select(self, selection: tuple[str, object] | None, centre: bool = False) -> None:
        """Select ``("point", id)``, ``("path", index)`` or nothing, and show it."""
        self._selection = selection
        self._show_selection()
        if centre and selection and selection[0] == "point" and self.scene.has_point(selection[1]):
            self.canvas.centerOn(self.scene.point_item(selection[1]))
        self.selection_changed.emit(self._selected_paths())

    def _selected_paths(self) -> tuple[str, ...]:
        """The JSON path of the selection, as a tuple (empty when nothing is selected)."""
        selection = self._selection
        i = self.scene.point_index(selection[1]) if selection and selection[0] == "point" else None
        if i is not None:
            return (f"points[{i}]",)
        if selection and selection[0] == "path":
            return (f"paths[{selection[1]}]",)
        return ()

    def selection(self) -> tuple[str, object] | None:
        return self._selection

    def selected_point(self) -> str | None:
        """Id of the selected point, or None."""
        return self._selection[1] if self._selection and self._selection[0] == "point" else None

    def _show_selection(self) -> None:
        self._schedule_labels()
        self.scene.set_marks(MARK_SELECTION, dict.fromkeys(self._selected_paths(), True))
        self._show_properties()
        self.cards_panel.show_point(self.selected_point())
        self.cards_panel.refresh_buttons()

    def _show_properties(self) -> None:
        pack = self.document.pack
        sel = self._selection
        i = self.scene.point_index(sel[1]) if sel and sel[0] == "point" else None
        if i is not None:
            p = pack.points[i]
            extra = ""
            partner = self.scene.wrap_partner(p.id)
            if partner is not None:
                other = next((q for q in pack.points if q.id == partner), None)
                extra = translate("ExpeditionEditor", " · one point with {arg1}").format(arg1=ee.point_name(other) if other else partner)
            self.properties.set_title(translate("ExpeditionEditor", "{point_name} ({kind} point){extra}").format(point_name=ee.point_name(p), kind=translate("ExpeditionEditor", POINT_KINDS.get(p.kind, p.kind)), extra=extra))
            self.properties.set_element(p, f"points[{i}]")
        elif sel and sel[0] == "path" and sel[1] < len(pack.paths):
            name = element_text(pack, f"paths[{sel[1]}]")
            self.properties.set_title(name[:1].upper() + name[1:])
            self.properties.set_element(pack.paths[sel[1]], f"paths[{sel[1]}]", read_only=("a", "b"))
        else:
            self.pack_properties.show()  # nothing selected: the pack's own properties
            self._show_backdrop_note(bool(pack.backdrop))
            return
        self.pack_properties.hide()
        self._show_backdrop_note(False)

    def _show_backdrop_note(self, on: bool) -> None:
        """Under the pack's properties: where the backdrop comes from, how it is rebuilt."""
        if on:
            backdrop = self.document.pack.backdrop
            self.backdrop_note.setText(translate(
                "ExpeditionEditor",
                "<b>Backdrop</b>: the coastlines drawn behind the network ({count} polygons, "
                "{points} points) cannot be edited in the studio. The World's come from Natural "
                "Earth's 1:110m countries (public domain), joined and simplified by the build "
                "script. To rebuild them, run <code>python {script}</code> from the repository "
                "(its docstring says what it needs installed); it writes the shipped pack "
                "<code>{target}</code>, and a pack of your own keeps the backdrop it was made "
                "from.").format(count=len(backdrop), points=sum(len(r) for r in backdrop),
                                script=BUILD_SCRIPT,
                                target="content/packs/expedition.json"))
        self.backdrop_note.setVisible(on)

    def _on_properties_edit_requested(self, field: str, value) -> None:
        sel = self._selection
        if self.properties.path == "":  # the form shows the pack itself
            self.pack_properties.edit(field, value)
            return
        if not sel or sel[0] != "point":
            return
        pid = sel[1]
        i = self.scene.point_index(pid)
        if field == "id":
            if RenamePointCommand.can_rename(self.document, pid, value):
                self._selection = ("point", value)
                self.document.push(RenamePointCommand(self.document, pid, value))
            else:
                why = translate("ExpeditionEditor", "another point has that id") if is_id(value) else translate("ExpeditionEditor", "not a valid id")
                self.status_message.emit(translate("ExpeditionEditor", "Cannot rename '{pid}' to '{value}': {why}").format(pid=pid, value=value, why=why))
                self._show_properties()
        elif field == "kind":
            self.document.push(SetPointKindCommand(self.document, pid, value))
        else:
            self.document.push(SetFieldCommand(self.document, f"points[{i}].{field}", value))

    def delete_selection(self) -> bool:
        """Delete the selected point or path; True if something was deleted."""
        sel = self._selection
        if not sel:
            return False
        self.select(None)
        if sel[0] == "point":
            self.document.push(DeletePointsCommand(self.document, [sel[1]]))
        else:
            self.document.push(DeletePathsCommand(self.document, [sel[1]]))
        return True

    def select_path(self, where: str) -> bool:
        """Select what a JSON path names: a point, a path, a wrap pair's point, a card, a colour."""
        try:
            steps = parse_path(where)
        except ValueError:
            return False
        pack = self.document.pack
        if len(steps) < 2 or not isinstance(steps[1], int):
            return False
        field, i = steps[0], steps[1]
        if field == "points" and i < len(pack.points):
            self.select(("point", pack.points[i].id), centre=True)
            return True
        if field == "paths" and i < len(pack.paths):
            self.select(("path", i))
            line = self.scene.path_line(i)
            if line is not None:
                self.canvas.centerOn(line.center())
            return True
        if field == "wraps" and i < len(pack.wraps):
            end = steps[2] if len(steps) > 2 and steps[2] in ("a", "b") else "a"
            pid = getattr(pack.wraps[i], end)
            if self.scene.has_point(pid):
                self.select(("point", pid), centre=True)
                return True
            return False
        if field == "cards" and i < len(pack.cards):
            self.cards_panel.table.selectRow(i)
            if self.scene.has_point(pack.cards[i].point):
                self.select(("point", pack.cards[i].point), centre=True)
            return True
        if field == "colours" and i < len(pack.colours):
            self.colours_panel.table.selectRow(i)
            return True
        return False

    # --- view ----------------------------------------------------------------------------

    def side_panels(self) -> list[tuple[str, QWidget]]:
        return [("Properties", self.properties_panel), ("Cards", self.cards_tabs)]

    def edit_board_image(self):
        """File > Board Image…: the dialog choosing the picture under the map."""
        from app.widgets.board_image_dialog import edit_board_image

        return edit_board_image(self)

    def fit_to_view(self) -> None:
        """Show the whole world frame."""
        self._fitted = self.canvas.isVisible()
        self.canvas.fit_to_view(self.scene.map_rect())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            # The tab gets its real size only once shown: fit the world then.
            QTimer.singleShot(0, self.fit_to_view)

    def _on_canvas_cursor_moved(self, pos: QPointF) -> None:
        self.cursor_moved.emit(pos.x() / SCALE, -pos.y() / SCALE)
