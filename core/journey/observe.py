"""What one seat may see of a Journey state (J5: only the draw pile is hidden, and each
holder faces its owner)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from content.rules.journey import EMPTY, JourneyConnections
from core.journey.state import HOLDING_PHASES, JourneyState, Phase


@dataclass(frozen=True, slots=True)
class JourneyObservation:
    """One seat's view: its own holder, the public discard piles, the draw pile's size.

    Other seats' holders face their owners and are absent; so is a card another seat has
    drawn and not placed yet. Cards are card indices of ``tables``; ``to_json`` gives ids.

    Attributes:
        seat: whose view this is.
        players: number of seats (public).
        to_move: ``current_player()`` of the state: the seat to act, CHANCE or TERMINAL
            (JSON "current_player" and "to_move").
        phase: the Phase.
        holder: this seat's holder (``EMPTY`` for an empty slot).
        piles: the discard piles, bottom to top (face up, public).
        draw_pile: number of cards in the face-down draw pile.
        hand: the card this seat has drawn and not yet placed, else ``EMPTY``.
        source: where ``hand`` came from (0 the draw pile, k discard pile k).
        first: the first player (-1 until drawn).
        rounds: completed rounds.
        tables: the pack's connections (public knowledge: the map and the card set).
    """

    seat: int
    players: int
    to_move: int
    phase: Phase
    holder: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    draw_pile: int
    hand: int
    source: int
    first: int
    rounds: int
    tables: JourneyConnections = field(compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        """The view as JSON data with card ids."""
        ids = self.tables.card_ids

        def card(c: int):
            return None if c == EMPTY else ids[c]

        return {
            "seat": self.seat,
            "players": self.players,
            "current_player": self.to_move,
            "to_move": self.to_move,
            "phase": self.phase.value,
            "holder": [card(c) for c in self.holder],
            "piles": [[ids[c] for c in p] for p in self.piles],
            "draw_pile": self.draw_pile,
            "hand": card(self.hand),
            "source": self.source,
            "first": self.first,
            "rounds": self.rounds,
        }


def observe(state: JourneyState, seat: int) -> JourneyObservation:
    """``seat``'s view of ``state``.

    Raises:
        ValueError: for a seat outside ``0 … players-1``.
    """
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat!r} in a {state.players}-player game")
    mine = state.to_move == seat and state.phase in HOLDING_PHASES
    return JourneyObservation(
        seat=seat,
        players=state.players,
        to_move=state.current_player(),
        phase=state.phase,
        holder=state.holders[seat],
        piles=state.piles,
        draw_pile=len(state.deck),
        hand=state.hand if mine else EMPTY,
        source=state.source if mine else 0,
        first=state.first,
        rounds=state.rounds,
        tables=state.game.tables,
    )
