"""The pack union: one JSON document, discriminated on ``game``."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, TypeAdapter

from content.models.expedition import ExpeditionPack
from content.models.journey import JourneyPack
from content.models.trails import TrailsPack

Pack = Annotated[JourneyPack | TrailsPack | ExpeditionPack, Field(discriminator="game")]
"""Any content pack; the ``game`` key says which model applies."""

PACK_ADAPTER: TypeAdapter[JourneyPack | TrailsPack | ExpeditionPack] = TypeAdapter(Pack)

GAMES: dict[str, type] = {
    "journey": JourneyPack,
    "trails": TrailsPack,
    "expedition": ExpeditionPack,
}
