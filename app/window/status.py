"""The studio window's status bar: the cursor's position on the map, the zoom, and the
current document's error and warning counts (a button that shows the Problems dock)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QToolButton

from app.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from app.window.document_tab import DocumentTab


class StatusIndicators:
    """The permanent widgets at the right of a status bar.

    Attributes:
        cursor_label: the cursor's map position (``editor.cursor_text``).
        zoom_label: the current editor's zoom ("125 %").
        problems_button: "N errors, M warnings", hidden without a document.
    """

    def __init__(self, bar: QStatusBar, show_problems: Callable[[], None]) -> None:
        """Add the indicators to ``bar``.

        Args:
            bar: the window's status bar.
            show_problems: shows the Problems dock (the counts' button calls it).
        """
        self.cursor_label = QLabel("")
        self.cursor_label.setMinimumWidth(150)
        self.zoom_label = QLabel("")
        self.zoom_label.setMinimumWidth(60)
        self.problems_button = QToolButton()
        self.problems_button.setAutoRaise(True)
        self.problems_button.setToolTip(translate("MainWindow", "Errors and warnings in this pack: click to show them"))
        self.problems_button.clicked.connect(show_problems)
        bar.addPermanentWidget(self.cursor_label)
        bar.addPermanentWidget(self.zoom_label)
        bar.addPermanentWidget(self.problems_button)

    def show_tab(self, tab: DocumentTab | None) -> None:
        """Show ``tab``'s zoom and problem counts (None: no document, nothing to show)."""
        editor = tab.editor if tab else None
        if editor is not None and tab.zoom is not None:
            self.zoom_label.setText(f"{tab.zoom * 100:.0f} %")
        else:
            self.zoom_label.setText("")
        self.problems_button.setVisible(tab is not None)  # no document: nothing checked
        if tab is None:
            self.cursor_label.setText("")
            return
        errors, warnings = tab.problems.errors, tab.problems.warnings
        self.problems_button.setText((translate("MainWindow", "{n} error") if errors == 1 else translate("MainWindow", "{n} errors")).format(n=errors) + ", " + (translate("MainWindow", "{n} warning") if warnings == 1 else translate("MainWindow", "{n} warnings")).format(n=warnings))
        style = self.problems_button.style()
        pix = (
            style.StandardPixmap.SP_MessageBoxCritical if errors
            else style.StandardPixmap.SP_MessageBoxWarning if warnings
            else style.StandardPixmap.SP_DialogApplyButton
        )
        self.problems_button.setIcon(style.standardIcon(pix))
        self.problems_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)

    def show_cursor(self, text: str) -> None:
        """Show the cursor's position ("" clears it)."""
        self.cursor_label.setText(text)
