"""A pack's card layouts reach its print-and-play (issue 23 §2): every game's print hook names
each card's layout kind, so a layout for a kind changes how those cards print, read back from
the PDF (pdftotext) and from the pixels of a card sheet."""

from __future__ import annotations

import shutil
import subprocess
from collections import Counter

import pytest
from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QColor, QImage, QPainter, QPdfWriter

import content
from app.print_and_play import _page_size, cards_of, paint_pages, plan_pages
from app.render import ensure_app
from content.models.common import CardLayout


def _with_layouts(pack, *layouts):
    return pack.model_copy(update={"card_layouts": tuple(CardLayout(**x) for x in layouts)})


def _card_pages_text(pack, tmp_path) -> str:
    """The text of the card sheets (fronts and backs) of ``pack``'s print, read by pdftotext."""
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext is not installed (Debian package poppler-utils)")
    path = _card_pages_pdf(pack, tmp_path)
    return subprocess.run([tool, str(path), "-"], check=True, capture_output=True, text=True).stdout


def _first_front_sheet(pack) -> QImage:
    page = next(p for p in plan_pages(pack) if p.keys == ("cards",))
    size = _page_size("a4")
    image = QImage(int(size.width()), int(size.height()), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    page.paint(p, size, 2, 9)
    p.end()
    return image


def _pixels_of(image: QImage, colour: str) -> int:
    want = QColor(colour).rgb()
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if image.pixel(x, y) == want)


def test_every_card_of_each_game_names_a_kind_its_pack_may_lay_out():
    for name in ("europe", "trails", "expedition"):
        pack = content.default_pack(name)
        kinds = Counter(c.layout_kind for c in cards_of(pack))
        assert set(kinds) <= set(pack.CARD_KINDS) and "" not in kinds, (name, kinds)
        assert sum(kinds.values()) == len(cards_of(pack))
    europe = Counter(c.layout_kind for c in cards_of(content.default_pack("europe")))
    assert europe["ship"] > 0 and europe["country"] > 0 and europe["plane"] > 0


def test_a_ship_layouts_back_text_prints_on_every_ship_cards_back_and_no_other(tmp_path):
    pack = content.default_pack("europe")
    ships = sum(1 for c in pack.cards if c.kind == "ship")
    before = _card_pages_text(pack, tmp_path)
    assert "Ships ahoy" not in before
    after = _card_pages_text(_with_layouts(pack, {"kind": "ship", "back_text": "Ships ahoy"}), tmp_path)
    assert after.count("Ships ahoy") == ships


def test_a_route_layout_without_a_title_prints_no_colour_name_on_its_fronts(tmp_path):
    pack = content.default_pack("trails")
    first = pack.card_colours[0]
    before = _card_pages_text(pack, tmp_path)
    after = _card_pages_text(_with_layouts(pack, {"kind": "route", "title": "none"}), tmp_path)
    # The colour's name is the title of each of its cards (and on no card's back).
    assert before.count(first.name) >= first.count
    assert after.count(first.name) < before.count(first.name) - first.count + 1


def test_a_destination_layout_without_text_prints_no_lines_of_detail(tmp_path):
    pack = content.default_pack("expedition")
    before = _card_pages_text(pack, tmp_path)
    after = _card_pages_text(_with_layouts(pack, {"kind": "destination", "text": False}), tmp_path)
    assert before.count("Kind:") == len(pack.cards)
    assert after.count("Kind:") == 0


def test_a_country_layouts_colour_by_group_paints_that_groups_cards():
    ensure_app()
    pack = content.default_pack("europe")
    first = cards_of(pack)[0]
    assert first.layout_kind == "country"
    plain = _first_front_sheet(pack)
    coloured = _first_front_sheet(_with_layouts(pack, {"kind": "country",
                                                       "colours": {first.group: "#ff00ff"}}))
    assert _pixels_of(plain, "#ff00ff") == 0
    assert _pixels_of(coloured, "#ff00ff") > 2000


