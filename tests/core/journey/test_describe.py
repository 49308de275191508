"""``game.describe``: moves in a player's words, and never a card some seat may not see."""

from __future__ import annotations

import random
import re

import pytest

from core.api import CHANCE, play_game
from core.journey import Deal, Discard, Draw, FirstPlayer, Phase, PlaceSetup, Replace
from core.sim.runner import sample_chance
from tests.core.journey.conftest import filler

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def test_describe_speaks_a_players_words_with_the_packs_names(game, build):
    s = game.new_game(2)
    assert game.describe(s, FirstPlayer(1)) == "Seat 2 plays first"
    assert game.describe(s, FirstPlayer(1), NAMES) == "Ben plays first"
    s = s.apply(FirstPlayer(1))
    assert game.describe(s, Deal("country:pl"), NAMES) == "Ben is dealt a card"
    s = s.apply(Deal("country:pl"))
    assert game.describe(s, PlaceSetup(4), NAMES) == "Ben puts the card in slot 4"

    holder = filler(build, ["country:pl"])
    holder[3] = "country:pl"
    t = build.state([holder, filler(build, holder)],
                    [["plane:blue:1"], ["country:pt"], ["ship:baltic:1"]])
    assert game.describe(t, Draw(2), NAMES) == "Anna takes Portugal from discard pile 2"
    assert game.describe(t, Draw(3), NAMES) == "Anna takes a Baltic Sea ship from discard pile 3"
    assert game.describe(t, Draw(0), NAMES) == "Anna draws a card"
    u = t.apply(Draw(2))
    assert game.describe(u, Replace(4, 2), NAMES) == (
        "Anna puts the card in slot 4 and discards Poland onto pile 2")
    assert game.describe(u, Discard(2), NAMES) == "Anna discards Portugal onto pile 2"
    assert game.describe(u, Discard(1), NAMES) == (  # J8: pile 2 must take it
        "Anna tries a discard move that is not legal here")
    d = t.apply(Draw(0))
    assert game.describe(d, Deal("country:it"), NAMES) == "Anna gets a card from the draw pile"

    turn_up = game.new_game(2).apply(FirstPlayer(0))
    while turn_up.phase != Phase.TURN_UP:
        turn_up = turn_up.apply(turn_up.legal_moves()[0])
    card = game.tables.card_ids[turn_up.deck[0]]
    name = game.card_name(turn_up.deck[0])
    assert game.describe(turn_up, Deal(card)) == f"{name} is turned up on discard pile 1"


def test_describe_tells_the_end_of_the_game_and_a_J9_reshuffle(game, build):
    from tests.core.journey.conftest import LAND_JOURNEY

    holder = list(LAND_JOURNEY)
    holder[4] = "country:it"
    s = build.state([holder, filler(build, LAND_JOURNEY + holder)],
                    [["country:pl"], ["ship:baltic:1"], ["plane:pink:1"]])
    t = s.apply(Draw(1))
    assert game.describe(t, Replace(5, 1), NAMES) == (
        "Anna puts the card in slot 5 and discards Italy onto pile 1; "
        "a complete journey: Anna wins")
    used = set(holder) | set(filler(build, LAND_JOURNEY + holder))
    rest = [c for c in game.tables.card_ids if c not in used]
    last, under = rest[0], rest[1:]
    r = build.state([holder, filler(build, LAND_JOURNEY + holder)],
                    [under[:10], under[10:20], under[20:]], deck=[last]).apply(Draw(0))
    assert game.describe(r, Deal(last), NAMES) == (
        "Anna gets the draw pile's last card; the discards under the tops are shuffled into "
        f"a new draw pile of {len(under) - 3} cards")


def _named(game, text: str) -> set[str]:
    """The card names ``text`` mentions (a longer name first: "Northern Ireland" is not
    also "Ireland")."""
    names = sorted({game.card_name(c) for c in range(game.tables.n_cards)}, key=len,
                   reverse=True)
    found = set()
    for name in names:
        pattern = rf"\b{re.escape(name)}\b"
        if re.search(pattern, text):
            found.add(name)
            text = re.sub(pattern, "#", text)
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_describe_names_only_cards_face_up_for_everyone(game, players):
    """Over whole games, every card a description names lies face up on a discard pile,
    before the move (a top taken) or after it (a card turned up or discarded): never a card
    dealt into a holder, drawn from the draw pile or placed in a holder."""
    games = [play_game(game, players, ["greedy"] * players, seed=seed)[0]
             for seed in (players, 10 + players)]
    rng = random.Random(players)
    state = game.new_game(players)
    random_moves = []
    while not state.is_terminal() and len(random_moves) < 1500:
        if state.current_player() == CHANCE:
            move = sample_chance(state.chance_outcomes(), rng)
        else:
            moves = state.legal_moves()
            move = moves[rng.randrange(len(moves))]
        random_moves.append(move.to_json())
        state = state.apply(move)
    named_any = 0
    for moves in [r.moves for r in games] + [random_moves]:
        state = game.new_game(players)
        for data in moves:
            move = game.move_from_json(data)
            text = game.describe(state, move, NAMES)
            after = state.apply(move)
            face_up = {c for p in state.piles + after.piles for c in p}
            public = {game.card_name(c) for c in face_up}
            named = _named(game, text)
            assert named <= public, (text, named - public)
            named_any += bool(named)
            state = after
    assert named_any > 100
