"""The optional fast path behind ``apply`` (``make_game(pack, fast=False)`` switches it off).

It plays the very rules of ``core.journey.rules`` (the same steps on the same
:class:`~core.journey.state.Draft`) and differs in one thing only: the finished draft
becomes the next state in place of being copied into one. A draft has the state's slots, so
assigning its ``__class__`` turns it into a ``JourneyState`` without running the frozen
dataclass' generated ``__init__`` (an ``object.__setattr__`` call per field, most of a
ply's cost). The draft was made for this one move and nobody else holds it, so the new state
is as immutable as any other.

``tests/core/test_conformance.py::test_fast_path_agrees_with_the_plain_rules`` plays seeded
games through both and compares every state, move list and result.
"""

from __future__ import annotations

from core.journey import rules
from core.journey.state import JourneyState


def apply(s: JourneyState, move) -> JourneyState:
    """``rules.apply``, the draft turned into the new state; ``s`` is unchanged.

    Raises:
        IllegalMove: when the move is not legal in ``s``, with the rule that forbids it.
    """
    d = rules.play(s, move)
    d.__class__ = JourneyState  # the same slots: the draft's fields are the state's own
    return d


#: The rules, their states made without the constructor.
FAST = rules.Ruleset(legal_moves=rules.legal_moves, chance_outcomes=rules.chance_outcomes,
                     apply=apply)
