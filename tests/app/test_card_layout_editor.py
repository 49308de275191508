"""The Card Layouts dock (issue 23 §2): pick a kind of card, give it a layout of its own, edit
its size, radius, colours, title, text, corner symbol and back with a live preview drawn by the
card painter; every edit is one undo step. Driven by clicks and keys."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget

import content
from app.documents import Document

MAGENTA = "#ff00ff"


def _count(image: QImage, colour: str, tolerance: int = 10) -> int:
    want = QColor(colour)
    n = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if max(abs(c.red() - want.red()), abs(c.green() - want.green()),
                   abs(c.blue() - want.blue())) <= tolerance:
                n += 1
    return n


def _open(main_window, qtbot, name="europe"):
    doc = Document(content.default_pack(name), None)
    main_window.add_document(doc)
    dock = main_window.docks.side_dock("Card Layouts")
    dock.raise_()
    panel = main_window.findChild(QWidget, "card_layouts_panel")
    qtbot.waitUntil(panel.isVisible)
    return doc, panel


def _choose(qtbot, combo, text: str) -> None:
    """Pick ``text`` in ``combo`` with the arrow keys, as a person would."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText() == text:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == text, [combo.itemText(i) for i in range(combo.count())]


def _tick(qtbot, box) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))


def _type(qtbot, edit, text: str) -> None:
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    edit.selectAll()
    qtbot.keyClicks(edit, text)


def test_the_dock_lists_the_games_card_kinds_by_name(main_window, qtbot):
    _doc, panel = _open(main_window, qtbot)
    assert [panel.kind_box.itemText(i) for i in range(panel.kind_box.count())] == ["Country", "Ship", "Plane"]
    assert not panel.own.isChecked() and not panel._fields.isEnabled()


def test_a_ship_layout_made_and_edited_by_clicks_and_keys_each_edit_one_step(main_window, qtbot):
    doc, panel = _open(main_window, qtbot)
    _choose(qtbot, panel.kind_box, "Ship")
    before = panel.preview.grab().toImage()
    assert _count(before, MAGENTA) == 0
    _tick(qtbot, panel.own)
    assert doc.pack.card_layout("ship") is not None and doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Own card layout (Ship)"
    assert panel._fields.isEnabled()

    # a colour typed is one step, and the preview and the Cards table follow
    _type(qtbot, panel.colour_edit, MAGENTA)
    assert doc.pack.card_layout("ship").colour == MAGENTA
    assert doc.undo_stack.count() == 2 and doc.undo_stack.undoText() == "Set card colour (Ship)"
    assert _count(panel.preview.grab().toImage(), MAGENTA) > 1000

    # a colour that is none is refused with a message, and no step
    _type(qtbot, panel.back_colour_edit, "#12zz45")
    assert "not a colour" in panel.message.text() and doc.undo_stack.count() == 2
    assert doc.pack.card_layout("ship").back_colour is None

    # the width typed then Enter: one step; the printed size follows
    _type(qtbot, panel.width_box.lineEdit(), "63")
    qtbot.keyClick(panel.width_box, Qt.Key.Key_Return)
    assert doc.pack.card_layout("ship").width_mm == 63.0 and doc.undo_stack.count() == 3

    # the title shows the kind; the text goes; the back text is typed in one step
    _choose(qtbot, panel.title_box, "The card's kind")
    assert doc.pack.card_layout("ship").title == "kind" and doc.undo_stack.count() == 4
    _tick(qtbot, panel.text_box)
    assert doc.pack.card_layout("ship").text is False and doc.undo_stack.count() == 5
    _type(qtbot, panel.back_text_edit, "Ahoy")
    assert doc.pack.card_layout("ship").back_text == "Ahoy" and doc.undo_stack.count() == 6

    # undo takes back one edit at a time, and the panel shows it
    doc.undo_stack.undo()
    assert doc.pack.card_layout("ship").back_text is None and panel.back_text_edit.text() == ""
    doc.undo_stack.undo()
    assert panel.text_box.isChecked()


