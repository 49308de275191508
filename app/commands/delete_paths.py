"""DeletePathsCommand: delete paths of an Expedition network."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import expedition as ee
from content.names import element_parts


class DeletePathsCommand(PackCommand):
    """Delete the paths at ``indices``."""

    def __init__(self, document, indices) -> None:
        indices = tuple(indices)
        pack = document.pack
        super().__init__(
            document,
            ee.remove_paths(pack, indices),
            ("Delete ", *element_parts(pack, f"paths[{indices[0]}]")) if len(indices) == 1
            else f"Delete {len(indices)} paths",
            ChangeEvent(ChangeKind.ELEMENTS, ("paths",)),
        )
