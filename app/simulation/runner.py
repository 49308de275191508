"""A simulation (or an A/B comparison) run off the GUI thread, with progress and cancel.

``SimulationRun`` is a ``QThread`` whose ``run`` calls ``core.api.simulate`` (one pack) or
``core.api.compare`` (two) with ``on_progress`` and ``should_stop``: the thread only waits
for the workers and hands their games on, so the event loop never blocks. Progress comes as
one ``game_finished(done, total)`` signal per finished game (queued to the GUI thread).

With more than one worker the run makes its own ``core.api.WorkerPool`` and shuts it down
before ``run_finished`` is emitted: after a cancel the workers stop after their current game
and every worker process has exited once the result is out (``pids()`` names them while the
run lasts). With one worker the games are played in this thread, in the studio's process.

A run keeps itself alive until its thread has ended (it is referenced by the module, not by
a window), and the application waits for running ones when it quits.
"""

from __future__ import annotations

import sys
import threading
import traceback
from typing import Any

from PySide6.QtCore import QCoreApplication, QThread, QTimer, Signal

#: Runs whose thread has not ended yet (each holds itself here until then).
_LIVE: set[SimulationRun] = set()
_QUIT_HOOKED = False


class SimulationRun(QThread):
    """One run in a thread of its own.

    Args:
        packs: ``(pack,)`` for a simulation, ``(pack_a, pack_b)`` for a comparison.
        seats, games, seed, workers: as for ``core.api.simulate``.

    Signals:
        game_finished: ``(done, total)`` once per finished game (``total`` = 2 × games for
            a comparison).
        run_finished: the ``SimulationResult`` or ``Comparison`` (``cancelled`` after a
            cancel: the games finished so far).
        run_failed: a sentence saying why the run could not go on.
    """

    game_finished = Signal(int, int)
    run_finished = Signal(object)
    run_failed = Signal(str)

    def __init__(self, packs: tuple, seats: tuple[str, ...], games: int, seed: int,
                 workers: int = 1) -> None:
        super().__init__()
        self.packs = tuple(packs)
        self.seats = tuple(seats)
        self.games = games
        self.seed = seed
        self.workers = workers
        self.result: Any = None
        self.error = ""
        self._stop = threading.Event()
        self._pool = None
        self.finished.connect(self._on_thread_finished)

    @property
    def total(self) -> int:
        """Games the run plays (both versions of a comparison)."""
        return self.games * len(self.packs)

    def start(self, *args) -> None:
        """Start the thread (``QThread.start``); the run keeps itself alive until it ends."""
        _hook_quit()
        _LIVE.add(self)
        super().start(*args)

    def cancel(self) -> None:
        """Stop the run: workers finish the game they are playing, the rest is dropped."""
        self._stop.set()

    def cancelled(self) -> bool:
        """True once ``cancel`` was called."""
        return self._stop.is_set()

    def pids(self) -> list[int]:
        """The worker processes of the run (none with one worker, or once it ended)."""
        pool = self._pool
        return pool.pids() if pool is not None else []

    def run(self) -> None:  # the thread's body
        from core.api import WorkerLost, WorkerPool, compare, simulate

        options = dict(on_progress=self._on_progress, should_stop=self._stop.is_set)
        try:
            # The games are played in worker processes, one worker too: bots playing in this
            # thread would hold the GIL the GUI thread needs, and Qt's queued progress
            # events would wait until the run ends (measured: 2 of 300 delivered before it).
            self._pool = WorkerPool(max(1, self.workers))
            options["executor"] = self._pool
            if len(self.packs) == 1:
                result = simulate(self.packs[0], self.seats, self.games, self.seed, **options)
            else:
                result = compare(self.packs[0], self.packs[1], self.seats, self.games,
                                 self.seed, **options)
        except WorkerLost as e:  # a worker killed or out of memory: the studio stays up
            self.error = str(e)[0].upper() + str(e)[1:] + "."
        except Exception as e:  # noqa: BLE001 - a broken engine or bot: say so, keep going
            traceback.print_exc(file=sys.stderr)
            self.error = f"{type(e).__name__}: {e}"
        finally:
            pool, self._pool = self._pool, None
            if pool is not None:
                pool.shutdown()  # waits: no worker process outlives the run
        if self.error:
            self.run_failed.emit(self.error)
        else:
            self.result = result
            self.run_finished.emit(result)

    def _on_progress(self, done: int, total: int) -> None:
        self.game_finished.emit(done, total)

    def _on_thread_finished(self) -> None:
        self.wait()
        # let go of the run from the event loop, not from inside its own signal's delivery
        # (the last reference may be this one: the object must not die in its own event)
        QTimer.singleShot(0, lambda: _LIVE.discard(self))


def running() -> list[SimulationRun]:
    """The runs whose thread has not ended."""
    return [r for r in _LIVE if r.isRunning()]


def stop_all(timeout_ms: int = 30_000) -> None:
    """Cancel every run and wait for its thread (the application is quitting)."""
    for run in list(_LIVE):
        run.cancel()
    for run in list(_LIVE):
        run.wait(timeout_ms)


def _hook_quit() -> None:
    global _QUIT_HOOKED
    app = QCoreApplication.instance()
    if not _QUIT_HOOKED and app is not None:
        app.aboutToQuit.connect(stop_all)
        _QUIT_HOOKED = True
