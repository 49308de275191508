"""Trails scoring (T35) and the tie-break (T36)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from content.messages import msg


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


def score_parts(stacks: Iterable[Sequence[int]], players: int) -> tuple[tuple[tuple[str, float], ...], ...]:
    """Per seat, the T35 points girl by girl as ``(label, points)``: own markers, the bonus
    for not being first at her, the marker on top (parts worth 0 are left out); each seat's
    points sum to its ``score_stacks`` score."""
    parts: list[list[tuple[str, float]]] = [[] for _ in range(players)]
    for girl, stack in enumerate(stacks, start=1):
        if not stack:
            continue
        bottom, top = stack[0], stack[-1]
        for seat in sorted(set(stack)):
            parts[seat].append((msg("Girl {girl}: markers", girl=girl), float(stack.count(seat))))
            if bottom != seat:
                parts[seat].append((msg("Girl {girl}: not the first marker", girl=girl), 1.0))
        parts[top].append((msg("Girl {girl}: marker on top", girl=girl), 1.0))
    return tuple(tuple(p) for p in parts)


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


def tie_break_text(scores: Sequence[float], order: Sequence[int], last_seat: int,
                   names: Sequence[str]) -> str:
    """How T36 chose its winner among the players tied on the highest score, in a player's
    words with the seats' ``names`` ("Ben wins as the first of them in turn order after Anna,
    who took the last turn (T36)"); "" when the highest score is one player's alone."""
    best = max(scores[s] for s in order)
    if sum(scores[s] == best for s in order) < 2:
        return ""
    winner = names[tie_break(scores, order, last_seat)]
    if last_seat not in order:  # no turn was taken: the count starts at the first player
        return msg("{winner} wins as the first of them in turn order (T36)", winner=winner)
    return msg("{winner} wins as the first of them in turn order after {last}, who took the "
               "last turn (T36)", winner=winner, last=names[last_seat])
