"""The hex terrain editor of Trails packs: one board at a time, painted with terrains.

The board is a ``TrailsScene`` (app/boards/), which mirrors the document (A4): a brush
stroke's change event names each painted hex (``boards[b].hexes[i]``) and only those items
are repainted; structural changes rebuild the board's items. The editor keeps the tools,
the options bar, the panels and the selected hex, shown as the scene's selection mark.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, QPointF, QTimer
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.boards.base import MARK_PROBLEMS, MARK_SELECTION
from app.boards.trails_items import HEX_SIZE, hex_centre
from app.boards.trails_scene import TrailsScene
from app.commands.add_board import AddBoardCommand
from app.commands.apply_board_shape import ApplyBoardShapeCommand
from app.commands.paint_hexes import PaintHexesCommand
from app.commands.randomise_interior import RandomiseInteriorCommand
from app.commands.remove_board import RemoveBoardCommand
from app.commands.remove_hex import RemoveHexCommand
from app.commands.set_field import SetFieldCommand
from app.documents import ChangeEvent, ChangeKind
from app.editors.base import EditorWidget
from app.editors.pack_properties import PackProperties, with_rules_form
from app.editors.trails_panels import DeckTableWidget, TerrainTableWidget
from app.i18n import translate
from app.tools.trails_tools import BrushTool, EyedropperTool, FillTool, HexShapeTool, SelectHexTool
from app.widgets.canvas import MapCanvas
from app.widgets.property_form import PropertyForm
from content.edit import parse_path
from content.edit import trails as et
from content.rules.trails import missing_player_counts

#: Label of the null terrain (drawn from the tile set at setup, T8).
RANDOM_LABEL = QT_TRANSLATE_NOOP("TrailsEditor", "Random (drawn at setup)")


def _shape_text(players: int) -> str:
    """A menu entry for the board of ``players`` players: its T6 rows, hexes and girls."""
    if players not in et.SHAPE_PRESETS:
        return translate("trails_editor", "{players} players: one hex to grow (rule T6 has no shape for {players})").format(players=players)
    widths, girls = et.SHAPE_PRESETS[players]
    return translate("trails_editor", "{players} players: rows {join} ({sum} hexes, {girls} girls)").format(players=players, join='-'.join(map(str, widths)), sum=sum(widths), girls=girls)


def _swatch(brush: QBrush) -> QIcon:
    pm = QPixmap(16, 16)
    pm.fill(QColor("white"))
    p = QPainter(pm)
    p.fillRect(1, 1, 14, 14, brush)
    p.end()
    return QIcon(pm)

#: Room for a menu button's arrow beside its text, so the arrow never covers the last letters
#: (longer in Finnish and French).
_MENU_BUTTON_STYLE = "QToolButton { padding-right: 14px; }"


class TrailsEditor(EditorWidget):
    """The Trails editor: board options bar above a hex canvas; terrain and deck panels.

    Attributes:
        scene: the TrailsScene (app/boards/trails_scene.py).
        board_index: index in ``pack.boards`` of the board shown (-1 when there is none).
        brush_terrain: terrain id the brush and fill paint with (None: random).
        hex_size: circumradius of a hex in scene units.
    """

    hex_size = HEX_SIZE

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.brush_terrain: str | None = (
            document.pack.terrains[0].id if document.pack.terrains else None
        )
        self._selected: int | None = None
        self._updating = False

        self.scene = TrailsScene(document.pack, self)
        self.canvas = MapCanvas(self.scene, self)
        self.canvas.cursor_moved.connect(self._on_canvas_cursor_moved)
        self.canvas.zoom_changed.connect(self._on_canvas_zoom_changed)
        self.canvas.viewport().installEventFilter(self)  # the hover outline goes on leave

        self._tools = [
            SelectHexTool(self),
            BrushTool(self),
            FillTool(self),
            EyedropperTool(self),
            HexShapeTool(self),
        ]
        self._lay_out(self._build_options_bar())

        self.properties = PropertyForm()
        self.properties.set_title(translate("TrailsEditor", "Hex"))
        self.properties.edit_requested.connect(self._on_properties_edit_requested)
        self.properties_panel, rules_form = with_rules_form(self.properties)
        self.pack_properties = PackProperties(document, self.properties, rules_form)
        self.terrain_panel = TerrainTableWidget(document)
        self.deck_panel = DeckTableWidget(document)
        self.cards_tabs = QTabWidget()
        self.cards_tabs.addTab(self.deck_panel, translate("TrailsEditor", "Deck"))
        self.cards_tabs.addTab(self.terrain_panel, translate("TrailsEditor", "Terrains && tiles"))
        self._fitted = False
        self._info_timer = QTimer(self)
        self._info_timer.setSingleShot(True)
        self._info_timer.setInterval(0)
        self._info_timer.timeout.connect(self._refresh_info)

        document.changed.connect(self._on_document_changed)
        # Select first, as every editor: a first click must look, never paint.
        self.set_active_tool(self._tools[0])
        self._after_rebuild(rebuilt=True)
        self.fit_to_view()

    # --- the scene's items (read by tests and benchmarks under their old names) -------------

    _items = property(lambda self: self.scene._items)
    _problem_outlines = property(lambda self: self.scene._problem_outlines)
    _ring_count = property(lambda self: self.scene.ring_count)
    ring_item = property(lambda self: self.scene.ring_item)
    points_item = property(lambda self: self.scene.points_item)
    selection_item = property(lambda self: self.scene.selection_item)
    hover_item = property(lambda self: self.scene.hover_item)

    @property
    def board_index(self) -> int:
        """Index in ``pack.boards`` of the board shown (-1 when there is none)."""
        return self.scene.board_index

    # --- options bar ---------------------------------------------------------------------

    def _build_options_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("trailsOptionsBar")
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(6, 4, 6, 4)
        rows.setSpacing(2)
        row = QHBoxLayout()
        rows.addLayout(row)
        row.addWidget(QLabel(translate("TrailsEditor", "Board:")))
        self.board_combo = QComboBox()
        self.board_combo.setToolTip(translate("TrailsEditor", "The board edited: one per player count (T6)."))
        self.board_combo.activated.connect(self._on_board_combo_activated)
        row.addWidget(self.board_combo)
        # A menu of the player counts the rules allow that have no board yet (T4), each
        # with its T6 shape: a count that needs no board is never offered.
        self.add_board_button = QToolButton()
        self.add_board_button.setText(translate("TrailsEditor", "Add board"))
        self.add_board_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add_board_button.setStyleSheet(_MENU_BUTTON_STYLE)
        self.add_board_menu = QMenu(self.add_board_button)
        self.add_board_button.setMenu(self.add_board_menu)
        self._offered_counts: tuple[int, ...] | None = None
        row.addWidget(self.add_board_button)
        self.remove_board_button = QToolButton()
        self.remove_board_button.setText(translate("TrailsEditor", "Remove board"))
        self.remove_board_button.clicked.connect(self._on_remove_board_clicked)
        row.addWidget(self.remove_board_button)
        row.addSpacing(12)
        # A menu, not a box: choosing a shape is an action (one undo step), not a setting.
        self.shape_button = QToolButton()
        self.shape_button.setText(translate("TrailsEditor", "Apply shape"))
        self.shape_button.setToolTip(translate("TrailsEditor", "Give the board one of the rulebook's shapes (T6)."))
        self.shape_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.shape_button.setStyleSheet(_MENU_BUTTON_STYLE)
        self.shape_menu = QMenu(self.shape_button)
        for players in et.SHAPE_PRESETS:
            action = self.shape_menu.addAction(_shape_text(players))
            action.setData(players)
            action.triggered.connect(lambda _c=False, n=players: self.apply_shape(n))
        self.shape_button.setMenu(self.shape_menu)
        row.addWidget(self.shape_button)
        row.addSpacing(12)
        row.addWidget(QLabel(translate("TrailsEditor", "Girls:")))
        self.girls_spin = QSpinBox()
        self.girls_spin.setRange(0, 1000)
        self.girls_spin.setToolTip(translate("TrailsEditor", "Girls placed on this board (T6, T9)."))
        self.girls_spin.valueChanged.connect(self._on_girls_spin_changed)
        row.addWidget(self.girls_spin)
        row.addStretch(1)
        row = QHBoxLayout()
        rows.addLayout(row)
        row.addWidget(QLabel(translate("TrailsEditor", "Terrain:")))
        self.terrain_combo = QComboBox()
        self.terrain_combo.setToolTip(translate("TrailsEditor", "What the brush and fill paint (I picks it from a hex)."))
        self.terrain_combo.activated.connect(self._on_terrain_combo_activated)
        row.addWidget(self.terrain_combo)
        row.addSpacing(12)
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setPrefix(translate("TrailsEditor", "seed "))
        self.seed_spin.setValue(1)
        row.addWidget(self.seed_spin)
        self.randomise_button = QPushButton(translate("TrailsEditor", "Randomise interior"))
        self.randomise_button.setToolTip(
            translate("TrailsEditor", "Draw the terrain of every non-path hex from the tile set with this seed (T8).")
        )
        self.randomise_button.clicked.connect(self._on_randomise_clicked)
        row.addWidget(self.randomise_button)
        row.addStretch(1)
        self.info_label = QLabel()
        row.addWidget(self.info_label)
        return bar

    def _refresh_options(self) -> None:
        pack = self.document.pack
        self._updating = True
        try:
            self.board_combo.clear()
            for b in pack.boards:
                self.board_combo.addItem(
                    (translate("TrailsEditor", "{n} player") if b.players == 1 else translate("TrailsEditor", "{n} players")).format(n=b.players), b.players
                )
            if self.board_index >= 0:
                self.board_combo.setCurrentIndex(self.board_index)
            self._refresh_add_board_menu()
            self.remove_board_button.setEnabled(self.board_index >= 0)
            self.shape_button.setEnabled(self.board_index >= 0)
            board = self.board
            self.girls_spin.setEnabled(board is not None)
            self.girls_spin.setValue(board.girls if board else 0)
            self.terrain_combo.clear()
            for t in pack.terrains:
                self.terrain_combo.addItem(_swatch(self.scene.brush(t.id)), t.name, t.id)
            self.terrain_combo.addItem(_swatch(self.scene.brush(None)), translate("TrailsEditor", RANDOM_LABEL), None)
            i = self.terrain_combo.findData(self.brush_terrain)
            if self.brush_terrain is None:
                i = self.terrain_combo.count() - 1
            self.terrain_combo.setCurrentIndex(max(i, 0))
            self.randomise_button.setEnabled(
                self.board_index >= 0
                and RandomiseInteriorCommand.can_randomise(self.document, self.board_index)
            )
            self._refresh_info()
        finally:
            self._updating = False

    def _refresh_info(self) -> None:
        board = self.board
        if board is None:
            self.info_label.setText(translate("TrailsEditor", "No board: add one"))
            return
        ring = self.scene.ring_count
        nulls = sum(h.terrain is None for h in board.hexes)
        self.info_label.setText(
            translate("TrailsEditor", "{count} hexes · path {ring} · random {nulls} · girls {girls}").format(count=len(board.hexes), ring=ring, nulls=nulls, girls=board.girls)
        )

    # --- the board -----------------------------------------------------------------------

    @property
    def board(self):
        """The board shown, or None."""
        return self.scene.board

    def set_board(self, index: int) -> None:
        """Show board ``index``."""
        if index != self.board_index:
            self._selected = None
            update = self.scene.set_board(index)
            self._after_rebuild(update.kind == "rebuilt")

    def _after_rebuild(self, rebuilt: bool) -> None:
        """Show the selection, the options and the panels again after the scene updated."""
        if rebuilt:
            if self._selected is not None and self._selected >= self.scene.hex_count():
                self._selected = None
            self._show_selection()
            self._update_scene_rect()
        else:
            self._show_selection()
        self._refresh_options()
        self.terrain_panel.refresh()
        self.deck_panel.refresh()

    def _update_scene_rect(self) -> None:
        """Let the view pan well past the board."""
        r = self.scene.map_rect()
        m = max(r.width(), r.height(), 500.0)
        self.canvas.setSceneRect(r.adjusted(-m, -m, m, m))

    def _on_document_changed(self, event: ChangeEvent) -> None:
        update = self.scene.set_pack(self.document.pack, event)
        if update.kind == "painted":
            # The counts in the options bar are refreshed once the events are processed.
            self._info_timer.start()
            if self._selected is not None:
                self._show_selection()
            return
        if (
            event.kind == ChangeKind.ELEMENTS
            and all(w.startswith(("card_colours", "tiles", "card_layouts")) for w in event.where)
            and event.where
        ):
            self.deck_panel.refresh()
            self.terrain_panel.refresh()
            self._refresh_options()
            return
        if event.kind == ChangeKind.SETTINGS:
            self._refresh_options()
            if self._selected is None:
                self.pack_properties.show()
            return
        if update.kind in ("added", "removed"):
            i = update.index
            if update.kind == "added":
                if self._selected is not None and self._selected >= i:
                    self._selected += 1
            elif self._selected == i:
                self._selected = None
            elif self._selected is not None and self._selected > i:
                self._selected -= 1
            self._show_selection()
            self._update_scene_rect()
            self._refresh_options()
            return
        self._after_rebuild(update.kind == "rebuilt")

    # --- tools ---------------------------------------------------------------------------

    def _on_tool_activated(self, tool) -> None:
        self.hover_item.set_cell(None)
        super()._on_tool_activated(tool)

    def hex_at(self, pos: QPointF) -> int | None:
        """Index of the hex of the shown board under scene point ``pos``, or None."""
        return self.scene.hex_at(pos)

    def cell_at(self, pos: QPointF) -> tuple[int, int]:
        """The axial cell under scene point ``pos`` (whether or not the board has a hex there)."""
        return self.scene.to_map(pos)

    def scene_pos_of(self, q: int, r: int) -> QPointF:
        """Scene position of the centre of cell ``(q, r)``."""
        return hex_centre(q, r)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Hide the hover outline when the pointer leaves the canvas."""
        if event.type() == QEvent.Type.Leave and watched is self.canvas.viewport():
            self.show_hover(None)
        return super().eventFilter(watched, event)

    def show_hover(self, cell: tuple[int, int] | None) -> None:
        """Outline the cell under the pointer (None hides it)."""
        self.scene.show_hover(cell)

    def set_brush_terrain(self, terrain: str | None) -> None:
        """Paint with ``terrain`` from now on (None: random)."""
        self.brush_terrain = terrain
        self._refresh_options()

    # --- selection -----------------------------------------------------------------------

    def select_hex(self, index: int | None) -> None:
        """Select hex ``index`` of the shown board (None clears) and show it in Properties."""
        self._selected = index
        self._show_selection()
        where = (f"boards[{self.board_index}].hexes[{index}]",) if index is not None else ()
        self.selection_changed.emit(where)

    def selected_hex(self) -> int | None:
        return self._selected

    def _show_selection(self) -> None:
        board = self.board
        if self._selected is None or board is None or self._selected >= len(board.hexes):
            self.scene.clear_marks(MARK_SELECTION)
            self.pack_properties.show()  # nothing selected: the pack's own properties
            return
        self.pack_properties.hide()
        h = board.hexes[self._selected]
        self.scene.set_marks(MARK_SELECTION, {f"boards[{self.board_index}].hexes[{self._selected}]": True})
        choices = [(t.id, t.name) for t in self.document.pack.terrains] + [(None, translate("TrailsEditor", RANDOM_LABEL))]
        self.properties.set_title(translate("TrailsEditor", "Hex ({q}, {r}) of the {players}-player board").format(q=h.q, r=h.r, players=board.players))
        self.properties.set_element(
            h,
            f"boards[{self.board_index}].hexes[{self._selected}]",
            choices={"terrain": choices},
            read_only=("q", "r"),
        )

    def _on_properties_edit_requested(self, field: str, value) -> None:
        if self.properties.path == "":  # the form shows the pack itself
            self.pack_properties.edit(field, value)
        elif field == "terrain" and self._selected is not None:
            self.document.push(
                PaintHexesCommand(
                    self.document, self.board_index, {self._selected: value}, translate("TrailsEditor", "Set terrain")
                )
            )

    def show_problems(self, problems) -> None:
        """Outline the hexes that problems name (red for errors, amber for warnings).

        Called by the studio each time the Problems panel has checked the pack again.
        """
        self.scene.set_marks(
            MARK_PROBLEMS, [(p.where, "error" if p.severity == "error" else "warning") for p in problems]
        )

    def problem_cells(self) -> list[tuple[int, int]]:
        """The cells of the shown board outlined for a problem."""
        return self.scene.problem_cells()

    def select_path(self, where: str) -> bool:
        """Show what a JSON path names: a board, a hex (outlined), a terrain or a colour."""
        try:
            steps = parse_path(where)
        except ValueError:
            return False
        pack = self.document.pack
        if len(steps) >= 2 and steps[0] == "boards" and isinstance(steps[1], int):
            if steps[1] >= len(pack.boards):
                return False
            self.set_board(steps[1])
            self._refresh_options()
            if len(steps) >= 4 and steps[2] == "hexes" and isinstance(steps[3], int):
                if steps[3] >= len(self._items):
                    return False
                self.scene.flag_hex(steps[3])
                self.select_hex(steps[3])
                self.canvas.centerOn(self._items[steps[3]])
            else:
                self.fit_to_view()
            return True
        if len(steps) >= 2 and steps[0] == "terrains" and isinstance(steps[1], int):
            self.terrain_panel.table.selectRow(steps[1])
            return steps[1] < len(pack.terrains)
        if len(steps) >= 2 and steps[0] == "tiles" and isinstance(steps[1], int):
            if steps[1] < len(pack.tiles):
                tid = pack.tiles[steps[1]].terrain
                row = next((i for i, t in enumerate(pack.terrains) if t.id == tid), -1)
                if row >= 0:
                    self.terrain_panel.table.selectRow(row)
                    return True
            return False
        if len(steps) >= 2 and steps[0] == "card_colours" and isinstance(steps[1], int):
            self.deck_panel.table.selectRow(steps[1])
            return steps[1] < len(pack.card_colours)
        return False

    # --- view ----------------------------------------------------------------------------

    def side_panels(self) -> list[tuple[str, QWidget]]:
        return [("Properties", self.properties_panel), ("Cards", self.cards_tabs)]

    def fit_to_view(self) -> None:
        self._fitted = self.canvas.isVisible()
        self.canvas.fit_to_view(self.scene.map_rect())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            # The tab gets its real size only once shown: fit the board then.
            QTimer.singleShot(0, self.fit_to_view)

    def delete_selection(self) -> bool:
        """Remove the selected hex (Edit > Delete); True if there was one."""
        board = self.board
        if self._selected is None or board is None or self._selected >= len(board.hexes):
            return False
        h = board.hexes[self._selected]
        self.select_hex(None)
        self.document.push(RemoveHexCommand(self.document, self.board_index, h.q, h.r))
        return True

    def _on_canvas_zoom_changed(self, zoom: float) -> None:
        self.scene.set_view_zoom(zoom)
        self.zoom_changed.emit(zoom)

    def outlines_shown(self) -> bool:
        """True while the hexes are drawn with their outlines (not zoomed far out)."""
        return self.scene.outlines_shown()

    def _on_canvas_cursor_moved(self, pos: QPointF) -> None:
        q, r = self.scene.to_map(pos)
        self.cursor_moved.emit(float(q), float(r))

    def cursor_text(self, q: float, r: float) -> str:
        """The axial cell under the pointer and what is there: "q 1, r -2 · Forest"."""
        q, r = round(q), round(r)
        i = self.scene.hex_at(hex_centre(q, r))
        h = self.board.hexes[i] if i is not None else None
        if h is None:
            what = translate("TrailsEditor", "no hex")
        elif h.terrain is None:
            what = translate("TrailsEditor", "random terrain")
        else:
            what = next((t.name for t in self.document.pack.terrains if t.id == h.terrain), h.terrain)
        return f"q {q}, r {r} · {what}"

    # --- options bar slots ---------------------------------------------------------------

    def _on_board_combo_activated(self, index: int) -> None:
        self.set_board(index)

    def _refresh_add_board_menu(self) -> None:
        """Offer the player counts the rules allow that have no board (T4), or say why none."""
        pack = self.document.pack
        missing = tuple(missing_player_counts(pack))
        rules = pack.rules
        allowed = (
            f"{rules.min_players} players" if rules.min_players == rules.max_players
            else translate("TrailsEditor", "{min_players}–{max_players} players").format(min_players=rules.min_players, max_players=rules.max_players)
        )
        if missing:
            counts = ", ".join(map(str, missing[:-1])) + (" or " if len(missing) > 1 else "") + str(missing[-1])
            tip = translate("TrailsEditor", "Add the board of a player count the rules allow ({allowed}) that has none: {counts}.").format(allowed=allowed, counts=counts)
        else:
            tip = (
                translate("TrailsEditor", "Every player count the rules allow ({allowed}) has a board: change the pack's min or max players to add another.").format(allowed=allowed)
            )
        self.add_board_button.setEnabled(bool(missing))
        self.add_board_button.setToolTip(tip)
        self.add_board_button.setStatusTip(tip)
        if missing == self._offered_counts:
            return
        self._offered_counts = missing
        self.add_board_menu.clear()
        for players in missing:
            action = self.add_board_menu.addAction(_shape_text(players))
            action.setData(players)
            action.triggered.connect(lambda _c=False, n=players: self.add_board(n))

    def add_board(self, players: int) -> bool:
        """Add the board for ``players`` (its T6 shape), show it and say what was made."""
        if not AddBoardCommand.can_add(self.document, players):
            self.status_message.emit(translate("TrailsEditor", "The pack has a board for {players} players already").format(players=players))
            return False
        self.document.push(AddBoardCommand(self.document, players))
        self.set_board(len(self.document.pack.boards) - 1)
        self._refresh_options()
        self.fit_to_view()
        board = self.board
        if players in et.SHAPE_PRESETS:
            widths = "-".join(map(str, et.SHAPE_PRESETS[players][0]))
            self.status_message.emit(
                translate("TrailsEditor", "Added the {players}-player board: rows {widths}, {count} hexes, {girls} girls (T6); its terrains are drawn at setup until painted").format(players=players, widths=widths, count=len(board.hexes), girls=board.girls)
            )
        else:
            self.status_message.emit(
                translate("TrailsEditor", "Added a {players}-player board of one hex: rule T6 has no shape for {players} players; grow it with Add/remove hex (H)").format(players=players)
            )
        return True

    def _on_remove_board_clicked(self) -> None:
        if RemoveBoardCommand.can_remove(self.document, self.board_index):
            self.document.push(RemoveBoardCommand(self.document, self.board_index))
            self.fit_to_view()

    def apply_shape(self, players: int) -> None:
        """Give the shown board the T6 shape of ``players`` players (one undo step)."""
        if self.board_index >= 0:
            self.document.push(ApplyBoardShapeCommand(self.document, self.board_index, players))
            self.fit_to_view()

    def _on_girls_spin_changed(self, value: int) -> None:
        if self._updating or self.board is None or value == self.board.girls:
            return
        self.document.push(
            SetFieldCommand(self.document, f"boards[{self.board_index}].girls", value, translate("TrailsEditor", "Set girls"))
        )

    def _on_terrain_combo_activated(self, index: int) -> None:
        self.brush_terrain = self.terrain_combo.itemData(index)

    def _on_randomise_clicked(self) -> None:
        if self.board_index >= 0 and RandomiseInteriorCommand.can_randomise(
            self.document, self.board_index
        ):
            self.document.push(
                RandomiseInteriorCommand(self.document, self.board_index, self.seed_spin.value())
            )
