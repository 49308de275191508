"""Shared helpers for the Expedition engine tests: a tiny pack, state set-up, play loops."""

from __future__ import annotations

import random

from content.models.expedition import ExpeditionPack
from core.engine import CHANCE
from core.expedition import Phase, make_game
from core.expedition import rules as R
from core.expedition.board import bits, mask_of


def mini_pack(extra_cards=(), **rules) -> ExpeditionPack:
    """A small network where every rule can be set up by hand.

    rose - p1 - p2 - g1 - g2 - g3 - p1 (a loop), rose - blue1 - red1 - g4 - g5 - w-west,
    w-east - g6 - g1 (w-west/w-east is a wrap pair), blue1 - g3, g4 - cape (a dead end).
    Distances from the rose: p1 1, blue1 1, p2 2, g3 2, red1 2, g1 3, g2 3, g4 3, g5 4, g6 4,
    cape 4, w 5. ``extra_cards`` are (card id, point) pairs added to one card per green.
    """
    base = {"hand_small": 2, "hand_large": 2, "large_from": 3, "market_size": 1, "tokens": 1,
            "max_players": 3}
    base.update(rules)
    points = [
        ("rose", "rose", 0, 0), ("p1", "plain", 1, 0), ("p2", "plain", 2, 0),
        ("g1", "green", 3, 0), ("g2", "green", 3, 1), ("g3", "green", 2, 1),
        ("blue1", "blue", 0, -1), ("red1", "red", 1, -1), ("g4", "green", 2, -1),
        ("g5", "green", 3, -1), ("w-west", "red", -180, -2), ("w-east", "red", 180, -2),
        ("g6", "green", 4, 0), ("cape", "plain", 2, -2),
    ]
    paths = [("rose", "p1"), ("p1", "p2"), ("p2", "g1"), ("g1", "g2"), ("g2", "g3"),
             ("g3", "p1"), ("rose", "blue1"), ("blue1", "red1"), ("red1", "g4"), ("g4", "g5"),
             ("g5", "w-west"), ("w-east", "g6"), ("g6", "g1"), ("blue1", "g3"), ("g4", "cape")]
    greens = [p[0] for p in points if p[1] == "green"]
    return ExpeditionPack.model_validate({
        "id": "mini", "name": "Mini",
        "rules": base,
        "points": [{"id": i, "name": i, "kind": k, "x": x, "y": y} for i, k, x, y in points],
        "paths": [{"a": a, "b": b} for a, b in paths],
        "wraps": [{"a": "w-west", "b": "w-east"}],
        "colours": [{"id": "orange", "name": "Orange", "arrows": 45},
                    {"id": "purple", "name": "Purple", "arrows": 45}],
        "cards": [{"id": f"card-{g}", "point": g} for g in greens]
        + [{"id": c, "point": p} for c, p in extra_cards],
    })


def path_index(game, a: str, b: str) -> int:
    """The index of the path between points ``a`` and ``b``."""
    for i, (x, y) in enumerate(game.board.path_points):
        if {x, y} == {a, b}:
            return i
    raise KeyError((a, b))


def cards_mask(game, ids) -> int:
    return mask_of(game.board.card_index[cid] for cid in ids)


def with_supply(state, supply):
    """``state`` with each colour's arrows in supply set (none of them on the board)."""
    game = state.game
    return state.replace(expeditions=tuple(
        game.expedition(c, e.head, n, e.trail, e.used, e.visited)
        for c, (e, n) in enumerate(zip(state.expeditions, supply, strict=True))))


def owed(state) -> list[str]:
    """What the active player owes, in the state's JSON words (``["extra@orange.0"]``)."""
    return state.to_json()["owed"]


def play_state(game, players=2, hands=None, market=(), tickets=None, tokens=None, supply=None,
               **fields):
    """A state in the play phase at seat 0's turn, with the given hands (card ids), market,
    tickets, tokens ({point: seat}) and arrows in supply per colour; every other card is in
    the deck."""
    s = game.new_game(players)
    hands = hands or [[] for _ in range(players)]
    hand_masks = tuple(cards_mask(game, h) for h in hands)
    market_mask = cards_mask(game, market)
    everything = (1 << len(game.board.card_ids)) - 1
    pool = everything
    for m in (*hand_masks, market_mask):
        pool &= ~m
    tokens = tokens or {}
    placed = [0] * players
    for _p, seat in tokens.items():
        placed[seat] += 1
    values = {
        "phase": Phase.PLAY, "to_move": 0, "hands": hand_masks, "market": market_mask,
        "deck": tuple(bits(pool)),
        "tickets": tuple(tickets) if tickets else s.tickets,
        "tokens": tuple(sorted((game.board.node_of[p], seat) for p, seat in tokens.items())),
        "placed": tuple(placed), "owed": (R.TURN_ARROW,), "tickets_used": 0,
    }
    values.update(fields)
    s = s.replace(**values)
    return with_supply(s, supply) if supply is not None else s


def arrow(game, state, colour: str, to: str):
    """The legal arrow of ``colour`` to point ``to``."""
    for m in state.legal_moves():
        if m.kind == "arrow" and m.colour == colour and m.to == to:
            return m
    raise AssertionError(f"no legal {colour} arrow to {to}: {state.legal_moves()}")


def draw_first(state):
    """Resolve pending draws with the first outcome each time."""
    while state.current_player() == CHANCE:
        state = state.apply(state.chance_outcomes()[0][0])
    return state


def random_game(game, players: int, seed: int, check=None):
    """Play a whole game with uniform random moves; returns (final state, moves)."""
    rng = random.Random(seed)
    state = game.new_game(players)
    moves = []
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            move = outcomes[rng.randrange(len(outcomes))][0]
        else:
            legal = state.legal_moves()
            move = legal[rng.randrange(len(legal))]
        state = state.apply(move)
        moves.append(move)
        if check is not None:
            check(state)
    return state, moves


def mini_game(extra_cards=(), **rules):
    """The Expedition game on :func:`mini_pack`."""
    return make_game(mini_pack(extra_cards, **rules))


def settled(state, game):
    """``state`` after the engine's automatic steps (for states set up by hand)."""
    assert state.game is game
    return R.settled(state)


def your_turn(state, seat=0):
    """``state`` with a fresh turn forced on ``seat``: one arrow owed, no ticket spent."""
    return state.replace(to_move=seat, owed=(R.TURN_ARROW,), tickets_used=0)


def walk(game, s, colour, points):
    """Seat 0 plays ``colour`` arrows through ``points`` (turns forced back to seat 0)."""
    for p in points:
        s = your_turn(s)
        s = draw_first(s.apply(arrow(game, s, colour, p)))
    return s