def test_a_layouts_size_prints_its_kind_on_sheets_of_that_size():
    ensure_app()
    pack = content.default_pack("expedition")
    default = plan_pages(pack)
    bigger = plan_pages(_with_layouts(pack, {"kind": "destination", "width_mm": 88,
                                             "height_mm": 126}))
    fronts = [p for p in default if p.keys == ("cards",)]
    big_fronts = [p for p in bigger if p.keys == ("cards",)]
    # Nine to a default sheet, four (two by two) to a sheet of cards of 88 × 126 mm.
    assert len(fronts) == -(-len(pack.cards) // 9)
    assert len(big_fronts) == -(-len(pack.cards) // 4)


# --- a layout's picture ---------------------------------------------------------------------

def _picture_url(width: int = 120, height: int = 80, colour: str = "#ff00ff") -> str:
    """A data URL of a PNG of ``width`` × ``height`` pixels of one colour."""
    from content.images import image_data_url

    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return image_data_url(bytes(buffer.data()))


def _card_pages_pdf(pack, tmp_path):
    ensure_app()
    pages = [p for p in plan_pages(pack) if set(p.keys) & {"cards", "backs"}]
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    paint_pages(pages, QPdfWriter(buffer), "a4")
    path = tmp_path / "cards.pdf"
    path.write_bytes(bytes(buffer.data()))
    return path


def _tool(name: str) -> str:
    tool = shutil.which(name)
    if tool is None:
        pytest.skip(f"{name} is not installed (Debian package poppler-utils)")
    return tool


def test_a_ship_layouts_picture_prints_on_every_ship_card_once_in_the_pdf_text_still_text(tmp_path):
    pack = content.default_pack("europe")
    ships = [c for c in cards_of(pack) if c.layout_kind == "ship"]
    path = _card_pages_pdf(_with_layouts(pack, {"kind": "ship", "image": _picture_url(120, 80)}), tmp_path)
    rows = subprocess.run([_tool("pdfimages"), "-list", str(path)], check=True, capture_output=True,
                          text=True).stdout.splitlines()[2:]
    # page num type width height color comp bpc enc interp object ...
    pictures = [r.split() for r in rows]
    assert len(pictures) == len(ships), rows
    assert {(r[3], r[4]) for r in pictures} == {("120", "80")}
    assert len({r[10] for r in pictures}) == 1  # one image object, shown on each ship card
    text = subprocess.run([_tool("pdftotext"), str(path), "-"], check=True, capture_output=True,
                          text=True).stdout
    for card in ships:
        assert card.title in text, card.title


def test_without_a_picture_the_card_pages_hold_no_image(tmp_path):
    path = _card_pages_pdf(_with_layouts(content.default_pack("trails"), {"kind": "route", "icon": "R"}), tmp_path)
    rows = subprocess.run([_tool("pdfimages"), "-list", str(path)], check=True, capture_output=True,
                          text=True).stdout.splitlines()[2:]
    assert rows == []


def test_a_picture_fills_the_picture_area_under_the_title_as_its_fit_says():
    ensure_app()
    pack = content.default_pack("trails")
    plain = _first_front_sheet(pack)
    contain = _first_front_sheet(_with_layouts(pack, {"kind": "route", "image": _picture_url(400, 100)}))
    cover = _first_front_sheet(_with_layouts(pack, {"kind": "route", "image": _picture_url(400, 100),
                                                     "image_fit": "cover"}))
    assert _pixels_of(plain, "#ff00ff") == 0
    # A wide picture: all of it shown (a band), or the whole area filled, cut at its sides.
    assert 0 < _pixels_of(contain, "#ff00ff") < _pixels_of(cover, "#ff00ff")


def test_a_picture_painted_on_svg_is_an_image_and_the_card_text_stays_text(tmp_path):
    from PySide6.QtCore import QRectF, QSize
    from PySide6.QtSvg import QSvgGenerator

    from app.cards.painter import PrintCard, paint_front

    ensure_app()
    layout = CardLayout(kind="ship", image=_picture_url(60, 40))
    path = tmp_path / "card.svg"
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(QSize(220, 310))
    p = QPainter(generator)
    paint_front(p, PrintCard("#7fb3d5", "Ship", "Baltic Sea", ["A line of detail"], layout_kind="ship"),
                QRectF(5, 5, 210, 300), layout)
    p.end()
    svg = path.read_text(encoding="utf-8")
    assert svg.count("<image") == 1
    assert ">Baltic Sea<" in svg and ">A line of detail<" in svg


def test_an_svg_picture_prints_as_shapes_not_as_an_image(tmp_path):
    from content.images import image_data_url

    svg = (b'<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40">'
           b'<rect width="60" height="40" fill="#ff00ff"/></svg>')
    pack = _with_layouts(content.default_pack("trails"), {"kind": "route", "image": image_data_url(svg)})
    path = _card_pages_pdf(pack, tmp_path)
    rows = subprocess.run([_tool("pdfimages"), "-list", str(path)], check=True, capture_output=True,
                          text=True).stdout.splitlines()[2:]
    assert rows == []
    assert _pixels_of(_first_front_sheet(pack), "#ff00ff") > 2000
