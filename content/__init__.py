"""Content packs: models, load and save, lint, schema. Pure Python: never imports Qt."""

from content.errors import PackError
from content.io import default_pack, default_pack_path, dumps_pack, load_pack, loads_pack, save_pack
from content.lint import Problem, lint
from content.models import GAMES, SCHEMA_VERSION
from content.plugins import GamePlugin, content_games, plugin_problems


def json_schema(game: str) -> dict:
    """The JSON Schema of ``game``'s pack format (see :mod:`content.schema`)."""
    from content.schema import json_schema as build  # lazy: keeps `python -m content.schema` clean

    return build(game)


def blank_pack(game: str):
    """The smallest pack of ``game`` that loads and lints clean (see :mod:`content.blank`)."""
    from content.blank import blank_pack as build

    return build(game)


__all__ = [
    "GAMES", "SCHEMA_VERSION", "GamePlugin", "PackError", "Problem", "blank_pack", "content_games", "default_pack", "default_pack_path", "dumps_pack", "json_schema", "lint",
    "load_pack", "loads_pack", "plugin_problems", "save_pack",
]
