"""RemoveDestinationCardsCommand: drop destination cards."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee


class RemoveDestinationCardsCommand(PackCommand):
    """Remove the cards with ids ``card_ids``."""

    def __init__(self, document, card_ids) -> None:
        ids = tuple(card_ids)
        super().__init__(
            document,
            ee.remove_cards(document.pack, ids),
            "Remove card" if len(ids) == 1 else f"Remove {len(ids)} cards",
            ChangeEvent(ChangeKind.ELEMENTS, ("cards",)),
        )
