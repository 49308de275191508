"""What one seat may see of a Journey state (J5: only the draw pile's top is hidden)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.journey.spec import EMPTY, JourneyTables
from core.journey.state import PHASE_NAMES, PLACE, SETUP_PLACE, JourneyState


@dataclass(frozen=True, slots=True)
class JourneyObservation:
    """One seat's view: its own holder, the public discard piles, the draw pile's size.

    Other seats' holders face their owners and are absent. Cards are card indices of
    ``tables``; ``to_json`` gives card ids.

    Attributes:
        seat: whose view this is.
        current_player: the seat to act, CHANCE or TERMINAL.
        phase: the phase name.
        holder: this seat's holder (``EMPTY`` for an empty slot).
        piles: the discard piles, bottom to top (face up, public).
        draw_pile: number of cards in the face-down draw pile.
        hand: the card this seat has drawn and not yet placed, else ``EMPTY``.
        source: where ``hand`` came from (0 the draw pile, k discard pile k).
        first: the first player (-1 until drawn).
        rounds: completed rounds.
        tables: the pack's static tables (public knowledge: the map and the card set).
    """

    seat: int
    current_player: int
    phase: str
    holder: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    draw_pile: int
    hand: int
    source: int
    first: int
    rounds: int
    tables: JourneyTables = field(compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        """The view as JSON data with card ids."""
        ids = self.tables.card_ids

        def card(c: int):
            return None if c == EMPTY else ids[c]

        return {
            "seat": self.seat,
            "current_player": self.current_player,
            "phase": self.phase,
            "holder": [card(c) for c in self.holder],
            "piles": [[ids[c] for c in p] for p in self.piles],
            "draw_pile": self.draw_pile,
            "hand": card(self.hand),
            "source": self.source,
            "first": self.first,
            "rounds": self.rounds,
        }


def observe(state: JourneyState, seat: int) -> JourneyObservation:
    """``seat``'s view of ``state``."""
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} in a {state.players}-player game")
    mine = state.seat == seat and state.phase in (SETUP_PLACE, PLACE)
    return JourneyObservation(
        seat=seat,
        current_player=state.current_player(),
        phase=PHASE_NAMES[state.phase],
        holder=state.holders[seat],
        piles=state.piles,
        draw_pile=len(state.deck),
        hand=state.hand if mine else EMPTY,
        source=state.source if mine else 0,
        first=state.first,
        rounds=state.rounds,
        tables=state.game.tables,
    )
