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
from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate, repeat
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


class Uniform(Sequence):
    """``[(outcome, probability)]`` of equally likely outcomes, read when asked for.

    Outcome ``i`` is ``table[keys[i]]`` (``keys[i]`` itself without a table), each with
    probability ``1 / len(keys)``. A draw from a pile of thousands of cards has thousands of
    outcomes on every draw; made as pairs on every draw, they cost time and garbage
    collection growing faster than the pile (a greedy Journey game at 9,000 countries took
    2.4 s with them, 0.4 s without). It compares equal to the list of its pairs, and
    :func:`sample` draws from it what it draws from that list.
    """

    __slots__ = ("keys", "table", "p")

    def __init__(self, keys: Sequence, table: Sequence | None = None) -> None:
        self.keys = keys
        self.table = table
        self.p = 1.0 / len(keys)

    def __len__(self) -> int:
        return len(self.keys)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self.keys)))]
        key = self.keys[i]
        return (key if self.table is None else self.table[key]), self.p

    def __iter__(self):
        keys = self.keys
        outcomes = keys if self.table is None else map(self.table.__getitem__, keys)
        return zip(outcomes, repeat(self.p))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Uniform, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  (equal to a list, so unhashable like one)

    def __repr__(self) -> str:
        return repr(list(self))

    def pick(self, r: float) -> Any:
        """The outcome :func:`sample` returns for the draw ``r``: the first whose running
        sum of probabilities exceeds ``r``, the same float sums added in the same order."""
        keys = self.keys
        n = len(keys)
        sums = _sums.get(n) or _running_sums(self.p, n)  # (kept ones without a call)
        key = keys[min(bisect_right(sums, r), n - 1)]
        return key if self.table is None else self.table[key]


#: Piles of up to this many outcomes keep their running sums (:func:`_running_sums`); a
#: pile shrinks by a card a draw, so a game asks for the same sizes again and again (kept
#: for every size up to it: about 33,000 floats).
_SUMS_UP_TO = 256
_sums: dict[int, list[float]] = {}


def _running_sums(p: float, n: int) -> list[float]:
    """``p``, ``p + p``... ``n`` times, added in that order (``p`` is ``1 / n``)."""
    sums = _sums.get(n)
    if sums is None:
        sums = list(accumulate(repeat(p, n)))
        if n <= _SUMS_UP_TO:
            _sums[n] = sums
    return sums


def sample(outcomes: Sequence[tuple[Any, float]], rng: random.Random) -> Any:
    """One outcome of ``[(outcome, probability)]``, drawn with one ``rng.random()`` call."""
    r = rng.random()
    if type(outcomes) is Uniform:
        return outcomes.pick(r)
    acc = 0.0
    for outcome, p in outcomes:
        acc += p
        if r < acc:
            return outcome
    return outcomes[-1][0]  # rounding left r just above the sum
