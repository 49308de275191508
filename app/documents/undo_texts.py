"""UndoTexts: a document's undo steps named with the elements' current names.

Qt shows a ``QUndoCommand``'s text as it was set, in the Undo History and in Edit > Undo.
Each ``PackCommand`` keeps its text as parts (text and ``content.names.Ref``, the elements
as they are after the step; see app/commands/base.py). After every change of the stack
(push, undo, redo, a merge) this sets every step's text again from its parts with the names
of the document's current pack, before Qt reads them:

- a done step's refs are carried forward to the current pack through the id renames of the
  done steps after it; an undone step's refs are carried back through the renames of the
  undone steps before it and its own (``PackCommand.renames``);
- an element no longer in the pack is named as the step that deleted it last saw it, else
  as in the step's own packs ("Delete France", and "Move France" before it).

Only a step that changes names (a rename, an id change, an element added or removed:
``PackCommand.changes_names``) makes the other steps' texts change; any other push, undo or
redo sets the text of that one step, and a drag's merges set nothing, so a long history
stays cheap to edit in.
"""

from __future__ import annotations

import shiboken6


class UndoTexts:
    """Keeps the texts of ``document``'s undo steps in the current names (see the module).

    The document calls ``stack_changed`` on each ``indexChanged`` of its stack, connected
    before any view, so the texts are set before the Undo History and Edit > Undo read them.
    """

    def __init__(self, document) -> None:
        self._document = document
        self._shown: tuple[int, int] | None = None

    def stack_changed(self) -> None:
        """Set the texts again after a push, an undo, a redo or a merge (as little as needed)."""
        stack = self._document.undo_stack
        if not shiboken6.isValid(stack):  # the stack clears itself while it is destroyed
            return
        count, current = stack.count(), stack.index()
        shown, self._shown = self._shown, (count, current)
        if shown is None:
            self.refresh()
            return
        if (count, current) == shown:
            # A merge into the top step: a drag step (names unchanged) needs nothing.
            step = stack.command(current - 1) if current else None
            if step is not None and _changes_names(step):
                self.refresh()
            return
        # One step pushed, undone or redone: unless it changes names, only its text is new.
        crossed = [current - 1] if current > shown[1] else [current] if current < shown[1] else []
        if len(crossed) == 1 and abs(current - shown[1]) == 1 and 0 <= crossed[0] < count:
            step = stack.command(crossed[0])
            if not _changes_names(step):
                if hasattr(step, "render_label"):
                    from content.names import Namer

                    step.setText(step.render_label(Namer(self._document.pack)))
                return
        self.refresh()

    def refresh(self) -> None:
        """Set every step's text from its label parts and the current names."""
        from content.names import Namer, Ref

        stack = self._document.undo_stack
        count, current = stack.count(), stack.index()
        namer = Namer(self._document.pack)

        def namer_through(mapping: dict, gone: dict | None = None):
            def name(ref):
                now = mapping.get(ref, ref)
                if now is None:
                    return None
                found = namer(now)
                return found if found is not None or gone is None else gone.get(now)

            return name

        # Done steps, newest first; ``carry`` maps a ref as after step i to the ref now (None:
        # no element of the current pack); ``gone`` keeps the last name of an element a later
        # step deleted, so the earlier steps name it as the deletion does.
        carry: dict = {}
        gone: dict = {}
        for i in range(current - 1, -1, -1):
            cmd = stack.command(i)
            if not hasattr(cmd, "render_label"):
                continue
            cmd.setText(cmd.render_label(namer_through(carry, gone)))
            for ref in cmd.label:
                if isinstance(ref, Ref):
                    now = carry.get(ref, ref)
                    if now is not None and namer(now) is None and now not in gone:
                        gone[now] = cmd.own_name(ref)
            for before, key in cmd.renames.items():
                if key == before.key:
                    continue
                after = Ref(before.field, key)
                target = carry.get(after, after)
                carry[after] = None  # before step i that id named nothing
                carry[before] = target
        # Undone steps, oldest first; ``carry`` maps a ref as after step i to the ref now.
        carry = {}
        for i in range(current, count):
            cmd = stack.command(i)
            if not hasattr(cmd, "render_label"):
                continue
            for before, key in cmd.renames.items():
                if key == before.key:
                    continue
                after = Ref(before.field, key)
                carry[after] = carry.get(before, before)
                carry[before] = None  # after step i the old id names nothing
            cmd.setText(cmd.render_label(namer_through(carry)))
        self._shown = (count, current)


def _changes_names(step) -> bool:
    """True unless ``step`` is known to leave every name as it was (a plain Qt command may not)."""
    ask = getattr(step, "changes_names", None)
    return True if ask is None else ask()
