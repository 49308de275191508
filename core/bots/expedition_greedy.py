"""A greedy Expedition bot: one-move look-ahead with a distance-based potential.

It sees only its observation and the legal moves. It steers expeditions toward the points of
its own cards and tokens (fewest paths, ``path_counts``: a point's row when first needed),
takes market cards, spends tickets only where they gain points, and avoids landing on points
that would serve an opponent (their tokens, and cards probably in their hands).
"""

from __future__ import annotations

import weakref
from operator import mul

from content.rules.expedition import path_counts
from core.expedition.board import BLUE, RED, bits
from core.expedition.state import Owes
from core.rows import RowTable

#: board -> path distances between nodes (a RowTable), shared by every bot on that board.
_DISTANCES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

#: Value of one more arrow (E7 blue, E9 loop) and of one more ticket (E8 red).
EXTRA_ARROW = 0.8
TICKET = 0.6
#: Weight of the distance potential against immediate points.
POTENTIAL = 0.35
FAR = 99


def distances(board) -> RowTable[int]:
    """Path counts between nodes (wrap pairs merged), ``table[u][v]``; FAR when unreachable.

    A row is one breadth-first search (``path_counts``), made when the bot first asks for
    it: a 5,000-point network never holds all 25 million pairs (ten seconds to build them
    all). The nodes next to each node, which the search reads, are listed with the first row,
    not when the game starts. Paths go both ways, so ``table[u][v] == table[v][u]``: the bot
    reads the rows of its targets, which are few in a game, rather than those of every place
    it weighs.
    """
    table = _DISTANCES.get(board)
    if table is None:
        listed: list[tuple[tuple[int, ...], ...]] = []

        def row(u: int) -> list[int]:
            if not listed:
                listed.append(tuple([tuple([v for _p, v in a]) for a in board.adj]))
            out = path_counts(listed[0], u)
            return [FAR if d < 0 else d for d in out] if -1 in out else out

        table = _DISTANCES[board] = RowTable(len(board.adj), row)
    return table


def decays(board) -> list[float]:
    """``0.5 ** d`` for every distance ``d`` a path count on ``board`` can take: up to FAR
    (unreachable), and on a map wider than FAR paths up to its number of nodes (the table
    stopped at FAR, and a greedy game on a 27,000-point map failed on a longer distance)."""
    return [0.5**d for d in range(max(FAR, len(board.node_ids)) + 1)]


