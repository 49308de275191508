"""Components and setup: T1–T5, T9–T15."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from content.edit.trails import randomise_interior
from content.hexgrid import board_rings
from content.rules.trails import seat_choices, seat_players, terrain_bag, terrain_draws
from core.engine import CHANCE, IllegalMove
from core.sim.runner import play_game, sample_chance
from core.trails.moves import AuctionHex, Bid, ChooseOpener, Discard, Pass, PlaceMan
from tests.core.trails.helpers import game, run_until, start


def _setup_until(players, phases, seed=0):
    return run_until(game().new_game(players), phases, random.Random(seed))


def test_T1_interior_terrains_come_from_the_tile_set():
    """The 5-player board uses the whole 30-tile set: path fixed, interior drawn."""
    for seed in range(5):
        s = _setup_until(5, {"girls"}, seed)
        counts = Counter(game().terrain_ids[t] for t in s.terrains)
        tiles = {t.terrain: t.count for t in game().pack.tiles}
        assert counts == Counter(tiles)
        assert sum(tiles.values()) == 30


def test_T1_thirty_tiles_six_corner_ten_edge_fourteen_centre_pieces():
    """The 5-player board uses every tile: its path has 6 corner hexes (3 neighbours) and 10
    edge hexes (4 neighbours); 14 centre hexes lie inside."""
    geo = game().geometry(5)
    shapes = Counter(len(geo.neighbours[h]) for h in geo.ring)
    assert shapes == {3: 6, 4: 10}
    assert len(geo.cells) - len(geo.ring) == 14
    assert sum(t.count for t in game().pack.tiles) == 30


def test_T1_terrain_draws_are_chance_moves_weighted_by_tiles_left():
    s = game().new_game(2)
    assert s.current_player() == CHANCE and s.phase == "terrain"
    outcomes = s.chance_outcomes()
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
    ids = game().terrain_ids
    bag = terrain_bag(ids, game().tiles, (ids[t] if t >= 0 else None for t in s.terrains))
    assert sum(bag) == 30 - 10  # tile set minus the 10 fixed path hexes
    assert [(m.terrain, p) for m, p in outcomes] == terrain_draws(ids, bag)


def test_T2_supply_starts_with_the_pieces():
    s = start(3)
    assert s.supply == game().rules.pieces == 120
    assert all(o == -1 for o in s.owner)


def test_T3_deck_of_sixty_cards():
    s = game().new_game(4)
    assert sum(s.deck) == 60
    assert dict(zip(game().colours, s.deck, strict=True)) == {
        "green": 12, "red": 10, "yellow": 10, "blue": 8, "black": 8, "multi": 12}


def test_T4_girls_men_and_markers():
    s = start(5)
    assert len(s.girls) == 9 and all(g >= 0 for g in s.girls)
    assert len(s.men) == 5 and len(set(s.men)) == 5
    assert all(s.markers_left(p) == 6 for p in range(5))


def test_T5_terrain_colours_decide_costs():
    s = start(2)
    g = game()
    for h, t in enumerate(s.terrains):
        colour = g.terrain_colour[t]
        for seg in s.geometry.hex_spokes[h]:
            assert s.costs[seg] == colour
    assert g.colours[g.terrain_colour[g.terrain_index["forest"]]] == "green"
    assert g.colours[g.terrain_colour[g.terrain_index["rocky"]]] == "black"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_T9_girls_spaced_on_path(players):
    for seed in range(20):
        s = _setup_until(players, {"deal"}, seed)
        geo = s.geometry
        assert all(geo.ring_pos[h] >= 0 for h in s.girls)
        for a in s.girls:
            for b in s.girls:
                if a != b:
                    assert geo.track_distance(a, b) >= 2


def test_T9_crowded_board_keeps_fewest_adjacent_pairs():
    """9 girls on 16 path hexes cannot all be spaced: exactly 2*9-16 = 2 adjacent pairs."""
    seen = set()
    for seed in range(20):
        s = _setup_until(5, {"deal"}, seed)
        geo = s.geometry
        pos = sorted(geo.ring_pos[h] for h in s.girls)
        pairs = sum(1 for i, p in enumerate(pos) if (pos[(i + 1) % 9] - p) % 16 == 1)
        assert pairs == 2
        seen.add(tuple(pos))
    assert len(seen) > 1  # still random


def test_T10_deal_six_each_and_six_face_up():
    s = _setup_until(3, {"opener"}, 3)
    assert [sum(h) for h in s.hands] == [6, 6, 6]
    assert sum(s.market) == 6
    assert sum(s.deck) == 60 - 18 - 6


def _at_auction(players=3, opener=0, seed=0):
    s = _setup_until(players, {"opener"}, seed)
    return s.apply(ChooseOpener(opener))


def test_T11_opener_chooses_hex_and_bids_zero_to_six():
    s = _at_auction(3, opener=1)
    assert s.current_player() == 1 and s.phase == "auction_hex"
    geo = s.geometry
    hexes = [geo.index[(m.q, m.r)] for m in s.legal_moves()]
    assert sorted(hexes) == sorted(geo.ring2)
    s = s.apply(s.legal_moves()[0])
    assert [m.amount for m in s.legal_moves()] == list(range(7))
    with pytest.raises(IllegalMove) as e:
        s.apply(Bid(7))
    assert e.value.rule == "T11"


def test_T11_raise_or_pass_clockwise_and_passed_players_are_out():
    s = _at_auction(3, opener=1)
    s = s.apply(s.legal_moves()[0]).apply(Bid(1))
    assert s.current_player() == 2
    assert Bid(1) not in s.legal_moves() and Bid(2) in s.legal_moves()
    s = s.apply(Bid(2))
    assert s.current_player() == 0
    s = s.apply(Pass())
    assert s.current_player() == 1  # back to the opener, who may raise
    s = s.apply(Pass())
    assert s.phase == "auction_pay" and s.current_player() == 2  # seat 2 won with 2
    assert 0 not in s.auction_in
    assert s.observe(1).auction_in == s.auction_in  # passes are public


def test_T11_opener_bid_stands_when_all_pass():
    s = _at_auction(3, opener=0)
    s = s.apply(s.legal_moves()[0]).apply(Bid(0))
    s = s.apply(Pass()).apply(Pass())
    assert s.men[0] >= 0 and s.order == (0,)
    assert sum(s.hands[0]) == 6  # a bid of 0 costs nothing


def test_T11_raise_at_most_hand_size():
    s = _at_auction(2, opener=0)
    s = s.apply(s.legal_moves()[0]).apply(Bid(6))
    assert s.legal_moves() == [Pass()]


def test_T12_winner_places_man_pays_bid_of_their_choice_and_goes_first():
    s = _at_auction(3, opener=0)
    h = s.legal_moves()[0]
    s = s.apply(h).apply(Bid(2)).apply(Pass()).apply(Pass())
    geo = s.geometry
    assert s.men[0] == geo.index[(h.q, h.r)]
    assert s.order == (0,) and s.pay_left == 2
    colours = [game().colours[c] for c, k in enumerate(s.hands[0]) if k]
    before = sum(s.hands[0])
    s = s.apply(Discard(colours[-1]))
    s = s.apply(Discard(s.legal_moves()[0].colour))
    assert sum(s.hands[0]) == before - 2
    assert sum(s.discard) == 2
    assert s.phase == "auction_hex"


def test_T13_next_auction_hex_exactly_two_from_placed_men():
    s = _at_auction(4, opener=0)
    s = s.apply(s.legal_moves()[0]).apply(Bid(0))
    s = s.apply(Pass()).apply(Pass()).apply(Pass())
    assert s.phase == "auction_hex" and s.current_player() == 1  # next clockwise, no place
    geo = s.geometry
    for m in s.legal_moves():
        h = geo.index[(m.q, m.r)]
        assert h in geo.ring2
        assert min(geo.dist[h][x] for x in s.men if x >= 0) == 2
    bad = [h for h in geo.ring2 if geo.dist[h][s.men[0]] == 1]
    with pytest.raises(IllegalMove) as e:
        s.apply(AuctionHex(*geo.cells[bad[0]]))
    assert e.value.rule == "T13"


def test_T13_two_player_first_hex_has_a_partner_at_distance_two():
    s = _at_auction(2, opener=0)
    geo = s.geometry
    hexes = sorted(geo.index[(m.q, m.r)] for m in s.legal_moves())
    # On the 14-hex board: the top and bottom ring-2 hexes, never the middle pair.
    assert len(hexes) == 2
    assert geo.dist[hexes[0]][hexes[1]] == 2
    assert [geo.cells[h][1] for h in hexes] == [-1, 1]


def test_T14_last_player_places_free_and_keeps_cards():
    s = _at_auction(2, opener=0)
    s = s.apply(s.legal_moves()[0]).apply(Bid(1)).apply(Pass())
    s = s.apply(s.legal_moves()[0])  # pay the bid
    assert s.phase == "place_man" and s.current_player() == 1
    hand = s.hands[1]
    m = s.legal_moves()[0]
    assert isinstance(m, PlaceMan)
    s = s.apply(m)
    assert s.hands[1] == hand
    assert s.order == (0, 1)
    assert s.phase == "build"


def test_T15_turn_order_follows_auctions():
    s = _at_auction(3, opener=1)
    s = s.apply(s.legal_moves()[0]).apply(Bid(0)).apply(Pass()).apply(Pass())
    assert s.order == (1,)
    # Next opener: clockwise from seat 1 without a place: seat 2.
    assert s.current_player() == 2
    s = s.apply(s.legal_moves()[0]).apply(Bid(0)).apply(Pass())
    assert s.order == (1, 2)
    s = s.apply(s.legal_moves()[0])  # seat 0 places last, free
    assert s.order == (1, 2, 0)
    assert s.phase == "build" and s.current_player() == 1


def test_setup_chance_outcomes_sum_to_one():
    rng = random.Random(5)
    s = game().new_game(5)
    while s.current_player() == CHANCE:
        outcomes = s.chance_outcomes()
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        s = s.apply(sample_chance(outcomes, rng))
    assert s.phase == "auction_hex"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_T8_randomise_interior_shows_the_interior_a_game_with_that_seed_draws(players):
    """One bag, one seeded draw: the editor's preview for seed S is the interior that the
    runner's game with seed S gets (``content.rules.trails.draw_terrains``)."""
    pack = game().pack
    b = next(i for i, x in enumerate(pack.boards) if x.players == players)
    interior = [i for i, h in enumerate(pack.boards[b].hexes)
                if h.terrain is None]  # the default boards leave exactly the interior blank
    assert interior and len(interior) == len(pack.boards[b].hexes) - len(
        game().geometry(players).ring)
    for seed in (0, 1, 7, 42, 2026):
        _record, state = play_game(game(), players, ["random"] * players, seed, max_plies=40)
        assert state.phase != "terrain"
        drawn = [game().terrain_ids[state.terrains[i]] for i in interior]
        preview = randomise_interior(pack, b, seed).boards[b].hexes
        assert drawn == [preview[i].terrain for i in interior], seed


