"""The optional fast path behind ``ExpeditionState.apply``: the plain rules' states, sooner.

``core.expedition.rules`` is the reference: each rule step there builds a new state, and
``settle`` builds one more per automatic step. Here a move is played on the state's fields
unpacked into local variables, :func:`_settled` takes the automatic steps on them, and the
result is built once, with its legal moves. Every move kind has its step here, written from
the plain rules (the docstrings name the rule and the plain step); only the end of the deal
and states built by hand take the plain rules. ``tests/core/test_conformance.py`` checks
over seeded random games that both give the same states, legal moves and chance outcomes,
and ``tests/core/expedition/test_fast.py`` that both refuse the same moves.

What it saves: the plain rules copy a state's 24 fields once per rule step (4 to 8 times a
ply, through ``replace``) and look for a move by equality; here the fields are unpacked and
built once per ply, and a move is found by identity among the legal moves.

Each function below unpacks a state in the order of ``ExpeditionState._fields``, under the
state's own names (a test checks ``_settled``'s parameters against them).

``make_game(pack, fast=False)`` switches this module off.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import partial
from itertools import compress
from operator import itemgetter

from core.engine import IllegalMove
from core.expedition import rules as R
from core.expedition.board import BLUE, GREEN, RED, bits
from core.expedition.state import ANY_COLOUR, Expedition, ExpeditionState, Owed, Owes, Phase

_new = tuple.__new__
_END = itemgetter(2)  # the node an arrow of a trail reaches
_TRAIL = itemgetter(2)  # an Expedition's trail
_ARROWS = itemgetter(5)  # an Expedition's arrows
_EARNED_BY = itemgetter(2)  # the arrow that earned an Owed entry
_PLAY, _DEAL, _PLACE, _OVER = Phase.PLAY, Phase.DEAL, Phase.PLACE, Phase.OVER
_TURN, _EXTRA, _RESTART, _LOOP = Owes.TURN, Owes.EXTRA, Owes.RESTART, Owes.LOOP
_TURN_ARROW, _TICKET_ARROW, _END_TURN = R.TURN_ARROW, R.TICKET_ARROW, R.END_TURN
#: Packs of at most this many cards keep a column of Swaps per card taken (a column holds
#: one Swap per card: a big pack would keep cards² of them).
_SWAP_COLUMNS_UP_TO = 300


def _put(values: tuple, i: int, value) -> tuple:
    changed = list(values)  # (cheaper than two slices and two concatenations)
    changed[i] = value
    return tuple(changed)


def _refuse(state, move) -> IllegalMove:
    return IllegalMove(*R.why_illegal(state, move))


# ================================================================ apply


def apply(state: ExpeditionState, move) -> ExpeditionState:
    """``rules.apply``, faster: the same state, or the same ``IllegalMove``."""
    legal = state.legal
    if legal is None:
        # a draw (``rules.is_chance``), else a state built by hand: the plain rules
        phase = state.phase
        if phase is _DEAL or phase is _PLAY and (state.refills or state.offer_due):
            draw = state.game.fast_draws.get(id(move))
            if draw is not None:
                return draw(state)
            if getattr(move, "kind", None) == "draw":  # an equal Draw (from JSON)
                return _draw(state.game.board.card_index.get(move.card, -1), move, state)
        return R.apply(state, move)
    # Legal moves are the game's own move objects: look for this very object first (a
    # plain loop: faster here than ``any(map(is_, ...))``).
    for legal_move in legal:
        if legal_move is move:
            break
    else:
        if move not in legal:
            raise _refuse(state, move)
        move = legal[legal.index(move)]  # an equal move (from JSON): the game's own object
    step = state.game.fast_steps.get(id(move))
    if step is not None:
        return step(state)
    b = state.game.board  # a swap: its moves are made when first offered
    return _swap(b.card_index[move.give], b.card_index[move.take], state)


def steps(game) -> dict:
    """The step of each of ``game``'s own moves but swaps, keyed by the move's identity:
    the move's step with its arguments bound (``ExpeditionGame.fast_steps``)."""
    b = game.board
    found = {id(game.arrow_ticket): partial(_ticket, "arrow", -1),
             id(game.swap_ticket): partial(_ticket, "swap", -1),
             id(_END_TURN): _end_turn}
    for c, move in enumerate(game.take_back_tickets):
        found[id(move)] = partial(_ticket, "take_back", c)
    for c, moves in enumerate(game.restart_moves):
        for node, move in enumerate(moves):
            found[id(move)] = partial(_restart, c, node)
    for node, move in enumerate(game.place_moves):
        found[id(move)] = partial(_token, node)
    for move, (c, path, start, to) in game.arrow_target.items():
        found[id(move)] = partial(_arrow, c, path, start, to, (path, start, to),
                                  game._arrow_memo[c][to],
                                  b.kinds[to], b.cards_at[to], (to,))
    return found


