"""Expedition engine properties: invariants, values, JSON round trips, observations, bots."""

from __future__ import annotations

import copy
import json
import random

import pytest

from content import default_pack
from core.api import game_for, make_bot
from core.engine import CHANCE, IllegalMove
from core.expedition import Arrow, ExpeditionState, Observation, Phase
from core.expedition import rules as R
from core.expedition.board import bits, mask_of
from tests.core.expedition.helpers import random_game


@pytest.fixture(scope="module")
def world():
    return game_for(default_pack("expedition"))


def _no_violations(state):
    assert state.check_invariants() == []


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4), (6, 5)])
def test_invariants_hold_after_every_move_of_random_games(world, players, seed):
    final, moves = random_game(world, players, seed, check=_no_violations)
    result = final.result()
    assert result.reason in {"hand_empty", "arrows_out", "blocked", "round_limit"}
    assert len(result.scores) == players and result.winners
    assert len(moves) <= world.spec.max_length


@pytest.mark.parametrize("players,seed", [(2, 11), (4, 12), (6, 13)])
def test_E14_every_seat_reads_the_scores_the_rules_give(world, players, seed):
    """The playtest shows each seat every score from its own observation: the same E14."""
    seen = []

    def same_scores(state):
        for seat in range(players):
            assert state.observe(seat).scores == R.scores(state)
        seen.append(R.scores(state))

    final, _ = random_game(world, players, seed, check=same_scores)
    assert final.observe(0).scores == tuple(int(x) for x in final.result().scores)
    assert any(any(points) for points in seen)  # (scores that moved, not zeros throughout)


def test_states_are_values_equal_by_value_and_deepcopy_safe(world):
    a, _ = random_game(world, 3, 7)
    b, _ = random_game(world, 3, 7)
    assert a == b and hash(a) == hash(b)
    c = copy.deepcopy(a)
    assert c == a and c is not a and c.game is a.game
    s = world.new_game(3)
    t = s.apply(s.legal_moves()[0])
    assert s == world.new_game(3) and t != s  # apply never changes the old state


def test_state_json_round_trip_mid_game(world):
    rng = random.Random(3)
    state = world.new_game(4)
    for _ in range(150):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            move = outcomes[rng.randrange(len(outcomes))][0]
        else:
            legal = state.legal_moves()
            move = legal[rng.randrange(len(legal))]
        state = state.apply(move)
        data = json.loads(json.dumps(state.to_json()))
        back = world.state_from_json(data)
        assert back == state
        assert back.legal_moves() == state.legal_moves()


def test_moves_round_trip_through_json_and_read_well(world):
    _, moves = random_game(world, 3, 11)
    for move in set(moves):
        again = world.move_from_json(json.loads(json.dumps(move.to_json())))
        assert again == move and hash(again) == hash(move)
        assert str(move) and move.kind
    with pytest.raises(IllegalMove):
        world.move_from_json({"kind": "teleport"})


def test_illegal_move_names_its_rule(world):
    s = world.new_game(2)
    with pytest.raises(IllegalMove) as err:
        s.apply(Arrow("orange", 0, "nowhere"))
    assert err.value.rule == "E1"


def test_observe_hides_other_hands_and_the_deck(world):
    rng = random.Random(5)
    state = world.new_game(4)
    while state.phase != Phase.PLAY:
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            state = state.apply(outcomes[rng.randrange(len(outcomes))][0])
        else:
            state = state.apply(state.legal_moves()[0])
    obs = state.observe(1)
    assert isinstance(obs, Observation)
    assert obs.hand == state.hands[1]
    assert obs.hand_sizes == tuple(h.bit_count() for h in state.hands)
    assert obs.market == state.market and obs.deck_size == R.deck_size(state)
    assert obs.phase == "play" and obs.to_move == state.current_player() == 0
    text = json.dumps(obs.to_json())
    others = [world.board.card_ids[c] for s in (0, 2, 3) for c in bits(state.hands[s])]
    deck = [world.board.card_ids[c] for c in state.deck]
    assert not any(f'"{cid}"' in text for cid in others + deck)


