"""Design checks: content that loads fine but makes a bad or unplayable game.

``lint(pack)`` returns a list of :class:`Problem`, each with a stable ``code`` (listed in
:data:`CODES`), a ``severity`` (``"error"``: the game cannot be played as the pack claims;
``"warning"``: it can, but something is probably a mistake), a message a designer
understands, and ``where``, the JSON path of the element so an editor can select it.

Lint never raises for content a designer can fix: it only reports. The Journey connection
graph uses networkx (components); hex boards and the Expedition network, which grow to
thousands of cells, use a plain flood fill / breadth-first search, which is 2-3x faster.
Every check runs in O(n) or O(n log n) in the size of the pack, except the Journey search for
a complete journey, which is a pruned, memoised depth-first search with a fixed budget.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from content.hexgrid import BoardRings, Cell, board_rings, hex_distance
from content.models.expedition import ExpeditionPack
from content.models.journey import JourneyPack
from content.models.trails import MULTI, Board, TrailsPack
from content.names import name_or_id
from content.rules.expedition import hand_size, rose_distances
from content.rules.expedition_wraps import wrap_edges
from content.rules.trails import T6_SHAPES, missing_player_counts, seat_players

if TYPE_CHECKING:
    import networkx as nx

Severity = Literal["error", "warning"]


@dataclass(frozen=True, slots=True)
class Problem:
    """One design problem found by :func:`lint`.

    Attributes:
        severity: ``"error"`` (the game cannot be played as the pack claims) or ``"warning"``.
        code: A stable identifier of the check, one of :data:`CODES`.
        message: What is wrong, in a sentence a designer understands.
        where: JSON path of the element concerned (``"seas[2].coast"``); ``""`` for the pack.
    """

    severity: Severity
    code: str
    message: str
    where: str


#: Every check's code with what it finds. Codes are stable: tools and tests may rely on them.
CODES: dict[str, str] = {
    # Journey
    "journey-country-isolated": "a country with no connection of any kind (foot, ship or plane)",
    "journey-map-split": "the countries fall into separate groups no card can join",
    "journey-country-cards": "a country's card count in the deck differs from its `cards` field",
    "journey-sea-coast": "a sea with fewer than 2 coast countries",
    "journey-plane-colour": "a plane colour held by fewer than 2 countries",
    "journey-deck-size": "the deck cannot fill every holder, the discard piles and a draw pile",
    "journey-no-journey": "no complete journey of `holder_size` cards can be built from the deck",
    "journey-search-limit": "the search for a complete journey gave up before deciding",
    "journey-border-no-link": "two countries whose outlines share a border have no link",
    "journey-link-no-border": "a land link between countries whose outlines do not touch",
    "journey-node-outside": "a country's node lies outside its outline",
    # Trails
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
    # Expedition
    "expedition-rose-count": "not exactly one rose",
    "expedition-unreachable": "a point no path leads to from the rose",
    "expedition-wrap-edges": "a wrap pair whose points are not on the west and east edges",
    "expedition-wrap-height": "a wrap pair whose points are not at the same height",
    "expedition-wrap-kind": "a wrap pair joining points of different kinds",
    "expedition-green-cards": "a green point with more than one card",
    "expedition-green-no-card": "a green point with no card",
    "expedition-deck-size": "too few cards for every hand plus the market (E1)",
    "expedition-token-points": "too few green points far enough from the rose for every token (E2)",
    "expedition-token-shortfall": "a hand may hold too few cards far enough for its tokens (E2)",
    "expedition-colour-arrows": "an expedition colour with no arrows, or no colours at all",
}


def lint(pack) -> list[Problem]:
    """Every design problem in ``pack``, errors and warnings, in a stable order."""
    if isinstance(pack, JourneyPack):
        return lint_journey(pack)
    if isinstance(pack, TrailsPack):
        return lint_trails(pack)
    if isinstance(pack, ExpeditionPack):
        return lint_expedition(pack)
    raise TypeError(f"not a content pack: {type(pack).__name__}")


class _Out:
    """Collects problems; only codes from :data:`CODES` are accepted."""

    def __init__(self) -> None:
        self.items: list[Problem] = []

    def error(self, code: str, where: str, message: str) -> None:
        self._add("error", code, where, message)

    def warning(self, code: str, where: str, message: str) -> None:
        self._add("warning", code, where, message)

    def _add(self, severity: Severity, code: str, where: str, message: str) -> None:
        if code not in CODES:  # a programming error in this module, never user content
            raise KeyError(f"unknown lint code {code!r}")
        self.items.append(Problem(severity, code, message, where))


def _plural(n: int, word: str, plural: str = "") -> str:
    return f"{n} {word}" if n == 1 else f"{n} {plural or word + 's'}"


# --- Journey -------------------------------------------------------------------------------

if TYPE_CHECKING:
    from content.rules.journey import JourneyConnections


def _journey_graph(conn: JourneyConnections) -> nx.Graph:
    """Countries joined by foot, by a sea with a ship card, or by a colour with a plane card.

    Seas and colour groups are joined through one hub node each (``("sea", id)``,
    ``("colour", id)``) so the graph stays linear in the pack's size.
    """
    import networkx as nx  # imported on first use: it costs 0.1 s at start-up
    g = nx.Graph()
    g.add_nodes_from(conn.country_ids)
    for a, bs in conn.foot.items():
        g.add_edges_from((a, b) for b in bs)
    for sid, coast in conn.coast.items():
        if conn.count("ship", sid) and len(coast) >= 2:
            g.add_edges_from((("sea", sid), c) for c in coast)
    for col, members in conn.members.items():
        if conn.count("plane", col) and len(members) >= 2:
            g.add_edges_from((("colour", col), c) for c in members)
    return g


#: Step budget of the complete-journey search (about 0.3 s at worst); past it the check
#: reports a warning instead of deciding.
JOURNEY_SEARCH_BUDGET = 5_000


def find_journey(pack: JourneyPack, budget: int = JOURNEY_SEARCH_BUDGET):
    """One complete journey (J11–J17) buildable from the pack's deck, as card ids.

    Returns a tuple of ``holder_size`` card ids, ``None`` when no such journey exists, or
    raises ``TimeoutError`` when the search used up ``budget`` steps without deciding.
    """
    from content.rules.journey import JourneyConnections  # the facts the engine reads too

    conn = JourneyConnections(pack)
    return _find_journey(conn, _journey_graph(conn), budget)


def _find_journey(conn: JourneyConnections, graph, budget: int):
    """:func:`find_journey` on prepared connections and their graph.

    The search walks the map along ``conn.steps`` and takes a row of cards as a journey
    only when ``conn.is_journey`` (the engine's win check) says so.
    """
    size = conn.holder_size
    have = {(kind, ref): len(cards) for (kind, ref), cards in conn.cards_of.items()}
    ids = conn.country_ids
    degree = {cid: len(conn.foot[cid]) + len(conn.seas_of[cid]) for cid in ids}

    # Components of the connection graph, and how many slots each could fill at most:
    # countries + min(transports, countries - 1), since transports sit between countries.
    import networkx as nx

    start_order: list[str] = []
    for comp in nx.connected_components(graph):
        countries = [c for c in comp if isinstance(c, str)]
        n_country = sum(conn.count("country", c) for c in countries)
        n_transport = sum(
            conn.count("ship" if n[0] == "sea" else "plane", n[1])
            for n in comp
            if isinstance(n, tuple)
        )
        if n_country + min(n_transport, max(n_country - 1, 0)) >= size:
            start_order += [c for c in countries if conn.count("country", c)]
    start_order.sort(key=lambda c: (degree[c], c))

    used: Counter = Counter()
    path: list[tuple[str, str]] = []  # (card kind, ref) per slot
    failed: set = set()
    steps = 0

    def left_of(kind: str, ref: str) -> int:
        return have.get((kind, ref), 0) - used[(kind, ref)]

    def reach(here: str, need: int) -> int:
        """Most slots a journey could still add from ``here``: every country card still
        reachable through countries with a card left, plus a transport before each.
        Stops counting once the bound reaches ``need``."""
        seen = {here}
        hubs: set = set()
        todo = [here]
        countries = left_of("country", here)
        transports = 0
        while todo:
            a = todo.pop()
            nxt = list(conn.foot[a])
            for sid in conn.seas_of[a]:
                if ("ship", sid) not in hubs and left_of("ship", sid) > 0:
                    hubs.add(("ship", sid))
                    transports += left_of("ship", sid)
                    nxt += conn.coast[sid]
            col = conn.colour_of[a]
            if ("plane", col) not in hubs and left_of("plane", col) > 0:
                hubs.add(("plane", col))
                transports += left_of("plane", col)
                nxt += conn.members[col]
            for b in nxt:
                if b not in seen:
                    seen.add(b)
                    n = left_of("country", b)
                    if n > 0:
                        countries += n
                        todo.append(b)
            if countries + min(transports, countries) >= need:
                break
        return countries + min(transports, countries)

    def as_cards() -> tuple[int, ...]:
        taken: Counter = Counter()
        out = []
        for kind, ref in path:
            out.append(conn.cards_of[(kind, ref)][taken[(kind, ref)]])
            taken[(kind, ref)] += 1
        return tuple(out)

    def dfs(here: str, left: int) -> bool:
        nonlocal steps
        if left == 0:
            return conn.is_journey(as_cards())
        key = (here, left, frozenset(used.items()))
        if key in failed:
            return False
        steps += 1
        if steps > budget:
            raise TimeoutError
        if reach(here, left) < left:
            failed.add(key)
            return False
        options = []
        for kind, ref, b in conn.steps(here):
            cost = 1 if kind == "foot" else 2
            if cost > left or left_of("country", b) <= 0:
                continue
            if kind != "foot" and left_of(kind, ref) <= 0:
                continue
            # Warnsdorff's order: go first where fewest onward moves remain, so that
            # dead ends are used up rather than cut off; foot before transport.
            if kind == "foot":
                onward = sum(1 for c in conn.foot[b] if left_of("country", c) > 0)
            else:  # a plane may reach hundreds of countries: rank them by static degree
                onward = len(conn.foot[b])
            options.append((kind != "foot", onward, b, kind, ref))
        options.sort()
        for _, _, b, kind, ref in options:
            cost = 1 if kind == "foot" else 2
            if kind != "foot":
                used[(kind, ref)] += 1
                path.append((kind, ref))
            used[("country", b)] += 1
            path.append(("country", b))
            if dfs(b, left - cost):
                return True
            path.pop()
            used[("country", b)] -= 1
            if kind != "foot":
                path.pop()
                used[(kind, ref)] -= 1
        failed.add(key)
        return False

    for start in start_order:
        used.clear()
        used[("country", start)] = 1
        path[:] = [("country", start)]
        if dfs(start, size - 1):
            return tuple(conn.card_ids[c] for c in as_cards())
    return None


def lint_journey(pack: JourneyPack) -> list[Problem]:
    """Design checks of a Journey pack (rulebook J1–J17)."""
    from content.rules.journey import JourneyConnections  # the facts the engine reads too

    out = _Out()
    conn = JourneyConnections(pack)
    r = pack.rules
    import networkx as nx

    graph = _journey_graph(conn)

    index = {c.id: i for i, c in enumerate(pack.countries)}
    name = {c.id: c.name for c in pack.countries}
    for cid in conn.country_ids:
        if graph.degree(cid) == 0:
            out.warning(
                "journey-country-isolated",
                f"countries[{index[cid]}]",
                f"{name[cid]} has no land, ferry or bridge link, no sea with a ship card "
                "and no plane partner: its cards can never be part of a journey",
            )
    groups = [
        sorted(c for c in comp if isinstance(c, str))
        for comp in nx.connected_components(graph)
        if any(isinstance(c, str) and graph.degree(c) for c in comp)
    ]
    if len(groups) > 1:
        groups.sort(key=lambda grp: (-len(grp), grp[0]))
        rest = "; ".join(
            ", ".join(name.get(c, c) for c in grp[:5]) + (" ..." if len(grp) > 5 else "") for grp in groups[1:]
        )
        out.warning(
            "journey-map-split",
            "countries",
            f"the countries form {len(groups)} separate groups that no card joins; "
            f"apart from the largest ({len(groups[0])} countries): {rest}",
        )

    for i, c in enumerate(pack.countries):
        have = conn.count("country", c.id)
        if have != c.cards:
            out.warning(
                "journey-country-cards",
                f"countries[{i}].cards",
                f"{c.name} has cards = {c.cards} but the deck holds "
                f"{_plural(have, 'country card')} for it",
            )

    for i, s in enumerate(pack.seas):
        coast = conn.coast[s.id]
        if len(coast) < 2:
            ships = conn.count("ship", s.id)
            out.error(
                "journey-sea-coast",
                f"seas[{i}].coast",
                f"{s.name} has {_plural(len(coast), 'coast country', 'coast countries')}; a ship joins two "
                f"coast countries, so its {_plural(ships, 'ship card')} can never connect",
            )

    for i, colour in enumerate(pack.colours):
        col = colour.id
        n = conn.count("plane", col)
        held = len(conn.members.get(col, ()))
        if n and held < 2:
            out.error(
                "journey-plane-colour",
                f"colours[{i}]",
                f"colour group {colour.name} has {_plural(n, 'plane card')} but "
                f"{_plural(held, 'country', 'countries')}; a plane joins two countries of its colour",
            )

    need = r.max_players * r.holder_size + r.discard_piles + 1
    if len(pack.cards) < need:
        out.error(
            "journey-deck-size",
            "cards",
            f"the deck has {len(pack.cards)} cards; {r.max_players} holders of {r.holder_size}, "
            f"{r.discard_piles} discard piles and a draw pile need at least {need} (J2, J3); "
            "with fewer, discard piles start empty (J8)",
        )

    _lint_outlines(out, pack, index)

    try:
        found = _find_journey(conn, graph, JOURNEY_SEARCH_BUDGET)
    except TimeoutError:
        out.warning(
            "journey-search-limit",
            "cards",
            f"could not decide within {JOURNEY_SEARCH_BUDGET:,} search steps whether a "
            f"complete journey of {r.holder_size} cards can be built from the deck",
        )
    else:
        if found is None:
            out.error(
                "journey-no-journey",
                "cards",
                f"no complete journey of {r.holder_size} cards (J11–J17) can be built from "
                "this deck: no player could ever win",
            )
    return out.items


def _lint_outlines(out: _Out, pack: JourneyPack, index: dict[str, int]) -> None:
    """Outlines against links (``content.rules.journey_borders``) and nodes against outlines."""
    if not any(c.outline for c in pack.countries):
        return
    from content.geometry import point_in_outline
    from content.rules.journey_borders import proposed_links, shared_borders

    name = {c.id: c.name for c in pack.countries}
    borders = shared_borders(pack)
    for p in proposed_links(pack, borders):
        out.warning(
            "journey-border-no-link",
            f"countries[{index[p.a]}]",
            f"{name[p.a]} and {name[p.b]} share a border on the map but no link joins them: "
            "add a land link (the Borders panel proposes it), or mark the border as not a link",
        )
    outlined = {c.id for c in pack.countries if c.outline}
    for i, link in enumerate(pack.links):
        if (
            link.kind == "land"
            and link.a in outlined
            and link.b in outlined
            and frozenset((link.a, link.b)) not in borders
        ):
            out.warning(
                "journey-link-no-border",
                f"links[{i}]",
                f"{name[link.a]} and {name[link.b]} have a land link but their outlines do not "
                "touch: move their borders together, or make the link a ferry or a bridge",
            )
    for i, c in enumerate(pack.countries):
        if c.outline and not point_in_outline((c.x, c.y), c.outline):
            out.warning(
                "journey-node-outside",
                f"countries[{i}]",
                f"{c.name}'s node lies outside its outline: move the node or the outline so "
                "its name is drawn inside the country",
            )


# --- Trails --------------------------------------------------------------------------------

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
    out = _Out()
    r = pack.rules

    for n in missing_player_counts(pack):
        out.error(
            "trails-board-missing", "boards", f"the pack claims {n} players but has no board for {n}"
        )
    for i, b in enumerate(pack.boards):
        if not r.min_players <= b.players <= r.max_players:
            out.warning(
                "trails-board-unused",
                f"boards[{i}].players",
                f"a board for {b.players} players, outside the pack's {r.min_players}–"
                f"{r.max_players}: no game uses it",
            )

    for i, b in enumerate(pack.boards):
        _lint_board(out, f"boards[{i}]", b)

    total = sum(c.count for c in pack.card_colours)
    need = r.max_players * r.deal + r.market_size
    if total < need:
        out.error(
            "trails-deck-size",
            "card_colours",
            f"the deck has {total} cards; dealing {r.deal} to each of {r.max_players} players "
            f"and {r.market_size} to the market needs at least {need}",
        )

    counts = {c.id: c.count for c in pack.card_colours}
    colour_name = {c.id: c.name for c in pack.card_colours}
    for i, t in enumerate(pack.terrains):
        if counts.get(t.colour, 0) == 0:
            out.warning(
                "trails-terrain-colour",
                f"terrains[{i}].colour",
                f"terrain {t.name} is paid with {colour_name.get(t.colour, t.colour)} cards, but "
                "the deck has none: "
                "its segments cost two cards of one colour each (T21)",
            )
    used = {t.colour for t in pack.terrains}
    for i, c in enumerate(pack.card_colours):
        if c.id != MULTI and c.id not in used and c.count:
            out.warning(
                "trails-colour-unused",
                f"card_colours[{i}]",
                f"no terrain uses the colour {c.name}: its {c.count} cards only pay in pairs (T21)",
            )
    if counts.get(MULTI, 0) == 0 and len(used) > 1:
        out.warning(
            "trails-no-multi",
            "card_colours",
            f"the deck has no {colour_name.get(MULTI, 'multicolour')} cards: every edge between "
            "two colours costs a pair (T20, T21)",
        )

    tiles = sum(t.count for t in pack.tiles)
    for i, b in enumerate(pack.boards):
        drawn = sum(1 for hx in b.hexes if hx.terrain is None)
        if drawn > tiles:
            out.error(
                "trails-tiles-short",
                f"boards[{i}].hexes",
                f"the {b.players}-player board draws {drawn} hexes from a tile set of {tiles} (T8)",
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


def _lint_board(out: _Out, where: str, b: Board) -> None:
    who = f"the {b.players}-player board"
    if not b.hexes:
        out.error("trails-board-empty", f"{where}.hexes", f"{who} has no hexes")
        return
    cells = [(hx.q, hx.r) for hx in b.hexes]
    present = set(cells)
    parts = _pieces(present)
    if parts > 1:
        out.error(
            "trails-board-split", f"{where}.hexes", f"{who} is in {parts} separate pieces"
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
                f"{who} has {b.girls} girls; rule T6 gives {girls}",
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
        out.error("trails-girls-none", f"{where}.girls", f"{who} has no girls: no route can connect")
    elif b.girls > ring:
        out.error(
            "trails-girls-room",
            f"{where}.girls",
            f"{who} has {b.girls} girls but only {ring} path hexes to start them on (T9)",
        )
    elif b.girls > ring // 2:
        out.warning(
            "trails-girls-spacing",
            f"{where}.girls",
            f"{b.girls} girls on {ring} path hexes: at most {ring // 2} can keep a free path "
            f"hex between each two (T9), so {2 * b.girls - ring} pair(s) will start side by side",
        )

    if seat_players(rings.ring2, b.players, strict=True) is None:
        if seat_players(rings.ring2, b.players, strict=False) is None:
            out.error(
                "trails-seating",
                f"{where}.hexes",
                f"{who} has {_plural(len(rings.ring2), 'ring-2 hex', 'ring-2 hexes')}: the auction cannot seat "
                f"{b.players} players (T13)",
            )
        else:
            out.warning(
                "trails-seating-fallback",
                f"{where}.hexes",
                f"{who} cannot seat {b.players} players on ring-2 hexes exactly 2 apart (T13); "
                "the last seats need the fallback ruling",
            )


# --- Expedition ----------------------------------------------------------------------------


def expedition_distances(pack: ExpeditionPack) -> dict[str, int]:
    """Fewest paths from the rose to each reachable point, wrap pairs counted as one point
    (E2; the engine's token distances come from the same function)."""
    return rose_distances(pack)


def lint_expedition(pack: ExpeditionPack) -> list[Problem]:
    """Design checks of an Expedition pack (rulebook E1, E2, E4 and the content section)."""
    out = _Out()
    r = pack.rules
    roses = [i for i, p in enumerate(pack.points) if p.kind == "rose"]
    if len(roses) != 1:
        out.error(
            "expedition-rose-count",
            f"points[{roses[1]}]" if len(roses) > 1 else "points",
            f"the map has {_plural(len(roses), 'rose')}; it needs exactly one",
        )
    dist = expedition_distances(pack)
    if roses:
        for i, p in enumerate(pack.points):
            if p.id not in dist:
                out.error(
                    "expedition-unreachable",
                    f"points[{i}]",
                    f"{name_or_id(p)} cannot be reached from the rose",
                )

    by_id = {p.id: p for p in pack.points}
    edges = wrap_edges(pack.points)
    if edges is not None:
        west, east = edges.west, edges.east
        for i, w in enumerate(pack.wraps):
            a, b = by_id[w.a], by_id[w.b]
            if not edges.joins_edges(a, b):
                out.error(
                    "expedition-wrap-edges",
                    f"wraps[{i}]",
                    f"wrap pair {name_or_id(a)} – {name_or_id(b)} must join a west-edge point (x near {west:g}) "
                    f"to an east-edge point (x near {east:g}); they are at x = {a.x:g} and {b.x:g}",
                )
            elif not edges.same_height(a, b):
                out.warning(
                    "expedition-wrap-height",
                    f"wraps[{i}]",
                    f"wrap pair {name_or_id(a)} – {name_or_id(b)} joins heights {a.y:g} and {b.y:g}",
                )
            if a.kind != b.kind:
                out.warning(
                    "expedition-wrap-kind",
                    f"wraps[{i}]",
                    f"wrap pair {name_or_id(a)} – {name_or_id(b)} is one point for the rules but its ends are "
                    f"{a.kind} and {b.kind}",
                )

    cards_of: dict[str, list[int]] = defaultdict(list)
    for i, c in enumerate(pack.cards):
        cards_of[c.point].append(i)
    greens = [(i, p) for i, p in enumerate(pack.points) if p.kind == "green"]
    for i, p in greens:
        n = len(cards_of[p.id])
        if n > 1:
            out.error(
                "expedition-green-cards",
                f"cards[{cards_of[p.id][1]}].point",
                f"green point {name_or_id(p)} has {n} cards; each green point has at most one",
            )
        elif n == 0:
            out.warning(
                "expedition-green-no-card",
                f"points[{i}]",
                f"green point {name_or_id(p)} has no card: no one can score it",
            )

    for n in range(r.min_players, r.max_players + 1):
        hand = hand_size(r, n)
        need = n * hand + r.market_size
        if len(pack.cards) < need:
            out.error(
                "expedition-deck-size",
                "cards",
                f"{n} players need {n} hands of {hand} plus {r.market_size} market cards = "
                f"{need} cards; the deck has {len(pack.cards)}",
            )
            break

    if r.tokens and roses:
        far_points = {
            p.id for _, p in greens if dist.get(p.id, -1) >= r.token_distance and cards_of[p.id]
        }
        need = r.max_players * r.tokens
        if len(far_points) < need:
            out.error(
                "expedition-token-points",
                "points",
                f"{r.max_players} players place {r.tokens} tokens each on distinct green points "
                f"with a card, at least {r.token_distance} paths from the rose (E2): that needs "
                f"{need} such points, the map has {len(far_points)}",
            )
        near_cards = sum(1 for c in pack.cards if c.point not in far_points)
        for n in range(r.min_players, r.max_players + 1):
            hand = hand_size(r, n)
            if min(near_cards, hand) > hand - r.tokens:
                out.warning(
                    "expedition-token-shortfall",
                    "cards",
                    f"{near_cards} cards name points closer than {r.token_distance} paths to "
                    f"the rose: a {n}-player hand of {hand} may hold fewer than {r.tokens} cards "
                    "a token can go on (E2)",
                )
                break

    if not pack.colours:
        out.error("expedition-colour-arrows", "colours", "the pack has no expedition colours")
    for i, c in enumerate(pack.colours):
        if c.arrows == 0:
            out.error(
                "expedition-colour-arrows",
                f"colours[{i}].arrows",
                f"colour {c.name} has no arrows",
            )
    return out.items


def errors(problems: list[Problem]) -> list[Problem]:
    """The problems of severity ``"error"``."""
    return [p for p in problems if p.severity == "error"]


__all__ = [
    "CODES", "HEX_DIRS", "JOURNEY_SEARCH_BUDGET", "T6_SHAPES", "BoardRings", "Problem",
    "board_rings", "errors", "expedition_distances", "find_journey", "hex_distance", "lint",
    "lint_expedition", "lint_journey", "lint_trails", "seat_players",
]
