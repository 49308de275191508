"""Expedition rules E1–E15 as small steps on a scratch copy of a state.

``ExpeditionState.apply`` copies the state into a :class:`Work` (same immutable values,
rebindable attributes), runs one step here, lets :func:`settle` advance through everything
that needs no decision (forced skips, lost extra arrows, the end of a turn, the end of the
game), and freezes the result into a new state. Each function names the rule it implements.
"""

from __future__ import annotations

from core.expedition.board import BLUE, GREEN, RED, bits

#: Phases.
DEAL, PLACE, PLAY, OVER = range(4)
PHASE_NAMES = ("deal", "place", "play", "over")

#: Obligation codes on the ``owed`` stack: ANY is an arrow of any colour (the turn's arrow,
#: E7 blue, E11a ticket); ``c >= 0`` is an arrow of colour ``c`` (E9 after its restart);
#: ``restart_code(c)`` is the E9 choice of where colour ``c`` restarts.
ANY = -1


def restart_code(colour: int) -> int:
    """The obligation code for "choose where colour ``colour`` restarts" (E9)."""
    return -2 - colour


def restart_colour(code: int) -> int:
    """The colour of a restart obligation code."""
    return -2 - code


STATE_FIELDS = (
    "n", "phase", "turn", "rounds", "place_round", "hands", "laid", "market", "pool",
    "bottom", "offer", "offer_due", "refills", "tickets", "tickets_used", "placed",
    "recovered", "tokens", "heads", "supply", "trails", "used", "visited", "owed",
    "final_round", "reason",
)


class Work:
    """A rebindable copy of a state's fields (in ``STATE_FIELDS`` order); rule steps replace
    values, never mutate them."""

    __slots__ = (*STATE_FIELDS, "legal")

    def __init__(self, state) -> None:
        self.legal = None  # the legal moves, when settle has computed them
        (
            self.n, self.phase, self.turn, self.rounds, self.place_round, self.hands,
            self.laid, self.market, self.pool, self.bottom, self.offer, self.offer_due,
            self.refills, self.tickets, self.tickets_used, self.placed, self.recovered,
            self.tokens, self.heads, self.supply, self.trails, self.used, self.visited,
            self.owed, self.final_round, self.reason,
        ) = state


def put(values: tuple, i: int, value) -> tuple:
    """``values`` with item ``i`` replaced by ``value``."""
    return values[:i] + (value,) + values[i + 1 :]


# ---------------------------------------------------------------- the deck


def deck_size(w) -> int:
    """Cards left in the deck: the shuffled part plus the cards put at its bottom."""
    return w.pool.bit_count() + len(w.bottom)


def deck_outcomes(w) -> list[int]:
    """Cards the next draw may give: any card of the shuffled part, equally likely; once it
    is empty, the first card put at the bottom (E11c ruling)."""
    if w.pool:
        return bits(w.pool)
    return list(w.bottom[:1])


def take_from_deck(w, card: int) -> None:
    """Remove ``card`` from the deck (it must be a current draw outcome)."""
    if w.pool:
        w.pool ^= 1 << card
    else:
        w.bottom = w.bottom[1:]


def draw(w, g, card: int) -> None:
    """E1 deal and market, E5 market refill, E11c swap offer: put the drawn card in place."""
    take_from_deck(w, card)
    bit = 1 << card
    if w.phase == DEAL:
        seat = dealing_seat(w, g)
        if seat >= 0:
            w.hands = put(w.hands, seat, w.hands[seat] | bit)
        else:
            w.market |= bit
    elif w.refills:
        w.market |= bit
        w.refills -= 1
    else:
        w.offer = w.offer + (card,)
        w.offer_due -= 1


def hand_size(g, players: int) -> int:
    """E1: cards dealt to each player for this player count."""
    r = g.rules
    return r.hand_small if players < r.large_from else r.hand_large


def dealing_seat(w, g) -> int:
    """E1: the seat still owed a card (seat by seat), or -1 when the market is next."""
    size = hand_size(g, w.n)
    for seat in range(w.n):
        if w.hands[seat].bit_count() < size:
            return seat
    return -1


def dealing_done(w, g) -> bool:
    """E1: every hand and the market are full, or the deck ran out."""
    if deck_size(w) == 0:
        return True
    return dealing_seat(w, g) < 0 and w.market.bit_count() >= g.rules.market_size


