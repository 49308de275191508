"""The fast path (``core.expedition.fast``) and the cost of building a game.

``tests/core/test_conformance.py`` checks that the fast path and the plain rules give the
same states along seeded random games; here both must refuse the same moves, and the fast
path's draft must hold the state's fields.
"""

from __future__ import annotations

import gc
import random
import time
from functools import partial

import pytest

from content import default_pack
from core.api import CHANCE, IllegalMove, game_for
from core.expedition import ExpeditionState, fast
from core.expedition import rules as R
from core.expedition.state import Draft, draft_of
from core.sim.runner import sample_chance
from tests.core.playouts import random_line


def test_a_draft_holds_the_states_fields_and_freezes_into_the_same_state():
    game = game_for(default_pack("expedition"))
    state = game.new_game(3)
    # the state's fields, then the fast path's two (the state it holds, the thread)
    assert Draft.__slots__ == (*ExpeditionState._fields, "made", "thread")
    draft = draft_of(state)
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
    every_arrow = [move for per_colour in fast_game.arrows_at
                   for node in range(len(fast_game.board.node_ids))
                   for _p, move in per_colour[node]]
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


def test_E3_E11_branching_from_earlier_states_gives_the_plain_rules_states():
    """The fast path keeps the draft of the state it made last for the next move from it
    (``ExpeditionGame.spare_draft``); a move from any other state (an earlier one, a
    state rebuilt from JSON, a search trying every move) must not see that draft."""
    pack = default_pack("expedition")
    fast_game, plain = game_for(pack), game_for(pack, fast=False)
    line = random_line(fast_game, 3, seed=5, plies=260)
    rng = random.Random(9)
    for state in rng.sample(line[:-1], 40):
        twin = plain.state_from_json(state.to_json())
        if state.current_player() == CHANCE:
            moves = [sample_chance(state.chance_outcomes(), rng) for _ in range(3)]
        else:
            moves = state.legal_moves()
        for move in moves:  # each from the same state, which the draft left long ago
            after, expected = state.apply(move), twin.apply(move)
            assert after == expected and after.legal_moves() == expected.legal_moves(), move
            # and one more move from the state just made (the draft now follows it)
            if not after.is_terminal() and after.current_player() != CHANCE:
                move = after.legal_moves()[0]
                plain_after = plain.state_from_json(after.to_json())
                assert after.apply(move) == plain_after.apply(move), move


