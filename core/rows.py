"""A table of rows made when first asked for: ``table[a][b]`` for "from a to b" tables
(distances on a board) whose whole square would be too big for a big board.

The Trails geometry's hex distances and the Expedition greedy bot's path distances are such
tables: a bot asks for the rows of a few places (its heads, destinations, the girls), while a
10,000-hex board or a 5,000-point network would need a hundred million or twenty-five million
numbers, and seconds to minutes, to hold them all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")


class RowTable(dict[int, Sequence[T]], Generic[T]):
    """``size`` rows, row ``a`` being ``make_row(a)``, made on first use and kept.

    A dict of the rows made so far (so a row already made is a plain dict lookup, at C speed
    in the bots' inner loops); looking up a missing row makes it. ``len`` is the number of
    rows made, ``size`` the number of rows there can be.
    """

    __slots__ = ("_make_row", "size")

    def __init__(self, size: int, make_row: Callable[[int], Sequence[T]]) -> None:
        super().__init__()
        self.size = size
        self._make_row = make_row

    def __missing__(self, a: int) -> Sequence[T]:
        if not (isinstance(a, int) and 0 <= a < self.size):
            raise IndexError(f"row {a!r} of a table of {self.size} rows")
        row = self[a] = self._make_row(a)
        return row
