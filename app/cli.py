"""``boardcraft``: opens the studio, or runs a headless subcommand.

Headless subcommands never import Qt: the studio module is imported only when it opens.
"""

from __future__ import annotations

from pathlib import Path

import typer

from app.child import render_child_command

cli = typer.Typer(
    name="boardcraft",
    help="Boardcraft Studio: design, check, playtest and simulate board and card games.",
    no_args_is_help=False,
    add_completion=False,
    # Click's plain help: flags as flags (no '<bool>'), paragraphs rewrapped to the terminal.
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)


#: The studio's language from ``boardcraft --lang`` (None: Preferences, else the system's).
_LANG: dict[str, str | None] = {"lang": None}
_LANGUAGES = ("en", "fi", "fr")


def _check_lang(value: str | None) -> str | None:
    if value is not None and value.lower() not in _LANGUAGES:
        raise typer.BadParameter(f"choose one of {', '.join(_LANGUAGES)}")
    return value.lower() if value else None


def _open_studio(files: list[Path], smoke: bool = False) -> int:
    from app.main import run_studio  # Qt is imported here and only here

    return run_studio([str(f) for f in files], smoke=smoke, lang=_LANG["lang"])


@cli.callback(invoke_without_command=True)
def _root(
    ctx: typer.Context,
    smoke: bool = typer.Option(
        False, "--smoke", help="Start-up check: open the studio, wait until its window is on "
        "screen, say so and close it (exit 0; 1 if it never shows, 3 if Qt cannot open a "
        "window here)."),
    lang: str | None = typer.Option(
        None, "--lang", callback=_check_lang, metavar="fi|fr|en",
        help="Show the studio in this language (default: Preferences > Language, else the "
        "system's)."),
) -> None:
    """With no command, open the studio on the default packs.

    Exit status of the studio: 0 after a clean close, 3 (with one line naming the missing
    system packages) when Qt cannot open a window on this machine.
    """
    _LANG["lang"] = lang
    if ctx.invoked_subcommand is None:
        raise typer.Exit(_open_studio([], smoke=smoke))


@cli.command("open")
def open_files(files: list[Path] = typer.Argument(..., metavar="PACK", help="The pack files (.json) to open; a .bcpack is offered for import.")) -> None:
    """Open the studio with these pack files.

    A .bcpack (a content pack file to share) is not edited in place: the studio offers to
    import it into a folder and opens the pack from there; this command says so on stderr,
    with the headless way (boardcraft import).
    """
    from content.packfile import is_packfile

    for path in files:
        if is_packfile(path):
            typer.echo(f"{_name(path)}: a Boardcraft content pack file (.bcpack), to import "
                       f"before editing: the studio offers to import it into a folder; without "
                       f"the studio: boardcraft import {_shell_word(path)} -o FOLDER", err=True)
    raise typer.Exit(_open_studio(files))


def _shell_word(path: Path) -> str:
    """``path`` as a word to paste into a shell."""
    import shlex

    return shlex.quote(_name(path))


def _name(path: Path) -> str:
    """``path`` for a message: a name of bytes that are not UTF-8 is shown with escapes."""
    from content.errors import printable

    return printable(str(path))


@cli.command("scenarios")
def scenarios(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="The pack whose scenarios to run."),
) -> None:
    """Replay every scenario pinned in a pack and check its expectation; one line each.

    Exit status: 0 when every scenario holds, 1 when some scenario fails, 2 when the pack
    cannot be read or loaded.
    """
    from rich.console import Console
    from rich.markup import escape

    from content import PackError, load_pack
    from core.api import check_scenarios

    console = Console(highlight=False, soft_wrap=True)
    name = escape(_name(pack_path))
    try:
        pack = load_pack(pack_path)
    except PackError as err:
        for where, message in err.problems:
            place = f" [cyan]{escape(where)}[/]:" if where else ""
            console.print(f"{name}: [bold red]cannot load[/]{place} {escape(message)}")
        raise typer.Exit(2) from None
    checks = check_scenarios(pack)
    if not checks:
        console.print(f"{name}: no scenarios")
    for c in checks:
        mark = "[green]holds[/]" if c.ok else "[bold red]fails[/]"
        console.print(f"{name}: {mark} [cyan]{escape(c.where)}[/] '{escape(c.name)}': "
                      f"{escape(str(c.message))}")
    failed = sum(not c.ok for c in checks)
    if checks:
        console.print(f"{len(checks) - failed} of {len(checks)} scenario(s) hold")
    raise typer.Exit(1 if failed else 0)


@cli.command("validate")
def validate(
    packs: list[Path] = typer.Argument(..., metavar="PACK", help="The pack files to check (.json, or .bcpack: the pack inside it)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Print errors only, no warnings."),
) -> None:
    """Load and lint packs; print every problem with its JSON path.

    Exit status: 0 when no pack has an error, 1 when some pack has an error (a load error or
    a lint error), 2 when some file cannot be read at all.
    """
    from rich.console import Console
    from rich.markup import escape

    from content import PackError, lint, load_pack
    from content.packfile import is_packfile, read_packfile

    console = Console(highlight=False, soft_wrap=True)
    style = {"error": "bold red", "warning": "yellow"}
    status = 0
    for path in packs:
        name = escape(_name(path))
        # A .bcpack is checked whole (content.packfile) and its pack linted.
        inside = " (inside the .bcpack)" if is_packfile(path) else ""
        try:
            pack = read_packfile(path).pack if inside else load_pack(path)
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
            f"{name}: {verdict} {pack.game} pack '{escape(pack.id)}'{inside}: "
            f"{n_err} error(s), {n_warn} warning(s)"
        )
    raise typer.Exit(status)


