"""``check_journey``: is a row of cards a complete journey, and if not, why not (J11-J19)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.journey.spec import EMPTY, JourneyTables, tables_for


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


@dataclass(frozen=True, slots=True)
class JourneyCheck:
    """The verdict on a holder: ``ok`` when it is a complete journey, else its ``breaks``."""

    ok: bool
    breaks: tuple[Break, ...] = ()


_OK = JourneyCheck(True, ())


def check_indices(tables: JourneyTables, holder: tuple[int, ...]) -> JourneyCheck:
    """The check of a holder given as card indices (``EMPTY`` for an empty slot)."""
    if EMPTY not in holder and tables.is_journey(holder):
        return _OK
    return JourneyCheck(False, tuple(Break(*b) for b in tables.breaks(holder)))


def check_journey(pack: Any, cards: Sequence[str | None]) -> JourneyCheck:
    """Check whether ``cards`` (card ids from slot 1 on; None for an empty slot) is a journey.

    Args:
        pack: a Journey pack; its tables are built once and cached.
        cards: the holder's card ids in slot order.

    Returns:
        ``JourneyCheck(ok=True)`` for a complete journey, else every break with its 1-based
        slot, rule and a message such as "slot 4 France → slot 5 Sweden: no land, ferry or
        bridge connection".

    Raises:
        ValueError: for a card id the pack does not have.
    """
    tables = tables_for(pack)
    index = tables.index
    try:
        holder = tuple([index[c] for c in cards])
    except KeyError:
        holder = tuple(EMPTY if c is None else _lookup(index, c) for c in cards)
    if tables.is_journey(holder):
        return _OK
    return JourneyCheck(False, tuple(Break(*b) for b in tables.breaks(holder)))


def _lookup(index: dict[str, int], card: str) -> int:
    try:
        return index[card]
    except (KeyError, TypeError):
        raise ValueError(f"unknown card {card!r}") from None
