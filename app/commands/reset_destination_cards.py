"""ResetDestinationCardsCommand: make the deck one card per green point (the default)."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from app.i18n import translate
from content.edit import expedition as ee


class ResetDestinationCardsCommand(PackCommand):
    """Replace every destination card by one card per green point."""

    def __init__(self, document) -> None:
        super().__init__(
            document,
            ee.default_cards(document.pack),
            translate("ResetDestinationCardsCommand", "One card per green point"),
            ChangeEvent(ChangeKind.ELEMENTS, ("cards",)),
        )
