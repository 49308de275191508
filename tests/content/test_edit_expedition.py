"""Pure Expedition pack edits (content.edit.expedition): every edit returns a new, valid pack."""

from __future__ import annotations

import pytest

import content
from content.edit import expedition as ee
from content.edit import validated
from content.models.expedition import (
    DestinationCard,
    ExpeditionPack,
    ExpeditionRules,
    Path,
    Point,
    Wrap,
)


@pytest.fixture
def net() -> ExpeditionPack:
    """rose - a - b - west ~ east - c (green), plus green d next to the rose."""
    return ExpeditionPack(
        id="x",
        name="X",
        rules=ExpeditionRules(token_distance=3),
        points=(
            Point(id="rose", kind="rose", x=0, y=0),
            Point(id="a", x=10, y=0),
            Point(id="b", kind="green", x=20, y=0),
            Point(id="west", kind="red", x=-180, y=5),
            Point(id="east", kind="red", x=180, y=5),
            Point(id="c", kind="green", x=170, y=0),
            Point(id="d", kind="green", x=-5, y=0),
        ),
        paths=(
            Path(a="rose", b="a"),
            Path(a="a", b="b"),
            Path(a="b", b="west"),
            Path(a="east", b="c"),
            Path(a="rose", b="d"),
        ),
        wraps=(Wrap(a="west", b="east"),),
        cards=(
            DestinationCard(id="card-b", point="b"),
            DestinationCard(id="card-c", point="c"),
            DestinationCard(id="card-d", point="d"),
        ),
    )


def test_add_point_gets_a_fresh_id_per_kind(net):
    out = ee.add_point(net, "green", 1, 2)
    assert out.points[-1].id == "green-1" and out.points[-1].kind == "green"
    out2 = ee.add_point(out, "green", 3, 4)
    assert out2.points[-1].id == "green-2"
    with pytest.raises(ValueError):
        ee.add_point(net, "plain", 0, 0, point_id="a")
    validated(out2)


def test_move_point(net):
    out = ee.move_point(net, "a", 11.5, -3)
    assert (out.points[1].x, out.points[1].y) == (11.5, -3)
    assert net.points[1].x == 10


def test_delete_point_takes_its_paths_wraps_and_cards(net):
    out = ee.delete_point(net, "west")
    assert all("west" not in (p.a, p.b) for p in out.paths)
    assert out.wraps == ()
    out = ee.delete_point(out, "b")
    assert [c.id for c in out.cards] == ["card-c", "card-d"]
    validated(out)


def test_connect_refuses_self_duplicates_and_unknown(net):
    out = ee.connect(net, "a", "d")
    assert out.paths[-1] == Path(a="a", b="d")
    for a, b in (("a", "a"), ("a", "rose"), ("rose", "a"), ("a", "zz")):
        assert not ee.can_connect(net, a, b)
        with pytest.raises(ValueError):
            ee.connect(net, a, b)


def test_split_path_inserts_a_point_in_place(net):
    out, pid = ee.split_path(net, 1, 15, 1)
    assert pid == "plain-1"
    assert out.paths[1:3] == (Path(a="a", b=pid), Path(a=pid, b="b"))
    assert len(out.paths) == len(net.paths) + 1
    validated(out)


def test_wrap_pair_orders_west_first_and_refuses_reuse(net):
    base = ee.unpair_wrap(net, 0)
    assert base.wraps == ()
    out = ee.pair_wrap(base, "east", "west")
    assert out.wraps == (Wrap(a="west", b="east"),)
    assert not ee.can_pair(out, "west", "c")
    with pytest.raises(ValueError):
        ee.pair_wrap(out, "c", "east")


