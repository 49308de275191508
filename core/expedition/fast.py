"""The optional fast path behind ``ExpeditionState.apply`` (``make_game(pack, fast=False)``
switches it off).

It plays the same rules (``core.expedition.rules``: the same steps on a
:class:`~core.expedition.state.Draft`, the same ``settle``) with cheaper bookkeeping, nothing
else:

- a move is checked against the legal moves its state carries by identity first (listed
  moves are the game's own objects), a draw by the draw step's own bisection;
- each of the game's own moves carries its rule step with the step's arguments bound
  (``move.step``: ``play(draft)``), looked up once when the move is made (``rules.step_of``:
  when the game is built, or for arrows, restarts and swaps when first asked for) instead of
  being read from the move's fields on every ply;
- the draft a move leaves behind (``ExpeditionGame.spare_draft``), holding the fields of
  the state it made (its ``made``), is the draft of the next move from that state: a game
  played move after move copies no field into a draft. Only the thread that left it takes
  it, and takes it away first; a move from any other state (a search trying several moves
  from one state, a state rebuilt from JSON) gets a new draft (``state.draft_of``).

``tests/core/test_conformance.py::test_fast_path_agrees_with_the_plain_rules`` plays seeded
games through both and compares every state, move list and result;
``tests/core/expedition/test_fast.py`` checks that both refuse the same moves and give the
same states when a game branches from earlier states.
"""

from __future__ import annotations

from _thread import get_ident
from functools import partial

from core.engine import IllegalMove
from core.expedition import rules as R
from core.expedition.state import ExpeditionState, Phase, draft_of

_DEAL, _PLAY = Phase.DEAL, Phase.PLAY
_settle = R.settle


def _refuse(state, move) -> IllegalMove:
    return IllegalMove(*R.why_illegal(state, move))


def apply(state: ExpeditionState, move) -> ExpeditionState:
    """``ExpeditionState.apply``: the state after ``move`` (``state`` is unchanged), or
    ``IllegalMove`` (with its rule id) for a move ``legal_moves()`` does not list. The game's
    ``apply_move``: ``rules.apply``, or this function: the same state, sooner."""
    game = state.game
    if game.apply_move is not apply:  # a game made with ``fast=False``: the plain rules
        return game.apply_move(state, move)
    legal = state.legal
    if legal is None:
        # a draw (``rules.is_chance``), else a state built by hand: the plain rules
        phase = state.phase
        if not (phase is _DEAL or phase is _PLAY and (state.refills or state.offer_due)):
            return R.apply(state, move)
        play = game.fast_draws.get(id(move))  # (the draw step refuses a card not drawable)
        if play is None:
            if getattr(move, "kind", None) != "draw":
                raise _refuse(state, move)
            card = game.board.card_index.get(move.card, -1)  # an equal Draw (JSON)
            if card < 0:
                raise _refuse(state, move)
            play = game.draw_moves[card].step
    else:
        # Legal moves are the game's own move objects: look for this very object first (a
        # plain loop: faster here than ``any(map(is_, ...))``).
        for legal_move in legal:
            if legal_move is move:
                break
        else:
            if move not in legal:
                raise _refuse(state, move)
            move = legal[legal.index(move)]  # an equal move (from JSON): the game's own
        play = move.step  # (the game's own move: its step is bound)
        if play is None:  # (a move another thread is making: its step is bound just after)
            play = _bind(*R.step_of(game, move))
    # The draft: the one the move that made ``state`` left, holding its fields already (a
    # game played move after move copies no field), else a new one. Taken by its thread
    # only, and dropped first: a step that failed half-way leaves none behind.
    me = get_ident()
    d = game.spare_draft
    if d is not None and d.made is state and d.thread == me:
        game.spare_draft = None
    else:
        d = draft_of(state)
    play(d)
    after = _settle(d)
    d.made, d.thread = after, me  # the draft now holds ``after``'s fields
    game.spare_draft = d
    return after


def bind_steps(game, moves) -> None:
    """Bind each of ``moves``, the game's own moves, to its rule step with its arguments
    (``move.step``, ``rules.step_of``). A draw's step is also read by the move's identity
    (``game.fast_draws``): a chance node takes any move."""
    for move in moves:
        object.__setattr__(move, "step", _bind(*R.step_of(game, move)))  # (a frozen move)


def bind_game(game) -> None:
    """Bind the steps of the moves ``game`` makes when it is built (``bind_steps``): its
    draws, tickets and token places, and the end of a turn (the same for every game);
    arrows, restarts and swaps are bound as they are made."""
    # (a token goes only on a node some card names, ``rules.token_points``: those places)
    places = sorted({node for node in game.token_node if node >= 0})
    bind_steps(game, (*game.draw_moves, game.arrow_ticket, game.swap_ticket, R.END_TURN,
                      *game.take_back_tickets, *map(game.place_moves.__getitem__, places)))


def _bind(play_step, args: tuple):
    """``play_step`` with ``args`` bound: ``play(draft)`` (a rule step takes the draft
    last; a ``partial`` is called without a Python frame of its own, cheaper than a
    closure or ``play_step(*args, draft)``)."""
    return partial(play_step, *args) if args else play_step


def draws(game) -> dict:
    """The bound step of each of ``game``'s Draw moves, keyed by the move's identity
    (``ExpeditionGame.fast_draws``): a chance node takes any move, and only the game's own
    draws may play their step unchecked."""
    return {id(move): move.step for move in game.draw_moves}
