"""Card sets as tables (``boardcraft cards export|import``, File ▸ Import/Export Cards…).

A game's card set is the pack list its content registration names (``ContentGame.card_set``:
Journey's and Expedition's ``cards``, Trails' ``card_colours``). As a table it is one row a
card, one column a field of the card's model, under a header row of the field names; CSV, or
XLSX through openpyxl. Reading one back is all or nothing: every unknown or missing column,
bad value, unknown reference (a country or point the pack does not have) and duplicate id is
named by its row and column, and nothing changes unless there is none. The checks are the
pack's own (its models and cross-reference validation), so a table passes exactly when a pack
file holding the same cards would load.
"""

from __future__ import annotations

import csv
import io
import os
import typing
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from content.errors import ReadError
from content.io import _validation_problems, read_file, write_atomic

#: The table formats, by file suffix.
FORMATS = (".csv", ".xlsx")
#: The largest table read (bytes) and the most rows: far beyond any deck, short of a hang.
MAX_BYTES = 32 * 1024 * 1024
MAX_ROWS = 100_000


@dataclass(frozen=True)
class Cell:
    """Where a table problem is: ``row`` counts from 1 with the header as row 1 (as a
    spreadsheet numbers them); ``column`` is the header's name ("" for a whole row)."""

    row: int
    column: str


class CardTableError(Exception):
    """A table that cannot be read or that is refused: ``problems`` are ``(Cell | None,
    message)``, every one found; ``unreadable`` when the file itself could not be read."""

    def __init__(self, source: str, problems: list[tuple[Cell | None, str]], unreadable: bool = False):
        self.source = source
        self.problems = problems
        self.unreadable = unreadable
        super().__init__(f"{source}: " + "; ".join(describe(c, m) for c, m in problems[:5])
                         + (f" (+{len(problems) - 5} more)" if len(problems) > 5 else ""))


def describe(cell: Cell | None, message: str) -> str:
    """"row 4, column point: unknown point 'nowhere'"; the message alone without a cell."""
    if cell is None:
        return message
    if not cell.column:
        return f"row {cell.row}: {message}"
    return f"row {cell.row}, column {cell.column}: {message}"


def card_set_field(pack) -> str:
    """The pack list that holds ``pack``'s card set; ``ValueError`` if its game has none."""
    from content.plugins import content_games

    game = content_games().get(pack.game)
    field = getattr(game, "card_set", "") if game is not None else ""
    if not field:
        raise ValueError(f"the {getattr(game, 'name', pack.game)} game has no card set to tabulate")
    return field


def _item_model(pack, field: str):
    annotation = type(pack).model_fields[field].annotation
    return typing.get_args(annotation)[0]


def card_columns(pack) -> list[str]:
    """The table's columns for ``pack``'s game: the card model's fields, in its order."""
    return list(_item_model(pack, card_set_field(pack)).model_fields)


def card_rows(pack) -> tuple[list[str], list[list]]:
    """``(columns, rows)`` of ``pack``'s card set: a row a card, a cell a field's value."""
    columns = card_columns(pack)
    items = getattr(pack, card_set_field(pack))
    return columns, [[item.model_dump(mode="json")[c] for c in columns] for item in items]


def table_bytes(pack, suffix: str) -> bytes:
    """The card set of ``pack`` as a CSV (UTF-8, header row) or an XLSX workbook."""
    columns, rows = card_rows(pack)
    if suffix == ".csv":
        out = io.StringIO(newline="")
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows(["" if v is None else v for v in row] for row in rows)
        return out.getvalue().encode("utf-8")
    if suffix == ".xlsx":
        from openpyxl import Workbook

        book = Workbook()
        sheet = book.active
        sheet.title = card_set_field(pack)
        sheet.append(columns)
        for row in rows:
            sheet.append(row)
        out = io.BytesIO()
        book.save(out)
        return out.getvalue()
    raise ValueError(f"a card table is {' or '.join(FORMATS)}, not {suffix or 'a file without suffix'}")


def export_cards(pack, path: str | os.PathLike) -> Path:
    """Write ``pack``'s card set to ``path`` (its suffix picks CSV or XLSX), atomically."""
    path = Path(path)
    return write_atomic(path, table_bytes(pack, path.suffix.lower()))


def _cell_text(value) -> str | int | None:
    """A spreadsheet cell as a field value: whole floats as integers, blanks as ``None``."""
    if value is None:
        return None
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, int | float):
        return value
    text = str(value).strip()
    return text if text else None


