"""AddLinkCommand: connect two Journey countries by land, ferry or bridge."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref

_LABELS = {"land": "Add land link", "ferry": "Add ferry", "bridge": "Add bridge"}


class AddLinkCommand(PackCommand):
    """Link countries ``a`` and ``b``; raises ValueError if ``can_add`` is False."""

    def __init__(self, document, a: str, b: str, kind: str = "land") -> None:
        super().__init__(
            document,
            ej.add_link(document.pack, a, b, kind),
            (_LABELS.get(kind, "Add link") + " ", Ref("countries", a), " – ", Ref("countries", b)),
            ChangeEvent(ChangeKind.ELEMENTS, ("links",)),
        )

    @staticmethod
    def can_add(document, a: str, b: str) -> bool:
        """True if a and b are two different countries with no link yet."""
        return ej.can_link(document.pack, a, b)
