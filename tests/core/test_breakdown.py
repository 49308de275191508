"""``Result.breakdown`` (architecture.md, "Designer's lab"): per seat, the score's parts, whose
points sum to that seat's score, in every registered game, over many simulated games."""

from __future__ import annotations

import pytest

from content import default_pack
from core.api import Session, game_for, play_game

PACKS = {"journey": "europe", "trails": "trails", "expedition": "expedition"}


def _check_parts_sum(result):
    assert len(result.breakdown) == len(result.scores)
    for seat, (parts, score) in enumerate(zip(result.breakdown, result.scores, strict=True)):
        assert all(isinstance(label, str) and label for label, _ in parts), seat
        assert sum(points for _, points in parts) == pytest.approx(score), (seat, parts)


@pytest.mark.parametrize("game_id", sorted(PACKS))
def test_the_parts_sum_to_each_seats_score_over_many_games(game_id):
    game = game_for(default_pack(PACKS[game_id]))
    nonzero = 0
    for seed in range(40):
        players = game.spec.min_players + seed % (game.spec.max_players - game.spec.min_players + 1)
        _record, final = play_game(game, players, ["greedy"] * players, seed=seed)
        result = final.result()
        _check_parts_sum(result)
        nonzero += any(parts for parts in result.breakdown)
    assert nonzero > 0  # the games do say where points came from


def test_T35_trails_parts_are_girl_by_girl():
    from core.trails.scoring import score_parts, score_stacks

    stacks = [(0, 1, 0, 2), (), (1,)]
    parts = score_parts(stacks, 3)
    assert [sum(p for _, p in seat) for seat in parts] == score_stacks(stacks, 3) == [2, 4, 3]
    assert parts[2] == (("Girl 1: markers", 1.0), ("Girl 1: not the first marker", 1.0),
                        ("Girl 1: marker on top", 1.0))
    assert parts[1][-1] == ("Girl 3: marker on top", 1.0)
    assert parts[0][0][0].msgid == "Girl {girl}: markers"  # translatable like every core message


def test_E14_expedition_parts_name_destinations_hand_and_tokens():
    game = game_for(default_pack("expedition"))
    _record, final = play_game(game, 3, ["greedy"] * 3, seed=2)
    labels = [label for label, _ in final.result().breakdown[0]]
    assert labels == ["Destinations reached", "Cards still in hand", "Tokens recovered",
                      "Tokens left on the board"]


def test_J20_journey_breakdown_is_the_winners_journey_link_by_link():
    pack = default_pack("europe")
    game = game_for(pack)
    for seed in range(30):
        _record, final = play_game(game, 2, ["greedy", "greedy"], seed=seed)
        if final.result().winners:
            break
    result = final.result()
    (winner,) = result.winners
    parts = result.breakdown[winner]
    holder = final.holders[winner]
    assert len(parts) == len(holder)  # 9 links, then the win
    first = game.card_name(holder[0])
    assert parts[0][0].startswith(first + " → ")
    assert all(" → " in label for label, _ in parts[:-1])
    assert parts[-1] == ("A complete journey", 1.0)
    assert all(result.breakdown[s] == () for s in range(2) if s != winner)
    names = {c.name for c in pack.countries}
    assert any(first == n for n in names) or "ship" in first or "plane" in first


def test_a_session_result_carries_the_breakdown():
    s = Session(default_pack("trails"), ["greedy", "greedy"], seed=3)
    s.advance()
    _check_parts_sum(s.result())