@cli.command("games")
def games_cmd(
    as_json: bool = typer.Option(False, "--json", help="Print the list as JSON (docs/plugins.md)."),
) -> None:
    """List the registered games: id, name, the distribution each comes from and its version.

    Every game, the built-in ones too, is a plugin found through the entry-point group
    ``boardcraft.games``. A plugin that does not load is named with what went wrong; the others
    are listed as usual. Exit 0 when every plugin loaded, 1 when one did not.
    """
    import json

    from content.plugins import app_part_found, content_games, plugin_problems, registered
    from core.api import core_games

    loaded_content, loaded_core = content_games(), core_games()
    rows = []
    for gid, reg in registered().items():
        rows.append({
            "id": gid, "name": reg.plugin.name, "distribution": reg.distribution,
            "version": reg.version, "entry_point": reg.entry_point,
            "content": gid in loaded_content, "core": gid in loaded_core,
            "studio": gid in loaded_content and app_part_found(reg.plugin),
        })
    problems = plugin_problems()
    if as_json:
        typer.echo(json.dumps({"games": rows, "problems": [
            {"entry": p.entry, "distribution": p.distribution, "layer": p.layer,
             "message": p.message} for p in problems]}, indent=2, ensure_ascii=False))
    else:
        from rich.console import Console
        from rich.markup import escape
        from rich.table import Table

        table = Table(title=f"{len(rows)} game(s) registered in 'boardcraft.games'")
        for column in ("id", "name", "from", "version", "plays", "studio"):
            table.add_column(column)
        for row in rows:
            plays = "yes" if row["content"] and row["core"] else "no"
            table.add_row(row["id"], escape(row["name"]), escape(row["distribution"] or "?"),
                          row["version"] or "?", plays, "yes" if row["studio"] else "no")
        console = Console(soft_wrap=True)
        console.print(table)
        for problem in problems:
            console.print(f"[red]error:[/red] {escape(str(problem))}")
    raise typer.Exit(1 if problems else 0)


