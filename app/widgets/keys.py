"""Keyboard shortcuts: the platform's keys for a standard action plus the common extra ones."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence


def standard_keys(standard, extra: tuple[str, ...] = ()) -> list[QKeySequence]:
    """The platform's key bindings for ``standard`` (a ``QKeySequence.StandardKey``, a key
    text, or None) followed by each of ``extra`` the platform does not already bind, so no
    key is listed twice (a key bound twice on one action is ambiguous and does nothing)."""
    if isinstance(standard, QKeySequence.StandardKey):
        keys = list(QKeySequence.keyBindings(standard))
    else:
        keys = [QKeySequence(standard)] if standard is not None else []
    for text in extra:
        seq = QKeySequence(text)
        if seq not in keys:
            keys.append(seq)
    return keys
