"""The interface every canvas tool follows (after Tiled's AbstractTool).

A tool turns pointer and key events on a canvas into commands; it never edits the model.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent


class Tool:
    """One canvas tool. Subclasses set the class attributes and override the handlers.

    Attributes:
        name: shown in the tool bar and menus ("Select", "Add country").
        shortcut: one key, e.g. "V".
        tooltip: one sentence on what the tool does.
        cursor: the pointer shape over the canvas while the tool is active.
        gestures: the tool's other keys and mouse gestures, as (what it does, the keys),
            for Help > Keyboard Shortcuts ("nudge the selection", "Arrow keys").
        traces: whether the tool works over the board image (Image, Outline): while it is
            active the map's shapes are drawn as borders only, so the image shows through.
    """

    name = "Tool"
    shortcut = ""
    tooltip = ""
    cursor = Qt.CursorShape.ArrowCursor
    gestures: tuple[tuple[str, str], ...] = ()
    traces = False

    def __init__(self, editor) -> None:
        self.editor = editor

    @property
    def document(self):
        return self.editor.document

    def activate(self) -> None:
        """Called when the tool becomes the active one."""

    def deactivate(self) -> None:
        """Called when another tool becomes active; drop any half-done gesture."""

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        """A button went down at scene position ``pos``; True if the tool used the event."""
        return False

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def key_press(self, event: QKeyEvent) -> bool:
        return False
