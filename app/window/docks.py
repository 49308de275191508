"""The studio window's docks, each showing the current document's part: the side docks by
title (Properties and Cards tabbed on the right; a further title a game registers, as
Journey's Borders, gets one more tab beside them, shown only while a document of a game that
registers it is current: ``AppGame.docks``), Problems and Undo History at the bottom."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QStackedWidget

from app.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QUndoGroup
    from PySide6.QtWidgets import QMainWindow

    from app.window.document_tab import DocumentTab

# The side docks by their English titles (their keys), translated where shown (_DOCK_TITLES
# marks the titles for lupdate).
_RIGHT_DOCKS = ("Properties", "Cards", "Card Layouts")
_DOCK_TITLES = (QT_TRANSLATE_NOOP("MainWindow", "Properties"), QT_TRANSLATE_NOOP("MainWindow", "Cards"),
                QT_TRANSLATE_NOOP("MainWindow", "Card Layouts"))
# "No … for this document." for each side dock (a game's own docks: the generic sentence).
_DOCK_EMPTY = {
    "Properties": QT_TRANSLATE_NOOP("MainWindow", "No properties for this document."),
    "Cards": QT_TRANSLATE_NOOP("MainWindow", "No cards for this document."),
    "Card Layouts": QT_TRANSLATE_NOOP("MainWindow", "No card layouts for this document."),
}
# Hints shown in place of empty content: muted, yet readable on the window background.
MUTED_STYLE = "color: #5a5f66;"


class StudioDocks:
    """The docks of one studio window. Each dock holds a stack with a page per open document
    (and a placeholder), and shows the current document's page.

    Attributes:
        problems_dock: the Problems dock (bottom); its stack holds each tab's ProblemsPanel.
        problems_stack: that stack (page 0: "No document").
        undo_dock: the Undo History dock (bottom).
        undo_view: its QUndoView of the window's undo group.
    """

    def __init__(self, window: QMainWindow, undo_group: QUndoGroup) -> None:
        """Add the docks to ``window``.

        Args:
            window: the studio window.
            undo_group: the window's undo group, shown in Undo History.
        """
        from PySide6.QtWidgets import QStyle, QUndoView

        from app.widgets.problems_panel import height_for_rows

        self._window = window
        self._side_docks: dict[str, tuple[QDockWidget, QStackedWidget, QLabel]] = {}
        # A game's own docks that the studio hid because the current document's game does
        # not register them (a dock the user closed is not in it, and stays closed).
        self._put_away: set[str] = set()
        for title in _RIGHT_DOCKS:
            self._side_dock(title)
        window.tabifyDockWidget(self._side_docks["Properties"][0], self._side_docks["Cards"][0])
        window.tabifyDockWidget(self._side_docks["Cards"][0], self._side_docks["Card Layouts"][0])
        self._side_docks["Properties"][0].raise_()

        self.problems_dock = QDockWidget(translate("MainWindow", "Problems"), window)
        self.problems_dock.setObjectName("dock_problems")
        self.problems_stack = QStackedWidget()
        no_document = QLabel(translate("MainWindow", "No document"))
        no_document.setAlignment(Qt.AlignmentFlag.AlignCenter)
        no_document.setStyleSheet(MUTED_STYLE)
        self.problems_stack.addWidget(no_document)
        self.problems_dock.setWidget(self.problems_stack)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.problems_dock)
        self.undo_dock = QDockWidget(translate("MainWindow", "Undo History"), window)
        self.undo_dock.setObjectName("dock_undo")
        self.undo_view = QUndoView(undo_group)
        self.undo_view.setEmptyLabel(translate("MainWindow", "<opened>"))
        self.undo_dock.setWidget(self.undo_view)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.undo_dock)
        # Room for five problems, their header and the detail line, under the dock's title.
        title = window.fontMetrics().height() + 2 * window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleMargin) + 4
        window.resizeDocks([self.problems_dock], [height_for_rows(5, window) + title], Qt.Orientation.Vertical)
        window.resizeDocks([self.problems_dock, self.undo_dock], [900, 420], Qt.Orientation.Horizontal)
        window.resizeDocks([self._side_docks["Properties"][0]], [330], Qt.Orientation.Horizontal)

    def _side_dock(self, title: str) -> tuple[QDockWidget, QStackedWidget, QLabel]:
        """The side dock of ``title`` with its stack and placeholder, made on first use."""
        if title not in self._side_docks:
            dock = QDockWidget(translate("MainWindow", title), self._window)
            dock.setObjectName(f"dock_{title.lower().replace(' ', '_')}")
            stack = QStackedWidget()
            placeholder = QLabel(translate("MainWindow", _DOCK_EMPTY[title]) if title in _DOCK_EMPTY
                                 else translate("MainWindow", "No {title} for this document.").format(title=translate("MainWindow", title).lower()))
            placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
            placeholder.setWordWrap(True)
            stack.addWidget(placeholder)
            dock.setWidget(stack)
            self._window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            if "Cards" in self._side_docks:  # a further panel: one more tab beside them
                self._window.tabifyDockWidget(self._side_docks["Cards"][0], dock)
                self._side_docks["Properties"][0].raise_()
            dock.show()  # now, not at the next event: show_tab may put it away at once
            self._side_docks[title] = (dock, stack, placeholder)
        return self._side_docks[title]

    def side_dock(self, title: str) -> QDockWidget | None:
        """The right-hand dock of that title ("Properties", "Cards", ...), or None."""
        entry = self._side_docks.get(title)
        return entry[0] if entry else None

    def toggle_actions(self) -> list[QAction]:
        """The docks' show/hide actions, side docks first (for the View menu)."""
        return ([dock.toggleViewAction() for dock, *_ in self._side_docks.values()]
                + [self.problems_dock.toggleViewAction(), self.undo_dock.toggleViewAction()])

    def add_tab(self, tab: DocumentTab) -> None:
        """Give ``tab``'s side panels and Problems panel a page in their docks."""
        for title, widget in tab.panels:
            _dock, stack, _ = self._side_dock(title)
            stack.addWidget(widget)
        self.problems_stack.addWidget(tab.problems)

    def remove_tab(self, tab: DocumentTab) -> None:
        """Take ``tab``'s pages out of the docks and delete them (the tab is closing)."""
        for _title, widget in tab.panels:
            for _dock, stack, _ in self._side_docks.values():
                if stack.indexOf(widget) >= 0:
                    stack.removeWidget(widget)
            widget.deleteLater()
        self.problems_stack.removeWidget(tab.problems)
        tab.problems.deleteLater()

    def show_tab(self, tab: DocumentTab | None) -> None:
        """Show ``tab``'s pages (None: the placeholders), and a game's own docks only while
        the tab's game registers them."""
        wanted = set(_RIGHT_DOCKS) | set(_game_docks(tab))
        for title, (dock, stack, placeholder) in self._side_docks.items():
            panel = next((w for t, w in (tab.panels if tab else []) if t == title), None)
            stack.setCurrentWidget(panel if panel is not None else placeholder)
            if title in wanted and title in self._put_away:
                self._put_away.discard(title)
                dock.show()
            elif title not in wanted and not dock.isHidden():
                raised = dock.isVisible()  # its tab was the one shown
                self._put_away.add(title)
                dock.hide()
                if raised:
                    self._side_docks["Properties"][0].raise_()
        self.problems_stack.setCurrentWidget(tab.problems if tab else self.problems_stack.widget(0))

    def show_problems(self) -> None:
        """Show and raise the Problems dock."""
        self.problems_dock.show()
        self.problems_dock.raise_()


def _game_docks(tab: DocumentTab | None) -> tuple[str, ...]:
    """The side docks the game of ``tab``'s document registers (``AppGame.docks``)."""
    if tab is None:
        return ()
    from app.plugins import app_games

    game = app_games().get(getattr(tab.document.pack, "game", ""))
    return game.docks if game is not None else ()
