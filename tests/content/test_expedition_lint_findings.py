"""Expedition's lint and its E2 distances on hand-built and generated packs, checked and
unchecked (issue 26 §2: the checks read the points by their place, not by id one by one).

The expected findings were recorded from the lint as it was before that change (main at
e7d46a8, which looked every point up by id): the same problems, messages and paths. The
distances are also checked against networkx on the network with its wrap pairs merged.
"""

from __future__ import annotations

from collections import Counter

import networkx as nx
import pytest

from benchmarks.packgen import big_expedition
from content import lint
from content.io import parse_pack
from content.models.expedition import DestinationCard, Path, Wrap
from content.rules.expedition import point_path_counts, rose_distances, token_points


def _small(**extra):
    """The rose, greens a b c at 1, 2 and 3 paths, a wrap pair w–e leading on to green f,
    d and green g beyond c, and a green point no path reaches: its one problem."""
    data = {
        "game": "expedition", "id": "small", "name": "Small",
        "rules": {"min_players": 2, "max_players": 2, "hand_small": 3, "market_size": 0,
                  "tokens": 1, "token_distance": 2},
        "points": [
            {"id": "rose", "name": "Rose", "kind": "rose", "x": 0, "y": 0},
            {"id": "a", "name": "Avon", "kind": "green", "x": 10, "y": 0},
            {"id": "b", "kind": "green", "x": 20, "y": 0},
            {"id": "c", "name": "Cork", "kind": "green", "x": 30, "y": 5},
            {"id": "w", "name": "West", "kind": "red", "x": -180, "y": 10},
            {"id": "e", "name": "East", "kind": "red", "x": 180, "y": 10},
            {"id": "f", "name": "Faro", "kind": "green", "x": 170, "y": 0},
            {"id": "lone", "name": "Lone", "kind": "green", "x": 50, "y": 50},
            {"id": "d", "kind": "plain", "x": 60, "y": -20},
            {"id": "g", "name": "Gao", "kind": "green", "x": 70, "y": -30},
        ],
        "paths": [{"a": "rose", "b": "a"}, {"a": "a", "b": "b"}, {"a": "b", "b": "c"},
                  {"a": "rose", "b": "w"}, {"a": "e", "b": "f"}, {"a": "c", "b": "d"},
                  {"a": "g", "b": "d"}],
        "wraps": [{"a": "w", "b": "e"}],
        "colours": [{"id": "y", "name": "Yellow"}, {"id": "p", "name": "Purple"}],
        "cards": [{"id": f"k-{p}", "point": p} for p in ("a", "b", "c", "f", "lone", "g")],
    }
    data.update(extra)
    return parse_pack(data, "<small>")


def _unchecked(pack, **update):
    """``pack`` with fields replaced and not validated, as an edit may leave it."""
    return pack.model_copy(update=update)


def _hand_built() -> dict:
    base = _small()
    pts, paths = base.points, base.paths
    return {
        "small": base,
        "no wraps": _small(wraps=[]),
        "two roses": _unchecked(
            base, points=(*pts[:8], pts[8].model_copy(update={"kind": "rose"}), pts[9])),
        "no rose": _unchecked(
            base, points=(pts[0].model_copy(update={"kind": "plain"}), *pts[1:])),
        "rose on no path": _unchecked(base, paths=paths[1:3]),
        "far tokens": _unchecked(
            base, rules=base.rules.model_copy(update={"token_distance": 4, "tokens": 2})),
        "two cards": _unchecked(
            base, cards=(*base.cards, DestinationCard(id="k-c2", point="c"))),
        "shared id": _unchecked(
            base, points=(*pts[:7], pts[7].model_copy(update={"id": "b"}), *pts[8:])),
        "path to a missing point": _unchecked(
            base, paths=(*paths, Path(a="d", b="ghost"), Path(a="ghost", b="lone"))),
        "path to itself": _unchecked(base, paths=(*paths, Path(a="lone", b="lone"))),
        "wrap chain": _unchecked(base, wraps=(Wrap(a="w", b="e"), Wrap(a="e", b="lone"))),
        "rose wrapped": _unchecked(base, wraps=(Wrap(a="lone", b="rose"),)),
        "card on a missing point": _unchecked(
            base, cards=(*base.cards, DestinationCard(id="k-x", point="ghost"))),
    }


def _generated() -> dict:
    """Generated networks with paths cut (every 4th, and every path at every 37th point) or
    half the cards dropped and tokens 12 paths out."""
    out = {}
    for n, seed in ((300, 1), (700, 2)):
        pack = big_expedition(n, seed=seed)
        cut = {p.id for p in pack.points[5::37]}
        paths = tuple(p for i, p in enumerate(pack.paths) if i % 4 and not {p.a, p.b} & cut)
        out[f"generated {n} cut"] = _unchecked(pack, paths=paths)
        out[f"generated {n} far"] = _unchecked(
            pack, rules=pack.rules.model_copy(update={"token_distance": 12}),
            cards=pack.cards[::2])
    return out


