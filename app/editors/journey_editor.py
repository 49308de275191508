"""The Journey map editor: tools, panels and selection on top of the Journey board scene.

The editor mirrors ``document.pack`` (A4): on every ``changed`` it hands the new pack to its
``JourneyScene`` (app/boards/), which updates the items (positions only for a GEOMETRY
event, a keyed diff otherwise), and never edits the model; its tools and panels push
commands. The scene owns the items, the projection, picking, marks and labels; the editor
keeps the selection (element keys) and shows it as the scene's selection marks.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QDockWidget,
    QGraphicsLineItem,
    QGraphicsRectItem,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QWidget,
)

from app.boards.base import MARK_PROBLEMS, MARK_SELECTION, Z_PREVIEWS
from app.boards.journey_items import PROBLEM_COLOURS, LinkItem
from app.boards.journey_scene import JourneyScene
from app.commands.delete_colour import DeleteColourCommand
from app.commands.delete_elements import DeleteElementsCommand
from app.editors.base import EditorWidget
from app.editors.journey_borders_panel import JourneyBordersPanel
from app.editors.journey_panels import JourneyCardsPanel, JourneyPropertiesPanel
from app.i18n import translate
from app.tools.board_image import BoardImageTool
from app.tools.journey_coast import JourneyCoastTool
from app.tools.journey_country import JourneyCountryTool
from app.tools.journey_delete import JourneyDeleteTool
from app.tools.journey_link import JourneyLinkTool
from app.tools.journey_outline import JourneyOutlineTool
from app.tools.journey_sea import JourneySeaTool
from app.tools.journey_select import JourneySelectTool
from app.widgets.canvas import MapCanvas

#: Milliseconds after a zoom or an edit before labels are placed again.
LABEL_DELAY_MS = 40
LABEL_DELAY_AFTER_MOVE_MS = 200
LINK_KINDS = (("land", QT_TRANSLATE_NOOP("JourneyEditor", "Land")),
              ("ferry", QT_TRANSLATE_NOOP("JourneyEditor", "Ferry")),
              ("bridge", QT_TRANSLATE_NOOP("JourneyEditor", "Bridge")))


class JourneyEditor(EditorWidget):
    """Edits a Journey pack's map, colour groups and card set.

    Attributes:
        canvas: the MapCanvas.
        scene: its JourneyScene (app/boards/journey_scene.py).
        selection: the selected elements as keys: ``("country", id)``, ``("sea", id)``,
            ``("link", a, b)`` or ``("colour", id)``.
        link_kind: the kind the Link tool makes ("land", "ferry" or "bridge").
        preview_line, rubber_band: the tools' gesture previews (scene overlays).
    """

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.scene = JourneyScene(document.pack, self)
        self.canvas = MapCanvas(self.scene, self)
        self.selection: tuple = ()
        self.link_kind = "land"
        self._fitted = False

        self.preview_line = QGraphicsLineItem()
        pen = QPen(QColor("#ff7a00"), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.preview_line.setPen(pen)
        self.preview_line.hide()
        self.scene.add_overlay(self.preview_line, Z_PREVIEWS)
        self.rubber_band = QGraphicsRectItem()
        band_pen = QPen(QColor("#2f6fbf"), 1, Qt.PenStyle.DashLine)
        band_pen.setCosmetic(True)
        self.rubber_band.setPen(band_pen)
        self.rubber_band.setBrush(QColor(47, 111, 191, 40))
        self.rubber_band.hide()
        self.scene.add_overlay(self.rubber_band, Z_PREVIEWS)

        self._tools = [
            JourneySelectTool(self),
            JourneyCountryTool(self),
            JourneyLinkTool(self),
            JourneySeaTool(self),
            JourneyCoastTool(self),
            JourneyOutlineTool(self),
            JourneyDeleteTool(self),
            BoardImageTool(self),
        ]
        self._active = None

        self.options = self._build_options()
        self._lay_out(self.options)

        self.properties = JourneyPropertiesPanel(self)
        self.cards_panel = JourneyCardsPanel(self)
        self.borders_panel = JourneyBordersPanel(self)

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
        self.canvas.update_scene_rect()
        self.set_active_tool(self._tools[0])

    # ------------------------------------------------------------------ the scene's items

    # The scene's item tables, read by tests and benchmarks under their old names.
    _countries = property(lambda self: self.scene._countries)
    _looks = property(lambda self: self.scene._looks)
    _seas = property(lambda self: self.scene._seas)
    _coasts = property(lambda self: self.scene._coasts)
    _links = property(lambda self: self.scene._links)

    @property
    def hover(self):
        """The key of the element highlighted under the pointer, or None."""
        return self.scene.hover

    # ------------------------------------------------------------------ EditorWidget

    def tool(self, cls):
        """The editor's tool of class ``cls``."""
        return next(t for t in self._tools if isinstance(t, cls))

    def _on_tool_activated(self, tool) -> None:
        self._hint.setText(translate("JourneyEditor", "<b>{name}</b> — {tooltip}").format(name=translate("tools", tool.name), tooltip=translate("tools", tool.tooltip)))
        self._kind_box.setVisible(isinstance(tool, JourneyLinkTool))

    def side_panels(self):
        return [("Properties", self.properties), ("Cards", self.cards_panel), ("Borders", self.borders_panel)]

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
        self.canvas.fit_to_view(self.scene.map_rect())
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

    def edit_board_image(self):
        """File > Board Image…: the dialog choosing the picture under the map."""
        from app.widgets.board_image_dialog import edit_board_image

        return edit_board_image(self)

    # ------------------------------------------------------------------ projection

    def to_scene(self, x: float, y: float) -> QPointF:
        """Scene position of map position (x, y)."""
        return self.scene.to_scene(x, y)

    def to_map(self, pos: QPointF) -> tuple[float, float]:
        """Map position (x, y) of a scene position, rounded to 4 decimals."""
        return self.scene.to_map(pos)

    def map_delta(self, a: QPointF, b: QPointF) -> tuple[float, float]:
        """The map-unit offset from scene point ``a`` to ``b``."""
        return self.scene.map_delta(a, b)

    def map_rect(self) -> QRectF:
        """Scene rectangle around every country and sea, with room for labels."""
        return self.scene.map_rect()

    # ------------------------------------------------------------------ picking

    def item_of(self, key):
        """The scene item showing ``key``, or None."""
        return self.scene.item_of(key)

    def element_at(self, pos: QPointF, kinds=("country", "sea", "link")):
        """The key of the element under scene position ``pos`` (countries first), or None."""
        return self.scene.key_at(pos, self.canvas, kinds)

    def country_scene_pos(self, cid: str) -> QPointF | None:
        """Where country ``cid`` is drawn, or None if it is not on the map."""
        return self.scene.country_scene_pos(cid)

    def keys_in_rect(self, rect: QRectF) -> tuple:
        """Keys of the countries and seas whose position lies in scene rectangle ``rect``."""
        return self.scene.keys_in_rect(rect)

    def key_of_path(self, where: str):
        """The element key a JSON path names (``countries[3].name`` -> the country), ``("pack",)``
        for the pack's own fields and rules, or None."""
        return self.scene.key_of_path(where)

    def path_of_key(self, key) -> str | None:
        """The JSON path of the element ``key`` names, or None if it is gone."""
        return self.scene.path_of_key(key)

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
        self.selection = keys
        paths = tuple(p for p in (self.path_of_key(k) for k in keys) if p)
        self.scene.set_marks(MARK_SELECTION, dict.fromkeys(paths, True))
        if any(k[0] == "country" and self.scene.label_hidden(k[1]) for k in keys):
            self._label_timer.start(LABEL_DELAY_MS)  # a selected country shows its hidden name
        self.properties.refresh()
        self.selection_changed.emit(paths)

    def set_hover(self, key) -> None:
        """Highlight the element under the pointer (``None``: nothing), as feedback."""
        self.scene.set_hover(key)

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
        self.scene.set_marks(
            MARK_PROBLEMS,
            [(p.where, p.severity if p.severity in PROBLEM_COLOURS else "warning") for p in problems],
        )

    def select_all(self) -> None:
        """Select every country and sea (Edit > Select All)."""
        self.set_selection(self.scene.all_keys())

    def show_status(self, text: str) -> None:
        """A hint in the status bar and the options strip."""
        self.status_message.emit(text)

    # ------------------------------------------------------------------ mirroring the model

    def _on_document_changed(self, event) -> None:
        update = self.scene.set_pack(self.document.pack, event)
        if event.where and all(w.startswith("card_layouts") for w in event.where):
            self.cards_panel.refresh()  # only how the cards look
            return
        if update.kind == "moved":
            self.properties.refresh(geometry_only=True)
            self._label_timer.start(LABEL_DELAY_AFTER_MOVE_MS)  # once the drag pauses
            return
        if update.kind == "rebuilt":
            self._keep_selection(self.scene.previous_ids, self.scene.shown_ids())
        self.properties.refresh()
        self.cards_panel.refresh()
        self._label_timer.start(LABEL_DELAY_MS)

    def _keep_selection(self, before: dict, after: dict) -> None:
        """After a rebuild, keep what is still there selected and drop what is gone.

        A selected element whose id alone changed (a rename, or its undo) stays selected.
        """
        renamed = {}
        for kind, ids in before.items():
            gone, new_ids = ids - after[kind], after[kind] - ids
            if len(gone) == 1 and len(new_ids) == 1:
                renamed[(kind, next(iter(gone)))] = (kind, next(iter(new_ids)))
        keep = tuple(k2 for k2 in (renamed.get(k, k) for k in self.selection) if self.scene.exists(k2))
        self.selection = ()
        self.set_selection(keep)

    # ------------------------------------------------------------------ labels

    def place_labels(self) -> None:
        """Place the country names for the canvas's view (``JourneyScene.place_labels``)."""
        self.scene.place_labels(self.canvas)

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
        kinds.addWidget(QLabel(translate("JourneyEditor", "Link kind:")))
        self._kind_group = QButtonGroup(self)
        for n, (kind, text) in enumerate(LINK_KINDS, start=1):
            button = QRadioButton(f"{translate('JourneyEditor', text)} ({n})")
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
