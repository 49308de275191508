"""PairWrapCommand: declare a west-edge and an east-edge point one point for the rules."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee


class PairWrapCommand(PackCommand):
    """Add the wrap pair of ``a`` and ``b`` (the western one becomes the pair's ``a``)."""

    def __init__(self, document, a: str, b: str) -> None:
        super().__init__(
            document,
            ee.pair_wrap(document.pack, a, b),
            f"Pair {a} and {b}",
            ChangeEvent(ChangeKind.ELEMENTS, ("wraps",)),
        )

    @staticmethod
    def can_pair(document, a: str, b: str) -> bool:
        """True for two different points that are in no wrap pair yet."""
        return ee.can_pair(document.pack, a, b)
