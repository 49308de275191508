"""AddCardCommand: add a Journey ship card (of a sea) or plane card (of a colour group)."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref


class AddCardCommand(PackCommand):
    """Add one ``ship`` or ``plane`` card naming ``ref``, with the next free number."""

    def __init__(self, document, kind: str, ref: str) -> None:
        super().__init__(
            document,
            ej.add_card(document.pack, kind, ref),
            ("Add ship card of ", Ref("seas", ref)) if kind == "ship" else ("Add plane card of ", Ref("colours", ref)),
            ChangeEvent(ChangeKind.ELEMENTS, ("cards",)),
        )
