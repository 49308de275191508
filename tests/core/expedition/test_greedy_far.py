"""The greedy Expedition bot plays on a map wider than FAR (99) paths: its table of
``0.5 ** distance`` stopped at FAR, and the first token placement on a 10,000-point map
failed with an IndexError for half of the seeds (found by bench_content at 27,000 points)."""

from __future__ import annotations

import pytest

from benchmarks.packgen import big_expedition
from content import default_pack
from core.api import game_for, play_game
from core.bots.expedition_greedy import FAR, decays, distances


@pytest.fixture(scope="module")
def wide():
    return game_for(big_expedition(10_000))


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (5, 1)])
def test_E2_greedy_bots_place_tokens_and_play_on_a_map_wider_than_far(wide, players, seed):
    record, state = play_game(wide, players, ["greedy"] * players, seed=seed, max_plies=150)
    assert len(record.moves) == 150
    assert any(m.get("kind") == "token" for m in record.moves)
    assert max(distances(wide.board)[0]) > FAR


def test_E2_the_decay_of_a_small_map_is_the_table_it_was():
    board = game_for(default_pack("expedition")).board
    assert decays(board)[:FAR + 1] == [0.5**d for d in range(FAR + 1)]
