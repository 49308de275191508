"""The Trails board as a scene: the hexes of one board of a pack, its path ring and points.

Pack coordinates are axial cells ``(q, r)`` (pointy-top hexes, ``app.boards.trails_items``).
The scene shows one board at a time (``board_index``, ``set_board``). Element keys:
``("hex", board, index)`` (JSON path ``boards[b].hexes[i]``). The points of the board (T7:
hex centres and corners, where routes, girls and men go) have no JSON path; they are named
by the keys of ``core.trails.board`` (three times the axial position): ``point_pos(key)``
and ``point_key_at(pos, view)``. Marks: a problem outlines its
hex red or amber, the selection orange (both in ``Z_MARKS``); a hover outline follows the
pointer (``show_hover``). Trails boards carry no names, so ``place_labels`` does nothing.
The playtest paints the terrains its game drew over the pack's (``show_terrains``) and puts
its pieces on the scene as overlays.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor

from app.boards.base import (
    MARK_PROBLEMS,
    MARK_SELECTION,
    BoardHit,
    BoardScene,
    SceneUpdate,
)
from app.boards.trails_items import (
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
from app.documents import ChangeKind
from content import hexgrid

_HEX_PATH = re.compile(r"^boards\[(\d+)\]\.hexes\[(\d+)\]$")
#: A JSON path naming a hex or one of its fields.
_HEX_PREFIX = re.compile(r"^boards\[(\d+)\]\.hexes\[(\d+)\](?:\.|$)")
#: Outline colour and width of a hex a problem names, by severity.
PROBLEM_OUTLINES = {"error": ("#d0342c", 5.0), "warning": ("#e0a000", 4.0)}
#: Outline colour and width of the selected hex, and of the cell under the pointer (dashed).
SELECTION_OUTLINE = ("#ff8c00", 4.0)
HOVER_OUTLINE = ("#1f6fd1", 2.0)
#: Pick tolerance around a point of the board, in pixels.
PICK_PIXELS = 9.0
#: Key offsets of a hex's 6 corners from its centre's key (three times the axial offset).
_CORNERS = tuple(
    (hexgrid.NEIGHBOURS[i][0] + hexgrid.NEIGHBOURS[(i + 1) % 6][0],
     hexgrid.NEIGHBOURS[i][1] + hexgrid.NEIGHBOURS[(i + 1) % 6][1])
    for i in range(6)
)


class TrailsScene(BoardScene):
    """One board of a Trails pack: a hex item per hex, the path ring, the hex points.

    Attributes:
        pack: the pack shown.
        board_index: index in ``pack.boards`` of the board shown (-1 when there is none).
        ring_item, points_item: the path ring (T8) and the 7 points of each hex (T7).
        selection_item, hover_item: the outlines of the selected hex and of the hovered cell.
        ring_count: how many hexes the path ring goes through.
    """

    def __init__(self, pack, parent: QObject | None = None, board_index: int | None = None) -> None:
        super().__init__(pack, parent)
        self.board_index = (0 if pack.boards else -1) if board_index is None else board_index
        self._items: list[HexItem] = []
        self._at: dict[tuple[int, int], int] = {}
        self._brushes: dict[str | None, QBrush] = {}
        self._problem_outlines: list[OutlineItem] = []
        self._point_keys: set[tuple[int, int]] | None = None  # built on first use
        self._outlines_shown = True
        self.ring_count = 0
        # (hexes tuple, terrains tuple, board index) the items were built from.
        self._shown: tuple = (None, None, -1)
        self.ring_item = RingItem()
        self.points_item = HexPointsItem()
        self.selection_item = OutlineItem(*SELECTION_OUTLINE)
        self.hover_item = OutlineItem(*HOVER_OUTLINE, dashed=True)
        for item in (self.ring_item, self.points_item, self.selection_item, self.hover_item):
            self.addItem(item)
        self.selection_item.set_cell(None)
        self.hover_item.set_cell(None)
        self._rebuild_all()

    # --- the board -----------------------------------------------------------------------

    @property
    def board(self):
        """The board shown, or None."""
        boards = self.pack.boards
        return boards[self.board_index] if 0 <= self.board_index < len(boards) else None

    def set_board(self, index: int) -> SceneUpdate:
        """Show board ``index`` of the pack."""
        self.board_index = index
        return self._rebuild_all()

    def brush(self, terrain: str | None) -> QBrush:
        """The brush hexes of ``terrain`` are painted with (None: random, drawn at setup)."""
        if terrain not in self._brushes:
            if terrain is None:
                self._brushes[None] = random_brush()
            else:
                t = next((x for x in self.pack.terrains if x.id == terrain), None)
                # An unknown terrain is a problem: draw it loud so it is seen.
                self._brushes[terrain] = QBrush(QColor(t.display if t else "#ff00ff"))
        return self._brushes[terrain]

    # --- coordinates and elements ----------------------------------------------------------

    def to_scene(self, q: float, r: float) -> QPointF:
        """Scene position of the centre of cell ``(q, r)``."""
        return hex_centre(q, r)

    def to_map(self, pos: QPointF) -> tuple[int, int]:
        """The axial cell under a scene position (whether or not the board has a hex there)."""
        return cell_at(pos.x(), pos.y())

    def hex_count(self) -> int:
        """How many hexes the board shown has (items drawn)."""
        return len(self._items)

    def hex_at(self, pos: QPointF) -> int | None:
        """Index of the hex of the shown board under scene point ``pos``, or None."""
        return self._at.get(cell_at(pos.x(), pos.y()))

    def element_at(self, pos: QPointF, view=None, kinds=None) -> BoardHit | None:
        """The hex under ``pos``: ``BoardHit("boards[b].hexes[i]", ("hex", i, (q, r)))``."""
        i = self.hex_at(pos)
        if i is None:
            return None
        return BoardHit(f"boards[{self.board_index}].hexes[{i}]", ("hex", i, self._items[i].cell))

    def point_pos(self, key: tuple[int, int]) -> QPointF:
        """Scene position of a point of the board (a hex centre or corner) by its key."""
        return hex_centre(key[0] / 3, key[1] / 3)

    def point_key_at(self, pos: QPointF, view=None, pixels: float = PICK_PIXELS) -> tuple[int, int] | None:
        """The key of the board's point (centre or corner of a hex of the board shown) nearest
        to ``pos``, within ``pixels`` pixels of ``view`` (None: one scene unit a pixel), or None."""
        if self._point_keys is None:
            self._point_keys = {
                (3 * q + dq, 3 * r + dr)
                for q, r in self._at
                for dq, dr in ((0, 0), *_CORNERS)
            }
        q, r = cell_at(pos.x(), pos.y())
        zoom = view.transform().m11() if view is not None else 1.0
        best, best_d = None, (pixels / max(zoom, 1e-6)) ** 2
        for dq, dr in ((0, 0), *_CORNERS):
            key = (3 * q + dq, 3 * r + dr)
            if key in self._point_keys:
                p = self.point_pos(key)
                d = (p.x() - pos.x()) ** 2 + (p.y() - pos.y()) ** 2
                if d <= best_d:
                    best, best_d = key, d
        return best

    def keys_of_path(self, where: str) -> list:
        m = _HEX_PREFIX.match(where)
        return [("hex", int(m.group(1)), int(m.group(2)))] if m else []

    def path_of_key(self, key) -> str | None:
        _, b, i = key
        boards = self.pack.boards
        if 0 <= b < len(boards) and 0 <= i < len(boards[b].hexes):
            return f"boards[{b}].hexes[{i}]"
        return None

    def _cell_of(self, key) -> tuple[int, int] | None:
        """The cell of hex ``key`` if it is on the board shown, else None."""
        _, b, i = key
        board = self.board
        if b != self.board_index or board is None or i >= len(board.hexes):
            return None
        h = board.hexes[i]
        return (h.q, h.r)

    def element_pos(self, where: str) -> QPointF | None:
        """The centre of the hex a path names, if it is on the board shown."""
        for key in self.keys_of_path(where):
            cell = self._cell_of(key)
            if cell is not None:
                return hex_centre(*cell)
        return None

    def map_rect(self) -> QRectF:
        """The rectangle holding the board's hexes (one hex when it has none)."""
        board = self.board
        if board is None or not board.hexes:
            return QRectF(-HEX_SIZE, -HEX_SIZE, 2 * HEX_SIZE, 2 * HEX_SIZE)
        return cells_bounds([(h.q, h.r) for h in board.hexes])

    # --- marks, hover, level of detail -----------------------------------------------------

    def _show_marks(self, layer: str, old: dict, new: dict) -> None:
        if layer == MARK_PROBLEMS:
            self._apply_problem_outlines()
        elif layer == MARK_SELECTION:
            cells = [c for c in (self._cell_of(k) for k in new) if c is not None]
            self.selection_item.set_cell(cells[0] if cells else None)

    def _clear_problem_outlines(self) -> None:
        for item in self._problem_outlines:
            self.removeItem(item)
        self._problem_outlines = []

    def _apply_problem_outlines(self) -> None:
        self._clear_problem_outlines()
        for key, severity in self._marks.get(MARK_PROBLEMS, {}).items():
            cell = self._cell_of(key)
            if cell is None:
                continue
            colour, width = PROBLEM_OUTLINES[severity]
            outline = OutlineItem(colour, width)
            outline.set_cell(cell)
            outline.setToolTip(f"A problem names this hex ({severity})")
            self.addItem(outline)
            self._problem_outlines.append(outline)

    def flag_hex(self, index: int) -> None:
        """Outline hex ``index`` of the board shown as an error until the problems are set
        again (a problem the user asked to see, not yet marked)."""
        cell = self._items[index].cell
        if cell not in self.problem_cells():
            outline = OutlineItem(*PROBLEM_OUTLINES["error"])
            outline.set_cell(cell)
            self.addItem(outline)
            self._problem_outlines.append(outline)

    def problem_cells(self) -> list[tuple[int, int]]:
        """The cells of the shown board outlined for a problem."""
        return [item.cell for item in self._problem_outlines]

    def show_terrains(self, terrains) -> None:
        """Paint the shown board's hexes with ``terrains`` (a terrain id per hex, in the
        board's order; None keeps the pack's own): the terrains a game drew for its random
        hexes (T8). The pack is unchanged, and a later ``set_pack`` paints from it again."""
        board = self.board
        if board is None:
            return
        for item, terrain in zip(self._items, terrains, strict=False):
            tid = terrain if terrain is not None else board.hexes[item.index].terrain
            brush = self.brush(tid)
            if item.brush() != brush:
                item.setBrush(brush)

    def show_hover(self, cell: tuple[int, int] | None) -> None:
        """Outline the cell under the pointer (None hides it)."""
        self.hover_item.set_cell(cell)

    def set_view_zoom(self, zoom: float) -> None:
        """Far out, hex outlines would darken the whole board: draw the colours only."""
        shown = zoom * HEX_SIZE >= OUTLINE_MIN_PIXELS
        if shown != self._outlines_shown:
            self._outlines_shown = shown
            pen = OUTLINE if shown else NO_OUTLINE
            for item in self._items:
                item.setPen(pen)

    def outlines_shown(self) -> bool:
        """True while the hexes are drawn with their outlines (not zoomed far out)."""
        return self._outlines_shown

    # --- mirroring the pack ----------------------------------------------------------------

    def set_pack(self, pack, event=None) -> SceneUpdate:
        """Show ``pack``: repaint the hexes a brush named, add or drop the one hex an edit
        added or removed, else rebuild the board's items if its hexes changed.

        Returns ``"painted"``, ``"added"`` / ``"removed"`` (with the hex index), ``"rebuilt"``
        or ``"kept"`` (the board's hexes are the same objects: at most recoloured).
        """
        self.pack = pack
        if self.board_index >= len(pack.boards):
            self.board_index = len(pack.boards) - 1
        elif self.board_index < 0 and pack.boards:
            self.board_index = 0
        kind = getattr(event, "kind", None)
        where = tuple(getattr(event, "where", ()))
        hex_paths = [_HEX_PATH.match(w) for w in where]
        if kind == ChangeKind.ELEMENTS and where and all(hex_paths):
            # Painting: repaint the named hexes of the shown board only.
            board = self.board
            for m in hex_paths:
                b, i = int(m.group(1)), int(m.group(2))
                if b == self.board_index and i < len(self._items):
                    self._items[i].setBrush(self.brush(board.hexes[i].terrain))
            if self._shown[2] == self.board_index and self._shown[0] is not None:
                self._shown = (board.hexes, self._shown[1], self.board_index)
            return SceneUpdate("painted")
        if kind == ChangeKind.SETTINGS or (
            kind == ChangeKind.ELEMENTS and where and all(w.startswith(("card_colours", "tiles")) for w in where)
        ):
            return SceneUpdate("kept")  # nothing drawn changed
        if kind == ChangeKind.ELEMENTS:
            update = self._insert_or_drop_hex()
            if update is not None:
                return update
        return self._rebuild_all()

    def _rebuild_all(self) -> SceneUpdate:
        board = self.board
        hexes = board.hexes if board is not None else None
        terrains = self.pack.terrains
        if hexes is not None and hexes is self._shown[0] and self.board_index == self._shown[2]:
            # Same hexes (packs share unchanged parts): the items stay; recolour them only if
            # the terrain list changed (a display colour).
            if terrains is not self._shown[1]:
                self._brushes.clear()
                for item, h in zip(self._items, hexes, strict=True):
                    item.setBrush(self.brush(h.terrain))
                self._shown = (hexes, terrains, self.board_index)
            return SceneUpdate("kept")
        self._brushes.clear()
        self._rebuild_board()
        self._apply_problem_outlines()
        self._shown = (hexes, terrains, self.board_index)
        self._keep_selection(lambda key: key if self.path_of_key(key) is not None else None)
        return SceneUpdate("rebuilt")

    def _keep_selection(self, move) -> None:
        """Keep the selection marks ``move(key)`` maps to a key (None: gone) and show them."""
        kept = {}
        for key, value in self._marks.get(MARK_SELECTION, {}).items():
            new = move(key)
            if new is not None:
                kept[new] = value
        self._marks[MARK_SELECTION] = kept
        self._show_marks(MARK_SELECTION, {}, kept)

    def _apply_lod(self, item: HexItem) -> None:
        if not self._outlines_shown:
            item.setPen(NO_OUTLINE)

    def _rebuild_board(self) -> None:
        for item in self._items:
            self.removeItem(item)
        self._items = []
        self._at = {}
        self._point_keys = None
        board = self.board
        if board is not None:
            for i, h in enumerate(board.hexes):
                item = HexItem(i, h.q, h.r, self.brush(h.terrain))
                self._apply_lod(item)
                self.addItem(item)
                self._items.append(item)
                self._at[(h.q, h.r)] = i
        self._refresh_ring()

    def _refresh_ring(self) -> None:
        board = self.board
        cells = [(h.q, h.r) for h in board.hexes] if board else []
        ring = hexgrid.path_ring(cells)
        self.ring_count = len(ring)
        self.ring_item.set_ring(ring)
        self.points_item.set_cells(cells)

    def _insert_or_drop_hex(self) -> SceneUpdate | None:
        """Add or remove the one hex item a hex added or removed (or its undo) changed.

        Returns None when the shown board changed in any other way (the caller rebuilds).
        """
        board = self.board
        old_hexes, terrains, shown_board = self._shown
        if (
            board is None
            or old_hexes is None
            or shown_board != self.board_index
            or terrains is not self.pack.terrains
            or abs(len(board.hexes) - len(old_hexes)) != 1
        ):
            return None
        new_hexes = board.hexes
        longer, shorter = (
            (new_hexes, old_hexes) if len(new_hexes) > len(old_hexes) else (old_hexes, new_hexes)
        )
        i = next(
            (k for k, (a, b) in enumerate(zip(shorter, longer, strict=False)) if a is not b),
            len(shorter),
        )
        if any(a is not b for a, b in zip(shorter[i:], longer[i + 1 :], strict=True)):
            return None
        b = self.board_index
        if longer is new_hexes:
            h = new_hexes[i]
            item = HexItem(i, h.q, h.r, self.brush(h.terrain))
            self._apply_lod(item)
            self.addItem(item)
            self._items.insert(i, item)
            update = SceneUpdate("added", i)
            # A selected hex after the new one moved up by one.
            self._keep_selection(lambda k: ("hex", b, k[2] + 1) if k[1] == b and k[2] >= i else k)
        else:
            self.removeItem(self._items.pop(i))
            update = SceneUpdate("removed", i)
            self._keep_selection(
                lambda k: k if k[1] != b or k[2] < i else None if k[2] == i else ("hex", b, k[2] - 1)
            )
        for k in range(i, len(self._items)):
            self._items[k].index = k
        self._at = {item.cell: k for k, item in enumerate(self._items)}
        self._point_keys = None
        self._shown = (new_hexes, terrains, self.board_index)
        # Problems name hexes by index, which shifted: the next check of the pack renews them.
        self._marks[MARK_PROBLEMS] = {}
        self._clear_problem_outlines()
        self._refresh_ring()
        return update
