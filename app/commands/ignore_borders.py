"""IgnoreBordersCommand: mark touching countries as not linked on purpose (the finder's Ignore)."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref


class IgnoreBordersCommand(PackCommand):
    """Put each pair ``(a, b)`` in ``unlinked_borders``: the finder stops proposing it and the
    lint stops warning about it."""

    def __init__(self, document, pairs) -> None:
        pairs = [tuple(p) for p in pairs]
        if len(pairs) == 1:
            (a, b), = pairs
            label = ("Ignore the border ", Ref("countries", a), " – ", Ref("countries", b))
        else:
            label = f"Ignore {len(pairs)} borders"
        super().__init__(
            document,
            ej.ignore_borders(document.pack, pairs),
            label,
            ChangeEvent(ChangeKind.ELEMENTS, ("unlinked_borders",)),
        )
