"""DeletePathsCommand: delete paths of an Expedition network."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee


class DeletePathsCommand(PackCommand):
    """Delete the paths at ``indices``."""

    def __init__(self, document, indices) -> None:
        indices = tuple(indices)
        super().__init__(
            document,
            ee.remove_paths(document.pack, indices),
            "Delete path" if len(indices) == 1 else f"Delete {len(indices)} paths",
            ChangeEvent(ChangeKind.ELEMENTS, ("paths",)),
        )
