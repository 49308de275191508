"""AddOutlinePolygonCommand: add a drawn polygon to a country's or a sea's outline."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.commands.move_outline_vertices import outline_paths, owners_label
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.geometry import normalise_ring, polygon_problem


class AddOutlinePolygonCommand(PackCommand):
    """Add the polygon ``points`` to the outline of ``kind`` ("country" or "sea") ``eid``;
    raises ValueError if ``can_add`` is False."""

    def __init__(self, document, kind: str, eid: str, points) -> None:
        pack = document.pack
        super().__init__(
            document,
            ej.add_polygon(pack, kind, eid, points),
            owners_label("Draw the outline of", [(kind, eid)]),
            ChangeEvent(ChangeKind.ELEMENTS, tuple(p.removesuffix(".outline") for p in outline_paths(pack, [(kind, eid)]))),
        )

    @staticmethod
    def can_add(points) -> str | None:
        """None if ``points`` make a valid polygon, else why not (a sentence)."""
        return polygon_problem(normalise_ring(points))
