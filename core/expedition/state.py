"""The Expedition state: an immutable value with named fields; ``apply`` returns a new one.

Cards, nodes (points, wrap pairs merged) and paths are the small integers of the compiled
board (``core.expedition.board``); a set of cards is a bit mask. The JSON form uses content
ids throughout.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, NamedTuple

from core.engine import CHANCE, TERMINAL, Result, seat_names
from core.expedition.board import bits, mask_of

if TYPE_CHECKING:
    from collections.abc import Sequence

    from content.messages import Message
    from core.expedition.observe import ExpeditionObservation
    from core.expedition.spec import ExpeditionGame


class Phase(enum.StrEnum):
    """The phases of a game: each member equals its name (``state.phase == "play"``)."""

    DEAL = "deal"    # E1: chance deals the hands, then the market
    PLACE = "place"  # E2: the players put their tokens down, in turn order
    PLAY = "play"    # E3–E13: turns of arrows and tickets
    OVER = "over"    # E12, E13: the game has ended


class Owes(enum.StrEnum):
    """What an entry of the ``owed`` stack asks of the active player."""

    TURN = "arrow"       # E3: the turn's own arrow, of any colour
    EXTRA = "extra"      # E7 (a blue point) or E11a (a ticket): one more arrow, any colour
    RESTART = "restart"  # E9: choose the visited point the looping colour restarts from
    LOOP = "loop"        # E9: then the looping colour's arrow from there


# The phases at hand for the methods called on every ply (looking a member up on its enum
# class is slow in Python 3.11).
_DEAL, _PLACE, _PLAY, _OVER = Phase.DEAL, Phase.PLACE, Phase.PLAY, Phase.OVER

#: ``Owed.colour`` of an arrow that may be of any colour.
ANY_COLOUR = -1


class Owed(NamedTuple):
    """An arrow (or an E9 restart choice) that the active player still owes this turn.

    Attributes:
        what: the obligation (:class:`Owes`).
        colour: the colour it must be (RESTART and LOOP), else ``ANY_COLOUR``.
        earned_by: ``(colour, n)`` of the arrow whose point or loop earned it (arrow ``n``
            of that colour's trail, from 0), so that taking that arrow back cancels it
            (E11b); None for the turn's arrow and a ticket's arrow.
    """

    what: Owes
    colour: int = ANY_COLOUR
    earned_by: tuple[int, int] | None = None


def earned_table(what: Owes, arrows: Sequence[int]) -> tuple[tuple[Owed, ...], ...]:
    """Per colour, per arrow ``n`` of its trail, what that arrow earns: ``Owed(what, colour,
    (colour, n))``, or of ``ANY_COLOUR`` for an extra arrow (E7). ``arrows``: each colour's
    arrows. Made once per game: the rules look one up on many plies instead of making it
    (a NamedTuple's own constructor is a slow Python call)."""
    return tuple(
        tuple(tuple.__new__(Owed, (what, ANY_COLOUR if what is Owes.EXTRA else colour,
                                   (colour, n)))
              for n in range(count))
        for colour, count in enumerate(arrows))


class Expedition(NamedTuple):
    """One colour's expedition (E3, E4, E9). Made by ``ExpeditionGame.expedition``, which
    works out ``arrows``.

    Attributes:
        head: the node its next arrow leaves from: the rose before its first arrow (E3),
            then the point its last arrow reached or, after a loop, a point it restarts
            from (E9).
        supply: its arrows not on the board.
        trail: ``(path, from node, to node)`` of each of its arrows, in the order played.
        used: the set of paths its arrows lie on (E4: never a path twice).
        visited: the set of nodes it has been to, the rose included (E9: a loop).
        points: the nodes of ``visited`` with a path it has not used, in node order: where
            a loop may restart it (E9, ``rules.open_points``). An arrow changes at most its
            two ends, and the rules see which from the arrows they work out anyway, so a
            loop need not look at every point the expedition visited.
        arrows: the Arrow moves it can play next (E3, E4): from its head along each path
            it has not used, in path order, while it has arrows left.
    """

    head: int
    supply: int
    trail: tuple[tuple[int, int, int], ...]
    used: int
    visited: int
    points: tuple[int, ...]
    arrows: tuple


class _Fields(NamedTuple):
    game: ExpeditionGame
    players: int
    phase: Phase
    to_move: int
    rounds: int
    place_round: int
    hands: tuple[int, ...]
    laid: tuple[int, ...]
    market: int
    deck: tuple[int, ...]
    bottom: tuple[int, ...]
    offer: tuple[int, ...]
    offer_due: int
    refills: int
    tickets: tuple[int, ...]
    tickets_used: int
    placed: tuple[int, ...]
    recovered: tuple[int, ...]
    tokens: tuple[tuple[int, int], ...]
    expeditions: tuple[Expedition, ...]
    owed: tuple[Owed, ...]
    final_round: bool
    reason: str
    legal: tuple | None = None


#: The fields that make the value: all but ``game`` (first) and ``legal`` (last).
_VALUE = slice(1, -1)


class ExpeditionState(_Fields):
    """One moment of an Expedition game: an immutable value of named fields, equal and hashed
    by value. Build variants with :meth:`replace`; ``apply`` returns a new state.

    Fields:
        game: the bound game (static rules and board); not part of the value.
        players: number of seats.
        phase: the :class:`Phase`.
        to_move: the seat placing a token or playing a turn (also during its draws).
        rounds: completed rounds of play. place_round: the token-placement round (E2).
        hands, laid: per seat, the cards in hand / laid down in front of it (reached, E5).
        market: the face-up market's cards (E1, E5).
        deck: the shuffled part of the deck, in card order: its order is hidden and every
            draw is a chance move over its cards.
        bottom: cards put under the deck (E11c), in order; drawn once ``deck`` is empty.
        offer: cards drawn for a ticket swap, awaiting the choice (E11c).
        offer_due, refills: draws still owed for a swap offer / the market (E5).
        tickets: per seat. tickets_used: spent this turn (E11).
        placed, recovered: per seat, tokens put down (E2) / taken back (E6).
        tokens: ``(node, owner)`` of each token on the board, by node.
        expeditions: per colour, its :class:`Expedition`.
        owed: what the active player still owes this turn, the next one last (:class:`Owed`).
        final_round: a hand has emptied: the game ends with this round (E12).
        reason: why the game ended ("" while it runs).
        legal: the legal moves, when known (states made by ``apply``); not part of the
            value, and None on a state built by hand (then computed when asked).
    """

    __slots__ = ()

    # ------------------------------------------------------------ a value

    def replace(self, **changes) -> ExpeditionState:
        """A copy with the named fields changed (its legal moves are worked out again)."""
        return self._replace(legal=None, **changes)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ExpeditionState):
            return NotImplemented
        return self[_VALUE] == other[_VALUE]

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, ExpeditionState):
            return NotImplemented
        return self[_VALUE] != other[_VALUE]

    def __hash__(self) -> int:
        return hash(self[_VALUE])

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value
                           in zip(self._fields[_VALUE], self[_VALUE], strict=True))
        return f"ExpeditionState({fields})"

    def __copy__(self) -> ExpeditionState:
        return self

    def __deepcopy__(self, memo) -> ExpeditionState:
        """A distinct, equal state sharing the immutable field values and the game."""
        return self._replace()

    # ------------------------------------------------------------ the protocol

    def current_player(self) -> int:
        """The seat to move, ``CHANCE`` while a card is drawn, ``TERMINAL`` at the end."""
        if self.legal:  # a decision (settled states carry their moves): the seat to move
            return self.to_move
        phase = self.phase
        if phase is _PLAY:
            return CHANCE if self.refills or self.offer_due else self.to_move
        if phase is _PLACE:
            return self.to_move
        return CHANCE if phase is _DEAL else TERMINAL

    def is_terminal(self) -> bool:
        return self.phase is _OVER

    def legal_moves(self) -> list:
        """The moves of the seat to move (the draws at a chance node), in a fixed order."""
        legal = self.legal
        return list(legal) if legal is not None else _rules.legal_moves(self)

    # ``chance_outcomes()``: ``[(Draw, probability)]``, each card the next draw may give,
    # equally likely (``rules.chance_outcomes``); ``apply(move)``: ``core.expedition.fast.apply``.
    # Both are set below: the functions themselves rather than methods calling them, one
    # call fewer on every ply.

    def result(self) -> Result:
        """Winners (E15), scores (E14), the end reason and the completed rounds."""
        if self.phase != Phase.OVER:
            raise ValueError("the game is not over")
        return Result(winners=_rules.winners(self),
                      scores=tuple(float(s) for s in _rules.scores(self)),
                      reason=self.reason, rounds=self.rounds,
                      breakdown=_rules.score_parts(self))

    def tie_break_text(self, names: Sequence[str] | None = None) -> Message | str:
        """How E15 (more tickets) chose the winners among the players tied on the highest
        score, with the seats' ``names``; "" without such a tie (``rules.tie_break_text``).

        Raises:
            ValueError: the game is not over.
        """
        if self.phase != Phase.OVER:
            raise ValueError("the game is not over")
        return _rules.tie_break_text(self, seat_names(names, self.players))

    def scores(self) -> tuple[int, ...]:
        """E14 scores as they stand now."""
        return _rules.scores(self)

    def observe(self, seat: int) -> ExpeditionObservation:
        """What ``seat`` may see (``ValueError`` for a seat not in the game)."""
        return _observe.observe(self, seat)

    # ------------------------------------------------------------ JSON and invariants

    def to_json(self) -> dict[str, Any]:
        """The whole state (hidden parts included) with content ids."""
        b = self.game.board
        cards, nodes = b.card_ids, b.node_ids

        def ids(mask: int) -> list[str]:
            return [cards[c] for c in bits(mask)]

        return {
            "players": self.players,
            "phase": str(self.phase),
            "turn": self.to_move,
            "to_move": self.to_move,
            "rounds": self.rounds,
            "place_round": self.place_round,
            "hands": [ids(h) for h in self.hands],
            "laid": [ids(h) for h in self.laid],
            "market": ids(self.market),
            "deck": [cards[c] for c in self.deck],
            "bottom": [cards[c] for c in self.bottom],
            "offer": [cards[c] for c in self.offer],
            "offer_due": self.offer_due,
            "refills": self.refills,
            "tickets": list(self.tickets),
            "tickets_used": self.tickets_used,
            "placed": list(self.placed),
            "recovered": list(self.recovered),
            "tokens": [[nodes[n], owner] for n, owner in self.tokens],
            "expeditions": {b.colour_ids[c]: expedition_json(e, b)
                            for c, e in enumerate(self.expeditions)},
            "owed": [owed_json(o, b) for o in self.owed],
            "final_round": self.final_round,
            "reason": self.reason,
        }

    def check_invariants(self) -> list[str]:
        """Every broken invariant, as sentences (an empty list when all hold)."""
        return _rules.broken_invariants(self)


