"""SplitPathCommand: insert a new point into an Expedition path."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee


class SplitPathCommand(PackCommand):
    """Path ``index`` a–b becomes a–new–b, the new point at ``(x, y)``; ``point_id`` names it."""

    def __init__(self, document, index: int, x: float, y: float, kind: str = "plain") -> None:
        new, self.point_id = ee.split_path(document.pack, index, x, y, kind)
        super().__init__(
            document,
            new,
            "Split path",
            ChangeEvent(ChangeKind.ELEMENTS, ("points", "paths")),
        )
