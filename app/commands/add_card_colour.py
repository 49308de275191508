"""AddCardColourCommand: add a route-card colour to a Trails deck."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.names import Ref


class AddCardColourCommand(PackCommand):
    """Append a card colour (no cards yet) with an unused id (T3)."""

    def __init__(self, document, name: str = "New colour") -> None:
        new = et.add_card_colour(document.pack, name)
        super().__init__(
            document,
            new,
            ("Add card colour ", Ref("card_colours", new.card_colours[-1].id)),
            ChangeEvent(ChangeKind.ELEMENTS, ("card_colours",)),
        )
