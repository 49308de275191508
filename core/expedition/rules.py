"""Expedition rules E1–E15 as small steps on a scratch copy of a state.

``ExpeditionState.apply`` copies the state into a work list (:func:`work`: the same
immutable values, rebindable by index, ``w[HANDS]``), runs one step here, lets
:func:`settle` advance through everything that needs no decision (forced skips, lost extra
arrows, the end of a turn, the end of the game), and freezes the result into a new state.
Rule steps also accept a state itself wherever they only read. Each function names the rule
it implements.
"""

from __future__ import annotations

from bisect import bisect_left

from core.expedition.board import BLUE, GREEN, PLAIN, RED, bits

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


#: Indices of the state fields in a state tuple and in a work list (``STATE_FIELDS`` order).
N = 0
PHASE = 1
TURN = 2
ROUNDS = 3
PLACE_ROUND = 4
HANDS = 5
LAID = 6
MARKET = 7
POOL = 8
BOTTOM = 9
OFFER = 10
OFFER_DUE = 11
REFILLS = 12
TICKETS = 13
TICKETS_USED = 14
PLACED = 15
RECOVERED = 16
TOKENS = 17
HEADS = 18
SUPPLY = 19
TRAILS = 20
USED = 21
VISITED = 22
OWED = 23
FINAL_ROUND = 24
REASON = 25
#: Index of the legal moves a settled work list carries (not a state field).
LEGAL = 26
#: Index of the per-colour arrow-move cache a work list carries (not a state field): a list
#: with, per colour, the tuple of its Arrow moves or None when it must be recomputed. Rule
#: steps that move a colour (play_arrow, take_back, restart) clear that colour's entry.
CMOVES = 27


def work(state) -> list:
    """A scratch copy of ``state``'s fields (plus LEGAL and CMOVES slots) that rule steps
    rebind by index (``w[HANDS] = ...``); values themselves are never mutated."""
    w = list(state)
    cached = state._cmoves
    w.append(None)
    w.append(list(cached) if cached is not None else [None] * len(state.supply))
    return w


def put(values: tuple, i: int, value) -> tuple:
    """``values`` with item ``i`` replaced by ``value``."""
    return values[:i] + (value,) + values[i + 1 :]


# ---------------------------------------------------------------- the deck


def deck_size(w) -> int:
    """Cards left in the deck: the shuffled part plus the cards put at its bottom."""
    return len(w[POOL]) + len(w[BOTTOM])


def deck_outcomes(w) -> list[int]:
    """Cards the next draw may give: any card of the shuffled part, equally likely; once it
    is empty, the first card put at the bottom (E11c ruling)."""
    if w[POOL]:
        return list(w[POOL])
    return list(w[BOTTOM][:1])


def take_from_deck(w, card: int) -> None:
    """Remove ``card`` from the deck (it must be a current draw outcome)."""
    pool = w[POOL]
    if pool:
        i = pool.index(card)
        w[POOL] = pool[:i] + pool[i + 1 :]
    else:
        w[BOTTOM] = w[BOTTOM][1:]


def draw(w, g, card: int) -> None:
    """E1 deal and market, E5 market refill, E11c swap offer: put the drawn card in place."""
    pool = w[POOL]  # take_from_deck(w, card), inlined
    if pool:
        i = pool.index(card)
        w[POOL] = pool[:i] + pool[i + 1 :]
    else:
        w[BOTTOM] = w[BOTTOM][1:]
    bit = 1 << card
    if w[PHASE] == DEAL:
        # dealing_seat(w, g), inlined: the first seat still owed a card, else the market.
        size = hand_size(g, w[N])
        hands = w[HANDS]
        for seat, hand in enumerate(hands):
            if hand.bit_count() < size:
                w[HANDS] = hands[:seat] + (hand | bit,) + hands[seat + 1 :]
                return
        w[MARKET] |= bit
    elif w[REFILLS]:
        w[MARKET] |= bit
        w[REFILLS] -= 1
    else:
        w[OFFER] = w[OFFER] + (card,)
        w[OFFER_DUE] -= 1


def hand_size(g, players: int) -> int:
    """E1: cards dealt to each player for this player count."""
    sizes = g.hand_sizes  # per player count up to ``large_from`` (the large hand from there)
    return sizes[players] if players < len(sizes) else sizes[-1]


def dealing_seat(w, g) -> int:
    """E1: the seat still owed a card (seat by seat), or -1 when the market is next."""
    size = hand_size(g, w[N])
    for seat in range(w[N]):
        if w[HANDS][seat].bit_count() < size:
            return seat
    return -1


