"""The Problems panel follows the user's edits (debounced) and selects what it lists."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.commands.add_sea import AddSeaCommand
from app.tools.journey_coast import JourneyCoastTool
from app.tools.journey_sea import JourneySeaTool


def _codes(panel):
    return {p.code for p in panel.problems}


def test_a_problem_appears_as_the_user_makes_it_and_goes_when_fixed(qtbot, main_window, journey_tab, user):
    editor, panel = journey_tab.editor, journey_tab.problems
    assert "journey-sea-coast" not in _codes(panel)
    main_window.tool_action(editor.tool(JourneySeaTool)).trigger()
    user.click(editor.to_scene(20.0, 55.0))
    assert panel.pending  # debounced: not at once
    qtbot.waitUntil(lambda: "journey-sea-coast" in _codes(panel), timeout=3000)
    assert "warning" in main_window.problems_button.text() or "error" in main_window.problems_button.text()
    main_window.tool_action(editor.tool(JourneyCoastTool)).trigger()
    user.click(user.country("ee"))  # the new sea is selected: toggle two coast countries
    user.click(user.country("bb"))
    qtbot.waitUntil(lambda: "journey-sea-coast" not in _codes(panel) and not panel.pending, timeout=3000)


def test_double_clicking_a_problem_selects_the_element(qtbot, journey_tab, user):
    editor, panel = journey_tab.editor, journey_tab.problems
    editor.document.push(AddSeaCommand(editor.document, 30.0, 30.0))
    panel.run_lint()
    row = next(i for i, p in enumerate(panel.problems) if p.code == "journey-sea-coast")
    editor.set_selection(())
    index = panel.model.index(row, 2)
    rect = panel.view.visualRect(index)
    # A real double-click: a click, then the second press that is the double-click.
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert editor.selection == (("sea", editor.document.pack.seas[-1].id),)


def test_a_pack_wide_problem_shows_the_pack_properties(journey_tab, user):
    editor = journey_tab.editor
    user.click(user.country("aa"))
    assert editor.select_path("rules.max_players")
    assert editor.selection == ()
    assert editor.properties.rules_form.isVisible()
    assert not editor.select_path("nonsense[")


def test_min_players_above_max_is_an_error_and_saving_it_asks_first(qtbot, main_window, journey_tab, dialogs, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    editor, panel = journey_tab.editor, journey_tab.problems
    spin = editor.properties.rules_form.field_widget("min_players")
    spin.setValue(6)  # max_players is 4
    qtbot.waitUntil(lambda: "pack-invalid" in _codes(panel), timeout=3000)
    assert any(p.where == "rules.min_players" for p in panel.problems)
    dialogs.answer = QMessageBox.StandardButton.Cancel
    assert not main_window.save_document(journey_tab.document, tmp_path / "x.json")
    assert dialogs.calls[-1][1] == "Save a pack that will not load?"
    assert not (tmp_path / "x.json").exists()
    spin.setValue(2)
    qtbot.waitUntil(lambda: "pack-invalid" not in _codes(panel) and not panel.pending, timeout=3000)
    assert main_window.save_document(journey_tab.document, tmp_path / "x.json")


def test_problems_are_marked_on_the_map_and_cleared_when_fixed(qtbot, main_window, journey_tab, user):
    editor, panel = journey_tab.editor, journey_tab.problems
    main_window.tool_action(editor.tool(JourneySeaTool)).trigger()
    user.click(editor.to_scene(20.0, 55.0))
    sid = editor.document.pack.seas[-1].id
    qtbot.waitUntil(lambda: editor._seas[sid].problem == "error", timeout=3000)
    main_window.tool_action(editor.tool(JourneyCoastTool)).trigger()
    user.click(user.country("ee"))
    user.click(user.country("bb"))
    qtbot.waitUntil(lambda: editor._seas[sid].problem is None and not panel.pending, timeout=3000)
