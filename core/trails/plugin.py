"""Trails's registration in ``core`` (its plugin, ``content.games.trails.PLUGIN``, names it)."""

from __future__ import annotations

from core.plugins import CoreGame

CORE = CoreGame(
    id="trails",
    engine="core.trails",
    bots={"greedy": "core.bots.trails_greedy:GreedyBot"},
    search="core.bots.trails_search:PROFILE",
    conformance="core.trails.conformance",
)
