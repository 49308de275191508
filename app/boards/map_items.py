"""Scene items the map boards share: filled outlines, the backdrop, the water and the board image.

Projections of the pack (A4): a scene builds them from ``countries[].outline``,
``seas[].outline``, ``backdrop`` and ``board_image`` and never changes the model through them.
Outlines are ``QGraphicsPathItem``s (drawn and indexed by Qt in C++, with cosmetic pens), one
per element, filled with the even-odd rule so a polygon inside another is a hole; a scene of
1,000 outlined countries repaints only the few under a moved marker.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImageReader,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem

from app.boards.base import Z_PREVIEWS
from app.i18n import translate

#: Colour of the selection (the same amber as the boards' markers).
_SELECTION = QColor("#ffb000")
#: Land that is not in play, and its coast.
BACKDROP_FILL = QColor("#e6e2d6")
BACKDROP_PEN = QColor("#b3ad9c")
#: The water under an outlined map (a shade deeper than the canvas, so coasts read).
WATER_FILL = QColor("#d3e4f1")
#: A sea's own water, when it has an outline.
SEA_FILL = QColor(90, 150, 210, 45)
SEA_PEN = QColor(60, 130, 200, 150)
#: Pixels of a board image's scale handle.
HANDLE_PIXELS = 9.0

ToScene = Callable[[float, float], QPointF]


def outline_path(outline: Sequence[Sequence[tuple[float, float]]], to_scene: ToScene) -> QPainterPath:
    """The polygons of an outline as one closed path in scene coordinates (even-odd fill)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in outline:
        path.addPolygon(QPolygonF([to_scene(x, y) for x, y in ring]))
        path.closeSubpath()
    return path


def land_colours(display: str) -> tuple[QColor, QColor]:
    """The light fill and the darker border of a country of colour group colour ``display``."""
    base = QColor(display)
    fill = QColor(
        round(base.red() * 0.34 + 255 * 0.66),
        round(base.green() * 0.34 + 255 * 0.66),
        round(base.blue() * 0.34 + 255 * 0.66),
    )
    return fill, base.darker(135)


