"""The one module the studio imports from ``core``: the whole surface the GUI may use."""

from __future__ import annotations

from core.bots import bot_names, make_bot
from core.engine import CHANCE, TERMINAL, GameSpec, IllegalMove, Result
from core.registry import game_for, game_ids
from core.session import LogEntry, Seat, Session
from core.sim.compare import Comparison, Difference, compare
from core.sim.record import GameRecord, ReplayError, content_hash
from core.sim.replay import replay
from core.sim.result import FirstPlayerStats, GameSummary, SeatStats, SimulationResult, Timing
from core.sim.runner import play_game, sample_chance
from core.sim.simulate import WorkerPool, game_seeds, mp_context, simulate
from core.sim.speed import Speed, measure_speed
from core.sim.stats import Distribution, wilson

__all__ = [
    "CHANCE", "TERMINAL", "Comparison", "Difference", "Distribution", "FirstPlayerStats",
    "GameRecord", "GameSpec", "GameSummary", "IllegalMove", "LogEntry", "ReplayError",
    "Result", "Seat", "SeatStats", "Session", "SimulationResult", "Speed", "Timing",
    "WorkerPool", "bot_names", "check_journey", "compare", "content_hash", "game_for",
    "game_ids", "game_seeds", "make_bot", "measure_speed", "mp_context", "play_game", "replay",
    "sample_chance", "simulate", "wilson",
]


def check_journey(pack, cards):
    """Whether ``cards`` (card ids, slot 1 first) is a complete journey of ``pack``, and why not.

    See ``core.journey.check_journey``.
    """
    from core.journey import check_journey as _check

    return _check(pack, cards)
