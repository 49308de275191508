"""The parts every playtest board shares (``app.playtest.table_parts``, ``CanvasBoard``):
one seat palette, one text-on-colour rule, the seats and action panels, the fit to the view.

Driven like a person would: the panels by clicks on their buttons, the boards through the
playtest window, the view by the mouse wheel.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QPalette, QWheelEvent
from PySide6.QtWidgets import QApplication, QLabel

from app.i18n import install_language
from app.playtest import expedition_board, trails_board
from app.playtest.table_parts import (
    DARK_TEXT,
    LIGHT_TEXT,
    SEAT_COLOURS,
    ActionPanel,
    SeatsPanel,
    contrast_ratio,
    seat_colour,
    text_on,
)
from content import default_pack
from tests.app.test_playtest_trails import _click, _window

#: Colours the two old rules (HSL lightness over 140, over 150) told apart differently.
_BETWEEN = ("#a3e635", "#d14f96", "#e0399b", "#ff8a1f")


# -- one text-on-colour rule ---------------------------------------------------------------------


def test_contrast_ratio_follows_wcag():
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#ffffff", "#000000") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#777777") == pytest.approx(1.0)
    assert contrast_ratio("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize("ground", [*_BETWEEN, "#e5b81a", "#2e9a4f", "#0f9d9a", "#fee440"])
def test_text_on_a_colour_is_the_text_colour_with_the_higher_contrast(ground):
    chosen = text_on(ground)
    other = LIGHT_TEXT if chosen == DARK_TEXT else DARK_TEXT
    assert contrast_ratio(chosen, ground) >= contrast_ratio(other, ground)


@pytest.mark.parametrize("ground", _BETWEEN)
def test_the_colours_the_old_rules_split_get_dark_text(ground):
    # each of them is darker text's by at least 4.5:1 … and white's by less
    assert text_on(ground) == DARK_TEXT
    assert contrast_ratio(DARK_TEXT, ground) > 4.5 > contrast_ratio(LIGHT_TEXT, ground)


@pytest.mark.parametrize("ground,text", [("#000000", LIGHT_TEXT), ("#ffffff", DARK_TEXT),
                                        ("#1e3a8a", LIGHT_TEXT), ("#c0392b", LIGHT_TEXT),
                                        ("#27405f", LIGHT_TEXT), ("#f5f5f5", DARK_TEXT)])
def test_dark_grounds_take_white_text_and_light_ones_dark(ground, text):
    assert text_on(ground) == text


# -- one seat palette ----------------------------------------------------------------------------


def test_both_boards_draw_their_seats_in_the_one_palette():
    assert trails_board.seat_colour is expedition_board.seat_colour is seat_colour
    assert [seat_colour(s).name() for s in range(12)] == list(SEAT_COLOURS)
    assert seat_colour(12) == seat_colour(0)  # more seats than colours: round again


def _swatch_pixel(board, seat: int) -> QColor:
    """The colour a person sees at the left edge of ``seat``'s swatch (inside its border,
    clear of a seat number)."""
    swatch = board.findChild(SeatsPanel, "seats_box").rows[seat][0]
    image = swatch.grab().toImage()
    return image.pixelColor(3, image.height() // 2)


@pytest.mark.parametrize("pack", ["trails", "expedition"])
def test_the_seats_panel_swatches_show_the_palette(qtbot, pack):
    w = _window(qtbot, default_pack(pack), ["human:Anna", "greedy", "greedy"])
    for seat in range(3):
        seen = _swatch_pixel(w.board, seat)
        want = seat_colour(seat)
        assert max(abs(seen.red() - want.red()), abs(seen.green() - want.green()),
                   abs(seen.blue() - want.blue())) <= 8, (seat, seen.name(), want.name())


def test_a_trails_chip_writes_with_the_one_rule(qtbot):
    w = _window(qtbot, default_pack("trails"), ["human:Anna", "greedy"])
    for colour in w.session.pack.card_colours:
        chip = w.board.findChild(trails_board.CardChip, f"market_{colour.id}")
        n = int(chip.text().split("\n")[1])
        want = text_on(colour.display) if n else "#4b5563"  # an empty pile is greyed
        assert f"color: {want};" in chip.styleSheet(), (colour.id, chip.styleSheet())


def test_a_journey_card_writes_with_the_one_rule(qtbot):
    w = _window(qtbot, default_pack("europe"), ["human:Anna", "greedy"])
    board = w.board
    for slot in board.slots:  # Anna puts each dealt card into the next slot
        qtbot.waitUntil(lambda: w.session.to_move() == 0 and board.hand.card is not None)
        _click(qtbot, slot)
        qtbot.waitUntil(lambda s=slot: s.card is not None)
    grounds = set()
    for slot in board.slots:
        face = board.faces[slot.card]
        colour = slot.title.palette().color(QPalette.ColorRole.WindowText)
        assert colour.name() == text_on(face.colour), (slot.card, face.colour)
        grounds.add(face.colour)
    assert len(grounds) >= 3  # a holder of ten cards shows several colours


# -- the seats panel -----------------------------------------------------------------------------


def test_the_seats_panel_names_you_and_the_seat_to_move(qtbot):
    panel = SeatsPanel(lambda seat: QLabel(str(seat + 1)))
    qtbot.addWidget(panel)
    panel.ensure(3)
    panel.show_seat(0, "Anna", you=True, to_move=False, score=4, info="2 cards")
    panel.show_seat(1, "Ben", you=False, to_move=True, score=-1, info="no cards")
    name = panel.findChild(QLabel, "seat_0_name").text()
    assert "<b>Anna</b>" in name and "(you)" in name and "to move" not in name
    ben = panel.findChild(QLabel, "seat_1_name").text()
    assert "(you)" not in ben and "◀ to move" in ben
    assert panel.findChild(QLabel, "seat_1_score").text() == "-1 pts"
    assert panel.findChild(QLabel, "seat_0_info").text() == "2 cards"
    panel.ensure(2)  # a game with fewer players: the third row goes
    qtbot.waitUntil(lambda: panel.findChild(QLabel, "seat_2_name") is None)
    assert len(panel.rows) == 2


@pytest.mark.parametrize(("lang", "one", "two"), [("en", "1 pt", "2 pts"),
                                                   ("fi", "1 piste", "2 pistettä"),
                                                   ("fr", "1 pt", "2 pts")])
def test_the_seats_panel_says_one_point_in_the_singular(qtbot, lang, one, two):
    panel = SeatsPanel(lambda seat: QLabel(str(seat + 1)))
    qtbot.addWidget(panel)
    panel.ensure(3)
    assert install_language(lang) == lang
    try:
        for seat, score in enumerate((1, 2, 0)):
            panel.show_seat(seat, f"P{seat}", you=False, to_move=False, score=score, info="")
    finally:
        install_language("en")
    scores = [panel.findChild(QLabel, f"seat_{seat}_score").text() for seat in range(3)]
    assert scores[:2] == [one, two]
    assert scores[2] == two.replace("2", "0")  # none is plural, as in "0 pts"


# -- the action panel ----------------------------------------------------------------------------


def test_the_action_panel_hands_a_clicked_buttons_move_on(qtbot):
    moves, called = [], []
    panel = ActionPanel(moves.append)
    qtbot.addWidget(panel)
    panel.show()
    pay = {"kind": "build", "colour": "red"}
    panel.show_step("Pay", "costs <b>1 Red</b>", "", [
        ("Pay 1 Red", pay, "#c0392b", False, "pay_red", 2),
        ("Pay 2 Green", {"kind": "build", "colour": "green"}, "#2e8b57", False, "pay_green", 2),
        ("Cancel", lambda: called.append("cancel"), None, False, "cancel", 1, "Esc cancels"),
    ])
    assert panel.title.text() == "Pay" and panel.text.isVisible() and not panel.hint.isVisible()
    red, green, cancel = (panel.findChild(type(panel.buttons[0]), n)
                          for n in ("pay_red", "pay_green", "cancel"))
    # two a row, then the one-column button under them across the width
    assert red.y() == green.y() < cancel.y() and red.x() < green.x()
    assert cancel.width() > red.width() + green.width()
    assert cancel.toolTip() == "Esc cancels"
    assert f"color: {text_on('#c0392b')};" in red.styleSheet()
    _click(qtbot, red)
    assert moves == [pay]
    _click(qtbot, cancel)
    assert called == ["cancel"] and moves == [pay]
    panel.show_step("Done", "", "", [])  # buttons no longer needed hide and lose their name
    assert not red.isVisible() and red.objectName() == "" and red.data is None


def test_a_dim_unlit_panel_dims_the_buttons_that_are_not_legal(qtbot):
    moves = []
    panel = ActionPanel(moves.append, compact=True, dim_unlit=True)
    qtbot.addWidget(panel)
    panel.show()
    panel.show_step("Tickets", "", "", [
        ("Ticket: one more arrow", {"kind": "ticket", "use": "arrow"}, None, True, "arrow", 2),
        ("↶ Orange", {"kind": "ticket", "use": "take_back"}, "#f28e1c", False, "back", 3),
    ])
    arrow, back = panel.buttons[:2]
    assert arrow.is_highlighted() and not back.is_highlighted()
    assert "rgba(" in back.styleSheet() and "color: #4b5563" in back.styleSheet()
    assert panel.width() == 310
    _click(qtbot, back)  # not legal now: still handed on, the session says why it is refused
    assert moves == [{"kind": "ticket", "use": "take_back"}]


# -- fit to the view -----------------------------------------------------------------------------


def _wheel(canvas, steps: int) -> None:
    pos = QPointF(canvas.viewport().rect().center())
    event = QWheelEvent(pos, QPointF(canvas.viewport().mapToGlobal(pos.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(canvas.viewport(), event)


@pytest.mark.parametrize("pack", ["trails", "expedition"])
def test_the_board_follows_a_resize_until_the_person_zooms(qtbot, pack):
    w = _window(qtbot, default_pack(pack), ["human:Anna", "greedy"])
    canvas = w.board.canvas
    fitted = canvas.zoom()
    w.resize(1100, 640)  # a smaller window: the board is fitted again, smaller
    qtbot.waitUntil(lambda: canvas.zoom() < fitted * 0.9)
    smaller = canvas.zoom()
    _wheel(canvas, 2)  # the person zooms in
    zoomed = canvas.zoom()
    assert zoomed > smaller * 1.05
    w.resize(1400, 900)  # and the view keeps their zoom
    qtbot.wait(50)
    assert canvas.zoom() == pytest.approx(zoomed)
    w.board.fit_to_view()  # View > Fit: fitted again, and again after a resize
    assert canvas.zoom() == pytest.approx(fitted, rel=0.02)
    w.resize(1100, 640)
    qtbot.waitUntil(lambda: canvas.zoom() == pytest.approx(smaller, rel=0.02))

