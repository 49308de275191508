"""Journey: build a 10-card journey across Europe (rulebook ``shared/rules/journey.md``).

``make_game(pack)`` binds the rules to a pack; ``check_journey(pack, cards)`` says whether a
row of cards is a complete journey and explains every break.

The anatomy: ``spec.py`` the Game, ``state.py`` the State and its Phase, ``moves.py`` the
moves and their parsers, ``rules.py`` the plain rules, ``fast.py`` their optional fast path,
``observe.py`` what a seat sees, ``check.py`` the journey check; the connection facts are
``content.rules.journey``, shared with the lint.
"""

from __future__ import annotations

from typing import Any

from content.rules.journey import EMPTY
from core.engine import IllegalMove
from core.journey.check import Break, JourneyCheck, check_journey
from core.journey.moves import (
    Deal,
    Discard,
    Draw,
    FirstPlayer,
    JourneyMove,
    PlaceSetup,
    Replace,
    move_from_json,
    move_from_text,
)
from core.journey.observe import JourneyObservation
from core.journey.spec import JourneyGame
from core.journey.state import JourneyState, Phase


def make_game(pack: Any, fast: bool = True) -> JourneyGame:
    """Journey bound to ``pack``; ``fast=False`` runs the plain rules only."""
    return JourneyGame(pack, fast=fast)


__all__ = [
    "EMPTY", "Break", "Deal", "Discard", "Draw", "FirstPlayer", "IllegalMove", "JourneyCheck",
    "JourneyGame", "JourneyMove", "JourneyObservation", "JourneyState", "Phase", "PlaceSetup",
    "Replace", "check_journey", "make_game", "move_from_json", "move_from_text",
]
