"""RenameTerrainCommand: change a terrain's id and every reference to it."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.models.common import is_id
from content.names import Ref


class RenameTerrainCommand(PackCommand):
    """Rename terrain ``old`` to ``new`` in the terrain list, the tile set and every hex."""

    def __init__(self, document, old: str, new: str) -> None:
        super().__init__(
            document,
            et.rename_terrain(document.pack, old, new),
            ("Change the id of ", Ref("terrains", new), f" from {old} to {new}"),
            ChangeEvent(ChangeKind.PACK),
        )
        self.renames = {Ref("terrains", old): new}

    @staticmethod
    def can_rename(document, old: str, new: str) -> bool:
        """True when ``new`` is a valid, unused terrain id."""
        return is_id(new) and all(t.id != new for t in document.pack.terrains)
