"""The protocol every game engine follows (after OpenSpiel's State API).

A game is a state machine of small steps. ``Game`` binds the static rules to one content pack;
``State`` is an immutable value. Randomness is never drawn by an engine: chance nodes list
their outcomes and the runner samples them with its own seeded ``random.Random``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

#: ``current_player()`` at a chance node.
CHANCE = -1
#: ``current_player()`` once the game is over.
TERMINAL = -2


class IllegalMove(Exception):
    """A move that ``legal_moves()`` does not list.

    Attributes:
        rule: the rule id that forbids it, e.g. ``"J14"``.
        message: a sentence a player understands.
    """

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        self.message = message
        super().__init__(f"{message} ({rule})")


@dataclass(frozen=True)
class GameSpec:
    """Static facts about a game bound to a pack."""

    game_id: str
    min_players: int
    max_players: int
    has_chance: bool = True
    hidden_information: bool = True
    #: An upper bound on plies in one game, used by the conformance tests.
    max_length: int = 100_000


@dataclass(frozen=True)
class Result:
    """How a finished game ended.

    Attributes:
        winners: seats that won (empty for a stalemate).
        scores: points per seat (games without points give 1 to winners, 0 to others).
        reason: how it ended, e.g. ``"win"``, ``"stalemate"``, ``"round_limit"``,
            ``"supply"``, ``"routes"``, ``"hand_empty"``.
        rounds: completed rounds.
    """

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str
    rounds: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "reason": self.reason,
            "rounds": self.rounds,
        }


@runtime_checkable
class Move(Protocol):
    """A frozen, hashable move with a ``kind`` tag, ``str()`` text and ``to_json()``."""

    kind: str

    def to_json(self) -> dict[str, Any]: ...


@runtime_checkable
class State(Protocol):
    """An immutable game state. ``apply`` returns a new state; ``self`` is unchanged."""

    def current_player(self) -> int: ...
    def legal_moves(self) -> list[Any]: ...
    def chance_outcomes(self) -> list[tuple[Any, float]]: ...
    def apply(self, move: Any) -> State: ...
    def is_terminal(self) -> bool: ...
    def result(self) -> Result: ...
    def observe(self, seat: int) -> Any: ...
    def to_json(self) -> dict[str, Any]: ...
    def check_invariants(self) -> list[str]: ...


@runtime_checkable
class Game(Protocol):
    """Static rules bound to one pack."""

    spec: GameSpec
    pack: Any

    def new_game(self, players: int) -> State: ...
    def move_from_json(self, data: dict[str, Any]) -> Any: ...
    def state_from_json(self, data: dict[str, Any]) -> State: ...


@dataclass
class BotContext:
    """What a bot is given when it is made: its game, seat and own seeded RNG."""

    game: Any
    seat: int
    rng: Any
    options: dict[str, Any] = field(default_factory=dict)
