"""The rest of a turn (T27–T33): a girl moves, the player draws, discards down to the hand
limit, the market is refilled; then the next turn, or the end (T26, T34)."""

from __future__ import annotations

from collections.abc import Iterator

from core.engine import TERMINAL
from core.trails.moves import Discard, DrawCard, MoveGirl, TakeAll, TakeDeck, TakeMarket
from core.trails.rules.cards import deck_outcomes, reshuffle
from core.trails.state import Draft, Phase, added, changed

# --- T27–T29: a girl moves -------------------------------------------------------------------


def girl_moves(state) -> list[MoveGirl]:
    """T27: a girl without a marker moves one path hex either way; T28: not onto another
    girl, nor closer to a girl this player connected to this turn that is within
    ``girl_guard_distance`` path hexes."""
    return list(_girl_moves(state))


def _girl_moves(state) -> Iterator[MoveGirl]:
    if all(state.stacks):
        return
    geo = state.geometry
    girls = state.girls
    move_girl = state.game.moves.move_girl
    for g, h in enumerate(girls):
        if state.stacks[g] or h < 0:
            continue
        clockwise, counter = geo.track_neighbours[h]
        if clockwise not in girls and not _guarded(state, g, h, clockwise):
            yield move_girl(g, 1)
        if counter != clockwise and counter not in girls and not _guarded(state, g, h, counter):
            yield move_girl(g, -1)


def _guarded(state, g: int, h: int, dest: int) -> bool:
    """T28: girl ``g`` may not go from ``h`` to ``dest`` if that is closer to the girl the
    player connected to this turn, when it is ``girl_guard_distance`` or fewer away."""
    connected = state.connected_girl
    if connected < 0 or g == connected:
        return False
    geo = state.geometry
    guard = state.girls[connected]
    now = geo.track_distance(h, guard)
    return now <= state.game.rules.girl_guard_distance and geo.track_distance(dest, guard) < now


def girl_step(d: Draft) -> None:
    """T27, T29: the girl step, skipped when every girl has a marker or none can move."""
    if next(_girl_moves(d), None) is None:
        draw_step(d)
    else:
        d.phase = Phase.GIRL


def move_girl(d: Draft, move: MoveGirl) -> None:
    d.girls = changed(d.girls, move.girl, d.geometry.track_step(d.girls[move.girl], move.step))
    draw_step(d)


# --- T30–T32: drawing ------------------------------------------------------------------------


def draw_step(d: Draft) -> None:
    """T30: no draw in the final round; else the draw step (passed when nothing is left)."""
    if d.final_round():
        end_turn(d)
        return
    d.phase, d.picks = Phase.DRAW, 0
    if not can_draw(d):
        _after_draw(d)


def draw_moves(state) -> list:
    """T31: a market card, the deck's top card, or (as the first pick) all market cards of
    one colour."""
    moves = state.game.moves
    market = state.market
    out: list = [take for take, k in zip(moves.take_market, market, strict=True) if k]
    if sum(state.deck) + sum(state.discard) > 0:
        out.append(moves.take_deck)
    if state.picks == 0:
        out += [take for take, k in zip(moves.take_all, market, strict=True) if k]
    return out


def can_draw(state) -> bool:
    """Whether :func:`draw_moves` lists anything: a market card, or a card in the deck or
    in the discard pile (reshuffled into the deck when it is empty, T33)."""
    return any(state.market) or any(state.deck) or any(state.discard)


def take(d: Draft, move: TakeMarket | TakeAll | TakeDeck) -> None:
    """T31: one pick from the market or the deck, or the whole draw of one colour."""
    if isinstance(move, TakeDeck):
        reshuffle(d)
        d.phase = Phase.DRAW_CARD
        return
    seat = d.to_move
    c = d.game.colour_index[move.colour]
    n = d.market[c] if isinstance(move, TakeAll) else 1
    d.market = added(d.market, c, -n)
    d.hands = changed(d.hands, seat, added(d.hands[seat], c, n))
    d.picks += 1
    if isinstance(move, TakeAll):
        _after_draw(d)
    else:
        _after_pick(d)


draw_card_outcomes = deck_outcomes


def draw_from_deck(d: Draft, move: DrawCard) -> None:
    """The deck's top card goes to the player's hand (a chance move: its colour)."""
    c = d.game.colour_index[move.colour]
    d.deck = added(d.deck, c, -1)
    reshuffle(d)  # the deck running out takes the discard pile at once (T33)
    d.hands = changed(d.hands, d.to_move, added(d.hands[d.to_move], c))
    d.picks += 1
    _after_pick(d)


def _after_pick(d: Draft) -> None:
    if d.picks >= d.game.rules.draw_count or not can_draw(d):
        _after_draw(d)
    else:
        d.phase = Phase.DRAW


def _after_draw(d: Draft) -> None:
    """T32: over the hand limit, discard down to it; else refill the market."""
    if sum(d.hands[d.to_move]) > d.game.rules.hand_limit:
        d.phase = Phase.DISCARD
    else:
        refill(d)


def discard_down(d: Draft, move: Discard) -> None:
    """T32: one card of the player's choice to the discard pile."""
    seat = d.to_move
    c = d.game.colour_index[move.colour]
    d.hands = changed(d.hands, seat, added(d.hands[seat], c, -1))
    d.discard = added(d.discard, c)
    if sum(d.hands[seat]) <= d.game.rules.hand_limit:
        refill(d)


# --- T33: the market is refilled -------------------------------------------------------------


def refill(d: Draft) -> None:
    """T33: the market is refilled to ``market_size`` from the deck, one chance draw at a
    time (the discard pile reshuffled when the deck is empty; short if both are); then the
    turn ends."""
    if sum(d.market) < d.game.rules.market_size:
        reshuffle(d)
        if sum(d.deck):
            d.phase = Phase.REFILL
            return
    end_turn(d)


refill_outcomes = deck_outcomes


def turn_up(d: Draft, move: DrawCard) -> None:
    """T33: the deck's top card is turned up in the market."""
    c = d.game.colour_index[move.colour]
    d.deck = added(d.deck, c, -1)
    reshuffle(d)
    d.market = added(d.market, c)
    refill(d)


def end_turn(d: Draft) -> None:
    """The next player's turn; the end after the final round (T26) or at the round limit
    (T34)."""
    seat = d.to_move
    d.last_seat = seat
    if d.final_seat == seat:
        d.phase, d.to_move, d.reason = Phase.OVER, TERMINAL, "routes"
        return
    d.turn += 1
    if d.turn >= len(d.order):
        d.turn = 0
        d.round += 1
        if d.round >= d.game.rules.max_rounds:
            d.phase, d.to_move, d.reason = Phase.OVER, TERMINAL, "round_limit"
            return
    d.phase, d.to_move = Phase.BUILD, d.order[d.turn]
    d.built, d.connected_girl, d.picks = 0, -1, 0
