"""Expedition rules E1–E15: legal moves, chance outcomes and ``apply``, one step per rule.

Each rule step changes a :class:`~core.expedition.state.Draft`, the next state's fields
while a move is played; a move's step takes the move's arguments, then the draft (last, so
that a step with its arguments bound is a ``functools.partial``: ``play(draft)``). :func:`apply` checks the move against :func:`legal_moves`, takes the
move's step (:func:`step_of` says which), then :func:`settle` takes every step that needs no
decision and no draw: a player with no token to place is skipped (E2), an extra arrow that
cannot be played is lost (E10), a turn with nothing left to decide ends, and so does the game
(E12, E13). The draft is then frozen into the next state, which carries its legal moves.

The functions that read (``legal_moves``, ``play_moves``…) read a state or a draft alike.
These are the only rules: ``core.expedition.fast`` runs the same steps behind
``ExpeditionState.apply`` with cheaper bookkeeping (``make_game(pack, fast=False)``
switches it off), and the conformance suite compares the two.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Callable
from itertools import compress, repeat
from operator import and_, itemgetter

from content.messages import Message, msg
from core.engine import IllegalMove
from core.expedition.board import BLUE, GREEN, RED, bits, mask_of
from core.expedition.moves import EndTurn
from core.expedition.state import (
    ANY_COLOUR,
    Draft,
    Expedition,
    ExpeditionState,
    Owed,
    Owes,
    Phase,
    draft_of,
)

# The phases and obligations at hand for the checks made on every ply (an enum member
# lookup is slow).
_DEAL, _PLACE, _PLAY, _OVER = Phase.DEAL, Phase.PLACE, Phase.PLAY, Phase.OVER
_TURN, _EXTRA, _RESTART, _LOOP = Owes.TURN, Owes.EXTRA, Owes.RESTART, Owes.LOOP

_new = tuple.__new__
_SUPPLY, _TRAIL, _ARROWS = itemgetter(1), itemgetter(2), itemgetter(6)  # of an Expedition
_END = itemgetter(2)  # of an arrow of a trail: the node it reaches
_EARNED_BY = itemgetter(2)  # of an Owed
_NODE = itemgetter(0)  # of a token: where it stands

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
    changed = list(values)
    changed[i] += by
    return tuple(changed)


# ================================================================ who acts, what is legal


def is_chance(state) -> bool:
    """A card is drawn next: the deal (E1), a market refill (E5) or a swap offer (E11c)."""
    phase = state.phase
    if phase is _DEAL:
        return True
    return phase is _PLAY and bool(state.refills or state.offer_due)


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
    if phase is _OVER:
        return []
    g = state.game
    if is_chance(state):
        return [g.draw_moves[c] for c in draw_outcomes(state)]
    if phase is _PLACE:
        return list(place_moves(state))
    if state.offer:
        return list(swap_choices(state))
    return list(play_moves(state))


def place_moves(state) -> tuple:
    """E2: the PlaceToken moves of the placing seat (:func:`token_points`)."""
    place = state.game.place_moves
    return tuple([place[node] for node in token_points(state, state.to_move)])


def play_moves(state) -> tuple:
    """E3–E11: the active player's moves in the play phase (no swap offer pending).

    What the top of the ``owed`` stack asks comes first: a restart point (E9) or an arrow
    (E3, E7, E9: of its colour, or of every colour in colour order), then the tickets (E11,
    at any moment). Nothing owed: tickets, or the end of the turn. The turn's own arrow,
    when no arrow can be played, waits for a ticket that could make one playable (E11b: a
    take-back, with some arrow down); an extra arrow that cannot be played has no move and
    is lost (E10).

    E11, the tickets the active player may spend: (a) one more arrow, when some colour can
    play one; (b) taking back a colour's last arrow; (c) a swap, with cards in hand and in
    the deck. None while the active player has no ticket or has spent ``tickets_per_turn``
    this turn. (One function for both: it runs on every ply.)
    """
    owed = state.owed
    trails = state.expeditions
    g = state.game
    seat = state.to_move
    no_ticket = state.tickets[seat] <= 0 or state.tickets_used >= g.tickets_per_turn
    if owed:
        top = owed[-1]
        if top.what is _RESTART:
            moves = restart_moves(state, top.colour)
            if not moves or no_ticket:
                return moves
            arrow_playable = any(map(_ARROWS, trails))  # (:func:`any_arrow`)
        else:
            if top.colour == ANY_COLOUR:
                moves = ()
                for e in trails:  # (a few colours: a plain loop is cheapest)
                    moves += e.arrows
            else:
                moves = trails[top.colour].arrows
            if no_ticket:
                return moves
            if moves:
                arrow_playable = True
            elif top.what is _TURN and any(map(_TRAIL, trails)):
                arrow_playable = False  # (the turn's arrow waits for a take-back)
            else:
                return ()
    elif no_ticket:
        return ()  # nothing owed and no ticket: the turn ends
    else:
        moves, arrow_playable = (), any(map(_ARROWS, trails))
    # E11: the tickets
    swap = 1 if state.hands[seat] and (state.deck or state.bottom) else 0
    if all(map(_TRAIL, trails)):  # (after a few turns every colour has an arrow down)
        tickets = g.all_tickets[arrow_playable][swap]
    else:  # the take-backs of the colours with an arrow down
        tickets = ticket_moves(g, arrow_playable,
                               tuple(compress(g.take_back_tickets, map(_TRAIL, trails))), swap)
    if owed:
        return moves + tickets
    return tickets + (END_TURN,) if tickets else ()


def ticket_moves(game, arrow: bool, take_backs: tuple, swap: bool) -> tuple:
    """E11: the Ticket moves open, in order: (a) one more arrow, when ``arrow`` (some colour
    can play one); (b) the ``take_backs`` (of the colours with an arrow down); (c) a swap,
    when ``swap`` (cards in hand and in the deck). ``game.all_tickets[arrow][swap]`` holds
    them with every colour's take-back (most plies, once every colour has an arrow down)."""
    return (((game.arrow_ticket,) if arrow else ()) + take_backs
            + ((game.swap_ticket,) if swap else ()))


