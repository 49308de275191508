"""Journey's rules as small steps: which moves are legal and what each does (J2-J10).

Every function takes a ``JourneyState`` and never mutates it. Randomness is never drawn here:
the first player and every card off the face-down pile are chance moves that the runner
samples from ``chance_outcomes``.
"""

from __future__ import annotations

from core.engine import IllegalMove
from core.journey.moves import Deal, Discard, Draw, FirstPlayer, PlaceSetup, Replace
from core.journey.spec import EMPTY
from core.journey.state import (
    DRAW,
    DRAW_DEAL,
    FIRST,
    OVER,
    PLACE,
    SETUP_DEAL,
    SETUP_PLACE,
    TURN_UP,
    JourneyState,
)

#: The rule each phase's moves come from: a move of the wrong kind is refused under it.
_PHASE_RULE = {FIRST: "J4", SETUP_DEAL: "J2", SETUP_PLACE: "J2", TURN_UP: "J3", DRAW: "J5",
               DRAW_DEAL: "J5", PLACE: "J6", OVER: "J10"}
_PHASE_TASK = {
    FIRST: "the first player is being chosen",
    SETUP_DEAL: "a setup card is being dealt",
    SETUP_PLACE: "the dealt card must be put into an empty slot",
    TURN_UP: "a card is being turned face up onto a discard pile",
    DRAW: "the player must first draw one card",
    DRAW_DEAL: "a card is being drawn from the draw pile",
    PLACE: "the drawn card must replace a holder card or be discarded",
}


def legal_moves(s: JourneyState) -> list:
    """The legal moves of ``s`` in a fixed order (chance moves at a chance node)."""
    phase = s.phase
    g = s.game
    if phase == PLACE:
        targets = _targets(s.piles)
        discard, replace = g.discard_moves, g.replace_moves
        return [discard[p] for p in targets] + [
            row[p] for row in replace for p in targets
        ]
    if phase == DRAW:
        moves = [g.draw_moves[0]] if _draw_pile_available(s) else []
        return moves + [g.draw_moves[k + 1] for k, p in enumerate(s.piles) if p]
    if phase in (SETUP_DEAL, TURN_UP, DRAW_DEAL):
        deal = g.deal_moves
        return [deal[c] for c in s.deck]
    if phase == SETUP_PLACE:
        place = g.place_moves
        return [place[i] for i, c in enumerate(s.holders[s.seat]) if c == EMPTY]
    if phase == FIRST:
        return [g.first_moves[i] for i in range(s.players)]
    return []


def chance_outcomes(s: JourneyState) -> list:
    """``[(move, probability)]`` at a chance node: uniform over seats or over the draw pile."""
    phase = s.phase
    if phase in (SETUP_DEAL, TURN_UP, DRAW_DEAL):
        p = 1.0 / len(s.deck)
        deal = s.game.deal_moves
        return [(deal[c], p) for c in s.deck]
    if phase == FIRST:
        p = 1.0 / s.players
        return [(s.game.first_moves[i], p) for i in range(s.players)]
    return []


def _targets(piles: tuple[tuple[int, ...], ...]) -> list[int]:
    """Piles (0-based) a card may be discarded onto: an empty pile if there is one (J8)."""
    empty = [k for k, p in enumerate(piles) if not p]
    return empty if empty else list(range(len(piles)))


def _draw_pile_available(s: JourneyState) -> bool:
    """The draw pile can be chosen: it has cards, or a reshuffle would give some (J9)."""
    return bool(s.deck) or any(len(p) > 1 for p in s.piles)


def _refuse(s: JourneyState, move) -> IllegalMove:
    if s.phase == OVER:
        return IllegalMove("J10", f"the game is over; '{move}' cannot be played")
    return IllegalMove(_PHASE_RULE[s.phase], f"{_PHASE_TASK[s.phase]}, not '{move}'")


def _take_from_deck(s: JourneyState, move, rule: str) -> tuple[int, tuple[int, ...]]:
    """The card index of Deal ``move`` and the draw pile without it."""
    if type(move) is not Deal:
        raise _refuse(s, move)
    c = s.game.tables.index.get(move.card, EMPTY)
    deck = s.deck
    try:
        i = deck.index(c)
    except ValueError:
        raise IllegalMove(rule, f"{move.card} is not in the draw pile") from None
    return c, deck[:i] + deck[i + 1:]


def apply(s: JourneyState, move) -> JourneyState:
    """The state after ``move``; ``s`` is unchanged.

    Raises:
        IllegalMove: when the move is not legal in ``s``, with the rule that forbids it.
    """
    phase = s.phase
    if phase == DRAW:
        return _draw(s, move)
    if phase == PLACE:
        return _place(s, move)
    if phase == DRAW_DEAL:
        c, deck = _take_from_deck(s, move, "J5")
        return JourneyState(s.game, s.players, PLACE, s.first, s.seat, s.holders, deck,
                            s.piles, c, 0, s.rounds, -1, "")
    if phase == SETUP_DEAL:
        c, deck = _take_from_deck(s, move, "J2")
        return JourneyState(s.game, s.players, SETUP_PLACE, s.first, s.seat, s.holders, deck,
                            s.piles, c, 0, 0, -1, "")
    if phase == SETUP_PLACE:
        return _place_setup(s, move)
    if phase == TURN_UP:
        c, deck = _take_from_deck(s, move, "J3")
        piles = list(s.piles)
        k = piles.index(())
        piles[k] = (c,)
        piles = tuple(piles)
        if deck and () in piles:
            return JourneyState(s.game, s.players, TURN_UP, s.first, s.seat, s.holders, deck,
                                piles, EMPTY, 0, 0, -1, "")
        return _start_turn(s, s.first, s.holders, deck, piles, 0)
    if phase == FIRST:
        if type(move) is not FirstPlayer:
            raise _refuse(s, move)
        if not 0 <= move.seat < s.players:
            raise IllegalMove("J4", f"there is no seat {move.seat}")
        return JourneyState(s.game, s.players, SETUP_DEAL, move.seat, move.seat, s.holders,
                            s.deck, s.piles, EMPTY, 0, 0, -1, "")
    raise _refuse(s, move)


