"""The protocol every game engine follows (after OpenSpiel's State API).

A game is a state machine of small steps. ``Game`` binds the static rules to one content pack;
``State`` is an immutable value. Randomness is never drawn by an engine: chance nodes list
their outcomes and the runner samples them with its own seeded ``random.Random``.

Every game has the same anatomy (``core/<game>/``: ``spec.py`` the Game, ``state.py`` the
frozen State and its phase ``StrEnum``, ``moves.py`` the moves and their one parser,
``rules.py`` legal moves / apply / chance outcomes, ``observe.py`` the Observation) and the
same names: ``players`` (seat count), ``to_move`` (the seat to act), ``phase``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from content.messages import message_id

#: ``current_player()`` at a chance node.
CHANCE = -1
#: ``current_player()`` once the game is over.
TERMINAL = -2


class IllegalMove(Exception):
    """A move that ``legal_moves()`` does not list, or text/JSON that is no move at all.

    Attributes:
        rule: the rule id that forbids it, e.g. ``"J14"``; ``"format"`` for a move that
            ``move_from_json`` / ``move_from_text`` cannot read.
        message: a sentence a player understands (English).
        msgid: the message id of ``message``, its English template (``""`` if it has none);
            the studio translates it (see ``content.messages``).
        msgargs: the template's arguments.
    """

    def __init__(self, rule: str, message: str, msgid: str | None = None,
                 msgargs: dict[str, Any] | None = None) -> None:
        self.rule = rule
        self.message = message
        own_id, own_args = message_id(message)
        self.msgid = own_id if msgid is None else msgid
        self.msgargs = own_args if msgargs is None else dict(msgargs)
        super().__init__(f"{message} ({rule})")

    def __reduce__(self):
        return (IllegalMove, (self.rule, self.message, self.msgid, self.msgargs))


#: The rule id of a move that cannot be read at all.
FORMAT = "format"


@dataclass(frozen=True)
class GameSpec:
    """Static facts about a game bound to a pack.

    Attributes:
        game_id: the game's registry id ("journey", "trails", "expedition").
        min_players, max_players: the seat counts ``new_game`` accepts.
        max_length: an upper bound on the plies of one game (chance moves included).
    """

    game_id: str
    min_players: int
    max_players: int
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
        breakdown: per seat, the score's parts as ``(label, points)`` pairs whose points sum
            to that seat's score (labels are ``msg`` sentences with the pack's names; ``()``
            for a game that gives none). Not part of ``to_json`` (records written before it
            replay unchanged) nor of equality.
    """

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str
    rounds: int = 0
    breakdown: tuple[tuple[tuple[str, float], ...], ...] = field(default=(), compare=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "reason": self.reason,
            "rounds": self.rounds,
        }


def seat_names(names: Sequence[str] | None, players: int) -> list[str]:
    """The names ``describe`` uses for the seats: ``names`` where given, else "Seat 1"…"""
    given = list(names or ())
    return [given[i] if i < len(given) and given[i] else f"Seat {i + 1}"
            for i in range(players)]


@runtime_checkable
class Move(Protocol):
    """A frozen, hashable move with a ``kind`` tag, ``str()`` text and ``to_json()``.

    ``game.move_from_text(str(move)) == move`` and
    ``game.move_from_json(move.to_json()) == move`` for every move.
    """

    kind: str

    def to_json(self) -> dict[str, Any]: ...


@runtime_checkable
class Observation(Protocol):
    """What one seat may see: a frozen dataclass holding no other seat's hidden cards and no
    deck order. ``to_move`` is ``current_player()`` of the state it was taken from."""

    seat: int
    to_move: int
    phase: str

    def to_json(self) -> dict[str, Any]: ...


@runtime_checkable
class State(Protocol):
    """An immutable game state. ``apply`` returns a new state; ``self`` is unchanged.

    Fields every game has: ``players`` (seat count), ``to_move`` (the seat to act, or the
    seat whose turn it is during a chance step), ``phase`` (a member of the game's phase
    ``StrEnum``, equal to its name).
    """

    players: int
    phase: str

    def current_player(self) -> int: ...
    def legal_moves(self) -> list[Any]: ...
    def chance_outcomes(self) -> list[tuple[Any, float]]: ...
    def apply(self, move: Any) -> State: ...
    def is_terminal(self) -> bool: ...
    def result(self) -> Result: ...  # ValueError before the end
    def observe(self, seat: int) -> Observation: ...  # ValueError outside 0…players-1
    def to_json(self) -> dict[str, Any]: ...
    def check_invariants(self) -> list[str]: ...


@runtime_checkable
class Game(Protocol):
    """The static rules of one game bound to one pack: what the simulator, the bots (MCTS
    included), the playtest and the balance lab call, and nothing else.

    A game's engine module has ``make_game(pack, *, fast=True) -> Game``; ``fast=False`` gives
    the same game with its optional fast path switched off (the conformance suite compares the
    two). Every registered game is checked against this protocol (``GAME_METHODS``).
    """

    spec: GameSpec
    pack: Any

    def new_game(self, players: int) -> State: ...
    def move_from_json(self, data: Any) -> Any: ...  # IllegalMove("format") if unreadable
    def move_from_text(self, text: str) -> Any: ...  # IllegalMove("format") if unreadable
    def state_from_json(self, data: dict[str, Any]) -> State: ...
    # ``move`` (played in ``state``) in a player's words, with the pack's names and the seats'
    # ``names`` ("Anna takes Portugal from discard pile 2"). Public: it never names a card
    # that some seat may not see ("Anna draws a card").
    def describe(self, state: State, move: Any, names: Sequence[str] | None = None) -> str: ...
    def first_player(self, state: State) -> int | None: ...  # None until it is known
    # What a seat cannot see, drawn with ``rng`` so that it fits ``observation`` (for bots
    # that search: MCTS plays from ``observe`` only).
    def determinize(self, observation: Observation, rng: Any) -> State: ...
    # Heat by JSON path of a finished game (the same paths as ``Problem.where``).
    def heat(self, state: State) -> dict[str, float]: ...
    # Every JSON path that can take heat with ``players`` seats (never-used ones are listed).
    def heat_elements(self, players: int) -> tuple[str, ...]: ...
    # A person's name for the heat element at ``path``.
    def heat_name(self, path: str) -> str: ...


#: The methods every Game has (the conformance suite checks each registered game for them).
GAME_METHODS: tuple[str, ...] = (
    "new_game", "move_from_json", "move_from_text", "state_from_json", "describe",
    "first_player", "determinize", "heat", "heat_elements", "heat_name",
)