_new = tuple.__new__
_new_object = object.__new__


class Draft:
    """A mutable working copy of a state's fields, under the same names (made by
    :func:`draft_of`): the rule steps of ``core.expedition.rules`` change it while they play
    one move, then :meth:`freeze` makes the next state. Nobody but the rules ever sees a state
    half-way through a move.

    What the rules read (``state.hands``, ``state.expeditions``...) reads a draft alike.

    Two more slots are the fast path's (``core.expedition.fast``): ``made``, the state whose
    fields the draft holds once a move is played, and ``thread``, the thread that played it.
    """

    __slots__ = (*_Fields._fields, "made", "thread")

    def freeze(self) -> ExpeditionState:
        """The state holding the draft's fields (built as the tuple it is: no ``__new__``
        checks, the fields being complete)."""
        return _new(ExpeditionState, (
            self.game, self.players, self.phase, self.to_move, self.rounds, self.place_round,
            self.hands, self.laid, self.market, self.deck, self.bottom, self.offer,
            self.offer_due, self.refills, self.tickets, self.tickets_used, self.placed,
            self.recovered, self.tokens, self.expeditions, self.owed, self.final_round,
            self.reason, self.legal))


def draft_of(state: ExpeditionState) -> Draft:
    """A :class:`Draft` holding ``state``'s fields (a plain function rather than
    ``__init__``: the class call's way through ``__init__`` is slower)."""
    d = _new_object(Draft)
    (d.game, d.players, d.phase, d.to_move, d.rounds, d.place_round, d.hands, d.laid,
     d.market, d.deck, d.bottom, d.offer, d.offer_due, d.refills, d.tickets, d.tickets_used,
     d.placed, d.recovered, d.tokens, d.expeditions, d.owed, d.final_round, d.reason,
     d.legal) = state[:]  # (a plain tuple unpacks faster than a subclass, item by item)
    return d


