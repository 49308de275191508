"""Hostile input to ``boardcraft validate``, ``simulate`` and ``replay``: one table of files.

Each row is a command line over files built in a temporary folder, the exit code expected and
a fragment of the one message expected. No row may print a traceback or hang: the rows that
used to hang (a device, a FIFO with no writer) run in a subprocess with a timeout, the others
in-process through Typer's CliRunner.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from app.cli import cli
from content import default_pack, default_pack_path
from content.io import MAX_PACK_BYTES
from core.api import CHANCE, game_for, play_game
from tests.content.helpers import pack_dict

ROOT = Path(__file__).resolve().parents[1]
EUROPE = str(default_pack_path("europe"))
#: Seconds a subprocess row may take before it counts as a hang.
HANG_TIMEOUT = 60

_SURROGATE_PACK = (
    '{"game":"journey","id":"a","name":"x","cards":[{"id":"\\udfff","kind":"country","ref":"x"}]}'
)


@pytest.fixture(scope="module")
def record_data() -> dict:
    """A finished seeded Europe game's record, as JSON data."""
    game = game_for(default_pack("europe"))
    record, _ = play_game(game, 2, ["greedy", "greedy"], seed=7)
    return record.to_json()


def _stacked(record: dict, chance: str | None) -> dict:
    """The record with one chance move changed by hand to another possible outcome (a stacked
    deck), cut after that move; ``chance`` is what it claims ("seeded", "staged" or None)."""
    pack = default_pack("europe")
    game = game_for(pack)
    state = game.new_game(record["players"])
    for ply, data in enumerate(record["moves"]):
        move = game.move_from_json(data)
        if state.current_player() == CHANCE and ply > 0:
            others = [m for m, p in state.chance_outcomes() if p > 0 and m != move]
            if others:
                out = {**record, "moves": [*record["moves"][:ply], others[0].to_json()],
                       "result": None}
                out.pop("chance", None)
                if chance is not None:
                    out["chance"] = chance
                return out
        state = state.apply(move)
    raise AssertionError("no chance move with another outcome")


def _files(tmp: Path, record: dict) -> dict[str, str]:
    """Every file a row may name, by key."""
    def write(name: str, text: str | bytes) -> str:
        path = tmp / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return str(path)

    def record_text(**changes) -> str:
        return json.dumps({**record, **changes})

    fifo = tmp / "fifo.json"
    os.mkfifo(fifo)
    huge = tmp / "huge.json"
    with open(huge, "wb") as f:  # sparse: costs no disk
        f.truncate(MAX_PACK_BYTES + 1)
    surrogate_record = record_text().replace('"greedy"', '"gr\\udfffeedy"', 1)
    bad_pack = pack_dict("europe")
    bad_pack["countries"][0]["name"] = "Port\udfffugal"
    text = json.dumps(record)
    return {
        "europe": EUROPE,
        "dev_zero": "/dev/zero",
        "fifo": str(fifo),
        "folder": str(tmp),
        "missing": str(tmp / "missing.json"),
        "huge": str(huge),
        "surrogate_pack": write("surrogate.json", _SURROGATE_PACK),
        "surrogate_name": write("surrogate-name.json", json.dumps(bad_pack)),
        "record": write("record.json", text),
        "players_inf": write("players-inf.json", text.replace('"players": 2', '"players": Infinity')),
        "version_inf": write("version-inf.json", text.replace('"version": 1', '"version": Infinity')),
        "players_nan": write("players-nan.json", text.replace('"players": 2', '"players": NaN')),
        "deep": write("deep.json", "[" * 100_000 + "]" * 100_000),
        "deep_move": write("deep-move.json", text.replace(
            '"moves": [', '"moves": [' + '{"a": ' * 50_000 + "1" + "}" * 50_000 + ", ", 1)),
        "big_int": write("big-int.json", text.replace('"seed": 7', '"seed": ' + "9" * 5000)),
        "players_float": write("players-float.json", record_text(players=2.7)),
        "players_bool": write("players-bool.json", record_text(players=True)),
        "players_text": write("players-text.json", record_text(players="2")),
        "players_zero": write("players-zero.json", record_text(players=0, seats=[])),
        "players_many": write("players-many.json", record_text(players=99, seats=["greedy"] * 99)),
        "seats_short": write("seats-short.json", record_text(seats=["greedy"])),
        "seed_float": write("seed-float.json", record_text(seed=7.5)),
        "moves_dict": write("moves-dict.json", record_text(moves={"0": {}})),
        "move_number": write("move-number.json", record_text(moves=[1, 2])),
        "move_garbage": write("move-garbage.json", record_text(moves=[{"kind": "nonsense"}])),
        "chance_word": write("chance-word.json", record_text(chance="lucky")),
        "surrogate_record": write("surrogate-record.json", surrogate_record),
        "not_object": write("list.json", "[1, 2]"),
        "empty": write("empty.json", b""),
        "stacked_seeded": write("stacked-seeded.json", json.dumps(_stacked(record, "seeded"))),
        "stacked_staged": write("stacked-staged.json", json.dumps(_stacked(record, "staged"))),
        "stacked_old": write("stacked-old.json", json.dumps(_stacked(record, None))),
    }


