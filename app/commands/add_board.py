"""AddBoardCommand: add a Trails board for one more player count."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et


class AddBoardCommand(PackCommand):
    """Append a board for ``players`` (the T6 shape when there is one)."""

    def __init__(self, document, players: int) -> None:
        super().__init__(
            document,
            et.add_board(document.pack, players),
            f"Add the {players}-player board",
            ChangeEvent(ChangeKind.ELEMENTS, ("boards",)),
        )

    @staticmethod
    def can_add(document, players: int) -> bool:
        """True when the pack has no board for ``players`` yet."""
        return 1 <= players <= 12 and all(b.players != players for b in document.pack.boards)
