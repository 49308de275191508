"""Golden transcripts: seeded greedy games of every registered game, move by move.

One readable format for every game (``tests/golden/<game>/greedy_<n>p_seed<s>.txt``): a
header, then per ply its number, who acted, the move's text form (``str(move)``, which parses
back) and the move in words (``game.describe``), then the result. A change in the rules, the
runner or a bot that alters play shows up as a diff here. Regenerate only on purpose, and
review the diff like code::

    BOARDCRAFT_REGEN_GOLDEN=1 pytest tests/core/test_golden.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from content import default_pack
from core.api import CHANCE, game_for, play_game, replay

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
REGEN = os.environ.get("BOARDCRAFT_REGEN_GOLDEN") == "1"
#: game id -> (default pack, [(players, seed)]).
CASES = {
    "journey": ("europe", [(2, 11), (2, 2026)]),
    "trails": ("trails", [(3, 1), (4, 2)]),
    "expedition": ("expedition", [(3, 7), (3, 2026)]),
}


def transcript(pack, players: int, seed: int) -> str:
    """The readable transcript of the seeded greedy game (replayed and checked on the way)."""
    game = game_for(pack)
    seats = ["greedy"] * players
    record, final = play_game(game, players, seats, seed)
    state = game.new_game(players)
    lines = [f"# {game.spec.game_id} golden transcript: pack {pack.id}, {players} players, "
             f"seats {'/'.join(seats)}, seed {seed}",
             "# ply  who     move (text form)  |  in words"]
    for ply, data in enumerate(record.moves):
        move = game.move_from_json(data)
        player = state.current_player()
        who = "chance" if player == CHANCE else f"seat {player}"
        lines.append(f"{ply:5d}  {who:<6}  {move}  |  {game.describe(state, move)}")
        state = state.apply(move)
        assert state.check_invariants() == []
    assert state == final == replay(pack, record)
    res = final.result()
    scores = [int(s) if float(s).is_integer() else s for s in res.scores]
    lines.append(f"result: {res.reason}, winners {list(res.winners)}, scores {scores}, "
                 f"rounds {res.rounds}")
    return "\n".join(lines) + "\n"


def _cases():
    return [pytest.param(g, n, s, id=f"{g}-{n}p-seed{s}")
            for g, (_pack, runs) in CASES.items() for n, s in runs]


def test_every_registered_game_has_golden_cases():
    from core.api import game_ids

    assert set(game_ids()) == set(CASES)


@pytest.mark.parametrize(("game_id", "players", "seed"), _cases())
def test_golden_transcript(game_id, players, seed):
    pack = default_pack(CASES[game_id][0])
    path = GOLDEN / game_id / f"greedy_{players}p_seed{seed}.txt"
    text = transcript(pack, players, seed)
    if REGEN:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with BOARDCRAFT_REGEN_GOLDEN=1 to create it"
    assert path.read_text(encoding="utf-8") == text
