"""Benchmark: the studio frame and the Journey map editor.

Run from the repository root (headless)::

    QT_QPA_PLATFORM=offscreen nice -n 10 python -m benchmarks.bench_app [NAME ...] [--record]

Each bench is an independent function registered with ``@bench`` that returns rows
``(figure, value, unit, target, baseline text)``; ``main`` runs them all (or those named),
prints a table (a missed target reads "NO"; the exit status is 0 all the same: a benchmark
reports, it does not fail) and, with ``--record``, appends a dated section to
``benchmarks/RESULTS.md``. Add a bench by writing one more decorated function.

Figures (issue 6 targets):

- cold start of the studio (``run_studio([])``: the three default packs as templates) to the
  first painted window, in a fresh interpreter, against a bare ``QMainWindow`` started the
  same way in the same run: <= 1.3x the bare window (issue 26; 1.5x before) and <= 1.0 s. The first paint shows the
  window with its menus; the docks, tool bar and status bar are built right after it (their
  paint is timed too), then the three packs open (also timed), and the same start through the
  ``boardcraft`` command;
- opening the Europe pack in the main window (load, editor, panels, first paint);
- dragging one country on a generated 1,000-country map: <= 16 ms per mouse-move event
  (each event pushes a merging MoveElementsCommand, the items follow, events processed);
  the same map with every country outlined (issue 16), and a shared outline point dragged
  with the Outline tool on it;
- typing a country's name in the Properties panel of that map: time per keystroke (each
  pushes a merging SetFieldCommand; the label, the form and the card table follow).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

RESULTS = Path(__file__).parent / "RESULTS.md"
ROOT = Path(__file__).parents[1]

#: Registered benches, in run order: name -> function returning rows.
BENCHES: dict[str, object] = {}


def bench(fn):
    """Register ``fn`` as a bench named after the function (without ``bench_``)."""
    BENCHES[fn.__name__.removeprefix("bench_")] = fn
    return fn


# --- cold start ----------------------------------------------------------------------------

# Each child prints "painted" when its main window is first painted, then leaves at once
# (os._exit), so the parent times interpreter start + imports + set-up + first paint. The
# moment is caught by a Python ``paintEvent`` override on the window (and, for the later
# figures, on the Problems dock or a document tab), never by an application-wide event filter:
# such a filter makes PySide wrap every private Qt object it sees (menu bar internals...),
# which resolves all of QtWidgets' lazily loaded classes (~100 ms) — a cost of the probe that
# the bare window, having no such objects, never pays, and that the real studio never pays.
_PAINTED = """
import os, sys
def _painted():
    sys.stdout.write("painted\\n"); sys.stdout.flush(); os._exit(0)
"""

_BARE_CHILD = _PAINTED + """
from PySide6.QtWidgets import QApplication, QMainWindow
class Window(QMainWindow):
    def paintEvent(self, event):
        _painted()
app = QApplication(sys.argv[:1])
w = Window(); w.setObjectName("main_window"); w.resize(1400, 900); w.show()
app.exec()
"""

# What the studio child waits for: its window's first paint (default), the Problems dock's
# first paint (BENCH_WAIT_FOR_FRAME=1) or a document tab painted with 3 tabs open
# (BENCH_WAIT_FOR_TABS=3).
_STUDIO_PROBE = _PAINTED + """
import app.main_window as _mw
if os.environ.get("BENCH_WAIT_FOR_FRAME") == "1":
    from PySide6.QtWidgets import QDockWidget
    _dock_paint = QDockWidget.paintEvent
    def _on_dock_paint(self, event):
        if self.objectName() == "dock_problems":
            _painted()
        _dock_paint(self, event)
    QDockWidget.paintEvent = _on_dock_paint
elif int(os.environ.get("BENCH_WAIT_FOR_TABS", "0")):
    _want = int(os.environ["BENCH_WAIT_FOR_TABS"])
    def _on_tab_paint(self, event):
        if self.window().tabs.count() >= _want:
            _painted()
    _mw.DocumentTab.paintEvent = _on_tab_paint
else:
    _mw.MainWindow.paintEvent = lambda self, event: _painted()
