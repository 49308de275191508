"""DeletePathsCommand: delete paths of an Expedition network."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from app.i18n import translate
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
            (translate("DeletePathsCommand", "Delete "), *element_parts(pack, f"paths[{indices[0]}]")) if len(indices) == 1
            else translate("DeletePathsCommand", "Delete {count} paths").format(count=len(indices)),
            ChangeEvent(ChangeKind.ELEMENTS, ("paths",)),
        )
