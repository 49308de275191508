"""app.heap: the studio's long-lived objects frozen out of full collections, and collected at
the next compaction once they are garbage (a closed pack is still freed)."""

from __future__ import annotations

import gc
import weakref

import app.heap as heap


class _Node:
    """An object in a reference cycle: only the cycle collector frees it."""

    def __init__(self) -> None:
        self.me = self


def test_compaction_freezes_the_heap_and_frees_a_cycle_dropped_since(qtbot, monkeypatch):
    monkeypatch.setattr(heap, "IDLE_MS", 30)
    compactor = heap.HeapCompactor()
    try:
        node = _Node()
        alive = weakref.ref(node)
        compactor.schedule()
        qtbot.waitUntil(lambda: compactor.compactions == 1, timeout=3000)
        assert gc.get_freeze_count() > 0 and alive() is not None
        del node
        gc.collect()  # a full collection skips the frozen objects: the cycle stays
        assert alive() is not None
        compactor.schedule()
        compactor.schedule()  # a second call restarts the wait: one compaction
        qtbot.waitUntil(lambda: compactor.compactions == 2, timeout=3000)
        qtbot.wait(100)
        assert compactor.compactions == 2 and alive() is None
    finally:
        gc.unfreeze()


def test_the_studio_compacts_after_a_pack_is_opened_and_after_it_is_closed(main_window, qtbot,
                                                                            monkeypatch):
    monkeypatch.setattr(heap, "IDLE_MS", 30)
    try:
        main_window.heap._timer.setInterval(30)
        main_window.new_from_template("europe")
        qtbot.waitUntil(lambda: main_window.heap.compactions == 1, timeout=3000)
        main_window.close_tab(main_window.tabs.currentIndex(), ask=False)
        qtbot.waitUntil(lambda: main_window.heap.compactions == 2, timeout=3000)
    finally:
        gc.unfreeze()


def test_no_compaction_while_a_mouse_button_is_held(qtbot, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    monkeypatch.setattr(heap, "IDLE_MS", 20)
    held = [Qt.MouseButton.LeftButton]
    monkeypatch.setattr(QGuiApplication, "mouseButtons", staticmethod(lambda: held[0]))
    compactor = heap.HeapCompactor()
    try:
        compactor.schedule()
        qtbot.wait(150)
        assert compactor.compactions == 0  # a drag is going on: it waits
        held[0] = Qt.MouseButton.NoButton
        qtbot.waitUntil(lambda: compactor.compactions == 1, timeout=3000)
    finally:
        gc.unfreeze()