def draws(game) -> dict:
    """The step of each of ``game``'s Draw moves (its card bound), keyed by the move's
    identity (``ExpeditionGame.fast_draws``)."""
    return {id(move): partial(_draw, card, move) for card, move in enumerate(game.draw_moves)}


# ================================================================ the steps


def _arrow(colour: int, path: int, start: int, to: int, arc: tuple, memo: dict, kind,
           cards: tuple, token_key: tuple, state) -> ExpeditionState:
    """E3–E9, E13: ``rules.play_arrow`` (of a legal Arrow: from ``start`` along ``path``;
    the rest is worked out once per arrow: ``arc``, its entry in the trail; ``memo``,
    ``kind``, ``cards``: the arrow memo, kind and cards of node ``to``; ``token_key``: where
    a token on ``to`` sorts among the tokens). The sets of ``to``, of ``path`` and of the
    paths at ``to`` are made here, on the ply (the last when first asked for,
    ``Board.node_paths``): bound to every arrow at set-up they took memory and time as the
    square of the map (each set is as wide as the map's highest index)."""
    (game, players, phase, to_move, rounds, place_round, hands, laid, market, deck, bottom,
     offer, offer_due, refills, tickets, tickets_used, placed, recovered, tokens, expeditions,
     owed, final_round, reason, _legal) = state
    _head, supply, trail, used, visited, _moves = expeditions[colour]
    if not trail:
        visited = 1 << start
    number = len(trail)
    bit = 1 << to
    looped = visited & bit
    used |= 1 << path
    supply -= 1
    if supply:  # E4: its next arrows (``_arrows_of``, written out: an arrow is most plies)
        moves = memo.get(used & game.board.node_paths[to])
        if moves is None:
            moves = game.arrows_from(colour, to, used)
    else:
        moves = ()
    arrowed = _new(Expedition, (to, supply, trail + (arc,), used,
                                visited | bit, moves))
    expeditions = list(expeditions)  # (``_put``, written out)
    expeditions[colour] = arrowed
    expeditions = tuple(expeditions)
    owed = owed[:-1]
    # E5–E8: the point's effect; E6: a token there.
    if kind == GREEN:
        if cards:
            hands, laid, market, refills, final_round = _reach_green(
                cards, to_move, hands, laid, market, refills, final_round)
    elif kind == BLUE:
        owed += (_new(Owed, (_EXTRA, ANY_COLOUR, (colour, number))),)
    elif kind == RED:
        tickets = _put(tickets, to_move, tickets[to_move] + 1)
    if tokens:
        i = bisect_left(tokens, token_key)
        if i < len(tokens) and tokens[i][0] == to:
            tokens, recovered = _recover_token(to, tokens, recovered)
    if looped:  # E9
        owed += (_new(Owed, (_RESTART, colour, (colour, number))),)
    if not supply and not any(e.supply for e in expeditions):
        phase, reason = _OVER, "arrows_out"  # E13
    return _settled(game, players, phase, to_move, rounds, place_round, hands, laid, market,
                    deck, bottom, offer, offer_due, refills, tickets, tickets_used, placed,
                    recovered, tokens, expeditions, owed, final_round, reason)


def _reach_green(cards, to_move, hands, laid, market, refills, final_round):
    """E5, E12: ``rules.reach_green`` on the fields it changes."""
    for card in cards:
        bit = 1 << card
        for seat, hand in enumerate(hands):
            if hand & bit:
                hands = _put(hands, seat, hand ^ bit)
                laid = _put(laid, seat, laid[seat] | bit)
                if hand == bit:
                    final_round = True
                break
        else:
            if market & bit:
                market ^= bit
                laid = _put(laid, to_move, laid[to_move] | bit)
                refills += 1
    return hands, laid, market, refills, final_round


def _recover_token(node, tokens, recovered):
    """E6: ``rules.recover_token`` (the tokens are kept in node order)."""
    i = bisect_left(tokens, (node,))
    if i < len(tokens) and tokens[i][0] == node:
        owner = tokens[i][1]
        return tokens[:i] + tokens[i + 1:], _put(recovered, owner, recovered[owner] + 1)
    return tokens, recovered


