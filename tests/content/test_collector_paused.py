"""A big pack is read, validated and linted with Python's cyclic garbage collector paused
(``content.collector``, issue 26 §2): no full collection walks the pack while it is made, and
the collector runs again afterwards, also when the pack is refused."""

from __future__ import annotations

import gc
import json

import pytest

from benchmarks.packgen import big_expedition, big_journey, big_trails
from content import PackError, lint, load_pack, save_pack
from content.collector import collector_paused
from tests.collector_helpers import collector_on, full_collections  # noqa: F401  (an autouse fixture)


# At 9,000 elements loading and linting without the pause ran 1 or 2 full collections.
@pytest.mark.parametrize("make", [lambda: big_journey(9_000), lambda: big_expedition(9_000),
                                  lambda: big_trails(9_000)],
                         ids=["journey", "expedition", "trails"])
def test_a_big_pack_loads_and_lints_without_a_full_collection(make, tmp_path):
    path = tmp_path / "big.json"
    save_pack(make(), path)
    assert gc.isenabled()
    packs = []
    assert full_collections(lambda: packs.append(load_pack(path))) == 0
    assert gc.isenabled()
    assert full_collections(lambda: lint(packs[0])) == 0
    assert gc.isenabled()


@pytest.mark.parametrize("text", ["{not json", json.dumps({"game": "journey", "id": "x"})],
                         ids=["bad-json", "invalid-pack"])
def test_the_collector_runs_again_after_a_refused_pack(text, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PackError):
        load_pack(path)
    assert gc.isenabled()


def test_nested_pauses_are_one_and_a_callers_pause_is_kept():
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


@pytest.fixture
def nothing_frozen():
    """No object frozen (an in-process studio test earlier in the suite may have frozen its
    heap, ``app.heap``); frozen again afterwards if it was."""
    was = gc.get_freeze_count()
    gc.unfreeze()
    yield
    gc.unfreeze()
    if was:
        gc.freeze()


def test_what_a_pause_makes_goes_to_the_oldest_generation_in_one_step(nothing_frozen):
    """No young collection walks a pack or a game's tables once the collector runs again:
    they are with the long-lived objects already (a full collection still walks them)."""
    gc.collect()
    with collector_paused():
        made = [[i] for i in range(5_000)]
    oldest = {id(o) for o in gc.get_objects(generation=2)}
    assert all(id(x) in oldest for x in made)
    assert gc.get_freeze_count() == 0


def test_a_pause_leaves_the_frozen_objects_of_the_process_frozen(nothing_frozen):
    """The studio freezes its long-lived objects out of every collection (``app.heap``): a
    pause hands none of them back (what it makes is young, as without the pause)."""
    gc.collect()
    kept = [[i] for i in range(1_000)]
    gc.freeze()
    frozen = gc.get_freeze_count()
    with collector_paused():
        made = [[i] for i in range(100)]
    assert gc.get_freeze_count() == frozen
    young = {id(o) for o in gc.get_objects(generation=0)}
    assert all(id(x) in young for x in made)
    del kept
