"""Help > Keyboard Shortcuts, Help > About and View > Legend: what the studio says about
itself, read from the live window so it never goes stale."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import translate

if TYPE_CHECKING:
    from app.documents import Document
    from app.main_window import MainWindow


def studio_version() -> str:
    """The installed ``boardcraft-studio`` version, or "development" when it is not installed."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("boardcraft-studio")
    except PackageNotFoundError:
        return "development"


class StudioHelp:
    """The help windows of one studio window, each made on first use and then reused.

    Attributes:
        shortcuts_dialog: Help > Keyboard Shortcuts (None before it is first shown).
        about_dialog: Help > About (None before it is first shown).
        legend_dialog: View > Legend's LegendDialog (None before it is first shown).
    """

    def __init__(self, window: MainWindow, app_name: str) -> None:
        """Help about ``window``.

        Args:
            window: the studio window whose actions, tools and documents are described.
            app_name: the studio's name, in the dialogs' titles.
        """
        self._window = window
        self._app_name = app_name
        self.shortcuts_dialog = None
        self.about_dialog = None
        self.legend_dialog = None

    def shortcut_sections(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """(title, rows of (action, keys)) for Help > Keyboard Shortcuts, read from the live
        QActions so the list never goes stale when an action or key changes:

        - "Menus": every menu action with a key, sorted (Undo and Redo by those names, not
          by the step they would undo);
        - "Tools of the <game> editor": each tool of the current editor with its key, in
          tool-bar order, then the tools' own keys and gestures (``Tool.gestures``);
        - "Map canvas": the canvas's navigation (``MapCanvas.GESTURES``), with a document.
        """
        from PySide6.QtGui import QAction, QKeySequence  # not before the first paint

        window = self._window
        fixed = {window.undo_action: translate("MainWindow", "Undo"), window.redo_action: translate("MainWindow", "Redo")}
        tools = window.tools  # None before the window's frame is built
        tool_actions = tools.actions() if tools is not None else set()
        menus: dict[str, str] = {}
        for action in window.findChildren(QAction):
            if action in tool_actions or action.actionGroup() is not None:
                continue  # tool actions (also those of a closed tab, not yet deleted)
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
            keys = [k for k in keys if k]
            name = fixed.get(action) or action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").strip()
            if keys and name:
                menus.setdefault(name, ", ".join(keys))
        sections = [(translate("MainWindow", "Menus"), sorted(menus.items(), key=lambda row: row[0].lower()))]
        editor = window.current_editor()
        if editor is not None and tools is not None:
            from app.widgets.canvas import MapCanvas

            rows = []
            for tool in editor.tools():
                action = tools.action(tool)
                keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) if action else tool.shortcut
                rows.append((translate("MainWindow", "{tool} tool").format(tool=translate("tools", tool.name)), keys))
            rows += [(translate("MainWindow", "{tool}: {gesture}").format(tool=translate("tools", tool.name), gesture=translate("tools", what)),
                      translate("tools", keys)) for tool in editor.tools() for what, keys in tool.gestures]
            from app.plugins import game_title

            game = game_title(editor.document.game)
            sections.append((translate("MainWindow", "Tools of the {game} editor").format(game=game), rows))
            sections.append((translate("MainWindow", "Map canvas"),
                             [(translate("MapCanvas", what), translate("MapCanvas", keys)) for what, keys in MapCanvas.GESTURES]))
        return sections

    def show_shortcuts(self) -> None:
        """Help > Keyboard Shortcuts: a table of every action with its keys (rebuilt each time)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import (
            QDialog,
            QDialogButtonBox,
            QHeaderView,
            QTableWidget,
            QTableWidgetItem,
            QVBoxLayout,
        )

        sections = self.shortcut_sections()
        if self.shortcuts_dialog is None:
            dialog = QDialog(self._window)
            dialog.setWindowTitle(translate("MainWindow", "Keyboard Shortcuts — {APP_NAME}").format(APP_NAME=self._app_name))
            table = QTableWidget(0, 2, dialog)
            table.setObjectName("shortcuts_table")
            table.setHorizontalHeaderLabels([translate("MainWindow", "Action"), translate("MainWindow", "Keys")])
            table.verticalHeader().hide()
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
            buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
            buttons.rejected.connect(dialog.close)
            layout = QVBoxLayout(dialog)
            layout.addWidget(table)
            layout.addWidget(buttons)
            dialog.resize(560, 620)
            dialog.table = table
            self.shortcuts_dialog = dialog
        table = self.shortcuts_dialog.table
        table.clearSpans()
        table.setRowCount(sum(1 + len(rows) for _title, rows in sections))
        r = 0
        for title, rows in sections:
            heading = QTableWidgetItem(title)  # a section's title, across both columns
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            table.setItem(r, 0, heading)
            table.setItem(r, 1, QTableWidgetItem(""))
            table.setSpan(r, 0, 1, 2)
            r += 1
            for name, keys in rows:
                table.setItem(r, 0, QTableWidgetItem(name))
                table.setItem(r, 1, QTableWidgetItem(keys))
                r += 1
        self.shortcuts_dialog.show()
        self.shortcuts_dialog.raise_()

    def show_legend(self) -> None:
        """View > Legend: a small window saying what each drawing of the current board means;
        it follows the current document's game while it is open (``follow``)."""
        if self.legend_dialog is None:
            from app.widgets.legend import LegendDialog

            self.legend_dialog = LegendDialog(self._window)
        self.legend_dialog.show_document(self._window.current_document())
        self.legend_dialog.show()
        self.legend_dialog.raise_()

    def follow(self, document: Document | None) -> None:
        """The current document changed: an open legend shows ``document``'s board."""
        if self.legend_dialog is not None and self.legend_dialog.isVisible():
            self.legend_dialog.show_document(document)

    def show_about(self) -> None:
        """Help > About: the studio's name, version (from the package metadata) and purpose."""
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

        if self.about_dialog is None:
            dialog = QDialog(self._window)
            dialog.setWindowTitle(translate("MainWindow", "About {APP_NAME}").format(APP_NAME=self._app_name))
            label = QLabel(
                translate("MainWindow", "<h3>{APP_NAME}</h3><p>Version {studio_version}</p><p>A design studio for board and card games: edit packs, check them and play-test them with bots.</p>").format(APP_NAME=self._app_name, studio_version=studio_version()), dialog,
            )
            label.setObjectName("about_text")
            label.setWordWrap(True)
            buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, dialog)
            buttons.accepted.connect(dialog.close)
            layout = QVBoxLayout(dialog)
            layout.addWidget(label)
            layout.addWidget(buttons)
            dialog.label = label
            self.about_dialog = dialog
        self.about_dialog.show()
        self.about_dialog.raise_()
