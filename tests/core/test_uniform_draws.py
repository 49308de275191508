"""A draw from a big pile lists its outcomes without a pair per card on every draw
(``content.chance.Uniform``, issue 26 §2): the same outcomes, equal to the list of pairs, the
same draw by ``sample`` for every value of the runner's random number, and the same games."""

from __future__ import annotations

import math
import random

import pytest

import core.journey.rules as journey_rules
from benchmarks.packgen import big_expedition, big_journey
from content.chance import Uniform, sample
from core.api import game_for, play_game


class _Fixed:
    """A stand-in for the runner's RNG that draws ``r``."""

    def __init__(self, r: float) -> None:
        self.r = r

    def random(self) -> float:
        return self.r


def _draws(n: int) -> list[float]:
    """Values of r at and around every boundary of the running sums, and the ends."""
    p, acc, out = 1.0 / n, 0.0, [0.0, math.nextafter(1.0, 0.0), 0.5]
    for _ in range(n):
        acc += p
        out += [acc, math.nextafter(acc, 0.0), math.nextafter(acc, 2.0)]
    return out


@pytest.mark.parametrize("n", [1, 2, 3, 7, 10, 49, 97, 100, 333, 1000, 2049])
def test_sample_draws_from_uniform_what_it_draws_from_the_list_of_pairs(n):
    keys = tuple(range(100, 100 + n))
    table = {k: f"card {k}" for k in keys}
    lazy = Uniform(keys, table)
    pairs = [(table[k], 1.0 / n) for k in keys]
    assert lazy == pairs and pairs == lazy and len(lazy) == n
    assert list(lazy) == pairs and lazy[-1] == pairs[-1] and lazy[1:3] == pairs[1:3]
    for r in _draws(n):
        assert sample(lazy, _Fixed(r)) == sample(pairs, _Fixed(r)), r


def test_uniform_without_a_table_is_its_keys():
    lazy = Uniform(("a", "b"))
    assert lazy == [("a", 0.5), ("b", 0.5)] and repr(lazy) == "[('a', 0.5), ('b', 0.5)]"
    assert lazy != [("a", 0.5)] and lazy != [("b", 0.5), ("a", 0.5)]


def _old_deal_outcomes(s):
    """The former J2/J3/J5 outcomes: a pair per card of the pile on every draw."""
    p = 1.0 / len(s.deck)
    deal = s.game.moves.deal
    return [(deal[card], p) for card in s.deck]


@pytest.mark.parametrize("players", [2, 4])
def test_J2_J5_greedy_games_on_a_big_pile_are_the_games_of_the_list_of_pairs(players,
                                                                            monkeypatch):
    game = game_for(big_journey(1_500, seed=players))
    seeds = range(3)
    new = [play_game(game, players, ["greedy"] * players, seed=s)[0] for s in seeds]
    state = game.new_game(players)
    state = state.apply(state.chance_outcomes()[0][0])  # J4: who plays first, then J2
    assert isinstance(state.chance_outcomes(), Uniform)
    assert state.chance_outcomes() == _old_deal_outcomes(state)
    monkeypatch.setitem(journey_rules._CHANCE_OUTCOMES, journey_rules.Phase.SETUP_DEAL,
                        _old_deal_outcomes)
    monkeypatch.setitem(journey_rules._CHANCE_OUTCOMES, journey_rules.Phase.TURN_UP,
                        _old_deal_outcomes)
    monkeypatch.setitem(journey_rules._CHANCE_OUTCOMES, journey_rules.Phase.DRAW_DEAL,
                        _old_deal_outcomes)
    assert not isinstance(state.chance_outcomes(), Uniform)
    old = [play_game(game, players, ["greedy"] * players, seed=s)[0] for s in seeds]
    assert [r.moves for r in new] == [r.moves for r in old]
    assert all(len(r.moves) > 100 for r in new)


def test_E11_draws_of_a_big_deck_are_the_pairs_of_its_cards():
    game = game_for(big_expedition(3_000, seed=2))
    deck = tuple(range(0, len(game.draw_moves), 3))
    random.Random(1).shuffle(list(deck))
    assert game.draws_of(deck) == [(game.draw_moves[c], 1.0 / len(deck)) for c in deck]
    assert game.draws_of(deck[:1]) == [(game.draw_moves[deck[0]], 1.0)]
