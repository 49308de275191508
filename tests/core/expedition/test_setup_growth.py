"""Starting an Expedition game on a big map does not make a set as wide as the map for every
node or arrow (issue 26 §2: those sets made set-up grow as the square of the map). The sets
made when first asked for are the sets made for every node at once, and the games played
with them are the games of the plain rules."""

from __future__ import annotations

import pytest

from benchmarks.packgen import big_expedition
from content import default_pack
from core.api import game_for, play_game


def _every_mask(board) -> list[int]:
    """The former set-up: the mask of the paths at every node, made at once."""
    return [sum(1 << p for p, _v in paths) for paths in board.adj]


@pytest.mark.parametrize("pack", [default_pack("expedition"), big_expedition(400, seed=3)],
                         ids=["default", "generated 400"])
def test_E4_E9_path_masks_made_when_asked_are_the_masks_of_every_node(pack):
    board = game_for(pack).board
    eager = _every_mask(board)
    for node in reversed(range(len(eager))):
        assert board.node_paths[node] == eager[node]
    assert board.node_paths[-1] == eager[-1]
    assert len(board.node_paths) == len(eager)


def test_E3_E4_starting_a_game_makes_the_masks_of_few_nodes():
    pack = big_expedition(2_000)
    game = game_for(pack)
    state = game.new_game(3)
    assert len(game.board.node_paths) <= 3 * len(pack.colours)
    while state.current_player() < 0 and not state.is_terminal():  # the deal
        state = state.apply(state.chance_outcomes()[0][0])
    assert len(game.board.node_paths) < len(game.board.node_ids) // 20


@pytest.mark.parametrize("players", [2, 3, 5])
def test_E3_E9_greedy_games_on_the_fast_path_are_the_games_of_the_plain_rules(players):
    """Arrows make their sets on the ply: move for move the game the plain rules play."""
    pack = big_expedition(600, seed=players)
    fast = play_game(game_for(pack), players, ["greedy"] * players, seed=players)[0]
    plain = play_game(game_for(pack, fast=False), players, ["greedy"] * players,
                      seed=players)[0]
    assert fast.moves == plain.moves and fast.result == plain.result
    assert sum(1 for m in fast.moves if m.get("kind") == "arrow") > 20


@pytest.mark.parametrize("pack", [default_pack("expedition"), big_expedition(1_500, seed=4)],
                         ids=["default", "generated 1500"])
def test_E2_the_engines_distances_from_the_rose_are_the_contents(pack):
    """The board counts on its own nodes (``path_counts``), the lint and the editors by point
    id (``rose_distances``): the same count for every point, wrap pairs as one."""
    from content.rules.expedition import rose_distances

    board = game_for(pack).board
    by_id = rose_distances(pack)
    assert by_id
    assert {p.id: board.dist[board.node_of[p.id]] for p in pack.points} == {
        p.id: by_id.get(p.id, -1) for p in pack.points}
