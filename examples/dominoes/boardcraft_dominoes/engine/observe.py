"""What one seat may see of a Dominoes state (D10)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from boardcraft_dominoes.engine.state import Phase


@dataclass(frozen=True, slots=True)
class DominoesObservation:
    """A seat's view: its own hand, every hand's size, the line; the boneyard's size only.

    Attributes:
        seat: whose view this is.
        to_move: ``current_player()`` of the state: a seat, CHANCE or TERMINAL.
        phase: the state's phase.
        players: seats. turn: the seat whose turn it is (also while dealing: the seat the
            next tile goes to).
        hand: this seat's tiles (indices, ascending).
        hand_sizes: every seat's number of tiles.
        line: the tiles placed, left to right, as ``(left number, right number)``.
        boneyard_size: the tiles not dealt.
        leader, turns, passes, reason: public, as in the state.
        game: the bound game (the static rules and tiles); not compared.
    """

    seat: int
    to_move: int
    phase: Phase
    players: int
    turn: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    line: tuple[tuple[int, int], ...]
    boneyard_size: int
    leader: int
    turns: int
    passes: int
    reason: str
    game: Any = field(compare=False, repr=False)

    def ends(self) -> tuple[int, int] | None:
        """The numbers at the open ends; None before the lead."""
        if not self.line:
            return None
        return self.line[0][0], self.line[-1][1]

    def hand_texts(self) -> list[str]:
        """This seat's tiles as ``"a-b"``."""
        return [self.game.tile_texts[t] for t in self.hand]

    def to_json(self) -> dict[str, Any]:
        """The observation, tiles as ``"a-b"``."""
        return {
            "seat": self.seat,
            "players": self.players,
            "phase": str(self.phase),
            "current_player": self.to_move,
            "to_move": self.to_move,
            "turn": self.turn,
            "hand": self.hand_texts(),
            "hand_sizes": list(self.hand_sizes),
            "line": [[a, b] for a, b in self.line],
            "boneyard_size": self.boneyard_size,
            "leader": self.leader,
            "turns": self.turns,
            "passes": self.passes,
            "reason": self.reason,
        }


Observation = DominoesObservation


def observe(state, seat: int) -> DominoesObservation:
    """``seat``'s view of ``state``; ``ValueError`` for a seat not in the game."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat!r} in a {state.players}-player game")
    return DominoesObservation(
        seat=seat,
        to_move=state.current_player(),
        phase=state.phase,
        players=state.players,
        turn=state.to_move,
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        line=state.line,
        boneyard_size=len(state.boneyard),
        leader=state.leader,
        turns=state.turns,
        passes=state.passes,
        reason=state.reason,
        game=state.game,
    )
