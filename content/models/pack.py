"""The pack union: one JSON document, discriminated on ``game``, over every registered game.

The models come from the games' content registrations (``content.plugins``): a game installed
as a plugin loads and validates like a built-in one.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Annotated, Union

from pydantic import Field, TypeAdapter

from content.plugins import LiveMapping


def _models() -> tuple[type, ...]:
    from content.plugins import content_games

    return tuple(game.model for game in content_games().values())


@cache
def _adapter(models: tuple[type, ...]) -> TypeAdapter:
    if not models:
        raise RuntimeError("no game is registered (is boardcraft-studio installed? the games "
                           "are found through its 'boardcraft.games' entry points)")
    if len(models) == 1:
        return TypeAdapter(models[0])
    return TypeAdapter(Annotated[Union[models], Field(discriminator="game")])  # noqa: UP007


def pack_adapter() -> TypeAdapter:
    """The validator of any registered game's pack; the ``game`` key says which model applies."""
    return _adapter(_models())


def _game_models() -> dict[str, type]:
    from content.plugins import content_games

    return {gid: game.model for gid, game in content_games().items()}


GAMES: Mapping[str, type] = LiveMapping(_game_models)
"""Pydantic models of the registered games' content packs, by game id."""
