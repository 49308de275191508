"""The heat layer of the board scenes (``MARK_HEAT``): each scene paints the elements heat
names with the ramp's colour, keeps it across edits, and clearing it gives every element its
normal look back, pixel for pixel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

import content
from app.boards.base import MARK_HEAT, MARK_MERGE, MARK_SELECTION
from app.boards.expedition_scene import ExpeditionScene
from app.boards.heat import HEAT_STOPS, NEVER_USED, heat_colour
from app.boards.journey_scene import JourneyScene
from app.boards.trails_scene import TrailsScene


def _render(scene) -> QImage:
    """The whole board drawn into a 700x450 image."""
    image = QImage(700, 450, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), scene.map_rect())
    painter.end()
    return image


def test_the_ramp_runs_from_pale_to_dark_and_never_used_has_its_own_colour():
    assert heat_colour(0.0) == QColor(NEVER_USED)
    assert heat_colour(1.0) == QColor(HEAT_STOPS[-1][1])
    assert heat_colour(2.0) == QColor(HEAT_STOPS[-1][1])  # clamped
    lightness = [heat_colour(v).lightness() for v in (0.01, 0.25, 0.5, 0.75, 1.0)]
    assert lightness == sorted(lightness, reverse=True)
    assert MARK_MERGE[MARK_HEAT](None, 0.2) == 0.2
    assert MARK_MERGE[MARK_HEAT](0.5, 0.2) == 0.5  # an element named twice: the larger


def test_journey_countries_and_seas_take_the_heat_colour_and_give_it_back(qapp):
    pack = content.default_pack("europe")
    scene = JourneyScene(pack)
    before = _render(scene)
    scene.set_marks(MARK_HEAT, {"countries[0]": 1.0, "countries[1]": 0.0, "seas[0]": 0.5,
                                "cards[0]": 0.1, "rules.max_rounds": 1.0})
    first, second = pack.countries[0].id, pack.countries[1].id
    item = scene.item_of(("country", first))
    assert item.heat == heat_colour(1.0)
    assert scene.item_of(("country", second)).heat == heat_colour(0.0)
    assert scene.item_of(("sea", pack.seas[0].id)).heat == heat_colour(0.5)
    assert scene.item_of(("country", pack.countries[2].id)).heat is None
    with_heat = _render(scene)
    assert with_heat != before
    # an edit that rebuilds the items keeps the heat on the countries (marks are by id)
    renamed = pack.model_copy(update={"name": "Renamed"})
    scene.set_pack(renamed)
    assert scene.item_of(("country", first)).heat == heat_colour(1.0)
    scene.clear_marks(MARK_HEAT)
    assert scene.item_of(("country", first)).heat is None
    assert _render(scene) == before


def test_trails_hexes_of_the_shown_board_are_filled_and_cleared(qapp):
    pack = content.default_pack("trails")
    scene = TrailsScene(pack)
    scene.set_marks(MARK_SELECTION, {"boards[0].hexes[2]": True})
    before = _render(scene)
    other = len(pack.boards) - 1
    scene.set_marks(MARK_HEAT, {"boards[0].hexes[0]": 1.0, "boards[0].hexes[3]": 0.0,
                                f"boards[{other}].hexes[0]": 1.0})
    cells = scene.heat_cells()
    h0, h3 = pack.boards[0].hexes[0], pack.boards[0].hexes[3]
    assert set(cells) == {(h0.q, h0.r), (h3.q, h3.r)}  # another board's hex is not drawn
    assert cells[(h0.q, h0.r)].rgb() == heat_colour(1.0).rgb()
    assert _render(scene) != before
    # the other board shows its own heat
    scene.set_board(other)
    assert list(scene.heat_cells()) == [(pack.boards[other].hexes[0].q,
                                         pack.boards[other].hexes[0].r)]
    scene.set_board(0)
    assert len(scene.heat_cells()) == 2
    scene.clear_marks(MARK_HEAT)
    assert scene.heat_cells() == {}
    assert _render(scene) == before


def test_expedition_points_get_a_heat_disc_and_lose_it(qapp):
    pack = content.default_pack("expedition")
    scene = ExpeditionScene(pack)
    before = _render(scene)
    scene.set_marks(MARK_HEAT, {"points[0]": 0.8, "points[1]": 0.0})
    assert scene.point_item(pack.points[0].id).heat == heat_colour(0.8)
    assert scene.point_item(pack.points[1].id).heat == heat_colour(0.0)
    assert scene.point_item(pack.points[2].id).heat is None
    assert _render(scene) != before
    scene.clear_marks(MARK_HEAT)
    assert all(scene.point_item(p.id).heat is None for p in pack.points)
    assert _render(scene) == before


@pytest.mark.parametrize("shift", [1, -1])
def test_a_trails_hex_added_or_removed_keeps_the_heat_on_its_hexes(qapp, shift):
    from app.documents import ChangeEvent, ChangeKind

    pack = content.default_pack("trails")
    scene = TrailsScene(pack)
    board = pack.boards[0]
    keep = board.hexes[5]
    scene.set_marks(MARK_HEAT, {"boards[0].hexes[5]": 1.0})
    hexes = list(board.hexes)
    if shift > 0:
        q = max(h.q for h in hexes) + 3
        hexes.insert(1, board.hexes[0].model_copy(update={"q": q, "r": 0}))
    else:
        del hexes[1]
    new_board = board.model_copy(update={"hexes": tuple(hexes)})
    edited = pack.model_copy(update={"boards": (new_board, *pack.boards[1:])})
    update = scene.set_pack(edited, ChangeEvent(ChangeKind.ELEMENTS, ("boards[0].hexes",)))
    assert update.kind == ("added" if shift > 0 else "removed")
    assert list(scene.heat_cells()) == [(keep.q, keep.r)]
