"""Benchmark: the Trails hex editor and the Expedition network editor on large packs.

Run from the repository root (headless)::

    QT_QPA_PLATFORM=offscreen nice -n 10 python -m benchmarks.bench_editors [--record]

Figures (issue 7 targets):

- opening a generated 100 x 100 Trails board (10,000 hexes) in the hex editor: <= 1 s;
- a brush stroke across it: <= 16 ms per hex painted (each hex is one mouse-move event that
  pushes a merging PaintHexesCommand and repaints the one hex item, events processed);
- opening a generated 5,000-point Expedition network: <= 1 s;
- dragging one of its points: <= 16 ms per mouse-move event (events processed).

Baselines in the same run: adding as many plain ``QGraphicsRectItem`` to a scene (the floor
of any item-per-element view), and one ``Document.replace`` with an unchanged pack (the floor
of any undoable edit). Each figure also states its ratio to the baseline. Opening includes
the first full render of the view (``viewport().grab()``). Results are printed (a missed target
reads "OVER TARGET"; the exit status is 0 all the same) and, with ``--record``, appended to
``benchmarks/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene  # noqa: E402

from app.boards.expedition_items import to_scene  # noqa: E402
from app.boards.trails_items import hex_centre  # noqa: E402
from app.documents import Document  # noqa: E402
from app.editors.expedition_editor import ExpeditionEditor  # noqa: E402
from app.editors.trails_editor import TrailsEditor  # noqa: E402
from benchmarks.packgen import big_expedition, big_trails  # noqa: E402
from content.edit import trails as et  # noqa: E402

RESULTS = Path(__file__).parent / "RESULTS.md"
OPEN_TARGET_S = 1.0
EVENT_TARGET_MS = 16.0


def _send(view, kind, scene_pos: QPointF, buttons) -> None:
    local = QPointF(view.mapFromScene(scene_pos))
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    glob = QPointF(view.viewport().mapToGlobal(local.toPoint()))
    QApplication.sendEvent(
        view.viewport(),
        QMouseEvent(kind, local, glob, button, buttons, Qt.KeyboardModifier.NoModifier),
    )


def _baseline_items(n: int) -> float:
    t0 = time.perf_counter()
    scene = QGraphicsScene()
    for i in range(n):
        item = QGraphicsRectItem(0, 0, 10, 10)
        item.setPos(i % 100 * 12, i // 100 * 12)
        scene.addItem(item)
    return time.perf_counter() - t0


def _open(editor_cls, pack, app):
    t0 = time.perf_counter()
    editor = editor_cls(Document(pack))
    editor.resize(1400, 900)
    editor.show()
    app.processEvents()
    editor.fit_to_view()
    editor.canvas.viewport().grab()
    return editor, time.perf_counter() - t0


def _stroke(app, editor, row: int, full: bool) -> tuple[list[float], int]:
    """Paint along board row ``row``; per-move seconds (rendering the dirty hex, or the view)."""
    view = editor.canvas
    cells = [h for h in editor.board.hexes if h.r == row and h.terrain != "water"]
    rect = view.viewport().rect()
    cells = [h for h in cells if rect.contains(view.mapFromScene(hex_centre(h.q, h.r)))][:100]
    before = sum(h.terrain == "water" for h in editor.document.pack.boards[0].hexes)
    _send(
        view,
        QEvent.Type.MouseButtonPress,
        hex_centre(cells[0].q, cells[0].r),
        Qt.MouseButton.LeftButton,
    )
    app.processEvents()
    times = []
    for h in cells[1:]:
        pos = hex_centre(h.q, h.r)
        item = editor._items[editor.hex_at(pos)]
        dirty = view.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(-3, -3, 3, 3)
        t0 = time.perf_counter()
        _send(view, QEvent.Type.MouseMove, pos, Qt.MouseButton.LeftButton)
        app.processEvents()
        # Offscreen Qt does not paint on its own: render what the screen would repaint.
        view.viewport().grab() if full else view.viewport().grab(dirty)
        times.append(time.perf_counter() - t0)
    _send(
        view,
        QEvent.Type.MouseButtonRelease,
        hex_centre(cells[-1].q, cells[-1].r),
        Qt.MouseButton.NoButton,
    )
    after = sum(h.terrain == "water" for h in editor.document.pack.boards[0].hexes)
    return times, after - before


def bench_trails(app, runs: int) -> dict:
    """Open the 10,000-hex board and paint two strokes along rows (dirty-region / full render)."""
    pack = big_trails()
    n_hexes = len(pack.boards[0].hexes)
    opens = []
    for _ in range(runs):
        editor, s = _open(TrailsEditor, pack, app)
        opens.append(s)
        editor.close()
        editor.deleteLater()
        app.processEvents()
    editor, _ = _open(TrailsEditor, pack, app)
    hex_ms = _add_remove_hex(app, editor)
    view = editor.canvas
    view.set_zoom(0.4)
    middle = [h for h in editor.board.hexes if h.r == 50]
    view.centerOn(hex_centre(middle[len(middle) // 2].q, 50))
    app.processEvents()
    editor.set_active_tool(editor.tool_by_shortcut("B"))
    editor.set_brush_terrain("water")
    times, painted = _stroke(app, editor, 50, full=False)
    full_times, full_painted = _stroke(app, editor, 52, full=True)
    steps = editor.document.undo_stack.count()
    board = pack.boards[0]
    t0 = time.perf_counter()
    for i in range(100):
        et.paint_hexes(pack, 0, [i], "water")
    edit_ms = (time.perf_counter() - t0) / 100 * 1000
    editor.close()
    return {
        "hexes": n_hexes,
        "open_s": statistics.median(opens),
        "baseline_items_s": _baseline_items(n_hexes),
        "paint_ms": statistics.median(times) * 1000,
        "paint_max_ms": max(times) * 1000,
        "paint_full_ms": statistics.median(full_times) * 1000,
        "painted": painted + full_painted,
        "undo_steps": steps,
        "edit_ms": edit_ms,
        "board_hexes": len(board.hexes),
        "open_max_s": max(opens),
        "add_hex_ms": hex_ms["add"],
        "remove_hex_ms": hex_ms["remove"],
    }


def _add_remove_hex(app, editor, runs: int = 5) -> dict[str, float]:
    """Median ms to add a hex outside the board and to remove one in its middle (each with
    its undo), events processed and the view rendered."""
    from app.commands.add_hex import AddHexCommand
    from app.commands.remove_hex import RemoveHexCommand

    doc = editor.document
    board = doc.pack.boards[0]
    middle = board.hexes[len(board.hexes) // 2]
    far = max(h.q for h in board.hexes) + 1
    times: dict[str, list[float]] = {"add": [], "remove": []}
    for _ in range(runs):
        for name, make in (
            ("add", lambda: AddHexCommand(doc, 0, far, 0)),
            ("remove", lambda: RemoveHexCommand(doc, 0, middle.q, middle.r)),
        ):
            t0 = time.perf_counter()
            doc.push(make())
            app.processEvents()
            editor.canvas.viewport().grab()
            times[name].append(time.perf_counter() - t0)
            doc.undo_stack.undo()
            app.processEvents()
    return {k: statistics.median(v) * 1000 for k, v in times.items()}


def _drag(app, editor, point, full: bool) -> list[float]:
    view = editor.canvas
    start = to_scene(point.x, point.y)
    _send(view, QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    times = []
    item = editor._point_items[point.id]
    lines = [editor._path_items[k] for k in editor._incident[point.id]]

    def dirty():
        r = item.sceneBoundingRect()
        for line in lines:
            r = r.united(line.sceneBoundingRect())
        # point markers ignore the view's scale: pad by their size in pixels
        return view.mapFromScene(r).boundingRect().adjusted(-20, -20, 60, 20)

    for k in range(1, 101):
        before = dirty()
        t0 = time.perf_counter()
        _send(
            view,
            QEvent.Type.MouseMove,
            start + QPointF(k * 0.5, k * 0.3),
            Qt.MouseButton.LeftButton,
        )
        app.processEvents()
        view.viewport().grab() if full else view.viewport().grab(before.united(dirty()))
        times.append(time.perf_counter() - t0)
    _send(view, QEvent.Type.MouseButtonRelease, start + QPointF(50, 30), Qt.MouseButton.NoButton)
    return times


def bench_expedition(app, runs: int) -> dict:
    """Open the 5,000-point network and drag two points over 100 move events each."""
    pack = big_expedition()
    opens = []
    for _ in range(runs):
        editor, s = _open(ExpeditionEditor, pack, app)
        opens.append(s)
        editor.close()
        editor.deleteLater()
        app.processEvents()
    editor, _ = _open(ExpeditionEditor, pack, app)
    view = editor.canvas
    p = pack.points[len(pack.points) // 2 + 7]
    q = pack.points[len(pack.points) // 2 + 9]
    view.set_zoom(1.0)
    view.centerOn(to_scene(p.x, p.y))
    app.processEvents()
    editor.set_active_tool(editor.tool_by_shortcut("V"))
    times = _drag(app, editor, p, full=False)
    full_times = _drag(app, editor, q, full=True)
    steps = editor.document.undo_stack.count()
    editor.close()
    return {
        "points": len(pack.points),
        "paths": len(pack.paths),
        "open_s": statistics.median(opens),
        "open_max_s": max(opens),
        "baseline_items_s": _baseline_items(len(pack.points) + len(pack.paths)),
        "drag_ms": statistics.median(times) * 1000,
        "drag_max_ms": max(times) * 1000,
        "drag_full_ms": statistics.median(full_times) * 1000,
        "undo_steps": steps,
    }


def _verdict(value: float, target: float) -> str:
    return "ok" if value <= target else "OVER TARGET"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="opening runs (median)")
    parser.add_argument("--record", action="store_true", help="also append a dated section to benchmarks/RESULTS.md")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    t = bench_trails(app, args.runs)
    e = bench_expedition(app, args.runs)
    lines = [
        f"- Trails, {t['hexes']:,} hexes: open {t['open_s'] * 1000:.0f} ms "
        f"(target <= {OPEN_TARGET_S * 1000:.0f} ms, {_verdict(t['open_s'], OPEN_TARGET_S)}; "
        f"baseline {t['hexes']:,} plain rect items {t['baseline_items_s'] * 1000:.0f} ms, "
        f"ratio {t['open_s'] / t['baseline_items_s']:.1f}x; slowest of {args.runs} runs "
        f"{t['open_max_s'] * 1000:.0f} ms)",
        f"- Trails add a hex / remove a hex on the 10,000-hex board: {t['add_hex_ms']:.0f} / "
        f"{t['remove_hex_ms']:.0f} ms (median of 5; command, one item added or removed, path "
        f"ring recomputed, view rendered)",
        f"- Trails brush stroke: {t['paint_ms']:.2f} ms per hex painted (median; max "
        f"{t['paint_max_ms']:.1f} ms; target <= {EVENT_TARGET_MS:.0f} ms, "
        f"{_verdict(t['paint_ms'], EVENT_TARGET_MS)}; rendering the painted hex); "
        f"{t['paint_full_ms']:.2f} ms when the whole 1400x900 view is re-rendered per event; "
        f"{t['painted']} hexes painted in {t['undo_steps']} undo step(s) (2 strokes); baseline: "
        f"the pure edit content.edit.trails.paint_hexes {t['edit_ms']:.3f} ms "
        f"(ratio {t['paint_ms'] / t['edit_ms']:.0f}x)",
        f"- Expedition, {e['points']:,} points / {e['paths']:,} paths: open "
        f"{e['open_s'] * 1000:.0f} ms (target <= {OPEN_TARGET_S * 1000:.0f} ms, "
        f"{_verdict(e['open_s'], OPEN_TARGET_S)}; baseline plain rect items "
        f"{e['baseline_items_s'] * 1000:.0f} ms, ratio {e['open_s'] / e['baseline_items_s']:.1f}x; "
        f"slowest of {args.runs} runs {e['open_max_s'] * 1000:.0f} ms; names placed included)",
        f"- Expedition point drag: {e['drag_ms']:.2f} ms per move event (median; max "
        f"{e['drag_max_ms']:.1f} ms; target <= {EVENT_TARGET_MS:.0f} ms, "
        f"{_verdict(e['drag_ms'], EVENT_TARGET_MS)}; rendering the moved point and its paths); "
        f"{e['drag_full_ms']:.2f} ms when the whole view (zoom 100 %) is re-rendered per event; "
        f"2 drags of 100 moves in {e['undo_steps']} undo step(s)",
    ]
    print("\n".join(lines))
    if args.record:
        head = (
            f"\n## Editors (hex terrain, arrow network) — "
            f"{dt.datetime.now(dt.UTC).strftime('%Y-%m-%d %H:%M UTC')}\n"
            f"Machine: {os.cpu_count()} cores, {platform.platform()}, Python "
            f"{platform.python_version()}, offscreen Qt; `python -m benchmarks.bench_editors`; "
            "times include processing the events and rendering the view (grab).\n"
        )
        with RESULTS.open("a", encoding="utf-8") as f:
            f.write(head + "\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
