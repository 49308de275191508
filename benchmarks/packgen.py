"""Generators of large, valid content packs for benchmarks and stress tests.

Each generator is deterministic for a given size and seed and returns a validated pack model
that lints without errors:

- ``big_trails(hexes=10_000)``: one Trails board of about ``hexes`` hexes (100 x 100 rows);
- ``big_journey(countries=1_000)``: a Journey map of ``countries`` countries on a grid;
- ``big_expedition(points=5_000)``: an Expedition network of ``points`` points.

Usage from a benchmark::

    from benchmarks.packgen import big_trails
    pack = big_trails()
"""

from __future__ import annotations

import math
import random

from content.io import parse_pack

_TERRAINS = [
    ("forest", "Forest", "green"),
    ("clearing", "Clearing", "yellow"),
    ("house", "House", "red"),
    ("water", "Water", "blue"),
    ("rocky", "Rocky ground", "black"),
]
_CARD_COLOURS = [("green", 12), ("red", 10), ("yellow", 10), ("blue", 8), ("black", 8), ("multi", 12)]


def big_trails(hexes: int = 10_000, players: int = 6, seed: int = 1):
    """A Trails pack with one board of about ``hexes`` hexes in offset rows (a rectangle).

    Every hex has a fixed terrain (seeded), so no tiles are drawn.
    """
    rng = random.Random(seed)
    side = max(3, round(math.sqrt(hexes)))
    rows = max(3, hexes // side)
    cells = []
    for r in range(rows):
        for x in range(side):
            cells.append({"q": x - r // 2, "r": r, "terrain": rng.choice(_TERRAINS)[0]})
    data = {
        "game": "trails",
        "schema_version": 1,
        "id": f"big-trails-{len(cells)}",
        "name": f"Big Trails ({len(cells)} hexes)",
        "rules": {"min_players": players, "max_players": players},
        "terrains": [{"id": i, "name": n, "colour": c} for i, n, c in _TERRAINS],
        "card_colours": [
            {"id": c, "name": c.title(), "count": n * players} for c, n in _CARD_COLOURS
        ],
        "tiles": [{"terrain": i, "count": 6} for i, _, _ in _TERRAINS],
        "boards": [{"players": players, "girls": 9, "hexes": cells}],
    }
    return parse_pack(data, "<big_trails>")


def big_journey(countries: int = 1_000, seed: int = 1, outlines: bool = False):
    """A Journey pack of ``countries`` countries on a grid, with 3 seas and 5 colour groups.

    Neighbours on the grid share a land border; a few random ferries cross it; the first,
    last and left columns are coasts; every 97th country has two cards. With ``outlines``
    each country is a unit square around its node (neighbours share their edges' points).
    """
    rng = random.Random(seed)
    width = max(2, round(math.sqrt(countries)))
    ids = [f"c{i:05d}" for i in range(countries)]
    colours = ["blue", "green", "orange", "pink", "yellow"]

    def colour(i: int) -> str:
        return colours[min(4, (i % width) * 5 // width)]

    country_list = [
        {
            "id": cid,
            "name": f"Country {i}",
            "colour": colour(i),
            "cards": 2 if i % 97 == 0 else 1,
            "x": float(i % width),
            "y": -float(i // width),
        }
        for i, cid in enumerate(ids)
    ]
    if outlines:
        for c in country_list:
            x, y = c["x"], c["y"]
            c["outline"] = [[[x - 0.5, y - 0.5], [x + 0.5, y - 0.5], [x + 0.5, y + 0.5], [x - 0.5, y + 0.5]]]
    links = []
    for i in range(countries):
        if (i + 1) % width and i + 1 < countries:
            links.append({"a": ids[i], "b": ids[i + 1]})
        if i + width < countries:
            links.append({"a": ids[i], "b": ids[i + width]})
    seen = {frozenset((x["a"], x["b"])) for x in links}
    for _ in range(countries // 20):
        a, b = rng.sample(range(countries), 2)
        if frozenset((ids[a], ids[b])) not in seen:
            seen.add(frozenset((ids[a], ids[b])))
            links.append({"a": ids[a], "b": ids[b], "kind": "ferry"})
    seas = [
        {"id": "north", "name": "North Sea", "coast": ids[:width]},
        {"id": "south", "name": "South Sea", "coast": ids[-width:]},
        {"id": "west", "name": "West Ocean", "coast": ids[::width]},
    ]
    cards = []
    for c in country_list:
        cards.append({"id": f"country:{c['id']}", "kind": "country", "ref": c["id"]})
        if c["cards"] == 2:
            cards.append({"id": f"country:{c['id']}:2", "kind": "country", "ref": c["id"]})
    for s in seas:
        cards += [{"id": f"ship:{s['id']}:{n}", "kind": "ship", "ref": s["id"]} for n in (1, 2, 3)]
    for col in colours:
        cards += [{"id": f"plane:{col}:{n}", "kind": "plane", "ref": col} for n in (1, 2)]
    data = {
        "game": "journey",
        "schema_version": 1,
        "id": f"big-journey-{countries}{'-outlined' if outlines else ''}",
        "name": f"Big Journey ({countries} countries)",
        "colours": [{"id": c, "name": c.title()} for c in colours],
        "countries": country_list,
        "links": links,
        "seas": seas,
        "cards": cards,
    }
    return parse_pack(data, "<big_journey>")


def big_expedition(points: int = 5_000, seed: int = 1):
    """An Expedition pack of ``points`` points on a jittered world grid.

    Points sit on a grid of longitude x latitude with paths east, south and (sometimes)
    south-east; the west and east columns are joined by 3 wrap pairs of red points; about a
    fifth of the points are green destinations with one card each.
    """
    rng = random.Random(seed)
    cols = max(4, round(math.sqrt(points * 2)))
    rows = max(3, points // cols)
    kinds = ["plain"] * 10 + ["green"] * 4 + ["red"] * 3 + ["blue"] * 3

    def pid(r: int, c: int) -> str:
        return f"p{r:04d}-{c:04d}"

    pts = []
    for r in range(rows):
        for c in range(cols):
            x = -180.0 + 360.0 * c / (cols - 1)
            y = 80.0 - 160.0 * r / (rows - 1)
            if 0 < c < cols - 1:
                x += rng.uniform(-0.2, 0.2)
            pts.append({"id": pid(r, c), "name": f"Place {r}-{c}", "kind": rng.choice(kinds),
                        "x": round(x, 4), "y": round(y, 4)})
    centre = (rows // 2) * cols + cols // 2
    pts[centre]["kind"] = "rose"
    wrap_rows = [rows // 4, rows // 2, 3 * rows // 4]
    for r in wrap_rows:
        pts[r * cols]["kind"] = "red"
        pts[r * cols + cols - 1]["kind"] = "red"
    paths = []
    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols:
                paths.append({"a": pid(r, c), "b": pid(r, c + 1)})
            if r + 1 < rows:
                paths.append({"a": pid(r, c), "b": pid(r + 1, c)})
                if c + 1 < cols and rng.random() < 0.3:
                    paths.append({"a": pid(r, c), "b": pid(r + 1, c + 1)})
    data = {
        "game": "expedition",
        "schema_version": 1,
        "id": f"big-expedition-{len(pts)}",
        "name": f"Big Expedition ({len(pts)} points)",
        "points": pts,
        "paths": paths,
        "wraps": [{"a": pid(r, 0), "b": pid(r, cols - 1)} for r in wrap_rows],
        "colours": [
            {"id": c, "name": c.title(), "arrows": 45} for c in ("yellow", "purple", "orange")
        ],
        "cards": [{"id": f"card-{p['id']}", "point": p["id"]} for p in pts if p["kind"] == "green"],
    }
    return parse_pack(data, "<big_expedition>")


GENERATORS = {"trails": big_trails, "journey": big_journey, "expedition": big_expedition}
"""Each game's large-pack generator, called with its default size."""
