"""The engine protocol, checked the same way for every registered game.

Seeded random playouts for every player count: legal moves exist exactly while the game is
not over, ``apply`` never mutates, states and moves survive JSON, records replay to an equal
final state, a stale move is refused with a rule, and the invariants (every card in exactly
one place) hold after every move. A game joins automatically once its engine module has
``make_game`` and its default pack exists.
"""

from __future__ import annotations

import copy
import importlib
import random

import pytest

from content import PackError, default_pack
from core.api import CHANCE, TERMINAL, IllegalMove, game_for, game_ids, play_game, replay
from core.sim.runner import sample_chance

#: The shipped pack each game is checked on.
DEFAULT_PACKS = {"journey": "europe", "trails": "trails", "expedition": "expedition"}
SEEDS = (0, 1)
#: Plies per checked playout: enough to leave setup and play turns, small enough to be fast.
MAX_PLIES = 400
#: Plies per replayed record.
RECORD_PLIES = 3000


def _load(game_id: str):
    """The game bound to its default pack, or a skip while either does not exist yet."""
    try:
        module = importlib.import_module(f"core.{game_id}")
    except ModuleNotFoundError as e:
        if e.name and (e.name == f"core.{game_id}" or e.name.startswith(f"core.{game_id}.")):
            pytest.skip(f"engine module core.{game_id} does not exist yet")
        raise
    if not hasattr(module, "make_game"):
        pytest.skip(f"core.{game_id} has no make_game yet")
    try:
        pack = default_pack(DEFAULT_PACKS[game_id])
    except PackError as e:
        if "no default pack named" in str(e):
            pytest.skip(f"default pack '{DEFAULT_PACKS[game_id]}' does not exist yet")
        raise
    return pack, game_for(pack)


def _player_counts(game):
    return range(game.spec.min_players, game.spec.max_players + 1)


def _cases():
    return [pytest.param(g, id=g) for g in game_ids()]


@pytest.mark.parametrize("game_id", _cases())
def test_random_playouts_keep_the_protocol(game_id):
    pack, game = _load(game_id)
    assert game.spec.game_id == game_id
    for players in _player_counts(game):
        for seed in SEEDS:
            _check_playout(game, players, seed)


def _check_playout(game, players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = game.new_game(players)
    assert state.check_invariants() == []
    stale_checked = 0
    previous_move = None
    for _ply in range(MAX_PLIES):
        moves = state.legal_moves()
        player = state.current_player()
        if state.is_terminal():
            assert moves == [] and player == TERMINAL
            assert state.result().reason
            break
        assert moves, "a game that is not over has legal moves"
        assert player == CHANCE or 0 <= player < players
        # moves survive JSON and compare by value
        for m in moves:
            assert game.move_from_json(m.to_json()) == m
            assert hash(m) == hash(game.move_from_json(m.to_json()))
            assert isinstance(m.kind, str) and str(m)
        # states survive JSON and deep copies
        before = state.to_json()
        twin = copy.deepcopy(state)
        assert twin == state
        assert game.state_from_json(before) == state
        if player == CHANCE:
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            assert {m for m, _ in outcomes} == set(moves)
            move = sample_chance(outcomes, rng)
        else:
            move = moves[rng.randrange(len(moves))]
        after = state.apply(move)
        # apply never mutates
        assert state.to_json() == before
        assert state == twin
        assert after.check_invariants() == []
        # a move that is no longer legal is refused with a rule id
        if previous_move is not None and previous_move not in after.legal_moves():
            with pytest.raises(IllegalMove) as err:
                after.apply(previous_move)
            assert err.value.rule
            stale_checked += 1
        previous_move = move
        state = after
    assert stale_checked > 0


@pytest.mark.parametrize("game_id", _cases())
def test_records_replay_to_an_equal_final_state(game_id, tmp_path):
    pack, game = _load(game_id)
    from core.api import GameRecord

    for players in _player_counts(game):
        record, final = play_game(game, players, ["random"] * players, seed=players,
                                  max_plies=RECORD_PLIES)
        path = tmp_path / f"{game_id}-{players}.json"
        record.save(path)
        loaded = GameRecord.load(path)
        assert loaded == record
        assert replay(pack, loaded) == final
        again, final_again = play_game(game, players, ["random"] * players, seed=players,
                                       max_plies=RECORD_PLIES)
        assert again == record and final_again == final


@pytest.mark.parametrize("game_id", _cases())
def test_observations_are_per_seat(game_id):
    pack, game = _load(game_id)
    players = game.spec.min_players
    record, final = play_game(game, players, ["random"] * players, seed=3, max_plies=200)
    for seat in range(players):
        obs = final.observe(seat)
        assert obs is not None
        assert obs == final.observe(seat)
