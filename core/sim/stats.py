"""95 % intervals and distributions for simulation results (standard library only).

- a share (a win rate): the Wilson score interval, which stays inside [0, 1] and behaves
  for shares near 0 or 1 and for few games;
- a mean (a score, a length): the normal interval ``mean ± z·s/√n``;
- a difference of two shares: Newcombe's hybrid score interval (from the two Wilson
  intervals); of two means: Welch's normal interval ``d ± z·√(s₁²/n₁ + s₂²/n₂)``.

Every function is deterministic: the same values in the same order give the same floats
(sums are ``math.fsum``, exact to the last bit whatever the order).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

#: The 97.5 % quantile of the standard normal distribution: two-sided 95 % intervals.
Z95 = 1.959963984540054

Interval = tuple[float, float]


def wilson(successes: int, n: int, z: float = Z95) -> Interval:
    """The Wilson score interval of the share ``successes / n`` ((0, 1) when ``n`` is 0)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1.0 - p) / n + z2 / (4.0 * n * n)) / denom
    # at a share of 0 or 1 the interval ends exactly at 0 or 1 (not at a rounding of it)
    lo = 0.0 if successes <= 0 else max(0.0, centre - half)
    hi = 1.0 if successes >= n else min(1.0, centre + half)
    return (lo, hi)


def mean_interval(mean: float, stdev: float | None, n: int, z: float = Z95) -> Interval | None:
    """``mean ± z·stdev/√n``; None when it cannot be told (fewer than 2 values)."""
    if n < 2 or stdev is None:
        return None
    half = z * stdev / math.sqrt(n)
    return (mean - half, mean + half)


def share_difference(k_a: int, n_a: int, k_b: int, n_b: int, z: float = Z95) -> Interval:
    """Newcombe's 95 % interval of ``k_b/n_b - k_a/n_a`` (the change from A to B)."""
    p_a = k_a / n_a if n_a else 0.0
    p_b = k_b / n_b if n_b else 0.0
    lo_a, hi_a = wilson(k_a, n_a, z)
    lo_b, hi_b = wilson(k_b, n_b, z)
    d = p_b - p_a
    return (d - math.sqrt((p_b - lo_b) ** 2 + (hi_a - p_a) ** 2),
            d + math.sqrt((hi_b - p_b) ** 2 + (p_a - lo_a) ** 2))


def mean_difference(a: Distribution, b: Distribution, z: float = Z95) -> Interval | None:
    """Welch's 95 % interval of ``b.mean - a.mean``; None with fewer than 2 values a side."""
    if a.count < 2 or b.count < 2 or a.stdev is None or b.stdev is None:
        return None
    d = b.mean - a.mean
    half = z * math.sqrt(a.stdev ** 2 / a.count + b.stdev ** 2 / b.count)
    return (d - half, d + half)


@dataclass(frozen=True, slots=True)
class Distribution:
    """Summary of one measure over games (a seat's score, the plies of a game, …).

    Attributes:
        count: number of values.
        mean: their mean (0 when there are none).
        stdev: sample standard deviation; None with fewer than 2 values.
        interval: 95 % interval of the mean; None with fewer than 2 values.
        minimum, median, maximum: None when there are no values.
        counts: ``(value, how many games)`` for every value met, in increasing value: the
            exact histogram, which a chart bins as it likes.
    """

    count: int
    mean: float
    stdev: float | None
    interval: Interval | None
    minimum: float | None
    median: float | None
    maximum: float | None
    counts: tuple[tuple[float, int], ...]

    @classmethod
    def of(cls, values: Sequence[float]) -> Distribution:
        """The distribution of ``values``."""
        n = len(values)
        if n == 0:
            return cls(0, 0.0, None, None, None, None, None, ())
        mean = math.fsum(values) / n
        stdev = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 \
            else None
        ordered = sorted(values)
        mid = n // 2
        median = ordered[mid] if n % 2 else (ordered[mid - 1] + ordered[mid]) / 2
        counts = tuple(sorted(Counter(values).items()))
        return cls(n, mean, stdev, mean_interval(mean, stdev, n), ordered[0], median,
                   ordered[-1], counts)

    def to_json(self) -> dict[str, Any]:
        """The distribution as JSON data (see docs/simulation.md)."""
        return {
            "count": self.count,
            "mean": self.mean,
            "stdev": self.stdev,
            "interval": list(self.interval) if self.interval is not None else None,
            "min": _number(self.minimum),
            "median": _number(self.median),
            "max": _number(self.maximum),
            "counts": [[_number(v), c] for v, c in self.counts],
        }


def _number(v: float | None) -> float | int | None:
    """An integral value as an int in JSON (plies, rounds, most scores)."""
    return int(v) if isinstance(v, float) and v.is_integer() else v
