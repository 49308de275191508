"""The Tools tool bar and menu: the current editor's tools as exclusive checkable actions,
each with its one-key shortcut."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QToolBar

from app.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QMenu


class ToolsBar:
    """The tools of the current editor, in a tool bar and in the Tools menu.

    Choosing one calls ``editor.set_active_tool(tool)``; the bar is hidden while there are no
    tools (no document open, or an editor without tools).

    Attributes:
        bar: the "Tools" QToolBar (top).
    """

    def __init__(self, window: QMainWindow, menu: QMenu) -> None:
        """Add the tool bar to ``window``.

        Args:
            window: the studio window.
            menu: the Tools menu, which lists the same actions.
        """
        self._window = window
        self._menu = menu
        self.bar = QToolBar(translate("MainWindow", "Tools"), window)
        self.bar.setObjectName("toolbar_tools")
        self.bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.bar)
        self._group: QActionGroup | None = None
        self._actions: dict[int, QAction] = {}

    def show_editor(self, editor) -> None:
        """Show ``editor``'s tools (None: none), its active tool checked."""
        self.bar.clear()
        self._menu.clear()
        self._menu.setEnabled(False)
        if self._group is not None:
            self._group.deleteLater()
        self._group = None
        self._actions = {}
        if editor is None:
            self.bar.setVisible(False)  # an empty strip would only take room
            return
        group = QActionGroup(self._window)
        group.setExclusive(True)
        active = editor.active_tool()
        for tool in editor.tools():
            action = QAction(translate("tools", tool.name), group)
            action.setCheckable(True)
            if tool.shortcut:
                action.setShortcut(QKeySequence(tool.shortcut))
            tip = translate("tools", tool.tooltip)
            action.setToolTip(f"{tip} ({tool.shortcut})" if tool.shortcut else tip)
            action.setStatusTip(tip)
            action.setChecked(tool is active)
            action.triggered.connect(lambda _c=False, t=tool, e=editor: e.set_active_tool(t))
            self.bar.addAction(action)
            self._menu.addAction(action)
            self._actions[id(tool)] = action
        self._menu.setEnabled(bool(self._actions))
        self.bar.setVisible(bool(self._actions))
        self._group = group

    def action(self, tool) -> QAction | None:
        """The action of ``tool`` of the editor shown, or None."""
        return self._actions.get(id(tool))

    def actions(self) -> set[QAction]:
        """The actions of the editor shown."""
        return set(self._actions.values())

    def check(self, tool) -> None:
        """Check ``tool``'s action (the editor chose it itself)."""
        action = self._actions.get(id(tool))
        if action is not None:
            action.setChecked(True)
