"""content.names: what people call pack elements (names, not ids or JSON paths)."""

from __future__ import annotations

import pytest

import content
from content.edit import set_at
from content.names import Namer, Ref, element_name, element_parts, phrase, render


@pytest.mark.parametrize(
    ("pack", "where", "name"),
    [
        ("europe", "countries[3]", "Finland"),
        ("europe", "countries[3].cards", "Finland"),
        ("europe", "links[2]", "link Wales – England"),
        ("europe", "seas[0].coast", "Atlantic Ocean"),
        ("europe", "cards[0]", "Iceland card"),
        ("europe", "colours[1]", "Green"),
        ("europe", "rules.max_players", "max players (rules)"),
        ("europe", "cards", "the deck"),
        ("europe", "", "the pack"),
        ("europe", "countries[99]", "countries[99]"),  # names nothing: shown as it is
        ("trails", "boards[3].girls", "the 5-player board"),
        ("trails", "boards[1].hexes[4]", "hex (0, -1) of the 3-player board"),
        ("trails", "tiles[0]", "Forest tiles"),
        ("expedition", "points[1]", "London"),
        ("expedition", "cards[0]", "card of London"),
    ],
)
def test_element_name_of_a_json_path(pack, where, name):
    assert element_name(content.default_pack(pack), where) == name


def test_parts_follow_a_rename_of_the_name_and_of_the_id():
    from content.edit import journey as ej

    pack = content.default_pack("europe")
    parts = element_parts(pack, "links[2]")
    assert parts == (phrase("link {a} – {b}", a=Ref("countries", "gb-wls"), b=Ref("countries", "gb-eng")),)
    wales = ej.country_index(pack, "gb-wls")
    renamed = set_at(pack, f"countries[{wales}].name", "Cymru")
    assert render(parts, Namer(renamed)) == "link Cymru – England"
    assert Namer(ej.rename_country(pack, "gb-wls", "cy"))(Ref("countries", "gb-wls")) is None
    assert Namer(pack)(Ref("boards", 3)) is None  # a Journey pack has no boards
    assert render(("Move ", Ref("countries", "nowhere")), Namer(pack)) == "Move nowhere"
