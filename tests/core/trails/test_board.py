"""Board geometry: T6 shapes, T7 points and segments, T8 path ring and ring 2."""

from __future__ import annotations

from collections import Counter

import pytest

from content import lint
from content.edit.trails import rows_to_axial
from content.hexgrid import board_rings
from content.models.trails import Board, Hex
from core.engine import CHANCE
from core.trails import make_game
from core.trails.board import EDGE, SPOKE, BoardGeometry, hex_distance, segment_costs
from tests.core.trails.helpers import game

ROWS = {2: (2, 3, 4, 3, 2), 3: (3, 4, 5, 4, 3), 4: (4, 5, 6, 5, 4), 5: (4, 5, 6, 6, 5, 4)}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_T6_board_shapes_by_player_count(players):
    geo = game().geometry(players)
    rows = Counter(r for _, r in geo.cells)
    assert tuple(rows[r] for r in sorted(rows)) == ROWS[players]
    girls = {2: 4, 3: 5, 4: 7, 5: 9}[players]
    assert game().boards[players].girls == girls


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_T7_seven_points_per_hex_corners_shared(players):
    geo = game().geometry(players)
    n = len(geo.cells)
    for h in range(n):
        assert len(set(geo.hex_corners[h])) == 6
        assert len(geo.hex_spokes[h]) == 6
    # A corner is shared by the hexes that meet there (at most 3), and neighbours share 2.
    owners = Counter(c for h in range(n) for c in geo.hex_corners[h])
    assert max(owners.values()) == 3
    for h in range(n):
        for x in geo.neighbours[h]:
            assert len(set(geo.hex_corners[h]) & set(geo.hex_corners[x])) == 2
    # Euler: points = centres + distinct corners; segments = spokes + distinct edges.
    assert geo.n_points == n + len(owners)
    spokes = [s for s in geo.segments if s.kind == SPOKE]
    edges = [s for s in geo.segments if s.kind == EDGE]
    assert len(spokes) == 6 * n
    inner_edges = sum(len(geo.neighbours[h]) for h in range(n)) // 2
    assert len(edges) == 6 * n - inner_edges
    for s in edges:
        assert len(s.hexes) in (1, 2)
        if len(s.hexes) == 2:
            a, b = s.hexes
            assert b in geo.neighbours[a]


def test_T7_each_segment_joins_points_of_the_hexes_beside_it():
    """The segment tables told from the hexes alone (each edge and its one or two hexes) agree
    with the points: a spoke joins its hex's centre to one of its corners, an edge joins two
    corners that each of its hexes has, and no two segments join the same two points."""
    cells = [(q, r) for r in range(-4, 5) for q in range(-4, 5) if abs(q + r) <= 5]
    for geo in (game().geometry(5), BoardGeometry(cells)):
        seen = set()
        for s in geo.segments:
            corners = [set(geo.hex_corners[h]) for h in s.hexes]
            if s.kind == SPOKE:
                assert s.a == s.hexes[0] and s.b in corners[0]
                assert s.index in geo.hex_spokes[s.a]
            else:
                assert s.a < s.b and all({s.a, s.b} <= c for c in corners)
                assert geo.edge_index[(s.a, s.b)] == s.index
            assert (s.a, s.b) not in seen
            seen.add((s.a, s.b))
            assert (s.index, s.b) in geo.point_segments[s.a]
            assert geo.segment_between(s.b, s.a) == s.index
        assert [x.index for x in geo.segments[-3:]] == list(range(geo.n_segments - 3, geo.n_segments))
        assert len(list(geo.segments)) == len(geo.segments) == geo.n_segments


def test_T7_fourteen_hex_board_has_56_points():
    geo = game().geometry(2)
    assert geo.n_points == 56  # 14 centres and 42 corners
    assert geo.n_segments == 14 * 6 + 55


def test_T7_corner_keys_are_canonical():
    """A corner reached from each of its hexes gets one key (three times its position)."""
    geo = BoardGeometry([(0, 0), (1, 0), (0, 1)])
    shared = set(geo.hex_corners[0]) & set(geo.hex_corners[1]) & set(geo.hex_corners[2])
    assert len(shared) == 1
    (p,) = shared
    assert geo.point_keys[p] == (1, 1)  # (0,0)+(1,0)+(0,1)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_T8_path_ring_in_track_order(players):
    geo = game().geometry(players)
    ring = geo.ring
    outer = [h for h in range(len(geo.cells)) if len(geo.neighbours[h]) < 6]
    assert sorted(ring) == sorted(outer)
    for i, h in enumerate(ring):
        assert geo.dist[h][ring[(i + 1) % len(ring)]] == 1
        assert geo.track_step(h, 1) == ring[(i + 1) % len(ring)]
        assert geo.track_step(h, -1) == ring[i - 1]
    # Clockwise on screen: the second hex is to the right of the first (top row).
    q0, r0 = geo.cells[ring[0]]
    q1, r1 = geo.cells[ring[1]]
    assert r0 == r1 and q1 == q0 + 1
    assert {2: 10, 3: 12, 4: 14, 5: 16}[players] == len(ring)


