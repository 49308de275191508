"""AcceptLinksCommand: make the connection finder's proposals land links (one or all)."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref


class AcceptLinksCommand(PackCommand):
    """Add a land link for each pair ``(a, b)``, as one undo step; raises ValueError if a
    pair cannot be linked (``can_accept``)."""

    def __init__(self, document, pairs) -> None:
        pairs = [tuple(p) for p in pairs]
        if len(pairs) == 1:
            (a, b), = pairs
            label = ("Add land link ", Ref("countries", a), " – ", Ref("countries", b))
        else:
            label = f"Accept {len(pairs)} proposed land links"
        super().__init__(
            document,
            ej.add_links(document.pack, pairs, "land"),
            label,
            ChangeEvent(ChangeKind.ELEMENTS, ("links",)),
        )

    @staticmethod
    def can_accept(document, pairs) -> bool:
        """True if every pair is two countries with no link yet (and no pair repeats)."""
        pairs = [tuple(p) for p in pairs]
        seen = {frozenset(p) for p in pairs}
        return bool(pairs) and len(seen) == len(pairs) and all(ej.can_link(document.pack, a, b) for a, b in pairs)
