"""AddDestinationCardCommand: add a destination card naming a green point."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import Ref


class AddDestinationCardCommand(PackCommand):
    """Append a card naming ``point_id``."""

    def __init__(self, document, point_id: str) -> None:
        super().__init__(
            document,
            ee.add_card(document.pack, point_id),
            ("Add a card of ", Ref("points", point_id)),
            ChangeEvent(ChangeKind.ELEMENTS, ("cards",)),
        )

    @staticmethod
    def can_add(document, point_id: str) -> bool:
        """True when ``point_id`` is a green point with no card yet (at most one each)."""
        pack = document.pack
        return any(p.id == point_id and p.kind == "green" for p in pack.points) and all(
            c.point != point_id for c in pack.cards
        )
