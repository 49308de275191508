"""Journey moves: frozen, hashable values with a ``kind`` tag, a text form and a JSON form.

Slots and piles are numbered from 1 in moves, text and JSON, as players count them. The draw
pile is source 0 of ``Draw``. :func:`move_from_json` and :func:`move_from_text` are the one
parser of each form; both raise ``IllegalMove("format", …)`` for anything that is no move.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from content.messages import msg
from core.engine import FORMAT, IllegalMove

#: Longest move text or card id read at all (the longest move text is about 40 characters).
_MAX_TEXT = 200
#: Slot, pile and seat numbers have at most 9 digits (anything longer is no slot or seat).
_MAX_NUMBER = 10**9


@dataclass(frozen=True, slots=True)
class FirstPlayer:
    """Chance: the seat that plays first (J4)."""

    seat: int
    kind: ClassVar[str] = "first_player"

    def __str__(self) -> str:
        return f"first player: seat {self.seat}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the card that comes off the face-down pile (J2 setup, J3 turn-up, J5 draw)."""

    card: str
    kind: ClassVar[str] = "deal"

    def __str__(self) -> str:
        return f"deal {self.card}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "card": self.card}


@dataclass(frozen=True, slots=True)
class PlaceSetup:
    """Setup: put the card just dealt into empty slot ``slot`` (J2)."""

    slot: int
    kind: ClassVar[str] = "place_setup"

    def __str__(self) -> str:
        return f"place in slot {self.slot}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "slot": self.slot}


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw one card: from the draw pile (``pile == 0``) or the top of discard pile ``pile`` (J5)."""

    pile: int
    kind: ClassVar[str] = "draw"

    def __str__(self) -> str:
        return "draw from the draw pile" if self.pile == 0 else f"take from discard pile {self.pile}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "pile": self.pile}


@dataclass(frozen=True, slots=True)
class Replace:
    """Put the drawn card into ``slot``; the replaced card goes onto discard pile ``pile`` (J6a)."""

    slot: int
    pile: int
    kind: ClassVar[str] = "replace"

    def __str__(self) -> str:
        return f"replace slot {self.slot}, discard onto pile {self.pile}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "slot": self.slot, "pile": self.pile}


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard the drawn card onto discard pile ``pile`` (J6b)."""

    pile: int
    kind: ClassVar[str] = "discard"

    def __str__(self) -> str:
        return f"discard onto pile {self.pile}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "pile": self.pile}


JourneyMove = FirstPlayer | Deal | PlaceSetup | Draw | Replace | Discard
"""Any Journey move."""

#: kind -> (move class, its fields as (name, type)), in the order the class takes them.
_KINDS: dict[str, tuple[type, tuple[tuple[str, type], ...]]] = {
    cls.kind: (cls, tuple((f.name, int if f.type == "int" else str) for f in fields(cls)))
    for cls in (FirstPlayer, Deal, PlaceSetup, Draw, Replace, Discard)
}


def _unreadable(why: str) -> IllegalMove:
    return IllegalMove(FORMAT, msg("not a Journey move: {why}", why=why))


def _shown(value: Any) -> str:
    """``value`` for a message: its repr, cut short."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _card_id(value: str) -> bool:
    """True for a string that can be a card id in a move's text: printable (so one line and
    no lone surrogates), no surrounding spaces, not too long."""
    return 0 < len(value) <= _MAX_TEXT and value == value.strip() and value.isprintable()


def move_from_json(data: Any) -> JourneyMove:
    """The move a ``to_json()`` dict describes.

    Raises:
        IllegalMove: (rule ``"format"``) for anything that is no Journey move: not a dict,
            an unknown kind, a missing or unknown key, or a value of the wrong type (a
            bool is no number).
    """
    if not isinstance(data, dict):
        raise _unreadable(f"a move is a JSON object with a 'kind', not {_shown(data)}")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in _KINDS:
        raise _unreadable(f"unknown kind {_shown(kind)}; the kinds are {', '.join(_KINDS)}")
    cls, wanted = _KINDS[kind]
    names = {name for name, _type in wanted}
    extra = [k for k in data if k != "kind" and k not in names]
    if extra:
        raise _unreadable(f"a {kind} move has no {_shown(extra[0])}")
    values = []
    for name, typ in wanted:
        if name not in data:
            raise _unreadable(f"a {kind} move needs '{name}'")
        value = data[name]
        if type(value) is not typ or not (_card_id(value) if typ is str else
                                          -_MAX_NUMBER < value < _MAX_NUMBER):
            what = "a whole number of up to 9 digits" if typ is int else "a card id"
            raise _unreadable(f"'{name}' of a {kind} move must be {what}, not {_shown(value)}")
        values.append(value)
    return cls(*values)


_N = r"(-?[0-9]{1,9})"
_TEXT = [
    (re.compile(rf"first player: seat {_N}"), lambda m: FirstPlayer(int(m[1]))),
    (re.compile(r"deal (.+)"), lambda m: Deal(m[1])),
    (re.compile(rf"place in slot {_N}"), lambda m: PlaceSetup(int(m[1]))),
    (re.compile(r"draw from the draw pile"), lambda m: Draw(0)),
    (re.compile(rf"take from discard pile {_N}"), lambda m: Draw(int(m[1]))),
    (re.compile(rf"replace slot {_N}, discard onto pile {_N}"),
     lambda m: Replace(int(m[1]), int(m[2]))),
    (re.compile(rf"discard onto pile {_N}"), lambda m: Discard(int(m[1]))),
]


def move_from_text(text: Any) -> JourneyMove:
    """The move whose ``str()`` is ``text`` (surrounding spaces are ignored).

    Raises:
        IllegalMove: (rule ``"format"``) for text that is no Journey move.
    """
    if not isinstance(text, str):
        raise _unreadable(f"a move's text is a string, not {_shown(text)}")
    if len(text) > _MAX_TEXT:
        raise _unreadable(f"{len(text):,} characters is too long for a move")
    line = text.strip()
    for pattern, make in _TEXT:
        m = pattern.fullmatch(line)
        if m:
            move = make(m)
            if isinstance(move, Deal) and not _card_id(move.card):
                break
            return move
    raise _unreadable(f"{_shown(text)}; a move reads like 'take from discard pile 2', "
                      "'replace slot 4, discard onto pile 1' or 'draw from the draw pile'")
