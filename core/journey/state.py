"""The Journey state: an immutable value of tuples; ``apply`` returns a new state.

Cards are card indices of the pack's tables (see ``spec.py``); the JSON form uses card ids.
The draw pile is kept as a sorted tuple: every draw from it is a chance move uniform over its
cards, which is the same as drawing the top card of a shuffled pile, and it keeps equal
positions equal.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core.engine import CHANCE, TERMINAL, IllegalMove, Result
from core.journey.spec import EMPTY

if TYPE_CHECKING:
    from core.journey import JourneyGame

# Phases: who acts and which moves are legal.
FIRST = 0        # chance: the first player (J4)
SETUP_DEAL = 1   # chance: the next setup card (J2)
SETUP_PLACE = 2  # decision: put it into an empty slot (J2)
TURN_UP = 3      # chance: the card turned face up onto the next empty discard pile (J3)
DRAW = 4         # decision: draw pile or a discard pile (J5)
DRAW_DEAL = 5    # chance: the card drawn from the draw pile (J5, J9)
PLACE = 6        # decision: replace a slot or discard the drawn card (J6, J8)
OVER = 7         # the game has ended (J10, J20)

PHASE_NAMES = ("first_player", "setup_deal", "setup_place", "turn_up", "draw", "draw_deal",
               "place", "over")
_CHANCE_PHASES = (FIRST, SETUP_DEAL, TURN_UP, DRAW_DEAL)


@dataclass(frozen=True, slots=True)
class JourneyState:
    """One position of a Journey game. Equal by value; ``apply`` never mutates.

    Attributes:
        game: the Game (static rules and pack tables); not part of equality.
        players: number of seats.
        phase: one of the phase constants of this module.
        first: the seat that plays first (-1 until drawn).
        seat: the seat to act (setup placer or turn player).
        holders: per seat, a tuple of card indices (``EMPTY`` for an empty slot).
        deck: the face-down draw pile, as a sorted tuple of card indices.
        piles: the discard piles, each a tuple from bottom to top.
        hand: the card just drawn and not yet placed (``EMPTY`` if none).
        source: where ``hand`` came from: 0 the draw pile, k >= 1 discard pile k.
        rounds: completed rounds (a round ends when play returns to ``first``).
        winner: the winning seat, -1 if none (yet).
        reason: how the game ended ("win", "stalemate") or "".
    """

    game: JourneyGame = field(compare=False, repr=False)
    players: int
    phase: int
    first: int
    seat: int
    holders: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    hand: int
    source: int
    rounds: int
    winner: int
    reason: str

    def __deepcopy__(self, memo: dict) -> JourneyState:
        # Every field is immutable; the game is static and shared, never copied.
        return JourneyState(self.game, self.players, self.phase, self.first, self.seat,
                            self.holders, self.deck, self.piles, self.hand, self.source,
                            self.rounds, self.winner, self.reason)

    def __copy__(self) -> JourneyState:
        return self.__deepcopy__({})

    # -- the protocol ----------------------------------------------------------------------

    def current_player(self) -> int:
        """The seat to act, ``CHANCE`` at a chance node, or ``TERMINAL``."""
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase in _CHANCE_PHASES:
            return CHANCE
        return self.seat

    def is_terminal(self) -> bool:
        """True once the game has ended."""
        return self.phase == OVER

    def is_chance_node(self) -> bool:
        """True when the next move is drawn by the runner from ``chance_outcomes()``."""
        return self.phase in _CHANCE_PHASES

    def legal_moves(self) -> list:
        """The legal moves in a fixed order; at a chance node, the chance outcomes' moves."""
        return _rules.legal_moves(self)

    def chance_outcomes(self) -> list:
        """``[(move, probability)]`` at a chance node (probabilities sum to 1), else ``[]``."""
        return _rules.chance_outcomes(self)

    def apply(self, move) -> JourneyState:
        """The state after ``move``; returns a new state, ``self`` is unchanged.

        Raises:
            IllegalMove: when ``move`` is not legal here, with the rule that forbids it.
        """
        return _rules.apply(self, move)

    def result(self) -> Result:
        """Winners, scores and how the game ended (J10, J20)."""
        if self.phase != OVER:
            raise IllegalMove("J10", "the game is not over yet")
        winners = (self.winner,) if self.winner >= 0 else ()
        scores = tuple(1.0 if s == self.winner else 0.0 for s in range(self.players))
        return Result(winners=winners, scores=scores, reason=self.reason, rounds=self.rounds)

    def observe(self, seat: int):
        """What ``seat`` may see: its own holder, the discard piles, the draw pile's size."""
        from core.journey.observe import observe

        return observe(self, seat)

    def check_journey(self, seat: int):
        """The journey check of ``seat``'s holder (J11-J19)."""
        from core.journey.check import check_indices

        return check_indices(self.game.tables, self.holders[seat])

    # -- JSON --------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The state as plain JSON data (card ids, phase names)."""
        ids = self.game.tables.card_ids

        def card(c: int):
            return None if c == EMPTY else ids[c]

        return {
            "game": "journey",
            "pack": self.game.tables.pack_id,
            "players": self.players,
            "phase": PHASE_NAMES[self.phase],
            "first": self.first,
            "seat": self.seat,
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
        """Broken invariants as sentences (empty when all hold): every card in exactly one place."""
        t = self.game.tables
        problems: list[str] = []
        places = [c for h in self.holders for c in h if c != EMPTY]
        places += list(self.deck)
        places += [c for p in self.piles for c in p]
        if self.hand != EMPTY:
            places.append(self.hand)
        counts = Counter(places)
        for c in range(t.n_cards):
            if counts.get(c, 0) != 1:
                problems.append(f"card {t.card_ids[c]} is in {counts.get(c, 0)} places")
        for c in counts:
            if not 0 <= c < t.n_cards:
                problems.append(f"unknown card index {c}")
        if list(self.deck) != sorted(self.deck):
            problems.append("the draw pile is not kept sorted")
        if len(self.holders) != self.players or any(
            len(h) != t.holder_size for h in self.holders
        ):
            problems.append("holders do not match players and holder size")
        if len(self.piles) != t.discard_piles:
            problems.append("wrong number of discard piles")
        holding = self.phase in (SETUP_PLACE, PLACE)
        if holding != (self.hand != EMPTY):
            problems.append(f"phase {PHASE_NAMES[self.phase]} with hand {self.hand}")
        if self.phase >= DRAW and any(EMPTY in h for h in self.holders):
            problems.append("a holder has an empty slot after setup")
        if self.phase == OVER and self.reason not in ("win", "stalemate"):
            problems.append(f"game over with reason {self.reason!r}")
        if (self.winner >= 0) != (self.reason == "win"):
            problems.append("winner and reason disagree")
        if self.reason == "win" and not t.is_journey(self.holders[self.winner]):
            problems.append("the winner's holder is not a complete journey")
        return problems


from core.journey import rules as _rules  # noqa: E402  (rules builds JourneyState values)