def _restart(colour: int, node: int, state) -> ExpeditionState:
    """E9: ``rules.restart``."""
    (game, players, phase, to_move, rounds, place_round, hands, laid, market, deck, bottom,
     offer, offer_due, refills, tickets, tickets_used, placed, recovered, tokens, expeditions,
     owed, final_round, reason, _legal) = state
    _head, supply, trail, used, visited, _moves = expeditions[colour]
    restarted = _new(Expedition, (node, supply, trail, used, visited,
                                  _arrows_of(game, colour, node, used, supply)))
    expeditions = _put(expeditions, colour, restarted)
    owed = owed[:-1] + (_new(Owed, (_LOOP, colour, owed[-1].earned_by)),)
    return _settled(game, players, phase, to_move, rounds, place_round, hands, laid, market,
                    deck, bottom, offer, offer_due, refills, tickets, tickets_used, placed,
                    recovered, tokens, expeditions, owed, final_round, reason)


def _ticket(use: str, colour: int, state) -> ExpeditionState:
    """E11: ``rules.spend_ticket``, then (a) ``ticket_arrow``, (b) ``take_back`` or (c)
    ``ticket_swap``."""
    (game, players, phase, to_move, rounds, place_round, hands, laid, market, deck, bottom,
     offer, offer_due, refills, tickets, tickets_used, placed, recovered, tokens, expeditions,
     owed, final_round, reason, _legal) = state
    tickets = _put(tickets, to_move, tickets[to_move] - 1)
    tickets_used += 1
    if use == "arrow":
        owed += (_TICKET_ARROW,)
    elif use == "swap":
        offer_due = min(2, len(deck) + len(bottom))
    else:
        # E11b: the colour's last arrow returns; what it earned and is not played yet is
        # cancelled; the new head has its effect.
        _head, supply, trail, used, visited, _moves = expeditions[colour]
        path, start, to = trail[-1]
        trail = trail[:-1]
        if not trail:
            start, visited = game.board.rose, 0
        elif to != trail[0][1] and to not in map(_END, trail):
            visited &= ~(1 << to)  # no arrow left ends there: no longer visited
        used &= ~(1 << path)
        taken_back = _new(Expedition, (start, supply + 1, trail, used, visited,
                                       _arrows_of(game, colour, start, used, supply + 1)))
        expeditions = _put(expeditions, colour, taken_back)
        earned = (colour, len(trail))
        if earned in map(_EARNED_BY, owed):
            owed = tuple(o for o in owed if o.earned_by != earned)
        if trail:
            board = game.board
            kind = board.kinds[start]
            if kind == GREEN:
                hands, laid, market, refills, final_round = _reach_green(
                    board.cards_at[start], to_move, hands, laid, market, refills, final_round)
            elif kind == BLUE:
                owed += (_new(Owed, (_EXTRA, ANY_COLOUR, (colour, len(trail) - 1))),)
            elif kind == RED:
                tickets = _put(tickets, to_move, tickets[to_move] + 1)
            if tokens:
                tokens, recovered = _recover_token(start, tokens, recovered)
    return _settled(game, players, phase, to_move, rounds, place_round, hands, laid, market,
                    deck, bottom, offer, offer_due, refills, tickets, tickets_used, placed,
                    recovered, tokens, expeditions, owed, final_round, reason)


def _swap(give: int, take: int, state) -> ExpeditionState:
    """E11c: ``rules.swap``."""
    (game, players, phase, to_move, rounds, place_round, hands, laid, market, deck, bottom,
     offer, offer_due, refills, tickets, tickets_used, placed, recovered, tokens, expeditions,
     owed, final_round, reason, _legal) = state
    hands = _put(hands, to_move, hands[to_move] & ~(1 << give) | 1 << take)
    bottom = bottom + (give,) + tuple(c for c in offer if c != take)
    return _settled(game, players, phase, to_move, rounds, place_round, hands, laid, market,
                    deck, bottom, (), offer_due, refills, tickets, tickets_used, placed,
                    recovered, tokens, expeditions, owed, final_round, reason)


def _end_turn(state) -> ExpeditionState:
    """E12/E13: ``rules.end_turn``."""
    return _settled(*state[:-1], end_turn=True)


def _token(node: int, state) -> ExpeditionState:
    """E2: ``rules.place_token`` and ``next_placer``."""
    (game, players, phase, to_move, rounds, place_round, hands, laid, market, deck, bottom,
     offer, offer_due, refills, tickets, tickets_used, placed, recovered, tokens, expeditions,
     owed, final_round, reason, _legal) = state
    tokens = tuple(sorted(tokens + ((node, to_move),)))
    placed = _put(placed, to_move, placed[to_move] + 1)
    to_move += 1
    if to_move == players:
        to_move = 0
        place_round += 1
    return _settled(game, players, phase, to_move, rounds, place_round, hands, laid, market,
                    deck, bottom, offer, offer_due, refills, tickets, tickets_used, placed,
                    recovered, tokens, expeditions, owed, final_round, reason)


