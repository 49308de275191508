"""The Expedition game: the static rules and tables bound to one pack, and its factories."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from content.chance import Uniform
from content.messages import msg
from content.rules.expedition import hand_size
from core.engine import GameSpec, seat_names
from core.expedition import fast as _fast
from core.expedition import heat as _heat
from core.expedition import rules as _rules
from core.expedition.board import Board
from core.expedition.determinize import determinize as _determinize
from core.expedition.moves import (
    Arrow,
    Draw,
    PlaceToken,
    Restart,
    Swap,
    Ticket,
    move_from_json,
    move_from_text,
)
from core.expedition.state import (
    Expedition,
    ExpeditionState,
    Owes,
    Phase,
    earned_table,
    state_from_json,
)

#: Per colour and node, the Arrow moves kept for each set of used paths at that node; a
#: point with many paths keeps at most this many sets.
_ARROW_MEMO = 1024

_new = tuple.__new__


class _SwapsFor(dict):
    """Per card given (a card index), the Swap move giving it for card ``take``: made when
    first asked for and kept (legal moves are the game's own objects), with its fast-path
    step. Two threads may ask for one at once: the first move stored is kept (and only it
    gets a step)."""

    __slots__ = ("_game", "_take")

    def __init__(self, game: ExpeditionGame, take: int) -> None:
        super().__init__()
        self._game, self._take = game, take

    def __missing__(self, give: int) -> Swap:
        game = self._game
        card_ids = game.board.card_ids
        made = Swap(card_ids[give], card_ids[self._take])
        kept = self.setdefault(give, made)
        if kept is made and game.fast:
            _fast.bind_steps(game, [made])
        return kept


class _SwapMoves(dict):
    """Per card taken (a card index), its :class:`_SwapsFor` (made when first asked for):
    ``swaps[take][give]`` is the Swap move. Keyed by one card, then the other, so that a
    swap's choices are read without a pair made and hashed per choice."""

    __slots__ = ("_game",)

    def __init__(self, game: ExpeditionGame) -> None:
        super().__init__()
        self._game = game

    def __missing__(self, take: int) -> _SwapsFor:
        return self.setdefault(take, _SwapsFor(self._game, take))


class _PerColour(dict):
    """Per node, something of one colour made when first asked for (``__missing__``)."""

    __slots__ = ("_game", "_colour")

    def __init__(self, game: ExpeditionGame, colour: int) -> None:
        super().__init__()
        self._game = game
        self._colour = colour


class _ArrowsAt(_PerColour):
    """Per node, ``(path, Arrow)`` for each path leaving it, for one colour
    (``ExpeditionGame.arrows_at[colour]``), made when first asked for and kept: legal moves
    are the game's own objects. With the node's moves, their ``arrow_target`` entries and
    their fast-path steps are made.

    Two threads may ask for one node at once: the first moves stored are kept, and only
    those get steps, so that every step is keyed by a move the game keeps alive.
    """

    __slots__ = ()

    def __missing__(self, node: int) -> tuple:
        game, c = self._game, self._colour
        b = game.board
        if node < 0:
            raise IndexError(node)
        cid = b.colour_ids[c]
        made = tuple([(p, Arrow(cid, p, b.far_end(p, node))) for p, _v in b.adj[node]])
        kept = self.setdefault(node, made)
        if kept is made:
            target = game.arrow_target
            for (p, move), (_p, v) in zip(made, b.adj[node], strict=True):
                target[move] = (c, p, node, v)
            if game.fast:
                _fast.bind_steps(game, [move for _p, move in made])
        return kept


class _Restarts(_PerColour):
    """Per node, the Restart move of one colour (``ExpeditionGame.restart_moves[colour]``),
    made when first asked for and kept, with its fast-path step (as :class:`_ArrowsAt`)."""

    __slots__ = ()

    def __missing__(self, node: int) -> Restart:
        game = self._game
        b = game.board
        if node < 0:
            raise IndexError(node)
        made = Restart(b.colour_ids[self._colour], b.node_ids[node])
        kept = self.setdefault(node, made)
        if kept is made and game.fast:
            _fast.bind_steps(game, [made])
        return kept


class ExpeditionGame:
    """Expedition bound to an ExpeditionPack.

    Attributes:
        spec: static facts (game id, player counts, a bound on a game's length).
        pack: the content pack. rules: its ``ExpeditionRules``.
        board: the integer view of the pack (wrap pairs merged).
        fast: whether ``apply`` takes the fast path (``core.expedition.fast``).
    """

    def __init__(self, pack, fast: bool = True) -> None:
        self.pack = pack
        self.rules = r = pack.rules
        self.board = b = Board.from_pack(pack)
        self.fast = fast
        #: ``state.apply`` runs this: the fast path, or the plain rules alone.
        self.apply_move = _fast.apply if fast else _rules.apply
        turns = r.max_rounds * r.max_players
        # Plies: deal + refills (<= cards twice), tokens, and per turn at most its arrows,
        # restarts, tickets (2 plies each for a swap and its choice) and an end of turn.
        self.spec = GameSpec(
            game_id="expedition",
            min_players=r.min_players,
            max_players=r.max_players,
            max_length=(
                3 * len(b.card_ids) + r.max_players * r.tokens
                + turns * (3 * r.tickets_per_turn + 2)
                + 3 * (sum(b.arrows) + turns * (r.tickets_per_turn + 1))
                + 3 * turns * r.tickets_per_turn * 2 + 10
            ),
        )
        # The rules the fast path reads on most plies, as plain attributes (reading a field
        # of the pydantic model takes a slower path).
        self.tickets_per_turn = r.tickets_per_turn
        self.max_rounds = r.max_rounds
        self.market_size = r.market_size
        #: E1: the hand size per player count (``hand_size`` for any count).
        self.hand_sizes = {n: hand_size(r, n) for n in range(r.min_players, r.max_players + 1)}
        #: E2: per card, the node a token may go on for it (-1 when nearer the rose than
        #: ``token_distance``, or unreachable).
        self.token_node = tuple(node if b.dist[node] >= r.token_distance else -1
                                for node in b.card_node)
        # Every move a state can list, built once: legal moves are these very objects.
        self.draw_moves = tuple(Draw(cid) for cid in b.card_ids)
        self.place_moves = tuple(PlaceToken(nid) for nid in b.node_ids)
        #: per colour, per node: the Restart move (made when first asked for).
        self.restart_moves = tuple(_Restarts(self, c) for c in range(len(b.colour_ids)))
        self.arrow_ticket = Ticket("arrow")
        self.swap_ticket = Ticket("swap")
        self.take_back_tickets = tuple(Ticket("take_back", cid) for cid in b.colour_ids)
        #: ``[arrow][swap]``: the tickets open once every colour has an arrow down
        #: (``rules.ticket_moves``, made once: most plies ask for them).
        self.all_tickets = tuple(
            tuple(_rules.ticket_moves(self, arrow, self.take_back_tickets, swap)
                  for swap in (False, True))
            for arrow in (False, True))
        self._swaps = _SwapMoves(self)
        #: per colour, per node: ``(path, Arrow)`` for each path leaving the node (made when
        #: first asked for: a game reaches few nodes of a big map).
        self.arrows_at = tuple(_ArrowsAt(self, c) for c in range(len(b.colour_ids)))
        #: Arrow -> (colour, path, node it leaves, node it reaches), for every Arrow of
        #: ``arrows_at`` made so far.
        self.arrow_target = {}
        #: per colour, per node: the Arrow moves from there, kept for each set of used paths
        #: there (:meth:`arrows_from`). Plain dicts, made at once: reading a dict subclass by
        #: ``[]`` calls ``__getitem__`` as a method, ten times slower than a plain dict's.
        self.arrow_memo = tuple(tuple({} for _n in b.node_ids) for _c in b.colour_ids)
        #: ``board.node_paths``, at hand for the rules' arrow on most plies.
        self.node_paths = b.node_paths
        #: Every path, as a set (less a colour's used paths: the paths it may still take).
        self.all_paths = (1 << len(b.path_nodes)) - 1
        #: Per colour, per arrow ``n`` of its trail: the extra arrow its blue point earns
        #: (E7), the restart choice its loop earns and the arrow after it (E9).
        self.extra_owed = earned_table(Owes.EXTRA, b.arrows)
        self.restart_owed = earned_table(Owes.RESTART, b.arrows)
        self.loop_owed = earned_table(Owes.LOOP, b.arrows)
        self._point_names = {p.id: p.name or p.id for p in pack.points}
        self._colour_names = {c.id: c.name for c in pack.colours}
        self._card_names = {c.id: self._point_names.get(c.point, c.point) for c in pack.cards}
        if fast:
            _fast.bind_game(self)
        self._make_fast_tables()

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without the fast path's table of draws: it is keyed by the identity of
        the game's own moves, which another process gives other ids (made again on
        loading). The moves keep their steps (``move.step``)."""
        state = dict(self.__dict__)
        for name in ("fast_draws", "spare_draft"):
            state.pop(name, None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._make_fast_tables()

    def _make_fast_tables(self) -> None:
        """The fast path's tables, keyed by the identity of the game's own moves (made
        again in each process, from the steps the moves carry)."""
        #: The step of each Draw move (``move.step``), by the move's identity.
        self.fast_draws = _fast.draws(self) if self.fast else {}
        #: The draft holding the fields of the state the fast path made last (its ``made``,
        #: in the thread ``thread``), for the next move from that state (``fast.apply``).
        self.spare_draft = None

    # ------------------------------------------------------------ static tables

    def hand_size(self, players: int) -> int:
        """E1: the cards dealt to each player."""
        size = self.hand_sizes.get(players)
        return hand_size(self.rules, players) if size is None else size

    def expedition(self, colour: int, head: int, supply: int, trail: tuple, used: int,
                   visited: int, points: tuple[int, ...] | None = None) -> Expedition:
        """``colour``'s Expedition record, with the arrows it can play next (E3, E4) and,
        unless given, its restart ``points`` (``rules.open_points``)."""
        if supply > 0 and head >= 0:
            # (the memo's lookup of ``arrows_from`` first: the rules make one on every arrow)
            arrows = self.arrow_memo[colour][head].get(used & self.node_paths[head])
            if arrows is None:
                arrows = self.arrows_from(colour, head, used)
        else:
            arrows = ()
        if points is None:
            points = _rules.open_points(self, visited, used)
        return _new(Expedition, (head, supply, trail, used, visited, points, arrows))

    def arrows_from(self, colour: int, node: int, used: int) -> tuple[Arrow, ...]:
        """E4: the Arrow moves of ``colour`` from ``node`` along paths not in ``used``."""
        here = used & self.node_paths[node]
        memo = self.arrow_memo[colour][node]
        moves = memo.get(here)
        if moves is None:
            moves = tuple([m for p, m in self.arrows_at[colour][node] if not here >> p & 1])
            if len(memo) < _ARROW_MEMO:
                memo[here] = moves
        return moves

    def draws_of(self, cards: Sequence[int]) -> Uniform:
        """``[(Draw, 1/k)]`` for each of the k ``cards``: a draw's chance outcomes, read when
        asked for (``content.chance.Uniform``: no pair made per card on every draw)."""
        return Uniform(cards, self.draw_moves)

    def swap_move(self, give: int, take: int) -> Swap:
        """The Swap move giving card ``give`` for card ``take`` (card indices)."""
        return self._swaps[take][give]

    def swap_choices(self, hand: Sequence[int], drawn: Sequence[int]) -> tuple[Swap, ...]:
        """E11 (c): a Swap for every card of ``hand`` and every card ``drawn``, hand card
        first (card indices)."""
        # (per card drawn, its Swaps for the hand's cards, put in every k-th place of the k
        # cards drawn: a pass of C calls for each)
        k = len(drawn)
        choices = [None] * (k * len(hand))
        for i, take in enumerate(drawn):
            choices[i::k] = map(self._swaps[take].__getitem__, hand)
        return tuple(choices)

    # ------------------------------------------------------------ the protocol

    def new_game(self, players: int) -> ExpeditionState:
        """E1: the state before the deal: tickets given, every card in the deck."""
        return _rules.new_game(self, players)

    def determinize(self, observation: Any, rng: Any) -> ExpeditionState:
        """A full state consistent with ``observation``, the cards that seat cannot see
        drawn with ``rng`` (``core.expedition.determinize``); for bots that search.

        Raises:
            ValueError: for an observation no state of this pack could give.
        """
        return _determinize(self, observation, rng)

    def move_from_json(self, data: Any):
        """The move a ``to_json()`` dict describes; ``IllegalMove("format", …)`` if none."""
        return move_from_json(data)

    def move_from_text(self, text: Any):
        """The move whose ``str()`` is ``text``; ``IllegalMove("format", …)`` if none."""
        return move_from_text(text)

    def state_from_json(self, data: dict[str, Any]) -> ExpeditionState:
        """The state a ``to_json()`` dict describes; ``ValueError`` if it is malformed or
        breaks an invariant (cards in two places, arrows miscounted...)."""
        try:
            state = state_from_json(self, data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise ValueError(f"not an Expedition state: {e!r}") from None
        problems = state.check_invariants()
        if problems:
            raise ValueError("inconsistent Expedition state: " + "; ".join(problems))
        return state

    # ------------------------------------------------------------ simulation: who began, heat

    def first_player(self, state: ExpeditionState) -> int:
        """The seat that plays first: seat 0, which places the first token (E2) and plays
        the first turn (E3); no draw decides it."""
        return 0

    def heat(self, state: ExpeditionState) -> dict[str, float]:
        """The game's heat by JSON path: visits per point, destinations reached, tokens
        taken back (``core.expedition.heat``)."""
        return _heat.heat(self, state)

    def heat_elements(self, players: int) -> tuple[str, ...]:
        """Every JSON path that can take heat: every point and card
        (``core.expedition.heat.elements``)."""
        return _heat.elements(self, players)

    def heat_name(self, path: str) -> str:
        """The name of the heat element at ``path`` (``core.expedition.heat.name``)."""
        return _heat.name(self, path)

    # ------------------------------------------------------------ words

    def describe(self, state: ExpeditionState, move, names: Sequence[str] | None = None) -> str:
        """``move``, played in ``state``, in a player's words ("Anna plays an orange arrow
        to Lima"). Public: a card is named only when every seat sees it (a market card); a
        card dealt, drawn for a swap or swapped is not."""
        seats = seat_names(names, state.players)
        who = seats[state.to_move]
        kind = move.kind
        if kind == "draw":
            return self._describe_draw(state, move, seats)
        if kind == "arrow":
            colour = self._colour(move.colour)
            if colour[:1] in "aeiou":
                return msg("{who} plays an {colour} arrow to {point}", who=who, colour=colour,
                           point=self._point(move.to))
            return msg("{who} plays a {colour} arrow to {point}", who=who, colour=colour,
                       point=self._point(move.to))
        if kind == "restart":
            return msg("{who} restarts {colour} from {point}", who=who,
                       colour=self._colour(move.colour), point=self._point(move.point))
        if kind == "token":
            return msg("{who} places a token on {point}", who=who, point=self._point(move.point))
        if kind == "ticket":
            if move.use == "arrow":
                return msg("{who} spends a ticket: one more arrow", who=who)
            if move.use == "take_back":
                return msg("{who} spends a ticket to take back the last {colour} arrow", who=who,
                           colour=self._colour(move.colour))
            drawn = min(2, _rules.deck_size(state))
            if drawn == 2:
                return msg("{who} draws two cards for a swap", who=who)
            return msg("{who} draws a card for a swap", who=who)
        if kind == "swap":
            return msg("{who} swaps a card", who=who)
        if kind == "end_turn":
            return msg("{who} ends the turn", who=who)
        return f"{who}: {move}"

    def _describe_draw(self, state, move, seats) -> str:
        if state.phase == Phase.DEAL:
            seat = _rules.dealing_seat(state)
            if seat >= 0:
                return msg("A card is dealt to {who}", who=seats[seat])
        elif not state.refills:
            return msg("A card is drawn for {who}'s swap", who=seats[state.to_move])
        return msg("{card} is turned up in the market",
                   card=self._card_names.get(move.card, move.card))

    def _point(self, point_id: str) -> str:
        return self._point_names.get(point_id, point_id)

    def colour_word(self, colour_id: str) -> str:
        """The colour's name as a word in a sentence ("red"), the id if the pack has none."""
        return self._colour_names.get(colour_id, colour_id).lower()

    _colour = colour_word
