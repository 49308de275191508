"""Dominoes' registration in ``core`` (its plugin, ``boardcraft_dominoes.plugin``, names it)."""

from __future__ import annotations

from core.plugins import CoreGame

CORE = CoreGame(
    id="dominoes",
    engine="boardcraft_dominoes.engine",
    bots={"greedy": "boardcraft_dominoes.greedy:GreedyBot"},
    conformance="boardcraft_dominoes.engine.conformance",
)
