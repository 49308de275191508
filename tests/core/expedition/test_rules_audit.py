"""Scenario tests from the rules audit: positions where an Expedition rule decides the outcome.

Each test plays the rule's situation, asserts its consequence and, where a move is forbidden,
checks the ``IllegalMove`` rule id. Small hand-made maps isolate one rule at a time.
"""

from __future__ import annotations

import pytest

from content.models.expedition import ExpeditionPack
from core.engine import CHANCE, IllegalMove
from core.expedition import Arrow, EndTurn, Phase, PlaceToken, Restart, Ticket, make_game
from core.expedition import rules as R
from core.expedition.board import bits
from tests.core.expedition.helpers import (
    arrow,
    cards_mask,
    draw_first,
    mini_game,
    owed,
    path_index,
    play_state,
    settled,
    walk,
    with_supply,
    your_turn,
)


def tiny_game(points, paths, wraps=(), **rules):
    """A game on a hand-made map: ``points`` are (id, kind); one card per green point."""
    base = {"hand_small": 1, "hand_large": 1, "large_from": 3, "market_size": 0, "tokens": 1,
            "max_players": 3}
    base.update(rules)
    return make_game(ExpeditionPack.model_validate({
        "id": "tiny", "name": "Tiny", "rules": base,
        "points": [{"id": i, "name": i, "kind": k, "x": n, "y": 0}
                   for n, (i, k) in enumerate(points)],
        "paths": [{"a": a, "b": b} for a, b in paths],
        "wraps": [{"a": a, "b": b} for a, b in wraps],
        "colours": [{"id": "orange", "name": "Orange", "arrows": 45},
                    {"id": "purple", "name": "Purple", "arrows": 45}],
        "cards": [{"id": f"card-{i}", "point": i} for i, k in points if k == "green"],
    }))


@pytest.fixture(scope="module")
def mini():
    return mini_game()


# ---------------------------------------------------------------- E2


def test_E2_token_distance_counts_paths_through_a_merged_wrap_pair():
    # rose - a - edge(west) == edge(east) - g: 3 paths, though the drawn points are far apart;
    # the long way round, rose - b - c - d - g, is 4.
    game = tiny_game(
        [("rose", "rose"), ("a", "plain"), ("edge-w", "red"), ("edge-e", "red"), ("g", "green"),
         ("b", "plain"), ("c", "plain"), ("d", "plain"), ("far", "green")],
        [("rose", "a"), ("a", "edge-w"), ("edge-e", "g"), ("rose", "b"), ("b", "c"),
         ("c", "d"), ("d", "g"), ("d", "far")],
        wraps=[("edge-w", "edge-e")], token_distance=4,
    )
    b = game.board
    assert b.dist[b.node_of["g"]] == 3 and b.dist[b.node_of["far"]] == 4
    s = game.new_game(2).replace(
        phase=Phase.PLACE, to_move=0, hands=(cards_mask(game, ["card-g"]), cards_mask(game, ["card-far"])),
        deck=(), market=0)
    assert s.legal_moves() == []  # not settled by hand: seat 0 has no eligible point
    with pytest.raises(IllegalMove) as err:
        s.apply(PlaceToken("g"))
    assert err.value.rule == "E2" and "at least 4 paths" in err.value.message
    t = settled(s, game)
    assert t.current_player() == 1 and t.legal_moves() == [PlaceToken("far")]


def test_E2_a_player_left_without_an_eligible_card_places_no_more_tokens():
    game = mini_game(extra_cards=[("card-g1-b", "g1")], tokens=2)
    s = game.new_game(2).replace(
        phase=Phase.PLACE, to_move=0, market=0,
        hands=(cards_mask(game, ["card-g1", "card-g2"]), cards_mask(game, ["card-g1-b"])),
        deck=tuple(bits(cards_mask(game, ["card-g3", "card-g4", "card-g5", "card-g6"]))),
    )
    s = s.apply(PlaceToken("g1"))
    # Seat 1's only card names g1, which now holds a token: its turn to place is skipped...
    assert s.phase == Phase.PLACE and s.current_player() == 0 and s.place_round == 1
    assert s.legal_moves() == [PlaceToken("g2")]
    s = s.apply(PlaceToken("g2"))
    # ... in every later round too; then play starts with seat 0.
    assert s.phase == Phase.PLAY and s.placed == (2, 0) and s.current_player() == 0
    assert s.tokens == tuple(sorted(((game.board.node_of["g1"], 0),
                                     (game.board.node_of["g2"], 0))))


