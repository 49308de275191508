"""Card layouts (issue 23 §2): an optional look per card kind, schema 2 -> 3, named problems."""

from __future__ import annotations

import json

import pytest

from content import SCHEMA_VERSION, PackError, dumps_pack
from content.io import parse_pack
from tests.content.helpers import pack_dict


def test_a_version_2_pack_migrates_to_no_layouts_the_default_look():
    data = {**pack_dict("europe"), "schema_version": 2}
    data.pop("card_layouts", None)
    pack = parse_pack(data, "old.json")
    assert SCHEMA_VERSION == 3
    assert pack.schema_version == 3 and pack.card_layouts == ()
    assert pack.card_layout("country") is None
    saved = json.loads(dumps_pack(pack))
    assert "card_layouts" not in saved and saved["schema_version"] == 3


@pytest.mark.parametrize("game, kind", [("europe", "ship"), ("trails", "route"),
                                        ("expedition", "destination")])
def test_a_layout_per_kind_loads_and_saves_back(game, kind):
    layout = {"kind": kind, "width_mm": 57, "height_mm": 89, "radius_mm": 4,
              "colours": {"red": "#aa0000"}, "title": "kind", "text": False, "icon": "⚓",
              "back_colour": "#112233", "back_text": "Back"}
    pack = parse_pack({**pack_dict(game), "card_layouts": [layout]}, "p.json")
    got = pack.card_layout(kind)
    assert got.width_mm == 57 and got.colours == {"red": "#aa0000"} and got.icon == "⚓"
    again = parse_pack(json.loads(dumps_pack(pack)), "p.json")
    assert again == pack


def test_unknown_kind_and_a_second_layout_are_named_by_place():
    data = {**pack_dict("europe"), "card_layouts": [
        {"kind": "country"}, {"kind": "dragon"}, {"kind": "country"}]}
    with pytest.raises(PackError) as err:
        parse_pack(data, "bad.json")
    problems = dict(err.value.problems)
    assert "unknown card kind 'dragon'" in problems["card_layouts[1].kind"]
    assert "country, ship, plane" in problems["card_layouts[1].kind"]
    assert "second layout" in problems["card_layouts[2].kind"]


@pytest.mark.parametrize("bad, where", [
    ({"kind": "route", "width_mm": 5}, "card_layouts[0].width_mm"),
    ({"kind": "route", "colours": {"red": "crimson"}}, "card_layouts[0].colours.red"),
    ({"kind": "route", "radius_mm": 16}, "card_layouts[0].radius_mm"),
    ({"kind": "route", "shape": "round"}, "card_layouts[0].shape"),
])
def test_bad_layout_values_are_refused_with_their_place(bad, where):
    with pytest.raises(PackError) as err:
        parse_pack({**pack_dict("trails"), "card_layouts": [bad]}, "bad.json")
    assert where in [w for w, _ in err.value.problems], err.value.problems


# --- a picture per kind ---------------------------------------------------------------------

def _png(width: int = 3, height: int = 2, extra: int = 0) -> bytes:
    """A real PNG of ``width`` × ``height`` red pixels (built without Qt), ``extra`` bytes of
    random text chunk making it larger."""
    import os
    import struct
    import zlib

    def chunk(tag: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + tag + body
                + struct.pack(">I", zlib.crc32(tag + body) & 0xFFFFFFFF))

    rows = b"".join(b"\0" + b"\xff\0\0" * width for _ in range(height))
    out = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(rows)))
    if extra:
        out += chunk(b"tEXt", b"pad\0" + os.urandom(extra).hex().encode()[:extra])
    return out + chunk(b"IEND", b"")


def _url(media: str, data: bytes) -> str:
    import base64

    return f"data:{media};base64,{base64.b64encode(data).decode()}"


def _problems_of_image(image: str) -> dict[str, str]:
    with pytest.raises(PackError) as err:
        parse_pack({**pack_dict("europe"), "card_layouts": [{"kind": "country"},
                                                            {"kind": "ship", "image": image}]},
                   "bad.json")
    return dict(err.value.problems)


