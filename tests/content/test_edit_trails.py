"""Pure Trails pack edits (content.edit.trails): every edit returns a new, valid pack."""

from __future__ import annotations

import pytest

import content
from content import hexgrid
from content.edit import trails as et
from content.edit import validated
from content.models.trails import Board, CardColour, Hex, Terrain, Tile, TrailsPack


@pytest.fixture
def pack() -> TrailsPack:
    return content.default_pack("trails")


@pytest.fixture
def small() -> TrailsPack:
    """A 3x1 strip of hexes with two terrains."""
    return TrailsPack(
        id="t",
        name="T",
        card_colours=(CardColour(id="green", name="Green", count=5),),
        terrains=(
            Terrain(id="forest", name="Forest", colour="green"),
            Terrain(id="water", name="Water", colour="green"),
        ),
        tiles=(Tile(terrain="forest", count=3), Tile(terrain="water", count=2)),
        boards=(
            Board(
                players=2,
                girls=1,
                hexes=(
                    Hex(q=0, r=0, terrain="forest"),
                    Hex(q=1, r=0, terrain="forest"),
                    Hex(q=2, r=0, terrain="water"),
                    Hex(q=3, r=0, terrain="forest"),
                ),
            ),
        ),
    )


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_T6_presets_have_the_rulebook_row_shapes(players):
    widths, girls = et.SHAPE_PRESETS[players]
    board = et.preset_board(players)
    assert len(board.hexes) == sum(widths)
    assert board.girls == girls
    rows: dict[int, int] = {}
    for h in board.hexes:
        rows[h.r] = rows.get(h.r, 0) + 1
    assert tuple(rows[r] for r in sorted(rows)) == widths


def test_T6_presets_match_the_shipped_boards(pack):
    for board in pack.boards:
        assert {(h.q, h.r) for h in board.hexes} == {
            (h.q, h.r) for h in et.preset_board(board.players).hexes
        }


def test_T8_path_ring_is_the_outer_ring_in_cyclic_order(pack):
    board = next(b for b in pack.boards if b.players == 5)
    ring = hexgrid.path_ring((h.q, h.r) for h in board.hexes)
    assert len(ring) == 16
    for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
        assert hexgrid.hex_distance(a, b) == 1
    assert ring[0] == min(ring, key=lambda c: (c[1], c[0]))


def test_T8_path_ring_runs_clockwise_on_screen():
    ring = hexgrid.path_ring(et.rows_to_axial((2, 3, 2)))
    # the second hex is to the right of the first (top row, left to right)
    assert ring[1] == (ring[0][0] + 1, ring[0][1])


def test_paint_hexes_changes_only_those_hexes_and_keeps_the_input(small):
    out = et.paint_hexes(small, 0, [0, 2], "water")
    assert [h.terrain for h in out.boards[0].hexes] == ["water", "forest", "water", "forest"]
    assert small.boards[0].hexes[0].terrain == "forest"
    assert out.boards[0].hexes[1] is small.boards[0].hexes[1]
    validated(out)


def test_flood_fill_stops_at_other_terrains(small):
    out = et.flood_fill(small, 0, 0, "water")
    assert [h.terrain for h in out.boards[0].hexes] == ["water", "water", "water", "forest"]


def test_flood_fill_with_null_terrain_marks_random(small):
    out = et.flood_fill(small, 0, 3, None)
    assert out.boards[0].hexes[3].terrain is None
    validated(out)


def test_add_and_remove_hex(small):
    out = et.add_hex(small, 0, 1, 1)
    assert (out.boards[0].hexes[-1].q, out.boards[0].hexes[-1].r) == (1, 1)
    with pytest.raises(ValueError):
        et.add_hex(out, 0, 1, 1)
    back = et.remove_hex(out, 0, 1, 1)
    assert back == small
    with pytest.raises(KeyError):
        et.remove_hex(small, 0, 9, 9)


