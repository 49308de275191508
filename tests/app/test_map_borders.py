"""The Borders panel and dock, and the World backdrop's note (issue 27 §4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.documents import Document
from content import default_pack, lint
from content.edit import journey as ej
from tests.app.test_journey_outlines import DELTA, GAMMA, outlined_pack


@pytest.fixture
def borders_editor(main_window):
    pack = outlined_pack()
    pack = ej.set_outline(pack, "country", "cc", (GAMMA,))
    pack = ej.set_outline(pack, "country", "dd", (DELTA,))  # touches Alpha: no link between them
    tab = main_window.add_document(Document(pack))
    dock = main_window.side_dock("Borders")
    dock.show()
    dock.raise_()
    return tab.editor


def _click_row(qtbot, view, row: int) -> None:
    item = view.item(row)
    view.scrollToItem(item)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualItemRect(item).center())


def test_an_ignored_border_is_listed_and_link_again_links_it_in_one_step(borders_editor, qtbot, main_window):
    ed = borders_editor
    panel, doc = ed.borders_panel, ed.document
    assert panel.ignored_list.count() == 0 and not panel.link_again_button.isEnabled()
    _click_row(qtbot, panel.list, 0)
    qtbot.mouseClick(panel.ignore_button, Qt.MouseButton.LeftButton)
    assert panel.proposals == [] and panel.ignored == [("aa", "dd")]
    assert panel.ignored_list.item(0).text().startswith("Alpha – Delta")
    assert "Ignored borders (1)" in panel.ignored_title.text()
    steps = doc.undo_stack.count()
    _click_row(qtbot, panel.ignored_list, 0)
    assert set(ed.selection) == {("country", "aa"), ("country", "dd")}
    assert panel.link_again_button.isEnabled()
    qtbot.mouseClick(panel.link_again_button, Qt.MouseButton.LeftButton)
    assert doc.pack.unlinked_borders is None
    assert any({k.a, k.b} == {"aa", "dd"} and k.kind == "land" for k in doc.pack.links)
    assert not any(p.code == "journey-border-no-link" for p in lint(doc.pack))
    assert doc.undo_stack.count() == steps + 1 and doc.undo_stack.undoText() == "Link again Alpha – Delta"
    assert "Link again Alpha – Delta" in main_window.statusBar().currentMessage()
    assert panel.ignored_list.count() == 0 and panel.proposals == []
    doc.undo_stack.undo()  # one step back: ignored again, no link
    panel.refresh()
    assert panel.ignored == [("aa", "dd")]
    assert not any({k.a, k.b} == {"aa", "dd"} for k in doc.pack.links)


def test_the_border_length_says_what_it_measures(borders_editor):
    text = borders_editor.borders_panel.list.item(0).text()
    assert text == "Alpha – Delta\n    shared border: 10.00 map units"  # Alpha and Delta share x 5 to -5
    assert "in the pack's map units" in borders_editor.borders_panel.list.toolTip()


# --- the Borders dock follows the game's registration -----------------------------------------


def _shown(dock) -> bool:
    """The dock is in the window's layout (a tab beside Cards, raised or not)."""
    return not dock.isHidden() and dock.toggleViewAction().isChecked()


def _click_tab(qtbot, main_window, index: int) -> None:
    bar = main_window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert main_window.tabs.currentIndex() == index


def test_the_borders_tab_shows_only_for_the_game_that_has_borders(main_window, qtbot):
    main_window.add_document(Document(default_pack("europe")))
    dock = main_window.side_dock("Borders")
    cards = main_window.side_dock("Cards")
    assert dock is not None and _shown(dock)
    assert dock in main_window.tabifiedDockWidgets(cards)
    dock.raise_()
    main_window.add_document(Document(default_pack("expedition")))  # the World
    assert not _shown(dock)
    qtbot.waitUntil(lambda: main_window.side_dock("Properties").isVisible())  # raised in its place
    assert dock not in main_window.tabifiedDockWidgets(cards)
    _click_tab(qtbot, main_window, 0)  # Europe again: the tab is back beside Cards
    assert _shown(dock) and dock in main_window.tabifiedDockWidgets(cards)
    _click_tab(qtbot, main_window, 1)
    assert not _shown(dock)


def test_a_world_opened_first_has_no_borders_tab(main_window):
    main_window.add_document(Document(default_pack("expedition")))
    dock = main_window.side_dock("Borders")
    assert dock is None or not _shown(dock)


def test_a_borders_tab_closed_by_the_user_stays_closed(main_window, qtbot):
    main_window.add_document(Document(default_pack("europe")))
    dock = main_window.side_dock("Borders")
    dock.close()
    main_window.add_document(Document(default_pack("expedition")))
    _click_tab(qtbot, main_window, 0)
    assert not _shown(dock)


# --- the World backdrop: where it comes from -------------------------------------------------


def test_the_world_properties_say_where_the_backdrop_comes_from(main_window, qtbot):
    from pathlib import Path

    from app.boards.expedition_items import to_scene
    from tests.app.conftest import CanvasUser

    tab = main_window.add_document(Document(default_pack("expedition")))
    ed = tab.editor
    ed.fit_to_view()
    note = ed.backdrop_note
    assert main_window.side_dock("Properties").widget().currentWidget() is ed.properties_panel
    assert note.isVisibleTo(ed.properties_panel)
    text = note.text()
    assert "cannot be edited in the studio" in text and "Natural Earth" in text
    assert "python content/packs/build_expedition.py" in text
    assert f"{len(tab.document.pack.backdrop)} polygons" in text
    root = Path(__file__).resolve().parents[2]
    assert (root / "content/packs/build_expedition.py").is_file()  # the script it names
    assert "backdrop" in (root / "content/packs/build_expedition.py").read_text()
    user = CanvasUser(qtbot, ed)
    london = next(p for p in tab.document.pack.points if p.id == "london")
    user.click(to_scene(london.x, london.y))
    assert ed.selected_point() == "london" and not note.isVisibleTo(ed.properties_panel)
    empty = to_scene(-140.0, -62.0)  # the Southern Ocean: no point, no path
    assert ed.point_at(empty) is None and ed.path_at(empty) is None
    user.click(empty)  # nothing selected: the pack, and the note, again
    assert ed.selection() is None and note.isVisibleTo(ed.properties_panel)


def test_a_pack_without_a_backdrop_has_no_note(main_window):
    pack = default_pack("expedition")
    tab = main_window.add_document(Document(pack.model_copy(update={"backdrop": None})))
    assert not tab.editor.backdrop_note.isVisibleTo(tab.editor.properties_panel)
