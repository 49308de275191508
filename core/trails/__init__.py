"""Trails: route building on a hex board (rulebook ``shared/rules/trails.md``, T1–T37).

``make_game(pack, fast=True)`` binds the rules to a pack; ``score_stacks`` scores marker
stacks (T35). The parts: ``spec`` (the Game), ``state`` (the State and its phases),
``moves``, ``rules`` (by phase), ``observe``, ``scoring``, ``board`` (the geometry) and
``fast`` (the optional fast path behind ``apply``).
"""

from __future__ import annotations

from core.trails.board import BoardGeometry
from core.trails.moves import (
    AuctionHex,
    Bid,
    Build,
    ChooseOpener,
    Discard,
    DrawCard,
    DrawTerrain,
    MoveGirl,
    Pass,
    PlaceGirl,
    PlaceMan,
    Scrap,
    Stop,
    TakeAll,
    TakeDeck,
    TakeMarket,
)
from core.trails.observe import TrailsObservation
from core.trails.scoring import score_stacks, tie_break
from core.trails.spec import TrailsGame
from core.trails.state import Phase, TrailsState


def make_game(pack, fast: bool = True) -> TrailsGame:
    """The Trails game bound to ``pack`` (a ``content.TrailsPack``); ``fast=False`` plays the
    plain rules only (no fast path behind ``apply``)."""
    return TrailsGame(pack, fast=fast)


__all__ = [
    "AuctionHex", "Bid", "BoardGeometry", "Build", "ChooseOpener", "Discard", "DrawCard",
    "DrawTerrain", "MoveGirl", "Pass", "Phase", "PlaceGirl", "PlaceMan", "Scrap", "Stop",
    "TakeAll", "TakeDeck", "TakeMarket", "TrailsGame", "TrailsObservation", "TrailsState",
    "make_game", "score_stacks", "tie_break",
]
