"""Many games at once: in this process, in worker processes, or on any executor.

Each game ``i`` of a run gets its own seed drawn from ``random.Random(seed)``
(:func:`game_seeds`), so a run's games are the same whether they are played in one process,
spread over workers in batches of any size, or sent to a Dask cluster; the summaries are then
added up in game order (:class:`~core.sim.result.Aggregator`), so the report is the same too.

Work goes out in batches of games (about eight per worker, at most :data:`MAX_BATCH` games, so
that progress, cancel and memory stay fine-grained). A process builds a pack's Game once and
keeps it (:func:`play_batch` caches the last few packs it was sent), so a batch of one game
costs no more per game than a batch of a thousand.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import queue
import random
import signal
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from content.io import write_atomic
from core.sim.result import (
    Aggregator,
    GameSummary,
    SimulationResult,
    Timing,
)

#: Most games in one submitted batch.
MAX_BATCH = 16
#: Batches per worker a run aims at (when the games allow), so that workers stay busy.
BATCHES_PER_WORKER = 8
#: Seconds between two looks at ``should_stop`` (and at the workers' progress) while
#: batches run elsewhere.
POLL_SECONDS = 0.05

#: A progress callback: ``on_progress(done, total)`` after each finished game.
ProgressCallback = Callable[[int, int], Any]


#: The most games one run plays: each finished game keeps a small summary in the report
#: (a few hundred bytes), so a million games hold a few hundred megabytes.
MAX_GAMES = 1_000_000


def iter_game_seeds(seed: int, games: int) -> Iterator[int]:
    """The per-game runner seeds of a run, one at a time (nothing is built up front)."""
    rng = random.Random(seed)
    for _ in range(games):
        yield rng.getrandbits(63)


def game_seeds(seed: int, games: int) -> list[int]:
    """The per-game runner seeds of a run."""
    return list(iter_game_seeds(seed, games))


class WorkerLost(RuntimeError):
    """A worker process of the run ended without a word (killed, out of memory, a crash in
    an extension): the run stopped; the message says after how many games."""


def check_games(games: int) -> None:
    """``ValueError`` naming the bound for a run of fewer than 0 or more than
    :data:`MAX_GAMES` games."""
    if games < 0:
        raise ValueError("games must be >= 0")
    if games > MAX_GAMES:
        raise ValueError(f"a run plays at most {MAX_GAMES:,} games, not {games:,}: split it "
                         "into several runs with different seeds")


# -- in a worker: games of one pack, the pack's Game built once ------------------------------

#: Games of the last packs this process was sent, by the pack's saved text (a worker may get
#: two packs in turn: the A and B runs of a comparison).
_GAMES_BY_TEXT: OrderedDict[str, Any] = OrderedDict()
#: Games of pack objects played in this process, by identity (packs are frozen).
_GAMES_BY_PACK: OrderedDict[int, tuple[Any, Any]] = OrderedDict()
_CACHED = 4
#: In a worker of a :class:`WorkerPool`: the pool's stop flag and its finished-games counter.
_STOP: Any = None
_TICKS: Any = None


def game_of(pack_or_text: Any):
    """The Game of a pack, or of a pack's saved JSON text, built once per process."""
    from core.registry import game_for

    if isinstance(pack_or_text, str):
        game = _GAMES_BY_TEXT.get(pack_or_text)
        if game is None:
            from content import loads_pack

            game = game_for(loads_pack(pack_or_text))
            _GAMES_BY_TEXT[pack_or_text] = game
            while len(_GAMES_BY_TEXT) > _CACHED:
                _GAMES_BY_TEXT.popitem(last=False)
        else:
            _GAMES_BY_TEXT.move_to_end(pack_or_text)
        return game
    hit = _GAMES_BY_PACK.get(id(pack_or_text))
    if hit is not None and hit[0] is pack_or_text:
        _GAMES_BY_PACK.move_to_end(id(pack_or_text))
        return hit[1]
    game = game_for(pack_or_text)
    _GAMES_BY_PACK[id(pack_or_text)] = (pack_or_text, game)
    while len(_GAMES_BY_PACK) > _CACHED:
        _GAMES_BY_PACK.popitem(last=False)
    return game


