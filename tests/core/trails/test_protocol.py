"""The engine protocol on Trails: values, JSON, observation, invariants, refused moves."""

from __future__ import annotations

import copy
import json
import random

import pytest

from core.engine import CHANCE, IllegalMove
from core.sim.runner import play_game, sample_chance
from core.trails import (
    AuctionHex,
    Bid,
    ChooseOpener,
    Discard,
    DrawTerrain,
    MoveGirl,
    Pass,
    PlaceGirl,
    PlaceMan,
    Scrap,
    TakeAll,
    TakeMarket,
)
from core.trails.moves import Build, DrawCard, Stop, TakeDeck, move_from_json
from tests.core.trails.helpers import game, start, two_player


def _playout(players, seed, bot="random"):
    """Every state of one seeded game with bots of kind ``bot``."""
    record, _ = play_game(game(), players, [bot] * players, seed)
    state = game().new_game(players)
    states = [state]
    for m in record.moves:
        state = state.apply(game().move_from_json(m))
        states.append(state)
    return states


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_invariants_hold_after_every_move(players):
    for bot in ("random", "greedy"):
        for s in _playout(players, seed=players, bot=bot):
            assert s.check_invariants() == []


def test_invariants_report_broken_states():
    s, me = two_player()
    geo = s.geometry
    bad = s.replace(supply=s.supply - 1)
    assert any("pieces" in p for p in bad.check_invariants())
    hands = list(s.hands)
    hands[me] = tuple(k + 1 for k in hands[me])
    assert any("cards" in p for p in s.replace(hands=tuple(hands)).check_invariants())
    owner = list(s.owner)
    owner[geo.hex_spokes[s.men[me]][0]] = me
    open_route = list(s.open_route)
    open_route[me] = (geo.hex_spokes[s.men[me]][0],)
    broken = s.replace(owner=tuple(owner), open_route=tuple(open_route), supply=s.supply - 1)
    assert any("man's spoke" in p for p in broken.check_invariants())
    full = s.replace(stacks=((me,) * 5, (), (), ()), routes=tuple(
        ((),) * 5 if x == me else () for x in range(2)))
    problems = full.check_invariants()
    assert any("girl 0 holds 5" in p for p in problems)
    routes = list(s.routes)
    routes[me] = ((),) * 7
    seven = s.replace(routes=tuple(routes), stacks=((me,) * 4, (me,) * 3, (), ()))
    assert any("markers" in p for p in seven.check_invariants())
    twice = broken.replace(routes=tuple(((open_route[me][0],),) if x == me else ()
                                        for x in range(2)),
                           stacks=((me,), (), (), ()))
    assert any("two pieces" in p for p in twice.check_invariants())


