"""The engine protocol, checked the same way for every registered game.

Seeded random playouts for every player count: legal moves exist exactly while the game is
not over, ``apply`` never mutates, states and moves survive JSON and text, records replay to
an equal final state, a stale move is refused with a rule, the invariants hold after every
move, observations hide what they must, and each game's fast path agrees with its plain
rules. Every game in ``core.registry`` is checked; one whose engine does not import fails.

Per-game knowledge lives in the module its core registration names (``CoreGame.conformance``,
``core/<game>/conformance.py`` for the built-in games): ``hide_shuffle(data, seat, rng)``
changes, in a state's JSON, only facts that ``seat`` may not see.
"""

from __future__ import annotations

import copy
import importlib
import random

import pytest

from content import content_games, default_pack
from core.api import CHANCE, TERMINAL, IllegalMove, game_for, game_ids, play_game, replay
from core.sim.runner import sample_chance

#: The shipped pack each game is checked on: its content registration's first default pack.
DEFAULT_PACKS = {gid: game.default_packs[0].key for gid, game in content_games().items()
                 if game.default_packs}
SEEDS = (0, 1)
#: Plies per checked playout: enough to leave setup and play turns, small enough to be fast.
MAX_PLIES = 400
#: Plies per replayed record.
RECORD_PLIES = 3000


def _load(game_id: str):
    """The game bound to its default pack (an engine that does not import fails the test)."""
    pack = default_pack(DEFAULT_PACKS[game_id])
    return pack, game_for(pack)


def _helpers(game_id: str):
    """The game's conformance module, named by its core registration (a game without one
    fails: the suite cannot check what it hides)."""
    from core.api import core_games

    module = core_games()[game_id].conformance
    if not module:
        pytest.fail(f"{game_id} registers no conformance module (core.plugins.CoreGame)")
    return importlib.import_module(module)


def _player_counts(game):
    return range(game.spec.min_players, game.spec.max_players + 1)


def _cases():
    return [pytest.param(g, id=g) for g in game_ids()]


def _random_move(state, rng):
    if state.current_player() == CHANCE:
        return sample_chance(state.chance_outcomes(), rng)
    moves = state.legal_moves()
    return moves[rng.randrange(len(moves))]


@pytest.mark.parametrize("game_id", _cases())
def test_every_game_has_the_whole_protocol(game_id):
    """The Game protocol (core.engine.Game) whole, and one constructor keyword for the fast
    path: make_game(pack, fast=False)."""
    from core.api import engine_module
    from core.engine import GAME_METHODS, Game

    pack, game = _load(game_id)
    assert isinstance(game, Game)
    missing = [m for m in GAME_METHODS if not callable(getattr(game, m, None))]
    assert missing == []
    assert game.spec.game_id == game_id
    plain = importlib.import_module(engine_module(game_id)).make_game(pack, fast=False)
    assert type(plain) is type(game)
    state = game.new_game(game.spec.min_players)
    assert plain.new_game(game.spec.min_players).to_json() == state.to_json()
    assert set(game.heat_elements(game.spec.min_players))
    path = game.heat_elements(game.spec.min_players)[0]
    assert isinstance(game.heat_name(path), str) and game.heat_name(path)


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
    assert state.players == players
    stale_checked = 0
    previous_move = None
    for _ply in range(MAX_PLIES):
        moves = state.legal_moves()
        player = state.current_player()
        _check_observations(state, players)
        if state.is_terminal():
            assert moves == [] and player == TERMINAL
            assert state.result().reason
            break
        with pytest.raises(ValueError):
            state.result()
        assert moves, "a game that is not over has legal moves"
        assert player == CHANCE or 0 <= player < players
        # moves survive JSON and text, compare by value, and read as words
        for m in moves:
            assert game.move_from_json(m.to_json()) == m
            assert hash(m) == hash(game.move_from_json(m.to_json()))
            assert isinstance(m.kind, str) and str(m)
            assert game.move_from_text(str(m)) == m
            words = game.describe(state, m)
            assert isinstance(words, str) and words.strip()
        # states survive JSON and deep copies
        before = state.to_json()
        twin = copy.deepcopy(state)
        assert twin == state
        assert game.state_from_json(before) == state
        if player == CHANCE:
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            assert {m for m, _ in outcomes} == set(moves)
        move = _random_move(state, rng)
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


def _check_observations(state, players: int) -> None:
    for seat in range(players):
        obs = state.observe(seat)
        assert obs.seat == seat
        assert obs.to_move == state.current_player()
        assert obs.phase == state.phase
        assert isinstance(obs.to_json(), dict)
        with pytest.raises(AttributeError):
            obs.seat = seat + 1  # frozen
    for bad in (-1, players, players + 5):
        with pytest.raises(ValueError):
            state.observe(bad)


