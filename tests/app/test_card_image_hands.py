"""A card layout's picture in the Trails and Expedition playtest hands (issue 23 §2, one
painter): where the pack lays out route cards (Trails) or destination cards (Expedition), the
hand's and the market's chips show the card as the card painter draws it, picture and all,
and a click on a chip still makes its move; each card is painted once, not at every refresh;
without a layout the chips look as they did. Driven by clicks."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QIODevice, QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QPushButton

import content
from app.cards.deck import CardFaces, printed_cards, thumbnail
from app.playtest.expedition_board import CardButton
from app.playtest.trails_board import CardChip
from content.images import image_data_url
from tests.app.test_card_layouts_views import _count, _with_layouts
from tests.app.test_playtest_expedition import _window as _expedition_window
from tests.app.test_playtest_trails import _click_board, _geo
from tests.app.test_playtest_trails import _window as _trails_window

#: The picture's colour: on no card, chip or board of the default packs.
CYAN = "#00ffff"


def _picture_url(colour: str = CYAN) -> str:
    picture = QImage(60, 40, QImage.Format.Format_RGB32)
    picture.fill(QColor(colour))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert picture.save(buffer, "PNG")
    return image_data_url(bytes(buffer.data()))


def _click(qtbot, widget) -> None:
    assert widget is not None and widget.isVisible(), widget
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def _inside_window(w, widget) -> bool:
    """Whether all of ``widget`` shows in the playtest window (nothing pushed off)."""
    top_left = widget.mapTo(w, QPoint(0, 0))
    return w.rect().contains(top_left) and w.rect().contains(
        top_left + QPoint(widget.width() - 1, widget.height() - 1))


def test_a_trails_chip_shows_the_route_layouts_picture_and_a_click_still_pays(qtbot):
    pack = _with_layouts(content.default_pack("trails"),
                         {"kind": "route", "image": _picture_url()})
    w = _trails_window(qtbot, pack, ["human:Anna", "human:Ben"], seed=4, solo=True)
    board, s = w.board, w.session
    hand = s.state.hands[s.to_move()]
    for chips, counts in ((board.market_chips, s.state.market), (board.hand_chips, hand)):
        assert any(counts)
        for chip, n in zip(chips, counts, strict=True):
            assert chip.face() is not None and chip.height() == 48 + CardChip.FACE_EXTRA
            assert _inside_window(w, chip.halo)
            # The picture in its colour on a chip with cards (paled on one with none).
            assert (_count(chip.grab().toImage(), CYAN) > 60) == (n > 0), chip.objectName()
    assert board.deck_chip.face() is None  # the deck shows its backs: no card's face
    assert board.canvas.height() >= 300  # the board still has its room at 1400×900
    # The opener bids 1, the other passes: the opener pays the card with a click on a chip.
    opener = s.to_move()
    hexes = [m for m in s.legal_moves() if m.kind == "auction_hex"]
    _click_board(qtbot, board, board.hex_view_pos(_geo(w).index[(hexes[0].q, hexes[0].r)]))
    _click(qtbot, board.findChild(QPushButton, "bid_1"))
    _click(qtbot, board.findChild(QPushButton, "pass"))
    assert s.state.phase == "auction_pay" and s.to_move() == opener
    hand = list(s.state.hands[opener])
    c = next(i for i, n in enumerate(hand) if n)
    chip = board.findChild(CardChip, f"hand_{pack.card_colours[c].id}")
    assert chip.face() is not None and chip.highlighted() == "#dc2626"
    face = chip.face()
    ply = s.ply
    _click(qtbot, chip)
    assert s.moves[ply].to_json() == {"kind": "discard", "colour": pack.card_colours[c].id}
    assert s.state.hands[opener][c] == hand[c] - 1
    # The table moved on; the chip's card was not painted again.
    assert chip.face() is face


def test_trails_chips_without_a_layout_keep_their_look(qtbot):
    pack = content.default_pack("trails")
    w = _trails_window(qtbot, pack, ["human:Anna", "greedy"])
    names = [c.name for c in pack.card_colours]
    for chips in (w.board.market_chips, w.board.hand_chips):
        assert [chip.text().split("\n")[0] for chip in chips] == names
        for chip in chips:
            assert chip.face() is None and chip.height() == 48
            assert "border-radius: 7px" in chip.styleSheet()
            assert _count(chip.grab().toImage(), CYAN) == 0


def test_an_expedition_card_shows_the_destination_layouts_picture_and_a_click_places(qtbot):
    pack = _with_layouts(content.default_pack("expedition"),
                         {"kind": "destination", "image": _picture_url()})
    w = _expedition_window(qtbot, pack, ["human:Anna", "greedy"], seed=4)
    board, s = w.board, w.session
    assert s.state.phase == "place" and s.to_move() == 0
    shown = [b for b in (*board.market_cards, *board.hand_cards) if b.isVisible()]
    assert len(shown) > 6
    for button in shown:
        assert button.face() is not None and button.height() == CardButton.FACE_HEIGHT
        assert _inside_window(w, button)
        assert _count(button.grab().toImage(), CYAN) > 30, button.objectName()
    assert board.canvas.height() >= 300
    # A click on a highlighted hand card puts the token on its point (E2).
    button = next(b for b in board.hand_cards if b.isVisible() and b.highlighted())
    point = s.game.board.node_ids[board._node(board._card_point[button.card])]
    faces = {b.card: b.face() for b in board.hand_cards if b.isVisible()}
    ply = s.ply
    _click(qtbot, button)
    assert s.moves[ply].to_json() == {"kind": "token", "point": point}
    qtbot.waitUntil(lambda: s.to_move() == 0)
    # The table was shown again: each hand card's face is the one painted before.
    again = {b.card: b.face() for b in board.hand_cards if b.isVisible()}
    assert again and all(again[card] is faces[card] for card in again)


def test_expedition_cards_without_a_layout_keep_their_look(qtbot):
    w = _expedition_window(qtbot, content.default_pack("expedition"), ["human:Anna", "greedy"])
    shown = [b for b in (*w.board.market_cards, *w.board.hand_cards) if b.isVisible()]
    assert shown
    for button in shown:
        assert button.face() is None and button.height() == CardButton.HEIGHT
        assert _count(button.grab().toImage(), CYAN) == 0


def test_the_faces_are_painted_once_and_again_only_for_a_changed_layout(qapp):
    trails = content.default_pack("trails")
    faces = CardFaces(44, 34)
    assert faces.of(trails, "green") is None  # no route layout: the chip's own look
    pack = _with_layouts(trails, {"kind": "route", "image": _picture_url()})
    green = faces.of(pack, "green")
    assert isinstance(green, QPixmap) and green.height() <= 44 and green.width() <= 34
    assert faces.of(pack, "green") is green
    # An edit elsewhere in the pack (a new pack object): the same face, not painted again.
    edited = pack.model_copy(update={"name": pack.name + " 2"})
    assert faces.of(edited, "green") is green
    # A changed layout: painted again, as the painter draws the card.
    red_picture = _with_layouts(trails, {"kind": "route", "image": _picture_url("#ff0000")})
    redrawn = faces.of(red_picture, "green")
    assert redrawn is not green
    card = printed_cards(red_picture)["green"]
    expected = thumbnail(card, red_picture.card_layout("route"), redrawn.height())
    assert redrawn.toImage() == expected.toImage()


def test_the_trails_deck_chip_shows_the_route_layouts_back_colour(qtbot):
    # The face-down deck looks like the backs the print-and-play prints (as Journey's pile).
    back = "#7a1f5c"
    pack = _with_layouts(content.default_pack("trails"), {"kind": "route", "back_colour": back})
    w = _trails_window(qtbot, pack, ["human:Anna", "human:Ben"], seed=4, solo=True)
    assert _count(w.board.deck_chip.grab().toImage(), back) > 500
    plain = _trails_window(qtbot, content.default_pack("trails"), ["human:Anna", "human:Ben"],
                           seed=4, solo=True)
    assert _count(plain.board.deck_chip.grab().toImage(), back) == 0
    assert _count(plain.board.deck_chip.grab().toImage(), "#27405f") > 500


def test_a_green_destination_layout_keeps_the_green_highlight_seen(qtbot):
    # A legal hand card is outlined in the legal green; on a card laid out as green as that,
    # a white ring inside the outline keeps the highlight visible. Other cards have none.
    from app.playtest.table_parts import LEGAL

    pack = _with_layouts(content.default_pack("expedition"),
                         {"kind": "destination", "colour": LEGAL})
    w = _expedition_window(qtbot, pack, ["human:Anna", "greedy"], seed=4)
    shown = [b for b in w.board.hand_cards if b.isVisible()]
    lit = [b for b in shown if b.highlighted()]
    assert lit and len(lit) < len(shown)
    for button in shown:
        image = button.grab().toImage()
        # Just inside the outline, halfway down the card's left side.
        inside = image.pixelColor(round(4 * image.devicePixelRatio()), image.height() // 2)
        assert (inside.lightness() > 200) == bool(button.highlighted()), button.objectName()
