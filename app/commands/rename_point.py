"""RenamePointCommand: change an Expedition point's id and every reference to it."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.models.common import is_id
from content.names import Ref


class RenamePointCommand(PackCommand):
    """Rename point ``old`` to ``new`` in points, paths, wrap pairs and cards."""

    def __init__(self, document, old: str, new: str) -> None:
        super().__init__(
            document,
            ee.rename_point(document.pack, old, new),
            ("Change the id of ", Ref("points", new), f" from {old} to {new}"),
            ChangeEvent(ChangeKind.PACK),
        )
        self.renames = {Ref("points", old): new}

    @staticmethod
    def can_rename(document, old: str, new: str) -> bool:
        """True when ``new`` is a valid id no other point has."""
        return is_id(new) and all(p.id != new for p in document.pack.points)
