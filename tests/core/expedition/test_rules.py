"""One test (at least) per Expedition rule, E1–E15, named after it."""

from __future__ import annotations

import pytest

from content import default_pack
from core.engine import CHANCE, TERMINAL, IllegalMove
from core.expedition import Arrow, EndTurn, Phase, PlaceToken, Restart, Swap, Ticket, make_game
from core.expedition import rules as R
from core.expedition.board import bits
from core.expedition.state import Owed, Owes
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
)


@pytest.fixture(scope="module")
def world():
    return make_game(default_pack("expedition"))


@pytest.fixture(scope="module")
def mini():
    return mini_game()


def _deal(game, players):
    s = game.new_game(players)
    while s.phase == Phase.DEAL:
        assert s.current_player() == CHANCE
        s = s.apply(s.chance_outcomes()[0][0])
    return s


# ---------------------------------------------------------------- E1


@pytest.mark.parametrize("players,size", [(2, 12), (3, 12), (4, 9), (6, 9)])
def test_E1_deal_hand_sizes_market_and_tickets(world, players, size):
    s = _deal(world, players)
    assert [h.bit_count() for h in s.hands] == [size] * players
    assert s.market.bit_count() == 6
    assert s.tickets == (3,) * players
    assert R.deck_size(s) == len(world.board.card_ids) - players * size - 6


def test_E1_the_deal_is_chance_moves_over_the_hidden_deck(world):
    s = world.new_game(4)
    assert s.current_player() == CHANCE
    outcomes = s.chance_outcomes()
    assert len(outcomes) == len(world.board.card_ids)
    assert sum(p for _m, p in outcomes) == pytest.approx(1.0)
    assert {m.kind for m, _p in outcomes} == {"draw"}


def test_E1_player_count_outside_the_pack_range_is_refused(world):
    with pytest.raises(ValueError):
        world.new_game(7)


# ---------------------------------------------------------------- E2


def test_E2_tokens_go_on_own_card_points_far_enough_from_the_rose(world):
    s = _deal(world, 3)
    assert s.phase == Phase.PLACE and s.current_player() == 0
    hand_points = {world.board.card_node[c] for c in bits(s.hands[0])}
    for m in s.legal_moves():
        node = world.board.node_of[m.point]
        assert node in hand_points
        assert world.board.dist[node] >= world.rules.token_distance


def test_E2_placement_goes_round_four_times_in_turn_order(world):
    s = _deal(world, 3)
    order = []
    while s.phase == Phase.PLACE:
        order.append(s.current_player())
        s = s.apply(s.legal_moves()[0])
    assert order == [0, 1, 2] * 4
    assert s.placed == (4, 4, 4)
    assert len({n for n, _o in s.tokens}) == 12
    assert s.phase == Phase.PLAY and s.current_player() == 0


def test_E2_a_point_holds_one_token_and_players_without_eligible_cards_skip():
    game = mini_game(extra_cards=[("card-g1-b", "g1")])
    s = game.new_game(2)
    s = s.replace(phase=Phase.PLACE, to_move=0, market=0,
        hands=(cards_mask(game, ["card-g1", "card-g3"]), cards_mask(game, ["card-g1-b"])),
        deck=tuple(bits(cards_mask(game, ["card-g2", "card-g4", "card-g5", "card-g6"]))),
    )
    # g3 is 2 paths from the rose: too close; only g1 for seat 0.
    assert s.legal_moves() == [PlaceToken("g1")]
    with pytest.raises(IllegalMove) as err:
        s.apply(PlaceToken("g3"))
    assert err.value.rule == "E2"
    s = s.apply(PlaceToken("g1"))
    # g1 now holds a token: seat 1 has no eligible card and places none; play starts.
    assert s.phase == Phase.PLAY and s.placed == (1, 0)


# ---------------------------------------------------------------- E3