@cli.command("schema")
def schema(
    game: str = typer.Argument(..., help="A game id (boardcraft games lists them)."),
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


def _lint_errors(pack) -> str:
    """The pack's lint errors in one line ("2 error(s): where: message; …"), or ""."""
    from content import lint
    from content.lint import errors as lint_errors

    errors = lint_errors(lint(pack))
    if not errors:
        return ""
    shown = "; ".join(f"{p.where}: {p.message}" if p.where else p.message for p in errors[:3])
    more = f" (+{len(errors) - 3} more)" if len(errors) > 3 else ""
    return f"{len(errors)} error(s): {shown}{more} (boardcraft validate lists them)"


def _playable_or_exit(pack, path: Path) -> None:
    """Exit 1, naming them, when the pack has lint errors: the rules cannot play such a pack
    (a Trails board with a hole has no path ring; ``boardcraft validate`` lists them all)."""
    errors = _lint_errors(pack)
    if errors:
        raise _fail(f"{_name(path)}: cannot be played: {errors}", 1)


def _check_json_out(path: Path) -> None:
    """Exit 2 unless ``path`` can take a ``--json`` result: a regular file or a new one in a
    folder that exists (a device or a pipe is never replaced by the result file)."""
    from content.io import save_target

    try:
        save_target(path)
    except OSError as e:
        raise _fail(f"--json {_name(path)}: {e.strerror or e}") from None
    if not path.parent.is_dir():
        raise _fail(f"--json {_name(path)}: its folder does not exist")


def _fail(message: str, code: int = 2) -> typer.Exit:
    """Print ``message`` on stderr (one line) and return the ``typer.Exit`` to raise."""
    typer.echo(message, err=True)
    return typer.Exit(code)


def _seat_label(seat: int, name: str) -> str:
    return f"P{seat + 1} {name}"


def _check_seats(game, names: list[str]) -> None:
    """Every seat names a bot of this game with options it takes; else one line, exit 2."""
    import random

    from core.api import bot_names, make_bot

    game_id = game.spec.game_id
    known = bot_names(game_id)
    for seat, name in enumerate(names):
        base = name.partition(":")[0]
        if base not in known:
            raise _fail(f"unknown bot '{base}' for {game_id}; choose from: {', '.join(known)}")
        try:
            make_bot(name, game, seat, random.Random(0))
        except ValueError as e:
            raise _fail(f"--seats: bot '{name}': {e}") from None


#: How long ``--scheduler`` waits for the Dask scheduler to answer.
_SCHEDULER_TIMEOUT = "10s"


class _Executor:
    """Where ``boardcraft simulate`` runs its games: in process, a process pool (both made
    by ``core.api.simulate`` from ``workers``), a local Dask cluster or a Dask scheduler."""

    def __init__(self, workers: int, dask_local: int | None, scheduler: str | None) -> None:
        self.workers = workers
        self.client = None
        self.cluster = None
        if dask_local is None and scheduler is None:
            return
        try:
            import logging

            from distributed import Client, LocalCluster
        except ImportError:
            flag = "--dask-local" if dask_local is not None else "--scheduler"
            raise _fail(f"{flag} needs Dask: pip install 'boardcraft-studio[cluster]'") from None
        try:
            if dask_local is not None:
                self.cluster = LocalCluster(n_workers=dask_local, threads_per_worker=1,
                                            processes=True, dashboard_address=None,
                                            silence_logs=logging.ERROR)
                self.client = Client(self.cluster)
            else:
                self.client = Client(scheduler, timeout=_SCHEDULER_TIMEOUT)
        except (OSError, TimeoutError, ValueError) as e:
            self.close()
            what = (f"cannot reach the Dask scheduler at {scheduler}" if scheduler is not None
                    else "cannot start a local Dask cluster")
            raise _fail(f"{what}: {e}") from None

    @property
    def executor(self):
        return self.client

    def close(self) -> None:
        for part in (self.client, self.cluster):
            if part is not None:
                try:
                    part.close()
                except Exception:  # noqa: BLE001 - closing what may be half-open
                    pass


class _Interrupt:
    """Ctrl-C during a run asks it to stop cleanly (a second Ctrl-C interrupts at once)."""

    def __init__(self) -> None:
        self.asked = False
        self._old = None

    def __enter__(self) -> _Interrupt:
        import signal

        def handler(signum, frame) -> None:
            if self.asked:
                raise KeyboardInterrupt
            self.asked = True

        try:
            self._old = signal.signal(signal.SIGINT, handler)
        except ValueError:  # not the main thread: no handler, no clean stop
            self._old = None
        return self

    def __exit__(self, *exc) -> None:
        import signal

        if self._old is not None:
            signal.signal(signal.SIGINT, self._old)

    def __call__(self) -> bool:
        return self.asked


def _percent(x: float) -> str:
    return f"{100 * x:.1f} %"


def _interval(lo_hi, fmt) -> str:
    return "—" if lo_hi is None else f"{fmt(lo_hi[0])} – {fmt(lo_hi[1])}"


def _print_result(console, result, seed: int, top: int) -> None:
    """The summary of one run: seats, lengths and reasons, first player, heat."""
    import statistics

    from rich.markup import escape
    from rich.table import Table

    n = len(result.games)
    console.print(f"{escape(result.game)} pack '{escape(result.pack_id)}': {n} games, "
                  f"{result.players} players, seed {seed}", soft_wrap=True)
    if result.cancelled:
        console.print(f"[yellow]cancelled after {n} of {result.requested} games[/]")
    if not n:
        return
    seat_table = Table()
    seat_table.add_column("Seat")
    seat_table.add_column("Win rate", justify="right")
    seat_table.add_column("95 % interval", justify="right")
    seat_table.add_column("Wins", justify="right")
    seat_table.add_column("Mean score", justify="right")
    rows = result.bots if result.rotate else result.seat_stats
    for s, stats in enumerate(rows):
        label = (escape(stats.name) if result.rotate
                 else escape(_seat_label(s, stats.name)))
        seat_table.add_row(label, _percent(stats.win_rate),
                           _interval(stats.win_interval, _percent), str(stats.wins),
                           f"{stats.score.mean:.2f}")
    console.print(seat_table)

    plies = [g.plies for g in result.games]
    rounds = [g.rounds for g in result.games]
    stats = Table(show_header=True)
    stats.add_column("Games", justify="right")
    stats.add_column("Plies mean / median", justify="right")
    stats.add_column("Rounds mean / median", justify="right")
    stats.add_column("End reasons")
    reasons = ", ".join(f"{escape(r)} {c}" for r, c in result.reasons.items())
    stats.add_row(str(n), f"{result.mean_plies:.1f} / {statistics.median(plies):g}",
                  f"{result.mean_rounds:.1f} / {statistics.median(rounds):g}", reasons)
    console.print(stats)
    for label, dist in (("plies", result.plies), ("rounds", result.rounds)):
        console.print(f"Length in {label}: mean {dist.mean:.1f} (95 % "
                      f"{_interval(dist.interval, lambda v: f'{v:.1f}')}), "
                      f"min {dist.minimum:g}, max {dist.maximum:g}")

    first = result.first_player
    if first is not None and first.games:
        by_seat = ", ".join(f"P{s + 1} {c}" for s, c in enumerate(first.by_seat))
        console.print(
            f"First player ({by_seat}): won {first.wins} of {first.games} "
            f"({_percent(first.rate)}, 95 % {_interval(first.interval, _percent)}) against a "
            f"fair {_percent(first.fair)}: advantage {100 * first.advantage:+.1f} points")
    _print_search(console, result)
    _print_breakdown(console, result)
    _print_heat(console, result, top)


def _print_search(console, result) -> None:
    """The strength each searching bot (MCTS) played at: its iterations per decision, which
    a time budget leaves to the machine's speed and load."""
    from rich.markup import escape

    rows = result.bots if result.rotate else result.seat_stats
    for s, stats in enumerate(rows):
        search = stats.search
        if search is None:
            continue
        label = escape(stats.name) if result.rotate else escape(_seat_label(s, stats.name))
        console.print(f"Search, {label}: {search.mean:,.0f} iterations a decision (mean), "
                      f"fewest {search.minimum:,}, most {search.maximum:,}, over "
                      f"{search.decisions:,} decisions", soft_wrap=True)


def _print_breakdown(console, result) -> None:
    """Where each seat's points came from: the mean of each score part over the games."""
    from rich.markup import escape

    for s, parts in enumerate(result.breakdown):
        if not parts:
            continue
        shown = ", ".join(f"{escape(str(label))} {mean:+.2f}" for label, mean in parts.items())
        name = result.seat_stats[s].name if s < len(result.seat_stats) else f"seat {s + 1}"
        console.print(f"Score parts, {escape(_seat_label(s, name))} (mean per game): {shown}",
                      soft_wrap=True)


def _print_heat(console, result, top: int) -> None:
    from rich.markup import escape
    from rich.table import Table

    n = len(result.games)
    if not result.heat_available:
        console.print(f"Heat: the {escape(result.game)} engine gives no heat yet")
        return
    hot = result.top_heat(top)
    if hot:
        table = Table()
        table.add_column("Hottest element")
        table.add_column("Heat per game", justify="right")
        for path, value in hot:
            table.add_row(escape(result.names.get(path, path)), f"{value / n:.2f}")
        console.print(table)
    for path, value in result.heat_totals.items():
        console.print(f"{escape(result.names.get(path, path))}: {value / n:.2f} per game")
    never = result.never_used
    if never:
        shown = ", ".join(escape(result.names.get(p, p)) for p in never[:10])
        more = f" … and {len(never) - 10} more" if len(never) > 10 else ""
        console.print(f"Never used ({len(never)}, no heat in any game): {shown}{more}",
                      soft_wrap=True)
    else:
        console.print("Never used: none (every element took heat in some game)")


def _print_comparison(console, comparison, b_name: str, seed: int, top: int) -> None:
    from rich.markup import escape
    from rich.table import Table

    a, b = comparison.a, comparison.b
    console.print(f"{escape(a.game)} pack '{escape(a.pack_id)}' (A) against "
                  f"'{escape(b.pack_id)}' (B, {escape(b_name)}): {len(a.games)} and "
                  f"{len(b.games)} games, {a.players} players, seed {seed}, seats rotated",
                  soft_wrap=True)
    if comparison.cancelled:
        console.print(f"[yellow]cancelled: A {len(a.games)} of {a.requested} games, "
                      f"B {len(b.games)} of {b.requested}[/]")
    table = Table()
    table.add_column("Measure")
    table.add_column("A", justify="right")
    table.add_column("B", justify="right")
    table.add_column("B − A", justify="right")
    table.add_column("95 % interval", justify="right")
    table.add_column("")
    for d in comparison.differences:
        if d.measure.endswith("advantage"):
            value = diff = (lambda v: f"{100 * v:+.1f} pt")
        elif d.kind == "share":
            value, diff = _percent, (lambda v: f"{100 * v:+.1f} pt")
        else:
            value, diff = (lambda v: f"{v:.2f}"), (lambda v: f"{v:+.2f}")
        table.add_row(escape(d.label), value(d.a), value(d.b), diff(d.diff),
                      _interval(d.interval, diff), "*" if d.significant else "")
    console.print(table)
    console.print("* the 95 % interval of the difference leaves out 0")
    heat = comparison.heat_differences
    if heat:
        shown = [h for h in heat if h.significant or h.only_in][:top] or list(heat[:top])
        console.print(f"Heat by element, paired by id ({comparison.significant_heat} *): "
                      + ", ".join(_heat_change(h) for h in shown), soft_wrap=True)
    for tag, run in (("A", a), ("B", b)):
        if run.games and run.heat_available:
            hot = ", ".join(f"{escape(run.names.get(p, p))} {v / len(run.games):.2f}"
                            for p, v in run.top_heat(top))
            console.print(f"Hottest in {tag}: {hot or 'none'}", soft_wrap=True)
            if run.never_used:
                console.print(f"Never used in {tag}: {len(run.never_used)}", soft_wrap=True)


def _heat_change(h) -> str:
    from rich.markup import escape

    where = " (only in A)" if h.only_in == "a" else " (only in B)" if h.only_in == "b" else ""
    return f"{escape(h.name)}{where} {h.diff:+.2f}{' *' if h.significant else ''}"


@cli.command("simulate")
def simulate_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file to play."),
    against: Path | None = typer.Option(
        None, "--against", metavar="B", help="Another version of the pack: play both on the "
        "same seeds with the seats rotated, and print the differences (B − A) with 95 % "
        "intervals."),
    players: int | None = typer.Option(
        None, "--players", "-p", help="Seats (default: the number of --seats, else the "
        "pack's minimum)."),
    games: int = typer.Option(100, "--games", "-n", help="Games to play (per version with "
                              "--against)."),
    seats: str | None = typer.Option(
        None, "--seats", help="Comma-separated bot per seat, with options after a colon, "
        "e.g. greedy,random or greedy,mcts:300 (default: greedy in every seat)."),
    seed: int = typer.Option(0, "--seed", help="Seed of the run; same seed, same games."),
    workers: int = typer.Option(1, "--workers", "-w", help="Worker processes."),
    dask_local: int | None = typer.Option(
        None, "--dask-local", metavar="N", help="Run on a local Dask cluster of N worker "
        "processes (needs the 'cluster' extra)."),
    scheduler: str | None = typer.Option(
        None, "--scheduler", metavar="ADDR", help="Run on the Dask cluster whose scheduler "
        "is at ADDR, e.g. tcp://10.0.0.5:8786 (needs the 'cluster' extra; the workers need "
        "boardcraft installed)."),
    json_out: Path | None = typer.Option(
        None, "--json", metavar="OUT", help="Write the whole result as JSON to OUT "
        "(docs/simulation.md)."),
    records: Path | None = typer.Option(
        None, "--records", metavar="DIR", help="Directory to save each game's record (JSON) "
        "for replay, as the games finish (with --against: DIR/a and DIR/b)."),
    top: int = typer.Option(5, "--top", help="Hottest elements to list."),
) -> None:
    """Play many bot-vs-bot games of a pack and print win rates, lengths, scores and heat.

    Exit status: 0 after the run, 1 for a pack with errors the rules cannot play with, 2 for
    an unloadable pack or bad options, 130 when Ctrl-C stopped the run (the games played so
    far are reported).
    """
    import json
    import time

    from rich.console import Console
    from rich.markup import escape
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    from core.api import WorkerLost, compare, game_for, simulate

    pack = _load_pack_or_exit(pack_path)
    _playable_or_exit(pack, pack_path)
    game = game_for(pack)
    spec = game.spec
    pack_b = None
    if against is not None:
        pack_b = _load_pack_or_exit(against)
        if pack_b.game != pack.game:
            raise _fail(f"{_name(against)}: a {pack_b.game} pack cannot be compared with "
                        f"the {pack.game} pack {_name(pack_path)}")
        _playable_or_exit(pack_b, against)
    names = [s.strip() for s in seats.split(",")] if seats is not None else None
    if names is not None:
        _check_seats(game, names)
        if players is None:
            players = len(names)
    if players is None:
        players = spec.min_players
    if not spec.min_players <= players <= spec.max_players:
        raise _fail(f"{spec.game_id} pack '{pack.id}' plays {spec.min_players} to "
                    f"{spec.max_players} players, not {players}")
    if pack_b is not None:
        spec_b = game_for(pack_b).spec
        if not spec_b.min_players <= players <= spec_b.max_players:
            raise _fail(f"{_name(against)}: {spec_b.game_id} pack '{pack_b.id}' plays "
                        f"{spec_b.min_players} to {spec_b.max_players} players, not {players}")
    if names is None:
        names = ["greedy"] * players
    if len(names) != players:
        raise _fail(f"--seats names {len(names)} bot(s) but --players is {players}")
    from core.api import MAX_GAMES

    if games < 1:
        raise _fail(f"--games must be at least 1, not {games}")
    if games > MAX_GAMES:
        raise _fail(f"--games must be at most {MAX_GAMES:,} (one run; split a longer one into "
                    f"runs with different seeds), not {games:,}")
    if workers < 1:
        raise _fail(f"--workers must be at least 1, not {workers}")
    if dask_local is not None and dask_local < 1:
        raise _fail(f"--dask-local must be at least 1, not {dask_local}")
    chosen = [flag for flag, used in (("--workers", workers > 1),
                                      ("--dask-local", dask_local is not None),
                                      ("--scheduler", scheduler is not None)) if used]
    if len(chosen) > 1:
        raise _fail(f"choose one of --workers, --dask-local and --scheduler, not "
                    f"{' and '.join(chosen)}")
    if json_out is not None:
        _check_json_out(json_out)
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
    where = _Executor(workers, dask_local, scheduler)
    started = time.perf_counter()
    try:
        with progress, _Interrupt() as interrupt:
            total = games * (2 if pack_b is not None else 1)
            task = progress.add_task(f"{pack.id}", total=total)

            def advance(done: int, _total: int) -> None:
                progress.update(task, completed=done)

            options = dict(workers=workers, executor=where.executor, on_progress=advance,
                           should_stop=interrupt, records_dir=records)
            if pack_b is None:
                result = simulate(pack, names, games, seed, **options)
            else:
                result = compare(pack, pack_b, names, games, seed, **options)
    except WorkerLost as e:
        raise _fail(str(e), 1) from None
    except OSError as e:
        raise _fail(f"cannot write records to {records}: {e.strerror or e}") from None
    finally:
        where.close()
    seconds = time.perf_counter() - started

    console = Console(highlight=False)
    if pack_b is None:
        _print_result(console, result, seed, top)
        played = len(result.games)
    else:
        _print_comparison(console, result, _name(against), seed, top)
        played = len(result.a.games) + len(result.b.games)
    if records is not None:
        console.print(f"{played} records saved in {escape(str(records))}", soft_wrap=True)
    if json_out is not None:
        from content.io import write_atomic

        try:
            write_atomic(json_out, json.dumps(result.to_json(with_timing=True), indent=1,
                                              ensure_ascii=False) + "\n")
        except OSError as e:
            raise _fail(f"cannot write {_name(json_out)}: {e.strerror or e}") from None
        console.print(f"result written to {escape(_name(json_out))}", soft_wrap=True)
    how = (f"a local Dask cluster of {dask_local}" if dask_local is not None
           else f"the Dask scheduler at {scheduler}" if scheduler is not None
           else f"{workers} worker processes" if workers > 1 else "this process")
    timing = result.timing if pack_b is None else None
    start = timing.start_seconds if timing is not None else None
    started_in = "" if start is None else f"; of it {start:.1f} s the workers' start"
    err_console.print(f"{played} games in {seconds:.1f} s on {escape(how)}"
                      f" ({played / seconds if seconds > 0 else 0:.1f} games/s{started_in})",
                      highlight=False, soft_wrap=True)
    if result.cancelled:
        raise typer.Exit(130 if interrupt.asked else 1)


