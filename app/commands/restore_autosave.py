"""RestoreAutosaveCommand: put an autosaved pack into a document after a crash."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.i18n import translate


class RestoreAutosaveCommand(PackCommand):
    """Replace the document's pack (its file as last saved) with the autosaved one.

    Being a command, the restored edits leave the document unsaved, and undo shows the file
    as it was last saved.
    """

    def __init__(self, document, autosaved_pack) -> None:
        super().__init__(document, autosaved_pack, translate("RestoreAutosaveCommand", "Restore autosaved edits"))
