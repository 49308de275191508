"""The playtest window and the Journey table, driven like a person would: clicks and drags.

The window is a thin view over ``core.api.Session``; these tests never call the session behind
the view's back to make a move: every move is a gesture on the board.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton

from app.playtest.setup_dialog import PlaytestSetupDialog
from app.playtest.window import PlaytestWindow
from content import default_pack
from content.names import element_name
from tests.app.conftest import show_active


@pytest.fixture
def europe():
    return default_pack("europe")


def _window(qtbot, pack, seats, seed=3, solo=False, document=None):
    w = PlaytestWindow(pack, seats, seed, solo=solo, document=document)
    qtbot.addWidget(w)
    w.set_pace(0)
    show_active(qtbot, w)
    qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
    return w


def _click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def _drag(qtbot, source, target):
    """Press on ``source``, move over ``target``, release there, as a real mouse sends it: the
    pressed widget grabs the mouse, so every move and the release go to ``source``, at the
    positions over ``target``."""
    start = source.rect().center()
    over = source.mapFromGlobal(target.mapToGlobal(target.rect().center()))
    qtbot.mousePress(source, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 5):
        qtbot.mouseMove(source, start + (over - start) * step / 4)
    qtbot.mouseRelease(source, Qt.MouseButton.LeftButton, pos=over)


def _journey_gesture(qtbot, w, choose=0):
    """Make one of the awaited person's legal moves with the mouse; return the move made."""
    board = w.board
    legal = w.session.legal_moves()
    move = legal[choose % len(legal)]
    data = move.to_json()
    if data["kind"] == "place_setup":
        if choose % 2:
            _drag(qtbot, board.hand, board.slots[data["slot"] - 1])
        else:
            _click(qtbot, board.slots[data["slot"] - 1])
    elif data["kind"] == "draw":
        _click(qtbot, board.draw_pile if data["pile"] == 0 else board.piles[data["pile"] - 1])
    elif data["kind"] == "discard":
        _drag(qtbot, board.hand, board.piles[data["pile"] - 1])
    elif data["kind"] == "replace":
        _drag(qtbot, board.hand, board.slots[data["slot"] - 1])
        if board._pending_slot:
            _click(qtbot, board.piles[data["pile"] - 1])
    return move


def _play_until(qtbot, w, done, choose=lambda i: i, limit=4000):
    for i in range(limit):
        if done():
            return
        qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
        if done() or w.session.is_over():
            return
        if w.stage.currentWidget() is w.handoff:
            _click(qtbot, w.ready_button)
            continue
        before = w.session.ply
        _journey_gesture(qtbot, w, choose(i))
        assert w.session.ply > before, w.refusal.text()
    raise AssertionError("the game did not reach the goal")


# -- setup dialog ----------------------------------------------------------------------------


def test_setup_dialog_offers_people_and_bots_and_a_seed(qtbot):
    d = PlaytestSetupDialog("journey", 2, 4, "Europe", seed=11)
    qtbot.addWidget(d)
    assert d.players.minimum() == 2 and d.players.maximum() == 4
    assert d.chosen_seed() == 11
    d.players.setValue(3)
    kinds = [d.findChild(type(d._rows[0][1]), f"seat_kind_{i}") for i in range(3)]
    kinds[1].setCurrentIndex(kinds[1].findData("human"))
    d._rows[1][2].setText("Ben")
    kinds[2].setCurrentIndex(kinds[2].findData("random"))
    assert d.seats() == ["human:Anna", "human:Ben", "random"]
    d._rows[1][2].setText("Anna")
    assert not d.start_button.isEnabled() and "same name" in d.message.text()
    d._rows[1][2].setText("Ben")
    assert d.start_button.isEnabled()
    old = d.chosen_seed()
    _click(qtbot, d.new_seed)
    assert d.chosen_seed() != old


