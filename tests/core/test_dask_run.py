"""Dask runs as cheap as the pool's (issue 26 §3): the pack's text goes to the workers once,
tasks are fewer and larger (the last ones smaller, so the workers finish together), and the
diagnostics that wake the servers' event loops (the workers' statistical profiler, which took
the GIL from the games every 10 ms, the health ticks, the system monitor) are stopped for a
run, on the workers, their nannies and the scheduler, and started again after it."""

from __future__ import annotations

import pytest

from content import default_pack
from core.api import simulate
from core.sim import simulate as simulate_module

distributed = pytest.importorskip("distributed")


def _running(dask_worker=None, dask_scheduler=None) -> list[str]:
    server = dask_worker if dask_worker is not None else dask_scheduler
    return sorted(n for n in simulate_module._DASK_DIAGNOSTICS
                  if n in server.periodic_callbacks and server.periodic_callbacks[n].is_running())


def _everywhere(c) -> list:
    return [sorted(c.run(_running).values()), sorted(c.run(_running, nanny=True).values()),
            c.run_on_scheduler(_running)]


@pytest.fixture(scope="module")
def client():
    import logging

    with distributed.LocalCluster(n_workers=2, processes=True, dashboard_address=None,
                                  threads_per_worker=1, silence_logs=logging.ERROR) as cluster, \
            distributed.Client(cluster) as c:
        yield c


def test_dask_batches_are_fewer_and_larger_than_a_pools():
    assert simulate_module.dask_batch_size_for(2000, 2) == 64
    assert simulate_module.dask_batch_size_for(40, 2) == 5
    assert simulate_module.batch_size_for(2000, 2) == 16


def test_two_runs_in_a_row_on_one_client_give_the_in_process_report(client):
    pack = default_pack("trails")
    alone = simulate(pack, ["greedy", "greedy"], 30, 4).to_json()
    for _ in range(2):  # the pack's scattered text of the first run never stands in for the second
        result = simulate(pack, ["greedy", "greedy"], 30, 4, executor=client)
        assert result.to_json() == alone
    assert result.timing.executor == "dask" and result.timing.batch_size == 4


def test_the_last_batches_of_a_dask_run_are_smaller_and_hold_every_game_once():
    batches = list(simulate_module._batches(9, 2000, 64, taper=2, smallest=8))
    sizes = [len(b) for b in batches]
    assert sizes[0] == 64 and max(sizes) == 64
    assert sizes == sorted(sizes, reverse=True)
    assert sizes[-1] <= 8 and min(sizes[:-1]) == 8
    assert [job for b in batches for job in b] == list(enumerate(
        simulate_module.game_seeds(9, 2000)))


def test_the_diagnostics_are_off_during_a_run_and_on_after_it(client, monkeypatch):
    before = _everywhere(client)
    # each server has some of them running (the profiler on workers, ticks and monitors)
    assert all(names for kind in before[:2] for names in kind) and before[2]
    seen = []
    real = simulate_module._dask_diagnostics

    def spy(c, on):
        real(c, on)
        seen.append((on, _everywhere(c)))

    monkeypatch.setattr(simulate_module, "_dask_diagnostics", spy)
    simulate(default_pack("trails"), ["greedy", "greedy"], 8, 1, executor=client)
    assert seen == [(False, [[[], []], [[], []], []]), (True, before)]


def test_a_callback_stopped_before_the_run_stays_stopped(client):
    def stop_tick(dask_worker=None):
        dask_worker.periodic_callbacks["tick"].stop()

    def start_tick(dask_worker=None):
        dask_worker.periodic_callbacks["tick"].start()

    client.run(stop_tick)
    try:
        simulate(default_pack("trails"), ["greedy", "greedy"], 4, 1, executor=client)
        assert all("tick" not in names for names in client.run(_running).values())
    finally:
        client.run(start_tick)
