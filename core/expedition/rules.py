"""Expedition rules E1–E15: legal moves, chance outcomes and ``apply``, one step per rule.

Every step takes a state and returns a new one (``state.replace``). :func:`apply` checks the
move against :func:`legal_moves`, takes the move's step, then :func:`settle` takes every
step that needs no decision and no draw: a player with no token to place is skipped (E2), an
extra arrow that cannot be played is lost (E10), a turn with nothing left to decide ends,
and so does the game (E12, E13). Each settled state carries its legal moves.

These are the plain rules, the reference. ``core.expedition.fast`` computes the same states
with fewer copies behind ``ExpeditionState.apply``; ``make_game(pack, fast=False)`` switches it
off, and the conformance suite compares the two.
"""

from __future__ import annotations

from content.messages import msg
from core.engine import IllegalMove
from core.expedition.board import BLUE, GREEN, RED, bits, mask_of
from core.expedition.moves import EndTurn
from core.expedition.state import (
    ANY_COLOUR,
    ExpeditionState,
    Owed,
    Owes,
    Phase,
)

# The phases at hand for the checks made on every draw (an enum member lookup is slow).
_DEAL, _PLAY = Phase.DEAL, Phase.PLAY

#: E3: the arrow every turn owes.
TURN_ARROW = Owed(Owes.TURN)
#: E11a: the arrow a ticket buys.
TICKET_ARROW = Owed(Owes.EXTRA)
END_TURN = EndTurn()


def put(values: tuple, i: int, value) -> tuple:
    """``values`` with item ``i`` replaced by ``value``."""
    changed = list(values)
    changed[i] = value
    return tuple(changed)


def increment(values: tuple, i: int, by: int = 1) -> tuple:
    """``values`` with item ``i`` increased by ``by``."""
    return put(values, i, values[i] + by)


# ================================================================ who acts, what is legal


def is_chance(state) -> bool:
    """A card is drawn next: the deal (E1), a market refill (E5) or a swap offer (E11c)."""
    phase = state.phase
    if phase == _DEAL:
        return True
    return phase == _PLAY and bool(state.refills or state.offer_due)


def draw_outcomes(state) -> tuple[int, ...]:
    """The cards the next draw may give: any card of the shuffled deck, equally likely;
    once it is empty, the first card put under it (E11c ruling)."""
    return state.deck if state.deck else state.bottom[:1]


def chance_outcomes(state) -> list:
    """``[(Draw, probability)]`` for the next draw; ``[]`` when no card is being drawn."""
    if not is_chance(state):
        return []
    cards = draw_outcomes(state)
    return state.game.draws_of(cards) if cards else []


def legal_moves(state) -> list:
    """The moves open now, in a fixed order (at a chance node, the draws it may give)."""
    phase = state.phase
    if phase == Phase.OVER:
        return []
    g = state.game
    if is_chance(state):
        return [g.draw_moves[c] for c in draw_outcomes(state)]
    if phase == Phase.PLACE:
        return [g.place_moves[node] for node in token_points(state, state.to_move)]
    if state.offer:
        return swap_choices(state)
    return play_moves(state)


def play_moves(state) -> list:
    """E3–E11: the active player's moves in the play phase (no swap offer pending).

    What the top of the ``owed`` stack asks comes first: a restart point (E9) or an arrow
    (E3, E7, E9), then the tickets (E11, at any moment). Nothing owed: tickets, or the end of
    the turn. The turn's own arrow, when no arrow can be played, waits for a ticket that
    could make one playable (a take-back); an extra arrow that cannot be played has no move
    and is lost (E10).
    """
    g = state.game
    if not state.owed:
        tickets = ticket_moves(state)
        return tickets + [END_TURN] if tickets else []
    top = state.owed[-1]
    if top.what == Owes.RESTART:
        restarts = g.restart_moves[top.colour]
        points = restart_points(state, top.colour)
        return [restarts[n] for n in points] + ticket_moves(state) if points else []
    arrows = owed_arrows(state, top)
    if arrows:
        return arrows + ticket_moves(state)
    if top.what == Owes.TURN and can_take_back(state):
        return ticket_moves(state)
    return []