HAND_BUILT = _hand_built()
GENERATED = _generated()

_NEAR = {"rose": 0, "a": 1, "b": 2, "c": 3, "w": 1, "e": 1, "f": 2, "d": 4, "g": 5}
_LONE = ("error", "expedition-unreachable", "points[7]", "Lone cannot be reached from the rose")
_EAST = ("error", "expedition-unreachable", "points[5]", "East cannot be reached from the rose")
_FARO = ("error", "expedition-unreachable", "points[6]", "Faro cannot be reached from the rose")


def _shortfall(near: int, distance: int = 2, tokens: int = 1) -> tuple[str, str, str, str]:
    return ("warning", "expedition-token-shortfall", "cards",
            f"{near} cards name points closer than {distance} paths to the rose: a 2-player "
            f"hand of 3 may hold fewer than {tokens} cards a token can go on (E2)")


#: name: (rose distances, token points, findings as (severity, code, where, message))
EXPECTED = {
    "small": (_NEAR, {"b", "c", "f", "g"}, [_LONE]),
    "no wraps": (
        {k: v for k, v in _NEAR.items() if k not in ("e", "f")}, {"b", "c", "g"},
        [_EAST, _FARO, _LONE, _shortfall(3)]),
    "two roses": (_NEAR, {"b", "c", "f", "g"}, [
        ("error", "expedition-rose-count", "points[8]",
         "the map has 2 roses; it needs exactly one"), _LONE]),
    "no rose": ({}, set(), [
        ("error", "expedition-rose-count", "points", "the map has 0 roses; it needs exactly one")]),
    "rose on no path": ({"rose": 0}, set(), [
        *[("error", "expedition-unreachable", f"points[{i}]",
           f"{name} cannot be reached from the rose")
          for i, name in enumerate(["Avon", "b", "Cork", "West", "East", "Faro", "Lone", "d",
                                    "Gao"], start=1)],
        ("error", "expedition-token-points", "points",
         "2 players place 1 tokens each on distinct green points with a card, at least 2 paths "
         "from the rose (E2): that needs 2 such points, the map has 0"),
        _shortfall(6)]),
    "far tokens": (_NEAR, {"g"}, [
        _LONE,
        ("error", "expedition-token-points", "points",
         "2 players place 2 tokens each on distinct green points with a card, at least 4 paths "
         "from the rose (E2): that needs 4 such points, the map has 1"),
        _shortfall(5, distance=4, tokens=2)]),
    "two cards": (_NEAR, {"b", "c", "f", "g"}, [
        _LONE,
        ("error", "expedition-green-cards", "cards[6].point",
         "green point Cork has 2 cards; each green point has at most one")]),
    # Lone renamed b: both b points are one place; Lone's card names no point
    "shared id": (_NEAR, {"b", "c", "f", "g"}, []),
    "path to a missing point": ({**_NEAR, "lone": 6}, {"b", "c", "f", "g", "lone"}, []),
    "path to itself": (_NEAR, {"b", "c", "f", "g"}, [_LONE]),
    "wrap chain": (_NEAR, {"b", "c", "f", "g"}, [
        _LONE,
        ("error", "expedition-wrap-edges", "wraps[1]",
         "wrap pair East – Lone must join a west-edge point (x near -180) to an east-edge "
         "point (x near 180); they are at x = 180 and 50"),
        ("warning", "expedition-wrap-kind", "wraps[1]",
         "wrap pair East – Lone is one point for the rules but its ends are red and green")]),
    "rose wrapped": (
        {k: v for k, v in _NEAR.items() if k not in ("e", "f")} | {"lone": 0}, {"b", "c", "g"}, [
            _EAST, _FARO,
            ("error", "expedition-wrap-edges", "wraps[0]",
             "wrap pair Lone – Rose must join a west-edge point (x near -180) to an east-edge "
             "point (x near 180); they are at x = 50 and 0"),
            ("warning", "expedition-wrap-kind", "wraps[0]",
             "wrap pair Lone – Rose is one point for the rules but its ends are green and rose"),
            _shortfall(3)]),
    "card on a missing point": (_NEAR, {"b", "c", "f", "g"}, [_LONE, _shortfall(3)]),
}

