"""Simulation speed and memory: greedy games per default pack, workers, the CLI, records, Dask.

Figures (issue 13 §5), each against its target; a missed target is reported ("NO"), never a
failure (exit status 0):

- throughput: 10,000 greedy games (two greedy seats) per default pack with 2 workers,
  ``core.api.simulate(..., workers=2)`` (pool start-up included), target <= 60 s each; with
  ``--games N`` fewer games are played and the time is extrapolated to 10,000 (said so in
  the notes); the notes add the CPU time a game takes in process, which the machine's load
  moves far less than the wall time, and what it makes for 10,000 games on 2 idle cores;
- speed-up: 2,000 games with 1 worker (in process) and on a warm pool of 2, target
  >= 1.8x; then ``simulate(workers=2)`` alone, the pool made for the run (its start
  included, workers started from a thread and warmed on the pack while the parent builds
  its Game), target >= 1.8x, and the pool's start itself (``Timing.start_seconds``). On a
  shared machine the kernel shares the CPU between sessions (autogroup), not processes, so
  two workers get no more CPU than one process while others are busy: a second row gives
  the speed-up 2 idle cores would give, from the CPU time a game takes in process and in
  the pool's workers (Linux);
- the CLI: ``boardcraft simulate --workers 1`` against a script calling
  ``core.api.simulate`` in one process, both started as fresh interpreters on the same
  games, target <= 1.1x;
- memory: the RSS growth of the ``boardcraft simulate --workers 2 --records DIR`` process
  (the parent, sampled from /proc every 0.2 s) over 10,000 games, from its first record on
  disk to its peak, target <= 50 MiB;
- Dask: 2,000 games on a warm ``distributed.LocalCluster`` of 2 worker processes against a
  warm process pool of 2, alternating rounds, target <= 1.1x, in wall time and in CPU time
  (the workers' and this process's, where Dask's scheduler runs); skipped when dask is not
  installed; the cluster's start-up apart.

Rounds of the speed-up and CLI figures alternate (1, 2, 1, 2 ...) and the best time of each
side is kept, so load changes on a shared machine move both sides alike.

    nice -n 10 python benchmarks/bench_sim.py [--games 10000] [--quick] [--only NAME,...]
                                              [--record]
"""

from __future__ import annotations

import argparse
import datetime as _dt
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from content import default_pack, default_pack_path  # noqa: E402
from core.api import WorkerPool, simulate  # noqa: E402

RESULTS = Path(__file__).with_name("RESULTS.md")
PACKS = ("europe", "trails", "expedition")
SEATS = ["greedy", "greedy"]
FULL = 10_000
FIGURES = ("throughput", "speedup", "cli", "memory", "dask")


