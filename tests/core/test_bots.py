"""Bots choose legal moves from their observation, with their own seeded RNG."""

from __future__ import annotations

import random

from content import default_pack
from core.api import bot_names, game_for, make_bot, simulate
from core.bots.journey_greedy import GreedyBot
from core.bots.random_bot import RandomBot
from core.sim.runner import sample_chance


def test_journey_has_random_and_greedy_bots():
    game = game_for(default_pack("europe"))
    assert {"random", "greedy"} <= set(bot_names("journey"))
    assert isinstance(make_bot("greedy", game, 0, random.Random(1)), GreedyBot)
    assert isinstance(make_bot("random", game, 1, random.Random(1)), RandomBot)


def test_bots_pick_legal_moves_from_the_observation_only():
    game = game_for(default_pack("europe"))
    bots = [GreedyBot(game, 0, random.Random(1)), RandomBot(game, 1, random.Random(2))]
    rng = random.Random(3)
    state = game.new_game(2)
    for _ in range(600):
        if state.is_terminal():
            break
        p = state.current_player()
        if p < 0:
            state = state.apply(sample_chance(state.chance_outcomes(), rng))
            continue
        legal = state.legal_moves()
        move = bots[p].choose(state.observe(p), legal)
        assert move in legal
        state = state.apply(move)


def test_random_bot_is_seeded():
    game = game_for(default_pack("europe"))
    moves = list(range(30))
    a = RandomBot(game, 0, random.Random(7))
    b = RandomBot(game, 0, random.Random(7))
    assert [a.choose(None, moves) for _ in range(20)] == [b.choose(None, moves) for _ in range(20)]


def test_greedy_beats_random_at_journey():
    res = simulate(default_pack("europe"), ["greedy", "random"], games=8, seed=1)
    assert res.win_rate[0] >= 0.75
    assert res.win_rate[1] <= 0.25


def test_trails_greedy_bounded_search_chooses_as_the_whole_board_search(monkeypatch):
    """The Trails greedy bot's route search grows from a small reach until no girl beyond it
    could score better; from the tiniest first reach (many regrowths) it plays exactly the
    games of a search over the whole board, on the default board and a 400-hex one."""
    import core.bots.trails_greedy as trails_greedy
    from benchmarks.packgen import big_trails
    from core.api import play_game

    default = trails_greedy._FIRST_CUTOFF

    def games(first_cutoff):
        monkeypatch.setattr(trails_greedy, "_FIRST_CUTOFF", first_cutoff)
        out = []
        for pack, players, seeds in ((default_pack("trails"), 3, range(4)),
                                     (big_trails(400), 6, range(2))):
            game = game_for(pack)
            for seed in seeds:
                record, _ = play_game(game, players, ["greedy"] * players, seed=seed)
                out.append([str(m) for m in record.moves])
        return out

    whole = games(None)
    assert games(1.0) == whole
    assert games(default) == whole
