"""Expedition greedy-bot report: mean score, game length, end reasons and win rate by seat.

Plays ``--games`` seeded games (runner seeds 0..N-1, ``core.sim.runner.play_game``) with a
greedy bot in every seat for each player count 2..6 on the default World pack, on one core,
and prints a table (times in CPU seconds of this process); ``--record`` adds a dated section to ``benchmarks/RESULTS.md``. As a
baseline in the same run it plays ``--baseline`` games with random bots in every seat (the
ratio column compares the greedy mean score with the random one).

    nice -n 10 python benchmarks/report_expedition.py --games 1000 --record
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

REASONS = ("hand_empty", "arrows_out", "blocked", "round_limit")
RESULTS = Path(__file__).with_name("RESULTS.md")


def run(game, players: int, games: int, bot: str) -> dict:
    """Play ``games`` games and collect the figures of one table row."""
    scores, winner_scores, plies, rounds = [], [], [], []
    reasons: Counter[str] = Counter()
    seat_wins = [0.0] * players
    t0 = time.process_time()  # CPU time of this process: one core, whatever else runs
    for seed in range(games):
        record, state = play_game(game, players, [bot] * players, seed)
        result = state.result()
        scores.extend(result.scores)
        winner_scores.append(result.scores[result.winners[0]])
        plies.append(len(record.moves))
        rounds.append(result.rounds)
        reasons[result.reason] += 1
        for w in result.winners:  # a shared win counts as a share for each winner
            seat_wins[w] += 1 / len(result.winners)
    seconds = time.process_time() - t0
    return {
        "players": players, "games": games, "bot": bot, "seconds": seconds,
        "mean_score": statistics.fmean(scores), "min_score": min(scores),
        "max_score": max(scores), "mean_winner": statistics.fmean(winner_scores),
        "mean_plies": statistics.fmean(plies), "mean_rounds": statistics.fmean(rounds),
        "reasons": {r: reasons.get(r, 0) for r in REASONS},
        "seat_wins": [w / games for w in seat_wins],
    }


def table(rows: list[dict], baseline: dict[int, dict]) -> str:
    """The report as a Markdown table."""
    lines = [
        "| players | games | mean score | winner's mean | min..max | greedy/random score | "
        "mean rounds | mean plies | hand_empty | arrows_out | blocked | round_limit | "
        "win rate by seat (0 first) | CPU s | games/CPU s |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        base = baseline.get(r["players"])
        ratio = (f"{r['mean_score'] / base['mean_score']:.2f}"
                 if base and base["mean_score"] > 0 else
                 f"{r['mean_score']:.2f} vs {base['mean_score']:.2f}" if base else "n/a")
        g = r["games"]
        rs = r["reasons"]
        seats = " / ".join(f"{w:.1%}" for w in r["seat_wins"])
        lines.append(
            f"| {r['players']} | {g} | {r['mean_score']:.2f} | {r['mean_winner']:.2f} | "
            f"{r['min_score']:.0f}..{r['max_score']:.0f} | {ratio} | {r['mean_rounds']:.2f} | "
            f"{r['mean_plies']:.1f} | {rs['hand_empty'] / g:.1%} | {rs['arrows_out'] / g:.1%} | "
            f"{rs['blocked'] / g:.1%} | {rs['round_limit'] / g:.1%} | {seats} | "
            f"{r['seconds']:.1f} | {g / r['seconds']:.1f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="greedy games per player count")
    parser.add_argument("--baseline", type=int, default=200,
                        help="random-bot games per player count (baseline)")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5, 6])
    parser.add_argument("--record", action="store_true", help="also append a dated section to benchmarks/RESULTS.md")
    args = parser.parse_args(argv)

    pack = default_pack("expedition")
    game = game_for(pack)
    baseline = {}
    for players in args.players:
        baseline[players] = run(game, players, args.baseline, "random")
        print(f"random {players}p: {baseline[players]['mean_score']:.2f} mean score, "
              f"{baseline[players]['seconds']:.1f} s", flush=True)
    rows = []
    for players in args.players:
        rows.append(run(game, players, args.games, "greedy"))
        print(f"greedy {players}p: {rows[-1]['seconds']:.1f} s", flush=True)
    text = table(rows, baseline)
    print(text)
    four = next((r for r in rows if r["players"] == 4), None)
    notes = []
    if four:
        per_1000 = four["seconds"] / four["games"] * 1000
        notes.append(f"- {four['games']} greedy 4-player games took {four['seconds']:.1f} CPU s "
                     f"on one core ({per_1000:.1f} s per 1,000; target <= 30 s).")
        if 4 in baseline:
            b = baseline[4]
            notes.append(f"- random 4-player games: {b['games'] / b['seconds']:.1f} games/s; "
                         f"greedy/random time per game: "
                         f"{(four['seconds'] / four['games']) / (b['seconds'] / b['games']):.2f}.")
    for n in notes:
        print(n)
    if args.record:
        date = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
        machine = (f"{platform.machine()}, {os.cpu_count()} cores (shared), "
                   f"Python {platform.python_version()}, {platform.platform()}")
        section = [
            f"\n## Expedition greedy report — {date}", "",
            f"`benchmarks/report_expedition.py --games {args.games} --baseline "
            f"{args.baseline}`, default World pack, one core, nice 10; machine: {machine}. "
            "Seeds 0..N-1; win rate by seat counts a shared win as a share; "
            "score = E14 points; times are CPU seconds of the process (the machine is shared).", "", text, "", *notes, "",
        ]
        with RESULTS.open("a", encoding="utf-8") as f:  # append only; others append too
            f.write("\n".join(section))
        print(f"appended to {RESULTS}")


if __name__ == "__main__":
    main()
