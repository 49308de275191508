"""Fixtures of the studio tests: private settings and data folders, patched dialogs, packs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from content.models.journey import Card, Colour, Country, JourneyPack, Link, Sea


class FakeDialogs:
    """Stands in for the static QMessageBox / QFileDialog functions and records each call.

    Attributes:
        calls: (kind, title, text) of every dialog shown.
        answer: what ``QMessageBox.question`` returns (default: Discard, so closing never blocks).
        save_path: what ``QFileDialog.getSaveFileName`` returns ("" = cancelled).
        open_paths: what ``QFileDialog.getOpenFileNames`` returns.
        texts: (title, suggested text) of each ``QInputDialog.getText``, which accepts the
            suggestion.
    """

    def __init__(self) -> None:
        self.calls: list[tuple[str, str, str]] = []
        self.answer = QMessageBox.StandardButton.Discard
        self.save_path = ""
        self.open_paths: list[str] = []
        self.texts: list[tuple[str, str]] = []

    def kinds(self) -> list[str]:
        return [c[0] for c in self.calls]

    def question(self, _parent, title, text, *_a, **_k):
        self.calls.append(("question", title, text))
        return self.answer

    def message(self, kind):
        def show(_parent, title, text, *_a, **_k):
            self.calls.append((kind, title, text))
            return QMessageBox.StandardButton.Ok

        return show

    def get_save(self, *_a, **_k):
        self.calls.append(("save_file", "", self.save_path))
        return self.save_path, ""

    def get_open(self, *_a, **_k):
        self.calls.append(("open_files", "", ";".join(self.open_paths)))
        return list(self.open_paths), ""

    def get_text(self, _parent, title, _label, _mode=None, text="", *_a, **_k):
        # Kept apart from ``calls``: the new id a template copy's Save As asks for.
        self.texts.append((title, text))
        return text, True


def show_active(qtbot, window) -> None:
    """Show ``window`` and wait until it is on screen and the active window: keys, shortcuts
    and focus go to the active window. A desktop's window manager activates a window shown;
    a bare X server (``xvfb-run``) does not by itself."""
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitActive(window)


@pytest.fixture(autouse=True)
def dialogs(monkeypatch) -> FakeDialogs:
    """Every modal dialog is replaced: tests never block and can check what was shown."""
    fake = FakeDialogs()
    monkeypatch.setattr(QMessageBox, "question", fake.question)
    for kind in ("critical", "warning", "information"):
        monkeypatch.setattr(QMessageBox, kind, fake.message(kind))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake.get_save)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", fake.get_open)
    monkeypatch.setattr(QInputDialog, "getText", fake.get_text)
    return fake


@pytest.fixture(autouse=True)
def private_paths(tmp_path, monkeypatch):
    """Qt's standard paths in test mode; HOME and default QSettings in a temporary folder."""
    QStandardPaths.setTestModeEnabled(True)
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "home" / "settings"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "home" / "config"))
    yield


