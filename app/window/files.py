"""Documents and their files: File > New, Open, Save and Save As, and the prompts that keep
work from being lost (unsaved changes, a pack that would not load again, a file open in
another tab, replacing a file).

Dialogs are the static QMessageBox / QFileDialog functions, so tests patch them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.i18n import translate
from app.i18n.messages import problem_text

if TYPE_CHECKING:
    from app.documents import Document
    from app.main_window import MainWindow

_PACK_FILTER = QT_TRANSLATE_NOOP("MainWindow", "Pack files (*.json *.bcpack);;All files (*)")


def show_pack_error(window: MainWindow, title: str, error) -> None:
    """Say in a dialog over ``window`` why a pack could not be read or written."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.critical(window, title, str(error))


class DocumentFiles:
    """Opens, creates and saves the documents of one studio window (shown in its tabs).

    Opened and saved files join the window's recent files (``window.recent``).
    """

    def __init__(self, window: MainWindow) -> None:
        """Serve ``window``'s File menu."""
        self._window = window

    def new_from_template(self, name: str) -> Document | None:
        """Open an untitled copy of the shipped pack ``name``; None (and a dialog) on failure."""
        import content  # first use: the window paints before pydantic loads

        try:
            pack = content.default_pack(name)
        except content.PackError as e:
            show_pack_error(self._window, translate("MainWindow", "Cannot create the pack"), e)
            return None
        return self._add_untitled(pack)

    def new_blank(self, game: str) -> Document | None:
        """Open an untitled blank pack of ``game`` (``content.blank_pack``): File ▸ New…."""
        import content  # first use: the window paints before pydantic loads

        return self._add_untitled(content.blank_pack(game))

    def _add_untitled(self, pack) -> Document:
        """A new untitled document of ``pack``, a copy of a template or blank pack: its first
        Save As asks for an id of its own."""
        from app.documents import Document

        document = Document(pack)
        document.template_copy = True
        taken = {d.untitled_number for d in self._window.documents() if d.path is None and d.pack.name == pack.name}
        document.untitled_number = next(n for n in range(1, len(taken) + 2) if n not in taken)
        self._window.add_document(document)
        return document

    def open_file(self, path: str | Path) -> Document | None:
        """Open the pack at ``path`` in a tab (or switch to it if open).

        A pack that fails to load shows its PackError in a dialog, and nothing else happens.
        A .bcpack is offered for import (``pack_actions.import_pack``): the imported pack is
        opened, or None.
        """
        import content  # first use: the window paints before pydantic loads
        from app.documents import Document
        from content.packfile import is_packfile

        path = Path(path)
        document = self.document_at(path)
        if document is not None:
            self._window.tabs.setCurrentWidget(self._window.tab_of(document))
            return document
        if is_packfile(path):
            from app.pack_actions import import_pack

            return import_pack(self._window, path, offer=True)
        try:
            pack = content.load_pack(path)
        except content.PackError as e:
            show_pack_error(self._window, translate("MainWindow", "Cannot open the pack"), e)
            return None
        document = Document(pack, path)
        self._window.add_document(document)
        self._window.recent.add(path)
        return document

    def open_dialog(self) -> None:
        """File > Open: choose pack files and open them."""
        from PySide6.QtWidgets import QFileDialog

        paths, _ = QFileDialog.getOpenFileNames(self._window, translate("MainWindow", "Open packs"), self._window.recent.last_folder(), translate("MainWindow", _PACK_FILTER))
        for p in paths:
            self.open_file(p)

    def save(self, document: Document, path: str | Path | None = None) -> bool:
        """Save ``document`` (asking where if it has no file); True if it was saved."""
        import content  # first use: the window paints before pydantic loads

        if path is None and document.path is None:
            return self.save_as(document)
        if path is not None and self._open_in_another_tab(document, Path(path)):
            return False
        if not self._confirm_invalid_save(document):
            return False
        from content.schema import schema_ref_for

        pack = document.pack
        where = Path(path) if path is not None else document.path
        # A $schema that does not resolve from the file's folder is replaced (see schema_ref).
        ref = schema_ref_for(pack.game, pack.json_schema_ref, Path(where).resolve().parent)
        written = pack if ref == pack.json_schema_ref else pack.model_copy(update={"json_schema_ref": ref})
        try:
            target = document.save(path, pack=written)
        except content.PackError as e:
            show_pack_error(self._window, translate("MainWindow", "Cannot save the pack"), e)
            return False
        self._window.recent.add(target)
        self._window.statusBar().showMessage(translate("MainWindow", "Saved {target}").format(target=target), 4000)
        return True

    def _confirm_invalid_save(self, document: Document) -> bool:
        """If the pack would not load again once saved, say why and ask; True to save."""
        from PySide6.QtWidgets import QMessageBox

        from app.widgets.problems_panel import invalid_problems

        problems = invalid_problems(document.pack)
        if not problems:
            return True
        from app.i18n.messages import element_text

        listed = "\n".join(f"• {element_text(document.pack, p.where)}: {problem_text(p)}" for p in problems[:8])
        answer = QMessageBox.question(
            self._window,
            translate("MainWindow", "Save a pack that will not load?"),
            translate("MainWindow", "{display_name} has {count} problem(s) that will stop it loading:\n\n{listed}\n\nSave anyway?").format(display_name=document.display_name(), count=len(problems), listed=listed),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Save

    def save_as(self, document: Document) -> bool:
        """Ask for a file name and save there; True if saved.

        A name typed without a suffix gets ".json"; the dialog only checked the name as
        typed, so replacing an existing file of the completed name is asked here. A file
        open in another tab is never saved over (both tabs would share one file and the
        other tab's work would be lost): that is refused with a message.
        """
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        start = str(document.path) if document.path else str(Path(self._window.recent.last_folder()) / f"{document.pack.id}.json")
        path, _ = QFileDialog.getSaveFileName(self._window, translate("MainWindow", "Save pack as"), start, translate("MainWindow", _PACK_FILTER))
        if not path:
            return False
        typed = Path(path)
        target = typed if typed.suffix else typed.with_suffix(".json")
        if self._open_in_another_tab(document, target):
            return False
        if target != typed and target.exists():
            answer = QMessageBox.question(
                self._window, translate("MainWindow", "Replace the file?"),
                translate("MainWindow", "{name} already exists in {parent}.\n\nReplace it with this pack?").format(name=target.name, parent=target.parent),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        if getattr(document, "template_copy", False):
            from app.pack_actions import ask_new_id

            if not ask_new_id(self._window, document, target):
                return False
        if not self.save(document, target):
            return False
        document.template_copy = False
        return True

    def _open_in_another_tab(self, document: Document, target: Path) -> bool:
        """If ``target`` is the file of another open tab, say so (saving there would make
        both tabs one file) and return True: the save is refused."""
        from PySide6.QtWidgets import QMessageBox

        other = self.document_at(target, besides=document)
        if other is None:
            return False
        tab = other.display_name()
        named = "" if tab == target.name else translate("MainWindow", ", as {tab}").format(tab=tab)
        QMessageBox.warning(
            self._window, translate("MainWindow", "File open in another tab"),
            translate("MainWindow", "{name} is open in another tab{named}.\n\nSaving this pack over it would make both tabs one file, and the other tab's work would be lost. Close that tab first, or save under another name.").format(name=target.name, named=named),
        )
        return True

    def document_at(self, path: Path, besides: Document | None = None) -> Document | None:
        """The open document (other than ``besides``) whose file is ``path`` (links and
        relative names resolved), or None."""
        try:
            wanted = path.resolve()
        except OSError:
            return None
        for other in self._window.documents():
            if other is besides or other.path is None:
                continue
            try:
                if other.path.resolve() == wanted:
                    return other
            except OSError:
                continue
        return None

    def confirm_close(self, document: Document) -> bool:
        """Ask whether to save unsaved work; True if the document may close."""
        from PySide6.QtWidgets import QMessageBox

        if not document.is_dirty:
            return True
        answer = QMessageBox.question(
            self._window,
            translate("MainWindow", "Unsaved changes"),
            translate("MainWindow", "Save the changes to {display_name} before closing?").format(display_name=document.display_name()),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save(document)
        return answer == QMessageBox.StandardButton.Discard
