"""LinkBordersAgainCommand: take back the connection finder's Ignore of touching countries."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from app.i18n import translate
from content.edit import journey as ej
from content.names import Ref


class LinkBordersAgainCommand(PackCommand):
    """Take each pair ``(a, b)`` out of ``unlinked_borders`` and give it a land link (unless a
    link already joins it), as one undo step: the pair is linked as its shared border says."""

    def __init__(self, document, pairs) -> None:
        pairs = [tuple(p) for p in pairs]
        if len(pairs) == 1:
            (a, b), = pairs
            label = (translate("LinkBordersAgainCommand", "Link again "), Ref("countries", a), " – ", Ref("countries", b))
        else:
            label = translate("LinkBordersAgainCommand", "Link {count} ignored borders again").format(count=len(pairs))
        super().__init__(
            document,
            ej.link_borders_again(document.pack, pairs),
            label,
            ChangeEvent(ChangeKind.ELEMENTS, ("unlinked_borders", "links")),
        )

    @staticmethod
    def can_link_again(document, pairs) -> bool:
        """True if every pair is marked as not linked (``unlinked_borders``)."""
        marked = {frozenset((u.a, u.b)) for u in document.pack.unlinked_borders or ()}
        return bool(pairs) and all(frozenset(p) in marked for p in pairs)
