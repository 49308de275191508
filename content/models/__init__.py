"""The pack models. Each game's own models live in its module (``content.models.<game>``,
registered through ``content.plugins``); these are the parts every game shares."""

from content.models.common import SCHEMA_VERSION, BoardImage, Outline, Polygon
from content.models.pack import GAMES, pack_adapter

__all__ = ["GAMES", "SCHEMA_VERSION", "BoardImage", "Outline", "Polygon", "pack_adapter"]
