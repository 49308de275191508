"""SplitPathCommand: insert a new point into an Expedition path."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import Ref


class SplitPathCommand(PackCommand):
    """Path ``index`` a–b becomes a–new–b, the new point at ``(x, y)``; ``point_id`` is its id
    and ``name`` its name."""

    def __init__(self, document, index: int, x: float, y: float, kind: str = "plain") -> None:
        pack = document.pack
        #: The new point's readable, unique name ("Plain point 3").
        self.name = ee.new_point_name(pack, kind)
        #: The ids of the split path's ends.
        self.ends = (pack.paths[index].a, pack.paths[index].b)
        new, self.point_id = ee.split_path(pack, index, x, y, kind, name=self.name)
        super().__init__(
            document,
            new,
            ("Split the path ", Ref("points", self.ends[0]), " – ", Ref("points", self.ends[1]),
             " with ", Ref("points", self.point_id)),
            ChangeEvent(ChangeKind.ELEMENTS, ("points", "paths")),
        )
