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
