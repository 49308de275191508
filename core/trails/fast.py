"""The optional fast path behind ``apply`` (``make_game(pack, fast=False)`` switches it off).

It plays the same rules (``core.trails.rules``) with cheaper bookkeeping, nothing else:

- the legal moves and chance outcomes of the latest state asked are kept, so that ``apply``
  right after ``legal_moves`` or ``chance_outcomes`` (what every runner and bot does) checks
  the move without listing them again, and by identity first (listed moves are the game's
  shared instances);
- the next state is filled from the draft's fields without running the dataclass'
  generated ``__init__`` (an ``object.__setattr__`` call per field, most of a ply's cost).
  The new state is complete before anyone can see it, so it is as immutable as any other.

``tests/core/test_conformance.py::test_fast_path_agrees_with_the_plain_rules`` plays seeded
games through both and compares every state, move list and result.
"""

from __future__ import annotations

from typing import Any

from core.engine import IllegalMove
from core.trails import rules
from core.trails.rules.refusals import refusal
from core.trails.state import CHANCE_PHASES, Draft, TrailsState

_EMPTY: tuple = ()


def _play(state: TrailsState, move) -> TrailsState:
    """The state after the legal ``move``: ``rules.STEPS`` fill a draft whose fields are the
    new state's own (one copy of the fields, no ``TrailsState.__init__``)."""
    new = object.__new__(TrailsState)
    fields = new.__dict__
    fields.update(state.__dict__)
    draft = object.__new__(Draft)
    draft.__dict__ = fields  # the draft writes straight into the new state's fields
    rules.STEPS[state.phase](draft, move)
    return new


def _frozen(draft: Draft) -> TrailsState:
    """The state holding ``draft``'s fields, built without ``TrailsState.__init__``."""
    state = object.__new__(TrailsState)
    state.__dict__.update(vars(draft))
    return state


def _listed(move, moves: tuple) -> bool:
    """``move in moves``, by identity first: listed moves are the game's shared instances
    (``MoveBook``), and ``in`` alone would compare field by field with every move before it."""
    for listed in moves:
        if listed is move:
            return True
    return move in moves  # an equal move built elsewhere (read from JSON, made by a test)


def _drawn(move, outcomes: tuple) -> bool:
    """``move`` is one of the chance ``outcomes`` (by identity first, as :func:`_listed`)."""
    for outcome, _p in outcomes:
        if outcome is move:
            return True
    return any(outcome == move for outcome, _p in outcomes)


class FastRules:
    """The Trails rules with the latest state's moves kept and states built cheaply."""

    def __init__(self, game) -> None:
        self.game = game
        # (state, its legal moves, or at a chance node its outcomes): replaced as a whole.
        self._latest: tuple[Any, tuple] = (None, _EMPTY)

    def _choices(self, state: TrailsState) -> tuple:
        """The legal moves of ``state``, or at a chance node its outcomes; kept for the
        latest state asked."""
        latest = self._latest
        if latest[0] is state:
            return latest[1]
        if state.phase in CHANCE_PHASES:
            choices = tuple(rules.chance_outcomes(state))
        else:
            choices = tuple(rules.PLAYER_MOVES[state.phase](state))
        self._latest = (state, choices)
        return choices

    def start(self, state: TrailsState) -> TrailsState:
        return _frozen(rules.start(state))

    def legal_moves(self, state: TrailsState) -> list:
        if state.phase in CHANCE_PHASES:
            return [move for move, _p in self._choices(state)]
        return list(self._choices(state))

    def chance_outcomes(self, state: TrailsState) -> list[tuple[Any, float]]:
        if state.phase not in CHANCE_PHASES:
            return []
        return list(self._choices(state))

    def apply(self, state: TrailsState, move) -> TrailsState:
        latest = self._latest
        choices = latest[1] if latest[0] is state else self._choices(state)
        listed = _drawn if state.phase in CHANCE_PHASES else _listed
        if not listed(move, choices):
            raise IllegalMove(*refusal(state, move))
        return _play(state, move)
