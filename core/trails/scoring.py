"""Trails scoring (T35) and the tie-break (T36)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def score_stacks(stacks: Iterable[Sequence[int]], players: int) -> list[int]:
    """Points per seat from the girls' marker stacks, each stack bottom first (T35).

    For each girl and each player: 1 point per own marker on it; +1 if the player has a marker
    on it and the bottom marker is not theirs (once per girl); +1 if the top marker is theirs.

    >>> score_stacks([(0, 1, 0, 2)], 3)  # red, green, red, blue (top)
    [2, 2, 3]
    """
    scores = [0] * players
    for stack in stacks:
        if not stack:
            continue
        bottom, top = stack[0], stack[-1]
        for seat in set(stack):
            scores[seat] += stack.count(seat)
            if bottom != seat:
                scores[seat] += 1
        scores[top] += 1
    return scores


def tie_break(scores: Sequence[float], order: Sequence[int], last_seat: int) -> int:
    """The winner among the highest scores (T36).

    Ties go to the first tied player met going clockwise (the turn order, T15) from the
    player after ``last_seat``, the one who took the last turn.
    """
    best = max(scores[s] for s in order)
    start = (order.index(last_seat) + 1) % len(order) if last_seat in order else 0
    for i in range(len(order)):
        seat = order[(start + i) % len(order)]
        if scores[seat] == best:
            return seat
    raise ValueError("no players")
