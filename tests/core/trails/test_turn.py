"""The rest of a turn: girl moves T27–T29, drawing T30–T33, the round limit T34."""

from __future__ import annotations

import random

import pytest

from core.engine import CHANCE, IllegalMove
from core.sim.runner import sample_chance
from core.trails import make_game
from core.trails.moves import (
    Discard,
    DrawCard,
    MoveGirl,
    Stop,
    TakeAll,
    TakeDeck,
    TakeMarket,
)
from tests.core.trails.helpers import GIRLS, balance, colour, game, hand, two_player


def at_girl_step(**kw):
    s, me = two_player(**kw)
    return s.apply(Stop()), me


def test_T27_unmarked_girls_move_one_path_hex_either_way():
    s, me = at_girl_step()
    assert s.phase == "girl"
    geo = s.geometry
    moves = s.legal_moves()
    assert moves and all(isinstance(m, MoveGirl) for m in moves)
    assert {m.girl for m in moves} == {0, 1, 2, 3}
    m = MoveGirl(1, 1)
    after = s.apply(m)
    assert after.girls[1] == geo.track_step(GIRLS[1], 1)
    assert geo.track_distance(after.girls[1], GIRLS[1]) == 1


def test_T27_marked_girls_stay_and_step_skipped_when_all_marked():
    s, me = two_player()
    s1 = s.replace(stacks=((me,), (), (), ()))
    s1 = s1.apply(Stop())
    assert all(m.girl != 0 for m in s1.legal_moves())
    for bad in (MoveGirl(0, 1), MoveGirl(1, 2)):  # a marked girl; two hexes at once
        with pytest.raises(IllegalMove) as e:
            s1.apply(bad)
        assert e.value.rule == "T27"
    s2 = s.replace(stacks=((me,),) * 4).apply(Stop())
    assert s2.phase == "draw"


def test_T28_no_girl_onto_another_girl():
    s, me = two_player()
    geo = s.geometry
    # Put girl 1 right next to girl 0 along the track.
    s = s.replace(girls=(GIRLS[0], geo.track_step(GIRLS[0], 1), GIRLS[2], GIRLS[3]))
    s = s.apply(Stop())
    assert MoveGirl(1, -1) not in s.legal_moves()
    assert MoveGirl(0, 1) not in s.legal_moves()
    with pytest.raises(IllegalMove) as e:
        s.apply(MoveGirl(1, -1))
    assert e.value.rule == "T28"


def test_T28_no_girl_closer_to_a_girl_just_connected_within_three():
    s, me = two_player()
    geo = s.geometry
    ring = geo.ring
    g0 = GIRLS[0]
    i = geo.ring_pos[g0]
    near = ring[(i + 3) % len(ring)]  # 3 path hexes away
    far = ring[(i - 5) % len(ring)]  # 5 away
    s = s.replace(girls=(g0, near, far, ring[(i + 7) % len(ring)]),
                  stacks=((me,), (), (), ()), connected_girl=0)
    s = s.apply(Stop())
    moves = s.legal_moves()
    assert MoveGirl(1, -1) not in moves  # 3 -> 2: closer, refused
    assert MoveGirl(1, 1) in moves
    assert MoveGirl(2, 1) in moves and MoveGirl(2, -1) in moves  # 5 away: free


def test_T29_must_move_if_possible_else_no_move():
    s, me = at_girl_step()
    assert all(m.kind == "move_girl" for m in s.legal_moves())  # no pass
    s2, me = two_player()
    geo = s2.geometry
    ring = geo.ring
    # Girl 0 boxed in between two marked girls: no legal move; the step is skipped.
    i = geo.ring_pos[GIRLS[0]]
    s2 = s2.replace(girls=(ring[i], ring[i + 1], ring[i - 1], ring[i + 5]),
                    stacks=((), (me,), (me,), (me,)))
    after = s2.apply(Stop())
    assert after.phase == "draw"
    assert after.girls == s2.girls


def test_T30_no_draw_in_the_final_round():
    s, me = two_player()
    s = s.replace(final_seat=1 - me, stacks=((me,),) * 4)
    after = s.apply(Stop())
    assert after.to_move == 1 - me and after.phase == "build"
    assert after.hands == s.hands


def _all_marked(s, me):
    """Every girl holds one marker of ``me`` (so no girl moves), routes to match."""
    routes = list(s.routes)
    routes[me] = ((),) * 4
    return s.replace(stacks=((me,),) * 4, routes=tuple(routes))