# ---------------------------------------------------------------- tokens (E2, E6)


def token_points(w, g, seat: int) -> list[int]:
    """E2: nodes where ``seat`` may put a token now, in node order."""
    if w.placed[seat] >= g.rules.tokens:
        return []
    b = g.board
    taken = {node for node, _owner in w.tokens}
    far = g.rules.token_distance
    out = set()
    for card in bits(w.hands[seat]):
        node = b.card_node[card]
        if node not in taken and b.dist[node] >= far:
            out.add(node)
    return sorted(out)


def place_token(w, node: int) -> None:
    """E2: the placing seat puts a token on ``node``; placement moves to the next seat."""
    seat = w.turn
    w.tokens = tuple(sorted(w.tokens + ((node, seat),)))
    w.placed = put(w.placed, seat, w.placed[seat] + 1)
    next_placer(w)


def next_placer(w) -> None:
    """E2: placement goes round in turn order, ``tokens`` times."""
    w.turn += 1
    if w.turn == w.n:
        w.turn = 0
        w.place_round += 1


def recover_token(w, node: int) -> None:
    """E6: an expedition reached a token: its owner takes it back (recovered)."""
    for i, (at, owner) in enumerate(w.tokens):
        if at == node:
            w.tokens = w.tokens[:i] + w.tokens[i + 1 :]
            w.recovered = put(w.recovered, owner, w.recovered[owner] + 1)
            return


# ---------------------------------------------------------------- arrows (E3–E10)


def start_node(w, g, colour: int) -> int:
    """E3: where colour's next arrow starts: its head, or the rose for its first arrow."""
    head = w.heads[colour]
    return g.board.rose if head < 0 else head


def arrow_list(w, g, top: int) -> list:
    """E3/E4: the Arrow moves owed now: of every colour when ``top`` is ANY, else of colour
    ``top``; in colour then path order.

    A colour needs arrows left (E3); an arrow runs from the head (the rose for the first
    arrow) along a path this colour has never used (E4), and not straight back to the point
    it just came from (E4).
    """
    moves: list = []
    heads, trails, used_by, supply = w.heads, w.trails, w.used, w.supply
    adj_moves = g.adj_moves
    for c in (g.colour_range if top == ANY else (top,)):
        if supply[c] <= 0:
            continue
        head = heads[c]
        back = -1
        if head < 0:
            head = g.board.rose
            if head < 0:
                continue
        else:
            last = trails[c][-1]
            if last[2] == head:
                back = last[1]
        used = used_by[c]
        moves += [m for p, v, m in adj_moves[c][head] if not (used >> p) & 1 and v != back]
    return moves


def ticket_list(w, g, arrow_owed: bool) -> list:
    """E11: the ticket moves open to the active player now (``arrow_owed``: an arrow of any
    colour is owed and one can be played, so ticket (a) has a use)."""
    turn = w.turn
    if w.tickets[turn] <= 0 or w.tickets_used >= g.tickets_per_turn:
        return []
    moves = []
    if arrow_owed or any_arrow(w, g):
        moves.append(g.ticket_arrow)
    take_back = g.ticket_take_back
    for c, trail in enumerate(w.trails):
        if trail:
            moves.append(take_back[c])
    if w.hands[turn] and (w.pool or w.bottom):
        moves.append(g.ticket_swap)
    return moves


def can_move(w, g, colour: int) -> bool:
    """True when ``colour`` can play an arrow now (E3/E4)."""
    if w.supply[colour] <= 0:
        return False
    head = w.heads[colour]
    back = -1
    if head < 0:
        head = g.board.rose
        if head < 0:
            return False
    else:
        trail = w.trails[colour]
        if trail and trail[-1][2] == head:
            back = trail[-1][1]
    used = w.used[colour]
    for p, v in g.board.adj[head]:
        if not (used >> p) & 1 and v != back:
            return True
    return False


def any_arrow(w, g) -> bool:
    """True when some colour can play an arrow (E13 ruling: otherwise the game is blocked)."""
    for c in range(len(w.supply)):
        if can_move(w, g, c):
            return True
    return False