# (id, argv with {key} placeholders, exit code, message fragment, run in a subprocess)
CASES = [
    # validate
    ("validate-surrogate", ["validate", "{surrogate_pack}"], 1,
     "cards[0].id: the text holds a lone surrogate (\\udfff)", False),
    ("validate-surrogate-in-name", ["validate", "{surrogate_name}"], 1,
     "countries[0].name: the text holds a lone surrogate", False),
    ("validate-dev-zero", ["validate", "{dev_zero}"], 2, "is a device, not a regular file", True),
    ("validate-fifo", ["validate", "{fifo}"], 2, "is a pipe (FIFO), not a regular file", True),
    ("validate-folder", ["validate", "{folder}"], 2, "is a folder", False),
    ("validate-missing", ["validate", "{missing}"], 2, "no such file", False),
    ("validate-huge", ["validate", "{huge}"], 2, "too large", False),
    ("validate-empty", ["validate", "{empty}"], 1, "the file is empty", False),
    # simulate
    ("simulate-dev-zero", ["simulate", "{dev_zero}", "--games", "1"], 2,
     "is a device, not a regular file", True),
    ("simulate-fifo", ["simulate", "{fifo}", "--games", "1"], 2, "is a pipe (FIFO)", True),
    ("simulate-surrogate", ["simulate", "{surrogate_pack}", "--games", "1"], 2,
     "lone surrogate", False),
    ("simulate-huge", ["simulate", "{huge}", "--games", "1"], 2, "too large", False),
    # replay: files that cannot be read
    ("replay-pack-dev-zero", ["replay", "{dev_zero}", "{record}"], 2, "is a device", True),
    ("replay-pack-fifo", ["replay", "{fifo}", "{record}"], 2, "is a pipe (FIFO)", True),
    ("replay-record-dev-zero", ["replay", "{europe}", "{dev_zero}"], 2,
     "cannot read the record: is a device, not a regular file", True),
    ("replay-record-fifo", ["replay", "{europe}", "{fifo}"], 2,
     "cannot read the record: is a pipe (FIFO)", True),
    ("replay-record-folder", ["replay", "{europe}", "{folder}"], 2, "is a folder", False),
    ("replay-record-missing", ["replay", "{europe}", "{missing}"], 2, "no such file", False),
    ("replay-record-huge", ["replay", "{europe}", "{huge}"], 2, "too large", False),
    ("replay-record-empty", ["replay", "{europe}", "{empty}"], 2, "not valid JSON", False),
    # replay: records that are not records
    ("replay-players-infinity", ["replay", "{europe}", "{players_inf}"], 2,
     "Infinity is not a JSON number", False),
    ("replay-version-infinity", ["replay", "{europe}", "{version_inf}"], 2,
     "Infinity is not a JSON number", False),
    ("replay-players-nan", ["replay", "{europe}", "{players_nan}"], 2,
     "NaN is not a JSON number", False),
    ("replay-deep-nesting", ["replay", "{europe}", "{deep}"], 2, "nested too deeply", False),
    ("replay-deep-move", ["replay", "{europe}", "{deep_move}"], 2, "nested", False),
    ("replay-5000-digit-integer", ["replay", "{europe}", "{big_int}"], 2,
     "a number too long to read", False),
    ("replay-players-float", ["replay", "{europe}", "{players_float}"], 2,
     "'players' must be a whole number, not the number 2.7", False),
    ("replay-players-bool", ["replay", "{europe}", "{players_bool}"], 2,
     "'players' must be a whole number, not true", False),
    ("replay-players-text", ["replay", "{europe}", "{players_text}"], 2,
     "'players' must be a whole number, not the text '2'", False),
    ("replay-players-zero", ["replay", "{europe}", "{players_zero}"], 2,
     "'players' must be at least 1, not 0", False),
    ("replay-players-too-many", ["replay", "{europe}", "{players_many}"], 1,
     "a game of 99 players, but journey pack 'europe' plays 2 to ", False),
    ("replay-seats-short", ["replay", "{europe}", "{seats_short}"], 2,
     "'seats' names 1 seat(s) but 'players' is 2", False),
    ("replay-seed-float", ["replay", "{europe}", "{seed_float}"], 2,
     "'seed' must be a whole number", False),
    ("replay-moves-not-a-list", ["replay", "{europe}", "{moves_dict}"], 2,
     "'moves' must be a list, not a JSON object", False),
    ("replay-move-not-an-object", ["replay", "{europe}", "{move_number}"], 2,
     "moves[0] must be a JSON object, not the number 1", False),
    ("replay-move-garbage", ["replay", "{europe}", "{move_garbage}"], 1, "ply 0", False),
    ("replay-chance-word", ["replay", "{europe}", "{chance_word}"], 2,
     "'chance' must be \"seeded\" or \"staged\"", False),
    ("replay-surrogate", ["replay", "{europe}", "{surrogate_record}"], 2,
     "seats[0]: the text holds a lone surrogate (\\udfff)", False),
    ("replay-not-an-object", ["replay", "{europe}", "{not_object}"], 2,
     "a record is a JSON object, not a list", False),
    # replay: the seed
    ("replay-stacked-deck-claims-seed", ["replay", "{europe}", "{stacked_seeded}"], 1,
     "the record says its chance moves follow seed 7, but this draw does not", False),
    ("replay-stacked-deck-staged", ["replay", "{europe}", "{stacked_staged}"], 0,
     "ok, ", False),
    ("replay-stacked-deck-old-record", ["replay", "{europe}", "{stacked_old}"], 0,
     "ok, ", False),
    ("replay-good-record", ["replay", "{europe}", "{record}"], 0,
     "chance moves follow seed 7", False),
]


