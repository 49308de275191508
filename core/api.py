"""The one module the studio imports from ``core``: the whole surface the GUI may use."""

from __future__ import annotations

from core.bots import bot_modules, bot_names, make_bot
from core.bots.mcts import MAX_ITERATIONS
from core.engine import CHANCE, TERMINAL, GameSpec, IllegalMove, Result
from core.plugins import core_games
from core.registry import engine_module, game_for, game_ids
from core.scenarios import SCENARIO_BROKEN, ScenarioCheck, check_scenario, check_scenarios
from core.session import MAX_NOTE, LogEntry, Seat, Session, parse_seat, run_text
from core.sim.compare import Comparison, Difference, compare
from core.sim.record import GameRecord, ReplayError, content_hash
from core.sim.replay import replay
from core.sim.result import (
    FirstPlayerStats,
    GameSummary,
    SearchStats,
    SeatStats,
    SimulationResult,
    Timing,
)
from core.sim.runner import play_game, sample_chance
from core.sim.simulate import MAX_GAMES, WorkerLost, WorkerPool, game_seeds, mp_context, simulate
from core.sim.speed import Speed, measure_speed
from core.sim.stats import Distribution, share_difference, wilson
from core.sim.tune import MAX_TRIALS, Objective, Param, Trial, TuneResult, check_params, tune
from core.sim.tune import candidate as tune_candidate

__all__ = [
    "CHANCE", "TERMINAL", "Comparison", "Difference", "Distribution", "FirstPlayerStats",
    "GameRecord", "GameSpec", "GameSummary", "IllegalMove", "LogEntry", "ReplayError",
    "Result", "Seat", "SearchStats", "SeatStats", "Session", "SimulationResult", "Speed", "Timing", "WorkerLost",
    "WorkerPool", "SCENARIO_BROKEN", "ScenarioCheck", "check_scenario", "check_scenarios", "bot_modules", "bot_names", "compare", "core_games", "engine_module", "content_hash", "game_for",
    "MAX_GAMES", "MAX_ITERATIONS", "game_ids", "game_seeds", "make_bot", "measure_speed", "mp_context", "parse_seat", "play_game", "replay",
    "sample_chance", "share_difference", "simulate", "wilson",
    "MAX_TRIALS", "Objective", "Param", "Trial", "TuneResult", "check_params", "tune",
    "tune_candidate", "run_text", "MAX_NOTE",
]


def __getattr__(name: str):
    """A function a registered game offers beyond the protocol, by name
    (``core.api.check_journey``: see ``core.plugins.CoreGame.api``)."""
    if name.startswith("__"):
        raise AttributeError(name)
    from core.plugins import game_function

    try:
        return game_function(name)
    except AttributeError:
        raise AttributeError(f"module 'core.api' has no attribute '{name}'") from None
