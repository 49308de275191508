"""``boardcraft``: opens the studio, or runs a headless subcommand.

Headless subcommands never import Qt: the studio module is imported only when it opens.
"""

from __future__ import annotations

from pathlib import Path

import typer

cli = typer.Typer(
    name="boardcraft",
    help="Boardcraft Studio: design, check, playtest and simulate board and card games.",
    no_args_is_help=False,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _open_studio(files: list[Path], smoke: bool = False) -> int:
    from app.main import run_studio  # Qt is imported here and only here

    return run_studio([str(f) for f in files], smoke=smoke)


@cli.callback(invoke_without_command=True)
def _root(
    ctx: typer.Context,
    smoke: bool = typer.Option(
        False, "--smoke", help="Start-up check: open the studio, wait until its window is on "
        "screen, say so and close it (exit 0; 1 if it never shows, 3 if Qt cannot open a "
        "window here)."),
) -> None:
    """With no command, open the studio on the default packs.

    Exit status of the studio: 0 after a clean close, 3 (with one line naming the missing
    system packages) when Qt cannot open a window on this machine.
    """
    if ctx.invoked_subcommand is None:
        raise typer.Exit(_open_studio([], smoke=smoke))


@cli.command("open")
def open_files(files: list[Path] = typer.Argument(..., help="Pack files to open.")) -> None:
    """Open the studio with these pack files."""
    raise typer.Exit(_open_studio(files))


def _name(path: Path) -> str:
    """``path`` for a message: a name of bytes that are not UTF-8 is shown with escapes."""
    from content.errors import printable

    return printable(str(path))


@cli.command("validate")
def validate(
    packs: list[Path] = typer.Argument(..., help="Pack files to check."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Print errors only, no warnings."),
) -> None:
    """Load and lint packs; print every problem with its JSON path.

    Exit status: 0 when no pack has an error, 1 when some pack has an error (a load error or
    a lint error), 2 when some file cannot be read at all.
    """
    from rich.console import Console
    from rich.markup import escape

    from content import PackError, lint, load_pack

    console = Console(highlight=False, soft_wrap=True)
    style = {"error": "bold red", "warning": "yellow"}
    status = 0
    for path in packs:
        name = escape(_name(path))
        try:
            pack = load_pack(path)
        except PackError as err:
            unreadable = err.unreadable
            code = "unreadable" if unreadable else "load"
            status = max(status, 2 if unreadable else 1)
            for where, message in err.problems:
                place = f" [cyan]{escape(where)}[/]:" if where else ""
                console.print(f"{name}: [bold red]error[/] {code}{place} {escape(message)}")
            continue
        problems = lint(pack)
        n_err = sum(p.severity == "error" for p in problems)
        n_warn = len(problems) - n_err
        if n_err:
            status = max(status, 1)
        for p in problems:
            if quiet and p.severity != "error":
                continue
            place = f" [cyan]{escape(p.where)}[/]:" if p.where else ""
            console.print(
                f"{name}: [{style[p.severity]}]{p.severity}[/] {p.code}{place} {escape(p.message)}"
            )
        verdict = "[bold red]FAIL[/]" if n_err else "[green]ok[/]"
        console.print(
            f"{name}: {verdict} {pack.game} pack '{escape(pack.id)}': "
            f"{n_err} error(s), {n_warn} warning(s)"
        )
    raise typer.Exit(status)


@cli.command("schema")
def schema(
    game: str = typer.Argument(..., help="journey, trails or expedition."),
) -> None:
    """Print the JSON Schema of a game's pack format."""
    from content.models.pack import GAMES
    from content.schema import dumps_schema

    if game not in GAMES:
        typer.echo(f"unknown game '{game}'; choose one of: {', '.join(GAMES)}", err=True)
        raise typer.Exit(2)
    typer.echo(dumps_schema(game), nl=False)


def _load_pack_or_exit(path: Path):
    """The pack at ``path``; on a ``PackError``, a one-line message on stderr and exit 2."""
    from content import PackError, load_pack

    try:
        return load_pack(path)
    except PackError as err:
        first = "; ".join(f"{w}: {m}" if w else m for w, m in err.problems[:3])
        more = f" (+{len(err.problems) - 3} more)" if len(err.problems) > 3 else ""
        typer.echo(f"{_name(path)}: cannot load pack: {first}{more}", err=True)
        raise typer.Exit(2) from None


def _fail(message: str, code: int = 2) -> typer.Exit:
    """Print ``message`` on stderr (one line) and return the ``typer.Exit`` to raise."""
    typer.echo(message, err=True)
    return typer.Exit(code)


class _Deferred:
    """A future run in this process when its result is first asked for."""

    def __init__(self, fn, args, advance) -> None:
        self._fn, self._args, self._advance = fn, args, advance
        self._done, self._value = False, None

    def result(self):
        """Run the call once, advance the progress bar by the games it played, return them."""
        if not self._done:
            self._value = self._fn(*self._args)
            self._done = True
            self._advance(len(self._value))
        return self._value


class _ProgressExecutor:
    """The ``executor`` given to ``core.api.simulate``: counts finished games for a progress bar.

    With no ``inner`` executor each task runs in this process when its result is read; with one,
    tasks run there and each finished batch advances the bar.
    """

    def __init__(self, advance, inner=None) -> None:
        self._advance, self._inner = advance, inner

    def submit(self, fn, *args):
        """Submit ``fn(*args)``; its result is a list of game summaries."""
        if self._inner is None:
            return _Deferred(fn, args, self._advance)
        future = self._inner.submit(fn, *args)

        def done(f) -> None:
            if not f.cancelled() and f.exception() is None:
                self._advance(len(f.result()))

        future.add_done_callback(done)
        return future


def _seat_label(seat: int, name: str) -> str:
    return f"P{seat + 1} {name}"


@cli.command("simulate")
def simulate_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file to play."),
    players: int | None = typer.Option(
        None, "--players", "-p", help="Seats (default: the number of --seats, else the "
        "pack's minimum)."),
    games: int = typer.Option(100, "--games", "-n", help="Games to play."),
    seats: str | None = typer.Option(
        None, "--seats", help="Comma-separated bot per seat, e.g. greedy,random "
        "(default: greedy in every seat)."),
    seed: int = typer.Option(0, "--seed", help="Seed of the run; same seed, same games."),
    workers: int = typer.Option(1, "--workers", "-w", help="Worker processes."),
    records: Path | None = typer.Option(
        None, "--records", help="Directory to save each game's record (JSON) for replay."),
) -> None:
    """Play many bot-vs-bot games of a pack and print win rates, lengths and scores.

    Exit status: 0 after the run, 2 for an unloadable pack or bad options.
    """
    import statistics

    from rich.console import Console
    from rich.markup import escape
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
    from rich.table import Table

    from core.api import bot_names, game_for, simulate

    pack = _load_pack_or_exit(pack_path)
    game = game_for(pack)
    spec = game.spec
    known = bot_names(spec.game_id)
    names = [s.strip() for s in seats.split(",")] if seats is not None else None
    if names is not None:
        for name in names:
            if name not in known:
                raise _fail(f"unknown bot '{name}' for {spec.game_id}; "
                            f"choose from: {', '.join(known)}")
        if players is None:
            players = len(names)
    if players is None:
        players = spec.min_players
    if not spec.min_players <= players <= spec.max_players:
        raise _fail(f"{spec.game_id} pack '{pack.id}' plays {spec.min_players} to "
                    f"{spec.max_players} players, not {players}")
    if names is None:
        names = ["greedy"] * players
    if len(names) != players:
        raise _fail(f"--seats names {len(names)} bot(s) but --players is {players}")
    if games < 1:
        raise _fail(f"--games must be at least 1, not {games}")
    if workers < 1:
        raise _fail(f"--workers must be at least 1, not {workers}")
    if records is not None:
        try:
            records.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise _fail(f"cannot create records directory {records}: {e.strerror or e}") from None

    err_console = Console(stderr=True)
    progress = Progress(
        "[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
        TimeElapsedColumn(), console=err_console, transient=True,
        disable=not err_console.is_terminal,
    )
    pool = None
    if workers > 1:
        from concurrent.futures import ProcessPoolExecutor

        from core.api import mp_context

        pool = ProcessPoolExecutor(max_workers=workers, mp_context=mp_context())
    try:
        with progress:
            task = progress.add_task(f"{pack.id}", total=games)
            executor = _ProgressExecutor(lambda n: progress.advance(task, n), pool)
            result = simulate(pack, names, games, seed, workers=workers, executor=executor,
                              keep_records=records is not None,
                              batch_size=1 if pool is None else None)
    finally:
        if pool is not None:
            pool.shutdown()

    if records is not None:
        width = max(4, len(str(games - 1)))
        try:
            for g in result.games:
                g.record.save(records / f"game-{g.index:0{width}d}.json")
        except OSError as e:
            raise _fail(f"cannot write records to {records}: {e.strerror or e}") from None

    console = Console(highlight=False)
    n = len(result.games)
    console.print(f"{escape(spec.game_id)} pack '{escape(pack.id)}': {n} games, "
                  f"{players} players, seed {seed}", soft_wrap=True)
    seat_table = Table()
    seat_table.add_column("Seat")
    seat_table.add_column("Win rate", justify="right")
    seat_table.add_column("Wins", justify="right")
    seat_table.add_column("Mean score", justify="right")
    for s, name in enumerate(result.seats):
        wins = sum(1 for g in result.games if s in g.winners)
        mean_score = sum(g.scores[s] for g in result.games) / n
        seat_table.add_row(escape(_seat_label(s, name)), f"{result.win_rate[s]:.1%}",
                           str(wins), f"{mean_score:.2f}")
    console.print(seat_table)

    plies = [g.plies for g in result.games]
    rounds = [g.rounds for g in result.games]
    stats = Table(show_header=True)
    stats.add_column("Games", justify="right")
    stats.add_column("Plies mean / median", justify="right")
    stats.add_column("Rounds mean / median", justify="right")
    stats.add_column("End reasons")
    reasons = ", ".join(f"{escape(r)} {c}"
                        for r, c in sorted(result.reasons.items(), key=lambda rc: -rc[1]))
    stats.add_row(str(n), f"{result.mean_plies:.1f} / {statistics.median(plies):g}",
                  f"{result.mean_rounds:.1f} / {statistics.median(rounds):g}", reasons)
    console.print(stats)
    if records is not None:
        console.print(f"{n} records saved in {escape(str(records))}", soft_wrap=True)


@cli.command("replay")
def replay_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file the game was played "
                                     "with."),
    record_path: Path = typer.Argument(..., metavar="RECORD", help="Game record (JSON)."),
) -> None:
    """Replay a saved game record, checking every move against the pack's rules.

    Exit status: 0 when the record replays, 1 when it does not match the pack, has an
    illegal move or a chance move its seed does not draw (the ply and rule are printed), 2
    when a file cannot be read or is not a game record.
    """
    from content.errors import printable
    from core.api import GameRecord, ReplayError, replay

    pack = _load_pack_or_exit(pack_path)
    name = _name(record_path)
    try:
        record = GameRecord.load(record_path)
    except ReplayError as e:
        raise _fail(f"{name}: {printable(str(e))}") from None
    try:
        state = replay(pack, record)
    except ReplayError as e:
        where = f"ply {e.ply}" if e.ply >= 0 else "record"
        rule = f", rule {e.rule}" if e.rule else ""
        raise _fail(f"{name}: does not replay ({where}{rule}): {printable(str(e))}", 1) from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError,
            RecursionError) as e:  # an engine that trips on odd data instead of refusing it
        raise _fail(f"{name}: does not replay: the engine cannot use this record's data "
                    f"({type(e).__name__}: {printable(str(e))[:200]})", 1) from None
    plies = len(record.moves)
    seats = record.seats
    if not state.is_terminal():
        typer.echo(f"{name}: ok, {plies} plies replayed; the game did not finish")
        raise typer.Exit(0)
    res = state.result()
    winners = ", ".join(_seat_label(w, seats[w] if w < len(seats) else "?")
                        for w in res.winners) or "none"
    scores = ", ".join(f"{_seat_label(s, seats[s] if s < len(seats) else '?')}: {v:g}"
                       for s, v in enumerate(res.scores))
    seed_note = {"seeded": f"; chance moves follow seed {record.seed}",
                 "staged": "; chance moves staged by hand"}.get(record.chance or "", "")
    typer.echo(f"{name}: ok, {record.game} pack '{record.pack_id}', {plies} plies, "
               f"{res.rounds} rounds{seed_note}")
    typer.echo(f"winners: {winners}; reason: {res.reason}")
    typer.echo(f"scores: {scores}")


