"""content.lint: every check fires on a pack broken for it, and only then."""

from __future__ import annotations

import dataclasses
import importlib
import json
import re
from pathlib import Path

import pytest

from content import Problem, default_pack, dumps_pack, lint
from content.games.expedition.lint import expedition_distances
from content.games.journey.lint import find_journey
from content.hexgrid import board_rings, hex_distance
from content.io import parse_pack
from content.lint import CODES
from content.rules.trails import seat_players
from tests.content.helpers import edited, minimal_journey, pack_dict, resolve

# Journey's checks, whose search budget a test lowers.
lint_module = importlib.import_module("content.games.journey.lint")

# --- broken packs, one per check -----------------------------------------------------------


def _add_country(d, cid, colour, links=()):
    d["countries"].append({"id": cid, "name": cid.title(), "colour": colour})
    d["cards"].append({"id": f"country:{cid}", "kind": "country", "ref": cid})
    d["links"] += [{"a": cid, "b": b} for b in links]


def _isolated(d):
    d["colours"].append({"id": "grey", "name": "Grey"})
    _add_country(d, "atlantis", "grey")


def _split(d):
    d["colours"].append({"id": "grey", "name": "Grey"})
    _add_country(d, "atlantis", "grey")
    _add_country(d, "lemuria", "grey", links=["atlantis"])


def _country_cards(d):
    d["countries"][0]["cards"] = 2  # Iceland has one card in the deck


def _sea_coast(d):
    d["seas"].append({"id": "lake", "name": "Lake", "coast": ["ch"]})
    d["cards"].append({"id": "ship:lake:1", "kind": "ship", "ref": "lake"})


def _plane_colour(d):
    d["colours"].append({"id": "grey", "name": "Grey"})
    _add_country(d, "atlantis", "grey", links=["is"])
    d["cards"].append({"id": "plane:grey:1", "kind": "plane", "ref": "grey"})


def _drop_land_link(d):
    d["links"] = [k for k in d["links"] if {k["a"], k["b"]} != {"fr", "es"}]


def _far_land_link(d):
    d["links"].append({"a": "pt", "b": "it", "kind": "land"})


def _set(path, value):
    def change(d):
        target = d
        *head, last = path
        for k in head:
            target = target[k]
        target[last] = value

    return change


def _star(**rules):
    return parse_pack(minimal_journey(**rules), "<star>")


def _trails_hole(d):
    board = d["boards"][3]
    ring = {c for c in board_rings([(h["q"], h["r"]) for h in board["hexes"]]).path}
    inner = next(i for i, h in enumerate(board["hexes"]) if (h["q"], h["r"]) not in ring)
    del board["hexes"][inner]


def _trails_split(d):
    d["boards"][0]["hexes"].append({"q": 50, "r": 50, "terrain": "forest"})


def _radius(n):
    return [
        {"q": q, "r": r, "terrain": "forest"}
        for q in range(-n, n + 1)
        for r in range(-n, n + 1)
        if abs(q + r) <= n
    ]


def _seating_impossible(d):
    d["boards"][0]["hexes"] = _radius(1)  # one ring-2 hex for 2 players


def _seating_fallback(d):
    d["boards"][2]["hexes"] = d["boards"][1]["hexes"]  # the 3-player board for 4 players


def _no_terrain_cards(d):
    d["card_colours"][0]["count"] = 0  # green: forest's colour


def _unused_colour(d):
    d["card_colours"].append({"id": "purple", "name": "Purple", "count": 5})


def _no_multi(d):
    next(c for c in d["card_colours"] if c["id"] == "multi")["count"] = 0


def _no_tiles(d):
    for t in d["tiles"]:
        t["count"] = 0


def _second_rose(d):
    next(p for p in d["points"] if p["kind"] == "plain")["kind"] = "rose"


def _no_rose(d):
    next(p for p in d["points"] if p["kind"] == "rose")["kind"] = "plain"


def _unreachable(d):
    d["points"].append({"id": "lost-island", "name": "Lost Island", "kind": "plain"})


def _point(d, pid):
    return next(p for p in d["points"] if p["id"] == pid)


def _wrap_edges(d):
    _point(d, d["wraps"][0]["b"])["x"] = 0.0


def _wrap_height(d):
    _point(d, d["wraps"][0]["b"])["y"] += 40.0


def _wrap_kind(d):
    _point(d, d["wraps"][0]["b"])["kind"] = "blue"