def is_legal(state, move) -> bool:
    """Whether ``move`` is one of :func:`legal_moves`."""
    legal = state.legal
    return move in (legal if legal is not None else legal_moves(state))


# ================================================================ the deck (E1, E5, E11c)


def deck_size(state) -> int:
    """Cards left to draw: the shuffled part plus the cards put at its bottom."""
    return len(state.deck) + len(state.bottom)


def take_from_deck(state, card: int):
    """The drawn ``card`` leaves the deck (it is one of :func:`draw_outcomes`)."""
    if state.deck:
        return state.replace(deck=tuple(c for c in state.deck if c != card))
    return state.replace(bottom=state.bottom[1:])


def draw(state, card: int):
    """A card is drawn: dealt (E1), turned up in the market (E1, E5) or offered (E11c)."""
    state = take_from_deck(state, card)
    if state.phase == Phase.DEAL:
        return deal(state, card)
    if state.refills:
        return state.replace(market=state.market | 1 << card, refills=state.refills - 1)
    return state.replace(offer=state.offer + (card,), offer_due=state.offer_due - 1)


def hand_size(state) -> int:
    """E1: cards dealt to each player (12 with fewer than 4 players, else 9, by default)."""
    return state.game.hand_size(state.players)


def dealing_seat(state) -> int:
    """E1: the seat still owed a card, seat by seat; -1 when the market is next."""
    size = hand_size(state)
    return next((seat for seat, hand in enumerate(state.hands) if hand.bit_count() < size), -1)


def deal(state, card: int):
    """E1: the hands are dealt first, then the market is turned up."""
    seat = dealing_seat(state)
    if seat >= 0:
        return state.replace(hands=put(state.hands, seat, state.hands[seat] | 1 << card))
    return state.replace(market=state.market | 1 << card)


def dealing_done(state) -> bool:
    """E1: every hand and the market are full, or the deck ran out."""
    if not deck_size(state):
        return True
    return state.market.bit_count() >= state.game.rules.market_size and dealing_seat(state) < 0


# ================================================================ tokens (E2, E6)


def start_placement(state):
    """E2: the deal is done; seat 0 places the first token."""
    return state.replace(phase=Phase.PLACE, to_move=0)


def token_points(state, seat: int) -> list[int]:
    """E2: the nodes where ``seat`` may put a token now: the points of its hand's cards at
    least ``token_distance`` paths from the rose that hold no token, in node order."""
    g = state.game
    if state.placed[seat] >= g.rules.tokens:
        return []
    points = {g.token_node[card] for card in bits(state.hands[seat])}
    points.discard(-1)  # too near the rose
    points.difference_update(node for node, _owner in state.tokens)
    return sorted(points)


def place_token(state, node: int):
    """E2: the placing seat puts a token on ``node``."""
    seat = state.to_move
    state = state.replace(tokens=tuple(sorted(state.tokens + ((node, seat),))),
                          placed=increment(state.placed, seat))
    return next_placer(state)


def next_placer(state):
    """E2: placement goes round in turn order, ``tokens`` times; a seat with no eligible
    card places no token (ruling)."""
    if state.to_move + 1 < state.players:
        return state.replace(to_move=state.to_move + 1)
    return state.replace(to_move=0, place_round=state.place_round + 1)


def recover_token(state, node: int):
    """E6: an expedition reached a token: its owner takes it back (recovered)."""
    for at, owner in state.tokens:
        if at == node:
            return state.replace(tokens=tuple(t for t in state.tokens if t[0] != node),
                                 recovered=increment(state.recovered, owner))
    return state


# ================================================================ arrows (E3–E10)


def start_node(state, colour: int) -> int:
    """E3: where the colour's next arrow starts: its head (the rose, for its first)."""
    return state.expeditions[colour].head


