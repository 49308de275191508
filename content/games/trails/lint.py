"""Trails' design checks (``content.lint`` runs them for a Trails pack). Hex boards grow to
thousands of cells: a plain flood fill, linear in the board.
"""

from __future__ import annotations

from collections import defaultdict

from content.hexgrid import Cell, board_rings
from content.lint import Findings, Problem, plural
from content.messages import msg
from content.models.trails import MULTI, Board, TrailsPack
from content.rules.trails import T6_SHAPES, missing_player_counts, seat_players

#: Every check's code with what it finds. Codes are stable: tools and tests may rely on them.
CODES: dict[str, str] = {
    "trails-board-missing": "a player count the pack claims has no board",
    "trails-board-unused": "a board for a player count outside min_players..max_players",
    "trails-board-empty": "a board with no hexes",
    "trails-board-split": "a board whose hexes are not one connected piece",
    "trails-path-ring": "a board whose outer ring is not one closed track (a hole or a pinch)",
    "trails-board-shape": "a board whose rows or girls differ from T6 for its player count",
    "trails-girls-none": "a board with no girls",
    "trails-girls-room": "more girls than path hexes",
    "trails-girls-spacing": "girls that cannot keep a free path hex between each two (T9)",
    "trails-seating": "the auction cannot seat every player on ring-2 hexes (T13)",
    "trails-seating-fallback": "the auction seats every player only with the T13 fallback",
    "trails-deck-size": "the deck cannot deal every hand and fill the market (T10)",
    "trails-terrain-colour": "a terrain whose card colour has no cards in the deck",
    "trails-colour-unused": "a card colour that no terrain uses (only good in pairs, T21)",
    "trails-no-multi": "no multicolour cards for edges between different colours (T20)",
    "trails-tiles-short": "fewer tiles than a board has hexes to draw (T8)",
}


#: Axial neighbour offsets, clockwise on screen (y down) starting east: E, SE, SW, W, NW, NE.
HEX_DIRS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))



def _row_shape(board: Board) -> tuple[tuple[int, ...], bool]:
    """Row widths top to bottom, and whether rows are gap-free and offset by half a hex."""
    rows: dict[int, list[int]] = defaultdict(list)
    for hx in board.hexes:
        rows[hx.r].append(hx.q)
    rs = sorted(rows)
    widths = tuple(len(rows[r]) for r in rs)
    ok = rs == list(range(rs[0], rs[0] + len(rs))) if rs else True
    prev = None
    for r in rs:
        qs = sorted(rows[r])
        if qs[-1] - qs[0] + 1 != len(qs):
            ok = False
        x0, x1 = qs[0] + r / 2, qs[-1] + r / 2  # left and right centres in hex widths
        if prev is not None and (abs(x0 - prev[0]) != 0.5 or abs(x1 - prev[1]) != 0.5):
            ok = False
        prev = (x0, x1)
    return widths, ok


def lint_trails(pack: TrailsPack) -> list[Problem]:
    """Design checks of a Trails pack (rulebook T1–T13, T20, T21)."""
    out = Findings(CODES)
    r = pack.rules

    for n in missing_player_counts(pack):
        out.error(
            "trails-board-missing", "boards", msg("the pack claims {n} players but has no board for {n}", n=n)
        )
    for i, b in enumerate(pack.boards):
        if not r.min_players <= b.players <= r.max_players:
            out.warning(
                "trails-board-unused",
                f"boards[{i}].players",
                msg("a board for {players} players, outside the pack's {min_players}–{max_players}: no game uses it", players=b.players, min_players=r.min_players, max_players=r.max_players),
            )

    for i, b in enumerate(pack.boards):
        _lint_board(out, f"boards[{i}]", b)

    total = sum(c.count for c in pack.card_colours)
    need = r.max_players * r.deal + r.market_size
    if total < need:
        out.error(
            "trails-deck-size",
            "card_colours",
            msg("the deck has {total} cards; dealing {deal} to each of {max_players} players and {market_size} to the market needs at least {need}", total=total, deal=r.deal, max_players=r.max_players, market_size=r.market_size, need=need),
        )

    counts = {c.id: c.count for c in pack.card_colours}
    colour_name = {c.id: c.name for c in pack.card_colours}
    for i, t in enumerate(pack.terrains):
        if counts.get(t.colour, 0) == 0:
            out.warning(
                "trails-terrain-colour",
                f"terrains[{i}].colour",
                msg("terrain {name} is paid with {get} cards, but the deck has none: its segments cost two cards of one colour each (T21)", name=t.name, get=colour_name.get(t.colour, t.colour)),
            )
    used = {t.colour for t in pack.terrains}
    for i, c in enumerate(pack.card_colours):
        if c.id != MULTI and c.id not in used and c.count:
            out.warning(
                "trails-colour-unused",
                f"card_colours[{i}]",
                msg("no terrain uses the colour {name}: its {count} cards only pay in pairs (T21)", name=c.name, count=c.count),
            )
    if counts.get(MULTI, 0) == 0 and len(used) > 1:
        out.warning(
            "trails-no-multi",
            "card_colours",
            msg("the deck has no {get} cards: every edge between two colours costs a pair (T20, T21)", get=colour_name.get(MULTI, 'multicolour')),
        )

    tiles = sum(t.count for t in pack.tiles)
    for i, b in enumerate(pack.boards):
        drawn = sum(1 for hx in b.hexes if hx.terrain is None)
        if drawn > tiles:
            out.error(
                "trails-tiles-short",
                f"boards[{i}].hexes",
                msg("the {players}-player board draws {drawn} hexes from a tile set of {tiles} (T8)", players=b.players, drawn=drawn, tiles=tiles),
            )
    return out.items


