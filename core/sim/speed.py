"""How fast a pack plays, on one core: random-playout plies per second next to a tic-tac-toe
reference measured in the same run, and greedy games per second.

``boardcraft bench PACK`` prints these for a designer (how long will 10,000 games take?) and
``benchmarks/bench_engines.py`` records them for every shipped game. Speeds are compared with
the reference as ratios, measured in alternation with it, because absolute figures move with
the machine's load.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from core.bots import bot_names
from core.engine import CHANCE, TERMINAL, IllegalMove
from core.sim.runner import play_game, sample_chance

# -- the reference: a minimal pure-Python tic-tac-toe to our protocol -------------------------


@dataclass(frozen=True, slots=True)
class Mark:
    """Put the mover's mark on ``cell`` (0-8)."""

    cell: int
    kind: ClassVar[str] = "mark"

    def __str__(self) -> str:
        return f"mark {self.cell}"

    def to_json(self) -> dict:
        return {"kind": self.kind, "cell": self.cell}


_MARKS = tuple(Mark(i) for i in range(9))
_LINES_THROUGH = tuple(
    tuple(line for line in ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8),
                            (0, 4, 8), (2, 4, 6)) if cell in line)
    for cell in range(9)
)


@dataclass(frozen=True, slots=True)
class TicTacToeState:
    """A tic-tac-toe position: board of 0 (empty), 1 (x), 2 (o); immutable. The protocol's
    smallest honest game (frozen state and moves, ``apply`` validates and returns a new
    state): the yardstick the engines' speeds are given against."""

    board: tuple[int, ...] = (0,) * 9
    player: int = 0
    winner: int = -1

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.player

    def is_terminal(self) -> bool:
        return self.winner >= 0 or 0 not in self.board

    def legal_moves(self) -> list[Mark]:
        if self.is_terminal():
            return []
        board = self.board
        return [_MARKS[i] for i in range(9) if not board[i]]

    def chance_outcomes(self) -> list:
        return []

    def apply(self, move: Mark) -> TicTacToeState:
        i = move.cell
        if self.is_terminal() or not 0 <= i < 9 or self.board[i]:
            raise IllegalMove("T1", f"cell {i} cannot be marked")
        mark = self.player + 1
        board = self.board[:i] + (mark,) + self.board[i + 1:]
        won = any(board[a] == board[b] == board[c] for a, b, c in _LINES_THROUGH[i])
        return TicTacToeState(board, 1 - self.player, self.player if won else -1)


# -- measures -----------------------------------------------------------------------------------


def plies_per_second(new_state: Callable[[], object], seconds: float,
                     seed: int = 1, clock: Callable[[], float] = time.perf_counter,
                     ) -> tuple[float, int]:
    """Random playouts (uniform moves, sampled chance) for about ``seconds`` of ``clock``
    (wall time by default; ``time.process_time`` for the CPU time, steadier under load), at
    least one whole game: (plies per second of ``clock``, games)."""
    rng = random.Random(seed)
    plies = games = 0
    start = clock()
    deadline = start + seconds
    while games == 0 or clock() < deadline:
        state = new_state()
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                move = sample_chance(state.chance_outcomes(), rng)
            else:
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            state = state.apply(move)
            plies += 1
        games += 1
    return plies / (clock() - start), games


def reference_plies_per_second(seconds: float) -> float:
    """The reference's random plies per second over about ``seconds``."""
    return plies_per_second(TicTacToeState, seconds)[0]


def paired_rate(measure_engine: Callable[[float, int], float],
                measure_reference: Callable[[float], float], seconds: float,
                rounds: int = 6) -> tuple[float, float]:
    """Engine and reference measured in alternation: (median engine rate, median ratio).

    Each round measures the reference, then the engine, then the reference again, and
    divides the engine's rate by the mean of the two reference rates around it, so a change
    of machine load during the run moves both sides of each ratio alike.
    """
    rates, ratios = [], []
    for i in range(rounds):
        before = measure_reference(seconds / rounds / 2)
        rate = measure_engine(seconds / rounds, i)
        after = measure_reference(seconds / rounds / 2)
        rates.append(rate)
        ratios.append(rate / ((before + after) / 2))
    return statistics.median(rates), statistics.median(ratios)


def warm_up(game, players: int) -> tuple[float, float]:
    """Play one untimed game first (greedy bots, or random moves for a game without a greedy
    bot): the first game pays the one-time set-up (tables the engine and the bots build on
    first use, imports), which is no part of a game's speed. Its (wall, CPU) seconds."""
    wall, cpu = time.perf_counter(), time.process_time()
    if "greedy" in bot_names(game.spec.game_id):
        play_game(game, players, ["greedy"] * players, seed=0)
    else:
        plies_per_second(lambda: game.new_game(players), 0.0)
    return time.perf_counter() - wall, time.process_time() - cpu


