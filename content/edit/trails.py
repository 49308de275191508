"""Pure edits of Trails packs: boards, hexes, terrains and the deck.

Every function returns a new pack and leaves its input unchanged. Boards are named by their
index in ``pack.boards``; hexes by their index in ``board.hexes`` or by axial ``(q, r)``.
Hexes are pointy-top in axial coordinates (rulebook T6).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from content.chance import runner_rng
from content.edit import first_free, set_at
from content.hexgrid import NEIGHBOURS, outer_cells
from content.models.trails import Board, CardColour, Hex, Terrain, Tile
from content.rules.trails import T6_SHAPES, draw_terrains

#: Board shapes of rule T6: players -> (row widths top to bottom, girls) (one table, in
#: ``content.rules.trails``, for the lint and the editor).
SHAPE_PRESETS = T6_SHAPES


# --- geometry ------------------------------------------------------------------------------


def rows_to_axial(widths: Iterable[int]) -> list[tuple[int, int]]:
    """Axial ``(q, r)`` of a board given as rows of pointy-top hexes, top row first (T6).

    Rows are offset by half a hex: a row is centred on the row above when the parity of the
    widths allows, otherwise shifted half a hex right, so consecutive rows touch along their
    whole width. This is the layout of the shipped default boards.
    """
    widths = list(widths)
    cells: list[tuple[int, int]] = []
    r0 = -(len(widths) // 2)
    centre = 0
    for i, w in enumerate(widths):
        r = r0 + i
        if (centre - (w - 1) - r) % 2:
            centre += 1
        for k in range(w):
            x2 = centre - (w - 1) + 2 * k
            cells.append(((x2 - r) // 2, r))
    return cells


def hex_index(board: Board, q: int, r: int) -> int:
    """Index of the hex at ``(q, r)`` in ``board.hexes``; raises KeyError if there is none."""
    for i, h in enumerate(board.hexes):
        if h.q == q and h.r == r:
            return i
    raise KeyError((q, r))


# --- boards --------------------------------------------------------------------------------


def _with_board(pack, b: int, board: Board):
    boards = list(pack.boards)
    boards[b] = board
    return pack.model_copy(update={"boards": tuple(boards)})


def preset_board(players: int) -> Board:
    """A board of the T6 shape for ``players`` (all terrains null: drawn at setup).

    Raises:
        KeyError: T6 has no shape for that player count.
    """
    widths, girls = SHAPE_PRESETS[players]
    return Board(
        players=players, girls=girls, hexes=tuple(Hex(q=q, r=r) for q, r in rows_to_axial(widths))
    )


def apply_shape(pack, b: int, players: int):
    """Give board ``b`` the T6 shape for ``players`` hexes and girls.

    Hexes that stay keep their terrain; new hexes are null (drawn at setup).
    """
    board = pack.boards[b]
    old = {(h.q, h.r): h.terrain for h in board.hexes}
    widths, girls = SHAPE_PRESETS[players]
    hexes = tuple(Hex(q=q, r=r, terrain=old.get((q, r))) for q, r in rows_to_axial(widths))
    return _with_board(pack, b, board.model_copy(update={"hexes": hexes, "girls": girls}))


def add_board(pack, players: int):
    """Append a board for ``players``: the T6 shape when there is one, else a single hex.

    Raises:
        ValueError: the pack already has a board for that player count.
    """
    if any(x.players == players for x in pack.boards):
        raise ValueError(f"there is already a board for {players} players")
    if players in SHAPE_PRESETS:
        board = preset_board(players)
    else:
        board = Board(players=players, girls=0, hexes=(Hex(q=0, r=0),))
    return pack.model_copy(update={"boards": (*pack.boards, board)})


def remove_board(pack, b: int):
    """Drop board ``b``."""
    return pack.model_copy(update={"boards": pack.boards[:b] + pack.boards[b + 1 :]})


def set_girls(pack, b: int, girls: int):
    """Set the number of girls of board ``b`` (T6)."""
    return set_at(pack, ("boards", b, "girls"), int(girls))


# --- hexes ---------------------------------------------------------------------------------


def paint_hexes(pack, b: int, indices: Iterable[int], terrain: str | None):
    """Give the hexes ``indices`` of board ``b`` the terrain ``terrain`` (None: drawn at setup)."""
    board = pack.boards[b]
    hexes = list(board.hexes)
    for i in indices:
        if hexes[i].terrain != terrain:
            hexes[i] = hexes[i].model_copy(update={"terrain": terrain})
    return _with_board(pack, b, board.model_copy(update={"hexes": tuple(hexes)}))


def set_terrains(pack, b: int, terrains: Mapping[int, str | None]):
    """Give each hex index of board ``b`` its own terrain (the result of a brush stroke)."""
    board = pack.boards[b]
    hexes = list(board.hexes)
    for i, t in terrains.items():
        if hexes[i].terrain != t:
            hexes[i] = hexes[i].model_copy(update={"terrain": t})
    return _with_board(pack, b, board.model_copy(update={"hexes": tuple(hexes)}))


def flood_region(board: Board, start: int) -> list[int]:
    """Indices of the hexes connected to hex ``start`` through hexes of the same terrain."""
    at = {(h.q, h.r): i for i, h in enumerate(board.hexes)}
    terrain = board.hexes[start].terrain
    seen = {start}
    stack = [start]
    while stack:
        h = board.hexes[stack.pop()]
        for dq, dr in NEIGHBOURS:
            j = at.get((h.q + dq, h.r + dr))
            if j is not None and j not in seen and board.hexes[j].terrain == terrain:
                seen.add(j)
                stack.append(j)
    return sorted(seen)


def flood_fill(pack, b: int, start: int, terrain: str | None):
    """Paint the region of same-terrain hexes connected to hex ``start`` with ``terrain``."""
    return paint_hexes(pack, b, flood_region(pack.boards[b], start), terrain)


def add_hex(pack, b: int, q: int, r: int, terrain: str | None = None):
    """Add a hex at ``(q, r)`` to board ``b``.

    Raises:
        ValueError: the board already has a hex there.
    """
    board = pack.boards[b]
    if any(h.q == q and h.r == r for h in board.hexes):
        raise ValueError(f"board already has a hex at ({q}, {r})")
    hexes = (*board.hexes, Hex(q=q, r=r, terrain=terrain))
    return _with_board(pack, b, board.model_copy(update={"hexes": hexes}))


def remove_hex(pack, b: int, q: int, r: int):
    """Remove the hex at ``(q, r)`` from board ``b``.

    Raises:
        KeyError: there is no hex there.
    """
    board = pack.boards[b]
    i = hex_index(board, q, r)
    hexes = board.hexes[:i] + board.hexes[i + 1 :]
    return _with_board(pack, b, board.model_copy(update={"hexes": hexes}))


def randomise_interior(pack, b: int, seed: int):
    """Draw a terrain for every interior (non-path) hex of board ``b`` as a game would (T8).

    The interior is what a game on board ``b`` with its interior left to chance draws when
    the runner plays it with ``seed`` (``core.sim.runner.play_game``, the playtest): the
    same bag (``content.rules.trails.draw_terrains``) and the same seeded RNG
    (``content.chance.runner_rng(seed, players)``). Path hexes keep their terrain. The same
    pack and seed always give the same board.

    Raises:
        ValueError: the tile set is empty.
    """
    if not any(t.count > 0 for t in pack.tiles):
        raise ValueError("the tile set is empty: add tiles before drawing terrains")
    board = pack.boards[b]
    path = outer_cells((h.q, h.r) for h in board.hexes)
    interior = [i for i, h in enumerate(board.hexes) if (h.q, h.r) not in path]
    blank = set_terrains(pack, b, dict.fromkeys(interior)).boards[b]
    drawn = draw_terrains(pack, blank, runner_rng(seed, board.players))
    return set_terrains(pack, b, {i: drawn[i] for i in interior})


# --- terrains, tiles, deck -----------------------------------------------------------------


def _unique_id(base: str, taken: set[str]) -> str:
    return first_free(base, taken)


def add_terrain(pack, name: str = "New terrain", colour: str | None = None):
    """Append a terrain (with an unused id) paying with ``colour`` (default: the first colour).

    Raises:
        ValueError: the pack has no card colour to pay with.
    """
    if colour is None:
        if not pack.card_colours:
            raise ValueError("add a card colour before adding terrains")
        colour = pack.card_colours[0].id
    tid = _unique_id("terrain", {t.id for t in pack.terrains})
    return pack.model_copy(
        update={"terrains": (*pack.terrains, Terrain(id=tid, name=name, colour=colour))}
    )


def remove_terrain(pack, terrain_id: str):
    """Drop a terrain, its tiles, and set the hexes of that terrain to null (drawn at setup)."""
    boards = tuple(
        board.model_copy(
            update={
                "hexes": tuple(
                    h.model_copy(update={"terrain": None}) if h.terrain == terrain_id else h
                    for h in board.hexes
                )
            }
        )
        for board in pack.boards
    )
    return pack.model_copy(
        update={
            "terrains": tuple(t for t in pack.terrains if t.id != terrain_id),
            "tiles": tuple(t for t in pack.tiles if t.terrain != terrain_id),
            "boards": boards,
        }
    )


def rename_terrain(pack, old: str, new: str):
    """Change a terrain's id and every reference to it (tiles, hexes).

    Raises:
        ValueError: ``new`` is already a terrain id.
    """
    if new == old:
        return pack
    if any(t.id == new for t in pack.terrains):
        raise ValueError(f"terrain id '{new}' is already used")
    terrains = tuple(t.model_copy(update={"id": new}) if t.id == old else t for t in pack.terrains)
    tiles = tuple(
        t.model_copy(update={"terrain": new}) if t.terrain == old else t for t in pack.tiles
    )
    boards = tuple(
        board.model_copy(
            update={
                "hexes": tuple(
                    h.model_copy(update={"terrain": new}) if h.terrain == old else h
                    for h in board.hexes
                )
            }
        )
        for board in pack.boards
    )
    return pack.model_copy(update={"terrains": terrains, "tiles": tiles, "boards": boards})


def set_tile_count(pack, terrain_id: str, count: int):
    """Set how many tiles of ``terrain_id`` the tile set holds (adds or drops its entry)."""
    tiles = [t for t in pack.tiles if t.terrain != terrain_id]
    if count > 0:
        old = [i for i, t in enumerate(pack.tiles) if t.terrain == terrain_id]
        at = old[0] if old else len(tiles)
        tiles.insert(at, Tile(terrain=terrain_id, count=int(count)))
    return pack.model_copy(update={"tiles": tuple(tiles)})


def set_card_count(pack, colour_id: str, count: int):
    """Set the number of cards of one colour in the deck (T3).

    Raises:
        KeyError: there is no such colour.
    """
    for i, c in enumerate(pack.card_colours):
        if c.id == colour_id:
            return set_at(pack, ("card_colours", i, "count"), int(count))
    raise KeyError(colour_id)


def add_card_colour(pack, name: str = "New colour", count: int = 0):
    """Append a card colour with an unused id."""
    cid = _unique_id("colour", {c.id for c in pack.card_colours})
    return pack.model_copy(
        update={"card_colours": (*pack.card_colours, CardColour(id=cid, name=name, count=count))}
    )


def can_remove_card_colour(pack, colour_id: str) -> bool:
    """True when no terrain pays with ``colour_id``."""
    return not any(t.colour == colour_id for t in pack.terrains)


def remove_card_colour(pack, colour_id: str):
    """Drop a card colour.

    Raises:
        ValueError: a terrain still pays with it.
    """
    if not can_remove_card_colour(pack, colour_id):
        raise ValueError(f"a terrain pays with colour '{colour_id}': change it first")
    return pack.model_copy(
        update={"card_colours": tuple(c for c in pack.card_colours if c.id != colour_id)}
    )
