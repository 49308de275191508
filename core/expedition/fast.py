"""The optional fast path behind ``ExpeditionState.apply`` (``make_game(pack, fast=False)``
switches it off).

It plays the same rules (``core.expedition.rules``: the same steps on a
:class:`~core.expedition.state.Draft`, the same ``settle``) with cheaper bookkeeping, nothing
else:

- a move is checked against the legal moves its state carries by identity first (listed
  moves are the game's own objects), a draw against the deck by a bisection;
- each of the game's own moves has its rule step and the step's arguments looked up once,
  when the game is built (``rules.step_of``), instead of being read from the move's fields
  on every ply.

``tests/core/test_conformance.py::test_fast_path_agrees_with_the_plain_rules`` plays seeded
games through both and compares every state, move list and result;
``tests/core/expedition/test_fast.py`` checks that both refuse the same moves.
"""

from __future__ import annotations

from core.engine import IllegalMove
from core.expedition import rules as R
from core.expedition.state import Draft, ExpeditionState, Phase

_DEAL, _PLAY = Phase.DEAL, Phase.PLAY


def _refuse(state, move) -> IllegalMove:
    return IllegalMove(*R.why_illegal(state, move))


def apply(state: ExpeditionState, move) -> ExpeditionState:
    """``rules.apply``, faster: the same state, or the same ``IllegalMove``."""
    legal = state.legal
    if legal is None:
        # a draw (``rules.is_chance``), else a state built by hand: the plain rules
        phase = state.phase
        if phase is _DEAL or phase is _PLAY and (state.refills or state.offer_due):
            game = state.game
            card = game.fast_draws.get(id(move))
            if card is None:
                if getattr(move, "kind", None) != "draw":
                    raise _refuse(state, move)
                card = game.board.card_index.get(move.card, -1)  # an equal Draw (JSON)
            if card < 0 or not R.can_draw(state, card):
                raise _refuse(state, move)
            d = Draft(state)
            R.draw(d, card)
            return R.settle(d)
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
    bound = state.game.fast_steps.get(id(move))
    play_step, args = bound if bound is not None else R.step_of(state.game, move)
    d = Draft(state)
    play_step(d, *args)
    return R.settle(d)


def steps(game) -> dict:
    """The rule step and its arguments (``rules.step_of``) of each of ``game``'s own moves
    but draws and swaps, keyed by the move's identity (``ExpeditionGame.fast_steps``)."""
    moves = [game.arrow_ticket, game.swap_ticket, R.END_TURN, *game.take_back_tickets,
             *game.place_moves, *game.arrow_target]
    moves += [move for per_colour in game.restart_moves for move in per_colour]
    return {id(move): R.step_of(game, move) for move in moves}


def draws(game) -> dict:
    """The card of each of ``game``'s Draw moves, keyed by the move's identity
    (``ExpeditionGame.fast_draws``)."""
    return {id(move): card for card, move in enumerate(game.draw_moves)}
