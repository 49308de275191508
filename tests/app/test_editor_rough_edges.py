"""Issue 11 §4, the editors' rough edges: each item driven in the studio as a user would.

The default packs are opened in the main window (1400x900, as the studio starts); every
gesture is a click or a key on the canvas, a tool bar action, a menu entry or a button.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication

import content
from app.boards.trails_items import hex_centre
from app.documents import Document
from tests.app.conftest import CanvasUser


def _open(main_window, name: str):
    tab = main_window.add_document(Document(content.default_pack(name)))
    tab.editor.fit_to_view()
    return tab


# --- every editor opens with Select active ---------------------------------------------------


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_every_editor_opens_with_select_active_and_its_action_checked(main_window, name):
    tab = _open(main_window, name)
    tool = tab.editor.active_tool()
    assert tool.shortcut == "V" and tool.name.startswith("Select")
    assert main_window.tool_action(tool).isChecked()


def test_the_first_click_on_a_trails_hex_selects_it_and_changes_nothing(main_window, qtbot):
    tab = _open(main_window, "trails")
    ed = tab.editor
    user = CanvasUser(qtbot, ed)
    h = ed.board.hexes[0]
    user.click(hex_centre(h.q, h.r))
    assert ed.selected_hex() == 0
    assert not tab.document.is_dirty and tab.document.undo_stack.count() == 0
    assert main_window.tabs.tabText(main_window.tabs.currentIndex()).endswith("(untitled)")
    user.key(Qt.Key.Key_B)  # the brush is one key away
    assert ed.active_tool().name == "Brush"


# --- Trails "Add board" ---------------------------------------------------------------------


def choose_from_button_menu(qtbot, button, data) -> None:
    """Click a tool button with a pop-up menu and choose the entry whose data is ``data``."""
    chosen = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        action = next(a for a in menu.actions() if a.data() == data)
        chosen.append(action.text())
        menu.setActiveAction(action)
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(0, pick)  # the menu runs its own event loop once the button is pressed
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert chosen, "the menu did not open"


def _status_messages(main_window) -> list[str]:
    messages: list[str] = []
    main_window.statusBar().messageChanged.connect(messages.append)
    return messages


def test_T4_add_board_is_disabled_and_says_why_when_every_player_count_has_a_board(main_window):
    ed = _open(main_window, "trails").editor
    rules = ed.document.pack.rules
    assert {b.players for b in ed.document.pack.boards} == set(range(rules.min_players, rules.max_players + 1))
    assert not ed.add_board_button.isEnabled()
    tip = ed.add_board_button.toolTip()
    assert f"{rules.min_players}–{rules.max_players} players" in tip and "has a board" in tip
    assert ed.add_board_menu.actions() == []  # 6 or 7 players is never offered


def test_T6_add_board_offers_the_missing_count_with_its_shape_and_says_what_it_made(main_window, qtbot):
    ed = _open(main_window, "trails").editor
    doc = ed.document
    messages = _status_messages(main_window)
    three = next(i for i, b in enumerate(doc.pack.boards) if b.players == 3)
    ed.board_combo.setFocus()
    qtbot.keyClick(ed.board_combo, Qt.Key.Key_Home)
    for _ in range(three):
        qtbot.keyClick(ed.board_combo, Qt.Key.Key_Down)
    qtbot.mouseClick(ed.remove_board_button, Qt.MouseButton.LeftButton)
    assert ed.add_board_button.isEnabled() and "3" in ed.add_board_button.toolTip()
    assert [a.data() for a in ed.add_board_menu.actions()] == [3]
    assert ed.add_board_menu.actions()[0].text() == "3 players: rows 3-4-5-4-3 (19 hexes, 5 girls)"
    choose_from_button_menu(qtbot, ed.add_board_button, 3)
    board = doc.pack.boards[-1]
    assert (board.players, len(board.hexes), board.girls) == (3, 19, 5)
    assert ed.board_combo.currentText() == "3 players"
    assert messages[-1].startswith("Added the 3-player board: rows 3-4-5-4-3, 19 hexes, 5 girls")
    assert not ed.add_board_button.isEnabled()  # 2-5 all have a board again
    doc.undo_stack.undo()
    assert [a.data() for a in ed.add_board_menu.actions()] == [3]


def test_T6_a_count_with_no_T6_shape_is_offered_as_one_hex_and_the_status_bar_says_so(main_window, qtbot):
    pack = content.default_pack("trails")
    pack = pack.model_copy(update={"rules": pack.rules.model_copy(update={"max_players": 6})})
    ed = main_window.add_document(Document(pack)).editor
    messages = _status_messages(main_window)
    entry = ed.add_board_menu.actions()
    assert [a.data() for a in entry] == [6] and "no shape" in entry[0].text()
    choose_from_button_menu(qtbot, ed.add_board_button, 6)
    assert ed.board.players == 6 and len(ed.board.hexes) == 1
    assert "one hex" in messages[-1] and "T6 has no shape for 6 players" in messages[-1]


# --- Expedition: Wrap pair, Add point, Split path say what they did -------------------------


def _expedition(main_window, qtbot):
    tab = _open(main_window, "expedition")
    return tab.editor, CanvasUser(qtbot, tab.editor)


def _point_at(ed, pid):
    from app.boards.expedition_items import to_scene

    p = next(p for p in ed.document.pack.points if p.id == pid)
    return to_scene(p.x, p.y)


def test_E_wrap_pair_refuses_london_and_paris_and_says_why(main_window, qtbot):
    ed, user = _expedition(main_window, qtbot)
    doc = ed.document
    messages = _status_messages(main_window)
    ed.canvas.centerOn(_point_at(ed, "london"))
    ed.zoom_by(8.0)
    user.key(Qt.Key.Key_W)
    user.click(_point_at(ed, "london"))
    user.click(_point_at(ed, "paris"))
    assert doc.undo_stack.count() == 0 and len(doc.pack.wraps) == 3
    assert not any(m.startswith("Paired") for m in messages)
    assert messages[-1] == (
        "Not paired: London (x -0.13) and Paris (x 2.35) are not on opposite edges, "
        "the west (x -180) and the east (x 180)"
    )


def test_E_wrap_pair_pairs_a_west_and_an_east_edge_point_and_says_so(main_window, qtbot):
    ed, user = _expedition(main_window, qtbot)
    doc = ed.document
    messages = _status_messages(main_window)
    w, other = doc.pack.wraps[0], doc.pack.wraps[1]
    names = {p.id: p.name for p in doc.pack.points}
    user.key(Qt.Key.Key_W)
    user.click(_point_at(ed, w.a))  # a paired point: unpaired
    assert messages[-1] == f"Unpaired {names[w.a]} and {names[w.b]}: two points again"
    user.click(_point_at(ed, w.b))  # east end first: the pair is still west first
    user.click(_point_at(ed, w.a))
    assert (doc.pack.wraps[-1].a, doc.pack.wraps[-1].b) == (w.a, w.b)
    assert messages[-1] == f"Paired {names[w.a]} (west) and {names[w.b]} (east): one point for the rules"
    user.click(_point_at(ed, w.a))  # unpair again, then try w's west end with a paired point
    count = len(doc.pack.wraps)
    user.click(_point_at(ed, w.a))
    user.click(_point_at(ed, other.b))
    assert len(doc.pack.wraps) == count
    assert messages[-1] == (
        f"Not paired: {names[other.b]} is already paired with {names[other.a]} (click it to unpair it)"
    )


def test_E_wrap_pair_refuses_opposite_edges_at_different_heights(main_window, qtbot):
    ed, user = _expedition(main_window, qtbot)
    doc = ed.document
    messages = _status_messages(main_window)
    first, second = doc.pack.wraps[0], doc.pack.wraps[1]
    user.key(Qt.Key.Key_W)
    user.click(_point_at(ed, first.a))  # unpair both pairs
    user.click(_point_at(ed, second.a))
    count = len(doc.pack.wraps)
    user.click(_point_at(ed, first.a))  # west end of one, east end of the other
    user.click(_point_at(ed, second.b))
    assert len(doc.pack.wraps) == count
    assert messages[-1].startswith("Not paired:") and "not at the same height" in messages[-1]


def test_E_add_point_names_the_point_and_says_so(main_window, qtbot):
    ed, user = _expedition(main_window, qtbot)
    doc = ed.document
    messages = _status_messages(main_window)
    user.key(Qt.Key.Key_P)
    user.click(_point_at(ed, "rose") + QPointF(0, 300))
    p = doc.pack.points[-1]
    assert p.name == "Green point 1"
    assert p.name not in {q.name for q in doc.pack.points[:-1]}
    assert messages[-1].startswith(f"Added {p.name} (green) at x ")
    user.click(_point_at(ed, "rose") + QPointF(40, 300))
    second = doc.pack.points[-1]
    assert second.name == "Green point 2"


def test_E_split_path_names_the_new_point_and_says_which_path_it_split(main_window, qtbot):
    ed, user = _expedition(main_window, qtbot)
    doc = ed.document
    messages = _status_messages(main_window)
    names = {p.id: p.name for p in doc.pack.points}
    path = next(x for x in doc.pack.paths if {x.a, x.b} == {"london", "paris"})
    ed.canvas.centerOn(_point_at(ed, "london"))
    ed.zoom_by(8.0)
    ed.kind_combo.setCurrentIndex(ed.kind_combo.findData("plain"))
    user.key(Qt.Key.Key_S)
    middle = (_point_at(ed, "london") + _point_at(ed, "paris")) / 2
    user.click(middle)
    new = doc.pack.points[-1]
    assert new.kind == "plain" and new.name.startswith("Plain point ")
    a, b = names[path.a], names[path.b]
    assert messages[-1] == f"Split the path {a} – {b} with {new.name} (plain): {a} – {new.name} – {b}"


# --- Problems and Undo History name elements by their names ---------------------------------


def _problems_rows(panel) -> list[tuple[str, str]]:
    """(problem, where) of every row of the Problems table, as shown."""
    m = panel.model
    return [(m.index(r, 2).data(), m.index(r, 3).data()) for r in range(m.rowCount())]


def test_problems_name_the_element_not_its_path_and_follow_a_rename(main_window, qtbot, journey_tab, user):
    from app.tools.journey_delete import JourneyDeleteTool

    editor, panel = journey_tab.editor, journey_tab.problems
    # Delta joins a group of its own (no plane cards), then loses its only link: isolated.
    qtbot.mouseClick(editor.properties.add_colour_button, Qt.MouseButton.LeftButton)
    user.click(user.country("dd"))
    colour_box = editor.properties.form.field_widget("colour")
    colour_box.setFocus()
    qtbot.keyClick(colour_box, Qt.Key.Key_End)
    main_window.tool_action(editor.tool(JourneyDeleteTool)).trigger()
    user.click((user.country("cc") + user.country("dd")) / 2)
    qtbot.waitUntil(lambda: not panel.pending and ("Delta" in dict(map(reversed, _problems_rows(panel)))), timeout=3000)
    rows = _problems_rows(panel)
    message, where = next(r for r in rows if r[1] == "Delta")
    assert message.startswith("Delta has no land") and "countries[" not in where and "'dd'" not in message
    assert all("[" not in w for _m, w in rows)  # no row shows a JSON path
    row = [w for _m, w in rows].index("Delta")
    panel.view.setFocus()
    panel.view.setCurrentIndex(panel.model.index(row, 2))
    assert panel.detail.text().endswith("— at Delta")
    # Rename Delta in Properties: the problem follows at the next check.
    main_window.tool_action(editor.tools()[0]).trigger()
    user.click(user.country("dd"))
    name_box = editor.properties.form.field_widget("name")
    name_box.setFocus()
    name_box.selectAll()
    qtbot.keyClicks(name_box, "Deltaland")
    qtbot.keyClick(name_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.pending and any(w == "Deltaland" for _m, w in _problems_rows(panel)), timeout=3000)
    message = next(m for m, w in _problems_rows(panel) if w == "Deltaland")
    assert message.startswith("Deltaland has no land")


def test_trails_and_expedition_problems_name_boards_hexes_and_points(main_window, qtbot):
    tab = _open(main_window, "trails")
    rows = _problems_rows(tab.problems)
    assert rows and all(w == "the 5-player board" for _m, w in rows)  # boards[3].girls
    pack = content.default_pack("expedition")
    far = pack.points[1].model_copy(update={"id": "atlantis", "name": "Atlantis", "x": -30.0, "y": 10.0})
    tab = main_window.add_document(Document(pack.model_copy(update={"points": (*pack.points, far)})))
    rows = _problems_rows(tab.problems)
    assert ("Atlantis cannot be reached from the rose", "Atlantis") in rows


def _history(main_window) -> list[str]:
    """The rows of the Undo History dock as shown (the first is the opened document)."""
    model = main_window.undo_view.model()
    return [model.index(r, 0).data() for r in range(1, model.rowCount())]


def _type_into(qtbot, field, text: str) -> None:
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def test_undo_history_names_countries_and_follows_renames_of_names_and_ids(main_window, qtbot):
    tab = _open(main_window, "europe")
    ed, doc = tab.editor, tab.document
    user = CanvasUser(qtbot, ed)
    france = user.country("fr")
    user.drag(france, france + QPointF(30, 20))
    assert _history(main_window) == ["Move France"]
    assert main_window.undo_action.text() == "&Undo Move France"
    _type_into(qtbot, ed.properties.form.field_widget("name"), "Frankreich")
    assert _history(main_window) == ["Move Frankreich", "Rename “France” to “Frankreich”"]
    qtbot.keyClick(ed.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the rename
    assert _history(main_window) == ["Move France", "Rename “France” to “Frankreich”"]
    main_window.redo_action.trigger()
    _type_into(qtbot, ed.properties.form.field_widget("id"), "fra")  # a new id: the name stays
    assert doc.pack.countries[next(i for i, c in enumerate(doc.pack.countries) if c.id == "fra")].name == "Frankreich"
    assert _history(main_window) == [
        "Move Frankreich", "Rename “France” to “Frankreich”", "Change the id of Frankreich from fr to fra",
    ]
    main_window.undo_action.trigger()  # the id is fr again: the steps still name Frankreich
    main_window.redo_action.trigger()
    _type_into(qtbot, ed.properties.form.field_widget("name"), "Gallia")
    assert _history(main_window)[0] == "Move Gallia"
    main_window.undo_action.trigger()
    main_window.undo_action.trigger()  # back before the id change, with the name Frankreich
    assert _history(main_window)[0] == "Move Frankreich"
    assert _history(main_window)[2] == "Change the id of Frankreich from fr to fra"
    main_window.redo_action.trigger()
    main_window.redo_action.trigger()
    ed.set_selection((("country", "fra"),))
    main_window.delete_action.trigger()
    assert _history(main_window)[0] == "Move Gallia" and _history(main_window)[-1] == "Delete Gallia"
    assert _history(main_window)[2] == "Change the id of Gallia from fr to fra"


def test_undo_history_names_points_and_hexes(main_window, qtbot):
    ed, user = _expedition(main_window, qtbot)
    london = _point_at(ed, "london")
    ed.canvas.centerOn(london)
    ed.zoom_by(6.0)
    user.drag(london, london + QPointF(8, 8))
    _type_into(qtbot, ed.properties.field_widget("id"), "ldn")
    _type_into(qtbot, ed.properties.field_widget("name"), "Londinium")
    assert _history(main_window) == [
        "Move Londinium", "Change the id of Londinium from london to ldn", "Rename “London” to “Londinium”",
    ]
    tab = _open(main_window, "trails")
    trails = tab.editor
    user = CanvasUser(qtbot, trails)
    user.key(Qt.Key.Key_B)
    trails.set_brush_terrain("water")
    h = next(h for h in trails.board.hexes if h.terrain != "water")
    user.click(hex_centre(h.q, h.r))
    user.key(Qt.Key.Key_H)
    user.click(hex_centre(h.q, h.r))
    assert _history(main_window) == ["Paint: Water", f"Remove hex ({h.q}, {h.r}) from the 2-player board"]


# --- the default layout, the status bar, the shortcuts ---------------------------------------


@pytest.mark.parametrize("name", ["trails", "europe", "expedition"])
def test_the_problems_dock_shows_at_least_five_rows_in_the_default_window(main_window, name):
    assert (main_window.width(), main_window.height()) == (1400, 900)
    from app.widgets.problems_panel import height_for_rows

    tab = _open(main_window, name)
    panel = tab.problems
    assert main_window.problems_dock.isVisible()
    assert panel.height() >= height_for_rows(5, panel)
    if panel.problems:  # the table is shown: five rows fit in it
        view = panel.view
        assert view.viewport().height() >= 5 * view.verticalHeader().defaultSectionSize()
    assert tab.editor.canvas.height() >= 450  # the map keeps most of the window


def test_trails_status_bar_shows_q_and_r_of_the_hex_under_the_pointer(main_window, qtbot):
    ed = _open(main_window, "trails").editor
    h = next(h for h in ed.board.hexes if h.terrain == "forest")
    qtbot.mouseMove(ed.canvas.viewport(), ed.canvas.mapFromScene(hex_centre(h.q, h.r)))
    qtbot.waitUntil(lambda: main_window.cursor_label.text().startswith("q "))
    assert main_window.cursor_label.text() == f"q {h.q}, r {h.r} · Forest"
    q = min(x.q for x in ed.board.hexes if x.r == h.r) - 1  # the cell left of the row: empty
    qtbot.mouseMove(ed.canvas.viewport(), ed.canvas.mapFromScene(hex_centre(q, h.r)))
    qtbot.waitUntil(lambda: main_window.cursor_label.text() == f"q {q}, r {h.r} · no hex")
    europe = _open(main_window, "europe").editor  # other maps keep their x, y
    assert main_window.cursor_label.text() == ""  # not the Trails cell any more
    qtbot.mouseMove(europe.canvas.viewport(), europe.canvas.viewport().rect().center())
    qtbot.waitUntil(lambda: main_window.cursor_label.text().startswith("x "))


def _shortcut_table(qtbot, main_window) -> dict[str, list[tuple[str, str]]]:
    """Help > Keyboard Shortcuts, opened from the Help menu: {section: [(action, keys)]}."""
    main_window.shortcuts_action.trigger()
    dialog = main_window.shortcuts_dialog
    qtbot.waitExposed(dialog)
    table = dialog.table
    sections: dict[str, list[tuple[str, str]]] = {}
    current = None
    for r in range(table.rowCount()):
        if table.columnSpan(r, 0) == 2:
            current = sections.setdefault(table.item(r, 0).text(), [])
        else:
            current.append((table.item(r, 0).text(), table.item(r, 1).text()))
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    return sections


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_shortcuts_list_every_tool_key_and_the_canvas_gestures(main_window, qtbot, name):
    ed = _open(main_window, name).editor
    sections = _shortcut_table(qtbot, main_window)
    game = {"europe": "Journey", "trails": "Trails", "expedition": "Expedition"}[name]
    tools = dict(sections[f"Tools of the {game} editor"])
    for tool in ed.tools():
        assert tools[f"{tool.name} tool"] == tool.shortcut
    canvas = dict(sections["Map canvas"])
    assert "Middle-drag" in canvas["Pan the map"] and "Space+Drag" in canvas["Pan the map"]
    assert canvas["Zoom in or out around the pointer"] == "Mouse wheel"
    nudge = [keys for what, keys in tools.items() if "nudge" in what]
    assert bool(nudge) == (name == "europe")  # only Journey's Select nudges
    menus = dict(sections["Menus"])
    assert menus["Delete"].startswith("Del") and menus["Undo"].startswith("Ctrl+Z")


def test_delete_tools_key_D_is_listed_beside_edit_delete(main_window, qtbot):
    _open(main_window, "expedition")
    sections = _shortcut_table(qtbot, main_window)
    assert ("Delete tool", "D") in sections["Tools of the Expedition editor"]
    assert dict(sections["Menus"])["Delete"].startswith("Del")


def test_shortcuts_show_no_undo_or_redo_step_text(main_window, qtbot):
    ed = _open(main_window, "europe").editor
    user = CanvasUser(qtbot, ed)
    france = user.country("fr")
    user.drag(france, france + QPointF(30, 20))
    main_window.undo_action.trigger()
    assert main_window.undo_action.text() == "&Undo" and main_window.redo_action.text() == "&Redo Move France"
    user.drag(france, france + QPointF(20, 30))
    rows = [r for rows in _shortcut_table(qtbot, main_window).values() for r in rows]
    assert not any("France" in name for name, _keys in rows)
    names = [name for name, _keys in rows]
    assert "Undo" in names and "Redo" in names


# --- View > Legend --------------------------------------------------------------------------


def _has_colour(pixmap, colour: str, tolerance: int = 40) -> bool:
    """True if some pixel of ``pixmap`` is within ``tolerance`` (per channel) of ``colour``."""
    from PySide6.QtGui import QColor

    want = QColor(colour)
    image = pixmap.toImage()
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if max(abs(c.red() - want.red()), abs(c.green() - want.green()), abs(c.blue() - want.blue())) <= tolerance:
                return True
    return False


def test_view_legend_explains_each_games_drawings_and_follows_the_current_tab(main_window, qtbot):
    from app.boards.trails_scene import PROBLEM_OUTLINES

    assert main_window.legend_action in main_window.view_menu.actions()
    _open(main_window, "trails")
    main_window.legend_action.trigger()
    dialog = main_window.legend_dialog
    qtbot.waitExposed(dialog)
    assert not dialog.isModal()
    entries = {title: (text, sample) for title, text, sample in dialog.legend.entries}
    assert {"Random terrain", "Path ring", "Problems", "Selection and pointer"} <= set(entries)
    assert "drawn from the tile set" in entries["Random terrain"][0]
    assert _has_colour(entries["Problems"][1], PROBLEM_OUTLINES["error"][0])  # the scene's own pen
    assert dialog.windowTitle() == "Legend — Trails"
    _open(main_window, "europe")  # the legend follows the current document
    titles = [t for t, _x, _s in dialog.legend.entries]
    assert {"Sea and coasts", "Ferry", "Problems", "Selection"} <= set(titles)
    assert dialog.windowTitle() == "Legend — Journey"
    _open(main_window, "expedition")
    entries = {title: (text, sample) for title, text, sample in dialog.legend.entries}
    assert {"Wrap pair", "Problems", "Selection", "Points"} <= set(entries)
    assert _has_colour(entries["Wrap pair"][1], "#7b3fb5")
    main_window.tabs.setCurrentIndex(0)
    assert dialog.windowTitle() == "Legend — Trails"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
