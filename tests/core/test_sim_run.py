"""core.api.simulate as a run: the same report on every executor, progress per game, a clean
cancel, records streamed to a folder, and a report a chart can use (issue 13 §2, §5)."""

from __future__ import annotations

import json
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from content import default_pack
from core.api import (
    GameRecord,
    WorkerPool,
    game_for,
    game_seeds,
    replay,
    simulate,
    wilson,
)
from core.sim.simulate import batch_size_for

SEATS = ["greedy", "random"]


@pytest.fixture(scope="module")
def europe():
    return default_pack("europe")


@pytest.fixture(scope="module")
def trails():
    return default_pack("trails")


@pytest.fixture(scope="module")
def local_reports(europe, trails):
    """In-process reports: the reference every executor must give."""
    return {name: simulate(pack, SEATS, 12, 21) for name, pack in
            (("europe", europe), ("trails", trails))}


@pytest.mark.parametrize("name", ["europe", "trails"])
def test_one_worker_two_workers_and_any_batch_size_give_the_identical_report(
        name, europe, trails, local_reports):
    pack = {"europe": europe, "trails": trails}[name]
    local = local_reports[name].to_json()
    assert local["heat"] and local["per_game"]
    two = simulate(pack, SEATS, 12, 21, workers=2)
    assert two.to_json() == local
    assert two.timing.executor == "process pool" and two.timing.workers == 2
    with ThreadPoolExecutor(max_workers=3) as pool:
        for size in (1, 5, 12):
            assert simulate(pack, SEATS, 12, 21, executor=pool, batch_size=size).to_json() \
                == local


def test_a_dask_local_cluster_gives_the_identical_report(europe, trails, local_reports):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, processes=True, dashboard_address=None,
                                  threads_per_worker=1) as cluster, \
            distributed.Client(cluster) as client:
        for name, pack in (("europe", europe), ("trails", trails)):
            calls: list[tuple[int, int]] = []
            report = simulate(pack, SEATS, 12, 21, executor=client,
                              on_progress=lambda done, total, calls=calls:
                              calls.append((done, total)))
            assert report.to_json() == local_reports[name].to_json()
            assert report.timing.executor == "dask" and report.timing.workers == 2
            assert calls == [(i, 12) for i in range(1, 13)]


def test_the_report_leaves_timing_out_unless_asked(local_reports):
    report = local_reports["europe"]
    assert "timing" not in report.to_json()
    timed = report.to_json(with_timing=True)["timing"]
    assert timed["executor"] == "in-process" and timed["seconds"] > 0
    assert json.loads(json.dumps(report.to_json(with_timing=True)))["games"] == 12


@pytest.mark.parametrize("how", ["in-process", "worker pool", "thread pool"])
def test_progress_is_called_once_per_finished_game(europe, how):
    calls = []

    def progress(done, total):
        calls.append((done, total))

    if how == "in-process":
        simulate(europe, SEATS, 7, 3, on_progress=progress)
    elif how == "worker pool":
        simulate(europe, SEATS, 7, 3, workers=2, on_progress=progress)
    else:
        with ThreadPoolExecutor(2) as pool:
            simulate(europe, SEATS, 7, 3, executor=pool, batch_size=3, on_progress=progress)
    assert calls == [(i, 7) for i in range(1, 8)]


def test_a_stop_in_process_stops_between_games(europe):
    calls = []
    report = simulate(europe, SEATS, 20, 3, on_progress=lambda d, t: calls.append(d),
                      should_stop=lambda: len(calls) >= 3)
    assert report.cancelled and report.requested == 20
    assert [g.index for g in report.games] == [0, 1, 2] and calls == [1, 2, 3]
    assert report.to_json()["games"] == 3
    full = simulate(europe, SEATS, 3, 3)  # the same seeds: the same first three games
    assert [g.to_json() for g in report.games] == [g.to_json() for g in full.games]


