"""The fast path (``core.expedition.fast``) and the cost of building a game.

``tests/core/test_conformance.py`` checks that the fast path and the plain rules give the
same states along seeded random games; here both must refuse the same moves, and the fast
path's draft must hold the state's fields.
"""

from __future__ import annotations

import gc
import random
import time

import pytest

from content import default_pack
from core.api import CHANCE, IllegalMove, game_for
from core.expedition import ExpeditionState, fast
from core.expedition.state import Draft
from core.sim.runner import sample_chance


def test_a_draft_holds_the_states_fields_and_freezes_into_the_same_state():
    game = game_for(default_pack("expedition"))
    state = game.new_game(3)
    assert Draft.__slots__ == ExpeditionState._fields
    draft = Draft(state)
    assert [getattr(draft, name) for name in ExpeditionState._fields] == list(state)
    frozen = draft.freeze()
    assert type(frozen) is ExpeditionState and tuple(frozen) == tuple(state)


def _outcome(call):
    try:
        return call().to_json()
    except IllegalMove as e:
        return ("refused", e.rule, e.message)


@pytest.mark.parametrize("players", [2, 4])
def test_E3_E4_E9_E11_fast_and_plain_rules_refuse_the_same_moves(players):
    pack = default_pack("expedition")
    fast_game, plain = game_for(pack), game_for(pack, fast=False)
    assert fast_game.apply_move is fast.apply and plain.apply_move is not fast.apply
    every_arrow = list(fast_game.arrow_target)
    rng = random.Random(players)
    state, seen = fast_game.new_game(players), []
    while not state.is_terminal():
        twin = plain.state_from_json(state.to_json())
        # moves of other states (stale or never legal here) and a few arrows of the game
        for move in seen[-6:] + rng.sample(every_arrow, 4) + state.legal_moves()[:3]:
            assert _outcome(lambda s=state, m=move: s.apply(m)) == _outcome(
                lambda s=twin, m=move: s.apply(m)), move
        if state.current_player() == CHANCE:
            move = sample_chance(state.chance_outcomes(), rng)
        else:
            moves = state.legal_moves()
            move = moves[rng.randrange(len(moves))]
        seen.append(move)
        state = state.apply(move)


def _build_seconds(pack) -> float:
    """CPU seconds to build the game (best of 3; the collector paused, so that the other
    objects alive in the test run do not count)."""
    best = float("inf")
    gc.collect()
    gc.disable()
    try:
        for _ in range(3):
            start = time.process_time()
            game_for(pack)
            best = min(best, time.process_time() - start)
    finally:
        gc.enable()
    return best


@pytest.mark.slow
def test_building_a_game_takes_time_linear_in_the_pack():
    from benchmarks.packgen import big_expedition

    small, large = big_expedition(points=1_000), big_expedition(points=4_000)
    assert len(large.cards) >= 3.9 * len(small.cards)
    # Linear: about 4x; the old per-card draw table (cards x cards) made it about 16x.
    assert _build_seconds(large) < 9 * _build_seconds(small)
