"""Many games at once: in this process, in worker processes, or on any executor.

Each game ``i`` of a run gets its own seed drawn from ``random.Random(seed)``, so a run's
games are the same whether they are played in one process or spread over workers.
"""

from __future__ import annotations

import multiprocessing
import random
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from core.sim.record import GameRecord


@dataclass(frozen=True)
class GameSummary:
    """How one simulated game went.

    Attributes:
        index: the game's number in the run.
        seed: the runner seed it was played with.
        winners: winning seats (empty for a stalemate).
        scores: points per seat.
        reason: how it ended ("win", "stalemate", ...; "cut_off" if it hit the ply cap).
        rounds: completed rounds.
        plies: moves played, chance moves included.
        first: the seat that played first, when the game has one, else None.
        record: the full record, when asked for.
    """

    index: int
    seed: int
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str
    rounds: int
    plies: int
    first: int | None = None
    record: GameRecord | None = None


@dataclass(frozen=True)
class SimulationResult:
    """Per-game summaries and the run's aggregates.

    Attributes:
        seats: the seat names of the run.
        games: one summary per game, in game order.
        win_rate: per seat, the share of games it won (a shared win counts for each winner).
        mean_plies: mean game length in moves (chance moves included).
        mean_rounds: mean completed rounds.
        reasons: how many games ended each way.
    """

    seats: tuple[str, ...]
    games: tuple[GameSummary, ...]
    win_rate: tuple[float, ...]
    mean_plies: float
    mean_rounds: float
    reasons: dict[str, int]

    @property
    def won_share(self) -> float:
        """Share of games that ended with at least one winner."""
        return sum(1 for g in self.games if g.winners) / len(self.games) if self.games else 0.0

    def to_json(self) -> dict[str, Any]:
        """Aggregates and per-game summaries as JSON data (records left out)."""
        return {
            "seats": list(self.seats),
            "games": len(self.games),
            "win_rate": list(self.win_rate),
            "won_share": self.won_share,
            "mean_plies": self.mean_plies,
            "mean_rounds": self.mean_rounds,
            "reasons": dict(self.reasons),
            "per_game": [
                {"index": g.index, "seed": g.seed, "winners": list(g.winners),
                 "reason": g.reason, "rounds": g.rounds, "plies": g.plies, "first": g.first}
                for g in self.games
            ],
        }


def game_seeds(seed: int, games: int) -> list[int]:
    """The per-game runner seeds of a run."""
    rng = random.Random(seed)
    return [rng.getrandbits(63) for _ in range(games)]


_WORKER_PACKS: dict[str, Any] = {}


def _pack_from_text(text: str):
    pack = _WORKER_PACKS.get(text)
    if pack is None:
        from content import loads_pack

        pack = loads_pack(text)
        _WORKER_PACKS.clear()
        _WORKER_PACKS[text] = pack
    return pack


def play_batch(pack_or_text: Any, seats: Sequence[str], jobs: Sequence[tuple[int, int]],
               keep_records: bool = False) -> list[GameSummary]:
    """Play ``jobs`` (pairs of game index and seed); the unit of work a worker runs.

    ``pack_or_text`` is a pack, or its saved JSON text (what is sent to other processes).
    """
    from core.registry import game_for
    from core.sim.runner import play_game

    pack = _pack_from_text(pack_or_text) if isinstance(pack_or_text, str) else pack_or_text
    game = game_for(pack)
    out = []
    for index, seed in jobs:
        record, state = play_game(game, len(seats), list(seats), seed)
        if record.result is None:
            winners, scores, reason, rounds = (), (0.0,) * len(seats), "cut_off", 0
        else:
            res = state.result()
            winners, scores, reason, rounds = res.winners, res.scores, res.reason, res.rounds
        first = getattr(state, "first", None)
        out.append(GameSummary(
            index=index, seed=seed, winners=tuple(winners), scores=tuple(scores),
            reason=reason, rounds=rounds, plies=len(record.moves),
            first=first if isinstance(first, int) and first >= 0 else None,
            record=record if keep_records else None,
        ))
    return out


def simulate(pack: Any, seats: Sequence[str], games: int, seed: int, workers: int = 1,
             executor: Any = None, keep_records: bool = False,
             batch_size: int | None = None) -> SimulationResult:
    """Play ``games`` games of ``pack`` with bots named by ``seats``.

    Args:
        pack: the content pack.
        seats: one bot name per seat (their number is the player count).
        games: how many games.
        seed: the run's seed; game ``i`` gets the ``i``-th seed of ``game_seeds(seed, games)``.
        workers: worker processes (a ``ProcessPoolExecutor``) when > 1 and no executor given.
        executor: any object with ``submit(fn, *args)`` returning futures with ``result()``:
            a ``concurrent.futures`` executor or a ``distributed.Client``.
        keep_records: keep each game's full record in its summary.
        batch_size: games per submitted task (default: about four tasks per worker).

    Returns:
        The per-game summaries (in game order) and the aggregates.
    """
    seats = tuple(seats)
    if games < 0:
        raise ValueError("games must be >= 0")
    jobs = list(enumerate(game_seeds(seed, games)))
    if executor is None and workers <= 1:
        summaries = play_batch(pack, seats, jobs, keep_records)
    else:
        from content import dumps_pack

        text = dumps_pack(pack)
        n_workers = max(workers, 1)
        size = batch_size or max(1, -(-len(jobs) // (n_workers * 4)))
        batches = [jobs[i:i + size] for i in range(0, len(jobs), size)]
        own = executor is None
        pool = ProcessPoolExecutor(max_workers=n_workers, mp_context=mp_context()) if own \
            else executor
        try:
            futures = [pool.submit(play_batch, text, seats, b, keep_records) for b in batches]
            summaries = [s for f in futures for s in f.result()]
        finally:
            if own:
                pool.shutdown()
    return aggregate(seats, summaries)


def mp_context():
    """Workers start from a clean process, never a fork of a threaded (e.g. Qt) parent."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


def aggregate(seats: Sequence[str], summaries: Sequence[GameSummary]) -> SimulationResult:
    """The aggregates of a list of game summaries."""
    summaries = tuple(sorted(summaries, key=lambda g: g.index))
    n = len(summaries)
    wins = Counter(w for g in summaries for w in g.winners)
    return SimulationResult(
        seats=tuple(seats),
        games=summaries,
        win_rate=tuple(wins[s] / n if n else 0.0 for s in range(len(seats))),
        mean_plies=sum(g.plies for g in summaries) / n if n else 0.0,
        mean_rounds=sum(g.rounds for g in summaries) / n if n else 0.0,
        reasons=dict(Counter(g.reason for g in summaries)),
    )
