"""The Trails playtest board, driven like a person would: clicks on the board and the buttons.

Moves are chosen by reading the session (its legal moves, a greedy bot's choice for the
person's seat) but always MADE by a gesture on the board: a click on a point, a hex, a girl
and an arrow, a payment or bid button, a market card. No test calls the session to move.
"""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton

from app.playtest.trails_board import CardChip, TrailsBoard, hand_words
from app.playtest.window import PlaytestWindow
from content import default_pack
from core.api import make_bot, replay
from tests.app.conftest import show_active


@pytest.fixture(scope="module")
def trails():
    return default_pack("trails")


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


def _click_board(qtbot, board: TrailsBoard, pos: QPoint):
    viewport = board.canvas.viewport()
    assert viewport.rect().contains(pos), (pos, viewport.rect())
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=pos)


def _button_for(board: TrailsBoard, data: dict) -> QPushButton | None:
    """The visible action button that makes the move ``data`` (the one a person reads)."""
    for b in board.findChildren(QPushButton):
        if b.isVisible() and getattr(b, "data", None) == data:
            return b
    return None


def _geo(w):
    return w.session.game.geometry(w.session.players)


def trails_gesture(qtbot, w, move, variant: int = 0) -> None:
    """Make ``move`` with the mouse the way a person would; ``variant`` picks among the
    gestures that make the same move (a second click on the point, the hand's card, the
    direction buttons)."""
    board = w.board
    data = move.to_json()
    kind = data["kind"]
    geo = _geo(w)
    if kind in ("auction_hex", "place_man"):
        _click_board(qtbot, board, board.hex_view_pos(geo.index[(data["q"], data["r"])]))
    elif kind in ("bid", "pass", "scrap", "stop"):
        _click(qtbot, _button_for(board, data))
    elif kind == "discard":
        if variant % 2:
            _click(qtbot, board.findChild(CardChip, f"hand_{data['colour']}"))
        else:
            _click(qtbot, _button_for(board, data))
    elif kind == "build":
        _click_board(qtbot, board, board.point_view_pos(data["to"]))
        pending = board.pending_build()
        assert pending is not None, w.refusal.text()
        first = next(b for _label, _seg, builds in pending["ways"] for b in builds)
        if variant % 3 == 0 and first == data:
            _click_board(qtbot, board, board.point_view_pos(data["to"]))  # the second click
        else:
            _click(qtbot, _button_for(board, data))
    elif kind == "move_girl":
        h = w.session.state.girls[data["girl"]]
        _click_board(qtbot, board, board.hex_view_pos(h))
        if variant % 2:
            _click(qtbot, _button_for(board, data))
        else:
            arrow = next(a for a in board.arrow_items() if a.data == data)
            centre = arrow.sceneBoundingRect().center()
            _click_board(qtbot, board, board.canvas.mapFromScene(centre))
    elif kind == "take_market":
        _click(qtbot, board.findChild(CardChip, f"market_{data['colour']}"))
    elif kind == "take_deck":
        _click(qtbot, board.deck_chip)
    elif kind == "take_all":
        _click(qtbot, board.findChild(QPushButton, f"take_all_{data['colour']}"))
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
        trails_gesture(qtbot, w, choose(w.session.to_move()), variant=i)
        assert w.session.ply > before, w.refusal.text()
        check()
    raise AssertionError("the game did not reach the goal")


def _to_phase(qtbot, w, phase, seed=0):
    _play_until(qtbot, w, lambda: w.session.to_move() is not None
                and w.session.state.phase == phase, seed=seed)


# -- a whole game -------------------------------------------------------------------------------