def test_T8_ring_two_and_distances():
    geo = game().geometry(2)
    assert len(geo.ring2) == 4
    for h in geo.ring2:
        assert geo.ring_pos[h] == -1
        assert any(geo.ring_pos[x] >= 0 for x in geo.neighbours[h])
    a, b = geo.ring[0], geo.ring[5]
    assert geo.track_distance(a, b) == 5
    assert geo.track_distance(geo.ring[0], geo.ring[-1]) == 1
    assert hex_distance((0, 0), (2, -1)) == 2
    assert geo.hex_distance(0, 13) == hex_distance(geo.cells[0], geo.cells[13])


def test_a_10000_hex_board_starts_a_game_and_makes_distance_rows_only_when_asked():
    """The distance table of a big board is made a row at a time on demand (the whole square
    of a 10,000-hex board is a hundred million numbers), with the same distances."""
    import random

    from benchmarks.packgen import big_trails

    pack = big_trails(10_000)
    g = make_game(pack)
    players = pack.boards[0].players
    state = g.new_game(players)
    assert state.current_player() == CHANCE
    geo = g.geometry(players)
    assert len(geo.cells) == 10_000 and geo.dist.size == 10_000
    assert len(geo.dist) == 0  # no row made yet
    rng = random.Random(3)
    for _ in range(50):
        a, b = rng.randrange(10_000), rng.randrange(10_000)
        assert geo.dist[a][b] == geo.hex_distance(a, b) == hex_distance(geo.cells[a], geo.cells[b])
    assert 1 <= len(geo.dist) <= 50


def test_T20_segment_costs_by_geometry():
    geo = BoardGeometry([(0, 0), (1, 0)])
    costs = segment_costs(geo, (0, 1), multi=9)
    for s in geo.segments:
        if s.kind == SPOKE:
            assert costs[s.index] == (0 if s.a == 0 else 1)
        elif len(s.hexes) == 2:
            assert costs[s.index] == 9
        else:
            assert costs[s.index] == (0 if s.hexes == (0,) else 1)
    same = segment_costs(geo, (3, 3), multi=9)
    assert all(c == 3 for c in same)


def _notched_board():
    """The issue's board: 9 rows of 9 hexes with a notch 4 hexes deep and 2 rows high cut
    into its right side (the old angle-sorted ring had 13 steps across the notch)."""
    cells = rows_to_axial((9,) * 9)
    rows = sorted({r for _, r in cells})
    notch = set()
    for r in rows[3:5]:
        qs = sorted(q for q, rr in cells if rr == r)
        notch |= {(q, r) for q in qs[-4:]}
    return [c for c in cells if c not in notch]


def _with_board(cells, players=5, girls=9):
    pack = game().pack
    board = Board(players=players, girls=girls,
                  hexes=tuple(Hex(q=q, r=r, terrain="forest") for q, r in cells))
    return pack.model_copy(update={"boards": tuple(
        board if b.players == players else b for b in pack.boards)})


def test_T8_notched_board_track_steps_only_between_neighbours():
    cells = _notched_board()
    pack = _with_board(cells)
    b = next(i for i, x in enumerate(pack.boards) if x.players == 5)
    found = [p for p in lint(pack) if p.where.startswith(f"boards[{b}]")]
    assert [p.code for p in found if p.severity == "error"] == []
    assert "trails-board-shape" in {p.code for p in found}
    geo = make_game(pack).geometry(5)
    ring = geo.ring
    assert len(ring) == len([h for h in range(len(geo.cells)) if len(geo.neighbours[h]) < 6])
    for i, h in enumerate(ring):
        assert geo.dist[h][ring[(i + 1) % len(ring)]] == 1, (geo.cells[h], i)
    # the engine's track is the lint's: one boundary walk (content.hexgrid.board_rings)
    assert [geo.cells[h] for h in ring] == list(board_rings(cells).path)
    state = make_game(pack).new_game(5)
    assert state.current_player() == CHANCE


@pytest.mark.parametrize("shape", ["hole", "pinch", "two pieces"])
def test_T8_a_board_whose_edge_is_no_simple_loop_is_refused_by_lint_and_engine(shape):
    cells = rows_to_axial((4, 5, 6, 6, 5, 4))
    if shape == "hole":
        cells.remove((0, 0))
    elif shape == "pinch":
        cells.append((cells[0][0], cells[0][1] - 1))  # one hex hanging off a corner
    else:
        cells.append((40, 40))
    pack = _with_board(cells)
    b = next(i for i, x in enumerate(pack.boards) if x.players == 5)
    errors = {p.code for p in lint(pack) if p.severity == "error" and
              p.where.startswith(f"boards[{b}]")}
    assert errors & {"trails-path-ring", "trails-board-split"}
    with pytest.raises(ValueError, match="5-player board"):
        make_game(pack).new_game(5)