def test_E3_first_arrow_starts_at_the_rose_then_continues_from_the_head(mini):
    s = play_state(mini, hands=[["card-g1"], ["card-g2"]])
    assert {m.to for m in s.legal_moves() if m.kind == "arrow"} == {"p1", "blue1"}
    s = s.apply(arrow(mini, s, "orange", "p1"))
    assert s.current_player() == 0  # tickets could still be spent
    s = s.apply(EndTurn())
    assert s.current_player() == 1
    targets = {(m.colour, m.to) for m in s.legal_moves() if m.kind == "arrow"}
    assert ("orange", "p2") in targets and ("orange", "g3") in targets
    assert ("orange", "blue1") not in targets  # orange continues from p1, not the rose
    assert ("purple", "blue1") in targets


def test_E3_a_colour_with_no_arrows_left_cannot_be_chosen(mini):
    s = play_state(mini, hands=[["card-g1"], ["card-g2"]], supply=(0, 45))
    assert {m.colour for m in s.legal_moves() if m.kind == "arrow"} == {"purple"}


def test_E3_the_turn_arrow_is_owed_before_ending_the_turn(mini):
    s = play_state(mini, hands=[["card-g1"], ["card-g2"]])
    with pytest.raises(IllegalMove) as err:
        s.apply(EndTurn())
    assert err.value.rule == "E3"


# ---------------------------------------------------------------- E4


def test_E4_no_straight_return_and_no_path_twice(mini):
    s = play_state(mini, hands=[["card-g1"], ["card-g2"]], tickets=(0, 0))
    s = walk(mini, s, "orange", ["p1", "p2"])
    targets = {m.to for m in s.legal_moves() if m.kind == "arrow" and m.colour == "orange"}
    assert targets == {"g1"}  # not back to p1
    with pytest.raises(IllegalMove) as err:
        s.apply(Arrow("orange", path_index(mini, "p1", "p2"), "p1"))
    assert err.value.rule == "E4"


def test_E4_different_colours_may_share_a_path(mini):
    s = play_state(mini, hands=[["card-g1"], ["card-g2"]], tickets=(0, 0))
    s = walk(mini, s, "orange", ["p1"])
    s = walk(mini, s, "purple", ["p1"])
    assert s.expeditions[0].trail[0][0] == s.expeditions[1].trail[0][0] == path_index(mini, "rose", "p1")


def test_E4_a_wrap_pair_is_one_point_for_the_rules(mini):
    # g5 -> w-west (west edge) then straight on from w-east (east edge) to g6.
    s = play_state(mini, hands=[["card-g1"], ["card-g2"]], tickets=(0, 0))
    s = walk(mini, s, "orange", ["blue1"])
    s = s.replace(owed=(R.TURN_ARROW,))
    s = walk(mini, s, "orange", ["red1", "g4", "g5", "w-west"])
    s = s.replace(owed=(R.TURN_ARROW,))
    targets = {m.to for m in s.legal_moves() if m.kind == "arrow" and m.colour == "orange"}
    assert targets == {"g6"}
    assert mini.board.node_of["w-west"] == mini.board.node_of["w-east"]


def test_E4_world_wrap_pairs_join_the_pacific(world):
    b = world.board
    for w in world.pack.wraps:
        node = b.node_of[w.a]
        assert b.node_of[w.b] == node
        ends = {b.far_end(p, node) for p, _v in b.adj[node]}
        xs = {next(pt.x for pt in world.pack.points if pt.id == e) for e in ends}
        assert min(xs) < 0 < max(xs)  # neighbours on both sides of the map


# ---------------------------------------------------------------- E5


def test_E5_holder_lays_the_card_even_on_another_players_turn(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g3", "card-g1"]], tickets=(0, 0))
    s = s.apply(arrow(mini, s, "orange", "p1"))
    s = s.replace(owed=(R.TURN_ARROW,))
    s = s.apply(arrow(mini, s, "orange", "g3"))
    assert s.laid[1] == cards_mask(mini, ["card-g3"])
    assert s.hands[1] == cards_mask(mini, ["card-g1"])


def test_E5_market_card_goes_to_the_active_player_and_the_market_refills(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g1"]], market=["card-g3"], tickets=(0, 0))
    s = walk(mini, s, "orange", ["p1"])
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,))
    s = s.apply(arrow(mini, s, "orange", "g3"))
    assert s.laid[0] == cards_mask(mini, ["card-g3"])
    assert s.current_player() == CHANCE  # the refill is a chance move
    before = R.deck_size(s)
    s = draw_first(s)
    assert s.market.bit_count() == 1 and R.deck_size(s) == before - 1


