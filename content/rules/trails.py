"""Trails rule facts that the lint, the editors and the rules engine share (rulebook T4, T6, T8, T13).

- T4/T6 boards: :data:`T6_SHAPES` (the rulebook's board for each player count) and
  :func:`missing_player_counts` (the counts the rules allow that have no board); the lint
  reports them and the editor's "Add board" offers them.
- T13 seating: :func:`seat_choices` (where the next man may go) and :func:`seat_players`
  (whether a board seats its players); the engine's auction offers ``seat_choices``.
- T8 terrain bag: :func:`terrain_bag` (the tiles left to draw), :func:`terrain_draws` (one
  draw's outcomes) and :func:`draw_terrains` (every draw of a setup, sampled the way the
  runner samples a game's chance nodes). The editor's "Randomise interior" draws with these
  and the runner's seeded RNG (``content.chance.runner_rng``), so the preview for seed S is
  the interior a game with seed S gets.

The path ring (T8) is ``content.hexgrid.board_rings``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from content.chance import sample
from content.hexgrid import Cell, hex_distance

# --- T4, T6: a board per player count ------------------------------------------------------

#: Rule T6: players -> (row widths top to bottom, girls).
T6_SHAPES: dict[int, tuple[tuple[int, ...], int]] = {
    2: ((2, 3, 4, 3, 2), 4),
    3: ((3, 4, 5, 4, 3), 5),
    4: ((4, 5, 6, 5, 4), 7),
    5: ((4, 5, 6, 6, 5, 4), 9),
}


def missing_player_counts(pack) -> list[int]:
    """The player counts from ``rules.min_players`` to ``rules.max_players`` with no board (T4)."""
    have = {b.players for b in pack.boards}
    return [n for n in range(pack.rules.min_players, pack.rules.max_players + 1) if n not in have]


# --- T13: seating the men on ring 2 --------------------------------------------------------


def seat_choices(ring2: Sequence[Cell], men: Iterable[Cell], players: int,
                 strict: bool = False) -> list[Cell]:
    """The ring-2 cells the next man may go on (T13), in the order of ``ring2``.

    A free ring-2 cell exactly 2 (hex distance) from the nearest man already placed. Ruling:
    if there is none, any free ring-2 cell at distance >= 2; if none, any free ring-2 cell.
    The first man of a 2-player game goes on a cell whose partner at distance 2 exists (the
    top or bottom ring-2 hex of the 14-hex board), when the board has one.

    Args:
        ring2: the board's ring-2 cells.
        men: the cells of the men already placed.
        players: the seat count.
        strict: without the ruling's fallbacks (the lint asks whether a board seats its
            players by the rule's own words).
    """
    taken = set(men)
    free = [c for c in ring2 if c not in taken]
    if not taken:
        if players == 2:
            paired = [c for c in free if any(hex_distance(c, x) == 2 for x in free)]
            if paired or strict:
                return paired
        return free
    nearest = {c: min(hex_distance(c, m) for m in taken) for c in free}
    exact = [c for c in free if nearest[c] == 2]
    if exact or strict:
        return exact
    far = [c for c in free if nearest[c] >= 2]
    return far or free


def seat_players(ring2: Sequence[Cell], players: int, strict: bool = True):
    """Seat ``players`` men on ring-2 cells by :func:`seat_choices`, greedily; None if the
    board cannot.

    Tries each first cell in turn and then always takes the first choice. With
    ``strict=False`` the T13 ruling's fallbacks apply, so this fails only when ring 2 has
    fewer cells than players.
    """
    cells = list(ring2)
    if players > len(cells):
        return None
    if players <= 0:
        return ()
    for first in seat_choices(cells, (), players, strict):
        men = [first]
        while len(men) < players:
            choices = seat_choices(cells, men, players, strict)
            if not choices:
                break
            men.append(choices[0])
        if len(men) == players:
            return tuple(men)
    return None


# --- T8: the terrain bag -------------------------------------------------------------------


def terrain_bag(terrains: Sequence[str], tiles: Iterable[tuple[str, int]],
                on_board: Iterable[str | None]) -> list[int]:
    """Tiles left in the bag per terrain, in the order of ``terrains`` (T8).

    The tile set minus one tile for every terrain already on the board (fixed by the
    designer or drawn). Should that leave nothing (a board larger than its tile set), the
    whole tile set again; a pack with no tiles at all draws every terrain alike.

    Args:
        terrains: the pack's terrain ids.
        tiles: ``(terrain id, count)`` of the pack's tile set (unknown terrains are ignored).
        on_board: the terrain of every hex of the board (None for one still to draw).
    """
    index = {t: i for i, t in enumerate(terrains)}
    full = [0] * len(terrains)
    for terrain, count in tiles:
        if terrain in index:
            full[index[terrain]] += count
    bag = list(full)
    for terrain in on_board:
        i = index.get(terrain, -1) if terrain is not None else -1
        if i >= 0 and bag[i] > 0:
            bag[i] -= 1
    if sum(bag) == 0:
        bag = list(full)
    if sum(bag) == 0:
        bag = [1] * len(bag)
    return bag


def terrain_draws(terrains: Sequence[str], bag: Sequence[int]) -> list[tuple[str, float]]:
    """The outcomes of one terrain draw from ``bag``: ``[(terrain id, probability)]``, in
    terrain order, each weighted by its tiles left (the chance node of T8)."""
    total = sum(bag)
    return [(terrains[i], k / total) for i, k in enumerate(bag) if k]


def draw_terrains(pack, board, rng: random.Random) -> dict[int, str]:
    """The terrains a game's setup draws for the hexes of ``board`` without one (T8).

    The hexes are drawn in board order, each from :func:`terrain_draws` of the bag as it
    stands, sampled with ``content.chance.sample`` and ``rng``: exactly the game's first
    chance nodes as the runner samples them. Returns ``{hex index: terrain id}``.
    """
    terrains = [t.id for t in pack.terrains]
    tiles = [(t.terrain, t.count) for t in pack.tiles]
    on_board = [h.terrain for h in board.hexes]
    drawn: dict[int, str] = {}
    for i, terrain in enumerate(on_board):
        if terrain is None:
            outcomes = terrain_draws(terrains, terrain_bag(terrains, tiles, on_board))
            on_board[i] = drawn[i] = sample(outcomes, rng)
    return drawn