def _draw(card: int, move, state) -> ExpeditionState:
    """E1, E5, E11c: ``rules.draw`` of ``move``, card ``card`` (-1: none of the pack's) (its
    legality: ``rules.draw_outcomes``)."""
    (game, players, phase, to_move, rounds, place_round, hands, laid, market, deck, bottom,
     offer, offer_due, refills, tickets, tickets_used, placed, recovered, tokens, expeditions,
     owed, final_round, reason, _legal) = state
    if deck:
        try:
            i = deck.index(card)
        except ValueError:
            raise _refuse(state, move) from None
        deck = deck[:i] + deck[i + 1:]
    elif bottom[:1] == (card,):
        bottom = bottom[1:]
    else:
        raise _refuse(state, move)
    bit = 1 << card
    if phase is _DEAL:
        # E1: the hands seat by seat, then the market; the deal's end takes the plain rules.
        size = game._hand_sizes[players]
        for seat, hand in enumerate(hands):
            if hand.bit_count() < size:
                hands = _put(hands, seat, hand | bit)
                short = seat < players - 1 or hand.bit_count() + 1 < size
                break
        else:
            market |= bit
            short = False
        short = short or market.bit_count() < game.rules.market_size
        dealt = _new(ExpeditionState, (
            game, players, phase, to_move, rounds, place_round, hands, laid, market, deck,
            bottom, offer, offer_due, refills, tickets, tickets_used, placed, recovered,
            tokens, expeditions, owed, final_round, reason, None))
        return dealt if short and (deck or bottom) else R.settle(dealt)
    if refills:
        market |= bit
        refills -= 1
    else:
        offer += (card,)
        offer_due -= 1
    return _settled(game, players, phase, to_move, rounds, place_round, hands, laid, market,
                    deck, bottom, offer, offer_due, refills, tickets, tickets_used, placed,
                    recovered, tokens, expeditions, owed, final_round, reason)


# ================================================================ what is legal, the settle


def _arrows_of(game, colour: int, head: int, used: int, supply: int) -> tuple:
    """``ExpeditionGame.expedition``'s arrows, from the game's memo when it has them."""
    if supply <= 0 or head < 0:
        return ()
    found = game._arrow_memo[colour][head].get(used & game.board.node_paths[head])
    return found if found is not None else game.arrows_from(colour, head, used)


def _tickets(game, seat, tickets, tickets_used, hands, deck, bottom, expeditions,
             arrow_playable: bool | None) -> tuple:
    """E11: ``rules.ticket_moves`` (``arrow_playable``: already known, or None)."""
    if tickets[seat] <= 0 or tickets_used >= game.tickets_per_turn:
        return ()
    if arrow_playable is None:
        arrow_playable = any(map(_ARROWS, expeditions))  # ``rules.any_arrow``
    # the take-backs: of the colours with arrows down (after a few turns, all of them)
    for _head, _supply, trail, _used, _visited, _arrows in expeditions:
        if not trail:
            moves = tuple(compress(game.take_back_tickets, map(_TRAIL, expeditions)))
            break
    else:
        moves = game.take_back_tickets
    if arrow_playable:
        moves = (game.arrow_ticket, *moves)
    if hands[seat] and (deck or bottom):
        moves += (game.swap_ticket,)
    return moves


def _swap_choices(game, hand: int, offer: tuple) -> tuple:
    """E11c: ``ExpeditionGame.swap_choices`` of a hand (a set) and the offer: the same
    moves, hand card first, read from a column of Swaps per card taken."""
    if len(game.draw_moves) > _SWAP_COLUMNS_UP_TO:
        return tuple(game.swap_choices(bits(hand), offer))
    columns = game.fast_swap_columns
    for take in offer:
        if take not in columns:  # (made once per card taken, from the game's own Swaps)
            columns[take] = tuple(game.swap_move(give, take)
                                  for give in range(len(game.draw_moves)))
    taken = [columns[take] for take in offer]
    return tuple([column[give] for give in bits(hand) for column in taken])


