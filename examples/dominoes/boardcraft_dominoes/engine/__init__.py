"""Block Dominoes: the rules engine (docs/rules.md, D1–D10) for ``game == "dominoes"`` packs.

``spec.py`` the Game, ``state.py`` the frozen State and its Phase, ``moves.py`` the moves and
their one parser, ``rules.py`` the rules, ``observe.py`` what one seat may see,
``determinize.py`` a state drawn from an observation, ``heat.py`` the tiles played.
"""

from __future__ import annotations

from boardcraft_dominoes.engine.moves import Deal, Pass, Play
from boardcraft_dominoes.engine.observe import DominoesObservation, Observation
from boardcraft_dominoes.engine.spec import DominoesGame
from boardcraft_dominoes.engine.state import DominoesState, Phase

__all__ = [
    "Deal", "DominoesGame", "DominoesObservation", "DominoesState", "Observation", "Pass",
    "Phase", "Play", "make_game",
]


def make_game(pack, fast: bool = True) -> DominoesGame:
    """The Dominoes game bound to ``pack`` (a DominoesPack); ``fast=False`` gives the same
    rules (Dominoes has no fast path)."""
    return DominoesGame(pack, fast=fast)
