"""Setup (T8–T11): terrains drawn from the tile set, girls placed, cards dealt, the opener
drawn; all chance steps."""

from __future__ import annotations

from typing import Any

from content.rules.trails import terrain_bag, terrain_draws
from core.engine import CHANCE
from core.trails.moves import ChooseOpener, DrawCard, DrawTerrain, PlaceGirl
from core.trails.rules.auction import next_auction
from core.trails.rules.cards import deck_outcomes, reshuffle
from core.trails.state import Draft, Phase, added, changed


def advance(d: Draft) -> None:
    """On to the next setup step that still has work (T8, T9, T10, T11), then the auctions."""
    game = d.game
    if -1 in d.terrains:
        d.phase, d.to_move = Phase.TERRAIN, CHANCE
        return
    if not d.costs:
        d.costs = game.costs(d.players, d.terrains)
    if -1 in d.girls:
        d.phase, d.to_move = Phase.GIRLS, CHANCE
        return
    if d.dealt < d.players * game.rules.deal + game.rules.market_size:
        reshuffle(d)
        if sum(d.deck):
            d.phase, d.to_move = Phase.DEAL, CHANCE
            return
    if d.opener == -1 and not d.order:
        d.phase, d.to_move = Phase.OPENER, CHANCE
        return
    next_auction(d)


# --- T8: terrains ----------------------------------------------------------------------------


def terrain_outcomes(state) -> list[tuple[Any, float]]:
    """The first hex without a terrain gets one from the bag (``content.rules.trails``)."""
    game = state.game
    h = state.terrains.index(-1)
    q, r = state.geometry.cells[h]
    ids = game.terrain_ids
    bag = terrain_bag(ids, game.tiles, (ids[t] if t >= 0 else None for t in state.terrains))
    return [(DrawTerrain(q, r, t), p) for t, p in terrain_draws(ids, bag)]


def draw_terrain(d: Draft, move: DrawTerrain) -> None:
    h = d.geometry.index[(move.q, move.r)]
    d.terrains = changed(d.terrains, h, d.game.terrain_index[move.terrain])
    advance(d)


# --- T9: girls -------------------------------------------------------------------------------


def girl_outcomes(state) -> list[tuple[Any, float]]:
    """The next girl starts on one of :func:`girl_choices`, each alike."""
    g = state.girls.index(-1)
    choices = girl_choices(state)
    cells = state.geometry.cells
    return [(PlaceGirl(g, *cells[h]), 1 / len(choices)) for h in choices]


def girl_choices(state) -> list[int]:
    """Path hexes where the next girl may start (T9): no girl next to another when the
    ring has room, else keeping the fewest adjacent pairs possible."""
    geo = state.geometry
    n = len(geo.ring)
    placed = [geo.ring_pos[h] for h in state.girls if h >= 0]
    more = sum(1 for h in state.girls if h < 0) - 1
    target = _fewest_pairs(n, [], len(state.girls))
    return [h for i, h in enumerate(geo.ring)
            if i not in placed and _fewest_pairs(n, placed + [i], more) <= target]


def _fewest_pairs(n: int, placed: list[int], more: int) -> int:
    """Fewest adjacent girl pairs on an ``n``-hex cycle when ``more`` girls join ``placed``
    (ring positions).

    A gap of ``L`` free hexes between two placed girls holding ``k`` more girls has
    ``max(0, 2k + 1 - L)`` adjacent pairs: its first ``(L - 1) // 2`` girls add none, then
    (``L`` even) one girl adds one, then each adds two, up to ``L`` girls. Those costs only
    grow, so the fewest pairs take the ``more`` cheapest places over all gaps.
    """
    if not placed:
        return max(0, 2 * more - n) if more < n else n
    pos = sorted(placed)
    gaps = [(pos[(i + 1) % len(pos)] - pos[i] - 1) % n for i in range(len(pos))]
    if len(pos) == 1:
        gaps = [n - 1]
    if more > sum(gaps):
        return 10**9
    pairs = free = ones = 0
    for length in gaps:
        if length == 0:
            pairs += 1  # placed girls already side by side
            continue
        free += (length - 1) // 2
        if length % 2 == 0:
            ones += 1
    if more <= free:
        return pairs
    if more <= free + ones:
        return pairs + more - free
    return pairs + ones + 2 * (more - free - ones)


def place_girl(d: Draft, move: PlaceGirl) -> None:
    h = d.geometry.index[(move.q, move.r)]
    d.girls = changed(d.girls, move.girl, h)
    advance(d)


# --- T10: the deal ---------------------------------------------------------------------------


def deal_card(d: Draft, move: DrawCard) -> None:
    """The next card of the deal: ``deal`` cards to each seat in turn, then the market."""
    c = d.game.colour_index[move.colour]
    d.deck = added(d.deck, c, -1)
    reshuffle(d)  # the deck running out takes the discard pile at once (T33)
    deal = d.game.rules.deal
    if d.dealt < d.players * deal:
        seat = d.dealt // deal
        d.hands = changed(d.hands, seat, added(d.hands[seat], c))
    else:
        d.market = added(d.market, c)
    d.dealt += 1
    advance(d)


deal_outcomes = deck_outcomes


# --- T11: the opener -------------------------------------------------------------------------


def opener_outcomes(state) -> list[tuple[Any, float]]:
    """A random seat opens the first auction."""
    return [(ChooseOpener(s), 1 / state.players) for s in range(state.players)]


def choose_opener(d: Draft, move: ChooseOpener) -> None:
    d.opener = move.seat
    next_auction(d)
