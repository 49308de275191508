"""Build the default Trails pack, ``content/packs/trails.json`` (a data script, never imported).

Run from the repository root::

    python content/packs/build_trails.py

What it writes, rule by rule (see ``shared/rules/trails.md``):

- T1: a 30-tile set over five terrains. The seed gives only the tile count, not the terrain
  mix, so the mix follows the deck: 48 coloured cards, of which green 12, red 10, yellow 10,
  blue 8, black 8, scaled to 30 tiles and rounded (forest 8, clearing 6, house 6, water 5,
  rocky 5).
- T3: the 60-card deck by colour, multicolour under the id ``multi``.
- T5: forest→green, clearing→yellow, house→red, water→blue, rocky→black.
- T6: one board per player count with the seed's row shapes, as pointy-top hexes in axial
  coordinates. Rows are offset by half a hex; a row is centred on the row above it when the
  parity of the widths allows, otherwise it is shifted half a hex to the right (only the
  5-player shape 4-5-6-6-5-4 needs that, between its two rows of 6), so each row touches the
  next along its whole width.
- T8: the outer ring (the path) gets fixed terrains, drawn once here with a fixed seed from
  the tile set without replacement; interior hexes are ``null`` and are drawn from the rest
  of the tile set at the start of every game (chance moves in the engine). This follows the
  seed: "path pieces go on the edges, the others are drawn in the middle".
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from content.io import save_pack  # noqa: E402
from content.models.trails import (  # noqa: E402
    Board,
    CardColour,
    Hex,
    Terrain,
    Tile,
    TrailsPack,
    TrailsRules,
)

#: Seed of the one-off draw of path terrains (changing it changes the shipped pack).
SEED = 20261129

#: (terrain id, name, card colour, display colour, tiles in the set)
TERRAINS = [
    ("forest", "Forest", "green", "#4f9a5a", 8),
    ("clearing", "Clearing", "yellow", "#e6cf6b", 6),
    ("house", "House", "red", "#c9614f", 6),
    ("water", "Water", "blue", "#5b9bd5", 5),
    ("rocky", "Rocky ground", "black", "#6e6a66", 5),
]

#: (colour id, name, cards in the deck, display colour)
CARD_COLOURS = [
    ("green", "Green", 12, "#2e8b57"),
    ("red", "Red", 10, "#c0392b"),
    ("yellow", "Yellow", 10, "#e5b81a"),
    ("blue", "Blue", 8, "#2f6fb5"),
    ("black", "Black", 8, "#2b2b2b"),
    ("multi", "Multicolour", 12, "#9b59b6"),
]

#: players -> (row widths top to bottom, girls)  (T6)
SHAPES = {
    2: ((2, 3, 4, 3, 2), 4),
    3: ((3, 4, 5, 4, 3), 5),
    4: ((4, 5, 6, 5, 4), 7),
    5: ((4, 5, 6, 6, 5, 4), 9),
}

_NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def rows_to_axial(widths: tuple[int, ...]) -> list[tuple[int, int]]:
    """Axial (q, r) of a board given as rows of pointy-top hexes, top row first.

    A hex's doubled x position is ``2q + r``. Row ``i`` has ``r = i - len(widths) // 2`` and is
    centred on doubled x ``c``; ``c`` is kept from the row above when the parity allows and
    moved half a hex right when it does not, so consecutive rows always touch.
    """
    cells: list[tuple[int, int]] = []
    r0 = -(len(widths) // 2)
    centre = None
    for i, w in enumerate(widths):
        r = r0 + i
        if centre is None:
            centre = 0
        if (centre - (w - 1) - r) % 2:
            centre += 1
        for k in range(w):
            x2 = centre - (w - 1) + 2 * k
            cells.append(((x2 - r) // 2, r))
    return cells


def outer_ring(cells: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The hexes with fewer than six neighbours on the board (the path, T8)."""
    present = set(cells)
    return [
        (q, r)
        for q, r in cells
        if sum((q + dq, r + dr) in present for dq, dr in _NEIGHBOURS) < 6
    ]


def build() -> TrailsPack:
    """The default pack."""
    rng = random.Random(SEED)
    tile_bag = [t[0] for t in TERRAINS for _ in range(t[4])]
    boards = []
    for players, (widths, girls) in SHAPES.items():
        cells = rows_to_axial(widths)
        path = set(outer_ring(cells))
        bag = tile_bag[:]
        rng.shuffle(bag)
        hexes = []
        for q, r in cells:
            terrain = bag.pop() if (q, r) in path else None
            hexes.append(Hex(q=q, r=r, terrain=terrain))
        boards.append(Board(players=players, girls=girls, hexes=tuple(hexes)))
    return TrailsPack.model_validate(
        {
            "$schema": "../schema/trails.schema.json",
            "id": "trails",
            "name": "Trails",
            "version": "1.0",
            "description": (
                "The default Trails content: the seed's 30-tile set, 60-card deck and the "
                "boards for 2 to 5 players. Path (outer ring) terrains are fixed; interior "
                "hexes are drawn from the rest of the tile set at the start of each game."
            ),
            "rules": TrailsRules(),
            "terrains": [
                Terrain(id=i, name=n, colour=c, display=d) for i, n, c, d, _ in TERRAINS
            ],
            "card_colours": [
                CardColour(id=i, name=n, count=k, display=d) for i, n, k, d in CARD_COLOURS
            ],
            "tiles": [Tile(terrain=i, count=k) for i, _, _, _, k in TERRAINS],
            "boards": boards,
        }
    )


def main() -> None:
    """Write the pack next to this script."""
    target = Path(__file__).with_name("trails.json")
    save_pack(build(), target)
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
