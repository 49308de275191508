"""The base of every edit: swap the document's whole (immutable) pack for a new one."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from app.documents import ChangeEvent, ChangeKind


class PackCommand(QUndoCommand):
    """Replaces the document's pack with ``new_pack``; undo puts the old one back.

    Packs are frozen and share unchanged parts, so keeping both values is cheap. Subclasses
    compute ``new_pack`` in their constructor. When ``merge_key`` is set, consecutive
    commands of the same ``command_id`` and key merge into one undo step (a drag, typing).
    """

    command_id: int = -1

    def __init__(
        self,
        document,
        new_pack,
        label: str,
        event: ChangeEvent | None = None,
        merge_key: object = None,
    ) -> None:
        super().__init__(label)
        self.document = document
        self.old_pack = document.pack
        self.new_pack = new_pack
        self.event = event or ChangeEvent(ChangeKind.PACK)
        self.merge_key = merge_key

    def redo(self) -> None:
        self.document.replace(self.new_pack, self.event)

    def undo(self) -> None:
        self.document.replace(self.old_pack, self.event)

    def id(self) -> int:
        return self.command_id if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (
            not isinstance(other, PackCommand)
            or other.id() != self.id()
            or other.merge_key != self.merge_key
            or other.document is not self.document
        ):
            return False
        self.new_pack = other.new_pack
        self.event = ChangeEvent(
            self.event.kind if self.event.kind == other.event.kind else ChangeKind.PACK,
            tuple(dict.fromkeys(self.event.where + other.event.where)),
        )
        return True