# ---------------------------------------------------------------- E4


def _parallel_game():
    # a is joined to the wrap pair by two paths (to its west and its east point): merged,
    # they are two paths between the same two points.
    return tiny_game(
        [("rose", "rose"), ("a", "plain"), ("edge-w", "red"), ("edge-e", "red"),
         ("g", "green"), ("h", "green")],
        [("rose", "a"), ("a", "edge-w"), ("a", "edge-e"), ("a", "g"), ("edge-e", "h")],
        wraps=[("edge-w", "edge-e")],
    )


def test_E4_back_along_the_same_path_is_refused_but_another_path_back_is_a_loop():
    game = _parallel_game()
    s = play_state(game, hands=[["card-g"], ["card-h"]], tickets=(0, 0))
    s = walk(game, s, "orange", ["a", "edge-w"])
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,))
    came_by = path_index(game, "a", "edge-w")
    other = path_index(game, "a", "edge-e")
    targets = {(m.path, m.to) for m in s.legal_moves() if m.kind == "arrow" and m.colour == "orange"}
    assert (came_by, "a") not in targets
    assert (other, "a") in targets and (path_index(game, "edge-e", "h"), "h") in targets
    with pytest.raises(IllegalMove) as err:
        s.apply(Arrow("orange", came_by, "a"))
    assert err.value.rule == "E4" and "straight back" in err.value.message
    # Back to a by the other path: a was visited, so the loop rule applies (E9).
    t = s.apply(Arrow("orange", other, "a"))
    assert owed(t) == ["restart:orange@orange.2"]
    assert {m.point for m in t.legal_moves() if m.kind == "restart"} == {"a", "edge-w"}


def test_E4_a_colour_never_uses_a_path_twice_even_after_restarting(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0))
    s = walk(mini, s, "orange", ["p1", "p2", "g1", "g2", "g3"])
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,))
    s = s.apply(arrow(mini, s, "orange", "p1"))  # a loop
    s = s.apply(Restart("orange", "g1"))
    with pytest.raises(IllegalMove) as err:
        s.apply(Arrow("orange", path_index(mini, "g1", "g2"), "g2"))
    assert err.value.rule == "E4" and "same path twice" in err.value.message
    # Purple may still use that path (colours share paths), but not now: the loop arrow is
    # orange's.
    with pytest.raises(IllegalMove) as err:
        s.apply(Arrow("purple", path_index(mini, "rose", "p1"), "p1"))
    assert err.value.rule == "E9"


# ---------------------------------------------------------------- E5 / E6


def test_E6_any_expedition_recovers_any_token_including_the_active_players_own(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g1"]], market=["card-g3"],
                   tokens={"g3": 0, "g2": 1}, tickets=(0, 0))
    s = walk(mini, s, "purple", ["p1"])
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,))
    s = draw_first(s.apply(arrow(mini, s, "purple", "g3")))
    # Seat 0's own token comes back, and the market card is seat 0's too (E5).
    assert s.recovered == (1, 0) and s.laid[0] == cards_mask(mini, ["card-g3"])
    s = s.replace(to_move=1, owed=(R.TURN_ARROW,))
    assert s.market == cards_mask(mini, ["card-g2"])  # the refill (first card of the deck)
    s = draw_first(s.apply(arrow(mini, s, "purple", "g2")))  # seat 1's turn, seat 1's token
    assert s.recovered == (1, 1) and s.tokens == ()
    assert s.laid[1] == cards_mask(mini, ["card-g2"])
    # E14: each seat has one card laid, one in hand and one token back.
    assert s.scores() == (1, 1)


