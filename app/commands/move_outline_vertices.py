"""MoveOutlineVerticesCommand: move outline points; a whole drag is one undo step."""

from __future__ import annotations

from app.commands.base import DragCommand
from app.commands.command_id import CommandId
from app.documents import ChangeEvent, ChangeKind
from app.i18n import translate
from content.edit import journey as ej
from content.names import Ref

_LISTS = {"country": "countries", "sea": "seas"}


def outline_paths(pack, owners) -> tuple[str, ...]:
    """``countries[i].outline`` / ``seas[i].outline`` of each ``(kind, id)`` in ``owners``."""
    out = []
    for kind, eid in dict.fromkeys(owners):
        i = ej.country_index(pack, eid) if kind == "country" else ej.sea_index(pack, eid)
        out.append(f"{_LISTS[kind]}[{i}].outline")
    return tuple(out)


def owners_label(verb: str, owners) -> tuple:
    """"Move the border of France and Spain", "… of 3 outlines": the undo text's parts."""
    owners = list(dict.fromkeys(owners))
    refs = [Ref(_LISTS[kind], eid) for kind, eid in owners]
    if len(refs) == 1:
        return (f"{verb} ", refs[0])
    if len(refs) == 2:
        return (f"{verb} ", refs[0], " and ", refs[1])
    return (f"{verb} {len(refs)} outlines",)


class MoveOutlineVerticesCommand(DragCommand):
    """Move vertices of countries' and seas' outlines: ``{(kind, id, polygon, vertex): (x, y)}``.

    Every move event of one drag pushes one of these with the same ``drag`` token; they merge
    into one undo step, and a drag back to where it began leaves none. Raises ValueError (from
    ``content.edit.journey.move_vertices``) when a polygon would cross itself.
    """

    command_id = CommandId.MOVE_OUTLINE_VERTICES

    def __init__(self, document, moves: dict, drag: object = None) -> None:
        pack = document.pack
        moves = {tuple(k): (float(v[0]), float(v[1])) for k, v in moves.items()}
        owners = [(k[0], k[1]) for k in moves]
        self._start = {k: ej.outline_of(pack, k[0], k[1])[k[2]][k[3]] for k in moves}
        self._targets = dict(moves)
        super().__init__(
            document,
            ej.move_vertices(pack, moves),
            owners_label(translate("MoveOutlineVerticesCommand", "Move the border of"), owners),
            ChangeEvent(ChangeKind.GEOMETRY, outline_paths(pack, owners)),
            merge_key=drag,
        )