def test_a_whole_trails_game_against_greedy_bots_through_clicks(qtbot, trails):
    w = _window(qtbot, trails, ["human:Anna", "greedy", "greedy"], seed=7)
    kinds = set()
    original = w.play

    def play(move):
        kinds.add(move.kind)
        return original(move)

    w.board.move_chosen.disconnect()
    w.board.move_chosen.connect(play)
    _play_until(qtbot, w, w.session.is_over)
    assert w.stage.currentWidget() is w.end_page
    res = w.session.result()
    assert res.reason in ("routes", "supply", "round_limit")
    assert w.end_reason.text().startswith("The game ended")
    assert w.scores_table.rowCount() == 3
    assert not w.scores_table.isColumnHidden(1)  # a game on points shows them
    assert w.log_list.count() == w.session.ply
    assert {"build", "stop", "take_market"} <= kinds
    assert replay(trails, w.session.record()) == w.session.state
    # the final table still shows the scores the engine counts
    _click(qtbot, w.findChild(QPushButton, "show_table"))
    board = w.board
    for seat, score in enumerate(w.session.state.scores()):
        assert board.findChild(type(board.phase_label), f"seat_{seat}_score").text() == \
            f"{score} pts"
    assert board.action_title.text() == "Game over"
    # the seats best first, the winner first among equal scores (T36), as the end screen
    names = [w.scores_table.item(r, 0).text() for r in range(3)]
    assert names[0] == w.session.names[res.winners[0]]
    assert board.action_text.text() == "<br>".join(
        f"{name}: {res.scores[w.session.names.index(name)]:g} points" for name in names)


# -- hidden information ---------------------------------------------------------------------------


def test_two_people_never_see_each_others_hands(qtbot, trails):
    w = _window(qtbot, trails, ["human:Anna", "human:Ben"], seed=11)
    board = w.board
    names = [c.name for c in trails.card_colours]
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
        hands = s.state.to_json()["hands"]
        mine, theirs = hands[viewer], hands[other]
        texts = board.visible_texts()
        # the viewer's own hand is shown, card by card
        for c, colour in enumerate(trails.card_colours):
            chip = board.findChild(CardChip, f"hand_{colour.id}")
            assert chip.isVisible() and chip.text() == f"{colour.name}\n{mine[c]}"
        assert board.hand_title.text().startswith(f"{s.seats[viewer].name}'s hand")
        # the other person's hand never: not in any text, not by colour counts in their row
        if theirs != mine:
            assert hand_words(names, theirs) not in " | ".join(texts)
        info = board.findChild(type(board.phase_label), f"seat_{other}_info").text()
        assert info.endswith(f"{sum(theirs)} card{'s' * (sum(theirs) != 1)}"), info
        # scene items: no hand, no card counts of anyone
        for item in board.scene.items():
            tip = item.toolTip()
            assert "hand" not in tip.lower() and not re.search(r"\b\d+ \w+ cards?\b", tip), tip
        checks["shown"] += 1

    handoffs = _play_until(qtbot, w, w.session.is_over, check=check)
    assert handoffs > 10 and checks["shown"] > 50
    assert w.session.is_over()


def test_god_view_shows_every_hand(qtbot, trails):
    w = _window(qtbot, trails, ["human:Anna", "greedy"], seed=2)
    _to_phase(qtbot, w, "build")
    names = [c.name for c in trails.card_colours]
    bot_hand = w.session.state.to_json()["hands"][1]
    words = hand_words(names, bot_hand)
    assert not any(words in t for t in w.board.visible_texts())
    w.god_action.trigger()
    assert any(words in t for t in w.board.visible_texts())
    w.god_action.trigger()
    assert not any(words in t for t in w.board.visible_texts())


# -- building ------------------------------------------------------------------------------------


def _build_turn(qtbot, trails, seed=5):
    """A window where Anna builds next and has a legal segment to build."""
    w = _window(qtbot, trails, ["human:Anna", "greedy"], seed=seed)
    _play_until(qtbot, w, lambda: w.session.to_move() == 0 and w.session.state.phase == "build"
                and any(m.kind == "build" for m in w.session.legal_moves()))
    return w


