"""What one seat may see of an Expedition state (hidden information removed)."""

from __future__ import annotations

from typing import Any, NamedTuple

from core.expedition.board import bits
from core.expedition.rules import PHASE_NAMES


class Observation(NamedTuple):
    """A seat's view: its own hand; the other hands' sizes and every laid-down card; tokens,
    arrows, tickets and the market; the deck's size but never its order or content; the
    cards of a ticket swap only for the seat swapping.

    Sets of cards, paths and nodes are bit masks over the game's board indices (see
    ``core.expedition.board.Board``); the ``*_ids`` helpers turn them into content ids.
    ``game`` is the bound game (public, static rules and board).
    """

    game: Any
    seat: int
    players: int
    phase: int
    current_player: int
    turn: int
    rounds: int
    hand_mask: int
    hand_sizes: tuple[int, ...]
    laid_masks: tuple[int, ...]
    market_mask: int
    deck_size: int
    offer_cards: tuple[int, ...]
    offer_size: int
    tickets: tuple[int, ...]
    tickets_used: int
    placed: tuple[int, ...]
    recovered: tuple[int, ...]
    token_nodes: tuple[tuple[int, int], ...]
    heads: tuple[int, ...]
    supply: tuple[int, ...]
    trails: tuple[tuple[tuple[int, int, int], ...], ...]
    used: tuple[int, ...]
    visited: tuple[int, ...]
    owed: tuple[int, ...]
    final_round: bool
    reason: str

    def hand_ids(self) -> list[str]:
        """Card ids in this seat's hand."""
        ids = self.game.board.card_ids
        return [ids[c] for c in bits(self.hand_mask)]

    def laid_ids(self, seat: int) -> list[str]:
        """Card ids ``seat`` has laid down (reached)."""
        ids = self.game.board.card_ids
        return [ids[c] for c in bits(self.laid_masks[seat])]

    def market_ids(self) -> list[str]:
        """Card ids in the market."""
        ids = self.game.board.card_ids
        return [ids[c] for c in bits(self.market_mask)]

    def to_json(self) -> dict[str, Any]:
        """The observation with content ids."""
        b = self.game.board
        nodes = b.node_ids
        return {
            "seat": self.seat,
            "players": self.players,
            "phase": PHASE_NAMES[self.phase],
            "current_player": self.current_player,
            "turn": self.turn,
            "rounds": self.rounds,
            "hand": self.hand_ids(),
            "hand_sizes": list(self.hand_sizes),
            "laid": [self.laid_ids(s) for s in range(self.players)],
            "market": self.market_ids(),
            "deck_size": self.deck_size,
            "offer": [b.card_ids[c] for c in self.offer_cards],
            "offer_size": self.offer_size,
            "tickets": list(self.tickets),
            "tickets_used": self.tickets_used,
            "placed": list(self.placed),
            "recovered": list(self.recovered),
            "tokens": [[nodes[n], owner] for n, owner in self.token_nodes],
            "expeditions": {
                b.colour_ids[c]: {
                    "head": nodes[self.heads[c]] if self.heads[c] >= 0 else None,
                    "supply": self.supply[c],
                    "arrows": [[p, nodes[a], nodes[t]] for p, a, t in self.trails[c]],
                }
                for c in range(len(self.supply))
            },
            "final_round": self.final_round,
        }
