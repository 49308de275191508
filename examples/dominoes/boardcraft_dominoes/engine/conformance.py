"""What the conformance checks need to know about Dominoes (``CoreGame.conformance``)."""

from __future__ import annotations

import copy
import random


def hide_shuffle(data: dict, seat: int, rng: random.Random) -> dict | None:
    """A copy of the state JSON ``data`` in which only facts hidden from ``seat`` change.

    Hidden from ``seat``: the other seats' tiles and the boneyard (D10). Those tiles are
    pooled, shuffled and dealt back in the same sizes. None when nothing is hidden from it.
    """
    out = copy.deepcopy(data)
    places = [hand for s, hand in enumerate(out["hands"]) if s != seat] + [out["boneyard"]]
    pool = [t for place in places for t in place]
    if len([p for p in places if p]) < 2:
        return None
    rng.shuffle(pool)
    at = 0
    for place in places:
        n = len(place)
        place[:] = sorted(pool[at:at + n])
        at += n
    return out
