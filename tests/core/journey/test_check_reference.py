"""The fast journey check (J11-J17) agrees with a plain reading of the rulebook.

The reference below works from the pack's own lists (links, coasts, colours), slot by slot,
with no precomputed tables. Holders come from seeded random walks on the map (mostly complete
journeys) and from mutations of them (mostly nearly complete), so both verdicts are common.
"""

from __future__ import annotations

import random

from content.rules.journey import connections_for
from core.journey import check_journey


def reference_is_journey(pack, cards: list[str]) -> bool:
    """J11-J17 read literally from the rulebook, on card ids."""
    by_id = {c.id: c for c in pack.cards}
    colour = {c.id: c.colour for c in pack.countries}
    coasts = {s.id: set(s.coast) for s in pack.seas}
    links = {frozenset((link.a, link.b)) for link in pack.links}
    if len(cards) != pack.rules.holder_size:
        return False
    kinds = [by_id[c].kind for c in cards]
    refs = [by_id[c].ref for c in cards]
    if kinds[0] != "country" or kinds[-1] != "country":  # J12
        return False
    i = 0
    while i < len(cards) - 1:
        if kinds[i + 1] == "country":
            if kinds[i] != "country":
                return False
            a, b = refs[i], refs[i + 1]
            if a == b or frozenset((a, b)) not in links:  # J17, J14
                return False
            i += 1
            continue
        # slot i+1 is a ship or a plane: it must sit between two different countries
        if kinds[i] != "country" or kinds[i + 2] != "country":  # J13
            return False
        a, t, b = refs[i], refs[i + 1], refs[i + 2]
        if a == b:  # J17
            return False
        if kinds[i + 1] == "ship" and not (a in coasts[t] and b in coasts[t]):  # J15
            return False
        if kinds[i + 1] == "plane" and not (colour[a] == colour[b] == t):  # J16
            return False
        i += 2
    return True


def random_walk(pack, rng: random.Random) -> list[str]:
    """A 10-card row built by walking the map; usually a valid journey."""
    cards_of: dict[str, list[str]] = {}
    for c in pack.cards:
        cards_of.setdefault(c.ref, []).append(c.id)
    neighbours: dict[str, list[str]] = {}
    for link in pack.links:
        neighbours.setdefault(link.a, []).append(link.b)
        neighbours.setdefault(link.b, []).append(link.a)
    colour = {c.id: c.colour for c in pack.countries}
    here = rng.choice(pack.countries).id
    row = [rng.choice(cards_of[here])]
    while len(row) < pack.rules.holder_size:
        room = pack.rules.holder_size - len(row)
        if room >= 2 and rng.random() < 0.3:
            if rng.random() < 0.5:
                seas = [s for s in pack.seas if here in s.coast]
                if seas:
                    sea = rng.choice(seas)
                    there = rng.choice(sea.coast)
                    row += [rng.choice(cards_of[sea.id]), rng.choice(cards_of[there])]
                    here = there
                    continue
            same = [c.id for c in pack.countries if colour[c.id] == colour[here]]
            there = rng.choice(same)
            row += [rng.choice(cards_of[colour[here]]), rng.choice(cards_of[there])]
            here = there
            continue
        there = rng.choice(neighbours.get(here, [here]))
        row.append(rng.choice(cards_of[there]))
        here = there
    return row


def test_J11_to_J17_fast_check_matches_the_reference(europe):
    rng = random.Random(2026)
    card_ids = [c.id for c in europe.cards]
    seen = {True: 0, False: 0}
    for n in range(3000):
        row = random_walk(europe, rng)
        if n % 2:
            row[rng.randrange(len(row))] = rng.choice(card_ids)
        if n % 7 == 0:
            row = rng.sample(card_ids, 10)
        expected = reference_is_journey(europe, row)
        check = check_journey(europe, row)
        assert check.ok == expected, row
        assert check.ok == (not check.breaks), row
        seen[expected] += 1
    assert seen[True] > 300 and seen[False] > 300


def test_J19_each_break_names_a_failing_link_the_reference_also_rejects(europe):
    rng = random.Random(7)
    tables = connections_for(europe)
    for _ in range(500):
        row = random_walk(europe, rng)
        row[rng.randrange(len(row))] = rng.choice(tables.card_ids)
        for b in check_journey(europe, row).breaks:
            assert b.rule in {"J1", "J11", "J12", "J13", "J14", "J15", "J16", "J17"}
            assert b.message.startswith(f"slot {b.slot} ")


def test_the_lint_and_the_engine_share_one_journey_check(europe):
    from content.games.journey.lint import find_journey
    from core.journey import make_game

    assert make_game(europe).tables is connections_for(europe)
    cards = find_journey(europe)
    assert cards is not None and check_journey(europe, list(cards)).ok
