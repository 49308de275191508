"""Trails heat: where the routes were built and how many girls they reached.

The heat of one finished game, keyed by JSON paths of the pack (the paths ``content.lint``
puts in ``Problem.where``, so the studio marks heat the way it marks problems). ``b`` is the
index in ``boards`` of the board the game was played on (the one for its player count):

- ``boards[b].hexes[h]``: the route segments built in or along hex ``h`` at the end of the
  game: the pieces on the board (connected routes and unfinished ones) and the segments paid
  for after the supply ran out (T25). A spoke (inside one hex) counts 1 for its hex; an edge
  counts 1 shared between the hexes beside it: 0.5 each for an edge between two hexes, 1 for
  an edge on the board's outside. A hex's heat is so a number of segments, and the heat of a
  board's hexes adds up to the segments built. Segments have no place in the pack, so they
  heat their hexes; a girl reached heats her hex too (a route reaches her by a spoke of it).
- ``boards[b].girls``: the number of girls with at least one marker (reached by a route) at
  the end; summed over games, divided by the games, the girls a game reaches on average.

Every hex of the board played can take heat (:func:`elements`): those that never did saw no
route in any game.
"""

from __future__ import annotations

import weakref

from content.edit import parse_path
from content.messages import msg

_TABLES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


class _BoardTables:
    """Per board of a game: its index in the pack, the hexes' paths, each segment's share."""

    def __init__(self, game, players: int) -> None:
        self.board = next(i for i, b in enumerate(game.pack.boards) if b.players == players)
        geo = game.geometry(players)
        self.hexes = tuple(f"boards[{self.board}].hexes[{h}]" for h in range(len(geo.cells)))
        self.girls = f"boards[{self.board}].girls"
        hexes = self.hexes
        self.shares = tuple(((hexes[a], 1.0),) if a == b else ((hexes[a], 0.5), (hexes[b], 0.5))
                            for a, b in zip(geo.seg_hex1, geo.seg_hex2, strict=True))


def _tables(game, players: int) -> _BoardTables:
    per_game = _TABLES.get(game)
    if per_game is None:
        per_game = _TABLES[game] = {}
    found = per_game.get(players)
    if found is None:
        found = per_game[players] = _BoardTables(game, players)
    return found


def heat(game, state) -> dict[str, float]:
    """The heat of the finished (or cut off) game ``state``: segments built per hex, and
    the girls reached."""
    t = _tables(game, state.players)
    out: dict[str, float] = {}
    shares = t.shares
    for seg, owner in enumerate(state.owner):
        if owner >= 0:
            for path, share in shares[seg]:
                out[path] = out.get(path, 0.0) + share
    reached = sum(1 for stack in state.stacks if stack)
    if reached:
        out[t.girls] = float(reached)
    return out


def elements(game, players: int) -> tuple[str, ...]:
    """Every path that can take heat in a game of ``players``: the hexes of its board, in
    pack order (``boards[b].girls`` is a count, not an element that can go unused)."""
    return _tables(game, players).hexes


def name(game, path: str) -> str:
    """How a designer calls the element at ``path``: "hex (1, -2)", "Forest hex (1, -2)"
    when the hex's terrain is fixed, "girls reached (3-player board)".

    Raises:
        ValueError: ``path`` is not a path :func:`heat` gives.
    """
    steps = parse_path(path)
    try:
        board = game.pack.boards[steps[1]]
        if steps[0] == "boards" and steps[2:] == ("girls",):
            return msg("girls reached ({players}-player board)", players=board.players)
        if steps[0] == "boards" and steps[2] == "hexes" and len(steps) == 4:
            cell = board.hexes[steps[3]]
            terrain = game.terrain_names.get(cell.terrain) if cell.terrain else None
            where = msg("hex ({q}, {r})", q=cell.q, r=cell.r)
            return msg("{terrain} {where}", terrain=terrain, where=where) if terrain else where
    except (IndexError, TypeError):
        pass
    raise ValueError(f"no Trails heat element at {path!r}")


def element_id(game, path: str) -> str:
    """The id of the heat element at ``path`` across versions of a pack (hexes have no id
    of their own): its board's player count and its axial place, ``"3p:(1,-2)"``.

    Raises:
        ValueError: ``path`` is not a hex's path.
    """
    steps = parse_path(path)
    try:
        if steps[0] == "boards" and steps[2] == "hexes" and len(steps) == 4:
            board = game.pack.boards[steps[1]]
            cell = board.hexes[steps[3]]
            return f"{board.players}p:({cell.q},{cell.r})"
    except (IndexError, TypeError):
        pass
    raise ValueError(f"no Trails hex at {path!r}")