def test_E1_E15_two_threads_playing_one_game_object_play_the_games_they_play_alone():
    import threading

    game = game_for(default_pack("expedition"))
    alone = {seed: random_line(game, 4, seed, plies=700)[-1] for seed in (1, 2)}
    together: dict[int, object] = {}
    threads = [threading.Thread(target=lambda s=seed: together.__setitem__(
        s, random_line(game, 4, s, plies=700)[-1])) for seed in (1, 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert together == alone


def test_a_pickled_game_plays_on_as_the_original():
    """Pickled (worker processes, bots), a state's game makes its fast path's tables again:
    they are keyed by the identity of its own moves."""
    import pickle

    line = random_line(game_for(default_pack("expedition")), 3, seed=3, plies=150)
    state = line[-1]
    copy = pickle.loads(pickle.dumps(state))
    assert copy == state and copy.game is not state.game
    rng = random.Random(4)
    for _ in range(200):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            move = sample_chance(state.chance_outcomes(), rng)
        else:
            move = state.legal_moves()[rng.randrange(len(state.legal_moves()))]
        twin_move = copy.game.move_from_json(move.to_json())
        state, copy = state.apply(move), copy.apply(twin_move)
        assert copy == state and copy.legal_moves() == state.legal_moves()


def test_the_draft_left_behind_holds_the_fields_of_the_state_just_made():
    import threading

    game = game_for(default_pack("expedition"))
    rng = random.Random(8)
    state = game.new_game(2)
    for _ in range(150):
        if state.current_player() == CHANCE:
            move = sample_chance(state.chance_outcomes(), rng)
        else:
            move = state.legal_moves()[0]
        state = state.apply(move)
        draft = game.spare_draft
        assert draft.made is state and draft.thread == threading.get_ident()
        assert [getattr(draft, name) for name in ExpeditionState._fields] == list(state)


def _bound(move) -> tuple:
    """What ``move.step`` plays: the rule step and its bound arguments."""
    step = move.step
    return (step.func, step.args) if isinstance(step, partial) else (step, ())


def test_E4_E9_arrows_and_restarts_are_made_when_first_asked_for_with_their_steps():
    """A game's arrows and restarts are made per node when first asked for (a game reaches
    few nodes of a big map), kept (legal moves are the game's own objects), and the fast
    path's steps come with them (``move.step``), also in a game sent to another process
    (pickled)."""
    import pickle

    game = game_for(default_pack("expedition"))
    assert not any(game.arrows_at) and not any(game.restart_moves) and not game.arrow_target
    node = game.board.rose
    arrows = game.arrows_at[1][node]
    assert [p for p, _m in arrows] == [p for p, _v in game.board.adj[node]]
    assert game.arrows_at[1][node] is arrows and game.restart_moves[1][node] is (
        game.restart_moves[1][node])
    for p, move in arrows:
        assert game.arrow_target[move][:3] == (1, p, node)
        assert _bound(move) == R.step_of(game, move)
    restart = game.restart_moves[1][node]
    assert _bound(restart) == R.step_of(game, restart)
    state = random_line(game, 2, seed=3, plies=120)[-1]
    copy, copied_state = pickle.loads(pickle.dumps((game, state)))
    made = [move for per_colour in copy.arrows_at for per_node in per_colour.values()
            for _p, move in per_node]
    assert len(made) >= len(arrows)
    assert all(_bound(move) == R.step_of(copy, move) for move in made)
    assert copied_state.game is copy and copied_state == state


def test_E11_every_move_a_state_lists_carries_its_step_and_only_the_games_own_do():
    """Tickets, token places, the end of a turn, swaps: each listed move carries its rule
    step; an equal move read from text or JSON carries none (and is played as the game's
    own), and no step is any part of a move's value, text or JSON."""
    game = game_for(default_pack("expedition"))
    for state in random_line(game, 3, seed=11, plies=600):
        if state.current_player() == CHANCE or state.is_terminal():
            continue
        for move in state.legal_moves():
            assert _bound(move) == R.step_of(game, move), move
    swap = game.swap_move(0, 1)
    assert _bound(swap) == R.step_of(game, swap)
    read = game.move_from_json(swap.to_json())
    assert read == swap and hash(read) == hash(swap) and read.step is None
    assert str(read) == str(swap) and "step" not in swap.to_json() and "step" not in repr(swap)
    plain = game_for(default_pack("expedition"), fast=False)
    assert plain.swap_move(0, 1).step is None and plain.arrow_ticket.step is None


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_E1_E15_the_fast_path_plays_the_plain_rules_games_over_many_seeds(players):
    """Seeded random games through the fast path and through the plain rules are the same
    games: every state, the moves it lists and its chance outcomes, then the result."""
    pack = default_pack("expedition")
    fast_game, plain = game_for(pack), game_for(pack, fast=False)
    for seed in range(8):
        fast_line = random_line(fast_game, players, seed, plies=10_000)
        plain_line = random_line(plain, players, seed, plies=10_000)
        assert len(fast_line) == len(plain_line), seed
        for a, b in zip(fast_line, plain_line, strict=True):
            assert a == b and a.legal_moves() == b.legal_moves(), (seed, a.to_json())
            assert a.current_player() == b.current_player()
            if a.current_player() == CHANCE:
                assert list(a.chance_outcomes()) == list(b.chance_outcomes())
        assert fast_line[-1].is_terminal() and fast_line[-1].result() == plain_line[-1].result()
