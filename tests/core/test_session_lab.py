"""The designer's lab on the playtest session (architecture.md, "Designer's lab"): chance
steps stopped at and staged by hand, notes on plies kept in the record, old records read."""

from __future__ import annotations

import json

import pytest

from content import default_pack
from core.api import CHANCE, GameRecord, IllegalMove, ReplayError, Session, replay

PACKS = {"journey": "europe", "trails": "trails", "expedition": "expedition"}


def _staged_game(pack, plies=40):
    """A lab session that always stages the least likely-looking (last) outcome."""
    s = Session(pack, ["human:Anna", "greedy"], seed=5, stop_at_chance=True)
    while not s.is_over() and s.ply < plies:
        s.advance()
        options = s.chance_options()
        if options:
            s.stage(options[-1][0])
        elif s.to_move() is not None:
            s.play(s.legal_moves()[0])
    return s


@pytest.mark.parametrize("game_id", sorted(PACKS))
def test_stop_at_chance_stops_before_every_chance_step(game_id):
    pack = default_pack(PACKS[game_id])
    s = Session(pack, ["greedy", "greedy"], seed=3, stop_at_chance=True)
    assert s.stop_at_chance is True
    s.advance()
    assert s.state.current_player() == CHANCE and s.to_move() is None
    options = s.chance_options()
    assert options and abs(sum(p for _, p in options) - 1) < 1e-9
    assert all(p > 0 for _, p in options)
    s.stage(options[0][0])
    s.stop_at_chance = False  # settable: the rest of the game runs through
    s.advance()
    assert s.is_over() and s.chance_options() == []


@pytest.mark.parametrize("game_id", sorted(PACKS))
def test_a_staged_game_records_staged_and_replays(game_id, tmp_path):
    pack = default_pack(PACKS[game_id])
    s = _staged_game(pack)
    record = s.record()
    assert record.chance == "staged"
    path = tmp_path / "staged.json"
    record.save(path)
    loaded = GameRecord.load(path)
    assert loaded.chance == "staged"
    assert replay(pack, loaded) == s.state
    again = Session.from_record(pack, loaded)
    assert again.state == s.state and again.record().chance == "staged"


def test_an_unstaged_lab_session_stays_seeded():
    pack = default_pack("trails")
    s = Session(pack, ["greedy", "greedy"], seed=8, stop_at_chance=True)
    plain = Session(pack, ["greedy", "greedy"], seed=8)
    plain.advance()
    while not s.is_over():
        s.advance()
        if s.chance_options():
            s.stage(plain.moves[s.ply])  # the seed's own draw, picked by hand: still seeded
    assert s.state == plain.state
    assert s.record().chance == "seeded"
    replay(pack, s.record())


def test_stage_refuses_what_is_not_an_outcome_with_rule_chance():
    pack = default_pack("europe")
    s = Session(pack, ["human:Anna", "human:Ben"], seed=2, stop_at_chance=True)
    s.advance()
    options = s.chance_options()
    assert options
    with pytest.raises(IllegalMove) as err:
        s.stage("deal nowhere:at-all")
    assert err.value.rule == "chance"
    not_now = options[0][0]
    s.stage(not_now)
    while s.chance_options():
        s.stage(s.chance_options()[0][0])
    # a person's turn: no chance step to stage
    assert s.to_move() is not None
    with pytest.raises(IllegalMove) as err:
        s.stage(not_now)
    assert err.value.rule == "chance"
    assert "not a chance step" in err.value.message


def test_staged_text_is_read_as_the_move():
    pack = default_pack("europe")
    s = Session(pack, ["human:Anna", "human:Ben"], seed=2, stop_at_chance=True)
    s.advance()
    move = s.chance_options()[-1][0]
    s.stage(str(move))
    assert s.moves[-1] == move


def test_notes_are_kept_in_the_record_and_read_back(tmp_path):
    pack = default_pack("expedition")
    s = Session(pack, ["human:Anna", "greedy"], seed=4)
    with pytest.raises(ValueError, match="no move"):
        s.note("too early")
    s.advance()
    last = s.ply - 1
    assert s.note("  players hesitated here ") == {"ply": last, "text": "players hesitated here"}
    s.note("the deal", ply=0)
    with pytest.raises(ValueError):
        s.note("", ply=0)
    with pytest.raises(ValueError):
        s.note("later", ply=s.ply)
    with pytest.raises(ValueError):
        s.note("x" * 2001)
    record = s.record()
    assert record.notes == ({"ply": 0, "text": "the deal"},
                            {"ply": last, "text": "players hesitated here"})
    assert record.to_json()["notes"] == list(record.notes)
    path = tmp_path / "notes.json"
    record.save(path)
    assert GameRecord.load(path).notes == record.notes
    fork = Session.from_record(pack, record, upto=last)
    assert fork.record().notes == ({"ply": 0, "text": "the deal"},)
    assert Session.from_record(pack, record).notes == record.notes


def test_undo_takes_back_the_notes_on_the_moves_it_takes_back():
    pack = default_pack("europe")
    s = Session(pack, ["human:Anna", "human:Ben"], seed=6)
    s.advance()
    s.note("dealt")
    s.play(s.legal_moves()[0])
    s.note("first choice")
    s.undo()
    assert [n["text"] for n in s.notes] == ["dealt"]


def test_remove_note_takes_one_note_away_and_names_a_bad_index():
    s = Session(default_pack("europe"), ["human:Anna", "human:Ben"], seed=6)
    s.advance()
    s.note("first")
    s.note("second", ply=0)
    last = s.ply - 1
    assert [n["text"] for n in s.notes] == ["second", "first"]  # by ply
    assert s.remove_note(1) == {"ply": last, "text": "first"}
    assert s.record().notes == ({"ply": 0, "text": "second"},)
    with pytest.raises(ValueError, match="no note 3: this game has 1"):
        s.remove_note(3)


def test_records_without_notes_or_chance_still_read_and_bad_notes_are_named():
    pack = default_pack("trails")
    s = Session(pack, ["greedy", "greedy"], seed=9)
    s.advance()
    data = s.record().to_json()
    del data["notes"], data["chance"]
    old = GameRecord.from_json(data)
    assert old.notes == () and old.chance is None
    assert replay(pack, old) == s.state
    for bad, words in (({"ply": "1", "text": "x"}, "whole number"),
                       ({"ply": 0}, "'ply' and 'text'"),
                       ({"ply": 10**6, "text": "x"}, "move(s)"),
                       ({"ply": 0, "text": 3}, "must be text")):
        with pytest.raises(ReplayError, match=words.replace("(", r"\(").replace(")", r"\)")):
            GameRecord.loads(json.dumps({**data, "notes": [bad]}))
    with pytest.raises(ReplayError, match="'notes' must be a list"):
        GameRecord.from_json({**data, "notes": {}})
