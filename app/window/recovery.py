"""After a crash: offer to restore the documents the autosave kept."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import translate
from app.window.files import show_pack_error

if TYPE_CHECKING:
    from app.documents import Document
    from app.main_window import MainWindow


def offer_recovery(window: MainWindow) -> list[Document]:
    """Ask whether to restore the autosaved documents that ``window.autosave`` left over from
    a run that did not close cleanly; returns those restored.

    Each restored document opens in a tab on its file (if that still loads) with the
    autosaved pack as one undo step, and is autosaved again under this run. The leftovers are
    then discarded, whatever the answer, except one that fails to load (its error is shown).
    """
    from PySide6.QtWidgets import QMessageBox

    import content  # first use: the window paints before pydantic loads
    from app.documents import Document
    from app.documents.autosave import AutosaveManager

    window.build_frame()
    leftovers = window.autosave.leftovers()
    if not leftovers:
        return []
    names = "\n".join(f"• {x.name}" for x in leftovers)
    answer = QMessageBox.question(
        window,
        translate("MainWindow", "Restore unsaved work?"),
        translate("MainWindow", "The studio did not close cleanly. These documents have autosaved edits:\n\n{names}\n\nRestore them? (No discards the autosaved edits.)").format(names=names),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    from app.commands.restore_autosave import RestoreAutosaveCommand

    restored: list[Document] = []
    for leftover in leftovers:
        if answer == QMessageBox.StandardButton.Yes:
            try:
                pack = leftover.load()
            except content.PackError as e:
                show_pack_error(window, translate("MainWindow", "Cannot restore an autosaved pack"), e)
                continue
            base = pack
            if leftover.path is not None and leftover.path.is_file():
                try:
                    base = content.load_pack(leftover.path)
                except content.PackError:
                    base = pack
            document = Document(base, leftover.path)
            document.push(RestoreAutosaveCommand(document, pack))
            window.add_document(document)
            window.autosave.save(document)
            restored.append(document)
        AutosaveManager.discard(leftover)
    return restored
