"""The Journey state: an immutable value of tuples; ``apply`` returns a new state.

Cards are card indices of the pack's connections (``content.rules.journey``); the JSON form
uses card ids. The draw pile is kept as a sorted tuple: every draw from it is a chance move
uniform over its cards, which is the same as drawing the top card of a shuffled pile, and it
keeps equal positions equal. For the same reason a J9 reshuffle needs no chance move: the
new draw pile is the sorted set of the cards that were under the discard tops.

The rules apply a move to a :class:`Draft`, a mutable copy of a state's fields, and freeze
it into the next state; no one but the rules ever sees a draft.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from content.rules.journey import EMPTY
from core.engine import CHANCE, TERMINAL, Result

if TYPE_CHECKING:
    from core.journey.observe import JourneyObservation
    from core.journey.spec import JourneyGame


class Phase(enum.StrEnum):
    """Who acts next and which moves are legal. Each phase equals its name (``"draw"``)."""

    FIRST_PLAYER = "first_player"  # chance: the first player (J4)
    SETUP_DEAL = "setup_deal"      # chance: the next setup card (J2)
    SETUP_PLACE = "setup_place"    # decision: put it into an empty slot (J2)
    TURN_UP = "turn_up"            # chance: the card turned up onto the next empty pile (J3)
    DRAW = "draw"                  # decision: the draw pile or a discard pile (J5)
    DRAW_DEAL = "draw_deal"        # chance: the card drawn from the draw pile (J5)
    PLACE = "place"                # decision: replace a slot or discard the card (J6, J8)
    OVER = "over"                  # the game has ended (J10, J20)


#: Phases in which the seat to move holds a card it has not placed yet (``hand``).
HOLDING_PHASES = frozenset({Phase.SETUP_PLACE, Phase.PLACE})
#: Phases of the game proper, after setup: every holder is full.
TURN_PHASES = frozenset({Phase.DRAW, Phase.DRAW_DEAL, Phase.PLACE, Phase.OVER})
#: How a game ends (``reason``): a complete journey (J10, J20), or no winner (J10 ruling).
WIN, STALEMATE = "win", "stalemate"

# Module aliases of the phases ``current_player`` tests on every ply (a plain global is
# cheaper to read than an enum class attribute).
_DRAW, _PLACE, _SETUP_PLACE, _OVER = Phase.DRAW, Phase.PLACE, Phase.SETUP_PLACE, Phase.OVER


@dataclass(frozen=True, slots=True)
class JourneyState:
    """One position of a Journey game. Equal by value; ``apply`` never mutates.

    Attributes:
        game: the Game (static rules and the pack's connections); not part of equality.
        players: number of seats.
        phase: the Phase.
        first: the seat that plays first (-1 until drawn).
        to_move: the seat to act, or whose turn it is during a chance step (JSON "seat").
        holders: per seat, a tuple of card indices (``EMPTY`` for an empty slot).
        deck: the face-down draw pile, as a sorted tuple of card indices.
        piles: the discard piles, each a tuple from bottom to top.
        hand: the card just drawn and not yet placed (``EMPTY`` if none).
        source: where ``hand`` came from: 0 the draw pile, k >= 1 discard pile k.
        rounds: completed rounds (a round ends when play returns to ``first``).
        winner: the winning seat, -1 if none (yet).
        reason: how the game ended (``"win"``, ``"stalemate"``), or ``""``.
    """

    game: JourneyGame = field(compare=False, repr=False)
    players: int
    phase: Phase
    first: int
    to_move: int
    holders: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    hand: int = EMPTY
    source: int = 0
    rounds: int = 0
    winner: int = -1
    reason: str = ""

    def __deepcopy__(self, memo: dict) -> JourneyState:
        # Every field is immutable and the game is static and shared: a new state with the
        # same fields is a full copy.
        return replace(self)

    def __copy__(self) -> JourneyState:
        return replace(self)

    # -- the protocol ----------------------------------------------------------------------

    def current_player(self) -> int:
        """The seat to act, ``CHANCE`` at a chance node (first player, setup deal, turn-up,
        draw deal), or ``TERMINAL``."""
        phase = self.phase
        if phase is _DRAW or phase is _PLACE or phase is _SETUP_PLACE:
            return self.to_move
        return TERMINAL if phase is _OVER else CHANCE

    def is_terminal(self) -> bool:
        """True once the game has ended."""
        return self.phase is _OVER

    def legal_moves(self) -> list:
        """The legal moves in a fixed order; at a chance node, the chance outcomes' moves."""
        return self.game.rules.legal_moves(self)

    def chance_outcomes(self) -> list:
        """``[(move, probability)]`` at a chance node (probabilities sum to 1), else ``[]``."""
        return self.game.rules.chance_outcomes(self)

    def apply(self, move) -> JourneyState:
        """The state after ``move``; returns a new state, ``self`` is unchanged.

        Raises:
            IllegalMove: when ``move`` is not legal here, with the rule that forbids it.
        """
        return self.game.rules.apply(self, move)

    def result(self) -> Result:
        """Winners, scores and how the game ended (J10, J20).

        Raises:
            ValueError: before the end of the game.
        """
        if self.phase is not _OVER:
            raise ValueError("the game is not over yet")
        winners = (self.winner,) if self.winner >= 0 else ()
        scores = tuple(1.0 if s == self.winner else 0.0 for s in range(self.players))
        return Result(winners=winners, scores=scores, reason=self.reason, rounds=self.rounds,
                      breakdown=self._breakdown())

    def _breakdown(self) -> tuple[tuple[tuple[str, float], ...], ...]:
        """The winner's journey link by link (slot i → slot i+1, no points: J20 has none),
        then the win itself (1); nothing for the others (J10, J20)."""
        parts: list[tuple[tuple[str, float], ...]] = [() for _ in range(self.players)]
        if self.winner >= 0:
            from content.messages import msg

            name = self.game.card_name
            holder = self.holders[self.winner]
            links = tuple(
                (msg("{a} → {b}", a=name(holder[i]), b=name(holder[i + 1])), 0.0)
                for i in range(len(holder) - 1))
            parts[self.winner] = links + ((msg("A complete journey"), 1.0),)
        return tuple(parts)

    def observe(self, seat: int) -> JourneyObservation:
        """What ``seat`` may see: its own holder, the discard piles, the draw pile's size.

        Raises:
            ValueError: for a seat outside ``0 … players-1``.
        """
        from core.journey.observe import observe

        return observe(self, seat)

    def check_journey(self, seat: int):
        """The journey check of ``seat``'s holder (J11-J19)."""
        from core.journey.check import check_indices

        return check_indices(self.game.tables, self.holders[seat])

    # -- JSON --------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The state as plain JSON data (card ids, phase names)."""
        tables = self.game.tables
        ids = tables.card_ids

        def card(c: int):
            return None if c == EMPTY else ids[c]

        return {
            "game": "journey",
            "pack": self.game.pack.id,
            "players": self.players,
            "phase": self.phase.value,
            "first": self.first,
            "seat": self.to_move,
            "to_move": self.to_move,
            "holders": [[card(c) for c in h] for h in self.holders],
            "deck": [ids[c] for c in self.deck],
            "piles": [[ids[c] for c in p] for p in self.piles],
            "hand": card(self.hand),
            "source": self.source,
            "rounds": self.rounds,
            "winner": self.winner,
            "reason": self.reason,
        }

    # -- invariants ---------------------------------------------------------------------------

    def check_invariants(self) -> list[str]:
        """Broken invariants as sentences (empty when all hold): every card in exactly one
        place, the phase's hand and holders, the seats, J9's refilled draw pile, the result."""
        game = self.game
        t = game.tables
        problems: list[str] = []
        if not isinstance(self.phase, Phase):
            return [f"phase {self.phase!r} is not a Journey phase"]
        places = [c for h in self.holders for c in h if c != EMPTY]
        places += list(self.deck)
        places += [c for p in self.piles for c in p]
        if self.hand != EMPTY:
            places.append(self.hand)
        counts = Counter(places)
        for c in range(t.n_cards):
            if counts.get(c, 0) != 1:
                problems.append(f"card {t.card_ids[c]} is in {counts.get(c, 0)} places")
        problems += [f"unknown card index {c}" for c in counts if not 0 <= c < t.n_cards]
        if list(self.deck) != sorted(self.deck):
            problems.append("the draw pile is not kept sorted")
        if len(self.holders) != self.players or any(
            len(h) != game.holder_size for h in self.holders
        ):
            problems.append("holders do not match players and holder size")
        if len(self.piles) != game.discard_piles:
            problems.append("wrong number of discard piles")
        if not 0 <= self.to_move < self.players:
            problems.append(f"seat {self.to_move} to move in a {self.players}-player game")
        chosen = self.phase is not Phase.FIRST_PLAYER
        if chosen != (0 <= self.first < self.players) or (not chosen and self.first != -1):
            problems.append(f"first player {self.first} in phase {self.phase}")
        holding = self.phase in HOLDING_PHASES
        if holding != (self.hand != EMPTY):
            problems.append(f"phase {self.phase} with hand {self.hand}")
        if not (0 <= self.source <= game.discard_piles) or (self.source and not holding):
            problems.append(f"source {self.source} in phase {self.phase}")
        if self.phase in TURN_PHASES and any(EMPTY in h for h in self.holders):
            problems.append("a holder has an empty slot after setup")
        if (self.phase in (Phase.DRAW, Phase.DRAW_DEAL, Phase.PLACE) and not self.deck
                and any(len(p) > 1 for p in self.piles)):
            problems.append("the draw pile is empty with cards under the discard tops (J9)")
        if self.phase is Phase.DRAW_DEAL and not self.deck:
            problems.append("a card is being drawn from an empty draw pile")
        if (self.phase is Phase.OVER) != (self.reason in (WIN, STALEMATE)):
            problems.append(f"phase {self.phase} with reason {self.reason!r}")
        if (self.winner >= 0) != (self.reason == WIN):
            problems.append("winner and reason disagree")
        if self.reason == WIN and not (
            0 <= self.winner < self.players and t.is_journey(self.holders[self.winner])
        ):
            problems.append("the winner's holder is not a complete journey")
        if not 0 <= self.rounds <= game.max_rounds:
            problems.append(f"{self.rounds} rounds in a game of at most {game.max_rounds}")
        return problems


class Draft:
    """A mutable working copy of a state's fields (the same names), which the rules change
    while they apply one move; :meth:`freeze` then makes the next :class:`JourneyState`.

    A draft has the state's very slots, so a finished draft can also *become* that state
    (``core.journey.fast``: ``draft.__class__ = JourneyState``, no constructor run). Nobody
    but the rules ever sees a state half-way through a move.
    """

    __slots__ = JourneyState.__slots__

    def __init__(self, s: JourneyState) -> None:
        self.game = s.game
        self.players = s.players
        self.phase = s.phase
        self.first = s.first
        self.to_move = s.to_move
        self.holders = s.holders
        self.deck = s.deck
        self.piles = s.piles
        self.hand = s.hand
        self.source = s.source
        self.rounds = s.rounds
        self.winner = s.winner
        self.reason = s.reason

    def freeze(self) -> JourneyState:
        """The new state holding the draft's fields, made by the State's own constructor."""
        return JourneyState(self.game, self.players, self.phase, self.first, self.to_move,
                            self.holders, self.deck, self.piles, self.hand, self.source,
                            self.rounds, self.winner, self.reason)
