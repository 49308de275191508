"""Print-and-play a group can play from (issue 23 §1), checked by reading the PDF back with
poppler's tools (pdftotext, pdfimages, pdffonts, pdftoppm): every component the rulebook needs
with its count and page, card backs that line up double-sided, text as text, no pictures in a
pack without images, 5 mm safe margins on A4 and Letter, boards on sheets they fill, the
studio's print preview and ``export --pdf --paper``."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

import content
from app.print_and_play import (
    CARD_MM,
    SAFE_MM,
    _board_layout,
    _card_grid,
    _page_size,
    _sheet_area,
    cards_of,
    pieces_of,
    plan_pages,
    print_pdf,
)
from app.render import board_rect, board_scene, write_svg

ROOT = Path(__file__).resolve().parents[2]
PACKS = ROOT / "content" / "packs"
NAMES = ["europe", "trails", "expedition"]
_PAPER_PT = {"a4": (595, 842), "letter": (612, 792)}


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (Debian package poppler-utils)")
    return path


def _run(*args: str) -> str:
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory):
    """The print-and-play PDF of each default pack on each paper, written once."""
    from app.render import ensure_app

    ensure_app()
    out = tmp_path_factory.mktemp("pnp")
    made = {}

    def get(name: str, paper: str) -> Path:
        key = (name, paper)
        if key not in made:
            path = out / f"{name}-{paper}.pdf"
            print_pdf(content.default_pack(name), path, paper)
            made[key] = path
        return made[key]

    return get


def _pages_text(pdf: Path) -> list[str]:
    text = _run(_tool("pdftotext"), "-layout", str(pdf), "-")
    return text.split("\f")[:-1]


# --- text stays text; no pictures --------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_a_pack_without_images_prints_no_image_and_embeds_its_fonts(pdfs, name):
    pdf = pdfs(name, "a4")
    listing = _run(_tool("pdfimages"), "-list", str(pdf)).splitlines()[2:]
    assert listing == [], f"{len(listing)} images, first: {listing[:1]}"
    fonts = _run(_tool("pdffonts"), str(pdf)).splitlines()[2:]
    assert fonts and all(line.split()[-5] == "yes" for line in fonts), fonts  # the "emb" column


@pytest.mark.parametrize("name", ["europe", "expedition"])
def test_the_names_on_the_map_sheets_are_searchable_text_once_each(pdfs, name):
    pack = content.default_pack(name)
    pages = _pages_text(pdfs(name, "a4"))
    sheets = "\n".join(p for p in pages if "sheet A1" in p or " sheet " in p and "scale" in p)
    names = [c.name for c in pack.countries] if name == "europe" else \
        [p.name for p in pack.points if p.kind == "green" and p.name]
    found = [n for n in names if n in sheets]
    assert len(found) >= 0.9 * len(names), sorted(set(names) - set(found))
    # The halo is a shape: a name is one text, not nine (or five) stacked copies.
    first = pages.index(next(p for p in pages if "sheet A1" in p))
    words = re.findall(r"\w+", pages[first])
    repeated = [w for w in set(words) if len(w) > 4 and words.count(w) >= 4]
    assert not repeated, repeated


def test_the_svg_of_a_board_draws_its_names_as_text_not_pictures(qapp, tmp_path):
    pack = content.default_pack("europe")
    path = tmp_path / "europe.svg"
    write_svg(board_scene(pack), path, pack.name)
    svg = path.read_text(encoding="utf-8")
    assert "<image" not in svg
    for c in pack.countries:
        assert f">{c.name}" in svg, c.name


# --- every component, counted as the pack says --------------------------------------------


def _rows(pdf: Path) -> dict[str, tuple[int, str]]:
    """The components page's rows: what -> (count, pages)."""
    cover = _pages_text(pdf)[0]
    rows = {}
    for line in cover.splitlines():
        m = re.match(r"\s*(.+?)\s{2,}(\d+)\s{2,}(.+?)\s*$", line)
        if m:
            rows[m.group(1)] = (int(m.group(2)), m.group(3))
    return rows


