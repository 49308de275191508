"""The balance assistant: search a pack's numbers for a fairer game.

``tune(pack, params, objectives, seats, trials, games, seed)`` lets Optuna's TPE sampler
(seeded: the same seed gives the same trials) propose values for the numbers named by JSON
path (``rules.tokens``, ``card_colours[2].count``…). Each candidate pack is linted first: one
with lint errors is never played and is reported as refused, with the lint's reason. The
others are simulated on the same game seeds (common random numbers, as ``compare`` does) with
the seats rotated, and scored by how far each objective's measure is from its target.

Successive halving: a trial first plays ``games / 9`` games; it goes on to ``games / 3`` and
then to ``games`` only while its score is among the best third of the trials that reached
that rung so far (with several objectives, by the sum of the distances). Only trials that
played every game can be the best; with several objectives, the non-dominated ones form the
Pareto front and the best is the front's smallest sum of distances.

The starting content is played with the full ``games`` on the same seeds; the result says
whether the best is significantly better: its distance interval lies wholly below the
start's (a conservative test: two 95 % intervals that do not overlap).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.sim.result import SimulationResult
from core.sim.simulate import WorkerPool, check_games, simulate
from core.sim.stats import Interval, wilson

#: Version of the ``to_json`` layout (docs/tune.md).
TUNE_FORMAT = 1
#: Most trials one search runs.
MAX_TRIALS = 10_000
#: Successive halving: each rung plays this many times the games of the one before, and
#: keeps the best ``1 / REDUCTION`` of the trials.
REDUCTION = 3
RUNGS = 3


@dataclass(frozen=True, slots=True)
class Param:
    """A number to search: the JSON path in the pack and the range (both ends included)."""

    path: str
    low: float
    high: float
    integer: bool = True

    @classmethod
    def parse(cls, text: str) -> Param:
        """``rules.tokens=0..6`` (integers) or ``rules.x=0.5..2`` (floats).

        Raises:
            ValueError: naming the text when it is not ``PATH=LOW..HIGH``.
        """
        path, sep, rng = text.partition("=")
        low, dots, high = rng.partition("..")
        if not sep or not dots or not path.strip():
            raise ValueError(f"parameter '{text}': write it as PATH=LOW..HIGH, e.g. "
                             "rules.tokens=0..6")
        try:
            lo, hi = _number(low), _number(high)
        except ValueError:
            raise ValueError(f"parameter '{text}': '{low}..{high}' is not a range of "
                             "numbers") from None
        integer = isinstance(lo, int) and isinstance(hi, int)
        return cls(path.strip(), lo, hi, integer)


def _number(text: str) -> int | float:
    text = text.strip()
    try:
        return int(text)
    except ValueError:
        return float(text)


@dataclass(frozen=True, slots=True)
class Objective:
    """A measure of the simulation report and the value it should have.

    ``measure``: ``first-player`` (the first-player advantage, target 0), ``win-rate:seat:S``
    (seat S from 1), ``win-rate:bot:J`` (the J-th entry of the seats, from 1), ``length``
    (mean rounds), ``plies`` (mean plies), ``reason:R`` (share of games ending by R).
    """

    measure: str
    target: float = 0.0

    @classmethod
    def parse(cls, text: str) -> Objective:
        """``first-player``, ``win-rate:seat:1=0.5``, ``length=30``, ``reason:stalemate=0``.

        Raises:
            ValueError: an unknown measure or a target that is not a number.
        """
        measure, sep, target = text.partition("=")
        measure = measure.strip()
        kind = measure.split(":")
        ok = (measure in ("first-player", "length", "plies")
              or (kind[0] == "win-rate" and len(kind) == 3 and kind[1] in ("seat", "bot")
                  and kind[2].isdigit() and int(kind[2]) >= 1)
              or (kind[0] == "reason" and len(kind) == 2 and kind[1]))
        if not ok:
            raise ValueError(f"objective '{text}': choose first-player, win-rate:seat:S, "
                             "win-rate:bot:J, length, plies or reason:R (with =TARGET)")
        if sep:
            try:
                value = float(target)
            except ValueError:
                raise ValueError(f"objective '{text}': the target '{target}' is not a "
                                 "number") from None
        else:
            value = 0.0
        return cls(measure, value)

    def measure_of(self, result: SimulationResult) -> tuple[float, Interval | None]:
        """The measure in ``result`` and its 95 % interval."""
        kind = self.measure.split(":")
        n = len(result.games)
        if self.measure == "first-player":
            fp = result.first_player
            if fp is None or not fp.games:
                return 0.0, None
            lo, hi = fp.interval
            return fp.advantage, (lo - fp.fair, hi - fp.fair)
        if self.measure in ("length", "plies"):
            dist = result.rounds if self.measure == "length" else result.plies
            return dist.mean, dist.interval
        if kind[0] == "win-rate":
            rows = result.seat_stats if kind[1] == "seat" else result.bots
            index = int(kind[2]) - 1
            if index >= len(rows):
                raise ValueError(f"objective '{self.measure}': the game has "
                                 f"{len(rows)} seats")
            return rows[index].win_rate, rows[index].win_interval
        k = result.reasons.get(kind[1], 0)
        return (k / n if n else 0.0), wilson(k, n)

    def to_json(self) -> dict[str, Any]:
        return {"measure": self.measure, "target": self.target}


def distance_interval(interval: Interval | None, target: float) -> Interval | None:
    """How far from ``target`` the values of ``interval`` are: the least and the most."""
    if interval is None:
        return None
    lo, hi = interval
    far = max(abs(lo - target), abs(hi - target))
    near = 0.0 if lo <= target <= hi else min(abs(lo - target), abs(hi - target))
    return (near, far)


@dataclass(frozen=True, slots=True)
class Score:
    """One objective of one trial: the measure, its interval, and the distance to target."""

    value: float
    interval: Interval | None
    distance: float

    def to_json(self) -> dict[str, Any]:
        return {"value": self.value,
                "interval": list(self.interval) if self.interval is not None else None,
                "distance": self.distance}


@dataclass(frozen=True)
class Trial:
    """One candidate: its values, its scores (one per objective), the games it played.

    ``refused`` holds the lint's reason for a candidate never played; ``complete`` is True
    when it played every game of the search (it went through every rung).
    """

    number: int
    params: dict[str, int | float]
    scores: tuple[Score, ...] = ()
    games: int = 0
    refused: str | None = None
    complete: bool = False

    @property
    def total(self) -> float:
        """The sum of the distances (what successive halving and the best rank by)."""
        return math.fsum(s.distance for s in self.scores) if self.scores else math.inf

    def to_json(self, objectives: Sequence[Objective]) -> dict[str, Any]:
        data: dict[str, Any] = {"number": self.number, "params": dict(self.params),
                                "games": self.games, "complete": self.complete}
        if self.refused is not None:
            data["refused"] = self.refused
            data["objective"] = None
        else:
            data["objective"] = self.scores[0].to_json()
            if len(objectives) > 1:
                data["objectives"] = [s.to_json() for s in self.scores]
        return data


@dataclass(frozen=True)
class TuneResult:
    """What a search found.

    Attributes:
        params, objectives: what was searched, and for what.
        start: the starting content scored on the full games (``number`` -1).
        trials: every trial, in order.
        best: the number of the best complete trial (None when none completed).
        pareto: with several objectives, the numbers of the non-dominated complete trials.
        significant: True when the best's distance interval lies wholly below the start's.
        cancelled: the search was stopped before its last trial.
        seconds: wall time.
    """

    params: tuple[Param, ...]
    objectives: tuple[Objective, ...]
    start: Trial
    trials: tuple[Trial, ...]
    best: int | None
    pareto: tuple[int, ...] = ()
    significant: bool = False
    cancelled: bool = False
    seconds: float = 0.0
    seed: int = 0
    games: int = 0
    seats: tuple[str, ...] = field(default=())

    def best_trial(self) -> Trial | None:
        return self.trials[self.best] if self.best is not None else None

    def to_json(self, with_timing: bool = False) -> dict[str, Any]:
        """The search as JSON data (docs/tune.md)."""
        best = self.best_trial()
        data: dict[str, Any] = {
            "format": TUNE_FORMAT, "seed": self.seed, "games": self.games,
            "seats": list(self.seats),
            "params": [{"path": p.path, "low": p.low, "high": p.high, "integer": p.integer}
                       for p in self.params],
            "objectives": [o.to_json() for o in self.objectives],
            "start": self.start.to_json(self.objectives),
            "trials": [t.to_json(self.objectives) for t in self.trials],
            "best": best.to_json(self.objectives) if best is not None else None,
            "pareto": list(self.pareto),
            "significant": self.significant,
            "cancelled": self.cancelled,
        }
        if with_timing:
            data["seconds"] = self.seconds
        return data


def check_params(pack: Any, params: Sequence[Param]) -> None:
    """``ValueError`` naming the first parameter whose path names no number of the pack, or
    whose range is empty, or that is named twice."""
    from content.edit import get_at, parse_path

    if not params:
        raise ValueError("name at least one parameter to search")
    seen: set[str] = set()
    for p in params:
        try:
            value = get_at(pack, parse_path(p.path))
        except (ValueError, AttributeError, IndexError, TypeError):
            raise ValueError(f"parameter '{p.path}': the pack has no such field") from None
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"parameter '{p.path}': not a number in the pack "
                             f"({type(value).__name__})")
        if p.integer and not isinstance(value, int):
            raise ValueError(f"parameter '{p.path}': the pack holds a decimal number there; "
                             "give the range with decimals")
        if not p.low <= p.high:
            raise ValueError(f"parameter '{p.path}': the range {p.low}..{p.high} is empty")
        if p.path in seen:
            raise ValueError(f"parameter '{p.path}' is named twice")
        seen.add(p.path)


def candidate(pack: Any, values: dict[str, int | float]) -> tuple[Any, str | None]:
    """The pack with ``values`` put in, and None; or the pack and the reason it is refused
    (a value the format refuses, or the lint's first errors)."""
    from content import PackError, lint
    from content.edit import set_at, validated
    from content.lint import errors

    new = pack
    for path, value in values.items():
        new = set_at(new, path, value)
    try:
        new = validated(new)
    except PackError as e:
        where, message = e.problems[0]
        return new, f"{where}: {message}" if where else message
    found = errors(lint(new))
    if found:
        shown = "; ".join(f"{p.where}: {p.message}" if p.where else p.message
                          for p in found[:2])
        return new, shown
    return new, None


def start_values(pack: Any, params: Sequence[Param]) -> dict[str, int | float]:
    from content.edit import get_at

    return {p.path: get_at(pack, p.path) for p in params}


def _scores(result: SimulationResult, objectives: Sequence[Objective]) -> tuple[Score, ...]:
    out = []
    for o in objectives:
        value, interval = o.measure_of(result)
        out.append(Score(value, interval, abs(value - o.target)))
    return tuple(out)


def rung_games(games: int) -> list[int]:
    """The games of each successive-halving rung: ``games / 9``, ``games / 3``, ``games``
    (fewer rungs for a small ``games``)."""
    rungs = []
    for k in range(RUNGS - 1, -1, -1):
        n = max(1, games // REDUCTION ** k)
        if not rungs or n > rungs[-1]:
            rungs.append(n)
    return rungs


def dominates(a: Trial, b: Trial) -> bool:
    da = [s.distance for s in a.scores]
    db = [s.distance for s in b.scores]
    return all(x <= y for x, y in zip(da, db, strict=True)) and da != db


def tune(pack: Any, params: Sequence[Param], objectives: Sequence[Objective],
         seats: Sequence[str], trials: int, games: int, seed: int, workers: int = 1,
         executor: Any = None, *,
         on_progress: Callable[[int, int], Any] | None = None,
         on_trial: Callable[[Trial], Any] | None = None,
         should_stop: Callable[[], bool] | None = None) -> TuneResult:
    """Search ``params`` of ``pack`` for the ``objectives``; see the module's text.

    Args:
        pack: the starting content (it must have no lint errors).
        params: the numbers to search (:class:`Param`).
        objectives: one or more :class:`Objective`.
        seats: bots per seat, as for ``simulate`` (seats rotate from game to game).
        trials: candidates to try (the start is played besides them).
        games: games of a complete trial (the last rung).
        seed: seeds the sampler and the game seeds: the same seed gives the same trials.
        workers, executor: as ``simulate`` (one :class:`WorkerPool` serves the whole search
            when ``workers`` > 1).
        on_progress: ``on_progress(done, total)`` in games played so far against the most
            the search can play (every trial through every rung, and the start).
        on_trial: called with each :class:`Trial` as it ends (the start first).
        should_stop: polled between and during trials; the search then stops and reports
            the trials that ended.

    Raises:
        ValueError: a parameter naming no number of the pack, an empty range, a bad
            objective or bounds, a start with lint errors, or as ``simulate``.
    """
    import optuna

    check_games(games)
    if games < 1:
        raise ValueError("games must be at least 1")
    if not 1 <= trials <= MAX_TRIALS:
        raise ValueError(f"trials must be 1 to {MAX_TRIALS:,}, not {trials:,}")
    if not objectives:
        raise ValueError("name at least one objective")
    params, objectives, seats = tuple(params), tuple(objectives), tuple(seats)
    check_params(pack, params)
    start_pack, why = candidate(pack, start_values(pack, params))
    if why is not None:
        raise ValueError(f"the starting content has lint errors: {why}")
    rungs = rung_games(games)
    total = games + trials * sum(rungs)
    played = [0]

    def progress_from(base: int):
        def on(done: int, _total: int) -> None:
            if on_progress is not None:
                on_progress(min(total, base + done), total)
        return on

    stop = should_stop or (lambda: False)
    started = time.perf_counter()
    pool = WorkerPool(workers) if executor is None and workers > 1 else None
    used = pool if pool is not None else executor
    cancelled = False

    def play(candidate_pack: Any, n: int) -> SimulationResult:
        result = simulate(candidate_pack, seats, n, seed, workers, used, rotate=True,
                          on_progress=progress_from(played[0]), should_stop=stop)
        played[0] += n
        return result

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    sampler = optuna.samplers.TPESampler(seed=seed, n_startup_trials=min(10, max(2, trials // 4)),
                                         multivariate=True)
    study = optuna.create_study(directions=["minimize"] * len(objectives), sampler=sampler)
    space = {p.path: (optuna.distributions.IntDistribution(int(p.low), int(p.high))
                      if p.integer else optuna.distributions.FloatDistribution(p.low, p.high))
             for p in params}
    done: list[Trial] = []
    at_rung: list[list[float]] = [[] for _ in rungs]
    try:
        start_result = play(start_pack, games)
        if start_result.cancelled:
            cancelled = True
        start = Trial(-1, start_values(pack, params), _scores(start_result, objectives),
                      len(start_result.games), complete=not start_result.cancelled)
        if on_trial is not None:
            on_trial(start)
        for number in range(trials):
            if cancelled or stop():
                cancelled = True
                break
            ask = study.ask(space)
            values = {p.path: (int(ask.params[p.path]) if p.integer else ask.params[p.path])
                      for p in params}
            new_pack, why = candidate(pack, values)
            if why is not None:
                trial = Trial(number, values, refused=why)
                study.tell(ask, state=optuna.trial.TrialState.FAIL)
                played[0] += sum(rungs)
                progress_from(0)(played[0], total)
            else:
                trial, cancelled = _halving(number, values, new_pack, rungs, at_rung,
                                            objectives, play)
                skipped = sum(rungs) - sum(r for r in rungs if r <= trial.games)
                played[0] += skipped
                if cancelled:
                    study.tell(ask, state=optuna.trial.TrialState.FAIL)
                else:
                    study.tell(ask, [s.distance for s in trial.scores])
            done.append(trial)
            if on_trial is not None:
                on_trial(trial)
    finally:
        if pool is not None:
            pool.shutdown()
    complete = [t for t in done if t.complete]
    best = min(complete, key=lambda t: (t.total, t.number)) if complete else None
    pareto: tuple[int, ...] = ()
    if len(objectives) > 1:
        front = [t for t in complete if not any(dominates(o, t) for o in complete)]
        pareto = tuple(t.number for t in front)
        if front:
            best = min(front, key=lambda t: (t.total, t.number))
    significant = best is not None and start.complete and _better(best, start, objectives)
    return TuneResult(params, objectives, start, tuple(done),
                      best.number if best is not None else None, pareto, significant,
                      cancelled, time.perf_counter() - started, seed, games, seats)


def _halving(number: int, values: dict, new_pack: Any, rungs: list[int],
             at_rung: list[list[float]], objectives: Sequence[Objective],
             play: Callable[[Any, int], SimulationResult]) -> tuple[Trial, bool]:
    """Play a candidate up the rungs while it stays among the best third; the trial, and
    whether the search was stopped during it."""
    trial = Trial(number, values)
    for k, n in enumerate(rungs):
        result = play(new_pack, n)
        if result.cancelled:
            return trial, True
        scores = _scores(result, objectives)
        trial = Trial(number, values, scores, n, complete=k == len(rungs) - 1)
        here = at_rung[k]
        here.append(trial.total)
        keep = math.ceil(len(here) / REDUCTION)
        if k < len(rungs) - 1 and sorted(here).index(trial.total) >= keep:
            break
    return trial, False


def _better(best: Trial, start: Trial, objectives: Sequence[Objective]) -> bool:
    """Every objective of ``best`` no worse, and one significantly better: its distance
    interval wholly below the start's."""
    strictly = False
    for o, b, s in zip(objectives, best.scores, start.scores, strict=True):
        db = distance_interval(b.interval, o.target)
        ds = distance_interval(s.interval, o.target)
        if db is None or ds is None:
            return False
        if db[1] < ds[0]:
            strictly = True
        elif b.distance > s.distance:
            return False
    return strictly