def test_the_payment_choices_are_shown_before_the_build(qtbot, trails):
    w = _build_turn(qtbot, trails)
    board = w.board
    builds = [m for m in w.session.legal_moves() if m.kind == "build"]
    target = builds[0].to
    ply = w.session.ply
    _click_board(qtbot, board, board.point_view_pos(target))
    assert w.session.ply == ply  # nothing is built yet
    pending = board.pending_build()
    assert pending is not None and pending["point"] == target
    offered = {b.text() for b in board.findChildren(QPushButton)
               if b.isVisible() and re.match(r"(Pay|[A-F] \(.*\): pay) ", b.text())}
    expected = [m for m in builds if m.to == target]
    assert len(offered) == len(expected) >= 1
    assert "costs" in board.action_text.text() and "Pay" in board.action_hint.text() or \
        "again" in board.action_hint.text()
    assert "Cancel" in {b.text() for b in board.findChildren(QPushButton) if b.isVisible()}
    # Esc drops the choice; clicking again and paying builds the segment
    qtbot.keyClick(board.canvas, Qt.Key.Key_Escape)
    assert board.pending_build() is None and w.session.ply == ply
    _click_board(qtbot, board, board.point_view_pos(target))
    move = expected[-1]
    _click(qtbot, _button_for(board, move.to_json()))
    assert w.session.ply == ply + 1
    assert w.session.moves[-1] == move
    assert w.session.state.owner[move.segment] == 0


def _two_way_turn(qtbot, trails):
    """A build turn of Anna's with a point reached by two segments (two ways, A and B)."""
    for seed in range(5, 40):
        w = _build_turn(qtbot, trails, seed=seed)
        ways: dict[int, set[int]] = {}
        for m in w.session.legal_moves():
            if m.kind == "build":
                ways.setdefault(m.to, set()).add(m.segment)
        two = [p for p, segs in ways.items() if len(segs) > 1]
        if two:
            return w, two[0]
        w.close()
    raise AssertionError("no seed gives a point with two ways")


def test_two_ways_to_a_point_say_where_each_builds_from_and_show_it_on_hover(qtbot, trails):
    w, target = _two_way_turn(qtbot, trails)
    board = w.board
    _click_board(qtbot, board, board.point_view_pos(target))
    pays = [b for b in board.findChildren(QPushButton)
            if b.isVisible() and isinstance(getattr(b, "data", None), dict)
            and b.data.get("kind") == "build"]
    by_way = {}
    for b in pays:
        assert re.match(r"[A-F] \(.+ corner\): pay \d ", b.text()), b.text()
        by_way.setdefault(b.text().split(":")[0], b)
    assert len(by_way) >= 2  # "A (north corner)" and "B (east corner)" differ
    first, second = list(by_way.values())[:2]
    assert first.text().split(":")[0] != second.text().split(":")[0]
    assert first.toolTip().startswith("Builds the ")

    def drawn_widths():
        return sorted(round(i.pen().widthF()) for i in board._marks
                      if hasattr(i, "pen") and i.pen().color().name() != "#ffffff"
                      and i.zValue() >= 0 and i.pen().widthF() in (5.0, 8.0))

    assert 8 not in drawn_widths()
    qtbot.mouseMove(first, first.rect().center())
    qtbot.waitUntil(lambda: board._hover_segment == first.data["segment"])
    assert 8 in drawn_widths()  # the way of the hovered payment stands out on the board
    qtbot.mouseMove(board.canvas.viewport(), QPoint(5, 5))
    qtbot.waitUntil(lambda: board._hover_segment is None)
    assert 8 not in drawn_widths()


def test_a_second_click_on_the_point_pays_with_the_first_choice(qtbot, trails):
    w = _build_turn(qtbot, trails, seed=6)
    board = w.board
    target = next(m for m in w.session.legal_moves() if m.kind == "build").to
    _click_board(qtbot, board, board.point_view_pos(target))
    first = board.pending_build()["ways"][0][2][0]
    assert "click the point again" in board.action_hint.text()
    ply = w.session.ply
    _click_board(qtbot, board, board.point_view_pos(target))
    assert w.session.ply == ply + 1 and w.session.moves[-1].to_json() == first


