"""What the main window expects of every game's editor."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.i18n import translate


class EditorWidget(QWidget):
    """The central widget of one document's tab: a canvas plus its tools and side panels.

    Subclasses show ``document`` on a board scene of ``app.boards`` (``self.scene``) in their
    canvas and hand it each new pack from ``document.changed``; they never own the model. They set ``self.canvas`` (a MapCanvas) and ``self._tools`` (their
    tools, in tool-bar order); the base class switches tools and calls ``_on_tool_activated``
    (a tool whose ``traces`` is True has the scene draw its shapes without fill meanwhile),
    lays out an options bar over the canvas (``_lay_out``) and zooms the canvas (``zoom_by``).

    Signals:
        selection_changed: the JSON paths of the selected elements (tuple of str).
        cursor_moved: the map position under the pointer, as (x, y) in pack units.
        zoom_changed: the zoom factor (1.0 = 100 %).
        tool_changed: the active tool, when the editor changed it itself (e.g. Escape).
        status_message: a short hint for the status bar ("Click a second country").

    Hosting contract (what the main window does with an editor):
        - builds it as ``editor_class(doc.game)(doc)`` inside the document's tab;
        - puts ``tools()`` in the Tools tool bar, each an exclusive checkable action with
          ``tool.shortcut`` as its key and ``tool.tooltip`` as its tip, and calls
          ``set_active_tool(tool)`` when one is chosen (the first tool is active at start);
        - puts each ``side_panels()`` widget in the dock of that title ("Properties" and
          "Cards" on the right, tabbed; a further title, which the game registers in
          ``AppGame.docks``, gets one more tab beside them, shown only while a document of
          that game is current), showing them while the document's tab is current;
        - calls ``delete_selection()`` from Edit > Delete (the Delete key); an editor that
          has the (optional) ``can_delete_selection() -> bool`` keeps Delete disabled while it
          is False, re-asked after each ``selection_changed``; Select All is enabled for
          editors with a ``select_all()`` method. While the keyboard focus is inside one of
          the editor's side panels, Delete acts on that panel instead: its own
          ``delete_selection()`` / ``can_delete_selection()`` if it has them (e.g. the selected
          rows of a table; an optional ``delete_state_changed`` signal re-asks the latter),
          else Delete is disabled there (never the map's selection);
        - calls ``select_path(where)`` when a problem is double-clicked, ``fit_to_view()`` and
          ``zoom_by()`` from the View menu, and shows ``zoom_changed`` / ``cursor_moved`` in
          the status bar (the position as ``cursor_text(x, y)`` words it).
        - calls ``show_problems(problems)`` after every lint run if the editor has that
          (optional) method, so it can mark the elements concerned on its map.
        If an editor module cannot be imported the tab shows the reason instead.
    """

    selection_changed = Signal(object)
    cursor_moved = Signal(float, float)
    zoom_changed = Signal(float)
    tool_changed = Signal(object)
    status_message = Signal(str)

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.canvas = None
        self._tools: list = []
        self._active = None

    def _lay_out(self, options_bar: QWidget) -> None:
        """Stack ``options_bar`` over the canvas, which takes the rest, edge to edge."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(options_bar)
        layout.addWidget(self.canvas, 1)

    def tools(self) -> list:
        """The editor's tools, in tool-bar order; the first is active at start."""
        return list(self._tools)

    def active_tool(self):
        """The tool that receives the canvas's pointer and key events."""
        return self._active

    def set_active_tool(self, tool) -> None:
        """Make ``tool`` the active one: the old one is deactivated, the canvas feeds the new."""
        if tool is self._active:
            return
        if self._active is not None:
            self._active.deactivate()
        self._active = tool
        self.canvas.tool = tool
        scene = getattr(self, "scene", None)
        if scene is not None and hasattr(scene, "set_tracing"):
            # Tracing over the board image: its shapes as borders only while the tool is on.
            scene.set_tracing(getattr(tool, "traces", False))
        tool.activate()
        self._on_tool_activated(tool)
        self.tool_changed.emit(tool)

    def _on_tool_activated(self, tool) -> None:
        """Tell the user what the new tool does (subclasses may show it elsewhere)."""
        self.status_message.emit(f"{translate('tools', tool.name)}: {translate('tools', tool.tooltip)}")

    def cursor_text(self, x: float, y: float) -> str:
        """How the status bar shows the map position ``cursor_moved`` gave (x, y by default)."""
        return f"x {x:.2f}, y {y:.2f}"

    def tool_by_shortcut(self, key: str):
        """The tool whose shortcut is ``key`` (one letter), or None."""
        return next((t for t in self._tools if t.shortcut == key.upper()), None)

    def switch_tool_by_key(self, event: QKeyEvent) -> bool:
        """Activate the tool whose letter ``event`` typed (no modifiers); True if one did."""
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        tool = self.tool_by_shortcut(event.text()) if event.text() else None
        if tool is None:
            return False
        self.set_active_tool(tool)
        return True

    def side_panels(self) -> list[tuple[str, QWidget]]:
        """(title, widget) for the docks this editor fills: "Properties", "Cards", ..."""
        return []

    def select_path(self, where: str) -> bool:
        """Select and show the element a JSON path names (from the Problems panel).

        Returns True if something was selected.
        """
        raise NotImplementedError

    def delete_selection(self) -> bool:
        """Delete the selected elements (Edit > Delete) with one command; True if any."""
        return False

    def fit_to_view(self) -> None:
        raise NotImplementedError

    def zoom_by(self, factor: float) -> None:
        """Zoom the canvas by ``factor`` (View menu)."""
        self.canvas.zoom_by(factor)
