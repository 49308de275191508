"""Golden transcripts: two seeded 2-player greedy games of Europe, move by move.

A change in the rules, the runner or the greedy bot that alters play shows up here. Only
regenerate on purpose: ``BOARDCRAFT_REGEN_GOLDEN=1 pytest tests/core/journey/test_golden.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from core.api import CHANCE, game_for, play_game, replay

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "journey"
SEEDS = (11, 2026)
REGEN = os.environ.get("BOARDCRAFT_REGEN_GOLDEN") == "1"


def transcript(pack, seed: int) -> str:
    """The readable transcript of the seeded 2-player greedy game."""
    game = game_for(pack)
    record, final = play_game(game, 2, ["greedy", "greedy"], seed)
    state = game.new_game(2)
    lines = [f"# Journey golden transcript: pack {pack.id}, seats greedy/greedy, seed {seed}"]
    for ply, data in enumerate(record.moves):
        move = game.move_from_json(data)
        who = "chance" if state.current_player() == CHANCE else f"seat {state.current_player()}"
        lines.append(f"{ply:4d}  {who:<6}  {game.describe(move)}")
        state = state.apply(move)
    assert state == final == replay(pack, record)
    res = final.result()
    lines.append(f"result: {res.reason}, winners {list(res.winners)}, rounds {res.rounds}")
    for seat in range(2):
        holder = ", ".join(game.tables.label[c] for c in final.holders[seat])
        lines.append(f"holder {seat}: {holder}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", SEEDS)
def test_golden_transcript(europe, seed):
    path = GOLDEN / f"{seed}.txt"
    text = transcript(europe, seed)
    if REGEN:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with BOARDCRAFT_REGEN_GOLDEN=1 to create it"
    assert path.read_text(encoding="utf-8") == text
