"""AddSeaCommand: add a Journey sea (no coast yet) at a map position."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref


class AddSeaCommand(PackCommand):
    """Add a new sea with a free id at (x, y).

    Attributes:
        sea: the sea added.
    """

    def __init__(self, document, x: float, y: float) -> None:
        pack = document.pack
        self.sea = ej.new_sea(pack, x, y)
        super().__init__(
            document,
            ej.add_sea(pack, self.sea),
            ("Add sea ", Ref("seas", self.sea.id)),
            ChangeEvent(ChangeKind.ELEMENTS, ("seas",)),
        )