def is_legal(state, move) -> bool:
    """Whether ``move`` is one of :func:`legal_moves`."""
    legal = state.legal
    return move in (legal if legal is not None else legal_moves(state))


# ================================================================ the deck (E1, E5, E11c)


def deck_size(state) -> int:
    """Cards left to draw: the shuffled part plus the cards put at its bottom."""
    return len(state.deck) + len(state.bottom)


def draw(card: int, d: Draft) -> None:
    """A card is drawn and leaves the deck: dealt (E1), turned up in the market (E1, E5) or
    offered (E11c). ``IllegalMove`` (nothing changed) for a card not among
    :func:`draw_outcomes`: the fast path asks no one else."""
    deck = d.deck
    if deck:
        i = bisect_left(deck, card)  # the deck is kept in card order
        if i == len(deck) or deck[i] != card:
            raise IllegalMove(*why_illegal(d.freeze(), d.game.draw_moves[card]))
        d.deck = deck[:i] + deck[i + 1:]
    elif d.bottom[:1] == (card,):
        d.bottom = d.bottom[1:]
    else:
        raise IllegalMove(*why_illegal(d.freeze(), d.game.draw_moves[card]))
    if d.phase is _DEAL:
        deal(d, card)
    elif d.refills:
        d.market |= 1 << card
        d.refills -= 1
    else:
        d.offer += (card,)
        d.offer_due -= 1


def hand_size(state) -> int:
    """E1: cards dealt to each player (12 with fewer than 4 players, else 9, by default)."""
    return state.game.hand_size(state.players)


def dealing_seat(state) -> int:
    """E1: the seat still owed a card, seat by seat; -1 when the market is next."""
    g = state.game
    size = g.hand_sizes.get(state.players) or g.hand_size(state.players)  # (:func:`hand_size`)
    seat = 0
    for hand in state.hands:  # (a plain loop: faster than ``enumerate`` for a few seats)
        if hand.bit_count() < size:
            return seat
        seat += 1
    return -1


def deal(d: Draft, card: int) -> None:
    """E1: the hands are dealt first, then the market is turned up."""
    seat = dealing_seat(d)
    if seat >= 0:
        d.hands = put(d.hands, seat, d.hands[seat] | 1 << card)
    else:
        d.market |= 1 << card


def dealing_done(state) -> bool:
    """E1: every hand and the market are full, or the deck ran out."""
    if not (state.deck or state.bottom):
        return True
    return state.market.bit_count() >= state.game.market_size and dealing_seat(state) < 0


# ================================================================ tokens (E2, E6)


def start_placement(d: Draft) -> None:
    """E2: the deal is done; seat 0 places the first token."""
    d.phase, d.to_move = _PLACE, 0