def any_arrow(state) -> bool:
    """Some colour can play an arrow (E3/E4: it has arrows left and a path it has not used
    at its head)."""
    return any(e.arrows for e in state.expeditions)


def colour_arrows(state, colour: int) -> tuple:
    """E3/E4: the colour's Arrow moves now, in path order: from its head along every path
    it has never used (``ExpeditionGame.expedition`` works them out)."""
    return state.expeditions[colour].arrows


def owed_arrows(state, owed: Owed) -> list:
    """The Arrow moves that pay ``owed``: of its colour, or of every colour, colour order."""
    colours = range(len(state.expeditions)) if owed.colour == ANY_COLOUR else (owed.colour,)
    return [move for c in colours for move in colour_arrows(state, c)]


def play_arrow(state, colour: int, path: int, to: int):
    """E3–E9, E13: an arrow of ``colour`` along ``path`` to node ``to`` pays the arrow owed
    on top; its point has its effect, a loop earns a restart, and the game ends once every
    arrow of every colour is down."""
    e = state.expeditions[colour]
    start = start_node(state, colour)
    visited = e.visited if e.trail else 1 << start
    number = len(e.trail)
    looped = bool(visited & 1 << to)
    arrowed = state.game.expedition(colour, head=to, supply=e.supply - 1,
                                    trail=e.trail + ((path, start, to),),
                                    used=e.used | 1 << path, visited=visited | 1 << to)
    state = state.replace(expeditions=put(state.expeditions, colour, arrowed),
                          owed=state.owed[:-1])
    state = point_effect(state, to, earned_by=(colour, number))
    if looped:
        state = owe(state, Owed(Owes.RESTART, colour, (colour, number)))
    if all(e.supply == 0 for e in state.expeditions):
        return end_game(state, "arrows_out")
    return state


def owe(state, owed: Owed):
    """One more thing owed this turn, before what was owed already (E10: effects chain)."""
    return state.replace(owed=state.owed + (owed,))


def point_effect(state, node: int, earned_by: tuple[int, int]):
    """E5–E8: the effect of the point an expedition now stands on (``earned_by``: the arrow
    that stands there)."""
    kind = state.game.board.kinds[node]
    if kind == GREEN:
        state = reach_green(state, node)
    elif kind == BLUE:
        state = owe(state, Owed(Owes.EXTRA, ANY_COLOUR, earned_by))  # E7
    elif kind == RED:
        state = state.replace(tickets=increment(state.tickets, state.to_move))  # E8
    return recover_token(state, node)  # E6, on whatever point the token stands


def reach_green(state, node: int):
    """E5: the holder of the point's card lays it down (an empty hand finishes the round,
    E12); a market card is laid by the active player, and the market is refilled."""
    for card in state.game.board.cards_at[node]:
        bit = 1 << card
        holder = next((s for s, hand in enumerate(state.hands) if hand & bit), -1)
        if holder >= 0:
            hand = state.hands[holder] ^ bit
            state = state.replace(hands=put(state.hands, holder, hand),
                                  laid=put(state.laid, holder, state.laid[holder] | bit),
                                  final_round=state.final_round or not hand)
        elif state.market & bit:
            seat = state.to_move
            state = state.replace(market=state.market ^ bit,
                                  laid=put(state.laid, seat, state.laid[seat] | bit),
                                  refills=state.refills + 1)
    return state


def restart_points(state, colour: int) -> list[int]:
    """E9: the colour's visited nodes from which it can still play an arrow."""
    e = state.expeditions[colour]
    if e.supply <= 0:
        return []
    node_paths = state.game.board.node_paths
    return [node for node in bits(e.visited) if node_paths[node] & ~e.used]


def restart(state, colour: int, node: int):
    """E9: ``node`` becomes the looping colour's head; its arrow is owed next."""
    top = state.owed[-1]
    e = state.expeditions[colour]
    restarted = state.game.expedition(colour, head=node, supply=e.supply, trail=e.trail,
                                      used=e.used, visited=e.visited)
    return state.replace(expeditions=put(state.expeditions, colour, restarted),
                         owed=state.owed[:-1] + (Owed(Owes.LOOP, colour, top.earned_by),))


