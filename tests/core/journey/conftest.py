"""Fixtures for the Journey rules tests: the Europe pack and states built by hand."""

from __future__ import annotations

import dataclasses

import pytest

from content import default_pack
from core.journey import EMPTY, JourneyState, Phase, make_game

# A 10-country journey by land: every neighbour shares a border.
LAND_JOURNEY = ["country:pt", "country:es", "country:fr", "country:de", "country:pl",
                "country:by", "country:ru", "country:ua", "country:ro", "country:bg"]
# By ferry and bridge too: Ireland-England and England-France ferries, the Sweden-Denmark bridge.
FERRY_JOURNEY = ["country:ie", "country:gb-eng", "country:fr", "country:de", "country:dk",
                 "country:se", "country:no", "country:fi", "country:ru", "country:ee"]


@pytest.fixture(scope="session")
def europe():
    return default_pack("europe")


@pytest.fixture(scope="session")
def game(europe):
    return make_game(europe)


class Build:
    """Builds consistent mid-game states: unnamed cards go to the draw pile."""

    def __init__(self, game):
        self.game = game
        self.t = game.tables

    def idx(self, cards):
        return tuple(EMPTY if c is None else self.t.index[c] for c in cards)

    def state(self, holders, piles, *, seat=0, first=0, phase=Phase.DRAW, hand=None, source=0,
              rounds=0, deck=None):
        holders = tuple(self.idx(h) for h in holders)
        piles = tuple(self.idx(p) for p in piles)
        hand_i = EMPTY if hand is None else self.t.index[hand]
        used = {c for h in holders for c in h if c != EMPTY} | {c for p in piles for c in p}
        if hand_i != EMPTY:
            used.add(hand_i)
        if deck is None:
            deck_i = tuple(c for c in range(self.t.n_cards) if c not in used)
        else:
            deck_i = tuple(sorted(self.idx(deck)))
        return JourneyState(game=self.game, players=len(holders), phase=phase, first=first,
                            to_move=seat, holders=holders, deck=deck_i, piles=piles,
                            hand=hand_i, source=source, rounds=rounds)

    def placed(self, state, card, source=0):
        """``state`` (a DRAW state) with ``card`` drawn from the draw pile: a PLACE state."""
        c = self.t.index[card]
        deck = tuple(x for x in state.deck if x != c)
        return dataclasses.replace(state, phase=Phase.PLACE, deck=deck, hand=c, source=source)


@pytest.fixture(scope="session")
def build(game):
    return Build(game)


def filler(build, avoid, n=10):
    """``n`` country cards (a broken holder) not among ``avoid``."""
    out = []
    for cid in build.t.card_ids:
        if cid.startswith("country:") and cid not in avoid and len(out) < n:
            out.append(cid)
    return out