def _second_card(d):
    d["cards"].append({"id": "card-extra", "point": d["cards"][0]["point"]})


def _dropped_card(d):
    del d["cards"][0]


def _no_colours(d):
    d["colours"] = []


JOURNEY = [
    ("journey-country-isolated", "warning", lambda: edited("europe", _isolated)),
    ("journey-map-split", "warning", lambda: edited("europe", _split)),
    ("journey-country-cards", "warning", lambda: edited("europe", _country_cards)),
    ("journey-sea-coast", "error", lambda: edited("europe", _sea_coast)),
    ("journey-plane-colour", "error", lambda: edited("europe", _plane_colour)),
    ("journey-deck-size", "error", lambda: edited("europe", _set(["rules", "max_players"], 7))),
    ("journey-no-journey", "error", _star),
    ("journey-border-no-link", "warning", lambda: edited("europe", _drop_land_link)),
    ("journey-link-no-border", "warning", lambda: edited("europe", _far_land_link)),
    ("journey-node-outside", "warning", lambda: edited("europe", _set(["countries", 0, "x"], 0.0))),
]
TRAILS = [
    ("trails-board-missing", "error", lambda: edited("trails", lambda d: d["boards"].pop())),
    ("trails-board-unused", "warning", lambda: edited("trails", _set(["rules", "min_players"], 3))),
    ("trails-board-empty", "error", lambda: edited("trails", _set(["boards", 0, "hexes"], []))),
    ("trails-board-split", "error", lambda: edited("trails", _trails_split)),
    ("trails-path-ring", "error", lambda: edited("trails", _trails_hole)),
    ("trails-board-shape", "warning", lambda: edited("trails", _seating_fallback)),
    ("trails-girls-none", "error", lambda: edited("trails", _set(["boards", 0, "girls"], 0))),
    ("trails-girls-room", "error", lambda: edited("trails", _set(["boards", 0, "girls"], 11))),
    ("trails-girls-spacing", "warning", lambda: default_pack("trails")),
    ("trails-seating", "error", lambda: edited("trails", _seating_impossible)),
    ("trails-seating-fallback", "warning", lambda: edited("trails", _seating_fallback)),
    ("trails-deck-size", "error", lambda: edited("trails", _set(["rules", "deal"], 20))),
    ("trails-terrain-colour", "warning", lambda: edited("trails", _no_terrain_cards)),
    ("trails-colour-unused", "warning", lambda: edited("trails", _unused_colour)),
    ("trails-no-multi", "warning", lambda: edited("trails", _no_multi)),
    ("trails-tiles-short", "error", lambda: edited("trails", _no_tiles)),
]
EXPEDITION = [
    ("expedition-rose-count", "error", lambda: edited("expedition", _second_rose)),
    ("expedition-unreachable", "error", lambda: edited("expedition", _unreachable)),
    ("expedition-wrap-edges", "error", lambda: edited("expedition", _wrap_edges)),
    ("expedition-wrap-height", "warning", lambda: edited("expedition", _wrap_height)),
    ("expedition-wrap-kind", "warning", lambda: edited("expedition", _wrap_kind)),
    ("expedition-green-cards", "error", lambda: edited("expedition", _second_card)),
    ("expedition-green-no-card", "warning", lambda: edited("expedition", _dropped_card)),
    (
        "expedition-deck-size",
        "error",
        lambda: edited("expedition", _set(["rules", "market_size"], 100)),
    ),
    (
        "expedition-token-points",
        "error",
        lambda: edited("expedition", _set(["rules", "token_distance"], 50)),
    ),
    (
        "expedition-token-shortfall",
        "warning",
        lambda: edited("expedition", _set(["rules", "tokens"], 12)),
    ),
    (
        "expedition-colour-arrows",
        "error",
        lambda: edited("expedition", _set(["colours", 0, "arrows"], 0)),
    ),
]
CASES = JOURNEY + TRAILS + EXPEDITION


@pytest.mark.parametrize(("code", "severity", "build"), CASES, ids=[c[0] for c in CASES])
def test_each_check_fires_on_a_pack_broken_for_it(code, severity, build):
    pack = build()
    found = [p for p in lint(pack) if p.code == code]
    assert found, f"{code} not reported"
    assert {p.severity for p in found} == {severity}
    data = json.loads(dumps_pack(pack))
    for p in found:
        resolve(data, p.where)  # the path names a real element
        assert p.message


