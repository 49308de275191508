"""The greedy Expedition bot reads path distances in the rows of its targets (a few dozen in a
game) rather than in those of every place it weighs (hundreds, each row a search of the whole
map; issue 26 §2). Paths go both ways, so the values, and the games, are the ones the places'
rows gave."""

from __future__ import annotations

import random
from operator import mul

import pytest

from benchmarks.packgen import big_expedition
from content import default_pack
from content.chance import seat_seeds
from core.api import game_for, play_game
from core.bots.expedition_greedy import GreedyBot, distances


class PlacesRowsBot(GreedyBot):
    """The bot's former potential: the row of the place weighed, read at each target."""

    def _potential(self, node, targets):
        value = self._memo.get(node)
        if value is None:
            nodes, values = targets
            row = self.dist[node]
            value = self._memo[node] = sum(
                map(mul, values, [self.decay[row[t]] for t in nodes]))
        return value


@pytest.mark.parametrize(("pack", "players", "seed"),
                         [(default_pack("expedition"), 3, 2), (big_expedition(700, seed=5), 2, 1),
                          (big_expedition(700, seed=5), 4, 3)],
                         ids=["default", "generated 2p", "generated 4p"])
def test_greedy_games_with_the_targets_rows_are_the_games_with_the_places_rows(
        pack, players, seed):
    mine = play_game(game_for(pack), players, ["greedy"] * players, seed=seed)[0]
    game = game_for(pack)
    seeds = seat_seeds(random.Random(seed), players)  # the seeds the runner gives its bots
    former = play_game(game, players, [PlacesRowsBot(game, s, random.Random(seeds[s]))
                                       for s in range(players)], seed=seed)[0]
    assert mine.result is not None and sum(m.get("kind") == "arrow" for m in mine.moves) > 20
    assert mine.moves == former.moves and mine.result == former.result


def test_a_greedy_game_searches_from_few_places():
    game = game_for(big_expedition(3_000))
    record, _ = play_game(game, 2, ["greedy", "greedy"], seed=1)
    rows = distances(game.board)
    cards = {game.board.card_node[game.board.card_index[m["card"]]]
             for m in record.moves if m.get("kind") == "draw"}
    assert record.moves and 0 < len(rows) <= len(cards) + 1  # the cards' places, the rose
    for u in list(rows)[:5]:
        for v in list(rows)[:5]:
            assert rows[u][v] == rows[v][u]
