"""Ids for commands that merge (drags, typing): QUndoCommand.id() returns one of these."""

import enum


class CommandId(enum.IntEnum):
    """One id per mergeable command kind. Values are stable; append new ones at the end."""

    MOVE_ELEMENT = 1
    SET_FIELD = 2
    PAINT_HEXES = 3
    MOVE_OUTLINE_VERTICES = 4
    SET_BOARD_IMAGE = 5
    SET_CARD_LAYOUT = 6
