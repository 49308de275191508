"""InsertOutlineVertexCommand: add a point to outline edges (a shared edge on both sides)."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.commands.move_outline_vertices import outline_paths, owners_label
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej


class InsertOutlineVertexCommand(PackCommand):
    """Insert ``point`` into each edge ``(kind, id, polygon, index)`` (``index``: where the
    new vertex goes, the edge's second vertex), so a border two outlines share stays shared."""

    def __init__(self, document, edges, point) -> None:
        pack = document.pack
        edges = list(edges)
        new = pack
        for kind, eid, k, at in edges:
            new = ej.insert_vertex(new, kind, eid, k, at, point)
        owners = [(e[0], e[1]) for e in edges]
        super().__init__(
            document,
            new,
            owners_label("Add a point to", owners),
            ChangeEvent(ChangeKind.ELEMENTS, tuple(p.removesuffix(".outline") for p in outline_paths(pack, owners))),
        )
