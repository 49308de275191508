"""Open documents: one per pack, each with its own undo stack."""

from app.documents.document import ChangeEvent, ChangeKind, Document

__all__ = ["ChangeEvent", "ChangeKind", "Document"]
