"""The fast path agrees with the plain rules on content the shared conformance suite does not
play: one or many discard piles, a short round limit, a deck that runs out every few turns
(J8, J9, J10 inside the fast path's fall-backs)."""

from __future__ import annotations

import random

import pytest

from core.api import CHANCE, IllegalMove
from core.journey import Deal, Discard, Draw, FirstPlayer, PlaceSetup, Replace, make_game
from core.sim.runner import sample_chance


def _variant(europe, **rules):
    return europe.model_copy(update={"rules": europe.rules.model_copy(update=rules)})


@pytest.mark.parametrize("rules", [
    {"discard_piles": 1},
    {"discard_piles": 6, "max_rounds": 40},
    {"max_rounds": 3},
    {"holder_size": 16, "max_rounds": 60},  # 4 x 16 = 64 of 67 cards: the deck runs dry
    {"holder_size": 2},  # journeys of two countries: games are won quickly
])
def test_fast_path_agrees_with_the_plain_rules_on_odd_content(europe, rules):
    pack = _variant(europe, **rules)
    fast, plain = make_game(pack), make_game(pack, fast=False)
    assert fast.rules is not plain.rules
    for players in range(pack.rules.min_players, pack.rules.max_players + 1):
        if players * pack.rules.holder_size > len(pack.cards):
            continue
        for seed in range(3):
            rng = random.Random(seed)
            a, b = fast.new_game(players), plain.new_game(players)
            while True:
                assert a == b and a.legal_moves() == b.legal_moves()
                assert a.chance_outcomes() == b.chance_outcomes()
                if a.is_terminal():
                    break
                if a.current_player() == CHANCE:
                    move = sample_chance(a.chance_outcomes(), rng)
                else:
                    moves = a.legal_moves()
                    move = moves[rng.randrange(len(moves))]
                _same_verdicts(a, b, rng)
                a, b = a.apply(move), b.apply(move)
                assert a.check_invariants() == []
            assert a.result() == b.result()


def _outcome(state, move):
    try:
        return state.apply(move)
    except IllegalMove as e:
        return ("refused", e.rule, e.message)


def _same_verdicts(a, b, rng):
    """Legal or not, every kind of move does the same in both: the same state or the same
    refusal (rule and sentence)."""
    card = rng.choice(a.game.tables.card_ids)
    probes = [Draw(rng.randrange(-1, 5)), Discard(rng.randrange(0, 8)),
              Replace(rng.randrange(0, 20), rng.randrange(0, 8)), Deal(card),
              FirstPlayer(rng.randrange(-1, 5)), PlaceSetup(rng.randrange(0, 20))]
    for move in probes:
        assert _outcome(a, move) == _outcome(b, move), move


def test_a_draft_holds_every_field_and_a_fast_state_is_a_frozen_value_like_any_other(europe):
    """The fast path's states (drafts turned into states) and the constructor's are one kind
    of value: every field copied, equal and hashed alike, frozen, picklable."""
    import copy
    import dataclasses
    import pickle

    from core.journey.state import Draft, JourneyState

    fast, plain = make_game(europe), make_game(europe, fast=False)
    rng = random.Random(3)
    a, b = fast.new_game(3), plain.new_game(3)
    for _ply in range(400):
        if a.is_terminal():
            break
        assert type(a) is JourneyState and Draft(a).freeze() == a
        for f in dataclasses.fields(JourneyState):
            assert getattr(Draft(a), f.name) is getattr(a, f.name)
        assert a == b and hash(a) == hash(b) and repr(a) == repr(b)
        moves = a.legal_moves()
        move = (sample_chance(a.chance_outcomes(), rng) if a.current_player() == CHANCE
                else moves[rng.randrange(len(moves))])
        a, b = a.apply(move), b.apply(move)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.phase = b.phase  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(a)) == a and copy.deepcopy(a) == a
    assert dataclasses.replace(a) == a