def token_points(state, seat: int) -> list[int]:
    """E2: the nodes where ``seat`` may put a token now: the points of its hand's cards at
    least ``token_distance`` paths from the rose that hold no token, in node order."""
    g = state.game
    if state.placed[seat] >= g.rules.tokens:
        return []
    points = set(map(g.token_node.__getitem__, bits(state.hands[seat])))
    points.discard(-1)  # too near the rose
    points.difference_update(map(_NODE, state.tokens))
    return sorted(points)


def place_token(node: int, d: Draft) -> None:
    """E2: the placing seat puts a token on ``node``."""
    seat = d.to_move
    d.tokens = tuple(sorted(d.tokens + ((node, seat),)))
    d.placed = increment(d.placed, seat)
    next_placer(d)


def next_placer(d: Draft) -> None:
    """E2: placement goes round in turn order, ``tokens`` times; a seat with no eligible
    card places no token (ruling)."""
    if d.to_move + 1 < d.players:
        d.to_move += 1
    else:
        d.to_move = 0
        d.place_round += 1


# ================================================================ arrows (E3–E10)


def start_node(state, colour: int) -> int:
    """E3: where the colour's next arrow starts: its head (the rose, for its first)."""
    return state.expeditions[colour].head


def any_arrow(state) -> bool:
    """Some colour can play an arrow (E3/E4: it has arrows left and a path it has not used
    at its head)."""
    return any(map(_ARROWS, state.expeditions))


def play_arrow(colour: int, path: int, to: int, d: Draft) -> None:
    """E3–E9, E13: an arrow of ``colour`` along ``path`` to node ``to`` pays the arrow owed
    on top; its point has its effect, a loop earns a restart, and the game ends once every
    arrow of every colour is down."""
    g = d.game
    expeditions = list(d.expeditions)  # (``put``, written out: an arrow is most plies)
    start, supply, trail, used, visited, points, from_start = expeditions[colour]
    if not trail:
        visited, points = 1 << start, (start,)
    number = len(trail)
    bit = 1 << to
    looped = visited & bit
    arrived = 1 << path
    used |= arrived
    # ``g.expedition(colour, to, supply - 1, ...)``, written out (an arrow is most plies).
    # Its arrows from ``to`` (E3, E4), from the game's memo: at a point the colour had not
    # visited, the path it came by is the only one it has used there. Its last arrow: none.
    onward = g.arrow_memo[colour][to].get(used & g.node_paths[to] if looped else arrived)
    if onward is None:
        onward = g.arrows_from(colour, to, used)
    # its restart points (:func:`open_points`): only this arrow's ends change. ``start`` is
    # none once this was the only arrow from there; ``to`` is one while an arrow goes on.
    if len(from_start) == 1:
        points = without(points, start)
    if not onward:
        points = without(points, to)
    elif not looped:  # (``with_``, written out: ``to`` is new)
        points = list(points)
        insort(points, to)
        points = tuple(points)
    expeditions[colour] = _new(Expedition, (to, supply - 1, trail + ((path, start, to),), used,
                                            visited | bit, points,
                                            onward if supply > 1 else ()))
    d.expeditions = tuple(expeditions)
    d.owed = d.owed[:-1]
    point_effect(d, to, colour, number)
    if looped:  # E9
        d.owed += (g.restart_owed[colour][number],)
    if supply == 1 and not any(map(_SUPPLY, d.expeditions)):
        end_game(d, "arrows_out")


def owe(d: Draft, owed: Owed) -> None:
    """One more thing owed this turn, before what was owed already (E10: effects chain)."""
    d.owed += (owed,)


def point_effect(d: Draft, node: int, colour: int, number: int) -> None:
    """E5–E8: the effect of the point an expedition now stands on (arrow ``number`` of
    ``colour`` stands there: it earns what the point gives); E6: a token on it, whatever the
    point, goes back to its owner (recovered)."""
    g = d.game
    kind = g.board.kinds[node]
    if kind == GREEN:
        reach_green(d, node)
    elif kind == BLUE:
        d.owed += (g.extra_owed[colour][number],)  # E7
    elif kind == RED:
        tickets = list(d.tickets)  # E8 (``increment``, written out)
        tickets[d.to_move] += 1
        d.tickets = tuple(tickets)
    tokens = d.tokens
    if tokens:
        i = bisect_left(tokens, (node,))  # the tokens are kept in node order
        if i < len(tokens) and tokens[i][0] == node:
            d.tokens = tokens[:i] + tokens[i + 1:]
            d.recovered = increment(d.recovered, tokens[i][1])