def test_swap_offer_is_seen_only_by_the_swapping_player(world):
    rng = random.Random(2)
    for _ in range(20):
        state, seen = world.new_game(3), False
        while not state.is_terminal() and not seen:
            if state.current_player() == CHANCE:
                outcomes = state.chance_outcomes()
                state = state.apply(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_moves()
                swap = [m for m in legal if m.kind == "ticket" and m.use == "swap"]
                state = state.apply(swap[0] if swap else legal[rng.randrange(len(legal))])
            if state.offer and not state.offer_due:
                me = state.to_move
                assert state.observe(me).offer == state.offer
                assert state.observe((me + 1) % 3).offer == ()
                assert state.observe((me + 1) % 3).offer_size == len(state.offer)
                seen = True
        if seen:
            return
    pytest.fail("no swap happened")


@pytest.mark.parametrize("players", [2, 4, 6])
def test_greedy_bots_finish_games_with_invariants(world, players):
    rng = random.Random(players)
    bots = [make_bot("greedy", world, seat, random.Random(seat)) for seat in range(players)]
    state = world.new_game(players)
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            move = outcomes[rng.randrange(len(outcomes))][0]
        else:
            move = bots[seat].choose(state.observe(seat), state.legal_moves())
        state = state.apply(move)
        assert state.check_invariants() == []
    assert state.result().reason in {"hand_empty", "arrows_out", "blocked", "round_limit"}


def test_greedy_beats_random_on_average(world):
    wins = 0
    games = 30
    for seed in range(games):
        rng = random.Random(seed)
        bots = [make_bot("greedy", world, 0, random.Random(seed)),
                make_bot("random", world, 1, random.Random(seed + 1))]
        state = world.new_game(2)
        while not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                outcomes = state.chance_outcomes()
                move = outcomes[rng.randrange(len(outcomes))][0]
            else:
                move = bots[seat].choose(state.observe(seat), state.legal_moves())
            state = state.apply(move)
        wins += 0 in state.result().winners
    assert wins >= games * 0.7


def test_state_is_a_frozen_value_with_the_shared_field_names(world):
    s = world.new_game(2)
    assert isinstance(s, ExpeditionState)
    assert (s.players, s.to_move, s.phase) == (2, 0, "deal") and s.phase is Phase.DEAL
    with pytest.raises(AttributeError):
        s.players = 3
    with pytest.raises(AttributeError):
        s.anything = 1  # no __dict__
    assert s.replace(rounds=0) == s and s.replace(rounds=1) != s


def test_observe_refuses_a_seat_not_in_the_game(world):
    s = world.new_game(3)
    for bad in (-1, 3, 7, True, "0"):
        with pytest.raises(ValueError):
            s.observe(bad)


def test_result_before_the_end_is_a_value_error(world):
    with pytest.raises(ValueError):
        world.new_game(2).result()


def test_legal_moves_cached_by_apply_match_a_fresh_computation(world):
    rng = random.Random(9)
    for players in (2, 5):
        state = world.new_game(players)
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                outcomes = state.chance_outcomes()
                state = state.apply(outcomes[rng.randrange(len(outcomes))][0])
                continue
            legal = state.legal_moves()
            assert state.replace().legal_moves() == legal  # no caches on the copy
            state = state.apply(legal[rng.randrange(len(legal))])


def _in_play(world, players=2, seed=5):
    rng = random.Random(seed)
    state = world.new_game(players)
    while state.phase != Phase.PLAY:
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            state = state.apply(outcomes[rng.randrange(len(outcomes))][0])
        else:
            state = state.apply(state.legal_moves()[0])
    return state


def test_describe_tells_a_move_in_a_players_words(world):
    from core.expedition import Draw, EndTurn, PlaceToken, Restart, Swap, Ticket

    s = _in_play(world)
    names = ["Anna", "Ben"]
    lima_path = next(p for p, (a, b) in enumerate(world.board.path_points) if "lima" in (a, b))
    cases = {
        Arrow("orange", lima_path, "lima"): "Anna plays an orange arrow to Lima",
        Arrow("black", lima_path, "lima"): "Anna plays a black arrow to Lima",
        Restart("purple", "cairo"): "Anna restarts purple from Cairo",
        PlaceToken("lima"): "Anna places a token on Lima",
        Ticket("arrow"): "Anna spends a ticket: one more arrow",
        Ticket("take_back", "purple"): "Anna spends a ticket to take back the last purple arrow",
        Ticket("swap"): "Anna draws two cards for a swap",
        Swap("card-paris", "card-rome"): "Anna swaps a card",
        EndTurn(): "Anna ends the turn",
    }
    for move, words in cases.items():
        assert world.describe(s, move, names) == words
    assert world.describe(s, EndTurn()) == "Seat 1 ends the turn"
    assert world.describe(s.replace(to_move=1), EndTurn(), names) == "Ben ends the turn"
    # Draws: dealt cards and swap offers are hidden, market cards are public.
    deal = world.new_game(2)
    assert world.describe(deal, Draw("card-lima"), names) == "A card is dealt to Anna"
    lima = world.board.card_index["card-lima"]
    others = [c for c in range(len(world.board.card_ids)) if c != lima]
    full = deal.replace(hands=(mask_of(others[:12]), mask_of(others[12:24])),
                        deck=tuple(sorted([lima, *others[24:]])))
    assert world.describe(full, Draw("card-lima"), names) == "Lima is turned up in the market"
    assert world.describe(s.replace(refills=1), Draw("card-lima"), names) == (
        "Lima is turned up in the market")
    assert world.describe(s.replace(offer_due=2), Draw("card-lima"), names) == (
        "A card is drawn for Anna's swap")


def _hidden_names(world, state) -> set[str]:
    """Names of the cards that some seat may not see in ``state``."""
    b = world.board
    point_name = {p.id: p.name for p in world.pack.points}
    hidden = [c for hand in state.hands for c in bits(hand)]
    hidden += [*state.deck, *state.bottom, *state.offer]
    return {point_name[world.pack.cards[c].point] for c in hidden} | {b.card_ids[c]
                                                                      for c in hidden}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_PUBLIC_descriptions_never_name_a_card_some_seat_may_not_see(world, players):
    import re

    from core.api import play_game

    point_name = {p.id: p.name for p in world.pack.points}
    for seats in (["random"] * players, ["greedy"] * players):
        record, _ = play_game(world, players, seats, seed=players)
        state = world.new_game(players)
        for data in record.moves:
            move = world.move_from_json(data)
            words = world.describe(state, move)
            after = state.apply(move)
            # a point the move itself names (an arrow's, a token's) is public
            named_point = point_name.get(getattr(move, "to", getattr(move, "point", "")))
            for name in _hidden_names(world, after):
                if name != named_point:
                    assert not re.search(rf"\b{re.escape(name)}\b", words), (words, name)
            state = after


def test_state_from_json_refuses_malformed_or_inconsistent_data(world):
    state, _ = random_game(world, 3, 4)
    data = state.to_json()
    with pytest.raises(ValueError):
        world.state_from_json({"players": 3})
    broken = json.loads(json.dumps(data))
    laid_card = next(c for seat in broken["laid"] for c in seat)
    broken["hands"][0].append(laid_card)  # now in a hand and laid down: two places
    with pytest.raises(ValueError, match="inconsistent"):
        world.state_from_json(broken)
    assert world.state_from_json(data) == state


def test_moves_are_read_back_from_their_text_and_json_or_refused_as_format_errors(world):
    from core.expedition import Draw, EndTurn, PlaceToken, Restart, Swap, Ticket

    moves = [Arrow("orange", 12, "lima"), Draw("card-lima"), PlaceToken("lima"),
             Restart("black", "cairo"), Ticket("arrow"), Ticket("take_back", "purple"),
             Ticket("swap"), Swap("card-paris", "card-rome"), EndTurn()]
    for move in moves:
        assert world.move_from_text(str(move)) == move
        assert world.move_from_json(move.to_json()) == move
    unreadable_json = [
        {"kind": "arrow", "colour": "orange", "path": True, "to": "lima"},  # bool, not int
        {"kind": "arrow", "colour": "orange", "path": 1.0, "to": "lima"},
        {"kind": "draw", "card": "card-lima", "extra": 1},  # unknown key
        {"kind": "ticket", "use": "teleport"},  # unknown ticket use
        {"kind": "ticket", "use": "arrow", "colour": "orange"},  # a colour it does not take
        {"kind": "ticket", "use": "take_back"},  # the colour it needs
        {"kind": "draw", "card": "\udfff"},  # a surrogate
        {"kind": "draw", "card": "Card Lima"},  # not a content id
        {"kind": "restart", "colour": "black"},  # a missing key
    ]
    for data in unreadable_json:
        with pytest.raises(IllegalMove) as err:
            world.move_from_json(data)
        assert err.value.rule == "format" and err.value.message, data
    for text in ["orange arrow to lima", "draw", "draw card-lima now", "ticket: fly",
                 "x" * 100_000, "draw \udfff", None, 17]:
        with pytest.raises(IllegalMove) as err:
            world.move_from_text(text)
        assert err.value.rule == "format", text


@pytest.mark.parametrize("players,seed", [(2, 21), (3, 22), (5, 23)])
def test_E9_a_loop_restarts_only_where_a_path_is_left_whatever_came_before(world, players, seed):
    """The points a looping colour may restart from, worked out from its arrows and the map
    alone, at every loop of random games (take-backs included): the rules keep the points
    closed to it arrow by arrow, and must offer the same."""
    b = world.board
    loops = 0

    def restarts_as_counted(state):
        nonlocal loops
        if (not (state.owed and state.owed[-1].what == "restart") or state.current_player() < 0
                or state.offer):
            return  # (no loop; a card is drawn first, or a swap (E11c) is chosen first)
        loops += 1
        colour = state.owed[-1].colour
        e = state.expeditions[colour]
        used = {p for p, _f, _t in e.trail}
        visited = {e.trail[0][1]} | {to for _p, _f, to in e.trail}
        open_points = sorted(n for n in visited if any(p not in used for p, _v in b.adj[n]))
        offered = [m for m in state.legal_moves() if m.kind == "restart"]
        assert [b.node_of[m.point] for m in offered] == open_points

    for k in range(4):
        random_game(world, players, seed * 10 + k, check=restarts_as_counted)
    assert loops > 20
