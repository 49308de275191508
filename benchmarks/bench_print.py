"""Print-and-play: each default pack's PDF on A4 and Letter, each a whole process (issue 23 §4).

Usage::

    nice -n 10 python -m benchmarks.bench_print [--runs 3] [--record]

For every game with a default pack (``content.content_games()``) and each paper, ``python -m app
print PACK -o out.pdf --paper P`` (the studio's own command) is run ``--runs`` times; in
alternation with it runs the baseline, a bare Qt process that starts an offscreen
``QGuiApplication`` and writes a one-page PDF with ``QPdfWriter`` (what any Qt print pays
before its first component). The table gives the medians of the wall time and the CPU time
(user + system: steadier on a shared machine), the largest peak resident memory, the pages
and the file size, the CPU time a page, and the ratio of the print's CPU time to the
baseline's in the same run. Nothing is asserted; ``--record`` appends a dated section to
``benchmarks/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.bench_render import measure  # noqa: E402
from content import content_games, default_pack, save_pack  # noqa: E402

RESULTS = Path(__file__).parent / "RESULTS.md"
PAPERS = ("a4", "letter")

#: The baseline: Qt's offscreen platform and a one-page PDF, nothing of the studio.
BASELINE = """
import sys
from PySide6.QtGui import QGuiApplication, QPageSize, QPainter, QPdfWriter
app = QGuiApplication(sys.argv)
writer = QPdfWriter(sys.argv[1])
writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
painter = QPainter(writer)
painter.drawText(100, 100, "Boardcraft baseline page")
painter.end()
"""


def pdf_pages(path: Path) -> int:
    """The page count of a PDF written by Qt (its /Type /Page objects)."""
    data = path.read_bytes()
    return data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") + data.count(b"/Type /Page/")


def run(runs: int, work: Path) -> tuple[dict, list[dict]]:
    """Measure the baseline and every (pack, paper) print ``runs`` times, alternating."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    (work / "baseline.py").write_text(BASELINE, encoding="utf-8")
    jobs = []
    for gid, game in content_games().items():
        if not game.default_packs:
            continue
        key = game.default_packs[0].key
        path = work / f"{key}.json"
        save_pack(default_pack(key), path)
        for paper in PAPERS:
            jobs.append({"game": gid, "pack": key, "paper": paper, "file": path,
                         "out": work / f"{key}-{paper}.pdf", "wall": [], "cpu": [],
                         "peak": []})
    base = {"wall": [], "cpu": [], "peak": []}
    for _ in range(runs):
        for job in jobs:
            wall, peak, cpu = measure([sys.executable, str(work / "baseline.py"),
                                       str(work / "baseline.pdf")], work, env)
            base["wall"].append(wall)
            base["cpu"].append(cpu)
            base["peak"].append(peak)
            wall, peak, cpu = measure([sys.executable, "-m", "app", "print", str(job["file"]),
                                       "-o", str(job["out"]), "--paper", job["paper"]],
                                      work, env)
            job["wall"].append(wall)
            job["cpu"].append(cpu)
            job["peak"].append(peak)
    for job in jobs:
        job["pages"] = pdf_pages(job["out"])
        job["bytes"] = job["out"].stat().st_size
    return base, jobs


def table(base: dict, jobs: list[dict]) -> str:
    b_cpu = statistics.median(base["cpu"])
    rows = ["| print | pages | PDF KB | wall median s (min–max) | CPU s | CPU ms a page | "
            "peak MiB | x baseline CPU |",
            "|---|---:|---:|---|---:|---:|---:|---:|",
            f"| baseline: Qt, a one-page PDF | 1 | — | {statistics.median(base['wall']):.2f} "
            f"({min(base['wall']):.2f}–{max(base['wall']):.2f}) | {b_cpu:.2f} | — | "
            f"{max(base['peak']):.0f} | 1.00 |"]
    for job in jobs:
        cpu = statistics.median(job["cpu"])
        rows.append(
            f"| {job['pack']} ({job['game']}), {job['paper']} | {job['pages']} | "
            f"{job['bytes'] / 1024:,.0f} | {statistics.median(job['wall']):.2f} "
            f"({min(job['wall']):.2f}–{max(job['wall']):.2f}) | {cpu:.2f} | "
            f"{1000 * cpu / max(job['pages'], 1):.0f} | {max(job['peak']):.0f} | "
            f"{cpu / b_cpu:.2f} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="measured runs of each (default 3)")
    parser.add_argument("--record", action="store_true",
                        help="also append a dated section to benchmarks/RESULTS.md")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    with tempfile.TemporaryDirectory(prefix="bench-print-") as tmp:
        base, jobs = run(args.runs, Path(tmp))
    text = table(base, jobs)
    print(text)
    if args.record:
        machine = f"{platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}"
        when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
        section = (
            f"\n## Print-and-play — {when}\n\n"
            f"`python -m benchmarks.bench_print --runs {args.runs} --record` on {machine}. Each "
            "default pack's print-and-play PDF (`python -m app print --paper …`), a whole process "
            "each, in alternation with a bare Qt process writing a one-page PDF (the baseline); "
            "medians of the wall and CPU time, the largest peak resident memory.\n\n"
            + text + "\n")
        with open(RESULTS, "a", encoding="utf-8") as f:  # append only: others append too
            f.write(section)
        print(f"appended to {RESULTS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