def test_a_refused_build_shows_its_rule(qtbot, trails):
    w = _build_turn(qtbot, trails, seed=5)
    board = w.board
    geo = _geo(w)
    targets = {m.to for m in w.session.legal_moves() if m.kind == "build"}
    man = w.session.state.men[0]
    # a point far from the man's hex: no route of Anna's can get there in one segment
    far = max((p for p in range(geo.n_points) if p not in targets
               and board.canvas.viewport().rect().contains(board.point_view_pos(p))),
              key=lambda p: (board.point_scene_pos(p) - board.hex_scene_pos(man))
              .manhattanLength())
    ply = w.session.ply
    _click_board(qtbot, board, board.point_view_pos(far))
    assert w.session.ply == ply
    assert w.refusal.isVisible()
    assert re.search(r"Not allowed \(T\d+\): ", w.refusal.text()), w.refusal.text()


def test_an_unfinished_route_is_drawn_and_can_be_scrapped(qtbot, trails):
    w = _build_turn(qtbot, trails, seed=5)
    board = w.board
    s = w.session
    # one segment that connects to no girl, then stop: the route stays unfinished
    build = next(m for m in s.legal_moves() if m.kind == "build" and m.to not in s.state.girls)
    trails_gesture(qtbot, w, build, variant=1)
    _click(qtbot, board.findChild(QPushButton, "stop"))
    assert s.state.open_route[0] == (build.segment,)
    from app.playtest.trails_board import ReminderItem, RouteItem

    reminders = [i for i in board.scene.items() if isinstance(i, ReminderItem)]
    assert [r.pos() for r in reminders] == [board.point_scene_pos(build.to)]
    assert any(isinstance(i, RouteItem) and i._unfinished for i in board.scene.items())
    _play_until(qtbot, w, lambda: s.to_move() == 0 and s.state.phase == "build")
    assert s.state.open_route[0] == (build.segment,)
    scrap = board.findChild(QPushButton, "scrap")
    assert scrap.isVisible()
    _click(qtbot, scrap)
    assert s.state.open_route[0] == () and s.state.owner[build.segment] == -1
    assert not [i for i in board.scene.items() if isinstance(i, ReminderItem)]


def test_stop_building_is_a_button(qtbot, trails):
    w = _build_turn(qtbot, trails, seed=8)
    stop = w.board.findChild(QPushButton, "stop")
    assert stop.isVisible() and stop.text() in ("Build nothing this turn", "Stop building")
    ply = w.session.ply
    _click(qtbot, stop)
    assert w.session.ply > ply and w.session.moves[ply].kind == "stop"


# -- the auction --------------------------------------------------------------------------------


def test_the_auction_panel_bids_raises_and_passes(qtbot, trails):
    w = _window(qtbot, trails, ["human:Anna", "human:Ben"], seed=4, solo=True)
    board = w.board
    s = w.session
    assert s.state.phase == "auction_hex"
    opener = s.to_move()
    other = 1 - opener
    hexes = [m for m in s.legal_moves() if m.kind == "auction_hex"]
    # the hex: a click on a highlighted ring-2 hex puts it up, outlined orange on the board
    geo = _geo(w)
    h = geo.index[(hexes[0].q, hexes[0].r)]
    _click_board(qtbot, board, board.hex_view_pos(h))
    assert s.state.phase == "auction_open" and s.state.auction_hex == h
    assert "Up for auction" in board.action_text.text()
    assert board.action_title.text() == "Open the bidding"
    _click(qtbot, board.findChild(QPushButton, "bid_1"))
    assert s.state.auction_bid == 1 and s.to_move() == other
    assert board.action_title.text() == "Raise or pass"
    text = board.action_text.text()
    assert f"<b>1 card</b> by <b>{s.seats[opener].name}</b>" in text
    assert "Still in: " in text
    assert board.findChild(QPushButton, "bid_1") is None or \
        not board.findChild(QPushButton, "bid_1").isVisible()
    _click(qtbot, board.findChild(QPushButton, "bid_3"))
    assert s.state.auction_bid == 3 and s.state.auction_leader == other
    _click(qtbot, board.findChild(QPushButton, "pass"))
    # the other won: they pay 3 cards with card buttons
    assert s.state.phase == "auction_pay" and s.to_move() == other
    assert board.action_title.text() == "Pay your bid: 3 cards to discard"
    for k in range(3):
        hand = s.state.hands[other]
        colour = trails.card_colours[next(c for c, n in enumerate(hand) if n)].id
        button = board.findChild(QPushButton, f"discard_{colour}")
        if k == 1:
            button = board.findChild(CardChip, f"hand_{colour}")
        _click(qtbot, button)
        assert sum(s.state.hands[other]) == sum(hand) - 1
    assert s.state.men[other] == h
    # the last seat places their man free (T14): a click on a highlighted hex
    assert s.state.phase == "place_man" and s.to_move() == opener
    assert board.action_title.text() == "Place your man"
    spot = next(m for m in s.legal_moves() if m.kind == "place_man")
    _click_board(qtbot, board, board.hex_view_pos(geo.index[(spot.q, spot.r)]))
    assert s.state.men[opener] == geo.index[(spot.q, spot.r)]
    assert s.state.phase == "build"