def play_one(game, seats: Sequence[Any], index: int, seed: int, rotate: bool = False,
             keep_record: bool = False, record_text: bool = False) -> GameSummary:
    """Play game ``index`` of a run (its ``seed``) and summarise it.

    With ``rotate`` the seats turn by one place a game: seat ``s`` is played by
    ``seats[(s + index) % players]``.
    """
    from core.sim.runner import play

    n = len(seats)
    rotation = index % n if rotate else 0
    bots = list(seats[rotation:]) + list(seats[:rotation])
    record, state, first_mover, search = play(game, n, bots, seed)
    if record.result is None:
        winners, scores, reason, rounds = (), (0.0,) * n, "cut_off", 0
        breakdown = ()
    else:
        res = state.result()
        winners, scores, reason, rounds = res.winners, res.scores, res.reason, res.rounds
        breakdown = res.breakdown
    first_of = getattr(game, "first_player", None)
    first = first_of(state) if first_of is not None else first_mover
    heat_of = getattr(game, "heat", None)
    return GameSummary(
        index=index, seed=seed, winners=tuple(winners),
        scores=tuple(float(s) for s in scores), reason=reason, rounds=rounds,
        plies=len(record.moves), first=first, rotation=rotation,
        record=record if keep_record else None,
        heat=dict(heat_of(state)) if heat_of is not None else None,
        record_text=record.dumps() if record_text else None,
        breakdown=breakdown,
        search=search if any(c is not None for c in search) else (),
    )


def play_batch(pack_or_text: Any, seats: Sequence[Any], jobs: Sequence[tuple[int, int]],
               keep_records: bool = False, rotate: bool = False,
               record_text: bool = False) -> list[GameSummary]:
    """Play ``jobs`` (pairs of game index and seed); the unit of work a worker runs.

    ``pack_or_text`` is a pack, or its saved JSON text (what is sent to other processes);
    the pack's Game is built once per process (:func:`game_of`). In a :class:`WorkerPool`
    worker the batch stops early, between two games, once the pool is told to stop, and
    counts each finished game for the progress bar.
    """
    game = game_of(pack_or_text)
    out = []
    for index, seed in jobs:
        if _STOP is not None and _STOP.is_set():
            break
        out.append(play_one(game, seats, index, seed, rotate, keep_records, record_text))
        if _TICKS is not None:
            with _TICKS.get_lock():
                _TICKS.value += 1
    return out


def _init_worker(stop, ticks, ready, ready_count, warm=None) -> None:
    """A :class:`WorkerPool` worker: Ctrl-C is the parent's to handle (it cancels the run
    cleanly); the stop flag and the counter are the pool's. With ``warm`` (a pack's saved
    text) the worker builds that pack's Game and plays one game of it unseen before it takes
    any batch (:func:`warm_up`). Then it writes the time it was ready into ``ready``."""
    global _STOP, _TICKS
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _STOP, _TICKS = stop, ticks
    if warm is not None:
        try:
            warm_up(warm)
        except Exception:  # noqa: BLE001 - a pack that fails here fails in its batch, said so
            pass
    with ready_count.get_lock():
        i = ready_count.value
        ready_count.value += 1
    if i < len(ready):
        ready[i] = time.time()


def warm_up(pack_or_text: Any) -> None:
    """Build the pack's Game (:func:`game_of`) and play one game of it that no run sees
    (greedy bots, or random ones for a game without a greedy bot): the first game of a
    process pays one-time set-up (the engine's and the bots' tables, imports; 0.1 s on
    Trails against 4 ms a game), which then happens before a run's clock, not in it. Games
    are functions of their seeds, so a warm-up changes no result."""
    from core.bots import bot_names
    from core.sim.runner import play

    game = game_of(pack_or_text)
    players = game.spec.min_players
    bot = "greedy" if "greedy" in bot_names(game.spec.game_id) else "random"
    play(game, players, [bot] * players, 0)


def _ready_task() -> int:
    """A task that only makes the pool start a worker process now (it returns its pid)."""
    return os.getpid()


# -- the pool -------------------------------------------------------------------------------