def dealing_done(w, g) -> bool:
    """E1: every hand and the market are full, or the deck ran out."""
    if not (w[POOL] or w[BOTTOM]):
        return True
    # The market is dealt last: while it is short, dealing goes on whatever the hands hold.
    return w[MARKET].bit_count() >= g.market_size and dealing_seat(w, g) < 0


# ---------------------------------------------------------------- tokens (E2, E6)


def token_points(w, g, seat: int) -> list[int]:
    """E2: nodes where ``seat`` may put a token now, in node order."""
    if w[PLACED][seat] >= g.rules.tokens:
        return []
    far_node = g.token_node  # per card: its node, or -1 when too near the rose
    out = {far_node[card] for card in bits(w[HANDS][seat])}
    out.discard(-1)
    out.difference_update([node for node, _owner in w[TOKENS]])
    return sorted(out)


def place_token(w, node: int) -> None:
    """E2: the placing seat puts a token on ``node``; placement moves to the next seat."""
    seat = w[TURN]
    w[TOKENS] = tuple(sorted(w[TOKENS] + ((node, seat),)))
    w[PLACED] = put(w[PLACED], seat, w[PLACED][seat] + 1)
    next_placer(w)


def next_placer(w) -> None:
    """E2: placement goes round in turn order, ``tokens`` times."""
    w[TURN] += 1
    if w[TURN] == w[N]:
        w[TURN] = 0
        w[PLACE_ROUND] += 1


def recover_token(w, node: int) -> None:
    """E6: an expedition reached a token: its owner takes it back (recovered)."""
    for i, (at, owner) in enumerate(w[TOKENS]):
        if at == node:
            w[TOKENS] = w[TOKENS][:i] + w[TOKENS][i + 1 :]
            w[RECOVERED] = put(w[RECOVERED], owner, w[RECOVERED][owner] + 1)
            return


# ---------------------------------------------------------------- arrows (E3–E10)


def start_node(w, g, colour: int) -> int:
    """E3: where colour's next arrow starts: its head, or the rose for its first arrow."""
    head = w[HEADS][colour]
    return g.board.rose if head < 0 else head


def colour_arrows(w, g, c: int) -> tuple:
    """E3/E4: the Arrow moves of colour ``c`` now, in path order.

    A colour needs arrows left (E3); an arrow runs from the head (the rose for the first
    arrow) along a path this colour has never used (E4). The path it just came by is one of
    those, so "no straight return" needs no test of its own: going back to the previous
    point along another path (two paths joining the same points, as wrap pairs can make) is
    allowed, and reaches a visited point (E9).
    """
    if w[SUPPLY][c] <= 0:
        return ()
    head = w[HEADS][c]
    if head < 0:
        head = g.board.rose
        if head < 0:
            return ()
    used = w[USED][c]
    if not used:
        return g.first_moves[c][head]
    # Only the used paths at the head matter: the answer is cached per (colour, head) and
    # those paths (2 ** degree entries at most; capped for a pack with a very busy point).
    here = used & g.board.node_paths[head]
    if not here:
        return g.first_moves[c][head]
    cache = g.arrow_cache[c][head]
    moves = cache.get(here)
    if moves is None:
        moves = tuple([m for p, m in g.adj_moves[c][head] if not (used >> p) & 1])
        if len(cache) < 1024:
            cache[here] = moves
    return moves


def arrow_list(w, g, top: int, cache: list | None = None) -> list:
    """E3/E4: the Arrow moves owed now: of every colour when ``top`` is ANY, else of colour
    ``top``; in colour then path order (:func:`colour_arrows`). ``cache`` is a work list's
    CMOVES entry: per colour, its moves if still valid, else None (filled in here)."""
    moves: list = []
    for c in (g.colour_range if top == ANY else (top,)):
        if cache is None:
            moves += colour_arrows(w, g, c)
        else:
            found = cache[c]
            if found is None:
                found = cache[c] = colour_arrows(w, g, c)
            moves += found
    return moves


