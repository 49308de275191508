"""The Dominoes state: an immutable value; ``apply`` returns a new one.

Tiles are their indices in the set (``boardcraft_dominoes.tiles.tile_set``); the line is the
tiles as placed, each as ``(left number, right number)`` read from the left. The JSON form
writes tiles as ``"a-b"``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from typing import Any

from core.engine import CHANCE, TERMINAL, Result


class Phase(enum.StrEnum):
    """The phases of a game: each member equals its name (``state.phase == "play"``)."""

    DEAL = "deal"  # D2: chance deals the hands
    PLAY = "play"  # D3–D6: the lead, then turns
    OVER = "over"  # D7–D9: the game has ended


#: Why a game ended (``Result.reason``).
DOMINO, BLOCKED, ROUND_LIMIT = "domino", "line_blocked", "round_limit"


@dataclass(frozen=True, slots=True)
class DominoesState:
    """One moment of a Dominoes game, equal and hashed by value (``game`` is not compared).

    Fields:
        game: the bound game (static rules and tile tables).
        players: number of seats.
        phase: the :class:`Phase`.
        to_move: the seat to play (during the deal: the seat the next tile goes to).
        hands: per seat, its tiles (indices, ascending). Hidden from the other seats.
        boneyard: the tiles not dealt (ascending; no order: D2). Hidden from every seat.
        line: the tiles placed, left to right, each ``(left number, right number)``.
        leader: the seat that leads (D3), -1 until the deal is done.
        turns: turns played since the lead (the lead included; passes included).
        passes: passes in a row since the last tile placed.
        reason: why the game ended (``""`` while it runs).
    """

    game: Any = field(compare=False, repr=False)
    players: int
    phase: Phase
    to_move: int
    hands: tuple[tuple[int, ...], ...]
    boneyard: tuple[int, ...]
    line: tuple[tuple[int, int], ...] = ()
    leader: int = -1
    turns: int = 0
    passes: int = 0
    reason: str = ""

    def replace(self, **changes) -> DominoesState:
        """A copy with the named fields changed."""
        return replace(self, **changes)

    def __copy__(self) -> DominoesState:
        return self

    def __deepcopy__(self, memo) -> DominoesState:
        """A distinct, equal state sharing the immutable field values and the game."""
        return replace(self)

    # ------------------------------------------------------------ the protocol

    def current_player(self) -> int:
        """The seat to move, ``CHANCE`` while the tiles are dealt, ``TERMINAL`` at the end."""
        if self.phase == Phase.PLAY:
            return self.to_move
        return CHANCE if self.phase == Phase.DEAL else TERMINAL

    def is_terminal(self) -> bool:
        return self.phase == Phase.OVER

    def legal_moves(self) -> list:
        """The moves of the seat to move (the deals at a chance node), in a fixed order."""
        return _rules.legal_moves(self)

    def chance_outcomes(self) -> list:
        """``[(Deal, probability)]``: each tile of the boneyard, equally likely (D2)."""
        return _rules.chance_outcomes(self)

    def apply(self, move) -> DominoesState:
        """The state after ``move``; ``self`` is unchanged. Raises ``IllegalMove`` naming its
        rule for a move ``legal_moves()`` does not list."""
        return _rules.apply(self, move)

    def result(self) -> Result:
        """Winners and scores (D7, D8), the end reason and the completed rounds (D9)."""
        if self.phase != Phase.OVER:
            raise ValueError("the game is not over")
        return Result(winners=_rules.winners(self),
                      scores=tuple(float(s) for s in _rules.scores(self)),
                      reason=self.reason, rounds=self.rounds,
                      breakdown=_rules.score_parts(self))

    @property
    def rounds(self) -> int:
        """Completed rounds: every seat has had a turn (D9)."""
        return self.turns // self.players

    def ends(self) -> tuple[int, int] | None:
        """The numbers at the left and right open ends; None before the lead."""
        if not self.line:
            return None
        return self.line[0][0], self.line[-1][1]

    def pips_in_hand(self, seat: int) -> int:
        """The pips of ``seat``'s tiles."""
        tiles = self.game.tiles
        return sum(tiles[t][0] + tiles[t][1] for t in self.hands[seat])

    def observe(self, seat: int):
        """What ``seat`` may see (``ValueError`` for a seat not in the game)."""
        return _observe.observe(self, seat)

    # ------------------------------------------------------------ JSON and invariants

    def to_json(self) -> dict[str, Any]:
        """The whole state (hidden parts included), tiles as ``"a-b"``."""
        text = self.game.tile_texts
        return {
            "players": self.players,
            "phase": str(self.phase),
            "to_move": self.to_move,
            "hands": [[text[t] for t in hand] for hand in self.hands],
            "boneyard": [text[t] for t in self.boneyard],
            "line": [[a, b] for a, b in self.line],
            "leader": self.leader,
            "turns": self.turns,
            "passes": self.passes,
            "reason": self.reason,
        }

    def check_invariants(self) -> list[str]:
        """Every broken invariant, as sentences (an empty list when all hold)."""
        return _rules.broken_invariants(self)


def state_from_json(game, data: dict[str, Any]) -> DominoesState:
    """Rebuild a state from ``DominoesState.to_json()`` (KeyError, ValueError… if malformed)."""
    index = game.tile_index

    def tiles(values) -> tuple[int, ...]:
        return tuple(sorted(index[v] for v in values))

    return DominoesState(
        game,
        players=int(data["players"]),
        phase=Phase(data["phase"]),
        to_move=int(data["to_move"]),
        hands=tuple(tiles(h) for h in data["hands"]),
        boneyard=tiles(data["boneyard"]),
        line=tuple((int(a), int(b)) for a, b in data["line"]),
        leader=int(data["leader"]),
        turns=int(data["turns"]),
        passes=int(data["passes"]),
        reason=str(data["reason"]),
    )


from boardcraft_dominoes.engine import observe as _observe  # noqa: E402
from boardcraft_dominoes.engine import rules as _rules  # noqa: E402
