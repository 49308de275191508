"""Trails greedy-bot report: mean score, game length and how games end, per player count.

Plays ``--games`` seeded games (seeds 0..N-1) with a greedy bot in every seat for each player
count on the default pack, on one core, and prints a table; ``--record`` adds a dated section
to ``benchmarks/RESULTS.md``. As a baseline in the same run it also plays ``--baseline``
games with random bots in every seat (the ratio column compares the greedy mean score with
the random one).

    nice -n 10 python benchmarks/report_trails.py --games 1000 --record
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from content import default_pack  # noqa: E402
from core.api import game_for  # noqa: E402
from core.sim.runner import play_game  # noqa: E402

REASONS = ("routes", "supply", "round_limit")


def run(game, players: int, games: int, bot: str) -> dict:
    """Play ``games`` games and collect the figures of one table row."""
    scores, winner_scores, plies, rounds = [], [], [], []
    reasons: Counter[str] = Counter()
    seat_wins: Counter[int] = Counter()
    t0 = time.perf_counter()
    for seed in range(games):
        record, state = play_game(game, players, [bot] * players, seed)
        result = state.result()
        scores.extend(result.scores)
        winner_scores.append(result.scores[result.winners[0]])
        plies.append(len(record.moves))
        rounds.append(result.rounds)
        reasons[result.reason] += 1
        # Seat in turn order (0 = first player after the auctions) of the winner.
        seat_wins[state.order.index(result.winners[0])] += 1
    seconds = time.perf_counter() - t0
    return {
        "players": players, "games": games, "bot": bot, "seconds": seconds,
        "mean_score": statistics.fmean(scores), "max_score": max(scores),
        "mean_winner": statistics.fmean(winner_scores),
        "mean_plies": statistics.fmean(plies), "mean_rounds": statistics.fmean(rounds),
        "reasons": {r: reasons.get(r, 0) for r in REASONS},
        "first_wins": seat_wins.get(0, 0) / games,
    }


def table(rows: list[dict], baseline: dict[int, dict]) -> str:
    lines = [
        "| players | games | mean score | winner's mean | max | greedy/random score | "
        "mean rounds | mean plies | routes | supply | round_limit | 1st player wins | s |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        base = baseline.get(r["players"])
        ratio = (f"{r['mean_score'] / base['mean_score']:.2f}"
                 if base and base["mean_score"] else "n/a")
        g = r["games"]
        rs = r["reasons"]
        lines.append(
            f"| {r['players']} | {g} | {r['mean_score']:.2f} | {r['mean_winner']:.2f} | "
            f"{r['max_score']:.0f} | {ratio} | {r['mean_rounds']:.2f} | {r['mean_plies']:.1f} | "
            f"{rs['routes'] / g:.1%} | {rs['supply'] / g:.1%} | {rs['round_limit'] / g:.1%} | "
            f"{r['first_wins']:.1%} | {r['seconds']:.1f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--baseline", type=int, default=100, help="random-bot games per count")
    ap.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5])
    ap.add_argument("--record", action="store_true", help="also append a dated section to benchmarks/RESULTS.md")
    args = ap.parse_args(argv)
    game = game_for(default_pack("trails"))
    baseline = {p: run(game, p, args.baseline, "random") for p in args.players}
    rows = [run(game, p, args.games, "greedy") for p in args.players]
    text = table(rows, baseline)
    base_text = table(list(baseline.values()), {})
    print("greedy bots in every seat\n" + text)
    print("\nbaseline: random bots in every seat\n" + base_text)
    if args.record:
        stamp = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
        machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
        section = (
            f"\n## Trails greedy report ({stamp})\n\n"
            f"Machine: {platform.platform()}; {machine}. One core, `nice -n 10`, shared with "
            f"other jobs. Default pack `trails`, seeds 0..{args.games - 1}.\n"
            f"Command: `python benchmarks/report_trails.py --games {args.games} "
            f"--baseline {args.baseline} --record`.\n\n"
            f"Greedy bots in every seat ('greedy/random score' = mean score over the "
            f"random-bot baseline of the same run):\n\n{text}\n\n"
            f"Baseline, random bots in every seat ({args.baseline} games each):\n\n"
            f"{base_text}\n"
        )
        results = ROOT / "benchmarks" / "RESULTS.md"
        with results.open("a", encoding="utf-8") as f:
            f.write(section)
        print(f"appended to {results}")


if __name__ == "__main__":
    main()
