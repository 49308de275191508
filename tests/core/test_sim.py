"""Game records, the seeded runner, replay and simulate (generic parts, on Journey)."""

from __future__ import annotations

import dataclasses
import json
import re
from concurrent.futures import ThreadPoolExecutor

import pytest

from content import default_pack
from core.api import (
    GameRecord,
    ReplayError,
    content_hash,
    game_for,
    play_game,
    replay,
    simulate,
)
from core.sim.runner import sample_chance


@pytest.fixture(scope="module")
def europe():
    return default_pack("europe")


@pytest.fixture(scope="module")
def played(europe):
    game = game_for(europe)
    return play_game(game, 3, ["greedy", "random", "greedy"], seed=5)


def test_record_names_pack_hash_seats_seed_and_every_move(europe, played):
    record, final = played
    assert record.game == "journey" and record.pack_id == "europe"
    assert record.pack_hash == content_hash(europe) and len(record.pack_hash) == 64
    assert record.seats == ("greedy", "random", "greedy") and record.seed == 5
    assert record.players == 3
    assert record.moves[0]["kind"] == "first_player"  # chance moves are recorded too
    assert record.result == final.result().to_json()


def test_record_survives_save_and_load(tmp_path, played):
    record, _ = played
    path = tmp_path / "game.json"
    record.save(path)
    assert GameRecord.load(path) == record
    assert json.loads(path.read_text())["moves"][0] == record.moves[0]
    with pytest.raises(ReplayError):
        GameRecord.from_json({"game": "journey"})
    (tmp_path / "bad.json").write_text("[1, 2]")
    with pytest.raises(ReplayError):
        GameRecord.load(tmp_path / "bad.json")


def test_same_seed_same_game_other_seed_other_game(europe, played):
    game = game_for(europe)
    record, final = played
    again, final_again = play_game(game, 3, ["greedy", "random", "greedy"], seed=5)
    assert again == record and final_again == final
    other, _ = play_game(game, 3, ["greedy", "random", "greedy"], seed=6)
    assert other.moves != record.moves


def test_replay_rebuilds_the_final_state(europe, played):
    record, final = played
    assert replay(europe, record) == final


def test_replay_refuses_a_tampered_move_naming_ply_and_rule(europe, played):
    record, _ = played
    moves = list(record.moves)
    ply = next(i for i, m in enumerate(moves) if m["kind"] == "draw")
    moves[ply] = {"kind": "replace", "slot": 1, "pile": 1}
    bad = dataclasses.replace(record, moves=tuple(moves))
    with pytest.raises(ReplayError) as err:
        replay(europe, bad)
    assert err.value.ply == ply and err.value.rule == "J5"


def test_replay_refuses_another_pack_or_another_ending(europe, played):
    record, _ = played
    changed = europe.model_copy(update={"name": "Journey: Europe (edited)"})
    with pytest.raises(ReplayError, match="changed"):
        replay(changed, record)
    wrong = dataclasses.replace(record, result={**record.result, "rounds": 999})
    with pytest.raises(ReplayError, match="result"):
        replay(europe, wrong)
    cut = dataclasses.replace(record, moves=record.moves[:50])
    with pytest.raises(ReplayError, match="do not end it"):
        replay(europe, cut)


def test_sample_chance_follows_the_probabilities():
    import random

    rng = random.Random(1)
    outcomes = [("a", 0.25), ("b", 0.75)]
    draws = [sample_chance(outcomes, rng) for _ in range(4000)]
    assert 800 < draws.count("a") < 1200


def test_simulate_aggregates_and_is_the_same_on_any_executor(europe):
    local = simulate(europe, ["greedy", "greedy"], games=6, seed=9)
    assert len(local.games) == 6
    assert sum(local.reasons.values()) == 6
    assert abs(sum(local.win_rate) - local.won_share) < 1e-9
    assert local.mean_plies == sum(g.plies for g in local.games) / 6
    with ThreadPoolExecutor(max_workers=2) as pool:
        threaded = simulate(europe, ["greedy", "greedy"], games=6, seed=9, executor=pool,
                            batch_size=2)
    assert threaded.to_json() == local.to_json()
    procs = simulate(europe, ["greedy", "greedy"], games=6, seed=9, workers=2)
    assert procs.to_json() == local.to_json()


def test_simulate_can_keep_records_that_replay(europe):
    res = simulate(europe, ["random", "greedy"], games=2, seed=4, keep_records=True)
    for g in res.games:
        final = replay(europe, g.record)
        assert final.result().winners == g.winners


