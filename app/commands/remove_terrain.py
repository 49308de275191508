"""RemoveTerrainCommand: drop a terrain, its tiles, and make its hexes random."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.names import Ref


class RemoveTerrainCommand(PackCommand):
    """Remove terrain ``terrain_id``; hexes of that terrain become null (drawn at setup)."""

    def __init__(self, document, terrain_id: str) -> None:
        super().__init__(
            document,
            et.remove_terrain(document.pack, terrain_id),
            ("Remove terrain ", Ref("terrains", terrain_id)),
            ChangeEvent(ChangeKind.PACK),
        )
