"""Scenario tests from the rules audit: positions where a Journey rule decides the outcome.

Each test plays the rule's situation move by move, asserts its consequence, and checks that
the forbidden alternative raises ``IllegalMove`` with the rule's id.
"""

from __future__ import annotations

import pytest

from core.engine import CHANCE, IllegalMove
from core.journey import (
    Deal,
    Discard,
    Draw,
    FirstPlayer,
    Phase,
    PlaceSetup,
    Replace,
    check_journey,
    make_game,
)
from tests.core.journey.conftest import LAND_JOURNEY, Build, filler

PILES = [["plane:blue:1"], ["ship:baltic:1"], ["plane:pink:1"]]


def _breaks(pack, cards):
    return [(b.slot, b.rule) for b in check_journey(pack, cards).breaks]


# -- J2 setup -------------------------------------------------------------------------------


def test_J2_placement_goes_in_turn_order_from_the_first_player_and_slots_never_change(game):
    s = game.new_game(3).apply(FirstPlayer(2))
    placers, where = [], {}
    slot_for = {0: 10, 1: 1, 2: 5}  # each seat fills its holder starting from its own slot
    n = 0
    while s.phase in (Phase.SETUP_DEAL, Phase.SETUP_PLACE):
        if s.phase == Phase.SETUP_DEAL:
            assert s.current_player() == CHANCE
            card = game.tables.card_ids[s.deck[n % len(s.deck)]]
            n += 7
            s = s.apply(Deal(card))
            continue
        seat = s.current_player()
        placers.append(seat)
        # The choice is made now, before later cards are seen: any empty slot, no other.
        empty = [i + 1 for i, c in enumerate(s.holders[seat]) if c == -1]
        assert s.legal_moves() == [PlaceSetup(i) for i in empty]
        full = [i + 1 for i, c in enumerate(s.holders[seat]) if c != -1]
        if full:
            with pytest.raises(IllegalMove) as err:
                s.apply(PlaceSetup(full[0]))
            assert err.value.rule == "J2"
        slot = slot_for[seat]
        while slot not in empty:
            slot = slot % 10 + 1
        where[(seat, slot)] = s.hand
        s = s.apply(PlaceSetup(slot))
        # J7: every card placed so far is still in the slot it was put into.
        for (st, sl), card in where.items():
            assert s.holders[st][sl - 1] == card
    assert placers == [2, 0, 1] * 10
    assert s.phase == Phase.TURN_UP


# -- J6 / J8 ---------------------------------------------------------------------------------


def test_J6_a_card_taken_from_a_discard_pile_may_go_at_once_onto_another_pile(game, build):
    holder = filler(build, [])
    s = build.state([holder, filler(build, holder)],
                    [["plane:blue:1", "plane:blue:2"], ["ship:baltic:1"], ["plane:pink:1"]])
    t = s.apply(Draw(1))
    assert t.source == 1
    u = t.apply(Discard(3))
    idx = game.tables.index
    assert u.piles[0] == (idx["plane:blue:1"],)
    assert u.piles[2] == (idx["plane:pink:1"], idx["plane:blue:2"])
    assert u.holders == s.holders and u.current_player() == 1


def test_J8_an_emptied_pile_takes_the_replaced_card_too(game, build):
    holder = filler(build, [])
    s = build.state([holder, filler(build, holder)], PILES)
    t = s.apply(Draw(3))  # the last card of pile 3
    assert set(t.legal_moves()) == {Discard(3)} | {Replace(i, 3) for i in range(1, 11)}
    with pytest.raises(IllegalMove) as err:
        t.apply(Replace(4, 1))
    assert err.value.rule == "J8"
    u = t.apply(Replace(4, 3))
    assert u.piles[2] == (game.tables.index[holder[3]],)
    assert all(u.piles)


