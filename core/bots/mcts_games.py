"""What the MCTS bot knows of each game: its rollout policy, where a rollout may stop, how
a stopped or finished game is scored. The search itself (``core.bots.mcts``) knows no game.

A game without an entry here is searched with the game's greedy bot (the random bot if it
has none) playing out every rollout to the end, and 1 for a win, 0 for a loss.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from content.rules.journey import EMPTY
from core.bots.journey_greedy import GreedyBot as JourneyGreedy


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


# --- Journey ----------------------------------------------------------------------------------


class JourneyRolloutBot(JourneyGreedy):
    """The Journey greedy bot made cheaper for rollouts, three shortcuts:

    - it discards onto a random allowed pile (weighing every pile's top is much of its
      time, and games last no longer without it);
    - once setup is over, it weighs a card only in the slots next to a card it can link
      with (by foot, or sharing a sea or a colour); a card that links with no neighbour
      anywhere has no good place (gain -1: it is not taken, and discarded when drawn);
    - it remembers where each card fits best in each holder it has weighed (a pure
      function of the two; the slot among equal bests is still drawn from its RNG).
    """

    _fits: dict[tuple, tuple[float, list[int]]] = {}
    _fits_of: Any = None

    def _dump_pile(self, obs, piles):
        return piles[self.rng.randrange(len(piles))]

    def best_slot(self, holder, card: int, slots) -> tuple[float, int]:
        cls = JourneyRolloutBot
        if cls._fits_of is not self.t or len(cls._fits) > _FITS_KEPT:
            cls._fits, cls._fits_of = {}, self.t  # one pack's tables at a time, bounded
        slots = tuple(slots)
        key = (holder, card, slots)
        hit = cls._fits.get(key)
        if hit is None:
            hit = cls._fits[key] = self._fit(holder, card, slots)
        best, choice = hit
        return best, choice[self.rng.randrange(len(choice))]

    def _fit(self, holder, card: int, slots: tuple[int, ...]) -> tuple[float, list[int]]:
        """The best gain of ``card`` among ``slots`` and the slots that reach it."""
        if EMPTY not in holder:
            t = self.t
            foot, mask = t.foot_cards[card], t.mask[card]
            last = len(holder) - 1

            def links(other: int) -> bool:
                return other in foot or bool(mask & t.mask[other])

            near = tuple(s for s in slots if (s > 0 and links(holder[s - 1]))
                         or (s < last and links(holder[s + 1])))
            if not near:
                return -1.0, list(slots)
            slots = near
        best, choice = None, []
        for s in slots:
            g = self._gain(holder, s, card)
            if best is None or g > best + 1e-9:
                best, choice = g, [s]
            elif abs(g - best) <= 1e-9:
                choice.append(s)
        return best, choice


#: Most (holder, card) fits the rollout bot remembers before it starts afresh.
_FITS_KEPT = 100_000

#: How steeply a lead in connected links turns into a share of the win.
_JOURNEY_STEEPNESS = 0.6


def _journey_evaluation(state, bots) -> list[float]:
    """A game cut off: each seat's share ``exp(k S) / sum exp(k S')`` of the win, with ``S``
    its holder's score as the greedy bot counts it (connected links, J11–J17)."""
    scores = [bots[s].score(state.holders[s]) for s in range(state.players)]
    top = max(scores)
    weights = [math.exp(_JOURNEY_STEEPNESS * (x - top)) for x in scores]
    total = sum(weights)
    return [w / total for w in weights]


# --- Trails -----------------------------------------------------------------------------------


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


# --- Expedition -------------------------------------------------------------------------------

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


PROFILES: dict[str, SearchProfile] = {
    "journey": SearchProfile(policy=JourneyRolloutBot, horizon=30, evaluate=_journey_evaluation),
    "trails": SearchProfile(terminal=_trails_rewards),
    # a 2-player game is ~200 plies: rollouts to the end cost ~3 ms each; cut at 40
    "expedition": SearchProfile(horizon=40, evaluate=_expedition_evaluation),
}


def profile_for(game_id: str) -> SearchProfile:
    """The search profile of ``game_id`` (a plain one for a game not listed)."""
    return PROFILES.get(game_id, SearchProfile())
