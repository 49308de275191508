"""A whole Trails state drawn from what one seat sees (for bots that search, e.g. MCTS).

``determinize(game, observation, rng)`` returns a :class:`TrailsState` whose
``observe(observation.seat)`` equals ``observation`` and whose ``check_invariants()`` hold.
Everything on the table is public and kept as seen, and so is the seat's own hand. The
cards it cannot see are the deck's cards minus its hand and the market; they are shuffled
with ``rng`` (uniformly: every arrangement of those cards alike) and dealt to the other
hands, the deck and the discard pile in the sizes the observation shows.

The observation is a snapshot, not a history; the state's bookkeeping that it does not carry
follows from the rules:

- ``dealt`` from the setup step, ``supply_out`` from the supply, ``virtual`` (T25: the
  segments built after the last piece) as the newest segments of the route built this turn;
- ``turn`` and ``last_seat`` from the seat whose turn it is and the turn order. During a
  card draw or a refill (chance steps that show no seat) the seat is the one this turn's
  build points at (the top marker of the girl connected this turn, or an unfinished route
  at least as long as this turn's build), drawn at random among those that fit;
- ``final_seat`` (T26): the seat before the one that connected the last route first, i.e.
  of the seats with ``routes_to_end`` routes the one whose turn lies furthest back;
- ``opener`` (T13): every auction's opener follows from the first one and the turn order
  the auctions made; the first is the seat to move while it opens, else drawn at random;
- at the end, ``reason`` (T25, T26, T34) from the supply and the round limit, and the last
  turn's seat as above.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from core.engine import TERMINAL
from core.trails.state import Phase, TrailsState

if TYPE_CHECKING:
    from core.trails.observe import TrailsObservation
    from core.trails.spec import TrailsGame

_SETUP = (Phase.TERRAIN, Phase.GIRLS, Phase.DEAL, Phase.OPENER)
_AUCTION = (Phase.AUCTION_HEX, Phase.AUCTION_OPEN, Phase.AUCTION_BID, Phase.AUCTION_PAY,
            Phase.PLACE_MAN)
#: Turn phases whose seat is not shown (``current_player()`` is CHANCE).
_HIDDEN_SEAT = (Phase.DRAW_CARD, Phase.REFILL)


def determinize(game: TrailsGame, obs: TrailsObservation, rng: random.Random) -> TrailsState:
    """A full state consistent with ``obs``, the cards it does not show drawn with ``rng``.

    ``rng`` is the only source of randomness: the same ``rng`` state and observation give
    the same state. ``obs`` is left unchanged.

    Raises:
        ValueError: ``obs`` is not an observation of this game that some state could give.
    """
    players, seat, phase = obs.players, obs.seat, obs.phase
    if players not in game.boards or not 0 <= seat < players:
        raise ValueError(f"not a Trails observation of this pack for seat {seat}")
    hands, deck, discard, seen = _cards(game, obs, rng)
    rules = game.rules
    order = obs.order
    owned = sum(1 for o in obs.owner if o != -1)
    virtual_count = owned + obs.supply - rules.pieces
    supply_out = obs.supply == 0 and rules.pieces > 0

    to_move = obs.to_move
    turn, last_seat, final_seat, reason, builder = 0, -1, -1, "", -1
    if phase in (Phase.BUILD, Phase.GIRL, Phase.DRAW, Phase.DISCARD, *_HIDDEN_SEAT):
        if phase in _HIDDEN_SEAT:
            to_move = _turn_seat(obs, rules.hand_limit, rng)
        turn = order.index(to_move)
        if obs.round > 0 or turn > 0:
            last_seat = order[turn - 1]
        builder = to_move
        if obs.final_round:
            final_seat = _final_seat(game, obs, turn)
    elif phase is Phase.OVER:
        to_move = TERMINAL
        if obs.round >= rules.max_rounds:
            reason, last_seat = "round_limit", order[-1]
            if obs.final_round:
                final_seat = _final_seat(game, obs, 0)
        elif supply_out:
            reason = "supply"
            builder = last_seat = _turn_seat(obs, rules.hand_limit, rng)
            turn = order.index(builder)
            if obs.final_round:
                final_seat = _final_seat(game, obs, turn)
        else:
            reason = "routes"
            done = [s for s in order if len(obs.routes[s]) >= rules.routes_to_end]
            finisher = done[rng.randrange(len(done))]
            final_seat = last_seat = order[order.index(finisher) - 1]
            turn = order.index(final_seat)

    return TrailsState(
        game=game,
        geometry=game.geometry(players),
        costs=obs.costs,
        players=players,
        phase=phase,
        to_move=to_move,
        terrains=obs.terrains,
        girls=obs.girls,
        stacks=obs.stacks,
        hands=hands,
        market=obs.market,
        deck=deck,
        discard=discard,
        dealt=_dealt(game, obs),
        men=obs.men,
        order=order,
        opener=_opener(obs, rng),
        auction_hex=obs.auction_hex,
        auction_bid=obs.auction_bid,
        auction_leader=obs.auction_leader,
        auction_in=obs.auction_in,
        pay_left=obs.pay_left,
        owner=obs.owner,
        routes=obs.routes,
        open_route=obs.open_route,
        open_end=obs.open_end,
        supply=obs.supply,
        supply_out=supply_out,
        virtual=_virtual(obs, builder, virtual_count),
        built=obs.built,
        connected_girl=obs.connected_girl,
        picks=obs.picks,
        turn=turn,
        round=obs.round,
        final_seat=final_seat,
        last_seat=last_seat,
        reason=reason,
        discard_seen=seen,
    )


def _cards(game: TrailsGame, obs: TrailsObservation, rng: random.Random):
    """``(hands, deck, discard, discard_seen)``: the seat's hand as seen, the discard pile's
    face-up cards as seen (T21); the unseen cards shuffled and dealt to the other hands, the
    deck and the face-down rest of the discard pile in their observed sizes."""
    n_col = len(game.colours)
    face_up = tuple(obs.discard_seen)
    unseen: list[int] = []
    for c, total in enumerate(game.deck_counts):
        left = total - obs.hand[c] - obs.market[c] - face_up[c]
        if left < 0:
            raise ValueError(f"the observation shows more {game.colours[c]} cards than "
                             "the pack has")
        unseen += [c] * left
    sizes = [n for s, n in enumerate(obs.hand_sizes) if s != obs.seat]
    if sum(sizes) + obs.deck_size + obs.discard_size - sum(face_up) != len(unseen):
        raise ValueError("the observation's card counts do not add up")
    rng.shuffle(unseen)

    def counts(cards: list[int]) -> tuple[int, ...]:
        out = [0] * n_col
        for c in cards:
            out[c] += 1
        return tuple(out)

    hands = []
    at = 0
    for s, n in enumerate(obs.hand_sizes):
        if s == obs.seat:
            hands.append(obs.hand)
        else:
            hands.append(counts(unseen[at:at + n]))
            at += n
    deck = counts(unseen[at:at + obs.deck_size])
    rest = counts(unseen[at + obs.deck_size:])
    discard = tuple(a + b for a, b in zip(rest, face_up, strict=True))
    return tuple(hands), deck, discard, face_up


def _dealt(game: TrailsGame, obs: TrailsObservation) -> int:
    """Cards of the T10 deal dealt so far (the deal stops early only when the deck is out)."""
    if obs.phase in (Phase.TERRAIN, Phase.GIRLS):
        return 0
    if obs.phase is Phase.DEAL:
        return sum(obs.hand_sizes) + sum(obs.market)
    return min(obs.players * game.rules.deal + game.rules.market_size, sum(game.deck_counts))


def _turn_seat(obs: TrailsObservation, hand_limit: int, rng: random.Random) -> int:
    """The seat whose turn it is when the observation does not show it: the one this turn's
    build points at (the top of the girl connected this turn; else, after a build, a seat
    whose unfinished route is at least that long), during a refill one within the hand
    limit (T32 came first); drawn at random among those that fit, else among all."""
    if obs.connected_girl >= 0 and obs.stacks[obs.connected_girl]:
        return obs.stacks[obs.connected_girl][-1]
    fits = list(obs.order)
    if obs.built > 0:
        fits = [s for s in fits if len(obs.open_route[s]) >= obs.built] or fits
    if obs.phase is Phase.REFILL:
        fits = [s for s in fits if obs.hand_sizes[s] <= hand_limit] or fits
    return fits[rng.randrange(len(fits))]


def _final_seat(game: TrailsGame, obs: TrailsObservation, turn: int) -> int:
    """T26: the seat before the one that first connected ``routes_to_end`` routes: of the
    seats that have, the one whose turn lies furthest back from turn position ``turn``."""
    order = obs.order
    n = len(order)
    done = [i for i, s in enumerate(order) if len(obs.routes[s]) >= game.rules.routes_to_end]
    if not done:
        raise ValueError("the final round is on, but no seat has connected the last route")
    first = max(done, key=lambda i: (turn - i) % n)
    return order[first - 1]


def _virtual(obs: TrailsObservation, builder: int, count: int) -> tuple[int, ...]:
    """T25: the ``count`` segments built after the supply ran out: the newest of the route
    ``builder`` built this turn (its unfinished route, else its last connected route)."""
    if count <= 0:
        return ()
    if builder < 0:
        raise ValueError("segments without pieces, but no seat building")
    route = obs.open_route[builder] or (obs.routes[builder][-1] if obs.routes[builder] else ())
    if len(route) < count:
        raise ValueError("more segments without pieces than the builder's route holds")
    return tuple(route[-count:])


def _opener(obs: TrailsObservation, rng: random.Random) -> int:
    """The opener of the latest auction (T11, T13), -1 before the first one is drawn."""
    if obs.phase in _SETUP:
        return -1
    players, order = obs.players, obs.order
    if obs.phase in (Phase.AUCTION_HEX, Phase.AUCTION_OPEN):
        current = len(order)
        known = obs.to_move
        firsts = [o for o in range(players) if _openers(o, order, players, current) == known]
        firsts = firsts or list(range(players))
    else:
        current = len(order) - (0 if obs.phase is Phase.AUCTION_BID else 1)
        firsts = list(range(players))
    current = max(0, min(current, players - 2))
    return _openers(firsts[rng.randrange(len(firsts))], order, players, current)


def _openers(first: int, order: tuple[int, ...], players: int, k: int) -> int:
    """The opener of auction ``k`` (from 0) when ``first`` opened the first one: each next
    opener is the next seat clockwise from the last that had no place yet (T13)."""
    opener = first
    for i in range(1, k + 1):
        placed = set(order[:i])
        opener = next(((opener + j) % players for j in range(1, players + 1)
                       if (opener + j) % players not in placed), opener)
    return opener

