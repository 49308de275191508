"""The move notation kit (core.notation): one limit, one parser, one error for every game.

Every kind of move of each game reads back from its text and its JSON through the kit; bad
input of any sort is refused with the parser's own error (``UnreadableMove``, rule
``"format"``), whose message names the text or value and what is wrong; and a new game can
declare its moves with the kit (a dominoes-like game below, with a field of its own).
"""

from __future__ import annotations

import json
import pickle
import random
import sys
from dataclasses import dataclass
from typing import ClassVar

import pytest

import core.expedition.moves as expedition
import core.journey.moves as journey
import core.trails.moves as trails
from core import notation
from core.engine import FORMAT, IllegalMove
from core.notation import MAX_TEXT, NUMBER, Field, Notation, UnreadableMove, choice, form

#: One move of every kind, and of every text form of a kind, per game.
EVERY_KIND = {
    "journey": (journey, [
        journey.FirstPlayer(1), journey.Deal("country:fr"), journey.Deal("ship:baltic:2"),
        journey.Deal("no such card"), journey.PlaceSetup(3), journey.Draw(0), journey.Draw(2),
        journey.Replace(4, 1), journey.Discard(2),
    ]),
    "trails": (trails, [
        trails.DrawTerrain(0, -1, "forest"), trails.PlaceGirl(0, -2, 0), trails.DrawCard("green"),
        trails.ChooseOpener(2), trails.AuctionHex(1, 0), trails.Bid(3), trails.Pass(),
        trails.PlaceMan(-1, 1), trails.Discard("multi"), trails.Build(17, 40, "red", 1),
        trails.Build(3, 0, "multi", 2), trails.Scrap(), trails.Stop(), trails.MoveGirl(1, 1),
        trails.MoveGirl(0, -1), trails.MoveGirl(2, 3), trails.TakeMarket("yellow"),
        trails.TakeDeck(), trails.TakeAll("black"),
    ]),
    "expedition": (expedition, [
        expedition.Draw("card-lima"), expedition.PlaceToken("lima"),
        expedition.Arrow("orange", 12, "lima"), expedition.Restart("black", "cairo"),
        expedition.Ticket("arrow"), expedition.Ticket("take_back", "purple"),
        expedition.Ticket("swap"), expedition.Swap("card-paris", "card-rome"),
        expedition.EndTurn(),
    ]),
}
GAMES = sorted(EVERY_KIND)
#: The text and JSON forms as recorded games and golden files hold them.
RECORDED = {
    "journey": [
        ("first player: seat 1", {"kind": "first_player", "seat": 1}),
        ("draw from the draw pile", {"kind": "draw", "pile": 0}),
        ("take from discard pile 2", {"kind": "draw", "pile": 2}),
        ("replace slot 4, discard onto pile 1", {"kind": "replace", "slot": 4, "pile": 1}),
    ],
    "trails": [
        ("girl 1 starts at (-2,0)", {"kind": "place_girl", "girl": 0, "q": -2, "r": 0}),
        ("build segment 3 to point 0 paying 2x multi",
         {"kind": "build", "segment": 3, "to": 0, "colour": "multi", "cards": 2}),
        ("move girl 1 counter-clockwise", {"kind": "move_girl", "girl": 0, "step": -1}),
        ("pass", {"kind": "pass"}),
    ],
    "expedition": [
        ("orange arrow to lima along path 12",
         {"kind": "arrow", "colour": "orange", "path": 12, "to": "lima"}),
        ("ticket: one more arrow", {"kind": "ticket", "use": "arrow"}),
        ("ticket: take back the last purple arrow",
         {"kind": "ticket", "use": "take_back", "colour": "purple"}),
        ("end turn", {"kind": "end_turn"}),
    ],
}
NAMES = {"journey": "Journey", "trails": "Trails", "expedition": "Expedition"}


def _refused(read, value) -> UnreadableMove:
    with pytest.raises(UnreadableMove) as err:
        read(value)
    e = err.value
    assert isinstance(e, IllegalMove) and e.rule == FORMAT and e.problem in e.message
    assert len(e.message) < 300
    return e