def _render_child(kind: str, pack_path: Path, out: Path, *options: str) -> None:
    """Run ``python -m app.render KIND PACK -o OUT`` in a child process (Qt offscreen), so this
    process never imports Qt; raises ``typer.Exit(1)`` with the child's message if it fails."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM") or "offscreen"}
    root = str(Path(__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    proc = subprocess.run(
        [sys.executable, "-m", "app.render", kind, str(pack_path), "-o", str(out), *options],
        capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL,
    )
    if proc.returncode != 0:
        why = (proc.stderr.strip().splitlines() or [f"exit status {proc.returncode}"])[-1]
        raise _fail(f"{_name(pack_path)}: cannot draw the {kind}: {why}", 1)


@cli.command("export")
def export_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file (JSON) to export."),
    output: Path = typer.Option(..., "--output", "-o", help="The .bcpack file to write."),
    pdf: bool = typer.Option(False, "--pdf", help="Include the print-and-play PDF (A4)."),
) -> None:
    """Write a .bcpack content pack file: the pack, a preview picture and, with --pdf, the
    print-and-play sheets. The pictures are drawn in a child process: this one stays Qt-free.

    Exit status: 0 written, 1 when it cannot be drawn or written, 2 for an unloadable pack.
    """
    import tempfile

    from content.packfile import PackfileError, write_packfile

    pack = _load_pack_or_exit(pack_path)
    with tempfile.TemporaryDirectory(prefix="boardcraft-export-") as tmp:
        preview = Path(tmp) / "preview.png"
        _render_child("preview", pack_path, preview)
        sheets = None
        if pdf:
            _render_child("pdf", pack_path, Path(tmp) / "print.pdf")
            sheets = (Path(tmp) / "print.pdf").read_bytes()
        try:
            target = write_packfile(output, pack, preview.read_bytes(), sheets)
        except PackfileError as e:
            raise _fail(f"{_name(output)}: {e.problems[0][1]}", 1) from None
    typer.echo(f"{_name(target)}: {pack.game} pack '{pack.id}' exported"
               f"{' with its print-and-play PDF' if pdf else ''}")


@cli.command("import")
def import_cmd(
    packfile: Path = typer.Argument(..., metavar="FILE.bcpack", help="Content pack file to read."),
    output: Path = typer.Option(..., "--output", "-o", help="Folder to write the pack into "
                                "(made if missing)."),
    force: bool = typer.Option(False, "--force", help="Replace files of the same names."),
) -> None:
    """Check a .bcpack whole, then write its pack (<id>.json), preview and PDF into a folder.

    Nothing is written unless every check passes (member paths, links, duplicates, sizes,
    checksums, the manifest, the pack itself). Exit status: 0 imported, 1 refused (every
    problem is printed), 2 when the file cannot be read.
    """
    from content.packfile import PackfileError, import_packfile
    from content.schema import schema_ref

    try:
        output.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise _fail(f"{_name(output)}: cannot make the folder: {e.strerror or e}", 2) from None
    try:
        plan = import_packfile(packfile, output, replace=force, schema_ref=schema_ref)
    except PackfileError as e:
        raise _fail(f"refused: {e}" if not e.unreadable else str(e), 2 if e.unreadable else 1) \
            from None
    typer.echo(f"{_name(packfile)}: imported into {_name(output)}: "
               + ", ".join(p.name for p in plan.files()))


@cli.command("print")
def print_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file to print."),
    output: Path = typer.Option(..., "--output", "-o", help="The PDF file to write."),
    paper: str = typer.Option("a4", "--paper", help="a4 or letter."),
) -> None:
    """Write the print-and-play PDF: components, cards with bleed and cut marks, the board
    tiled over sheets with overlap marks.

    Exit status: 0 written, 1 for a bad option or a file that cannot be written, 2 for an
    unloadable pack.
    """
    from content.io import write_atomic

    if paper.lower() not in ("a4", "letter"):
        raise _fail(f"--paper must be a4 or letter, not '{paper}'", 1)
    global _QUICK_EXIT
    pack = _load_pack_or_exit(pack_path)
    from app.render import print_pdf  # Qt is imported here

    _QUICK_EXIT = True
    data = print_pdf(pack, None, paper.lower())
    try:
        write_atomic(output, data)
    except OSError as e:
        raise _fail(f"{_name(output)}: cannot write: {e.strerror or e}", 1) from None
    typer.echo(f"{_name(output)}: print-and-play PDF of '{pack.id}' on {paper.upper()} paper")


@cli.command("render")
def render_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file to draw."),
    output: Path = typer.Option(..., "--output", "-o", help="The .png or .svg file to write."),
    board: int = typer.Option(0, "--board", help="Which board (Trails: 0 for the first)."),
    dpi: float = typer.Option(96.0, "--dpi", help="PNG pixels per inch at print size (96: "
                              "one pixel a scene unit)."),
) -> None:
    """Draw a board as a PNG (at --dpi) or an SVG.

    Exit status: 0 written, 1 for a bad option or a file that cannot be written, 2 for an
    unloadable pack.
    """
    import gc
    import os

    global _QUICK_EXIT
    gc.disable()  # a short-lived process building many items (see app.render.main)
    _QUICK_EXIT = True
    suffix = output.suffix.lower()
    if suffix not in (".png", ".svg"):
        raise _fail(f"{_name(output)}: the output must end in .png or .svg", 1)
    if not 0 < dpi <= 2400:
        raise _fail(f"--dpi must be above 0 and at most 2400, not {dpi:g}", 1)
    pack = _load_pack_or_exit(pack_path)
    from app.render import board_count, board_scene, write_png, write_svg  # Qt from here on

    count = board_count(pack)
    if count == 0:
        raise _fail(f"{_name(pack_path)}: the pack has no board to draw", 1)
    if not 0 <= board < count:
        raise _fail(f"{_name(pack_path)}: --board {board}: the pack has {count} board(s) "
                    f"(0 to {count - 1})", 1)
    scene = board_scene(pack, board)
    tmp = output.with_name(f".{output.name}.tmp")
    try:
        if suffix == ".png":
            w, h = write_png(scene, tmp, dpi)
        else:
            w, h = write_svg(scene, tmp, pack.name)
        os.replace(tmp, output)
    except OSError as e:
        raise _fail(f"{_name(output)}: cannot write: {e.strerror or e}", 1) from None
    finally:
        if tmp.exists():
            tmp.unlink()
    typer.echo(f"{_name(output)}: {w} x {h} {'pixels' if suffix == '.png' else 'units'}")


@cli.command("playtest")
def playtest_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file to play."),
    seats: str | None = typer.Option(
        None, "--seats", help="Comma-separated seats: 'human:Name' or a bot name "
        "(e.g. human:Anna,greedy). Without it a setup dialog asks."),
    seed: int | None = typer.Option(None, "--seed", help="The game's seed (default: random)."),
    solo: bool = typer.Option(False, "--solo", help="A designer alone at the table: no "
                              "hand-off screens; undo may go back past chance."),
) -> None:
    """Open the studio on PACK straight into a playtest.

    Exit status: the studio's, or 2 when the pack cannot be read or the seats are not valid.
    """
    import random

    from core.api import bot_names, game_for
    from core.session import parse_seat

    pack = _load_pack_or_exit(pack_path)
    seat_list = None
    if seats is not None:
        game = game_for(pack)
        seat_list = [s.strip() for s in seats.split(",")]
        known = bot_names(pack.game)
        for i, spec in enumerate(seat_list):
            try:
                seat = parse_seat(spec, i)
            except ValueError as e:
                raise _fail(str(e)) from None
            if not seat.is_human and seat.kind not in known:
                raise _fail(f"seat {i + 1}: no bot '{seat.kind}' for {pack.game} (bots: "
                            f"{', '.join(known)})")
        lo, hi = game.spec.min_players, game.spec.max_players
        if not lo <= len(seat_list) <= hi:
            raise _fail(f"{pack_path}: {pack.game} takes {lo} to {hi} players, not "
                        f"{len(seat_list)} (--seats)")
    from app.main import run_studio  # Qt is imported here

    chosen = seed if seed is not None else random.randrange(2**31 - 1)
    raise typer.Exit(run_studio([str(pack_path)],
                                playtest={"seats": seat_list, "seed": chosen, "solo": solo}))


#: Set by a command whose process holds Qt scenes of many items (``render``, ``print``):
#: ``main`` then ends the process without tearing them down one by one (about 0.15 s for a
#: 10,000-hex board), once the output is written and flushed.
_QUICK_EXIT = False


def main() -> None:
    """Console-script entry point."""
    import os
    import sys

    try:
        cli()
    except SystemExit as e:
        if not _QUICK_EXIT:
            raise
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        if not isinstance(e.code, int | None):
            print(e.code, file=sys.stderr)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


if __name__ == "__main__":
    main()