def test_the_opener_sees_the_ring_two_hexes_highlighted(qtbot, trails):
    w = _window(qtbot, trails, ["human:Anna", "greedy"], seed=3)
    _play_until(qtbot, w, lambda: w.session.state.phase in ("auction_hex", "place_man")
                and w.session.to_move() == 0)
    legal = {(m.q, m.r) for m in w.session.legal_moves()}
    outlined = {item.cell for item in w.board.scene.items()
                if type(item).__name__ == "OutlineItem" and item.isVisible()
                and item.toolTip() == "Click to choose this hex"}
    assert outlined == legal


# -- girls and draws ---------------------------------------------------------------------------


def test_a_girl_moves_by_clicking_her_and_an_arrow(qtbot, trails):
    w = _window(qtbot, trails, ["human:Anna", "greedy"], seed=9)
    _to_phase(qtbot, w, "girl")
    board = w.board
    s = w.session
    move = next(m for m in s.legal_moves() if m.kind == "move_girl")
    girls = s.state.girls
    _click_board(qtbot, board, board.hex_view_pos(girls[move.girl]))
    arrows = board.arrow_items()
    assert len(arrows) == 2
    assert {a.legal for a in arrows if a.data == move.to_json()} == {True}
    assert "Girl" in board.action_text.text()
    arrow = next(a for a in arrows if a.data == move.to_json())
    _click_board(qtbot, board, board.canvas.mapFromScene(arrow.sceneBoundingRect().center()))
    geo = _geo(w)
    assert s.moves[-1] == move or s.state.girls[move.girl] == \
        geo.track_step(girls[move.girl], move.step)
    assert s.state.girls[move.girl] == geo.track_step(girls[move.girl], move.step)


def test_draws_from_the_market_and_the_deck(qtbot, trails):
    w = _window(qtbot, trails, ["human:Anna", "greedy"], seed=12)
    _to_phase(qtbot, w, "draw")
    board = w.board
    s = w.session
    market = s.state.market
    c = next(i for i, n in enumerate(market) if n)
    colour = trails.card_colours[c]
    assert board.findChild(QPushButton, f"take_all_{colour.id}").isVisible()
    hand = sum(s.state.hands[0])
    _click(qtbot, board.findChild(CardChip, f"market_{colour.id}"))
    assert sum(s.state.hands[0]) == hand + 1 and s.state.picks == 1
    assert not board.findChild(QPushButton, f"take_all_{colour.id}").isVisible()  # T31
    _click(qtbot, board.deck_chip)
    assert s.moves[-2].kind == "take_deck" or any(m.kind == "take_deck" for m in s.moves[-4:])


def test_the_scores_and_the_supply_follow_the_table(qtbot, trails):
    w = _window(qtbot, trails, ["human:Anna", "greedy"], seed=13)
    _play_until(qtbot, w, lambda: any(w.session.state.stacks)
                and w.session.to_move() is not None)
    board = w.board
    s = w.session
    assert list(s.view(0).scores) == list(s.state.scores())
    for seat, score in enumerate(s.state.scores()):
        assert board.findChild(type(board.phase_label), f"seat_{seat}_score").text() == \
            f"{score} pts"
    assert f"<b>{s.state.supply}</b>" in board.supply_label.text()
    assert f"\n{sum(s.state.deck)}" in board.deck_chip.text()
    assert board.discard_label.text() == f"Discard pile: {sum(s.state.discard)}"


