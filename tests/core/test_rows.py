"""core.rows.RowTable: rows made on first use, the same values as the whole table."""

from __future__ import annotations

import pytest

from core.rows import RowTable


def test_a_row_is_made_once_when_first_asked_for_and_kept():
    made = []

    def row(a):
        made.append(a)
        return [a * 10 + b for b in range(4)]

    table = RowTable(4, row)
    assert len(table) == 0 and table.size == 4
    assert table[2][3] == 23 and table[2][0] == 20
    assert table[0][1] == 1
    assert made == [2, 0] and len(table) == 2


@pytest.mark.parametrize("bad", [-1, 4, 99, "1", 1.0])
def test_a_row_outside_the_table_is_refused(bad):
    table = RowTable(4, lambda a: [a])
    with pytest.raises(IndexError, match="table of 4 rows"):
        table[bad]
    assert len(table) == 0


def test_expedition_bot_distances_on_a_5000_point_network_are_made_as_needed():
    """The greedy bot's path distances equal networkx's, row by row, and a bot on a 5,000-point
    network starts without the 25 million pairs (a few rows per decision)."""
    import random

    import networkx as nx

    from benchmarks.packgen import big_expedition
    from core.api import game_for, make_bot, play_game
    from core.bots.expedition_greedy import FAR, distances

    game = game_for(big_expedition(5000))
    make_bot("greedy", game, 0, random.Random(1))
    table = distances(game.board)
    assert table.size == len(game.board.node_ids) and len(table) == 0
    g = nx.Graph(list(game.board.path_nodes))
    g.add_nodes_from(range(table.size))
    rng = random.Random(2)
    for _ in range(5):
        u = rng.randrange(table.size)
        expected = nx.single_source_shortest_path_length(g, u)
        assert [expected.get(v, FAR) for v in range(table.size)] == table[u]
    record, _ = play_game(game, 2, ["greedy", "greedy"], seed=1)
    assert record.moves and len(table) < table.size // 4
