"""What every board scene offers: z layers, overlays, marks by JSON path, hits, updates.

A board scene is a ``QGraphicsScene`` built from a pack (A4: a projection, never the owner of
the model). The editors put their tools on it, the playtest its pieces. Each game's scene
(``JourneyScene``, ``TrailsScene``, ``ExpeditionScene``) subclasses ``BoardScene`` and gives:

- ``pack``: the pack shown; ``set_pack(pack, event=None)`` brings the items in line with a
  new pack by a keyed diff (only what changed is touched; ``event``, a ``ChangeEvent`` or
  anything with ``kind`` and ``where``, lets it skip the diff for a move or a restyle) and
  returns a ``SceneUpdate`` saying what it did;
- ``to_scene(x, y) -> QPointF`` and ``to_map(pos) -> (x, y)``: pack ↔ scene coordinates;
- ``element_at(pos, view=None, kinds=None) -> BoardHit | None``: the element under a scene
  position (``view`` gives the zoom for pick tolerances in pixels; None: one unit a pixel);
- ``keys_of_path(where)`` / ``path_of_key(key)``: JSON paths ↔ the scene's element keys;
- ``element_pos(where) -> QPointF | None``: where the element a path names is drawn;
- ``map_rect() -> QRectF``: the rectangle to fit in a view; ``drawn_rect()``: the rectangle
  around everything the board draws (outlines and backdrop too: what a board image laid
  over the whole map covers; ``map_rect()`` unless a scene draws beyond it);
- ``image_item()``: the pack's board image (``app.boards.map_items.BoardImageItem``) or None
  for a board without one; ``show_board_image(False)`` leaves it out (the balance lab's heat
  maps); ``set_tracing(on)``: draw the shapes over the image as borders only, without fill,
  so the image shows through (the editor turns it on while a tool that traces is active);
- ``set_view_zoom(zoom)``: the zoom of the view showing the scene, for items sized in pixels
  (call it on the view's ``zoom_changed``; one view drives a scene);
- marks by JSON path (below), labels (``place_labels(view)``, after a zoom, a scroll or an
  edit settles; see ``app.widgets.labels``).

Z layers (``setZValue``), lowest first; a scene's own items never leave their layer:

- ``Z_BOARD`` (0 up to ``Z_MARKS``): the board's own items, ordered by each scene inside the
  band (hexes, lines, markers), with the marks drawn by the elements themselves (a selected
  country's disc, a selected path under its end points);
- ``Z_MARKS``: mark items drawn over the board (a problem's or the selection's hex outline);
- ``Z_PIECES``: the playtest's pieces (routes, girls, arrows, tokens) and highlights of legal
  targets, added with ``add_overlay``;
- ``Z_LABELS``: names drawn as a layer of their own, readable over pieces;
- ``Z_PREVIEWS``: gesture previews (rubber bands, the pending line of a two-click tool, the
  board image's frame and scale handles, a scene's own item shown only while the Image tool is).

Overlays: ``add_overlay(item, layer=Z_PIECES, z=0.0)`` puts an item on the scene at
``layer + z``; ``remove_overlay(item)``, ``clear_overlays(layer=None)`` and
``overlays(layer=None)`` manage them. ``set_pack`` never touches overlays.

Marks: ``set_marks(layer, marks)`` shows values on the elements JSON paths name —
``{json_path: value}`` or an iterable of ``(json_path, value)`` pairs; a path may name a
field (``countries[3].name``) or name several elements (a wrap pair's two points). Values
on one element are merged by the layer's rule (``MARK_MERGE``). ``marks(layer)`` gives what
is shown, ``{element_key: value}``, and ``clear_marks(layer)`` removes a layer. Layers:
``MARK_PROBLEMS`` (``"error"`` / ``"warning"``), ``MARK_SELECTION`` (True) and ``MARK_HEAT``
(a simulation's heat, ``{json_path: float}`` from 0, never used, to 1, the hottest of the
legend's scale; an element named twice keeps the larger value; ``app.boards.heat`` gives the
colour). Marks stay on their elements (by key) across ``set_pack`` while those exist; a
Trails hex added or removed shifts the selection after it and drops the problem and heat
marks (they name hexes by index) until they are set again. Clearing the heat layer gives
every element its normal look back.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPaintEngine, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

#: Z layers (see the module docstring).
Z_BOARD = 0.0
Z_MARKS = 100.0
Z_PIECES = 200.0
Z_LABELS = 300.0
Z_PREVIEWS = 400.0
LAYERS = (Z_BOARD, Z_MARKS, Z_PIECES, Z_LABELS, Z_PREVIEWS)

#: Paint engines that keep vectors and text: PDF, SVG, a QPicture (a print preview records
#: its pages in one), and the printers of macOS and Windows.
_VECTOR_ENGINES = frozenset({QPaintEngine.Type.Pdf, QPaintEngine.Type.SVG,
                             QPaintEngine.Type.Picture, QPaintEngine.Type.MacPrinter,
                             QPaintEngine.Type.Windows})


def paints_vectors(painter: QPainter) -> bool:
    """Whether ``painter`` draws to a vector device (a PDF, an SVG, a printer or a print
    preview): there, items draw themselves as shapes and text, never as cached pixmaps, so a
    print keeps its names searchable and sharp."""
    engine = painter.paintEngine()
    return engine is not None and engine.type() in _VECTOR_ENGINES


def draw_halo_text(painter: QPainter, at: QPointF, text: str, font: QFont, colour: QColor,
                   halo: QColor, width: float = 2.0) -> None:
    """``text`` at baseline ``at`` once, as text, over a halo that is a stroked outline (a
    shape, not text): a vector device's text stays one searchable line. A text the painter's
    clip cuts is drawn as its outline."""
    path = QPainterPath()
    path.addText(at, font, text)
    painter.save()
    # Opaque: a translucent stroke reaches the PDF as its outline filled, five times larger.
    pen = QPen(QColor(halo.red(), halo.green(), halo.blue()), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, pen)
    painter.restore()
    if painter.hasClipping() and not painter.clipBoundingRect().contains(path.boundingRect()):
        # Cut by the picture's edge (a card's inset, a map sheet): its outline only, so no
        # text lies outside what is printed (the next sheet shows it whole, as text).
        painter.fillPath(path, colour)
        return
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(at, text)


#: Mark layers.
MARK_PROBLEMS = "problems"
MARK_SELECTION = "selection"
MARK_HEAT = "heat"

_SEVERITY_RANK = {"warning": 0, "error": 1}


def worst_severity(a: str | None, b: str) -> str:
    """The worse of two problem severities (``a`` may be None: nothing yet)."""
    if a is None:
        return b
    return a if _SEVERITY_RANK.get(a, 0) >= _SEVERITY_RANK.get(b, 0) else b


#: How the values a layer gets for one element are merged: ``merge(old_or_None, new)``.
MARK_MERGE: dict[str, Callable[[object, object], object]] = {
    MARK_PROBLEMS: worst_severity,
    MARK_SELECTION: lambda _old, new: bool(new),
    MARK_HEAT: lambda old, new: float(new) if old is None else max(old, float(new)),
}


@dataclass(frozen=True, slots=True)
class BoardHit:
    """An element under a point of the board.

    Attributes:
        where: its JSON path, in the form of ``content.Problem.where`` (``"countries[3]"``,
            ``"boards[0].hexes[12]"``, ``"points[5]"``, ``"links[2]"``).
        key: the scene's key of the element, which tools use (``("country", "fr")``,
            ``("hex", 12, (q, r))``, ``("point", "cairo")``, ``("path", 7)``).
    """

    where: str
    key: tuple


@dataclass(frozen=True, slots=True)
class SceneUpdate:
    """What ``set_pack`` did to a scene's items.

    Attributes:
        kind: ``"moved"`` (positions only), ``"restyled"`` (looks of a few items),
            ``"painted"`` (hex colours), ``"added"`` / ``"removed"`` (one item, ``index``),
            ``"rebuilt"`` (a keyed diff of everything) or ``"kept"`` (nothing to change).
        index: the index of the element added or removed, else None.
    """

    kind: str
    index: int | None = None


class BoardScene(QGraphicsScene):
    """The base of the board scenes: overlays and marks; subclasses draw a game's board.

    Subclasses implement ``set_pack``, ``to_scene``, ``to_map``, ``element_at``,
    ``keys_of_path``, ``path_of_key``, ``element_pos``, ``map_rect`` and ``_show_marks``.
    """

    def __init__(self, pack, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pack = pack
        self._overlays: dict[QGraphicsItem, float] = {}
        self._marks: dict[str, dict[Hashable, object]] = {}

    # --- overlays ----------------------------------------------------------------------

    def add_overlay(self, item: QGraphicsItem, layer: float = Z_PIECES, z: float = 0.0) -> QGraphicsItem:
        """Put ``item`` on the scene in ``layer`` (``Z_PIECES``, ...) at ``layer + z``; returns it.

        The scene keeps overlays through every ``set_pack``; they are the caller's.
        """
        item.setZValue(layer + z)
        if item.scene() is not self:
            self.addItem(item)
        self._overlays[item] = layer
        return item

    def remove_overlay(self, item: QGraphicsItem) -> None:
        """Take an overlay item off the scene."""
        if self._overlays.pop(item, None) is not None and item.scene() is self:
            self.removeItem(item)

    def overlays(self, layer: float | None = None) -> list[QGraphicsItem]:
        """The overlay items (of ``layer``, or all), in the order they were added."""
        return [i for i, lay in self._overlays.items() if layer is None or lay == layer]

    def clear_overlays(self, layer: float | None = None) -> None:
        """Remove the overlay items of ``layer`` (or all of them)."""
        for item in self.overlays(layer):
            self.remove_overlay(item)

    # --- marks -------------------------------------------------------------------------

    def set_marks(self, layer: str, marks: Mapping[str, object] | Iterable[tuple[str, object]]) -> None:
        """Show ``marks`` (JSON path -> value) as ``layer``, replacing what it showed.

        Paths that name nothing on the board are ignored. Values for one element are merged
        by ``MARK_MERGE[layer]``.
        """
        merge = MARK_MERGE[layer]
        pairs = marks.items() if isinstance(marks, Mapping) else marks
        resolved: dict[Hashable, object] = {}
        for where, value in pairs:
            for key in self._keys_for_marks(layer, where):
                resolved[key] = merge(resolved.get(key), value)
        old = self._marks.get(layer, {})
        self._marks[layer] = resolved
        self._show_marks(layer, old, resolved)

    def _keys_for_marks(self, layer: str, where: str) -> list:
        """The element keys a mark of ``layer`` on ``where`` goes to (``keys_of_path``)."""
        return self.keys_of_path(where)

    def marks(self, layer: str) -> dict[Hashable, object]:
        """What ``layer`` shows: ``{element key: value}`` (a copy)."""
        return dict(self._marks.get(layer, {}))

    def clear_marks(self, layer: str) -> None:
        """Remove every mark of ``layer``."""
        self.set_marks(layer, {})

    def _show_marks(self, layer: str, old: dict, new: dict) -> None:
        """Draw ``layer`` going from ``old`` to ``new`` (``{key: value}``)."""
        raise NotImplementedError

    # --- the interface of a game's scene -------------------------------------------------

    def set_pack(self, pack, event=None) -> SceneUpdate:
        """Show ``pack``: update the items by a keyed diff; ``event`` (kind, where) may narrow it."""
        raise NotImplementedError

    def to_scene(self, x: float, y: float) -> QPointF:
        """Scene position of the pack position ``(x, y)``."""
        raise NotImplementedError

    def to_map(self, pos: QPointF) -> tuple:
        """Pack position of a scene position."""
        raise NotImplementedError

    def element_at(self, pos: QPointF, view=None, kinds=None) -> BoardHit | None:
        """The element under scene position ``pos`` (tolerances in pixels of ``view``)."""
        raise NotImplementedError

    def keys_of_path(self, where: str) -> list:
        """The keys of the board elements a JSON path names (none, one, or several)."""
        raise NotImplementedError

    def path_of_key(self, key) -> str | None:
        """The JSON path of the element ``key`` names, or None if it is not on the board."""
        raise NotImplementedError

    def element_pos(self, where: str) -> QPointF | None:
        """Scene position of the (first) element a JSON path names, or None."""
        raise NotImplementedError

    def map_rect(self) -> QRectF:
        """The scene rectangle to fit in a view to show the whole board."""
        raise NotImplementedError

    def drawn_rect(self) -> QRectF:
        """The scene rectangle around everything drawn (``map_rect()`` unless overridden)."""
        return self.map_rect()

    def image_item(self):
        """The board image's item, or None for a board that has none."""
        return None

    def show_board_image(self, on: bool) -> None:
        """Draw the pack's board image (the default) or leave it out of this scene."""
        item = self.image_item()
        if item is not None:
            item.set_shown(on)

    def set_tracing(self, on: bool) -> None:
        """Draw the shapes over the board image as borders only (on) or filled (off); a
        board whose shapes never hide its image has nothing to do."""

    def set_view_zoom(self, zoom: float) -> None:
        """Adapt items sized in pixels to the view's zoom (1.0 = a scene unit a pixel)."""

    def drop_item_caches(self) -> None:
        """Have every item drawn anew from now on: for a picture (app.render), so shapes
        stay vectors in a PDF or an SVG and sharp in a PNG. A scene whose items keep a
        pixmap of themselves on screen (QGraphicsItem's cache) switches it off; the others
        have nothing to do."""

    def place_labels(self, view) -> None:
        """Place the names for what ``view`` shows (a board without names does nothing)."""
