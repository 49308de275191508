"""Benchmark: load + lint time of the default packs and of large generated packs.

Run from the repository root::

    nice -n 10 python -m benchmarks.bench_content [--runs 7] [--play-runs 3] [--record]
        [--game ID] [--scale 1.0]

For each pack it writes the JSON file to a temporary folder, then times ``load_pack`` and
``lint`` separately (median of ``--runs`` runs) and, as a baseline in the same run, plain
``json.loads`` of the same bytes. Targets (issue 2): each default pack loads and lints in
<= 20 ms, each large pack in <= 300 ms.

A second table measures how the work grows with the map (issue 26 §2): for each game, packs
generated at three sizes (``SIZES``, each 3x the one before; ``benchmarks/packgen.py``), and at
each size

- load + lint of the pack file (median of ``--runs``, each a fresh load);
- starting a game: the engine, the first state and a greedy bot in every seat, what a playtest
  or a simulation worker waits for before its first move (median of ``--runs``, each on a
  fresh copy of the pack, so nothing cached from the run before is reused);
- one whole greedy game, seed 1, from the engine's building to the last move (median of
  ``--play-runs``, each on a fresh copy of the pack);

each by wall clock and by process CPU time (the steadier figure on a shared machine). Every
measure, as the reference ``json.loads``, takes the three sizes in turn within each run, so
that a change of the machine's load touches every size alike: measured one size after the
other, a busy spell during the largest size's runs alone read as growth (the start's exponent
moved between 1.0 and 1.22 from run to run), and a greedy game timed once took whatever the
machine did meanwhile. Then the growth exponent of each measure: the least-squares slope of
log(time) against log(size) over the three sizes; 1 is linear, 2 quadratic. Target: <= 1.1 by
CPU time. A greedy game's number of plies depends on the map (shown beside it). ``--game`` keeps one game, ``--scale`` multiplies
the sizes (for a quick look).

Results are printed (a missed target reads "NO"; the exit status is 0 all the same: a benchmark
reports, it does not fail) and, with ``--record``, appended to ``benchmarks/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import json
import math
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.packgen import GENERATORS, big_expedition, big_journey, big_trails
from content import default_pack, lint, load_pack, save_pack

RESULTS = Path(__file__).parent / "RESULTS.md"
DEFAULT_TARGET_MS = 20.0
LARGE_TARGET_MS = 300.0


def _times_ms(fn, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000.0)
    return times


def _median_ms(fn, runs: int) -> float:
    return statistics.median(_times_ms(fn, runs))


def measure(label: str, path: Path, target_ms: float, runs: int) -> dict:
    """Time json.loads, load_pack and lint of the pack file at ``path``."""
    raw = path.read_bytes()
    pack = load_pack(path)
    lint(pack)  # warm-up: first-use imports (networkx) are not part of the figure
    json_ms = _median_ms(lambda: json.loads(raw), runs)
    load = _times_ms(lambda: load_pack(path), runs)
    lints = _times_ms(lambda: lint(pack), runs)
    load_ms, lint_ms = statistics.median(load), statistics.median(lints)
    total = load_ms + lint_ms
    return {
        "pack": label,
        "kb": len(raw) / 1024,
        "json_ms": json_ms,
        "load_ms": load_ms,
        "lint_ms": lint_ms,
        "total_ms": total,
        "best_ms": min(load) + min(lints),
        "ratio": total / json_ms if json_ms else float("nan"),
        "target_ms": target_ms,
        "ok": total <= target_ms,
        "problems": len(lint(pack)),
    }


def run(runs: int) -> list[dict]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name in ("europe", "trails", "expedition"):
            path = folder / f"{name}.json"
            save_pack(default_pack(name), path)
            rows.append(measure(f"default {name}", path, DEFAULT_TARGET_MS, runs))
        for label, make in (
            ("trails 10,000 hexes", lambda: big_trails(10_000)),
            ("journey 1,000 countries", lambda: big_journey(1_000)),
            ("expedition 5,000 points", lambda: big_expedition(5_000)),
        ):
            path = folder / "big.json"
            save_pack(make(), path)
            rows.append(measure(label, path, LARGE_TARGET_MS, runs))
    return rows


def _start(pack) -> None:
    """Start a game on ``pack``: its engine, its first state, a greedy bot in every seat."""
    import random

    from core.api import game_for, make_bot

    game = game_for(pack)
    players = _players(pack)
    game.new_game(players)
    for seat in range(players):
        make_bot("greedy", game, seat, random.Random(seat))


def _players(pack) -> int:
    """The fewest players the pack has a board for (Trails boards are per player count)."""
    boards = getattr(pack, "boards", None)
    return min(b.players for b in boards) if boards else pack.rules.min_players


def _size(pack) -> int:
    """The size a generated pack was made at: its hexes, countries or points."""
    if pack.game == "trails":
        return sum(len(b.hexes) for b in pack.boards)
    return len(pack.countries) if pack.game == "journey" else len(pack.points)


def _clock(fn, *args) -> tuple[float, float]:
    """``(wall s, process CPU s)`` of one call of ``fn(*args)``, after a full garbage
    collection (the garbage of what ran before is not collected inside the figure; what the
    call itself makes is)."""
    gc.collect()
    w0, c0 = time.perf_counter(), time.process_time()
    fn(*args)
    return time.perf_counter() - w0, time.process_time() - c0


def _interleaved_clock(calls, runs: int, prepare=None) -> list[tuple[float, float]]:
    """Median wall and median CPU seconds of each of ``calls``, called in turn ``runs`` times
    (all of them once, then all again...): a change in the machine's load during the
    measurement touches every call alike, instead of the sizes measured while it lasted.
    With ``prepare`` (one per call), call ``i`` is ``calls[i](prepare[i]())``, ``prepare[i]``
    called outside the clock."""
    times: list[list[tuple[float, float]]] = [[] for _ in calls]
    for _ in range(runs):
        for i, (mine, fn) in enumerate(zip(times, calls, strict=True)):
            mine.append(_clock(fn, prepare[i]()) if prepare else _clock(fn))
    return [(statistics.median(t[0] for t in mine), statistics.median(t[1] for t in mine))
            for mine in times]


def slope(sizes, times) -> float:
    """The growth exponent: the least-squares slope of log(time) against log(size)."""
    xs, ys = [math.log(s) for s in sizes], [math.log(max(t, 1e-9)) for t in times]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den


# Three sizes per game, each 3x the one before, chosen so that the whole benchmark runs in a
# few minutes on 2 cores (the largest Trails greedy game is the longest figure).
SIZES = {
    "trails": (1_000, 3_000, 9_000),
    "journey": (1_000, 3_000, 9_000),
    "expedition": (1_000, 3_000, 9_000),
}
GROWTH_TARGET = 1.1
#: Whole greedy games per size (median): the largest Trails game takes ~10 s.
PLAY_RUNS = 3
MEASURES = ("load_lint", "start", "play")
MEASURE_NAMES = {"start": "start a game (engine, first state, greedy bots)",
                 "load_lint": "load + lint", "play": "one greedy game",
                 "json": "reference: json.loads of the same file"}


def growth_rows(runs: int, games=None, scale: float = 1.0,
                play_runs: int = PLAY_RUNS) -> list[dict]:
    """For each game at each of its three sizes: load + lint and game start (median of
    ``runs``, each on a fresh pack) and one whole greedy game (seed 1; median of
    ``play_runs``), wall and CPU time; the three sizes in turn within each run."""
    from core.api import game_for, play_game

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for gid in games or SIZES:
            sizes = [max(10, round(n * scale)) for n in SIZES[gid]]
            paths = [Path(tmp) / f"{gid}-{n}.json" for n in sizes]
            for n, path in zip(sizes, paths, strict=True):
                save_pack(GENERATORS[gid](n), path)
                lint(load_pack(path))  # warm-up: first-use imports and caches are not in the figure
            # The reference and load + lint: the three sizes in turn within each run.
            raws = [path.read_bytes() for path in paths]
            references = _interleaved_clock(
                [lambda raw=raw: json.loads(raw) for raw in raws], runs)
            del raws
            loads_lints = _interleaved_clock(
                [lambda path=path: lint(load_pack(path)) for path in paths], runs)
            packs = [GENERATORS[gid](n) for n in sizes]
            for pack in packs:
                _start(pack.model_copy(deep=True))  # warm-up
            # each start and each game on a fresh copy: nothing cached is reused
            copies = [lambda copy=pack.model_copy: copy(deep=True) for pack in packs]
            starts = _interleaved_clock([_start] * len(packs), runs, copies)
            plies: list[list[int]] = [[] for _ in packs]

            def one_game(played: list[int]):
                def whole_game(fresh) -> None:
                    players = _players(fresh)
                    record, _ = play_game(game_for(fresh), players, ["greedy"] * players, seed=1)
                    played.append(len(record.moves))
                return whole_game

            plays = _interleaved_clock([one_game(p) for p in plies], play_runs, copies)
            for pack, reference, load_lint, start, play, played in zip(
                    packs, references, loads_lints, starts, plays, plies, strict=True):
                assert len(set(played)) == 1, "a seeded game is the same game every run"
                rows.append({"game": gid, "size": _size(pack), "players": _players(pack),
                             "plies": played[0], "json": reference, "start": start,
                             "load_lint": load_lint, "play": play})
    return rows


def exponents(rows: list[dict]) -> dict[str, dict[str, tuple[float, float]]]:
    """Per game and measure, the growth exponent of ``(wall, CPU)`` time."""
    out: dict[str, dict[str, tuple[float, float]]] = {}
    for gid in dict.fromkeys(r["game"] for r in rows):
        mine = [r for r in rows if r["game"] == gid]
        sizes = [r["size"] for r in mine]
        out[gid] = {m: (slope(sizes, [r[m][0] for r in mine]),
                        slope(sizes, [r[m][1] for r in mine])) for m in ("json", *MEASURES)}
    return out


def growth_table(rows: list[dict]) -> str:
    """The times at each size, then the fitted exponents (CPU time decides "met"), with the
    exponent of ``json.loads`` of the same files beside them: linear C code, it shows what
    the machine's caches alone add at these sizes."""
    head = ("| game | size | players | plies | json.loads ms (CPU) | load + lint ms (CPU) | "
            "start a game ms (CPU) | one greedy game s (CPU) |\n"
            "|---|---:|---:|---:|---:|---:|---:|---:|\n")
    body = "".join(
        f"| {r['game']} | {r['size']:,} | {r['players']} | {r['plies']} | "
        f"{r['json'][0] * 1000:.1f} ({r['json'][1] * 1000:.1f}) | "
        f"{r['load_lint'][0] * 1000:.1f} ({r['load_lint'][1] * 1000:.1f}) | "
        f"{r['start'][0] * 1000:.1f} ({r['start'][1] * 1000:.1f}) | "
        f"{r['play'][0]:.2f} ({r['play'][1]:.2f}) |\n" for r in rows)
    fits = ("\n| game | measure | growth exponent, wall | growth exponent, CPU | "
            "target | met (CPU) |\n|---|---|---:|---:|---:|---|\n")
    for gid, per in exponents(rows).items():
        for m in MEASURES:
            wall, cpu = per[m]
            fits += (f"| {gid} | {MEASURE_NAMES[m]} | {wall:.2f} | {cpu:.2f} | "
                     f"<= {GROWTH_TARGET} | {'yes' if cpu <= GROWTH_TARGET else 'NO'} |\n")
        wall, cpu = per["json"]
        fits += f"| {gid} | {MEASURE_NAMES['json']} | {wall:.2f} | {cpu:.2f} | | |\n"
    return head + body + fits


