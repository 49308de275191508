"""Board image export against Tiled's ``tmxrasterizer`` (issue 14 §4), each a whole process.

Usage::

    nice -n 10 python -m benchmarks.bench_render [--size 100] [--runs 5] [--record]

The same 100 x 100 map of pointy-top hexes, 56 x 64 px per hex, five terrains in the same
pattern, is rendered to PNG by both:

- Tiled: ``../shared/bench/tiled_hexmap.py N`` writes ``mapN.tmj`` and its tile set, and
  ``tmxrasterizer mapN.tmj out.png`` draws it (Debian package ``tiled``);
- Boardcraft: a Trails pack with one board of the same hexes (axial ``q = x - y // 2``, odd
  rows shifted right as Tiled's ``staggerindex: odd``) in the same colours, and
  ``python -m app render pack.json -o out.png --dpi 76.8``: the studio's own command, whose
  scene draws a hex 80 scene units tall, so 76.8 dpi (0.8 pixels a unit) makes it 64 px tall
  and 55.4 px wide (Tiled's tile is 56 wide for a side of 32).

Runs alternate between the two. For each process the wall time and its peak resident memory
(``os.wait4``'s ``ru_maxrss``) are measured; the table gives the medians and the largest peak,
and the ratios to Tiled's in the same run; the CPU time (user + system, median) is shown
beside, steadier than the wall time on a shared machine. Goal: both ratios at most 1.0. The exit status is 0
whether or not the goal is met (a benchmark reports); ``--record`` appends a dated section to
``benchmarks/RESULTS.md`` (nothing is written without it).

Without Tiled's side (no ``tmxrasterizer``, or no ``../shared`` beside the checkout) the
studio's renderers are measured alone, the line before the table naming what is missing:
the figures, no ratios and no goal.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = Path(__file__).parent / "RESULTS.md"
#: Where the shared script that writes Tiled's map lives (a copy of shared/ beside the repo).
TILED_MAP_SCRIPT = ROOT.parent / "shared" / "bench" / "tiled_hexmap.py"
#: Tiled's five tile colours, in tile-id order (1..5), as tiled_hexmap.py draws them.
COLOURS = ["#2e7d32", "#fdd835", "#c62828", "#1565c0", "#424242"]
#: Our hex is 80 scene units tall; Tiled's tile 64 px: 0.8 px a unit is 76.8 dpi.
DPI = 76.8
GOAL = 1.0


def tiled_terrain(x: int, y: int) -> int:
    """The tile id (1..5) tiled_hexmap.py gives cell (x, y)."""
    return 1 + ((x * 7 + y * 13) % 5)


def matching_pack(n: int) -> dict:
    """A Trails pack whose one board is Tiled's n x n map, cell for cell and colour for colour."""
    names = ["green", "yellow", "red", "blue", "black"]
    terrains = [{"id": f"t{i + 1}", "name": f"Terrain {i + 1}", "colour": names[i],
                 "display": COLOURS[i]} for i in range(5)]
    hexes = [{"q": x - y // 2, "r": y, "terrain": f"t{tiled_terrain(x, y)}"}
             for y in range(n) for x in range(n)]
    return {
        "game": "trails", "schema_version": 1, "id": f"tiled-{n}", "name": f"Tiled map {n}x{n}",
        "rules": {"min_players": 6, "max_players": 6},
        "terrains": terrains,
        "card_colours": [{"id": c, "name": c.title(), "count": 12} for c in [*names, "multi"]],
        "tiles": [{"terrain": t["id"], "count": 6} for t in terrains],
        "boards": [{"players": 6, "girls": 9, "hexes": hexes}],
    }


def measure(cmd: list[str], cwd: Path, env: dict) -> tuple[float, float, float]:
    """Run ``cmd`` as a whole process: (wall seconds, peak resident MiB, CPU seconds)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    proc.stderr.close()
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({proc.returncode}): {err[-500:]}")
    return elapsed, usage.ru_maxrss / 1024.0, usage.ru_utime + usage.ru_stime  # KiB on Linux


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def run(size: int, runs: int, work: Path, script: Path | None) -> dict:
    """Measure the renderers ``runs`` times each, alternating; returns the figures.

    ``script``: Tiled's map writer, or None to measure the studio's renderers alone."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    commands = {}
    if script is not None:
        subprocess.run([sys.executable, str(script), str(size)], cwd=work, env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        commands["tiled"] = ["tmxrasterizer", f"map{size}.tmj", "tiled.png"]
    (work / "pack.json").write_text(json.dumps(matching_pack(size)), encoding="utf-8")
    commands.update({
        # The studio's command, as a user runs it (Typer parses its options).
        "ours": [sys.executable, "-m", "app", "render", "pack.json", "-o", "ours.png",
                 "--dpi", str(DPI)],
        # The same drawing without the CLI's Typer layer: the renderer the export runs.
        "child": [sys.executable, "-m", "app.render", "png", "pack.json", "-o", "child.png",
                  "--dpi", str(DPI)],
    })
    figures: dict[str, list[tuple[float, float, float]]] = {name: [] for name in commands}
    for cmd in commands.values():  # warm the file cache for each, unmeasured
        measure(cmd, work, env)
    for _ in range(runs):
        for name, cmd in commands.items():
            figures[name].append(measure(cmd, work, env))
    out = {}
    for name, rows in figures.items():
        times, peaks = [t for t, _, _ in rows], [m for _, m, _ in rows]
        out[name] = {"time": statistics.median(times), "time_min": min(times),
                     "time_max": max(times), "peak": max(peaks),
                     "peak_median": statistics.median(peaks),
                     "cpu": statistics.median(c for _, _, c in rows)}
    for name in commands:
        file = f"{name}.png"
        out[name]["png"] = png_size(work / file)
        out[name]["bytes"] = (work / file).stat().st_size
    return out


def table(result: dict, size: int, runs: int) -> str:
    if "tiled" not in result:
        return table_alone(result)
    t = result["tiled"]
    rows = [
        "| renderer | image px | PNG KB | time median s (min–max) | CPU s | peak MiB (max) | x Tiled time | x Tiled peak | goal <= 1.0 met |",
        "|---|---|---|---|---|---|---|---|---|",
        f"| `tmxrasterizer` | {t['png'][0]} x {t['png'][1]} | {t['bytes'] / 1024:,.0f} | "
        f"{t['time']:.2f} ({t['time_min']:.2f}–{t['time_max']:.2f}) | {t['cpu']:.2f} | "
        f"{t['peak']:.0f} | 1.00 | 1.00 | |",
    ]
    for name, label in (("ours", "`boardcraft render`"), ("child", "`python -m app.render png`")):
        o = result[name]
        rt, rm = o["time"] / t["time"], o["peak"] / t["peak"]
        met = "yes" if rt <= GOAL and rm <= GOAL else "NO"
        rows.append(
            f"| {label} | {o['png'][0]} x {o['png'][1]} | {o['bytes'] / 1024:,.0f} | "
            f"{o['time']:.2f} ({o['time_min']:.2f}–{o['time_max']:.2f}) | {o['cpu']:.2f} | "
            f"{o['peak']:.0f} | "
            f"{rt:.2f} | {rm:.2f} | {met} (time {'yes' if rt <= GOAL else 'NO'}, memory "
            f"{'yes' if rm <= GOAL else 'NO'}) |")
    return "\n".join(rows)


def table_alone(result: dict) -> str:
    """The studio's renderers without Tiled's: their figures, no ratios."""
    rows = ["| renderer | image px | PNG KB | time median s (min–max) | CPU s | peak MiB (max) |",
            "|---|---|---|---|---|---|"]
    for name, label in (("ours", "`boardcraft render`"), ("child", "`python -m app.render png`")):
        o = result[name]
        rows.append(f"| {label} | {o['png'][0]} x {o['png'][1]} | {o['bytes'] / 1024:,.0f} | "
                    f"{o['time']:.2f} ({o['time_min']:.2f}–{o['time_max']:.2f}) | "
                    f"{o['cpu']:.2f} | {o['peak']:.0f} |")
    return "\n".join(rows)


def tiled_missing(script: Path) -> list[str]:
    """What of Tiled's side is not on this machine (empty: both renderers can be measured)."""
    missing = []
    if shutil.which("tmxrasterizer") is None:
        missing.append("tmxrasterizer (apt-get install tiled)")
    if not script.is_file():
        missing.append(f"{script} (the shared script writing Tiled's map)")
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100, help="hexes a side (default 100)")
    parser.add_argument("--runs", type=int, default=5, help="measured runs of each (default 5)")
    parser.add_argument("--tiled-map-script", type=Path, default=TILED_MAP_SCRIPT,
                        help="the shared script writing Tiled's map")
    parser.add_argument("--keep", type=Path, default=None,
                        help="keep the map, the pack and both PNGs in this folder")
    parser.add_argument("--record", action="store_true",
                        help="also append a dated section to benchmarks/RESULTS.md")
    args = parser.parse_args(argv)
    if args.size < 1 or args.runs < 1:
        parser.error("--size and --runs must be at least 1")
    missing = tiled_missing(args.tiled_map_script)
    script = None if missing else args.tiled_map_script
    if missing:
        print(f"Tiled's side not measured: {' and '.join(missing)} not found; the studio's "
              "renderers alone (no ratios, no goal):")
    if args.keep is not None:
        args.keep.mkdir(parents=True, exist_ok=True)
        result = run(args.size, args.runs, args.keep, script)
    else:
        with tempfile.TemporaryDirectory(prefix="bench-render-") as tmp:
            result = run(args.size, args.runs, Path(tmp), script)
    text = table(result, args.size, args.runs)
    print(text)
    if args.record:
        machine = f"{platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}"
        when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
        section = (
            f"\n## Board image export{' (without Tiled)' if missing else ' vs tmxrasterizer'}"
            f" — {when}\n\n"
            f"`python -m benchmarks.bench_render --size {args.size} --runs {args.runs} --record` "
            f"on {machine}. The same {args.size} x {args.size} hex map (56 x 64 px a hex), each "
            "renderer a whole process, in alternation; medians of the wall time, the largest "
            "peak resident memory (`ru_maxrss`).\n\n" + text + "\n"
        )
        with open(RESULTS, "a", encoding="utf-8") as f:  # append only: others append too
            f.write(section)
        print(f"appended to {RESULTS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
