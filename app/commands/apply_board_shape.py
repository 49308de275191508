"""ApplyBoardShapeCommand: give a Trails board one of the T6 shapes."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.names import Ref


class ApplyBoardShapeCommand(PackCommand):
    """Reshape board ``board`` to the T6 rows for ``players`` (terrains of kept hexes stay)."""

    def __init__(self, document, board: int, players: int) -> None:
        super().__init__(
            document,
            et.apply_shape(document.pack, board, players),
            (f"Apply the {players}-player shape to ", Ref("boards", document.pack.boards[board].players)),
            ChangeEvent(ChangeKind.ELEMENTS, (f"boards[{board}]",)),
        )

    @staticmethod
    def can_apply(players: int) -> bool:
        """True when T6 has a shape for ``players``."""
        return players in et.SHAPE_PRESETS