def _page_numbers(where: str) -> list[int]:
    where = where.split(",  fronts")[0].split(", fronts")[0]
    out = []
    for a, b in re.findall(r"(\d+)(?:–(\d+))?", where):
        out += list(range(int(a), int(b or a) + 1))
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_trails_prints_its_tiles_pieces_girls_men_and_markers(pdfs, paper):
    pack = content.default_pack("trails")
    pdf = pdfs("trails", paper)
    rows = _rows(pdf)
    pages = _pages_text(pdf)
    # T1: 30 terrain tiles; T2: 120 route pieces; T4: 9 girls, 5 men, 6 markers per colour.
    tiles = {k: v for k, v in rows.items() if k.startswith("Terrain tiles:")}
    assert sum(n for n, _ in tiles.values()) == 30 == sum(t.count for t in pack.tiles)
    assert rows["Route pieces in the supply (or matchsticks)"][0] == 120
    assert rows["Girls"][0] == 9 and rows["Men (one per player)"][0] == 5
    assert [rows[f"Markers: player {n}"][0] for n in range(1, 6)] == [6] * 5
    assert sum(c.count for c in pack.card_colours) == 60
    for what, (_count, where) in rows.items():
        numbers = _page_numbers(where)
        assert numbers, (what, where)
        if what.startswith(("Terrain", "Route pieces", "Girls", "Men", "Markers")):
            shown = "\n".join(pages[n - 1] for n in numbers)
            assert what in shown, (what, numbers)


def test_expedition_prints_arrows_of_each_colour_tokens_and_tickets(pdfs):
    pack = content.default_pack("expedition")
    pdf = pdfs("expedition", "a4")
    rows = _rows(pdf)
    pages = _pages_text(pdf)
    for c in pack.colours:
        count, where = rows[f"Arrows: {c.name}"]
        assert count == c.arrows == 45
        assert f"Arrows: {c.name}" in "\n".join(pages[n - 1] for n in _page_numbers(where))
    for n in range(1, pack.rules.max_players + 1):
        assert rows[f"Tokens: player {n}"][0] == pack.rules.tokens == 4
    tickets = next(v for k, v in rows.items() if k.startswith("Tickets"))
    assert tickets[0] >= pack.rules.tickets * pack.rules.max_players
    assert rows["Destination cards"][0] == len(pack.cards)


def test_journey_prints_a_holder_of_ten_slots_for_each_player(pdfs):
    pack = content.default_pack("europe")
    rows = _rows(pdfs("europe", "a4"))
    holders = {k: v for k, v in rows.items() if k.startswith("Card holder, player")}
    assert len(holders) == pack.rules.max_players == 4
    assert all(n == pack.rules.holder_size == 10 for n, _ in holders.values())
    sets = [s for s in pieces_of(pack) if s.key.startswith("holder:")]
    assert [s.label(k).split("\n")[0] for s in sets[:1] for k in range(10)] == \
        [str(k) for k in range(1, 11)]


