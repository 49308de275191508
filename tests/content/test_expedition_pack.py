"""The default Expedition pack: counts, wrap pairs, connectivity and token room (issue 2 §3)."""

from __future__ import annotations

import runpy
from pathlib import Path

import networkx as nx
import pytest

from content import default_pack, dumps_pack
from tests.content.helpers import needs_natural_earth

BUILD_SCRIPT = Path(__file__).resolve().parents[2] / "content" / "packs" / "build_expedition.py"


@pytest.fixture(scope="module")
def pack():
    return default_pack("expedition")


def _merged_graph(pack) -> nx.Graph:
    """The network with each wrap pair merged into its west point (the rules' view)."""
    alias = {w.b: w.a for w in pack.wraps}
    g = nx.Graph()
    g.add_nodes_from(alias.get(p.id, p.id) for p in pack.points)
    g.add_edges_from((alias.get(p.a, p.a), alias.get(p.b, p.b)) for p in pack.paths)
    return g


def test_identity_and_schema_reference(pack):
    assert pack.id == "expedition"
    assert pack.name == "Expedition: World"
    assert pack.json_schema_ref == "../schema/expedition.schema.json"


def test_point_counts(pack):
    kinds = [p.kind for p in pack.points]
    assert kinds.count("rose") == 1
    assert kinds.count("green") >= 60
    assert kinds.count("red") >= 15
    assert kinds.count("blue") >= 15
    assert all(p.name for p in pack.points)


def test_positions_are_latitude_and_longitude(pack):
    for p in pack.points:
        assert -180.0 <= p.x <= 180.0, p.id
        assert -90.0 <= p.y <= 90.0, p.id
    london = next(p for p in pack.points if p.id == "london")
    assert (round(london.y), round(london.x)) == (52, 0)


def test_at_least_150_paths(pack):
    assert len(pack.paths) >= 150


def test_three_wrap_pairs_on_opposite_edges_at_same_latitude(pack):
    by_id = {p.id: p for p in pack.points}
    assert len(pack.wraps) == 3
    for w in pack.wraps:
        a, b = by_id[w.a], by_id[w.b]
        assert (a.kind, b.kind) == ("red", "red")
        assert (a.x, b.x) == (-180.0, 180.0)
        assert a.y == b.y


def test_colours_have_45_arrows_and_distinct_display_colours(pack):
    assert len(pack.colours) == 3
    assert all(c.arrows == 45 for c in pack.colours)
    assert len({c.display.lower() for c in pack.colours}) == 3


def test_one_card_per_green_point(pack):
    greens = sorted(p.id for p in pack.points if p.kind == "green")
    assert sorted(c.point for c in pack.cards) == greens
    assert all(c.id == f"card-{c.point}" for c in pack.cards)


def test_deck_covers_six_players_and_market(pack):
    r = pack.rules
    assert len(pack.cards) >= r.max_players * r.hand_large + r.market_size


def test_network_is_connected_with_wraps_merged(pack):
    assert nx.is_connected(_merged_graph(pack))


def test_network_without_wraps_is_split_only_by_the_pacific(pack):
    g = nx.Graph()
    g.add_nodes_from(p.id for p in pack.points)
    g.add_edges_from((p.a, p.b) for p in pack.paths)
    assert nx.number_connected_components(g) <= 2


def test_enough_green_points_for_every_token(pack):
    r = pack.rules
    g = _merged_graph(pack)
    dist = nx.single_source_shortest_path_length(g, "rose")
    far = [p.id for p in pack.points if p.kind == "green" and dist[p.id] >= r.token_distance]
    assert len(far) >= r.max_players * r.tokens


def _crosses(p1, p2, q1, q2) -> bool:
    def orient(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    if p1 in (q1, q2) or p2 in (q1, q2):
        return False
    d1, d2 = orient(q1, q2, p1), orient(q1, q2, p2)
    d3, d4 = orient(p1, p2, q1), orient(p1, p2, q2)
    return d1 * d2 < 0 and d3 * d4 < 0


def test_no_two_paths_cross_on_the_map(pack):
    xy = {p.id: (p.x, p.y) for p in pack.points}
    segs = [(xy[p.a], xy[p.b]) for p in pack.paths]
    crossings = [
        (i, j) for i in range(len(segs)) for j in range(i + 1, len(segs))
        if _crosses(*segs[i], *segs[j])
    ]
    assert crossings == []


def test_no_dead_ends(pack):
    g = _merged_graph(pack)
    assert min(d for _n, d in g.degree()) >= 2


@needs_natural_earth
def test_committed_pack_matches_its_build_script(pack):
    build = runpy.run_path(str(BUILD_SCRIPT))["build"]
    assert dumps_pack(build()) == dumps_pack(pack)
