"""SetPointKindCommand: change an Expedition point's kind."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import Ref


class SetPointKindCommand(PackCommand):
    """Set the kind of ``point_id``; a point that stops being green loses its cards."""

    def __init__(self, document, point_id: str, kind: str) -> None:
        super().__init__(
            document,
            ee.set_point_kind(document.pack, point_id, kind),
            ("Make ", Ref("points", point_id), f" {kind}"),
            ChangeEvent(ChangeKind.ELEMENTS, ("points", "cards")),
        )
