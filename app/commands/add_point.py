"""AddPointCommand: add a point of a kind to an Expedition network."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import Ref


class AddPointCommand(PackCommand):
    """Append a point of ``kind`` at map position ``(x, y)``; ``point_id`` is its new id and
    ``name`` its name."""

    def __init__(self, document, kind: str, x: float, y: float, name: str = "") -> None:
        self.point_id = ee.new_point_id(document.pack, kind)
        #: The new point's name: ``name``, or a readable unique one ("Green point 3").
        self.name = name or ee.new_point_name(document.pack, kind)
        super().__init__(
            document,
            ee.add_point(document.pack, kind, x, y, self.point_id, self.name),
            ("Add ", Ref("points", self.point_id)),
            ChangeEvent(ChangeKind.ELEMENTS, (f"points[{len(document.pack.points)}]",)),
        )
