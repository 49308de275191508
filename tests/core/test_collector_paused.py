"""An engine builds a big map's tables with Python's cyclic garbage collector paused
(``content.collector``, issue 26 §2): no full collection walks the tables while they grow (the
pause itself, nested and after a failure, is tested in tests/content/test_collector_paused.py)."""

from __future__ import annotations

import gc

import pytest

from benchmarks.packgen import big_expedition, big_trails
from core.api import game_for
from tests.collector_helpers import collector_on, full_collections  # noqa: F401  (an autouse fixture)


@pytest.mark.parametrize("make", [lambda: big_expedition(3_000), lambda: big_trails(3_000)],
                         ids=["expedition", "trails"])
def test_a_big_map_is_set_up_without_a_full_collection(make):
    pack = make()
    assert gc.isenabled()
    assert full_collections(lambda: game_for(pack).new_game(
        min(b.players for b in pack.boards) if pack.game == "trails" else 2)) == 0
    assert gc.isenabled()

