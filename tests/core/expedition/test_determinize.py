"""``game.determinize(observation, rng)``: a full Expedition state drawn from one seat's view,
for the MCTS bot (information-set MCTS, issue 13 §1)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from content import default_pack
from core.api import game_for, play_game
from core.engine import CHANCE
from core.expedition import Phase
from core.expedition.board import bits
from tests.core.expedition.helpers import mini_game


@pytest.fixture(scope="module")
def world():
    return game_for(default_pack("expedition"))


def _random_states(game, players: int, seed: int, every: int = 3):
    """Every ``every``-th state of a seeded random playout, and its end."""
    rng = random.Random(seed)
    state = game.new_game(players)
    states, ply = [], 0
    while not state.is_terminal():
        if ply % every == 0:
            states.append(state)
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            move = outcomes[rng.randrange(len(outcomes))][0]
        else:
            legal = state.legal_moves()
            move = legal[rng.randrange(len(legal))]
        state = state.apply(move)
        ply += 1
    return states + [state]


def _situation(state, seat: int) -> str:
    if state.phase != Phase.PLAY:
        return str(state.phase)
    if state.offer or state.offer_due:
        return "own swap" if state.to_move == seat else "another seat's swap"
    return "refill" if state.refills else "play"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_determinized_state_gives_the_same_observation_and_keeps_the_invariants(
        world, players):
    seen: Counter = Counter()
    _, greedy_end = play_game(world, players, ["greedy"] * players, seed=players)
    for k, state in enumerate(_random_states(world, players, 100 + players, every=1)
                              + [greedy_end]):
        for seat in range(players):
            obs = state.observe(seat)
            sampled = world.determinize(obs, random.Random(k * 10 + seat))
            assert sampled.check_invariants() == [], (state.phase, seat)
            assert sampled.observe(seat) == obs, (state.phase, seat)
            assert sampled.current_player() == state.current_player()
            if state.current_player() == seat:
                assert sampled.legal_moves() == state.legal_moves()
            if state.current_player() == CHANCE:
                assert sampled.chance_outcomes()
            elif not state.is_terminal():
                assert sampled.legal_moves()
            again = world.determinize(obs, random.Random(k * 10 + seat))
            assert again == sampled  # the same rng state gives the same state
            seen[_situation(state, seat)] += 1
    for situation in ("deal", "place", "play", "refill", "own swap", "over"):
        assert seen[situation], f"no {situation} state was checked: {dict(seen)}"
    if players <= 4:  # more players leave fewer swaps to random play
        assert seen["another seat's swap"], dict(seen)


def test_a_determinized_state_plays_on_to_the_end(world):
    for players in (2, 4, 6):
        states = _random_states(world, players, 7, every=25)
        for k, state in enumerate(states):
            seat = k % players
            sampled = world.determinize(state.observe(seat), random.Random(k))
            rng = random.Random(k)
            plies = 0
            while not sampled.is_terminal():
                if sampled.current_player() == CHANCE:
                    outcomes = sampled.chance_outcomes()
                    move = outcomes[rng.randrange(len(outcomes))][0]
                else:
                    legal = sampled.legal_moves()
                    move = legal[rng.randrange(len(legal))]
                sampled = sampled.apply(move)
                plies += 1
                if plies % 20 == 0:
                    assert sampled.check_invariants() == []
            assert sampled.check_invariants() == []
            assert len(sampled.result().scores) == players


def test_what_the_seat_cannot_see_is_shuffled_and_what_it_sees_is_kept(world):
    states = [s for s in _random_states(world, 3, 21) if s.phase == Phase.PLAY]
    state = states[len(states) // 3]
    obs = state.observe(0)
    unseen = set(bits(state.hands[1] | state.hands[2])) | set(state.deck) \
        | set(state.bottom) | set(state.offer)
    others = set()
    for k in range(12):
        sampled = world.determinize(obs, random.Random(k))
        assert sampled.hands[0] == state.hands[0]
        assert sampled.laid == state.laid and sampled.market == state.market
        assert sampled.tokens == state.tokens and sampled.expeditions == state.expeditions
        hidden = set(bits(sampled.hands[1] | sampled.hands[2])) | set(sampled.deck) \
            | set(sampled.offer)
        assert hidden == unseen and sampled.bottom == ()
        others.add((sampled.hands[1], sampled.hands[2]))
    assert len(others) > 1


def test_E2_during_placement_a_token_owner_holds_its_point_and_the_placer_can_place(world):
    checked = 0
    for players in (2, 3, 5):
        for state in _random_states(world, players, 30 + players, every=1):
            if state.phase != Phase.PLACE:
                continue
            for seat in range(players):
                sampled = world.determinize(state.observe(seat), random.Random(checked))
                checked += 1
                for node, owner in sampled.tokens:
                    assert any(world.board.card_node[c] == node
                               for c in bits(sampled.hands[owner]))
                assert sampled.legal_moves()  # the seat to move has a point for a token
    assert checked


def test_E5_other_hands_hold_no_card_of_a_visited_point_when_the_deck_has_others(world):
    states = [s for s in _random_states(world, 2, 5) if s.phase == Phase.PLAY]
    state = states[len(states) // 2]
    visited = 0
    for e in state.expeditions:
        visited |= e.visited
    sampled = world.determinize(state.observe(0), random.Random(3))
    assert not any(visited >> world.board.card_node[c] & 1 for c in bits(sampled.hands[1]))
    assert any(visited >> world.board.card_node[c] & 1 for c in sampled.deck)


def test_an_observation_no_state_could_give_is_refused_with_a_sentence(world):
    state = _random_states(world, 3, 2)[40]
    obs = state.observe(1)
    too_many = dataclasses.replace(obs, hand_sizes=(30, 30, 30))
    with pytest.raises(ValueError, match="cards"):
        world.determinize(too_many, random.Random(1))
    short_deck = dataclasses.replace(obs, deck_size=obs.deck_size + 5)
    with pytest.raises(ValueError, match="do not add up"):
        world.determinize(short_deck, random.Random(1))
    with pytest.raises(ValueError, match="not an Expedition observation"):
        world.determinize(dataclasses.replace(obs, seat=7), random.Random(1))
    mini = mini_game()
    other = mini.new_game(2).observe(0)
    with pytest.raises(ValueError):
        world.determinize(other, random.Random(1))