def _pieces(cells: set[Cell]) -> int:
    """Number of connected pieces of a set of hex cells (a flood fill: a hex grid is
    implicit, so this is 3x faster than building a networkx graph of a 10,000-hex board)."""
    left = set(cells)
    pieces = 0
    while left:
        pieces += 1
        todo = [left.pop()]
        while todo:
            q, r = todo.pop()
            for dq, dr in HEX_DIRS:
                n = (q + dq, r + dr)
                if n in left:
                    left.remove(n)
                    todo.append(n)
    return pieces


def _lint_board(out: Findings, where: str, b: Board) -> None:
    who = msg("the {players}-player board", players=b.players)
    if not b.hexes:
        out.error("trails-board-empty", f"{where}.hexes", msg("{who} has no hexes", who=who))
        return
    cells = [(hx.q, hx.r) for hx in b.hexes]
    present = set(cells)
    parts = _pieces(present)
    if parts > 1:
        out.error(
            "trails-board-split", f"{where}.hexes", msg("{who} is in {parts} separate pieces", who=who, parts=parts)
        )
        return

    if b.players in T6_SHAPES:
        rows, girls = T6_SHAPES[b.players]
        widths, offset_ok = _row_shape(b)
        if widths != rows or not offset_ok:
            shown = "-".join(map(str, widths[:12])) + ("-…" if len(widths) > 12 else "")
            out.warning(
                "trails-board-shape",
                f"{where}.hexes",
                f"{who} has rows {shown}"
                + ("" if offset_ok else " (not gap-free rows offset by half a hex)")
                + f"; rule T6 gives {'-'.join(map(str, rows))}",
            )
        if b.girls != girls:
            out.warning(
                "trails-board-shape",
                f"{where}.girls",
                msg("{who} has {girls} girls; rule T6 gives {girls2}", who=who, girls=b.girls, girls2=girls),
            )

    rings = board_rings(cells)
    if rings.problem:
        cell = rings.problem_cell
        message = f"{who}'s outer ring is not one closed track: {rings.problem}"
        place = f"{where}.hexes"
        if cell is not None:
            message += f" ({cell[0]}, {cell[1]})"
            place += f"[{cells.index(cell)}]"
        out.error("trails-path-ring", place, message)
        return
    ring = len(rings.path)
    if b.girls == 0:
        out.error("trails-girls-none", f"{where}.girls", msg("{who} has no girls: no route can connect", who=who))
    elif b.girls > ring:
        out.error(
            "trails-girls-room",
            f"{where}.girls",
            msg("{who} has {girls} girls but only {ring} path hexes to start them on (T9)", who=who, girls=b.girls, ring=ring),
        )
    elif b.girls > ring // 2:
        out.warning(
            "trails-girls-spacing",
            f"{where}.girls",
            msg("{girls} girls on {ring} path hexes: at most {arg4} can keep a free path hex between each two (T9), so {arg6} pair(s) will start side by side", girls=b.girls, ring=ring, arg4=ring // 2, arg6=2 * b.girls - ring),
        )

    if seat_players(rings.ring2, b.players, strict=True) is None:
        if seat_players(rings.ring2, b.players, strict=False) is None:
            out.error(
                "trails-seating",
                f"{where}.hexes",
                msg("{who} has {plural}: the auction cannot seat {players} players (T13)", who=who, plural=plural(len(rings.ring2), 'ring-2 hex', 'ring-2 hexes'), players=b.players),
            )
        else:
            out.warning(
                "trails-seating-fallback",
                f"{where}.hexes",
                msg("{who} cannot seat {players} players on ring-2 hexes exactly 2 apart (T13); the last seats need the fallback ruling", who=who, players=b.players),
            )
