"""What the MCTS bot knows of each game: its rollout policy, where a rollout may stop, how
a stopped or finished game is scored. The search itself (``core.bots.mcts``) knows no game.

A game whose core registration names no profile (``CoreGame.search``) is searched with the game's greedy bot (the random bot if it
has none) playing out every rollout to the end, and 1 for a win, 0 for a loss.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


def win_rewards(state) -> list[float]:
    """1 for a winner (shared among winners), 0 for the others; an even share if none."""
    res = state.result()
    n = state.players
    if not res.winners:
        return [1.0 / n] * n
    share = 1.0 / len(res.winners)
    return [share if s in res.winners else 0.0 for s in range(n)]


@dataclass(frozen=True)
class SearchProfile:
    """One game's part of the search.

    Attributes:
        policy: ``policy(game, seat, rng) -> bot`` for the rollouts and the prior (a bot
            with ``choose(observation, legal_moves)``); None: the game's greedy bot.
        terminal: the reward per seat of a finished game, each in [0, 1].
        horizon: rollout plies before ``evaluate`` cuts a rollout off (0: play to the end).
        evaluate: ``evaluate(state, bots) -> rewards per seat`` of a game cut off.
    """

    policy: Callable[[Any, int, Any], Any] | None = None
    terminal: Callable[[Any], list[float]] = win_rewards
    horizon: int = 0
    evaluate: Callable[[Any, Sequence[Any]], list[float]] | None = None


def profile_for(game_id: str) -> SearchProfile:
    """The search profile of ``game_id``: its core registration's ``search`` (a plain one for a
    game that has none)."""
    from content.plugins import resolve
    from core.plugins import core_games

    game = core_games().get(game_id)
    if game is None or not game.search:
        return SearchProfile()
    return resolve(game.search)
