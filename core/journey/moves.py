"""Journey moves: frozen, hashable values with a ``kind`` tag, a text form and a JSON form.

Slots and piles are numbered from 1 in moves, text and JSON, as players count them. The draw
pile is source 0 of ``Draw``. :func:`move_from_json` and :func:`move_from_text` are the one
parser of each form; both raise ``IllegalMove("format", …)`` for anything that is no move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from content.messages import msg
from core.notation import LABEL, Notation, form

#: The notation of Journey's moves: card ids are printable and may hold inner spaces.
NOTATION = Notation(
    "Journey", lambda why: msg("not a Journey move: {why}", why=why), strings=LABEL,
    examples=("take from discard pile 2", "replace slot 4, discard onto pile 1",
              "draw from the draw pile"))


@NOTATION.move("first player: seat {seat}")
@dataclass(frozen=True, slots=True)
class FirstPlayer:
    """Chance: the seat that plays first (J4)."""

    seat: int
    kind: ClassVar[str] = "first_player"


@NOTATION.move("deal {card}")
@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the card that comes off the face-down pile (J2 setup, J3 turn-up, J5 draw)."""

    card: str
    kind: ClassVar[str] = "deal"


@NOTATION.move("place in slot {slot}")
@dataclass(frozen=True, slots=True)
class PlaceSetup:
    """Setup: put the card just dealt into empty slot ``slot`` (J2)."""

    slot: int
    kind: ClassVar[str] = "place_setup"


@NOTATION.move(form("draw from the draw pile", pile=0), "take from discard pile {pile}")
@dataclass(frozen=True, slots=True)
class Draw:
    """Draw one card: from the draw pile (``pile == 0``) or the top of discard pile ``pile`` (J5)."""

    pile: int
    kind: ClassVar[str] = "draw"


@NOTATION.move("replace slot {slot}, discard onto pile {pile}")
@dataclass(frozen=True, slots=True)
class Replace:
    """Put the drawn card into ``slot``; the replaced card goes onto discard pile ``pile`` (J6a)."""

    slot: int
    pile: int
    kind: ClassVar[str] = "replace"


@NOTATION.move("discard onto pile {pile}")
@dataclass(frozen=True, slots=True)
class Discard:
    """Discard the drawn card onto discard pile ``pile`` (J6b)."""

    pile: int
    kind: ClassVar[str] = "discard"


JourneyMove = FirstPlayer | Deal | PlaceSetup | Draw | Replace | Discard
"""Any Journey move."""

move_from_json = NOTATION.from_json
"""The move a ``to_json()`` dict describes (``IllegalMove("format", …)`` for anything else)."""
move_from_text = NOTATION.from_text
"""The move whose ``str()`` is ``text`` (``IllegalMove("format", …)`` for anything else)."""