def _objective_cells(o, score) -> list[str]:
    """One objective's value and its 95 % interval, as the summary table shows them."""
    if score is None:
        return ["refused", ""]

    def fmt(v: float) -> str:
        if o.measure == "first-player":
            return f"{100 * v:+.1f} pt"
        if o.measure.startswith(("win-rate", "reason")):
            return _percent(v)
        return f"{v:.2f}"

    return [fmt(score.value), _interval(score.interval, fmt)]


@cli.command("tune")
def tune_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file to tune."),
    param: list[str] = typer.Option(
        ..., "--param", metavar="PATH=LOW..HIGH", help="A number to search by its JSON path "
        "and range, both ends included (integers stay integers), e.g. rules.tokens=0..6 or "
        "card_colours[0].count=6..14; repeat for several."),
    objective: list[str] = typer.Option(
        ["first-player"], "--objective", metavar="MEASURE[=TARGET]", help="What to aim at: "
        "first-player (advantage toward 0), win-rate:seat:S=T, win-rate:bot:J=T, length=T (mean rounds), "
        "plies=T, reason:R=T (share of games ending by R); several give a Pareto front."),
    trials: int = typer.Option(60, "--trials", help="Candidates to try."),
    games: int = typer.Option(400, "--games", "-n", help="Games of a candidate that goes "
                              "through every rung (the first rungs play a ninth and a third)."),
    players: int | None = typer.Option(None, "--players", "-p", help="Seats (default: the "
                                       "number of --seats, else the pack's minimum)."),
    seats: str | None = typer.Option(None, "--seats", help="Comma-separated bot per seat "
                                     "(default: greedy in every seat); seats rotate."),
    seed: int = typer.Option(0, "--seed", help="Seed of the search: same seed, same trials."),
    workers: int = typer.Option(1, "--workers", "-w", help="Worker processes."),
    dask_local: int | None = typer.Option(None, "--dask-local", metavar="N", help="Run on a "
                                          "local Dask cluster of N worker processes."),
    scheduler: str | None = typer.Option(None, "--scheduler", metavar="ADDR", help="Run on "
                                         "the Dask cluster whose scheduler is at ADDR."),
    json_out: Path | None = typer.Option(None, "--json", metavar="OUT", help="Write the "
                                         "search as JSON to OUT (docs/tune.md)."),
) -> None:
    """Search a pack's numbers for a fairer game: Optuna TPE over the --param ranges, every
    candidate linted (a refused one is never played) and played on the same game seeds.

    Exit status: 0 after the search, 1 for a pack with errors the rules cannot play with,
    2 for an unloadable pack or bad options (an unknown parameter path, an empty range:
    nothing is written), 130 when Ctrl-C stopped it (the trials so far are reported).
    """
    import json
    import time

    from rich.console import Console
    from rich.markup import escape
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
    from rich.table import Table

    from core.api import (
        MAX_GAMES,
        MAX_TRIALS,
        Objective,
        Param,
        WorkerLost,
        check_params,
        game_for,
        tune,
    )

    pack = _load_pack_or_exit(pack_path)
    _playable_or_exit(pack, pack_path)
    try:
        params = [Param.parse(p) for p in param]
        objectives = [Objective.parse(o) for o in objective]
        check_params(pack, params)
    except ValueError as e:
        raise _fail(f"{_name(pack_path)}: {e}") from None
    game = game_for(pack)
    spec = game.spec
    names = [s.strip() for s in seats.split(",")] if seats is not None else None
    if names is not None:
        _check_seats(game, names)
        players = players if players is not None else len(names)
    if players is None:
        players = spec.min_players
    if not spec.min_players <= players <= spec.max_players:
        raise _fail(f"{spec.game_id} pack '{pack.id}' plays {spec.min_players} to "
                    f"{spec.max_players} players, not {players}")
    names = names or ["greedy"] * players
    if len(names) != players:
        raise _fail(f"--seats names {len(names)} bot(s) but --players is {players}")
    if not 1 <= games <= MAX_GAMES:
        raise _fail(f"--games must be 1 to {MAX_GAMES:,}, not {games:,}")
    if not 1 <= trials <= MAX_TRIALS:
        raise _fail(f"--trials must be 1 to {MAX_TRIALS:,}, not {trials:,}")
    if workers < 1:
        raise _fail(f"--workers must be at least 1, not {workers}")
    if dask_local is not None and dask_local < 1:
        raise _fail(f"--dask-local must be at least 1, not {dask_local}")
    chosen = [flag for flag, used in (("--workers", workers > 1),
                                      ("--dask-local", dask_local is not None),
                                      ("--scheduler", scheduler is not None)) if used]
    if len(chosen) > 1:
        raise _fail(f"choose one of --workers, --dask-local and --scheduler, not "
                    f"{' and '.join(chosen)}")
    if json_out is not None:
        _check_json_out(json_out)

    err_console = Console(stderr=True)
    progress = Progress("[progress.description]{task.description}", BarColumn(),
                        MofNCompleteColumn(), TimeElapsedColumn(), console=err_console,
                        transient=True, disable=not err_console.is_terminal)
    where = _Executor(workers, dask_local, scheduler)
    started = time.perf_counter()
    try:
        with progress, _Interrupt() as interrupt:
            task = progress.add_task(f"{pack.id}: start", total=None)
            seen = [0]

            def advance(done: int, total: int) -> None:
                progress.update(task, completed=done, total=total)

            def trial_done(_trial) -> None:
                seen[0] += 1
                progress.update(task, description=f"{pack.id}: trial {seen[0] - 1} of "
                                                  f"{trials}")

            result = tune(pack, params, objectives, names, trials, games, seed, workers,
                          where.executor, on_progress=advance, on_trial=trial_done,
                          should_stop=interrupt)
    except WorkerLost as e:
        raise _fail(str(e), 1) from None
    except ValueError as e:
        raise _fail(f"{_name(pack_path)}: {e}") from None
    finally:
        where.close()
    seconds = time.perf_counter() - started

    console = Console(highlight=False)
    table = Table(title=f"{pack.game} pack '{escape(pack.id)}': {len(result.trials)} trials, "
                        f"up to {games} games each, seed {seed}")
    table.add_column("Trial", justify="right")
    for p in params:
        table.add_column(escape(p.path), justify="right")
    for o in objectives:
        table.add_column(escape(f"{o.measure} → {o.target:g}"), justify="right")
        table.add_column("95 % interval", justify="right")
    table.add_column("Games", justify="right")
    table.add_column("")
    ranked = sorted(result.trials, key=lambda t: (t.refused is not None, not t.complete,
                                                  t.total, t.number))
    for t in [result.start, *ranked[:10]]:
        mark = ("start" if t.number < 0 else "best" if t.number == result.best
                else "front" if t.number in result.pareto else "")
        cells = [str(t.number) if t.number >= 0 else "—",
                 *(f"{t.params[p.path]:g}" for p in params)]
        for k, o in enumerate(objectives):
            cells += _objective_cells(o, t.scores[k] if t.refused is None else None)
        table.add_row(*cells, str(t.games), mark)
    console.print(table)
    refused = [t for t in result.trials if t.refused is not None]
    if refused:
        console.print(f"{len(refused)} candidate(s) refused by the lint, never played; first: "
                      f"{escape(refused[0].refused)}", soft_wrap=True)
    best = result.best_trial()
    if best is None:
        console.print("[yellow]no candidate played every game: no best[/]")
    else:
        values = ", ".join(f"{escape(k)} = {v:g}" for k, v in best.params.items())
        verdict = ("significantly better than the start (95 % intervals apart)"
                   if result.significant else
                   "[yellow]not significantly better than the start[/] (95 % intervals "
                   "overlap: play more games to tell)")
        console.print(f"Best: trial {best.number} ({values}): {verdict}", soft_wrap=True)
    if result.cancelled:
        console.print(f"[yellow]cancelled after {len(result.trials)} of {trials} trials[/]")
    if json_out is not None:
        from content.io import write_atomic

        try:
            write_atomic(json_out, json.dumps(result.to_json(with_timing=True), indent=1,
                                              ensure_ascii=False) + "\n")
        except OSError as e:
            raise _fail(f"cannot write {_name(json_out)}: {e.strerror or e}") from None
        console.print(f"search written to {escape(_name(json_out))}", soft_wrap=True)
    played = sum(t.games for t in result.trials) + result.start.games
    err_console.print(f"{len(result.trials)} trials, {played} games (counting each rung's "
                      f"games once) in {seconds:.1f} s", highlight=False)
    if result.cancelled:
        raise typer.Exit(130 if interrupt.asked else 1)


