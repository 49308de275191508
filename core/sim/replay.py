"""Replaying a game record: every move re-applied and checked."""

from __future__ import annotations

from typing import Any

from content.chance import runner_rng, sample
from core.engine import CHANCE, IllegalMove
from core.sim.record import SEEDED, GameRecord, ReplayError, content_hash

#: What a move's JSON may make a game's ``move_from_json`` raise besides IllegalMove("format").
_MALFORMED = (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError,
              RecursionError)


def replay(pack: Any, record: GameRecord, check_invariants: bool = True):
    """Rebuild a recorded game move by move and return its final state.

    Each move must be legal where it was played (a chance move must be one of the chance
    outcomes with a probability above zero); the invariants are checked after every move;
    a finished record's result must be the one reached. A record that says its chance moves
    follow its seed (``chance == "seeded"``) is replayed beside the runner's own RNG for that
    seed (``content.chance.runner_rng``): every chance move must be the runner's draw
    (``content.chance.sample``), so a stacked deck does not pass for a seeded game.

    Raises:
        ReplayError: naming the ply (and the rule, for an illegal move) where the record and
            the rules part ways, or a pack that is not the one the game was played with.
    """
    from core.registry import game_for

    if pack.id != record.pack_id or pack.game != record.game:
        raise ReplayError(f"record of {record.game} pack '{record.pack_id}', not "
                          f"{pack.game} pack '{pack.id}'")
    digest = content_hash(pack)
    if digest != record.pack_hash:
        raise ReplayError(f"pack '{pack.id}' has changed since the game was played "
                          f"(hash {digest[:12]}, record {record.pack_hash[:12]})")
    game = game_for(pack)
    spec = game.spec
    if not spec.min_players <= record.players <= spec.max_players:
        raise ReplayError(f"the record is a game of {record.players} players, but {pack.game} "
                          f"pack '{pack.id}' plays {spec.min_players} to {spec.max_players}")
    state = game.new_game(record.players)
    rng = runner_rng(record.seed, record.players) if record.chance == SEEDED else None
    for ply, data in enumerate(record.moves):
        move = checked_move(game, state, data, ply)
        if rng is not None and state.current_player() == CHANCE:
            drawn = sample(state.chance_outcomes(), rng)
            if drawn != move:
                raise ReplayError(f"ply {ply}: the record says its chance moves follow seed "
                                  f"{record.seed}, but this draw does not ('{move}'; the "
                                  f"seed draws '{drawn}')", ply)
        try:
            state = state.apply(move)
        except IllegalMove as e:
            raise ReplayError(f"ply {ply}: {e.message}", ply, e.rule) from None
        if check_invariants:
            problems = state.check_invariants()
            if problems:
                raise ReplayError(f"ply {ply}: broken invariants: {'; '.join(problems)}", ply)
    if record.result is not None:
        if not state.is_terminal():
            raise ReplayError("the record says the game ended, but its moves do not end it")
        reached = state.result().to_json()
        if reached != record.result:
            raise ReplayError(f"the record's result {record.result} differs from the "
                              f"replayed {reached}")
    return state


def checked_move(game, state, data: Any, ply: int):
    """The move ``data`` (a move's JSON) names, if it may be played at ply ``ply`` of
    ``state``: a legal move, or a chance outcome with a probability above zero.

    Raises:
        ReplayError: naming the ply (and the rule, where one forbids the move).
    """
    try:
        move = game.move_from_json(data)
    except IllegalMove as e:
        raise ReplayError(f"ply {ply}: {e.message}", ply, e.rule) from None
    except _MALFORMED as e:
        raise ReplayError(f"ply {ply}: the move's data cannot be read "
                          f"({type(e).__name__}: {e})", ply, "format") from None
    if state.is_terminal():
        raise ReplayError(f"ply {ply}: '{move}' after the game ended", ply)
    if state.current_player() == CHANCE:
        if not any(m == move and p > 0 for m, p in state.chance_outcomes()):
            raise ReplayError(f"ply {ply}: '{move}' is not a possible chance outcome", ply)
    elif move not in state.legal_moves():
        try:
            state.apply(move)
        except IllegalMove as e:
            raise ReplayError(f"ply {ply}: '{move}' is not a legal move: {e.message}", ply,
                              e.rule) from None
        raise ReplayError(f"ply {ply}: '{move}' is not a legal move", ply)
    return move
