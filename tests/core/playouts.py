"""Seeded random games for the engine tests: uniform legal moves, chance sampled as the
runners sample it (``core.api.sample_chance``)."""

from __future__ import annotations

import random

from core.api import CHANCE, sample_chance


def random_line(game, players: int, seed: int, plies: int) -> list:
    """The states of a seeded random game of ``game``, at most ``plies`` moves: the first
    state, each state a move made, and the last (terminal or after ``plies`` moves)."""
    rng = random.Random(seed)
    state, line = game.new_game(players), []
    while not state.is_terminal() and len(line) < plies:
        line.append(state)
        if state.current_player() == CHANCE:
            move = sample_chance(state.chance_outcomes(), rng)
        else:
            moves = state.legal_moves()
            move = moves[rng.randrange(len(moves))]
        state = state.apply(move)
    return line + [state]