"""

_CLI_CHILD = _STUDIO_PROBE + """
from app.entry import main
sys.argv = ["boardcraft"]
main()
"""

_STUDIO_CHILD = _STUDIO_PROBE + """
from app.main import run_studio
run_studio([])
"""


def _time_child(code: str, env: dict) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.wait(timeout=60)
    if line.strip() != "painted":
        raise RuntimeError("the child never painted its window")
    return elapsed


@bench
def bench_cold_start(runs: int = 7):
    """Fresh interpreter to first painted window: studio vs bare QMainWindow (alternating)."""
    import compileall
    import tempfile

    # Byte-compile the project as an install does (pip compiles what it installs): with
    # PYTHONDONTWRITEBYTECODE set, as here, every start would compile the studio's sources.
    for package in ("app", "content", "core"):
        compileall.compile_dir(ROOT / package, quiet=1)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, QT_QPA_PLATFORM="offscreen")
        _time_child(_BARE_CHILD, env)  # warm the file cache for both
        _time_child(_STUDIO_CHILD, env)
        ready_env = dict(env, BENCH_WAIT_FOR_TABS="3")
        frame_env = dict(env, BENCH_WAIT_FOR_FRAME="1")
        bare, studio, frame, ready, cli = [], [], [], [], []
        for _ in range(runs):
            bare.append(_time_child(_BARE_CHILD, env))
            studio.append(_time_child(_STUDIO_CHILD, env))
            frame.append(_time_child(_STUDIO_CHILD, frame_env))
            ready.append(_time_child(_STUDIO_CHILD, ready_env))
            cli.append(_time_child(_CLI_CHILD, env))
    b, s, r = statistics.median(bare), statistics.median(studio), statistics.median(ready)
    c, f = statistics.median(cli), statistics.median(frame)
    ratios = sorted(x / y for x, y in zip(studio, bare, strict=True))
    return [
        ("cold start, bare QMainWindow (baseline)", b, "s", None, f"median of {runs}"),
        ("cold start, studio: first painted window (menus; docks follow)", s, "s", 1.0, f"median of {runs}"),
        ("cold start ratio studio / bare", s / b, "x", 1.3,
         f"same run, alternating; pair ratios {ratios[0]:.2f}-{ratios[-1]:.2f}, best-of {min(studio) / min(bare):.2f}"),
        ("cold start, studio: whole frame (docks, tool bar, status bar) painted", f, "s", None, f"{f / b:.2f}x bare"),
        ("cold start, studio: 3 default packs open and painted", r, "s", None,
         f"{r / b:.1f}x bare; packs load after the first paint"),
        ("cold start through `boardcraft` (app.cli, Typer): first painted window", c, "s", None,
         f"{c / b:.2f}x bare"),
    ]


# --- in-process benches ---------------------------------------------------------------------


def _window():
    import tempfile

    from PySide6.QtCore import QSettings

    from app.main_window import MainWindow, studio_application

    app = studio_application()
    folder = tempfile.mkdtemp()
    window = MainWindow(QSettings(f"{folder}/s.ini", QSettings.Format.IniFormat), f"{folder}/autosave")
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    return app, window


def _close(window) -> None:
    for i in reversed(range(window.tabs.count())):
        window.close_tab(i, ask=False)
    window.close()
    window.deleteLater()


@bench
def bench_open_europe(runs: int = 7):
    """Open content/packs/europe.json in the main window, up to the first full paint."""
    import content

    app, window = _window()
    path = content.default_pack_path("europe")
    times, load_times = [], []
    for _ in range(runs):
        start = time.perf_counter()
        content.load_pack(path)
        load_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        window.open_file(path)
        app.processEvents()
        window.grab()
        times.append(time.perf_counter() - start)
        window.close_tab(window.tabs.currentIndex(), ask=False)
        app.processEvents()
    _close(window)
    t, lt = statistics.median(times), statistics.median(load_times)
    return [
        ("load_pack europe.json alone (baseline)", lt * 1000, "ms", None, f"median of {runs}"),
        ("open Europe in the studio (load, editor, panels, paint)", t * 1000, "ms", None, f"{t / lt:.0f}x load_pack"),
    ]


def _big_journey(countries: int, outlines: bool = False):
    if outlines:
        from benchmarks.packgen import big_journey

        return big_journey(countries=countries, outlines=True)
    try:
        from benchmarks.packgen import big_journey
    except ImportError:  # packgen is written separately; a plain grid does the same job
        from content.models.journey import Card, Colour, Country, JourneyPack, Link

        w = max(2, round(countries**0.5))
        cs = tuple(Country(id=f"c{i}", name=f"Country {i}", colour="c", x=float(i % w), y=-float(i // w))
                   for i in range(countries))
        links = tuple(Link(a=f"c{i}", b=f"c{i + 1}") for i in range(countries - 1) if (i + 1) % w)
        cards = tuple(Card(id=f"country:c{i}", kind="country", ref=f"c{i}") for i in range(countries))
        return JourneyPack(id="big", name="Big", colours=(Colour(id="c", name="C"),), countries=cs,
                           links=links, cards=cards)
    return big_journey(countries=countries)


@bench
def bench_drag_country(countries: int = 1000, moves: int = 120):
    """Drag one country of a generated map: time per mouse-move event, events processed."""
    return _drag_country(countries, moves, outlines=False)


@bench
def bench_drag_country_outlined(countries: int = 1000, moves: int = 120):
    """The same with every country outlined (a unit square sharing its edges; issue 16),
    and then one shared outline point dragged with the Outline tool."""
    return _drag_country(countries, moves, outlines=True)


def _drag_country(countries: int, moves: int, outlines: bool):
    from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from app.documents import Document

    app, window = _window()
    pack = _big_journey(countries, outlines)
    start = time.perf_counter()
    tab = window.add_document(Document(pack))
    app.processEvents()
    window.grab()
    open_s = time.perf_counter() - start
    editor = tab.editor
    editor.fit_to_view()
    editor.zoom_by(4.0)
    middle = pack.countries[len(pack.countries) // 2]
    centre = editor.to_scene(middle.x, middle.y)
    editor.canvas.centerOn(centre)
    app.processEvents()
    viewport = editor.canvas.viewport()
    at = editor.canvas.mapFromScene(centre)

    def send(kind, pos, button, buttons):
        event = QMouseEvent(kind, QPointF(pos), QPointF(viewport.mapToGlobal(pos)), button, buttons,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)

    left = Qt.MouseButton.LeftButton
    send(QEvent.Type.MouseButtonPress, at, left, left)
    if editor.selection != (("country", middle.id),):
        raise RuntimeError(f"the press missed the country: selection {editor.selection}")
    per_event = []
    for i in range(1, moves + 1):
        pos = at + QPoint(1 + i % 60, 1 + (i * 2) % 40)
        t0 = time.perf_counter()
        send(QEvent.Type.MouseMove, pos, Qt.MouseButton.NoButton, left)
        app.processEvents()  # the repaint of what moved
        per_event.append(time.perf_counter() - t0)
    send(QEvent.Type.MouseButtonRelease, at + QPoint(10, 10), left, Qt.MouseButton.NoButton)
    steps = tab.document.undo_stack.count()
    vertex_rows = []
    if outlines:  # the Outline tool: drag the shared corner at the middle country's top right
        editor.set_selection((("country", middle.id),))
        editor.set_active_tool(editor.tool_by_shortcut("O"))
        corner = editor.canvas.mapFromScene(editor.to_scene(middle.x + 0.5, middle.y + 0.5))
        send(QEvent.Type.MouseButtonPress, corner, left, left)
        per_vertex = []
        for i in range(1, moves + 1):
            pos = corner + QPoint(1 + i % 30, 1 + (i * 2) % 20)
            t0 = time.perf_counter()
            send(QEvent.Type.MouseMove, pos, Qt.MouseButton.NoButton, left)
            app.processEvents()
            per_vertex.append(time.perf_counter() - t0)
        send(QEvent.Type.MouseButtonRelease, corner, left, Qt.MouseButton.NoButton)
        vmed = statistics.median(per_vertex) * 1000
        vertex_rows = [(f"drag a shared outline point (4 outlines), {countries} countries: median per move event",
                        vmed, "ms", 16.0, f"{moves} events, {tab.document.undo_stack.count() - steps} undo step")]
    # Baseline in the same run: one Document.replace of an unchanged pack (the floor of an edit).
    from app.documents import ChangeEvent, ChangeKind

    t0 = time.perf_counter()
    for _ in range(moves):
        tab.document.replace(tab.document.pack, ChangeEvent(ChangeKind.GEOMETRY, ()))
    replace_ms = (time.perf_counter() - t0) / moves * 1000
    _close(window)
    med = statistics.median(per_event) * 1000
    p95 = sorted(per_event)[int(0.95 * len(per_event)) - 1] * 1000
    what = f"{countries}-country map" + (" with outlines" if outlines else "")
    return [
        (f"open a {what} (editor + first paint)", open_s * 1000, "ms", 1000.0, ""),
        (f"drag one country, {what}: median per move event", med, "ms", 16.0,
         f"{moves} events, {steps} undo step"),
        (f"drag one country, {what}: 95th percentile", p95, "ms", 16.0, ""),
        *vertex_rows,
        ("Document.replace, same pack, no-op geometry event (baseline)", replace_ms, "ms", None,
         f"drag median = {med / replace_ms:.1f}x" if replace_ms else ""),
    ]


# --- Trails hex editor and Expedition network editor (issue 7; code in bench_editors.py) ---


@bench
def bench_trails_editor(runs: int = 3):
    """Open a generated 100 x 100 Trails board (10,000 hexes) and paint brush strokes."""
    from app.main_window import studio_application
    from benchmarks.bench_editors import bench_trails

    t = bench_trails(studio_application(), runs)
    return [
        (f"open a {t['hexes']:,}-hex Trails board (editor + first paint)", t["open_s"] * 1000, "ms",
         1000.0, f"{t['open_s'] / t['baseline_items_s']:.1f}x as many plain rect items"),
        ("brush stroke: median per hex painted (event + repaint of the hex)", t["paint_ms"], "ms",
         16.0, f"{t['painted']} hexes, {t['undo_steps']} undo steps for 2 strokes"),
        ("brush stroke: median per hex, whole view re-rendered", t["paint_full_ms"], "ms", None,
         "worst case: a full 1400x900 repaint per event"),
    ]


@bench
def bench_expedition_editor(runs: int = 3):
    """Open a generated 5,000-point Expedition network and drag points."""
    from app.main_window import studio_application
    from benchmarks.bench_editors import bench_expedition

    e = bench_expedition(studio_application(), runs)
    return [
        (f"open a {e['points']:,}-point network (editor + first paint)", e["open_s"] * 1000, "ms",
         1000.0, f"{e['paths']:,} paths; {e['open_s'] / e['baseline_items_s']:.1f}x as many plain rect items"),
        ("drag a point: median per move event (event + repaint of what moved)", e["drag_ms"], "ms",
         16.0, f"{e['undo_steps']} undo steps for 2 drags of 100 moves"),
        ("drag a point: median per move, whole view re-rendered", e["drag_full_ms"], "ms", None,
         "worst case: a full repaint at 100 % per event"),
    ]


@bench
def bench_type_name(countries: int = 1000, keys: int = 40):
    """Type a country's name in the Properties panel of a generated map: time per keystroke."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from app.documents import Document

    app, window = _window()
    pack = _big_journey(countries)
    tab = window.add_document(Document(pack))
    app.processEvents()
    editor = tab.editor
    editor.set_selection((("country", pack.countries[0].id),))
    edit = editor.properties.form.field_widget("name")
    edit.setFocus()
    edit.selectAll()
    app.processEvents()
    per_key = []
    for i in range(keys):
        t0 = time.perf_counter()
        QTest.keyClick(edit, "abcdefghij"[i % 10])
        app.processEvents()
        per_key.append(time.perf_counter() - t0)
    QTest.keyClick(edit, Qt.Key.Key_Return)
    steps = tab.document.undo_stack.count()
    _close(window)
    med = statistics.median(per_key) * 1000
    return [
        (f"type a country name, {countries} countries: median per keystroke", med, "ms", 16.0,
         f"{keys} keys, {steps} undo step"),
    ]


