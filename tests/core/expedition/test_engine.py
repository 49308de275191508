"""Expedition engine properties: invariants, values, JSON round trips, observations, bots."""

from __future__ import annotations

import copy
import json
import random

import pytest

from content import default_pack
from core.api import game_for, make_bot
from core.engine import CHANCE, IllegalMove
from core.expedition import Arrow, ExpeditionState, Observation
from core.expedition import rules as R
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
    while state.phase != R.PLAY:
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            state = state.apply(outcomes[rng.randrange(len(outcomes))][0])
        else:
            state = state.apply(state.legal_moves()[0])
    obs = state.observe(1)
    assert isinstance(obs, Observation)
    assert obs.hand_mask == state.hands[1]
    assert obs.hand_sizes == tuple(h.bit_count() for h in state.hands)
    assert obs.market_mask == state.market and obs.deck_size == R.deck_size(state)
    text = json.dumps(obs.to_json())
    others = [world.board.card_ids[c] for s in (0, 2, 3) for c in R.bits(state.hands[s])]
    deck = [world.board.card_ids[c] for c in state.pool]
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
                me = state.turn
                assert state.observe(me).offer_cards == state.offer
                assert state.observe((me + 1) % 3).offer_cards == ()
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


def test_state_class_is_exported_and_its_fields_match_the_rule_indices(world):
    assert isinstance(world.new_game(2), ExpeditionState)
    assert ExpeditionState._fields == R.STATE_FIELDS
    assert all(getattr(R, name.upper()) == i for i, name in enumerate(R.STATE_FIELDS))


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


def test_describe_names_places_and_colours(world):
    from core.expedition import Draw, PlaceToken, Restart, Swap, Ticket

    assert world.describe(world.arrow_moves[0][0][0]).startswith("Orange arrow to ")
    assert world.describe(PlaceToken("london")) == "token on London"
    assert world.describe(Restart("black", "cairo")) == "Black restarts from Cairo"
    assert world.describe(Draw("card-new-york")) == "draw New York"
    assert world.describe(Swap("card-paris", "card-rome")) == "swap Paris for Rome"
    assert world.describe(Ticket("take_back", "purple")) == (
        "ticket: take back the last Purple arrow")
    assert world.describe(Ticket("swap")) == "ticket: swap a card"


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
