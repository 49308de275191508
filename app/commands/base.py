"""The base of every edit: swap the document's whole (immutable) pack for a new one.

An undo step's text names the elements it touched by their names ("Move France"), and those
names follow later renames. A command keeps its label as *parts*: text and
``content.names.Ref`` (an element by its list and id, as it is after the step). The
document's ``UndoTexts`` (app/documents/undo_texts.py) renders every step's parts again with
the current names whenever the stack changes, following id renames through the steps that
did them (``renames``), and falls back to the name the element had in the step's own packs
when it is gone (a deleted country stays "Delete France"). A command's text is thus never
stale, though Qt fixes it when the command is pushed.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QUndoCommand

from app.documents import ChangeEvent, ChangeKind
from app.i18n.messages import parts_text
from content.messages import msg
from content.names import Part, Ref, name_or_id, names_differ


def _lookup(pack, ref: Ref) -> str | None:
    """The name of ``ref`` in ``pack`` (a plain scan: commands are built one at a time)."""
    items = getattr(pack, ref.field, None)
    if not isinstance(items, tuple):
        return None
    if ref.field == "boards":
        return msg("the {players}-player board", players=ref.key) if any(b.players == ref.key for b in items) else None
    return next((name_or_id(x) for x in items if getattr(x, "id", None) == ref.key), None)


class PackCommand(QUndoCommand):
    """Replaces the document's pack with ``new_pack``; undo puts the old one back.

    Packs are frozen and share unchanged parts, so keeping both values is cheap. Subclasses
    compute ``new_pack`` in their constructor. When ``merge_key`` is set, consecutive
    commands of the same ``command_id`` and key merge into one undo step (a drag, typing).

    Attributes:
        label: the undo text as parts: strings and ``Ref``s to elements as they are after
            the step (see the module docstring).
        renames: ``{Ref before the step: its id after it}`` for a step that changes ids.
    """

    command_id: int = -1

    def __init__(
        self,
        document,
        new_pack,
        label: str | Iterable[Part],
        event: ChangeEvent | None = None,
        merge_key: object = None,
    ) -> None:
        super().__init__()
        self.document = document
        self.old_pack = document.pack
        self.new_pack = new_pack
        self.event = event or ChangeEvent(ChangeKind.PACK)
        self.merge_key = merge_key
        self.renames: dict[Ref, object] = {}
        self._changes_names: bool | None = None
        self.set_label(label)

    def set_label(self, label: str | Iterable[Part]) -> None:
        """Give the step new label parts and show them with the names of its own packs."""
        self.label = (label,) if isinstance(label, str) else tuple(label)
        self.setText(self.render_label(lambda _ref: None))

    def changes_names(self) -> bool:
        """True when the step renames, adds or removes a named element (asked once, lazily:
        the steps of a drag or of typing merge into one of the same nature)."""
        if self._changes_names is None:
            self._changes_names = bool(self.renames) or names_differ(self.old_pack, self.new_pack)
        return self._changes_names

    def own_name(self, ref: Ref) -> str | None:
        """The name ``ref`` has after the step, else before it (a deleted element), else None."""
        return _lookup(self.new_pack, ref) or _lookup(self.old_pack, ref)

    def render_label(self, current) -> str:
        """The undo text: each ``Ref`` named by ``current(ref)``, else by the step's own packs."""
        return parts_text(self.label, lambda ref: current(ref) or self.own_name(ref))

    def redo(self) -> None:
        self.document.replace(self.new_pack, self.event)

    def undo(self) -> None:
        self.document.replace(self.old_pack, self.event)

    def id(self) -> int:
        return self.command_id if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (
            not isinstance(other, PackCommand)
            or other.id() != self.id()
            or other.merge_key != self.merge_key
            or other.document is not self.document
        ):
            return False
        self.new_pack = other.new_pack
        self.event = ChangeEvent(
            self.event.kind if self.event.kind == other.event.kind else ChangeKind.PACK,
            tuple(dict.fromkeys(self.event.where + other.event.where)),
        )
        return True


class DragCommand(PackCommand):
    """A drag's steps merged into one undo step that remembers where each dragged thing
    started (``_start``) and where it is now (``_targets``), both keyed alike; a drag that
    ends where it began leaves no step (``setObsolete``)."""

    _start: dict
    _targets: dict

    def mergeWith(self, other) -> bool:
        if not super().mergeWith(other):
            return False
        for key, start in other._start.items():
            self._start.setdefault(key, start)
        self._targets.update(other._targets)
        if all(self._targets[k] == self._start[k] for k in self._targets):
            self.setObsolete(True)
        return True