def reach_green(d: Draft, node: int) -> None:
    """E5: the holder of the point's card lays it down (an empty hand finishes the round,
    E12); a market card is laid by the active player, and the market is refilled."""
    for card in d.game.board.cards_at[node]:
        bit = 1 << card
        for hand in d.hands:  # (a plain loop, then ``index``: faster than ``enumerate``)
            if hand & bit:
                holder = d.hands.index(hand)  # (hands hold no card in common)
                hands, laid = list(d.hands), list(d.laid)  # (``put``, written out)
                hands[holder], laid[holder] = hand ^ bit, laid[holder] | bit
                d.hands, d.laid = tuple(hands), tuple(laid)
                d.final_round = d.final_round or hand == bit
                break
        else:
            if d.market & bit:
                seat = d.to_move
                d.market ^= bit
                d.laid = put(d.laid, seat, d.laid[seat] | bit)
                d.refills += 1


def restart_moves(state, colour: int) -> tuple:
    """E9: the Restart moves of the colour: from each node it visited from which it can still
    play an arrow, in node order (``Expedition.points``)."""
    _head, supply, trail, _used, _visited, points, _arrows = state.expeditions[colour]
    if supply <= 0 or not trail:
        return ()
    return tuple(map(state.game.restart_moves[colour].__getitem__, points))


def open_points(game, visited: int, used: int) -> tuple[int, ...]:
    """E9: the nodes of the set ``visited`` with a path not in ``used``, in node order: where
    an expedition that loops may restart (``Expedition.points``; the arrow and take-back
    steps keep it as they go, this counts it afresh)."""
    nodes = bits(visited)
    free = used ^ game.all_paths  # the paths not used
    # (the nodes with a free path, in one pass of C calls)
    return tuple(compress(nodes, map(and_, map(game.node_paths.__getitem__, nodes),
                                     repeat(free))))


def with_(nodes: tuple[int, ...], node: int) -> tuple[int, ...]:
    """The ordered ``nodes`` with ``node`` among them."""
    i = bisect_left(nodes, node)
    if i < len(nodes) and nodes[i] == node:
        return nodes
    return nodes[:i] + (node,) + nodes[i:]


def without(nodes: tuple[int, ...], node: int) -> tuple[int, ...]:
    """The ordered ``nodes`` without ``node``."""
    i = bisect_left(nodes, node)
    if i < len(nodes) and nodes[i] == node:
        return nodes[:i] + nodes[i + 1:]
    return nodes


def restart(colour: int, node: int, d: Draft) -> None:
    """E9: ``node`` becomes the looping colour's head; its arrow is owed next."""
    top = d.owed[-1]
    _head, supply, trail, used, visited, points, _arrows = d.expeditions[colour]
    restarted = d.game.expedition(colour, node, supply, trail, used, visited, points)
    d.expeditions = put(d.expeditions, colour, restarted)
    d.owed = d.owed[:-1] + (d.game.loop_owed[colour][top.earned_by[1]],)


def lose_arrow(d: Draft) -> None:
    """E10: the arrow owed on top cannot be played: it is lost, and the turn goes on."""
    d.owed = d.owed[:-1]


# ================================================================ tickets (E11)


def spend_ticket(d: Draft) -> None:
    """E11: one of the active player's tickets is spent this turn."""
    tickets = list(d.tickets)  # (``increment``, written out)
    tickets[d.to_move] -= 1
    d.tickets = tuple(tickets)
    d.tickets_used += 1


def ticket_arrow(d: Draft) -> None:
    """E11 (a): one more arrow, of any colour."""
    spend_ticket(d)
    owe(d, TICKET_ARROW)


