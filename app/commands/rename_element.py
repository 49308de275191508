"""RenameElementCommand: change the id of a Journey country, sea or colour group everywhere."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref

_RENAMES = {"country": ej.rename_country, "sea": ej.rename_sea, "colour": ej.rename_colour}
_FIELDS = {"country": "countries", "sea": "seas", "colour": "colours"}
_TAKEN = {
    "country": lambda p: {c.id for c in p.countries},
    "sea": lambda p: {s.id for s in p.seas},
    "colour": lambda p: {c.id for c in p.colours},
}


class RenameElementCommand(PackCommand):
    """Rename the id ``old`` of a ``kind`` ("country", "sea" or "colour") to ``new``; every
    reference (links, coasts, countries' colours, card refs and ids) follows.

    Raises:
        ValueError: ``can_rename`` is False.
    """

    def __init__(self, document, kind: str, old: str, new: str) -> None:
        super().__init__(
            document,
            _RENAMES[kind](document.pack, old, new),
            ("Change the id of ", Ref(_FIELDS[kind], new), f" from {old} to {new}"),
            ChangeEvent(ChangeKind.PACK),
        )
        self.kind, self.old, self.new = kind, old, new
        self.renames = {Ref(_FIELDS[kind], old): new}

    @staticmethod
    def can_rename(document, kind: str, old: str, new: str) -> bool:
        """True if ``new`` is a valid id not used by another element of that kind."""
        from content.models.common import is_id

        taken = _TAKEN[kind](document.pack)
        return old in taken and is_id(new) and (new == old or new not in taken)