def test_the_runner_plays_bots_only(europe):
    with pytest.raises(ValueError):
        play_game(game_for(europe), 2, ["human", "greedy"], seed=1)
    with pytest.raises(ValueError):
        play_game(game_for(europe), 2, ["greedy"], seed=1)


class _Done:
    def __init__(self, value):
        self._value = value

    def result(self):
        return self._value


class _ClientLike:
    """Like ``distributed.Client``: ``submit(fn, *args)`` gives an object with ``result()``."""

    def __init__(self):
        self.submitted = 0

    def submit(self, fn, *args):
        self.submitted += 1
        return _Done(fn(*args))


def test_simulate_takes_any_executor_with_submit_and_result(europe):
    client = _ClientLike()
    res = simulate(europe, ["greedy", "greedy"], games=4, seed=9, executor=client, batch_size=1)
    assert client.submitted == 4
    assert res.to_json() == simulate(europe, ["greedy", "greedy"], games=4, seed=9).to_json()


def _stack_the_deck(europe, record):
    """``record`` with its first chance move that has another outcome changed to that outcome
    (as a designer staging a scenario would), cut after it."""
    from core.api import CHANCE

    game = game_for(europe)
    state = game.new_game(record.players)
    for ply, data in enumerate(record.moves):
        move = game.move_from_json(data)
        if state.current_player() == CHANCE:
            others = [m for m, p in state.chance_outcomes() if p > 0 and m != move]
            if others:
                moves = (*record.moves[:ply], others[0].to_json())
                return ply, dataclasses.replace(record, moves=moves, result=None)
        state = state.apply(move)
    raise AssertionError("no chance move with another outcome")


def test_runner_records_claim_seeded_chance_and_say_so_in_json(played):
    record, _ = played
    assert record.chance == "seeded"
    data = record.to_json()
    assert data["chance"] == "seeded"
    assert {"version", "game", "pack_id", "pack_hash", "players", "seed", "seats", "moves",
            "result"} <= set(data)  # every key older readers know is still written
    old = {k: v for k, v in data.items() if k != "chance"}
    assert GameRecord.from_json(old).chance is None  # an old record claims nothing


def test_replay_checks_the_seed_of_a_record_that_claims_it(europe, played):
    record, _ = played
    ply, stacked = _stack_the_deck(europe, record)
    with pytest.raises(ReplayError) as err:
        replay(europe, stacked)
    assert err.value.ply == ply
    assert str(err.value).startswith(
        f"ply {ply}: the record says its chance moves follow seed 5, but this draw does not")
    replay(europe, dataclasses.replace(stacked, chance="staged"))  # a staged scenario replays
    replay(europe, dataclasses.replace(stacked, chance=None))  # an old record claims nothing
    other_seed = dataclasses.replace(record, seed=6)
    with pytest.raises(ReplayError, match="follow seed 6, but this draw does not"):
        replay(europe, other_seed)


@pytest.mark.parametrize(("key", "value", "words"), [
    ("players", 2.7, "'players' must be a whole number, not the number 2.7"),
    ("players", True, "'players' must be a whole number, not true"),
    ("version", 1.0, "'version' must be a whole number"),
    ("seed", "5", "'seed' must be a whole number, not the text '5'"),
    ("seats", "greedy", "'seats' must be a list"),
    ("moves", [[1]], "moves[0] must be a JSON object, not a list"),
    ("result", [], "'result' must be a JSON object or null"),
    ("chance", "seeded-ish", "'chance' must be"),
    ("game", 1, "'game' must be text"),
])
def test_from_json_checks_types_strictly(played, key, value, words):
    record, _ = played
    with pytest.raises(ReplayError, match=re.escape(words)):
        GameRecord.from_json({**record.to_json(), key: value})


def test_a_seeded_claim_needs_a_seed(played):
    record, _ = played
    with pytest.raises(ReplayError, match="'seed' is null"):
        GameRecord.from_json({**record.to_json(), "seed": None})


def test_a_game_record_is_saved_through_the_atomic_writer(tmp_path, played):
    record, _ = played
    path = tmp_path / "game.json"
    record.save(path)
    path.chmod(0o604)
    link = tmp_path / "link.json"
    link.symlink_to(path)
    record.save(link)
    assert link.is_symlink() and path.stat().st_mode & 0o777 == 0o604
    assert GameRecord.load(link) == record
