"""The Journey Game: the rules bound to one pack, its moves, its JSON and its words.

The pack's connection facts (J11–J17) come from ``content.rules.journey``, the one
implementation the lint shares; this module adds the rule parameters, every move built once,
the parsers and ``describe``. Building a game is linear in the pack's size.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from content.messages import msg
from content.rules.journey import COUNTRY, EMPTY, SHIP, JourneyConnections, connections_for
from core.engine import GameSpec, seat_names
from core.journey import fast as _fast
from core.journey import heat as _heat
from core.journey import rules
from core.journey.determinize import determinize as _determinize
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
from core.journey.state import WIN, JourneyState, Phase


class MoveTable:
    """Every move of one game, built once: moves are values, so states share them.

    Attributes:
        first_player: ``first_player[seat]``.
        deal: the Deal move per card index.
        place_setup: ``place_setup[slot]`` (slots from 1).
        draw: ``draw[pile]`` (0 the draw pile, discard piles from 1).
        discard: ``discard[pile]`` (from 1).
        replace: ``replace[slot, pile]`` (both from 1).
    """

    def __init__(self, game: JourneyGame) -> None:
        self._slots = slots = range(1, game.holder_size + 1)
        piles = range(1, game.discard_piles + 1)
        self.first_player = tuple(FirstPlayer(seat) for seat in range(game.spec.max_players))
        self.deal = tuple(Deal(card_id) for card_id in game.tables.card_ids)
        self.place_setup = {slot: PlaceSetup(slot) for slot in slots}
        self.draw = {pile: Draw(pile) for pile in range(game.discard_piles + 1)}
        self.discard = {pile: Discard(pile) for pile in piles}
        self.replace = {(slot, pile): Replace(slot, pile) for slot in slots for pile in piles}
        self._draws: dict[tuple[int, ...], tuple[JourneyMove, ...]] = {}
        self._placements: dict[tuple[int, ...], tuple[JourneyMove, ...]] = {}

    def draws(self, sources: tuple[int, ...]) -> tuple[JourneyMove, ...]:
        """The Draw move from each of ``sources`` (0 the draw pile, k discard pile k), in
        that order; built once for each ``sources``."""
        moves = self._draws.get(sources)
        if moves is None:
            moves = self._draws[sources] = tuple(self.draw[k] for k in sources)
        return moves

    def placements(self, piles: tuple[int, ...]) -> tuple[JourneyMove, ...]:
        """Discard onto each of ``piles``, then for each slot, put the card there and
        discard the replaced card onto each of ``piles``; built once for each ``piles``."""
        moves = self._placements.get(piles)
        if moves is None:
            moves = self._placements[piles] = (
                tuple(self.discard[k] for k in piles)
                + tuple(self.replace[slot, k] for slot in self._slots for k in piles))
        return moves


class JourneyGame:
    """Journey's static rules bound to one pack.

    Attributes:
        pack: the Journey pack.
        tables: the pack's connections (``content.rules.journey.JourneyConnections``).
        holder_size, discard_piles, max_rounds: the pack's rule parameters (J1, J3, J10).
        pile_numbers: every discard pile's number, ``(1, …, discard_piles)``.
        spec: the GameSpec.
        moves: every move, built once (``MoveTable``).
        rules: the ``Ruleset`` that ``JourneyState`` runs: the rules with the fast path's
            way to the next state (``fast.FAST``), or the plain rules (``rules.PLAIN``).
    """

    #: Heat counts games (an element is in a game's winning journey or not): an A/B change
    #: of heat is a change of a share, with Newcombe's interval (``core.sim.compare``).
    heat_counts_games = True

    def __init__(self, pack: Any, fast: bool = True) -> None:
        if getattr(pack, "game", None) != "journey":
            raise ValueError("JourneyGame needs a Journey pack")
        self.pack = pack
        self.tables: JourneyConnections = connections_for(pack)
        r = pack.rules
        self.holder_size: int = r.holder_size
        self.discard_piles: int = r.discard_piles
        self.max_rounds: int = r.max_rounds
        self.pile_numbers: tuple[int, ...] = tuple(range(1, r.discard_piles + 1))
        setup = 1 + 2 * r.max_players * r.holder_size + r.discard_piles
        self.spec = GameSpec(
            game_id="journey",
            min_players=r.min_players,
            max_players=r.max_players,
            max_length=setup + 3 * r.max_players * r.max_rounds + 1,  # at most 3 plies a turn
        )
        self.moves = MoveTable(self)
        self.rules = _fast.FAST if fast else rules.PLAIN

    def new_game(self, players: int) -> JourneyState:
        """The state before the first player is drawn (a chance node).

        Raises:
            ValueError: for a player count outside the pack's range, or a deck too small to
                fill every holder.
        """
        spec = self.spec
        if not spec.min_players <= players <= spec.max_players:
            raise ValueError(f"Journey on '{self.pack.id}' takes {spec.min_players}-"
                             f"{spec.max_players} players, not {players}")
        n_cards = self.tables.n_cards
        if n_cards < players * self.holder_size:
            raise ValueError(f"{n_cards} cards cannot fill {players} holders of "
                             f"{self.holder_size}")
        return JourneyState(
            game=self,
            players=players,
            phase=Phase.FIRST_PLAYER,
            first=-1,
            to_move=0,
            holders=((EMPTY,) * self.holder_size,) * players,
            deck=tuple(range(n_cards)),
            piles=((),) * self.discard_piles,
        )

    def determinize(self, observation: Any, rng: Any) -> JourneyState:
        """A full state consistent with ``observation``, the cards that seat cannot see
        drawn with ``rng`` (``core.journey.determinize``); for bots that search.

        Raises:
            ValueError: for an observation no state of this pack could give.
        """
        return _determinize(self, observation, rng)

    def move_from_json(self, data: Any) -> JourneyMove:
        """The move a ``move.to_json()`` dict describes (``IllegalMove("format")`` if none)."""
        return move_from_json(data)

    def move_from_text(self, text: str) -> JourneyMove:
        """The move whose text form is ``text`` (``IllegalMove("format")`` if none)."""
        return move_from_text(text)

    def state_from_json(self, data: dict[str, Any]) -> JourneyState:
        """The state a ``state.to_json()`` dict describes (the seat to move under "to_move"
        or its older key "seat").

        Raises:
            ValueError: for data that is not a consistent Journey state of this pack.
        """
        index = self.tables.index

        def card(c):
            if c is None:
                return EMPTY
            if not isinstance(c, str) or c not in index:
                raise ValueError(f"unknown card {c!r}")
            return index[c]

        def number(key: str) -> int:
            value = data[key]
            if type(value) is not int:
                raise ValueError(f"{key!r} must be a whole number, not {value!r}")
            return value

        if not isinstance(data, dict):
            raise ValueError("a Journey state is a JSON object")
        try:
            if data.get("pack") != self.pack.id:
                raise ValueError(f"state of pack {data.get('pack')!r}, not {self.pack.id!r}")
            seats = {data[k] for k in ("to_move", "seat") if k in data}
            if len(seats) != 1:
                raise ValueError("the seat to move is missing or given twice differently")
            state = JourneyState(
                game=self,
                players=number("players"),
                phase=Phase(data["phase"]),
                first=number("first"),
                to_move=number("to_move" if "to_move" in data else "seat"),
                holders=tuple(tuple(card(c) for c in h) for h in data["holders"]),
                deck=tuple(sorted(card(c) for c in data["deck"])),
                piles=tuple(tuple(card(c) for c in p) for p in data["piles"]),
                hand=card(data["hand"]),
                source=number("source"),
                rounds=number("rounds"),
                winner=number("winner"),
                reason=str(data["reason"]),
            )
        except (KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"not a Journey state: {e!r}") from None
        problems = state.check_invariants()
        if problems:
            raise ValueError("inconsistent Journey state: " + "; ".join(problems))
        return state

    # -- simulation: who began, heat ----------------------------------------------------------

    def first_player(self, state: JourneyState) -> int | None:
        """The seat drawn to play first (J4), or None before it is drawn."""
        return state.first if state.first >= 0 else None

    def heat(self, state: JourneyState) -> dict[str, float]:
        """The game's heat by JSON path: the winning journey's cards, countries and seas
        (``core.journey.heat``)."""
        return _heat.heat(self, state)

    def heat_elements(self, players: int) -> tuple[str, ...]:
        """Every JSON path that can take heat (``core.journey.heat.elements``)."""
        return _heat.elements(self, players)

    def heat_name(self, path: str) -> str:
        """The name of the heat element at ``path`` (``core.journey.heat.name``)."""
        return _heat.name(self, path)

    # -- words ---------------------------------------------------------------------------------

    def card_name(self, card: int) -> str:
        """How a log names a card: "Portugal", "a Baltic Sea ship", "an orange plane"."""
        t = self.tables
        ref = t.ref[card]
        if t.kind[card] == COUNTRY:
            return t.country_name.get(ref, ref)
        if t.kind[card] == SHIP:
            sea = t.sea_name.get(ref, ref)
            if _article(sea) == "an":
                return msg("an {sea} ship", sea=sea)
            return msg("a {sea} ship", sea=sea)
        colour = t.colour_name.get(ref, ref).lower()
        if _article(colour) == "an":
            return msg("an {colour} plane", colour=colour)
        return msg("a {colour} plane", colour=colour)

    def describe(self, state: JourneyState, move: Any,
                 names: Sequence[str] | None = None) -> str:
        """``move``, played in ``state``, in a player's words, with the pack's names and the
        seats' ``names`` (default "Seat 1"…): "Anna takes Portugal from discard pile 2".

        Public: it never names a card that some seat may not see. A card dealt into a
        holder or drawn from the draw pile stays "a card"; a card is named once it lies
        face up (a discard top taken, a card turned up or discarded). A move that is not
        legal in ``state`` is described by its kind only.

        The sentence is a ``content.messages.Message`` (the studio translates it); what the
        move brings about is appended as further messages ("{text}; {note}").
        """
        player = seat_names(names, state.players)[state.to_move]
        if move not in state.legal_moves():
            return msg("{who} tries a {kind} move that is not legal here", who=player,
                       kind=getattr(move, "kind", "move"))
        name = self.card_name
        if isinstance(move, FirstPlayer):
            text = msg("{who} plays first", who=seat_names(names, state.players)[move.seat])
        elif isinstance(move, Deal) and state.phase is Phase.TURN_UP:
            k = state.piles.index(()) + 1
            text = msg("{card} is turned up on discard pile {pile}",
                       card=name(self.tables.index[move.card]), pile=k)
        elif isinstance(move, Deal) and state.phase is Phase.SETUP_DEAL:
            text = msg("{who} is dealt a card", who=player)
        elif isinstance(move, Deal):  # the draw pile's top, seen by its taker only
            if len(state.deck) == 1:
                text = msg("{who} gets the draw pile's last card", who=player)
            else:
                text = msg("{who} gets a card from the draw pile", who=player)
        elif isinstance(move, PlaceSetup):
            text = msg("{who} puts the card in slot {slot}", who=player, slot=move.slot)
        elif isinstance(move, Draw) and move.pile == 0:
            text = msg("{who} draws a card", who=player)
        elif isinstance(move, Draw):
            top = state.piles[move.pile - 1][-1]
            text = msg("{who} takes {card} from discard pile {pile}", who=player, card=name(top),
                       pile=move.pile)
        elif isinstance(move, Replace):
            out = name(state.holders[state.to_move][move.slot - 1])
            text = msg("{who} puts the card in slot {slot} and discards {card} onto pile {pile}",
                       who=player, slot=move.slot, card=out, pile=move.pile)
        else:  # Discard: the drawn card goes face up
            text = msg("{who} discards {card} onto pile {pile}", who=player,
                       card=name(state.hand), pile=move.pile)
        for note in self._consequences(state, move, player):
            text = msg("{text}; {note}", text=text, note=note)
        return text

    def _consequences(self, state: JourneyState, move: Any, player: str) -> list[str]:
        """What ``move`` brings about that everyone sees: a J9 reshuffle, the end (J10)."""
        after = state.apply(move)
        notes = []
        dealt = 1 if after.hand != EMPTY and state.hand == EMPTY and after.source == 0 else 0
        if len(after.deck) > len(state.deck) - dealt:
            notes.append(msg("the discards under the tops are shuffled into a new draw pile of "
                             "{n} cards", n=len(after.deck)))
        if after.is_terminal() and not state.is_terminal():
            if after.reason == WIN:
                notes.append(msg("a complete journey: {who} wins", who=player))
            elif after.rounds >= self.max_rounds:
                notes.append(msg("{n} rounds played: the game ends with no winner",
                                 n=after.rounds))
            else:
                notes.append(msg("nothing is left to draw: the game ends with no winner"))
        return notes


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"
