"""Journey: build a 10-card journey across Europe (rulebook ``shared/rules/journey.md``).

``make_game(pack)`` binds the rules to a pack; ``check_journey(pack, cards)`` says whether a
row of cards is a complete journey and explains every break.
"""

from __future__ import annotations

from typing import Any

from core.engine import IllegalMove
from core.journey.check import Break, JourneyCheck, check_journey
from core.journey.moves import (
    Deal,
    Discard,
    Draw,
    FirstPlayer,
    JourneyMove,
    PlaceSetup,
    Replace,
    move_from_json,
    move_from_text,
)
from core.journey.observe import JourneyObservation
from core.journey.spec import EMPTY, JourneyTables, tables_for
from core.journey.state import FIRST, OVER, PHASE_NAMES, JourneyState


class JourneyGame:
    """Journey's static rules bound to one pack, with every move object built once.

    Attributes:
        pack: the Journey pack.
        tables: the pack's precomputed connection tables.
        spec: the GameSpec.
    """

    def __init__(self, pack: Any) -> None:
        if getattr(pack, "game", None) != "journey":
            raise ValueError("JourneyGame needs a Journey pack")
        self.pack = pack
        self.tables: JourneyTables = tables_for(pack)
        t = self.tables
        self.spec = t.spec()
        self.first_moves = tuple(FirstPlayer(i) for i in range(t.max_players))
        self.deal_moves = tuple(Deal(cid) for cid in t.card_ids)
        self.place_moves = tuple(PlaceSetup(i + 1) for i in range(t.holder_size))
        self.draw_moves = tuple(Draw(k) for k in range(t.discard_piles + 1))
        self.discard_moves = tuple(Discard(k + 1) for k in range(t.discard_piles))
        self.replace_moves = tuple(
            tuple(Replace(s + 1, k + 1) for k in range(t.discard_piles))
            for s in range(t.holder_size)
        )

    def new_game(self, players: int) -> JourneyState:
        """The state before the first player is drawn (a chance node).

        Raises:
            ValueError: for a player count outside the pack's range, or a deck too small to
                fill every holder.
        """
        t = self.tables
        if not t.min_players <= players <= t.max_players:
            raise ValueError(f"Journey on '{t.pack_id}' takes {t.min_players}-{t.max_players} "
                             f"players, not {players}")
        if t.n_cards < players * t.holder_size:
            raise ValueError(f"{t.n_cards} cards cannot fill {players} holders of "
                             f"{t.holder_size}")
        empty = (EMPTY,) * t.holder_size
        return JourneyState(self, players, FIRST, -1, 0, (empty,) * players,
                            tuple(range(t.n_cards)), ((),) * t.discard_piles, EMPTY, 0, 0, -1,
                            "")

    def move_from_json(self, data: dict[str, Any]) -> JourneyMove:
        """The move a ``move.to_json()`` dict describes (IllegalMove J5 if none)."""
        return move_from_json(data)

    def move_from_text(self, text: str) -> JourneyMove:
        """The move whose text form is ``text`` (IllegalMove J5 if none)."""
        return move_from_text(text)

    def state_from_json(self, data: dict[str, Any]) -> JourneyState:
        """The state a ``state.to_json()`` dict describes.

        Raises:
            ValueError: for data that is not a consistent Journey state of this pack.
        """
        t = self.tables

        def card(c):
            if c is None:
                return EMPTY
            if c not in t.index:
                raise ValueError(f"unknown card {c!r}")
            return t.index[c]

        try:
            if data.get("pack") != t.pack_id:
                raise ValueError(f"state of pack {data.get('pack')!r}, not {t.pack_id!r}")
            state = JourneyState(
                self,
                int(data["players"]),
                PHASE_NAMES.index(data["phase"]),
                int(data["first"]),
                int(data["seat"]),
                tuple(tuple(card(c) for c in h) for h in data["holders"]),
                tuple(sorted(card(c) for c in data["deck"])),
                tuple(tuple(card(c) for c in p) for p in data["piles"]),
                card(data["hand"]),
                int(data["source"]),
                int(data["rounds"]),
                int(data["winner"]),
                str(data["reason"]),
            )
        except (KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"not a Journey state: {e}") from None
        problems = state.check_invariants()
        if problems:
            raise ValueError("inconsistent Journey state: " + "; ".join(problems))
        return state

    def describe(self, move) -> str:
        """The move's text with card ids replaced by what they show ("deal France")."""
        if isinstance(move, Deal) and move.card in self.tables.index:
            return f"deal {self.tables.label[self.tables.index[move.card]]}"
        return str(move)


def make_game(pack: Any, fast: bool = True) -> JourneyGame:
    """Journey bound to ``pack``."""
    return JourneyGame(pack)


__all__ = [
    "EMPTY", "OVER", "Break", "Deal", "Discard", "Draw", "FirstPlayer", "IllegalMove",
    "JourneyCheck", "JourneyGame", "JourneyMove", "JourneyObservation", "JourneyState",
    "PlaceSetup", "Replace", "check_journey", "make_game", "move_from_json", "move_from_text",
]
