"""Short garbage-collection pauses with a big pack open.

Python's full collections walk every tracked object: with a big pack open (a 1,000-country
map, a 5,000-point network: their models, scenes and Qt wrappers, some 400,000 objects) each
one stops the studio for 100-150 ms, at whatever moment it falls (a drag, a move in a
playtest). The studio's long-lived objects are therefore frozen out of those collections
(``gc.freeze``), and a while after a pack or a playtest is opened or closed, when the studio
is idle, they are unfrozen, collected once and frozen again: so what a closed pack leaves
behind is still freed, and every other collection walks only what is new.
"""

from __future__ import annotations

import gc

# Qt (the namespace: tens of ms of enum set-up) and QtGui's application are imported when the
# heap is first compacted, not at the studio's start, before its window is painted.
from PySide6.QtCore import QObject, QTimer

#: Milliseconds of quiet after an open or a close before the heap is collected and frozen.
IDLE_MS = 1000


class HeapCompactor(QObject):
    """Collects and freezes the heap once the studio has been idle ``IDLE_MS`` after the last
    :meth:`schedule` (each call restarts the wait)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(IDLE_MS)
        self._timer.timeout.connect(self._when_idle)
        self.compactions = 0

    def schedule(self) -> None:
        """Compact when the studio has been idle for ``IDLE_MS`` from now."""
        self._timer.start()

    def _when_idle(self) -> None:
        """Compact now, unless a mouse button is down (a drag, a click held): then wait
        ``IDLE_MS`` more, so the collection never lands in the middle of a gesture."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QGuiApplication

        if QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:
            self._timer.start()
            return
        self.compact()

    def compact(self) -> None:
        """Unfreeze, collect everything, freeze what is left (the long-lived objects)."""
        self._timer.stop()
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self.compactions += 1