def lose_arrow(state):
    """E10: the arrow owed on top cannot be played: it is lost, and the turn goes on."""
    return state.replace(owed=state.owed[:-1])


# ================================================================ tickets (E11)


def can_spend_ticket(state) -> bool:
    """E11: the active player has a ticket and is under the per-turn limit."""
    return (state.tickets[state.to_move] > 0
            and state.tickets_used < state.game.rules.tickets_per_turn)


def can_take_back(state) -> bool:
    """E11b: a ticket can be spent and some expedition has an arrow down. A take-back
    always makes an arrow playable: the arrow returns to the supply and its path is free at
    the new head."""
    return can_spend_ticket(state) and any(e.trail for e in state.expeditions)


def ticket_moves(state) -> list:
    """E11: the tickets the active player may spend now: (a) one more arrow, when some
    colour can play one; (b) taking back a colour's last arrow; (c) a swap, with cards in
    hand and in the deck."""
    if not can_spend_ticket(state):
        return []
    g = state.game
    moves = [g.arrow_ticket] if any_arrow(state) else []
    moves += [g.take_back_tickets[c] for c, e in enumerate(state.expeditions) if e.trail]
    if state.hands[state.to_move] and deck_size(state):
        moves.append(g.swap_ticket)
    return moves


def spend_ticket(state):
    """E11: one of the active player's tickets is spent this turn."""
    return state.replace(tickets=increment(state.tickets, state.to_move, -1),
                         tickets_used=state.tickets_used + 1)


def ticket_arrow(state):
    """E11 (a): one more arrow, of any colour."""
    return owe(spend_ticket(state), TICKET_ARROW)


def take_back(state, colour: int):
    """E11 (b): the colour's last arrow returns to the supply and the point that is now its
    head has its effect. Ruling: what it resolved stays resolved (a card, a token, a
    ticket); an extra arrow it earned and that is not played yet is cancelled."""
    state = spend_ticket(state)
    e = state.expeditions[colour]
    path, start, _to = e.trail[-1]
    trail = e.trail[:-1]
    earned = (colour, len(trail))
    visited = mask_of([trail[0][1], *(to for _p, _f, to in trail)]) if trail else 0
    back = state.game.expedition(colour, head=start if trail else state.game.board.rose,
                                 supply=e.supply + 1, trail=trail,
                                 used=e.used & ~(1 << path), visited=visited)
    state = state.replace(expeditions=put(state.expeditions, colour, back),
                          owed=tuple(o for o in state.owed if o.earned_by != earned))
    if not trail:
        return state  # back at the rose, which has no effect
    return point_effect(state, start, earned_by=(colour, len(trail) - 1))


def ticket_swap(state):
    """E11 (c): two cards (fewer if the deck is short) are drawn for the active player."""
    return spend_ticket(state).replace(offer_due=min(2, deck_size(state)))


def swap_choices(state) -> list:
    """E11 (c): every hand card of the active player for every drawn card."""
    return state.game.swap_choices(bits(state.hands[state.to_move]), state.offer)


def swap(state, give: int, take: int):
    """E11 (c): hand card ``give`` for drawn card ``take``; the card given up, then the
    card not taken, go to the bottom of the deck (a token on ``give``'s point stays)."""
    seat = state.to_move
    return state.replace(
        hands=put(state.hands, seat, state.hands[seat] & ~(1 << give) | 1 << take),
        bottom=state.bottom + (give,) + tuple(c for c in state.offer if c != take),
        offer=(),
    )


# ================================================================ turns and the end


def start_play(state):
    """E3: placement is over; seat 0 plays the first turn (a hand already empty makes it
    the last round, E12)."""
    state = state.replace(phase=Phase.PLAY, final_round=not all(state.hands))
    return begin_turn(state, 0)


