"""Keyboard shortcuts: the platform's keys for a standard action plus the common extra ones."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from PySide6.QtGui import QKeySequence


class Standard(NamedTuple):
    """A ``QKeySequence.StandardKey`` by name (``Standard("Open")``), looked up when the keys
    are set: the studio's menus name their keys before the first paint, and importing
    ``QKeySequence`` builds all of its enums (about 2 ms of a cold start)."""

    name: str


def standard_keys(standard, extra: tuple[str, ...] = ()) -> list[QKeySequence]:
    """The platform's key bindings for ``standard`` (a ``QKeySequence.StandardKey``, a
    :class:`Standard`, a key text, or None) followed by each of ``extra`` the platform does
    not already bind, so no key is listed twice (a key bound twice on one action is ambiguous
    and does nothing)."""
    from PySide6.QtGui import QKeySequence

    if isinstance(standard, Standard):
        standard = getattr(QKeySequence.StandardKey, standard.name)
    if isinstance(standard, QKeySequence.StandardKey):
        keys = list(QKeySequence.keyBindings(standard))
    else:
        keys = [QKeySequence(standard)] if standard is not None else []
    for text in extra:
        seq = QKeySequence(text)
        if seq not in keys:
            keys.append(seq)
    return keys
