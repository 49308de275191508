"""AddHexCommand: add a hex to a Trails board."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.names import Ref


class AddHexCommand(PackCommand):
    """Add a hex at axial ``(q, r)`` to board ``board`` (terrain null unless given)."""

    def __init__(self, document, board: int, q: int, r: int, terrain: str | None = None) -> None:
        super().__init__(
            document,
            et.add_hex(document.pack, board, q, r, terrain),
            (f"Add hex ({q}, {r}) to ", Ref("boards", document.pack.boards[board].players)),
            ChangeEvent(ChangeKind.ELEMENTS, (f"boards[{board}].hexes",)),
        )

    @staticmethod
    def can_add(document, board: int, q: int, r: int) -> bool:
        """True when the board has no hex at ``(q, r)`` yet."""
        return not any(h.q == q and h.r == r for h in document.pack.boards[board].hexes)
