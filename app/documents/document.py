"""A Document is one open pack: the frozen model, its undo stack and one change signal."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.documents.undo_texts import UndoTexts


class ChangeKind(enum.Enum):
    """What kind of change a ChangeEvent reports, so views can redraw only what they must."""

    #: The whole pack may differ (load, undo of a compound edit, rename of ids...).
    PACK = "pack"
    #: Elements were added, removed or changed; ``where`` names their JSON list paths.
    ELEMENTS = "elements"
    #: Only positions changed (a drag); ``where`` names the moved elements' JSON paths.
    GEOMETRY = "geometry"
    #: Only the rules parameters or header fields changed.
    SETTINGS = "settings"


@dataclass(frozen=True)
class ChangeEvent:
    """One change of a document's pack.

    Attributes:
        kind: what changed.
        where: JSON paths of what changed (``"countries[3]"``, ``"links"``); empty for PACK.
    """

    kind: ChangeKind
    where: tuple[str, ...] = ()


class Document(QObject):
    """One open pack. Owns the current model and a QUndoStack; edits go through commands.

    Widgets never assign to the model: they build a command and ``push`` it. Commands call
    ``replace`` in ``redo`` and ``undo``; ``replace`` installs the value and emits ``changed``.
    """

    changed = Signal(object)  # ChangeEvent
    dirty_changed = Signal(bool)
    path_changed = Signal(str)

    def __init__(self, pack, path: str | Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._pack = pack
        self._path = Path(path) if path else None
        #: Tells apart untitled documents of the same pack name ("Europe (untitled 2)").
        self.untitled_number = 1
        self.undo_stack = QUndoStack(self)
        # A bound method (not a lambda) so the connection dies with the document: the stack
        # emits cleanChanged while it is being destroyed.
        self.undo_stack.cleanChanged.connect(self._on_undo_stack_clean_changed)
        #: Keeps the undo steps' texts in the elements' current names.
        self.undo_texts = UndoTexts(self)
        self.undo_stack.indexChanged.connect(self._on_undo_stack_index_changed)

    def _on_undo_stack_clean_changed(self, clean: bool) -> None:
        self.dirty_changed.emit(not clean)

    def _on_undo_stack_index_changed(self, _index: int) -> None:
        self.undo_texts.stack_changed()
    @property
    def pack(self):
        """The current (frozen) pack model."""
        return self._pack

    @property
    def game(self) -> str:
        return self._pack.game

    @property
    def path(self) -> Path | None:
        """Where the document is saved, or None if it never was."""
        return self._path

    @property
    def is_dirty(self) -> bool:
        """True when there are edits not yet saved."""
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        """The file name, or the pack's name for a document never saved."""
        if self._path:
            return self._path.name
        return f"{self._pack.name} (untitled{f' {self.untitled_number}' if self.untitled_number > 1 else ''})"

    def replace(self, pack, event: ChangeEvent | None = None) -> None:
        """Install ``pack`` as the current model and emit ``changed``. Only commands call this."""
        self._pack = pack
        self.changed.emit(event or ChangeEvent(ChangeKind.PACK))

    def push(self, command: QUndoCommand) -> None:
        """Run ``command`` and put it on the undo stack."""
        self.undo_stack.push(command)

    def save(self, path: str | Path | None = None, pack=None) -> Path:
        """Save atomically to ``path`` (or the current path) and mark the document clean.

        ``pack``, when given, is written and becomes the model: the same pack with another
        ``$schema`` reference, which is the file's business, not an edit (no undo step).

        Raises:
            content.PackError: the file could not be written.
            ValueError: no path was given and the document has none.
        """
        import content  # imported on first use: the studio paints its window before pydantic loads

        target = Path(path) if path else self._path
        if target is None:
            raise ValueError("this document has no file yet: choose where to save it")
        content.save_pack(self._pack if pack is None else pack, target)
        if pack is not None and pack != self._pack:
            self._pack = pack
            self.changed.emit(ChangeEvent(ChangeKind.SETTINGS, ("$schema",)))
        if target != self._path:
            self._path = target
            self.path_changed.emit(str(target))
        self.undo_stack.setClean()
        return target