#: name: (reachable points, sum and largest of their distances, token points, count of
#: each code, unreachable points' indices, the other findings but "green-no-card")
EXPECTED_GENERATED = {
    "generated 300 cut": (
        280, 2369, 17, 50, {"expedition-unreachable": 8, "expedition-deck-size": 1},
        [5, 42, 79, 116, 153, 190, 227, 264],
        [("error", "expedition-deck-size", "cards",
          "6 players need 6 hands of 9 plus 6 market cards = 60 cards; the deck has 53")]),
    "generated 300 far": (
        288, 2269, 15, 8, {"expedition-green-no-card": 26, "expedition-deck-size": 1,
                           "expedition-token-points": 1, "expedition-token-shortfall": 1},
        [],
        [("error", "expedition-deck-size", "cards",
          "2 players need 2 hands of 12 plus 6 market cards = 30 cards; the deck has 27"),
         ("error", "expedition-token-points", "points",
          "6 players place 4 tokens each on distinct green points with a card, at least 12 "
          "paths from the rose (E2): that needs 24 such points, the map has 2"),
         ("warning", "expedition-token-shortfall", "cards",
          "25 cards name points closer than 12 paths to the rose: a 2-player hand of 12 may "
          "hold fewer than 4 cards a token can go on (E2)")]),
    "generated 700 cut": (
        647, 9215, 32, 121, {"expedition-unreachable": 19, "expedition-token-shortfall": 1},
        [5, 42, 79, 116, 153, 190, 227, 264, 301, 338, 375, 412, 449, 486, 523, 560, 597, 634,
         665],
        [("warning", "expedition-token-shortfall", "cards",
          "9 cards name points closer than 3 paths to the rose: a 2-player hand of 12 may hold "
          "fewer than 4 cards a token can go on (E2)")]),
    "generated 700 far": (
        666, 8037, 23, 69, {"expedition-green-no-card": 65, "expedition-token-shortfall": 1},
        [],
        [("warning", "expedition-token-shortfall", "cards",
          "31 cards name points closer than 12 paths to the rose: a 2-player hand of 12 may "
          "hold fewer than 4 cards a token can go on (E2)")]),
}


def _found(pack) -> list[tuple[str, str, str, str]]:
    return [(p.severity, p.code, p.where, str(p.message)) for p in lint(pack)]


@pytest.mark.parametrize("name", list(HAND_BUILT))
def test_E2_hand_built_packs_keep_their_distances_token_points_and_findings(name):
    pack = HAND_BUILT[name]
    distances, tokens, findings = EXPECTED[name]
    assert rose_distances(pack) == distances
    assert token_points(pack) == tokens
    assert _found(pack) == findings


@pytest.mark.parametrize("name", list(GENERATED))
def test_E2_generated_packs_keep_their_distances_token_points_and_findings(name):
    pack = GENERATED[name]
    reachable, total, largest, tokens, codes, unreachable, others = EXPECTED_GENERATED[name]
    dist = rose_distances(pack)
    assert (len(dist), sum(dist.values()), max(dist.values())) == (reachable, total, largest)
    assert len(token_points(pack)) == tokens
    found = _found(pack)
    assert dict(Counter(f[1] for f in found)) == codes
    assert [int(f[2][len("points["):-1]) for f in found
            if f[1] == "expedition-unreachable"] == unreachable
    no_card = [f for f in found if f[1] == "expedition-green-no-card"]
    greens_without = [f"points[{i}]" for i, p in enumerate(pack.points) if p.kind == "green"
                      and not any(c.point == p.id for c in pack.cards)]
    assert [f[2] for f in no_card] == greens_without
    assert [f for f in found if f[1] not in ("expedition-unreachable",
                                             "expedition-green-no-card")] == others


def _networkx_counts(pack) -> list[int]:
    """E2 by networkx: each wrap pair's east id stands for its west id; a path end naming no
    point is a place all the same; the first rose counts."""
    alias = {w.b: w.a for w in pack.wraps}
    g = nx.Graph()
    g.add_nodes_from(alias.get(p.id, p.id) for p in pack.points)
    g.add_edges_from((alias.get(p.a, p.a), alias.get(p.b, p.b)) for p in pack.paths)
    rose = next((p.id for p in pack.points if p.kind == "rose"), None)
    if rose is None:
        return [-1] * len(pack.points)
    reach = nx.single_source_shortest_path_length(g, alias.get(rose, rose))
    return [reach.get(alias.get(p.id, p.id), -1) for p in pack.points]


@pytest.mark.parametrize("name", [*HAND_BUILT, *GENERATED])
def test_E2_point_path_counts_are_networkx_shortest_paths(name):
    pack = {**HAND_BUILT, **GENERATED}[name]
    counts = point_path_counts(pack)
    assert counts == _networkx_counts(pack)
    assert rose_distances(pack) == {p.id: d for p, d in zip(pack.points, counts, strict=True)
                                    if d >= 0}
