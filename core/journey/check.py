"""``check_journey``: is a row of cards a complete journey, and if not, why not (J11-J19).

The verdict and the explained breaks come from the pack's ``JourneyConnections``
(``content.rules.journey``), the one journey check the lint and the engine share.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from content.rules.journey import EMPTY, JourneyConnections, connections_for


@dataclass(frozen=True, slots=True)
class Break:
    """One failing link of a journey.

    Attributes:
        slot: the 1-based slot where the failing link starts.
        rule: the rule that fails (J1, J11-J17).
        message: a sentence naming the slots and countries.
    """

    slot: int
    rule: str
    message: str


class JourneyCheck(tuple):
    """The verdict on a holder: ``ok`` when it is a complete journey, else its ``breaks``.

    ``ok`` is decided at once (the win check needs nothing more); the explained ``breaks``
    are worked out the first time they are read, then kept. Immutable; equal by value
    (``ok`` and ``breaks``). A tuple underneath, so that making one costs next to nothing.

    Attributes:
        ok: True for a complete journey.
        breaks: every break, in slot order (empty when ``ok``).
    """

    __slots__ = ()

    def __new__(cls, ok: bool, breaks: Sequence[Break] = ()) -> JourneyCheck:
        return tuple.__new__(cls, (ok, [tuple(breaks)], None, None))

    @classmethod
    def _failed(cls, tables: JourneyConnections, holder: tuple[int, ...]) -> JourneyCheck:
        # The breaks are explained on first read, into the one-element list (the tuple
        # itself never changes).
        return tuple.__new__(cls, (False, [None], tables, holder))

    @property
    def ok(self) -> bool:
        return self[0]

    @property
    def breaks(self) -> tuple[Break, ...]:
        cell = self[1]
        if cell[0] is None:
            cell[0] = tuple(Break(*b) for b in self[2].breaks(self[3]))
        return cell[0]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, JourneyCheck):
            return NotImplemented
        return self[0] == other[0] and self.breaks == other.breaks

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        return hash((self[0], self.breaks))

    def __repr__(self) -> str:
        return f"JourneyCheck(ok={self.ok}, breaks={self.breaks!r})"

    def __reduce__(self):
        return (JourneyCheck, (self.ok, self.breaks))

    def __deepcopy__(self, memo: dict) -> JourneyCheck:
        return JourneyCheck(self.ok, self.breaks)


_OK = JourneyCheck(True, ())


def check_indices(tables: JourneyConnections, holder: tuple[int, ...]) -> JourneyCheck:
    """The check of a holder given as card indices (``EMPTY`` for an empty slot)."""
    if EMPTY not in holder and tables.is_journey(holder):
        return _OK
    return JourneyCheck._failed(tables, holder)


def check_journey(pack: Any, cards: Sequence[str | None]) -> JourneyCheck:
    """Check whether ``cards`` (card ids from slot 1 on; None for an empty slot) is a journey.

    Args:
        pack: a Journey pack; its connections are built once and cached.
        cards: the holder's card ids in slot order.

    Returns:
        ``JourneyCheck(ok=True)`` for a complete journey, else every break with its 1-based
        slot, rule and a message such as "slot 4 France → slot 5 Sweden: no land, ferry or
        bridge connection" (worked out when ``breaks`` is first read).

    Raises:
        ValueError: for a card id the pack does not have.
    """
    tables = connections_for(pack)
    index = tables.index
    try:
        holder = tuple([index[c] for c in cards])
    except (KeyError, TypeError):
        holder = tuple(EMPTY if c is None else _lookup(index, c) for c in cards)
        # An empty slot (J11) is never a journey; is_journey must not see EMPTY (-1), which
        # would index the pack's last card.
        return JourneyCheck._failed(tables, holder)
    if tables.is_journey(holder):
        return _OK
    return JourneyCheck._failed(tables, holder)


def _lookup(index: dict[str, int], card: str) -> int:
    try:
        return index[card]
    except (KeyError, TypeError):
        raise ValueError(f"unknown card {card!r}") from None
