"""Undoable edits: one QUndoCommand subclass per module, named VerbNounCommand."""

from app.commands.base import PackCommand
from app.commands.command_id import CommandId

__all__ = ["CommandId", "PackCommand"]
