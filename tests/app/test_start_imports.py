"""The studio's first painted window waits for nothing it does not show (issue 26 §3: cold
start <= 1.3x a bare PySide6 window, benchmarks/bench_app.py): the games' content (pydantic
models, lint, the plugins' registrations), the pack actions, subprocess and the Qt namespace
(tens of ms of enum set-up) are imported after the first paint, when first needed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_CHILD = """
import json, os, sys
def painted():
    from PySide6 import QtCore
    loaded = sorted(m for m in ("pydantic", "content", "app.plugins", "app.pack_actions",
                                "subprocess", "importlib.resources", "networkx", "numpy",
                                "optuna", "dask") if m in sys.modules)
    # the Qt namespace is made on first use: it is in QtCore's dict only once looked up
    print(json.dumps({"loaded": loaded, "qt_namespace": "Qt" in vars(QtCore)}), flush=True)
    os._exit(0)
import app.main_window as mw
mw.MainWindow.paintEvent = lambda self, event: painted()
from app.main import run_studio
run_studio([])
"""


def test_the_first_paint_comes_before_the_games_content_and_the_qt_namespace(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-c", _CHILD], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["loaded"] == []
    assert seen["qt_namespace"] is False


def test_the_templates_menu_fills_itself_once_wanted(qtbot, settings, autosave_dir):
    from app.main_window import MainWindow

    window = MainWindow(settings=settings, autosave_dir=autosave_dir, defer_frame=True)
    qtbot.addWidget(window)
    assert window.menus._new_actions is None  # not before the first paint
    window.menus.new_menu.aboutToShow.emit()
    names = list(window.new_actions)
    assert names == ["europe", "trails", "expedition"]
    assert [a.text() for a in window.menus.new_menu.actions()][:len(names)] == [
        window.new_actions[n].text() for n in names]
    window.menus.fill_templates()  # once only
    assert len(window.menus.new_menu.actions()) == len(names)
