"""Journey's design checks (``content.lint`` runs them for a Journey pack).

The connection graph uses networkx (components); the search for a complete journey is
``content.rules.journey.find_journey`` (a pruned, memoised depth-first search) with the
lint's fixed budget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.lint import Findings, Problem, plural
from content.messages import msg
from content.models.journey import JourneyPack
from content.rules.journey import JOURNEY_SEARCH_BUDGET, JourneyConnections
from content.rules.journey import find_journey as search_journey

if TYPE_CHECKING:
    import networkx as nx


#: Every check's code with what it finds. Codes are stable: tools and tests may rely on them.
CODES: dict[str, str] = {
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
}


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


def find_journey(pack: JourneyPack, budget: int = JOURNEY_SEARCH_BUDGET):
    """One complete journey (J11–J17) buildable from the pack's deck, as card ids
    (``content.rules.journey.find_journey``, the search the engine's determinizations run).

    Returns a tuple of ``holder_size`` card ids, ``None`` when no such journey exists, or
    raises ``TimeoutError`` when the search used up ``budget`` steps without deciding.
    """
    conn = JourneyConnections(pack)
    found = search_journey(conn, budget=budget)
    return None if found is None else tuple(conn.card_ids[c] for c in found)


def lint_journey(pack: JourneyPack) -> list[Problem]:
    """Design checks of a Journey pack (rulebook J1–J17)."""
    out = Findings(CODES)
    conn = JourneyConnections(pack)
    r = pack.rules
    import networkx as nx

    graph = _journey_graph(conn)

    index = {c.id: i for i, c in enumerate(pack.countries)}
    name = conn.country_name
    for cid in conn.country_ids:
        if graph.degree(cid) == 0:
            out.warning(
                "journey-country-isolated",
                f"countries[{index[cid]}]",
                msg("{name} has no land, ferry or bridge link, no sea with a ship card and no plane partner: its cards can never be part of a journey", name=name[cid]),
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
            msg("the countries form {count} separate groups that no card joins; apart from the largest ({count2} countries): {rest}", count=len(groups), count2=len(groups[0]), rest=rest),
        )

    for i, c in enumerate(pack.countries):
        have = conn.count("country", c.id)
        if have != c.cards:
            out.warning(
                "journey-country-cards",
                f"countries[{i}].cards",
                msg("{name} has cards = {cards} but the deck holds {plural} for it", name=c.name, cards=c.cards, plural=plural(have, 'country card')),
            )

    for i, s in enumerate(pack.seas):
        coast = conn.coast[s.id]
        if len(coast) < 2:
            ships = conn.count("ship", s.id)
            out.error(
                "journey-sea-coast",
                f"seas[{i}].coast",
                msg("{name} has {plural}; a ship joins two coast countries, so its {plural2} can never connect", name=s.name, plural=plural(len(coast), 'coast country', 'coast countries'), plural2=plural(ships, 'ship card')),
            )

    for i, colour in enumerate(pack.colours):
        col = colour.id
        n = conn.count("plane", col)
        held = len(conn.members.get(col, ()))
        if n and held < 2:
            out.error(
                "journey-plane-colour",
                f"colours[{i}]",
                msg("colour group {name} has {plural} but {plural2}; a plane joins two countries of its colour", name=colour.name, plural=plural(n, 'plane card'), plural2=plural(held, 'country', 'countries')),
            )

    need = r.max_players * r.holder_size + r.discard_piles + 1
    if len(pack.cards) < need:
        out.error(
            "journey-deck-size",
            "cards",
            msg("the deck has {count} cards; {max_players} holders of {holder_size}, {discard_piles} discard piles and a draw pile need at least {need} (J2, J3); with fewer, discard piles start empty (J8)", count=len(pack.cards), max_players=r.max_players, holder_size=r.holder_size, discard_piles=r.discard_piles, need=need),
        )

    _lint_outlines(out, pack, index)

    try:
        found = search_journey(conn, budget=JOURNEY_SEARCH_BUDGET)
    except TimeoutError:
        out.warning(
            "journey-search-limit",
            "cards",
            msg("could not decide within {JOURNEY_SEARCH_BUDGET:,} search steps whether a complete journey of {holder_size} cards can be built from the deck", JOURNEY_SEARCH_BUDGET=JOURNEY_SEARCH_BUDGET, holder_size=r.holder_size),
        )
    else:
        if found is None:
            out.error(
                "journey-no-journey",
                "cards",
                msg("no complete journey of {holder_size} cards (J11–J17) can be built from this deck: no player could ever win", holder_size=r.holder_size),
            )
    return out.items


def _lint_outlines(out: Findings, pack: JourneyPack, index: dict[str, int]) -> None:
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
            msg("{name} and {name2} share a border on the map but no link joins them: add a land link (the Borders panel proposes it), or mark the border as not a link", name=name[p.a], name2=name[p.b]),
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
                msg("{name} and {name2} have a land link but their outlines do not touch: move their borders together, or make the link a ferry or a bridge", name=name[link.a], name2=name[link.b]),
            )
    for i, c in enumerate(pack.countries):
        if c.outline and not point_in_outline((c.x, c.y), c.outline):
            out.warning(
                "journey-node-outside",
                f"countries[{i}]",
                msg("{name}'s node lies outside its outline: move the node or the outline so its name is drawn inside the country", name=c.name),
            )
