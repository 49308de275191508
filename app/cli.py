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


def main() -> None:
    """Console-script entry point."""
    cli()


if __name__ == "__main__":
    main()
