"""Pydantic models of the three games' content packs."""

from content.models.common import SCHEMA_VERSION, BoardImage, Outline, Polygon
from content.models.expedition import (
    DestinationCard,
    ExpeditionColour,
    ExpeditionPack,
    ExpeditionRules,
    Path,
    Point,
    Wrap,
)
from content.models.journey import (
    Card,
    Colour,
    Country,
    JourneyPack,
    JourneyRules,
    Link,
    Sea,
    UnlinkedBorder,
)
from content.models.pack import GAMES, PACK_ADAPTER, Pack
from content.models.trails import (
    MULTI,
    Board,
    CardColour,
    Hex,
    Terrain,
    Tile,
    TrailsPack,
    TrailsRules,
)

__all__ = [
    "GAMES", "MULTI", "PACK_ADAPTER", "SCHEMA_VERSION", "Board", "BoardImage", "Card", "CardColour", "Colour",
    "Country", "DestinationCard", "ExpeditionColour", "ExpeditionPack", "ExpeditionRules", "Hex",
    "JourneyPack", "JourneyRules", "Link", "Outline", "Pack", "Path", "Point", "Polygon", "Sea",
    "Terrain", "Tile", "TrailsPack", "TrailsRules", "UnlinkedBorder", "Wrap",
]