def take_back(colour: int, d: Draft) -> None:
    """E11 (b): the colour's last arrow returns to the supply and the point that is now its
    head has its effect. Ruling: what it resolved stays resolved (a card, a token, a
    ticket); an extra arrow it earned and that is not played yet is cancelled."""
    spend_ticket(d)
    e = d.expeditions[colour]
    path, start, to = e.trail[-1]
    trail = e.trail[:-1]
    earned = (colour, len(trail))
    visited, points = e.visited, e.points
    if not trail:
        start, visited, points = d.game.board.rose, 0, ()
    else:
        # the path is free again: its ends are restart points (:func:`open_points`), ``to``
        # while an arrow left starts the trail or ends there
        points = with_(points, start)
        if to == trail[0][1] or to in map(_END, trail):
            points = with_(points, to)
        else:
            visited &= ~(1 << to)
            points = without(points, to)
    back = d.game.expedition(colour, start, e.supply + 1, trail, e.used & ~(1 << path),
                             visited, points)
    d.expeditions = put(d.expeditions, colour, back)
    if earned in map(_EARNED_BY, d.owed):
        d.owed = tuple(o for o in d.owed if o.earned_by != earned)
    if trail:  # (back at the rose, which has no effect)
        point_effect(d, start, colour, len(trail) - 1)


def ticket_swap(d: Draft) -> None:
    """E11 (c): two cards (fewer if the deck is short) are drawn for the active player."""
    spend_ticket(d)
    d.offer_due = min(2, deck_size(d))


def swap_choices(state) -> tuple:
    """E11 (c): every hand card of the active player for every drawn card."""
    return state.game.swap_choices(bits(state.hands[state.to_move]), state.offer)


def swap(give: int, take: int, d: Draft) -> None:
    """E11 (c): hand card ``give`` for drawn card ``take``; the card given up, then the
    card not taken, go to the bottom of the deck (a token on ``give``'s point stays)."""
    seat = d.to_move
    d.hands = put(d.hands, seat, d.hands[seat] & ~(1 << give) | 1 << take)
    d.bottom = d.bottom + (give,) + tuple(c for c in d.offer if c != take)
    d.offer = ()


# ================================================================ turns and the end


def start_play(d: Draft) -> None:
    """E3: placement is over; seat 0 plays the first turn (a hand already empty makes it
    the last round, E12)."""
    d.phase, d.final_round = _PLAY, not all(d.hands)
    begin_turn(d, 0)


def begin_turn(d: Draft, seat: int) -> tuple:
    """E3: ``seat``'s turn owes one arrow; no ticket is spent yet. E13 ruling: a player who
    starts a turn with no legal move at all (no arrow, and no ticket that could make one
    playable) ends the game, blocked. Returns the seat's moves (none: the game is over)."""
    d.to_move, d.owed, d.tickets_used = seat, (TURN_ARROW,), 0
    moves = play_moves(d)
    if not moves:
        end_game(d, "blocked")
    return moves


def end_turn(d: Draft) -> tuple:
    """E12/E13: the turn passes; after the last seat a round is complete, and the game ends
    if a hand emptied during it (E12) or ``max_rounds`` is reached (E13). Returns the next
    turn's moves (none: the game is over)."""
    d.owed = ()
    if d.to_move == d.players - 1:
        d.rounds += 1
        if d.final_round:
            end_game(d, "hand_empty")
            return ()
        if d.rounds >= d.game.max_rounds:
            end_game(d, "round_limit")
            return ()
    return begin_turn(d, (d.to_move + 1) % d.players)


def end_game(d: Draft, reason: str) -> None:
    """E12/E13: the game is over; nothing more is owed or drawn."""
    d.phase, d.reason, d.owed, d.refills, d.offer_due = _OVER, reason, (), 0, 0


def seat_score(laid: int, in_hand: int, placed: int, recovered: int) -> int:
    """E14 for one seat: +1 per card laid (``laid``: the set of them), -1 per card in hand
    (``in_hand`` of them), +1 per token recovered, -1 per token left (placed, not recovered).
    Every part is public: a seat's observation scores every seat with it."""
    return laid.bit_count() - in_hand + recovered - (placed - recovered)


