"""The Expedition playtest board, driven like a person would: clicks on the points and buttons.

Moves are chosen by reading the session (its legal moves, a greedy bot's choice for the
person's seat) but always MADE by a gesture on the board: a click on a point, a card, a
ticket or choice button. No test calls the session to move.
"""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton, QToolBar

from app.playtest.expedition_board import ArrowPieceItem, CardButton, ExpeditionBoard
from app.playtest.window import PlaytestWindow
from content import default_pack
from core.api import make_bot, replay
from tests.app.conftest import show_active


@pytest.fixture(scope="module")
def world():
    return default_pack("expedition")


def _window(qtbot, pack, seats, seed=3, solo=False):
    w = PlaytestWindow(pack, seats, seed, solo=solo)
    qtbot.addWidget(w)
    w.set_pace(0)
    w.resize(1400, 900)
    show_active(qtbot, w)
    qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
    qtbot.wait(5)  # the board's first fit to the view
    return w


def _click(qtbot, widget):
    assert widget is not None and widget.isVisible(), widget
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def _click_point(qtbot, board: ExpeditionBoard, point: str):
    pos: QPoint = board.point_view_pos(point)
    viewport = board.canvas.viewport()
    assert viewport.rect().contains(pos), (point, pos, viewport.rect())
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=pos)


def _button_for(board: ExpeditionBoard, data: dict) -> QPushButton | None:
    """The visible action button that makes the move ``data`` (the one a person reads)."""
    for b in board.findChildren(QPushButton):
        if b.isVisible() and getattr(b, "data", None) == data:
            return b
    return None


def _card(board: ExpeditionBoard, name: str) -> CardButton:
    return board.findChild(CardButton, name)


def expedition_gesture(qtbot, w, move, variant: int = 0) -> None:
    """Make ``move`` with the mouse the way a person would; ``variant`` picks among the
    gestures that make the same move (the hand card or the point; the second click)."""
    board = w.board
    data = move.to_json()
    kind = data["kind"]
    if kind == "token":
        card = next((c.id for c in w.session.pack.cards
                     if board.game.board.node_of[c.point] == board.game.board.node_of[data["point"]]
                     and _card(board, f"hand_{c.id}") is not None
                     and _card(board, f"hand_{c.id}").isVisible()), None)
        if variant % 2 and card is not None:
            _click(qtbot, _card(board, f"hand_{card}"))
        else:
            _click_point(qtbot, board, data["point"])
    elif kind == "arrow":
        _click_point(qtbot, board, data["to"])
        choice = board.pending_choice()
        if choice is not None:
            if variant % 2 and choice[0] == data:
                _click_point(qtbot, board, data["to"])  # the second click takes the first
            else:
                _click(qtbot, _button_for(board, data))
    elif kind == "restart":
        _click_point(qtbot, board, data["point"])
    elif kind in ("ticket", "end_turn"):
        _click(qtbot, _button_for(board, data))
    elif kind == "swap":
        _click(qtbot, board.findChild(QPushButton, f"take_{data['take']}"))
        _click(qtbot, _card(board, f"hand_{data['give']}"))
    else:
        raise AssertionError(f"no gesture for {move}")


class Chooser:
    """Picks each person's move as a greedy player would (their view and legal moves only)."""

    def __init__(self, w, seed: int = 0) -> None:
        self.w = w
        self.bots = {}
        self.seed = seed

    def __call__(self, seat: int):
        s = self.w.session
        if seat not in self.bots:
            self.bots[seat] = make_bot("greedy", s.game, seat, random.Random(self.seed + seat))
        return self.bots[seat].choose(s.view(seat), s.legal_moves())


def _play_until(qtbot, w, done, check=lambda: None, limit=5000, seed=0):
    choose = Chooser(w, seed)
    handoffs = 0
    for i in range(limit):
        if done():
            return handoffs
        qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
        check()
        if done() or w.session.is_over():
            return handoffs
        if w.stage.currentWidget() is w.handoff:
            handoffs += 1
            _click(qtbot, w.ready_button)
            check()
            continue
        before = w.session.ply
        expedition_gesture(qtbot, w, choose(w.session.to_move()), variant=i)
        assert w.session.ply > before, w.refusal.text()
        check()
    raise AssertionError("the game did not reach the goal")


def _anna_arrow_turn(qtbot, w):
    """Play on until Anna must play her turn's arrow."""
    s = w.session
    _play_until(qtbot, w, lambda: s.to_move() == 0 and s.state.phase == "play"
                and s.state.owed and str(s.state.owed[-1].what) == "arrow"
                and any(m.kind == "arrow" for m in s.legal_moves()))


# -- a whole game -------------------------------------------------------------------------------


