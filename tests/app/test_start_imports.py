"""The studio's first painted window waits for nothing it does not show (issue 26 §3: cold
start <= 1.3x a bare PySide6 window, benchmarks/bench_app.py): the games' content (pydantic
models, lint, the plugins' registrations), the pack actions, subprocess, the window's parts
that no menu title needs (files, playtests, help, the balance lab, the document tabs) and the
Qt classes whose enums take milliseconds to build (the Qt namespace, QKeySequence, QIcon,
QLibraryInfo, QTabWidget, QStackedWidget) are imported after the first paint, when first
needed."""

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
    from PySide6 import QtGui, QtWidgets
    loaded = sorted(m for m in ("pydantic", "content", "app.plugins", "app.pack_actions",
                                "subprocess", "importlib.resources", "networkx", "numpy",
                                "optuna", "dask", "app.window.files", "app.window.help",
                                "app.window.playtest_launch", "app.window.document_tab",
                                "app.simulation.lab", "app.i18n.messages", "app.heap",
                                "app.window.recent")
                    if m in sys.modules)
    # a Qt class (and its enums) is made on first use: it is in its module's dict only once
    # looked up (QIcon also when a str is weighed as one, as QAction(text, parent) does)
    made = sorted(n for module, names in ((QtCore, ("Qt", "QLibraryInfo")),
                                          (QtGui, ("QKeySequence", "QIcon")),
                                          (QtWidgets, ("QTabWidget", "QStackedWidget")))
                  for n in names if n in vars(module))
    print(json.dumps({"loaded": loaded, "made": made}), flush=True)
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
    assert seen["made"] == []


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


def test_the_parts_a_deferred_window_makes_on_first_use_are_made_once(qtbot, settings,
                                                                      autosave_dir):
    from app.main_window import DocumentTab, MainWindow, studio_version
    from app.window.document_tab import DocumentTab as Tab
    from app.window.help import studio_version as version

    assert DocumentTab is Tab and studio_version is version
    window = MainWindow(settings=settings, autosave_dir=autosave_dir, defer_frame=True)
    qtbot.addWidget(window)
    assert not {"balance_lab", "files", "recent", "heap", "tabs"} & set(vars(window))
    assert window.files is window.files and window.help is window.help
    assert window.playtests.windows == []
    window.build_frame()  # the lab's entries join the Game and View menus before the toggles
    assert window.balance_lab.simulate_action in window.game_menu.actions()
    view = window.view_menu.actions()
    assert view.index(window.balance_lab.heat_action) < len(view) - 1
    assert view[-1].text() == "Tools"
    window.recent_menu.aboutToShow.emit()  # File > Open Recent fills itself once the frame is
    assert [a.text() for a in window.recent_menu.actions()] == ["(none)"]