# -- replay and Apply edits ---------------------------------------------------------------------


def test_the_replay_slider_shows_every_move_of_a_trails_game(qtbot, trails):
    w = _window(qtbot, trails, ["human:Anna", "greedy"], seed=14)
    _play_until(qtbot, w, lambda: w.session.state.round >= 2 and w.session.to_move() is not None)
    w.replay_current()
    n = w.replay_slider.maximum()
    names = [c.name for c in trails.card_colours]
    for k in range(0, n + 1, max(1, n // 25)):
        w.replay_slider.setValue(k)
        state = w._replay.state_at(k)
        texts = " | ".join(w.board.visible_texts())
        for seat, name in enumerate(("Anna", "Greedy 2")):
            # in a replay every hand may be seen: in the hand row, or in the seat's row
            if w.board.hand_title.text().startswith(f"{name}'s hand"):
                shown = [int(c.text().split("\n")[1]) for c in w.board.hand_chips]
                assert shown == list(state.hands[seat])
            elif sum(state.hands[seat]):
                assert hand_words(names, state.hands[seat]) in texts
    w.close_replay()
    assert w.board.table.to_move == 0


def test_apply_edits_goes_on_with_the_edited_trails_pack(qtbot, trails):
    from app.documents import Document

    doc = Document(trails)
    w = PlaytestWindow(trails, ["human:Anna", "greedy"], 3, document=doc)
    qtbot.addWidget(w)
    w.set_pace(0)
    w.show()
    qtbot.waitUntil(lambda: w.session.to_move() is not None)
    _play_until(qtbot, w, lambda: w.session.state.phase == "build" and w.session.to_move() == 0)
    terrains = tuple(t.model_copy(update={"display": "#8fbc8f"}) if t.id == "forest" else t
                     for t in trails.terrains)
    colours = tuple(c.model_copy(update={"name": "Emerald"}) if c.id == "green" else c
                    for c in trails.card_colours)
    doc.replace(trails.model_copy(update={"terrains": terrains, "card_colours": colours}))
    _click(qtbot, w.apply_button)
    assert w.session.pack is doc.pack
    assert w.board.findChild(CardChip, "market_green").text().startswith("Emerald")
    _play_until(qtbot, w, lambda: w.session.state.phase == "draw" and w.session.to_move() == 0)


def test_an_edited_pack_with_other_card_colours_rebuilds_the_cards(qtbot, trails):
    from core.api import game_for

    board = TrailsBoard(game_for(trails), trails)
    qtbot.addWidget(board)
    fewer = trails.model_copy(update={"card_colours": trails.card_colours[:4]})
    board.set_pack(fewer, game_for(fewer))
    assert [c.objectName() for c in board.market_chips] == \
        [f"market_{c.id}" for c in fewer.card_colours]
    assert len(board.hand_chips) == len(board.take_all_buttons) == 4


def test_the_deal_is_one_line_per_seat_that_opens_on_a_click(qtbot, trails):
    w = _window(qtbot, trails, ["human:Anna", "greedy"], seed=5)
    log = w.log_list
    assert log.count() == w.session.ply  # still one row a move (the replay's rows)
    shown = [log.item(k).text() for k in range(log.count()) if not log.item(k).isHidden()]
    assert not any(t.endswith("A card is dealt to Anna") for t in shown)
    head = next(k for k in range(log.count()) if "Anna is dealt" in log.item(k).text())
    assert re.fullmatch(r"\d+–\d+\. Anna is dealt \d+ cards ▸", log.item(head).text())
    n = int(re.search(r"dealt (\d+) cards", log.item(head).text()).group(1))
    assert n == trails.rules.deal  # T10: six cards each
    assert any("Greedy 2 is dealt" in t for t in shown)
    rect = log.visualItemRect(log.item(head))
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert log.item(head).text().endswith("▾")
    assert all(not log.item(head + k).isHidden() for k in range(1, n))
    assert log.item(head + 1).text().endswith("A card is dealt to Anna")
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert log.item(head).text().endswith("▸")
    assert all(log.item(head + k).isHidden() for k in range(1, n))