# ---------------------------------------------------------------- E6


def test_E6_reaching_a_token_gives_it_back_to_its_owner(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g1"]], tokens={"g3": 1}, tickets=(0, 0))
    s = s.apply(arrow(mini, s, "orange", "p1"))
    s = s.replace(owed=(R.TURN_ARROW,))
    s = s.apply(arrow(mini, s, "orange", "g3"))
    assert s.tokens == () and s.recovered == (0, 1) and s.placed == (0, 1)


# ---------------------------------------------------------------- E7 / E8


def test_E7_blue_point_gives_one_more_arrow_of_any_colour(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g1"]], tickets=(0, 0))
    s = s.apply(arrow(mini, s, "orange", "blue1"))
    assert s.current_player() == 0 and owed(s) == ["extra@orange.0"]
    assert {m.colour for m in s.legal_moves() if m.kind == "arrow"} == {"orange", "purple"}
    s = s.apply(arrow(mini, s, "purple", "p1"))
    assert s.current_player() == 1


def test_E8_red_point_gives_a_ticket(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g1"]], tickets=(0, 0))
    s = s.apply(arrow(mini, s, "orange", "blue1"))
    s = s.apply(arrow(mini, s, "orange", "red1"))
    assert s.tickets == (1, 0)


# ---------------------------------------------------------------- E9 / E10


def _loop_state(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0))
    return walk(mini, s, "orange", ["p1", "p2", "g1", "g2", "g3"])


def test_E9_loop_lets_the_colour_restart_from_any_visited_point(mini):
    s = _loop_state(mini)
    s = s.apply(arrow(mini, s, "orange", "p1"))  # p1 was visited: a loop
    restarts = s.legal_moves()
    assert all(isinstance(m, Restart) and m.colour == "orange" for m in restarts)
    # Every visited point with an unused path: rose (to blue1), g3 (to blue1), g1 (to g6).
    assert {m.point for m in restarts} == {"rose", "g1", "g3"}
    s = s.apply(Restart("orange", "g1"))
    assert {(m.colour, m.to) for m in s.legal_moves() if m.kind == "arrow"} == {("orange", "g6")}
    s = s.apply(arrow(mini, s, "orange", "g6"))
    assert s.expeditions[0].head == mini.board.node_of["g6"]


def test_E9_rule_id_when_a_loop_restart_is_owed(mini):
    s = _loop_state(mini)
    s = s.apply(arrow(mini, s, "orange", "p1"))
    with pytest.raises(IllegalMove) as err:
        s.apply(EndTurn())
    assert err.value.rule == "E9"


def test_E10_extra_arrows_chain_within_the_turn(mini):
    # blue1 (E7 extra) -> g3 -> ... ; a blue arrow then a loop arrow in the same turn.
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0))
    s = walk(mini, s, "orange", ["p1", "g3"])
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,))
    s = s.apply(arrow(mini, s, "orange", "blue1"))  # blue: one more arrow
    assert s.current_player() == 0 and owed(s) == ["extra@orange.2"]
    s = s.apply(arrow(mini, s, "orange", "rose"))  # rose visited: a loop, same turn
    assert s.current_player() == 0 and owed(s) == ["restart:orange@orange.3"]


def test_E10_an_extra_arrow_that_cannot_be_played_is_lost(mini):
    # Orange has 1 arrow left; it reaches blue1 (extra arrow) but purple has none.
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0), supply=(1, 0))
    s = s.apply(arrow(mini, s, "orange", "blue1"))
    # All arrows are down: the game ends at once (E13) rather than losing the extra.
    assert s.is_terminal() and s.reason == "arrows_out"
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0), supply=(3, 0))
    s = walk(mini, s, "orange", ["p1", "g3"])
    # A loop arrow owed by purple, which has no arrows left, is dropped; orange still moves.
    s = settled(s.replace(owed=(R.TURN_ARROW, Owed(Owes.RESTART, 1))), mini)
    assert s.owed == (R.TURN_ARROW,) and not s.is_terminal()


