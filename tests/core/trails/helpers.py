"""Helpers for the Trails rule tests: a seeded setup and hand-made positions."""

from __future__ import annotations

import random

from content import default_pack
from core.engine import CHANCE
from core.sim.runner import sample_chance
from core.trails import make_game

_GAME = None


def game():
    """The Trails game on the default pack (built once)."""
    global _GAME
    if _GAME is None:
        _GAME = make_game(default_pack("trails"))
    return _GAME


def step(state, rng):
    """One move: a sampled chance outcome, or a simple choice (pass in auctions, else the
    first legal move)."""
    if state.current_player() == CHANCE:
        return state.apply(sample_chance(state.chance_outcomes(), rng))
    legal = state.legal_moves()
    move = legal[-1] if state.phase == "auction_bid" else legal[0]
    return state.apply(move)


def run_until(state, phases, rng=None, limit=10_000):
    """Play with ``step`` until the phase is one of ``phases``."""
    rng = rng or random.Random(0)
    for _ in range(limit):
        if state.phase in phases:
            return state
        state = step(state, rng)
    raise AssertionError(f"phase {phases} not reached")


def start(players=2, seed=1):
    """A seeded game at its first build step."""
    return run_until(game().new_game(players), {"build"}, random.Random(seed))


def colour(name):
    return game().colour_index[name]


def hand(**counts):
    """A hand as counts per colour, e.g. ``hand(green=2, multi=1)``."""
    out = [0] * len(game().colours)
    for name, k in counts.items():
        out[colour(name)] = k
    return tuple(out)


def terrain_all(state, terrain="forest"):
    """Every hex of the board gets ``terrain``."""
    t = game().terrain_index[terrain]
    return (t,) * len(state.terrains)


def balance(state, **changes):
    """``state.replace(**changes)`` with the deck adjusted so every card is still in play."""
    s = state.replace(**changes)
    g = game()
    deck = []
    for c, total in enumerate(g.deck_counts):
        rest = total - sum(h[c] for h in s.hands) - s.market[c] - s.discard[c]
        assert rest >= 0, "more cards than the deck holds"
        deck.append(rest)
    return s.replace(deck=tuple(deck))


def position(players=2, seat_hand=None, terrains="forest", men=None, girls=None, seed=1,
             **changes):
    """A build step of seat ``order[0]`` on a hand-made board.

    Args:
        seat_hand: the hand of the player to move (counts per colour).
        terrains: one terrain for every hex, or a full tuple of terrain indices.
        men: hex per seat; girls: hex per girl (defaults keep the seeded setup).
    """
    s = start(players, seed)
    upd = dict(changes)
    upd["terrains"] = terrain_all(s, terrains) if isinstance(terrains, str) else terrains
    if men is not None:
        upd["men"] = tuple(men)
    if girls is not None:
        upd["girls"] = tuple(girls)
        upd["stacks"] = ((),) * len(girls)
    if seat_hand is not None:
        hands = list(s.hands)
        hands[s.to_move] = seat_hand
        upd["hands"] = tuple(hands)
    upd.setdefault("market", s.market)
    upd.setdefault("discard", (0,) * len(game().colours))
    return balance(s, **upd)


def shared_corner(geo, a, b):
    """Corner points shared by hexes ``a`` and ``b``."""
    return sorted(set(geo.hex_corners[a]) & set(geo.hex_corners[b]))


def builds(state):
    return [m for m in state.legal_moves() if m.kind == "build"]


TOP, BOTTOM = 3, 10  # the 2-player board's top and bottom ring-2 hexes
GIRLS = (0, 8, 12, 5)  # path hexes of the 2-player board; girl 0 is next to TOP


def two_player(seat_hand=None, **kw):
    """A 2-player build step, all forest: the player to move has a man on TOP, the other on
    BOTTOM, girls on GIRLS with no markers. Returns ``(state, seat to move)``."""
    s = position(2, seat_hand=seat_hand if seat_hand is not None else hand(green=5), **kw)
    me = s.to_move
    men = [0, 0]
    men[me], men[1 - me] = TOP, BOTTOM
    s = s.replace(men=tuple(men), girls=GIRLS, stacks=((),) * 4)
    return s, me


def with_rules(state, **rules):
    """``state`` under the default pack with some rule fields changed (e.g. ``pieces=1``);
    the supply follows ``pieces`` so that the piece count stays consistent."""
    pack = game().pack
    g = make_game(pack.model_copy(update={"rules": pack.rules.model_copy(update=rules)}))
    s = g.state_from_json(state.to_json())
    if "pieces" in rules:
        on_board = sum(1 for o in s.owner if o != -1) - len(s.virtual)
        s = s.replace(supply=rules["pieces"] - on_board)
    return s