def _settled(game, players, phase, to_move, rounds, place_round, hands, laid, market, deck,
             bottom, offer, offer_due, refills, tickets, tickets_used, placed, recovered,
             tokens, expeditions, owed, final_round, reason,
             end_turn: bool = False) -> ExpeditionState:
    """``rules.settle`` on a state's fields (``end_turn``: the turn has just been ended),
    built into the state with its legal moves."""
    legal = None
    begin_turn = False
    if phase is _PLACE:
        # E2: the next seat with a token to place (a seat with none is passed over).
        tokens_each, token_node = game.rules.tokens, game.token_node
        while place_round < tokens_each:
            if placed[to_move] < tokens_each:
                points = {token_node[card] for card in bits(hands[to_move])}
                points.discard(-1)
                points.difference_update(node for node, _owner in tokens)
                if points:
                    place = game.place_moves
                    legal = tuple([place[n] for n in sorted(points)])
                    break
            to_move += 1
            if to_move == players:
                to_move = 0
                place_round += 1
        else:
            # E3: placement is over; seat 0 plays first (an empty hand: the last round, E12)
            phase, to_move, final_round, begin_turn = _PLAY, 0, not all(hands), True
    while phase is _PLAY:
        if not (end_turn or begin_turn):
            if refills or offer_due:
                if deck or bottom:
                    break  # a draw
                refills = offer_due = 0
                continue
            if offer:  # E11c: the swap's choice
                legal = _swap_choices(game, hands[to_move], offer)
                break
            if owed:
                top = owed[-1]
                if top.what is _RESTART:  # E9: where the looping colour restarts
                    _head, supply, trail, used, _visited, _moves = expeditions[top.colour]
                    if supply > 0:
                        # its visited points (where its first arrow started, where each
                        # arrow ended), in node order, that have a path it has not used
                        free = game.all_paths ^ used
                        node_paths = game.board.node_paths
                        restarts = game.restart_moves[top.colour]
                        points = tuple([restarts[n] for n in
                                        sorted({trail[0][1], *map(_END, trail)})
                                        if node_paths[n] & free])
                        if points:
                            legal = points + _tickets(game, to_move, tickets, tickets_used,
                                                      hands, deck, bottom, expeditions, None)
                            break
                else:
                    colour = top.colour  # E3/E4: ``rules.owed_arrows``
                    arrows = (expeditions[colour].arrows if colour != ANY_COLOUR else
                              sum(map(_ARROWS, expeditions), ()))
                    if arrows:
                        legal = arrows + _tickets(game, to_move, tickets, tickets_used, hands,
                                                  deck, bottom, expeditions, True)
                        break
                    if top.what is _TURN and any(map(_TRAIL, expeditions)):
                        found = _tickets(game, to_move, tickets, tickets_used, hands, deck,
                                         bottom, expeditions, False)
                        if found:
                            legal = found  # the turn's arrow waits for a take-back
                            break
                owed = owed[:-1]  # E10: lost
                continue
            found = _tickets(game, to_move, tickets, tickets_used, hands, deck, bottom,
                             expeditions, None)
            if found:
                legal = found + (_END_TURN,)
                break
        if not begin_turn:
            # E12/E13: the turn ends; after the last seat, a round.
            end_turn = False
            owed = ()
            if to_move == players - 1:
                rounds += 1
                if final_round:
                    phase, reason = _OVER, "hand_empty"
                    break
                if rounds >= game.max_rounds:
                    phase, reason = _OVER, "round_limit"
                    break
            to_move = (to_move + 1) % players
        # E3: this seat's turn owes an arrow; E13: blocked with no legal move at all.
        begin_turn = False
        owed = (_TURN_ARROW,)
        tickets_used = 0
        arrows = ()  # (a few colours: a plain loop is cheapest)
        for _head, _supply, _trail, _used, _visited, colour_arrows in expeditions:
            arrows += colour_arrows
        if arrows:
            legal = arrows + _tickets(game, to_move, tickets, tickets_used, hands, deck,
                                      bottom, expeditions, True)
            break
        if any(map(_TRAIL, expeditions)):
            found = _tickets(game, to_move, tickets, tickets_used, hands, deck, bottom,
                             expeditions, False)
            if found:
                legal = found
                break
        phase, reason = _OVER, "blocked"
        break
    if phase is _OVER:
        owed, refills, offer_due, legal = (), 0, 0, ()
    elif phase is _DEAL:
        # the deal is done: placement begins (the plain rules, once a game)
        return R.settle(_new(ExpeditionState, (
            game, players, phase, to_move, rounds, place_round, hands, laid, market, deck,
            bottom, offer, offer_due, refills, tickets, tickets_used, placed, recovered,
            tokens, expeditions, owed, final_round, reason, None)))
    return _new(ExpeditionState, (
        game, players, phase, to_move, rounds, place_round, hands, laid, market, deck, bottom,
        offer, offer_due, refills, tickets, tickets_used, placed, recovered, tokens,
        expeditions, owed, final_round, reason, legal))
