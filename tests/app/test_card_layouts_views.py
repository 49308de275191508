"""A pack's card layouts show in the editors' card tables and the playtest's hands (issue 23
§2): the tables' thumbnails are drawn by the card painter, the hands take the painter's colour,
title and corners for a kind the pack lays out, and a layout edited in the studio shows in the
table at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QTableView, QTableWidget

import content
from app.cards.deck import THUMB_H, THUMB_W
from app.commands.set_card_layout import SetCardLayoutCommand
from app.documents import Document
from app.playtest.window import PlaytestWindow
from content.models.common import CardLayout

MAGENTA = "#ff00ff"


def _with_layouts(pack, *layouts):
    return pack.model_copy(update={"card_layouts": tuple(CardLayout(**x) for x in layouts)})


def _count(image: QImage, colour: str, tolerance: int = 10) -> int:
    want = QColor(colour)
    n = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if c.alpha() > 200 and max(abs(c.red() - want.red()), abs(c.green() - want.green()),
                                       abs(c.blue() - want.blue())) <= tolerance:
                n += 1
    return n


def _icon_image(table, row: int) -> QImage:
    if isinstance(table, QTableView) and not isinstance(table, QTableWidget):
        icon = table.model().index(row, 0).data(1)  # Qt.DecorationRole
    else:
        icon = table.item(row, 0).icon()
    assert icon is not None and not icon.isNull()
    return icon.pixmap(QSize(THUMB_W, THUMB_H)).toImage()


def _cards_table(window):
    dock = window.docks.side_dock("Cards")
    tables = [t for t in dock.findChildren(QTableView) if t.isVisibleTo(dock)]
    # The deck's table: the one whose first column shows the cards (the Trails deck, the
    # Expedition destination cards, the Journey cards), shown in the dock's current tab.
    for t in tables:
        if t.model().rowCount() and t.model().index(0, 0).data(1) is not None:
            return t
    raise AssertionError([t.objectName() for t in tables])


@pytest.mark.parametrize("name, kind", [("europe", "country"), ("trails", "route"),
                                        ("expedition", "destination")])
def test_the_card_table_draws_each_card_with_the_painter_and_follows_a_layout_edit(main_window, name, kind):
    doc = Document(content.default_pack(name), None)
    main_window.add_document(doc)
    main_window.docks.side_dock("Cards").raise_()
    table = _cards_table(main_window)
    before = _icon_image(table, 0)
    assert before.width() == THUMB_W and before.height() == THUMB_H
    assert _count(before, MAGENTA) == 0
    # A layout colours this kind magenta: the table's thumbnails follow, one undo step.
    doc.push(SetCardLayoutCommand(doc, kind, CardLayout(kind=kind, colour=MAGENTA), "Card colour"))
    assert _count(_icon_image(table, 0), MAGENTA) > 40
    doc.undo_stack.undo()
    assert _count(_icon_image(table, 0), MAGENTA) == 0


def _playtest(qtbot, pack, seats):
    w = PlaytestWindow(pack, seats, 3)
    qtbot.addWidget(w)
    w.set_pace(0)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
    return w


def test_a_journey_hand_card_is_drawn_as_its_layout_says(qtbot):
    layouts = [{"kind": k, "colour": MAGENTA, "title": "kind", "radius_mm": 4, "icon": "✈",
                "back_colour": "#112233"} for k in ("country", "ship", "plane")]
    w = _playtest(qtbot, _with_layouts(content.default_pack("europe"), *layouts), ["human:Anna", "greedy"])
    board = w.board
    qtbot.waitUntil(lambda: w.session.to_move() == 0 and board.hand.card is not None)
    hand = board.hand
    assert hand.title.text() in ("Country", "Country ★", "Ship", "Plane")
    assert hand.kind.text().startswith("✈")
    image = hand.grab().toImage()
    assert _count(image, MAGENTA) > image.width() * image.height() // 3
    pile = board.draw_pile.grab().toImage()  # the face-down pile shows the layout's back
    assert _count(pile, "#112233", 4) > pile.width() * pile.height() // 3


def test_a_journey_hand_without_layouts_keeps_its_look(qtbot):
    w = _playtest(qtbot, content.default_pack("europe"), ["human:Anna", "greedy"])
    board = w.board
    qtbot.waitUntil(lambda: w.session.to_move() == 0 and board.hand.card is not None)
    face = board.faces[board.hand.card]
    assert board.hand.title.text().startswith(face.title) and face.icon == ""
    assert _count(board.hand.grab().toImage(), MAGENTA) == 0


def test_a_trails_hand_chip_is_drawn_as_the_route_layout_says(qtbot):
    pack = _with_layouts(content.default_pack("trails"), {"kind": "route", "colour": MAGENTA,
                                                          "title": "kind", "radius_mm": 1})
    w = _playtest(qtbot, pack, ["human:Anna", "greedy"])
    chip = w.board.hand_chips[0]
    assert chip.text().split("\n")[0] == "Route card"
    assert "rgba(255,0,255,255)" in chip.styleSheet() and "border-radius: 3.5px" in chip.styleSheet()
    image = chip.grab().toImage()
    assert _count(image, MAGENTA) > image.width() * image.height() // 3


def test_an_expedition_hand_card_is_drawn_as_the_destination_layout_says(qtbot):
    pack = _with_layouts(content.default_pack("expedition"),
                         {"kind": "destination", "colour": MAGENTA, "icon": "⚑"})
    w = _playtest(qtbot, pack, ["human:Anna", "greedy"])
    qtbot.waitUntil(lambda: any(b.isVisible() for b in w.board.hand_cards))
    button = next(b for b in w.board.hand_cards if b.isVisible())
    assert button.full_text.startswith("⚑ ")
    image = button.grab().toImage()
    assert _count(image, MAGENTA) > image.width() * image.height() // 3


def test_a_journey_hand_card_shows_its_layouts_picture_under_the_title(qtbot):
    from PySide6.QtCore import QBuffer, QIODevice

    from content.images import image_data_url

    picture = QImage(60, 40, QImage.Format.Format_RGB32)
    picture.fill(QColor(MAGENTA))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    picture.save(buffer, "PNG")
    url = image_data_url(bytes(buffer.data()))
    layouts = [{"kind": k, "image": url} for k in ("country", "ship", "plane")]
    w = _playtest(qtbot, _with_layouts(content.default_pack("europe"), *layouts), ["human:Anna", "greedy"])
    hand = w.board.hand
    qtbot.waitUntil(lambda: w.session.to_move() == 0 and hand.card is not None)
    image = hand.grab().toImage()
    # The whole picture (3:2) across the card, under the title's lines.
    assert _count(image, MAGENTA) > 1000
    top = min(y for y in range(image.height()) for x in range(0, image.width(), 4)
              if image.pixelColor(x, y) == QColor(MAGENTA))
    assert top > hand.title.geometry().top() + hand.title.fontMetrics().height()
