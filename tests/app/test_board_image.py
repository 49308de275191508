"""File ▸ Board Image…, the picture under a board, and the Image tool (issue 16 §2)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QColor, QImage

from app.documents import Document
from content import default_pack
from tests.app.conftest import CanvasUser, small_journey_pack


@pytest.fixture
def png(tmp_path):
    path = tmp_path / "art" / "map.png"
    path.parent.mkdir()
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    image.fill(QColor("#88aa55"))
    assert image.save(str(path))
    return path


@pytest.fixture
def editor(main_window):
    tab = main_window.add_document(Document(small_journey_pack()))
    tab.editor.fit_to_view()
    return tab.editor


def _set_image(editor, path, locked=True):
    dialog = editor.edit_board_image()
    dialog.path_edit.setText(str(path))
    dialog.locked.setChecked(locked)
    dialog.opacity.setValue(40)
    dialog.accept()
    return editor.document.pack.board_image


def test_the_file_menu_offers_board_image_for_map_editors(main_window, editor):
    assert main_window.board_image_action.isEnabled()
    assert "Board &Image" in main_window.board_image_action.text()


def test_choosing_an_image_lays_it_over_the_map_with_its_proportions(editor, png):
    doc = editor.document
    image = _set_image(editor, png)
    assert image.path == str(png) and image.opacity == 0.4 and image.locked
    # 200 x 100 pixels: twice as wide as tall on screen.
    item = editor.scene.image_item()
    rect = item.scene_rect()
    assert item.isVisible() and rect.width() == pytest.approx(2 * rect.height(), rel=1e-3)
    assert item.natural_size().width() == 200
    assert doc.undo_stack.undoText() == "Set the board image"
    doc.undo_stack.undo()
    assert doc.pack.board_image is None and not item.isVisible()


def test_an_untitled_pack_keeps_the_full_path_until_saved_then_relative(editor, png, tmp_path):
    doc = editor.document
    dialog = editor.edit_board_image()
    dialog.path_edit.setText(str(png))
    assert "not been saved yet" in dialog.note.text()
    dialog.accept()
    doc.save(tmp_path / "pack.json")
    saved = json.loads((tmp_path / "pack.json").read_text())
    assert saved["board_image"]["path"] == "art/map.png"
    assert doc.pack.board_image.path == str(png)  # the open document still means the same file
    assert "art/map.png" in editor.edit_board_image().note.text()


def test_a_missing_image_is_a_named_frame(editor, tmp_path):
    _set_image(editor, tmp_path / "gone.png")
    item = editor.scene.image_item()
    assert item.isVisible() and item.natural_size() is None and "gone.png" in item._missing


def test_a_locked_image_does_not_move(editor, png, qtbot):
    image = _set_image(editor, png, locked=True)
    editor.set_active_tool(editor.tool_by_shortcut("I"))
    user = CanvasUser(qtbot, editor)
    centre = editor.scene.image_item().scene_rect().center()
    user.drag(centre, centre + (editor.to_scene(1, 0) - editor.to_scene(0, 0)) * 3)
    assert editor.document.pack.board_image == image


def test_drag_moves_and_a_corner_scales_an_unlocked_image(editor, png, qtbot):
    doc = editor.document
    image = _set_image(editor, png, locked=False)
    editor.set_active_tool(editor.tool_by_shortcut("I"))
    item = editor.scene.image_item()
    assert item.handles
    user = CanvasUser(qtbot, editor)
    steps = doc.undo_stack.count()
    centre = item.scene_rect().center()
    user.drag(centre, centre + editor.to_scene(3, 0) - editor.to_scene(0, 0), steps=4)
    moved = doc.pack.board_image
    assert moved.x == pytest.approx(image.x + 3, abs=0.3) and moved.y == pytest.approx(image.y, abs=0.3)
    assert (moved.width, moved.height) == (image.width, image.height)
    assert doc.undo_stack.count() == steps + 1 and doc.undo_stack.undoText() == "Move the board image"
    corner = item.scene_rect().bottomRight()
    user.drag(corner, corner + editor.to_scene(4, 0) - editor.to_scene(0, 0), steps=4)
    scaled = doc.pack.board_image
    assert scaled.width > moved.width
    assert scaled.width / scaled.height == pytest.approx(moved.width / moved.height, rel=1e-3)
    assert (scaled.x, scaled.y) == (moved.x, moved.y)  # the opposite corner stayed
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.pack.board_image == image


def test_remove_takes_the_image_away_undoably(editor, png):
    _set_image(editor, png)
    dialog = editor.edit_board_image()
    dialog.remove_button.click()
    assert editor.document.pack.board_image is None
    editor.document.undo_stack.undo()
    assert editor.document.pack.board_image is not None


def test_the_expedition_board_draws_an_image_too(main_window, png):
    tab = main_window.add_document(Document(default_pack("expedition")))
    image = _set_image(tab.editor, png)
    item = tab.editor.scene.image_item()
    assert item.isVisible() and image.width > 100  # laid over the world
    assert tab.editor.tool_by_shortcut("I") is not None
