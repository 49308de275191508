"""Expedition moves: frozen, hashable values with a ``kind`` tag, a text form and a JSON form.

Moves name content ids (cards, points, colours) and path numbers (a path's position in the
pack's ``paths`` list), so that a game record reads on its own. ``str(move)`` is the text form
and :func:`move_from_text` reads it back; ``move.to_json()`` is the JSON form and
:func:`move_from_json` reads it back. Both readers raise ``IllegalMove("format", …)`` for
anything that is not a move; whether a readable move is legal is for ``legal_moves`` to say.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from core.engine import FORMAT, IllegalMove


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: the next card drawn from the deck (deal, market, refill or a ticket swap)."""

    kind: ClassVar[str] = "draw"
    card: str

    def __str__(self) -> str:
        return f"draw {self.card}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "card": self.card}


@dataclass(frozen=True, slots=True)
class PlaceToken:
    """E2: put one of your tokens on this point (a destination card of yours names it)."""

    kind: ClassVar[str] = "token"
    point: str

    def __str__(self) -> str:
        return f"token on {self.point}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "point": self.point}


@dataclass(frozen=True, slots=True)
class Arrow:
    """E3/E4: play an arrow of ``colour`` along path number ``path`` to the point ``to``.

    ``to`` is the content point the arrow is drawn to: for a wrap pair, the edge point at
    the path's end (the rules see one point).
    """

    kind: ClassVar[str] = "arrow"
    colour: str
    path: int
    to: str

    def __str__(self) -> str:
        # The path number is part of the text: two paths may join the same two points.
        return f"{self.colour} arrow to {self.to} along path {self.path}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "colour": self.colour, "path": self.path, "to": self.to}


@dataclass(frozen=True, slots=True)
class Restart:
    """E9: after a loop, the colour's next arrow starts from this point it has visited."""

    kind: ClassVar[str] = "restart"
    colour: str
    point: str

    def __str__(self) -> str:
        return f"{self.colour} restarts from {self.point}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "colour": self.colour, "point": self.point}


#: The three ticket uses of E11, in the rulebook's order (a), (b), (c).
TICKET_USES = ("arrow", "take_back", "swap")


@dataclass(frozen=True, slots=True)
class Ticket:
    """E11: spend a ticket: ``arrow`` (one more arrow), ``take_back`` (the last arrow of
    ``colour``) or ``swap`` (draw two cards, then swap one of them for a hand card)."""

    kind: ClassVar[str] = "ticket"
    use: str
    colour: str = ""

    def __str__(self) -> str:
        if self.use == "take_back":
            return f"ticket: take back the last {self.colour} arrow"
        if self.use == "arrow":
            return "ticket: one more arrow"
        return "ticket: swap a card"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "use": self.use}
        if self.colour:
            data["colour"] = self.colour
        return data


@dataclass(frozen=True, slots=True)
class Swap:
    """E11 (c): give up hand card ``give`` and take ``take``, one of the cards drawn."""

    kind: ClassVar[str] = "swap"
    give: str
    take: str

    def __str__(self) -> str:
        return f"swap {self.give} for {self.take}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "give": self.give, "take": self.take}


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End your turn (offered while a ticket could still be spent, E11)."""

    kind: ClassVar[str] = "end_turn"

    def __str__(self) -> str:
        return "end turn"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind}


MOVE_TYPES = {cls.kind: cls for cls in (Draw, PlaceToken, Arrow, Restart, Ticket, Swap, EndTurn)}

# ---------------------------------------------------------------- reading moves

#: A content id as the pack models allow it (``content.models.common.Id``).
_ID = r"[a-z0-9][a-z0-9_\-]{0,63}"
_ID_RE = re.compile(_ID)
#: Longer text than any move's is refused before it is matched.
_MAX_TEXT = 300
_TEXT_FORMS = [
    (re.compile(rf"draw ({_ID})"), lambda m: Draw(m[1])),
    (re.compile(rf"token on ({_ID})"), lambda m: PlaceToken(m[1])),
    (re.compile(rf"({_ID}) arrow to ({_ID}) along path (-?(?:0|[1-9][0-9]{{0,17}}))"),
     lambda m: Arrow(m[1], int(m[3]), m[2])),
    (re.compile(rf"({_ID}) restarts from ({_ID})"), lambda m: Restart(m[1], m[2])),
    (re.compile(r"ticket: one more arrow"), lambda m: Ticket("arrow")),
    (re.compile(rf"ticket: take back the last ({_ID}) arrow"),
     lambda m: Ticket("take_back", m[1])),
    (re.compile(r"ticket: swap a card"), lambda m: Ticket("swap")),
    (re.compile(rf"swap ({_ID}) for ({_ID})"), lambda m: Swap(m[1], m[2])),
    (re.compile(r"end turn"), lambda m: EndTurn()),
]


def _unreadable(what: str) -> IllegalMove:
    return IllegalMove(FORMAT, f"not an Expedition move: {what}")


def move_from_text(text: Any):
    """The move whose ``str()`` is ``text``; ``IllegalMove("format", …)`` if there is none."""
    if not isinstance(text, str):
        raise _unreadable(f"{type(text).__name__}, not text")
    if len(text) > _MAX_TEXT:
        raise _unreadable(f"{len(text)} characters of text")
    for pattern, build in _TEXT_FORMS:
        match = pattern.fullmatch(text)
        if match:
            return build(match)
    raise _unreadable(repr(text))


#: Per move kind: its JSON fields and whether each is required.
_FIELDS: dict[str, dict[str, bool]] = {
    "draw": {"card": True},
    "token": {"point": True},
    "arrow": {"colour": True, "path": True, "to": True},
    "restart": {"colour": True, "point": True},
    "ticket": {"use": True, "colour": False},
    "swap": {"give": True, "take": True},
    "end_turn": {},
}


def _id_field(data: dict, key: str) -> str:
    value = data[key]
    if not isinstance(value, str) or not _ID_RE.fullmatch(value):
        raise _unreadable(f"{key} {value!r} is not a content id")
    return value


def move_from_json(data: Any):
    """The move a ``to_json()`` dict describes; ``IllegalMove("format", …)`` for anything
    else (a wrong kind, a missing or unknown key, a value of the wrong type)."""
    if not isinstance(data, dict):
        raise _unreadable(f"{type(data).__name__}, not a JSON object")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise _unreadable(f"unknown kind {kind!r}")
    fields = _FIELDS[kind]
    extra = set(data) - set(fields) - {"kind"}
    if extra:
        raise _unreadable(f"unknown key(s) {sorted(map(repr, extra))} in a {kind} move")
    missing = [k for k, required in fields.items() if required and k not in data]
    if missing:
        raise _unreadable(f"a {kind} move needs {', '.join(missing)}")
    if kind == "arrow":
        path = data["path"]
        if type(path) is not int:  # bool is an int subclass: refused too
            raise _unreadable(f"path {path!r} is not a path number")
        return Arrow(_id_field(data, "colour"), path, _id_field(data, "to"))
    if kind == "ticket":
        use = data["use"]
        if not isinstance(use, str) or use not in TICKET_USES:
            raise _unreadable(f"unknown ticket use {use!r}")
        if use == "take_back":
            if "colour" not in data:
                raise _unreadable("a take-back ticket names its colour")
            return Ticket(use, _id_field(data, "colour"))
        if "colour" in data:
            raise _unreadable(f"a '{use}' ticket names no colour")
        return Ticket(use)
    return MOVE_TYPES[kind](**{k: _id_field(data, k) for k in fields})
