"""The designer's lab beside the playtest (issue 22 §2): the legal moves as a list one clicks,
chance outcomes of the designer's choosing (the record says "staged"), jump to a move. Driven
by keys and clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.playtest.window import PlaytestWindow
from content import default_pack
from core.api import Session
from tests.app.conftest import show_active


def _window(qtbot, name, seats, seed=3):
    w = PlaytestWindow(default_pack(name), seats, seed)
    qtbot.addWidget(w)
    w.set_pace(0)
    show_active(qtbot, w)
    qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
    return w


def _open_lab(qtbot, w):
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(w.lab.isVisible)
    return w.lab


def _click_row(qtbot, view, row):
    item = view.item(row)
    view.scrollToItem(item)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualItemRect(item).center())


def _click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_the_legal_moves_are_a_list_in_words_and_a_click_plays_one(qtbot, name):
    w = _window(qtbot, name, ["human:Anna", "greedy"])
    lab = _open_lab(qtbot, w)
    legal = w.session.legal_moves()
    assert lab.moves.count() == min(len(legal), 400) > 0
    assert "Anna" in lab.heading.text()
    assert all(lab.moves.item(i).text() != str(lab.entries[i][1])  # words, not notation
               and lab.moves.item(i).toolTip() == str(lab.entries[i][1])
               for i in range(lab.moves.count()))
    ply, chosen = w.session.ply, lab.entries[0][1]
    _click_row(qtbot, lab.moves, 0)
    assert w.session.ply > ply
    assert w.session.moves[ply] == chosen
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert not w.lab.isVisible()


def test_the_lab_hides_another_seat_s_moves_until_the_hand_off(qtbot):
    w = _window(qtbot, "europe", ["human:Anna", "human:Ben"])
    lab = _open_lab(qtbot, w)
    if w._needs_handoff():
        assert lab.moves.count() == 0 and "ready" in lab.heading.text()
        w.set_god_view(True)
        assert lab.moves.count() == len(w.session.legal_moves())


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_stacking_the_deck_asks_each_chance_outcome_with_its_probability(qtbot, name):
    w = _window(qtbot, name, ["human:Anna", "greedy"])
    lab = _open_lab(qtbot, w)
    _click(qtbot, lab.stack_box)
    assert w.session.stop_at_chance
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # a new game, stacked
    qtbot.waitUntil(lambda: bool(lab.entries) and lab.entries[0][0] == "chance")
    assert w.session.ply == 0 and w.session.stop_at_chance
    options = w.session.chance_options()
    assert [v for _k, v in lab.entries] == [m for m, _p in options]
    assert all("%" in lab.moves.item(i).text() for i in range(lab.moves.count()))
    assert "Chance step" in w.turn_label.text()
    # choose, by a click, an outcome the seed would not have drawn: it is played, and the
    # record says staged
    twin = Session(w.session.pack, [seat.spec for seat in w.session.seats], seed=w.session.seed)
    twin.advance()
    row = next(i for i, (m, _p) in enumerate(options) if m != twin.moves[0])
    _click_row(qtbot, lab.moves, row)
    assert w.session.moves[0] == options[row][0]
    assert w.session.record().to_json()["chance"] == "staged"
    assert "Staged" in w.statusBar().currentMessage()
    # draw at random goes on by itself up to the next decision
    _click(qtbot, lab.random_button)
    qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
    assert w.session.ply > 1


def test_a_staged_card_is_named_for_the_designer(qtbot):
    w = _window(qtbot, "expedition", ["human:Anna", "greedy"])
    lab = _open_lab(qtbot, w)
    _click(qtbot, lab.stack_box)
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(lab.entries) and lab.entries[0][0] == "chance")
    texts = [lab.moves.item(i).text() for i in range(lab.moves.count())]
    assert any("London" in t for t in texts) and len(set(texts)) > 10


def test_closing_the_lab_lets_chance_go_on_by_itself(qtbot):
    w = _window(qtbot, "trails", ["human:Anna", "greedy"])
    lab = _open_lab(qtbot, w)
    _click(qtbot, lab.stack_box)
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(lab.entries) and lab.entries[0][0] == "chance")
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert not w.session.stop_at_chance
    qtbot.waitUntil(lambda: w.session.to_move() is not None)


def test_jump_to_a_move_shows_the_replay_there(qtbot):
    w = _window(qtbot, "trails", ["human:Anna", "greedy"])
    lab = _open_lab(qtbot, w)
    assert w.session.ply > 3
    lab.jump_box.setFocus()
    lab.jump_box.selectAll()
    qtbot.keyClicks(lab.jump_box, "3")
    _click(qtbot, lab.jump_button)
    assert w.replay_bar.isVisible() and w.replay_slider.value() == 3
    assert "Replaying" in lab.heading.text()


def test_double_clicking_a_broken_scenario_opens_the_playtest_at_the_move_that_no_longer_holds(
        qtbot, main_window):
    from PySide6.QtWidgets import QApplication

    from app.documents import Document
    from content import dumps_pack
    from content.io import parse_json

    pack = default_pack("europe")
    s = Session(pack, ["human:Anna", "human:Ben"], seed=3)
    while s.ply < 14:
        s.advance()
        if s.to_move() is not None:
            s.play(s.legal_moves()[0])
    s.advance()
    dealt = [(i, m) for i, m in enumerate(s.moves) if str(m).startswith("deal ")]
    ply, card = dealt[3][0], dealt[3][1].card
    data = parse_json(dumps_pack(pack))
    data["scenarios"] = [{"name": "Ben's fourth card", "record": s.record().to_json(),
                          "expect": {"legal": str(s.legal_moves()[0])}}]
    data["cards"] = [c for c in data["cards"] if c["id"] != card]  # the dealt card is gone
    edited = type(pack).model_validate(data)
    tab = main_window.add_document(Document(edited))
    panel = tab.problems
    panel.run_lint()
    row = next(i for i, p in enumerate(panel.problems) if p.code == "scenario-broken")
    assert "Ben's fourth card" in str(panel.model.index(row, 2).data())
    rect = panel.view.visualRect(panel.model.index(row, 2))
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: bool(main_window.playtests.windows))
    playtest = main_window.playtests.windows[-1]
    assert playtest.session.pack is edited
    # the moves before the broken one were played; the broken deal is the next step
    assert playtest.session.moves[:ply] == s.moves[:ply]
    assert f"move {ply + 1}" in playtest.statusBar().currentMessage()
    assert "Ben's fourth card" in playtest.statusBar().currentMessage()
    playtest.close()
    QApplication.processEvents()


@pytest.mark.parametrize(("name", "heading"), [("europe", "Draw pile ("), ("trails", "Deck ("),
                                               ("expedition", "Deck (")])
def test_god_view_shows_the_deck_and_every_hand_in_the_lab(qtbot, name, heading):
    seats = ["human:Anna", "greedy"]
    w = _window(qtbot, name, seats)
    lab = _open_lab(qtbot, w)
    assert "God view (Ctrl+G) shows here" in lab.hidden_texts()
    assert heading not in lab.hidden_texts()
    qtbot.keyClick(w, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert w.god
    text = lab.hidden_texts()
    assert heading in text
    state = w.session.state
    if name == "europe":
        assert f"Draw pile ({len(state.deck)})" in text
        assert "Denmark ×2" in text  # cards in more than one copy: counted
        assert "Anna holds" in text  # the card dealt to Anna, not yet placed
    elif name == "trails":
        hand = state.hands[0]
        assert f"Anna&#x27;s hand ({sum(hand)})" in text
        assert f"Deck ({sum(state.deck)})" in text
    else:
        data = state.to_json()
        assert f"Greedy 2&#x27;s hand ({len(data['hands'][1])})" in text
        assert f"Deck ({len(data['deck'])})" in text
    qtbot.keyClick(w, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert heading not in lab.hidden_texts()


def test_E11c_the_swaps_in_the_list_name_the_cards_given_and_taken(qtbot):
    """Every swap reads "Anna swaps a card" in the log (the other seats may not see the cards);
    the lab's list, which only the awaited seat sees, told 24 such rows apart by nothing."""
    from PySide6.QtWidgets import QPushButton

    w = _window(qtbot, "expedition", ["human:Anna", "greedy"])
    lab = _open_lab(qtbot, w)
    s = w.session

    def can_swap():
        return s.to_move() == 0 and any(m.to_json() == {"kind": "ticket", "use": "swap"}
                                        for m in s.legal_moves())

    while not can_swap():  # the first row each time: tokens, then arrows
        qtbot.waitUntil(lambda: s.to_move() is not None)
        if can_swap():
            break
        _click_row(qtbot, lab.moves, 0)
    _click(qtbot, w.board.findChild(QPushButton, "ticket_swap"))
    qtbot.waitUntil(lambda: bool(lab.entries) and lab.entries[0][1].kind == "swap")
    texts = [lab.moves.item(i).text() for i in range(lab.moves.count())]
    assert len(texts) == len(s.legal_moves()) > 2 and len(set(texts)) == len(texts)
    names = {c.id: c.point for c in s.pack.cards}
    points = {p.id: p.name for p in s.pack.points}
    row = len(texts) - 1
    move = lab.entries[row][1]
    assert texts[row].startswith("Anna swaps a card: swap ")
    assert points[names[move.give]] in texts[row] and points[names[move.take]] in texts[row]
    assert move.give not in texts[row]  # names, not ids
    ply = s.ply
    _click_row(qtbot, lab.moves, row)
    assert s.moves[ply] == move


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_the_lab_opens_beside_the_moves_without_widening_the_window(qtbot, name):
    """At 1400 px the lab is a tab beside Moves and Notes: the window keeps its width (as a
    panel of its own it grew the window to 1,586–1,636 px, off a laptop's screen)."""
    w = _window(qtbot, name, ["human:Anna", "greedy"])
    w.resize(1400, 900)
    qtbot.waitUntil(lambda: w.width() == 1400)
    board_width = w.board.width()
    tabs = w.side_tabs
    assert not tabs.isTabVisible(tabs.indexOf(w.lab))  # no lab until asked for
    _open_lab(qtbot, w)
    assert tabs.currentWidget() is w.lab and tabs.isTabVisible(tabs.indexOf(w.lab))
    qtbot.wait(50)
    assert w.width() == 1400 and w.board.width() >= board_width  # the board gives no room
    # the moves are one click away, and the lab one click back, filled
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tabs.indexOf(w.log_list)).center())
    assert tabs.currentWidget() is w.log_list
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tabs.indexOf(w.lab)).center())
    assert tabs.currentWidget() is w.lab and w.lab.moves.count() > 0
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert not tabs.isTabVisible(tabs.indexOf(w.lab)) and tabs.currentWidget() is w.log_list
    assert not w.lab_action.isChecked()


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_the_playtest_fits_a_1366_pixel_laptop_screen_with_or_without_the_lab(qtbot, name):
    """Every default pack's playtest, lab open or not, fits 1,366 px (it needed 1,341–1,391
    without the lab and 1,586–1,636 with it): the notes' and the lab's buttons take two rows."""
    w = _window(qtbot, name, ["human:Anna", "greedy"])
    w.resize(1366, 768)
    qtbot.waitUntil(lambda: w.width() == 1366)
    assert w.minimumSizeHint().width() <= 1366
    qtbot.mouseClick(w.side_tabs.tabBar(), Qt.MouseButton.LeftButton,
                     pos=w.side_tabs.tabBar().tabRect(w.side_tabs.indexOf(w.notes_panel)).center())
    assert w.notes_panel.add_button.isVisible()
    _open_lab(qtbot, w)
    qtbot.wait(50)
    assert w.width() == 1366 and w.minimumSizeHint().width() <= 1366
    assert w.lab.jump_button.isVisible()
    assert w.lab.jump_button.geometry().right() <= w.lab.width()
