"""Outlines as content (issue 16): polygons validated, saved compactly, measured by the
connection finder, checked by the lint, edited by pure functions; the board image's path."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

from content import PackError, default_pack, dumps_pack, json_schema, lint, load_pack, save_pack
from content import geometry as g
from content.edit import journey as ej
from content.io import parse_pack
from content.rules.journey_borders import border_tolerance, proposed_links, shared_borders
from tests.content.helpers import edited, minimal_journey, needs_natural_earth, pack_dict

PACKS = Path(__file__).resolve().parents[2] / "content" / "packs"
SQUARE = [[0, 0], [1, 0], [1, 1], [0, 1]]


def _square(x, y, size=1.0):
    return [[x, y], [x + size, y], [x + size, y + size], [x, y + size]]


# --- the model -------------------------------------------------------------------------------


def test_outline_is_optional_and_absent_from_the_saved_file():
    data = minimal_journey()
    pack = parse_pack(data)
    assert pack.countries[0].outline is None and pack.backdrop is None
    assert "outline" not in dumps_pack(pack) and "backdrop" not in dumps_pack(pack)


def test_a_closing_point_and_repeats_are_dropped():
    data = minimal_journey()
    data["countries"][0]["outline"] = [[[0, 0], [1, 0], [1, 0], [1, 1], [0, 1], [0, 0]]]
    (ring,) = parse_pack(data).countries[0].outline
    assert ring == ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))


@pytest.mark.parametrize(
    ("polygon", "words"),
    [
        ([[0, 0], [1, 1]], "at least 3 distinct points"),
        ([[0, 0], [1, 1], [1, 0], [0, 1]], "crosses itself"),
        ([[0, 0], [2, 0], [2, 2], [1, 0], [0, 2]], "crosses itself"),  # touches its own edge
        ([[0, 0], [1, 1], [2, 2]], "crosses itself"),  # on one line: it folds onto itself
        ([[0, 0], [2, 0], [1, 0], [1, 1]], "crosses itself"),  # doubles back along an edge
    ],
)
def test_invalid_polygons_are_load_errors_with_their_json_path(polygon, words):
    data = minimal_journey()
    data["countries"][2]["outline"] = [SQUARE, polygon]
    data["seas"] = [{"id": "s", "name": "S", "coast": ["hub", "l1"], "outline": [polygon]}]
    with pytest.raises(PackError) as err:
        parse_pack(data, "bad.json")
    where = {w: m for w, m in err.value.problems}
    assert words in where["countries[2].outline[1]"]
    assert words in where["seas[0].outline[0]"]


def test_expedition_backdrop_is_validated_too():
    data = pack_dict("expedition")
    data["backdrop"] = [SQUARE, [[0, 0], [1, 1], [1, 0], [0, 1]]]
    with pytest.raises(PackError) as err:
        parse_pack(data)
    assert [w for w, _m in err.value.problems] == ["backdrop[1]"]


def test_non_finite_points_are_refused():
    data = minimal_journey()
    data["countries"][0]["outline"] = [[[0, 0], [1, 0], [float("nan"), 1]]]
    with pytest.raises(PackError) as err:
        parse_pack(data)
    assert err.value.problems[0][0].startswith("countries[0].outline[0]")


def test_schema_documents_the_fixed_names():
    journey = json_schema("journey")["$defs"]
    assert "outline" in journey["Country"]["properties"]
    assert "outline" in journey["Sea"]["properties"]
    assert "backdrop" in json_schema("expedition")["properties"]


def test_unlinked_borders_name_known_countries():
    data = minimal_journey()
    data["unlinked_borders"] = [{"a": "hub", "b": "nowhere"}]
    with pytest.raises(PackError, match=r"unlinked_borders\[0\]\.b: unknown country 'nowhere'"):
        parse_pack(data)


def test_outline_points_are_saved_one_pair_a_line():
    text = (PACKS / "europe.json").read_text(encoding="utf-8")
    data = json.loads(text)
    assert text == dumps_pack(parse_pack(data))
    pair_lines = [line for line in text.splitlines() if line.strip().startswith("[") and "," in line]
    assert len(pair_lines) > 1000


# --- geometry --------------------------------------------------------------------------------


def test_self_intersection_is_found_on_a_long_ring_quickly():
    import math
    import time

    n = 3000
    ring = [(math.cos(2 * math.pi * k / n) * (1 + 0.1 * (k % 2)), math.sin(2 * math.pi * k / n)) for k in range(n)]
    t0 = time.perf_counter()
    assert g.self_intersection(ring) is None
    assert time.perf_counter() - t0 < 1.0
    ring[10], ring[20] = ring[20], ring[10]
    assert g.self_intersection(ring) is not None


def test_point_in_outline_counts_holes():
    outer = g.normalise_ring(_square(0, 0, 4))
    hole = g.normalise_ring(_square(1, 1, 2))
    assert g.point_in_outline((0.5, 0.5), [outer, hole])
    assert not g.point_in_outline((2, 2), [outer, hole])
    assert not g.point_in_outline((5, 5), [outer])


# --- the connection finder: a hand-made map with known answers --------------------------------

#   a b c      a-b and b-c share an edge; d (below a) shares a's bottom edge; e touches c
#   d   e      only at a corner; f lies apart; a and d are linked by ferry already.
def _grid_pack(**extra):
    data = minimal_journey()
    data["countries"] = [
        {"id": "a", "name": "Alpha", "colour": "grey", "x": 0.5, "y": 1.5, "outline": [_square(0, 1)]},
        {"id": "b", "name": "Beta", "colour": "grey", "x": 1.5, "y": 1.5, "outline": [_square(1, 1)]},
        {"id": "c", "name": "Gamma", "colour": "grey", "x": 2.5, "y": 1.5, "outline": [_square(2, 1)]},
        {"id": "d", "name": "Delta", "colour": "grey", "x": 0.5, "y": 0.5, "outline": [_square(0, 0)]},
        {"id": "e", "name": "Epsilon", "colour": "grey", "x": 3.5, "y": 0.5, "outline": [_square(3, 0)]},
        {"id": "f", "name": "Phi", "colour": "grey", "x": 9.5, "y": 9.5, "outline": [_square(9, 9)]},
    ]
    data["links"] = [{"a": "a", "b": "d", "kind": "ferry"}]
    data["cards"] = [{"id": f"country:{c['id']}", "kind": "country", "ref": c["id"]} for c in data["countries"]]
    data.update(extra)
    return parse_pack(data)


def test_finder_on_a_hand_made_map():
    pack = _grid_pack()
    borders = shared_borders(pack)
    assert set(borders) == {frozenset("ab"), frozenset("bc"), frozenset("ad")}
    assert borders[frozenset("ab")] == pytest.approx(1.0)
    assert [(p.a, p.b) for p in proposed_links(pack)] == [("a", "b"), ("b", "c")]


def test_finder_tolerates_a_hair_gap_but_not_a_strait():
    tol = border_tolerance(_grid_pack())
    assert tol == pytest.approx(0.001 * (10**2 + 10**2) ** 0.5)
    near = _grid_pack()
    c = near.countries[2]
    shifted = tuple(tuple((x + tol / 2, y) for x, y in ring) for ring in c.outline)
    near = ej.set_outline(near, "country", "c", shifted)
    assert frozenset("bc") in shared_borders(near)
    far = ej.set_outline(near, "country", "c", tuple(tuple((x + tol * 3, y) for x, y in ring) for ring in c.outline))
    assert frozenset("bc") not in shared_borders(far)


def test_ignored_borders_are_not_proposed():
    pack = ej.ignore_borders(_grid_pack(), [("b", "c")])
    assert [(p.a, p.b) for p in proposed_links(pack)] == [("a", "b")]
    pack = ej.add_links(pack, [("a", "b")])
    assert proposed_links(pack) == []


def test_link_borders_again_drops_the_mark_and_links_the_pair():
    grid = _grid_pack()
    pack = ej.ignore_borders(grid, [("b", "c")])
    again = ej.link_borders_again(pack, [("c", "b")])  # either way round
    assert again.unlinked_borders is None
    assert [(k.a, k.b, k.kind) for k in again.links[len(grid.links):]] == [("c", "b", "land")]
    assert pack.unlinked_borders is not None  # the old pack is unchanged
    ferried = ej.link_borders_again(ej.add_link(pack, "b", "c", "ferry"), [("b", "c")])
    assert ferried.unlinked_borders is None and len(ferried.links) == len(grid.links) + 1  # no second link


def test_lint_of_outlines_names_countries():
    data = json.loads(dumps_pack(_grid_pack()))
    data["links"].append({"a": "a", "b": "f", "kind": "land"})
    data["countries"][4]["x"] = 20.0  # Epsilon's node out of its outline
    problems = [p for p in lint(parse_pack(data)) if p.code.startswith(("journey-border", "journey-link-no", "journey-node"))]
    by_code = {}
    for p in problems:
        by_code.setdefault(p.code, []).append(p)
    assert {p.message.split(" share")[0] for p in by_code["journey-border-no-link"]} == {
        "Alpha and Beta", "Beta and Gamma"}
    (no_border,) = by_code["journey-link-no-border"]
    assert no_border.where == "links[1]" and no_border.message.startswith("Alpha and Phi have a land link")
    (outside,) = by_code["journey-node-outside"]
    assert outside.where == "countries[4]" and outside.message.startswith("Epsilon's node")
    assert all(p.severity == "warning" for p in problems)


def test_europe_finder_report():
    """The finder on Europe proposes exactly the pack's land links among the countries with
    outlines: 76 of the 79. The three land links of the UK's parts (England-Scotland,
    England-Wales, Ireland-Northern Ireland) cannot be checked: admin-0 data gives those
    parts no outline. Nothing else touches: the Sweden-Denmark bridge crosses water, and
    Albania and Serbia do not touch (Kosovo, not in the game, lies between)."""
    pack = default_pack("europe")
    borders = shared_borders(pack)
    outlined = {c.id for c in pack.countries if c.outline}
    land = {frozenset((k.a, k.b)) for k in pack.links if k.kind == "land"}
    assert {c.id for c in pack.countries if not c.outline} == {"gb-eng", "gb-sct", "gb-wls", "gb-nir"}
    assert set(borders) == {pair for pair in land if pair <= outlined}
    assert len(borders) == 76
    unchecked = {pair for pair in land if not pair <= outlined}
    assert unchecked == {frozenset(("gb-eng", "gb-sct")), frozenset(("gb-eng", "gb-wls")),
                         frozenset(("ie", "gb-nir"))}
    assert proposed_links(pack) == []
    assert frozenset(("se", "dk")) not in borders and frozenset(("al", "rs")) not in borders
    assert [p for p in lint(pack) if p.severity == "warning"] == []


def test_a_removed_land_link_is_proposed_again():
    pack = edited("europe", lambda d: d.update(links=[k for k in d["links"] if {k["a"], k["b"]} != {"fr", "es"}]))
    assert [(p.a, p.b) for p in proposed_links(pack)] == [("es", "fr")]


# --- pure edits ------------------------------------------------------------------------------


def test_moving_a_shared_vertex_moves_every_outline_at_it():
    pack = _grid_pack()
    refs = ej.coincident_vertices(pack, (1.0, 1.0))
    assert {(r[0], r[1]) for r in refs} == {("country", "a"), ("country", "b"), ("country", "d")}
    moved = ej.move_vertices(pack, dict.fromkeys(refs, (1.2, 0.9)))
    assert ej.coincident_vertices(moved, (1.2, 0.9)) and not ej.coincident_vertices(moved, (1.0, 1.0))
    assert pack.countries[0].outline[0][1] == (1.0, 1.0)  # the input is unchanged
    with pytest.raises(ValueError, match="crosses itself"):
        ej.move_vertices(pack, {("country", "a", 0, 1): (-1.0, 2.0)})


def test_insert_and_delete_vertices():
    pack = _grid_pack()
    (edge_a, edge_b) = sorted(ej.edges_between(pack, (1.0, 1.0), (1.0, 2.0)))
    assert {edge_a[1], edge_b[1]} == {"a", "b"}
    for kind, eid, k, at in (edge_a, edge_b):
        pack = ej.insert_vertex(pack, kind, eid, k, at, (1.0, 1.5))
    assert frozenset("ab") in shared_borders(pack)
    assert len(pack.countries[0].outline[0]) == 5
    pack = ej.delete_vertices(pack, [("country", "a", 0, 0)])
    assert len(pack.countries[0].outline[0]) == 4
    pack = ej.delete_vertices(pack, [("country", "f", 0, 0), ("country", "f", 0, 1)])
    assert pack.countries[5].outline is None  # fewer than 3 points: the polygon goes


def test_renaming_and_deleting_countries_keep_unlinked_borders_consistent():
    pack = ej.ignore_borders(_grid_pack(), [("b", "c")])
    renamed = ej.rename_country(pack, "b", "bb")
    assert [(u.a, u.b) for u in renamed.unlinked_borders] == [("bb", "c")]
    assert ej.delete_elements(renamed, countries=["c"]).unlinked_borders is None


# --- the board image's path ------------------------------------------------------------------


def test_board_image_path_is_relative_in_the_file_and_absolute_in_memory(tmp_path):
    folder = tmp_path / "maps"
    (folder / "art").mkdir(parents=True)
    image = folder / "art" / "board.png"
    image.write_bytes(b"png")
    data = minimal_journey()
    data["board_image"] = {"path": str(image), "width": 30, "height": 20}
    pack = parse_pack(data)
    save_pack(pack, folder / "pack.json")
    saved = json.loads((folder / "pack.json").read_text())
    assert saved["board_image"]["path"] == "art/board.png"
    loaded = load_pack(folder / "pack.json")
    assert loaded.board_image.path == str(image)
    # Saved elsewhere, the same image is named from the new folder.
    (tmp_path / "other").mkdir()
    save_pack(loaded, tmp_path / "other" / "copy.json")
    again = json.loads((tmp_path / "other" / "copy.json").read_text())
    assert again["board_image"]["path"] == "../maps/art/board.png"
    assert load_pack(tmp_path / "other" / "copy.json").board_image.path == str(image)


# --- the build scripts ----------------------------------------------------------------------


@needs_natural_earth
def test_europe_build_script_reproduces_the_committed_pack():
    build = runpy.run_path(str(PACKS / "build_europe.py"))["build"]
    assert dumps_pack(build()) == (PACKS / "europe.json").read_text(encoding="utf-8")


def test_committed_packs_stay_a_sensible_size():
    assert (PACKS / "europe.json").stat().st_size < 120_000
    assert (PACKS / "expedition.json").stat().st_size < 150_000
    world = default_pack("expedition")
    assert 50 <= len(world.backdrop) and sum(len(r) for r in world.backdrop) < 3000


def test_problems_name_outline_places_by_the_elements_names():
    from content.names import element_name

    pack = ej.ignore_borders(_grid_pack(), [("b", "c")])
    assert element_name(pack, "countries[1].outline[0]") == "Beta"
    assert element_name(pack, "unlinked_borders[0]") == "border Beta – Gamma (not linked)"
    assert element_name(default_pack("europe"), "backdrop[2]") == "backdrop 3"


def test_self_intersection_sweep_agrees_with_every_pair_tested():
    """The sweep tests only edges whose boxes overlap; on small random rings (many touching,
    collinear and repeated points) it finds the same first pair as testing every pair."""
    import random

    from content.geometry import _neighbours_overlap, segments_intersect

    def every_pair(ring):
        n = len(ring)
        for lo in range(n):
            for hi in range(lo + 1, n):
                if hi == lo + 1 or (lo == 0 and hi == n - 1):
                    if _neighbours_overlap(ring, lo, hi):
                        return (lo, hi)
                elif segments_intersect(ring[lo], ring[lo + 1], ring[hi], ring[(hi + 1) % n]):
                    return (lo, hi)
        return None

    rng = random.Random(7)
    simple = 0
    for _ in range(2000):
        ring = [(rng.randint(0, 6), rng.randint(0, 6)) for _ in range(rng.randint(3, 12))]
        expected = every_pair(ring)
        assert g.self_intersection(ring) == expected, ring
        simple += expected is None
    assert simple > 50  # the sample holds simple rings too, not only crossing ones