def test_E5_E9_a_market_card_reached_by_a_loop_is_taken_then(mini):
    # g3 is passed while its card is in the deck; when orange loops back onto it, the card
    # is in the market: the loop applies g3's effect, so the active player takes it.
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0))
    s = walk(mini, s, "orange", ["p1", "g3", "g2", "g1", "p2"])
    assert s.laid == (0, 0)
    g3 = mini.board.card_index["card-g3"]
    s = s.replace(market=1 << g3, deck=tuple(c for c in s.deck if c != g3))
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,))
    s = s.apply(arrow(mini, s, "orange", "p1"))  # p1: a loop on a plain point
    s = s.apply(Restart("orange", "rose"))
    s = s.apply(arrow(mini, s, "orange", "blue1"))  # blue: one more arrow (E7)
    assert owed(s) == ["extra@orange.6"] and s.current_player() == 0
    s = s.apply(arrow(mini, s, "orange", "g3"))  # g3 again: a loop on a green point
    assert s.laid[0] == 1 << g3 and s.refills == 1
    s = draw_first(s)
    assert s.market.bit_count() == 1 and owed(s) == ["restart:orange@orange.7"]


# ---------------------------------------------------------------- E9 / E10 / E11


def _red_loop_game():
    # rose - r(red) - a - b - r : orange loops back onto the red point; a - c leads on.
    return tiny_game(
        [("rose", "rose"), ("r", "red"), ("a", "plain"), ("b", "plain"), ("c", "green"),
         ("d", "green")],
        [("rose", "r"), ("r", "a"), ("a", "b"), ("b", "r"), ("a", "c"), ("c", "d")],
    )


def test_E9_a_loop_applies_the_points_effect_and_gives_an_arrow_from_a_visited_point():
    game = _red_loop_game()
    s = play_state(game, hands=[["card-c"], ["card-d"]], tickets=(0, 0))
    s = walk(game, s, "orange", ["r", "a", "b"])
    assert s.tickets == (1, 0)  # r is red (E8)
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,), tickets=(0, 0))
    s = s.apply(arrow(game, s, "orange", "r"))  # back on r: a loop
    assert s.tickets == (1, 0)  # the red effect applies again...
    restarts = [m for m in s.legal_moves() if m.kind == "restart"]
    assert {m.point for m in restarts} == {"a"}  # ...and only a still has a free path
    with pytest.raises(IllegalMove) as err:
        s.apply(Restart("orange", "b"))
    assert err.value.rule == "E9"
    s = s.apply(Restart("orange", "a"))
    assert s.expeditions[0].head == game.board.node_of["a"]
    assert {(m.colour, m.to) for m in s.legal_moves() if m.kind == "arrow"} == {
        ("orange", "c")}
    s = s.apply(arrow(game, s, "orange", "c"))
    assert s.laid[0] == cards_mask(game, ["card-c"])


def test_E11_tickets_may_be_spent_while_a_loop_restart_is_being_chosen():
    game = _red_loop_game()
    s = play_state(game, hands=[["card-c"], ["card-d"]], tickets=(0, 0))
    s = walk(game, s, "orange", ["r", "a", "b"])
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,), tickets=(1, 0))
    s = s.apply(arrow(game, s, "orange", "r"))  # loop: 2 tickets now
    assert Ticket("take_back", "orange") in s.legal_moves()
    assert Ticket("arrow") in s.legal_moves()
    # Take the loop arrow back: b is the head again, and the restart that arrow earned is
    # cancelled (E11b ruling); nothing is owed any more.
    t = s.apply(Ticket("take_back", "orange"))
    assert t.tickets == (1, 0) and t.expeditions[0].supply == 45 - 3
    assert t.expeditions[0].head == game.board.node_of["b"] and t.owed == ()
    assert not any(m.kind == "restart" for m in t.legal_moves())
    # Or spend a ticket arrow first: it is played before the restart.
    u = s.apply(Ticket("arrow"))
    assert owed(u) == ["restart:orange@orange.3", "extra"]
    u = u.apply(arrow(game, u, "purple", "r"))
    assert owed(u) == ["restart:orange@orange.3"]
    assert u.tickets == (2, 0)  # purple reached the red point: +1


