"""DeleteOutlineVerticesCommand: remove outline points (a polygon left under 3 goes too)."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.commands.move_outline_vertices import outline_paths, owners_label
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej


class DeleteOutlineVerticesCommand(PackCommand):
    """Delete the vertices ``(kind, id, polygon, vertex)``; raises ValueError when a polygon
    left would cross itself."""

    def __init__(self, document, refs) -> None:
        pack = document.pack
        refs = list(refs)
        owners = [(r[0], r[1]) for r in refs]
        super().__init__(
            document,
            ej.delete_vertices(pack, refs),
            owners_label("Remove a point of", owners),
            ChangeEvent(ChangeKind.ELEMENTS, tuple(p.removesuffix(".outline") for p in outline_paths(pack, owners))),
        )
