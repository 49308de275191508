"""The studio window's menu actions, made at once and given their keys later."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from app.widgets.keys import standard_keys


class ActionFactory:
    """Makes a window's menu actions; their keys wait for ``apply_keys``.

    The first ``setShortcut`` builds all of Qt's key enums (tens of milliseconds), so the
    window sets every key at once after its first paint (``MainWindow.build_frame``).
    """

    def __init__(self, parent: QObject) -> None:
        """Make actions owned by ``parent``.

        Args:
            parent: the owner of the actions made (the window: Help > Keyboard Shortcuts
                lists its actions).
        """
        self._parent = parent
        self._pending: list[tuple[QAction, object, tuple[str, ...]]] = []

    def add(self, menu: QMenu, text: str, slot: Callable[[], object], shortcut=None,
            tip: str = "", extra: tuple[str, ...] = ()) -> QAction:
        """A new action at the end of ``menu`` that calls ``slot()`` when triggered.

        Args:
            menu: the menu it is added to.
            text: its menu text.
            slot: called with no arguments.
            shortcut: a ``QKeySequence.StandardKey``, a standard key by name
                (``app.widgets.keys.Standard``) or a key text, set by ``apply_keys``.
            tip: its status-bar tip.
            extra: further keys, beside the standard ones, set by ``apply_keys``.
        """
        # QAction(text, parent) would weigh the QAction(icon, text) overload (a str converts
        # to a QIcon), which builds QIcon's enums (ThemeIcon: ~4 ms of a cold start)
        action = QAction(self._parent)
        action.setText(text)
        if shortcut is not None or extra:
            self.defer_keys(action, shortcut, extra)
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def defer_keys(self, action: QAction, standard, extra: tuple[str, ...] = ()) -> None:
        """Give ``action`` its keys (``standard`` and ``extra``) when ``apply_keys`` runs."""
        self._pending.append((action, standard, extra))

    def apply_keys(self) -> None:
        """Set every waiting action's keys: the platform's keys for its standard key plus the
        common extra ones (some platforms have no standard Quit key, or only Ctrl+F4 for
        Close)."""
        for action, standard, extra in self._pending:
            action.setShortcuts(standard_keys(standard, extra))
        self._pending = []
