"""Engine speed: random-playout plies/s and greedy games/s for every registered game.

Every game with an engine (``core.registry.game_ids()``) and a default pack is measured on one
core, next to a tic-tac-toe reference measured in the same run:

- OpenSpiel's pure-Python ``python_tic_tac_toe`` when ``open_spiel`` is importable, both with
  ``apply_action`` (in place) and ``child`` (copy then apply: our protocol's "apply returns a
  new state");
- always, a minimal pure-Python tic-tac-toe written here to our protocol (frozen state and
  moves, ``legal_moves``, ``apply`` that validates and returns a new state).

For Journey it also measures ``check_journey`` on complete journeys, on holders from greedy
games and on random holders. Figures are printed and, with ``--record``, appended to
``benchmarks/RESULTS.md``.

    nice -n 10 python benchmarks/bench_engines.py [--seconds 2] [--cpu] [--record] [--game ID]

With ``--cpu`` the random playouts (each engine's and the reference's) are timed by the
process's CPU time rather than the wall clock: on a loaded machine the ratios then hardly move
with the share of the core the process gets.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import importlib
import os
import platform
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from content import PackError, content_games, default_pack  # noqa: E402
from core.api import (  # noqa: E402
    bot_names,
    game_for,
    game_ids,
    play_game,
)
from core.sim.speed import (  # noqa: E402
    TicTacToeState,
    greedy_games_per_second,
    paired_rate,
    plies_per_second,
    warm_up,
)

DEFAULT_PACKS = {gid: game.default_packs[0].key for gid, game in content_games().items()
                 if game.default_packs}
RESULTS = Path(__file__).with_name("RESULTS.md")
#: Untimed random playouts before each player count is measured (seconds of the clock used).
WARM_UP_SECONDS = 1.0
#: Rounds of (reference, engine, reference) per measurement, its time shared among them. On
#: this shared machine the CPU time a playout takes moves by up to 15 % from one half-second
#: to the next: Expedition's 2-player ratio over 4 s read 4.27, 4.73 and 4.35 in three runs
#: with 6 rounds, 4.43, 4.45 and 4.45 with 12 (the same sitting, load about 1).
ROUNDS = 12


# The tic-tac-toe reference and the measures are core.sim.speed's (boardcraft bench uses them).


def openspiel_plies_per_second(seconds: float, copy_each_ply: bool,
                               seed: int = 1, clock=time.perf_counter) -> float | None:
    """OpenSpiel ``python_tic_tac_toe`` random playouts for about ``seconds`` of ``clock``
    (plies per second of it); None if open_spiel is not importable."""
    try:
        import pyspiel
        from open_spiel.python.games import tic_tac_toe  # noqa: F401  (registers the game)
    except ImportError:
        return None
    game = pyspiel.load_game("python_tic_tac_toe")
    rng = random.Random(seed)
    plies = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            actions = state.legal_actions()
            action = actions[rng.randrange(len(actions))]
            if copy_each_ply:
                state = state.child(action)
            else:
                state.apply_action(action)
            plies += 1
    return plies / (clock() - start)


# -- the registered games -------------------------------------------------------------------


def load_game(game_id: str):
    """(pack, game) or a reason it cannot be measured yet."""
    try:
        module = importlib.import_module(f"core.{game_id}")
    except ImportError as e:
        return None, f"no engine yet ({e})"
    if not hasattr(module, "make_game"):
        return None, "engine has no make_game yet"
    try:
        pack = default_pack(DEFAULT_PACKS.get(game_id, game_id))
    except PackError as e:
        return None, f"no default pack ({e})"
    return (pack, game_for(pack)), ""


def check_journey_rates(pack, repeats: int = 200) -> dict[str, float]:
    """check_journey calls per second on three kinds of holders (best of ``repeats`` passes)."""
    from core.journey import check_journey

    game = game_for(pack)
    t = game.tables
    complete, midgame = [], []
    seed = 0
    while len(complete) < 40 and seed < 400:
        record, final = play_game(game, 2, ["greedy", "greedy"], seed=seed)
        seed += 1
        for seat in range(2):
            holder = [t.card_ids[c] for c in final.holders[seat]]
            (complete if final.winner == seat else midgame).append(holder)
    rng = random.Random(7)
    random_holders = [rng.sample(t.card_ids, t.holder_size) for _ in range(200)]
    out = {}
    for name, holders in (("complete journeys", complete), ("losers' holders at game end",
                                                            midgame),
                          ("random holders", random_holders)):
        for explained in (False, True):
            # best of several short repeats: the steadiest figure on a shared machine
            best = 0.0
            for _ in range(repeats):
                start = time.perf_counter()
                if explained:  # read every break and its message too
                    for h in holders:
                        for b in check_journey(pack, h).breaks:
                            b.message  # noqa: B018
                else:
                    for h in holders:
                        check_journey(pack, h).ok  # noqa: B018
                best = max(best, len(holders) / (time.perf_counter() - start))
            label = f"{name}, {'verdict and every break read' if explained else 'verdict'}"
            out[label] = best
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=4.0,
                        help="time per measurement (longer: steadier ratios under load)")
    parser.add_argument("--record", action="store_true", help="also append a dated section to benchmarks/RESULTS.md")
    parser.add_argument("--game", action="append", default=None,
                        help="measure only this game (repeatable; default: every game)")
    parser.add_argument("--cpu", action="store_true",
                        help="time the random playouts (engines and reference) by this process's "
                             "CPU time instead of the wall clock: steadier on a loaded machine")
    args = parser.parse_args(argv)
    sec = args.seconds
    clock = time.process_time if args.cpu else time.perf_counter

    lines: list[str] = []

    def say(text: str = "") -> None:
        print(text, flush=True)
        lines.append(text)

    load_before = os.getloadavg()
    ref_py, _ = plies_per_second(TicTacToeState, sec, clock=clock)
    os_inplace = openspiel_plies_per_second(sec, copy_each_ply=False, clock=clock)
    os_child = openspiel_plies_per_second(sec, copy_each_ply=True, clock=clock)
    reference = os_inplace if os_inplace is not None else ref_py
    ref_name = ("OpenSpiel python_tic_tac_toe, apply_action" if os_inplace is not None
                else "pure-Python tic-tac-toe (our protocol)")

    def measure_reference(seconds: float) -> float:
        if os_inplace is not None:
            return openspiel_plies_per_second(seconds, copy_each_ply=False, clock=clock)
        return plies_per_second(TicTacToeState, seconds, clock=clock)[0]

    say("| engine | measure | figure | ratio to reference |")
    say("|---|---|---|---|")
    if os_inplace is not None:
        say(f"| OpenSpiel python_tic_tac_toe (apply_action, in place) | random plies/s | "
            f"{os_inplace:,.0f} | {os_inplace / reference:.2f} |")
        say(f"| OpenSpiel python_tic_tac_toe (child: copy + apply) | random plies/s | "
            f"{os_child:,.0f} | {os_child / reference:.2f} |")
    say(f"| pure-Python tic-tac-toe, our protocol | random plies/s | {ref_py:,.0f} | "
        f"{ref_py / reference:.2f} |")
    skipped = []
    extra = []
    for game_id in game_ids():
        if args.game and game_id not in args.game:
            continue
        loaded, why = load_game(game_id)
        if loaded is None:
            skipped.append(f"{game_id}: {why}")
            continue
        pack, game = loaded
        for players in range(game.spec.min_players, game.spec.max_players + 1):
            # The first games' one-time set-up is no part of plies/s: a greedy game, then
            # random playouts for a second (the tables an engine makes on first use, such as
            # Expedition's arrows per set of used paths and its swaps: half a second of 2-player
            # playouts made 6,500 of them, the next 15 seconds 3,800 more).
            warm_up(game, players)
            plies_per_second(lambda g=game, n=players: g.new_game(n), WARM_UP_SECONDS,
                             seed=-players, clock=clock)
            rate, ratio = paired_rate(
                lambda s, seed, g=game, n=players: plies_per_second(
                    lambda: g.new_game(n), s, seed=seed, clock=clock)[0],
                measure_reference, sec, rounds=ROUNDS)
            say(f"| {game_id} ({pack.id}, {players} players) | random plies/s | {rate:,.0f} | "
                f"{ratio:.2f} |")
        if "greedy" in bot_names(game_id):
            players = game.spec.min_players
            try:
                gps, n, mean_plies = greedy_games_per_second(game, players, sec)
            except ImportError as e:
                skipped.append(f"{game_id} greedy: {e}")
            else:
                say(f"| {game_id} ({pack.id}, {players} greedy) | greedy games/s | {gps:,.1f} "
                    f"({n} games, {mean_plies:.0f} plies each) | — |")
        if game_id == "journey":
            for name, rate in check_journey_rates(pack).items():
                extra.append(f"- check_journey on {name}: {rate:,.0f} checks/s (best of 200 passes)")
    say()
    say(f"Reference for the ratios: {ref_name}; plies per second of "
        f"{'process CPU time' if args.cpu else 'wall clock'}. Each game's ratio is the median of {ROUNDS} rounds "
        "measured in alternation with the reference (reference, engine, reference), so load "
        "changes during the run cancel out; an untimed game is played first at each player "
        "count (core.sim.speed.warm_up), then random playouts for "
        f"{WARM_UP_SECONDS:g} s. Targets (issue 26, by CPU time): random plies/s "
        ">= 6x (Journey), >= 4x (Expedition), >= 2.5x (Trails) at every player count; "
        "check_journey >= 200,000 checks/s.")
    for e in extra:
        say(e)
    for s in skipped:
        say(f"- not measured: {s}")
    load_after = os.getloadavg()
    say(f"- load average (1 min) before/after: {load_before[0]:.2f} / {load_after[0]:.2f} on "
        f"{os.cpu_count()} cores: absolute figures move with the load, ratios less so.")

    if args.record:
        stamp = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
        machine = (f"{platform.machine()}, {os.cpu_count()} cores (shared), "
                   f"Python {platform.python_version()}, {platform.platform()}")
        section = [f"\n## Engines — {stamp}", "", f"`benchmarks/bench_engines.py --seconds {sec}`,"
                   f" one core, nice 10; machine: {machine}.", ""] + lines + [""]
        with RESULTS.open("a", encoding="utf-8") as f:  # append only; others append too
            f.write("\n".join(section))
        print(f"appended to {RESULTS}")


if __name__ == "__main__":
    main()