@cli.command("bench")
def bench_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file to measure."),
    players: int | None = typer.Option(
        None, "--players", "-p", help="Only this player count (default: every count the "
        "pack plays)."),
    seconds: float = typer.Option(
        1.0, "--seconds", "-s", help="Time for each measure (random playouts, then greedy "
        "games), per player count."),
    json_out: Path | None = typer.Option(
        None, "--json", metavar="OUT", help="Also write the figures as JSON to OUT."),
) -> None:
    """How fast a pack plays on one core: random-playout plies/s (and as a multiple of a
    tic-tac-toe reference measured in the same run), greedy games/s by CPU time and by wall
    clock, and how long 10,000 greedy games would take on a free core (from the CPU time).
    One untimed warm-up game comes first, so one-time set-up is not counted.

    Exit status: 0 after the run, 1 for a pack with errors the rules cannot play with, 2 for
    an unloadable pack or bad options, 130 when Ctrl-C stopped it (the counts measured so far
    are printed).
    """
    import json
    import os

    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    from core.api import game_for, measure_speed

    if not 0.05 <= seconds <= 600:
        raise _fail(f"--seconds must be from 0.05 to 600, not {seconds:g}")
    pack = _load_pack_or_exit(pack_path)
    _playable_or_exit(pack, pack_path)
    game = game_for(pack)
    spec = game.spec
    counts = list(range(spec.min_players, spec.max_players + 1))
    if players is not None:
        if players not in counts:
            raise _fail(f"{spec.game_id} pack '{pack.id}' plays {spec.min_players} to "
                        f"{spec.max_players} players, not {players}")
        counts = [players]
    if json_out is not None:
        _check_json_out(json_out)
    console = Console(highlight=False, soft_wrap=True)
    err_console = Console(stderr=True, highlight=False)
    speeds = []
    interrupted = False
    with err_console.status(f"measuring {escape(pack.id)} …") as status:
        try:
            for n in counts:
                status.update(f"measuring {escape(pack.id)}: {n} players …")
                speeds.append(measure_speed(game, n, seconds))
        except KeyboardInterrupt:
            interrupted = True
    table = Table(title=f"{pack.game} pack '{escape(pack.id)}' ({escape(pack.name)}), one core")
    # headers broken by hand and cells never wrapped: the table fits an 80-column terminal
    for header in ("players", "random\nplies/s", "x\nreference", "greedy games/s\nCPU / wall",
                   "plies/\ngame", "10,000 games\n(CPU)"):
        table.add_column(header, justify="right", no_wrap=True)

    def rate(cpu: float | None, wall: float | None) -> str:
        return "—" if cpu is None or wall is None else f"{cpu:,.1f} / {wall:,.1f}"

    for sp in speeds:
        whole = sp.seconds_for(10_000)
        table.add_row(
            str(sp.players), f"{sp.plies_per_second:,.0f}", f"{sp.reference_ratio:.2f}",
            rate(sp.greedy_cpu_games_per_second, sp.greedy_games_per_second),
            "—" if sp.greedy_mean_plies is None else f"{sp.greedy_mean_plies:,.0f}",
            "—" if whole is None else _duration(whole))
    console.print(table)
    if speeds:
        warm = ", ".join(f"{sp.players} players {1000 * sp.warmup_seconds:,.0f} ms wall / "
                         f"{1000 * sp.warmup_cpu_seconds:,.0f} ms CPU" for sp in speeds)
        console.print(f"Warm-up: one untimed game per player count was played first, so its "
                      f"one-time set-up is left out of every rate ({warm}).")
        walls = [(sp, sp.wall_seconds_for(10_000)) for sp in speeds]
        walls = [f"{sp.players} players {_duration(w)}" for sp, w in walls if w is not None]
        if walls:
            console.print(f"CPU time: the 10,000-games estimate uses the CPU time a game takes "
                          f"in this process (what one free core gives, whatever the load); "
                          f"from the wall clock of this run it would be {', '.join(walls)}.")
    console.print(f"Random playouts measured in alternation with a reference, a minimal "
                  f"pure-Python tic-tac-toe to the same protocol ({seconds:g} s each measure; "
                  f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores): the "
                  f"ratio is the steadier figure on a busy machine. Greedy bots in every seat; "
                  f"`boardcraft simulate --workers N` spreads games over N cores.")
    if json_out is not None:
        from content.io import write_atomic

        data = {"pack": pack.id, "game": pack.game, "seconds": seconds,
                "speeds": [sp.to_json() for sp in speeds], "complete": not interrupted}
        try:
            write_atomic(json_out, json.dumps(data, indent=1) + "\n")
        except OSError as e:
            raise _fail(f"cannot write {_name(json_out)}: {e.strerror or e}") from None
        console.print(f"figures written to {escape(_name(json_out))}")
    if interrupted:
        raise typer.Exit(130)


