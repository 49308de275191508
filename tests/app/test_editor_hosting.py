"""The main window hosts any EditorWidget: tools in the tool bar, panels in the docks."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from app.documents import Document
from app.editors.base import EditorWidget
from app.tools.base import Tool


class _PickTool(Tool):
    name = "Pick"
    shortcut = "V"
    tooltip = "Pick things"


class _DrawTool(Tool):
    name = "Draw"
    shortcut = "C"
    tooltip = "Draw things"


class FakeEditor(EditorWidget):
    """The smallest editor honouring the contract, recording what the window asks of it."""

    def __init__(self, document, parent=None):
        super().__init__(document, parent)
        self._tools = [_PickTool(self), _DrawTool(self)]
        self._active = self._tools[0]
        self.selected: list[str] = []
        self.properties = QLabel("fake properties")
        self.cards = QLabel("fake cards")

    def tools(self):
        return self._tools

    def active_tool(self):
        return self._active

    def set_active_tool(self, tool):
        self._active = tool

    def side_panels(self):
        return [("Properties", self.properties), ("Cards", self.cards)]

    def select_path(self, where):
        self.selected.append(where)
        return True

    def fit_to_view(self):
        return None

    def zoom_by(self, factor):
        self.zoom_changed.emit(factor)


def test_tools_become_checkable_actions_with_their_keys(qtbot, main_window, monkeypatch, journey_pack):
    monkeypatch.setattr("app.main_window.editor_class", lambda game: FakeEditor)
    tab = main_window.add_document(Document(journey_pack))
    draw = tab.editor.tools()[1]
    action = main_window.tool_action(draw)
    assert action.shortcut().toString() == "C"
    assert main_window.tool_action(tab.editor.tools()[0]).isChecked()
    action.trigger()
    assert tab.editor.active_tool() is draw


def test_side_panels_fill_the_docks_of_their_title(qtbot, main_window, monkeypatch, journey_pack):
    monkeypatch.setattr("app.main_window.editor_class", lambda game: FakeEditor)
    tab = main_window.add_document(Document(journey_pack))
    assert main_window.side_dock("Properties").widget().currentWidget() is tab.editor.properties
    assert main_window.side_dock("Cards").widget().currentWidget() is tab.editor.cards


def test_problem_double_click_reaches_select_path(qtbot, main_window, monkeypatch, journey_pack):
    monkeypatch.setattr("app.main_window.editor_class", lambda game: FakeEditor)
    tab = main_window.add_document(Document(journey_pack))
    tab.problems.problem_activated.emit("countries[2]")
    assert tab.editor.selected == ["countries[2]"]


def test_zoom_from_the_view_menu_shows_in_the_status_bar(qtbot, main_window, monkeypatch, journey_pack):
    monkeypatch.setattr("app.main_window.editor_class", lambda game: FakeEditor)
    main_window.add_document(Document(journey_pack))
    main_window._editor_call("zoom_by", 1.25)
    assert main_window.zoom_label.text() == "125 %"


def test_missing_editor_shows_a_message_instead_of_crashing(qtbot, main_window, monkeypatch, journey_pack):
    def missing(game):
        raise ModuleNotFoundError(f"No module named 'app.editors.{game}_editor'")

    monkeypatch.setattr("app.main_window.editor_class", missing)
    tab = main_window.add_document(Document(journey_pack))
    assert tab.editor is None
    label = tab.findChild(QLabel, "editor_missing")
    assert "no editor for journey packs" in label.text()
    assert main_window.tools_bar.actions() == []