# ---------------------------------------------------------------- E11


def test_E11a_ticket_plays_one_more_arrow(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(2, 0))
    s = s.apply(arrow(mini, s, "orange", "p1"))
    assert Ticket("arrow") in s.legal_moves() and EndTurn() in s.legal_moves()
    s = s.apply(Ticket("arrow"))
    assert s.tickets == (1, 0) and owed(s) == ["extra"]
    s = s.apply(arrow(mini, s, "purple", "p1"))
    assert s.expeditions[1].trail


def test_E11b_ticket_takes_back_the_last_arrow_and_applies_the_new_head(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(1, 0))
    s = s.apply(arrow(mini, s, "orange", "blue1"))  # blue: extra arrow owed
    s = s.apply(arrow(mini, s, "orange", "red1"))  # red: +1 ticket -> 2
    assert s.tickets == (2, 0)
    s = s.apply(Ticket("take_back", "orange"))
    # red1's arrow is back in the supply; blue1 is the head again: one more arrow (E7).
    assert s.expeditions[0].supply == 44 and s.expeditions[0].head == mini.board.node_of["blue1"]
    assert s.tickets == (1, 0) and owed(s) == ["extra@orange.0"]
    # The red ticket already gained stays gained (resolved effects stay resolved).
    assert s.check_invariants() == []


def test_E11c_ticket_swaps_a_hand_card_for_one_of_two_drawn(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], market=["card-g6"], tickets=(1, 0),
                   tokens={"g4": 0})
    s = s.apply(Ticket("swap"))
    assert s.current_player() == CHANCE and s.offer_due == 2
    s = draw_first(s)
    offered = [mini.board.card_ids[c] for c in s.offer]
    assert len(offered) == 2
    assert set(s.legal_moves()) == {Swap("card-g4", c) for c in offered}
    s = s.apply(Swap("card-g4", offered[0]))
    assert s.hands[0] == cards_mask(mini, [offered[0]])
    # The card given up, then the card not taken, go to the bottom of the deck.
    assert [mini.board.card_ids[c] for c in s.bottom] == ["card-g4", offered[1]]
    assert s.tokens == ((mini.board.node_of["g4"], 0),)  # the token stays
    # The turn's arrow is still owed.
    assert s.owed == (R.TURN_ARROW,)


def test_E11_two_tickets_per_turn_at_most(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(3, 0))
    s = s.apply(Ticket("arrow"))  # before the turn's arrow: any moment
    s = s.apply(Ticket("arrow"))
    assert not any(m.kind == "ticket" for m in s.legal_moves())
    with pytest.raises(IllegalMove) as err:
        s.apply(Ticket("arrow"))
    assert err.value.rule == "E11"
    assert s.tickets == (1, 0)


def test_E11_no_ticket_left_no_ticket_move(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 2))
    assert not any(m.kind == "ticket" for m in s.legal_moves())
    s = s.apply(arrow(mini, s, "orange", "p1"))
    assert s.current_player() == 1  # nothing left to decide: the turn ends by itself


# ---------------------------------------------------------------- E12 / E13


def test_E12_empty_hand_finishes_the_round_then_ends():
    game = mini_game()
    s = play_state(game, players=3, hands=[["card-g4"], ["card-g3"], ["card-g5"]],
                   tickets=(0, 0, 0))
    s = s.apply(arrow(game, s, "orange", "p1"))
    assert s.to_move == 1
    s = s.apply(arrow(game, s, "orange", "g3"))  # seat 1's last card is laid
    assert s.final_round and not s.is_terminal() and s.to_move == 2
    s = s.apply(arrow(game, s, "purple", "p1"))  # seat 2 still plays: same number of turns
    assert s.is_terminal() and s.result().reason == "hand_empty"
    assert s.result().rounds == 1
    assert s.current_player() == TERMINAL and s.legal_moves() == []


