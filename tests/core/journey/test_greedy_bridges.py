"""The Journey greedy bot counts the cards that could mend a broken link (its 'bridges')
when a holder first shows the pair, not for every pair of countries at set-up: the same
counts, the same games as the table of every pair it replaced."""

from __future__ import annotations

import pytest

import core.bots.journey_greedy as journey_greedy
from benchmarks.packgen import big_journey
from content import default_pack
from content.rules.journey import COUNTRY
from core.api import game_for, play_game


def _every_pair(t) -> dict[tuple[int, int], int]:
    """The former set-up: a count for every pair of country cards (n squared work)."""
    countries = [c for c in range(t.n_cards) if t.kind[c] == COUNTRY]
    transports = [c for c in range(t.n_cards) if t.kind[c] != COUNTRY]
    out: dict[tuple[int, int], int] = {}
    for x in countries:
        for y in countries:
            n = sum(1 for z in t.foot_cards[x] if y in t.foot_cards[z])
            if t.country[x] != t.country[y]:
                common = t.mask[x] & t.mask[y]
                if common:
                    n += sum(1 for z in transports if t.mask[z] & common)
            if n:
                out[(x, y)] = n
    return out


_PACKS = {
    "europe": lambda: default_pack("europe"),
    "generated 120": lambda: big_journey(120, seed=3),
    "generated 300": lambda: big_journey(300, seed=5),
}


@pytest.mark.parametrize("name", list(_PACKS))
def test_bridge_counts_are_the_counts_of_every_pair(name):
    t = game_for(_PACKS[name]()).tables
    full = _every_pair(t)
    lazy = journey_greedy.Bridges(t)
    countries = [c for c in range(t.n_cards) if t.kind[c] == COUNTRY]
    for x in countries:
        for y in countries:
            assert lazy.get((x, y), 0) == full.get((x, y), 0), (t.card_ids[x], t.card_ids[y])
    assert any(full.values())


@pytest.mark.parametrize("name", list(_PACKS))
def test_greedy_games_are_the_games_of_the_every_pair_table(name, monkeypatch):
    """Greedy bots in every seat, many seeds and player counts: move for move the games the
    bot played with the every-pair table."""
    pack = _PACKS[name]()
    game = game_for(pack)
    seeds = range(12) if name == "europe" else range(4)
    new = {(p, s): play_game(game, p, ["greedy"] * p, seed=s)[0].moves
           for p in (2, 3, 4) for s in seeds}
    full = _every_pair(game.tables)
    monkeypatch.setattr(journey_greedy, "_bridges", lambda t: full)
    old = {(p, s): play_game(game, p, ["greedy"] * p, seed=s)[0].moves
           for p in (2, 3, 4) for s in seeds}
    assert new == old
    assert all(len(m) > 10 for m in new.values())
