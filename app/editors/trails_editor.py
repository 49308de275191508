"""The hex terrain editor of Trails packs: one board at a time, painted with terrains.

The scene mirrors the document (A4): a brush stroke's change event names each painted hex
(``boards[b].hexes[i]``) and only those items are repainted; structural changes rebuild the
board's items.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QTimer
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsScene,
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

from app.commands.add_board import AddBoardCommand
from app.commands.apply_board_shape import ApplyBoardShapeCommand
from app.commands.paint_hexes import PaintHexesCommand
from app.commands.randomise_interior import RandomiseInteriorCommand
from app.commands.remove_board import RemoveBoardCommand
from app.commands.remove_hex import RemoveHexCommand
from app.commands.set_field import SetFieldCommand
from app.documents import ChangeEvent, ChangeKind
from app.editors.base import EditorWidget
from app.editors.trails_items import (
    HEX_SIZE,
    NO_OUTLINE,
    OUTLINE,
    OUTLINE_MIN_PIXELS,
    HexItem,
    HexPointsItem,
    OutlineItem,
    RingItem,
    cell_at,
    cells_bounds,
    hex_centre,
    random_brush,
)
from app.editors.trails_panels import DeckTableWidget, TerrainTableWidget
from app.tools.trails_tools import BrushTool, EyedropperTool, FillTool, HexShapeTool, SelectHexTool
from app.widgets.canvas import MapCanvas
from app.widgets.property_form import PropertyForm
from content import hexgrid
from content.edit import parse_path
from content.edit import trails as et

_HEX_PATH = re.compile(r"^boards\[(\d+)\]\.hexes\[(\d+)\]$")
#: A JSON path naming a hex or one of its fields.
_HEX_PREFIX = re.compile(r"^boards\[(\d+)\]\.hexes\[(\d+)\](?:\.|$)")
#: Outline colour and width of a hex a problem names, by severity.
PROBLEM_OUTLINES = {"error": ("#d0342c", 5.0), "warning": ("#e0a000", 4.0)}
#: Label of the null terrain (drawn from the tile set at setup, T8).
RANDOM_LABEL = "Random (drawn at setup)"


def _swatch(brush: QBrush) -> QIcon:
    pm = QPixmap(16, 16)
    pm.fill(QColor("white"))
    p = QPainter(pm)
    p.fillRect(1, 1, 14, 14, brush)
    p.end()
    return QIcon(pm)


class TrailsEditor(EditorWidget):
    """The Trails editor: board options bar above a hex canvas; terrain and deck panels.

    Attributes:
        board_index: index in ``pack.boards`` of the board shown (-1 when there is none).
        brush_terrain: terrain id the brush and fill paint with (None: random).
        hex_size: circumradius of a hex in scene units.
    """

    hex_size = HEX_SIZE

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.board_index = 0 if document.pack.boards else -1
        self.brush_terrain: str | None = (
            document.pack.terrains[0].id if document.pack.terrains else None
        )
        self._selected: int | None = None
        self._items: list[HexItem] = []
        self._at: dict[tuple[int, int], int] = {}
        self._brushes: dict[str | None, QBrush] = {}
        self._problem_outlines: list[OutlineItem] = []
        # (board, hex index) -> worst severity of the problems naming that hex.
        self._problem_hexes: dict[tuple[int, int], str] = {}
        self._updating = False

        self.scene = QGraphicsScene(self)
        self.canvas = MapCanvas(self.scene, self)
        self.canvas.cursor_moved.connect(self._on_canvas_cursor_moved)
        self.canvas.zoom_changed.connect(self._on_canvas_zoom_changed)
        self._outlines_shown = True
        self.ring_item = RingItem()
        self.points_item = HexPointsItem()
        self.selection_item = OutlineItem("#ff8c00", 4)
        self.hover_item = OutlineItem("#1f6fd1", 2, dashed=True)
        for item in (self.ring_item, self.points_item, self.selection_item, self.hover_item):
            self.scene.addItem(item)
        self.selection_item.set_cell(None)
        self.hover_item.set_cell(None)
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
        self.properties.set_title("Hex")
        self.properties.edit_requested.connect(self._on_properties_edit_requested)
        self.terrain_panel = TerrainTableWidget(document)
        self.deck_panel = DeckTableWidget(document)
        self.cards_tabs = QTabWidget()
        self.cards_tabs.addTab(self.deck_panel, "Deck")
        self.cards_tabs.addTab(self.terrain_panel, "Terrains && tiles")
        self._fitted = False
        self._ring_count = 0
        # (hexes tuple, terrains tuple, board index) the items were built from.
        self._shown: tuple = (None, None, -1)
        self._taken_players: set[int] = set()
        self._info_timer = QTimer(self)
        self._info_timer.setSingleShot(True)
        self._info_timer.setInterval(0)
        self._info_timer.timeout.connect(self._refresh_info)

        document.changed.connect(self._on_document_changed)
        self.set_active_tool(self._tools[1])
        self._rebuild_all()
        self.fit_to_view()

    # --- options bar ---------------------------------------------------------------------

    def _build_options_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("trailsOptionsBar")
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(6, 4, 6, 4)
        rows.setSpacing(2)
        row = QHBoxLayout()
        rows.addLayout(row)
        row.addWidget(QLabel("Board:"))
        self.board_combo = QComboBox()
        self.board_combo.setToolTip("The board edited: one per player count (T6).")
        self.board_combo.activated.connect(self._on_board_combo_activated)
        row.addWidget(self.board_combo)
        self.add_board_spin = QSpinBox()
        self.add_board_spin.setRange(1, 12)
        self.add_board_spin.setSuffix(" players")
        self.add_board_spin.setToolTip("Player count of the board to add.")
        self.add_board_spin.valueChanged.connect(self._refresh_add_board_button)
        row.addWidget(self.add_board_spin)
        self.add_board_button = QToolButton()
        self.add_board_button.setText("Add board")
        self.add_board_button.clicked.connect(self._on_add_board_clicked)
        row.addWidget(self.add_board_button)
        self.remove_board_button = QToolButton()
        self.remove_board_button.setText("Remove board")
        self.remove_board_button.clicked.connect(self._on_remove_board_clicked)
        row.addWidget(self.remove_board_button)
        row.addSpacing(12)
        # A menu, not a box: choosing a shape is an action (one undo step), not a setting.
        self.shape_button = QToolButton()
        self.shape_button.setText("Apply shape")
        self.shape_button.setToolTip("Give the board one of the rulebook's shapes (T6).")
        self.shape_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.shape_menu = QMenu(self.shape_button)
        for players, (widths, girls) in et.SHAPE_PRESETS.items():
            shape = "-".join(map(str, widths))
            action = self.shape_menu.addAction(
                f"{players} players: rows {shape} ({sum(widths)} hexes, {girls} girls)"
            )
            action.setData(players)
            action.triggered.connect(lambda _c=False, n=players: self.apply_shape(n))
        self.shape_button.setMenu(self.shape_menu)
        row.addWidget(self.shape_button)
        row.addSpacing(12)
        row.addWidget(QLabel("Girls:"))
        self.girls_spin = QSpinBox()
        self.girls_spin.setRange(0, 1000)
        self.girls_spin.setToolTip("Girls placed on this board (T6, T9).")
        self.girls_spin.valueChanged.connect(self._on_girls_spin_changed)
        row.addWidget(self.girls_spin)
        row.addStretch(1)
        row = QHBoxLayout()
        rows.addLayout(row)
        row.addWidget(QLabel("Terrain:"))
        self.terrain_combo = QComboBox()
        self.terrain_combo.setToolTip("What the brush and fill paint (I picks it from a hex).")
        self.terrain_combo.activated.connect(self._on_terrain_combo_activated)
        row.addWidget(self.terrain_combo)
        row.addSpacing(12)
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setPrefix("seed ")
        self.seed_spin.setValue(1)
        row.addWidget(self.seed_spin)
        self.randomise_button = QPushButton("Randomise interior")
        self.randomise_button.setToolTip(
            "Draw the terrain of every non-path hex from the tile set with this seed (T8)."
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
                    f"{b.players} player{'' if b.players == 1 else 's'}", b.players
                )
            if self.board_index >= 0:
                self.board_combo.setCurrentIndex(self.board_index)
            taken = {b.players for b in pack.boards}
            free = [n for n in range(1, 13) if n not in taken]
            if free and (taken != self._taken_players or self.add_board_spin.value() in taken):
                # Offer a count the rules allow that has no board yet (T4, T6), else the next
                # count after the largest board.
                rules = pack.rules
                wanted = [n for n in free if rules.min_players <= n <= rules.max_players]
                above = [n for n in free if n > max(taken, default=0)]
                self.add_board_spin.setValue((wanted or above or free)[0])
            self._taken_players = taken
            self._refresh_add_board_button()
            self.remove_board_button.setEnabled(self.board_index >= 0)
            self.shape_button.setEnabled(self.board_index >= 0)
            board = self.board
            self.girls_spin.setEnabled(board is not None)
            self.girls_spin.setValue(board.girls if board else 0)
            self.terrain_combo.clear()
            for t in pack.terrains:
                self.terrain_combo.addItem(_swatch(self._brush(t.id)), t.name, t.id)
            self.terrain_combo.addItem(_swatch(self._brush(None)), RANDOM_LABEL, None)
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
            self.info_label.setText("No board: add one")
            return
        ring = self._ring_count
        nulls = sum(h.terrain is None for h in board.hexes)
        self.info_label.setText(
            f"{len(board.hexes)} hexes · path {ring} · random {nulls} · girls {board.girls}"
        )

    # --- the board -----------------------------------------------------------------------

    @property
    def board(self):
        """The board shown, or None."""
        boards = self.document.pack.boards
        return boards[self.board_index] if 0 <= self.board_index < len(boards) else None

    def set_board(self, index: int) -> None:
        """Show board ``index``."""
        if index != self.board_index:
            self.board_index = index
            self._selected = None
            self._rebuild_all()

    def _brush(self, terrain: str | None) -> QBrush:
        if terrain not in self._brushes:
            if terrain is None:
                self._brushes[None] = random_brush()
            else:
                t = next((x for x in self.document.pack.terrains if x.id == terrain), None)
                # An unknown terrain is a problem: draw it loud so it is seen.
                self._brushes[terrain] = QBrush(QColor(t.display if t else "#ff00ff"))
        return self._brushes[terrain]

    def _rebuild_board(self) -> None:
        for item in self._items:
            self.scene.removeItem(item)
        self._items = []
        self._at = {}
        board = self.board
        if board is not None:
            for i, h in enumerate(board.hexes):
                item = HexItem(i, h.q, h.r, self._brush(h.terrain))
                self._apply_lod(item)
                self.scene.addItem(item)
                self._items.append(item)
                self._at[(h.q, h.r)] = i
        self._refresh_ring()
        if self._selected is not None and self._selected >= len(self._items):
            self._selected = None
        self._show_selection()
        r = self._bounds()
        m = max(r.width(), r.height(), 500.0)
        self.canvas.setSceneRect(r.adjusted(-m, -m, m, m))

    def _refresh_ring(self) -> None:
        board = self.board
        cells = [(h.q, h.r) for h in board.hexes] if board else []
        ring = hexgrid.path_ring(cells)
        self._ring_count = len(ring)
        self.ring_item.set_ring(ring)
        self.points_item.set_cells(cells)

    def _rebuild_all(self) -> None:
        board = self.board
        hexes = board.hexes if board is not None else None
        terrains = self.document.pack.terrains
        if hexes is not None and hexes is self._shown[0] and self.board_index == self._shown[2]:
            # Same hexes (packs share unchanged parts): the items stay; recolour them only if
            # the terrain list changed (a display colour), then refresh the rest.
            if terrains is not self._shown[1]:
                self._brushes.clear()
                for item, h in zip(self._items, hexes, strict=True):
                    item.setBrush(self._brush(h.terrain))
                self._shown = (hexes, terrains, self.board_index)
            self._show_selection()
        else:
            self._brushes.clear()
            self._rebuild_board()
            self._apply_problem_outlines()
            self._shown = (hexes, terrains, self.board_index)
        self._refresh_options()
        self.terrain_panel.refresh()
        self.deck_panel.refresh()

    def _on_document_changed(self, event: ChangeEvent) -> None:
        pack = self.document.pack
        if self.board_index >= len(pack.boards):
            self.board_index = len(pack.boards) - 1
        elif self.board_index < 0 and pack.boards:
            self.board_index = 0
        hex_paths = [_HEX_PATH.match(w) for w in event.where]
        if event.kind == ChangeKind.ELEMENTS and event.where and all(hex_paths):
            # Painting: repaint the named hexes of the shown board only.
            board = self.board
            for m in hex_paths:
                b, i = int(m.group(1)), int(m.group(2))
                if b == self.board_index and i < len(self._items):
                    self._items[i].setBrush(self._brush(board.hexes[i].terrain))
            if self._shown[2] == self.board_index and self._shown[0] is not None:
                self._shown = (board.hexes, self._shown[1], self.board_index)
            # The counts in the options bar are refreshed once the events are processed.
            self._info_timer.start()
            if self._selected is not None:
                self._show_selection()
            return
        if (
            event.kind == ChangeKind.ELEMENTS
            and all(w.startswith(("card_colours", "tiles")) for w in event.where)
            and event.where
        ):
            self.deck_panel.refresh()
            self.terrain_panel.refresh()
            self._refresh_options()
            return
        if event.kind == ChangeKind.SETTINGS:
            self._refresh_options()
            return
        if event.kind == ChangeKind.ELEMENTS and self._insert_or_drop_hex():
            return
        self._rebuild_all()

    def _insert_or_drop_hex(self) -> bool:
        """Add or remove the one hex item a hex added or removed (or its undo) changed.

        Returns False when the shown board changed in any other way (the caller rebuilds).
        """
        board = self.board
        old_hexes, terrains, shown_board = self._shown
        if (
            board is None
            or old_hexes is None
            or shown_board != self.board_index
            or terrains is not self.document.pack.terrains
            or abs(len(board.hexes) - len(old_hexes)) != 1
        ):
            return False
        new_hexes = board.hexes
        longer, shorter = (
            (new_hexes, old_hexes) if len(new_hexes) > len(old_hexes) else (old_hexes, new_hexes)
        )
        i = next(
            (k for k, (a, b) in enumerate(zip(shorter, longer, strict=False)) if a is not b),
            len(shorter),
        )
        if any(a is not b for a, b in zip(shorter[i:], longer[i + 1 :], strict=True)):
            return False
        if longer is new_hexes:
            h = new_hexes[i]
            item = HexItem(i, h.q, h.r, self._brush(h.terrain))
            self._apply_lod(item)
            self.scene.addItem(item)
            self._items.insert(i, item)
            if self._selected is not None and self._selected >= i:
                self._selected += 1
        else:
            self.scene.removeItem(self._items.pop(i))
            if self._selected == i:
                self._selected = None
            elif self._selected is not None and self._selected > i:
                self._selected -= 1
        for k in range(i, len(self._items)):
            self._items[k].index = k
        self._at = {item.cell: k for k, item in enumerate(self._items)}
        self._shown = (new_hexes, terrains, self.board_index)
        # Problems name hexes by index, which shifted: the next check of the pack renews them.
        self._problem_hexes = {}
        self._clear_problem_outlines()
        self._refresh_ring()
        self._show_selection()
        r = self._bounds()
        m = max(r.width(), r.height(), 500.0)
        self.canvas.setSceneRect(r.adjusted(-m, -m, m, m))
        self._refresh_options()
        return True

    # --- tools ---------------------------------------------------------------------------

    def _on_tool_activated(self, tool) -> None:
        self.hover_item.set_cell(None)
        super()._on_tool_activated(tool)

    def hex_at(self, pos: QPointF) -> int | None:
        """Index of the hex of the shown board under scene point ``pos``, or None."""
        return self._at.get(cell_at(pos.x(), pos.y()))

    def cell_at(self, pos: QPointF) -> tuple[int, int]:
        """The axial cell under scene point ``pos`` (whether or not the board has a hex there)."""
        return cell_at(pos.x(), pos.y())

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
        self.hover_item.set_cell(cell)

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
            self.selection_item.set_cell(None)
            self.properties.set_element(None)
            return
        h = board.hexes[self._selected]
        self.selection_item.set_cell((h.q, h.r))
        choices = [(t.id, t.name) for t in self.document.pack.terrains] + [(None, RANDOM_LABEL)]
        self.properties.set_title(f"Hex ({h.q}, {h.r}) of the {board.players}-player board")
        self.properties.set_element(
            h,
            f"boards[{self.board_index}].hexes[{self._selected}]",
            choices={"terrain": choices},
            read_only=("q", "r"),
        )

    def _on_properties_edit_requested(self, field: str, value) -> None:
        if field == "terrain" and self._selected is not None:
            self.document.push(
                PaintHexesCommand(
                    self.document, self.board_index, {self._selected: value}, "Set terrain"
                )
            )

    def _clear_problem_outlines(self) -> None:
        for item in self._problem_outlines:
            self.scene.removeItem(item)
        self._problem_outlines = []

    def show_problems(self, problems) -> None:
        """Outline the hexes that problems name (red for errors, amber for warnings).

        Called by the studio each time the Problems panel has checked the pack again.
        """
        worst: dict[tuple[int, int], str] = {}
        for p in problems:
            m = _HEX_PREFIX.match(p.where)
            if m is None:
                continue
            key = (int(m.group(1)), int(m.group(2)))
            if worst.get(key) != "error":
                worst[key] = "error" if p.severity == "error" else "warning"
        self._problem_hexes = worst
        self._apply_problem_outlines()

    def _apply_problem_outlines(self) -> None:
        self._clear_problem_outlines()
        board = self.board
        for (b, i), severity in self._problem_hexes.items():
            if b != self.board_index or board is None or i >= len(board.hexes):
                continue
            colour, width = PROBLEM_OUTLINES[severity]
            outline = OutlineItem(colour, width)
            outline.set_cell((board.hexes[i].q, board.hexes[i].r))
            outline.setToolTip(f"A problem names this hex ({severity})")
            self.scene.addItem(outline)
            self._problem_outlines.append(outline)

    def problem_cells(self) -> list[tuple[int, int]]:
        """The cells of the shown board outlined for a problem."""
        return [item.cell for item in self._problem_outlines]

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
                cell = self._items[steps[3]].cell
                if cell not in self.problem_cells():
                    outline = OutlineItem(*PROBLEM_OUTLINES["error"])
                    outline.set_cell(cell)
                    self.scene.addItem(outline)
                    self._problem_outlines.append(outline)
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
        return [("Properties", self.properties), ("Cards", self.cards_tabs)]

    def fit_to_view(self) -> None:
        self._fitted = self.canvas.isVisible()
        self.canvas.fit_to_view(self._bounds())

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

    def _bounds(self) -> QRectF:
        board = self.board
        if board is None or not board.hexes:
            return QRectF(-HEX_SIZE, -HEX_SIZE, 2 * HEX_SIZE, 2 * HEX_SIZE)
        return cells_bounds([(h.q, h.r) for h in board.hexes])

    def _apply_lod(self, item: HexItem) -> None:
        if not self._outlines_shown:
            item.setPen(NO_OUTLINE)

    def _on_canvas_zoom_changed(self, zoom: float) -> None:
        # Far out, hex outlines would darken the whole board: draw the colours only.
        shown = zoom * HEX_SIZE >= OUTLINE_MIN_PIXELS
        if shown != self._outlines_shown:
            self._outlines_shown = shown
            pen = OUTLINE if shown else NO_OUTLINE
            for item in self._items:
                item.setPen(pen)
        self.zoom_changed.emit(zoom)

    def outlines_shown(self) -> bool:
        """True while the hexes are drawn with their outlines (not zoomed far out)."""
        return self._outlines_shown

    def _on_canvas_cursor_moved(self, pos: QPointF) -> None:
        q, r = cell_at(pos.x(), pos.y())
        self.cursor_moved.emit(float(q), float(r))

    # --- options bar slots ---------------------------------------------------------------

    def _on_board_combo_activated(self, index: int) -> None:
        self.set_board(index)

    def _refresh_add_board_button(self) -> None:
        players = self.add_board_spin.value()
        ok = AddBoardCommand.can_add(self.document, players)
        self.add_board_button.setEnabled(ok)
        self.add_board_button.setToolTip(
            f"Add an empty board for {players} players."
            if ok
            else f"The pack has a board for {players} players already: choose another count."
        )

    def _on_add_board_clicked(self) -> None:
        players = self.add_board_spin.value()
        if AddBoardCommand.can_add(self.document, players):
            self.document.push(AddBoardCommand(self.document, players))
            self.set_board(len(self.document.pack.boards) - 1)
            self._refresh_options()
            self.fit_to_view()

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
            SetFieldCommand(self.document, f"boards[{self.board_index}].girls", value, "Set girls")
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
