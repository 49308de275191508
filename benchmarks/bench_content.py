"""Benchmark: load + lint time of the default packs and of large generated packs.

Run from the repository root::

    nice -n 10 python -m benchmarks.bench_content [--runs 7] [--record]

For each pack it writes the JSON file to a temporary folder, then times ``load_pack`` and
``lint`` separately (median of ``--runs`` runs) and, as a baseline in the same run, plain
``json.loads`` of the same bytes. Targets (issue 2): each default pack loads and lints in
<= 20 ms, each large pack in <= 300 ms. Results are printed (a missed target reads "NO"; the
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
    text = table(rows)
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