def mp_context():
    """Workers start from a clean process, never a fork of a threaded (e.g. Qt) parent."""
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        # the fork server imports these once; each worker forked from it starts warm
        ctx.set_forkserver_preload(_preload())
        return ctx
    return multiprocessing.get_context("spawn")


def _preload() -> list[str]:
    """What a worker needs imported: the simulator, every engine and every bot module
    (read from the registries' tables; a module that fails to import is skipped by the fork
    server and imported, or refused, in the worker as usual)."""
    from core.bots import _COMMON
    from core.plugins import core_games

    modules = ["content", "core.sim.simulate", "core.sim.runner"]
    games = core_games().values()
    modules += [game.engine for game in games]
    refs = [*_COMMON.values(), *(ref for game in games for ref in game.bots.values())]
    modules += sorted({ref.partition(":")[0] for ref in refs})
    return modules


class WorkerPool:
    """Worker processes for simulations: a ``ProcessPoolExecutor`` whose workers also stop
    a batch between two games when a run is cancelled, and count finished games so that
    progress moves game by game.

    ``simulate(workers=N)`` makes one for the run and shuts it down after; keep one open and
    pass it as ``executor=`` to run several simulations on warm workers (the studio, an A/B
    comparison). One run at a time per pool. Use it as a context manager, or call
    :meth:`shutdown`: it waits for the workers to exit, so no process outlives it.
    """

    def __init__(self, workers: int, warm: Any = None) -> None:
        if workers < 1:
            raise ValueError(f"a pool needs at least 1 worker, not {workers}")
        ctx = mp_context()
        self.workers = workers
        self._stop = ctx.Event()
        self._ticks = ctx.Value("q", 0)
        self._ready = ctx.Array("d", workers, lock=False)
        self._ready_count = ctx.Value("i", 0)
        if warm is not None and not isinstance(warm, str):
            from content import dumps_pack

            warm = dumps_pack(warm)
        self.created = time.time()
        self._pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx,
                                         initializer=_init_worker,
                                         initargs=(self._stop, self._ticks, self._ready,
                                                   self._ready_count, warm))
        # every worker starts now, not at the first batch, and from a thread: starting the
        # first one waits for the fork server's imports (~0.4 s), which the caller spends
        # going on (loading, building its own Game) while the workers start and warm up
        self._starter = threading.Thread(target=self._start_workers, name="pool-start",
                                         daemon=True)
        self._starter.start()

    def _start_workers(self) -> None:
        try:
            for _ in range(self.workers):
                self._pool.submit(_ready_task)
        except RuntimeError:  # shut down before they started: nothing to start
            pass

    def start_seconds(self) -> float | None:
        """Seconds from the pool's creation until the last of its workers ready so far was
        ready (started, its pack warmed up when given one); None before any was. A run too
        short for every worker to start reports the start of those that did."""
        ready = min(self._ready_count.value, self.workers)
        if not ready:
            return None
        return max(0.0, max(self._ready[:ready]) - self.created)

    def submit(self, fn, *args):
        """Run ``fn(*args)`` in a worker; a ``concurrent.futures.Future``."""
        return self._pool.submit(fn, *args)

    def pids(self) -> list[int]:
        """The worker processes' ids (those started so far: workers start on demand)."""
        return sorted(getattr(self._pool, "_processes", None) or ())

    def ticks(self) -> int:
        """Games the workers finished since :meth:`start_run`."""
        return self._ticks.value

    def start_run(self) -> None:
        """Reset the counter and the stop flag for a new run."""
        with self._ticks.get_lock():
            self._ticks.value = 0
        self._stop.clear()

    def stop_run(self) -> None:
        """Tell the workers to stop their batches after the game they are playing."""
        self._stop.set()

    def shutdown(self, wait: bool = True, cancel_futures: bool = True) -> None:
        """Stop the workers: queued batches are dropped, running ones stop after their game;
        with ``wait`` (the default) the worker processes have exited when this returns."""
        if cancel_futures:
            self._stop.set()
        self._starter.join()
        self._pool.shutdown(wait=wait, cancel_futures=cancel_futures)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc) -> None:
        self.shutdown()


