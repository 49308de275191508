"""What the conformance suite (``tests/core/test_conformance.py``) needs to know about Trails: its
registration's ``conformance`` module (``core.plugins.CoreGame``).

Hidden from a seat: which cards the other hands hold (their sizes are public), which cards
the deck holds (its order does not exist: draws are chance moves) and which cards lie in the
face-down part of the discard pile (bid payments and hand-limit discards, T12 and T32; its
size is public). The cards paid for routes lie in it face up (T21): ``discard_seen``.
"""

from __future__ import annotations

import copy
import random


def hide_shuffle(data: dict, seat: int, rng: random.Random) -> dict | None:
    """A copy of the state JSON ``data`` in which only facts hidden from ``seat`` changed.

    Cards of another seat's hand and of the discard pile's face-down part are exchanged with deck cards of
    other colours, one for one, so every hand size, the deck's and the pile's sizes and the
    number of cards of each colour stay as they were. Returns None when no such exchange
    exists (nothing is hidden from ``seat``: no other hand holds a card, the pile is empty,
    or the deck has no card of another colour).
    """
    out = copy.deepcopy(data)
    deck = out["deck"]
    piles = [out["hands"][s] for s in range(out["players"]) if s != seat] + [out["discard"]]
    seen = out["discard_seen"]
    changed = False
    for pile in piles:
        face_up = seen if pile is out["discard"] else [0] * len(deck)
        for _ in range(rng.randint(1, 3)):
            held = [c for c, k in enumerate(pile) if k > face_up[c]]
            if not held:
                break
            a = rng.choice(held)
            others = [c for c, k in enumerate(deck) if k and c != a]
            if not others:
                break
            b = rng.choice(others)
            pile[a] -= 1
            pile[b] += 1
            deck[a] += 1
            deck[b] -= 1
            changed = True
    return out if changed else None
