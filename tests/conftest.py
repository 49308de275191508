"""Test set-up: Qt runs headless. This must run before anything imports Qt."""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402  (after the platform is set)


@pytest.fixture(autouse=True)
def _closed_widgets_die_with_their_test():
    """The widgets a test closed are destroyed at its end, by Qt.

    pytest-qt closes the widgets a test registered and asks Qt to delete them later, but Qt
    deletes them only once an event loop runs: in whichever later test waits first. Until
    then a closed studio window lived on, its timers still due (the heap's compaction after a
    pack was opened fired a full collection in the middle of another test's set-up, where a
    run of the suite once died of a segmentation fault in that collection). Destroyed here,
    through Qt's own deferred deletion, a test's windows and their timers end with it."""
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def holed_trails(tmp_path):
    """A file ``holed.json``: the default Trails pack with one inner hex of its first board
    removed. It loads, and lint reports the ring that is no longer one closed track (an
    error the rules cannot play with)."""
    import json

    from content import default_pack_path
    from content.hexgrid import outer_cells

    data = json.loads(default_pack_path("trails").read_text(encoding="utf-8"))
    hexes = data["boards"][0]["hexes"]
    cells = {(h["q"], h["r"]) for h in hexes}
    hole = sorted(cells - outer_cells(cells))[0]
    data["boards"][0]["hexes"] = [h for h in hexes if (h["q"], h["r"]) != hole]
    path = tmp_path / "holed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
