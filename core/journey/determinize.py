"""A whole Journey state drawn from what one seat sees (for bots that search, e.g. MCTS).

``determinize(game, observation, rng)`` returns a :class:`JourneyState` whose
``observe(observation.seat)`` equals ``observation`` and whose ``check_invariants()`` hold.
What the seat sees is kept as seen: its own holder and the card it holds, the discard
piles, the draw pile's size, the phase, the first player and the rounds. What it cannot see
is drawn uniformly with ``rng`` from the cards it cannot account for (every card of the pack
that is not in its holder, its hand or a discard pile): the other seats' holders, a card
another seat has drawn and not placed yet, and the draw pile.

The observation is a snapshot, not a history, so a few facts it does not carry are settled
by rule rather than by what happened:

- which slots of another seat's holder are filled during setup: drawn at random;
- where another seat's undecided card came from (``source``): the empty discard pile if one
  is empty (J8 says it was taken from there), else the draw pile;
- whose card is being dealt from the draw pile mid-turn (phase ``draw_deal``, a chance step
  that everyone sees without its seat): a seat drawn at random;
- at the end: the seat itself won if its holder is a complete journey; a stalemate if the
  round limit was reached or nothing was left to draw; else another seat (drawn at random)
  won, with a complete journey searched among the unseen cards (there is one: the winner's)
  by ``content.rules.journey.find_journey``, the lint's search, its ties drawn with ``rng``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from content.rules.journey import EMPTY, find_journey
from core.journey.state import STALEMATE, WIN, JourneyState, Phase

if TYPE_CHECKING:
    from core.journey.observe import JourneyObservation
    from core.journey.spec import JourneyGame

#: Steps of the search for another seat's winning journey at the end of a game: ten times
#: the lint's, since one is known to exist (at the ends of greedy games on Europe a few
#: dozen suffice).
_JOURNEY_SEARCH_STEPS = 50_000
_SETUP = (Phase.FIRST_PLAYER, Phase.SETUP_DEAL, Phase.SETUP_PLACE)


def determinize(game: JourneyGame, obs: JourneyObservation, rng: random.Random) -> JourneyState:
    """A full state consistent with ``obs``, its hidden cards drawn with ``rng``.

    ``rng`` is the only source of randomness: the same ``rng`` state and observation give
    the same state. ``obs`` is left unchanged.

    Raises:
        ValueError: ``obs`` is not an observation of this game that some state could give.
    """
    seat, players, phase = obs.seat, obs.players, obs.phase
    size = game.holder_size
    if not 0 <= seat < players or len(obs.holder) != size:
        raise ValueError(f"not a Journey observation of this pack for seat {seat}")
    tables = game.tables
    mine = obs.hand != EMPTY
    seen = [c for c in obs.holder if c != EMPTY] + [c for p in obs.piles for c in p]
    if mine:
        seen.append(obs.hand)
    seen_set = set(seen)
    unseen = [c for c in range(tables.n_cards) if c not in seen_set]
    rng.shuffle(unseen)

    # Who holds how many cards, whose turn it is, and whether another seat holds a card.
    first = obs.first
    if phase in _SETUP:
        held_out = 1 if phase is Phase.SETUP_PLACE else 0
        placed = tables.n_cards - obs.draw_pile - held_out
        counts = [0] * players
        for k in range(placed):
            counts[(first + k) % players] += 1
        to_move = 0 if phase is Phase.FIRST_PLAYER else (first + placed) % players
    else:
        counts = [size] * players
        to_move = obs.to_move
    hand = obs.hand
    source = obs.source
    winner, reason = -1, ""
    winning: tuple[int, ...] = ()
    if phase in (Phase.SETUP_PLACE, Phase.PLACE) and obs.to_move != seat:
        hand = unseen.pop()  # another seat's card, not placed yet
        empty = [k for k, p in enumerate(obs.piles, 1) if not p]
        source = empty[0] if phase is Phase.PLACE and empty else 0
    elif phase is Phase.TURN_UP:
        to_move = first
    elif phase is Phase.DRAW_DEAL:
        to_move = rng.randrange(players)
    elif phase is Phase.OVER:
        to_move, winner, reason, winning = _ending(game, obs, unseen, rng)

    # Deal the unseen cards: the winner's journey (if found), other holders, the draw pile.
    holders: list[tuple[int, ...]] = []
    for s in range(players):
        if s == seat:
            holders.append(obs.holder)
        elif s == winner and winning:
            holders.append(winning)
        else:
            slots = sorted(rng.sample(range(size), counts[s])) if counts[s] < size \
                else range(size)
            row = [EMPTY] * size
            for i in slots:
                row[i] = unseen.pop()
            holders.append(tuple(row))
    if len(unseen) != obs.draw_pile:
        raise ValueError(f"the observation's cards do not add up: {len(unseen)} unseen cards "
                         f"left for a draw pile of {obs.draw_pile}")
    return JourneyState(
        game=game,
        players=players,
        phase=phase,
        first=first,
        to_move=to_move,
        holders=tuple(holders),
        deck=tuple(sorted(unseen)),
        piles=obs.piles,
        hand=hand,
        source=source if hand != EMPTY else 0,
        rounds=obs.rounds,
        winner=winner,
        reason=reason,
    )


def _ending(game: JourneyGame, obs: JourneyObservation, unseen: list[int],
            rng: random.Random) -> tuple[int, int, str, tuple[int, ...]]:
    """``(to_move, winner, reason, winner's journey)`` of a finished game (see the module
    docstring); the winner's journey, when another seat won, is taken out of ``unseen``."""
    tables = game.tables
    if tables.is_journey(obs.holder):
        return obs.seat, obs.seat, WIN, ()
    if obs.rounds >= game.max_rounds:
        return obs.first, -1, STALEMATE, ()  # the round ends when play is back at first
    if obs.draw_pile == 0 and not any(obs.piles):
        return rng.randrange(obs.players), -1, STALEMATE, ()
    others = [s for s in range(obs.players) if s != obs.seat]
    winner = others[rng.randrange(len(others))]
    try:
        journey = find_journey(tables, unseen, budget=_JOURNEY_SEARCH_STEPS, rng=rng)
    except TimeoutError:
        journey = None
    if journey is None:
        raise ValueError("the game was won, but no complete journey can be made of the "
                         "cards this seat cannot see")
    taken = set(journey)
    unseen[:] = [c for c in unseen if c not in taken]
    return winner, winner, WIN, journey