def test_J8_two_empty_piles_the_discard_goes_onto_one_of_them_and_play_goes_on(game, build):
    # Only odd content gets here: pile 2 is already empty when pile 3's last card is taken.
    holder = filler(build, [])
    s = build.state([holder, filler(build, holder)],
                    [["plane:blue:1", "plane:blue:2"], [], ["plane:pink:1"]])
    t = s.apply(Draw(3))
    assert {m.pile for m in t.legal_moves()} == {2, 3}
    with pytest.raises(IllegalMove) as err:
        t.apply(Discard(1))
    assert err.value.rule == "J8"
    u = t.apply(Discard(2))
    assert not u.is_terminal() and u.phase == Phase.DRAW and u.current_player() == 1
    assert u.piles[2] == ()
    # The next player draws from the draw pile: the one pile still empty must take the discard.
    v = u.apply(Draw(0))
    v = v.apply(v.legal_moves()[0])
    assert {m.pile for m in v.legal_moves()} == {3}
    with pytest.raises(IllegalMove) as err:
        v.apply(Discard(1))
    assert err.value.rule == "J8"
    assert all(v.apply(Discard(3)).piles)


# -- J9 ---------------------------------------------------------------------------------------


def test_J9_taking_the_last_card_reshuffles_at_once_before_the_player_places(game, build):
    holders = [filler(build, []), filler(build, [], 20)[10:]]
    used = set(holders[0]) | set(holders[1])
    rest = [c for c in game.tables.card_ids if c not in used]
    last, rest = rest[0], rest[1:]
    piles = [rest[:15], rest[15:30], rest[30:]]
    s = build.state(holders, piles, deck=[last])
    idx = game.tables.index
    below = {idx[c] for p in piles for c in p[:-1]}
    tops = [idx[p[-1]] for p in piles]
    # Seat 0 draws the draw pile's last card: the discards under the tops are reshuffled
    # into a new draw pile at once, while seat 0 still holds the card.
    t = s.apply(Draw(0))
    assert t.phase == Phase.DRAW_DEAL and t.chance_outcomes() == [(Deal(last), 1.0)]
    t = t.apply(Deal(last))
    assert t.phase == Phase.PLACE and t.current_player() == 0 and t.hand == idx[last]
    assert set(t.deck) == below
    assert [p[-1] for p in t.piles] == tops and [len(p) for p in t.piles] == [1, 1, 1]
    assert t.check_invariants() == []
    # The drawn card is not reshuffled: discarded now, it becomes a top.
    u = t.apply(Discard(1))
    assert u.piles[0] == (tops[0], idx[last]) and set(u.deck) == below
    # Seat 1 draws from the new pile, uniformly over the cards that were under the tops.
    v = u.apply(Draw(0))
    assert v.phase == Phase.DRAW_DEAL and set(v.deck) == below
    probs = [p for _m, p in v.chance_outcomes()]
    assert len(probs) == len(below) and sum(probs) == pytest.approx(1.0)
    assert v.check_invariants() == []


def test_J9_a_turn_that_finds_the_draw_pile_empty_starts_with_a_reshuffle(europe):
    # 3 holders of 21, 3 discard tops and 1 card in the draw pile use all 67 cards.
    big = europe.model_copy(update={"rules": europe.rules.model_copy(
        update={"holder_size": 21})})
    g = make_game(big)
    ids = list(g.tables.card_ids)
    holders, tops, last = [ids[0:21], ids[21:42], ids[42:63]], ids[63:66], ids[66]
    s = Build(g).state(holders, [[c] for c in tops], deck=[last])
    assert s.check_invariants() == []
    idx = g.tables.index
    # Seat 0 takes the last card: nothing lies under the tops, so the draw pile stays empty.
    t = s.apply(Draw(0)).apply(Deal(last))
    assert t.deck == () and [len(p) for p in t.piles] == [1, 1, 1]
    assert t.check_invariants() == []
    # Seat 0 discards onto pile 1; seat 1's turn finds the draw pile empty and begins with
    # the reshuffle: the card now under pile 1's top is the new draw pile.
    u = t.apply(Discard(1))
    assert u.phase == Phase.DRAW and u.current_player() == 1
    assert u.deck == (idx[tops[0]],) and u.piles[0] == (idx[last],)
    assert u.legal_moves()[0] == Draw(0)
    assert u.check_invariants() == []