def begin_turn(state, seat: int):
    """E3: ``seat``'s turn owes one arrow; no ticket is spent yet. E13 ruling: a player who
    starts a turn with no legal move at all (no arrow, and no ticket that could make one
    playable) ends the game, blocked."""
    state = state.replace(to_move=seat, owed=(TURN_ARROW,), tickets_used=0)
    if not play_moves(state):
        return end_game(state, "blocked")
    return state


def end_turn(state):
    """E12/E13: the turn passes; after the last seat a round is complete, and the game ends
    if a hand emptied during it (E12) or ``max_rounds`` is reached (E13)."""
    state = state.replace(owed=())
    if state.to_move == state.players - 1:
        state = state.replace(rounds=state.rounds + 1)
        if state.final_round:
            return end_game(state, "hand_empty")
        if state.rounds >= state.game.rules.max_rounds:
            return end_game(state, "round_limit")
    return begin_turn(state, (state.to_move + 1) % state.players)


def end_game(state, reason: str):
    """E12/E13: the game is over; nothing more is owed or drawn."""
    return state.replace(phase=Phase.OVER, reason=reason, owed=(), refills=0, offer_due=0)


def scores(state) -> tuple[int, ...]:
    """E14: +1 per card laid, -1 per card in hand, +1 per token recovered, -1 per token left."""
    return tuple(
        state.laid[s].bit_count() - state.hands[s].bit_count() + state.recovered[s]
        - (state.placed[s] - state.recovered[s])
        for s in range(state.players)
    )


def score_parts(state) -> tuple[tuple[tuple[str, float], ...], ...]:
    """E14 per seat as ``(label, points)``: destinations reached, cards in hand, tokens
    recovered, tokens left; the points sum to ``scores``."""
    return tuple(
        ((msg("Destinations reached"), float(state.laid[s].bit_count())),
         (msg("Cards still in hand"), -float(state.hands[s].bit_count())),
         (msg("Tokens recovered"), float(state.recovered[s])),
         (msg("Tokens left on the board"), -float(state.placed[s] - state.recovered[s])))
        for s in range(state.players)
    )


def winners(state) -> tuple[int, ...]:
    """E15: highest score; ties go to more tickets; still tied, shared."""
    points = scores(state)
    best = max(points)
    tied = [s for s in range(state.players) if points[s] == best]
    most = max(state.tickets[s] for s in tied)
    return tuple(s for s in tied if state.tickets[s] == most)


# ================================================================ apply


def new_game(game, players: int) -> ExpeditionState:
    """E1: the state before the deal: tickets given, every card in the deck."""
    r = game.rules
    if not r.min_players <= players <= r.max_players:
        raise ValueError(f"Expedition takes {r.min_players} to {r.max_players} players, "
                         f"not {players}")
    b = game.board
    no_one = (0,) * players
    start = ExpeditionState(
        game, players=players, phase=Phase.DEAL, to_move=0, rounds=0, place_round=0,
        hands=no_one, laid=no_one, market=0, deck=tuple(range(len(b.card_ids))), bottom=(),
        offer=(), offer_due=0, refills=0, tickets=(r.tickets,) * players, tickets_used=0,
        placed=no_one, recovered=no_one, tokens=(),
        expeditions=tuple(game.expedition(c, head=b.rose, supply=n, trail=(), used=0,
                                          visited=0)
                          for c, n in enumerate(b.arrows)),
        owed=(), final_round=False, reason="",
    )
    return settle(start)


def apply(state, move) -> ExpeditionState:
    """The state after ``move`` (the plain rules); ``IllegalMove`` if it is not legal."""
    if not is_legal(state, move):
        raise IllegalMove(*why_illegal(state, move))
    return settle(step(state, move))