def test_E1_E15_a_whole_expedition_game_against_greedy_bots_through_clicks(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "greedy", "greedy"], seed=7)
    kinds = set()
    original = w.play

    def play(move):
        kinds.add(move.kind if move.kind != "ticket" else f"ticket:{move.use}")
        return original(move)

    w.board.move_chosen.disconnect()
    w.board.move_chosen.connect(play)
    _play_until(qtbot, w, w.session.is_over)
    assert w.stage.currentWidget() is w.end_page
    res = w.session.result()
    assert res.reason in ("hand_empty", "arrows_out", "blocked", "round_limit")
    assert w.end_reason.text().startswith("The game ended")
    assert w.scores_table.rowCount() == 3
    assert not w.scores_table.isColumnHidden(1)  # a game on points shows them
    assert w.log_list.count() == w.session.ply
    assert {"token", "arrow", "restart", "ticket:arrow", "ticket:swap", "swap"} <= kinds
    assert replay(world, w.session.record()) == w.session.state
    # the final table shows the scores the engine counts (E14)
    _click(qtbot, w.findChild(QPushButton, "show_table"))
    board = w.board
    for seat, score in enumerate(w.session.state.scores()):
        assert board.findChild(type(board.phase_label), f"seat_{seat}_score").text() == \
            f"{score} pts"
    assert board.action_title.text() == "Game over"


# -- hidden information ---------------------------------------------------------------------------


def test_E1_two_people_never_see_each_others_hands_or_swaps(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "human:Ben"], seed=11)
    board = w.board
    names = {p.id: p.name for p in world.points}
    card_name = {c.id: names[c.point] for c in world.cards}
    checks = {"shown": 0}

    def check():
        s = w.session
        if w.stage.currentWidget() is w.handoff:
            assert not board.isVisible()
            return
        viewer = w._viewer
        if viewer is None or not board.isVisible():
            return
        other = 1 - viewer
        full = s.state.to_json()
        mine, theirs = set(full["hands"][viewer]), set(full["hands"][other])
        # the viewer's own hand is shown, card by card
        shown = {b.card for b in board.hand_cards if b.isVisible()}
        assert shown == mine
        assert board.hand_title.text().startswith(f"{s.seats[viewer].name}'s hand")
        # the other person's cards never: no id, no name in any text of the board
        hidden = set(theirs)
        if s.state.to_move == other:
            hidden |= set(full["offer"])
        texts = " | ".join(board.visible_texts())
        for card in hidden:
            assert card not in texts and card_name[card] not in texts, card_name[card]
        info = board.findChild(type(board.phase_label), f"seat_{other}_info").text()
        n = len(theirs)
        assert info.startswith(f"{n} card{'s' * (n != 1)} in hand"), info
        assert "hand:" not in info
        checks["shown"] += 1

    handoffs = _play_until(qtbot, w, w.session.is_over, check=check)
    assert handoffs > 10 and checks["shown"] > 50
    assert w.session.is_over()


def test_god_view_shows_every_hand(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "greedy"], seed=2)
    _anna_arrow_turn(qtbot, w)
    names = {p.id: p.name for p in world.points}
    bot_hand = [names[c.point] for c in world.cards
                if c.id in w.session.state.to_json()["hands"][1]]
    assert bot_hand
    texts = " | ".join(w.board.visible_texts())
    assert not any(name in texts for name in bot_hand)
    w.god_action.trigger()
    info = w.board.findChild(type(w.board.phase_label), "seat_1_info").text()
    assert all(name in info for name in bot_hand)
    w.god_action.trigger()
    texts = " | ".join(w.board.visible_texts())
    assert not any(name in texts for name in bot_hand)


# -- placing and playing ------------------------------------------------------------------------


def test_E2_tokens_go_on_the_ringed_points_of_your_cards(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "greedy"], seed=4)
    s = w.session
    assert s.state.phase == "place" and s.to_move() == 0
    board = w.board
    legal = [m.point for m in s.legal_moves()]
    assert board.target_points() >= set(legal)
    # a click on a point not of Anna's cards is refused with the rule
    far = next(p.id for p in world.points if p.kind == "green"
               and p.id not in board.target_points()
               and board.canvas.viewport().rect().contains(board.point_view_pos(p.id)))
    ply = s.ply
    _click_point(qtbot, board, far)
    assert s.ply == ply and w.refusal.isVisible()
    assert w.refusal.text().startswith("Not allowed (E2): ")
    # a click on a ringed point puts the token there, drawn in Anna's colour
    _click_point(qtbot, board, legal[0])
    assert s.moves[ply].to_json() == {"kind": "token", "point": legal[0]}
    assert not w.refusal.isVisible()
    node = s.game.board.node_of[legal[0]]
    assert (node, 0) in s.state.tokens
    from app.playtest.expedition_board import TokenItem

    tokens = [i for i in board.scene.items() if isinstance(i, TokenItem) and i.seat == 0]
    assert [t.pos() for t in tokens] == [board.scene.point_scene_pos(legal[0])]


