"""The optional fast path behind ``apply`` (``make_game(pack, fast=False)`` switches it off).

It plays the same rules (``core.trails.rules``: the same steps on the same
:class:`~core.trails.state.Draft`) with cheaper bookkeeping, nothing else:

- the legal moves (or chance outcomes) of the latest state asked are kept, so that ``apply``
  right after ``legal_moves`` or ``chance_outcomes`` (what every runner and bot does) checks
  the move without listing them again, and by identity first (listed moves are the game's
  shared instances);
- the draft is a copy of the state's field dictionary, and once the rule steps have run it
  *becomes* the next state by taking the state's class: no ``TrailsState.__init__`` (an
  ``object.__setattr__`` call per field) and no second copy of the fields. The draft was made
  for this one move and nobody else holds it, so the new state is as immutable as any other.

``tests/core/test_conformance.py::test_fast_path_agrees_with_the_plain_rules`` plays seeded
games through both and compares every state, move list and result.
"""

from __future__ import annotations

from typing import Any

from core.engine import IllegalMove
from core.trails import rules
from core.trails.rules.refusals import refusal
from core.trails.state import CHANCE_PHASES, Draft, TrailsState

#: Phase -> (what lists its choices, True for a chance phase: the choices are outcomes).
_CHOICES = {
    **{phase: (outcomes, True) for phase, outcomes in rules.CHANCE_OUTCOMES.items()},
    **{phase: (moves, False) for phase, moves in rules.PLAYER_MOVES.items()
       if phase not in CHANCE_PHASES},
}
_STEPS = rules.STEPS


def _listed(move, moves: list) -> bool:
    """``move in moves``, by identity first: listed moves are the game's shared instances
    (``MoveBook``), and ``in`` alone would compare field by field with every move before it."""
    for listed in moves:
        if listed is move:
            return True
    return move in moves  # an equal move built elsewhere (read from JSON, made by a test)


def _drawn(move, outcomes: list) -> bool:
    """``move`` is one of the chance ``outcomes`` (by identity first, as :func:`_listed`)."""
    for outcome, _p in outcomes:
        if outcome is move:
            return True
    return any(outcome == move for outcome, _p in outcomes)


class FastRules:
    """The Trails rules with the latest state's choices kept and states built cheaply."""

    def __init__(self, game) -> None:
        self.game = game
        # (state, its legal moves or at a chance node its outcomes, chance?): replaced whole;
        # the lists are never handed out, only copies of them.
        self._latest: tuple[Any, list, bool] = (None, [], False)

    def _choices(self, state: TrailsState) -> tuple[Any, list, bool]:
        latest = self._latest
        if latest[0] is state:
            return latest
        choices, chance = _CHOICES[state.phase]
        latest = self._latest = (state, choices(state), chance)
        return latest

    def start(self, state: TrailsState) -> TrailsState:
        draft = rules.start(state)
        draft.__class__ = TrailsState  # the same layout: the draft becomes the state
        return draft

    def legal_moves(self, state: TrailsState) -> list:
        _state, choices, chance = self._choices(state)
        if chance:
            return [move for move, _p in choices]
        return choices.copy()

    def chance_outcomes(self, state: TrailsState) -> list[tuple[Any, float]]:
        _state, choices, chance = self._choices(state)
        return choices.copy() if chance else []

    def apply(self, state: TrailsState, move) -> TrailsState:
        latest = self._latest
        if latest[0] is not state:
            latest = self._choices(state)
        _state, choices, chance = latest
        if not (_drawn(move, choices) if chance else _listed(move, choices)):
            raise IllegalMove(*refusal(state, move))
        draft = object.__new__(Draft)
        draft.__dict__ = state.__dict__.copy()  # the next state's own fields
        _STEPS[state.phase](draft, move)
        draft.__class__ = TrailsState  # the same layout: the finished draft becomes the state
        return draft
