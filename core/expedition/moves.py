"""Expedition moves: frozen, hashable values with a ``kind`` tag, a text form and a JSON form.

Moves name content ids (cards, points, colours) and path numbers (a path's position in the
pack's ``paths`` list), so that a game record reads on its own. ``str(move)`` is the text form
and :func:`move_from_text` reads it back; ``move.to_json()`` is the JSON form and
:func:`move_from_json` reads it back. Both readers raise ``IllegalMove("format", …)`` for
anything that is not a move; whether a readable move is legal is for ``legal_moves`` to say.

Each move also has a ``step``, none of its value, text or JSON: on a game's own moves (those
its states list) the fast path's rule step with the move's arguments bound
(``core.expedition.fast``: ``move.step(draft)`` plays it), else None.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from content.messages import msg
from core.notation import CONTENT_ID, Notation, choice, form


def _step() -> Any:
    """A move's ``step`` (see above): no constructor argument, and no part of its value,
    repr, text or JSON."""
    return field(default=None, init=False, repr=False, compare=False)


#: The three ticket uses of E11, in the rulebook's order (a), (b), (c).
TICKET_USES = ("arrow", "take_back", "swap")

#: The notation of Expedition's moves: every id is a content id.
NOTATION = Notation(
    "Expedition", lambda what: msg("not an Expedition move: {what}", what=what),
    strings=CONTENT_ID, fields={"use": choice(*TICKET_USES)},
    examples=("red arrow to lima along path 3", "draw card-lima", "end turn"))


@NOTATION.move("draw {card}")
@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: the next card drawn from the deck (deal, market, refill or a ticket swap)."""

    kind: ClassVar[str] = "draw"
    card: str
    step: Any = _step()


@NOTATION.move("token on {point}")
@dataclass(frozen=True, slots=True)
class PlaceToken:
    """E2: put one of your tokens on this point (a destination card of yours names it)."""

    kind: ClassVar[str] = "token"
    point: str
    step: Any = _step()


@NOTATION.move("{colour} arrow to {to} along path {path}")
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
    step: Any = _step()


@NOTATION.move("{colour} restarts from {point}")
@dataclass(frozen=True, slots=True)
class Restart:
    """E9: after a loop, the colour's next arrow starts from this point it has visited."""

    kind: ClassVar[str] = "restart"
    colour: str
    point: str
    step: Any = _step()


@NOTATION.move(form("ticket: one more arrow", use="arrow"),
               form("ticket: take back the last {colour} arrow", use="take_back"),
               form("ticket: swap a card", use="swap"))
@dataclass(frozen=True, slots=True)
class Ticket:
    """E11: spend a ticket: ``arrow`` (one more arrow), ``take_back`` (the last arrow of
    ``colour``) or ``swap`` (draw two cards, then swap one of them for a hand card)."""

    kind: ClassVar[str] = "ticket"
    use: str
    colour: str = ""
    step: Any = _step()


@NOTATION.move("swap {give} for {take}")
@dataclass(frozen=True, slots=True)
class Swap:
    """E11 (c): give up hand card ``give`` and take ``take``, one of the cards drawn."""

    kind: ClassVar[str] = "swap"
    give: str
    take: str
    step: Any = _step()


@NOTATION.move("end turn")
@dataclass(frozen=True, slots=True)
class EndTurn:
    """End your turn (offered while a ticket could still be spent, E11)."""

    kind: ClassVar[str] = "end_turn"
    step: Any = _step()


MOVE_TYPES = NOTATION.types

move_from_text = NOTATION.from_text
"""The move whose ``str()`` is ``text``; ``IllegalMove("format", …)`` if there is none."""
move_from_json = NOTATION.from_json
"""The move a ``to_json()`` dict describes; ``IllegalMove("format", …)`` for anything else
(a wrong kind, a missing or unknown key, a value of the wrong type)."""
