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


def _open_studio(files: list[Path]) -> int:
    from app.main import run_studio  # Qt is imported here and only here

    return run_studio([str(f) for f in files])


@cli.callback(invoke_without_command=True)
def _root(ctx: typer.Context) -> None:
    """With no command, open the studio on the default packs."""
    if ctx.invoked_subcommand is None:
        raise typer.Exit(_open_studio([]))


@cli.command("open")
def open_files(files: list[Path] = typer.Argument(..., help="Pack files to open.")) -> None:
    """Open the studio with these pack files."""
    raise typer.Exit(_open_studio(files))


def _readable(path: Path) -> bool:
    """True when ``path`` is a regular file we can open and is within the size cap."""
    from content.io import MAX_PACK_BYTES

    try:
        if not path.is_file() or path.stat().st_size > MAX_PACK_BYTES:
            return False
        with open(path, "rb"):
            return True
    except OSError:
        return False


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
        name = escape(str(path))
        try:
            pack = load_pack(path)
        except PackError as err:
            unreadable = not _readable(path)
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


def main() -> None:
    """Console-script entry point."""
    cli()


if __name__ == "__main__":
    main()