def ticket_list(w, g, arrow_owed: bool) -> list:
    """E11: the ticket moves open to the active player now (``arrow_owed``: an arrow of any
    colour is owed and one can be played, so ticket (a) has a use)."""
    turn = w[TURN]
    if w[TICKETS][turn] <= 0 or w[TICKETS_USED] >= g.tickets_per_turn:
        return []
    moves = []
    if arrow_owed:
        moves.append(g.ticket_arrow)
    else:
        # any_arrow(w, g), answered from a work list's arrow-move cache when it holds a
        # colour with moves (its entries are valid for this state).
        cache = w[CMOVES] if type(w) is list and len(w) > CMOVES else None
        if (cache is not None and any(cache)) or any_arrow(w, g):
            moves.append(g.ticket_arrow)
    take_back = g.ticket_take_back
    for c, trail in enumerate(w[TRAILS]):
        if trail:
            moves.append(take_back[c])
    if w[HANDS][turn] and (w[POOL] or w[BOTTOM]):
        moves.append(g.ticket_swap)
    return moves


def can_move(w, g, colour: int) -> bool:
    """True when ``colour`` can play an arrow now (E3/E4): it has arrows left and a path from
    its head (the rose before its first arrow) that it has not used."""
    if w[SUPPLY][colour] <= 0:
        return False
    head = w[HEADS][colour]
    if head < 0:
        head = g.board.rose
        if head < 0:
            return False
    return bool(g.board.node_paths[head] & ~w[USED][colour])


def any_arrow(w, g) -> bool:
    """True when some colour can play an arrow (E13 ruling: otherwise the game is blocked).

    :func:`can_move` for every colour, inlined (ticket_list asks this on the hot path)."""
    heads, used = w[HEADS], w[USED]
    board = g.board
    node_paths, rose = board.node_paths, board.rose
    for c, left in enumerate(w[SUPPLY]):
        if left > 0:
            head = heads[c]
            if head < 0:
                head = rose
                if head < 0:
                    continue
            if node_paths[head] & ~used[c]:
                return True
    return False


def play_arrow(w, g, colour: int, path: int, to: int) -> None:
    """E3–E9, E13: play an arrow of ``colour`` along ``path`` to ``to`` and apply its effects."""
    heads = list(w[HEADS])
    head = heads[colour]
    heads[colour] = to
    w[HEADS] = tuple(heads)
    visited_all = list(w[VISITED])
    if head < 0:
        head = g.board.rose
        visited = 1 << head
    else:
        visited = visited_all[colour]
    bit = 1 << to
    looped = visited & bit
    visited_all[colour] = visited | bit
    w[VISITED] = tuple(visited_all)
    trails = list(w[TRAILS])
    trails[colour] += ((path, head, to),)
    w[TRAILS] = tuple(trails)
    used = list(w[USED])
    used[colour] |= g.path_bits[path]
    w[USED] = tuple(used)
    supply = list(w[SUPPLY])
    left = supply[colour] = supply[colour] - 1
    w[SUPPLY] = tuple(supply)
    w[CMOVES][colour] = None
    kind = g.kinds[to]
    if kind == GREEN:  # point_effect(w, g, to), its commonest case inlined
        reach_green(w, g, to)
        tokens = w[TOKENS]
        if tokens:
            i = bisect_left(tokens, (to,))
            if i < len(tokens) and tokens[i][0] == to:
                recover_token(w, to)
    elif kind != PLAIN:
        point_effect(w, g, to)
    if looped:
        w[OWED] = w[OWED] + (-2 - colour,)  # E9: owe a restart (restart_code(colour), inlined)
    if not left and not any(supply):
        w[REASON] = "arrows_out"  # E13: every arrow of every colour is down


def point_effect(w, g, node: int) -> None:
    """E5–E8: the effect of the point an expedition now stands on."""
    kind = g.kinds[node]
    if kind == GREEN:
        reach_green(w, g, node)
        # Tokens stand on card points, and cards name green points only. Tokens are sorted.
        tokens = w[TOKENS]
        if tokens:
            i = bisect_left(tokens, (node,))
            if i < len(tokens) and tokens[i][0] == node:
                recover_token(w, node)
    elif kind == BLUE:
        w[OWED] += (ANY,)  # E7: one more arrow, any colour
    elif kind == RED:
        turn = w[TURN]
        w[TICKETS] = put(w[TICKETS], turn, w[TICKETS][turn] + 1)  # E8


def reach_green(w, g, node: int) -> None:
    """E5: the holder of the point's card lays it down; a market card goes to the active
    player, and the market is refilled from the deck."""
    for card in g.board.cards_at[node]:
        bit = 1 << card
        hands = w[HANDS]
        for seat, hand in enumerate(hands):
            if hand & bit:
                hand ^= bit
                hands = list(hands)
                hands[seat] = hand
                w[HANDS] = tuple(hands)
                laid = list(w[LAID])
                laid[seat] |= bit
                w[LAID] = tuple(laid)
                if not hand:
                    w[FINAL_ROUND] = True  # E12: a hand is empty; finish the round
                break
        else:
            if w[MARKET] & bit:
                w[MARKET] ^= bit
                laid = list(w[LAID])
                laid[w[TURN]] |= bit
                w[LAID] = tuple(laid)
                w[REFILLS] += 1