def test_E10_a_loop_arrow_with_no_arrow_left_is_lost_and_the_turn_goes_on(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0))
    s = walk(mini, s, "orange", ["p1", "p2", "g1", "g2", "g3"])
    s = your_turn(s)
    s = with_supply(s, (1, 45))
    s = s.apply(arrow(mini, s, "orange", "p1"))  # the loop, with orange's last arrow
    assert not s.is_terminal() and [e.supply for e in s.expeditions] == [0, 45]
    assert s.current_player() == 1 and s.owed == (R.TURN_ARROW,)  # the extra arrow is lost
    assert {m.colour for m in s.legal_moves() if m.kind == "arrow"} == {"purple"}


def test_E10_an_extra_colour_arrow_with_no_free_path_is_lost(mini):
    # Orange loops at p1 with every path around its visited points used but one; the restart
    # takes the last free path's point; then a blue extra and a loop chain in one turn.
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0))
    s = walk(mini, s, "orange", ["blue1", "g3", "p1", "p2", "g1", "g2"])
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,))
    s = s.apply(arrow(mini, s, "orange", "g3"))  # loop at g3 (green, card in the deck)
    # Restart points: visited points with a free path: rose and p1 (rose - p1), blue1
    # (blue1 - red1), g1 (g1 - g6).
    assert {m.point for m in s.legal_moves()} == {"rose", "p1", "blue1", "g1"}
    s = s.apply(Restart("orange", "rose"))
    s = s.apply(arrow(mini, s, "orange", "p1"))  # p1 visited: another loop, same turn
    assert owed(s) == ["restart:orange@orange.7"] and s.current_player() == 0


def test_E11b_taking_back_onto_a_green_point_applies_its_effect_now(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(1, 0))
    s = walk(mini, s, "orange", ["p1", "g3"])  # g3's card is in the deck: nothing happens
    assert s.laid == (0, 0)
    g3 = mini.board.card_index["card-g3"]
    s = s.replace(market=s.market | (1 << g3), deck=tuple(c for c in s.deck if c != g3))
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,), tickets=(1, 0))
    s = s.apply(arrow(mini, s, "orange", "g2"))
    s = s.apply(Ticket("take_back", "orange"))
    # g3 is the head again and its card is now in the market: the active player takes it.
    assert s.expeditions[0].head == mini.board.node_of["g3"] and s.laid[0] == 1 << g3
    assert s.current_player() == CHANCE and s.refills == 1
    s = draw_first(s)
    assert s.market.bit_count() == 1 and s.tickets == (0, 0)


def test_E11c_cards_put_under_the_deck_are_drawn_only_after_the_rest(mini):
    s = play_state(mini, hands=[["card-g4", "card-g1"], ["card-g5"]], tickets=(2, 0))
    rest = list(s.deck)
    s = s.replace(deck=tuple(rest[:2]), bottom=tuple(rest[2:]))
    s = s.apply(Ticket("swap"))
    assert {m.card for m, _p in s.chance_outcomes()} == {mini.board.card_ids[c]
                                                         for c in rest[:2]}
    s = draw_first(s)
    assert set(s.offer) == set(rest[:2]) and s.deck == ()
    give, take = "card-g4", mini.board.card_ids[s.offer[1]]
    s = s.apply(next(m for m in s.legal_moves() if m.give == give and m.take == take))
    assert s.bottom == tuple(rest[2:]) + (mini.board.card_index[give], s.bottom[-1])
    # A second swap: the deck is only its bottom now, drawn in the order the cards went under.
    s = s.apply(Ticket("swap"))
    assert s.chance_outcomes() == [(mini.draw_moves[rest[2]], 1.0)]
    s = draw_first(s)
    assert s.offer == (rest[2], mini.board.card_index[give])
    with pytest.raises(IllegalMove) as err:
        s.apply(EndTurn())
    assert err.value.rule == "E11"