def step(state, move):
    """The rule step of a legal ``move``."""
    b = state.game.board
    kind = move.kind
    if kind == "arrow":
        return play_arrow(state, b.colour_index[move.colour], move.path, b.node_of[move.to])
    if kind == "draw":
        return draw(state, b.card_index[move.card])
    if kind == "restart":
        return restart(state, b.colour_index[move.colour], b.node_of[move.point])
    if kind == "ticket":
        if move.use == "arrow":
            return ticket_arrow(state)
        if move.use == "take_back":
            return take_back(state, b.colour_index[move.colour])
        return ticket_swap(state)
    if kind == "token":
        return place_token(state, b.node_of[move.point])
    if kind == "swap":
        return swap(state, b.card_index[move.give], b.card_index[move.take])
    return end_turn(state)


def settle(state) -> ExpeditionState:
    """Take every step that needs no decision and no draw; the result carries its legal
    moves (none at a chance node, which the runner resolves)."""
    while True:
        phase = state.phase
        if phase == Phase.DEAL:
            if not dealing_done(state):
                return state
            state = start_placement(state)
        elif phase == Phase.PLACE:
            if state.place_round >= state.game.rules.tokens:
                state = start_play(state)
                continue
            moves = legal_moves(state)
            if moves:
                return state._replace(legal=tuple(moves))
            state = next_placer(state)  # E2 ruling: no eligible card, no token
        elif phase == Phase.PLAY:
            if state.refills or state.offer_due:
                if deck_size(state):
                    return state
                state = state.replace(refills=0, offer_due=0)  # nothing left to draw
                continue
            moves = legal_moves(state)
            if moves:
                return state._replace(legal=tuple(moves))
            state = lose_arrow(state) if state.owed else end_turn(state)
        else:
            return state._replace(legal=())


# ================================================================ why not


def why_illegal(state, move) -> tuple[str, str]:
    """The rule id and a sentence saying why ``move`` is not legal here."""
    from core.engine import CHANCE, TERMINAL

    g = state.game
    b = g.board
    kind = getattr(move, "kind", None)
    player = state.current_player()
    if player == TERMINAL:
        return "E12", msg("the game is over")
    if player == CHANCE:
        if kind == "draw":
            return "E1", msg("{card} is not in the deck", card=move.card)
        return "E1", msg("a card must be drawn first")
    if kind == "draw":
        return "E1", msg("no card is being drawn now")
    if state.phase == Phase.PLACE:
        if kind != "token":
            return "E2", msg("players are placing their tokens")
        node = b.node_of.get(move.point, -1)
        if node not in {b.card_node[c] for c in bits(state.hands[state.to_move])}:
            return "E2", msg("a token goes on the point of a destination card in your hand")
        if b.dist[node] < g.rules.token_distance:
            return "E2", (msg("a token must be at least {token_distance} paths from the compass rose", token_distance=g.rules.token_distance))
        if state.placed[state.to_move] >= g.rules.tokens:
            return "E2", msg("each player places {tokens} tokens", tokens=g.rules.tokens)
        return "E2", msg("that point already holds a token")
    if state.offer:
        return "E11", msg("choose a hand card to give up and one of the drawn cards")
    top = state.owed[-1] if state.owed else None
    restarting = top is not None and top.what == Owes.RESTART
    if kind == "ticket":
        if state.tickets[state.to_move] <= 0:
            return "E11", msg("you have no ticket left")
        if state.tickets_used >= g.rules.tickets_per_turn:
            return "E11", msg("at most {tickets_per_turn} tickets per turn", tickets_per_turn=g.rules.tickets_per_turn)
        if getattr(move, "use", None) == "take_back":
            c = b.colour_index.get(move.colour, -1)
            if c >= 0 and not state.expeditions[c].trail:
                return "E11", msg("the {colour} expedition has no arrow on the board to take back",
                                  colour=g.colour_word(move.colour))
        return "E11", msg("that ticket use is not possible now")
    if restarting:
        return "E9", msg("choose where the looping expedition restarts")
    if kind == "end_turn":
        return "E3", msg("you must play your arrow first")
    if kind == "restart":
        return "E9", msg("no expedition is looping")
    if kind == "arrow":
        c = b.colour_index.get(move.colour, -1)
        if c < 0:
            return "E3", msg("there is no {colour} expedition", colour=move.colour)
        if top is None:
            return "E3", msg("you owe no arrow now (a ticket gives one more)")
        if top.colour != ANY_COLOUR and top.colour != c:
            return "E9", msg("the loop's extra arrow must be {colour_ids}", colour_ids=b.colour_ids[top.colour])
        e = state.expeditions[c]
        if e.supply <= 0:
            return "E3", msg("no {colour} arrows are left", colour=move.colour)
        path = move.path
        if type(path) is not int or not 0 <= path < len(b.path_nodes):
            return "E4", msg("there is no such path")
        if start_node(state, c) not in b.path_nodes[path]:
            return "E4", msg("an arrow continues the expedition from its head")
        if e.used >> path & 1:
            if e.trail and e.trail[-1][0] == path:
                return "E4", msg("an expedition may not go straight back")
            return "E4", msg("an expedition may never use the same path twice")
        return "E4", msg("an arrow runs along its path to the point at the path's other end")
    return "E3", msg("that move is not allowed now")