def test_T8_randomise_interior_redraws_fixed_interior_hexes_as_if_blank():
    pack = game().pack
    b = next(i for i, x in enumerate(pack.boards) if x.players == 3)
    once = randomise_interior(pack, b, 5)
    assert randomise_interior(once, b, 5) == once  # the preview of the preview is the same


def test_T13_the_auctions_offer_the_shared_seat_choices():
    """The engine's auction hexes are ``content.rules.trails.seat_choices`` (the lint's T13
    check uses the same function)."""
    for players in (2, 3, 4, 5):
        for seed in range(3):
            rng = random.Random(seed)
            s = game().new_game(players)
            while s.phase != "build":
                if s.phase in ("auction_hex", "place_man"):
                    geo = s.geometry
                    men = [geo.cells[m] for m in s.men if m >= 0]
                    ring2 = [geo.cells[h] for h in geo.ring2]
                    offered = [(m.q, m.r) for m in s.legal_moves()]
                    assert offered == seat_choices(ring2, men, players)
                if s.current_player() == CHANCE:
                    s = s.apply(sample_chance(s.chance_outcomes(), rng))
                else:
                    moves = s.legal_moves()
                    s = s.apply(moves[rng.randrange(len(moves))])
            rings = board_rings(geo.cells)
            assert seat_players(rings.ring2, players) is not None
