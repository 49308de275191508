"""Heat per game (``game.heat(final_state)``) keyed by JSON paths of the pack, summed by
simulate, and the content never used (issue 13 §2)."""

from __future__ import annotations

import json

import pytest

from content import default_pack, dumps_pack, loads_pack
from content.edit import get_at
from content.rules.journey import COUNTRY, EMPTY
from core.api import game_for, play_game, simulate

SEATS = ["greedy", "greedy"]


def _resolves(pack, path: str) -> bool:
    try:
        get_at(pack, path)
    except (AttributeError, IndexError, TypeError, ValueError):
        return False
    return True


@pytest.fixture(scope="module")
def europe():
    return default_pack("europe")


@pytest.fixture(scope="module")
def trails():
    return default_pack("trails")


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_every_heat_path_of_a_run_is_a_json_path_of_the_pack(name):
    pack = default_pack(name)
    for players in (2, 3):
        report = simulate(pack, ["greedy"] * players, 8, 4)
        paths = [*report.heat, *report.heat_totals, *report.never_used]
        assert report.heat and paths
        bad = [p for p in paths if not _resolves(pack, p)]
        assert not bad
        assert set(report.names) == set(paths)
        assert all(report.names[p] and report.names[p] != p for p in paths)
        elements = set(game_for(pack).heat_elements(players))
        assert set(report.heat) <= elements and set(report.never_used) <= elements
        assert not set(report.heat) & set(report.never_used)
        assert set(report.heat) | set(report.never_used) == elements
        assert all(v > 0 for v in report.heat.values())


def test_journey_heat_is_the_winning_journey(europe):
    game = game_for(europe)
    _, state = play_game(game, 2, SEATS, 3)
    assert state.winner >= 0
    heat = game.heat(state)
    holder = [c for c in state.holders[state.winner] if c != EMPTY]
    t = game.tables
    cards = {f"cards[{c}]" for c in holder}
    countries = {f"countries[{t.country[c]}]" for c in holder if t.kind[c] == COUNTRY}
    seas = {p for p in heat if p.startswith("seas[")}
    assert set(heat) == cards | countries | seas and set(heat.values()) == {1.0}
    for path in cards:
        card = get_at(europe, path)
        assert card.id == t.card_ids[int(path[6:-1])]
    for path in countries:  # the country of a card of the journey
        assert any(t.ref[c] == get_at(europe, path).id for c in holder)
    ships = {t.ref[c] for c in holder if t.card_ids[c].startswith("ship:")}
    assert {get_at(europe, p).id for p in seas} == ships


def test_journey_without_a_winner_gives_no_heat(europe):
    game = game_for(europe)
    state = game.new_game(2)
    assert game.heat(state) == {}


def test_trails_hex_heat_adds_up_to_the_segments_built(trails):
    game = game_for(trails)
    record, state = play_game(game, 3, ["greedy"] * 3, 12)
    heat = game.heat(state)
    board = next(i for i, b in enumerate(trails.boards) if b.players == 3)
    hexes = {p: v for p, v in heat.items() if ".hexes[" in p}
    built = sum(1 for o in state.owner if o >= 0)
    assert built and sum(hexes.values()) == built
    assert all(p.startswith(f"boards[{board}].hexes[") for p in hexes)
    reached = sum(1 for st in state.stacks if st)
    assert heat[f"boards[{board}].girls"] == reached
    geo = state.geometry
    for seg, owner in enumerate(state.owner):  # a hex with a spoke built on it is hot
        if owner >= 0 and geo.segments[seg].kind == "spoke":
            assert heat[f"boards[{board}].hexes[{geo.segments[seg].a}]"] >= 1.0
    # the girls reached stand on hexes that routes reached by a spoke
    for g, stack in enumerate(state.stacks):
        if stack:
            assert heat[f"boards[{board}].hexes[{state.girls[g]}]"] >= 1.0


def test_trails_names_say_where_the_hex_is(trails):
    game = game_for(trails)
    board = trails.boards[0]
    h = next(i for i, c in enumerate(board.hexes) if c.terrain is not None)
    cell = board.hexes[h]
    name = game.heat_name(f"boards[0].hexes[{h}]")
    assert name.endswith(f"hex ({cell.q}, {cell.r})")
    assert game.terrain_names[cell.terrain] in name
    assert game.heat_name("boards[0].girls") == f"girls reached ({board.players}-player board)"
    with pytest.raises(ValueError):
        game.heat_name("terrains[0]")


def test_journey_names_are_the_packs(europe):
    game = game_for(europe)
    assert game.heat_name("countries[0]") == europe.countries[0].name
    assert game.heat_name("seas[0]") == europe.seas[0].name
    names = [game.heat_name(f"cards[{c}]") for c in range(len(europe.cards))]
    assert len(set(names)) == len(names)  # alike cards are numbered
    with pytest.raises(ValueError):
        game.heat_name("links[0]")


def _with_island(pack):
    """``pack`` with a country that connects to nothing: no link, no sea, a colour group of
    its own without planes. It can never be in a complete journey."""
    data = json.loads(dumps_pack(pack))
    data["colours"].append({"id": "void", "name": "Void"})
    data["countries"].append({"id": "atlantis", "name": "Atlantis", "colour": "void"})
    data["cards"].append({"id": "country:atlantis", "kind": "country", "ref": "atlantis"})
    return loads_pack(json.dumps(data))


def test_never_used_names_the_country_no_journey_can_hold(europe):
    pack = _with_island(europe)
    report = simulate(pack, SEATS, 10, 2, workers=2)
    country = f"countries[{len(pack.countries) - 1}]"
    card = f"cards[{len(pack.cards) - 1}]"
    assert country in report.never_used and card in report.never_used
    assert report.names[country] == "Atlantis" and report.names[card] == "Atlantis card"
    assert country not in report.heat
    order = list(game_for(pack).heat_elements(2))
    assert list(report.never_used) == sorted(report.never_used, key=order.index)


def test_heat_sums_over_games_and_is_json(trails):
    report = simulate(trails, SEATS, 6, 9)
    game = game_for(trails)
    total: dict[str, float] = {}
    for g in report.games:
        _, state = play_game(game, 2, SEATS, g.seed)
        for p, v in game.heat(state).items():
            total[p] = total.get(p, 0.0) + v
    assert {**report.heat, **report.heat_totals} == total
    assert report.to_json()["heat"] == report.heat
    assert [v for _, v in report.top_heat(3)] == sorted(report.heat.values(), reverse=True)[:3]
