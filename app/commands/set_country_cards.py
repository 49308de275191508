"""SetCountryCardsCommand: give a Journey country one or two cards; the deck follows."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref


class SetCountryCardsCommand(PackCommand):
    """Set country ``cid``'s card count to 1 or 2, adding or removing ``country:<cid>:2``."""

    def __init__(self, document, cid: str, cards: int) -> None:
        pack = document.pack
        i = ej.country_index(pack, cid)
        super().__init__(
            document,
            ej.set_country_cards(pack, cid, cards),
            ("Give ", Ref("countries", cid), " two cards" if cards == 2 else " one card"),
            ChangeEvent(ChangeKind.ELEMENTS, (f"countries[{i}]", "cards")),
        )