def restart_points(w, g, colour: int) -> list[int]:
    """E9: visited points of ``colour`` from which it can still play an arrow."""
    if w[SUPPLY][colour] <= 0:
        return []
    free = g.all_paths ^ w[USED][colour]  # a positive mask: cheaper tests than ~used
    node_paths = g.board.node_paths
    return [node for node in bits(w[VISITED][colour]) if node_paths[node] & free]


def can_restart(w, g, colour: int) -> bool:
    """E9: True when :func:`restart_points` is not empty."""
    if w[SUPPLY][colour] <= 0:
        return False
    free = g.all_paths ^ w[USED][colour]  # a positive mask: cheaper tests than ~used
    node_paths = g.board.node_paths
    visited = w[VISITED][colour]
    while visited:
        low = visited & -visited
        if node_paths[low.bit_length() - 1] & free:
            return True
        visited ^= low
    return False


def restart(w, colour: int, node: int) -> None:
    """E9: ``node`` becomes the colour's head; its extra arrow is owed next."""
    w[HEADS] = put(w[HEADS], colour, node)
    w[CMOVES][colour] = None
    w[OWED] = w[OWED][:-1] + (colour,)


# ---------------------------------------------------------------- tickets (E11)


def can_spend_ticket(w, g) -> bool:
    """E11: the active player has a ticket and is under the per-turn limit."""
    return w[TICKETS][w[TURN]] > 0 and w[TICKETS_USED] < g.rules.tickets_per_turn


def spend_ticket(w) -> None:
    """E11: one ticket is spent this turn."""
    tickets = list(w[TICKETS])
    tickets[w[TURN]] -= 1
    w[TICKETS] = tuple(tickets)
    w[TICKETS_USED] += 1


def ticket_arrow(w) -> None:
    """E11 (a): one more arrow, any colour."""
    spend_ticket(w)
    w[OWED] = w[OWED] + (ANY,)


def take_back(w, g, colour: int) -> None:
    """E11 (b): the colour's last arrow returns to the supply, and the point that is now its
    head applies its effect (what was resolved stays resolved)."""
    spend_ticket(w)
    trails = list(w[TRAILS])
    trail = trails[colour]
    path, frm, _to = trail[-1]
    trails[colour] = trail = trail[:-1]
    w[TRAILS] = tuple(trails)
    used = list(w[USED])
    used[colour] ^= g.path_bits[path]
    w[USED] = tuple(used)
    supply = list(w[SUPPLY])
    supply[colour] += 1
    w[SUPPLY] = tuple(supply)
    w[CMOVES][colour] = None
    visited_all = list(w[VISITED])
    heads = list(w[HEADS])
    if not trail:
        heads[colour] = -1
        w[HEADS] = tuple(heads)
        visited_all[colour] = 0
        w[VISITED] = tuple(visited_all)
        return  # back at the rose, which has no effect
    visited = 1 << trail[0][1]
    for _p, _a, to in trail:
        visited |= 1 << to
    visited_all[colour] = visited
    w[VISITED] = tuple(visited_all)
    heads[colour] = frm
    w[HEADS] = tuple(heads)
    point_effect(w, g, frm)


def ticket_swap(w) -> None:
    """E11 (c): two cards (fewer if the deck is short) are drawn for the active player."""
    spend_ticket(w)
    w[OFFER_DUE] = min(2, deck_size(w))


def swap(w, give: int, take: int) -> None:
    """E11 (c): hand card ``give`` for drawn card ``take``; the card given up and the card
    not taken go to the bottom of the deck (a token on ``give``'s point stays)."""
    seat = w[TURN]
    w[HANDS] = put(w[HANDS], seat, (w[HANDS][seat] ^ (1 << give)) | (1 << take))
    w[BOTTOM] = w[BOTTOM] + (give,) + tuple(c for c in w[OFFER] if c != take)
    w[OFFER] = ()


# ---------------------------------------------------------------- turns and the end


def start_turn(w) -> None:
    """E3: a turn owes one arrow; no ticket spent yet."""
    w[OWED] = (ANY,)
    w[TICKETS_USED] = 0