# --- playtest --------------------------------------------------------------------------------

_PLAYTEST_PACKS = (("journey", "europe"), ("trails", "trails"), ("expedition", "expedition"))


def _percentile(values, q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def _open_from_studio(app, name: str, runs: int) -> list[float]:
    """Open a playtest ``runs`` times as a designer does: the default pack ``name`` open in
    the studio's window (File > New from it), two seconds spent looking at it, then Game >
    Playtest (F5) with two seats, to its window with the first table painted. Times from F5
    (``start_playtest``: the lint, the engine, the window) to that paint."""
    _app, window = _window()
    window.new_from_template(name)
    settle = time.perf_counter() + 2.0  # the designer looks at the pack before pressing F5
    while time.perf_counter() < settle:
        app.processEvents()
        time.sleep(0.01)
    opens = []
    for i in range(runs):
        start = time.perf_counter()
        w = window.start_playtest(["human:Anna", "greedy"], seed=i)
        w.set_pace(0)
        w.resize(1400, 900)
        app.processEvents()
        w.step()
        w.repaint()
        opens.append(time.perf_counter() - start)
        w.close()
        app.processEvents()
    _close(window)
    return opens


@bench
def bench_playtest(runs: int = 7, moves: int = 60):
    """Playtest of each default pack (issue 12 targets: open <= 300 ms; a bot move shown
    <= 50 ms; a person's move to a redrawn board <= 50 ms; medians, p95 <= 2x the median).

    The open is measured as a designer opens a playtest, from the studio with the pack open
    (F5), first in the process for that game (the studio imported the game's engine while it
    was idle); then the window alone, built without the studio and its lint, for comparison."""
    import content
    from app.main_window import studio_application
    from app.playtest import board_class
    from app.playtest.window import PlaytestWindow

    app = studio_application()
    rows = []
    for game_id, name in _PLAYTEST_PACKS:
        try:
            board_class(game_id)
        except (ImportError, KeyError) as e:
            rows.append((f"playtest {name}: not measured ({e})", 0.0, "", None, ""))
            continue
        pack = content.default_pack(name)
        from_studio = _open_from_studio(app, name, runs)
        alone = []
        for i in range(runs):
            start = time.perf_counter()
            w = PlaytestWindow(pack, ["human:Anna", "greedy"], seed=i)
            w.set_pace(0)
            w.resize(1400, 900)
            w.show()
            app.processEvents()
            w.step()
            w.repaint()
            alone.append(time.perf_counter() - start)
            w.close()
            w.deleteLater()
            app.processEvents()
        # bot moves, one at a time, each shown
        w = PlaytestWindow(pack, ["greedy", "greedy"], seed=1)
        w.set_pace(1)
        w.resize(1400, 900)
        w.show()
        app.processEvents()
        w._timer.stop()
        bot = []
        while len(bot) < moves and not w.session.is_over():
            start = time.perf_counter()
            w.step()
            w.board.repaint()
            bot.append(time.perf_counter() - start)
            w._timer.stop()
        w.close()
        # a person's moves, each from the board's signal to the repainted board
        w = PlaytestWindow(pack, ["human:Anna", "human:Ben"], seed=2, solo=True)
        w.set_pace(0)
        w.resize(1400, 900)
        w.show()
        app.processEvents()
        human = []
        while len(human) < moves and not w.session.is_over():
            app.processEvents()
            if w.session.to_move() is None:
                w.step()
                continue
            move = w.session.legal_moves()[len(human) % len(w.session.legal_moves())]
            start = time.perf_counter()
            w.board.move_chosen.emit(move)
            w.board.repaint()
            human.append(time.perf_counter() - start)
        w.close()
        for label, values, target in (
                ("open a playtest from the studio (F5 to the first table painted)", from_studio, 300),
                ("open the playtest window alone (no studio, no lint)", alone, None),
                ("a bot move shown", bot, 50),
                ("a person's move to the redrawn board", human, 50)):
            med = statistics.median(values) * 1000
            p95 = _percentile(values, 0.95) * 1000
            first = (f", first {values[0] * 1000:.1f} ms ({values[0] * 1000 / med:.1f}x)"
                     if values in (from_studio, alone) else "")
            rows.append((f"playtest {name}: {label}, median", med, "ms", target,
                         f"p95 {p95:.1f} ms ({p95 / med:.1f}x median){first}, "
                         f"{len(values)} samples"))
    return rows


# --- driver ---------------------------------------------------------------------------------


def _fmt(value: float) -> str:
    return f"{value:.3f}" if value < 10 else f"{value:.1f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help=f"benches to run (default all: {', '.join(BENCHES)})")
    parser.add_argument("--record", action="store_true", help="also append a dated section to benchmarks/RESULTS.md")
    args = parser.parse_args(argv)
    names = args.names or list(BENCHES)
    rows = []
    for name in names:
        print(f"running {name} ...", flush=True)
        rows += BENCHES[name]()
    lines = ["| figure | value | unit | target | met | notes |", "|---|---:|---|---:|---|---|"]
    for figure, value, unit, target, note in rows:
        met = "" if target is None else ("yes" if value <= target else "NO")
        lines.append(f"| {figure} | {_fmt(value)} | {unit} | {'' if target is None else target} | {met} | {note} |")
    table = "\n".join(lines)
    print(table)
    if args.record:
        now = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
        command = " ".join(["python -m benchmarks.bench_app", *args.names])
        header = (
            f"\n## Studio frame and Journey editor — {now}\n\n"
            f"`{command}` on {platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
            "offscreen Qt, `nice -n 10` on a machine shared with other jobs.\n\n"
        )
        with RESULTS.open("a", encoding="utf-8") as f:  # append only: others append too
            f.write(header + table + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
