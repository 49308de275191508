"""DeletePointsCommand: delete Expedition points with their paths, wrap pairs and cards."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import Ref


class DeletePointsCommand(PackCommand):
    """Delete the points ``point_ids`` and everything that names them."""

    def __init__(self, document, point_ids) -> None:
        ids = tuple(point_ids)
        super().__init__(
            document,
            ee.delete_points(document.pack, ids),
            ("Delete ", Ref("points", ids[0])) if len(ids) == 1 else f"Delete {len(ids)} points",
            ChangeEvent(ChangeKind.ELEMENTS, ("points", "paths", "wraps", "cards")),
        )
