"""UnpairWrapCommand: drop a wrap pair of an Expedition network."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import Ref


class UnpairWrapCommand(PackCommand):
    """Remove wrap pair ``index``; its two points stay."""

    def __init__(self, document, index: int) -> None:
        w = document.pack.wraps[index]
        super().__init__(
            document,
            ee.unpair_wrap(document.pack, index),
            ("Unpair ", Ref("points", w.a), " and ", Ref("points", w.b)),
            ChangeEvent(ChangeKind.ELEMENTS, ("wraps",)),
        )