# ================================================================ invariants


def broken_invariants(state) -> list[str]:
    """Every broken invariant of ``state``, as sentences."""
    g = state.game
    b = g.board
    bad: list[str] = []
    if len(state.expeditions) != len(b.colour_ids):
        bad.append("one expedition per colour")
    for c, e in enumerate(state.expeditions):
        colour = b.colour_ids[c]
        if len(e.trail) + e.supply != b.arrows[c]:
            bad.append(f"{colour}: {len(e.trail)} arrows on the board + {e.supply} in supply "
                       f"!= {b.arrows[c]}")
        if e.supply < 0:
            bad.append(f"{colour}: negative supply")
        paths = [p for p, _a, _t in e.trail]
        if len(set(paths)) != len(paths):
            bad.append(f"{colour}: a path is used twice")
        if sum(1 << p for p in set(paths)) != e.used:
            bad.append(f"{colour}: used paths disagree with its arrows")
        if not (e.visited >> e.head & 1 if e.trail else e.head == b.rose):
            bad.append(f"{colour}: its head is neither the rose nor a point it visited")
        if e.arrows != g.expedition(c, *e[:-1]).arrows:
            bad.append(f"{colour}: its arrows are not those from its head (E3, E4)")
        trail_nodes = [e.trail[0][1], *(to for _p, _f, to in e.trail)] if e.trail else []
        if e.visited != mask_of(trail_nodes):
            bad.append(f"{colour}: visited points disagree with its arrows")
    places = [*state.hands, *state.laid, state.market]
    places += [1 << c for c in (*state.deck, *state.bottom, *state.offer)]
    seen = count = 0
    for mask in places:
        if seen & mask:
            bad.append("a card is in two places")
        seen |= mask
        count += mask.bit_count()
    if seen != (1 << len(b.card_ids)) - 1 or count != len(b.card_ids):
        bad.append("not every card is in exactly one place")
    if list(state.deck) != sorted(state.deck):
        bad.append("the deck is not kept in card order")
    for seat in range(state.players):
        if state.tickets[seat] < 0:
            bad.append(f"seat {seat} has negative tickets")
        on_board = sum(1 for _n, owner in state.tokens if owner == seat)
        if on_board + state.recovered[seat] != state.placed[seat]:
            bad.append(f"seat {seat}: tokens placed != on board + recovered")
        if state.placed[seat] > g.rules.tokens:
            bad.append(f"seat {seat} has more than {g.rules.tokens} tokens")
    if len({n for n, _o in state.tokens}) != len(state.tokens):
        bad.append("two tokens on one point")
    if state.tickets_used > g.rules.tickets_per_turn:
        bad.append("more tickets spent this turn than allowed")
    if (state.phase == Phase.OVER) != bool(state.reason):
        bad.append("a game is over exactly when it has a reason to be")
    for o in state.owed:
        if (o.what in (Owes.RESTART, Owes.LOOP)) == (o.colour == ANY_COLOUR):
            bad.append(f"owed {o.what} with colour {o.colour}")
    return bad
