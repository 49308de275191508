"""The board scenes of app/boards/ on their own (no editor): items, picking, coordinates, marks,
overlays and labels, built from each game's default pack; and the one label placer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsEllipseItem

import content
from app.boards.base import (
    MARK_PROBLEMS,
    MARK_SELECTION,
    Z_LABELS,
    Z_MARKS,
    Z_PIECES,
    Z_PREVIEWS,
    BoardHit,
    BoardScene,
)
from app.boards.expedition_items import _label_size
from app.boards.expedition_scene import ExpeditionScene
from app.boards.journey_scene import LABEL_MAX_OVERLAP, JourneyScene
from app.boards.map_items import BoardImageFrameItem
from app.boards.trails_items import HEX_SIZE
from app.boards.trails_scene import TrailsScene
from app.widgets.canvas import MapCanvas
from app.widgets.labels import LabelBox, place_labels


@pytest.fixture
def europe():
    return content.default_pack("europe")


@pytest.fixture
def trails():
    return content.default_pack("trails")


@pytest.fixture
def world():
    return content.default_pack("expedition")


def _view(qtbot, scene: BoardScene) -> MapCanvas:
    """A 1400x900 canvas on ``scene``, shown and fitted to the board."""
    view = MapCanvas(scene)
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    view.fit_to_view(scene.map_rect())
    return view


def _overlap(a: QRectF, b: QRectF) -> float:
    inter = a.intersected(b)
    return 0.0 if inter.isEmpty() else inter.width() * inter.height()


# --- the base: layers and overlays ---------------------------------------------------------


def test_layers_are_in_order_and_every_scene_is_a_board_scene(qapp, europe, trails, world):
    assert 0 < Z_MARKS < Z_PIECES < Z_LABELS < Z_PREVIEWS
    for scene in (JourneyScene(europe), TrailsScene(trails), ExpeditionScene(world)):
        assert isinstance(scene, BoardScene)
        own = [i for i in scene.items() if i not in scene.overlays()]
        # Pieces go over the board and its marks, under the names (and under the board
        # image's frame and handles, a gesture preview of the scene's own, hidden at rest).
        assert own and all(i.zValue() < Z_PIECES or i.zValue() in (Z_LABELS, Z_PREVIEWS) for i in own)
        assert all(isinstance(i, BoardImageFrameItem) and not i.isVisible() for i in own if i.zValue() == Z_PREVIEWS)


def test_overlays_sit_in_their_layer_and_survive_a_new_pack(qapp, europe):
    scene = JourneyScene(europe)
    piece = scene.add_overlay(QGraphicsEllipseItem(-5, -5, 10, 10), Z_PIECES, z=2)
    target = scene.add_overlay(QGraphicsEllipseItem(-8, -8, 16, 16), Z_PIECES)
    assert piece.zValue() == Z_PIECES + 2 and piece.scene() is scene
    assert scene.overlays(Z_PIECES) == [piece, target] and scene.overlays(Z_PREVIEWS) == []
    moved = europe.model_copy(update={"countries": europe.countries[1:]})
    assert scene.set_pack(moved).kind == "rebuilt"
    assert piece.scene() is scene and target.scene() is scene
    scene.remove_overlay(target)
    assert target.scene() is None and scene.overlays() == [piece]
    scene.clear_overlays()
    assert piece.scene() is None and scene.overlays() == []


# --- Journey -------------------------------------------------------------------------------


def test_journey_scene_has_an_item_per_element_and_a_map_rect_around_them(qapp, europe):
    scene = JourneyScene(europe)
    assert set(scene._countries) == {c.id for c in europe.countries}
    assert set(scene._seas) == {s.id for s in europe.seas}
    assert len(scene._links) == len({frozenset((li.a, li.b)) for li in europe.links})
    rect = scene.map_rect()
    assert all(rect.contains(i.pos()) for i in scene._countries.values())


def test_journey_coordinates_round_trip(qapp, europe):
    scene = JourneyScene(europe)
    for c in europe.countries:
        assert scene.to_map(scene.to_scene(c.x, c.y)) == (round(c.x, 4), round(c.y, 4))
    assert scene.to_scene(0, 10).y() < scene.to_scene(0, 0).y()  # north is up


def test_journey_element_at_gives_the_json_path_and_key(qapp, qtbot, europe):
    scene = JourneyScene(europe)
    iceland = europe.countries[0]
    at = scene.to_scene(iceland.x, iceland.y)
    assert scene.element_at(at) == BoardHit("countries[0]", ("country", "is"))  # no view: 1:1
    view = _view(qtbot, scene)
    assert scene.element_at(at, view) == BoardHit("countries[0]", ("country", "is"))
    sea = scene._seas["atlantic"]
    assert scene.element_at(sea.pos(), view) == BoardHit("seas[0]", ("sea", "atlantic"))
    i, link = next((k, li) for k, li in enumerate(europe.links) if {li.a, li.b} == {"es", "pt"})
    middle = scene._links[frozenset(("es", "pt"))].line().center()
    assert scene.element_at(middle, view, kinds=("link",)) == BoardHit(f"links[{i}]", ("link", link.a, link.b))
    assert scene.element_at(scene.to_scene(-40.0, 30.0), view) is None  # open sea
    assert scene.element_pos("countries[0].name") == at


def test_journey_marks_by_json_path_appear_merge_and_clear(qapp, europe):
    scene = JourneyScene(europe)
    fi, baltic = scene._countries["fi"], scene._seas["baltic"]
    scene.set_marks(MARK_PROBLEMS, [("countries[3].name", "warning"), ("countries[3]", "error"),
                                    ("seas[2]", "warning"), ("nowhere[9]", "error")])
    assert fi.problem == "error" and baltic.problem == "warning"  # the worst problem shows
    assert scene.marks(MARK_PROBLEMS) == {("country", "fi"): "error", ("sea", "baltic"): "warning"}
    scene.set_marks(MARK_SELECTION, {"seas[2]": True})
    assert baltic.selected
    coast = [scene._countries[c] for c in europe.seas[2].coast]
    assert all(item.emphasised for item in coast)  # a selected sea shows its coast
    # Marks stay on their elements when the pack changes (here: Iceland goes, indices shift).
    scene.set_pack(europe.model_copy(update={"countries": europe.countries[1:]}))
    assert scene._countries["fi"].problem == "error" and scene._seas["baltic"].selected
    scene.clear_marks(MARK_PROBLEMS)
    scene.clear_marks(MARK_SELECTION)
    assert fi.problem is None and baltic.problem is None and not baltic.selected
    assert not any(item.emphasised for item in scene._countries.values())
    assert scene.marks(MARK_PROBLEMS) == {} == scene.marks(MARK_SELECTION)


def test_journey_keyed_diff_keeps_the_items_of_unchanged_elements(qapp, europe):
    scene = JourneyScene(europe)
    before = dict(scene._countries)
    countries = list(europe.countries)
    countries[3] = countries[3].model_copy(update={"x": countries[3].x + 1.0})
    update = scene.set_pack(europe.model_copy(update={"countries": tuple(countries)}))
    assert update.kind == "rebuilt"
    assert all(scene._countries[cid] is item for cid, item in before.items())
    assert scene._countries["fi"].pos() == scene.to_scene(countries[3].x, countries[3].y)


def test_journey_labels_are_placed_without_overlapping(qapp, qtbot, europe):
    scene = JourneyScene(europe)
    view = _view(qtbot, scene)
    scene.place_labels(view)
    rects = {}
    for cid, item in scene._countries.items():
        if item.label_shown:
            vp = view.mapFromScene(item.pos())
            rects[cid] = item.label_rect().translated(vp.x(), vp.y())
    assert len(rects) > 0.8 * len(europe.countries)
    ids = sorted(rects)
    for n, a in enumerate(ids):
        for b in ids[n + 1:]:
            r = rects[a]
            assert _overlap(r, rects[b]) <= LABEL_MAX_OVERLAP * r.width() * r.height(), (a, b)


def test_journey_names_with_no_room_at_their_size_are_shown_smaller(qapp, qtbot, europe):
    scene = JourneyScene(europe)
    view = _view(qtbot, scene)
    view.resize(500, 350)  # a crowded map: some names find no room at their own size
    view.fit_to_view(scene.map_rect())
    qtbot.wait(50)
    scene.place_labels(view)
    items = scene._countries
    small = {cid for cid, item in items.items() if item.label_shown and item.label_small}
    assert small, "a crowded map shows some names smaller"
    for cid in small:  # smaller than the name at its own size, and still the same words
        item = items[cid]
        assert item.drawn_label().text == item.label.text
        assert item.label_rect().height() < item.label.rect.height()
    rects = {}
    for cid, item in items.items():
        if item.label_shown:
            vp = view.mapFromScene(item.pos())
            rects[cid] = item.label_rect().translated(vp.x(), vp.y())
    ids = sorted(rects)
    for n, a in enumerate(ids):  # a smaller name takes room no other name holds
        for b in ids[n + 1:]:
            r = rects[a]
            assert _overlap(r, rects[b]) <= LABEL_MAX_OVERLAP * r.width() * r.height(), (a, b)
    # zoomed in, there is room for every name at its own size again
    view.resize(1400, 900)
    view.fit_to_view(scene.map_rect())
    view.scale(3, 3)
    qtbot.wait(50)
    scene.place_labels(view)
    assert not any(item.label_small for item in items.values() if item.label_shown)


# --- Trails --------------------------------------------------------------------------------


def test_trails_scene_shows_one_board_and_its_ring(qapp, trails):
    scene = TrailsScene(trails)
    assert scene.board_index == 0 and len(scene._items) == len(trails.boards[0].hexes)
    assert scene.ring_count > 0
    assert scene.set_board(2).kind == "rebuilt"
    assert len(scene._items) == len(trails.boards[2].hexes)
    assert all(scene.map_rect().contains(item.pos()) for item in scene._items)


def test_trails_coordinates_round_trip_and_element_at(qapp, trails):
    scene = TrailsScene(trails)
    h = trails.boards[0].hexes[12]
    for q in range(-4, 5):
        for r in range(-4, 5):
            assert scene.to_map(scene.to_scene(q, r)) == (q, r)
    at = scene.to_scene(h.q, h.r) + QPointF(5, -7)  # inside the hex, off its centre
    assert scene.element_at(at) == BoardHit("boards[0].hexes[12]", ("hex", 12, (h.q, h.r)))
    assert scene.element_at(scene.to_scene(40, 40)) is None
    assert scene.element_pos("boards[0].hexes[12].terrain") == scene.to_scene(h.q, h.r)
    assert scene.element_pos("boards[1].hexes[0]") is None  # not the board shown


def test_trails_points_of_the_board_are_named_as_the_rules_core_names_them(qapp, trails):
    from core.trails.board import BoardGeometry

    scene = TrailsScene(trails)
    cells = [(h.q, h.r) for h in trails.boards[0].hexes]
    geometry = BoardGeometry(cells)
    assert len(geometry.point_keys) > len(cells)
    for key in geometry.point_keys:
        assert scene.point_key_at(scene.point_pos(key) + QPointF(2, -2)) == key
    q, r = cells[0]
    centre, corner = scene.point_pos((3 * q, 3 * r)), scene.point_pos(geometry.point_keys[geometry.hex_corners[0][0]])
    assert centre == scene.to_scene(q, r)
    assert abs(QLineF(centre, corner).length() - HEX_SIZE) < 1e-9  # a corner, one radius away
    assert scene.point_key_at(scene.to_scene(40, 40)) is None  # off the board


def test_trails_marks_outline_hexes_and_clear(qapp, trails):
    scene = TrailsScene(trails)
    hexes = trails.boards[0].hexes
    scene.set_marks(MARK_PROBLEMS, {"boards[0].hexes[3].terrain": "warning", "boards[0].hexes[5]": "error",
                                    "boards[1].hexes[0]": "error"})
    assert sorted(scene.problem_cells()) == sorted([(hexes[3].q, hexes[3].r), (hexes[5].q, hexes[5].r)])
    assert all(o.zValue() == Z_MARKS for o in scene._problem_outlines)
    scene.set_marks(MARK_SELECTION, {"boards[0].hexes[7]": True})
    assert scene.selection_item.isVisible() and scene.selection_item.cell == (hexes[7].q, hexes[7].r)
    scene.set_board(1)  # the other board's problem shows there; the selection was board 0's
    assert scene.problem_cells() == [(trails.boards[1].hexes[0].q, trails.boards[1].hexes[0].r)]
    assert not scene.selection_item.isVisible()
    scene.clear_marks(MARK_PROBLEMS)
    assert scene.problem_cells() == [] and scene._problem_outlines == []


def test_trails_removing_a_hex_drops_its_items_only_and_the_selection_follows(qapp, trails):
    from app.documents import ChangeEvent, ChangeKind
    from content.edit import trails as et

    scene = TrailsScene(trails)
    kept = list(scene._items)
    h7 = trails.boards[0].hexes[7]
    scene.set_marks(MARK_SELECTION, {"boards[0].hexes[7]": True})
    first = trails.boards[0].hexes[0]
    smaller = et.remove_hex(trails, 0, first.q, first.r)
    update = scene.set_pack(smaller, ChangeEvent(ChangeKind.ELEMENTS, ("boards[0].hexes",)))
    assert (update.kind, update.index) == ("removed", 0)
    assert scene._items == kept[1:] and [i.index for i in scene._items] == list(range(len(kept) - 1))
    assert scene.marks(MARK_SELECTION) == {("hex", 0, 6): True}  # still the same hex
    assert scene.selection_item.cell == (h7.q, h7.r)
    assert scene.set_pack(trails, ChangeEvent(ChangeKind.ELEMENTS, ("boards[0].hexes",))).kind == "added"
    assert scene.marks(MARK_SELECTION) == {("hex", 0, 7): True}


# --- Expedition ----------------------------------------------------------------------------


def test_expedition_scene_has_points_paths_and_wraps(qapp, world):
    scene = ExpeditionScene(world)
    assert set(scene._point_items) == {p.id for p in world.points}
    assert len(scene._path_items) == len(world.paths)
    assert len(scene._wrap_items) == len(world.wraps)
    assert all(scene.map_rect().contains(item.pos()) for item in scene._point_items.values())


def test_expedition_coordinates_round_trip_and_element_at(qapp, world):
    scene = ExpeditionScene(world)
    for p in world.points:
        assert scene.to_map(scene.to_scene(p.x, p.y)) == (round(p.x, 2), round(p.y, 2))
    berlin = world.points[5]
    assert scene.element_at(scene.to_scene(berlin.x, berlin.y)) == BoardHit("points[5]", ("point", "berlin"))
    i = max(range(len(world.paths)), key=lambda k: scene._path_items[k].line().length())
    middle = scene._path_items[i].line().center()
    assert scene.element_at(middle, kinds=("path",)) == BoardHit(f"paths[{i}]", ("path", i))
    assert scene.element_pos(f"paths[{i}]") == middle


def test_expedition_marks_ring_points_and_show_the_selected_path(qapp, world):
    scene = ExpeditionScene(world)
    path = world.paths[4]
    scene.set_marks(MARK_PROBLEMS, [("paths[4]", "warning"), ("points[5]", "error"), ("cards[2]", "warning")])
    assert scene.problem_points() == {path.a: "warning", path.b: "warning", "berlin": "error",
                                      world.cards[2].point: "warning"}
    scene.set_marks(MARK_SELECTION, {"points[5]": True})
    assert scene._point_items["berlin"].selected and scene.selected_point() == "berlin"
    scene.set_marks(MARK_SELECTION, {"paths[4]": True})
    assert not scene._point_items["berlin"].selected
    assert scene._path_highlight.isVisible() and scene._path_highlight.line() == scene.path_line(4)
    scene.clear_marks(MARK_SELECTION)
    scene.clear_marks(MARK_PROBLEMS)
    assert not scene._path_highlight.isVisible() and scene.problem_points() == {}


def test_expedition_names_are_placed_without_overlapping(qapp, qtbot, world):
    scene = ExpeditionScene(world)
    view = _view(qtbot, scene)
    scene.set_view_zoom(view.zoom())
    scene.place_labels(view)
    shown = scene.shown_labels()
    assert shown[next(p.id for p in world.points if p.kind == "rose")]
    assert scene._label_layer.zValue() == Z_LABELS
    boxes = []
    for pos, kind, name, dx, dy in scene._label_layer.labels.values():
        w, h, ascent = _label_size(kind, name)
        at = view.mapFromScene(pos)
        boxes.append(QRectF(at.x() + dx, at.y() + dy - ascent, w, h))
    assert len(boxes) > len(world.points) // 2
    for n, a in enumerate(boxes):
        for b in boxes[n + 1:]:
            assert _overlap(a.adjusted(1, 1, -1, -1), b) == 0.0
    scene.clear_labels()
    assert scene.shown_labels() == {}


# --- the label placer ----------------------------------------------------------------------


def _boxes_of(labels, placed):
    by_key = {b.key: b for b in labels}
    return {
        key: (by_key[key].x + dx, by_key[key].y + dy, by_key[key].x + dx + by_key[key].width,
              by_key[key].y + dy + by_key[key].height)
        for key, (dx, dy) in placed.items()
    }


def _around(key, x, y, w=40.0, h=10.0):
    return LabelBox(key, x, y, w, h, ((6, -h / 2), (-6 - w, -h / 2), (-w / 2, -6 - h), (-w / 2, 6)))


def test_placer_keeps_names_apart_in_priority_order_and_forces_some():
    crowd = [_around(f"n{k}", 100.0, 100.0) for k in range(6)]
    placed = place_labels(crowd)
    assert list(placed) == ["n0", "n1", "n2", "n3"]  # four places, first come first served
    boxes = list(_boxes_of(crowd, placed).values())
    for n, (a0, b0, a1, b1) in enumerate(boxes):
        for x0, y0, x1, y1 in boxes[n + 1:]:
            assert not (a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1)
    forced = place_labels(crowd, forced=["n5"])
    assert "n5" in forced and next(iter(forced)) == "n5" and len(forced) == 4


def test_placer_avoids_obstacles_tolerates_overlap_and_hides_when_dense():
    label = _around("a", 100.0, 100.0)
    right = (106.0, 95.0, 146.0, 105.0)
    assert place_labels([label], [right]) == {"a": (-46.0, -5.0)}  # not over the obstacle: left
    covered = [right, (54.0, 95.0, 94.0, 105.0), (80.0, 84.0, 120.0, 94.0), (80.0, 107.0, 120.0, 115.0)]
    assert place_labels([label], covered) == {}
    assert place_labels([label], covered, max_overlap=0.85) == {"a": (-20.0, 6.0)}  # the least covered
    assert place_labels([label], covered, forced=["a"]) == {"a": (-20.0, 6.0)}
    assert place_labels([label], bounds=(120.0, 120.0)) == {"a": (-46.0, -5.0)}  # kept inside
    many = [_around(k, 100.0 * k, 0.0) for k in range(10)]
    assert place_labels(many, max_labels=9) == {} and len(place_labels(many, max_labels=10)) == 10
    stuck = [_around(f"x{k}", 1000.0, 1000.0) for k in range(3)] + [_around("y", 0.0, 0.0)]
    wall = [(900.0, 900.0, 1100.0, 1100.0)]
    assert place_labels(stuck, wall) == {"y": (6, -5.0)}
    assert place_labels(stuck, wall, give_up=2) == {}  # a crowded view: stop trying