def read_table(path: str | os.PathLike) -> tuple[list[str], list[list]]:
    """``(header, rows)`` of a CSV or XLSX table; :class:`CardTableError` (unreadable) when
    the file cannot be read as one."""
    path = Path(path)
    name = path.name
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise CardTableError(name, [(None, f"a card table is {' or '.join(FORMATS)}, "
                                           f"not {suffix or 'a file without suffix'}")], True)
    try:
        raw = read_file(path, MAX_BYTES)
    except ReadError as e:
        raise CardTableError(name, [(None, e.reason)], True) from None
    rows: list[list]
    if suffix == ".csv":
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise CardTableError(name, [(None, f"not UTF-8 text (byte {e.start})")], True) from None
        try:
            rows = [row for row in csv.reader(io.StringIO(text, newline=""))]
        except csv.Error as e:
            raise CardTableError(name, [(None, f"not a CSV table: {e}")], True) from None
    else:
        import zipfile

        from openpyxl import load_workbook

        try:
            book = load_workbook(io.BytesIO(raw), read_only=True, data_only=True)
        except (zipfile.BadZipFile, OSError, KeyError, ValueError, TypeError) as e:
            raise CardTableError(name, [(None, f"not an XLSX workbook ({e})")], True) from None
        sheet = book.worksheets[0]
        rows = []
        for row in sheet.iter_rows(values_only=True):
            rows.append(list(row))
            if len(rows) > MAX_ROWS + 1:
                break
        book.close()
    rows = [[_cell_text(v) for v in row] for row in rows]
    while rows and all(v is None for v in rows[-1]):
        rows.pop()
    if not rows:
        raise CardTableError(name, [(None, "the table is empty: it needs a header row")], True)
    if len(rows) > MAX_ROWS + 1:
        raise CardTableError(name, [(None, f"more than {MAX_ROWS:,} rows")], True)
    header = ["" if h is None else str(h) for h in rows[0]]
    return header, rows[1:]


def cards_from_table(pack, header: list[str], rows: list[list], source: str = "<table>"):
    """``pack`` with its card set replaced by the table's cards; :class:`CardTableError`
    naming each problem's row and column, and ``pack`` unchanged, when any."""
    field = card_set_field(pack)
    model = _item_model(pack, field)
    fields = model.model_fields
    problems: list[tuple[Cell | None, str]] = []
    for k, name in enumerate(header):
        if not name:
            if any(k < len(r) and r[k] is not None for r in rows):
                problems.append((Cell(1, f"#{k + 1}"), "a column without a name in the header"))
        elif name not in fields:
            problems.append((Cell(1, name), f"unknown column (the columns: {', '.join(fields)})"))
        elif header.index(name) != k:
            problems.append((Cell(1, name), "the column appears twice"))
    for name, info in fields.items():
        if info.is_required() and name not in header:
            problems.append((Cell(1, name), "this column is missing"))
    if problems:
        raise CardTableError(source, problems)
    items = []
    for r, row in enumerate(rows, start=2):
        if all(v is None for v in row):
            continue
        if len(row) > len(header) and any(v is not None for v in row[len(header):]):
            problems.append((Cell(r, ""), f"{len(row)} cells, but the header names {len(header)} columns"))
            continue
        data = {name: row[k] for k, name in enumerate(header) if name and k < len(row) and row[k] is not None}
        try:
            items.append((r, model.model_validate(data)))
        except ValidationError as err:
            for e in err.errors(include_url=False):
                column = str(e["loc"][0]) if e["loc"] else ""
                problems.append((Cell(r, column), e["msg"]))
    # The pack's own checks (references, duplicate ids) on the rows that read well, so one
    # pass names every problem of the table.
    data = pack.model_dump(mode="json", by_alias=True)
    data[field] = [item.model_dump(mode="json", by_alias=True) for _, item in items]
    try:
        result = type(pack).model_validate(data)
    except ValidationError as err:
        rows_of = [r for r, _ in items]
        rows_failed = bool(problems)
        for where, message in _validation_problems(err):
            cell = _cell_of(where, field, rows_of)
            if cell is None and rows_failed:
                continue  # a consequence of a row already refused (a colour the terrains pay with)
            problems.append((cell, message if cell is not None else f"{where}: {message}"))
        result = None
    if problems:
        problems.sort(key=lambda p: (p[0].row, p[0].column) if p[0] is not None else (0, ""))
        raise CardTableError(source, problems)
    return result


def _cell_of(where: str, field: str, rows_of: list[int]) -> Cell | None:
    """The table cell of the pack path ``where`` (``cards[2].point`` → row of card 2, point)."""
    from content.edit import parse_path

    try:
        steps = parse_path(where)
    except ValueError:
        return None
    if len(steps) >= 2 and steps[0] == field and isinstance(steps[1], int) and steps[1] < len(rows_of):
        return Cell(rows_of[steps[1]], str(steps[2]) if len(steps) > 2 else "")
    return None


def import_cards(pack, path: str | os.PathLike):
    """``pack`` with the card set of the table at ``path`` (see :func:`cards_from_table`)."""
    header, rows = read_table(path)
    return cards_from_table(pack, header, rows, Path(path).name)


__all__ = ["FORMATS", "CardTableError", "Cell", "card_columns", "card_rows", "card_set_field",
           "cards_from_table", "describe", "export_cards", "import_cards", "read_table", "table_bytes"]