def expedition_json(e: Expedition, board) -> dict[str, Any]:
    nodes = board.node_ids
    return {
        "head": nodes[e.head] if e.trail else None,
        "supply": e.supply,
        "arrows": [[p, nodes[a], nodes[t]] for p, a, t in e.trail],
        "visited": [nodes[n] for n in bits(e.visited)],
    }


def owed_json(o: Owed, board) -> str:
    """``arrow`` (the turn's), ``extra``, ``restart:<colour>`` or ``arrow:<colour>`` (a loop's
    arrow), then ``@<colour>.<n>`` when arrow ``n`` of that colour earned it (E11b)."""
    colours = board.colour_ids
    if o.what == Owes.RESTART:
        text = f"restart:{colours[o.colour]}"
    elif o.what == Owes.LOOP:
        text = f"arrow:{colours[o.colour]}"
    else:
        text = str(o.what)
    if o.earned_by is not None:
        colour, n = o.earned_by
        text += f"@{colours[colour]}.{n}"
    return text


def owed_from_json(text: str, board) -> Owed:
    """The inverse of :func:`owed_json`."""
    base, _, earner = text.partition("@")
    earned_by = None
    if earner:
        colour, n = earner.rsplit(".", 1)
        earned_by = (board.colour_index[colour], int(n))
    if base in (Owes.TURN, Owes.EXTRA):
        return Owed(Owes(base), ANY_COLOUR, earned_by)
    what, colour = base.split(":", 1)
    kind = {"restart": Owes.RESTART, "arrow": Owes.LOOP}[what]
    return Owed(kind, board.colour_index[colour], earned_by)


