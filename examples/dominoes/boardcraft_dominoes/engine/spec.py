"""The Dominoes game: the static rules and tile tables bound to one pack."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from boardcraft_dominoes.engine import heat as _heat
from boardcraft_dominoes.engine import rules as _rules
from boardcraft_dominoes.engine.determinize import determinize as _determinize
from boardcraft_dominoes.engine.moves import ENDS, Deal, Pass, Play, move_from_json, move_from_text
from boardcraft_dominoes.engine.state import DominoesState, Phase, state_from_json
from boardcraft_dominoes.tiles import hand_size, tile_set, tile_text
from content.messages import msg
from core.engine import GameSpec, seat_names


class DominoesGame:
    """Block Dominoes bound to a DominoesPack.

    Attributes:
        spec: static facts (game id, player counts, a bound on a game's length).
        pack: the content pack. rules: its ``DominoesRules``.
        tiles: the set, ``(a, b)`` per tile index (D1). tile_texts: ``"a-b"`` per index;
            tile_index: the index of each text.
        fast: kept for the protocol (``make_game(pack, fast=False)``): the rules are plain
            and small, there is no fast path to switch off.
    """

    def __init__(self, pack, fast: bool = True) -> None:
        self.pack = pack
        self.rules = r = pack.rules
        self.fast = fast
        self.tiles = tile_set(pack.tiles.max_pips)
        self.tile_texts = tuple(tile_text(t) for t in self.tiles)
        self.tile_index = {text: i for i, text in enumerate(self.tile_texts)}
        n = len(self.tiles)
        # Plies: the deal (at most every tile), then per tile placed at most one turn of
        # each seat (passes between two tiles), and the round limit's turns.
        self.spec = GameSpec(
            game_id="dominoes",
            min_players=r.min_players,
            max_players=r.max_players,
            max_length=n + min(n * r.max_players, r.max_rounds * r.max_players) + r.max_players,
        )
        # Every move a state can list, built once: legal moves are these very objects.
        self.deal_moves = tuple(Deal(text) for text in self.tile_texts)
        self.play_moves = {(i, end): Play(text, end)
                           for i, text in enumerate(self.tile_texts) for end in ENDS}
        self.pass_move = Pass()
        self._names: dict[str, str] = {}

    def hand_size(self, players: int) -> int:
        """D2: the tiles dealt to each player."""
        return hand_size(self.rules, players)

    def pips(self, tile: str) -> int:
        """The pips of the tile ``"a-b"``."""
        a, b = self.tiles[self.tile_index[tile]]
        return a + b

    # ------------------------------------------------------------ the protocol

    def new_game(self, players: int) -> DominoesState:
        """D1, D2: the state before the deal (``ValueError`` for a player count the pack
        does not allow)."""
        return _rules.new_game(self, players)

    def determinize(self, observation: Any, rng: Any) -> DominoesState:
        """A full state consistent with ``observation``, the tiles that seat cannot see
        shuffled with ``rng`` (``determinize.py``)."""
        return _determinize(self, observation, rng)

    def move_from_json(self, data: Any):
        """The move a ``to_json()`` dict describes; ``IllegalMove("format", …)`` if none."""
        return move_from_json(data)

    def move_from_text(self, text: Any):
        """The move whose ``str()`` is ``text``; ``IllegalMove("format", …)`` if none."""
        return move_from_text(text)

    def state_from_json(self, data: dict[str, Any]) -> DominoesState:
        """The state a ``to_json()`` dict describes; ``ValueError`` if it is malformed or
        breaks an invariant."""
        try:
            state = state_from_json(self, data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise ValueError(f"not a Dominoes state: {e!r}") from None
        problems = state.check_invariants()
        if problems:
            raise ValueError("inconsistent Dominoes state: " + "; ".join(problems))
        return state

    def first_player(self, state: DominoesState) -> int | None:
        """The seat that led (D3); None until the deal is done."""
        return state.leader if state.leader >= 0 else None

    #: Heat counts games (a tile is on the line or not): A/B changes get intervals.
    heat_counts_games = True

    def heat(self, state: DominoesState) -> dict[str, float]:
        """1 per tile placed on the line (``heat.py``)."""
        return _heat.heat(self, state)

    def heat_elements(self, players: int) -> tuple[str, ...]:
        """Every tile of the set (``heat.py``)."""
        return _heat.elements(self, players)

    def heat_name(self, path: str) -> str:
        """The name of the heat element at ``path`` ("tile 3-5")."""
        return _heat.name(self, path)

    # ------------------------------------------------------------ words

    def describe(self, state: DominoesState, move, names: Sequence[str] | None = None) -> str:
        """``move``, played in ``state``, in a player's words ("Anna plays 6-4 on the right
        end"). Public: a tile dealt is never named; the lead is, once it is on the line."""
        seats = seat_names(names, state.players)
        kind = getattr(move, "kind", "")
        if kind == "deal":
            seat = _rules.dealt(state) % state.players
            after = _rules.dealt(state) + 1
            if (state.phase == Phase.DEAL
                    and after == self.hand_size(state.players) * state.players):
                try:
                    led = state.apply(move)
                except Exception:  # noqa: BLE001 - an illegal deal is described plainly
                    led = None
                if led is not None and led.line:
                    return msg("A tile is dealt to {who}; {leader} leads with {tile}",
                               who=seats[seat], leader=seats[led.leader],
                               tile=tile_text(led.line[0]))
            return msg("A tile is dealt to {who}", who=seats[seat])
        who = seats[state.to_move]
        if kind == "play":
            return msg("{who} plays {tile} on the {end} end", who=who, tile=move.tile,
                       end=move.end)
        if kind == "pass":
            return msg("{who} passes", who=who)
        return f"{who}: {move}"
