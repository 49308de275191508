"""SetFieldCommand: set one value inside the pack, named by a JSON path (generic edits).

Contract: ``SetFieldCommand(document, "countries[3].name", "France")`` computes the new pack
with ``content.edit.set_at`` and installs it on redo; undo puts the old pack back. With
``merge=True`` (the default) consecutive commands on the same path merge into one undo step,
so typing a name is one step, and typing the old value back leaves none. The value must already have the field's type (the property
form validates it); no cross-reference rules live here: renames of ids and card counts have
their own commands.
"""

from __future__ import annotations

from app.commands.base import PackCommand
from app.commands.command_id import CommandId
from app.documents import ChangeEvent, ChangeKind
from content.edit import format_path, get_at, parse_path, set_at
from content.names import element_parts

#: Fields whose change only moves an element.
_GEOMETRY_FIELDS = frozenset({"x", "y"})


class SetFieldCommand(PackCommand):
    """Set the value at one JSON path of the document's pack."""

    command_id = CommandId.SET_FIELD

    def __init__(self, document, path: str, value, label: str | None = None, merge: bool = True):
        """Build the edit; nothing changes until the command is pushed.

        Args:
            document: the Document to edit.
            path: JSON path of the value, e.g. ``"countries[3].name"`` or ``"rules.max_rounds"``.
            value: the new value, of the field's type.
            label: the undo text; default "Set <field>".
            merge: merge with the previous SetFieldCommand on the same path (typing).
        """
        steps = parse_path(path)
        field = str(steps[-1]) if steps else "value"
        # The element that owns the field: "countries[3]" for "countries[3].name".
        owner = format_path(steps[:-1]) if len(steps) > 1 else format_path(steps)
        kind = ChangeKind.GEOMETRY if field in _GEOMETRY_FIELDS else (
            ChangeKind.SETTINGS if not any(isinstance(s, int) for s in steps) else ChangeKind.ELEMENTS
        )
        self.path = path
        self.value = value
        self.old_value = get_at(document.pack, path)
        self._field, self._given = field, label
        # The element the field belongs to, named in the undo text ("Set colour of France").
        self._owner = element_parts(document.pack, owner) if len(steps) > 1 and isinstance(steps[1], int) else ()
        super().__init__(
            document,
            set_at(document.pack, steps, value),
            self._label(),
            ChangeEvent(kind, (owner,)),
            merge_key=path if merge else None,
        )

    def _label(self):
        """The undo text's parts: a rename says both names, a field its element."""
        if self._owner and self._field == "name" and self._given is None:
            return (f"Rename \u201c{self.old_value}\u201d to \u201c{self.value}\u201d",)
        text = self._given or f"Set {self._field.replace('_', ' ')}"
        return (f"{text} of ", *self._owner) if self._owner else (text,)

    def mergeWith(self, other) -> bool:
        """Merge typing into one step; typing back the original value leaves no step at all
        (the command turns obsolete and the stack drops it, so the unsaved mark goes too)."""
        if not super().mergeWith(other):
            return False
        self.value = other.value
        if self.value == self.old_value:
            self.setObsolete(True)
        self.set_label(self._label())  # typing on: "Rename “France” to “Fran”"
        return True

    @staticmethod
    def can_set(document, path: str) -> bool:
        """True if ``path`` names an existing value of the document's pack."""
        try:
            get_at(document.pack, path)
        except (AttributeError, IndexError, KeyError, TypeError, ValueError):
            return False
        return True
