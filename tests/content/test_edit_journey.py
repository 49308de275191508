"""content.edit.journey: pure pack edits keep every reference of a Journey pack whole."""

from __future__ import annotations

import pytest

from content.edit import journey as ej
from content.edit import validated
from content.models.journey import Card, Colour, Country, JourneyPack, Link, Sea


@pytest.fixture
def pack() -> JourneyPack:
    return JourneyPack(
        id="t",
        name="T",
        colours=(Colour(id="red", name="Red"), Colour(id="blue", name="Blue")),
        countries=(
            Country(id="aa", name="A", colour="red", x=0, y=0),
            Country(id="bb", name="B", colour="red", cards=2, x=1, y=0),
            Country(id="cc", name="C", colour="blue", x=2, y=0),
        ),
        links=(Link(a="aa", b="bb"), Link(a="bb", b="cc", kind="ferry")),
        seas=(Sea(id="s", name="S", coast=("aa", "cc")),),
        cards=(
            Card(id="country:aa", kind="country", ref="aa"),
            Card(id="country:bb", kind="country", ref="bb"),
            Card(id="country:bb:2", kind="country", ref="bb"),
            Card(id="country:cc", kind="country", ref="cc"),
            Card(id="ship:s:1", kind="ship", ref="s"),
            Card(id="plane:red:1", kind="plane", ref="red"),
        ),
    )


def ids(items):
    return [x.id for x in items]


def test_delete_country_takes_links_coast_and_cards(pack):
    out = validated(ej.delete_elements(pack, countries=["cc"]))
    assert ids(out.countries) == ["aa", "bb"]
    assert [(lk.a, lk.b) for lk in out.links] == [("aa", "bb")]
    assert out.seas[0].coast == ("aa",)
    assert "country:cc" not in ids(out.cards)
    assert ids(pack.countries) == ["aa", "bb", "cc"]  # input unchanged


def test_delete_sea_takes_its_ship_cards_and_link_by_pair(pack):
    out = validated(ej.delete_elements(pack, seas=["s"], links=[("cc", "bb")]))
    assert out.seas == ()
    assert not any(c.kind == "ship" for c in out.cards)
    assert len(out.links) == 1


def test_rename_country_updates_every_reference(pack):
    out = validated(ej.rename_country(pack, "bb", "be"))
    assert ids(out.countries) == ["aa", "be", "cc"]
    assert {(lk.a, lk.b) for lk in out.links} == {("aa", "be"), ("be", "cc")}
    assert ["country:be", "country:be:2"] == [c.id for c in out.cards if c.ref == "be"]


def test_rename_refuses_taken_or_invalid_ids(pack):
    with pytest.raises(ValueError):
        ej.rename_country(pack, "aa", "bb")
    with pytest.raises(ValueError):
        ej.rename_country(pack, "aa", "Not An Id")


def test_rename_sea_and_colour_update_their_cards(pack):
    out = validated(ej.rename_colour(ej.rename_sea(pack, "s", "north"), "red", "crimson"))
    assert "ship:north:1" in ids(out.cards)
    assert "plane:crimson:1" in ids(out.cards)
    assert out.countries[0].colour == "crimson"


def test_J17_card_count_two_adds_the_second_country_card(pack):
    two = validated(ej.set_country_cards(pack, "aa", 2))
    assert ids(two.cards)[:2] == ["country:aa", "country:aa:2"]
    one = validated(ej.set_country_cards(two, "aa", 1))
    assert one == pack


def test_add_country_adds_its_cards_and_a_colour_when_there_is_none():
    empty = JourneyPack(id="e", name="E")
    c = ej.new_country(empty, 3.0, 4.0)
    out = validated(ej.add_country(empty, c))
    assert out.colours[0].id == "grey" and ids(out.cards) == [f"country:{c.id}"]
    again = ej.new_country(out, 0, 0)
    assert again.id != c.id


def test_add_link_refuses_repeats_and_self_links(pack):
    assert not ej.can_link(pack, "bb", "aa")
    assert not ej.can_link(pack, "aa", "aa")
    out = validated(ej.add_link(pack, "aa", "cc", "bridge"))
    assert out.links[-1].kind == "bridge"
    with pytest.raises(ValueError):
        ej.add_link(out, "cc", "aa")


def test_toggle_coast_adds_then_removes(pack):
    on = ej.toggle_coast(pack, "s", "bb")
    assert on.seas[0].coast == ("aa", "cc", "bb")
    assert ej.toggle_coast(on, "s", "bb") == pack


def test_delete_colour_moves_countries_and_drops_plane_cards(pack):
    out = validated(ej.delete_colour(pack, "red"))
    assert all(c.colour == "blue" for c in out.countries)
    assert not any(c.kind == "plane" for c in out.cards)
    assert not ej.can_delete_colour(out, "blue")


def test_add_and_remove_ship_and_plane_cards(pack):
    out = ej.add_card(ej.add_card(pack, "ship", "s"), "plane", "blue")
    assert "ship:s:2" in ids(out.cards) and "plane:blue:1" in ids(out.cards)
    assert ej.card_counts(out) == {"country": 4, "ship": 2, "plane": 2}
    assert ej.remove_card(out, "ship:s:2") == ej.add_card(pack, "plane", "blue")
    with pytest.raises(ValueError):
        ej.remove_card(pack, "country:aa")
    with pytest.raises(ValueError):
        ej.add_card(pack, "country", "aa")


def test_move_elements_sets_positions(pack):
    out = ej.move_elements(pack, countries={"aa": (5.0, 6.0)}, seas={"s": (1.0, 2.0)})
    assert (out.countries[0].x, out.countries[0].y) == (5.0, 6.0)
    assert (out.seas[0].x, out.seas[0].y) == (1.0, 2.0)
    assert out.countries[1] is pack.countries[1]
