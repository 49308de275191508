"""The colours of a simulation's heat (the ``MARK_HEAT`` layer of the board scenes).

A heat mark is a float from 0 to 1: the element's heat per game divided by the hottest of
the scale shown (the legend's top number). 0 is "never used" and has a colour of its own, a
cool grey that no warm colour of the ramp comes near; above 0 the ramp runs from pale yellow
through orange to dark red (after ColorBrewer's YlOrRd, which stays readable for the common
colour-vision deficiencies and in greyscale print).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

#: (value, colour) stops of the ramp above 0, in increasing value.
HEAT_STOPS: tuple[tuple[float, str], ...] = (
    (0.0, "#fff3b0"),
    (0.25, "#fed976"),
    (0.5, "#fd8d3c"),
    (0.75, "#e31a1c"),
    (1.0, "#800026"),
)
#: An element that could take heat and took none in any game.
NEVER_USED = "#9fb1c4"


def heat_colour(value: float) -> QColor:
    """The colour of a heat mark (0: never used; values are clamped to 1)."""
    if value <= 0.0:
        return QColor(NEVER_USED)
    value = min(1.0, float(value))
    for (v0, c0), (v1, c1) in zip(HEAT_STOPS, HEAT_STOPS[1:], strict=False):
        if value <= v1:
            t = (value - v0) / (v1 - v0)
            a, b = QColor(c0), QColor(c1)
            return QColor(
                round(a.red() + (b.red() - a.red()) * t),
                round(a.green() + (b.green() - a.green()) * t),
                round(a.blue() + (b.blue() - a.blue()) * t),
            )
    return QColor(HEAT_STOPS[-1][1])


def heat_text_colour(value: float) -> QColor:
    """A text colour readable on ``heat_colour(value)``."""
    return QColor("#ffffff") if value > 0.62 else QColor("#1d2730")
