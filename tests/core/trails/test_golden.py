"""Golden transcripts: two seeded greedy games, move by move, with their results.

Regenerate only on purpose, after a rule change: ``BOARDCRAFT_REGEN_GOLDEN=1 pytest
tests/core/trails/test_golden.py`` (the same switch for every game's golden files).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from core.sim.runner import play_game
from tests.core.trails.helpers import game

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "trails"
CASES = [(3, 1), (4, 2)]  # (players, seed)
REGEN = os.environ.get("BOARDCRAFT_REGEN_GOLDEN") == "1"


def _transcript(players: int, seed: int) -> dict:
    g = game()
    record, state = play_game(g, players, ["greedy"] * players, seed)
    data = record.to_json()
    data.pop("pack_hash")  # the pack may gain cosmetic edits; the rules data is compared below
    data["text"] = [str(g.move_from_json(m)) for m in record.moves]
    data["final_scores"] = list(state.result().scores)
    return data


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_golden_transcript(players, seed):
    path = GOLDEN / f"greedy_{players}p_seed{seed}.json"
    data = _transcript(players, seed)
    if REGEN or not path.exists():
        if not REGEN:
            pytest.fail(f"{path} is missing: run with BOARDCRAFT_REGEN_GOLDEN=1 to write it")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    expected = json.loads(path.read_text(encoding="utf-8"))
    assert data["moves"] == expected["moves"]
    assert data["result"] == expected["result"]
    assert data == expected
