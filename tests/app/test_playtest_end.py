"""End screens that say why (issue 22 §3): the score's parts per seat under the scores, the
winner's journey link by link on a map for Journey, and the same parts averaged in the
simulation report."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsLineItem, QPushButton

from app.i18n import install_language
from app.i18n.messages import message_text
from app.playtest.window import PlaytestWindow
from app.simulation.results_view import SimulationResultsWidget
from app.widgets.score_parts import part_rows
from content import default_pack
from core.api import simulate
from tests.app.conftest import show_active


def _finished(qtbot, name, seats, seed=7):
    w = PlaytestWindow(default_pack(name), seats, seed)
    qtbot.addWidget(w)
    w.set_pace(0)
    w.resize(1400, 900)
    show_active(qtbot, w)
    qtbot.waitUntil(w.session.is_over, timeout=60_000)
    qtbot.waitUntil(lambda: w.stage.currentWidget() is w.end_page)
    return w


def _tied(w):
    """The names of the seats tied on the winners' score, the winners first, and the winners."""
    res = w.session.result()
    names = [seat.name for seat in w.session.seats]
    best = res.scores[res.winners[0]]
    tied = list(res.winners) + [k for k in range(len(names))
                                       if res.scores[k] == best and k not in res.winners]
    return [names[k] for k in tied], [names[k] for k in res.winners]


def _table(t):
    rows = [t.verticalHeaderItem(r).text() for r in range(t.rowCount())]
    cols = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    return rows, cols, [[t.item(r, c).text() for c in range(t.columnCount())]
                        for r in range(t.rowCount())]


def test_T35_trails_end_screen_gives_each_seats_points_girl_by_girl(qtbot):
    w = _finished(qtbot, "trails", ["greedy", "greedy", "greedy"])
    res = w.session.result()
    explain = w.end_explain
    assert explain.table.isVisible() and not explain.route_row.isVisible()
    assert explain.caption.text() == "Where the points come from"
    rows, cols, cells = _table(explain.table)
    # a column per seat, best score first; the last row is each seat's score
    order = sorted(range(3), key=lambda k: -res.scores[k])
    assert rows[-1] == "Total"
    assert [float(x) for x in cells[-1]] == [res.scores[k] for k in order]
    # every part is a row once, girls in their order, and the cells sum to the total
    assert len(rows) == len(set(rows))
    girls = [int(r.split()[1].rstrip(":")) for r in rows[:-1]]
    assert girls == sorted(girls)
    for c in range(3):
        assert sum(float(cells[r][c] or 0) for r in range(len(rows) - 1)) == float(cells[-1][c])
    assert cols == [w.session.seats[k].name for k in order]
    assert not w.end_tie.isVisible()  # seed 7: one seat alone has the highest score


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "{tied} tied on {points} points; {winner} wins as the first of them in turn order "
           "after {last}, who took the last turn (T36)."),
    ("fr", "{tied} sont à égalité avec {points} points ; {winner} l'emporte, premier d'entre "
           "eux dans l'ordre du tour après {last}, qui a joué le dernier tour (T36).")])
def test_T36_trails_end_screen_says_how_a_tie_at_the_top_was_broken(qtbot, lang, sentence):
    """Seed 9: two seats end on the highest score; the end screen names them and says why
    the one the rules chose won (T36: the first of them in turn order after the last turn)."""
    assert install_language(lang) == lang
    try:
        w = _finished(qtbot, "trails", ["greedy", "greedy", "greedy"], seed=9)
    finally:
        install_language("en")
    res, state = w.session.result(), w.session.state
    tied, (winner,) = _tied(w)
    assert len(tied) == 2
    last = w.session.seats[state.last_seat].name
    join = " and " if lang == "en" else " et "
    assert w.end_tie.isVisible()
    assert w.end_tie.text() == sentence.format(
        tied=join.join(tied), points=int(res.scores[res.winners[0]]), winner=winner, last=last)
    assert w.scores_table.item(0, 0).text() == winner  # the table agrees: the winner first


def test_E15_expedition_end_screen_says_how_a_tie_at_the_top_was_broken(qtbot):
    """Seed 5: two seats end on the highest score and E15 gives the win to the one with more
    tickets; the end screen names both and gives the tickets."""
    w = _finished(qtbot, "expedition", ["greedy", "greedy", "greedy"], seed=5)
    res, state = w.session.result(), w.session.state
    tied, (winner,) = _tied(w)
    assert len(tied) == 2
    loser = next(k for k, seat in enumerate(w.session.seats) if seat.name == tied[1])
    most, fewer = state.tickets[res.winners[0]], state.tickets[loser]
    assert most > fewer
    assert w.end_tie.isVisible()
    assert w.end_tie.text() == (f"{tied[0]} and {tied[1]} tied on "
                                f"{int(res.scores[res.winners[0]])} points; "
                                f"{winner} wins with more tickets: {most} against {fewer} (E15).")


def test_E12_expedition_end_screen_names_destinations_hand_and_tokens(qtbot):
    w = _finished(qtbot, "expedition", ["greedy", "greedy", "greedy"])
    res = w.session.result()
    rows, _cols, cells = _table(w.end_explain.table)
    assert rows == ["Destinations reached", "Cards still in hand", "Tokens recovered",
                    "Tokens left on the board", "Total"]
    order = sorted(range(3), key=lambda k: -res.scores[k])
    assert [float(x) for x in cells[-1]] == [res.scores[k] for k in order]
    assert "-0" not in [x for row in cells for x in row]


