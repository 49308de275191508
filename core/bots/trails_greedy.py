"""A greedy Trails bot: it plays from its observation and the legal moves only.

- Build: shortest paths (networkx Dijkstra) over the free part of the point graph, each
  segment weighted by what the hand can pay for it (1 for a card of its colour, 2 for a pair,
  3 when neither is in hand), from the route's end or the man's corners to every girl that
  still takes a marker. It picks the girl with the best points gained per card (T35) and
  starts a route only when the hand pays for the whole of it (or the hand is full), then
  follows that plan one segment at a time, paying with the exact card when it can.
- Auction: opens on the ring-2 hex nearest to the girls, bids a little for the best hex.
- Girls: moves the girl that ends farthest from rivals' men and route ends and nearest its own.
- Draw: takes market cards of the colours its plan lacks, else the deck, or a big same-colour
  lot; discards the colours it needs least.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from core.trails.board import BoardGeometry
from core.trails.moves import Bid, Build, Discard, MoveGirl, TakeAll, TakeDeck, TakeMarket

if TYPE_CHECKING:
    import networkx as nx

#: Point graph per board geometry, shared by every bot.
_GRAPHS: weakref.WeakKeyDictionary[BoardGeometry, nx.Graph] = weakref.WeakKeyDictionary()


#: The first search's reach, in route cost (a segment costs 1 to 3), grown fourfold until
#: the best girl is sure.
_FIRST_CUTOFF = 24.0


class GreedyBot:
    """Cheapest affordable route toward the most valuable girl (see module docstring)."""

    name = "greedy"

    def __init__(self, game, seat: int, rng) -> None:
        self.game = game
        self.seat = seat
        self.rng = rng
        self._plan: list[tuple[int, int]] = []
        self._plan_key: tuple | None = None
        self._need: list[int] = [0] * len(game.colours)

    # --- helpers ------------------------------------------------------------------------------

    @staticmethod
    def _graph(geo) -> nx.Graph:
        """The point graph of a board (T7), built once per geometry and shared."""
        g = _GRAPHS.get(geo)
        if g is None:
            # networkx is imported on the first build decision, not with the bot: a playtest
            # window opens without waiting for it (about 170 ms of a cold start).
            import networkx as nx

            g = nx.Graph()
            g.add_nodes_from(range(geo.n_points))
            g.add_edges_from((a, b, {"seg": s})
                             for s, (a, b) in enumerate(zip(geo.seg_a, geo.seg_b, strict=True)))
            _GRAPHS[geo] = g
        return g

    def _colour(self, c: int) -> str:
        return self.game.colours[c]

    def _girl_gain(self, obs, g: int) -> float:
        """Points this seat gains by connecting to girl ``g`` (T35), plus a little for taking
        the top away from a rival."""
        me = self.seat
        stack = obs.stacks[g]
        gain = 1.0
        if stack and me not in stack:
            gain += 1.0
        if not stack or stack[-1] != me:
            gain += 1.0
        if stack and stack[-1] != me:
            gain += 0.5
        return gain

    def _affordable(self, hand: list[int], costs: list[int]) -> bool:
        """Whether ``hand`` pays for segments costing ``costs`` in turn (T20, T21)."""
        h = list(hand)
        for c in costs:
            if c >= 0 and h[c] >= 1:
                h[c] -= 1
                continue
            best = max(range(len(h)), key=lambda k: h[k])
            if h[best] < 2:
                return False
            h[best] -= 2
        return True

    def _make_plan(self, obs) -> tuple[list[tuple[int, int]], float]:
        """The best route plan as ``[(segment, to point)]`` and its girl's gain."""
        game = self.game
        geo = game.geometry(obs.players)
        me = self.seat
        hand = obs.hand
        n_hex = len(geo.cells)
        limit = game.rules.max_routes_per_girl
        men = set(m for m in obs.men if m >= 0)
        girls = {h: g for g, h in enumerate(obs.girls) if h >= 0}
        open_girls = {h for h, g in girls.items() if len(obs.stacks[g]) < limit}
        if not open_girls:
            return [], 0.0
        if obs.open_route[me]:
            end = obs.open_end[me]
            if end < n_hex and end in girls:
                return [], 0.0
            sources = {end}
        elif obs.built == 0 and obs.markers_left[me] > 0 and obs.men[me] >= 0:
            sources = set(geo.hex_corners[obs.men[me]])
        else:
            return [], 0.0
        owner = obs.owner
        costs = obs.costs
        spoke_hex = geo.spoke_hex
        pair = 2.0 if any(k >= 2 for k in hand) else 3.0
        # Segment weights by what the hand pays; None hides a segment from the search.
        # Girls' spokes are hidden too (no route passes through a girl's centre, T22): the
        # last spoke into a girl is added by hand below.
        blocked_hexes = men | set(girls)
        w = [
            None if owner[seg] != -1 or spoke_hex[seg] in blocked_hexes
            else (1.0 if c >= 0 and hand[c] > 0 else pair)
            for seg, c in enumerate(costs)
        ]
        import networkx as nx

        graph = self._graph(geo)
        gains = {h: self._girl_gain(obs, girls[h]) for h in open_girls}
        top = max(gains.values())
        # The search grows until no girl it may have missed could score better than the best
        # one found. Distances up to ``cutoff`` are exact, so a girl reached within
        # ``cutoff + 1`` (its last spoke costs at least 1) has its exact reach, and any other
        # is further: it scores below top / (cutoff + 1). On a small board the first search
        # is the whole board; on a 10,000-hex board it stays near the route.
        cutoff: float | None = _FIRST_CUTOFF
        while True:
            dist, paths = nx.multi_source_dijkstra(
                graph, sources, cutoff=cutoff, weight=lambda u, v, d: w[d["seg"]]
            )
            best, best_score, best_gain, best_path, best_reach = None, 0.0, 0.0, None, 0.0
            for h in open_girls:
                reach = None
                for seg in geo.hex_spokes[h]:
                    if owner[seg] != -1:
                        continue
                    corner = geo.seg_b[seg]
                    if corner not in dist:
                        continue
                    c = costs[seg]
                    d = dist[corner] + (1.0 if c >= 0 and hand[c] > 0 else pair)
                    if reach is None or d < reach[0]:
                        reach = (d, corner)
                if reach is None:
                    continue
                gain = gains[h]
                score = gain / max(reach[0], 1.0)
                if score > best_score:
                    best, best_score, best_gain, best_reach = h, score, gain, reach[0]
                    best_path = paths[reach[1]] + [h]
            if cutoff is None or (best is not None and best_reach <= cutoff + 1
                                  and best_score >= top / (cutoff + 1)):
                break
            cutoff = cutoff * 4 if cutoff * 4 < geo.n_segments * 3 else None
        if best is None:
            return [], 0.0
        plan = []
        for a, b in zip(best_path, best_path[1:], strict=False):
            plan.append((geo.segment_between(a, b), b))
        return plan, best_gain

    def _update_need(self, obs, plan) -> None:
        need = [0] * len(self.game.colours)
        for seg, _ in plan:
            c = obs.costs[seg]
            if c >= 0:
                need[c] += 1
        self._need = need

    # --- choose -------------------------------------------------------------------------------

    def choose(self, obs, legal_moves):
        """Pick one of ``legal_moves`` for the observation ``obs``."""
        if len(legal_moves) == 1:
            return legal_moves[0]
        phase = obs.phase
        if phase == "build":
            return self._build(obs, legal_moves)
        if phase == "girl":
            return self._girl(obs, legal_moves)
        if phase == "draw":
            return self._draw(obs, legal_moves)
        if phase in ("discard", "auction_pay"):
            return self._discard(obs, legal_moves)
        if phase in ("auction_hex", "place_man"):
            return max(legal_moves, key=lambda m: self._hex_value(obs, m))
        if phase == "auction_open":
            return legal_moves[0]
        if phase == "auction_bid":
            return self._raise(obs, legal_moves)
        return legal_moves[0]

    def _build(self, obs, legal):
        me = self.seat
        key = (obs.round, obs.open_end[me], obs.built)
        if self._plan_key != key or not self._plan:
            plan, _gain = self._make_plan(obs)
            self._update_need(obs, plan)
            self._plan = plan
            if plan and not obs.open_route[me] and obs.built == 0:
                # Start a route only when the hand pays for all of it, or cannot grow.
                full = obs.hand_sizes[me] >= self.game.rules.hand_limit - 1
                if not full and not self._affordable(
                    list(obs.hand), [obs.costs[s] for s, _ in plan]
                ):
                    self._plan = []
        if obs.open_route[me] and obs.built == 0:
            # A dead end: scrap it (T19) when a scrap is offered.
            if not self._plan:
                for m in legal:
                    if m.kind == "scrap":
                        self._plan_key = None
                        return m
        if not self._plan:
            return legal[-1]  # stop
        seg, to = self._plan[0]
        options = [m for m in legal if isinstance(m, Build) and m.segment == seg and m.to == to]
        if not options:
            self._plan = []
            return legal[-1]
        single = [m for m in options if m.cards == 1]
        if single:
            move = single[0]
        else:
            rest = self._need
            hand = obs.hand
            idx = self.game.colour_index
            move = max(options, key=lambda m: hand[idx[m.colour]] - 2 * rest[idx[m.colour]])
        self._plan = self._plan[1:]
        self._plan_key = (obs.round, to, obs.built + 1)
        c = obs.costs[seg]
        if c >= 0 and self._need[c] > 0:
            self._need[c] -= 1
        return move

    def _anchor_hexes(self, obs, seat: int) -> list[int]:
        geo = self.game.geometry(obs.players)
        out = []
        if obs.men[seat] >= 0:
            out.append(obs.men[seat])
        end = obs.open_end[seat]
        if end >= 0:
            if end < len(geo.cells):
                out.append(end)
            else:
                # The first hex that has this corner stands for it.
                out.append(next(h for h, cs in enumerate(geo.hex_corners) if end in cs))
        return out

    def _girl(self, obs, legal):
        geo = self.game.geometry(obs.players)
        mine = self._anchor_hexes(obs, self.seat)
        rivals = [h for s in range(obs.players) if s != self.seat
                  for h in self._anchor_hexes(obs, s)]

        def value(m: MoveGirl) -> float:
            dest = geo.track_step(obs.girls[m.girl], m.step)
            d_me = min((geo.dist[dest][h] for h in mine), default=0)
            d_rival = min((geo.dist[dest][h] for h in rivals), default=0)
            return d_rival - d_me

        return max(legal, key=value)

    def _draw(self, obs, legal):
        idx = self.game.colour_index
        need = list(self._need)
        hand = obs.hand
        lack = [max(0, need[c] - hand[c]) for c in range(len(need))]
        takes = [m for m in legal if isinstance(m, TakeMarket)]
        alls = [m for m in legal if isinstance(m, TakeAll)]
        for m in alls:
            c = idx[m.colour]
            if obs.market[c] >= 3 or (obs.market[c] >= 2 and lack[c] >= 2):
                return m
        wanted = [m for m in takes if lack[idx[m.colour]] > 0]
        if wanted:
            return max(wanted, key=lambda m: lack[idx[m.colour]])
        if obs.picks == 0:
            for m in alls:
                if obs.market[idx[m.colour]] >= 2:
                    return m
        for m in legal:
            if isinstance(m, TakeDeck):
                return m
        return legal[0]

    def _discard(self, obs, legal):
        idx = self.game.colour_index
        need = self._need
        hand = obs.hand
        return max(
            (m for m in legal if isinstance(m, Discard)),
            key=lambda m: (hand[idx[m.colour]] - 2 * need[idx[m.colour]], -idx[m.colour]),
        )

    def _hex_value(self, obs, move) -> float:
        geo = self.game.geometry(obs.players)
        h = geo.index[(move.q, move.r)]
        ds = sorted(geo.dist[h][g] for g in obs.girls if g >= 0)
        return -sum(ds[:3])

    def _raise(self, obs, legal):
        bids = [m for m in legal if isinstance(m, Bid)]
        if not bids:
            return legal[-1]
        geo = self.game.geometry(obs.players)
        taken = {m for m in obs.men if m >= 0}
        free = [h for h in geo.ring2 if h not in taken]
        here = -sum(sorted(geo.dist[obs.auction_hex][g] for g in obs.girls if g >= 0)[:3])
        best = max(
            (-sum(sorted(geo.dist[h][g] for g in obs.girls if g >= 0)[:3]) for h in free),
            default=here,
        )
        willing = 2 if here >= best else 1
        if obs.auction_bid + 1 <= willing:
            return min(bids, key=lambda m: m.amount)
        return legal[-1]  # pass