def test_J9_no_card_to_reshuffle_means_the_draw_pile_cannot_be_chosen(game, build):
    holders = [filler(build, []), filler(build, [], 20)[10:]]
    s = build.state(holders, PILES, deck=[])
    assert s.legal_moves() == [Draw(1), Draw(2), Draw(3)]
    with pytest.raises(IllegalMove) as err:
        s.apply(Draw(0))
    assert err.value.rule == "J9"
    # Taking a top empties its pile, so the discard goes back onto it (J8): the piles keep
    # one card each and the draw pile stays out of reach; play goes on from the tops.
    t = s.apply(Draw(2))
    assert {m.pile for m in t.legal_moves()} == {2}
    t = t.apply(Replace(1, 2))
    assert t.current_player() == 1 and [len(p) for p in t.piles] == [1, 1, 1]
    assert t.piles[1] == (game.tables.index[holders[0][0]],)
    assert Draw(0) not in t.legal_moves() and not t.is_terminal()


# -- J10 --------------------------------------------------------------------------------------


def _setup(game, holders, first, turn_up):
    """Play setup for real: seat order from ``first``, each dealt card into the next slot."""
    s = game.new_game(len(holders)).apply(FirstPlayer(first))
    filled = [0] * len(holders)
    while s.phase in (Phase.SETUP_DEAL, Phase.SETUP_PLACE):
        seat = s.to_move
        if s.phase == Phase.SETUP_DEAL:
            s = s.apply(Deal(holders[seat][filled[seat]]))
        else:
            filled[seat] += 1
            s = s.apply(PlaceSetup(filled[seat]))
    for card in turn_up:
        s = s.apply(Deal(card))
    assert s.phase == Phase.DRAW and s.current_player() == first
    return s


def test_J10_a_holder_complete_from_setup_wins_at_the_end_of_its_owners_first_turn(game, build):
    other = filler(build, LAND_JOURNEY)
    assert check_journey(game.pack, LAND_JOURNEY).ok
    s = _setup(game, [other, LAND_JOURNEY], 0, ["plane:blue:1", "ship:baltic:1",
                                                "plane:pink:1"])
    t = s.apply(Draw(1)).apply(Discard(1))  # seat 0's turn: seat 1 is not checked
    assert not t.is_terminal() and t.current_player() == 1
    won = t.apply(Draw(2)).apply(Discard(2))
    assert won.is_terminal() and won.result().winners == (1,) and won.result().rounds == 0
    # Had seat 1 replaced a card and broken its journey, no one would have won.
    broken = t.apply(Draw(2)).apply(Replace(5, 2))
    assert not broken.is_terminal() and broken.current_player() == 0


def test_J10_a_journey_completed_on_the_last_turn_of_max_rounds_still_wins(europe, build):
    short = europe.model_copy(update={"rules": europe.rules.model_copy(
        update={"max_rounds": 3})})
    g = make_game(short)
    holder = list(LAND_JOURNEY)
    holder[4] = "country:it"
    b = type(build)(g)
    s = b.state([filler(b, LAND_JOURNEY + holder), holder],
                [["country:pl"], ["ship:baltic:1"], ["plane:pink:1"]], seat=1, first=0,
                rounds=2)
    assert s.apply(Draw(2)).apply(Discard(2)).result().reason == "stalemate"
    end = s.apply(Draw(1)).apply(Replace(5, 1))
    assert end.result().reason == "win" and end.result().winners == (1,)
    assert end.result().rounds == 2


# -- J11-J19 ----------------------------------------------------------------------------------


def test_J11_an_empty_slot_is_never_a_journey_even_where_a_plane_would_fit(europe):
    # Regression: an empty slot (None) was looked up as card index -1, the pack's last card
    # (a yellow plane), so Bulgaria, (empty), Romania passed as a yellow flight.
    cards = ["country:pt", "country:es", "country:fr", "country:de", "country:pl", "country:ua",
             "country:bg", None, "country:ro", "country:md"]
    check = check_journey(europe, cards)
    assert not check.ok
    assert [(b.slot, b.rule, b.message) for b in check.breaks] == [
        (8, "J11", "slot 8 is empty")]
    assert not check_journey(europe, [None] * 10).ok


