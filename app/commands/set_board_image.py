"""SetBoardImageCommand: set, move, scale or remove the picture under a board."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.commands.command_id import CommandId
from app.documents import ChangeEvent, ChangeKind


class SetBoardImageCommand(PackCommand):
    """Give the pack ``image`` (a ``content.models.BoardImage``) as its ``board_image``, or
    remove it (None). A drag of the image or of a handle pushes one of these per move with
    the same ``drag`` token: they merge into one undo step."""

    command_id = CommandId.SET_BOARD_IMAGE

    def __init__(self, document, image, label: str = "Set the board image", drag: object = None) -> None:
        super().__init__(
            document,
            document.pack.model_copy(update={"board_image": image}),
            label,
            ChangeEvent(ChangeKind.ELEMENTS, ("board_image",)),
            merge_key=drag,
        )