def test_E11_the_ticket_limit_is_per_turn(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(3, 0))
    s = s.apply(Ticket("arrow")).apply(Ticket("arrow"))
    assert s.tickets_used == 2 and not any(m.kind == "ticket" for m in s.legal_moves())
    s = s.apply(arrow(mini, s, "orange", "p1"))
    s = s.apply(arrow(mini, s, "purple", "p1"))
    s = s.apply(arrow(mini, s, "orange", "g3"))
    assert s.current_player() == 1 and s.tickets_used == 0
    s = s.apply(arrow(mini, s, "purple", "p2"))
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,), tickets_used=0)
    assert Ticket("arrow") in s.legal_moves()  # a new turn: the last ticket may be spent


def _dead_end_game():
    # rose - b (blue) is a dead end; g - h lie apart.
    return tiny_game([("rose", "rose"), ("b", "blue"), ("g", "green"), ("h", "green")],
                     [("rose", "b"), ("g", "h")])


def test_E13_an_extra_arrow_no_colour_can_play_is_lost_and_the_turn_goes_on():
    # Purple has no arrows. Orange reaches b: the blue extra arrow is owed but nothing can
    # move. E13 ruling: the extra arrow is lost and seat 0's turn goes on (it may still spend
    # its tickets); the game ends blocked only when seat 1 starts its turn with no legal move.
    game = _dead_end_game()
    s = play_state(game, hands=[["card-g"], ["card-h"]], tickets=(2, 0), supply=(45, 0))
    s = s.apply(arrow(game, s, "orange", "b"))
    assert not s.is_terminal() and s.current_player() == 0 and s.owed == ()
    assert s.legal_moves() == [Ticket("take_back", "orange"), EndTurn()]
    s = s.apply(EndTurn())
    assert s.is_terminal() and s.result().reason == "blocked"
    assert s.result().scores == (-1.0, -1.0) and s.result().winners == (0,)  # E15: tickets
    # With an arrow left to play somewhere, the same extra arrow is simply owed.
    t = play_state(game, hands=[["card-g"], ["card-h"]], tickets=(2, 0), supply=(45, 45))
    t = t.apply(arrow(game, t, "orange", "b"))
    assert not t.is_terminal() and owed(t) == ["extra@orange.0"]
    assert {(m.colour, m.to) for m in t.legal_moves() if m.kind == "arrow"} == {
        ("purple", "b")}


def test_E13_an_unplayable_extra_arrow_never_ends_the_game_mid_turn():
    # Seat 0 has no ticket: nothing is left to decide once the extra arrow is lost, so the
    # turn ends by itself, and seat 1, starting its turn with no legal move, is blocked.
    game = _dead_end_game()
    s = play_state(game, hands=[["card-g"], ["card-h"]], tickets=(0, 0), supply=(45, 0))
    s = s.apply(arrow(game, s, "orange", "b"))
    assert s.is_terminal() and s.reason == "blocked" and s.to_move == 1


def test_E13_a_turn_with_no_playable_arrow_starts_with_a_take_back_if_a_ticket_allows():
    # Seat 1 starts its turn with no arrow to play but a ticket: a take-back would make one
    # playable, so it is not blocked; its only moves are the tickets that can help, and the
    # turn's arrow is still owed afterwards.
    game = _dead_end_game()
    s = play_state(game, hands=[["card-g"], ["card-h"]], tickets=(0, 1), supply=(45, 0))
    s = s.apply(arrow(game, s, "orange", "b"))
    assert not s.is_terminal() and s.current_player() == 1
    assert s.legal_moves() == [Ticket("take_back", "orange")]
    s = s.apply(Ticket("take_back", "orange"))
    assert s.expeditions[0].trail == () and s.owed == (R.TURN_ARROW,)
    assert [str(m) for m in s.legal_moves()] == ["orange arrow to b along path 0"]


