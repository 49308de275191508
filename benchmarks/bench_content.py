"""Benchmark: load + lint time of the default packs and of large generated packs.

Run from the repository root::

    nice -n 10 python -m benchmarks.bench_content [--runs 7] [--record]

For each pack it writes the JSON file to a temporary folder, then times ``load_pack`` and
``lint`` separately (median of ``--runs`` runs) and, as a baseline in the same run, plain
``json.loads`` of the same bytes. Targets (issue 2): each default pack loads and lints in
<= 20 ms, each large pack in <= 300 ms.

A second table plays each pack: the time to start a game on it (the engine, the first state and
a greedy bot in every seat: what a playtest or a simulation waits for before its first move)
and one whole greedy game, beside the default pack of the same game. Results are printed (a missed target reads "NO"; the
exit status is 0 all the same: a benchmark reports, it does not fail) and, with ``--record``,
appended to ``benchmarks/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.packgen import big_expedition, big_journey, big_trails
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


def play_rows(runs: int) -> list[dict]:
    """Start a game (median of ``runs``) and play one greedy game, on each large pack and on the
    default pack of its game."""
    from core.api import game_for, play_game

    rows = []
    for label, default, make in (
        ("trails 10,000 hexes", "trails", lambda: big_trails(10_000)),
        ("journey 1,000 countries", "europe", lambda: big_journey(1_000)),
        ("expedition 5,000 points", "expedition", lambda: big_expedition(5_000)),
    ):
        for name, pack in ((f"default {default}", default_pack(default)), (label, make())):
            starts = []
            for _ in range(runs):  # each on a fresh copy: nothing cached from the run before
                fresh = pack.model_copy(deep=True)
                t0 = time.perf_counter()
                _start(fresh)
                starts.append((time.perf_counter() - t0) * 1000)
            start = statistics.median(starts)
            game = game_for(pack)
            players = _players(pack)
            t0 = time.perf_counter()
            record, _ = play_game(game, players, ["greedy"] * players, seed=1)
            rows.append({"pack": name, "players": players, "start_ms": start,
                         "game_s": time.perf_counter() - t0, "plies": len(record.moves)})
    return rows


def play_table(rows: list[dict]) -> str:
    head = ("| pack | players | start a game (engine, first state, greedy bots) ms | "
            "one greedy game s | plies |\n|---|---:|---:|---:|---:|\n")
    return head + "".join(f"| {r['pack']} | {r['players']} | {r['start_ms']:.1f} | "
                          f"{r['game_s']:.2f} | {r['plies']} |\n" for r in rows)


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
    parser.add_argument("--record", action="store_true", help="also append a dated section to benchmarks/RESULTS.md")
    args = parser.parse_args(argv)
    rows = run(args.runs)
    text = table(rows) + "\n" + play_table(play_rows(min(args.runs, 3)))
    print(text)
    if args.record:
        now = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
        load_avg = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        machine = (
            f"{platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
            f"load average {load_avg} (the machine is shared with other jobs)"
        )
        section = (
            f"\n## Content load + lint — {now}\n\n"
            f"`python -m benchmarks.bench_content --runs {args.runs} --record` on {machine}. "
            "Median (and best) of the runs; on a busy machine the ratio to `json.loads` of the "
            "same bytes in the same run is the steadier figure.\n\n" + text
        )
        with open(RESULTS, "a", encoding="utf-8") as f:  # append only: others append too
            f.write(section)
        print(f"appended to {RESULTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
