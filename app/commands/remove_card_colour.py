"""RemoveCardColourCommand: drop a route-card colour no terrain pays with."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.names import Ref


class RemoveCardColourCommand(PackCommand):
    """Remove card colour ``colour_id`` (refused while a terrain pays with it)."""

    def __init__(self, document, colour_id: str) -> None:
        super().__init__(
            document,
            et.remove_card_colour(document.pack, colour_id),
            ("Remove card colour ", Ref("card_colours", colour_id)),
            ChangeEvent(ChangeKind.ELEMENTS, ("card_colours",)),
        )

    @staticmethod
    def can_remove(document, colour_id: str) -> bool:
        """True when no terrain pays with ``colour_id``."""
        return et.can_remove_card_colour(document.pack, colour_id)
