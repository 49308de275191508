"""Expedition wrap pairs: which two points may be one point for the rules ("the Earth is round").

A wrap pair joins a point on the network's west edge with a point on its east edge, at about
the same height (the rulebook's content section). The edges are where the points are: the
smallest and the largest ``x`` of the network, each with a tolerance of 2 % of the network's
width; "the same height" allows 2 % of its height. The lint reports pairs that break this
(``expedition-wrap-edges`` and ``expedition-wrap-height``) and the editor's Wrap pair tool
refuses to make them: both ask :func:`wrap_edges`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

#: Share of the network's width (height) within which a point is on an edge (at a height).
EDGE_TOLERANCE = 0.02


@dataclass(frozen=True, slots=True)
class WrapEdges:
    """The west and east edges of a network, and how near counts as on an edge.

    Attributes:
        west, east: the smallest and largest ``x`` of the network's points.
        tol_x: how far from an edge (in ``x``) a point may be and still be on it.
        tol_y: how far apart (in ``y``) the two points of a pair may be.
    """

    west: float
    east: float
    tol_x: float
    tol_y: float

    def on_west(self, point) -> bool:
        """True when ``point`` lies on the west edge."""
        return point.x <= self.west + self.tol_x

    def on_east(self, point) -> bool:
        """True when ``point`` lies on the east edge."""
        return point.x >= self.east - self.tol_x

    def same_height(self, a, b) -> bool:
        """True when points ``a`` and ``b`` are at about the same height."""
        return abs(a.y - b.y) <= self.tol_y

    def joins_edges(self, west, east) -> bool:
        """True when ``west`` is on the west edge and ``east`` on the east edge."""
        return self.on_west(west) and self.on_east(east)


def wrap_edges(points: Iterable) -> WrapEdges | None:
    """The edges of the network of ``points`` (objects with ``x`` and ``y``); None if none."""
    points = list(points)
    if not points:
        return None
    xs = [p.x for p in points]
    ys = [p.y for p in points]
    west, east = min(xs), max(xs)
    return WrapEdges(
        west=west,
        east=east,
        tol_x=max((east - west) * EDGE_TOLERANCE, 1e-9),
        tol_y=max((max(ys) - min(ys)) * EDGE_TOLERANCE, 1e-9),
    )
