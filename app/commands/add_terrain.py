"""AddTerrainCommand: add a terrain to a Trails pack."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.names import Ref


class AddTerrainCommand(PackCommand):
    """Append a terrain paying with the first card colour (T5)."""

    def __init__(self, document, name: str = "New terrain") -> None:
        new = et.add_terrain(document.pack, name)
        super().__init__(
            document,
            new,
            ("Add terrain ", Ref("terrains", new.terrains[-1].id)),
            ChangeEvent(ChangeKind.ELEMENTS, ("terrains",)),
        )

    @staticmethod
    def can_add(document) -> bool:
        """True when there is a card colour for the new terrain to pay with."""
        return bool(document.pack.card_colours)