def _is_dask(executor: Any) -> bool:
    """A ``distributed.Client`` (told by its module: dask itself is never imported here)."""
    return type(executor).__module__.split(".")[0] == "distributed"


def _executor_workers(executor: Any, workers: int) -> int:
    """How many workers the batches are sized for."""
    if isinstance(executor, WorkerPool):
        return executor.workers
    if _is_dask(executor):
        try:
            return max(1, sum(executor.nthreads().values()))
        except Exception:  # a client not connected yet: size for what we were told
            return max(1, workers)
    return max(1, workers, getattr(executor, "_max_workers", 1) or 1)


def _executor_name(executor: Any) -> str:
    if executor is None:
        return "in-process"
    if isinstance(executor, WorkerPool):
        return "process pool"
    if _is_dask(executor):
        return "dask"
    return type(executor).__name__


def batch_size_for(games: int, workers: int) -> int:
    """Games per batch for ``games`` on ``workers``: about :data:`BATCHES_PER_WORKER`
    batches a worker, at most :data:`MAX_BATCH` games each."""
    return max(1, min(MAX_BATCH, math.ceil(games / (max(1, workers) * BATCHES_PER_WORKER))))


#: Most games in one batch sent to Dask: a task there costs some milliseconds of the
#: scheduler's and the worker's CPU, a pool's batch a fraction of one.
DASK_MAX_BATCH = 64
#: Batches per Dask worker a run aims at.
DASK_BATCHES_PER_WORKER = 4
#: Fewest games in one of a Dask run's last, smaller batches (see :func:`_batches`).
DASK_MIN_BATCH = 8


def dask_batch_size_for(games: int, workers: int) -> int:
    """Games per batch on Dask: about :data:`DASK_BATCHES_PER_WORKER` batches a worker, at
    most :data:`DASK_MAX_BATCH` games each (fewer, larger tasks than a pool's). The run's
    last batches are smaller (:func:`_batches`)."""
    return max(1, min(DASK_MAX_BATCH,
                      math.ceil(games / (max(1, workers) * DASK_BATCHES_PER_WORKER))))


# -- records streamed to a folder -----------------------------------------------------------


class RecordFolder:
    """Writes each game's record to ``folder/game-NNNN.json`` as the game comes in.

    Names are numbered by game index, zero-padded to the width of the run's last index (at
    least 4 digits). Each file is written whole under a temporary name, then renamed, so a
    reader never sees half a record (no fsync: a run's records can be played again from its
    seed).
    """

    def __init__(self, folder: str | os.PathLike, games: int) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.width = max(4, len(str(max(games - 1, 0))))
        self.written = 0

    def path(self, index: int) -> Path:
        """The file of game ``index``."""
        return self.folder / f"game-{index:0{self.width}d}.json"

    def write(self, index: int, text: str) -> None:
        """Write game ``index``'s record text (``GameRecord.dumps()``)."""
        # The one atomic writer: a pipe, a folder or a device there is never opened nor
        # replaced (OSError), and the temporary file has a name of its own.
        target = self.path(index)
        try:
            write_atomic(target, text, sync=False)
        except OSError as e:
            raise OSError(e.errno, f"{target.name} {e.strerror or e}") from None
        self.written += 1


# -- the run --------------------------------------------------------------------------------


