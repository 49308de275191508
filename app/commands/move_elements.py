"""MoveElementsCommand: move Journey countries and seas; a whole drag is one undo step."""

from __future__ import annotations

from app.commands.base import DragCommand
from app.commands.command_id import CommandId
from app.documents import ChangeEvent, ChangeKind
from app.i18n import translate
from content.edit import journey as ej
from content.names import Ref


class MoveElementsCommand(DragCommand):
    """Set the map positions of some countries and seas.

    Every move event of one drag pushes one of these with the same ``drag`` token; they merge,
    so the drag is one undo step. A drag that ends where it began leaves no step behind.
    """

    command_id = CommandId.MOVE_ELEMENT

    def __init__(self, document, countries=None, seas=None, drag: object = None) -> None:
        """Build the move.

        Args:
            document: the Document.
            countries: ``{country id: (x, y)}`` in map units.
            seas: ``{sea id: (x, y)}``.
            drag: a token shared by the commands of one drag (None: never merge).
        """
        pack = document.pack
        countries = dict(countries or {})
        seas = dict(seas or {})
        ci = {c: ej.country_index(pack, c) for c in countries}
        si = {s: ej.sea_index(pack, s) for s in seas}
        where = tuple(f"countries[{i}]" for i in ci.values()) + tuple(f"seas[{i}]" for i in si.values())
        # Where the elements were and where they go: a drag back to the start is no edit.
        self._start = {("country", c): (pack.countries[i].x, pack.countries[i].y) for c, i in ci.items()}
        self._start.update({("sea", s): (pack.seas[i].x, pack.seas[i].y) for s, i in si.items()})
        self._targets = {("country", c): tuple(p) for c, p in countries.items()}
        self._targets.update({("sea", s): tuple(p) for s, p in seas.items()})
        n = len(countries) + len(seas)
        if (len(countries), len(seas)) == (1, 0):
            label = (translate("MoveElementsCommand", "Move "), Ref("countries", next(iter(countries))))
        elif (len(countries), len(seas)) == (0, 1):
            label = (translate("MoveElementsCommand", "Move "), Ref("seas", next(iter(seas))))
        else:
            label = translate("MoveElementsCommand", "Move {n} elements").format(n=n)
        super().__init__(
            document,
            ej.move_elements(pack, countries, seas),
            label,
            ChangeEvent(ChangeKind.GEOMETRY, where),
            merge_key=drag,
        )
