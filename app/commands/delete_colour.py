"""DeleteColourCommand: delete a Journey colour group; its countries join another group."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref


class DeleteColourCommand(PackCommand):
    """Delete colour group ``colour_id`` and its plane cards; its countries move to
    ``replacement`` (default: the first other group)."""

    def __init__(self, document, colour_id: str, replacement: str | None = None) -> None:
        super().__init__(
            document,
            ej.delete_colour(document.pack, colour_id, replacement),
            ("Delete colour group ", Ref("colours", colour_id)),
            ChangeEvent(ChangeKind.PACK),
        )

    @staticmethod
    def can_delete(document, colour_id: str) -> bool:
        """True unless it is the last group."""
        return ej.can_delete_colour(document.pack, colour_id)