# --- card backs ------------------------------------------------------------------------------


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_card_sheet_is_followed_by_its_backs_mirrored_for_double_sided_printing(pdfs, paper):
    grid = _card_grid(paper)
    width = _page_size(paper).width()
    for i in range(grid.per):
        front, back = grid.cell(i, False, width), grid.cell(i, True, width)
        assert abs((width - front.right()) - back.left()) < 1e-6 and front.top() == back.top()
    pack = content.default_pack("expedition")
    pdf = pdfs("expedition", paper)
    pages = _pages_text(pdf)
    n = -(-len(cards_of(pack)) // grid.per)
    assert all("cards, sheet" in pages[1 + 2 * k] and "card backs, sheet" in pages[2 + 2 * k]
               for k in range(n))
    # The last sheet is short: its backs, the back page flipped, cover its fronts.
    last = 2 * n  # 1-based page of the last front sheet
    out = Path(str(pdf) + f"-{paper}-cards")
    _run(_tool("pdftoppm"), "-r", "20", "-gray", "-f", str(last), "-l", str(last + 1), "-png",
         str(pdf), str(out))
    front, back = sorted(out.parent.glob(out.name + "-*.png"))
    a, b = QImage(str(front)), QImage(str(back)).flipped(Qt.Orientation.Horizontal)

    def inked_columns(img) -> set[int]:
        return {x for x in range(img.width())
                if any(img.pixelColor(x, y).lightness() < 200 for y in range(img.height()))}

    def inked_rows(img) -> set[int]:
        return {y for y in range(img.height())
                if any(img.pixelColor(x, y).lightness() < 200 for x in range(img.width()))}

    for profile in (inked_columns, inked_rows):
        p, q = profile(a), profile(b)
        assert p and len(p & q) / len(p | q) > 0.9, profile.__name__


# --- safe margins ----------------------------------------------------------------------------


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("name", NAMES)
def test_nothing_is_printed_within_5_mm_of_the_edge(pdfs, name, paper):
    pdf = pdfs(name, paper)
    info = _run(_tool("pdfinfo"), str(pdf))
    w, h = (float(v) for v in re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info).groups())
    assert (round(w), round(h)) == _PAPER_PT[paper]
    # Every word's box (points) at least 5 mm in.
    safe = SAFE_MM / 25.4 * 72 - 0.5
    bbox = _run(_tool("pdftotext"), "-bbox", str(pdf), "-")
    pages = bbox.split("<page ")[1:]
    for number, page in enumerate(pages, start=1):
        pw, ph = (float(v) for v in re.search(r'width="([\d.]+)" height="([\d.]+)"', page).groups())
        for x0, y0, x1, y1 in re.findall(
                r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"', page):
            assert float(x0) >= safe and float(y0) >= safe, (number, x0, y0)
            assert float(x1) <= pw - safe and float(y1) <= ph - safe, (number, x1, y1)
    # And no ink at all (cut marks, bleed, map sheets) in the outer 4.5 mm of any page.
    dpi = 25
    out = Path(str(pdf) + "-edge")
    _run(_tool("pdftoppm"), "-r", str(dpi), "-gray", "-png", str(pdf), str(out))
    band = int(4.5 / 25.4 * dpi)
    for png in sorted(out.parent.glob(out.name + "-*.png")):
        img = QImage(str(png))
        for y in range(img.height()):
            xs = range(img.width()) if y < band or y >= img.height() - band else \
                (*range(band), *range(img.width() - band, img.width()))
            for x in xs:
                assert img.pixelColor(x, y).lightness() > 235, (png.name, x, y)


# --- boards ------------------------------------------------------------------------------


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("name", ["europe", "expedition"])
def test_a_map_fills_the_fewest_sheets_that_hold_it(qapp, name, paper):
    rect = board_rect(board_scene(content.default_pack(name)))
    landscape, scale, cols, rows = _board_layout(paper, rect)
    area = _sheet_area(_page_size(paper, landscape))
    filled = rect.width() * rect.height() * scale ** 2 / (area.width() * area.height() * cols * rows)
    assert cols * rows <= 6 and filled > 0.75, (cols, rows, scale, filled)


# --- the studio's print preview, the CLI ----------------------------------------------------------


def test_print_preview_shows_the_pages_of_the_pdf(main_window, monkeypatch, tmp_path):
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
    from PySide6.QtWidgets import QInputDialog

    from app import pack_actions
    from app.print_and_play import paint_pages

    asked = []
    monkeypatch.setattr(QInputDialog, "getItem",
                        lambda _p, title, _l, items, *_a, **_k: (asked.append(title), (items[1], True))[1])
    main_window.new_blank("trails")
    pack = main_window.current_document().pack
    assert main_window.print_preview_action.isEnabled()
    assert main_window.print_preview_action in main_window.menuBar().actions()[0].menu().actions()
    main_window.print_preview_action.trigger()
    dialog = main_window.findChild(QPrintPreviewDialog)
    assert dialog is not None and asked == ["Print preview"]
    preview = dialog.findChild(QPrintPreviewWidget)
    preview.updatePreview()
    pages = plan_pages(pack, "letter")
    assert preview.pageCount() == len(pages) and "Letter" not in dialog.windowTitle()
    dialog.close()
    # The same painter code on a printer: the pages the PDF holds.
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    paint_pages(pages, printer, "letter")
    assert len(_pages_text(out)) == len(pages)
    assert "Components" in _pages_text(out)[0] and pack.name in _pages_text(out)[0]
    assert pack_actions.print_preview  # File ▸ Print Preview… is the same function


def _env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


def test_export_pdf_takes_a_paper(tmp_path):
    from content.packfile import read_packfile

    out = tmp_path / "trails.bcpack"
    proc = subprocess.run([sys.executable, "-m", "app", "export", str(PACKS / "trails.json"), "-o", str(out),
                           "--pdf", "--paper", "letter"], capture_output=True, text=True, env=_env())
    assert proc.returncode == 0, proc.stderr
    assert "LETTER" in proc.stdout
    pdf = tmp_path / "print.pdf"
    pdf.write_bytes(read_packfile(out).pdf)
    info = _run(_tool("pdfinfo"), str(pdf))
    assert re.search(r"Page size:\s+612 x 792", info)
    bad = subprocess.run([sys.executable, "-m", "app", "export", str(PACKS / "trails.json"), "-o",
                          str(tmp_path / "x.bcpack"), "--pdf", "--paper", "a3"],
                         capture_output=True, text=True, env=_env())
    assert bad.returncode == 1 and "--paper must be a4 or letter" in bad.stderr
    assert not (tmp_path / "x.bcpack").exists()


def test_the_card_grid_keeps_nine_cards_a_page_on_both_papers():
    for paper in ("a4", "letter"):
        grid = _card_grid(paper)
        assert grid.per == 9 and grid.bleed > 0
        size = _page_size(paper)
        cell = grid.cell(8, False, size.width())
        mm = size.width() / (_PAPER_PT[paper][0] / 72 * 25.4)
        # The last card's bleed, its cut marks and the footer clear the bottom margin.
        assert (size.height() - cell.bottom() - grid.bleed) / mm >= SAFE_MM + 5 + 3.5
        assert cell.width() / mm == pytest.approx(CARD_MM[0], rel=1e-3)
