"""A/B of two pack versions (core.api.compare) and the intervals behind it."""

from __future__ import annotations

import json
import math

import pytest

from content import default_pack
from core.api import Distribution, compare, simulate, wilson
from core.sim.stats import mean_difference, share_difference

SEATS = ["greedy", "random"]


def test_wilson_interval_known_values():
    lo, hi = wilson(5, 10)
    assert math.isclose(lo, 0.2366, abs_tol=1e-4) and math.isclose(hi, 0.7634, abs_tol=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_newcombe_difference_of_shares_known_values():
    # Newcombe (1998), example (a): 56/70 against 48/80, method 10: 0.0524 to 0.3339
    lo, hi = share_difference(48, 80, 56, 70)
    assert math.isclose(lo, 0.0524, abs_tol=1e-4) and math.isclose(hi, 0.3339, abs_tol=1e-4)


def test_welch_difference_of_means():
    a = Distribution.of([1.0, 2.0, 3.0, 4.0])
    b = Distribution.of([3.0, 4.0, 5.0, 6.0])
    lo, hi = mean_difference(a, b)
    half = 1.959963984540054 * math.sqrt(a.stdev ** 2 / 4 + b.stdev ** 2 / 4)
    assert math.isclose(lo, 2 - half) and math.isclose(hi, 2 + half)
    assert mean_difference(Distribution.of([1.0]), b) is None


def test_distribution_of_values():
    d = Distribution.of([3, 1, 2, 2])
    assert (d.count, d.mean, d.minimum, d.median, d.maximum) == (4, 2.0, 1, 2.0, 3)
    assert d.counts == ((1, 1), (2, 2), (3, 1))
    assert d.to_json()["counts"] == [[1, 1], [2, 2], [3, 1]]
    empty = Distribution.of([])
    assert empty.to_json()["min"] is None and empty.interval is None


@pytest.fixture(scope="module")
def trails():
    return default_pack("trails")


def _shorter(pack):
    """Trails ending after 4 routes instead of 6: shorter games, fewer points."""
    rules = pack.rules.model_copy(update={"routes_to_end": 4})
    return pack.model_copy(update={"rules": rules, "version": "1.1"})


def test_a_pack_against_itself_changes_nothing(trails):
    cmp = compare(trails, trails, SEATS, 8, 3)
    assert cmp.a.to_json() == cmp.b.to_json()
    assert cmp.a.rotate and [g.rotation for g in cmp.a.games] == [i % 2 for i in range(8)]
    assert all(d.diff == 0 and not d.significant for d in cmp.differences)


def test_a_shorter_version_shows_shorter_games_with_an_interval(tmp_path, trails):
    calls = []
    cmp = compare(trails, _shorter(trails), SEATS, 16, 5, workers=2,
                  on_progress=lambda done, total: calls.append((done, total)),
                  records_dir=tmp_path)
    assert calls == [(i, 32) for i in range(1, 33)]
    plies = cmp.difference("plies.mean")
    assert plies.diff == cmp.b.plies.mean - cmp.a.plies.mean < 0
    assert plies.significant and plies.interval[1] < 0
    score = cmp.difference("score.bot.0")
    assert score.label == "greedy mean score" and score.diff < 0
    assert [g.seed for g in cmp.a.games] == [g.seed for g in cmp.b.games]  # the same seeds
    assert len(list((tmp_path / "a").glob("game-*.json"))) == 16
    assert len(list((tmp_path / "b").glob("game-*.json"))) == 16
    measures = [d.measure for d in cmp.differences]
    assert measures[:3] == ["win_rate.seat.0", "win_rate.seat.1", "win_rate.bot.0"]
    assert {"first_player.rate", "first_player.advantage", "rounds.mean",
            "reason.routes"} <= set(measures)
    data = json.loads(json.dumps(cmp.to_json()))
    assert data["comparison"] is True and data["a"]["pack"]["version"] == "1.0"
    assert data["b"]["pack"]["version"] == "1.1"
    assert data["differences"][0]["interval"] is not None


def test_the_same_seeds_make_the_same_comparison_on_any_executor(trails):
    one = compare(trails, _shorter(trails), SEATS, 6, 1)
    two = compare(trails, _shorter(trails), SEATS, 6, 1, workers=2)
    assert one.to_json() == two.to_json()


def test_rotated_runs_are_simulate_with_rotate(trails):
    cmp = compare(trails, _shorter(trails), SEATS, 4, 2)
    assert cmp.a.to_json() == simulate(trails, SEATS, 4, 2, rotate=True).to_json()


def test_a_stop_during_a_skips_b(trails):
    calls = []
    cmp = compare(trails, trails, SEATS, 30, 1, on_progress=lambda d, t: calls.append(d),
                  should_stop=lambda: len(calls) >= 2)
    assert cmp.cancelled and len(cmp.a.games) == 2 and len(cmp.b.games) == 0
    assert cmp.b.requested == 30


def test_packs_of_two_games_are_refused(trails):
    with pytest.raises(ValueError, match="cannot compare a trails pack with a journey pack"):
        compare(trails, default_pack("europe"), SEATS, 2, 1)


def _without_card(pack, card_id):
    """``pack`` less the card ``card_id`` (every later card's path moves up by one)."""
    cards = tuple(c for c in pack.cards if c.id != card_id)
    assert len(cards) == len(pack.cards) - 1
    return pack.model_copy(update={"cards": cards, "version": "1.1"})


def test_heat_by_element_pairs_cards_by_id_when_one_leaves_the_middle_of_the_deck():
    from content.edit import get_at

    europe = default_pack("europe")
    removed = "ship:atlantic:2"
    smaller = _without_card(europe, removed)
    index = next(i for i, c in enumerate(europe.cards) if c.id == removed)
    assert 0 < index < len(europe.cards) - 1  # from the middle
    cmp = compare(europe, smaller, ["greedy", "greedy"], 40, 2)
    heat = cmp.heat_differences
    by_id = {h.id: h for h in heat}
    assert len(by_id) == len(heat)  # one entry per element
    ids_a = {c.id for c in europe.cards} | {c.id for c in europe.countries} \
        | {s.id for s in europe.seas}
    assert set(by_id) == ids_a
    gone = by_id[removed]
    assert gone.a == f"cards[{index}]" and gone.b is None and gone.only_in == "a"
    assert gone.value_b == 0 and gone.diff == -gone.value_a
    assert gone.name == "Atlantic Ocean ship 2"
    games = len(cmp.a.games)
    for h in heat:
        if h.a is None or h.b is None:
            continue
        # the same element on both sides, whatever its place in its list
        assert get_at(europe, h.a).id == get_at(smaller, h.b).id == h.id
        assert h.value_a == cmp.a.heat.get(h.a, 0.0) / games
        assert h.value_b == cmp.b.heat.get(h.b, 0.0) / games
        assert h.interval == share_difference(round(cmp.a.heat.get(h.a, 0.0)), games,
                                              round(cmp.b.heat.get(h.b, 0.0)), games)
    later = europe.cards[index + 1].id
    assert by_id[later].a == f"cards[{index + 1}]" and by_id[later].b == f"cards[{index}]"
    # a card keeps the name its id gives it
    assert by_id["ship:atlantic:3"].name == "Atlantic Ocean ship 3"
    data = json.loads(json.dumps(cmp.to_json()))
    entry = next(e for e in data["heat_differences"] if e["id"] == removed)
    assert set(entry) == {"id", "name", "a", "b", "diff", "interval"}
    assert entry["b"] is None and entry["a"] == f"cards[{index}]"
    assert len(data["heat_differences"]) == len(heat)
    assert cmp.significant_heat == sum(h.significant for h in heat)


def test_heat_without_per_game_values_has_no_interval(trails):
    cmp = compare(trails, _shorter(trails), SEATS, 4, 1)
    assert cmp.heat_differences
    assert all(h.interval is None for h in cmp.heat_differences)
    assert all(h.id.endswith(")") and "p:(" in h.id for h in cmp.heat_differences)


def test_seats_are_named_by_place_and_one_bot_in_every_seat_has_no_rows_of_its_own(trails):
    same = compare(trails, trails, ["greedy", "greedy"], 2, 1)
    labels = {d.measure: d.label for d in same.differences}
    assert labels["win_rate.seat.0"] == "first player win rate"
    assert labels["win_rate.seat.1"] == "second player win rate"
    assert not any(m.startswith(("win_rate.bot.", "score.bot.")) for m in labels)
    assert not any("#" in label for label in labels.values())
    mixed = compare(trails, trails, ["greedy", "random"], 2, 1)
    labels = {d.measure: d.label for d in mixed.differences}
    assert labels["win_rate.bot.0"] == "greedy win rate"
    assert labels["score.bot.1"] == "random mean score"