def test_T6_apply_shape_keeps_terrain_of_hexes_that_stay(pack):
    b = next(i for i, x in enumerate(pack.boards) if x.players == 2)
    out = et.apply_shape(pack, b, 3)
    assert len(out.boards[b].hexes) == 19 and out.boards[b].girls == 5
    old = {(h.q, h.r): h.terrain for h in pack.boards[b].hexes}
    for h in out.boards[b].hexes:
        if (h.q, h.r) in old:
            assert h.terrain == old[(h.q, h.r)]


def test_T8_randomise_interior_is_seeded_and_draws_from_the_tile_set(pack):
    b = next(i for i, x in enumerate(pack.boards) if x.players == 5)
    one = et.randomise_interior(pack, b, seed=7)
    two = et.randomise_interior(pack, b, seed=7)
    other = et.randomise_interior(pack, b, seed=8)
    assert one == two
    assert one != other
    board = one.boards[b]
    assert all(h.terrain is not None for h in board.hexes)
    # 30 tiles for 30 hexes: the whole board uses the tile set exactly (T1)
    used: dict[str, int] = {}
    for h in board.hexes:
        used[h.terrain] = used.get(h.terrain, 0) + 1
    assert used == {t.terrain: t.count for t in pack.tiles}
    # path hexes are untouched
    ring = hexgrid.outer_cells((h.q, h.r) for h in board.hexes)
    for old, new in zip(pack.boards[b].hexes, board.hexes, strict=True):
        if (old.q, old.r) in ring:
            assert old.terrain == new.terrain
    validated(one)


def test_randomise_interior_refuses_an_empty_tile_set(small):
    with pytest.raises(ValueError):
        et.randomise_interior(small.model_copy(update={"tiles": ()}), 0, seed=1)


def test_add_and_remove_board(pack):
    without = et.remove_board(pack, 0)
    assert len(without.boards) == len(pack.boards) - 1
    again = et.add_board(without, pack.boards[0].players)
    assert len(again.boards[-1].hexes) == len(pack.boards[0].hexes)
    with pytest.raises(ValueError):
        et.add_board(pack, pack.boards[0].players)
    odd = et.add_board(pack, 7)
    assert len(odd.boards[-1].hexes) == 1
    validated(odd)


def test_set_girls(pack):
    assert et.set_girls(pack, 1, 3).boards[1].girls == 3


def test_T5_terrain_list_edits_keep_references_valid(small):
    added = et.add_terrain(small, "Rocks")
    assert added.terrains[-1].id == "terrain" and added.terrains[-1].colour == "green"
    renamed = et.rename_terrain(small, "forest", "woods")
    assert renamed.boards[0].hexes[0].terrain == "woods"
    assert renamed.tiles[0].terrain == "woods"
    validated(renamed)
    with pytest.raises(ValueError):
        et.rename_terrain(small, "forest", "water")
    removed = et.remove_terrain(small, "water")
    assert removed.boards[0].hexes[2].terrain is None
    assert [t.terrain for t in removed.tiles] == ["forest"]
    validated(removed)


def test_T3_deck_counts_and_colours(small):
    out = et.set_card_count(small, "green", 12)
    assert out.card_colours[0].count == 12
    with pytest.raises(KeyError):
        et.set_card_count(small, "nope", 1)
    more = et.add_card_colour(small, "Red", 4)
    assert more.card_colours[-1].count == 4
    assert et.can_remove_card_colour(more, more.card_colours[-1].id)
    assert not et.can_remove_card_colour(more, "green")
    with pytest.raises(ValueError):
        et.remove_card_colour(more, "green")
    assert et.remove_card_colour(more, more.card_colours[-1].id) == small


def test_T1_tile_counts(small):
    out = et.set_tile_count(small, "water", 4)
    assert [(t.terrain, t.count) for t in out.tiles] == [("forest", 3), ("water", 4)]
    assert [t.terrain for t in et.set_tile_count(small, "forest", 0).tiles] == ["water"]