def _duration(seconds: float) -> str:
    """``seconds`` as a person reads a duration: "48 s", "3 min 12 s", "2 h 5 min"."""
    s = round(seconds)
    if s < 60:
        return f"{seconds:.1f} s" if seconds < 10 else f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60} s"
    return f"{s // 3600} h {s % 3600 // 60} min"


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
    if not getattr(sys, "frozen", False):  # from a checkout: the child finds this code too
        root = str(Path(__file__).resolve().parents[1])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    proc = subprocess.run(
        [*render_child_command(), kind, str(pack_path), "-o", str(out), *options],
        capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL,
    )
    if proc.returncode != 0:
        why = (proc.stderr.strip().splitlines() or [f"exit status {proc.returncode}"])[-1]
        raise _fail(f"{_name(pack_path)}: cannot draw the {kind}: {why}", 1)


@cli.command("export")
def export_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file (JSON) to export."),
    output: Path = typer.Option(..., "--output", "-o", help="The .bcpack file to write."),
    pdf: bool = typer.Option(False, "--pdf", help="Include the print-and-play PDF."),
    paper: str = typer.Option("a4", "--paper", help="Paper of the print-and-play PDF: a4 or letter.",
                              case_sensitive=False),
) -> None:
    """Write a .bcpack content pack file: the pack, a preview picture and, with --pdf, the
    print-and-play sheets. The pictures are drawn in a child process: this one stays Qt-free.

    A pack with lint errors is exported with a warning on stderr: whoever imports it sees
    them in the Problems panel, and the rules cannot play it until they are fixed.

    Exit status: 0 written, 1 when it cannot be drawn or written, 2 for an unloadable pack.
    """
    import tempfile

    from content.packfile import PackfileError, write_packfile

    paper = paper.lower()
    if paper not in ("a4", "letter"):
        raise _fail(f"--paper must be a4 or letter, not '{paper}'", 1)
    pack = _load_pack_or_exit(pack_path)
    errors = _lint_errors(pack)
    if errors:
        typer.echo(f"{_name(pack_path)}: warning: exported with {errors}; the rules cannot "
                   "play it until they are fixed", err=True)
    with tempfile.TemporaryDirectory(prefix="boardcraft-export-") as tmp:
        preview = Path(tmp) / "preview.png"
        _render_child("preview", pack_path, preview)
        sheets = None
        if pdf:
            _render_child("pdf", pack_path, Path(tmp) / "print.pdf", "--paper", paper)
            sheets = (Path(tmp) / "print.pdf").read_bytes()
        try:
            target = write_packfile(output, pack, preview.read_bytes(), sheets)
        except PackfileError as e:
            raise _fail(f"{_name(output)}: {e.problems[0][1]}", 1) from None
    typer.echo(f"{_name(target)}: {pack.game} pack '{pack.id}' exported"
               f"{f' with its print-and-play PDF on {paper.upper()} paper' if pdf else ''}")


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
        # The folder is made only once the file has passed every check.
        plan = import_packfile(packfile, output, replace=force, schema_ref=schema_ref,
                               create=True)
    except PackfileError as e:
        raise _fail(f"refused: {e}" if not e.unreadable else str(e), 2 if e.unreadable else 1) \
            from None
    typer.echo(f"{_name(packfile)}: imported into {_name(output)}: "
               + ", ".join(p.name for p in plan.files()))


