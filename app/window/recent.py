"""File > Open Recent: the files last opened or saved, kept in the window's settings, and the
folder that file dialogs start in."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from app.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from app.documents import Document
    from app.main_window import MainWindow
    from app.window.actions import ActionFactory

# Recent files kept in the settings (a plain comment: lupdate would take a '#:' one as a note
# to translators).
MAX_RECENT = 10


class RecentFiles:
    """The recent files of one studio window (its ``settings``' "recent_files") and the Open
    Recent menu, filled each time it is shown."""

    def __init__(self, window: MainWindow, menu: QMenu, actions: ActionFactory) -> None:
        """Keep ``window``'s recent files and show them in ``menu``.

        Args:
            window: the studio window (its settings; it opens the files chosen).
            menu: File > Open Recent.
            actions: makes the menu's entries.
        """
        self._window = window
        self._menu = menu
        self._actions = actions
        menu.aboutToShow.connect(self._fill_menu)

    def files(self) -> list[str]:
        """Recently opened or saved files, newest first."""
        value = self._window.settings.value("recent_files", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def add(self, path: str | Path) -> None:
        """Put ``path`` first in the list (once), keeping the newest ``MAX_RECENT``."""
        p = str(Path(path).resolve())
        files = [p] + [f for f in self.files() if f != p]
        self._window.settings.setValue("recent_files", files[:MAX_RECENT])

    def last_folder(self) -> str:
        """Where file dialogs start: the newest recent file's folder, else the home folder."""
        files = self.files()
        return str(Path(files[0]).parent) if files else str(Path.home())

    def open(self, path: str | Path) -> Document | None:
        """File > Open Recent: open ``path``; a file that is gone is said so and leaves the list."""
        from PySide6.QtWidgets import QMessageBox

        if not Path(path).is_file():
            files = [f for f in self.files() if f != str(path)]
            self._window.settings.setValue("recent_files", files)
            QMessageBox.warning(
                self._window, translate("MainWindow", "File not found"),
                translate("MainWindow", "{path}\n\nno longer exists (moved, renamed or deleted). It is removed from Open Recent.").format(path=path),
            )
            return None
        return self._window.open_file(path)

    def _fill_menu(self) -> None:
        for action in self._menu.actions():
            action.deleteLater()  # made for the last showing of the menu
        self._menu.clear()
        files = self.files()
        for f in files:
            self._actions.add(self._menu, f, lambda f=f: self._window.open_recent(f))
        if not files:
            empty = self._menu.addAction(translate("MainWindow", "(none)"))
            empty.setEnabled(False)
        else:
            self._menu.addSeparator()
            self._actions.add(self._menu, translate("MainWindow", "Clear list"), lambda: self._window.settings.setValue("recent_files", []))