def test_a_layout_carries_a_png_or_jpeg_picture_as_a_data_url():
    from content.images import data_url_bytes, image_data_url

    png = _png()
    url = image_data_url(png)
    assert url.startswith("data:image/png;base64,") and data_url_bytes(url) == png
    jpeg = b"\xff\xd8\xff\xe0" + b"\0" * 40
    assert image_data_url(jpeg).startswith("data:image/jpeg;base64,")
    pack = parse_pack({**pack_dict("europe"), "card_layouts": [
        {"kind": "ship", "image": url, "image_fit": "cover"},
        {"kind": "plane", "image": _url("image/jpeg", jpeg)}]}, "p.json")
    assert pack.card_layout("ship").image == url and pack.card_layout("ship").image_fit == "cover"
    assert pack.card_layout("plane").image_fit == "contain"
    svg = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2"/></svg>'
    assert image_data_url(svg).startswith("data:image/svg+xml;base64,")
    again = parse_pack({**pack_dict("expedition"), "card_layouts": [
        {"kind": "destination", "image": image_data_url(svg)}]}, "p.json")
    assert data_url_bytes(again.card_layout("destination").image) == svg


@pytest.mark.parametrize("image, words", [
    ("data:image/png;base64,iVBORw0KGgo!!!", "not well-formed base64"),
    (_url("image/png", b"GIF89a not a png at all"), "is not a PNG image"),
    (_url("image/jpeg", _png()), "is not a JPEG image"),
    (_url("image/svg+xml", _png()), "is not an SVG image"),
    (_url("image/gif", b"GIF89a"), "must be a data URL starting data:image/png;base64,"),
    ("photo.png", "must be a data URL"),
    (_url("image/png", _png(extra=600 * 1024)), "a card image may be at most 512 KB"),
])
def test_a_bad_picture_is_refused_naming_its_layout_and_place(image, words):
    problems = _problems_of_image(image)
    assert list(problems) == ["card_layouts[1].image"], problems
    message = problems["card_layouts[1].image"]
    assert words in message and "the image of the 'ship' card layout" in message, message


def test_image_data_url_refuses_what_is_no_image_or_too_large():
    from content.images import image_data_url

    with pytest.raises(ValueError, match="is not a PNG, JPEG or SVG image"):
        image_data_url(b"hello")
    with pytest.raises(ValueError, match=r"is 60\d KB; a card image may be at most 512 KB"):
        image_data_url(_png(extra=600 * 1024))


def test_a_picture_survives_save_and_load_and_a_bcpack_round_trip(tmp_path):
    from content import load_pack, save_pack
    from content.packfile import read_packfile, write_packfile

    url = _url("image/png", _png(40, 30))
    pack = parse_pack({**pack_dict("trails"), "card_layouts": [
        {"kind": "route", "image": url, "image_fit": "cover"}]}, "p.json")
    save_pack(pack, tmp_path / "p.json")
    saved = json.loads((tmp_path / "p.json").read_text())
    assert saved["card_layouts"][0]["image"] == url
    assert saved["card_layouts"][0]["image_fit"] == "cover"
    assert load_pack(tmp_path / "p.json").card_layout("route") == pack.card_layout("route")
    write_packfile(tmp_path / "p.bcpack", pack, _png())
    again = read_packfile(tmp_path / "p.bcpack").pack
    assert again.card_layout("route").image == url and again == pack


def test_a_layout_without_a_picture_saves_as_before_pictures():
    pack = parse_pack({**pack_dict("expedition"), "card_layouts": [
        {"kind": "destination", "icon": "★"}]}, "p.json")
    saved = json.loads(dumps_pack(pack))["card_layouts"]
    assert saved[0].keys() == {"kind", "width_mm", "height_mm", "radius_mm", "colours", "title",
                               "text", "icon"}
