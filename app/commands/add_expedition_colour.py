"""AddExpeditionColourCommand: add an expedition colour."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import Ref


class AddExpeditionColourCommand(PackCommand):
    """Append a colour with 45 arrows."""

    def __init__(self, document, name: str = "New colour") -> None:
        new = ee.add_colour(document.pack, name)
        super().__init__(
            document,
            new,
            ("Add colour ", Ref("colours", new.colours[-1].id)),
            ChangeEvent(ChangeKind.ELEMENTS, ("colours",)),
        )
