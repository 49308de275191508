"""``boardcraft cards export|import``: a pack's card set as a CSV or XLSX table and back
(see :mod:`content.cards_table`). Never imports Qt."""

from __future__ import annotations

from pathlib import Path

import typer

cards_cli = typer.Typer(
    name="cards",
    help="Write a pack's card set as a table (CSV or XLSX) or read one back into a pack.",
    no_args_is_help=True,
    add_completion=False,
    # Click's plain help: flags as flags (no '<bool>'), paragraphs rewrapped to the terminal.
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)


def _suffix_or_exit(path: Path, what: str) -> str:
    from app.cli import _fail
    from content.cards_table import FORMATS

    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise _fail(f"{what} {path.name}: a card table is {' or '.join(FORMATS)}, "
                    f"not {suffix or 'a file without suffix'}")
    return suffix


def _card_set_or_exit(pack, path: Path) -> str:
    from app.cli import _fail, _name
    from content.cards_table import card_set_field

    try:
        return card_set_field(pack)
    except ValueError as e:
        raise _fail(f"{_name(path)}: {e}") from None


@cards_cli.command("export", short_help="Write the pack's card set as a table (CSV or XLSX).")
def export_cards_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file whose cards to write."),
    output: Path = typer.Option(..., "--output", "-o", metavar="TABLE",
                                help="The table to write: cards.csv or cards.xlsx."),
) -> None:
    """Write the pack's card set as a table: a row a card, a column a field, a header row.

    Exit status: 0 written, 2 when the pack cannot be read or the table cannot be written.
    """
    from app.cli import _check_json_out, _fail, _load_pack_or_exit, _name
    from content.cards_table import export_cards

    _suffix_or_exit(output, "-o")
    pack = _load_pack_or_exit(pack_path)
    field = _card_set_or_exit(pack, pack_path)
    _check_json_out(output)
    try:
        export_cards(pack, output)
    except OSError as e:
        raise _fail(f"{_name(output)}: cannot write: {e.strerror or e}") from None
    typer.echo(f"{_name(output)}: {len(getattr(pack, field))} rows of {field} written "
               f"from {_name(pack_path)}")


@cards_cli.command("import", short_help="Read a card table into a pack: all of it or nothing.")
def import_cards_cmd(
    pack_path: Path = typer.Argument(..., metavar="PACK", help="Pack file to take the cards into."),
    table: Path = typer.Argument(..., metavar="TABLE", help="The table to read: CSV or XLSX."),
    output: Path = typer.Option(..., "--output", "-o", metavar="OUT.json",
                                help="The pack file to write (PACK itself to replace it)."),
) -> None:
    """Read a card table into the pack and write the result: all of it or nothing.

    Every unknown or missing column, bad value, unknown country or point and duplicate id is
    printed with its row and column, and nothing is written. Exit status: 0 written,
    1 refused, 2 when the pack or the table cannot be read.
    """
    from app.cli import _check_json_out, _fail, _load_pack_or_exit, _name
    from content import save_pack
    from content.cards_table import CardTableError, describe, import_cards
    from content.errors import PackError

    _suffix_or_exit(table, "TABLE")
    pack = _load_pack_or_exit(pack_path)
    field = _card_set_or_exit(pack, pack_path)
    _check_json_out(output)
    try:
        new = import_cards(pack, table)
    except CardTableError as e:
        if e.unreadable:
            raise _fail(f"{_name(table)}: {e.problems[0][1]}") from None
        for cell, message in e.problems:
            typer.echo(f"{_name(table)}: {describe(cell, message)}", err=True)
        raise _fail(f"{_name(table)}: refused, {len(e.problems)} problem(s); nothing written", 1) \
            from None
    try:
        save_pack(new, output)
    except (OSError, PackError) as e:
        raise _fail(f"{_name(output)}: cannot write: {getattr(e, 'strerror', None) or e}") from None
    typer.echo(f"{_name(output)}: {len(getattr(new, field))} rows of {field} from {_name(table)} "
               f"(was {len(getattr(pack, field))})")
