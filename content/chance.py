"""The one seeded random draw that the runner, the engines' previews and the editors share.

The runner that drives a game (``core.sim.runner.play_game``, the playtest session) owns one
``random.Random(seed)``: it first hands one 64-bit seed to each seat, in seat order (each bot
seeds its own RNG with it), then samples every chance node with :func:`sample`. An editor
preview that must show what a game with a given seed will draw (the Trails "Randomise
interior", T8) starts from :func:`runner_rng` and samples the same outcomes with
:func:`sample`, so what the designer sees is what the playtest draws.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any


def seat_seeds(rng: random.Random, seats: int) -> list[int]:
    """The seats' own seeds, drawn from the runner's ``rng`` first, one per seat in order."""
    return [rng.getrandbits(64) for _ in range(seats)]


def runner_rng(seed: int, seats: int) -> random.Random:
    """The runner's RNG for ``seed`` as it stands at the game's first chance node (after the
    seats' seeds were drawn)."""
    rng = random.Random(seed)
    seat_seeds(rng, seats)
    return rng


def sample(outcomes: Sequence[tuple[Any, float]], rng: random.Random) -> Any:
    """One outcome of ``[(outcome, probability)]``, drawn with one ``rng.random()`` call."""
    r = rng.random()
    acc = 0.0
    for outcome, p in outcomes:
        acc += p
        if r < acc:
            return outcome
    return outcomes[-1][0]  # rounding left r just above the sum