def greedy_games_per_second(game, players: int, seconds: float) -> tuple[float, int, float]:
    """Greedy self-play for about ``seconds``, at least one game: (games/s, games, mean plies)."""
    rate, _cpu_rate, games, mean = greedy_rates(game, players, seconds)
    return rate, games, mean


def greedy_rates(game, players: int, seconds: float) -> tuple[float, float, int, float]:
    """Greedy self-play for about ``seconds`` of wall clock, at least one game: (games per
    wall-clock second, games per second of this process's CPU time, games, mean plies).

    The CPU rate is what one free core gives; on a loaded machine the wall rate falls with
    the share of the core the process gets, the CPU rate hardly moves."""
    seats = ["greedy"] * players
    games = plies = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds or games == 0:
        record, _ = play_game(game, players, seats, seed=games + 1)
        games += 1
        plies += len(record.moves)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return games / wall, (games / cpu if cpu > 0 else games / wall), games, plies / games


@dataclass(frozen=True)
class Speed:
    """How fast a game plays at one player count, on one core.

    Attributes:
        players: The player count.
        plies_per_second: Random playouts (uniform legal moves, chance sampled), median of
            the rounds.
        reference_ratio: ``plies_per_second`` over the tic-tac-toe reference's in the same
            rounds (the steadier figure on a loaded machine).
        greedy_games_per_second: Games of greedy bots in every seat per second of wall
            clock; None for a game without a greedy bot.
        greedy_mean_plies: Their mean length in plies (chance moves included), or None.
        greedy_cpu_games_per_second: The same games per second of the process's CPU time
            (what a free core gives, whatever the machine's load), or None.
        warmup_seconds: Wall time of the untimed game played first (:func:`warm_up`): the
            one-time set-up, left out of every rate.
        warmup_cpu_seconds: Its CPU time.
    """

    players: int
    plies_per_second: float
    reference_ratio: float
    greedy_games_per_second: float | None
    greedy_mean_plies: float | None
    greedy_cpu_games_per_second: float | None = None
    warmup_seconds: float = 0.0
    warmup_cpu_seconds: float = 0.0

    #: What :meth:`seconds_for` estimates from: the CPU time a game takes.
    ESTIMATE_FROM = "cpu"

    def seconds_for(self, games: int) -> float | None:
        """About how long ``games`` greedy games take on one free core, from the CPU time a
        game took (the wall clock of a loaded machine would give the load's figure, not
        the pack's), or None for a game without a greedy bot."""
        rate = self.greedy_cpu_games_per_second or self.greedy_games_per_second
        if not rate:
            return None
        return games / rate

    def wall_seconds_for(self, games: int) -> float | None:
        """The same from the wall clock of this run (the machine's load included)."""
        if not self.greedy_games_per_second:
            return None
        return games / self.greedy_games_per_second

    def to_json(self) -> dict:
        return {"players": self.players, "plies_per_second": self.plies_per_second,
                "reference_ratio": self.reference_ratio,
                "greedy_games_per_second": self.greedy_games_per_second,
                "greedy_cpu_games_per_second": self.greedy_cpu_games_per_second,
                "greedy_mean_plies": self.greedy_mean_plies,
                "warmup_seconds": self.warmup_seconds,
                "warmup_cpu_seconds": self.warmup_cpu_seconds,
                "estimate_from": self.ESTIMATE_FROM,
                "seconds_for_10000": self.seconds_for(10_000)}


def measure_speed(game, players: int, seconds: float = 1.0) -> Speed:
    """``game``'s speed with ``players`` seats: one untimed warm-up game (:func:`warm_up`),
    then random playouts for about ``seconds`` in alternation with the reference, then
    greedy games for about ``seconds`` (wall clock and CPU time)."""
    warm_wall, warm_cpu = warm_up(game, players)
    rate, ratio = paired_rate(
        lambda s, seed: plies_per_second(lambda: game.new_game(players), s, seed=seed)[0],
        reference_plies_per_second, seconds)
    gps = cpu_gps = mean = None
    if "greedy" in bot_names(game.spec.game_id):
        gps, cpu_gps, _games, mean = greedy_rates(game, players, seconds)
    return Speed(players, rate, ratio, gps, mean, cpu_gps, warm_wall, warm_cpu)
