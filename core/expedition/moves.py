"""Expedition moves: frozen, hashable values with a ``kind`` tag, text and JSON forms.

Moves name content ids (cards, points, colours) and path indices (a path's position in the
pack's ``paths`` list), so that a game record reads on its own and survives a re-run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from core.engine import IllegalMove


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
    """E3/E4: play an arrow of ``colour`` along path number ``path`` to the point ``to``."""

    kind: ClassVar[str] = "arrow"
    colour: str
    path: int
    to: str

    def __str__(self) -> str:
        return f"{self.colour} arrow to {self.to}"

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


#: The three ticket uses of E11.
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
    """E11 (c): give up hand card ``give`` and take ``take``, one of the two cards drawn."""

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


def move_from_json(data: dict[str, Any]):
    """The move a ``to_json()`` dict describes; ``IllegalMove`` for a malformed dict."""
    if not isinstance(data, dict) or data.get("kind") not in MOVE_TYPES:
        raise IllegalMove("format", f"not an Expedition move: {data!r}")
    fields = {k: v for k, v in data.items() if k != "kind"}
    try:
        move = MOVE_TYPES[data["kind"]](**fields)
    except TypeError as e:
        raise IllegalMove("format", f"bad {data['kind']} move {data!r}: {e}") from None
    if isinstance(move, Ticket) and move.use not in TICKET_USES:
        raise IllegalMove("format", f"unknown ticket use '{move.use}'")
    return move
