"""Bots: a bot gets an observation and the legal moves, never the full state.

Every bot has ``choose(observation, legal_moves) -> move`` and is built with
``(game, seat, rng)``; ``rng`` is its own ``random.Random``. A bot whose class has
``takes_options = True`` also takes the text after a colon ("mcts:500") as a fourth argument.
"""

from __future__ import annotations

import importlib

#: bot name -> "module:Class" of the bots that play every game; each game's own bots (its
#: greedy bot) come from its core registration (``core.plugins``).
_COMMON: dict[str, str] = {
    "random": "core.bots.random_bot:RandomBot",
    "mcts": "core.bots.mcts:MCTSBot",
}


def _bots(game_id: str) -> dict[str, str]:
    from core.plugins import core_games

    game = core_games().get(game_id)
    return {**_COMMON, **(dict(game.bots) if game else {})}


def bot_names(game_id: str) -> list[str]:
    """Names of the bots that play ``game_id``."""
    return sorted(_bots(game_id))


def bot_modules(game_id: str, names: tuple[str, ...] | None = None) -> list[str]:
    """The modules of the bots ``names`` that play ``game_id`` (by default the game's default
    bot, the playtest's opponent), for importing them ahead of their first game."""
    bots = _bots(game_id)
    if names is None:
        from core.plugins import core_games

        game = core_games().get(game_id)
        names = (game.default_bot,) if game else ()
    return [bots[n].split(":")[0] for n in names if n in bots]


def make_bot(name: str, game, seat: int, rng):
    """Build the bot ``name`` for ``game`` at ``seat`` with its own ``rng``.

    ``name`` may carry options after a colon ("mcts:500"): they are passed to the bot's
    constructor as its fourth argument.

    Raises:
        ValueError: for a bot that does not play this game, or options it does not take.
    """
    base, _, options = name.partition(":")
    game_id = game.spec.game_id
    bots = _bots(game_id)
    if base not in bots:
        raise ValueError(f"no bot '{base}' for {game_id}")
    module, cls_name = bots[base].split(":")
    cls = getattr(importlib.import_module(module), cls_name)
    if not options:
        return cls(game, seat, rng)
    if not getattr(cls, "takes_options", False):
        raise ValueError(f"the {base} bot takes no options ('{name}')")
    return cls(game, seat, rng, options)