def test_E3_the_first_arrows_leave_the_rose_and_the_colour_is_chosen(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "greedy"], seed=5)
    s = w.session
    board = w.board
    _play_until(qtbot, w, lambda: s.state.phase == "play" and s.to_move() == 0)
    assert not any(e.trail for e in s.state.expeditions)  # Anna plays first
    arrows = [m for m in s.legal_moves() if m.kind == "arrow"]
    target = arrows[0].to
    same = [m.to_json() for m in arrows if m.to == target]
    assert len(same) == len(world.colours)  # every colour can leave the rose that way
    ply = s.ply
    _click_point(qtbot, board, target)
    assert s.ply == ply and board.pending_choice() == same
    assert board.action_title.text() == "Which arrow?"
    purple = next(d for d in same if d["colour"] == "purple")
    _click(qtbot, _button_for(board, purple))
    assert s.moves[ply].to_json() == purple
    trails = [i for i in board.scene.items() if isinstance(i, ArrowPieceItem)]
    assert len(trails) == 1 and trails[0].colour.name() == "#7b3fb5"


def test_E4_a_refused_arrow_shows_its_rule(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "greedy"], seed=5)
    _anna_arrow_turn(qtbot, w)
    s = w.session
    board = w.board
    targets = board.target_points()
    heads = {e.head for e in s.state.expeditions}
    adj = s.game.board.adj
    near = {v for h in heads for _p, v in adj[h]} | heads
    far = next(p.id for p in world.points if p.id not in targets
               and s.game.board.node_of[p.id] not in near
               and board.canvas.viewport().rect().contains(board.point_view_pos(p.id)))
    ply = s.ply
    _click_point(qtbot, board, far)
    assert s.ply == ply
    assert w.refusal.isVisible()
    assert re.match(r"Not allowed \(E4\): an arrow continues the expedition from its head",
                    w.refusal.text()), w.refusal.text()


def test_E11_tickets_are_buttons_and_a_refused_one_says_why(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "greedy"], seed=6)
    s = w.session
    board = w.board
    _play_until(qtbot, w, lambda: s.state.phase == "play" and s.to_move() == 0)
    assert not any(e.trail for e in s.state.expeditions)  # Anna's first turn
    names = {"ticket_arrow", "ticket_swap"} | {f"ticket_take_back_{c.id}" for c in world.colours}
    shown = {b.objectName() for b in board.findChildren(QPushButton) if b.isVisible()}
    assert names <= shown
    # no arrow is down yet: a take-back is refused with the rule
    back = board.findChild(QPushButton, f"ticket_take_back_{world.colours[0].id}")
    assert not back.is_highlighted()
    # no colour has an arrow down: no take-back is drawn in its colour, each tip says why
    for c in world.colours:
        b = board.findChild(QPushButton, f"ticket_take_back_{c.id}")
        assert b._style[0] is None, c.id
        assert b.toolTip() == f"No {c.name} arrow on the board to take back (E11b)"
    ply = s.ply
    _click(qtbot, back)
    assert s.ply == ply
    assert w.refusal.text() == (f"Not allowed (E11): the {world.colours[0].name.lower()} "
                                "expedition has no arrow on the board to take back")
    # one more arrow: the ticket buys an arrow owed after the turn's
    tickets = s.state.tickets[0]
    _click(qtbot, board.findChild(QPushButton, "ticket_arrow"))
    assert s.state.tickets[0] == tickets - 1 and len(s.state.owed) == 2
    assert "ticket, E11a" in board.phase_label.text()


def test_E11b_take_back_the_last_arrow(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "greedy"], seed=8)
    _anna_arrow_turn(qtbot, w)
    s = w.session
    board = w.board
    move = next(m for m in s.legal_moves() if m.kind == "arrow")
    expedition_gesture(qtbot, w, move)
    colour = s.game.board.colour_index[move.colour]
    _play_until(qtbot, w, lambda: s.to_move() == 0 and s.state.to_move == 0
                and not s.state.offer and s.state.tickets[0] > 0
                and s.state.tickets_used < world.rules.tickets_per_turn
                and any(m.to_json() == {"kind": "ticket", "use": "take_back",
                                        "colour": move.colour} for m in s.legal_moves()))
    trail = s.state.expeditions[colour].trail
    button = board.findChild(QPushButton, f"ticket_take_back_{move.colour}")
    assert button.is_highlighted()
    assert button._style[0] is not None  # in its colour: it has an arrow to take back
    _click(qtbot, button)
    assert s.state.expeditions[colour].trail == trail[:-1]


