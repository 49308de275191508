"""RemoveCardCommand: remove Journey ship or plane cards from the deck."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import element_parts


class RemoveCardCommand(PackCommand):
    """Remove the ship or plane cards ``card_ids``; raises ValueError for a country card."""

    def __init__(self, document, card_ids) -> None:
        card_ids = tuple(card_ids)
        pack = document.pack
        if len(card_ids) == 1:
            i = next(i for i, c in enumerate(pack.cards) if c.id == card_ids[0])
            label = ("Remove ", *element_parts(pack, f"cards[{i}]"))
        else:
            label = f"Remove {len(card_ids)} cards"
        for cid in card_ids:
            pack = ej.remove_card(pack, cid)
        super().__init__(
            document,
            pack,
            label,
            ChangeEvent(ChangeKind.ELEMENTS, ("cards",)),
        )

    @staticmethod
    def can_remove(document, card_ids) -> bool:
        """True if every id names a ship or plane card (country cards follow countries)."""
        ids = tuple(card_ids)
        return bool(ids) and all(ej.can_remove_card(document.pack, c) for c in ids)