def test_a_bot_seats_name_is_the_bots_name_in_readable_text(qtbot):
    """A bot's seat shows the name the game gives it ("Greedy 2"), not a greyed-out person's
    name; making it a person's seat again gives the person's name back, to type."""
    d = PlaytestSetupDialog("trails", 2, 5, "Trails", seats=["human:Anna", "human:Ben", "mcts"],
                            seed=11)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    kind, name = d.findChild(QComboBox, "seat_kind_1"), d.findChild(QLineEdit, "seat_name_1")
    mcts = d.findChild(QLineEdit, "seat_name_2")
    assert mcts.isEnabled() and mcts.isReadOnly() and mcts.text() == "MCTS 3"
    # Ben's seat is given to the greedy bot, from the seat's menu with the keyboard
    kind.setFocus()
    qtbot.keyClick(kind, Qt.Key.Key_Down)
    assert kind.currentData() == "greedy"
    assert name.isEnabled() and name.isReadOnly() and name.text() == "Greedy 2"
    normal = d.findChild(QLineEdit, "seat_name_0").palette()
    role = QPalette.ColorRole.Text
    assert name.palette().color(role) == normal.color(QPalette.ColorGroup.Active, role)
    qtbot.keyClicks(name, "Bob")  # a bot's name is not typed over
    assert name.text() == "Greedy 2"
    # back to a person: Ben again, and the name can be typed
    qtbot.keyClick(kind, Qt.Key.Key_Up)
    assert kind.currentData() == "human" and not name.isReadOnly() and name.text() == "Ben"
    qtbot.keyClicks(name, "Bea")  # the name is selected: typing replaces it
    assert d.seats() == ["human:Anna", "human:Bea", "mcts"]
    assert d.start_button.isEnabled()


# -- a whole game through the UI ---------------------------------------------------------------


def test_a_whole_journey_game_against_a_bot_through_clicks_and_drags(qtbot, europe):
    w = _window(qtbot, europe, ["human:Anna", "greedy"], seed=7)
    _play_until(qtbot, w, w.session.is_over, choose=lambda i: i * 7 + 3)
    assert w.stage.currentWidget() is w.end_page
    res = w.session.result()
    assert res.reason in ("win", "stalemate")
    assert w.end_reason.text().startswith("The game ended")
    assert w.scores_table.rowCount() == 2
    # J10: Journey has no points, so its end screen shows who won, not "Score 1"
    assert w.scores_table.isColumnHidden(1)
    shown = [w.scores_table.item(r, c).text() for r in range(2) for c in (0, 2)
             if w.scores_table.item(r, c)]
    assert ("winner" in shown) == bool(res.winners)
    headers = [w.scores_table.horizontalHeaderItem(c).text() for c in (0, 2)]
    assert headers == ["Seat", "Result"]  # (every column shown says what it holds)
    assert w.log_list.count() == w.session.ply
    from core.api import replay

    assert replay(europe, w.session.record()) == w.session.state
    # the finished game's table hides no one's holder (the bot's was face down)
    _click(qtbot, w.findChild(QPushButton, "show_table"))
    _row, _name, cards = w.board._other_rows[1]
    holder = w.session.state.to_json()["holders"][1]
    assert [c.card for c in cards] == holder and all(c.face_up for c in cards)


