"""What the conformance suite (``tests/core/test_conformance.py``) needs to know about Expedition: its
registration's ``conformance`` module (``core.plugins.CoreGame``)."""

from __future__ import annotations

import copy
import random


def hide_shuffle(data: dict, seat: int, rng: random.Random) -> dict | None:
    """A copy of the state JSON ``data`` in which only facts hidden from ``seat`` change.

    Hidden from ``seat``: the other seats' hand cards and the shuffled deck (each such hand
    card is exchanged with a deck card, at random; hand sizes stay), the cards drawn for a
    swap by another seat (exchanged with deck cards too), and the deck's order. Every card
    stays in exactly one place. The cards put under the deck (E11c) are left alone: the
    seat that put them there knows them. None when nothing is hidden from ``seat``.
    """
    out = copy.deepcopy(data)
    deck = out["deck"]
    hidden_lists = [hand for s, hand in enumerate(out["hands"]) if s != seat]
    swapping = out["phase"] == "play" and out["to_move"] == seat
    if not swapping:
        hidden_lists.append(out["offer"])
    if not deck or not any(hidden_lists):
        return None
    for cards in hidden_lists:
        for i in range(len(cards)):
            if rng.random() < 0.5:
                j = rng.randrange(len(deck))
                cards[i], deck[j] = deck[j], cards[i]
    rng.shuffle(deck)
    return out
