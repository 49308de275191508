"""Journey's rules as small steps, phase by phase: the legal moves and what each does (J2–J10).

Every step takes a ``JourneyState`` and returns a new one (``dataclasses.replace``); nothing is
mutated. Randomness is never drawn here: the first player and every card off the face-down
pile are chance moves that the runner samples from ``chance_outcomes``.

These are the plain rules. ``core/journey/fast.py`` is an optional faster route through the
same steps for the common moves of a turn; the conformance suite proves the two agree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from content.messages import msg
from content.rules.journey import EMPTY
from core.engine import IllegalMove
from core.journey.moves import Deal, Discard, Draw, FirstPlayer, JourneyMove, PlaceSetup, Replace
from core.journey.state import STALEMATE, WIN, JourneyState, Phase

#: The rule each phase's moves come from: a move of the wrong kind is refused under it.
_PHASE_RULE = {
    Phase.FIRST_PLAYER: "J4", Phase.SETUP_DEAL: "J2", Phase.SETUP_PLACE: "J2",
    Phase.TURN_UP: "J3", Phase.DRAW: "J5", Phase.DRAW_DEAL: "J5", Phase.PLACE: "J6",
    Phase.OVER: "J10",
}
_PHASE_TASK = {
    Phase.FIRST_PLAYER: msg("the first player is being chosen"),
    Phase.SETUP_DEAL: msg("a setup card is being dealt"),
    Phase.SETUP_PLACE: msg("the dealt card must be put into an empty slot"),
    Phase.TURN_UP: msg("a card is being turned face up onto a discard pile"),
    Phase.DRAW: msg("the player must first draw one card"),
    Phase.DRAW_DEAL: msg("a card is being drawn from the draw pile"),
    Phase.PLACE: msg("the drawn card must replace a holder card or be discarded"),
}


# -- what may be played --------------------------------------------------------------------


def legal_moves(s: JourneyState) -> list[JourneyMove]:
    """The legal moves of ``s`` in a fixed order (chance moves at a chance node)."""
    moves = s.game.moves
    match s.phase:
        case Phase.FIRST_PLAYER:
            return [moves.first_player[seat] for seat in range(s.players)]
        case Phase.SETUP_DEAL | Phase.TURN_UP | Phase.DRAW_DEAL:
            return [moves.deal[card] for card in s.deck]
        case Phase.SETUP_PLACE:  # J2: any empty slot
            holder = s.holders[s.to_move]
            return [moves.place_setup[i + 1] for i, card in enumerate(holder) if card == EMPTY]
        case Phase.DRAW:  # J5: the draw pile while it has cards (J9), any discard top
            from_deck = [moves.draw[0]] if s.deck else []
            return from_deck + [moves.draw[k] for k, pile in enumerate(s.piles, 1) if pile]
        case Phase.PLACE:  # J6: discard, or replace any slot; J8 may force the pile
            piles = discard_targets(s.piles)
            slots = range(1, s.game.holder_size + 1)
            return ([moves.discard[k] for k in piles]
                    + [moves.replace[slot, k] for slot in slots for k in piles])
    return []


def chance_outcomes(s: JourneyState) -> list[tuple[JourneyMove, float]]:
    """``[(move, probability)]`` at a chance node: uniform over seats or over the draw pile."""
    moves = s.game.moves
    match s.phase:
        case Phase.SETUP_DEAL | Phase.TURN_UP | Phase.DRAW_DEAL:
            p = 1.0 / len(s.deck)
            return [(moves.deal[card], p) for card in s.deck]
        case Phase.FIRST_PLAYER:
            p = 1.0 / s.players
            return [(moves.first_player[seat], p) for seat in range(s.players)]
    return []


def discard_targets(piles: tuple[tuple[int, ...], ...]) -> list[int]:
    """The piles (numbered from 1) a card may be discarded onto: the empty ones if any (J8)."""
    empty = [k for k, pile in enumerate(piles, 1) if not pile]
    return empty or list(range(1, len(piles) + 1))


# -- what a move does ---------------------------------------------------------------------


def apply(s: JourneyState, move) -> JourneyState:
    """The state after ``move``; ``s`` is unchanged.

    Raises:
        IllegalMove: when the move is not legal in ``s``, with the rule that forbids it.
    """
    step = _STEPS.get(s.phase)
    if step is None:
        raise _refused(s, move)
    return step(s, move)


def choose_first_player(s: JourneyState, move) -> JourneyState:
    """J4: the first player is drawn; setup dealing starts with them."""
    if type(move) is not FirstPlayer:
        raise _refused(s, move)
    if not 0 <= move.seat < s.players:
        raise IllegalMove("J4", msg("there is no seat {seat}", seat=move.seat))
    return replace(s, phase=Phase.SETUP_DEAL, first=move.seat, to_move=move.seat)


def deal_setup_card(s: JourneyState, move) -> JourneyState:
    """J2: the top card of the shuffled deck goes to the seat to move."""
    card, deck = _take_from_deck(s, move, "J2")
    return replace(s, phase=Phase.SETUP_PLACE, deck=deck, hand=card)


def place_setup_card(s: JourneyState, move) -> JourneyState:
    """J2: the dealt card goes into an empty slot of the placer's choice; then the next seat,
    until every holder is full."""
    if type(move) is not PlaceSetup:
        raise _refused(s, move)
    holder = s.holders[s.to_move]
    if not 1 <= move.slot <= len(holder):
        raise IllegalMove("J2", msg("there is no slot {slot}", slot=move.slot))
    if holder[move.slot - 1] != EMPTY:
        raise IllegalMove("J2", msg("slot {slot} already holds a card; choose an empty slot", slot=move.slot))
    placed = replace(s, holders=_with_card(s.holders, s.to_move, move.slot, s.hand), hand=EMPTY)
    if any(EMPTY in h for h in placed.holders):
        return replace(placed, phase=Phase.SETUP_DEAL, to_move=_next_seat(s))
    return _turn_up_or_play(placed)


def turn_up(s: JourneyState, move) -> JourneyState:
    """J3: the next card off the draw pile is turned face up onto the next empty pile."""
    card, deck = _take_from_deck(s, move, "J3")
    k = s.piles.index(()) + 1
    return _turn_up_or_play(replace(s, deck=deck, piles=_with_pile(s.piles, k, (card,))))


def draw(s: JourneyState, move) -> JourneyState:
    """J5: draw from the draw pile (a chance move deals the card) or take a discard top."""
    if type(move) is not Draw:
        raise _refused(s, move)
    k = move.pile
    if k == 0:
        if not s.deck:
            raise IllegalMove("J9", msg("the draw pile is empty and no card lay under the discard tops to refill it: take a discard instead"))
        return replace(s, phase=Phase.DRAW_DEAL)
    if not 1 <= k <= len(s.piles):
        raise IllegalMove("J5", msg("there is no discard pile {k}", k=k))
    pile = s.piles[k - 1]
    if not pile:
        raise IllegalMove("J5", msg("discard pile {k} is empty", k=k))
    return replace(s, phase=Phase.PLACE, piles=_with_pile(s.piles, k, pile[:-1]),
                   hand=pile[-1], source=k)


def deal_drawn_card(s: JourneyState, move) -> JourneyState:
    """J5: the draw pile's top card goes to the player. J9: if that was its last card, the
    discards under the tops become the new draw pile at once, before the player places."""
    card, deck = _take_from_deck(s, move, "J5")
    deck, piles = refilled(deck, s.piles)
    return replace(s, phase=Phase.PLACE, deck=deck, piles=piles, hand=card, source=0)


def place(s: JourneyState, move) -> JourneyState:
    """J6–J8: the drawn card replaces one slot (the replaced card is discarded) or is
    discarded; a discard pile emptied this turn must take the discard. Then J10."""
    if type(move) is Replace:
        if not 1 <= move.slot <= s.game.holder_size:
            raise IllegalMove("J6", msg("there is no slot {slot}", slot=move.slot))
    elif type(move) is not Discard:
        raise _refused(s, move)
    k = move.pile
    if not 1 <= k <= len(s.piles):
        raise IllegalMove("J6", msg("there is no discard pile {k}", k=k))
    if k not in discard_targets(s.piles):
        empty = s.piles.index(()) + 1
        raise IllegalMove("J8", msg("discard pile {empty} is empty: the discard must go onto it", empty=empty))
    holders = s.holders
    if type(move) is Replace:
        discarded = holders[s.to_move][move.slot - 1]
        holders = _with_card(holders, s.to_move, move.slot, s.hand)
    else:
        discarded = s.hand
    piles = _with_pile(s.piles, k, s.piles[k - 1] + (discarded,))
    return end_turn(replace(s, holders=holders, piles=piles, hand=EMPTY, source=0))


def end_turn(s: JourneyState) -> JourneyState:
    """J10: a complete journey of the active player wins; else the next seat's turn, unless
    the round limit is reached."""
    if s.game.tables.is_journey(s.holders[s.to_move]):
        return replace(s, phase=Phase.OVER, winner=s.to_move, reason=WIN)
    seat = _next_seat(s)
    rounds = s.rounds + (seat == s.first)
    if rounds >= s.game.max_rounds:
        return replace(s, phase=Phase.OVER, to_move=seat, rounds=rounds, reason=STALEMATE)
    return start_turn(s, seat, rounds)


def start_turn(s: JourneyState, seat: int, rounds: int) -> JourneyState:
    """A turn for ``seat``. J9: a draw pile found empty is refilled first."""
    deck, piles = refilled(s.deck, s.piles)
    if not deck and not any(piles):
        # Only with content too small for its players: nothing can ever be drawn.
        return replace(s, phase=Phase.OVER, to_move=seat, rounds=rounds, reason=STALEMATE)
    return replace(s, phase=Phase.DRAW, to_move=seat, deck=deck, piles=piles, rounds=rounds)


def refilled(deck: tuple[int, ...], piles: tuple[tuple[int, ...], ...]):
    """J9: ``(deck, piles)``, where an empty draw pile takes every discard except each pile's
    top. The new pile is shuffled: it is kept sorted and drawn from uniformly."""
    if deck:
        return deck, piles
    return tuple(sorted(c for pile in piles for c in pile[:-1])), tuple(p[-1:] for p in piles)


@dataclass(frozen=True)
class Ruleset:
    """The entry points ``JourneyState`` runs: these plain rules (:data:`PLAIN`), or the fast
    path in front of them (``core.journey.fast.FAST``)."""

    legal_moves: Callable[[JourneyState], list]
    chance_outcomes: Callable[[JourneyState], list]
    apply: Callable[[JourneyState, object], JourneyState]


_STEPS = {
    Phase.FIRST_PLAYER: choose_first_player,
    Phase.SETUP_DEAL: deal_setup_card,
    Phase.SETUP_PLACE: place_setup_card,
    Phase.TURN_UP: turn_up,
    Phase.DRAW: draw,
    Phase.DRAW_DEAL: deal_drawn_card,
    Phase.PLACE: place,
}


#: The plain rules.
PLAIN = Ruleset(legal_moves=legal_moves, chance_outcomes=chance_outcomes, apply=apply)


# -- helpers --------------------------------------------------------------------------------


def _turn_up_or_play(s: JourneyState) -> JourneyState:
    """J3 until every discard pile has a card (or the deck runs out), then the first turn."""
    if s.deck and () in s.piles:
        return replace(s, phase=Phase.TURN_UP, to_move=s.first)
    return start_turn(s, s.first, 0)


def _take_from_deck(s: JourneyState, move, rule: str) -> tuple[int, tuple[int, ...]]:
    """The card index of Deal ``move`` and the draw pile without it."""
    if type(move) is not Deal:
        raise _refused(s, move)
    card = s.game.tables.index.get(move.card, EMPTY)
    if card == EMPTY or card not in s.deck:
        raise IllegalMove(rule, msg("{card} is not in the draw pile", card=move.card))
    i = s.deck.index(card)
    return card, s.deck[:i] + s.deck[i + 1:]


def _next_seat(s: JourneyState) -> int:
    """J4: turns go clockwise, in seat order."""
    return (s.to_move + 1) % s.players


def _with_card(holders, seat: int, slot: int, card: int) -> tuple[tuple[int, ...], ...]:
    """``holders`` with ``card`` in ``seat``'s slot ``slot`` (from 1)."""
    holder = holders[seat]
    holder = holder[:slot - 1] + (card,) + holder[slot:]
    return holders[:seat] + (holder,) + holders[seat + 1:]


def _with_pile(piles, k: int, pile: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """``piles`` with discard pile ``k`` (from 1) replaced by ``pile``."""
    return piles[:k - 1] + (pile,) + piles[k:]


def _refused(s: JourneyState, move) -> IllegalMove:
    if s.phase is Phase.OVER:
        return IllegalMove("J10", msg("the game is over; '{move}' cannot be played", move=str(move)))
    return IllegalMove(_PHASE_RULE[s.phase], msg("{task}, not '{move}'", task=_PHASE_TASK[s.phase], move=str(move)))