def state_from_json(game, data: dict[str, Any]) -> ExpeditionState:
    """Rebuild a state from ``ExpeditionState.to_json()`` (KeyError, ValueError… if malformed)."""
    b = game.board
    ci, node = b.card_index, b.node_of

    def cards(ids: list[str]) -> int:
        return mask_of(ci[c] for c in ids)

    def seats(values) -> tuple[int, ...]:
        return tuple(int(v) for v in values)

    exps = data["expeditions"]
    expeditions = []
    for c, colour in enumerate(b.colour_ids):
        e = exps[colour]
        trail = tuple((int(p), node[a], node[t]) for p, a, t in e["arrows"])
        expeditions.append(game.expedition(
            c,
            head=node[e["head"]] if e["head"] is not None else b.rose,
            supply=int(e["supply"]),
            trail=trail,
            used=mask_of(p for p, _a, _t in trail),
            visited=mask_of(node[p] for p in e["visited"]),
        ))
    return ExpeditionState(
        game,
        players=int(data["players"]),
        phase=Phase(data["phase"]),
        to_move=int(data.get("to_move", data["turn"])),
        rounds=int(data["rounds"]),
        place_round=int(data["place_round"]),
        hands=tuple(cards(h) for h in data["hands"]),
        laid=tuple(cards(h) for h in data["laid"]),
        market=cards(data["market"]),
        deck=tuple(sorted(ci[c] for c in data["deck"])),
        bottom=tuple(ci[c] for c in data["bottom"]),
        offer=tuple(ci[c] for c in data["offer"]),
        offer_due=int(data["offer_due"]),
        refills=int(data["refills"]),
        tickets=seats(data["tickets"]),
        tickets_used=int(data["tickets_used"]),
        placed=seats(data["placed"]),
        recovered=seats(data["recovered"]),
        tokens=tuple(sorted((node[p], int(o)) for p, o in data["tokens"])),
        expeditions=tuple(expeditions),
        owed=tuple(owed_from_json(t, b) for t in data["owed"]),
        final_round=bool(data["final_round"]),
        reason=str(data["reason"]),
    )


from core.expedition import observe as _observe  # noqa: E402  (and observe reads them)
from core.expedition import rules as _rules  # noqa: E402  (rules builds states of this module)
from core.expedition.fast import apply as _apply  # noqa: E402  (as rules)

ExpeditionState.apply = _apply
ExpeditionState.chance_outcomes = _rules.chance_outcomes
