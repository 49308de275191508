"""What the MCTS bot knows of Trails: rollouts by its greedy bot to the end, a finished game
scored mostly by the win and a little by the point margin."""

from __future__ import annotations

import math

from core.bots.mcts_games import SearchProfile, win_rewards


def _trails_rewards(state) -> list[float]:
    """Mostly the win (T36), a little the point margin (T35), which tells apart rollouts
    that a win or a loss alone would not."""
    win = win_rewards(state)
    scores = state.result().scores
    out = []
    for s, w in enumerate(win):
        best_other = max((x for i, x in enumerate(scores) if i != s), default=0.0)
        margin = 1.0 / (1.0 + math.exp(-(scores[s] - best_other) / 3.0))
        out.append(0.8 * w + 0.2 * margin)
    return out


PROFILE = SearchProfile(terminal=_trails_rewards)
