"""SetTileCountCommand: set how many tiles of a terrain the Trails tile set holds (T1)."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.names import Ref


class SetTileCountCommand(PackCommand):
    """Set the tile count of ``terrain_id`` (0 drops it from the tile set)."""

    def __init__(self, document, terrain_id: str, count: int) -> None:
        super().__init__(
            document,
            et.set_tile_count(document.pack, terrain_id, count),
            ("Set ", Ref("terrains", terrain_id), f" tiles to {count}"),
            ChangeEvent(ChangeKind.ELEMENTS, ("tiles",)),
        )
