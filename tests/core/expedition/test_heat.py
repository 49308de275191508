"""Expedition heat (``game.heat(final_state)``), its elements and names, and the first
player, as the simulator reads them (issue 13 §2)."""

from __future__ import annotations

import pytest

from content import default_pack
from content.edit import get_at
from core.api import game_for, play_game, simulate
from core.expedition.board import bits, mask_of
from core.expedition.heat import TOKENS
from tests.core.expedition.helpers import (
    arrow,
    mini_game,
    play_state,
    random_game,
)


@pytest.fixture(scope="module")
def world():
    return game_for(default_pack("expedition"))


def test_E4_each_arrow_on_the_board_heats_the_point_it_reached(world):
    final, _ = random_game(world, 3, 11)
    heat = world.heat(final)
    pack = world.pack
    points = {p: v for p, v in heat.items() if p.startswith("points[")}
    arrows = sum(len(e.trail) for e in final.expeditions)
    set_out = sum(1 for e in final.expeditions if e.trail)
    assert sum(points.values()) == arrows + set_out
    rose = next(i for i, p in enumerate(pack.points) if p.kind == "rose")
    back_to_rose = sum(1 for e in final.expeditions for _p, _a, to in e.trail
                       if to == world.board.rose)
    assert points[f"points[{rose}]"] == set_out + back_to_rose
    for path, value in points.items():
        point = get_at(pack, path)
        node = world.board.node_of[point.id]
        reached = sum(1 for e in final.expeditions for p, _a, to in e.trail
                      if to == node and point.id in world.board.path_points[p])
        assert value == reached + (set_out if point.kind == "rose" else 0)


def _walk(game, state, colour: int, points):
    """``state`` with expedition ``colour`` having walked from the rose through ``points``
    (content point ids), one arrow per step, as the rules record it."""
    b = game.board
    trail, node = [], b.rose
    for point in points:
        path = next(i for i, ends in enumerate(b.path_points)
                    if point in ends and node in {b.node_of[e] for e in ends if e != point})
        trail.append((path, node, b.node_of[point]))
        node = b.node_of[point]
    e = state.expeditions[colour]
    walked = game.expedition(colour, node, e.supply - len(trail), tuple(trail),
                             mask_of(p for p, _a, _t in trail),
                             mask_of([b.rose, *(t for _p, _a, t in trail)]))
    state = state.replace(expeditions=tuple(walked if c == colour else x
                                            for c, x in enumerate(state.expeditions)))
    assert state.check_invariants() == []
    return state


def test_E4_an_arrow_to_a_wrap_pair_heats_the_point_its_path_is_drawn_to():
    game = mini_game()
    state = play_state(game, hands=[["card-g1"], ["card-g2"]])
    index = {p.id: i for i, p in enumerate(game.pack.points)}
    west = _walk(game, state, 0, ["blue1", "red1", "g4", "g5", "w-west"])
    heat = game.heat(west)
    assert heat[f"points[{index['w-west']}]"] == 1.0
    assert f"points[{index['w-east']}]" not in heat
    east = _walk(game, state, 0, ["p1", "p2", "g1", "g6", "w-east"])
    heat = game.heat(east)
    assert heat[f"points[{index['w-east']}]"] == 1.0
    assert f"points[{index['w-west']}]" not in heat
    assert heat[f"points[{index['rose']}]"] == 1.0  # one expedition set out


def test_E11b_an_arrow_taken_back_visits_nothing():
    game = mini_game()
    state = play_state(game, hands=[["card-g1"], ["card-g2"]], tickets=[3, 3])
    state = state.apply(arrow(game, state, "orange", "p1"))
    index = {p.id: i for i, p in enumerate(game.pack.points)}
    assert game.heat(state)[f"points[{index['p1']}]"] == 1.0
    ticket = next(m for m in state.legal_moves()
                  if m.kind == "ticket" and m.use == "take_back")
    state = state.apply(ticket)
    assert f"points[{index['p1']}]" not in game.heat(state)


def test_E5_E6_cards_reached_and_tokens_taken_back(world):
    final, _ = random_game(world, 4, 3)
    heat = world.heat(final)
    laid = {f"cards[{c}]" for hand in final.laid for c in bits(hand)}
    assert {p for p in heat if p.startswith("cards[")} == laid
    assert all(heat[p] == 1.0 for p in laid)
    taken = sum(final.recovered)
    assert heat.get(TOKENS, 0.0) == taken
    assert taken == sum(final.placed) - len(final.tokens)


def test_a_game_not_started_has_no_heat(world):
    assert world.heat(world.new_game(2)) == {}


def test_heat_elements_are_every_point_and_card_and_resolve_in_the_pack(world):
    pack = world.pack
    elements = world.heat_elements(3)
    assert elements == world.heat_elements(6)
    assert len(elements) == len(pack.points) + len(pack.cards)
    for path in elements:
        get_at(pack, path)  # a path of the pack
    get_at(pack, TOKENS)
    final, _ = random_game(world, 2, 5)
    assert set(world.heat(final)) - {TOKENS} <= set(elements)


def test_heat_names_are_the_packs(world):
    pack = world.pack
    assert world.heat_name("points[0]") == (pack.points[0].name or pack.points[0].id)
    point = {p.id: p.name or p.id for p in pack.points}[pack.cards[0].point]
    assert world.heat_name("cards[0]").startswith(f"{point} card")
    names = [world.heat_name(f"cards[{j}]") for j in range(len(pack.cards))]
    assert len(set(names)) == len(names)
    assert world.heat_name(TOKENS) == "tokens recovered"
    for bad in ("paths[0]", "points[100000]", "points", "not a path!"):
        with pytest.raises(ValueError):
            world.heat_name(bad)


def test_cards_naming_one_point_are_numbered():
    game = mini_game(extra_cards=[("card-g1-b", "g1")])
    names = [game.heat_name(f"cards[{j}]") for j in range(len(game.pack.cards))]
    assert "g1 card 1" in names and "g1 card 2" in names


def test_E2_E3_seat_0_plays_first(world):
    _, final = play_game(world, 3, ["greedy"] * 3, 4)
    assert world.first_player(final) == 0
    report = simulate(world.pack, ["greedy", "random"], 4, 2, rotate=True)
    assert [g.first for g in report.games] == [0, 0, 0, 0]


def test_simulate_sums_expedition_heat_and_names_what_was_never_used(world):
    pack = world.pack
    report = simulate(pack, ["greedy", "greedy", "greedy"], 4, 8)
    assert report.heat_available
    total: dict[str, float] = {}
    for g in range(4):
        seed = report.games[g].seed
        _, final = play_game(world, 3, ["greedy"] * 3, seed)
        for path, value in world.heat(final).items():
            total[path] = total.get(path, 0.0) + value
    assert {**report.heat, **report.heat_totals} == total
    assert set(report.heat_totals) == {TOKENS}
    elements = set(world.heat_elements(3))
    assert set(report.heat) | set(report.never_used) == elements
    assert not set(report.heat) & set(report.never_used)
    assert report.never_used  # four games do not reach every point of the world
    assert all(report.names[p] for p in report.never_used)