@cli.command("print")
def print_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file to print."),
    output: Path = typer.Option(..., "--output", "-o", help="The PDF file to write."),
    paper: str = typer.Option("a4", "--paper", help="The paper size: a4 or letter."),
) -> None:
    """Write the print-and-play PDF: the components with their counts and pages, the cards
    with bleed, cut marks and backs for double-sided printing, the pieces, the board tiled
    over sheets with overlap marks; text stays text, nothing within 5 mm of the edge.

    Exit status: 0 written, 1 for a bad option or a file that cannot be written, 2 for an
    unloadable pack.
    """
    from content.io import write_atomic

    if paper.lower() not in ("a4", "letter"):
        raise _fail(f"--paper must be a4 or letter, not '{paper}'", 1)
    global _QUICK_EXIT
    pack = _load_pack_or_exit(pack_path)
    from app.print_and_play import print_pdf  # Qt is imported here

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

    from content.io import move_into_place, reserve_temp, save_target

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
    tmp = None
    try:
        save_target(output)  # a folder, a device or a pipe: refused before drawing
        tmp = reserve_temp(output)  # a name of its own: never a user's file
        if suffix == ".png":
            w, h = write_png(scene, tmp, dpi)
        else:
            w, h = write_svg(scene, tmp, pack.name)
        move_into_place(tmp, output)
    except OSError as e:
        raise _fail(f"{_name(output)}: cannot write: {e.strerror or e}", 1) from None
    finally:
        if tmp is not None and tmp.exists():
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

    Exit status: the studio's, 1 for a pack with errors the rules cannot play with (they are
    named; ``boardcraft open PACK`` opens it to fix them), or 2 when the pack cannot be read
    or the seats are not valid.
    """
    import random

    from core.api import bot_names, game_for, parse_seat

    pack = _load_pack_or_exit(pack_path)
    _playable_or_exit(pack, pack_path)
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
    raise typer.Exit(run_studio([str(pack_path)], lang=_LANG["lang"],
                                playtest={"seats": seat_list, "seed": chosen, "solo": solo}))


from app.cli_cards import cards_cli  # noqa: E402  (its commands use this module's helpers)

cli.add_typer(cards_cli, name="cards",
              short_help="Write a pack's cards as a table, or read a table back into a pack.")

#: Each command's line in ``boardcraft --help``: one whole sentence (Click would cut a
#: docstring's longer first sentence short with "...").
_SUMMARIES = {
    "scenarios": "Check every scenario pinned in a pack, one line each.",
    "games": "List the registered games and where each comes from.",
    "simulate": "Play many bot games of a pack and report on them.",
    "tune": "Search a pack's numbers for a fairer game.",
    "bench": "Measure how fast a pack plays on one core.",
    "replay": "Replay a game record, checking every move against the rules.",
    "export": "Write a .bcpack content pack file to share.",
    "import": "Check a .bcpack whole, then write its pack into a folder.",
    "print": "Write the print-and-play PDF of a pack.",
}
for _command in cli.registered_commands:
    _command.short_help = _SUMMARIES.get(_command.name, _command.short_help)

#: Set by a command whose process holds Qt scenes of many items (``render``, ``print``):
#: ``main`` then ends the process without tearing them down one by one (about 0.15 s for a
#: 10,000-hex board), once the output is written and flushed.
_QUICK_EXIT = False


def _files_as_open(args: list[str]) -> list[str]:
    """``boardcraft FILE…`` as ``boardcraft open FILE…``: what a double-click through the
    desktop entry runs (``Exec=boardcraft %F``), and what people type. Only when the first
    word after the root options is no command and names a file (or a pack's suffix)."""
    i = 0
    while i < len(args) and args[i].startswith("-"):
        i += 2 if args[i] == "--lang" else 1  # --lang takes a value
    if i >= len(args):
        return args
    commands = {c.name for c in cli.registered_commands} | {
        g.name for g in cli.registered_groups}
    first = args[i]
    if first in commands:
        return args
    if Path(first).suffix.lower() in (".json", ".bcpack") or Path(first).exists():
        return [*args[:i], "open", *args[i:]]
    return args


def main() -> None:
    """Console-script entry point."""
    import os
    import sys

    sys.argv[1:] = _files_as_open(sys.argv[1:])
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
