"""RemoveExpeditionColourCommand: drop an expedition colour."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import Ref


class RemoveExpeditionColourCommand(PackCommand):
    """Remove colour ``colour_id``."""

    def __init__(self, document, colour_id: str) -> None:
        super().__init__(
            document,
            ee.remove_colour(document.pack, colour_id),
            ("Remove colour ", Ref("colours", colour_id)),
            ChangeEvent(ChangeKind.ELEMENTS, ("colours",)),
        )
