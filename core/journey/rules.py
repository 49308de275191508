"""Journey's rules as small steps, phase by phase: the legal moves and what each does (J2–J10).

Each phase has one function listing its legal moves (chance phases: their outcomes) and one
step that applies a move to a :class:`~core.journey.state.Draft`, a mutable copy of the
state's fields; :func:`play` runs the step, and :data:`PLAIN` freezes the draft into the next
state with the State's constructor. The given state is never mutated. Randomness is never
drawn here: the first player and every card off the face-down pile are chance moves that the
runner samples from ``chance_outcomes``.

These are the rules, written once. ``core/journey/fast.py`` runs the same steps and only
makes the next state more cheaply; the conformance suite proves the two agree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from content.chance import Uniform
from content.messages import msg
from content.rules.journey import EMPTY
from core.engine import IllegalMove
from core.journey.moves import Deal, Discard, Draw, FirstPlayer, JourneyMove, PlaceSetup, Replace
from core.journey.state import STALEMATE, WIN, Draft, JourneyState, Phase

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
    moves = _LEGAL_MOVES.get(s.phase)
    return moves(s) if moves else []


def chance_outcomes(s: JourneyState) -> list[tuple[JourneyMove, float]]:
    """``[(move, probability)]`` at a chance node: uniform over seats or over the draw pile."""
    outcomes = _CHANCE_OUTCOMES.get(s.phase)
    return outcomes(s) if outcomes else []


def first_players(s: JourneyState) -> list[JourneyMove]:
    """J4: any seat may be drawn to play first."""
    return [s.game.moves.first_player[seat] for seat in range(s.players)]


def deals(s: JourneyState) -> list[JourneyMove]:
    """J2, J3, J5: the next card off the draw pile may be any card in it."""
    deal = s.game.moves.deal
    return [deal[card] for card in s.deck]


def empty_slots(s: JourneyState) -> list[JourneyMove]:
    """J2: the dealt card goes into any empty slot."""
    place_setup = s.game.moves.place_setup
    return [place_setup[i] for i, card in enumerate(s.holders[s.to_move], 1) if card == EMPTY]


def draws(s: JourneyState) -> list[JourneyMove]:
    """J5: a draw from any of :func:`draw_sources`."""
    return list(s.game.moves.draws(draw_sources(s)))


def placements(s: JourneyState) -> list[JourneyMove]:
    """J6: discard the drawn card, or put it into any slot and discard the replaced card;
    either discard onto any of :func:`discard_targets`."""
    return list(s.game.moves.placements(discard_targets(s)))


def draw_sources(s: JourneyState) -> tuple[int, ...]:
    """J5: where the turn's card may come from: 0, the draw pile, while it has cards (J9),
    and each discard pile (numbered from 1) that has a top card."""
    piles = s.piles
    if () in piles:
        tops = tuple(k for k, pile in enumerate(piles, 1) if pile)
    else:
        tops = s.game.pile_numbers
    return (0, *tops) if s.deck else tops


def discard_targets(s: JourneyState) -> tuple[int, ...]:
    """J6, J8: the piles (numbered from 1) a card may be discarded onto: any, but only the
    empty ones while some pile is empty."""
    piles = s.piles
    if () in piles:
        return tuple(k for k, pile in enumerate(piles, 1) if not pile)
    return s.game.pile_numbers


def deal_outcomes(s: JourneyState) -> Uniform:
    """J2, J3, J5: the draw pile is shuffled: each of its cards comes next alike
    (``[(Deal, 1/k)]``, read when asked for: no pair made per card on every draw)."""
    return Uniform(s.deck, s.game.moves.deal)


def first_player_outcomes(s: JourneyState) -> list[tuple[JourneyMove, float]]:
    """J4: each seat is drawn to play first alike."""
    p = 1.0 / s.players
    first_player = s.game.moves.first_player
    return [(first_player[seat], p) for seat in range(s.players)]


# -- what a move does ---------------------------------------------------------------------


def apply(s: JourneyState, move) -> JourneyState:
    """The state after ``move``, made by the State's constructor; ``s`` is unchanged.

    Raises:
        IllegalMove: when the move is not legal in ``s``, with the rule that forbids it.
    """
    return play(s, move).freeze()


def play(s: JourneyState, move) -> Draft:
    """The draft of the state after ``move``; ``s`` is unchanged.

    Raises:
        IllegalMove: when the move is not legal in ``s``, with the rule that forbids it.
    """
    step = _STEPS.get(s.phase)
    if step is None:
        raise _refused(s, move)
    d = Draft(s)
    step(d, move)
    return d


def choose_first_player(d: Draft, move) -> None:
    """J4: the first player is drawn; setup dealing starts with them."""
    if type(move) is not FirstPlayer:
        raise _refused(d, move)
    if not 0 <= move.seat < d.players:
        raise IllegalMove("J4", msg("there is no seat {seat}", seat=move.seat))
    d.phase, d.first, d.to_move = Phase.SETUP_DEAL, move.seat, move.seat


def deal_setup_card(d: Draft, move) -> None:
    """J2: the top card of the shuffled deck goes to the seat to move."""
    d.hand = _take_from_deck(d, move, "J2")
    d.phase = Phase.SETUP_PLACE


def place_setup_card(d: Draft, move) -> None:
    """J2: the dealt card goes into an empty slot of the placer's choice; then the next seat,
    until every holder is full."""
    if type(move) is not PlaceSetup:
        raise _refused(d, move)
    holder = d.holders[d.to_move]
    if not 1 <= move.slot <= len(holder):
        raise IllegalMove("J2", msg("there is no slot {slot}", slot=move.slot))
    if holder[move.slot - 1] != EMPTY:
        raise IllegalMove("J2", msg("slot {slot} already holds a card; choose an empty slot", slot=move.slot))
    d.holders = _with_card(d.holders, d.to_move, move.slot, d.hand)
    d.hand = EMPTY
    if any(EMPTY in h for h in d.holders):
        d.phase, d.to_move = Phase.SETUP_DEAL, _next_seat(d)
    else:
        _turn_up_or_play(d)


def turn_up(d: Draft, move) -> None:
    """J3: the next card off the draw pile is turned face up onto the next empty pile."""
    card = _take_from_deck(d, move, "J3")
    d.piles = _with_pile(d.piles, d.piles.index(()) + 1, (card,))
    _turn_up_or_play(d)


def draw(d: Draft, move) -> None:
    """J5: draw from the draw pile (a chance move deals the card) or take a discard top."""
    if type(move) is not Draw:
        raise _refused(d, move)
    k = move.pile
    if k == 0:
        if not d.deck:
            raise IllegalMove("J9", msg("the draw pile is empty and no card lay under the discard tops to refill it: take a discard instead"))
        d.phase = Phase.DRAW_DEAL
        return
    if not 1 <= k <= len(d.piles):
        raise IllegalMove("J5", msg("there is no discard pile {k}", k=k))
    pile = d.piles[k - 1]
    if not pile:
        raise IllegalMove("J5", msg("discard pile {k} is empty", k=k))
    d.piles = _with_pile(d.piles, k, pile[:-1])
    d.phase, d.hand, d.source = Phase.PLACE, pile[-1], k


def deal_drawn_card(d: Draft, move) -> None:
    """J5: the draw pile's top card goes to the player. J9: if that was its last card, the
    discards under the tops become the new draw pile at once, before the player places."""
    d.hand = _take_from_deck(d, move, "J5")
    d.phase, d.source = Phase.PLACE, 0
    refill(d)


def place(d: Draft, move) -> None:
    """J6–J8: the drawn card replaces one slot (the replaced card is discarded) or is
    discarded; a discard pile emptied this turn must take the discard. Then J10."""
    kind = type(move)
    if kind is Replace:
        if not 1 <= move.slot <= d.game.holder_size:
            raise IllegalMove("J6", msg("there is no slot {slot}", slot=move.slot))
    elif kind is not Discard:
        raise _refused(d, move)
    k = move.pile
    if not 1 <= k <= len(d.piles):
        raise IllegalMove("J6", msg("there is no discard pile {k}", k=k))
    if k not in discard_targets(d):
        empty = d.piles.index(()) + 1
        raise IllegalMove("J8", msg("discard pile {empty} is empty: the discard must go onto it", empty=empty))
    if kind is Replace:
        discarded = d.holders[d.to_move][move.slot - 1]
        d.holders = _with_card(d.holders, d.to_move, move.slot, d.hand)
    else:
        discarded = d.hand
    d.piles = _with_pile(d.piles, k, d.piles[k - 1] + (discarded,))
    d.hand, d.source = EMPTY, 0
    end_turn(d)


def end_turn(d: Draft) -> None:
    """J10: a complete journey of the active player wins; else the next seat's turn, unless
    the round limit is reached."""
    if d.game.tables.is_journey(d.holders[d.to_move]):
        d.phase, d.winner, d.reason = Phase.OVER, d.to_move, WIN
        return
    d.to_move = _next_seat(d)
    if d.to_move == d.first:
        d.rounds += 1
    if d.rounds >= d.game.max_rounds:
        d.phase, d.reason = Phase.OVER, STALEMATE
        return
    start_turn(d)


def start_turn(d: Draft) -> None:
    """A turn for the seat to move. J9: a draw pile found empty is refilled first."""
    refill(d)
    if not d.deck and not any(d.piles):
        # Only with content too small for its players: nothing can ever be drawn.
        d.phase, d.reason = Phase.OVER, STALEMATE
    else:
        d.phase = Phase.DRAW


def refill(d: Draft) -> None:
    """J9: an empty draw pile takes every discard except each pile's top. The new pile is
    shuffled: it is kept sorted and drawn from uniformly."""
    if not d.deck:
        d.deck = tuple(sorted(c for pile in d.piles for c in pile[:-1]))
        d.piles = tuple(pile[-1:] for pile in d.piles)


@dataclass(frozen=True)
class Ruleset:
    """The entry points ``JourneyState`` runs: these plain rules (:data:`PLAIN`), or the same
    rules with a cheaper way to the next state (``core.journey.fast.FAST``)."""

    legal_moves: Callable[[JourneyState], list]
    chance_outcomes: Callable[[JourneyState], list]
    apply: Callable[[JourneyState, object], JourneyState]


#: Phase -> its legal moves (chance phases: the outcomes' moves), in a fixed order.
_LEGAL_MOVES: dict[Phase, Callable[[JourneyState], list]] = {
    Phase.FIRST_PLAYER: first_players,
    Phase.SETUP_DEAL: deals,
    Phase.SETUP_PLACE: empty_slots,
    Phase.TURN_UP: deals,
    Phase.DRAW: draws,
    Phase.DRAW_DEAL: deals,
    Phase.PLACE: placements,
}

#: Chance phase -> its outcomes ``[(move, probability)]``.
_CHANCE_OUTCOMES: dict[Phase, Callable[[JourneyState], list]] = {
    Phase.FIRST_PLAYER: first_player_outcomes,
    Phase.SETUP_DEAL: deal_outcomes,
    Phase.TURN_UP: deal_outcomes,
    Phase.DRAW_DEAL: deal_outcomes,
}

#: Phase -> what a move does to the draft of the next state (refusing an illegal one).
_STEPS: dict[Phase, Callable[[Draft, object], None]] = {
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


def _turn_up_or_play(d: Draft) -> None:
    """J3 until every discard pile has a card (or the deck runs out), then the first turn."""
    d.to_move = d.first
    if d.deck and () in d.piles:
        d.phase = Phase.TURN_UP
    else:
        start_turn(d)


def _take_from_deck(d: Draft, move, rule: str) -> int:
    """The card index of Deal ``move``, taken out of the draw pile."""
    if type(move) is not Deal:
        raise _refused(d, move)
    card = d.game.tables.index.get(move.card, EMPTY)
    if card == EMPTY or card not in d.deck:
        raise IllegalMove(rule, msg("{card} is not in the draw pile", card=move.card))
    i = d.deck.index(card)
    d.deck = d.deck[:i] + d.deck[i + 1:]
    return card


def _next_seat(d: Draft) -> int:
    """J4: turns go clockwise, in seat order."""
    return (d.to_move + 1) % d.players


def _with_card(holders, seat: int, slot: int, card: int) -> tuple[tuple[int, ...], ...]:
    """``holders`` with ``card`` in ``seat``'s slot ``slot`` (from 1)."""
    holder = holders[seat]
    holder = holder[:slot - 1] + (card,) + holder[slot:]
    return holders[:seat] + (holder,) + holders[seat + 1:]


def _with_pile(piles, k: int, pile: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """``piles`` with discard pile ``k`` (from 1) replaced by ``pile``."""
    return piles[:k - 1] + (pile,) + piles[k:]


def _refused(s: JourneyState | Draft, move) -> IllegalMove:
    if s.phase is Phase.OVER:
        return IllegalMove("J10", msg("the game is over; '{move}' cannot be played", move=str(move)))
    return IllegalMove(_PHASE_RULE[s.phase], msg("{task}, not '{move}'", task=_PHASE_TASK[s.phase], move=str(move)))