def test_E12_hand_emptied_by_the_last_seat_ends_at_once_after_its_turn():
    game = mini_game()
    s = play_state(game, players=3, hands=[["card-g4"], ["card-g5"], ["card-g3"]],
                   tickets=(0, 0, 0), to_move=2)
    s = s.apply(arrow(game, s, "orange", "p1"))
    assert s.is_terminal() is False and s.to_move == 0
    s = play_state(game, players=3, hands=[["card-g4"], ["card-g5"], ["card-g1"]],
                   tickets=(0, 0, 0), to_move=2)
    s = walk(game, s, "orange", ["p1"])
    s = s.replace(to_move=2, owed=(R.TURN_ARROW,))
    s = s.apply(arrow(game, s, "orange", "g3"))
    s = s.replace(to_move=2, owed=(R.TURN_ARROW,))
    s = s.apply(arrow(game, s, "orange", "g2"))
    s = s.replace(to_move=2, owed=(R.TURN_ARROW,))
    s = s.apply(arrow(game, s, "orange", "g1"))  # seat 2 (the last seat) lays its last card
    assert s.is_terminal() and s.result().reason == "hand_empty"


def test_E13_game_ends_at_once_when_every_arrow_is_played(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0), supply=(1, 0),
                   market=["card-g3"])
    s = s.apply(arrow(mini, s, "orange", "p1"))
    assert s.is_terminal() and s.result().reason == "arrows_out"


def test_E13_blocked_when_no_arrow_can_be_played():
    game = mini_game()
    s = play_state(game, hands=[["card-g5"], ["card-g6"]], tickets=(0, 0), supply=(5, 0))
    s = walk(game, s, "orange", ["blue1", "red1", "g4", "cape"])  # cape is a dead end
    assert s.current_player() == 0 and s.tickets[0] >= 1  # red1 gave a ticket: may end turn
    s = s.apply(EndTurn())
    assert s.is_terminal() and s.result().reason == "blocked"


def test_E13_round_limit(mini):
    game = mini_game(max_rounds=1)
    s = play_state(game, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0))
    s = s.apply(arrow(game, s, "orange", "p1"))
    s = s.apply(arrow(game, s, "orange", "p2"))
    assert s.is_terminal() and s.result().reason == "round_limit" and s.result().rounds == 1


# ---------------------------------------------------------------- E14 / E15


def test_E14_scoring(mini):
    s = play_state(
        mini, hands=[["card-g4"], ["card-g5", "card-g6"]], tickets=(0, 0),
        laid=(cards_mask(mini, ["card-g1", "card-g2"]), cards_mask(mini, ["card-g3"])),
        tokens={"g5": 1}, recovered=(1, 0), placed=(1, 1), phase=Phase.OVER, reason="hand_empty",
    )
    # seat 0: 2 laid - 1 in hand + 1 recovered - 0 left = 2; seat 1: 1 - 2 + 0 - 1 = -2
    assert s.result().scores == (2.0, -2.0)
    assert s.result().winners == (0,)


def test_E15_ties_go_to_more_tickets_then_shared(mini):
    base = dict(hands=[["card-g4"], ["card-g5"]], phase=Phase.OVER, reason="arrows_out")
    s = play_state(mini, tickets=(1, 2), **base)
    assert s.result().scores == (-1.0, -1.0) and s.result().winners == (1,)
    s = play_state(mini, tickets=(2, 2), **base)
    assert s.result().winners == (0, 1)