class OutlineItem(QGraphicsPathItem):
    """A country's or a sea's outline: a light fill and a darker border; selection and hover
    draw the border thick in the selection colour. While tracing (``set_tracing``) only the
    border is drawn, so a board image under it shows through.

    Attributes:
        key: ``("country", id)`` or ``("sea", id)``.
        outline: the outline drawn (the pack's tuple, compared by identity to skip redraws).
    """

    def __init__(self, key: tuple, z: float) -> None:
        super().__init__()
        self.key = key
        self.outline = None
        self._fill = QColor(BACKDROP_FILL)
        self._border = QColor(BACKDROP_PEN)
        self._selected = False
        self._hovered = False
        self._heat: QColor | None = None
        self._tracing = False
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Kept as a pixmap on screen (redrawn when its shape, colours or marks change, or the
        # zoom): an outline is the costliest item of a map to paint, about two thirds of a
        # whole Europe repaint. Pictures (app.render) draw it as a vector.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_outline(self, outline, to_scene: ToScene) -> None:
        """Draw ``outline`` (polygons of map points)."""
        if outline is not self.outline:
            self.outline = outline
            self.setPath(outline_path(outline or (), to_scene))

    def set_colours(self, fill: QColor, border: QColor) -> None:
        """Fill and border colours (a country's colour group changed)."""
        if fill != self._fill or border != self._border:
            self._fill, self._border = QColor(fill), QColor(border)
            self._restyle()

    def set_marks(self, selected: bool | None = None, hovered: bool | None = None) -> None:
        """Show the outline selected or hovered (None: leave as it is)."""
        changed = False
        if selected is not None and selected != self._selected:
            self._selected, changed = selected, True
        if hovered is not None and hovered != self._hovered:
            self._hovered, changed = hovered, True
        if changed:
            self._restyle()

    def set_heat(self, colour: QColor | None) -> None:
        """Fill the outline with a simulation's heat colour (None: its own fill again)."""
        colour = QColor(colour) if colour is not None else None
        if colour != self._heat:
            self._heat = colour
            self._restyle()

    def set_tracing(self, on: bool) -> None:
        """Draw the border only, no fill (tracing over a board image), or fill again."""
        if on != self._tracing:
            self._tracing = on
            self._restyle()

    @property
    def tracing(self) -> bool:
        """True while only the border is drawn (see ``set_tracing``)."""
        return self._tracing

    @property
    def heat(self) -> QColor | None:
        """The heat colour filling the outline, or None."""
        return self._heat

    @property
    def fill(self) -> QColor:
        """The outline's own fill (its colour group's light shade), heat or not."""
        return QColor(self._fill)

    @property
    def selected(self) -> bool:
        return self._selected

    def _restyle(self) -> None:
        if self._selected:
            pen = QPen(_SELECTION, 3.0)
        elif self._hovered:
            pen = QPen(self._border.lighter(115), 2.4)
        else:
            pen = QPen(self._border, 1.1)
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        if self._tracing and self._heat is None:
            self.setBrush(Qt.BrushStyle.NoBrush)
            return
        fill = self._fill if self._heat is None else self._heat
        self.setBrush(QBrush(fill.lighter(104) if self._hovered else fill))


class BackdropItem(QGraphicsPathItem):
    """Land that is not in play (or, on the world map, all land): a neutral fill and coast.

    ``set_outline`` draws each polygon (with the holes inside it) as a child path item of its
    own, so a repaint of a small area (a dragged point) fills the one coast under it, not the
    whole world's 2,000 points. The item's own path is used only by plain fills (the water).
    """

    def __init__(self, z: float, fill: QColor = BACKDROP_FILL, pen: QColor = BACKDROP_PEN) -> None:
        super().__init__()
        self.outline = None
        self._parts: list[QGraphicsPathItem] = []
        self._bounds = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        stroke = QPen(pen, 0.9)
        stroke.setCosmetic(True)
        self.setPen(stroke)
        self.setBrush(fill)

    def set_outline(self, outline, to_scene: ToScene) -> None:
        if outline is self.outline:
            return
        self.outline = outline
        for part in self._parts:
            if part.scene() is not None:
                part.scene().removeItem(part)
            else:
                part.setParentItem(None)
        self._parts = []
        self._bounds = QRectF()
        for group in _nest(outline or (), to_scene):
            part = QGraphicsPathItem(self)
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.OddEvenFill)
            for polygon in group:
                path.addPolygon(polygon)
                path.closeSubpath()
            part.setPath(path)
            part.setPen(self.pen())
            part.setBrush(self.brush())
            part.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._parts.append(part)
            self._bounds = self._bounds.united(path.boundingRect())

    def bounds(self) -> QRectF:
        """The scene rectangle around the outline drawn (empty when none)."""
        return QRectF(self._bounds)


def _nest(outline, to_scene: ToScene) -> list[list[QPolygonF]]:
    """The outline's polygons in scene coordinates, grouped: each polygon with the polygons
    that lie inside it (its holes, and islands in those), largest first."""
    polygons = [QPolygonF([to_scene(x, y) for x, y in ring]) for ring in outline]
    order = sorted(range(len(polygons)), key=lambda i: -_area(polygons[i].boundingRect()))
    groups: list[list[QPolygonF]] = []
    owner: list[tuple[QRectF, QPolygonF, int]] = []
    for i in order:
        polygon = polygons[i]
        box = polygon.boundingRect()
        home = None
        for outer_box, outer, g in reversed(owner):  # the smallest enclosing one wins
            if outer_box.contains(box) and outer.containsPoint(polygon.first(), Qt.FillRule.OddEvenFill):
                home = g
                break
        if home is None:
            groups.append([polygon])
            home = len(groups) - 1
        else:
            groups[home].append(polygon)
        owner.append((box, polygon, home))
    return groups


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height()


