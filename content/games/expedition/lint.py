"""Expedition's design checks (``content.lint`` runs them for an Expedition pack). The
network grows to thousands of points: a plain breadth-first search, linear in its size, and
the points read by their place in the pack (a few passes over them), not looked up by id one
by one.
"""

from __future__ import annotations

from collections import defaultdict

from content.lint import Findings, Problem, plural
from content.messages import msg
from content.models.expedition import ExpeditionPack
from content.names import name_or_id
from content.rules.expedition import (
    far_enough,
    hand_size,
    point_index,
    point_path_counts,
    rose_distances,
)
from content.rules.expedition_wraps import wrap_edges

#: Every check's code with what it finds. Codes are stable: tools and tests may rely on them.
CODES: dict[str, str] = {
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


def expedition_distances(pack: ExpeditionPack) -> dict[str, int]:
    """Fewest paths from the rose to each reachable point, wrap pairs counted as one point
    (E2: ``rose_distances``, as the editors read it; the engine counts on its own nodes
    with the same ``path_counts``)."""
    return rose_distances(pack)


def lint_expedition(pack: ExpeditionPack) -> list[Problem]:
    """Design checks of an Expedition pack (rulebook E1, E2, E4 and the content section)."""
    out = Findings(CODES)
    r = pack.rules
    points = pack.points
    roses = [i for i, p in enumerate(points) if p.kind == "rose"]
    if len(roses) != 1:
        out.error(
            "expedition-rose-count",
            f"points[{roses[1]}]" if len(roses) > 1 else "points",
            msg("the map has {plural}; it needs exactly one", plural=plural(len(roses), 'rose')),
        )
    index = point_index(points)
    counts = point_path_counts(pack, index)  # E2, point by point (rose_distances by id)
    if roses:
        for i in [i for i, d in enumerate(counts) if d < 0]:
            out.error(
                "expedition-unreachable",
                f"points[{i}]",
                msg("{name_or_id} cannot be reached from the rose", name_or_id=name_or_id(points[i])),
            )

    edges = wrap_edges(points)
    if edges is not None:
        west, east = edges.west, edges.east
        for i, w in enumerate(pack.wraps):
            a, b = points[index[w.a]], points[index[w.b]]
            if not edges.joins_edges(a, b):
                out.error(
                    "expedition-wrap-edges",
                    f"wraps[{i}]",
                    msg("wrap pair {name_or_id} – {name_or_id2} must join a west-edge point (x near {west:g}) to an east-edge point (x near {east:g}); they are at x = {x:g} and {x2:g}", name_or_id=name_or_id(a), name_or_id2=name_or_id(b), west=west, east=east, x=a.x, x2=b.x),
                )
            elif not edges.same_height(a, b):
                out.warning(
                    "expedition-wrap-height",
                    f"wraps[{i}]",
                    msg("wrap pair {name_or_id} – {name_or_id2} joins heights {y:g} and {y2:g}", name_or_id=name_or_id(a), name_or_id2=name_or_id(b), y=a.y, y2=b.y),
                )
            if a.kind != b.kind:
                out.warning(
                    "expedition-wrap-kind",
                    f"wraps[{i}]",
                    msg("wrap pair {name_or_id} – {name_or_id2} is one point for the rules but its ends are {kind} and {kind2}", name_or_id=name_or_id(a), name_or_id2=name_or_id(b), kind=a.kind, kind2=b.kind),
                )

    # the place standing for each point's id (of points sharing an id, the last one's);
    # the cards grouped by the place their point id stands for
    slot = range(len(points)) if len(index) == len(points) else [index[p.id] for p in points]
    at = index.get
    cards_of: dict[int, list[int]] = defaultdict(list)
    for i, c in enumerate(pack.cards):
        cards_of[at(c.point, -1)].append(i)
    greens = [i for i, p in enumerate(points) if p.kind == "green"]
    for i in greens:
        mine = cards_of[slot[i]]
        n = len(mine)
        if n > 1:
            out.error(
                "expedition-green-cards",
                f"cards[{mine[1]}].point",
                msg("green point {name_or_id} has {n} cards; each green point has at most one", name_or_id=name_or_id(points[i]), n=n),
            )
        elif n == 0:
            out.warning(
                "expedition-green-no-card",
                f"points[{i}]",
                msg("green point {name_or_id} has no card: no one can score it", name_or_id=name_or_id(points[i])),
            )

    for n in range(r.min_players, r.max_players + 1):
        hand = hand_size(r, n)
        need = n * hand + r.market_size
        if len(pack.cards) < need:
            out.error(
                "expedition-deck-size",
                "cards",
                msg("{n} players need {n} hands of {hand} plus {market_size} market cards = {need} cards; the deck has {count}", n=n, hand=hand, market_size=r.market_size, need=need, count=len(pack.cards)),
            )
            break

    if r.tokens and roses:
        far_points = {slot[i] for i in greens if far_enough(r, counts[i]) and cards_of[slot[i]]}
        need = r.max_players * r.tokens
        if len(far_points) < need:
            out.error(
                "expedition-token-points",
                "points",
                msg("{max_players} players place {tokens} tokens each on distinct green points with a card, at least {token_distance} paths from the rose (E2): that needs {need} such points, the map has {count}", max_players=r.max_players, tokens=r.tokens, token_distance=r.token_distance, need=need, count=len(far_points)),
            )
        near_cards = len(pack.cards) - sum(len(cards_of[s]) for s in far_points)
        for n in range(r.min_players, r.max_players + 1):
            hand = hand_size(r, n)
            if min(near_cards, hand) > hand - r.tokens:
                out.warning(
                    "expedition-token-shortfall",
                    "cards",
                    msg("{near_cards} cards name points closer than {token_distance} paths to the rose: a {n}-player hand of {hand} may hold fewer than {tokens} cards a token can go on (E2)", near_cards=near_cards, token_distance=r.token_distance, n=n, hand=hand, tokens=r.tokens),
                )
                break

    if not pack.colours:
        out.error("expedition-colour-arrows", "colours", msg("the pack has no expedition colours"))
    for i, c in enumerate(pack.colours):
        if c.arrows == 0:
            out.error(
                "expedition-colour-arrows",
                f"colours[{i}].arrows",
                msg("colour {name} has no arrows", name=c.name),
            )
    return out.items