def test_J10_journey_end_screen_draws_the_winners_journey_link_by_link(qtbot):
    w = _finished(qtbot, "europe", ["greedy", "greedy"])
    res = w.session.result()
    assert res.winners, "seed 7 ends with a winner"
    explain = w.end_explain
    assert not explain.table.isVisible() and explain.route_row.isVisible()
    winner = res.winners[0]
    links = [explain.links.item(i).text() for i in range(explain.links.count())]
    parts = res.breakdown[winner]
    assert len(links) == len(parts)
    assert links[0] == "1. " + message_text(parts[0][0])
    assert links[-1] == "✓ A complete journey"
    assert explain.caption.text().endswith("journey, link by link")
    assert not w.end_tie.isVisible()  # a race has no tie to break
    # the map beside it draws the journey: a line per link between two countries
    view = w.findChild(type(explain.map), "end_journey_map")
    assert view is not None and view.isVisible()
    qtbot.waitUntil(lambda: any(isinstance(i, QGraphicsLineItem)
                                for i in view.route_scene.items()))
    lines = [i for i in view.route_scene.items() if isinstance(i, QGraphicsLineItem)
             and i.data(0) is not None]
    assert lines
    # playing again leaves no stale explanation behind
    # the next game's end screen explains that game, with one map
    old = w.session
    qtbot.mouseClick(w.findChild(QPushButton, "play_again"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.session is not old and w.session.is_over(), timeout=60_000)
    qtbot.waitUntil(lambda: len(w.findChildren(type(view), "end_journey_map")) <= 1)
    res = w.session.result()
    if res.winners:
        assert explain.links.count() == len(res.breakdown[res.winners[0]])


def test_part_rows_keep_every_seats_order_and_groups_together():
    a = (("Girl 1: markers", 3), ("Girl 1: marker on top", 1), ("Girl 2: markers", 2))
    b = (("Girl 1: markers", 1), ("Girl 1: not the first marker", 1), ("Girl 3: markers", 1))
    c = (("Girl 2: markers", 2), ("Girl 3: markers", 1), ("Girl 3: marker on top", 1))
    assert part_rows((a, b, c)) == [
        "Girl 1: markers", "Girl 1: marker on top", "Girl 1: not the first marker",
        "Girl 2: markers", "Girl 3: markers", "Girl 3: marker on top"]
    assert part_rows(((("x", 1), ("y", 1)), (("y", 1), ("x", 1)))) == ["x", "y"]


@pytest.mark.parametrize(("pack", "shown"), [("trails", True), ("europe", False)])
def test_simulation_report_gives_mean_score_parts_per_seat(qtbot, pack, shown):
    view = SimulationResultsWidget()
    qtbot.addWidget(view)
    view.show()
    result = simulate(default_pack(pack), ["greedy", "random"], 6, 7)
    view.set_result(result)
    t = view.parts_table
    assert t.isVisible() == shown
    if not shown:
        return  # Journey's parts are the winner's links, worth no points
    rows, cols, cells = _table(t)
    assert cols == ["P1 greedy", "P2 random"]
    means = [dict(p) for p in result.breakdown]
    for r, label in enumerate(rows):
        for c in range(2):
            got = next(v for k, v in means[c].items() if message_text(k) == label) \
                if any(message_text(k) == label for k in means[c]) else 0.0
            assert cells[r][c] == f"{got:+.2f}"
    # the parts of a seat sum to its mean score
    for c, seat in enumerate(result.seat_stats):
        assert sum(float(x[c]) for x in cells) == pytest.approx(seat.score.mean, abs=0.01 * len(rows))


def test_back_from_the_replay_of_a_finished_game_is_its_end_screen(qtbot):
    """"Replay this game" on the end screen, then "Back to the game": the results again (the
    table came back instead, and no button or menu led to the results any more)."""
    w = _finished(qtbot, "europe", ["greedy", "greedy"])
    title = w.end_title.text()
    qtbot.mouseClick(w.findChild(QPushButton, "replay_game"), Qt.MouseButton.LeftButton)
    assert w.stage.currentWidget() is not w.end_page and w.replay_bar.isVisible()
    qtbot.mouseClick(w.findChild(QPushButton, "close_replay"), Qt.MouseButton.LeftButton)
    assert w.stage.currentWidget() is w.end_page and not w.replay_bar.isVisible()
    assert w.end_title.text() == title
    # the final table is still one click away
    qtbot.mouseClick(w.findChild(QPushButton, "show_table"), Qt.MouseButton.LeftButton)
    assert w.stage.currentWidget() is not w.end_page


def test_J10_a_country_holding_two_slots_gets_one_label_naming_both(qtbot):
    """The journey map numbers each stop by its slot; two cards of one country (France has
    two) are one place: one label "2, 5", not two labels drawn over each other."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from app.boards.journey_scene import JourneyScene
    from app.playtest.journey_board import draw_route

    pack = default_pack("europe")
    france = [c.id for c in pack.cards if c.kind == "country" and c.ref == "fr"]
    spain = next(c.id for c in pack.cards if c.kind == "country" and c.ref == "es")
    germany = next(c.id for c in pack.cards if c.kind == "country" and c.ref == "de")
    assert len(france) == 2
    holder = [spain, france[0], germany, None, france[1]] + [None] * 5
    scene = JourneyScene(pack)
    draw_route(scene, pack, holder, set(), 1.0)
    labels = sorted(i.text() for i in scene.overlays() if isinstance(i, QGraphicsSimpleTextItem))
    assert labels == ["1", "2, 5", "3"]
    places = [(i.pos().x(), i.pos().y()) for i in scene.overlays()
              if isinstance(i, QGraphicsSimpleTextItem)]
    assert len(set(places)) == len(places)
