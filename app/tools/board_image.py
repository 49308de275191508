"""Board Image tool (I): move and scale the picture under a board, when it is unlocked.

Works on any editor whose scene has ``image_item()`` (Journey and Expedition). While the tool
is active and the pack's ``board_image`` is unlocked, the image shows its frame and a handle
at each corner: drag inside the image to move it, drag a handle to scale it about the
opposite corner (its proportions kept; Shift scales freely). Each drag is one undo step
(``SetBoardImageCommand`` merging). A locked image (the default) does not move: File ▸ Board
Image… unlocks it. While the tool is active the map's outlines are drawn unfilled, so the
whole image shows through them, and the frame and handles are drawn over every outline.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, Qt

from app.commands.set_board_image import SetBoardImageCommand
from app.i18n import translate
from app.tools.base import Tool


class BoardImageTool(Tool):
    """Moves and scales an unlocked board image with the mouse."""

    name = QT_TRANSLATE_NOOP("tools", "Image")
    shortcut = "I"
    tooltip = QT_TRANSLATE_NOOP("tools", "Drag the board image to move it, or a corner handle to scale it (unlock it in File > Board Image…)")
    gestures = ((QT_TRANSLATE_NOOP("tools", "scale the board image freely"), QT_TRANSLATE_NOOP("tools", "Shift+Drag a corner")),)
    cursor = Qt.CursorShape.SizeAllCursor
    traces = True  # the image is placed under the outlines: they are drawn unfilled meanwhile

    def __init__(self, editor) -> None:
        super().__init__(editor)
        self._drag: dict | None = None

    # --- the pack's image and the scene's linear map projection ------------------------

    def image(self):
        return getattr(self.document.pack, "board_image", None)

    def _item(self):
        return self.editor.scene.image_item()

    def _scale(self) -> tuple[float, float]:
        """Scene units per map unit along x and y (both board projections are linear)."""
        o, p = self.editor.scene.to_scene(0.0, 0.0), self.editor.scene.to_scene(1.0, 1.0)
        return p.x() - o.x(), o.y() - p.y()

    def _say(self, text: str) -> None:
        self.editor.status_message.emit(text)

    def activate(self) -> None:
        image = self.image()
        if image is None:
            self._say(translate("BoardImageTool", "This board has no image: File > Board Image… adds one"))
        elif image.locked:
            self._say(translate("BoardImageTool", "The board image is locked: unlock it in File > Board Image… to move or scale it"))
        self._show_handles()

    def deactivate(self) -> None:
        self._drag = None
        self._item().set_handles(False)

    def _show_handles(self) -> None:
        image = self.image()
        item = self._item()
        item.set_unit(1.0 / max(self.editor.canvas.zoom(), 1e-9))
        item.set_handles(image is not None and not image.locked)

    # --- events -----------------------------------------------------------------------

    def mouse_press(self, event, pos) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        image = self.image()
        if image is None or image.locked:
            self.activate()
            return True
        self._show_handles()
        item = self._item()
        corner = next((i for i, r in enumerate(item.handle_rects()) if r.contains(pos)), None)
        if corner is None and not item.scene_rect().contains(pos):
            return True
        self._drag = {"image": image, "press": QPointF(pos), "corner": corner, "token": object()}
        return True

    def mouse_move(self, event, pos) -> bool:
        drag = self._drag
        if drag is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return False
        image = drag["image"]
        sx, sy = self._scale()
        dx, dy = (pos.x() - drag["press"].x()) / sx, -(pos.y() - drag["press"].y()) / sy
        if drag["corner"] is None:
            new = image.model_copy(update={"x": round(image.x + dx, 4), "y": round(image.y + dy, 4)})
            label = translate("BoardImageTool", "Move the board image")
        else:
            new = self._scaled(image, drag["corner"], dx, dy,
                               free=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            label = translate("BoardImageTool", "Scale the board image")
        if new != self.image():
            self.document.push(SetBoardImageCommand(self.document, new, label, drag=drag["token"]))
            self._show_handles()
        return True

    def mouse_release(self, event, pos) -> bool:
        if self._drag is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self._drag = None
        return True

    @staticmethod
    def _scaled(image, corner: int, dx: float, dy: float, free: bool):
        """``image`` with ``corner`` (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left)
        moved by (dx, dy) map units and the opposite corner kept."""
        left, top = image.x, image.y
        right, bottom = image.x + image.width, image.y - image.height
        new_left, new_top, new_right, new_bottom = left, top, right, bottom
        if corner in (0, 3):
            new_left += dx
        else:
            new_right += dx
        if corner in (0, 1):
            new_top += dy
        else:
            new_bottom += dy
        width, height = max(new_right - new_left, 1e-3), max(new_top - new_bottom, 1e-3)
        if not free:  # keep the proportions: the larger change wins
            ratio = image.width / image.height
            if width / ratio > height:
                height = width / ratio
            else:
                width = height * ratio
        # The opposite corner stays where it was.
        x = right - width if corner in (0, 3) else left
        y = bottom + height if corner in (0, 1) else top
        return image.model_copy(update={
            "x": round(x, 4), "y": round(y, 4), "width": round(width, 4), "height": round(height, 4),
        })