def _run_subprocess(argv: list[str]) -> tuple[int, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    try:
        proc = subprocess.run([sys.executable, "-m", "app", *argv], capture_output=True,
                              text=True, cwd=ROOT, env=env, timeout=HANG_TIMEOUT,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"boardcraft {' '.join(argv)} hung for {HANG_TIMEOUT} s")
    return proc.returncode, proc.stdout + proc.stderr


def _run_in_process(argv: list[str]) -> tuple[int, str]:
    result = CliRunner().invoke(cli, argv)
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"{type(result.exception).__name__}: {result.exception}"
    )
    return result.exit_code, result.output


@pytest.mark.parametrize(("argv", "code", "fragment", "in_subprocess"),
                         [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_hostile_input_gives_one_clear_message_and_an_exit_code(
        tmp_path, record_data, argv, code, fragment, in_subprocess):
    files = _files(tmp_path, record_data)
    args = [a.format(**files) for a in argv]
    run = _run_subprocess if in_subprocess else _run_in_process
    exit_code, output = run(args)
    assert "Traceback" not in output, output
    assert fragment in output, output
    assert exit_code == code, output
    if code:
        file_named = any(files[k] in output for k in files if "{" + k + "}" in " ".join(argv))
        assert file_named, f"the message names no file: {output}"


def test_every_row_of_the_table_has_a_distinct_id():
    ids = [c[0] for c in CASES]
    assert len(ids) == len(set(ids))
