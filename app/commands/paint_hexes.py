"""PaintHexesCommand: give hexes of one Trails board a terrain (brush strokes, flood fill)."""

from __future__ import annotations

from collections.abc import Mapping

from app.commands.base import PackCommand
from app.commands.command_id import CommandId
from app.documents import ChangeEvent, ChangeKind
from content.edit import trails as et
from content.names import Ref


class PaintHexesCommand(PackCommand):
    """Set the terrain of some hexes of board ``board``.

    Commands of one brush stroke share a ``stroke`` key and merge into one undo step.
    The change event names each painted hex (``boards[b].hexes[i]``) so the editor redraws
    only those.
    """

    command_id = CommandId.PAINT_HEXES

    def __init__(
        self,
        document,
        board: int,
        terrains: Mapping[int, str | None],
        label: str = "Paint hexes",
        stroke: object = None,
    ) -> None:
        """Build the edit.

        Args:
            document: the Trails Document.
            board: index of the board in ``pack.boards``.
            terrains: hex index -> new terrain id (None: drawn at setup).
            label: the undo text.
            stroke: a key shared by the commands of one brush stroke (they merge), or None.
        """
        hexes = document.pack.boards[board].hexes
        changed = {i: t for i, t in terrains.items() if hexes[i].terrain != t}
        painted = set(terrains.values())
        if len(painted) == 1:  # one terrain (a stroke, a fill): name it
            terrain = next(iter(painted))
            parts = (f"{label}: ", Ref("terrains", terrain)) if terrain is not None else (f"{label}: random",)
        else:
            parts = (label,)
        super().__init__(
            document,
            et.set_terrains(document.pack, board, changed),
            parts,
            ChangeEvent(ChangeKind.ELEMENTS, tuple(f"boards[{board}].hexes[{i}]" for i in changed)),
            merge_key=("stroke", board, stroke) if stroke is not None else None,
        )
        self.changed_hexes = tuple(changed)

    @staticmethod
    def can_paint(document, board: int, index: int, terrain: str | None) -> bool:
        """True when painting hex ``index`` with ``terrain`` would change it."""
        hexes = document.pack.boards[board].hexes
        return 0 <= index < len(hexes) and hexes[index].terrain != terrain
