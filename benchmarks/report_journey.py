"""Greedy bots on the Europe pack: how often a game is won before ``max_rounds``, how long
games last, and the win rate by seat and by turn position (first-player advantage).

    nice -n 10 python benchmarks/report_journey.py [--games 1000] [--players 2 3 4]
        [--workers 1] [--seed 2026] [--record]

Prints a table and, with ``--record``, appends a dated section to ``benchmarks/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from content import default_pack  # noqa: E402
from core.api import simulate  # noqa: E402

RESULTS = Path(__file__).with_name("RESULTS.md")


def report(players: int, games: int, seed: int, workers: int) -> tuple[list[str], dict]:
    """Run ``games`` greedy self-play games for ``players`` seats; table rows and figures."""
    pack = default_pack("europe")
    start = time.perf_counter()
    res = simulate(pack, ["greedy"] * players, games=games, seed=seed, workers=workers)
    took = time.perf_counter() - start
    by_position = [0] * players
    for g in res.games:
        if g.winners and g.first is not None:
            by_position[(g.winners[0] - g.first) % players] += 1
    n = len(res.games)
    rounds_won = sorted(g.rounds for g in res.games if g.winners)
    median = rounds_won[len(rounds_won) // 2] if rounds_won else 0
    figures = {
        "players": players, "games": n, "won_share": res.won_share,
        "mean_rounds": res.mean_rounds, "median_rounds_won": median,
        "mean_plies": res.mean_plies, "win_rate_by_seat": res.win_rate,
        "win_rate_by_position": [w / n for w in by_position], "reasons": res.reasons,
        "seconds": took,
    }
    row = (f"| {players} | {n} | {res.won_share:.1%} | {res.mean_rounds:.1f} (median of won "
           f"{median}) | {res.mean_plies:.0f} | "
           + " / ".join(f"{w:.1%}" for w in res.win_rate) + " | "
           + " / ".join(f"{w / n:.1%}" for w in by_position) + f" | {took:.0f} s |")
    return [row], figures


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Greedy-bot report for Journey: Europe")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--record", action="store_true", help="also append a dated section to benchmarks/RESULTS.md")
    args = parser.parse_args(argv)

    lines = [
        "| players | games | won before max_rounds | mean rounds | mean plies (incl. chance) "
        "| win rate by seat | win rate by turn position (1st, 2nd, ...) | time |",
        "|---|---|---|---|---|---|---|---|",
    ]
    print("\n".join(lines), flush=True)
    for players in args.players:
        rows, figures = report(players, args.games, args.seed, args.workers)
        lines += rows
        print(rows[0], f"reasons {figures['reasons']}", flush=True)
    if args.record:
        stamp = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
        machine = (f"{platform.machine()}, {os.cpu_count()} cores (shared), "
                   f"Python {platform.python_version()}")
        section = [
            f"\n## Journey greedy bots on Europe — {stamp}", "",
            f"`benchmarks/report_journey.py --games {args.games} --seed {args.seed} "
            f"--workers {args.workers}`, nice 10; machine: {machine}. Target: >= 95% of games "
            "won before max_rounds (200). Seats are fixed; the first player is drawn by "
            "chance (J4), so first-player advantage shows in the turn-position column.", "",
        ] + lines + [""]
        with RESULTS.open("a", encoding="utf-8") as f:  # append only; others append too
            f.write("\n".join(section))
        print(f"appended to {RESULTS}")


if __name__ == "__main__":
    main()
