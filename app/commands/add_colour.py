"""AddColourCommand: add a Journey colour group."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref


class AddColourCommand(PackCommand):
    """Add a new colour group with a free id.

    Attributes:
        colour: the group added.
    """

    def __init__(self, document, display: str = "#888888") -> None:
        self.colour = ej.new_colour(document.pack, display)
        super().__init__(
            document,
            ej.add_colour(document.pack, self.colour),
            ("Add colour group ", Ref("colours", self.colour.id)),
            ChangeEvent(ChangeKind.ELEMENTS, ("colours",)),
        )
