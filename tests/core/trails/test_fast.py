"""The fast path behind ``apply`` (``core.trails.fast``) and the per-board table it reads:
its states are ordinary frozen Trails states, and the lists it hands out are the caller's.
(That it plays exactly the plain rules is tests/core/test_conformance.py's to prove.)"""

from __future__ import annotations

import dataclasses

import pytest

from content import default_pack
from core.engine import CHANCE, IllegalMove
from core.trails import TrailsState, make_game
from core.trails.moves import Stop
from tests.core.playouts import random_line
from tests.core.trails.helpers import game, start


def _states(players: int, seed: int, plies: int = 600):
    """The states of one seeded random game on the fast path (at most ``plies`` moves)."""
    return random_line(game(), players, seed, plies)


@pytest.mark.parametrize("players", [2, 5])
def test_fast_path_states_are_frozen_trails_states_equal_to_the_plain_ones(players):
    plain = make_game(default_pack("trails"), fast=False)
    states = _states(players, seed=players)
    for s in states:
        assert type(s) is TrailsState
        with pytest.raises(dataclasses.FrozenInstanceError):
            s.phase = "over"
        again = plain.state_from_json(s.to_json())
        assert again == s and hash(again) == hash(s)
        assert again.legal_moves() == s.legal_moves()
    assert any(s.phase == "build" for s in states)


def test_a_listed_move_list_changed_by_its_caller_changes_nothing_apply_accepts():
    s = start(2, seed=3)
    moves = s.legal_moves()
    stop = moves[-1]
    assert isinstance(stop, Stop)
    moves.clear()  # the caller's copy
    assert s.legal_moves() and stop in s.legal_moves()
    assert s.apply(stop) != s
    outcomes_state = next(x for x in _states(2, seed=4) if x.current_player() == CHANCE)
    outcomes = outcomes_state.chance_outcomes()
    drawn = outcomes[0][0]
    outcomes.clear()
    assert outcomes_state.apply(drawn) is not outcomes_state
    with pytest.raises(IllegalMove):
        s.apply(drawn)  # a chance outcome is no player's move


def test_T16_route_exits_leave_out_exactly_the_men_s_spokes():
    s = start(3, seed=1)
    g, geo = s.game, s.geometry
    table = g.route_exits(s.players, s.men)
    assert g.route_exits(s.players, s.men) is table  # memoised per placing of the men
    mens_spokes = {seg for m in s.men for seg in geo.hex_spokes[m]}
    for point, exits in enumerate(g.moves.exits(geo)):
        assert table[point] == tuple(e for e in exits if e.segment not in mens_spokes)
    assert any(table[c] != g.moves.exits(geo)[c] for c in geo.hex_corners[s.men[0]])