def test_every_lint_code_has_a_broken_pack_test():
    tested = {c[0] for c in CASES} | {"journey-search-limit"}
    # scenario-broken is registered by core (it replays records): tests/core/test_scenarios.py
    assert tested == set(CODES) - {"scenario-broken"}


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_default_packs_have_no_lint_errors(name):
    problems = lint(default_pack(name))
    assert [p for p in problems if p.severity == "error"] == []
    assert all(p.code in CODES for p in problems)


def test_problem_is_a_frozen_value():
    p = Problem("error", "journey-sea-coast", "m", "seas[0]")
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.code = "x"  # type: ignore[misc]
    assert p == Problem("error", "journey-sea-coast", "m", "seas[0]")


def test_lint_rejects_what_is_not_a_pack():
    with pytest.raises(TypeError):
        lint({"game": "journey"})


# --- Journey -------------------------------------------------------------------------------


def _check_journey(pack, cards):
    """An independent reading of J11–J17: returns the first broken rule, or ''."""
    by_id = {c.id: c for c in pack.cards}
    colour = {c.id: c.colour for c in pack.countries}
    foot = {frozenset((link.a, link.b)) for link in pack.links}
    coast = {s.id: set(s.coast) for s in pack.seas}
    if len(set(cards)) != len(cards) or any(c not in by_id for c in cards):
        return "cards"
    seq = [by_id[c] for c in cards]
    if len(seq) != pack.rules.holder_size:
        return "J1"
    if seq[0].kind != "country" or seq[-1].kind != "country":
        return "J12"
    for i in range(len(seq) - 1):
        a, b = seq[i], seq[i + 1]
        if a.kind != "country" and b.kind != "country":
            return "J13"
        if a.kind == b.kind == "country":
            if a.ref == b.ref:
                return "J17"
            if frozenset((a.ref, b.ref)) not in foot:
                return "J14"
        if b.kind in ("ship", "plane"):
            c = seq[i + 2]
            if a.ref == c.ref:
                return "J17"
            if b.kind == "ship" and not {a.ref, c.ref} <= coast[b.ref]:
                return "J15"
            if b.kind == "plane" and not colour[a.ref] == colour[c.ref] == b.ref:
                return "J16"
    return ""


def test_J11_J17_find_journey_builds_a_valid_journey_on_europe():
    pack = default_pack("europe")
    cards = find_journey(pack)
    assert cards is not None
    assert _check_journey(pack, list(cards)) == ""


@pytest.mark.parametrize("size", [2, 3, 12, 20])
def test_J11_J17_find_journey_respects_other_holder_sizes(size):
    pack = edited("europe", _set(["rules", "holder_size"], size))
    cards = find_journey(pack)
    assert cards is not None and _check_journey(pack, list(cards)) == ""


def test_J15_J16_a_journey_may_need_ships_and_planes():
    # Two islands only a ship joins, then a plane: a-(ship)-b-(plane)-c, holder of 5.
    data = {
        "game": "journey", "id": "isles", "name": "Isles",
        "rules": {"min_players": 1, "max_players": 1, "holder_size": 5, "discard_piles": 1},
        "colours": [{"id": "red", "name": "Red"}, {"id": "blue", "name": "Blue"}],
        "countries": [
            {"id": "a", "name": "A", "colour": "blue"},
            {"id": "b", "name": "B", "colour": "red"},
            {"id": "c", "name": "C", "colour": "red"},
        ],
        "seas": [{"id": "sea", "name": "Sea", "coast": ["a", "b"]}],
        "cards": [
            {"id": "country:a", "kind": "country", "ref": "a"},
            {"id": "country:b", "kind": "country", "ref": "b"},
            {"id": "country:c", "kind": "country", "ref": "c"},
            {"id": "ship:sea:1", "kind": "ship", "ref": "sea"},
            {"id": "plane:red:1", "kind": "plane", "ref": "red"},
            {"id": "plane:blue:1", "kind": "plane", "ref": "blue"},
            {"id": "ship:sea:2", "kind": "ship", "ref": "sea"},
        ],
    }
    pack = parse_pack(data)
    cards = find_journey(pack)
    assert cards is not None and _check_journey(pack, list(cards)) == ""
    assert {c.split(":")[0] for c in cards} == {"country", "ship", "plane"}
    # Without the red plane card no journey of 5 exists.
    data["cards"] = [c for c in data["cards"] if c["id"] != "plane:red:1"]
    assert find_journey(parse_pack(data)) is None


