"""RemoveHexCommand: take a hex off a Trails board."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.names import Ref


class RemoveHexCommand(PackCommand):
    """Remove the hex at axial ``(q, r)`` from board ``board``."""

    def __init__(self, document, board: int, q: int, r: int) -> None:
        super().__init__(
            document,
            et.remove_hex(document.pack, board, q, r),
            (f"Remove hex ({q}, {r}) from ", Ref("boards", document.pack.boards[board].players)),
            ChangeEvent(ChangeKind.ELEMENTS, (f"boards[{board}].hexes",)),
        )

    @staticmethod
    def can_remove(document, board: int, q: int, r: int) -> bool:
        """True when the board has a hex at ``(q, r)``."""
        return any(h.q == q and h.r == r for h in document.pack.boards[board].hexes)
