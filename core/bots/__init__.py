"""Bots: a bot gets an observation and the legal moves, never the full state.

Every bot has ``choose(observation, legal_moves) -> move`` and is built with
``(game, seat, rng)``; ``rng`` is its own ``random.Random``. A bot whose class has
``takes_options = True`` also takes the text after a colon ("mcts:500") as a fourth argument.
"""

from __future__ import annotations

import importlib

#: (bot name, game id or "*") -> "module:Class"
_BOTS: dict[tuple[str, str], str] = {
    ("random", "*"): "core.bots.random_bot:RandomBot",
    ("greedy", "journey"): "core.bots.journey_greedy:GreedyBot",
    ("greedy", "trails"): "core.bots.trails_greedy:GreedyBot",
    ("greedy", "expedition"): "core.bots.expedition_greedy:GreedyBot",
    ("mcts", "*"): "core.bots.mcts:MCTSBot",
}


def bot_names(game_id: str) -> list[str]:
    """Names of the bots that play ``game_id``."""
    return sorted({n for (n, g) in _BOTS if g in (game_id, "*")})


def bot_modules(game_id: str, names: tuple[str, ...] = ("greedy",)) -> list[str]:
    """The modules of the bots ``names`` that play ``game_id`` (by default the greedy bot,
    the playtest's default opponent), for importing them ahead of their first game."""
    keys = [(n, game_id) if (n, game_id) in _BOTS else (n, "*") for n in names]
    return [_BOTS[k].split(":")[0] for k in keys if k in _BOTS]


def make_bot(name: str, game, seat: int, rng):
    """Build the bot ``name`` for ``game`` at ``seat`` with its own ``rng``.

    ``name`` may carry options after a colon ("mcts:500"): they are passed to the bot's
    constructor as its fourth argument.

    Raises:
        ValueError: for a bot that does not play this game, or options it does not take.
    """
    base, _, options = name.partition(":")
    game_id = game.spec.game_id
    key = (base, game_id) if (base, game_id) in _BOTS else (base, "*")
    if key not in _BOTS:
        raise ValueError(f"no bot '{base}' for {game_id}")
    module, cls_name = _BOTS[key].split(":")
    cls = getattr(importlib.import_module(module), cls_name)
    if not options:
        return cls(game, seat, rng)
    if not getattr(cls, "takes_options", False):
        raise ValueError(f"the {base} bot takes no options ('{name}')")
    return cls(game, seat, rng, options)
