"""What the MCTS bot knows of Journey: a cheaper greedy bot for the rollouts, a cut at 30 plies,
and a cut-off game scored by the connected links each holder has (J11–J17)."""

from __future__ import annotations

import math
from typing import Any

from content.rules.journey import EMPTY
from core.bots.journey_greedy import GreedyBot as JourneyGreedy
from core.bots.mcts_games import SearchProfile


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


PROFILE = SearchProfile(policy=JourneyRolloutBot, horizon=30, evaluate=_journey_evaluation)