def end_turn(w, g) -> None:
    """E12/E13: pass the turn; after the last seat a round is complete, and the game ends if
    a hand emptied during it or ``max_rounds`` is reached."""
    w[OWED] = ()
    if w[TURN] == w[N] - 1:
        w[ROUNDS] += 1
        if w[FINAL_ROUND]:
            w[REASON] = "hand_empty"
            return
        if w[ROUNDS] >= g.rules.max_rounds:
            w[REASON] = "round_limit"
            return
    w[TURN] = (w[TURN] + 1) % w[N]
    start_turn(w)


def start_play(w, g) -> None:
    """After placement, seat 0 takes the first turn."""
    w[PHASE] = PLAY
    w[TURN] = 0
    if any(not h for h in w[HANDS]):
        w[FINAL_ROUND] = True
    start_turn(w)


def settle(w, g) -> None:
    """Advance through every step that needs no decision and no draw."""
    while True:
        if w[REASON]:
            w[PHASE] = OVER
            w[OWED] = ()
            w[REFILLS] = w[OFFER_DUE] = 0
            return
        phase = w[PHASE]
        if phase == PLAY:
            if w[REFILLS] or w[OFFER_DUE]:
                if w[POOL] or w[BOTTOM]:
                    return
                w[REFILLS] = w[OFFER_DUE] = 0  # the deck is empty: nothing to draw
            if w[OFFER]:
                swap_move = g.swap_move
                w[LEGAL] = tuple([swap_move(give, take) for give in bits(w[HANDS][w[TURN]])
                                  for take in w[OFFER]])
                return
            owed = w[OWED]
            if owed:
                top = owed[-1]
                if top < ANY:
                    colour = restart_colour(top)
                    points = restart_points(w, g, colour)
                    if points:
                        restart_moves = g.restart_moves[colour]
                        # E11: tickets may be spent at any moment, this choice included.
                        w[LEGAL] = tuple([restart_moves[n] for n in points]
                                         + ticket_list(w, g, False))
                        return
                    w[OWED] = owed[:-1]  # E10 ruling: an extra arrow that cannot be played is lost
                    continue
                # arrow_list(w, g, top, w[CMOVES]), inlined: this is the hot path.
                cache = w[CMOVES]
                moves = []
                for c in (g.colour_range if top == ANY else (top,)):
                    found = cache[c]
                    if found is None:
                        found = cache[c] = colour_arrows(w, g, c)
                    moves += found
                if moves:
                    if w[TICKETS][w[TURN]] > 0 and w[TICKETS_USED] < g.tickets_per_turn:
                        moves += ticket_list(w, g, top == ANY)
                    w[LEGAL] = tuple(moves)
                    return
                if top == ANY:
                    w[REASON] = "blocked"  # E13 ruling: no arrow can be played at all
                else:
                    w[OWED] = owed[:-1]  # E10 ruling: an extra arrow that cannot be played is lost
                continue
            if w[TICKETS][w[TURN]] > 0 and w[TICKETS_USED] < g.tickets_per_turn:
                moves = ticket_list(w, g, False)
                if moves:
                    moves.append(g.end_turn)
                    w[LEGAL] = tuple(moves)
                    return
            end_turn(w, g)
            continue
        if phase == DEAL:
            if not dealing_done(w, g):
                return
            w[PHASE] = PLACE
            w[TURN] = 0
            continue
        if phase == PLACE:
            if w[PLACE_ROUND] >= g.rules.tokens:
                start_play(w, g)
                continue
            points = token_points(w, g, w[TURN])
            if points:
                place_moves = g.place_moves
                w[LEGAL] = tuple([place_moves[n] for n in points])
                return
            next_placer(w)  # E2 ruling: no eligible card, no token
            continue
        return  # OVER


def scores(w) -> tuple[int, ...]:
    """E14: +1 per card laid, -1 per card in hand, +1 per token recovered, -1 per token left."""
    out = []
    for seat in range(w[N]):
        left = w[PLACED][seat] - w[RECOVERED][seat]
        out.append(
            w[LAID][seat].bit_count() - w[HANDS][seat].bit_count() + w[RECOVERED][seat] - left
        )
    return tuple(out)


def winners(w) -> tuple[int, ...]:
    """E15: highest score; ties go to more tickets; still tied, shared."""
    pts = scores(w)
    best = max(pts)
    tied = [s for s in range(w[N]) if pts[s] == best]
    most = max(w[TICKETS][s] for s in tied)
    return tuple(s for s in tied if w[TICKETS][s] == most)
