"""RemoveDestinationCardsCommand: drop destination cards."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import element_parts


class RemoveDestinationCardsCommand(PackCommand):
    """Remove the cards with ids ``card_ids``."""

    def __init__(self, document, card_ids) -> None:
        ids = tuple(card_ids)
        pack = document.pack
        if len(ids) == 1:
            i = next(i for i, c in enumerate(pack.cards) if c.id == ids[0])
            label = ("Remove the ", *element_parts(pack, f"cards[{i}]"))
        else:
            label = f"Remove {len(ids)} cards"
        super().__init__(
            document,
            ee.remove_cards(pack, ids),
            label,
            ChangeEvent(ChangeKind.ELEMENTS, ("cards",)),
        )
