"""What the MCTS bot knows of Expedition: rollouts cut at 40 plies (a 2-player game is ~200
plies: rollouts to the end cost ~3 ms each), a cut-off game scored by the points as they stand."""

from __future__ import annotations

import math

from core.bots.mcts_games import SearchProfile

#: How steeply a lead in points as they stand (E14) turns into a share of the win.
_EXPEDITION_STEEPNESS = 0.5


def _expedition_evaluation(state, bots) -> list[float]:
    """A game cut off: each seat's share ``exp(k S) / sum exp(k S')`` of the win, with ``S``
    its E14 score as it stands (cards laid and tokens back, less cards in hand and tokens
    out), tickets breaking ties a little (E15)."""
    scores = [p + 0.1 * t for p, t in zip(state.scores(), state.tickets, strict=True)]
    top = max(scores)
    weights = [math.exp(_EXPEDITION_STEEPNESS * (x - top)) for x in scores]
    total = sum(weights)
    return [w / total for w in weights]


PROFILE = SearchProfile(horizon=40, evaluate=_expedition_evaluation)