class Row:
    """One figure: its value, unit, target (and which way it must go), notes."""

    def __init__(self, figure: str, value: float, unit: str, target: float | None = None,
                 at_most: bool = True, notes: str = "") -> None:
        self.figure, self.value, self.unit = figure, value, unit
        self.target, self.at_most, self.notes = target, at_most, notes

    @property
    def met(self) -> str:
        if self.target is None:
            return ""
        ok = self.value <= self.target if self.at_most else self.value >= self.target
        return "yes" if ok else "NO"

    def line(self) -> str:
        target = "" if self.target is None else f"{'≤' if self.at_most else '≥'} {self.target:g}"
        value = f"{self.value:.2f}" if self.value < 100 else f"{self.value:.0f}"
        return f"| {self.figure} | {value} | {self.unit} | {target} | {self.met} | {self.notes} |"


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def throughput(games: int) -> list[Row]:
    rows = []
    for name in PACKS:
        pack = default_pack(name)
        seconds = _timed(lambda pack=pack: simulate(pack, SEATS, games, 1, workers=2))
        per_full = seconds * FULL / games
        sample = min(games, 300)
        cpu = time.process_time()
        simulate(pack, SEATS, sample, 1)
        cpu_per_game = (time.process_time() - cpu) / sample
        note = (f"{games:,} games in {seconds:.1f} s ({games / seconds:.0f} games/s)"
                + ("" if games == FULL else f", extrapolated to {FULL:,}")
                + f"; CPU time {1000 * cpu_per_game:.1f} ms a game in process (first "
                  f"{sample} games), so {cpu_per_game * FULL / 2:.0f} s for {FULL:,} on 2 "
                  f"idle cores")
        rows.append(Row(f"{name}: {FULL:,} greedy games, 2 workers", per_full, "s", 60,
                        notes=note))
    return rows


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` so far (from /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def speedup(games: int, rounds: int) -> list[Row]:
    rows = []
    for name in PACKS:
        pack = default_pack(name)
        one, warm, cold, starts, cpu_one, cpu_two = [], [], [], [], [], []
        with WorkerPool(2) as pool:
            simulate(pack, SEATS, 16, 0, executor=pool)  # workers up, the pack's game built
            for _ in range(rounds):
                cpu = time.process_time()
                one.append(_timed(lambda pack=pack: simulate(pack, SEATS, games, 2)))
                cpu_one.append(time.process_time() - cpu)
                before = sum(_cpu_seconds(p) for p in pool.pids())
                warm.append(_timed(lambda pack=pack, pool=pool:
                                   simulate(pack, SEATS, games, 2, executor=pool)))
                cpu_two.append(sum(_cpu_seconds(p) for p in pool.pids()) - before)
                start = time.perf_counter()
                result = simulate(pack, SEATS, games, 2, workers=2)
                cold.append(time.perf_counter() - start)
                starts.append(result.timing.start_seconds or 0.0)
        start = statistics.median(starts)
        rows.append(Row(f"{name}: 1 → 2 workers, warm pool", min(one) / min(warm), "x", 1.8,
                        at_most=False,
                        notes=f"{games:,} games: best {min(one):.2f} s on 1 (in process), "
                              f"{min(warm):.2f} s on a warm pool of 2; {rounds} rounds"))
        rows.append(Row(f"{name}: 1 → 2 workers, `simulate(workers=2)` with the pool's start",
                        min(one) / min(cold), "x", 1.8, at_most=False,
                        notes=f"{games:,} games: best {min(cold):.2f} s, the pool made for "
                              f"the run (workers started from a thread and warmed on the "
                              f"pack while the parent builds its Game)"))
        rows.append(Row(f"{name}: the pool's start (Timing.start_seconds)", start, "s",
                        notes=f"median of {rounds}: from the pool's creation to its last "
                              f"worker ready (forkserver imports, Game built, one warm-up "
                              f"game); the parent goes on meanwhile"))
        if min(cpu_two) > 0:
            rows.append(Row(f"{name}: 1 → 2 workers, from CPU time", 2 * min(cpu_one)
                            / min(cpu_two), "x", 1.8, at_most=False,
                            notes=f"what 2 idle cores give: {1000 * min(cpu_one) / games:.1f} "
                                  f"ms CPU a game in process, {1000 * min(cpu_two) / games:.1f}"
                                  f" ms in the pool's workers (their CPU time, from /proc)"))
        for row in rows[-4:]:
            print(row.line(), file=sys.stderr, flush=True)
    return rows


_API_SCRIPT = """
import sys
from content import load_pack
from core.api import simulate
simulate(load_pack(sys.argv[1]), ["greedy", "greedy"], int(sys.argv[2]), 0, workers=1)
"""


def cli(games: int, rounds: int) -> list[Row]:
    rows = []
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for name in PACKS:
        path = str(default_pack_path(name))
        command = [sys.executable, "-m", "app", "simulate", path, "--games", str(games),
                   "--seats", "greedy,greedy", "--workers", "1"]
        api = [sys.executable, "-c", _API_SCRIPT, path, str(games)]
        t_cli, t_api = [], []
        def run(argv: list[str]) -> float:
            return _timed(lambda: subprocess.run(argv, check=True, env=env, cwd=ROOT,
                                                 stdout=subprocess.DEVNULL,
                                                 stderr=subprocess.DEVNULL))

        for _ in range(rounds):
            t_api.append(run(api))
            t_cli.append(run(command))
        rows.append(Row(f"{name}: `boardcraft simulate --workers 1` / core.api.simulate",
                        min(t_cli) / min(t_api), "x", 1.1,
                        notes=f"{games:,} games, fresh interpreters: best {min(t_cli):.2f} s "
                              f"against {min(t_api):.2f} s, {rounds} rounds"))
    return rows


def _rss_mib(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def memory(games: int, name: str) -> list[Row]:
    if not Path("/proc/self/status").exists():
        return [Row("memory with --records", 0, "MiB", notes="skipped: needs /proc (Linux)")]
    folder = Path(tempfile.mkdtemp(prefix="bench-sim-records-"))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "app", "simulate", str(default_pack_path(name)),
               "--games", str(games), "--seats", "greedy,greedy", "--workers", "2",
               "--records", str(folder)]
    try:
        start = time.perf_counter()
        proc = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        base = peak = None
        while proc.poll() is None:
            rss = _rss_mib(proc.pid)
            if rss is not None:
                if base is None and any(folder.glob("game-*.json")):
                    base = rss
                peak = rss if peak is None else max(peak, rss)
            time.sleep(0.2)
        seconds = time.perf_counter() - start
        written = len(list(folder.glob("game-*.json")))
        size = sum(p.stat().st_size for p in folder.glob("game-*.json")) / 2**20
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    growth = (peak - base) if base is not None and peak is not None else float("nan")
    return [Row(f"{name}: parent RSS growth with --records, {games:,} games", growth, "MiB",
                50, notes=f"from {base or 0:.0f} MiB at the first record to a peak of "
                          f"{peak or 0:.0f} MiB; {written:,} records ({size:.0f} MiB on "
                          f"disk) in {seconds:.0f} s, exit {proc.returncode}")]


def _dask_cpu(client) -> float:
    """CPU seconds so far of the Dask workers' processes (from /proc)."""
    return sum(_cpu_seconds(pid) for pid in client.run(os.getpid).values())


def dask(games: int, name: str, rounds: int = 2) -> list[Row]:
    try:
        import logging

        from distributed import Client, LocalCluster
    except ImportError:
        return [Row("Dask LocalCluster / process pool", 0, "x",
                    notes="skipped: dask is not installed (the 'cluster' extra)")]
    pack = default_pack(name)
    start = time.perf_counter()
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None, silence_logs=logging.ERROR) as cluster, \
            Client(cluster) as client, WorkerPool(2) as pool:
        t_start = time.perf_counter() - start
        simulate(pack, SEATS, 16, 0, executor=client)  # warm: workers up, pack cached
        simulate(pack, SEATS, 16, 0, executor=pool)
        t_pool, t_dask, c_pool, c_dask = [], [], [], []
        for _ in range(rounds):  # alternating, so load changes move both sides alike
            cpu, before = time.process_time(), sum(_cpu_seconds(p) for p in pool.pids())
            t_pool.append(_timed(lambda: simulate(pack, SEATS, games, 3, executor=pool)))
            c_pool.append(sum(_cpu_seconds(p) for p in pool.pids()) - before
                          + time.process_time() - cpu)
            cpu, before = time.process_time(), _dask_cpu(client)
            t_dask.append(_timed(lambda: simulate(pack, SEATS, games, 3, executor=client)))
            c_dask.append(_dask_cpu(client) - before + time.process_time() - cpu)
    rows = [Row(f"{name}: Dask LocalCluster (2 workers) / process pool (2), warm", min(t_dask)
                / min(t_pool), "x", 1.1,
                notes=f"{games:,} games, best of {rounds} alternating rounds: {min(t_dask):.2f} "
                      f"s on Dask, {min(t_pool):.2f} s on the pool; the cluster starts in "
                      f"{t_start:.1f} s"),
            Row(f"{name}: Dask / process pool, CPU time", min(c_dask) / min(c_pool), "x", 1.1,
                notes=f"workers' CPU (from /proc) and this process's (the scheduler and the "
                      f"client run here): {1000 * min(c_dask) / games:.2f} ms a game on Dask, "
                      f"{1000 * min(c_pool) / games:.2f} ms on the pool")]
    for row in rows:
        print(row.line(), file=sys.stderr, flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=FULL,
                        help="greedy games per pack for the throughput figure (extrapolated "
                             "to 10,000)")
    parser.add_argument("--speedup-games", type=int, default=2000)
    parser.add_argument("--cli-games", type=int, default=500)
    parser.add_argument("--memory-games", type=int, default=FULL)
    parser.add_argument("--memory-pack", default="trails", choices=PACKS)
    parser.add_argument("--dask-games", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=2, help="rounds of alternation")
    parser.add_argument("--quick", action="store_true",
                        help="a tenth of every size (a quick look; throughput extrapolated)")
    parser.add_argument("--only", default=",".join(FIGURES),
                        help=f"comma-separated figures: {', '.join(FIGURES)}")
    parser.add_argument("--record", action="store_true",
                        help="also append a dated section to benchmarks/RESULTS.md")
    args = parser.parse_args(argv)
    scale = 10 if args.quick else 1
    only = {f.strip() for f in args.only.split(",") if f.strip()}
    load_before = os.getloadavg()
    rows: list[Row] = []
    steps = {
        "throughput": lambda: throughput(max(1, args.games // scale)),
        "speedup": lambda: speedup(max(1, args.speedup_games // scale), args.rounds),
        "cli": lambda: cli(max(1, args.cli_games // scale), args.rounds),
        "memory": lambda: memory(max(1, args.memory_games // scale), args.memory_pack),
        "dask": lambda: dask(max(1, args.dask_games // scale), args.memory_pack, args.rounds),
    }
    for figure in FIGURES:
        if figure in only:
            print(f"running {figure} ...", file=sys.stderr, flush=True)
            rows += steps[figure]()
    load_after = os.getloadavg()
    lines = ["| figure | value | unit | target | met | notes |", "|---|---:|---|---|---|---|"]
    lines += [r.line() for r in rows]
    table = "\n".join(lines)
    note = (f"Load average (1 min) before/after: {load_before[0]:.2f} / {load_after[0]:.2f} on "
            f"{os.cpu_count()} cores (shared): absolute times move with the load.")
    print(table)
    print(note)
    if args.record:
        now = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
        command = " ".join(["benchmarks/bench_sim.py", *(argv if argv is not None
                                                           else sys.argv[1:])])
        header = (f"\n## Simulation — {now}\n\n`{command}`, nice 10; machine: "
                  f"{platform.machine()}, {os.cpu_count()} cores (shared), Python "
                  f"{platform.python_version()}, {platform.platform()}.\n\n")
        with RESULTS.open("a", encoding="utf-8") as f:  # append only: others append too
            f.write(header + table + "\n\n" + note + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
