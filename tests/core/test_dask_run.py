"""Dask runs as cheap as the pool's (issue 26 §3): the pack's text goes to the workers once,
tasks are fewer and larger, and the workers' statistical profiler, which took the GIL from
the games every 10 ms, is stopped for a run and started again after it."""

from __future__ import annotations

import pytest

from content import default_pack
from core.api import simulate
from core.sim import simulate as simulate_module

distributed = pytest.importorskip("distributed")


def _profiling(dask_worker=None) -> list[bool]:
    return [dask_worker.periodic_callbacks[n].is_running()
            for n in simulate_module._DASK_PROFILER]


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


def test_the_workers_profiler_is_off_during_a_run_and_on_after_it(client, monkeypatch):
    seen = []
    real = simulate_module._dask_profiler

    def spy(c, on):
        real(c, on)
        seen.append((on, sorted(map(tuple, c.run(_profiling).values()))))

    monkeypatch.setattr(simulate_module, "_dask_profiler", spy)
    simulate(default_pack("trails"), ["greedy", "greedy"], 8, 1, executor=client)
    assert seen == [(False, [(False, False), (False, False)]),
                    (True, [(True, True), (True, True)])]
