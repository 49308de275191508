"""The label placer every board scene uses: names beside their markers, never on top of each other.

One greedy algorithm, in view pixels, for all games (issue 12 §2). A scene describes each name
as a ``LabelBox`` (its anchor, its size and the places it may go, in order of preference),
lists the boxes no name may cover (markers, seas, other decorations) and calls
``place_labels``; it draws the names itself. The games differ only in the arguments:

- the order of the boxes is the priority (names placed first win the room); the scene sorts
  them (the Journey: two-card countries, then longer names; the Expedition: rose, green, red,
  blue, plain); ``forced`` names (the selection, the rose) go first and are always shown;
- ``max_overlap`` is the share of a name that may be covered (the Journey tolerates 20 %, the
  Expedition none); a name with no such place is hidden until zooming in makes room;
- ``max_labels`` hides every name when more are asked for (the view is too dense to read);
  ``limit`` and ``give_up`` bound the work on crowded views; ``bounds`` keeps names inside.

Pure Python on floats (no Qt): a coarse grid of boxes makes each test cheap.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass

#: Side of a collision-grid cell, in pixels (with ``cover="area"`` the result does not depend on it).
DEFAULT_CELL = 48.0

Box = tuple[float, float, float, float]
"""A rectangle in pixels: ``(x0, y0, x1, y1)`` with ``x0 <= x1`` and ``y0 <= y1``."""


@dataclass(frozen=True, slots=True)
class LabelBox:
    """A name to place: where its marker is, how big it is, where it may go.

    Attributes:
        key: what the name belongs to (returned as the key of ``place_labels``' result).
        x: the anchor (the marker's centre) in view pixels.
        y: see ``x``.
        width: the name's box, in pixels (with its halo).
        height: see ``width``.
        candidates: offsets ``(dx, dy)`` of the box's top-left corner from the anchor, best
            first; the first one where the name fits is taken.
    """

    key: Hashable
    x: float
    y: float
    width: float
    height: float
    candidates: Sequence[tuple[float, float]]


class _Grid:
    """Boxes bucketed in square cells, for cheap overlap tests."""

    __slots__ = ("cell", "cells")

    def __init__(self, cell: float) -> None:
        self.cell = cell
        self.cells: dict[tuple[int, int], list[Box]] = {}

    def add(self, box: Box) -> None:
        x0, y0, x1, y1 = box
        c, cells = self.cell, self.cells
        for gx in range(int(x0 // c), int(x1 // c) + 1):
            for gy in range(int(y0 // c), int(y1 // c) + 1):
                bucket = cells.get((gx, gy))
                if bucket is None:
                    cells[gx, gy] = [box]
                else:
                    bucket.append(box)

    def overlap(self, box: Box, cap: float) -> float:
        """The area of ``box`` covered by the boxes (each counted once), or some value above
        ``cap`` as soon as the covered area exceeds it."""
        x0, y0, x1, y1 = box
        c, cells = self.cell, self.cells
        total = 0.0
        seen: set[int] | None = None
        for gx in range(int(x0 // c), int(x1 // c) + 1):
            for gy in range(int(y0 // c), int(y1 // c) + 1):
                for other in cells.get((gx, gy), ()):
                    a0, b0, a1, b1 = other
                    w = (x1 if x1 < a1 else a1) - (x0 if x0 > a0 else a0)
                    if w <= 0:
                        continue
                    h = (y1 if y1 < b1 else b1) - (y0 if y0 > b0 else b0)
                    if h <= 0:
                        continue
                    # A box in several cells is met once per cell: count it once.
                    if seen is None:
                        seen = set()
                    elif id(other) in seen:
                        continue
                    seen.add(id(other))
                    total += w * h
                    if total > cap:
                        return total
        return total

    def cell_count(self, box: Box, cap: float) -> float:
        """In how many (cell, box) pairs a box overlaps ``box`` -- a box met in several of the
        cells ``box`` spans counts once per cell, so big boxes weigh more (a coarse area) --,
        or some value above ``cap`` as soon as that exceeds it."""
        x0, y0, x1, y1 = box
        c, cells = self.cell, self.cells
        n = 0
        for gx in range(int(x0 // c), int(x1 // c) + 1):
            for gy in range(int(y0 // c), int(y1 // c) + 1):
                for a0, b0, a1, b1 in cells.get((gx, gy), ()):
                    if a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1:
                        n += 1
                        if n > cap:
                            return n
        return n


def place_labels(
    labels: Iterable[LabelBox],
    obstacles: Iterable[Box] = (),
    *,
    forced: Sequence[Hashable] = (),
    max_overlap: float = 0.0,
    cover: str = "area",
    pad_x: float = 0.0,
    max_labels: int | None = None,
    limit: int | None = None,
    give_up: int | None = None,
    bounds: tuple[float, float] | None = None,
    cell: float = DEFAULT_CELL,
) -> dict[Hashable, tuple[float, float]]:
    """Choose where each name goes so that no two names overlap (greedy, in priority order).

    Each name takes its first candidate place that no obstacle or placed name covers; if
    there is none, the place covered least, provided that is at most ``max_overlap`` of the
    name's area, else the name is not shown. Forced names are placed first (in ``forced``
    order) and always shown, where they are covered least. "Least" is measured by ``cover``:
    the area covered (``"area"``), or the boxes covering it counted once per grid cell they
    share with it (``"cells"``, a coarse area; names that are not forced must then be
    clear: ``max_overlap`` is ignored).

    Args:
        labels: the names, most important first.
        obstacles: boxes in pixels no name should cover (the markers).
        forced: keys of names placed first, in this order, and shown wherever they land.
        max_overlap: the share of a name's area that may be covered (0: none).
        cover: how a covered place is measured: ``"area"`` or ``"cells"`` (see above).
        pad_x: room kept clear left and right of each name, in pixels.
        max_labels: when more names than this are asked for, none is placed (too dense).
        limit: at most this many names are tried (after sorting the forced ones first).
        give_up: stop after this many names in a row found no room (a crowded view); forced
            names are still placed.
        bounds: ``(width, height)`` of the view: names stay inside it; or None.
        cell: side of the collision grid's cells (speed only, but for ``cover="cells"``).

    Returns:
        ``{key: (dx, dy)}``: the chosen candidate of every name placed; the others are hidden.
        Nothing is modified.
    """
    labels = list(labels)
    if max_labels is not None and len(labels) > max_labels:
        return {}
    if cover not in ("area", "cells"):
        raise ValueError(f"cover must be 'area' or 'cells', not {cover!r}")
    grid = _Grid(cell)
    cost_of = grid.overlap if cover == "area" else grid.cell_count
    share = max_overlap if cover == "area" else 0.0
    for box in obstacles:
        grid.add(box)
    first = {key: k for k, key in enumerate(forced)}
    n_first = len(first)
    order = sorted(labels, key=lambda b: first.get(b.key, n_first)) if first else labels
    if limit is not None:
        order = order[:limit]
    placed: dict[Hashable, tuple[float, float]] = {}
    misses = 0
    for label in order:
        is_forced = label.key in first
        if give_up is not None and misses >= give_up and not is_forced:
            break
        misses += 1
        x, y, w, h = label.x, label.y, label.width, label.height
        # Above the cap a place can never be taken, so its cost need not be known exactly.
        cap = float("inf") if is_forced else share * w * h
        best = best_box = None
        best_cost = 0.0
        for dx, dy in label.candidates:
            left, top = x + dx, y + dy
            box = (left - pad_x, top, left + w + pad_x, top + h)
            if bounds is not None and (
                box[0] < 0 or box[1] < 0 or box[2] > bounds[0] or box[3] > bounds[1]
            ):
                continue
            cost = cost_of(box, cap)
            if best is None or cost < best_cost:
                best, best_box, best_cost = (dx, dy), box, cost
            if cost == 0:
                break
        if best is None or best_cost > cap:
            continue  # no room: zoom in to see it
        if best_cost == 0:
            misses = 0
        grid.add(best_box)
        placed[label.key] = best
    return placed
