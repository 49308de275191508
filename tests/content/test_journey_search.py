"""The one search for a complete journey (``content.rules.journey.find_journey``), as the lint
(the whole deck, no rng) and the engine's determinizations (some cards, an rng) call it."""

from __future__ import annotations

import gc
import random

import pytest

from content import default_pack
from content.rules.journey import JourneyConnections, find_journey


@pytest.fixture(scope="module")
def conn():
    return JourneyConnections(default_pack("europe"))


def test_J11_J17_the_search_uses_only_the_given_cards_and_finds_a_journey(conn):
    rng = random.Random(5)
    for _ in range(30):
        cards = rng.sample(range(conn.n_cards), 45)
        found = find_journey(conn, cards, rng=random.Random(1))
        if found is not None:
            assert conn.is_journey(found) and set(found) <= set(cards)
            assert len(set(found)) == conn.holder_size


def test_the_search_is_deterministic_without_an_rng_and_per_rng_state_with_one(conn):
    assert find_journey(conn) == find_journey(conn)
    cards = list(range(conn.n_cards))
    drawn = {find_journey(conn, cards, rng=random.Random(k)) for k in range(6)}
    assert len(drawn) > 1 and all(conn.is_journey(j) for j in drawn)
    assert find_journey(conn, cards, rng=random.Random(3)) == find_journey(
        conn, cards, rng=random.Random(3))


def test_J11_too_few_cards_make_no_journey_and_a_spent_budget_raises(conn):
    countries = [c for c in range(conn.n_cards) if conn.kind[c] == 0]
    assert find_journey(conn, countries[:conn.holder_size - 1]) is None
    with pytest.raises(TimeoutError):
        find_journey(conn, budget=1)


@pytest.mark.parametrize("cards", [None, range(5)], ids=["found", "none"])
def test_the_search_leaves_no_reference_cycle_behind(conn, cards):
    """The recursive search refers to itself; it breaks that cycle when it returns, so its
    tables (and a whole deck's connection facts) are freed at once, not by a later collection
    (issue 26 §2: at 27,000 countries that collection walked 108,000 objects)."""
    gc.collect()
    gc.disable()
    try:
        found = find_journey(conn, cards)
        assert (found is None) == (cards is not None)
        assert gc.collect() == 0
    finally:
        gc.enable()
