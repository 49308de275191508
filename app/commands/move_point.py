"""MovePointCommand: move an Expedition point (drags merge into one undo step)."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.commands.command_id import CommandId
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.edit import index_of
from content.names import Ref


class MovePointCommand(PackCommand):
    """Move point ``point_id`` to ``(x, y)``; commands of one ``drag`` merge."""

    command_id = CommandId.MOVE_ELEMENT

    def __init__(self, document, point_id: str, x: float, y: float, drag: object = None) -> None:
        i = index_of(document.pack.points, point_id)
        super().__init__(
            document,
            ee.move_point(document.pack, point_id, x, y),
            ("Move ", Ref("points", point_id)),
            ChangeEvent(ChangeKind.GEOMETRY, (f"points[{i}]",)),
            merge_key=("drag", point_id, drag) if drag is not None else None,
        )
