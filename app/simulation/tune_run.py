"""A balance search (``core.api.tune``) run off the GUI thread, with progress and cancel.

Like ``SimulationRun``: a ``QThread`` whose body calls ``core.api.tune`` on its own
``WorkerPool`` (one worker too: bots playing in this thread would hold the GIL the GUI
needs), emitting one ``trial_finished`` signal per trial and ``progress`` per game.
"""

from __future__ import annotations

import sys
import threading
import traceback
from typing import Any

from PySide6.QtCore import QThread, Signal


class TuneRun(QThread):
    """One search in a thread of its own.

    Signals:
        progress: ``(done, total)`` in games.
        trial_finished: each ``core.api.Trial`` as it ends (the start first, number -1).
        run_finished: the ``TuneResult``.
        run_failed: a sentence saying why the search could not go on.
    """

    progress = Signal(int, int)
    trial_finished = Signal(object)
    run_finished = Signal(object)
    run_failed = Signal(str)

    def __init__(self, pack, params, objectives, seats, trials: int, games: int, seed: int,
                 workers: int = 1) -> None:
        super().__init__()
        self.args = (pack, tuple(params), tuple(objectives), tuple(seats), trials, games, seed)
        self.workers = workers
        self.result: Any = None
        self.error = ""
        self._stop = threading.Event()

    def cancel(self) -> None:
        """Stop after the game being played; the trials so far are the result."""
        self._stop.set()

    def run(self) -> None:  # the thread's body
        from core.api import WorkerLost, WorkerPool, tune

        pool = WorkerPool(max(1, self.workers))
        try:
            result = tune(*self.args, executor=pool,
                          on_progress=lambda d, t: self.progress.emit(d, t),
                          on_trial=self.trial_finished.emit, should_stop=self._stop.is_set)
        except WorkerLost as e:
            self.error = str(e)
        except Exception as e:  # noqa: BLE001 - a broken engine or bot: say so, keep going
            traceback.print_exc(file=sys.stderr)
            self.error = f"{type(e).__name__}: {e}"
        finally:
            pool.shutdown()
        if self.error:
            self.run_failed.emit(self.error)
        else:
            self.result = result
            self.run_finished.emit(result)