@pytest.fixture
def settings(tmp_path) -> QSettings:
    """A QSettings in an ini file of the test's own folder."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def autosave_dir(tmp_path):
    return tmp_path / "autosave"


@pytest.fixture
def make_window(qtbot, settings, autosave_dir, dialogs):
    """Build main windows sharing the test's settings and autosave folder.

    At the end of the test every window is closed discarding unsaved work, so no window
    outlives its test (a visible leftover window would catch the next test's mouse events).
    """
    from app.main_window import MainWindow

    windows = []

    def make():
        window = MainWindow(settings=settings, autosave_dir=autosave_dir)
        qtbot.addWidget(window)
        window.resize(1400, 900)
        show_active(qtbot, window)
        windows.append(window)
        return window

    yield make
    dialogs.answer = QMessageBox.StandardButton.Discard
    for window in windows:
        window.close()
        assert not window.isVisible()


@pytest.fixture
def main_window(make_window):
    """An empty studio window (1400x900, shown)."""
    return make_window()


def small_journey_pack() -> JourneyPack:
    """Five countries, two colour groups, one sea: small enough to reason about in a test."""
    colours = (Colour(id="red", name="Red", display="#cc3333"), Colour(id="teal", name="Teal", display="#339999"))
    countries = (
        Country(id="aa", name="Alpha", colour="red", cards=1, x=0.0, y=50.0),
        Country(id="bb", name="Beta", colour="red", cards=2, x=10.0, y=50.0),
        Country(id="cc", name="Gamma", colour="teal", cards=1, x=10.0, y=40.0),
        Country(id="dd", name="Delta", colour="teal", cards=1, x=0.0, y=40.0),
        Country(id="ee", name="Epsilon", colour="teal", cards=1, x=20.0, y=45.0),
    )
    links = (
        Link(a="aa", b="bb", kind="land"),
        Link(a="bb", b="cc", kind="ferry"),
        Link(a="cc", b="dd", kind="land"),
        Link(a="cc", b="ee", kind="bridge"),
    )
    seas = (Sea(id="north", name="North Sea", coast=("aa", "bb", "ee"), x=5.0, y=55.0),)
    cards = (
        Card(id="country:aa", kind="country", ref="aa"),
        Card(id="country:bb", kind="country", ref="bb"),
        Card(id="country:bb:2", kind="country", ref="bb"),
        Card(id="country:cc", kind="country", ref="cc"),
        Card(id="country:dd", kind="country", ref="dd"),
        Card(id="country:ee", kind="country", ref="ee"),
        Card(id="ship:north:1", kind="ship", ref="north"),
        Card(id="plane:red:1", kind="plane", ref="red"),
        Card(id="plane:teal:1", kind="plane", ref="teal"),
    )
    return JourneyPack(id="small", name="Small", colours=colours, countries=countries, links=links, seas=seas, cards=cards)


@pytest.fixture
def journey_pack() -> JourneyPack:
    return small_journey_pack()


@pytest.fixture
def journey_document(qapp, journey_pack):
    """A Document on the small Journey pack, never saved."""
    from app.documents import Document

    return Document(journey_pack)


@pytest.fixture
def journey_tab(main_window, journey_pack):
    """The small Journey pack open in the main window, fitted to its canvas."""
    from app.documents import Document

    tab = main_window.add_document(Document(journey_pack))
    tab.editor.fit_to_view()
    return tab


@pytest.fixture
def journey_editor(journey_tab):
    return journey_tab.editor


class CanvasUser:
    """Drives a map editor's canvas with the mouse, as a user would (scene positions in)."""

    def __init__(self, qtbot, editor) -> None:
        self.qtbot = qtbot
        self.editor = editor
        self.viewport = editor.canvas.viewport()

    def at(self, scene_pos):
        return self.editor.canvas.mapFromScene(scene_pos)

    def country(self, cid):
        return self.editor.to_scene(*next((c.x, c.y) for c in self.editor.document.pack.countries if c.id == cid))

    def sea(self, sid):
        return self.editor.to_scene(*next((s.x, s.y) for s in self.editor.document.pack.seas if s.id == sid))

    def click(self, scene_pos, button=None, modifier=None):
        from PySide6.QtCore import Qt

        self.qtbot.mouseClick(
            self.viewport, button or Qt.MouseButton.LeftButton,
            modifier or Qt.KeyboardModifier.NoModifier, self.at(scene_pos),
        )

    def drag(self, start, end, steps: int = 5, modifier=None):
        from PySide6.QtCore import QPoint, Qt

        mod = modifier or Qt.KeyboardModifier.NoModifier
        a, b = self.at(start), self.at(end)
        self.qtbot.mousePress(self.viewport, Qt.MouseButton.LeftButton, mod, a)
        for i in range(1, steps + 1):
            self.qtbot.mouseMove(self.viewport, QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps))
        self.qtbot.mouseRelease(self.viewport, Qt.MouseButton.LeftButton, mod, b)

    def key(self, key):
        self.editor.canvas.setFocus()
        self.qtbot.keyClick(self.editor.canvas, key)


@pytest.fixture
def user(qtbot, journey_editor) -> CanvasUser:
    return CanvasUser(qtbot, journey_editor)
