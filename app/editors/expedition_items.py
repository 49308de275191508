"""Moved to ``app.boards.expedition_items`` (the Expedition board scene's items); kept for old imports."""

from app.boards.expedition_items import *  # noqa: F403
from app.boards.expedition_items import _label_size, place_labels, to_map, to_scene  # noqa: F401
