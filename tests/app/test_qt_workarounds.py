"""The None reference-count work-around keeps long sessions alive (PySide6 6.12 on 3.11)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QWidget

from app._qt_workarounds import make_none_immortal


def test_many_void_calls_never_free_none(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    before = sys.getrefcount(None)
    for _ in range(20_000):
        widget.setEnabled(True)  # a void C++ method: the binding may drop a None reference
    assert sys.getrefcount(None) > 1_000_000 or sys.version_info >= (3, 12)
    assert make_none_immortal() is False  # applied once, at import of ``app``
    assert before > 0