def play_arrow(w, g, colour: int, path: int, to: int) -> None:
    """E3–E9, E13: play an arrow of ``colour`` along ``path`` to ``to`` and apply its effects."""
    head = w.heads[colour]
    visited = w.visited[colour]
    if head < 0:
        head = g.board.rose
        visited = 1 << head
    looped = (visited >> to) & 1
    i, j = colour, colour + 1
    w.trails = w.trails[:i] + (w.trails[colour] + ((path, head, to),),) + w.trails[j:]
    w.used = w.used[:i] + (w.used[colour] | (1 << path),) + w.used[j:]
    supply = w.supply = w.supply[:i] + (w.supply[colour] - 1,) + w.supply[j:]
    w.heads = w.heads[:i] + (to,) + w.heads[j:]
    w.visited = w.visited[:i] + (visited | (1 << to),) + w.visited[j:]
    point_effect(w, g, to)
    if looped:
        loop(w, colour)
    if not any(supply):
        w.reason = "arrows_out"  # E13: every arrow of every colour is down


def point_effect(w, g, node: int) -> None:
    """E5–E8: the effect of the point an expedition now stands on."""
    kind = g.board.kinds[node]
    if kind == GREEN:
        reach_green(w, g, node)
        # Tokens stand on card points, and cards name green points only.
        for at, _owner in w.tokens:
            if at == node:
                recover_token(w, node)
                break
    if kind == BLUE:
        w.owed = w.owed + (ANY,)  # E7: one more arrow, any colour
    elif kind == RED:
        w.tickets = put(w.tickets, w.turn, w.tickets[w.turn] + 1)  # E8


def reach_green(w, g, node: int) -> None:
    """E5: the holder of the point's card lays it down; a market card goes to the active
    player, and the market is refilled from the deck."""
    for card in g.board.cards_at[node]:
        bit = 1 << card
        for seat in range(w.n):
            if w.hands[seat] & bit:
                w.hands = put(w.hands, seat, w.hands[seat] ^ bit)
                w.laid = put(w.laid, seat, w.laid[seat] | bit)
                if not w.hands[seat]:
                    w.final_round = True  # E12: a hand is empty; finish the round
                break
        else:
            if w.market & bit:
                w.market ^= bit
                w.laid = put(w.laid, w.turn, w.laid[w.turn] | bit)
                w.refills += 1


def loop(w, colour: int) -> None:
    """E9: the colour reached a point it had visited: after the point's effect, the active
    player restarts it from a visited point of their choice and plays one more arrow of it."""
    w.owed = w.owed + (restart_code(colour),)


def restart_points(w, g, colour: int) -> list[int]:
    """E9: visited points of ``colour`` from which it can still play an arrow."""
    if w.supply[colour] <= 0:
        return []
    free = ~w.used[colour]
    node_paths = g.board.node_paths
    return [node for node in bits(w.visited[colour]) if node_paths[node] & free]


def can_restart(w, g, colour: int) -> bool:
    """E9: True when :func:`restart_points` is not empty."""
    if w.supply[colour] <= 0:
        return False
    free = ~w.used[colour]
    node_paths = g.board.node_paths
    visited = w.visited[colour]
    while visited:
        low = visited & -visited
        if node_paths[low.bit_length() - 1] & free:
            return True
        visited ^= low
    return False


def restart(w, colour: int, node: int) -> None:
    """E9: ``node`` becomes the colour's head; its extra arrow is owed next."""
    w.heads = put(w.heads, colour, node)
    w.owed = w.owed[:-1] + (colour,)


# ---------------------------------------------------------------- tickets (E11)


def can_spend_ticket(w, g) -> bool:
    """E11: the active player has a ticket and is under the per-turn limit."""
    return w.tickets[w.turn] > 0 and w.tickets_used < g.rules.tickets_per_turn


def spend_ticket(w) -> None:
    """E11: one ticket is spent this turn."""
    w.tickets = put(w.tickets, w.turn, w.tickets[w.turn] - 1)
    w.tickets_used += 1


def ticket_arrow(w) -> None:
    """E11 (a): one more arrow, any colour."""
    spend_ticket(w)
    w.owed = w.owed + (ANY,)


def take_back(w, g, colour: int) -> None:
    """E11 (b): the colour's last arrow returns to the supply, and the point that is now its
    head applies its effect (what was resolved stays resolved)."""
    spend_ticket(w)
    trail = w.trails[colour]
    path, frm, _to = trail[-1]
    trail = trail[:-1]
    w.trails = put(w.trails, colour, trail)
    w.used = put(w.used, colour, w.used[colour] ^ (1 << path))
    w.supply = put(w.supply, colour, w.supply[colour] + 1)
    if not trail:
        w.heads = put(w.heads, colour, -1)
        w.visited = put(w.visited, colour, 0)
        return  # back at the rose, which has no effect
    visited = 1 << trail[0][1]
    for _p, _a, to in trail:
        visited |= 1 << to
    w.visited = put(w.visited, colour, visited)
    w.heads = put(w.heads, colour, frm)
    point_effect(w, g, frm)