def table(rows: list[dict]) -> str:
    head = (
        "| pack | size KB | json.loads ms | load_pack ms | lint ms | load+lint ms | "
        "best load+lint ms | x json.loads | target ms | met (median) | lint problems |\n"
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|\n"
    )
    body = "".join(
        f"| {r['pack']} | {r['kb']:.0f} | {r['json_ms']:.2f} | {r['load_ms']:.2f} | "
        f"{r['lint_ms']:.2f} | {r['total_ms']:.2f} | {r['best_ms']:.2f} | {r['ratio']:.1f} | "
        f"{r['target_ms']:.0f} | "
        f"{'yes' if r['ok'] else 'NO'} | {r['problems']} |\n"
        for r in rows
    )
    return head + body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs per figure (median)")
    parser.add_argument("--play-runs", type=int, default=PLAY_RUNS,
                        help=f"whole greedy games per size (median; default {PLAY_RUNS})")
    parser.add_argument("--record", action="store_true", help="also append a dated section to benchmarks/RESULTS.md")
    parser.add_argument("--game", action="append", choices=sorted(SIZES),
                        help="measure the growth of this game only (may be repeated)")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="multiply the growth table's sizes by this (default 1)")
    args = parser.parse_args(argv)
    rows = run(args.runs)
    print(table(rows), flush=True)
    grown = growth_table(growth_rows(args.runs, args.game, args.scale, args.play_runs))
    print(grown)
    text = table(rows) + "\n" + grown
    if args.record:
        now = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
        load_avg = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        machine = (
            f"{platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
            f"load average {load_avg} (the machine is shared with other jobs)"
        )
        section = (
            f"\n## Content load + lint — {now}\n\n"
            f"`python -m benchmarks.bench_content {' '.join(argv if argv is not None else sys.argv[1:])}` "
            f"on {machine}. "
            "Median (and best) of the runs; on a busy machine the ratio to `json.loads` of the "
            "same bytes in the same run is the steadier figure. Below it, the growth with the "
            "map: times at three generated sizes (wall, CPU in brackets) and the fitted "
            "exponents (log-log slope; 1 is linear).\n\n" + text
        )
        with open(RESULTS, "a", encoding="utf-8") as f:  # append only: others append too
            f.write(section)
        print(f"appended to {RESULTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