def test_the_dealt_card_drops_on_a_slot_under_a_real_mouse_drag(qtbot, europe):
    """The floating copy under the cursor never catches the drop (it did: only click-click
    placed a card although the hint says "drag")."""
    w = _window(qtbot, europe, ["human:Anna", "human:Ben"], seed=5)
    if w.stage.currentWidget() is w.handoff:
        _click(qtbot, w.ready_button)
    board, before = w.board, w.session.ply
    source, target = board.hand, board.slots[3]
    start = source.rect().center()
    over = source.mapFromGlobal(target.mapToGlobal(target.rect().center()))
    qtbot.mousePress(source, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(source, start + QPoint(12, 12))
    qtbot.mouseMove(source, over)
    ghost = board.findChild(type(board._ghost), "drag_ghost")
    assert ghost.isVisible() and ghost.geometry().contains(board.mapFromGlobal(
        target.mapToGlobal(target.rect().center())))
    qtbot.mouseRelease(source, Qt.MouseButton.LeftButton, pos=over)
    assert w.session.ply > before
    assert w.session.moves[-1].to_json() == {"kind": "place_setup", "slot": 4}
    assert not ghost.isVisible()


def test_a_refused_move_shows_its_rule_and_sentence(qtbot, europe):
    w = _window(qtbot, europe, ["human:Anna", "greedy"], seed=5)
    board = w.board
    # setup: click a slot that already holds a card
    _journey_gesture(qtbot, w, 0)
    qtbot.waitUntil(lambda: w.session.to_move() is not None)
    full = next(s for s in board.slots if s.card is not None)
    _click(qtbot, full)
    assert w.refusal.isVisible()
    assert "(J2)" in w.refusal.text() and "already holds a card" in w.refusal.text()


def test_a_refusal_clears_at_the_next_legal_action(qtbot, europe):
    w = _window(qtbot, europe, ["human:Anna", "greedy"], seed=5)
    board = w.board
    _journey_gesture(qtbot, w, 0)
    qtbot.waitUntil(lambda: w.session.to_move() is not None)
    _click(qtbot, next(s for s in board.slots if s.card is not None))
    assert w.refusal.isVisible()
    before = w.session.ply
    _click(qtbot, next(s for s in board.slots if s.card is None))  # legal: J2, an empty slot
    assert w.session.ply > before
    assert not w.refusal.isVisible()


def test_a_slot_clicked_before_drawing_says_why_in_the_status_bar(qtbot, europe):
    w = _window(qtbot, europe, ["human:Anna", "human:Ben"], seed=4, solo=True)
    _play_until(qtbot, w, lambda: w.session.state.phase == "draw")
    before = w.session.ply
    _click(qtbot, w.board.slots[0])
    assert w.session.ply == before
    assert w.statusBar().currentMessage() == "Draw a card first: click the draw pile or a discard pile."


def test_ctrl_z_with_nothing_to_undo_says_why(qtbot, europe):
    w = _window(qtbot, europe, ["human:Anna", "greedy"], seed=5)
    assert not w.undo_action.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.statusBar().currentMessage() == "Nothing to undo: no person has moved yet."
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert w.statusBar().currentMessage().startswith("Nothing to redo")
    # a card was dealt after Anna's setup move: she may not take back what she has seen
    _journey_gesture(qtbot, w, 0)
    qtbot.waitUntil(lambda: w.session.to_move() is not None)
    assert not w.undo_action.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "no one may take back what they have seen" in w.statusBar().currentMessage()


def test_two_people_never_see_each_others_holders(qtbot, europe):
    w = _window(qtbot, europe, ["human:Anna", "human:Ben"], seed=9)
    seen_handoffs = 0
    faces = w.board.faces

    def check():
        s = w.session
        if w.stage.currentWidget() is w.handoff:
            texts = [w.handoff_text.text()]
            assert not any(f.title in t for f in faces.values() for t in texts)
            return
        viewer = w._viewer
        if viewer is None:
            return
        other = 1 - viewer
        hidden = {c for c in s.state.to_json()["holders"][other] if c}
        shown = {c.card for c in w.board.findChildren(type(w.board.hand))
                 if c.face_up and c.isVisible()}
        assert not (hidden & shown), (viewer, hidden & shown)
        # names only the other holder has (no visible card of the same name) never show
        visible_names = {faces[c].title for c in shown if c in faces}
        secret = {faces[c].title for c in hidden} - visible_names
        texts = w.board.visible_texts()
        for name in secret:
            assert not any(x in (name, f"{name} ★") or x.startswith(f"{name} —") for x in texts)

    for i in range(600):
        if w.session.is_over():
            break
        qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
        check()
        if w.stage.currentWidget() is w.handoff:
            seen_handoffs += 1
            _click(qtbot, w.ready_button)
            check()
            continue
        _journey_gesture(qtbot, w, i * 5 + 1)
        check()
    assert seen_handoffs > 10


# -- undo, redo, god view ----------------------------------------------------------------------


def test_undo_and_redo_from_the_keyboard(qtbot, europe):
    w = _window(qtbot, europe, ["human:Anna", "human:Ben"], seed=4, solo=True)
    _play_until(qtbot, w, lambda: w.session.state.phase == "draw")
    pile = next(m for m in w.session.legal_moves() if m.kind == "draw" and m.pile > 0)
    _click(qtbot, w.board.piles[pile.pile - 1])
    assert w.session.state.phase == "place"
    assert w.undo_action.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.session.state.phase == "draw"
    assert w.redo_action.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert w.session.state.phase == "place"
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert w.session.state.phase == "place"
    keys = [k.toString() for k in w.redo_action.shortcuts()]
    assert len(keys) == len(set(keys))  # a key bound twice on one action does nothing


def test_god_view_shows_every_holder(qtbot, europe):
    w = _window(qtbot, europe, ["human:Anna", "greedy"], seed=2)
    _play_until(qtbot, w, lambda: w.session.state.phase == "draw")
    faces = w.board.faces
    bot_cards = {faces[c].title for c in w.session.state.to_json()["holders"][1]}
    assert not w.god_action.isChecked()
    before = w.board.visible_texts()
    w.god_action.trigger()
    after = w.board.visible_texts()

    def shown(texts):
        return {n for n in bot_cards if any(x.startswith(f"{n} —") for x in texts)}

    assert len(shown(after)) > len(shown(before))


# -- records, replay, fork ----------------------------------------------------------------------


def test_save_a_record_and_replay_it_with_the_slider_and_fork(qtbot, europe, dialogs, tmp_path):
    w = _window(qtbot, europe, ["human:Anna", "greedy"], seed=6)
    _play_until(qtbot, w, lambda: w.session.state.phase == "draw" and w.session.ply > 30)
    dialogs.save_path = str(tmp_path / "game")
    assert w.save_record()
    saved = tmp_path / "game.json"
    assert saved.exists()
    assert w.open_record_file(saved)
    assert w.replay_bar.isVisible()
    n = w.replay_slider.maximum()
    w.replay_slider.setValue(n // 2)
    assert f"After move {n // 2} of {n}" in w.replay_label.text()
    assert w.fork(["human:Anna", "human:Ben"], seed=6)
    assert w.session.ply == n // 2 and not w.replay_bar.isVisible()
    assert [s.name for s in w.session.seats] == ["Anna", "Ben"]


def test_the_bots_pace_is_offered_only_at_a_table_with_a_bot(qtbot, europe, monkeypatch):
    """Two people: no "Bots: at once" box (nor the bots' search beside it); a fork that seats
    a bot brings it back, and a fork with people only hides it again."""
    w = _window(qtbot, europe, ["human:Anna", "human:Ben"], seed=6)
    assert not w.pace_box.isVisible() and not w.search_label.isVisible()
    seats = [["human:Anna", "greedy"], ["human:Anna", "human:Ben"]]
    monkeypatch.setattr(PlaytestSetupDialog, "exec", lambda self: self.DialogCode.Accepted)
    monkeypatch.setattr(PlaytestSetupDialog, "seats", lambda self: seats[0])
    for shown in (True, False):
        qtbot.keyClick(w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # Replay This Game
        assert w.replay_bar.isVisible()
        _click(qtbot, w.findChild(QPushButton, "fork"))
        assert [s.spec for s in w.session.seats] == seats.pop(0)
        # (the tool bar lays itself out again on the next turn of the event loop)
        qtbot.waitUntil(lambda shown=shown: w.pace_box.isVisible() == shown
                        and w.search_label.isVisible() == shown)


# -- Apply edits -------------------------------------------------------------------------------


def test_apply_edits_replays_the_game_on_the_edited_pack(qtbot, europe):
    from app.documents import Document

    doc = Document(europe)
    w = _window(qtbot, europe, ["human:Anna", "greedy"], seed=8, document=doc)
    _play_until(qtbot, w, lambda: w.session.state.phase == "draw")
    plies = w.session.ply
    assert not w.banner.isVisible()
    renamed = europe.model_copy(update={"name": "Europe, edited"})
    doc.replace(renamed)
    assert w.banner.isVisible()
    _click(qtbot, w.apply_button)
    assert not w.banner.isVisible()
    assert w.session.pack is renamed and w.session.ply == plies
    assert "all hold" in w.statusBar().currentMessage()


def test_apply_edits_stops_at_the_first_move_that_no_longer_holds(qtbot, europe):
    from app.documents import Document

    doc = Document(europe)
    w = _window(qtbot, europe, ["human:Anna", "greedy"], seed=8, document=doc)
    _play_until(qtbot, w, lambda: w.session.state.phase == "draw" and w.session.ply > 25)
    dealt = next(m for m in w.session.moves if m.kind == "deal")
    first = next(i for i, m in enumerate(w.session.moves) if m == dealt)
    edited = europe.model_copy(update={"cards": tuple(c for c in europe.cards
                                                      if c.id != dealt.card)})
    doc.replace(edited)
    _click(qtbot, w.apply_button)
    assert w.session.ply == first
    name = element_name(europe, f"cards[{[c.id for c in europe.cards].index(dealt.card)}]")
    assert w.refusal.text().startswith(f"{name[:1].upper() + name[1:]} is no longer in the pack: "
                                       f"move {first + 1}, “")
    assert "chance outcome" not in w.refusal.text() and "ply" not in w.refusal.text()
    assert w.refusal.text().count(f"move {first + 1}") == 1
    # the log and the board are the new game's: one row a move, the same moves
    qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
    assert w.log_list.count() == w.session.ply
    assert [w.log_list.item(k).data(Qt.ItemDataRole.UserRole) for k in range(w.log_list.count())] \
        == w.session.log


def test_apply_edits_after_deleting_greece_names_greece_once(qtbot, europe):
    from app.documents import Document
    from content.edit.journey import delete_elements

    doc = Document(europe)
    w = _window(qtbot, europe, ["human:Anna", "human:Ben"], seed=1, document=doc, solo=True)
    # seed 1 deals the Greece card at move 8 (the setup)
    _play_until(qtbot, w, lambda: w.session.ply > 10)
    ply = next(i for i, m in enumerate(w.session.moves) if getattr(m, "card", "") == "country:gr")
    doc.replace(delete_elements(europe, countries=["gr"]))
    _click(qtbot, w.apply_button)
    assert w.session.ply >= ply  # the game goes on from just before the lost deal
    assert not any(getattr(m, "card", "") == "country:gr" for m in w.session.moves)
    text = w.refusal.text()
    assert text.startswith(f"Greece card is no longer in the pack: move {ply + 1}, “"), text
    assert text.count("Greece") == 1 and "ply" not in text
    assert w.statusBar().currentMessage() == f"Edits applied: {ply} moves replayed"


# -- the studio's Game menu and the command line -----------------------------------------------


def test_f5_opens_the_setup_and_a_playtest_of_the_current_document(qtbot, settings, tmp_path,
                                                                      monkeypatch):
    from app.main_window import MainWindow

    win = MainWindow(settings=settings, autosave_dir=tmp_path / "autosave")
    qtbot.addWidget(win)
    assert not win.playtest_action.isEnabled()
    win.new_from_template("europe")
    assert win.playtest_action.isEnabled()
    assert win.playtest_action.shortcut().toString() == "F5"
    monkeypatch.setattr(PlaytestSetupDialog, "exec", lambda self: self.DialogCode.Accepted)
    win.playtest_action.trigger()
    assert len(win.playtest_windows) == 1
    pw = win.playtest_windows[0]
    assert pw.session.pack is win.current_document().pack
    assert pw.isVisible()
    pw.close()


def test_the_studio_imports_a_games_playtest_modules_while_idle_after_showing_its_pack(
        main_window, qtbot, tmp_path, monkeypatch):
    """After a pack is shown the studio imports what its first playtest needs (window, board,
    engine, bot), one module a turn of the event loop, so the first F5 does not wait for them;
    a module that fails to import stops the warm-up quietly (F5 reports it); once a game."""
    import sys

    import app.main_window as main_window_module
    import app.playtest as playtest
    from app.playtest import first_open_modules

    assert first_open_modules("trails") == ["app.playtest.window", "app.playtest.trails_board",
                                            "core.trails", "core.bots.trails_greedy"]
    assert first_open_modules("chess") == []
    for name in ("warm_one", "warm_two", "warm_broken", "warm_never"):
        body = "raise ImportError('broken on purpose')\n" if name == "warm_broken" else ""
        (tmp_path / f"{name}.py").write_text(body, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    asked = []

    def modules(game):
        asked.append(game)
        return ["warm_one", "warm_two", "warm_broken", "warm_never"]

    monkeypatch.setattr(playtest, "first_open_modules", modules)
    monkeypatch.setattr(main_window_module, "WARM_UP_DELAY_MS", 50)
    main_window.new_from_template("trails")
    assert "warm_one" not in sys.modules  # nothing is imported before the studio is idle
    qtbot.waitUntil(lambda: "warm_two" in sys.modules, timeout=5000)
    qtbot.wait(200)
    assert "warm_never" not in sys.modules and "warm_broken" not in sys.modules
    main_window.new_from_template("trails")
    qtbot.wait(200)
    assert asked == ["trails"]
    for name in ("warm_one", "warm_two"):
        sys.modules.pop(name, None)


def test_every_seat_up_to_the_packs_twelve_players_has_its_own_colour():
    from app.playtest import expedition_board, trails_board

    for colour_of in (trails_board.seat_colour, expedition_board.seat_colour):
        colours = [colour_of(seat).name() for seat in range(12)]
        assert len(set(colours)) == 12, colours


def test_the_bots_pace_shows_how_many_iterations_an_mcts_bot_searched(qtbot, europe):
    """Beside the pace: a designer knows what strength the bot played at."""
    w = _window(qtbot, europe, ["human:Anna", "mcts:5"], seed=2)
    assert w.search_label.objectName() == "bot_search"
    _play_until(qtbot, w, lambda: w.session.search(1) is not None)
    qtbot.waitUntil(lambda: w.search_label.text() != "")
    name = w.session.names[1]
    assert w.search_label.text() == f"{name}: 5 iterations a decision (fewest 5)"


def test_the_journey_map_stands_beside_the_piles_and_has_the_height_the_table_leaves(qtbot, europe):
    """Four seats at 1,400 × 900: the piles and the drawn card stand in a column left of the
    map, under the holder, so the map is more than half the board's height (it had a row of
    piles above it and was 310 px of 830) and finds room for nearly every name, and it is
    fitted again when the rows above it change, and stays put when the words of what to do
    take one line or two; a long check of
    broken links scrolls in the column rather than stretching the table."""
    w = _window(qtbot, europe, ["human:Anna", "greedy", "greedy", "greedy"], seed=5)
    w.resize(1400, 900)
    board = w.board
    qtbot.wait(100)

    def box(widget):
        return widget.geometry().translated(widget.parentWidget().mapTo(board, widget.parentWidget().rect().topLeft()))

    the_map, slots = box(board.map), [box(s) for s in board.slots]
    assert the_map.top() > max(s.bottom() for s in slots)
    for pile in (board.draw_pile, *board.piles, board.hand):
        place = box(pile)
        assert place.right() < the_map.left() and place.top() > max(s.bottom() for s in slots)
    assert board.map.height() > board.height() / 2
    # the whole map is in view, fitted after the other seats' rows took their room, and those
    # rows' cards stand in line whoever is to move ("Greedy 2 — to move" is the widest name)
    shown = board.map.mapFromScene(board.scene.map_rect()).boundingRect()
    assert board.map.viewport().rect().adjusted(-2, -2, 2, 2).contains(shown)
    firsts = {box(cards[0]).left() for seat, (row, _name, cards) in board._other_rows.items() if seat != 0}
    assert len(firsts) == 1
    # names left out for want of room: 15 of 42 when the piles stood above the map, 2 now
    qtbot.wait(200)  # the names are placed by a timer after the map is fitted
    assert len([c for c in europe.countries if board.scene.label_hidden(c.id)]) <= 2
    # fill the holder from slot 10 down: the check lists its broken links, and scrolls
    while True:
        qtbot.waitUntil(lambda: w.session.to_move() is not None)
        moves = [m.to_json() for m in w.session.legal_moves()]
        if moves[0]["kind"] != "place_setup":
            break
        _click(qtbot, board.slots[max(m["slot"] for m in moves) - 1])
    qtbot.waitUntil(lambda: "broken link" in board.check_label.text())
    assert board.check_scroll.widget() is board.check_label
    assert w.height() == 900 and board.map.height() > board.height() / 2
    # what to do now changes with every move, in one line or two: the map under it stays put
    heights = {board.map.height()}
    qtbot.waitUntil(lambda: w.session.to_move() == 0)
    _click(qtbot, board.draw_pile)  # "Draw a card: …" (one line), then "Drag the drawn card…"
    qtbot.waitUntil(lambda: board.hand.card is not None)
    qtbot.wait(50)
    heights.add(board.map.height())
    assert len(heights) == 1 and board.hint.text().startswith("Drag the drawn card")


@pytest.mark.parametrize("game, seats, language", [
    ("europe", 4, "en"), ("trails", 5, "en"), ("trails", 5, "fr"), ("expedition", 6, "en")])
def test_every_games_table_at_its_most_seats_fits_a_1280_by_800_screen(qtbot, game, seats, language):
    """A laptop's screen holds the playtest: Journey's four seats needed 1,312 x 810 px and
    Trails 1,316 px of width (1,388 in French); a person's table with a long check of broken
    links included."""
    from app.i18n import install_language

    install_language(language)
    try:
        w = _window(qtbot, default_pack(game), ["human:Anna"] + ["greedy"] * (seats - 1), seed=5)
        w.resize(1280, 800)
        qtbot.wait(50)
        if game == "europe":  # the holder filled from slot 10 down: every link broken, listed
            while [m.to_json() for m in w.session.legal_moves()][0]["kind"] == "place_setup":
                moves = [m.to_json() for m in w.session.legal_moves()]
                _click(qtbot, w.board.slots[max(m["slot"] for m in moves) - 1])
                qtbot.waitUntil(lambda: w.session.to_move() is not None)
            assert "broken link" in w.board.check_label.text()
        least = w.minimumSizeHint()
        assert least.width() <= 1280 and least.height() <= 800, least
        assert w.size().width() == 1280 and w.size().height() == 800
    finally:
        install_language("en")


def test_J5_the_drawn_cards_country_is_marked_and_named_on_the_map(qtbot, europe):
    """The card in hand is found on the map at once: its country is marked, its name shown
    however crowded the map is (at 1,400 × 900 the Balkans hide some names), and it reads
    "drawn"; placed in a slot by a click, it becomes a numbered stop of the route."""
    from app.boards.base import MARK_SELECTION

    w = _window(qtbot, europe, ["human:Anna", "greedy"], seed=3)
    w.resize(1400, 900)
    board = w.board
    qtbot.waitUntil(lambda: board.hand.card is not None)
    card = next(c for c in europe.cards if c.id == board.hand.card)
    assert card.kind == "country"
    key = ("country", card.ref)

    def drawn_words():
        return [i.text() for i in board.scene.overlays() if hasattr(i, "text")
                and i.text() == "drawn"]

    qtbot.waitUntil(lambda: key in board.scene.marks(MARK_SELECTION))
    qtbot.waitUntil(lambda: not board.scene.label_hidden(card.ref))  # placed by the timer
    assert drawn_words() == ["drawn"]
    _click(qtbot, board.slots[0])  # the drawn card goes into slot 1
    qtbot.waitUntil(lambda: board.slots[0].card == card.id)
    assert key in board.scene.marks(MARK_SELECTION)  # now the route's stop 1
    stops = [i.text() for i in board.scene.overlays() if hasattr(i, "text")]
    assert "1" in stops
    # the next card in hand (a greedy turn later) is the only one that reads "drawn"
    qtbot.waitUntil(lambda: w.session.to_move() == 0)
    assert drawn_words() == (["drawn"] if board.hand.card is not None
                             and next(c for c in europe.cards if c.id == board.hand.card).kind
                             == "country" else [])