def _descendants() -> dict[int, str]:
    """Every process below this one, with its command line (from /proc)."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, todo = {}, [os.getpid()]
    while todo:
        pid = todo.pop()
        for child, parent in parents.items():
            if parent == pid and child not in found:
                try:
                    found[child] = Path(f"/proc/{child}/cmdline").read_text().replace("\0", " ")
                except OSError:
                    found[child] = ""
                todo.append(child)
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")
def test_a_cancelled_run_on_workers_leaves_no_worker_process(europe):
    before = set(_descendants())
    during: list[dict[int, str]] = []
    calls = []

    def stop() -> bool:
        if len(calls) >= 4:
            during.append(_descendants())
            return True
        return False

    report = simulate(europe, ["greedy", "greedy"], 400, 5, workers=2,
                      on_progress=lambda d, t: calls.append(d), should_stop=stop)
    assert report.cancelled and 4 <= len(report.games) < 400
    assert calls == list(range(1, len(report.games) + 1))  # every game counted is reported
    workers = set(during[0]) - before
    assert workers, "the run had worker processes"
    left = {pid: cmd for pid, cmd in _descendants().items() if pid not in before}
    # what may stay is multiprocessing's own fork server and resource tracker, which live as
    # long as this process; no worker survives the run
    assert all("forkserver" in cmd or "resource_tracker" in cmd for cmd in left.values()), left
    assert [g.index for g in report.games] == sorted(g.index for g in report.games)


def test_a_worker_pool_serves_runs_in_turn_and_shuts_down(europe):
    local = simulate(europe, SEATS, 6, 8).to_json()
    with WorkerPool(2) as pool:
        assert simulate(europe, SEATS, 6, 8, executor=pool).to_json() == local
        calls = []
        cut = simulate(europe, SEATS, 200, 8, executor=pool,
                       on_progress=lambda d, t: calls.append(d),
                       should_stop=lambda: len(calls) >= 2)
        assert cut.cancelled and calls == list(range(1, len(cut.games) + 1))
        assert simulate(europe, SEATS, 6, 8, executor=pool).to_json() == local


def test_records_stream_to_the_folder_as_games_finish_and_replay(tmp_path, trails):
    folder = tmp_path / "runs"
    seen = []

    def progress(done, total):
        seen.append(len(list(folder.glob("game-*.json"))))

    report = simulate(trails, SEATS, 5, 11, records_dir=folder, on_progress=progress)
    assert seen == [1, 2, 3, 4, 5]  # each record is on disk when its game is reported
    assert all(g.record is None for g in report.games)  # and not kept in memory
    paths = sorted(folder.glob("game-*.json"))
    assert [p.name for p in paths] == [f"game-000{i}.json" for i in range(5)]
    assert not list(folder.glob(".*"))  # no temporary file left behind
    seeds = game_seeds(11, 5)
    for g, path in zip(report.games, paths, strict=True):
        record = GameRecord.load(path)
        assert record.seed == seeds[g.index] == g.seed and record.chance == "seeded"
        final = replay(trails, record)
        assert final.result().winners == g.winners and len(record.moves) == g.plies


def test_records_from_workers_replay_too(tmp_path, europe):
    report = simulate(europe, SEATS, 6, 2, workers=2, records_dir=tmp_path)
    assert len(list(tmp_path.glob("game-*.json"))) == 6
    for g in report.games:
        record = GameRecord.load(tmp_path / f"game-{g.index:04d}.json")
        assert replay(europe, record).result().winners == g.winners


def test_the_report_carries_intervals_distributions_and_reasons(local_reports):
    report = local_reports["trails"]
    n = len(report.games)
    for s, stats in enumerate(report.seat_stats):
        wins = sum(1 for g in report.games if s in g.winners)
        assert stats.wins == wins and stats.win_rate == wins / n
        assert stats.win_interval == wilson(wins, n)
        assert stats.score.count == n
        assert sum(c for _, c in stats.score.counts) == n
    plies = [g.plies for g in report.games]
    assert report.plies.minimum == min(plies) and report.plies.maximum == max(plies)
    assert dict(report.plies.counts) == {p: plies.count(p) for p in set(plies)}
    assert report.mean_plies == sum(plies) / n
    lo, hi = report.plies.interval
    assert lo < report.plies.mean < hi
    assert sum(report.reasons.values()) == n


class _WithoutSimulationHooks:
    """A game seen without ``first_player`` and ``heat``: what an engine that gives neither
    looks like to the simulator (every shipped engine gives both)."""

    _HIDDEN = frozenset({"first_player", "heat", "heat_elements", "heat_name"})

    def __init__(self, game) -> None:
        self._game = game

    def __getattr__(self, name: str):
        if name in self._HIDDEN:
            raise AttributeError(name)
        return getattr(self._game, name)


def test_first_player_is_the_games_own(europe, trails):
    """Journey: the seat drawn to begin; Trails: the first auction's winner; Expedition:
    seat 0; a game that does not say: the seat of the first decision."""
    from core.api import play_game
    from core.sim.simulate import play_one

    expedition = default_pack("expedition")
    for pack, first_of in ((europe, lambda s: s.first), (trails, lambda s: s.order[0]),
                           (expedition, lambda s: 0)):
        game = game_for(pack)
        summary = play_one(game, SEATS, 0, 99)
        _, state = play_game(game, 2, SEATS, 99)
        assert summary.first == first_of(state) == game.first_player(state)
    report = simulate(expedition, SEATS, 4, 1)
    assert [g.first for g in report.games] == [0, 0, 0, 0]
    fp = report.first_player
    assert fp.games == 4 and fp.by_seat == (4, 0)
    assert fp.wins == sum(1 for g in report.games if 0 in g.winners)
    assert fp.advantage == fp.rate - fp.fair
    bare = _WithoutSimulationHooks(game_for(europe))
    summary = play_one(bare, SEATS, 0, 99)
    _, state = play_game(game_for(europe), 2, SEATS, 99)
    assert summary.first == state.first  # Journey's first decision is the drawn seat's


def test_a_game_without_heat_simulates_with_an_empty_heat(europe):
    from core.sim.result import Aggregator
    from core.sim.simulate import play_one

    bare = _WithoutSimulationHooks(game_for(europe))
    assert not hasattr(bare, "heat")
    run = Aggregator(SEATS, range(3))
    for index in range(3):
        summary = play_one(bare, SEATS, index, 40 + index)
        assert summary.heat is None
        run.add(summary)
    data = run.result(game=bare, seed=40).to_json()
    assert data["heat_available"] is False
    assert data["heat"] == {} and data["never_used"] == [] and data["heat_totals"] == {}
    assert data["games"] == 3


def test_rotated_seats_turn_by_one_place_a_game(tmp_path, europe):
    report = simulate(europe, SEATS, 4, 6, rotate=True, records_dir=tmp_path)
    assert [g.rotation for g in report.games] == [0, 1, 0, 1]
    for g in report.games:
        record = GameRecord.load(tmp_path / f"game-{g.index:04d}.json")
        assert list(record.seats) == [SEATS[(s + g.rotation) % 2] for s in range(2)]
    greedy = report.bots[0]
    assert greedy.name == "greedy"
    assert greedy.wins == sum(1 for g in report.games if (0 - g.rotation) % 2 in g.winners)
    assert [s.name for s in report.seat_stats] == ["seat 1", "seat 2"]


def test_bad_runs_are_refused_before_any_game(europe):
    with pytest.raises(ValueError, match="plays 2 to 4 players, not 5"):
        simulate(europe, ["greedy"] * 5, 2, 1)
    with pytest.raises(ValueError, match="no bot 'wizard'"):
        simulate(europe, ["greedy", "wizard"], 2, 1, workers=2)
    with pytest.raises(ValueError):
        simulate(europe, SEATS, -1, 1)


def test_batches_are_sized_for_the_workers():
    assert batch_size_for(10_000, 2) == 16
    assert batch_size_for(6, 2) == 1
    assert batch_size_for(100, 1) == 13
    assert batch_size_for(0, 4) == 1
