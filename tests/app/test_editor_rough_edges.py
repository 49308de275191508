"""Issue 11 §4, the editors' rough edges: each item driven in the studio as a user would.

The default packs are opened in the main window (1400x900, as the studio starts); every
gesture is a click or a key on the canvas, a tool bar action, a menu entry or a button.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

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