def ticket_swap(w) -> None:
    """E11 (c): two cards (fewer if the deck is short) are drawn for the active player."""
    spend_ticket(w)
    w.offer_due = min(2, deck_size(w))


def swap(w, give: int, take: int) -> None:
    """E11 (c): hand card ``give`` for drawn card ``take``; the card given up and the card
    not taken go to the bottom of the deck (a token on ``give``'s point stays)."""
    seat = w.turn
    w.hands = put(w.hands, seat, (w.hands[seat] ^ (1 << give)) | (1 << take))
    w.bottom = w.bottom + (give,) + tuple(c for c in w.offer if c != take)
    w.offer = ()


# ---------------------------------------------------------------- turns and the end


def start_turn(w) -> None:
    """E3: a turn owes one arrow; no ticket spent yet."""
    w.owed = (ANY,)
    w.tickets_used = 0


def end_turn(w, g) -> None:
    """E12/E13: pass the turn; after the last seat a round is complete, and the game ends if
    a hand emptied during it or ``max_rounds`` is reached."""
    w.owed = ()
    if w.turn == w.n - 1:
        w.rounds += 1
        if w.final_round:
            w.reason = "hand_empty"
            return
        if w.rounds >= g.rules.max_rounds:
            w.reason = "round_limit"
            return
    w.turn = (w.turn + 1) % w.n
    start_turn(w)


def start_play(w, g) -> None:
    """After placement, seat 0 takes the first turn."""
    w.phase = PLAY
    w.turn = 0
    if any(not h for h in w.hands):
        w.final_round = True
    start_turn(w)


def settle(w, g) -> None:
    """Advance through every step that needs no decision and no draw."""
    while True:
        if w.reason:
            w.phase = OVER
            w.owed = ()
            w.refills = w.offer_due = 0
            return
        phase = w.phase
        if phase == PLAY:
            if w.refills or w.offer_due:
                if w.pool or w.bottom:
                    return
                w.refills = w.offer_due = 0  # the deck is empty: nothing to draw
            if w.offer:
                return
            owed = w.owed
            if owed:
                top = owed[-1]
                if top < ANY:
                    if can_restart(w, g, restart_colour(top)):
                        return
                    w.owed = owed[:-1]  # E10 ruling: an extra arrow that cannot be played is lost
                    continue
                moves = arrow_list(w, g, top)
                if moves:
                    moves += ticket_list(w, g, top == ANY)
                    w.legal = tuple(moves)
                    return
                if top == ANY:
                    w.reason = "blocked"  # E13 ruling: no arrow can be played at all
                else:
                    w.owed = owed[:-1]  # E10 ruling: an extra arrow that cannot be played is lost
                continue
            moves = ticket_list(w, g, False)
            if moves:
                moves.append(g.end_turn)
                w.legal = tuple(moves)
                return
            end_turn(w, g)
            continue
        if phase == DEAL:
            if not dealing_done(w, g):
                return
            w.phase = PLACE
            w.turn = 0
            continue
        if phase == PLACE:
            if w.place_round >= g.rules.tokens:
                start_play(w, g)
                continue
            if token_points(w, g, w.turn):
                return
            next_placer(w)  # E2 ruling: no eligible card, no token
            continue
        return  # OVER


def scores(w) -> tuple[int, ...]:
    """E14: +1 per card laid, -1 per card in hand, +1 per token recovered, -1 per token left."""
    out = []
    for seat in range(w.n):
        left = w.placed[seat] - w.recovered[seat]
        out.append(
            w.laid[seat].bit_count() - w.hands[seat].bit_count() + w.recovered[seat] - left
        )
    return tuple(out)


def winners(w) -> tuple[int, ...]:
    """E15: highest score; ties go to more tickets; still tied, shared."""
    pts = scores(w)
    best = max(pts)
    tied = [s for s in range(w.n) if pts[s] == best]
    most = max(w.tickets[s] for s in tied)
    return tuple(s for s in tied if w.tickets[s] == most)