def simulate(pack: Any, seats: Sequence[str], games: int, seed: int, workers: int = 1,
             executor: Any = None, keep_records: bool = False,
             batch_size: int | None = None, *,
             on_progress: ProgressCallback | None = None,
             should_stop: Callable[[], bool] | None = None,
             records_dir: str | os.PathLike | None = None,
             rotate: bool = False) -> SimulationResult:
    """Play ``games`` games of ``pack`` with bots named by ``seats``; the report.

    Args:
        pack: the content pack.
        seats: one bot name per seat (their number is the player count), e.g.
            ``["greedy", "mcts:300"]``.
        games: how many games.
        seed: the run's seed; game ``i`` gets the ``i``-th seed of ``game_seeds(seed, games)``.
        workers: worker processes (a :class:`WorkerPool` made for the run and shut down
            after it) when > 1 and no executor is given; 1 plays in this process.
        executor: where batches run instead: a :class:`WorkerPool`, any
            ``concurrent.futures`` executor, a ``distributed.Client`` (Dask), or any object
            whose ``submit(fn, *args)`` returns something with ``result()``. It is left
            open.
        keep_records: keep each game's full record in its summary (in memory).
        batch_size: games per submitted batch (default: :func:`batch_size_for`).
        on_progress: called as ``on_progress(done, total)`` in the calling thread, once per
            finished game (``done`` counts 1, 2, … ``total``; ``total`` is ``games``). In
            process and on a :class:`WorkerPool` it is called as each game ends; on other
            executors as each batch comes back (once for each of its games).
        should_stop: polled between games (in process) or every :data:`POLL_SECONDS` while
            batches run; once it returns True the run stops: queued batches are cancelled,
            a :class:`WorkerPool`'s running batches stop after their current game, the pool
            made for the run is shut down (its processes have exited when this returns), and
            the result holds the games that finished, with ``cancelled`` True. On other
            executors, batches already running finish there and are dropped.
        records_dir: a folder to write each game's record to as it finishes
            (``game-0000.json``…, see :class:`RecordFolder`; created if missing); records
            do not stay in memory.
        rotate: turn the seats by one place a game (seat ``s`` of game ``i`` is played by
            ``seats[(s + i) % players]``), so every bot plays every place equally.

    Returns:
        The report (:class:`~core.sim.result.SimulationResult`): per-game summaries in game
        order, win rates with intervals, first-player advantage, distributions, end reasons,
        heat and never-used content. The same ``pack``, ``seats``, ``games``, ``seed`` and
        ``rotate`` give the same report (``to_json()``) on any executor.

    Raises:
        ValueError: for a negative ``games``, a seat count the pack does not play, or a seat
            that names no bot of this game.
        OSError: the records folder cannot be made or written.
    """
    from content import dumps_pack
    from core.sim.runner import make_bots

    seats = tuple(seats)
    check_games(games)
    started = time.perf_counter()
    in_process = executor is None and (workers <= 1 or games == 0)
    own = None
    text = None
    if executor is None and not in_process:
        # the pool made for the run starts first: its workers start and warm up on the pack
        # while this process builds the Game and checks the seats
        size = batch_size or batch_size_for(games, workers)
        text = dumps_pack(pack)
        own = WorkerPool(min(workers, max(1, -(-games // size))), warm=text)
    try:
        game = game_of(pack)
        spec = game.spec
        if not spec.min_players <= len(seats) <= spec.max_players:
            raise ValueError(f"{spec.game_id} pack '{pack.id}' plays {spec.min_players} to "
                             f"{spec.max_players} players, not {len(seats)}")
        make_bots(game, seats, random.Random(0))  # an unknown bot fails here, not in a worker
        folder = RecordFolder(records_dir, games) if records_dir is not None else None
    except BaseException:
        if own is not None:
            own.shutdown(wait=True, cancel_futures=True)
        raise
    agg = Aggregator(seats, range(games))
    run = _Run(games, on_progress, should_stop, folder, agg)
    start_seconds = None
    if in_process:
        for index, game_seed in enumerate(iter_game_seeds(seed, games)):
            if run.stop_asked():
                break
            summary = play_one(game, seats, index, game_seed, rotate, keep_records,
                               folder is not None)
            run.take([summary])
        size, n_workers, used = 1, 1, None
    else:
        n_workers = workers if own is not None else _executor_workers(executor, workers)
        size = batch_size or (dask_batch_size_for(games, n_workers) if _is_dask(executor)
                              else batch_size_for(games, n_workers))
        dask = _is_dask(executor)
        # Dask's batches are large (a task costs more there): its last ones shrink, so that
        # no worker plays a large batch alone at the end of the run
        batches = (_batches(seed, games, size, n_workers, DASK_MIN_BATCH)
                   if dask and not batch_size else _batches(seed, games, size))
        used = own if own is not None else executor
        try:
            _run_batches(used, pack, seats, batches, keep_records, rotate, run, n_workers,
                         text)
        finally:
            if own is not None:
                start_seconds = own.start_seconds()
                own.shutdown(wait=True, cancel_futures=True)
    seconds = time.perf_counter() - started
    done = len(agg.summaries())
    timing = Timing(seconds, done / seconds if seconds > 0 else 0.0, _executor_name(used),
                    n_workers, size, start_seconds)
    return agg.result(game=game, seed=seed, requested=games, cancelled=run.cancelled,
                      rotate=rotate, timing=timing)


class _Run:
    """The parent's side of a run: progress, the stop request, records, the aggregate."""

    def __init__(self, total: int, on_progress, should_stop, folder, agg: Aggregator) -> None:
        self.total = total
        self.on_progress = on_progress
        self.should_stop = should_stop
        self.folder = folder
        self.agg = agg
        self.reported = 0
        self.received = 0
        self.cancelled = False

    def stop_asked(self) -> bool:
        if not self.cancelled and self.should_stop is not None and self.should_stop():
            self.cancelled = True
        return self.cancelled

    def progress_to(self, done: int) -> None:
        """Report progress up to ``done`` games, one call per game."""
        done = min(done, self.total)
        while self.reported < done:
            self.reported += 1
            if self.on_progress is not None:
                self.on_progress(self.reported, self.total)

    def take(self, summaries: Sequence[GameSummary], ticked: int = 0) -> None:
        """Fold finished games in: write their records, add them up, report progress."""
        for g in summaries:
            if self.folder is not None and g.record_text is not None:
                self.folder.write(g.index, g.record_text)
            self.agg.add(g)
        self.received += len(summaries)
        self.progress_to(max(self.received, ticked))


def _batches(seed: int, games: int, size: int, taper: int = 0,
             smallest: int = 1) -> Iterator[list[tuple[int, int]]]:
    """The run's ``(index, seed)`` jobs in batches of ``size``, made as they are submitted.

    With ``taper`` (the workers' count) the last batches shrink: a batch holds at most the
    games left over ``2 * taper``, and no fewer than ``smallest``, so that the workers finish
    within a small batch of each other instead of one playing a whole large batch alone at
    the end. The games, and so the report, are the same whatever the batches."""
    smallest = max(1, min(size, smallest))
    batch: list[tuple[int, int]] = []
    want = size
    for job in enumerate(iter_game_seeds(seed, games)):
        if not batch and taper:
            left = games - job[0]
            want = max(smallest, min(size, -(-left // (2 * taper))))
        batch.append(job)
        if len(batch) == want:
            yield batch
            batch = []
    if batch:
        yield batch


def _run_batches(executor: Any, pack: Any, seats: tuple, batches: Iterator, keep_records: bool,
                 rotate: bool, run: _Run, n_workers: int, text: str | None = None) -> None:
    """Submit ``batches`` to ``executor`` a few at a time and fold their games in as they
    come back, watching ``run``'s stop request; on a stop or an error, cancel the rest.

    On Dask the pack's text goes to the workers once (``Client.scatter``) and each task
    names it, instead of travelling, and being hashed again, with every batch."""
    from content import dumps_pack

    if text is None:
        text = dumps_pack(pack)
    pool = executor if isinstance(executor, WorkerPool) else None
    dask = _is_dask(executor)
    if dask:
        text = _scattered(executor, text)
        _dask_diagnostics(executor, False)
    stream = run.folder is not None
    window = max(4, 2 * n_workers + 2)
    todo = iter(batches)
    in_flight: dict[Any, list] = {}
    finished: queue.SimpleQueue = queue.SimpleQueue()

    def submit_more() -> None:
        while len(in_flight) < window:
            batch = next(todo, None)
            if batch is None:
                break
            args = (play_batch, text, seats, batch, keep_records, rotate, stream)
            future = executor.submit(*args, pure=False) if dask else executor.submit(*args)
            in_flight[future] = batch
            if callable(getattr(future, "add_done_callback", None)):
                future.add_done_callback(finished.put)

    def ticks() -> int:
        return pool.ticks() if pool is not None else 0

    if pool is not None:
        pool.start_run()
    ok = False
    try:
        submit_more()
        while in_flight:
            if run.stop_asked():
                break
            first = next(iter(in_flight))
            if not callable(getattr(first, "add_done_callback", None)):
                future = first  # a bare submit/result object: results in order
            else:
                try:
                    future = finished.get(timeout=POLL_SECONDS)
                except queue.Empty:
                    run.progress_to(ticks())
                    continue
                if future not in in_flight:
                    continue
            in_flight.pop(future)
            try:
                summaries = future.result()
            except BrokenProcessPool:
                raise WorkerLost(
                    f"a worker process ended unexpectedly (killed, or out of memory) after "
                    f"{run.received} of {run.total} games: the run stopped") from None
            run.take(summaries, ticks())
            submit_more()
        ok = True
    finally:
        if in_flight or not ok:
            _cancel(in_flight, pool, run, collect=ok)
        if dask:
            _dask_diagnostics(executor, True)


def _scattered(client: Any, text: str) -> Any:
    """The pack text as data the Dask workers already hold (a future every task may name),
    or the text itself where the client cannot scatter."""
    try:
        return client.scatter(text, broadcast=True, hash=False)
    except Exception:  # noqa: BLE001 - an old or odd client: send the text with each task
        return text


#: Periodic callbacks of Dask's servers (workers, their nannies, the scheduler) that only
#: gather diagnostics: the workers' statistical profiler, the event loop's health ticks and
#: the system monitor's samples (psutil). The heartbeats, the memory monitors and the
#: scheduling itself keep running.
_DASK_DIAGNOSTICS = ("profile", "profile-cycle", "tick", "ticks", "monitor")
#: Where a server keeps the names of the callbacks a run stopped (to start only those again).
_PAUSED = "_boardcraft_paused_callbacks"


def _diagnostics_switch(on: bool, dask_worker=None, dask_scheduler=None) -> list[str]:
    """On a Dask server (``Client.run`` passes a worker or nanny as ``dask_worker``,
    ``Client.run_on_scheduler`` the scheduler as ``dask_scheduler``): stop the diagnostic
    callbacks that run, or start again those that the last stop stopped; their names."""
    server = dask_worker if dask_worker is not None else dask_scheduler
    callbacks = getattr(server, "periodic_callbacks", None) or {}
    if on:
        names = getattr(server, _PAUSED, None) or []
        setattr(server, _PAUSED, [])
        for name in names:
            if name in callbacks:
                callbacks[name].start()
        return names
    names = [n for n in _DASK_DIAGNOSTICS if n in callbacks and callbacks[n].is_running()]
    for name in names:
        callbacks[name].stop()
    setattr(server, _PAUSED, [*(getattr(server, _PAUSED, None) or []), *names])
    return names


def _dask_diagnostics(client: Any, on: bool) -> None:
    """Stop (``on`` False) the diagnostics of the Dask workers, their nannies and the
    scheduler for a run, start them again after. Each wakes its event loop, which takes the
    GIL from the games: the statistical profiler sampled the task thread every 10 ms (a game
    of Trails took 25-40 % more CPU with it), the tick every 20 ms and the system monitor
    (psutil) every 0.5 s cost a worker's event loop a further 0.2-0.3 ms of CPU a game, and
    the scheduler and nannies (in the client's process, for a LocalCluster) as much again.
    Best effort: a server that cannot be reached keeps them."""
    for run in (lambda: client.run(_diagnostics_switch, on),
                lambda: client.run(_diagnostics_switch, on, nanny=True),
                lambda: client.run_on_scheduler(_diagnostics_switch, on)):
        try:
            run()
        except Exception:  # noqa: BLE001 - an odd client, no nannies, a server gone
            pass


def _cancel(in_flight: dict, pool: WorkerPool | None, run: _Run, collect: bool) -> None:
    """Cancel what has not run; on a :class:`WorkerPool`, collect the batches that were
    running (they stop after their current game) so that every game counted is reported."""
    if pool is not None:
        pool.stop_run()
    for future in list(in_flight):
        cancel = getattr(future, "cancel", None)
        if cancel is not None and cancel():
            in_flight.pop(future)
    if pool is None or not collect:
        return
    for future in list(in_flight):
        try:
            run.take(future.result())
        except Exception:  # noqa: BLE001 - a batch that failed while stopping adds nothing
            pass
    run.progress_to(run.received)
