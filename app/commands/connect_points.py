"""ConnectPointsCommand: add a path between two Expedition points."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import Ref


class ConnectPointsCommand(PackCommand):
    """Add the path ``a``–``b``."""

    def __init__(self, document, a: str, b: str) -> None:
        super().__init__(
            document,
            ee.connect(document.pack, a, b),
            ("Connect ", Ref("points", a), " and ", Ref("points", b)),
            ChangeEvent(ChangeKind.ELEMENTS, (f"paths[{len(document.pack.paths)}]",)),
        )

    @staticmethod
    def can_connect(document, a: str, b: str) -> bool:
        """True for two different points not yet connected."""
        return ee.can_connect(document.pack, a, b)
