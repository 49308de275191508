"""Dominoes moves: frozen, hashable values with a ``kind`` tag, a text form and a JSON form.

``str(move)`` is the text form and :func:`move_from_text` reads it back; ``move.to_json()`` is
the JSON form and :func:`move_from_json` reads it back. Both raise ``IllegalMove("format", …)``
for anything that is not a move; whether a readable move is legal is for ``legal_moves``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from boardcraft_dominoes.tiles import parse_tile
from content.messages import msg
from core.engine import FORMAT, IllegalMove

#: The two open ends of the line (D4, D5).
ENDS = ("left", "right")


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the next tile dealt (D2), to the seat whose turn of the deal it is."""

    kind: ClassVar[str] = "deal"
    tile: str

    def __str__(self) -> str:
        return f"deal {self.tile}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "tile": self.tile}


@dataclass(frozen=True, slots=True)
class Play:
    """D4, D5: place ``tile`` from your hand at the ``left`` or ``right`` open end."""

    kind: ClassVar[str] = "play"
    tile: str
    end: str

    def __str__(self) -> str:
        return f"play {self.tile} {self.end}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "tile": self.tile, "end": self.end}


@dataclass(frozen=True, slots=True)
class Pass:
    """D6: pass (no tile of your hand matches either open end)."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind}


MOVE_TYPES = {cls.kind: cls for cls in (Deal, Play, Pass)}

_TILE = r"(?:0|[1-9][0-9]?)-(?:0|[1-9][0-9]?)"
_MAX_TEXT = 40
_TEXT_FORMS = [
    (re.compile(rf"deal ({_TILE})"), lambda m: Deal(m[1])),
    (re.compile(rf"play ({_TILE}) (left|right)"), lambda m: Play(m[1], m[2])),
    (re.compile(r"pass"), lambda m: Pass()),
]


def _unreadable(what: str) -> IllegalMove:
    return IllegalMove(FORMAT, msg("not a Dominoes move: {what}", what=what))


def move_from_text(text: Any):
    """The move whose ``str()`` is ``text``; ``IllegalMove("format", …)`` if there is none."""
    if not isinstance(text, str):
        raise _unreadable(f"{type(text).__name__}, not text")
    if len(text) > _MAX_TEXT:
        raise _unreadable(f"{len(text)} characters of text")
    for pattern, build in _TEXT_FORMS:
        match = pattern.fullmatch(text)
        if match:
            move = build(match)
            if not isinstance(move, Pass) and parse_tile(move.tile) is None:
                raise _unreadable(f"{text!r}: a tile is written with the smaller number first")
            return move
    raise _unreadable(repr(text))


_FIELDS: dict[str, tuple[str, ...]] = {"deal": ("tile",), "play": ("tile", "end"), "pass": ()}


def _tile_field(data: dict) -> str:
    value = data["tile"]
    if not isinstance(value, str) or parse_tile(value) is None:
        raise _unreadable(f"tile {value!r} is not a tile 'a-b' (a <= b)")
    return value


def move_from_json(data: Any):
    """The move a ``to_json()`` dict describes; ``IllegalMove("format", …)`` for anything else
    (a wrong kind, a missing or unknown key, a value of the wrong type)."""
    if not isinstance(data, dict):
        raise _unreadable(f"{type(data).__name__}, not a JSON object")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise _unreadable(f"unknown kind {kind!r}")
    fields = _FIELDS[kind]
    extra = set(data) - set(fields) - {"kind"}
    if extra:
        raise _unreadable(f"unknown key(s) {sorted(map(repr, extra))} in a {kind} move")
    missing = [k for k in fields if k not in data]
    if missing:
        raise _unreadable(f"a {kind} move needs {', '.join(missing)}")
    if kind == "deal":
        return Deal(_tile_field(data))
    if kind == "play":
        end = data["end"]
        if not isinstance(end, str) or end not in ENDS:
            raise _unreadable(f"end {end!r} is not 'left' or 'right'")
        return Play(_tile_field(data), end)
    return Pass()
