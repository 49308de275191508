"""Journey's registration in ``core`` (its plugin, ``content.games.journey.PLUGIN``, names it)."""

from __future__ import annotations

from core.plugins import CoreGame

CORE = CoreGame(
    id="journey",
    engine="core.journey",
    bots={"greedy": "core.bots.journey_greedy:GreedyBot"},
    search="core.bots.journey_search:PROFILE",
    conformance="core.journey.conformance",
    api={"check_journey": "core.journey:check_journey"},
)
