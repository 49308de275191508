"""AddCountryCommand: add a Journey country (and its card) at a map position."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref


class AddCountryCommand(PackCommand):
    """Add a new country with a free id at (x, y); its country card joins the deck.

    Attributes:
        country: the country added.
    """

    def __init__(self, document, x: float, y: float, colour: str | None = None) -> None:
        pack = document.pack
        self.country = ej.new_country(pack, x, y, colour)
        super().__init__(
            document,
            ej.add_country(pack, self.country),
            ("Add country ", Ref("countries", self.country.id)),
            ChangeEvent(ChangeKind.ELEMENTS, ("countries", "cards")),
        )