def test_colour_by_field_is_typed_into_its_row(main_window, qtbot):
    doc, panel = _open(main_window, qtbot)
    _choose(qtbot, panel.kind_box, "Country")
    _tick(qtbot, panel.own)
    table = panel.colours
    names = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert names == ["Blue", "Green", "Orange", "Pink", "Yellow"]
    table.scrollToItem(table.item(1, 1))
    rect = table.visualItemRect(table.item(1, 1))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert table.state() == table.State.EditingState, table.state()
    editor = QApplication.focusWidget()
    qtbot.keyClicks(editor, MAGENTA)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # the delegate hands the text on once the events are processed
    qtbot.waitUntil(lambda: doc.pack.card_layout("country").colours == {"green": MAGENTA})
    assert doc.undo_stack.count() == 2 and doc.undo_stack.undoText() == "Set colour by field (Country)"
    assert QColor(table.item(1, 1).background().color()).name() == MAGENTA


def test_the_default_look_again_takes_the_layout_away_in_one_step(main_window, qtbot):
    doc, panel = _open(main_window, qtbot, "trails")
    assert panel.kind_box.currentText() == "Route card"
    _tick(qtbot, panel.own)
    _type(qtbot, panel.icon_edit, "K")
    assert doc.pack.card_layout("route").icon == "K"
    _tick(qtbot, panel.own)
    assert doc.pack.card_layout("route") is None and doc.undo_stack.count() == 3
    assert doc.undo_stack.undoText() == "Default card look (Route card)"
    assert not panel._fields.isEnabled()
    doc.undo_stack.undo()
    assert doc.pack.card_layout("route").icon == "K" and panel.icon_edit.text() == "K"


def test_a_layout_made_in_the_dock_is_saved_with_the_pack_and_read_back(main_window, qtbot, tmp_path):
    from content import load_pack

    doc, panel = _open(main_window, qtbot, "expedition")
    _tick(qtbot, panel.own)
    _type(qtbot, panel.colour_edit, "#336699")
    _type(qtbot, panel.back_text_edit, "World deck")
    path = tmp_path / "world.json"
    path.write_text(content.dumps_pack(doc.pack), encoding="utf-8")
    again = load_pack(path).card_layout("destination")
    assert again is not None and again.colour == "#336699" and again.back_text == "World deck"


def test_a_back_colour_picked_in_the_colour_dialog_is_one_step(main_window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QColorDialog, QToolButton

    asked = []

    def pick(start, parent, title):
        asked.append(start.name())
        return QColor("#123456")

    monkeypatch.setattr(QColorDialog, "getColor", staticmethod(pick))
    doc, panel = _open(main_window, qtbot, "trails")
    _tick(qtbot, panel.own)
    button = panel.findChild(QToolButton, "layout_pick_back_colour")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert asked == ["#27394d"]  # the studio's navy, the back's colour until one is set
    assert doc.pack.card_layout("route").back_colour == "#123456"
    assert panel.back_colour_edit.text() == "#123456" and doc.undo_stack.count() == 2
    assert doc.undo_stack.undoText() == "Set back colour (Route card)"


def test_the_preview_shows_the_map_around_the_card_as_the_print_does(main_window, qtbot):
    doc, panel = _open(main_window, qtbot, "europe")
    qtbot.waitUntil(lambda: panel.preview.scene is not None, timeout=5000)
    image = panel.preview.grab().toImage()
    # the inset's ring around the country (#d0342c) and the map's sea around it
    assert _count(image, "#d0342c", 30) > 5
    # a moment after an edit the inset is drawn from the edited pack
    before = panel.preview.scene
    _tick(qtbot, panel.own)
    qtbot.waitUntil(lambda: panel.preview.scene is not before, timeout=5000)
