"""RemoveBoardCommand: drop one Trails board."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et


class RemoveBoardCommand(PackCommand):
    """Remove board ``board`` (undo brings it back)."""

    def __init__(self, document, board: int) -> None:
        players = document.pack.boards[board].players
        super().__init__(
            document,
            et.remove_board(document.pack, board),
            f"Remove the {players}-player board",
            ChangeEvent(ChangeKind.ELEMENTS, ("boards",)),
        )

    @staticmethod
    def can_remove(document, board: int) -> bool:
        """True when ``board`` is a board index."""
        return 0 <= board < len(document.pack.boards)