def _place_setup(s: JourneyState, move) -> JourneyState:
    """J2: the dealt card goes into an empty slot of the placer's choice; then the next seat."""
    if type(move) is not PlaceSetup:
        raise _refuse(s, move)
    holder = s.holders[s.seat]
    i = move.slot - 1
    if not 0 <= i < len(holder):
        raise IllegalMove("J2", f"there is no slot {move.slot}")
    if holder[i] != EMPTY:
        raise IllegalMove("J2", f"slot {move.slot} already holds a card; choose an empty slot")
    holders = _set_holder(s.holders, s.seat, holder[:i] + (s.hand,) + holder[i + 1:])
    seat = (s.seat + 1) % s.players
    if any(EMPTY in h for h in holders):
        return JourneyState(s.game, s.players, SETUP_DEAL, s.first, seat, holders, s.deck,
                            s.piles, EMPTY, 0, 0, -1, "")
    if s.deck and () in s.piles:
        return JourneyState(s.game, s.players, TURN_UP, s.first, s.first, holders, s.deck,
                            s.piles, EMPTY, 0, 0, -1, "")
    return _start_turn(s, s.first, holders, s.deck, s.piles, 0)


def _draw(s: JourneyState, move) -> JourneyState:
    """J5, J9: draw from the draw pile (a chance move follows) or take a discard pile's top."""
    if type(move) is not Draw:
        raise _refuse(s, move)
    k = move.pile
    if k == 0:
        deck, piles = s.deck, s.piles
        if not deck:
            # J9: everything under the discard tops becomes the new draw pile.
            deck = tuple(sorted(c for p in piles for c in p[:-1]))
            if not deck:
                raise IllegalMove("J9", "the draw pile is empty and the discard piles hold "
                                        "only their top cards: take a discard instead")
            piles = tuple(p[-1:] for p in piles)
        return JourneyState(s.game, s.players, DRAW_DEAL, s.first, s.seat, s.holders, deck,
                            piles, EMPTY, 0, s.rounds, -1, "")
    if not 1 <= k <= len(s.piles):
        raise IllegalMove("J5", f"there is no discard pile {k}")
    pile = s.piles[k - 1]
    if not pile:
        raise IllegalMove("J5", f"discard pile {k} is empty")
    piles = s.piles[:k - 1] + (pile[:-1],) + s.piles[k:]
    return JourneyState(s.game, s.players, PLACE, s.first, s.seat, s.holders, s.deck, piles,
                        pile[-1], k, s.rounds, -1, "")


def _place(s: JourneyState, move) -> JourneyState:
    """J6-J8: replace one slot or discard the drawn card; then J10's win check."""
    kind = type(move)
    if kind is Discard:
        slot = 0
    elif kind is Replace:
        slot = move.slot
        if not 1 <= slot <= len(s.holders[s.seat]):
            raise IllegalMove("J6", f"there is no slot {slot}")
    else:
        raise _refuse(s, move)
    k = move.pile
    piles = s.piles
    if not 1 <= k <= len(piles):
        raise IllegalMove("J6", f"there is no discard pile {k}")
    if piles[k - 1] and () in piles:
        empty = piles.index(()) + 1
        raise IllegalMove("J8", f"discard pile {empty} is empty: the discard must go onto it")
    holders = s.holders
    if slot:
        holder = holders[s.seat]
        out = holder[slot - 1]
        holders = _set_holder(holders, s.seat, holder[:slot - 1] + (s.hand,) + holder[slot:])
    else:
        out = s.hand
    piles = piles[:k - 1] + (piles[k - 1] + (out,),) + piles[k:]
    if s.game.tables.is_journey(holders[s.seat]):
        return JourneyState(s.game, s.players, OVER, s.first, s.seat, holders, s.deck, piles,
                            EMPTY, 0, s.rounds, s.seat, "win")
    nxt = (s.seat + 1) % s.players
    rounds = s.rounds + (nxt == s.first)
    if rounds >= s.game.tables.max_rounds:
        return JourneyState(s.game, s.players, OVER, s.first, nxt, holders, s.deck, piles,
                            EMPTY, 0, rounds, -1, "stalemate")
    return _start_turn(s, nxt, holders, s.deck, piles, rounds)


def _start_turn(s: JourneyState, seat: int, holders, deck, piles, rounds: int) -> JourneyState:
    """A turn for ``seat``, or J10's checks when it cannot or need not be played."""
    if not deck and not any(piles):
        # Only with content too small for its players: nothing can ever be drawn.
        return JourneyState(s.game, s.players, OVER, s.first, seat, holders, deck, piles,
                            EMPTY, 0, rounds, -1, "stalemate")
    return JourneyState(s.game, s.players, DRAW, s.first, seat, holders, deck, piles, EMPTY, 0,
                        rounds, -1, "")


def _set_holder(holders, seat: int, holder) -> tuple:
    return holders[:seat] + (holder,) + holders[seat + 1:]


#: The move classes, for callers that build moves by kind.
MOVE_CLASSES = (FirstPlayer, Deal, PlaceSetup, Draw, Replace, Discard)
