"""Moved to ``app.boards.trails_items`` (the Trails board scene's items); kept for old imports."""

from app.boards.trails_items import *  # noqa: F403
from app.boards.trails_items import HEX_SIZE, cell_at, cells_bounds, hex_centre, hex_corners  # noqa: F401