def test_J13_a_ship_and_a_plane_side_by_side_break_even_when_each_would_connect(europe):
    # Portugal and France are both on the Atlantic and both orange.
    cards = ["country:pt", "ship:atlantic:1", "plane:orange:1", "country:fr"] + \
        LAND_JOURNEY[3:9]
    check = check_journey(europe, cards)
    assert [(b.slot, b.rule) for b in check.breaks] == [(2, "J13")]
    assert check.breaks[0].message == ("slot 2 ship (Atlantic Ocean) → slot 3 plane (orange): "
                                       "two transport cards next to each other never connect")
    assert check_journey(europe, ["country:pt", "ship:atlantic:1", "country:fr"]
                         + LAND_JOURNEY[3:10]).ok


def test_J15_a_ship_needs_both_countries_on_its_own_sea(europe):
    # Germany is on the Baltic and the Atlantic, Portugal on the Atlantic only.
    ok = ["country:pl", "country:de", "ship:atlantic:1", "country:pt"] + LAND_JOURNEY[1:7]
    assert check_journey(europe, ok).ok
    wrong_sea = list(ok)
    wrong_sea[2] = "ship:baltic:2"
    check = check_journey(europe, wrong_sea)
    assert [(b.slot, b.rule) for b in check.breaks] == [(2, "J15")]
    assert check.breaks[0].message == ("slot 2 Germany → slot 3 ship (Baltic Sea) → slot 4 "
                                       "Portugal: Portugal is not on the Baltic Sea coast")
    # Without the ship, Germany and Portugal do not connect at all.
    assert (2, "J14") in _breaks(europe, ok[:2] + ok[3:] + ["country:pl"])


def test_J16_a_plane_needs_both_countries_of_its_colour(europe):
    # Spain and Italy are orange; Poland is pink.
    ok = ["country:pt", "country:es", "plane:orange:2", "country:it"] + \
        ["country:at", "country:de", "country:pl", "country:by", "country:ru", "country:ua"]
    assert check_journey(europe, ok).ok
    one_off = list(ok)
    one_off[3] = "country:pl"
    one_off[4] = "country:cz"
    check = check_journey(europe, one_off)
    assert [(b.slot, b.rule) for b in check.breaks] == [(2, "J16")]
    assert check.breaks[0].message == ("slot 2 Spain → slot 3 plane (orange) → slot 4 Poland: "
                                       "Poland is not orange like the plane")


def test_J17_a_plane_or_ship_between_the_two_cards_of_one_country_never_connects(europe):
    cards = ["country:es", "country:fr", "plane:orange:1", "country:fr:2"] + LAND_JOURNEY[3:9]
    check = check_journey(europe, cards)
    assert [(b.slot, b.rule) for b in check.breaks] == [(2, "J17")]
    assert check.breaks[0].message.endswith("a plane must join two different countries")
    # The two French cards apart, with a different country between them, are fine.
    apart = ["country:pt", "country:es", "country:fr", "plane:orange:1", "country:it",
             "country:fr:2", "country:de", "country:pl", "country:by", "country:ru"]
    assert check_journey(europe, apart).ok


def test_J19_breaks_name_slots_and_countries_for_every_rule(europe):
    cards = ["ship:atlantic:1", "country:es", "country:es:2", "country:pl", "plane:blue:1",
             "plane:pink:1", "country:ua", None, "country:ro", "plane:yellow:1"]
    check = check_journey(europe, cards)
    assert [(b.slot, b.rule, b.message) for b in check.breaks] == [
        (1, "J12", "slot 1 ship (Atlantic Ocean): a journey must start with a country card"),
        (2, "J17", "slot 2 Spain → slot 3 Spain: the two cards of one country may not be next "
                   "to each other"),
        (3, "J14", "slot 3 Spain → slot 4 Poland: no land, ferry or bridge connection"),
        (5, "J13", "slot 5 plane (blue) → slot 6 plane (pink): two transport cards next to "
                   "each other never connect"),
        (8, "J11", "slot 8 is empty"),
        (10, "J12", "slot 10 plane (yellow): a journey must end with a country card"),
    ]