def test_states_are_values_json_and_deepcopy():
    states = _playout(3, seed=7, bot="greedy")
    for s in states[:: max(1, len(states) // 40)]:
        data = json.loads(json.dumps(s.to_json()))
        back = game().state_from_json(data)
        assert back == s and hash(back) == hash(s)
        assert back.legal_moves() == s.legal_moves()
        assert copy.deepcopy(s) == s
    assert states[0] != states[-1]


def test_apply_never_mutates_and_moves_round_trip():
    s = start(3, seed=2)
    before = s.to_json()
    for m in s.legal_moves():
        after = s.apply(m)
        assert s.to_json() == before
        assert after is not s
        j = json.loads(json.dumps(m.to_json()))
        assert move_from_json(j) == m and hash(move_from_json(j)) == hash(m)
        assert j["kind"] == m.kind and str(m)


def test_legal_moves_are_small_in_every_state():
    for players in (2, 5):
        for s in _playout(players, seed=11):
            n = len(s.legal_moves()) if s.current_player() != CHANCE else len(
                s.chance_outcomes())
            assert n <= 200


def test_observe_hides_other_hands_and_the_deck():
    s = start(3, seed=4)
    obs = s.observe(1)
    assert obs.hand == s.hands[1]
    assert obs.hand_sizes == tuple(sum(h) for h in s.hands)
    assert obs.deck_size == sum(s.deck)
    data = obs.to_json()
    assert "hands" not in data and "deck" not in data
    assert data["market"] == list(s.market)
    # Two states differing only in hidden cards look the same to seat 1.
    hands = list(s.hands)
    deck = list(s.deck)
    a = next(c for c, k in enumerate(hands[0]) if k)
    b = next(c for c, k in enumerate(deck) if k and c != a)
    h0 = list(hands[0])
    h0[a] -= 1
    h0[b] += 1
    deck[a] += 1
    deck[b] -= 1
    hands[0] = tuple(h0)
    other = s.replace(hands=tuple(hands), deck=tuple(deck))
    assert other != s
    assert other.observe(1) == s.observe(1)


def test_illegal_moves_carry_rule_ids():
    s = game().new_game(2)
    with pytest.raises(IllegalMove) as e:
        s.apply(Stop())
    assert e.value.rule.startswith("T")
    s, me = two_player()
    with pytest.raises(IllegalMove) as e:
        s.apply(TakeDeck())
    assert e.value.rule == "T30"
    with pytest.raises(IllegalMove) as e:
        s.apply(DrawCard("green"))
    assert e.value.rule == "T10"
    with pytest.raises(IllegalMove) as e:
        s.apply(Build(10_000, 0, "green", 1))
    assert e.value.rule == "T7"


def test_same_seed_same_game():
    a, _ = play_game(game(), 4, ["greedy"] * 4, 123)
    b, _ = play_game(game(), 4, ["greedy"] * 4, 123)
    assert a.to_json() == b.to_json()


def test_greedy_beats_random():
    g = game()
    wins = 0
    for seed in range(6):
        seats = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        record, state = play_game(g, 2, seats, seed)
        greedy_seat = seats.index("greedy")
        wins += state.result().winners == (greedy_seat,)
    assert wins >= 5


def test_chance_sampling_is_the_runners():
    rng = random.Random(0)
    s = game().new_game(2)
    m = sample_chance(s.chance_outcomes(), rng)
    assert m in s.legal_moves()


ALL_KINDS = [
    DrawTerrain(0, -1, "forest"), PlaceGirl(0, -2, 0), DrawCard("green"), ChooseOpener(2),
    AuctionHex(1, 0), Bid(3), Pass(), PlaceMan(-1, 1), Discard("multi"),
    Build(17, 40, "red", 1), Build(3, 0, "multi", 2), Scrap(), Stop(), MoveGirl(1, 1),
    MoveGirl(0, -1), MoveGirl(2, 3), TakeMarket("yellow"), TakeDeck(), TakeAll("black"),
]


@pytest.mark.parametrize("move", ALL_KINDS, ids=lambda m: m.kind)
def test_every_move_reads_back_from_its_text_and_its_json(move):
    assert game().move_from_text(str(move)) == move
    assert game().move_from_text(f"  {move}\n") == move
    assert game().move_from_json(json.loads(json.dumps(move.to_json()))) == move


@pytest.mark.parametrize("data", [
    None, 7, "bid 3", ["bid", 3], {}, {"kind": "bid"}, {"kind": "bid", "amount": True},
    {"kind": "bid", "amount": 2.0}, {"kind": "bid", "amount": "2"},
    {"kind": "bid", "amount": 2, "extra": 1}, {"kind": "bid", "amount": 10**30},
    {"kind": "discard", "colour": "\udfff"}, {"kind": "discard", "colour": "x" * 1000},
    {"kind": "discard", "colour": ""}, {"kind": "discard", "colour": "two words"},
    {"kind": "move_girl", "girl": 0, "step": None}, {"kind": "\udfff"}, {"kind": "Bid"},
])
def test_unreadable_json_is_a_format_error(data):
    with pytest.raises(IllegalMove) as e:
        game().move_from_json(data)
    assert e.value.rule == "format" and e.value.message


@pytest.mark.parametrize("text", [
    "", "bid", "bid three", "bid 3 cards", "Pass", "discard \udfff", "x" * 5000, None, 3,
    "build segment 1 to point 2 paying", "move girl one clockwise",
])
def test_unreadable_text_is_a_format_error(text):
    with pytest.raises(IllegalMove) as e:
        game().move_from_text(text)
    assert e.value.rule == "format"


def test_observe_refuses_a_seat_outside_the_game_and_result_waits_for_the_end():
    s = start(3)
    for seat in (-1, 3, 10, True, "0"):
        with pytest.raises(ValueError):
            s.observe(seat)
    with pytest.raises(ValueError):
        s.result()
    obs = s.observe(2)
    assert obs.seat == 2 and obs.to_move == s.current_player() and obs.phase == "build"
    assert obs.phase == s.phase


def test_move_classes_are_importable_from_the_package_and_from_moves():
    import core.trails
    import core.trails.moves

    for cls in {type(m) for m in ALL_KINDS}:
        assert getattr(core.trails, cls.__name__) is getattr(core.trails.moves, cls.__name__)


def _greedy_plies(seed: int, players: int = 3):
    """Every (state, move) of one seeded greedy game on the default pack."""
    record, _ = play_game(game(), players, ["greedy"] * players, seed)
    state = game().new_game(players)
    for m in record.moves:
        move = game().move_from_json(m)
        yield state, move
        state = state.apply(move)


def test_T21_a_route_payment_the_log_names_is_in_every_seat_s_observation():
    """The log says "… paying 2 Yellow" to everyone: every observation carries the cards paid
    for routes in the discard pile (face up), until a reshuffle takes the pile into the deck
    (T33); bid payments and hand-limit discards stay face down (T12, T32)."""
    g = game()
    builds = reshuffles = 0
    for seed in range(3):
        for state, move in _greedy_plies(seed):
            after = state.apply(move)
            seen = [after.observe(s).discard_seen for s in range(after.players)]
            assert all(v == seen[0] for v in seen)  # the same fact for every seat
            before = state.observe(0).discard_seen
            assert all(s <= d for s, d in zip(seen[0], after.discard, strict=True))
            if isinstance(move, Build):
                c = g.colour_index[move.colour]
                assert seen[0][c] == before[c] + move.cards
                text = str(g.describe(state, move))
                assert g.colour_names[move.colour] in text
                builds += 1
            elif sum(after.discard) < sum(state.discard):
                assert not any(seen[0])  # the pile went into the deck, shuffled
                reshuffles += 1
            elif move.kind == "discard":  # face down: nothing more is seen
                assert seen[0] == before
    assert builds > 20


def test_T21_determinize_keeps_the_face_up_discards():
    """A state determinized from an observation keeps the route payments in the discard pile
    and deals only the unseen cards elsewhere."""
    checked = 0
    for state, _move in _greedy_plies(4):
        obs = state.observe(1)
        if not any(obs.discard_seen) or state.current_player() == CHANCE:
            continue
        for k in range(3):
            sample = game().determinize(obs, random.Random(k))
            assert sample.discard_seen == obs.discard_seen
            assert all(d >= s for d, s in zip(sample.discard, obs.discard_seen, strict=True))
            assert sum(sample.discard) == obs.discard_size
            assert sample.check_invariants() == []
            assert sample.observe(1) == obs
        checked += 1
    assert checked > 10
