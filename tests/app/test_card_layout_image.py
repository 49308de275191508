"""A picture per kind of card (issue 23 §2): the Card Layouts dock's Image… button puts a PNG or
JPEG file in the layout and Remove Image takes it out, each one undo step, the live preview and
the Cards table showing it; a file that is too large or no image is refused with a message
naming it, and nothing changes. Driven by clicks (the file dialog's answer monkeypatched)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog, QWidget

import content
from app.documents import Document
from tests.app.test_card_layout_editor import _choose, _count
from tests.app.test_card_layouts_views import _cards_table, _icon_image
from tests.app.test_card_layouts_views import _count as _thumb_count

MAGENTA = "#ff00ff"


def _picture(path, width: int = 120, height: int = 80, colour: str = MAGENTA, fmt: str = "PNG"):
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    assert image.save(str(path), fmt)
    return path


def _noise(path, side: int = 520):
    """A PNG of random pixels: it does not compress, so it is larger than 512 KB."""
    import os

    image = QImage(os.urandom(side * side * 4), side, side, QImage.Format.Format_RGB32)
    assert image.save(str(path), "PNG")
    return path


def _open(main_window, qtbot, name="europe", kind="Ship"):
    doc = Document(content.default_pack(name), None)
    main_window.add_document(doc)
    main_window.docks.side_dock("Card Layouts").raise_()
    panel = main_window.findChild(QWidget, "card_layouts_panel")
    qtbot.waitUntil(panel.isVisible)
    _choose(qtbot, panel.kind_box, kind)
    qtbot.mouseClick(panel.own, Qt.MouseButton.LeftButton, pos=QPoint(6, panel.own.height() // 2))
    assert doc.pack.card_layout(panel.kind()) is not None
    return doc, panel


def _answer(monkeypatch, path) -> list:
    """The file dialog answers ``path`` (and records that it was asked)."""
    asked = []

    def ask(parent, caption, folder, filters):
        asked.append(filters)
        return str(path), filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(ask))
    return asked


def _click(qtbot, panel, name: str) -> None:
    from PySide6.QtWidgets import QPushButton

    button = panel.findChild(QPushButton, name)
    assert button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_image_puts_a_png_in_the_layout_in_one_step_the_preview_shows_it_and_undo_restores(
        main_window, qtbot, monkeypatch, tmp_path):
    doc, panel = _open(main_window, qtbot)
    steps = doc.undo_stack.count()
    assert _count(panel.preview.grab().toImage(), MAGENTA) == 0
    assert not panel.remove_image_button.isEnabled() and not panel.fit_box.isEnabled()
    asked = _answer(monkeypatch, _picture(tmp_path / "sail.png"))
    _click(qtbot, panel, "layout_image")
    assert asked and "*.png" in asked[0] and "*.jpg" in asked[0]
    image = doc.pack.card_layout("ship").image
    assert image.startswith("data:image/png;base64,")
    assert doc.undo_stack.count() == steps + 1 and doc.undo_stack.undoText() == "Set card image (Ship)"
    assert _count(panel.preview.grab().toImage(), MAGENTA) > 300
    assert panel.image_info.text() == "PNG, 120 × 80 px, 1 KB"
    assert "sail.png" in main_window.statusBar().currentMessage()
    assert panel.remove_image_button.isEnabled() and panel.message.text() == ""

    doc.undo_stack.undo()
    assert doc.pack.card_layout("ship").image is None
    assert _count(panel.preview.grab().toImage(), MAGENTA) == 0
    assert not panel.remove_image_button.isEnabled()
    doc.undo_stack.redo()
    assert doc.pack.card_layout("ship").image == image


_SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40">'
        '<rect width="60" height="40" fill="#ff00ff"/><circle cx="30" cy="20" r="12" fill="#ffffff"/></svg>')


def test_an_svg_is_taken_and_drawn(main_window, qtbot, monkeypatch, tmp_path):
    doc, panel = _open(main_window, qtbot, "expedition", "Destination")
    (tmp_path / "rose.svg").write_text(_SVG)
    _answer(monkeypatch, tmp_path / "rose.svg")
    _click(qtbot, panel, "layout_image")
    assert doc.pack.card_layout("destination").image.startswith("data:image/svg+xml;base64,")
    assert panel.image_info.text() == "SVG, 60 × 40 px, 1 KB"
    assert _count(panel.preview.grab().toImage(), MAGENTA) > 300


def test_a_jpeg_is_taken_and_the_fit_is_one_step(main_window, qtbot, monkeypatch, tmp_path):
    doc, panel = _open(main_window, qtbot, "trails", "Route card")
    _answer(monkeypatch, _picture(tmp_path / "photo.jpeg", 300, 100, fmt="JPEG"))
    _click(qtbot, panel, "layout_image")
    assert doc.pack.card_layout("route").image.startswith("data:image/jpeg;base64,")
    contain = _count(panel.preview.grab().toImage(), MAGENTA, 40)
    steps = doc.undo_stack.count()
    _choose(qtbot, panel.fit_box, "Fill the area (crop)")
    assert doc.pack.card_layout("route").image_fit == "cover" and doc.undo_stack.count() == steps + 1
    assert _count(panel.preview.grab().toImage(), MAGENTA, 40) > contain
    doc.undo_stack.undo()
    assert doc.pack.card_layout("route").image_fit == "contain"
    assert panel.fit_box.currentData() == "contain"


@pytest.mark.parametrize("make, words", [
    (lambda d: _noise(d / "huge.png"), "“huge.png” is "),
    (lambda d: (d / "notes.png").write_text("not a picture") and d / "notes.png",
     "“notes.png” is not a PNG, JPEG or SVG image."),
    (lambda d: (d / "half.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 20) and d / "half.png",
     "“half.png” is not a PNG, JPEG or SVG image."),
    (lambda d: d / "gone.png", "“gone.png” cannot be read"),
    (lambda d: (d / "broken.svg").write_text("<svg><rect") and d / "broken.svg",
     "“broken.svg” is not a PNG, JPEG or SVG image."),
])
def test_a_file_too_large_or_no_image_is_refused_naming_it_and_nothing_changes(
        main_window, qtbot, monkeypatch, tmp_path, make, words):
    doc, panel = _open(main_window, qtbot)
    pack, steps = doc.pack, doc.undo_stack.count()
    _answer(monkeypatch, make(tmp_path))
    _click(qtbot, panel, "layout_image")
    assert doc.pack is pack and doc.undo_stack.count() == steps
    assert words in panel.message.text(), panel.message.text()
    assert words in main_window.statusBar().currentMessage()
    if "huge" in words:
        assert "KB: a card image may be at most 512 KB" in panel.message.text()


def test_cancelling_the_file_dialog_changes_nothing(main_window, qtbot, monkeypatch):
    doc, panel = _open(main_window, qtbot)
    pack = doc.pack
    _answer(monkeypatch, "")
    _click(qtbot, panel, "layout_image")
    assert doc.pack is pack and panel.message.text() == ""


def test_remove_image_is_one_step_and_undo_puts_the_image_back(main_window, qtbot, monkeypatch, tmp_path):
    doc, panel = _open(main_window, qtbot)
    _answer(monkeypatch, _picture(tmp_path / "sail.png"))
    _click(qtbot, panel, "layout_image")
    image, steps = doc.pack.card_layout("ship").image, doc.undo_stack.count()
    _click(qtbot, panel, "layout_remove_image")
    assert doc.pack.card_layout("ship").image is None and doc.undo_stack.count() == steps + 1
    assert doc.undo_stack.undoText() == "Remove card image (Ship)"
    assert _count(panel.preview.grab().toImage(), MAGENTA) == 0
    assert panel.image_info.text().startswith("No image")
    assert "no image" in main_window.statusBar().currentMessage()
    doc.undo_stack.undo()
    assert doc.pack.card_layout("ship").image == image
    assert _count(panel.preview.grab().toImage(), MAGENTA) > 300


def test_the_card_table_thumbnails_show_the_image(main_window, qtbot, monkeypatch, tmp_path):
    doc, panel = _open(main_window, qtbot, "trails", "Route card")
    _answer(monkeypatch, _picture(tmp_path / "sail.png", 200, 120))
    _click(qtbot, panel, "layout_image")
    main_window.docks.side_dock("Cards").raise_()
    table = _cards_table(main_window)
    assert _thumb_count(_icon_image(table, 0), MAGENTA) > 20
    doc.undo_stack.undo()
    assert _thumb_count(_icon_image(table, 0), MAGENTA) == 0


def test_an_image_set_in_the_dock_is_saved_in_the_pack_and_read_back(main_window, qtbot, monkeypatch, tmp_path):
    doc, panel = _open(main_window, qtbot)
    _answer(monkeypatch, _picture(tmp_path / "sail.png"))
    _click(qtbot, panel, "layout_image")
    content.save_pack(doc.pack, tmp_path / "with-image.json")
    again = content.load_pack(tmp_path / "with-image.json")
    assert again.card_layout("ship") == doc.pack.card_layout("ship")
