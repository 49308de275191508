"""Board pictures (PNG, SVG) and the print-and-play PDF drawn from the board scenes, and the
export / import / print / render commands of the CLI."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from typer.testing import CliRunner

import content
from app.boards.trails_items import hex_centre
from app.cli import cli
from app.print_and_play import cards_of, components, print_pdf
from app.render import (
    LOGICAL_DPI,
    board_rect,
    board_scene,
    image_size,
    png_bytes,
    write_png,
    write_svg,
)
from content.edit.trails import set_terrains
from content.packfile import read_packfile

ROOT = Path(__file__).resolve().parents[2]
PACKS = ROOT / "content" / "packs"
runner = CliRunner()


def _painted_trails():
    """The blank Trails pack with every hex of its board given a terrain, alternately."""
    pack = content.blank_pack("trails")
    terrains = {i: ("forest", "water")[i % 2] for i in range(len(pack.boards[0].hexes))}
    return set_terrains(pack, 0, terrains)


def _pdf_pages(path: Path) -> list[str]:
    """The text of each page of the PDF at ``path`` (Qt's own PDF reader)."""
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument()
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    return [doc.getAllText(i).text() for i in range(doc.pageCount())]


# --- PNG and SVG ---------------------------------------------------------------------------


@pytest.mark.parametrize("dpi", [96.0, 150.0])
def test_a_png_has_the_size_of_its_dpi_and_shows_the_terrain_colours(qapp, tmp_path, dpi):
    pack = _painted_trails()
    scene = board_scene(pack)
    rect = board_rect(scene)
    path = tmp_path / "board.png"
    w, h = write_png(scene, path, dpi)
    image = QImage(str(path))
    k = dpi / LOGICAL_DPI
    assert (image.width(), image.height()) == (w, h) == image_size(scene, dpi)
    assert abs(w - rect.width() * k) <= 1 and abs(h - rect.height() * k) <= 1
    colours = {t.id: QColor(t.display) for t in pack.terrains}
    for h_ in pack.boards[0].hexes:
        # Points around the hex's centre: most show its terrain (the girls' track crosses some).
        want = colours[h_.terrain]
        hits = 0
        for dx, dy in ((12, 0), (-12, 0), (0, 12), (0, -12), (8, 8), (-8, 8), (8, -8), (-8, -8)):
            at = (hex_centre(h_.q, h_.r) + QPointF(dx, dy) - rect.topLeft()) * k
            got = image.pixelColor(int(at.x()), int(at.y()))
            hits += max(abs(got.red() - want.red()), abs(got.green() - want.green()),
                        abs(got.blue() - want.blue())) <= 6
        assert hits >= 5, (h_, want.name())
    assert image.pixelColor(1, 1) == QColor("#ffffff")


def test_a_big_png_is_written_in_bands_and_still_shows_the_board(qapp, tmp_path, monkeypatch):
    import app.render as render

    monkeypatch.setattr(render, "_BAND_PIXELS", 20_000)  # force the banded writer
    pack = _painted_trails()
    scene = board_scene(pack)
    w, h = write_png(scene, tmp_path / "big.png", 96.0)
    image = QImage(str(tmp_path / "big.png"))
    assert (image.width(), image.height()) == (w, h) and w * h > 20_000
    rect = board_rect(scene)
    first = pack.boards[0].hexes[0]
    names = []
    for dx, dy in ((12, 0), (-12, 0), (0, 12), (0, -12), (8, 8), (-8, 8)):
        at = hex_centre(first.q, first.r) + QPointF(dx, dy) - rect.topLeft()
        names.append(image.pixelColor(int(at.x()), int(at.y())).name())
    assert names.count(pack.terrains[0].display.lower()) >= 4


def _png_stream(path: Path) -> bytes:
    """The deflate stream of a PNG's IDAT chunks, every chunk's CRC checked on the way."""
    import zlib

    data = path.read_bytes()
    at, stream, kind = 8, b"", b""
    while at < len(data):
        (n,), kind = struct.unpack(">I", data[at:at + 4]), data[at + 4:at + 8]
        (crc,) = struct.unpack(">I", data[at + 8 + n:at + 12 + n])
        assert zlib.crc32(data[at + 4:at + 8 + n]) == crc, (path, at)
        stream += data[at + 8:at + 8 + n] if kind == b"IDAT" else b""
        at += 12 + n
    assert kind == b"IEND"
    return stream


def test_a_banded_png_is_one_valid_stream_with_either_deflater_and_the_picture_drawn_whole(
        qapp, tmp_path, monkeypatch):
    """Bands deflated on their own by a pool of threads and written one after another make one
    valid PNG (zlib's reader checks the stream's Adler-32), the same pixels with ISA-L or the
    standard zlib; and the picture is the board drawn in one piece (antialiased edges where
    bands meet may differ by a shade)."""
    import zlib

    import app.render as render

    scene = board_scene(_painted_trails())
    write_png(scene, tmp_path / "whole.png", 96.0)
    monkeypatch.setattr(render, "_BAND_PIXELS", 15_000)  # many bands, a short last one
    pictures = []
    for name, lib, top in (("isal", render._DEFLATE, render._DEFLATE_MAX_LEVEL), ("zlib", zlib, 9)):
        monkeypatch.setattr(render, "_DEFLATE", lib)
        monkeypatch.setattr(render, "_DEFLATE_MAX_LEVEL", top)
        path = tmp_path / f"{name}.png"
        w, h = write_png(scene, path, 96.0)
        assert h > 2 * (15_000 // w) and h % (15_000 // w)
        assert len(zlib.decompress(_png_stream(path))) == h * (3 * w + 1)
        pictures.append(QImage(str(path)).convertToFormat(QImage.Format.Format_RGB32))
    assert pictures[0] == pictures[1]
    whole = QImage(str(tmp_path / "whole.png")).convertToFormat(QImage.Format.Format_RGB32)
    assert whole.size() == pictures[0].size()
    differ = 0
    for y in range(h):
        for x in range(w):
            if whole.pixel(x, y) != pictures[0].pixel(x, y):
                a, b = whole.pixelColor(x, y), pictures[0].pixelColor(x, y)
                assert max(abs(a.red() - b.red()), abs(a.green() - b.green()),
                           abs(a.blue() - b.blue())) <= 8, (x, y, a.name(), b.name())
                differ += 1
    assert differ <= w * h // 100
    assert not list(tmp_path.glob("*.part"))


def test_a_band_that_fails_to_encode_leaves_no_file_and_no_part(qapp, tmp_path, monkeypatch):
    import app.render as render

    monkeypatch.setattr(render, "_BAND_PIXELS", 15_000)
    real, calls = render._encode_band, []

    def failing(image, rows, last, level, release):
        calls.append(rows)
        if len(calls) == 3:
            release(image)
            raise OSError("No space left on device")
        return real(image, rows, last, level, release)

    monkeypatch.setattr(render, "_encode_band", failing)
    with pytest.raises(OSError, match="No space left"):
        write_png(board_scene(_painted_trails()), tmp_path / "board.png", 96.0)
    assert list(tmp_path.iterdir()) == []


def test_adler32_of_two_strings_combines_from_their_own():
    import random
    import zlib

    from app.render import adler32_combine

    rng = random.Random(7)
    for n1, n2 in [(0, 0), (0, 5), (5, 0), (1, 1), (70_000, 3), (3, 200_000)]:
        a, b = rng.randbytes(n1), bytes([255]) * n2
        assert adler32_combine(zlib.adler32(a), zlib.adler32(b), n2) == zlib.adler32(a + b)


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_an_svg_is_well_formed_and_draws_the_board(qapp, tmp_path, name):
    pack = content.default_pack(name)
    path = tmp_path / "board.svg"
    w, h = write_svg(board_scene(pack), path, pack.name)
    root = ET.parse(path).getroot()
    assert root.tag.endswith("svg")
    assert root.get("viewBox") == f"0 0 {w} {h}"
    assert len(list(root.iter())) > 20
    assert "<path" in path.read_text() or "<image" in path.read_text()


def test_a_preview_fits_its_longest_side(qapp):
    data = png_bytes(content.default_pack("europe"), max_side=400)
    image = QImage.fromData(data)
    assert max(image.width(), image.height()) <= 410 and data.startswith(b"\x89PNG")


def test_items_cached_as_pixmaps_on_screen_are_drawn_anew_in_pictures(qapp, tmp_path):
    """Outlines (and sea names) keep a pixmap of themselves on screen; a picture switches
    that off first, so they stay vectors in an SVG or a PDF and sharp in a PNG."""
    from PySide6.QtWidgets import QGraphicsItem

    from app.boards.map_items import OutlineItem

    scene = board_scene(content.default_pack("europe"))
    cached = [i for i in scene.items() if i.cacheMode() != QGraphicsItem.CacheMode.NoCache]
    assert any(isinstance(i, OutlineItem) for i in cached)
    write_svg(scene, tmp_path / "europe.svg", "Europe")
    assert all(i.cacheMode() == QGraphicsItem.CacheMode.NoCache for i in scene.items())
    text = (tmp_path / "europe.svg").read_text(encoding="utf-8")
    outlines = sum(isinstance(i, OutlineItem) for i in scene.items())
    assert text.count("<path") >= outlines


def test_a_trails_preview_shows_its_largest_board(qapp):
    from app.render import preview_board

    pack = content.default_pack("trails")
    largest = preview_board(pack)
    assert pack.boards[largest].players == max(b.players for b in pack.boards) and largest != 0
    assert len(pack.boards[largest].hexes) == max(len(b.hexes) for b in pack.boards)
    shown = QImage.fromData(png_bytes(pack, max_side=300))
    assert shown == QImage.fromData(png_bytes(pack, largest, max_side=300))
    assert shown != QImage.fromData(png_bytes(pack, 0, max_side=300))
    assert preview_board(content.default_pack("europe")) == 0


# --- the print-and-play PDF ------------------------------------------------------------------


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_the_pdf_has_the_components_every_card_and_the_board_sheets(qapp, tmp_path, name):
    pack = content.default_pack(name)
    path = tmp_path / "play.pdf"
    print_pdf(pack, path, "a4")
    pages = _pdf_pages(path)
    cards = cards_of(pack)
    card_pages = -(-len(cards) // 9)
    fronts = pages[1:1 + 2 * card_pages:2]
    backs = pages[2:2 + 2 * card_pages:2]
    sheets = [p for p in pages[1 + 2 * card_pages:] if "pieces — cut" not in p]
    assert sheets and all(" sheet" in p for p in sheets)
    assert all("cards, sheet" in p for p in fronts)
    assert all("card backs, sheet" in p for p in backs)
    assert "Components" in pages[0]
    for what, count in components(pack):
        assert f"{what} {count}" in pages[0]
    text = "\n".join(fronts)
    assert len(cards) == len(pack.cards) if name != "trails" else \
        len(cards) == sum(c.count for c in pack.card_colours)
    for card in cards:
        assert card.title in text
    if name == "europe":
        words = " ".join(text.split())  # a long name wraps on its card
        for c in pack.countries:  # a starred country has two cards
            assert words.count(f"COUNTRY {c.name} ") + words.count(f"COUNTRY ★ {c.name} ") \
                == c.cards, c.name
        assert "Ship" in text.title() and "Mediterranean Sea" in text
    if name == "expedition":
        assert "Destination (green)" in text
    if name == "trails":
        assert {f"Board for {b.players} players" for b in pack.boards} <= {
            p.split(" — ")[0].strip() for p in sheets}


def test_the_pdf_comes_in_letter_size_too(qapp, tmp_path):
    from PySide6.QtPdf import QPdfDocument

    pack = content.default_pack("trails")
    data = print_pdf(pack, None, "letter")
    path = tmp_path / "letter.pdf"
    path.write_bytes(data)
    doc = QPdfDocument()
    doc.load(str(path))
    size = doc.pagePointSize(1)
    assert (round(size.width()), round(size.height())) == (612, 792)
    with pytest.raises(KeyError):
        print_pdf(pack, None, "a3")


# --- the CLI -----------------------------------------------------------------------------------


def _env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


def test_export_stays_qt_free_and_import_gives_back_the_pack(tmp_path):
    code = (
        "import sys\n"
        "from app.cli import cli\n"
        "try:\n"
        "    cli(sys.argv[1:])\n"
        "except SystemExit as e:\n"
        "    code = e.code\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print('QT-MODULES', qt)\n"
        "sys.exit(code)\n"
    )
    out = tmp_path / "europe.bcpack"
    proc = subprocess.run(
        [sys.executable, "-c", code, "export", str(PACKS / "europe.json"), "-o", str(out), "--pdf"],
        capture_output=True, text=True, cwd=ROOT, env=_env(), timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert "QT-MODULES []" in proc.stdout
    read = read_packfile(out)
    assert read.pack == content.default_pack("europe") and read.pdf.startswith(b"%PDF")
    proc = subprocess.run(
        [sys.executable, "-c", code, "import", str(out), "-o", str(tmp_path / "in")],
        capture_output=True, text=True, cwd=ROOT, env=_env(), timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert "QT-MODULES []" in proc.stdout
    imported = content.load_pack(tmp_path / "in" / "europe.json")
    assert imported.model_copy(update={"json_schema_ref": None}) == \
        content.default_pack("europe").model_copy(update={"json_schema_ref": None})
    assert sorted(p.name for p in (tmp_path / "in").iterdir()) == [
        "europe.json", "europe.preview.png", "europe.print.pdf"]


def test_import_exit_status_refused_and_unreadable(tmp_path):
    result = runner.invoke(cli, ["import", str(tmp_path / "nope.bcpack"), "-o", str(tmp_path / "o")])
    assert result.exit_code == 2
    bad = tmp_path / "bad.bcpack"
    bad.write_bytes(b"not a zip")
    result = runner.invoke(cli, ["import", str(bad), "-o", str(tmp_path / "o")])
    assert result.exit_code == 1 and "not a zip archive" in result.output
    assert not (tmp_path / "o").exists()  # a refused import makes no folder


def test_export_of_an_unloadable_pack_exits_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    result = runner.invoke(cli, ["export", str(bad), "-o", str(tmp_path / "x.bcpack")])
    assert result.exit_code == 2 and not (tmp_path / "x.bcpack").exists()


def test_print_and_render_commands(qapp, tmp_path):
    pack = str(PACKS / "trails.json")
    result = runner.invoke(cli, ["print", pack, "-o", str(tmp_path / "t.pdf"), "--paper", "letter"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "t.pdf").read_bytes().startswith(b"%PDF")
    assert runner.invoke(cli, ["print", pack, "-o", str(tmp_path / "t.pdf"), "--paper", "a5"]).exit_code == 1
    result = runner.invoke(cli, ["render", pack, "-o", str(tmp_path / "t.png"), "--board", "2",
                                 "--dpi", "48"])
    assert result.exit_code == 0, result.output
    trails = content.default_pack("trails")
    scene = board_scene(trails, 2)
    assert QImage(str(tmp_path / "t.png")).size().toTuple() == image_size(scene, 48)
    result = runner.invoke(cli, ["render", pack, "-o", str(tmp_path / "t.svg")])
    assert result.exit_code == 0 and ET.parse(tmp_path / "t.svg").getroot().tag.endswith("svg")
    result = runner.invoke(cli, ["render", pack, "-o", str(tmp_path / "t.png"), "--board", "9"])
    assert result.exit_code == 1 and "has 4 board(s)" in result.output
    assert runner.invoke(cli, ["render", pack, "-o", str(tmp_path / "t.gif")]).exit_code == 1
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]
    # a pipe (or a device) named like a picture is never replaced by one
    os.mkfifo(tmp_path / "pipe.png")
    for command in ("render", "print"):
        out = "pipe.png" if command == "render" else "pipe.pdf"
        if command == "print":
            os.mkfifo(tmp_path / out)
        result = runner.invoke(cli, [command, pack, "-o", str(tmp_path / out)])
        assert result.exit_code == 1 and "cannot write: is not a regular file" in result.output
        assert (tmp_path / out).is_fifo()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_the_render_child_process_says_why_it_fails(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "journey"}))
    proc = subprocess.run(
        [sys.executable, "-m", "app.render", "png", str(bad), "-o", str(tmp_path / "x.png")],
        capture_output=True, text=True, cwd=ROOT, env=_env(), timeout=120,
    )
    assert proc.returncode == 1 and "id" in proc.stderr
    os.mkfifo(tmp_path / "pipe.png")  # written to, a pipe would block the child: refused
    proc = subprocess.run(
        [sys.executable, "-m", "app.render", "png", str(PACKS / "trails.json"), "-o",
         str(tmp_path / "pipe.png")], capture_output=True, text=True, cwd=ROOT, env=_env(),
        timeout=120,
    )
    assert proc.returncode == 1 and "pipe.png: cannot write: is not a regular file" in proc.stderr


def test_the_render_command_as_a_process_writes_and_exits_with_its_status(tmp_path):
    pack = str(PACKS / "trails.json")
    ok = subprocess.run([sys.executable, "-m", "app", "render", pack, "-o", str(tmp_path / "b.png"),
                         "--dpi", "24"], capture_output=True, text=True, cwd=ROOT, env=_env(),
                        timeout=120)
    assert ok.returncode == 0 and "b.png:" in ok.stdout, ok.stderr
    assert QImage(str(tmp_path / "b.png")).width() > 50
    bad = subprocess.run([sys.executable, "-m", "app", "render", pack, "-o", str(tmp_path / "c.png"),
                          "--board", "7"], capture_output=True, text=True, cwd=ROOT, env=_env(),
                         timeout=120)
    assert bad.returncode == 1 and "has 4 board(s)" in bad.stderr
    printed = subprocess.run([sys.executable, "-m", "app", "print", pack, "-o",
                              str(tmp_path / "p.pdf")], capture_output=True, text=True, cwd=ROOT,
                             env=_env(), timeout=120)
    assert printed.returncode == 0 and (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF")