def _red_loop_back_game():
    # rose - a - b - r(red) - a: orange's fourth arrow, from the red point r, loops onto a.
    return tiny_game(
        [("rose", "rose"), ("a", "plain"), ("b", "plain"), ("r", "red"), ("g", "green"),
         ("h", "green")],
        [("rose", "a"), ("a", "b"), ("b", "r"), ("r", "a"), ("b", "g"), ("g", "h")],
    )


def test_E11_taking_back_a_looping_arrow_cancels_its_restart():
    # The old engine kept the restart the loop earned: the player got the new head's ticket
    # (r is red) and kept the extra arrow. E11b ruling: the extra arrow is cancelled.
    game = _red_loop_back_game()
    s = play_state(game, hands=[["card-g"], ["card-h"]], tickets=(0, 0))
    s = walk(game, s, "orange", ["a", "b", "r"])  # r: +1 ticket
    s = your_turn(s)
    s = s.apply(arrow(game, s, "orange", "a"))  # a was visited: a loop
    assert owed(s) == ["restart:orange@orange.3"] and s.tickets == (1, 0)
    s = s.apply(Ticket("take_back", "orange"))
    # r is the head again and applies its effect (a ticket), but no restart is owed.
    assert s.expeditions[0].head == game.board.node_of["r"] and s.tickets == (1, 0)
    assert s.owed == () and not any(m.kind in ("restart", "arrow") for m in s.legal_moves())
    assert s.legal_moves()[-1] == EndTurn()


def test_E11_taking_back_a_looping_arrow_after_its_restart_cancels_the_loop_arrow():
    game = _red_loop_back_game()
    s = play_state(game, hands=[["card-g"], ["card-h"]], tickets=(0, 0))
    s = walk(game, s, "orange", ["a", "b", "r"])
    s = your_turn(s)
    s = s.apply(arrow(game, s, "orange", "a"))
    s = s.apply(Restart("orange", "b"))
    assert owed(s) == ["arrow:orange@orange.3"]
    s = s.apply(Ticket("take_back", "orange"))
    assert s.owed == () and s.expeditions[0].head == game.board.node_of["r"]


def test_E11_taking_back_an_arrow_that_reached_a_blue_point_cancels_its_extra_arrow(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(1, 0))
    s = s.apply(arrow(mini, s, "orange", "blue1"))  # blue: one more arrow, owed
    assert owed(s) == ["extra@orange.0"]
    s = s.apply(Ticket("take_back", "orange"))
    # The extra arrow is cancelled; seat 0 has nothing left to decide: seat 1's turn.
    assert s.expeditions[0].trail == () and s.current_player() == 1
    assert s.owed == (R.TURN_ARROW,)


def test_E11_a_take_back_keeps_extra_arrows_other_arrows_earned(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(1, 0))
    s = s.apply(arrow(mini, s, "orange", "blue1"))  # orange's blue arrow, owed
    s = s.apply(arrow(mini, s, "purple", "blue1"))  # pays it, and earns purple's blue arrow
    assert owed(s) == ["extra@purple.0"]
    s = s.apply(Ticket("take_back", "orange"))  # orange's arrow earned nothing still owed
    assert owed(s) == ["extra@purple.0"] and s.expeditions[0].trail == ()


def test_E3_an_arrow_must_be_of_a_colour_with_arrows_and_start_at_its_head(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0), supply=(45, 0))
    with pytest.raises(IllegalMove) as err:
        s.apply(Arrow("purple", path_index(mini, "rose", "p1"), "p1"))
    assert err.value.rule == "E3"
    s = walk(mini, s, "orange", ["p1"])
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,))
    # Orange's second arrow leaves from p1, not from the rose.
    with pytest.raises(IllegalMove) as err:
        s.apply(Arrow("orange", path_index(mini, "rose", "blue1"), "blue1"))
    assert err.value.rule == "E4" and "from its head" in err.value.message
    with pytest.raises(IllegalMove) as err:
        s.apply(Arrow("teal", 0, "p1"))
    assert err.value.rule == "E3"
