"""RandomiseInteriorCommand: draw every interior hex's terrain from the tile set (T8)."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.names import Ref


class RandomiseInteriorCommand(PackCommand):
    """Give each non-path hex of one board the terrain a game played with ``seed`` draws
    for it (``content.edit.trails.randomise_interior``: the game's bag and seeded draw)."""

    def __init__(self, document, board: int, seed: int) -> None:
        new = et.randomise_interior(document.pack, board, seed)
        old_hexes = document.pack.boards[board].hexes
        where = tuple(
            f"boards[{board}].hexes[{i}]"
            for i, h in enumerate(new.boards[board].hexes)
            if h.terrain != old_hexes[i].terrain
        )
        super().__init__(
            document,
            new,
            ("Randomise the interior of ", Ref("boards", document.pack.boards[board].players), f" (seed {seed})"),
            ChangeEvent(ChangeKind.ELEMENTS, where),
        )

    @staticmethod
    def can_randomise(document, board: int) -> bool:
        """True when the board exists and the tile set is not empty."""
        pack = document.pack
        return 0 <= board < len(pack.boards) and any(t.count > 0 for t in pack.tiles)
