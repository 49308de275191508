"""Card sets as tables (issue 23 §3): export → import gives the same pack for every default
pack in CSV and XLSX; a wrong table is refused whole with the row and column of each problem;
``boardcraft cards`` exits 0 / 1 / 2 and writes nothing when it refuses."""

from __future__ import annotations

import subprocess
import sys

import pytest

import content
from content.cards_table import (
    CardTableError,
    Cell,
    card_columns,
    export_cards,
    import_cards,
    read_table,
)

DEFAULTS = ("europe", "trails", "expedition")


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
@pytest.mark.parametrize("name", DEFAULTS)
def test_export_then_import_gives_the_same_pack(name, suffix, tmp_path):
    pack = content.default_pack(name)
    path = export_cards(pack, tmp_path / f"cards{suffix}")
    header, rows = read_table(path)
    assert header == card_columns(pack)
    assert len(rows) == len(getattr(pack, {"trails": "card_colours"}.get(name, "cards")))
    assert import_cards(pack, path) == pack


def _refused(pack, path) -> list[tuple[Cell | None, str]]:
    with pytest.raises(CardTableError) as caught:
        import_cards(pack, path)
    assert not caught.value.unreadable
    return caught.value.problems


def test_every_problem_is_named_by_row_and_column_in_one_pass(tmp_path):
    pack = content.default_pack("expedition")
    path = tmp_path / "cards.csv"
    path.write_text("id,point\ncard-a,london\ncard-b,nowhere\ncard-a,paris\n,\nx,y,z\n", encoding="utf-8")
    problems = _refused(pack, path)
    cells = [(c.row, c.column) for c, _ in problems]
    assert (3, "point") in cells            # E1: a destination names a green point that exists
    assert (4, "id") in cells               # a duplicate id
    assert (6, "") in cells                 # more cells than the header has columns
    assert any("nowhere" in m for _, m in problems)


def test_unknown_and_missing_columns_are_refused(tmp_path):
    pack = content.default_pack("europe")
    path = tmp_path / "cards.csv"
    path.write_text("id,kind,place\ncountry:fi,country,fi\n", encoding="utf-8")
    problems = _refused(pack, path)
    assert (Cell(1, "place"), ) == tuple(c for c, m in problems if "unknown column" in m)
    assert any(c == Cell(1, "ref") and "missing" in m for c, m in problems)


def test_T3_a_count_that_is_not_a_number_is_refused(tmp_path):
    pack = content.default_pack("trails")
    path = export_cards(pack, tmp_path / "cards.xlsx")
    from openpyxl import load_workbook

    book = load_workbook(path)
    book.active["C3"] = "ten"
    book.save(path)
    problems = _refused(pack, path)
    assert [c for c, _ in problems] == [Cell(3, "count")]


def test_J_a_card_of_a_country_the_pack_lacks_is_refused(tmp_path):
    pack = content.default_pack("europe")
    path = export_cards(pack, tmp_path / "cards.csv")
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[5] = "country:atlantis,country,atlantis"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    problems = _refused(pack, path)
    assert [c.row for c, _ in problems if c is not None] == [6]


def test_a_smaller_table_makes_a_smaller_deck(tmp_path):
    pack = content.default_pack("expedition")
    path = export_cards(pack, tmp_path / "cards.csv")
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(lines[:11]) + "\n", encoding="utf-8")
    new = import_cards(pack, path)
    assert new.cards == pack.cards[:10]
    assert new.points == pack.points


@pytest.mark.parametrize("text, why", [(b"\xff\xfe\x00bad", "UTF-8"), (b"", "empty")])
def test_an_unreadable_table_says_why(tmp_path, text, why):
    path = tmp_path / "cards.csv"
    path.write_bytes(text)
    with pytest.raises(CardTableError) as caught:
        read_table(path)
    assert caught.value.unreadable and why in str(caught.value)


def test_a_file_that_is_no_workbook_is_unreadable(tmp_path):
    path = tmp_path / "cards.xlsx"
    path.write_text("id,point\n", encoding="utf-8")
    with pytest.raises(CardTableError, match="not an XLSX workbook"):
        read_table(path)


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "app.cli", "cards", *args], capture_output=True,
                          text=True, timeout=120)


def test_cli_export_import_and_refusal(tmp_path):
    source = content.default_pack_path("expedition")
    table = tmp_path / "cards.xlsx"
    done = _cli("export", str(source), "-o", str(table))
    assert done.returncode == 0, done.stderr
    assert "76 rows of cards" in done.stdout
    out = tmp_path / "out.json"
    done = _cli("import", str(source), str(table), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == source.read_bytes()
    bad = tmp_path / "bad.csv"
    bad.write_text("id,point\na,nowhere\n", encoding="utf-8")
    refused = tmp_path / "refused.json"
    done = _cli("import", str(source), str(bad), "-o", str(refused))
    assert done.returncode == 1
    assert "row 2, column point: unknown point 'nowhere'" in done.stderr
    assert "Traceback" not in done.stderr and not refused.exists()
    done = _cli("import", str(source), str(tmp_path / "missing.csv"), "-o", str(refused))
    assert done.returncode == 2 and "no such file" in done.stderr and not refused.exists()
    done = _cli("export", str(source), "-o", str(tmp_path / "cards.txt"))
    assert done.returncode == 2 and ".csv or .xlsx" in done.stderr
