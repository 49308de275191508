"""SetCardLayoutCommand: give one card kind a layout, change it, or take it away (the default
look), in one undo step.

Contract: ``SetCardLayoutCommand(document, "ship", layout, label, field)`` installs a pack whose
``card_layouts`` hold ``layout`` for kind ``"ship"`` (in place of the kind's old one, or
appended; ``layout=None`` removes it). Consecutive commands on the same kind and ``field``
merge (typing a back text is one step; typing back the old value leaves none).
"""

from __future__ import annotations

from app.commands.base import PackCommand
from app.commands.command_id import CommandId
from app.documents import ChangeEvent, ChangeKind


def with_layout(pack, kind: str, layout):
    """A copy of ``pack`` with ``layout`` as the layout of ``kind`` (None: no layout)."""
    layouts = [x for x in pack.card_layouts if x.kind != kind]
    if layout is not None:
        at = next((i for i, x in enumerate(pack.card_layouts) if x.kind == kind), len(layouts))
        layouts.insert(at, layout)
    return pack.model_copy(update={"card_layouts": tuple(layouts)})


class SetCardLayoutCommand(PackCommand):
    """Set (or remove) the layout of one card kind of the document's pack."""

    command_id = CommandId.SET_CARD_LAYOUT

    def __init__(self, document, kind: str, layout, label: str, field: str | None = None) -> None:
        """Args:
            document: the Document to edit.
            kind: the card kind (``"country"``, ``"route"``…).
            layout: the kind's new ``CardLayout``, or None for the default look.
            label: the undo text.
            field: the layout field edited; consecutive edits of one field merge (None:
                never merge).
        """
        self.kind = kind
        self.old_layout = document.pack.card_layout(kind)
        super().__init__(
            document,
            with_layout(document.pack, kind, layout),
            label,
            ChangeEvent(ChangeKind.ELEMENTS, ("card_layouts",)),
            merge_key=(kind, field) if field is not None else None,
        )

    def mergeWith(self, other) -> bool:
        if not super().mergeWith(other):
            return False
        if self.new_pack.card_layout(self.kind) == self.old_layout:
            self.setObsolete(True)
        return True
