"""ImportCardsCommand: the card set of a table (File ▸ Import Cards…) in one undo step."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from app.i18n import translate


class ImportCardsCommand(PackCommand):
    """Replace the document's card set (``field``) by ``new_pack``'s, read from ``source``."""

    def __init__(self, document, new_pack, field: str, source: str) -> None:
        super().__init__(
            document,
            new_pack,
            translate("ImportCardsCommand", "Import cards from {file}").format(file=source),
            ChangeEvent(ChangeKind.ELEMENTS, (field,)),
        )
