"""The simulation report's score parts: per seat, the mean of each ``Result.breakdown`` part
over the games, in the JSON report and in ``boardcraft simulate``'s summary."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from app.cli import cli
from content import default_pack, default_pack_path
from core.api import simulate

PACKS = {"journey": "europe", "trails": "trails", "expedition": "expedition"}


@pytest.mark.parametrize("game_id", sorted(PACKS))
def test_the_mean_parts_sum_to_each_seats_mean_score(game_id):
    result = simulate(default_pack(PACKS[game_id]), ["greedy", "greedy"], games=12, seed=4)
    assert len(result.breakdown) == 2
    for seat, parts in enumerate(result.breakdown):
        assert sum(parts.values()) == pytest.approx(result.seat_stats[seat].score.mean)
    assert any(result.breakdown)
    data = json.loads(json.dumps(result.to_json()))
    assert [[p["label"] for p in seat] for seat in data["breakdown"]] == \
        [list(map(str, parts)) for parts in result.breakdown]
    assert result.games[0].breakdown == ()  # folded in, not kept per game


def test_the_parts_are_the_same_whatever_the_worker_count():
    pack = default_pack("trails")
    local = simulate(pack, ["greedy", "random"], games=6, seed=9)
    procs = simulate(pack, ["greedy", "random"], games=6, seed=9, workers=2)
    assert local.breakdown == procs.breakdown


def test_simulate_prints_the_score_parts_per_seat():
    out = CliRunner().invoke(cli, ["simulate", str(default_pack_path("expedition")), "--games",
                                   "4", "--seats", "greedy,greedy", "--seed", "2"])
    assert out.exit_code == 0, out.output
    lines = [line for line in out.stdout.splitlines() if line.startswith("Score parts")]
    assert len(lines) == 2
    assert "P1 greedy" in lines[0] and "Destinations reached +" in lines[0]
