"""The shipped Trails pack: counts and shapes of rulebook T1, T3, T5, T6 and T8."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest

from content import default_pack, default_pack_path, dumps_pack

NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
SHAPES = {
    2: ((2, 3, 4, 3, 2), 4),
    3: ((3, 4, 5, 4, 3), 5),
    4: ((4, 5, 6, 5, 4), 7),
    5: ((4, 5, 6, 6, 5, 4), 9),
}


@pytest.fixture(scope="module")
def pack():
    return default_pack("trails")


def _board(pack, players):
    return next(b for b in pack.boards if b.players == players)


def test_pack_identity(pack):
    assert pack.id == "trails"
    assert pack.name == "Trails"
    assert pack.game == "trails"
    assert pack.json_schema_ref == "../schema/trails.schema.json"


def test_T1_thirty_tiles_over_five_terrains(pack):
    assert {t.id for t in pack.terrains} == {"forest", "clearing", "house", "rocky", "water"}
    assert sum(t.count for t in pack.tiles) == 30
    assert {t.terrain for t in pack.tiles} == {t.id for t in pack.terrains}


def test_T3_deck_of_sixty_by_colour(pack):
    counts = {c.id: c.count for c in pack.card_colours}
    assert counts == {"green": 12, "red": 10, "yellow": 10, "blue": 8, "black": 8, "multi": 12}
    assert sum(counts.values()) == 60


def test_T5_terrain_colours(pack):
    pairs = {t.id: t.colour for t in pack.terrains}
    assert pairs == {
        "forest": "green", "clearing": "yellow", "house": "red", "water": "blue",
        "rocky": "black",
    }


def test_display_colours_are_distinct(pack):
    terrain_displays = [t.display for t in pack.terrains]
    card_displays = [c.display for c in pack.card_colours]
    assert len(set(terrain_displays)) == len(terrain_displays)
    assert len(set(card_displays)) == len(card_displays)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_T6_board_rows_and_girls(pack, players):
    widths, girls = SHAPES[players]
    board = _board(pack, players)
    assert board.girls == girls
    assert len(board.hexes) == sum(widths)
    rows = Counter(h.r for h in board.hexes)
    assert [rows[r] for r in sorted(rows)] == list(widths)
    cells = {(h.q, h.r) for h in board.hexes}
    # Each row's hexes are contiguous (doubled x positions step by 2) and each row touches
    # the next one along the whole overlap: every hex but a row's end has 2 neighbours in
    # the next row when that row is wider or equal.
    for r in sorted(rows):
        xs = sorted(2 * q + r for q, rr in cells if rr == r)
        assert xs == list(range(xs[0], xs[-1] + 1, 2))
        if r + 1 in rows:
            below = [(q, r) for q, rr in cells if rr == r]
            links = sum(
                (q + dq, r + 1) in cells for q, _ in below for dq in (0, -1)
            )
            assert links >= 2 * min(rows[r], rows[r + 1]) - 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_T8_path_fixed_interior_drawn(pack, players):
    board = _board(pack, players)
    cells = {(h.q, h.r) for h in board.hexes}
    for h in board.hexes:
        on_path = sum((h.q + dq, h.r + dr) in cells for dq, dr in NEIGHBOURS) < 6
        if on_path:
            assert h.terrain is not None
        else:
            assert h.terrain is None
    fixed = Counter(h.terrain for h in board.hexes if h.terrain is not None)
    tiles = {t.terrain: t.count for t in pack.tiles}
    assert all(fixed[t] <= tiles[t] for t in fixed), "path drawn from the tile set"


def test_five_player_board_has_sixteen_path_hexes(pack):
    board = _board(pack, 5)
    cells = {(h.q, h.r) for h in board.hexes}
    path = [
        c for c in cells if sum((c[0] + dq, c[1] + dr) in cells for dq, dr in NEIGHBOURS) < 6
    ]
    assert len(path) == 16  # the seed's 6 corner and 10 edge pieces
    assert len(cells) - len(path) == 14  # and its 14 centre pieces


def test_build_script_reproduces_the_shipped_pack(pack):
    path = Path(default_pack_path("trails")).with_name("build_trails.py")
    spec = importlib.util.spec_from_file_location("build_trails", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert dumps_pack(module.build()) == dumps_pack(pack)
