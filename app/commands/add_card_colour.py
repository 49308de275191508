"""AddCardColourCommand: add a route-card colour to a Trails deck."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et


class AddCardColourCommand(PackCommand):
    """Append a card colour (no cards yet) with an unused id (T3)."""

    def __init__(self, document, name: str = "New colour") -> None:
        super().__init__(
            document,
            et.add_card_colour(document.pack, name),
            "Add card colour",
            ChangeEvent(ChangeKind.ELEMENTS, ("card_colours",)),
        )
