"""ToggleCoastCommand: put a Journey country on a sea's coast, or take it off."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref


class ToggleCoastCommand(PackCommand):
    """Toggle country ``cid`` on the coast of sea ``sid``."""

    def __init__(self, document, sid: str, cid: str) -> None:
        pack = document.pack
        i = ej.sea_index(pack, sid)
        on = cid in pack.seas[i].coast
        super().__init__(
            document,
            ej.toggle_coast(pack, sid, cid),
            ("Remove ", Ref("countries", cid), " from the coast of ", Ref("seas", sid)) if on
            else ("Add ", Ref("countries", cid), " to the coast of ", Ref("seas", sid)),
            ChangeEvent(ChangeKind.ELEMENTS, (f"seas[{i}]",)),
        )
