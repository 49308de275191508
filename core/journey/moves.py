"""Journey moves: frozen, hashable values with a ``kind`` tag, a text form and a JSON form.

Slots and piles are numbered from 1 in moves, text and JSON, as players count them. The draw
pile is source 0 of ``Draw``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from core.engine import IllegalMove


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
    """Setup: put the card just drawn into empty slot ``slot`` (J2)."""

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

_CLASSES: dict[str, type] = {
    c.kind: c for c in (FirstPlayer, Deal, PlaceSetup, Draw, Replace, Discard)
}
_INT_FIELDS = {"first_player": ("seat",), "place_setup": ("slot",), "draw": ("pile",),
               "replace": ("slot", "pile"), "discard": ("pile",)}


def move_from_json(data: dict[str, Any]) -> JourneyMove:
    """The move a ``to_json()`` dict describes.

    Raises:
        IllegalMove: (rule ``"J5"``) for a dict that is no Journey move.
    """
    try:
        kind = data["kind"]
        cls = _CLASSES[kind]
        if kind == "deal":
            card = data["card"]
            if not isinstance(card, str):
                raise TypeError("card must be a string")
            return Deal(card)
        values = [data[f] for f in _INT_FIELDS[kind]]
        if any(type(v) is not int for v in values):
            raise TypeError("numbers expected")
        return cls(*values)
    except (KeyError, TypeError) as e:
        raise IllegalMove("J5", f"not a Journey move: {data!r} ({e})") from None


_TEXT = [
    (re.compile(r"^first player: seat (\d+)$"), lambda m: FirstPlayer(int(m[1]))),
    (re.compile(r"^deal (\S+)$"), lambda m: Deal(m[1])),
    (re.compile(r"^place in slot (\d+)$"), lambda m: PlaceSetup(int(m[1]))),
    (re.compile(r"^draw from the draw pile$"), lambda m: Draw(0)),
    (re.compile(r"^take from discard pile (\d+)$"), lambda m: Draw(int(m[1]))),
    (re.compile(r"^replace slot (\d+), discard onto pile (\d+)$"),
     lambda m: Replace(int(m[1]), int(m[2]))),
    (re.compile(r"^discard onto pile (\d+)$"), lambda m: Discard(int(m[1]))),
]


def move_from_text(text: str) -> JourneyMove:
    """The move whose ``str()`` is ``text``.

    Raises:
        IllegalMove: (rule ``"J5"``) for text that is no Journey move.
    """
    for pattern, make in _TEXT:
        m = pattern.match(text.strip())
        if m:
            return make(m)
    raise IllegalMove("J5", f"not a Journey move: {text!r}")