def test_wrap_refusal_allows_only_opposite_edges_at_one_height_as_the_lint(net):
    from content.lint import lint

    base = ee.unpair_wrap(net, 0)
    assert ee.wrap_refusal(base, "east", "west") is None
    assert "not on opposite edges" in ee.wrap_refusal(base, "a", "b")
    assert "not on opposite edges" in ee.wrap_refusal(base, "west", "c")  # c: 10 short of the edge
    high = base.model_copy(update={"points": base.points + (Point(id="north", x=180, y=60),)})
    assert "not at the same height" in ee.wrap_refusal(high, "west", "north")
    assert "already paired with" in ee.wrap_refusal(net, "west", "c")
    # What the tool refuses, the lint reports; what it allows, the lint accepts.
    codes = {p.code for p in lint(ee.pair_wrap(base, "a", "b"))}
    assert "expedition-wrap-edges" in codes
    codes = {p.code for p in lint(ee.pair_wrap(high, "west", "north"))}
    assert "expedition-wrap-height" in codes
    ok = {p.code for p in lint(ee.pair_wrap(base, "west", "east"))}
    assert not ok & {"expedition-wrap-edges", "expedition-wrap-height"}


def test_new_points_get_a_readable_unique_name(net):
    assert ee.new_point_name(net, "green") == "Green point 1"
    taken = ee.add_point(net, "green", 1, 1, name="Green point 1")
    assert ee.new_point_name(taken, "green") == "Green point 2"
    assert ee.new_point_name(net, "plain") == "Plain point 1"


def test_rename_point_updates_every_reference(net):
    out = ee.rename_point(net, "west", "far-west")
    assert out.wraps[0].a == "far-west"
    assert Path(a="b", b="far-west") in out.paths
    out = ee.rename_point(out, "b", "bb")
    assert DestinationCard(id="card-bb", point="bb") in out.cards
    validated(out)
    with pytest.raises(ValueError):
        ee.rename_point(net, "a", "b")
    with pytest.raises(KeyError):
        ee.rename_point(net, "nope", "zz")


def test_set_point_kind_drops_cards_of_a_point_no_longer_green(net):
    out = ee.set_point_kind(net, "b", "blue")
    assert [c.point for c in out.cards] == ["c", "d"]
    validated(out)


def test_cards_add_remove_and_default(net):
    out = ee.add_card(net, "b")
    assert out.cards[-1].point == "b" and out.cards[-1].id == "card-b-1"
    out = ee.remove_cards(out, ["card-b", "card-b-1"])
    assert [c.id for c in out.cards] == ["card-c", "card-d"]
    assert [c.id for c in ee.default_cards(out).cards] == ["card-b", "card-c", "card-d"]
    validated(out)


def test_colours_and_arrows(net):
    out = ee.add_colour(net, "Orange", 40)
    cid = out.colours[-1].id
    out = ee.set_arrows(out, cid, 30)
    assert out.colours[-1].arrows == 30
    assert ee.remove_colour(out, cid).colours == ()


def test_E2_distances_merge_wrap_pairs(net):
    dist = ee.rose_distances(net)
    assert dist["b"] == 2
    assert dist["west"] == dist["east"] == 3
    assert dist["c"] == 4
    assert dist["d"] == 1


def test_E2_token_points_are_green_points_at_least_token_distance_away(net):
    assert ee.token_points(net) == {"c"}
    near = net.model_copy(update={"rules": ExpeditionRules(token_distance=2)})
    assert ee.token_points(near) == {"b", "c"}


def test_E2_default_pack_has_token_points():
    pack = content.default_pack("expedition")
    pts = ee.token_points(pack)
    assert pts
    dist = ee.rose_distances(pack)
    assert all(dist[p] >= pack.rules.token_distance for p in pts)
    for w in pack.wraps:
        assert dist.get(w.a) == dist.get(w.b)


def test_E2_an_unchecked_pack_counts_through_a_path_end_that_is_no_point(net):
    """The lint and the editors count on packs not yet valid: a path to a point the pack
    lacks still leads through that place (as the counts by point id always did)."""
    gap = ExpeditionPack.model_construct(
        **{**dict(net), "paths": (Path(a="rose", b="gone"), Path(a="gone", b="b"),
                                  Path(a="b", b="gone"))})
    assert ee.rose_distances(gap) == {"rose": 0, "b": 2}


def test_E2_a_rose_on_no_path_is_the_only_point_counted(net):
    alone = net.model_copy(update={"paths": (Path(a="a", b="b"),)})
    assert ee.rose_distances(alone) == {"rose": 0}
    assert ee.rose_distances(net.model_copy(update={"points": net.points[1:]})) == {}
