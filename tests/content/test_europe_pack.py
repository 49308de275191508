"""The default Europe pack holds exactly what shared/data/europe.md lists."""

from collections import Counter

from content import SCHEMA_VERSION, default_pack, default_pack_path, dumps_pack, load_pack
from content.models.journey import JourneyPack


def _europe() -> JourneyPack:
    pack = default_pack("europe")
    assert isinstance(pack, JourneyPack)
    return pack


def test_europe_pack_loads_with_its_identity():
    pack = _europe()
    assert pack.id == "europe"
    assert pack.name == "Journey: Europe"
    assert pack.schema_version == SCHEMA_VERSION  # the shipped file is migrated on load
    assert pack.json_schema_ref == "../schema/journey.schema.json"


def test_europe_pack_counts():
    pack = _europe()
    kinds = Counter(link.kind for link in pack.links)
    assert len(pack.countries) == 42
    assert (kinds["land"], kinds["ferry"], kinds["bridge"]) == (79, 6, 1)
    assert len(pack.seas) == 3
    cards = Counter(card.kind for card in pack.cards)
    assert (cards["country"], cards["ship"], cards["plane"]) == (48, 9, 10)
    assert len(pack.cards) == 67
    ships = Counter(card.ref for card in pack.cards if card.kind == "ship")
    assert ships == {"atlantic": 4, "mediterranean": 3, "baltic": 2}
    planes = Counter(card.ref for card in pack.cards if card.kind == "plane")
    assert planes == {c: 2 for c in ("blue", "green", "orange", "pink", "yellow")}


def test_europe_pack_two_card_countries_and_card_ids():
    pack = _europe()
    starred = {c.id for c in pack.countries if c.cards == 2}
    assert starred == {"dk", "fr", "de", "ru", "es", "se"}
    ids = {card.id for card in pack.cards}
    for cid in starred:
        assert {f"country:{cid}", f"country:{cid}:2"} <= ids
    assert {"ship:atlantic:4", "ship:mediterranean:3", "ship:baltic:2", "plane:pink:2"} <= ids
    assert {c.id for c in pack.countries} >= {"gb-eng", "gb-sct", "gb-wls", "gb-nir", "is"}


def test_europe_pack_links_are_unordered_unique_pairs():
    pack = _europe()
    pairs = {frozenset((link.a, link.b)) for link in pack.links}
    assert len(pairs) == len(pack.links) == 86
    assert any(link.kind == "bridge" and {link.a, link.b} == {"se", "dk"} for link in pack.links)
    assert frozenset(("al", "rs")) not in pairs  # Kosovo lies between


def test_europe_pack_sea_coasts_and_positions():
    pack = _europe()
    coasts = {s.id: len(s.coast) for s in pack.seas}
    assert coasts == {"atlantic": 16, "baltic": 9, "mediterranean": 10}
    paris = next(c for c in pack.countries if c.id == "fr")
    assert (round(paris.x, 1), round(paris.y, 1)) == (2.4, 48.9)
    for c in pack.countries:
        assert -25 < c.x < 40 and 35 < c.y < 67


def test_europe_pack_file_is_in_the_stable_saved_form():
    path = default_pack_path("europe")
    assert path.read_text(encoding="utf-8") == dumps_pack(load_pack(path))