@pytest.mark.parametrize("game_id", _cases())
def test_unreadable_moves_are_format_errors(game_id):
    pack, game = _load(game_id)
    for data in (None, [], "draw", 3, {}, {"kind": 7}, {"kind": "no such move"},
                 {"kind": "\udfff"}):
        with pytest.raises(IllegalMove) as err:
            game.move_from_json(data)
        assert err.value.rule == "format", data
    for text in ("", "   ", "no such move", "\udfff", "x" * 10_000):
        with pytest.raises(IllegalMove) as err:
            game.move_from_text(text)
        assert err.value.rule == "format", text
    # every field of every kind of move seen in a playout, with a value of the wrong type
    kinds = {}
    record, _ = play_game(game, game.spec.min_players, ["random"] * game.spec.min_players,
                          seed=5, max_plies=2000)
    for data in record.moves:
        kinds.setdefault(data["kind"], data)
    for data in kinds.values():
        bad_values = {int: ["1"], str: [17], bool: ["yes"]}
        for key, value in data.items():
            if key == "kind":
                continue
            for wrong in bad_values.get(type(value), [None]):
                with pytest.raises(IllegalMove) as err:
                    game.move_from_json({**data, key: wrong})
                assert err.value.rule == "format", (data, key, wrong)
        with pytest.raises(IllegalMove) as err:
            game.move_from_json({**data, "unknown_field": 1})
        assert err.value.rule == "format"


@pytest.mark.parametrize("game_id", _cases())
def test_games_end_within_the_spec_length(game_id):
    pack, game = _load(game_id)
    for players in _player_counts(game):
        for seats in (["random"] * players, ["greedy"] * players):
            record, final = play_game(game, players, seats, seed=100 + players)
            assert final.is_terminal(), (players, seats)
            assert len(record.moves) <= game.spec.max_length


@pytest.mark.parametrize("game_id", _cases())
def test_observations_ignore_facts_the_seat_may_not_see(game_id):
    pack, game = _load(game_id)
    hide_shuffle = _helpers(game_id).hide_shuffle
    changed = 0
    for players in _player_counts(game):
        rng = random.Random(players)
        state = game.new_game(players)
        for _ply in range(600):
            if state.is_terminal():
                break
            if _ply % 7 == 0:
                for seat in range(players):
                    data = hide_shuffle(state.to_json(), seat, rng)
                    if data is None:
                        continue
                    other = game.state_from_json(data)
                    assert other.check_invariants() == []
                    assert other.observe(seat) == state.observe(seat), (players, _ply, seat)
                    changed += other != state
            state = state.apply(_random_move(state, rng))
    assert changed > 0, "hide_shuffle never changed a hidden fact"


@pytest.mark.parametrize("game_id", _cases())
def test_fast_path_agrees_with_the_plain_rules(game_id):
    pack, fast = _load(game_id)
    plain = game_for(pack, fast=False)
    for players in _player_counts(fast):
        for seed in (players, 50 + players):
            rng = random.Random(seed)
            a, b = fast.new_game(players), plain.new_game(players)
            while not a.is_terminal():
                assert a.to_json() == b.to_json()
                assert a.current_player() == b.current_player()
                assert a.legal_moves() == b.legal_moves()
                assert a.chance_outcomes() == b.chance_outcomes()
                move = _random_move(a, rng)
                a, b = a.apply(move), b.apply(move)
            assert b.is_terminal() and a.result() == b.result()


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
def test_determinize_is_consistent_with_the_observation(game_id):
    pack, game = _load(game_id)
    if not hasattr(game, "determinize"):
        pytest.skip(f"{game_id} has no game.determinize(observation, rng) yet: the MCTS bot "
                    "cannot play it until it does")
    checked = 0
    for players in _player_counts(game):
        rng = random.Random(10 + players)
        state = game.new_game(players)
        states = []
        for _ply in range(MAX_PLIES):
            if _ply % 5 == 0:
                states.append(state)
            if state.is_terminal():
                break
            state = state.apply(_random_move(state, rng))
        # an end reached by good play too (a won game, not only a round limit)
        _, final = play_game(game, players, ["greedy"] * players, seed=players)
        for state in states + [final]:
            for seat in range(players):
                obs = state.observe(seat)
                sampled = game.determinize(obs, random.Random(checked))
                assert sampled.check_invariants() == [], (players, state.phase, seat)
                assert sampled.observe(seat) == obs, (players, state.phase, seat)
                if state.current_player() == seat:
                    assert sampled.legal_moves() == state.legal_moves()
                again = game.determinize(obs, random.Random(checked))
                assert again == sampled  # the same rng state gives the same state
                checked += 1
    assert checked > 0
