"""Golden transcripts: two seeded 3-player greedy games on the World pack, move by move.

A change in the rules, the runner or the greedy bot that alters play shows up here. Only
regenerate on purpose: ``BOARDCRAFT_REGEN_GOLDEN=1 pytest tests/core/expedition/test_golden.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from content import default_pack
from core.api import CHANCE, game_for, play_game, replay

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "expedition"
SEEDS = (7, 2026)
SEATS = ["greedy", "greedy", "greedy"]
REGEN = os.environ.get("BOARDCRAFT_REGEN_GOLDEN") == "1"


def transcript(pack, seed: int) -> str:
    """The readable transcript of the seeded 3-player greedy game."""
    game = game_for(pack)
    record, final = play_game(game, len(SEATS), SEATS, seed)
    state = game.new_game(len(SEATS))
    lines = [f"# Expedition golden transcript: pack {pack.id}, seats {'/'.join(SEATS)}, "
             f"seed {seed}"]
    for ply, data in enumerate(record.moves):
        move = game.move_from_json(data)
        who = "chance" if state.current_player() == CHANCE else f"seat {state.current_player()}"
        lines.append(f"{ply:4d}  {who:<6}  {game.describe(move)}")
        state = state.apply(move)
        assert state.check_invariants() == []
    assert state == final == replay(pack, record)
    res = final.result()
    lines.append(f"result: {res.reason}, winners {list(res.winners)}, "
                 f"scores {[int(s) for s in res.scores]}, rounds {res.rounds}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", SEEDS)
def test_golden_transcript(seed):
    pack = default_pack("expedition")
    path = GOLDEN / f"greedy_3p_seed{seed}.txt"
    text = transcript(pack, seed)
    if REGEN:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with BOARDCRAFT_REGEN_GOLDEN=1 to create it"
    assert path.read_text(encoding="utf-8") == text