def test_J17_two_cards_of_a_starred_country_are_never_adjacent():
    # Countries a* and b, linked: a b a:2 is a journey of 3; a a:2 b never is.
    data = minimal_journey(holder_size=3)
    data["countries"] = [
        {"id": "a", "name": "A", "colour": "grey", "cards": 2},
        {"id": "b", "name": "B", "colour": "grey"},
    ]
    data["links"] = [{"a": "a", "b": "b"}]
    data["cards"] = [
        {"id": "country:a", "kind": "country", "ref": "a"},
        {"id": "country:a:2", "kind": "country", "ref": "a"},
        {"id": "country:b", "kind": "country", "ref": "b"},
    ]
    data["rules"].update(min_players=1, max_players=1)
    data["rules"]["discard_piles"] = 1
    pack = parse_pack(data)
    assert find_journey(pack) == ("country:a", "country:b", "country:a:2")
    data["rules"]["holder_size"] = 4  # a b a b would need a second card of b
    assert find_journey(parse_pack(data)) is None


def test_J11_no_journey_in_a_star_is_an_error_and_the_search_stops_at_its_budget(monkeypatch):
    pack = _star()
    assert find_journey(pack) is None
    monkeypatch.setattr(lint_module, "JOURNEY_SEARCH_BUDGET", 2)
    codes = {p.code: p.severity for p in lint(pack)}
    assert codes.get("journey-search-limit") == "warning"
    assert "journey-no-journey" not in codes


def test_journey_lint_names_the_isolated_country_by_its_path_and_its_name():
    problems = lint(edited("europe", _isolated))
    iso = [p for p in problems if p.code == "journey-country-isolated"]
    assert [p.where for p in iso] == ["countries[42]"]
    assert iso[0].message.startswith("Atlantis has no land")  # its name, not its id


def test_lint_messages_name_elements_by_their_names_not_their_ids():
    """No message quotes an id: every element is called by its name, as the studio shows it."""
    import re

    cases = [c for c in JOURNEY + TRAILS + EXPEDITION]
    for code, _severity, make in cases:
        pack = make()
        ids = {x.id for field in ("countries", "seas", "colours", "terrains", "card_colours", "points")
               for x in getattr(pack, field, ()) if getattr(x, "name", "")}
        for p in lint(pack):
            quoted = set(re.findall(r"'([^']+)'", p.message))
            assert not quoted & ids, (code, p.message)


def test_find_journey_is_deterministic():
    pack = default_pack("europe")
    assert find_journey(pack) == find_journey(pack)


# --- Trails --------------------------------------------------------------------------------


def _cells(board):
    return [(h.q, h.r) for h in board.hexes]


@pytest.mark.parametrize(("players", "ring", "ring2"), [(2, 10, 4), (3, 12, 6), (4, 14, 8), (5, 16, 10)])
def test_T8_path_ring_and_ring_2_of_the_default_boards(players, ring, ring2):
    board = next(b for b in default_pack("trails").boards if b.players == players)
    rings = board_rings(_cells(board))
    assert (len(rings.path), len(rings.ring2), rings.problem) == (ring, ring2, "")
    # Track order: each path hex touches the next, all the way round.
    path = rings.path
    assert all(hex_distance(path[i], path[(i + 1) % len(path)]) == 1 for i in range(len(path)))
    assert path[0] == min(path, key=lambda c: (c[1], c[0]))
    assert path[1] == (path[0][0] + 1, path[0][1])  # clockwise: east along the top row first


def test_T8_a_board_pinched_to_one_hex_has_no_closed_track():
    left = {(q, r) for q in range(-1, 2) for r in range(-1, 2) if abs(q + r) <= 1}
    right = {(q + 4, r) for q, r in left}
    cells = left | right | {(2, 0)}  # a one-hex neck between two flowers
    rings = board_rings(cells)
    assert rings.problem and rings.path == ()


def test_T13_two_player_board_seats_on_top_and_bottom_ring_2_hexes():
    board = next(b for b in default_pack("trails").boards if b.players == 2)
    rings = board_rings(_cells(board))
    men = seat_players(rings.ring2, 2)
    assert men is not None and hex_distance(*men) == 2


def test_T13_seating_needs_enough_ring_2_hexes():
    assert seat_players([(0, 0)], 2) is None
    assert seat_players([(0, 0)], 2, strict=False) is None
    ring2 = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    assert len(seat_players(ring2, 3)) == 3
    assert seat_players(ring2, 4) is None
    assert len(seat_players(ring2, 4, strict=False)) == 4