def test_E15_the_tie_break_in_words_names_the_tickets(mini):
    base = dict(hands=[["card-g4"], ["card-g5"]], phase=Phase.OVER, reason="arrows_out")
    s = play_state(mini, tickets=(1, 2), **base)
    assert str(s.tie_break_text(["Anna", "Ben"])) == (
        "Ben wins with more tickets: 2 against 1 (E15)")
    assert str(s.tie_break_text()) == "Seat 2 wins with more tickets: 2 against 1 (E15)"
    # still tied on tickets: shared, and nothing was broken
    assert s.replace(tickets=(2, 2)).tie_break_text(["Anna", "Ben"]) == ""
    # one seat alone on the highest score: no tie
    alone = play_state(mini, hands=[["card-g4"], ["card-g5", "card-g6"]], tickets=(0, 3),
                       phase=Phase.OVER, reason="arrows_out")
    assert alone.result().winners == (0,) and alone.tie_break_text(["Anna", "Ben"]) == ""
    with pytest.raises(ValueError):
        s.replace(phase=Phase.PLAY).tie_break_text()


def test_E15_the_tie_break_in_words_names_every_tied_player_it_beat(mini):
    three = dict(hands=[["card-g4"], ["card-g5"], ["card-g6"]], phase=Phase.OVER,
                 reason="arrows_out")
    s = play_state(mini, players=3, tickets=(1, 3, 2), **three)
    assert s.result().scores == (-1.0, -1.0, -1.0) and s.result().winners == (1,)
    # every tied player beaten on tickets, with their tickets, most first
    assert str(s.tie_break_text(["Anna", "Ben", "Carla"])) == (
        "Ben wins with more tickets: 3 against 2 (Carla), 1 (Anna) (E15)")
    shared = s.replace(tickets=(3, 3, 2))
    assert str(shared.tie_break_text(["Anna", "Ben", "Carla"])) == (
        "Anna, Ben share the win with more tickets: 3 each against 2 (E15)")


# ---------------------------------------------------------------- scenarios


def test_E4_an_arrow_names_the_edge_point_it_is_drawn_to(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0))
    s = walk(mini, s, "orange", ["p1", "p2", "g1", "g6"])
    s = s.replace(owed=(R.TURN_ARROW,))
    move = arrow(mini, s, "orange", "w-east")  # drawn to the east edge from g6
    s = s.apply(move)
    assert s.expeditions[0].head == mini.board.node_of["w-west"]  # the same point for the rules
    s = s.replace(owed=(R.TURN_ARROW,))
    assert {m.to for m in s.legal_moves() if m.kind == "arrow" and m.colour == "orange"} == {
        "g5"}


def test_E11b_taking_back_a_first_arrow_returns_the_expedition_to_the_rose(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(1, 0))
    s = s.apply(arrow(mini, s, "orange", "p1"))
    s = s.apply(Ticket("take_back", "orange"))
    e = s.expeditions[0]
    assert e.head == mini.board.rose and e.trail == () and e.supply == 45
    s = s.replace(owed=(R.TURN_ARROW,))
    assert {m.to for m in s.legal_moves() if m.kind == "arrow" and m.colour == "orange"} == {
        "p1", "blue1"}


def test_E9_loop_on_a_blue_point_gives_the_loop_arrow_and_the_blue_arrow(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0))
    s = walk(mini, s, "orange",
             ["blue1", "red1", "g4", "g5", "w-west", "g6", "g1", "g2", "g3"])
    s = s.replace(to_move=0, owed=(R.TURN_ARROW,))
    s = s.apply(arrow(mini, s, "orange", "blue1"))  # visited and blue
    # the loop arrow first, then the blue one
    assert owed(s) == ["extra@orange.9", "restart:orange@orange.9"]
    s = s.apply(Restart("orange", "rose"))
    s = s.apply(arrow(mini, s, "orange", "p1"))
    assert s.current_player() == 0 and owed(s) == ["extra@orange.9"]
    assert {m.colour for m in s.legal_moves() if m.kind == "arrow"} == {"orange", "purple"}


def test_E5_a_green_point_whose_card_is_in_the_deck_does_nothing(mini):
    s = play_state(mini, hands=[["card-g4"], ["card-g5"]], tickets=(0, 0))
    s = walk(mini, s, "orange", ["p1", "g3"])
    assert s.laid == (0, 0) and s.refills == 0
    assert mini.board.card_index["card-g3"] in s.deck
