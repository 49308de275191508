"""An engine builds a big map's tables with Python's cyclic garbage collector paused
(``content.collector``, issue 26 §2): no full collection walks the tables while they grow, and
the collector runs again afterwards, also when the build fails."""

from __future__ import annotations

import gc

import pytest

from benchmarks.packgen import big_expedition, big_trails
from content.collector import collector_paused
from core.api import game_for


@pytest.fixture(autouse=True)
def _collector_on():
    """Each test starts with the collector on, as a process does (an earlier test of the
    suite may have run an in-process command that turns it off for a short-lived process,
    as ``boardcraft render`` does), and leaves it as it found it."""
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()



def _full_collections(fn) -> int:
    """How many full (generation 2) collections ran while ``fn()`` ran."""
    seen = []

    def note(phase, info):
        if phase == "start" and info["generation"] == 2:
            seen.append(1)

    gc.collect()
    gc.callbacks.append(note)
    try:
        fn()
    finally:
        gc.callbacks.remove(note)
    return len(seen)


@pytest.mark.parametrize("make", [lambda: big_expedition(3_000), lambda: big_trails(3_000)],
                         ids=["expedition", "trails"])
def test_a_big_map_is_set_up_without_a_full_collection(make):
    pack = make()
    assert gc.isenabled()
    assert _full_collections(lambda: game_for(pack).new_game(
        min(b.players for b in pack.boards) if pack.game == "trails" else 2)) == 0
    assert gc.isenabled()


def test_the_collector_runs_again_after_a_failed_build_and_nested_pauses_are_one():
    with pytest.raises(ZeroDivisionError), collector_paused():
        assert not gc.isenabled()
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
        1 / 0  # noqa: B018
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()  # a collector paused by the caller stays paused
    finally:
        gc.enable()