# --- round trips ------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_move_kind_round_trips_through_the_kit(game):
    module, moves = EVERY_KIND[game]
    assert {m.kind for m in moves} == set(module.NOTATION.types)  # every kind is here
    for move in moves:
        assert module.NOTATION.from_text(str(move)) == move
        assert module.NOTATION.from_text(f"  {move}\n") == move
        assert module.NOTATION.from_json(json.loads(json.dumps(move.to_json()))) == move
        assert module.move_from_text == module.NOTATION.from_text
        assert module.move_from_json == module.NOTATION.from_json


@pytest.mark.parametrize("game", GAMES)
def test_text_and_json_forms_are_those_of_recorded_games(game):
    module, _moves = EVERY_KIND[game]
    for text, data in RECORDED[game]:
        move = module.move_from_json(data)
        assert str(move) == text and move.to_json() == data
        assert list(move.to_json()) == list(data)  # the keys in the recorded order
        assert module.move_from_text(text) == move


@pytest.mark.parametrize("game", GAMES)
def test_every_declared_form_prints_the_moves_it_stands_for(game):
    """A move prints with the first form whose fixed values it has; each form is used above."""
    module, moves = EVERY_KIND[game]

    def fits(move, f):
        return all(getattr(move, name) == value for name, value in f.fixed.items())

    for kind, cls in module.NOTATION.types.items():
        assert cls.kind == kind
        forms = module.NOTATION.forms(kind)
        mine = [m for m in moves if m.kind == kind]
        for i, f in enumerate(forms):
            assert any(fits(m, f) and not any(fits(m, g) for g in forms[:i]) for m in mine), (
                kind, f.template)


# --- the one limit ----------------------------------------------------------------------------


def test_one_text_limit_for_every_game():
    assert trails.MAX_TEXT == MAX_TEXT == 200 and trails.MAX_NUMBER == notation.MAX_NUMBER
    long_card = "c" * (MAX_TEXT - len("deal "))
    assert journey.move_from_text(f"deal {long_card}") == journey.Deal(long_card)
    for game in GAMES:
        module, _moves = EVERY_KIND[game]
        e = _refused(module.move_from_text, "pass" + " " * MAX_TEXT)  # too long before trimming
        assert f"{MAX_TEXT + 4} characters long" in e.problem and str(MAX_TEXT) in e.problem


@pytest.mark.parametrize("game", GAMES)
def test_numbers_have_at_most_twelve_digits_in_text_and_json(game):
    module, moves = EVERY_KIND[game]
    move = next(m for m in moves if any(type(v) is int for v in m.to_json().values()))
    name = next(k for k, v in move.to_json().items() if type(v) is int)
    for n in (notation.MAX_NUMBER, -notation.MAX_NUMBER):
        assert module.move_from_json({**move.to_json(), name: n}).to_json()[name] == n
    e = _refused(module.move_from_json, {**move.to_json(), name: notation.MAX_NUMBER + 1})
    assert "up to 12 digits" in e.problem and name in e.problem
    big = module.move_from_json({**move.to_json(), name: notation.MAX_NUMBER})
    assert module.move_from_text(str(big)) == big
    text = str(big).replace(str(notation.MAX_NUMBER), "9" * 13)
    assert "up to 12 digits" in _refused(module.move_from_text, text).problem


# --- bad input: only the parser's own error, with a clear message -----------------------------


class _Hostile:
    def __repr__(self):
        raise RuntimeError("repr refused")


def _deep(depth: int):
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("game", GAMES)
def test_unreadable_text_names_the_text_and_what_is_wrong(game):
    module, _moves = EVERY_KIND[game]
    read = module.move_from_text
    assert NAMES[game] in _refused(read, "fly to the moon").message
    assert "'fly to the moon' is no move's text; a move reads like" in _refused(
        read, "fly to the moon").problem
    assert _refused(read, "   ").problem == "the text is empty"
    assert _refused(read, None).problem == "a move's text is a string, not None"
    assert _refused(read, b"pass").problem == "a move's text is a string, not b'pass'"
    assert "10,000 characters long" in _refused(read, "x" * 10_000).problem
    for text in ("\udfff", "pass\x00", "bid ٣", "draw \udfff", "deal \udfff", _Hostile(), 3):
        _refused(read, text)


