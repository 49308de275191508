"""AddExpeditionColourCommand: add an expedition colour."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee


class AddExpeditionColourCommand(PackCommand):
    """Append a colour with 45 arrows."""

    def __init__(self, document, name: str = "New colour") -> None:
        super().__init__(
            document,
            ee.add_colour(document.pack, name),
            "Add colour",
            ChangeEvent(ChangeKind.ELEMENTS, ("colours",)),
        )
