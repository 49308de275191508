"""Each game's registration in ``core`` (see ``content.plugins``: a game's plugin names it).

A :class:`CoreGame` says where the game's engine, bots, search profile and extra functions
live, as ``"module"`` / ``"module:attribute"`` texts imported on first use, so a worker process
that plays one game imports only that game. Nothing here names a game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from content.plugins import layer, resolve


@dataclass(frozen=True)
class CoreGame:
    """A game's registration in ``core``.

    Attributes:
        id: the game id (its plugin's).
        engine: the module whose ``make_game(pack, *, fast=True)`` builds the Game.
        bots: bot name -> ``"module:Class"`` of the bots only this game has (``"greedy"``);
            the random and MCTS bots play every game.
        default_bot: the bot the playtest offers as an opponent (its module is imported ahead
            of the first game).
        search: ``"module:attribute"`` of the game's ``core.bots.mcts_games.SearchProfile``
            (``""``: rollouts by its greedy bot to the end, 1 for a win).
        api: name -> ``"module:attribute"`` of functions the game offers beyond the protocol
            (``core.api`` gives them by name).
        conformance: the module the conformance suite asks what only this game knows:
            ``hide_shuffle(state_json, seat, rng)``, a copy of a state's JSON in which only
            facts hidden from ``seat`` changed (None when nothing is hidden from it).
    """

    id: str
    engine: str
    bots: Mapping[str, str] = field(default_factory=dict)
    default_bot: str = "greedy"
    search: str = ""
    api: Mapping[str, str] = field(default_factory=dict)
    conformance: str = ""


def _check(game: CoreGame) -> str:
    if not isinstance(game.engine, str) or not game.engine:
        return "its engine is not a module name"
    for name, ref in game.bots.items():
        if ":" not in ref:
            return f"its bot '{name}' is not 'module:Class' ({ref!r})"
    return ""


def core_games() -> dict[str, CoreGame]:
    """Every game's core registration, by game id (games whose content part loaded)."""
    return layer("core", CoreGame, _check)


def core_game(game_id: str) -> CoreGame:
    """The core registration of ``game_id`` (``KeyError`` naming the known games)."""
    games = core_games()
    if game_id not in games:
        raise KeyError(f"no engine for game '{game_id}'; known: {', '.join(games) or 'none'}")
    return games[game_id]


def game_function(name: str):
    """The function ``name`` that a registered game offers beyond the protocol
    (``AttributeError`` if none does)."""
    for game in core_games().values():
        if name in game.api:
            return resolve(game.api[name])
    raise AttributeError(name)
