"""The engine's speed caches give what a fresh computation gives.

A game keeps caches across states and games (each colour's arrow moves per point and used
paths there, the pre-built moves, token points per card), and every state made by ``apply``
carries its legal moves. Here every state of a few random playouts is compared with the same
state rebuilt from JSON (no legal moves carried) in a second game whose arrow-move cache is
emptied before each comparison.
"""

from __future__ import annotations

import random

import pytest

from content import default_pack
from core.api import CHANCE, game_for
from core.sim.runner import sample_chance


@pytest.mark.parametrize("players", [2, 5])
def test_E1_E2_E4_E11_cached_moves_and_draws_match_a_fresh_game(players):
    pack = default_pack("expedition")
    game = game_for(pack)
    rng = random.Random(players)
    fresh = game_for(pack)
    assert fresh is not game
    for _ in range(2):
        state = game.new_game(players)
        while not state.is_terminal():
            for per_point in fresh.arrow_memo:
                for memo in per_point:
                    memo.clear()
            other = fresh.state_from_json(state.to_json())
            assert other.legal is None
            if state.current_player() == CHANCE:
                outcomes = state.chance_outcomes()
                assert [(m.to_json(), p) for m, p in outcomes] == [
                    (m.to_json(), p) for m, p in other.chance_outcomes()]
                assert sum(p for _m, p in outcomes) == pytest.approx(1.0)
                move = sample_chance(outcomes, rng)
            else:
                moves = state.legal_moves()
                assert [m.to_json() for m in moves] == [m.to_json() for m in
                                                        other.legal_moves()]
                move = moves[rng.randrange(len(moves))]
            state = state.apply(move)
            assert state == fresh.state_from_json(state.to_json())
