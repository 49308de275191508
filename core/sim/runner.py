"""The seeded runner: one ``random.Random(seed)`` drives a whole game.

The runner samples every chance outcome and seeds each bot's own RNG from that one generator,
so the same pack, seed and seats give the same game on any machine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, NamedTuple

from content.chance import sample, seat_seeds
from core.bots import make_bot
from core.engine import CHANCE
from core.sim.record import SEEDED, GameRecord, content_hash

#: One move of ``[(move, probability)]``, drawn with one ``rng.random()`` call: the shared
#: ``content.chance.sample``, so previews in the editors draw exactly what games draw.
sample_chance = sample


def make_bots(game, seats: Sequence[Any], rng: random.Random) -> list:
    """One bot per seat: a name is built with ``make_bot`` and a seed drawn from ``rng``.

    A seat may also be a ready bot object (anything with ``choose``); it still consumes one
    seed so that seat order, not seat kind, fixes the stream.
    """
    bots = []
    for seat, (spec, seed) in enumerate(zip(seats, seat_seeds(rng, len(seats)), strict=True)):
        bot_rng = random.Random(seed)
        if isinstance(spec, str):
            if spec == "human":
                raise ValueError("the runner plays bots only; a human seat needs the playtest")
            bots.append(make_bot(spec, game, seat, bot_rng))
        else:
            bots.append(spec)
    return bots


def seat_name(spec: Any) -> str:
    """The name a seat is recorded under."""
    return spec if isinstance(spec, str) else getattr(spec, "name", type(spec).__name__)


def play_game(game, players: int, bots: Sequence[Any], seed: int,
              max_plies: int | None = None) -> tuple[GameRecord, Any]:
    """Play one game from the start with bots in every seat.

    Args:
        game: a Game (``core.api.game_for(pack)``).
        players: number of seats.
        bots: per seat, a bot name (``core.api.bot_names``) or a bot object.
        seed: the seed of the runner's ``random.Random``.
        max_plies: stop after this many moves (default: the game's ``spec.max_length``).

    Returns:
        ``(record, final_state)``; the record's ``result`` is None if the game was cut off;
        its ``chance`` is "seeded" (every chance move is this runner's draw for ``seed``).
    """
    played = play(game, players, bots, seed, max_plies)
    return played.record, played.state


class Played(NamedTuple):
    """One game played by :func:`play`.

    Attributes:
        record: the game record (see :func:`play_game`).
        state: the final state.
        first_mover: the seat of the game's first decision (not a chance move), or None
            for a game that ended before any seat decided anything.
        search: per seat, ``(decisions, iterations summed, fewest, most)`` of the seat's
            searches (``bot.search_counts()``, the MCTS bot's), None for a bot that does not
            search.
    """

    record: GameRecord
    state: Any
    first_mover: int | None
    search: tuple[tuple[int, int, int, int] | None, ...] = ()


def play(game, players: int, bots: Sequence[Any], seed: int,
         max_plies: int | None = None) -> Played:
    """:func:`play_game`, also telling which seat made the first decision (the simulator's
    first-player fallback for a game that does not say who plays first)."""
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} seats, got {len(bots)}")
    rng = random.Random(seed)
    agents = make_bots(game, bots, rng)
    limit = game.spec.max_length if max_plies is None else max_plies
    state = game.new_game(players)
    moves = []
    first_mover = None
    while not state.is_terminal() and len(moves) < limit:
        p = state.current_player()
        if p == CHANCE:
            move = sample_chance(state.chance_outcomes(), rng)
        else:
            if first_mover is None:
                first_mover = p
            move = agents[p].choose(state.observe(p), state.legal_moves())
        state = state.apply(move)
        moves.append(move)
    record = GameRecord(
        game=game.spec.game_id,
        pack_id=game.pack.id,
        pack_hash=content_hash(game.pack),
        players=players,
        seed=seed,
        seats=tuple(seat_name(b) for b in bots),
        moves=tuple(m.to_json() for m in moves),
        result=state.result().to_json() if state.is_terminal() else None,
        chance=SEEDED,
    )
    return Played(record, state, first_mover, search_counts(agents))


def search_counts(agents: Sequence[Any]) -> tuple[tuple[int, int, int, int] | None, ...]:
    """Per bot, its ``search_counts()`` (a searching bot's decisions and iterations), None
    for a bot without them."""
    out = []
    for bot in agents:
        counts = getattr(bot, "search_counts", None)
        out.append(tuple(counts()) if callable(counts) else None)
    return tuple(out)
