"""MCTS against the greedy bot, 2 players, seats alternated: win rate with its 95 % (Wilson)
interval, seconds per MCTS decision, and a table of strength against iterations.

    nice -n 10 python benchmarks/report_mcts.py --game journey --games 200 --budget 300 \\
        --workers 2 [--iterations 100 300 1000] [--seed 2026] [--options c=1.0] [--record]

For each budget, half the games seat ``["mcts:B", "greedy"]`` and half ``["greedy",
"mcts:B"]``, on the same per-game seeds (``core.sim.simulate.game_seeds``), so each deal is
played once from each side. Every game is ``core.sim.runner.play_game`` with the MCTS bot
built exactly as a named ``"mcts:B"`` seat would be (the same seat seed), wrapped in a timer;
a decision with a single legal move is not searched and not timed. A stalemate counts as a
game the MCTS bot did not win. ``--budget`` is the headline figure; ``--iterations`` the
strength table (skip it with ``--iterations``). Default prints only; ``--record`` appends a
dated section to ``benchmarks/RESULTS.md``. A game whose engine has no ``determinize`` yet
is named as not measured.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import math
import os
import platform
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from content import default_pack  # noqa: E402
from content.chance import seat_seeds  # noqa: E402
from core.api import game_for, mp_context, play_game  # noqa: E402
from core.bots.mcts import MCTSBot  # noqa: E402
from core.sim.simulate import game_seeds  # noqa: E402

RESULTS = Path(__file__).with_name("RESULTS.md")
PACKS = {"journey": "europe", "trails": "trails", "expedition": "expedition"}
_GAMES: dict[str, object] = {}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion (95 % for z = 1.96)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    den = 1 + z * z / n
    return (centre - half) / den, (centre + half) / den


class _Timed:
    """The MCTS bot with a stopwatch around each searched decision."""

    def __init__(self, bot: MCTSBot) -> None:
        self.bot = bot
        self.name = "mcts"
        self.seconds: list[float] = []
        self.iterations = 0

    @property
    def rng(self):
        return self.bot.rng

    def choose(self, observation, legal_moves):
        if len(legal_moves) == 1:
            return legal_moves[0]
        start = time.perf_counter()
        move = self.bot.choose(observation, legal_moves)
        self.seconds.append(time.perf_counter() - start)
        self.iterations += self.bot.iterations_done
        return move


def play_one(game_id: str, options: str, mcts_seat: int, seed: int) -> dict:
    """One 2-player game against the greedy bot; what the report needs of it."""
    game = _GAMES.get(game_id)
    if game is None:
        game = _GAMES[game_id] = game_for(default_pack(PACKS[game_id]))
    bot_seed = seat_seeds(random.Random(seed), 2)[mcts_seat]  # as a named seat gets it
    timed = _Timed(MCTSBot(game, mcts_seat, random.Random(bot_seed), options))
    seats: list = ["greedy", "greedy"]
    seats[mcts_seat] = timed
    record, final = play_game(game, 2, seats, seed)
    res = final.result() if final.is_terminal() else None
    return {
        "won": bool(res and mcts_seat in res.winners),
        "lost": bool(res and res.winners and mcts_seat not in res.winners),
        "reason": res.reason if res else "cut_off",
        "rounds": res.rounds if res else 0,
        "seconds": timed.seconds,
        "iterations": timed.iterations,
    }


def run(game_id: str, budget: str, options: str, games: int, seed: int, pool) -> dict:
    """``games`` games at ``budget`` (half with the MCTS bot in each seat)."""
    opts = budget + (f",{options}" if options else "")
    seeds = game_seeds(seed, (games + 1) // 2)
    jobs = [(game_id, opts, seat, s) for s in seeds for seat in (0, 1)][:games]
    start = time.perf_counter()
    results = (map(play_one, *zip(*jobs, strict=True)) if pool is None
               else pool.map(play_one, *zip(*jobs, strict=True)))
    out = []
    for g in results:
        out.append(g)
        if len(out) % 10 == 0:  # progress on stderr: a long run can be watched
            won = sum(x["won"] for x in out)
            print(f"  {game_id} {budget}: {won}/{len(out)} won, "
                  f"{time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    wall = time.perf_counter() - start
    n = len(out)
    wins = sum(g["won"] for g in out)
    losses = sum(g["lost"] for g in out)
    secs = [s for g in out for s in g["seconds"]]
    lo, hi = wilson(wins, n)
    by_seat = [sum(g["won"] for g, (_, _, seat, _) in zip(out, jobs, strict=True) if seat == k)
               for k in (0, 1)]
    return {
        "budget": budget, "games": n, "wins": wins, "losses": losses,
        "draws": n - wins - losses, "rate": wins / n if n else 0.0, "low": lo, "high": hi,
        "wins_by_seat": by_seat,
        "decisions": len(secs),
        "mean_s": sum(secs) / len(secs) if secs else 0.0,
        "max_s": max(secs, default=0.0),
        "iterations_per_s": (sum(g["iterations"] for g in out) / sum(secs)) if secs else 0.0,
        "mean_rounds": sum(g["rounds"] for g in out) / n if n else 0.0,
        "wall_s": wall,
    }


HEADER = ("| game | budget | games | MCTS wins / losses / draws | win rate | 95 % interval "
          "(Wilson) | wins as seat 1 / seat 2 | s per searched decision (mean / max) | "
          "iterations/s | mean rounds | wall s per game | above 50 % |")
RULE = "|---|---|---:|---|---:|---|---|---|---:|---:|---:|---|"


def row(game_id: str, r: dict) -> str:
    half = r["games"] // 2
    return (f"| {game_id} | {r['budget']} | {r['games']} | {r['wins']} / {r['losses']} / "
            f"{r['draws']} | {r['rate']:.1%} | {r['low']:.1%} – {r['high']:.1%} | "
            f"{r['wins_by_seat'][0]}/{half} / {r['wins_by_seat'][1]}/{r['games'] - half} | "
            f"{r['mean_s']:.3f} / {r['max_s']:.2f} | {r['iterations_per_s']:.0f} | "
            f"{r['mean_rounds']:.1f} | {r['wall_s'] / max(r['games'], 1):.1f} | "
            f"{'yes' if r['low'] > 0.5 else 'no'} |")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="MCTS vs greedy, 2 players, seats alternated")
    parser.add_argument("--game", choices=[*PACKS, "all"], default="all")
    parser.add_argument("--games", type=int, default=200, help="games per budget (even)")
    parser.add_argument("--budget", default="300",
                        help="the headline budget: iterations ('300') or time ('500ms')")
    parser.add_argument("--iterations", type=int, nargs="*", default=[100, 300, 1000],
                        help="iteration budgets of the strength table (none: skip it)")
    parser.add_argument("--table-games", type=int, default=None,
                        help="games per budget of the strength table (default: --games)")
    parser.add_argument("--options", default="", help="extra mcts knobs, e.g. 'c=1.2'")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--record", action="store_true",
                        help="also append a dated section to benchmarks/RESULTS.md")
    args = parser.parse_args(argv)

    game_ids = list(PACKS) if args.game == "all" else [args.game]
    skipped = [g for g in game_ids if not hasattr(game_for(default_pack(PACKS[g])), "determinize")]
    for g in skipped:  # the MCTS bot refuses a game it cannot determinize
        print(f"not measured: {g} (its game has no determinize(observation, rng) yet)",
              file=sys.stderr)
    game_ids = [g for g in game_ids if g not in skipped]
    pool = (ProcessPoolExecutor(max_workers=args.workers, mp_context=mp_context())
            if args.workers > 1 else None)
    table_games = args.table_games or args.games
    lines = [HEADER, RULE]
    strength = [HEADER, RULE]
    done: dict[tuple[str, str, int], dict] = {}  # a headline budget in the table runs once

    def result(game_id: str, budget: str, games: int) -> dict:
        key = (game_id, budget, games)
        if key not in done:
            done[key] = run(game_id, budget, args.options, games, args.seed, pool)
        return done[key]

    print("\n".join(lines), flush=True)
    try:
        for game_id in game_ids:
            lines.append(row(game_id, result(game_id, args.budget, args.games)))
            print(lines[-1], flush=True)
        if args.iterations:
            print("\nStrength against iterations:\n" + "\n".join(strength), flush=True)
        for game_id in game_ids:
            for it in args.iterations:
                strength.append(row(game_id, result(game_id, str(it), table_games)))
                print(strength[-1], flush=True)
    finally:
        if pool is not None:
            pool.shutdown()
    if args.record:
        stamp = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
        machine = (f"{platform.platform()}, {os.cpu_count()} cores (shared), "
                   f"Python {platform.python_version()}")
        command = " ".join(["python benchmarks/report_mcts.py", *(argv or sys.argv[1:])])
        section = [
            f"\n## MCTS against greedy — {stamp}", "",
            f"`{command}`, nice 10; machine: {machine}. 2 players, half the games with the "
            "MCTS bot in each seat on the same seeds; stalemates count as not won. Target "
            "(issue 13 §1): the 95 % interval above 50 % at <= 1 s per decision.", "",
            *lines, "", "Strength against iterations:", "", *strength, "",
            *(f"- not measured: {g} (no determinize yet)" for g in skipped),
        ]
        with RESULTS.open("a", encoding="utf-8") as f:  # append only; others append too
            f.write("\n".join(section))
        print(f"appended to {RESULTS}")


if __name__ == "__main__":
    main()
