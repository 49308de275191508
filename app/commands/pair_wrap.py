"""PairWrapCommand: declare a west-edge and an east-edge point one point for the rules."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import Ref


class PairWrapCommand(PackCommand):
    """Add the wrap pair of ``a`` and ``b`` (the western one becomes the pair's ``a``)."""

    def __init__(self, document, a: str, b: str) -> None:
        new = ee.pair_wrap(document.pack, a, b)
        west, east = new.wraps[-1].a, new.wraps[-1].b
        super().__init__(
            document,
            new,
            ("Pair ", Ref("points", west), " and ", Ref("points", east)),
            ChangeEvent(ChangeKind.ELEMENTS, ("wraps",)),
        )

    @staticmethod
    def can_pair(document, a: str, b: str) -> bool:
        """True for a west-edge and an east-edge point at about the same height, neither in a
        wrap pair yet (``refusal`` says why not)."""
        return ee.wrap_refusal(document.pack, a, b) is None

    @staticmethod
    def refusal(document, a: str, b: str) -> str | None:
        """Why ``a`` and ``b`` cannot be paired, in a sentence; None if they can."""
        return ee.wrap_refusal(document.pack, a, b)