def scores(state) -> tuple[int, ...]:
    """E14: each seat's :func:`seat_score`."""
    return tuple(
        seat_score(state.laid[s], state.hands[s].bit_count(), state.placed[s],
                   state.recovered[s])
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
    return _most_tickets(state, _top_seats(state))


def _top_seats(state) -> list[int]:
    """E15: the seats on the highest score."""
    points = scores(state)
    best = max(points)
    return [s for s in range(state.players) if points[s] == best]


def _most_tickets(state, seats: list[int]) -> tuple[int, ...]:
    """E15: those of ``seats`` with the most tickets."""
    most = max(state.tickets[s] for s in seats)
    return tuple(s for s in seats if state.tickets[s] == most)


def tie_break_text(state, names) -> Message | str:
    """E15 in words, with the seats' ``names``: how the tickets chose the winners among the
    players tied on the highest score ("Anna wins with more tickets: 2 against 1 (E15)";
    with several tied players beaten, each one's tickets and name, most first: "Carla wins
    with more tickets: 3 against 2 (Anna), 1 (Ben) (E15)"); "" when one player alone has the
    highest score or the tickets part none of the tied."""
    tied = _top_seats(state)
    won = _most_tickets(state, tied)
    if len(won) == len(tied):
        return ""
    tickets = state.tickets
    most = tickets[won[0]]
    beaten = sorted((s for s in tied if s not in won), key=lambda s: -tickets[s])
    fewer = tickets[beaten[0]] if len(beaten) == 1 else ", ".join(
        f"{tickets[s]} ({names[s]})" for s in beaten)
    if len(won) == 1:
        return msg("{winner} wins with more tickets: {most} against {fewer} (E15)",
                   winner=names[won[0]], most=most, fewer=fewer)
    return msg("{winners} share the win with more tickets: {most} each against {fewer} (E15)",
               winners=", ".join(names[s] for s in won), most=most, fewer=fewer)


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
    return settled(start)


def apply(state, move) -> ExpeditionState:
    """The state after ``move`` (the plain rules); ``IllegalMove`` if it is not legal."""
    if not is_legal(state, move):
        raise IllegalMove(*why_illegal(state, move))
    d = draft_of(state)
    play_step, args = step_of(state.game, move)
    play_step(*args, d)
    return settle(d)


def step_of(game, move) -> tuple[Callable[..., object], tuple]:
    """The rule step that plays the legal ``move`` and its arguments, board indices:
    ``play_step(*args, draft)``."""
    b = game.board
    kind = move.kind
    if kind == "arrow":
        return play_arrow, (b.colour_index[move.colour], move.path, b.node_of[move.to])
    if kind == "draw":
        return draw, (b.card_index[move.card],)
    if kind == "restart":
        return restart, (b.colour_index[move.colour], b.node_of[move.point])
    if kind == "ticket":
        if move.use == "arrow":
            return ticket_arrow, ()
        if move.use == "take_back":
            return take_back, (b.colour_index[move.colour],)
        return ticket_swap, ()
    if kind == "token":
        return place_token, (b.node_of[move.point],)
    if kind == "swap":
        return swap, (b.card_index[move.give], b.card_index[move.take])
    return end_turn, ()


def settle(d: Draft) -> ExpeditionState:
    """Take every step that needs no decision and no draw, then freeze the draft: the next
    state, holding its legal moves (None at a chance node, which the runner resolves)."""
    while True:
        phase = d.phase
        if phase is _PLAY:
            if d.refills or d.offer_due:
                if d.deck or d.bottom:
                    legal = None  # a card is drawn
                    break
                d.refills = d.offer_due = 0  # nothing left to draw
            legal = swap_choices(d) if d.offer else play_moves(d)
            if legal:
                break
            if d.owed:
                lose_arrow(d)
                continue
            legal = end_turn(d)  # (the next turn's moves, or none: the game is over)
            if legal:
                break
        elif phase is _PLACE:
            if d.place_round >= d.game.rules.tokens:
                start_play(d)
                continue
            legal = place_moves(d)
            if legal:
                break
            next_placer(d)  # E2 ruling: no eligible card, no token
        elif phase is _DEAL:
            if not dealing_done(d):
                legal = None  # a card is dealt
                break
            start_placement(d)
        else:
            legal = ()
            break
    # ``d.freeze()`` with these legal moves, written out (one call fewer on every ply); the
    # draft keeps them too, holding the new state's fields (the fast path plays on with it)
    d.legal = legal
    return _new(ExpeditionState, (
        d.game, d.players, d.phase, d.to_move, d.rounds, d.place_round, d.hands, d.laid,
        d.market, d.deck, d.bottom, d.offer, d.offer_due, d.refills, d.tickets,
        d.tickets_used, d.placed, d.recovered, d.tokens, d.expeditions, d.owed, d.final_round,
        d.reason, legal))


def settled(state) -> ExpeditionState:
    """``state`` after :func:`settle` (a new game, a state set up by hand)."""
    return settle(draft_of(state))


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
        if e.points != open_points(g, e.visited, e.used):
            bad.append(f"{colour}: its restart points are not the visited ones with a free path")
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
