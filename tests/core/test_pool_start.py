"""The pool a run makes starts its workers at once, from a thread, and warms them on the
pack while the parent builds its own Game; the report tells the pool's start apart
(``Timing.start_seconds``), so 1 -> 2 workers is read without the start in it (issue 26 §3)."""

from __future__ import annotations

import time

from content import default_pack, dumps_pack
from core.api import WorkerPool, simulate
from core.sim import simulate as simulate_module


def _has_game_of(text: str) -> bool:
    return text in simulate_module._GAMES_BY_TEXT


def _wait(predicate, timeout: float = 60.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


def test_a_pool_starts_every_worker_before_any_batch_is_submitted():
    with WorkerPool(2) as pool:
        assert _wait(lambda: len(pool.pids()) == 2)
        assert _wait(lambda: pool._ready_count.value == 2)
        assert pool.start_seconds() >= 0


def test_a_warmed_pool_holds_the_packs_game_before_its_first_batch():
    text = dumps_pack(default_pack("trails"))
    with WorkerPool(2, warm=text) as pool:
        assert _wait(lambda: pool._ready_count.value == 2)
        assert all(pool.submit(_has_game_of, text).result() for _ in range(4))
    with WorkerPool(1) as cold:
        assert not cold.submit(_has_game_of, text).result()


def test_the_report_tells_the_pools_start_apart_and_the_games_are_the_same():
    pack = default_pack("trails")
    own = simulate(pack, ["greedy", "greedy"], 20, 3, workers=2)
    assert own.timing.executor == "process pool"
    assert 0 <= own.timing.start_seconds <= own.timing.seconds
    assert own.to_json(with_timing=True)["timing"]["start_seconds"] == own.timing.start_seconds
    alone = simulate(pack, ["greedy", "greedy"], 20, 3)
    assert alone.timing.start_seconds is None
    assert own.to_json() == alone.to_json()  # the warm-up game changes no result
    with WorkerPool(2) as pool:
        warm = simulate(pack, ["greedy", "greedy"], 20, 3, executor=pool)
    assert warm.timing.start_seconds is None  # a pool given warm pays no start in the run
    assert warm.to_json() == alone.to_json()


def test_a_run_refused_before_it_starts_leaves_no_pool_behind(monkeypatch):
    import pytest

    made = []
    real = simulate_module.WorkerPool

    def tracked(*a, **k):
        pool = real(*a, **k)
        made.append(pool)
        return pool

    monkeypatch.setattr(simulate_module, "WorkerPool", tracked)
    with pytest.raises(ValueError, match="no bot|not known|unknown|bot"):
        simulate(default_pack("trails"), ["greedy", "wizard"], 20, 3, workers=2)
    assert made and all(p._pool._shutdown_thread for p in made)