def _at_draw(**kw):
    s, me = two_player(**kw)
    return _all_marked(s, me).apply(Stop()), me


def test_T31_two_cards_one_at_a_time_market_not_refilled_between():
    s, me = _at_draw(market=hand(red=3, blue=3))
    assert s.phase == "draw"
    kinds = {m.kind for m in s.legal_moves()}
    assert kinds == {"take_market", "take_deck", "take_all"}
    s1 = s.apply(TakeMarket("red"))
    assert s1.market == hand(red=2, blue=3)  # not refilled yet
    assert {m.kind for m in s1.legal_moves()} == {"take_market", "take_deck"}
    s2 = s1.apply(TakeDeck())
    assert s2.current_player() == CHANCE
    s3 = s2.apply(s2.chance_outcomes()[0][0])
    assert sum(s3.hands[me]) == sum(s.hands[me]) + 2
    assert s3.phase == "refill"


def test_T31_all_market_cards_of_one_colour_including_multicolour():
    s, me = _at_draw(market=hand(multi=3, blue=3))
    s1 = s.apply(TakeAll("multi"))
    assert s1.hands[me][colour("multi")] == 3
    assert s1.market[colour("multi")] == 0
    assert s1.phase == "refill"  # the whole draw


def test_T32_discard_down_to_the_hand_limit():
    s, me = _at_draw(seat_hand=hand(green=9), market=hand(red=3, blue=3))
    s = s.apply(TakeAll("red"))
    assert s.phase == "discard" and sum(s.hands[me]) == 12
    s = s.apply(Discard("green"))
    assert s.phase == "discard"
    s = s.apply(Discard("red"))
    assert sum(s.hands[me]) == 10
    assert s.phase == "refill"
    with pytest.raises(IllegalMove) as e:
        s.apply(Discard("green"))
    assert e.value.rule == "T32"


def test_T33_refill_to_six_reshuffling_the_discard_pile():
    s, me = _at_draw(market=hand(red=3, blue=3))
    # Empty deck: every remaining card sits in the discard pile.
    s = s.replace(discard=tuple(a + b for a, b in zip(s.deck, s.discard, strict=True)),
                  deck=(0,) * len(s.deck))
    assert not s.check_invariants()
    s = s.apply(TakeAll("red"))
    assert s.phase == "refill"
    assert sum(s.deck) > 0 and sum(s.discard) == 0  # the discard pile became the deck
    rng = random.Random(1)
    while s.current_player() == CHANCE:
        s = s.apply(sample_chance(s.chance_outcomes(), rng))
    assert sum(s.market) == 6
    assert not s.check_invariants()


def test_T33_market_stays_short_when_no_cards_are_left():
    s, me = two_player(market=hand(red=3))
    # Put every other card into the hand of the player to move's opponent.
    hands = list(s.hands)
    rest = [t - s.hands[me][c] - s.market[c] for c, t in enumerate(game().deck_counts)]
    hands[1 - me] = tuple(rest)
    s = balance(s, hands=tuple(hands), discard=(0,) * len(rest))
    assert sum(s.deck) == 0
    s = _all_marked(s, me).apply(Stop()).apply(TakeAll("red"))
    assert s.phase == "build" and s.to_move == 1 - me  # nothing to refill; turn over
    assert sum(s.market) == 0
    assert not s.check_invariants()


def test_T34_round_limit_ends_the_game():
    pack = game().pack
    short = pack.model_copy(update={"rules": pack.rules.model_copy(update={"max_rounds": 2})})
    g = make_game(short)
    s = g.new_game(3)
    rng = random.Random(4)
    while not s.is_terminal():
        if s.current_player() == CHANCE:
            s = s.apply(sample_chance(s.chance_outcomes(), rng))
        else:
            legal = s.legal_moves()
            s = s.apply(Stop() if Stop() in legal else legal[-1] if s.phase == "auction_bid"
                        else legal[0])
    r = s.result()
    assert r.reason == "round_limit" and r.rounds == 2
    assert r.scores == (0.0, 0.0, 0.0)


def test_deck_draw_outcomes_weighted_by_counts():
    s, me = _at_draw(market=hand(red=3, blue=3))
    s = s.apply(TakeDeck())
    outcomes = dict(s.chance_outcomes())
    total = sum(s.deck)
    assert outcomes[DrawCard("green")] == pytest.approx(s.deck[colour("green")] / total)
