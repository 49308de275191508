"""``game.describe``: every move in a player's words, with the pack's names; never a card
that some seat may not see."""

from __future__ import annotations

import dataclasses
import random

import pytest

from core.engine import CHANCE
from core.sim.runner import sample_chance
from core.trails.moves import (
    Bid,
    Build,
    ChooseOpener,
    Discard,
    DrawCard,
    DrawTerrain,
    MoveGirl,
    Pass,
    Scrap,
    Stop,
    TakeAll,
    TakeDeck,
    TakeMarket,
)
from tests.core.trails.helpers import GIRLS, game, hand, run_until, two_player

NAMES = ["Anna", "Ben"]


def _words(state, move, names=NAMES):
    return game().describe(state, move, names)


def test_T8_T10_T11_setup_moves_in_words():
    s = game().new_game(2)
    m = s.legal_moves()[0]
    assert isinstance(m, DrawTerrain)
    name = next(t.name for t in game().pack.terrains if t.id == m.terrain)
    assert _words(s, m) == f"Hex ({m.q},{m.r}) is {name}"
    s = run_until(s, {"deal"})
    assert _words(s, s.legal_moves()[0]) == "A card is dealt to Anna"
    s = run_until(s, {"opener"})
    assert _words(s, ChooseOpener(1)) == "Ben opens the first auction"
    assert game().describe(s, ChooseOpener(1)) == "Seat 2 opens the first auction"


def test_T11_T12_auction_moves_in_words():
    s = run_until(game().new_game(2), {"auction_hex"})
    opener = s.to_move
    names = ["Anna", "Ben"] if opener == 0 else ["Ben", "Anna"]
    m = s.legal_moves()[0]
    terrain = game().pack.terrains[s.terrains[s.geometry.index[(m.q, m.r)]]].name
    assert _words(s, m, names) == f"Anna puts the {terrain} hex ({m.q},{m.r}) up for auction"
    s = s.apply(m)
    assert _words(s, Bid(3), names) == "Anna bids 3"
    s = s.apply(Bid(1))
    assert _words(s, Pass(), names) == "Ben passes"
    s = s.apply(Pass())
    assert s.phase == "auction_pay"
    assert _words(s, s.legal_moves()[0], names) == "Anna discards a card to pay the bid"


def test_T20_build_in_words_names_the_segment_its_terrains_and_the_payment():
    s, me = two_player(seat_hand=hand(green=3, red=2))
    names = ["Anna", "Ben"] if me == 0 else ["Ben", "Anna"]
    geo = s.geometry
    a, b = 18, 19  # the edge shared by my man's hex (TOP) and girl 0's hex
    edge = geo.segment_between(a, b)
    h1, h2 = geo.segments[edge].hexes
    c1, c2 = geo.cells[h1], geo.cells[h2]
    assert _words(s, Build(edge, b, "green", 1), names) == (
        f"Anna builds the Forest edge between ({c1[0]},{c1[1]}) and ({c2[0]},{c2[1]}), "
        "paying 1 Green")
    assert _words(s, Build(edge, b, "red", 2), names).endswith("paying 2 Red")
    s1 = s.apply(Build(edge, b, "green", 1))
    spoke = geo.segment_between(b, GIRLS[0])
    q, r = geo.cells[GIRLS[0]]
    assert _words(s1, Build(spoke, GIRLS[0], "green", 1), names) == (
        f"Anna builds the Forest spoke into the centre of hex ({q},{r}), paying 1 Green, "
        "and connects to girl 1")
    assert _words(s1, Stop(), names) == "Anna stops building"
    assert _words(s, Stop(), names) == "Anna builds nothing"
    assert _words(s1, Scrap(), names) == "Anna scraps their unfinished route"


def test_T27_T31_turn_moves_in_words():
    s, me = two_player(market=hand(red=3, yellow=1, multi=2))
    names = ["Anna", "Ben"] if me == 0 else ["Ben", "Anna"]
    s = s.apply(Stop())
    assert s.phase == "girl"
    to = s.geometry.track_step(s.girls[1], 1)
    q, r = s.geometry.cells[to]
    assert _words(s, MoveGirl(1, 1), names) == f"Anna moves girl 2 clockwise to hex ({q},{r})"
    s = s.apply(MoveGirl(1, 1))
    assert _words(s, TakeMarket("red"), names) == "Anna takes a Red card from the market"
    assert _words(s, TakeAll("red"), names) == "Anna takes all 3 Red cards from the market"
    assert _words(s, TakeAll("yellow"), names) == "Anna takes all 1 Yellow card from the market"
    assert _words(s, TakeDeck(), names) == "Anna takes the top card of the deck"
    s = s.apply(TakeDeck())
    assert s.phase == "draw_card"
    assert {_words(s, DrawCard(c), names) for c in game().colours} == {"Anna draws a card"}
    s = s.apply(s.legal_moves()[0]).apply(TakeMarket("red"))
    assert s.phase == "refill"
    assert _words(s, DrawCard("yellow")) == "A Yellow card is turned up in the market"


def _variants(move):
    """The same move with every other card colour (for a move whose colour is hidden)."""
    return [dataclasses.replace(move, colour=c) for c in game().colours]


HIDDEN_PHASES = {"deal", "draw_card"}


@pytest.mark.parametrize(("players", "bot"), [(2, "random"), (3, "greedy"), (5, "random")])
def test_T10_T31_T32_descriptions_never_name_a_hidden_card(players, bot):
    """Over whole games: a card dealt or drawn from the deck, and a discard (bid payment,
    hand limit), read the same whatever its colour, and no colour name appears."""
    from core.bots import make_bot

    colour_names = [c.name for c in game().pack.card_colours]
    hidden = 0
    for seed in range(2):
        rng = random.Random(seed)
        bots = [make_bot(bot, game(), p, random.Random(seed * 10 + p)) for p in range(players)]
        s = game().new_game(players)
        while not s.is_terminal():
            p = s.current_player()
            if p == CHANCE:
                move = sample_chance(s.chance_outcomes(), rng)
            else:
                move = bots[p].choose(s.observe(p), s.legal_moves())
            words = game().describe(s, move)
            assert words.strip()
            is_hidden = (isinstance(move, Discard)
                         or (isinstance(move, DrawCard) and s.phase in HIDDEN_PHASES
                             and not (s.phase == "deal" and s.dealt >= players * 6)))
            if is_hidden:
                hidden += 1
                assert {game().describe(s, v) for v in _variants(move)} == {words}
                assert not any(name in words for name in colour_names), words
            s = s.apply(move)
    assert hidden > 0