@pytest.mark.parametrize("game", GAMES)
def test_unreadable_json_names_the_value_and_what_is_wrong(game):
    module, moves = EVERY_KIND[game]
    read = module.move_from_json
    assert "not [1, 2]" in _refused(read, [1, 2]).problem
    assert _refused(read, {"kind": "teleport"}).problem.startswith(
        "unknown kind 'teleport'; the kinds are ")
    move = next(m for m in moves if m.to_json().keys() - {"kind"})
    data = move.to_json()
    name = next(k for k in data if k != "kind")
    assert _refused(read, {**data, "extra": 1}).problem == f"a {move.kind} move has no 'extra'"
    assert _refused(read, {k: v for k, v in data.items() if k != name}).problem == (
        f"a {move.kind} move needs '{name}'")
    assert f"'{name}' of a {move.kind} move must be" in _refused(
        read, {**data, name: None}).problem
    for hostile in (10**5000, _deep(100_000), _Hostile(), True, 1.0, "\udfff", "", "x" * 1000):
        e = _refused(read, {**data, name: hostile})
        assert name in e.problem
    for data in (None, 3, "pass", _deep(100_000), _Hostile(), {"kind": _Hostile()},
                 {"kind": "\udfff"}, {"kind": ["pass"]}, {("a",): 1, "kind": "pass"}):
        _refused(read, data)


def test_json_that_no_text_form_shows_is_refused():
    read = expedition.move_from_json
    assert _refused(read, {"kind": "ticket", "use": "fly"}).problem == (
        "'use' of a ticket move must be one of arrow, take_back, swap, not 'fly'")
    assert _refused(read, {"kind": "ticket", "use": "arrow", "colour": "red"}).problem == (
        "a ticket move with use 'arrow' takes no 'colour'")
    assert _refused(read, {"kind": "ticket", "use": "take_back"}).problem == (
        "a ticket move with use 'take_back' needs 'colour'")


@pytest.mark.parametrize("game", GAMES)
def test_mangled_text_and_json_read_as_a_move_that_prints_back_or_are_refused(game):
    """A seeded fuzz: real move texts and JSON with characters and values changed."""
    module, moves = EVERY_KIND[game]
    rng = random.Random(21)
    alphabet = "ab -_:,()0129x\t\n\u00a0\u2028\udfff٣é"
    values = [None, True, 0, -1, 1.5, 10**13, "", "x", "two words", "\udfff", [], {}]
    for _ in range(3000):
        text = list(str(rng.choice(moves)))
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(text) + 1)
            text[at:at + rng.randint(0, 2)] = rng.choice(alphabet) * rng.randint(0, 2)
        try:
            move = module.move_from_text("".join(text))
        except UnreadableMove as e:
            assert e.rule == FORMAT and e.problem
        else:
            assert module.move_from_text(str(move)) == move
            assert module.move_from_json(move.to_json()) == move
        data = rng.choice(moves).to_json()
        data[rng.choice([*data, "kind", "extra"])] = rng.choice(values)
        try:
            move = module.move_from_json(data)
        except UnreadableMove as e:
            assert e.rule == FORMAT and e.problem
        else:
            assert module.move_from_text(str(move)) == move


def test_the_error_survives_pickling_with_its_message_id():
    e = _refused(journey.move_from_text, "fly")
    again = pickle.loads(pickle.dumps(e))
    assert type(again) is UnreadableMove
    assert (again.rule, again.message, again.problem, again.msgid, again.msgargs) == (
        e.rule, e.message, e.problem, "not a Journey move: {why}", {"why": e.problem})