class BoardImageItem(QGraphicsItem):
    """The pack's ``board_image``: a PNG, JPEG or SVG stretched over its map rectangle at its
    opacity, or a dashed frame naming the file when it cannot be read. While ``handles`` is
    on (the Board Image tool is active and the image is unlocked) its ``frame`` (a
    ``BoardImageFrameItem``, in ``Z_PREVIEWS`` so no outline hides it) draws the image's frame
    and a scale handle at each corner, ``HANDLE_PIXELS`` wide on screen. A scene adds the
    frame with the image (``add_to``). ``set_shown(False)`` keeps the image out of a scene
    that only reads the board (the balance lab's heat maps).

    Attributes:
        image: the ``content.models.BoardImage`` drawn, or None.
        frame: the item drawing the frame and the handles.
    """

    def __init__(self, z: float) -> None:
        super().__init__()
        self.image = None
        self._rect = QRectF()
        self._picture: QPixmap | None = None
        self._svg = None
        self._loaded_path: str | None = None
        self._missing = ""
        self._shown = True
        self._handles = False  # asked for by the Board Image tool
        self._unit = 1.0  # scene units per pixel
        self.frame = BoardImageFrameItem(self)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def add_to(self, scene) -> None:
        """Put the image and its frame (a gesture preview, in ``Z_PREVIEWS``) on ``scene``."""
        scene.addItem(self)
        scene.addItem(self.frame)

    @property
    def handles(self) -> bool:
        """True while the frame and its handles are drawn."""
        return self.frame.isVisible()

    def set_image(self, image, rect: QRectF) -> None:
        """Show ``image`` (a BoardImage, or None to hide) over scene rectangle ``rect``."""
        self.prepareGeometryChange()
        self.image = image
        self._rect = QRectF(rect)
        self.setVisible(image is not None and self._shown)
        if image is not None and image.path != self._loaded_path:
            self._load(image.path)
        if image is not None:
            self.setOpacity(image.opacity)
        self.frame.follow()
        self.update()

    def set_shown(self, on: bool) -> None:
        """Draw the image (the default) or leave it out of this scene altogether."""
        self._shown = bool(on)
        self.setVisible(self.image is not None and self._shown)
        self.frame.setVisible(self._handles and self._shown)

    def shown(self) -> bool:
        """False when the scene leaves its board image out (``set_shown``)."""
        return self._shown

    def scene_rect(self) -> QRectF:
        """Where the image is drawn, in scene coordinates."""
        return QRectF(self._rect)

    def set_unit(self, unit: float) -> None:
        """Scene units per pixel of the view (handles keep their size on screen)."""
        if unit != self._unit:
            self._unit = unit
            self.frame.follow()

    def unit(self) -> float:
        return self._unit

    def set_handles(self, on: bool) -> None:
        """Show or hide the frame and the corner handles."""
        self._handles = bool(on)
        self.frame.setVisible(self._handles and self._shown)

    def handle_rects(self) -> list[QRectF]:
        """The four corner handles (top-left, top-right, bottom-right, bottom-left), scene units."""
        s = HANDLE_PIXELS * self._unit
        r = self._rect
        return [QRectF(p - QPointF(s / 2, s / 2), QSizeF(s, s))
                for p in (r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft())]

    def _load(self, path: str) -> None:
        self._loaded_path = path
        self._picture, self._svg, self._missing = None, None, ""
        if not os.path.isfile(path):
            self._missing = translate("BoardImageItem", "Image not found: {basename}").format(basename=os.path.basename(path))
            return
        if path.lower().endswith(".svg"):
            from PySide6.QtSvg import QSvgRenderer

            renderer = QSvgRenderer(path)
            if renderer.isValid():
                self._svg = renderer
                return
        else:
            reader = QImageReader(path)
            reader.setAutoTransform(True)
            picture = QPixmap.fromImageReader(reader)
            if not picture.isNull():
                self._picture = picture
                return
        self._missing = translate("BoardImageItem", "Cannot read the image {basename}").format(basename=os.path.basename(path))

    def natural_size(self) -> QSizeF | None:
        """The picture's own size in pixels (for its proportions), or None if unreadable."""
        if self._picture is not None:
            return QSizeF(self._picture.size())
        if self._svg is not None:
            return QSizeF(self._svg.defaultSize())
        return None

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        r = self._rect
        if self._picture is not None:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(r, self._picture, QRectF(self._picture.rect()))
        elif self._svg is not None:
            self._svg.render(painter, r)
        else:
            pen = QPen(QColor("#8a6d3b"), 1.5, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(QColor(255, 250, 235, 120))
            painter.drawRect(r)
            painter.save()
            painter.translate(r.center())
            painter.scale(self._unit, self._unit)
            font = QFont()
            font.setPointSizeF(10)
            painter.setFont(font)
            painter.drawText(QRectF(-200, -12, 400, 24), Qt.AlignmentFlag.AlignCenter, self._missing)
            painter.restore()


class BoardImageFrameItem(QGraphicsItem):
    """The frame and the four scale handles of a ``BoardImageItem``, drawn over the whole map
    (in ``Z_PREVIEWS``, a gesture's preview) so no outline or marker hides a handle. Hidden
    unless the Board Image tool shows the handles."""

    def __init__(self, image: BoardImageItem) -> None:
        super().__init__()
        self._image = image
        self._rect = QRectF()
        self.setZValue(Z_PREVIEWS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def follow(self) -> None:
        """Take the image's rectangle and handle size again."""
        self.prepareGeometryChange()
        m = HANDLE_PIXELS * self._image.unit()
        self._rect = self._image.scene_rect().adjusted(-m, -m, m, m)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        pen = QPen(_SELECTION, 1.5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self._image.scene_rect())
        painter.setPen(QPen(QColor("#7a5200"), 0))
        painter.setBrush(_SELECTION)
        for handle in self._image.handle_rects():
            painter.drawRect(handle)


class VertexHandlesItem(QGraphicsItem):
    """The points of an outline being edited, as small squares of constant size on screen;
    a point shared with another outline (*joined*) is a circle with a dot; the *hot* one
    (under the pointer, or being dragged) is filled. A gesture preview: the Outline tool puts
    it in ``Z_PREVIEWS``."""

    #: Half the side of a handle, in pixels.
    HALF = 4.0

    def __init__(self) -> None:
        super().__init__()
        self._points: list[QPointF] = []
        self._rect = QRectF()
        self._unit = 1.0
        self.hot: int | None = None
        #: indices of the points shared with another outline
        self.joined: frozenset[int] = frozenset()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_joined(self, indices) -> None:
        """Draw the points at ``indices`` as joined to another outline."""
        joined = frozenset(indices)
        if joined != self.joined:
            self.joined = joined
            self.update()

    def set_points(self, points: list[QPointF], unit: float) -> None:
        """Show handles at scene points ``points``; ``unit`` is scene units per pixel."""
        self.prepareGeometryChange()
        self._points = list(points)
        self._unit = unit
        if self._points:
            xs = [p.x() for p in self._points]
            ys = [p.y() for p in self._points]
            m = (self.HALF + 3) * unit
            self._rect = QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m, max(ys) - min(ys) + 2 * m)
        else:
            self._rect = QRectF()
        self.update()

    def points(self) -> list[QPointF]:
        return list(self._points)

    def set_hot(self, index: int | None) -> None:
        if index != self.hot:
            self.hot = index
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        transform = painter.worldTransform()
        painter.save()
        painter.resetTransform()
        h = self.HALF
        painter.setPen(QPen(QColor("#1d2730"), 1.0))
        for i, p in enumerate(self._points):
            at = transform.map(p)
            painter.setBrush(_SELECTION if i == self.hot else QColor(255, 255, 255))
            if i in self.joined:
                painter.drawEllipse(at, h + 1.5, h + 1.5)
                painter.setBrush(QColor("#1d2730"))
                painter.drawEllipse(at, 1.5, 1.5)
            else:
                painter.drawRect(QRectF(at.x() - h, at.y() - h, 2 * h, 2 * h))
        painter.restore()