def test_T9_girl_spacing_warning_names_the_numbers():
    (p,) = [p for p in lint(default_pack("trails")) if p.code == "trails-girls-spacing"]
    assert "9 girls on 16 path hexes" in p.message and "at most 8" in p.message
    assert p.where == "boards[3].girls"


def test_T6_default_boards_have_the_rulebook_shapes():
    codes = {p.code for p in lint(default_pack("trails"))}
    assert "trails-board-shape" not in codes


def test_trails_hole_is_reported_at_a_hex_next_to_it():
    pack = edited("trails", _trails_hole)
    (p,) = [p for p in lint(pack) if p.code == "trails-path-ring"]
    assert p.where.startswith("boards[3].hexes[")


# --- Expedition ----------------------------------------------------------------------------


def _network(**extra):
    data = {
        "game": "expedition", "id": "tiny", "name": "Tiny",
        "points": [
            {"id": "rose", "kind": "rose", "x": 0, "y": 0},
            {"id": "w", "kind": "red", "x": -180, "y": 10},
            {"id": "e", "kind": "red", "x": 180, "y": 10},
            {"id": "far", "kind": "green", "x": 170, "y": 0},
        ],
        "paths": [{"a": "rose", "b": "w"}, {"a": "e", "b": "far"}],
        "wraps": [{"a": "w", "b": "e"}],
        "colours": [{"id": "c", "name": "C"}],
        "cards": [{"id": "far", "point": "far"}],
    }
    data.update(extra)
    return data


def test_E2_distances_treat_a_wrap_pair_as_one_point():
    dist = expedition_distances(parse_pack(_network()))
    assert dist == {"rose": 0, "w": 1, "e": 1, "far": 2}
    without = expedition_distances(parse_pack(_network(wraps=[])))
    assert "far" not in without


def test_E2_every_point_reachable_only_through_the_wrap():
    codes = {p.code for p in lint(parse_pack(_network()))}
    assert "expedition-unreachable" not in codes
    codes = {p.code for p in lint(parse_pack(_network(wraps=[])))}
    assert "expedition-unreachable" in codes


def test_E1_no_rose_is_an_error():
    problems = lint(edited("expedition", _no_rose))
    assert any(p.code == "expedition-rose-count" and p.severity == "error" for p in problems)


def test_expedition_no_colours_is_an_error():
    problems = lint(edited("expedition", _no_colours))
    assert [p.where for p in problems if p.code == "expedition-colour-arrows"] == ["colours"]


def test_lint_reports_every_problem_not_only_the_first():
    def change(d):
        _isolated(d)
        _sea_coast(d)
        d["rules"]["max_players"] = 7

    codes = {p.code for p in lint(edited("europe", change))}
    assert {"journey-country-isolated", "journey-sea-coast", "journey-deck-size"} <= codes


def test_lint_leaves_the_pack_unchanged():
    before = pack_dict("expedition")
    pack = parse_pack(before)
    lint(pack)
    assert json.loads(dumps_pack(pack)) == before


def test_pack_format_doc_lists_every_lint_code_with_its_severity():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "pack-format.md").read_text()
    rows = dict(re.findall(r"^\| `([a-z-]+)` \| (error|warning) \|", doc, flags=re.M))
    expected = {code: severity for code, severity, _ in CASES}
    expected["journey-search-limit"] = "warning"
    assert rows == expected


def test_T6_girl_count_differing_from_the_rulebook_is_a_shape_warning():
    pack = edited("trails", _set(["boards", 0, "girls"], 3))
    found = [p for p in lint(pack) if p.code == "trails-board-shape"]
    assert [(p.where, p.severity) for p in found] == [("boards[0].girls", "warning")]
    assert "3 girls; rule T6 gives 4" in found[0].message


def test_E2_distances_agree_with_networkx_shortest_paths():
    import networkx as nx

    pack = default_pack("expedition")
    merged = {w.b: w.a for w in pack.wraps}
    g = nx.Graph()
    g.add_nodes_from(merged.get(p.id, p.id) for p in pack.points)
    g.add_edges_from((merged.get(p.a, p.a), merged.get(p.b, p.b)) for p in pack.paths)
    rose = next(p.id for p in pack.points if p.kind == "rose")
    expected = nx.single_source_shortest_path_length(g, rose)
    dist = expedition_distances(pack)
    assert dist == {p.id: expected[merged.get(p.id, p.id)] for p in pack.points}
