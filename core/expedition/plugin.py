"""Expedition's registration in ``core`` (its plugin, ``content.games.expedition.PLUGIN``, names it)."""

from __future__ import annotations

from core.plugins import CoreGame

CORE = CoreGame(
    id="expedition",
    engine="core.expedition",
    bots={"greedy": "core.bots.expedition_greedy:GreedyBot"},
    search="core.bots.expedition_search:PROFILE",
    conformance="core.expedition.conformance",
)