class GreedyBot:
    """Greedy Expedition bot (observation and legal moves only)."""

    name = "greedy"

    def __init__(self, game, seat: int, rng) -> None:
        self.game = game
        self.seat = seat
        self.rng = rng
        self.board = game.board
        self.dist = distances(game.board)
        self.decay = decays(game.board)
        self._memo: dict[int, float] = {}
        #: the distance rows of this decision's targets (made by the first potential)
        self._rows: list | None = None
        self._risk = 0.0
        self._known = 0

    # ------------------------------------------------------------ the view

    def _view(self, obs):
        """Per-node values: what reaching each node is worth to me right now.

        Returns ``(gain, targets)``: ``gain`` maps nodes to the points I expect from reaching
        them (my cards and tokens, market cards, opponents' tokens); ``targets`` are the
        nodes worth steering to, as parallel lists of nodes and values. Cards I cannot see
        cost ``self._risk`` each (:meth:`_arrive_value`): they are in an opponent's hand with
        that probability.
        """
        b = self.board
        seat = self.seat
        card_node = b.card_node
        gain: dict[int, float] = {}
        for c in bits(obs.hand):
            node = card_node[c]
            gain[node] = gain.get(node, 0.0) + 2.0
        for c in bits(obs.market):
            node = card_node[c]
            gain[node] = gain.get(node, 0.0) + 1.0
        for node, owner in obs.tokens:
            gain[node] = gain.get(node, 0.0) + (2.0 if owner == seat else -1.2)
        opp_cards = sum(obs.hand_sizes) - obs.hand_sizes[seat]
        unseen = opp_cards + obs.deck_size
        self._risk = 0.0
        if unseen and opp_cards:
            known = obs.hand | obs.market
            for m in obs.laid:
                known |= m
            for c in obs.offer:
                known |= 1 << c
            self._known = known
            self._risk = -1.0 * opp_cards / unseen
        nodes, values = [], []
        risk = self._risk
        for n, v in gain.items():
            if v > 0:
                if risk:
                    for c in b.cards_at[n]:
                        if not (self._known >> c) & 1:
                            v += risk
                    if v <= 0:
                        continue
                nodes.append(n)
                values.append(v)
        return gain, (nodes, values)

    def _potential(self, node: int, targets) -> float:
        """Sum over targets of value x 0.5^distance from ``node`` (memoised per decision).

        The distances are read in the targets' rows: a game has a few dozen targets (its
        cards and tokens) but weighs hundreds of places, and each row is a search of the
        whole map."""
        memo = self._memo
        value = memo.get(node)
        if value is None:
            nodes, values = targets
            rows = self._rows
            if rows is None:
                rows = self._rows = list(map(self.dist.__getitem__, nodes))
            decay = self.decay
            value = memo[node] = sum(map(mul, values, [decay[row[node]] for row in rows]))
        return value

    def _arrive_value(self, obs, colour: int, node: int, gain) -> float:
        b = self.board
        kind = b.kinds[node]
        value = gain.get(node, 0.0)
        if self._risk:
            known = self._known
            for c in b.cards_at[node]:
                if not (known >> c) & 1:
                    value += self._risk
        if kind == BLUE:
            value += EXTRA_ARROW
        elif kind == RED:
            value += TICKET
        if colour >= 0 and (obs.expeditions[colour].visited >> node) & 1:
            value += EXTRA_ARROW
        return value

    def _head(self, obs, colour: int) -> int:
        head = obs.expeditions[colour].head
        return self.board.rose if head < 0 else head

    def _arrow_value(self, obs, move, gain, targets) -> float:
        b = self.board
        c = b.colour_index[move.colour]
        to = b.node_of[move.to]
        before = self._head(obs, c)
        return (
            self._arrive_value(obs, c, to, gain)
            + POTENTIAL * (self._potential(to, targets) - self._potential(before, targets))
        )

    def _best_next_arrow(self, obs, gain, targets) -> float:
        """The value of the best arrow any colour could play now (for ticket (a))."""
        b = self.board
        best = -FAR
        for c, expedition in enumerate(obs.expeditions):
            if expedition.supply <= 0:
                continue
            head = self._head(obs, c)
            for p, v in b.adj[head]:
                if (expedition.used >> p) & 1:  # E4: never a path twice (nor straight back)
                    continue
                value = self._arrive_value(obs, c, v, gain) + POTENTIAL * (
                    self._potential(v, targets) - self._potential(head, targets)
                )
                best = max(best, value)
        return best

    def _reach(self, obs, node: int) -> int:
        """Fewest paths from any expedition's head (or the rose) to ``node``."""
        heads = {self._head(obs, c) for c, e in enumerate(obs.expeditions) if e.supply > 0}
        heads.add(self.board.rose)
        row = self.dist[node]  # (the row of a card's node: the heads change on every arrow)
        return min(row[h] for h in heads)

    # ------------------------------------------------------------ choosing

    def choose(self, observation, legal_moves):
        """The legal move with the best greedy value (ties broken by the bot's RNG)."""
        if len(legal_moves) == 1:
            return legal_moves[0]
        obs = observation
        kind = legal_moves[0].kind
        if kind == "token":
            return self._choose_token(obs, legal_moves)
        if kind == "swap":
            return self._choose_swap(obs, legal_moves)
        gain, targets = self._view(obs)
        self._memo: dict[int, float] = {}
        self._rows = None
        best_value = None
        best: list = []
        tickets_left = obs.tickets[self.seat]
        for move in legal_moves:
            k = move.kind
            if k == "arrow":
                value = self._arrow_value(obs, move, gain, targets)
            elif k == "restart":
                node = self.board.node_of[move.point]
                value = POTENTIAL * self._potential(node, targets)
            elif k == "end_turn":
                value = 0.0
            elif k == "ticket":
                value = self._ticket_value(obs, move, gain, targets, tickets_left)
            else:
                value = 0.0
            if best_value is None or value > best_value + 1e-9:
                best_value, best = value, [move]
            elif abs(value - best_value) <= 1e-9:
                best.append(move)
        return best[0] if len(best) == 1 else best[self.rng.randrange(len(best))]

    def _ticket_value(self, obs, move, gain, targets, tickets_left) -> float:
        """Tickets count in ties (E15): spend one only for about a point or more."""
        b = self.board
        top = obs.owed[-1].what if obs.owed else None
        if top == Owes.RESTART:
            return -FAR  # a loop's restart is being chosen: choose it first, decide after
        if move.use == "arrow":
            if top in (Owes.TURN, Owes.EXTRA):
                return -FAR  # an arrow is owed anyway: play it first, decide after
            return self._best_next_arrow(obs, gain, targets) - 1.5
        if move.use == "take_back":
            c = b.colour_index[move.colour]
            trail = obs.expeditions[c].trail
            if len(trail) < 2:
                return -FAR
            frm = trail[-1][1]
            return self._arrive_value(obs, -1, frm, gain) - 1.5
        # swap: only when a hand card is far from every expedition and tickets are spare
        if tickets_left < 2 or obs.owed:
            return -FAR
        far = max((self._reach(obs, b.card_node[c]) for c in bits(obs.hand)), default=0)
        return 0.2 if far >= 7 else -FAR

    def _choose_token(self, obs, legal_moves):
        """E2: a token where expeditions will come soon: near the rose and my other cards."""
        b = self.board
        mine = [b.card_node[c] for c in bits(obs.hand)]
        dist = self.dist

        def value(move):
            node = b.node_of[move.point]
            near = sum(self.decay[dist[m][node]] for m in mine if m != node)
            return -dist[b.rose][node] + near

        return max(legal_moves, key=value)

    def _choose_swap(self, obs, legal_moves):
        """E11 (c): give up my hardest-to-reach card for the easiest drawn one."""
        b = self.board

        def value(move):
            give = self._reach(obs, b.card_node[b.card_index[move.give]])
            take = self._reach(obs, b.card_node[b.card_index[move.take]])
            return give - take

        return max(legal_moves, key=value)