def test_each_game_keeps_its_translated_message_template():
    assert _refused(journey.move_from_json, 1).msgid == "not a Journey move: {why}"
    assert _refused(trails.move_from_json, 1).msgid == "This is not a Trails move: {what}."
    assert _refused(expedition.move_from_json, 1).msgid == "not an Expedition move: {what}"


# --- a fourth game declares its moves with the kit --------------------------------------------

TILE = Field("a tile 'a-b' with a <= b", r"[0-9]{1,2}-[0-9]{1,2}", str,
             lambda t: _tile(t) is not None)


def _tile(text: str):
    a, _, b = text.partition("-")
    return (int(a), int(b)) if a.isdigit() and b.isdigit() and int(a) <= int(b) else None


DOMINOES = Notation("Dominoes", lambda what: f"not a Dominoes move: {what}", strings=TILE,
                    fields={"end": choice("left", "right")})


@DOMINOES.move("deal {tile}")
@dataclass(frozen=True, slots=True)
class _Deal:
    kind: ClassVar[str] = "deal"
    tile: str


@DOMINOES.move("play {tile} {end}")
@dataclass(frozen=True, slots=True)
class _Play:
    kind: ClassVar[str] = "play"
    tile: str
    end: str


@DOMINOES.move("pass")
@dataclass(frozen=True, slots=True)
class _Pass:
    kind: ClassVar[str] = "pass"


def test_a_new_game_declares_its_moves_and_fields_with_the_kit():
    for move in (_Deal("0-6"), _Play("3-3", "left"), _Play("1-2", "right"), _Pass()):
        assert DOMINOES.from_text(str(move)) == move
        assert DOMINOES.from_json(move.to_json()) == move
    assert str(_Play("3-4", "left")) == "play 3-4 left"
    assert _Play("3-4", "left").to_json() == {"kind": "play", "tile": "3-4", "end": "left"}
    assert _refused(DOMINOES.from_text, "play 4-3 left").problem == (
        "'play 4-3 left': the tile '4-3' is not a tile 'a-b' with a <= b")
    assert "is no move's text" in _refused(DOMINOES.from_text, "play 3-4 up").problem
    assert _refused(DOMINOES.from_json, {"kind": "play", "tile": "3-4", "end": "up"}).problem == (
        "'end' of a play move must be one of left, right, not 'up'")


def test_a_declaration_that_could_not_round_trip_is_refused():
    kit = Notation("Test", str, strings=notation.WORD)

    @dataclass(frozen=True)
    class Two:
        kind: ClassVar[str] = "two"
        a: int
        b: int

    with pytest.raises(ValueError, match="does not show"):
        kit.move("only {a}")(Two)  # b would be lost in the text
    with pytest.raises(ValueError, match="placeholder"):
        kit.move("{a} and {c}")(Two)
    with pytest.raises(ValueError, match="placeholder"):
        kit.move("{a} and {a:>3} {b}")(Two)
    kit.move("{a} and {b}", form("{a} alone", b=0))(Two)
    with pytest.raises(ValueError, match="kind"):
        kit.move("again {a} {b}")(Two)  # the same kind twice
    assert kit.from_text("1 and 2") == Two(1, 2) and str(Two(1, 0)) == "1 and 0"
    assert kit.field_for(Two, "a") is NUMBER


def test_kit_messages_never_grow_with_the_input():
    e = _refused(trails.move_from_json, {"kind": "bid", "amount": "9" * 10**5})
    assert len(e.problem) < 150 and sys.getsizeof(e.message) < 1000


def test_field_names_of_any_spelling_are_read_and_written():
    kit = Notation("Test", str, strings=notation.WORD)

    @kit.move("{data} {line} {match}")
    @dataclass(frozen=True)
    class Odd:
        kind: ClassVar[str] = "odd"
        data: int
        line: str
        match: int

    move = Odd(1, "two", 3)
    assert str(move) == "1 two 3" and move.to_json() == {"kind": "odd", "data": 1,
                                                         "line": "two", "match": 3}
    assert kit.from_text("1 two 3") == kit.from_json(move.to_json()) == move
    assert "the line" in _refused(kit.from_text, "1 \x00 3").problem