def test_E11c_a_swap_takes_a_drawn_card_for_a_hand_card(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "greedy"], seed=9)
    _anna_arrow_turn(qtbot, w)
    s = w.session
    board = w.board
    _click(qtbot, board.findChild(QPushButton, "ticket_swap"))
    qtbot.waitUntil(lambda: s.to_move() == 0)
    offer = s.state.to_json()["offer"]
    assert len(offer) == 2
    assert board.action_title.text() == "Swap a card (ticket, E11c)"
    take = offer[1]
    _click(qtbot, board.findChild(QPushButton, f"take_{take}"))
    assert board.action_title.text() == "Give up a card"
    give = next(b for b in board.hand_cards if b.isVisible())
    assert give.highlighted() == "#dc2626"
    card = give.card
    _click(qtbot, give)
    hand = s.state.to_json()["hands"][0]
    assert take in hand and card not in hand
    assert s.moves[-1].to_json() == {"kind": "swap", "give": card, "take": take}
    assert {b.card for b in board.hand_cards if b.isVisible()} == set(hand)


def test_undo_and_redo_an_arrow(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "greedy"], seed=10)
    _anna_arrow_turn(qtbot, w)
    s = w.session
    board = w.board
    market_points = {c.point for c in world.cards if c.id in s.state.to_json()["market"]}
    green = {p.id for p in world.points if p.kind == "green"}
    # an arrow that draws no card (no market refill): it can be taken back
    move = next(m for m in s.legal_moves() if m.kind == "arrow"
                and m.to not in market_points and m.to not in green)
    before_targets = board.target_points()
    before = s.state
    ply = s.ply
    expedition_gesture(qtbot, w, move)
    assert s.state != before
    assert w.undo_action.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert s.state == before
    assert board.target_points() == before_targets
    # redo from the tool bar: the window binds Ctrl+Y twice, so its redo keys are ambiguous
    assert w.redo_action.isEnabled()
    bar = w.findChild(QToolBar, "playtest_toolbar")
    _click(qtbot, bar.widgetForAction(w.redo_action))
    assert s.ply > ply and s.moves[ply] == move


def test_the_market_and_deck_follow_the_table(qtbot, world):
    w = _window(qtbot, world, ["human:Anna", "greedy"], seed=12)
    _anna_arrow_turn(qtbot, w)
    s = w.session
    board = w.board
    full = s.state.to_json()
    assert {b.card for b in board.market_cards if b.isVisible()} == set(full["market"])
    deck = len(full["deck"]) + len(full["bottom"])
    assert board.market_title.text() == f"Market · deck: {deck} card{'s' * (deck != 1)}"
    # a click on a market card rings its point on the map
    card = next(b for b in board.market_cards if b.isVisible())
    ply = s.ply
    _click(qtbot, card)
    assert s.ply == ply and "ringed" in w.statusBar().currentMessage()


def test_E15_a_tie_the_tickets_broke_lists_the_winner_first(qtbot, world):
    """Anna (seat 1) and Greedy 3 end on 22 points; E15 gives Greedy 3 the game on tickets.
    The end screen's tables and the final table's panel list the winner above Anna (they
    listed Anna first: equal scores kept seat order, so "Greedy 3 wins" sat under a tied Anna
    with nothing to say why)."""
    w = _window(qtbot, world, ["human:Anna", "greedy", "greedy"], seed=7)
    _play_until(qtbot, w, w.session.is_over)
    res = w.session.result()
    assert res.scores[0] == res.scores[2] and res.winners == (2,)
    scores = w.scores_table
    assert [scores.item(r, 0).text() for r in range(3)] == ["Greedy 3", "Anna", "Greedy 2"]
    assert [scores.item(r, 2).text() for r in range(3)] == ["winner", "", ""]
    # the line over the table says so, with the tickets that broke the tie
    tickets = w.session.state.tickets
    assert tickets[2] > tickets[0]
    assert w.end_tie.text() == ("Greedy 3 and Anna tied on 22 points; Greedy 3 wins with more "
                                f"tickets: {tickets[2]} against {tickets[0]} (E15).")
    parts = w.end_explain.table
    assert [parts.horizontalHeaderItem(c).text() for c in range(3)] == \
        ["Greedy 3", "Anna", "Greedy 2"]
    # the table behind the end screen lists the seats in the same order
    _click(qtbot, w.findChild(QPushButton, "show_table"))
    assert w.board.action_title.text() == "Game over"
    assert w.board.action_text.text() == \
        "Greedy 3: 22 points<br>Anna: 22 points<br>Greedy 2: 18 points"
