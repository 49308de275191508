"""What the main window expects of every game's editor."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget


class EditorWidget(QWidget):
    """The central widget of one document's tab: a canvas plus its tools and side panels.

    Subclasses build their canvas from ``document`` and redraw it from ``document.changed``;
    they never own the model.

    Signals:
        selection_changed: the JSON paths of the selected elements (tuple of str).
        cursor_moved: the map position under the pointer, as (x, y) in pack units.
        zoom_changed: the zoom factor (1.0 = 100 %).
    """

    selection_changed = Signal(object)
    cursor_moved = Signal(float, float)
    zoom_changed = Signal(float)

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document

    def tools(self) -> list:
        """The editor's tools, in tool-bar order; the first is active at start."""
        raise NotImplementedError

    def active_tool(self):
        raise NotImplementedError

    def set_active_tool(self, tool) -> None:
        raise NotImplementedError

    def side_panels(self) -> list[tuple[str, QWidget]]:
        """(title, widget) for the docks this editor fills: "Properties", "Cards", ..."""
        return []

    def select_path(self, where: str) -> bool:
        """Select and show the element a JSON path names (from the Problems panel).

        Returns True if something was selected.
        """
        raise NotImplementedError

    def fit_to_view(self) -> None:
        raise NotImplementedError

    def zoom_by(self, factor: float) -> None:
        raise NotImplementedError
