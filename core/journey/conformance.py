"""What the conformance suite (``tests/core/test_conformance.py``) needs to know about Journey: its
registration's ``conformance`` module (``core.plugins.CoreGame``).

``hide_shuffle`` changes, in a state's JSON, only what one seat may not see: which hidden
cards are where among the draw pile, the other seats' holders and a card another seat has
just drawn from the draw pile. Every card stays in exactly one place.
"""

from __future__ import annotations

import copy
import random


def hide_shuffle(data: dict, seat: int, rng: random.Random) -> dict | None:
    """A copy of state JSON ``data`` with only facts hidden from ``seat`` changed, or None
    when nothing is hidden from ``seat``.

    Hidden from ``seat``: the draw pile's cards (only its size is seen), the cards in the
    other seats' holders, and a card another seat drew from the draw pile and has not placed
    yet. Public, so never touched: ``seat``'s own holder and hand, the discard piles, a card
    another seat took from a discard pile (everyone saw it), and the winner's holder once
    the game is won.
    """
    out = copy.deepcopy(data)
    spots: list[tuple[list, int]] = []  # (container, index) of each hidden card
    deck = out["deck"]
    spots += [(deck, i) for i in range(len(deck))]
    for other, holder in enumerate(out["holders"]):
        if other == seat or (out["reason"] == "win" and other == out["winner"]):
            continue
        spots += [(holder, i) for i, card in enumerate(holder) if card is not None]
    hand_box = [out["hand"]]
    to_move = out["to_move"] if "to_move" in out else out["seat"]
    if out["hand"] is not None and to_move != seat and out["source"] == 0:
        spots.append((hand_box, 0))
    if len(spots) < 2:
        return None
    cards = [box[i] for box, i in spots]
    shuffled = cards[:]
    rng.shuffle(shuffled)
    if shuffled == cards:  # make sure something moves
        shuffled = shuffled[1:] + shuffled[:1]
    for (box, i), card in zip(spots, shuffled, strict=True):
        box[i] = card
    out["hand"] = hand_box[0]
    rng.shuffle(deck)  # the draw pile's order is hidden too (the engine keeps none)
    return out
