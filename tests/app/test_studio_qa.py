"""Found by using the studio as a designer would (issue 6 QA); each test replays the steps."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

import content
from app.tools.journey_delete import JourneyDeleteTool


def _keys(action) -> set[str]:
    return {s.toString() for s in action.shortcuts()}


def test_A3_edit_and_view_actions_are_disabled_while_they_cannot_do_anything(main_window, qtbot, journey_pack):
    w = main_window
    for action in (w.delete_action, w.select_all_action, w.zoom_in_action, w.zoom_out_action, w.fit_action):
        assert not action.isEnabled()  # no document
    from app.documents import Document
    from tests.app.conftest import CanvasUser

    tab = w.add_document(Document(journey_pack))
    editor = tab.editor
    user = CanvasUser(qtbot, editor)
    assert w.select_all_action.isEnabled() and w.fit_action.isEnabled()
    assert not w.delete_action.isEnabled()  # nothing selected
    user.click(user.country("aa"))
    assert w.delete_action.isEnabled()
    user.click(editor.to_scene(40.0, 10.0))  # empty map: selection cleared
    assert editor.selection == () and not w.delete_action.isEnabled()


def test_standard_keys_close_quit_redo_and_zoom_in_have_their_common_shortcuts(main_window):
    assert "Ctrl+Q" in _keys(main_window.quit_action)
    assert "Ctrl+W" in _keys(main_window.close_action)
    assert {"Ctrl+Shift+Z"} <= _keys(main_window.redo_action)
    assert "Ctrl+=" in _keys(main_window.zoom_in_action)
    assert QKeySequence(QKeySequence.StandardKey.Undo).toString() in _keys(main_window.undo_action)


def test_ctrl_shift_z_redoes_what_ctrl_z_undid(main_window, qtbot, journey_tab, user):
    doc = journey_tab.document
    user.click(user.country("aa"))
    user.key(Qt.Key.Key_Delete)
    assert len(doc.pack.countries) == 4
    qtbot.keyClick(journey_tab.editor.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(doc.pack.countries) == 5
    qtbot.keyClick(journey_tab.editor.canvas, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(doc.pack.countries) == 4


def test_delete_key_removes_a_selected_colour_group_as_one_undo_step(main_window, qtbot, journey_tab):
    editor, doc = journey_tab.editor, journey_tab.document
    before = doc.pack
    panel = editor.properties
    qtbot.mouseClick(panel.add_colour_button, Qt.MouseButton.LeftButton)
    new_id = doc.pack.colours[-1].id
    assert editor.selection == (("colour", new_id),)
    assert main_window.delete_action.isEnabled()
    editor.canvas.setFocus()
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Delete)
    assert [c.id for c in doc.pack.colours] == ["red", "teal"]
    assert main_window.undo_action.text() == "&Undo Delete colour group Colour 3"
    main_window.undo_action.trigger()
    main_window.undo_action.trigger()
    assert doc.pack == before


def test_the_last_colour_group_cannot_be_deleted_and_delete_says_so_by_being_disabled(main_window, qtbot, journey_tab):
    editor, doc = journey_tab.editor, journey_tab.document
    panel = editor.properties
    red_row = next(r for r in range(panel.colour_table.rowCount()) if panel.colour_table.item(r, 1).text() == "red")
    rect = panel.colour_table.visualRect(panel.colour_table.model().index(red_row, 0))
    qtbot.mouseClick(panel.colour_table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert editor.selection == (("colour", "red"),)
    assert main_window.delete_action.isEnabled()
    main_window.delete_action.trigger()  # red goes, its countries join teal
    assert [c.id for c in doc.pack.colours] == ["teal"]
    editor.set_selection((("colour", "teal"),))
    assert not main_window.delete_action.isEnabled()


def test_renaming_an_id_then_undo_and_redo_keeps_the_element_selected(main_window, qtbot, journey_tab, user):
    editor, doc = journey_tab.editor, journey_tab.document
    user.click(user.country("aa"))
    field = editor.properties.form.field_widget("id")
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "zz")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert editor.selection == (("country", "zz"),)
    assert doc.pack.links[0].a == "zz"
    main_window.undo_action.trigger()
    assert editor.selection == (("country", "aa"),)
    assert editor.properties.form.field_widget("id").text() == "aa"
    main_window.redo_action.trigger()
    assert editor.selection == (("country", "zz"),)
    assert editor.properties.form.field_widget("id").text() == "zz"


def test_open_recent_on_a_file_that_is_gone_says_so_and_drops_it_from_the_list(main_window, tmp_path, dialogs):
    path = tmp_path / "gone.json"
    content.save_pack(content.default_pack("europe"), path)
    main_window.open_file(path)
    main_window.close_current()
    path.unlink()
    main_window.recent_menu.aboutToShow.emit()
    entry = next(a for a in main_window.recent_menu.actions() if a.text() == str(path.resolve()))
    entry.trigger()
    assert dialogs.kinds() == ["warning"]
    assert "no longer exists" in dialogs.calls[0][2]
    assert main_window.recent_files() == []
    assert main_window.tabs.count() == 0


def test_an_empty_problems_panel_says_no_problems(main_window, qtbot, journey_tab, user):
    panel = journey_tab.problems
    editor = journey_tab.editor
    main_window.show_problems()
    panel.run_lint()
    assert panel.problems  # the small pack has deck problems
    assert panel.view.isVisible() and not panel.empty_label.isVisible()
    # A fresh pack with no problems: the Europe template.
    main_window.new_actions["europe"].trigger()
    europe = main_window.current_tab().problems
    qtbot.waitUntil(lambda: europe.isVisible())
    assert europe.problems == []
    assert europe.empty_label.isVisible() and "No problems" in europe.empty_label.text()
    assert not europe.view.isVisible()
    assert editor is not main_window.current_editor()


def test_J_isolated_country_problem_appears_when_its_last_link_goes_and_leaves_on_undo(main_window, qtbot, journey_tab, user):
    editor, panel, doc = journey_tab.editor, journey_tab.problems, journey_tab.document
    main_window.show_problems()
    # Delta joins a new colour group, which has no plane cards: its land link is its last tie.
    qtbot.mouseClick(editor.properties.add_colour_button, Qt.MouseButton.LeftButton)
    new_group = doc.pack.colours[-1].id
    user.click(user.country("dd"))
    colour_box = editor.properties.form.field_widget("colour")
    colour_box.setFocus()
    qtbot.keyClick(colour_box, Qt.Key.Key_End)
    assert doc.pack.countries[3].colour == new_group
    panel.run_lint()
    assert not any(p.where == "countries[3]" for p in panel.problems)
    main_window.tool_action(editor.tool(JourneyDeleteTool)).trigger()
    user.click((user.country("cc") + user.country("dd")) / 2)  # Delta's only link
    assert len(doc.pack.links) == 3
    qtbot.waitUntil(lambda: not panel.pending and any(p.where == "countries[3]" for p in panel.problems), timeout=3000)
    problem = next(p for p in panel.problems if p.where == "countries[3]")
    assert problem.code == "journey-country-isolated" and problem.message.startswith("Delta has no")
    assert "1 warning" in main_window.problems_button.text()
    # Double-click the problem: Delta is selected on the canvas.
    row = panel.problems.index(problem)
    rect = panel.view.visualRect(panel.model.index(row, 2))
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert editor.selection == (("country", "dd"),)
    main_window.undo_action.trigger()
    qtbot.waitUntil(lambda: not panel.pending, timeout=3000)
    assert not any(p.where == "countries[3]" for p in panel.problems)


def test_an_empty_studio_says_how_to_start_and_shows_no_problem_count(main_window):
    assert main_window.empty_hint.isVisible()
    assert "File > New" in main_window.empty_hint.text()
    assert not main_window.problems_button.isVisible()  # no green tick for no document
    main_window.new_actions["europe"].trigger()
    assert main_window.tabs.isVisible() and not main_window.empty_hint.isVisible()
    assert main_window.problems_button.isVisible()
    main_window.close_current()
    assert main_window.empty_hint.isVisible() and not main_window.problems_button.isVisible()


def test_a_deferred_frame_shows_its_menus_first_and_builds_the_docks_when_needed(qtbot, settings, autosave_dir):
    from app.main_window import MainWindow

    window = MainWindow(settings=settings, autosave_dir=autosave_dir, defer_frame=True)
    qtbot.addWidget(window)
    assert [a.text() for a in window.menuBar().actions()] == ["&File", "&Edit", "&Tools", "&View", "&Game", "&Help"]
    assert not hasattr(window, "problems_dock")  # built after the first paint
    window.new_actions["europe"].trigger()  # needs the frame: builds it first
    assert window.problems_dock is not None and window.tabs.count() == 1
    assert "Ctrl+S" in {s.toString() for s in window.save_action.shortcuts()}
    assert window.view_menu.actions()[-1].text() == "Tools"  # dock toggles joined the View menu
    window.close_current()


def test_run_studio_clears_its_opening_message_once_the_packs_are_open(qtbot, monkeypatch):
    from app.main import run_studio
    from app.main_window import MainWindow

    seen = {}
    offer = MainWindow.offer_recovery

    def look(window):  # run_studio's last start-up step, once the packs are open
        seen["tabs"] = window.tabs.count()
        seen["message"] = window.statusBar().currentMessage()
        seen["frame"] = window.problems_dock.isVisible()
        return offer(window)

    monkeypatch.setattr(MainWindow, "offer_recovery", look)
    assert run_studio([], quit_after_ms=300) == 0
    assert seen == {"tabs": 3, "message": "", "frame": True}


def _shown_label_rects(editor):
    rects = {}
    for cid, item in editor._countries.items():
        if item.label_shown:
            vp = editor.canvas.mapFromScene(item.pos())
            rects[cid] = item.label_rect().translated(vp.x(), vp.y())
    return rects


def test_names_that_would_overlap_in_a_small_window_are_hidden_and_a_selected_one_shows(main_window, qtbot):
    from tests.app.conftest import CanvasUser

    main_window.resize(1000, 700)
    main_window.new_actions["europe"].trigger()
    editor = main_window.current_editor()
    main_window.fit_action.trigger()
    qtbot.wait(120)  # names are placed once the view settles
    rects = _shown_label_rects(editor)
    hidden = [cid for cid, item in editor._countries.items() if not item.label_shown]
    assert hidden and len(rects) > 20  # the dense middle loses a few names, most stay
    ids = sorted(rects)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            inter = rects[a].intersected(rects[b])
            assert inter.width() * inter.height() <= 0.2 * rects[a].width() * rects[a].height(), (a, b)
    user = CanvasUser(qtbot, editor)
    # A country whose marker is not under another one (markers touch in the dense middle).
    cid = next(c for c in hidden if editor.element_at(user.country(c)) == ("country", c))
    user.click(user.country(cid))
    assert editor.selection == (("country", cid),)
    qtbot.waitUntil(lambda: editor._countries[cid].label_shown, timeout=2000)


def _click_card(qtbot, panel, card_id):
    row = next(r for r in range(panel.model.rowCount()) if panel.model.card_id(r) == card_id)
    rect = panel.table.visualRect(panel.model.index(row, 0))
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_delete_key_in_the_cards_table_removes_the_cards_not_the_country_selected_on_the_map(
    main_window, qtbot, journey_tab, user
):
    editor, doc = journey_tab.editor, journey_tab.document
    user.click(user.country("aa"))  # a country is selected on the map...
    main_window.side_dock("Cards").show()
    main_window.side_dock("Cards").raise_()
    cards = editor.cards_panel
    _click_card(qtbot, cards, "country:aa")  # ...then a country card in the table: not removable
    assert cards.table.hasFocus() and not main_window.delete_action.isEnabled()
    qtbot.keyClick(cards.table, Qt.Key.Key_Delete)
    assert len(doc.pack.countries) == 5 and len(doc.pack.cards) == 9
    _click_card(qtbot, cards, "ship:north:1")
    assert main_window.delete_action.isEnabled()
    qtbot.keyClick(cards.table, Qt.Key.Key_Delete)
    assert len(doc.pack.countries) == 5
    assert "ship:north:1" not in {c.id for c in doc.pack.cards}
    assert main_window.undo_action.text() == "&Undo Remove North Sea ship card 1"
    # Back on the map, Delete deletes the map's selection again.
    user.click(user.country("aa"))
    assert main_window.delete_action.isEnabled()
    user.key(Qt.Key.Key_Delete)
    assert "aa" not in {c.id for c in doc.pack.countries}


def test_link_and_coast_tools_speak_in_country_names(main_window, qtbot, journey_tab, user):
    from app.tools.journey_coast import JourneyCoastTool
    from app.tools.journey_link import JourneyLinkTool

    editor = journey_tab.editor
    messages = []
    main_window.statusBar().messageChanged.connect(messages.append)
    main_window.tool_action(editor.tool(JourneyLinkTool)).trigger()
    user.click(user.country("aa"))
    user.click(user.country("bb"))  # already a land link
    assert messages[-1] == "Alpha and Beta are already linked by land"
    user.key(Qt.Key.Key_Escape)
    user.key(Qt.Key.Key_2)  # ferry
    user.click(user.country("aa"))
    user.click(user.country("bb"))
    assert messages[-1] == "Alpha – Beta is now a ferry link"
    main_window.tool_action(editor.tool(JourneyCoastTool)).trigger()
    user.click(user.sea("north"))
    user.click(user.country("dd"))
    assert messages[-1] == "Delta is now on the coast of North Sea (4 coast countries)"
    user.click(user.country("dd"))
    assert messages[-1] == "Delta is no longer on the coast of North Sea (3 coast countries)"


def test_A3_typing_a_name_back_to_what_it_was_leaves_no_undo_step_and_no_unsaved_mark(main_window, qtbot, journey_tab, user):
    doc = journey_tab.document
    user.click(user.country("aa"))
    name = journey_tab.editor.properties.form.field_widget("name")
    name.setFocus()
    name.selectAll()
    qtbot.keyClicks(name, "Aleph")
    assert doc.undo_stack.count() == 1 and main_window.isWindowModified()
    for _ in range(5):
        qtbot.keyClick(name, Qt.Key.Key_Backspace)
    qtbot.keyClicks(name, "Alpha")
    assert doc.pack.countries[0].name == "Alpha"
    assert doc.undo_stack.count() == 0 and not doc.is_dirty and not main_window.isWindowModified()
    assert not main_window.undo_action.isEnabled()


def test_select_all_in_the_cards_table_selects_its_rows_not_the_map(main_window, qtbot, journey_tab):
    editor = journey_tab.editor
    main_window.side_dock("Cards").show()
    main_window.side_dock("Cards").raise_()
    table = editor.cards_panel.table
    _click_card(qtbot, editor.cards_panel, "ship:north:1")
    qtbot.keyClick(table, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert len(table.selectionModel().selectedRows()) == 9
    assert editor.selection == ()
    editor.canvas.setFocus()
    qtbot.keyClick(editor.canvas, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert len(editor.selection) == 6  # five countries and the sea


def test_double_clicking_a_deck_problem_shows_the_cards_panel(main_window, qtbot, journey_tab):
    panel = journey_tab.problems
    main_window.show_problems()
    main_window.side_dock("Properties").raise_()
    panel.run_lint()
    row = next(i for i, p in enumerate(panel.problems) if p.where == "cards")
    rect = panel.view.visualRect(panel.model.index(row, 2))
    messages = []
    main_window.statusBar().messageChanged.connect(messages.append)
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert journey_tab.editor.cards_panel.isVisible()
    assert not any("Cannot show" in m for m in messages)


def test_two_new_packs_from_one_template_have_different_tab_names(main_window):
    main_window.new_actions["europe"].trigger()
    main_window.new_actions["europe"].trigger()
    names = [main_window.tabs.tabText(i) for i in range(main_window.tabs.count())]
    assert names == ["Journey: Europe (untitled)", "Journey: Europe (untitled 2)"]
    assert main_window.windowTitle().startswith("Journey: Europe (untitled 2)")
