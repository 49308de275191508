"""The Expedition state: an immutable value; ``apply`` returns a new one."""

from __future__ import annotations

from itertools import repeat
from operator import is_, itemgetter
from typing import Any, NamedTuple

from core.engine import CHANCE, TERMINAL, IllegalMove, Result
from core.expedition import rules as R
from core.expedition.board import bits
from core.expedition.moves import Draw
from core.expedition.observation import Observation
from core.expedition.rules import DEAL, OVER, OWED, PLACE, PLAY, play_arrow, settle


class StateFields(NamedTuple):
    """The value of an Expedition state (see :class:`ExpeditionState`)."""

    n: int
    phase: int
    turn: int
    rounds: int
    place_round: int
    hands: tuple[int, ...]
    laid: tuple[int, ...]
    market: int
    pool: tuple[int, ...]
    bottom: tuple[int, ...]
    offer: tuple[int, ...]
    offer_due: int
    refills: int
    tickets: tuple[int, ...]
    tickets_used: int
    placed: tuple[int, ...]
    recovered: tuple[int, ...]
    tokens: tuple[tuple[int, int], ...]
    heads: tuple[int, ...]
    supply: tuple[int, ...]
    trails: tuple[tuple[tuple[int, int, int], ...], ...]
    used: tuple[int, ...]
    visited: tuple[int, ...]
    owed: tuple[int, ...]
    final_round: bool
    reason: str


_new_tuple = tuple.__new__
_set = object.__setattr__


class ExpeditionState(StateFields):
    """One moment of an Expedition game: an immutable tuple of plain values, equal and
    hashed by value. Cards, paths and nodes are small integers (bit masks for sets).

    The bound game (static rules, ``.game``) rides along outside the value; so does a cache
    of the legal moves. Build variants with :meth:`replace`.

    Fields:
        n: number of players.
        phase: DEAL, PLACE, PLAY or OVER (``core.expedition.rules``).
        turn: the seat placing a token or playing a turn.
        rounds: completed rounds of play.
        place_round: the token-placement round (E2).
        hands, laid: per seat, card masks in hand and laid down (reached).
        market: card mask of the face-up market.
        pool: the cards of the shuffled part of the deck, by card index (its order is never
            fixed: a draw is a chance move over these cards).
        bottom: cards put under the deck (E11c), in order; drawn once ``pool`` is empty.
        offer: cards drawn for a ticket swap, awaiting the choice (E11c).
        offer_due, refills: draws still owed for a swap offer / the market (E5).
        tickets: per seat. tickets_used: spent this turn (E11).
        placed, recovered: per seat, tokens put down (E2) / taken back (E6).
        tokens: ``(node, owner)`` for each token on the board, by node.
        heads: per colour, its head node (-1 before its first arrow).
        supply: per colour, arrows not on the board.
        trails: per colour, ``(path, from node, to node)`` for each arrow on the board.
        used: per colour, mask of paths it has used (E4).
        visited: per colour, mask of nodes it has visited (E9).
        owed: the stack of arrows the active player still owes (see ``rules.ANY``).
        final_round: a hand emptied; the game ends after the round (E12).
        reason: why the game ended ("" while it runs).
    """

    #: Cache of the legal moves (set on first use; instances start with this default).
    _legal = None
    #: Cache of each colour's arrow moves (see ``rules.CMOVES``), handed on by ``apply``.
    _cmoves = None

    def __new__(cls, game, *args, **kwargs):
        state = StateFields.__new__(cls, *args, **kwargs)
        _set(state, "game", game)
        return state

    def __setattr__(self, name, value):
        raise AttributeError(f"ExpeditionState is immutable (tried to set '{name}')")

    def __delattr__(self, name):
        raise AttributeError("ExpeditionState is immutable")

    def replace(self, **changes) -> ExpeditionState:
        """A copy with the named fields changed (for tests, tools and editors)."""
        return _make(self.game, StateFields._replace(self, **changes))

    def _replace(self, **changes) -> ExpeditionState:
        return self.replace(**changes)

    def __reduce__(self):
        return (_make, (self.game, tuple(self)))

    # ------------------------------------------------------------ value protocol

    def __copy__(self) -> ExpeditionState:
        return self

    def __deepcopy__(self, memo) -> ExpeditionState:
        """A distinct, equal state sharing the immutable field values and the game."""
        return _make(self.game, tuple(self))

    # ------------------------------------------------------------ who moves

    def current_player(self) -> int:
        """The seat to move, ``CHANCE`` while a card is drawn, ``TERMINAL`` at the end."""
        phase = self.phase
        if phase == PLAY:
            if self.refills or self.offer_due:
                return CHANCE
            return self.turn
        if phase == PLACE:
            return self.turn
        if phase == DEAL:
            return CHANCE
        return TERMINAL

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def chance_outcomes(self) -> list[tuple[Draw, float]]:
        """Each card the next draw may give, equally likely (deck order is hidden)."""
        phase = self.phase
        if phase == DEAL or (phase == PLAY and (self.refills or self.offer_due)):
            cards = self.pool
            if len(cards) > 1:
                # One C-level gather of the pre-built (Draw, 1/k) pairs for this deck size.
                return list(itemgetter(*cards)(self.game.draw_pairs[len(cards)]))
            cards = cards or self.bottom[:1]
            return [self.game.draw_pairs[1][c] for c in cards]
        return []

    def legal_moves(self) -> list[Any]:
        """The moves of the seat to move (the draws at a chance node), deterministic order."""
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()
            _set(self, "_legal", legal)
        return list(legal)

    def _compute_legal(self) -> tuple[Any, ...]:
        g = self.game
        phase = self.phase
        if phase == R.PLAY and not (self.refills or self.offer_due):
            if self.offer:
                swap = g.swap_move
                return tuple(
                    swap(give, take) for give in bits(self.hands[self.turn]) for take in self.offer
                )
            owed = self.owed
            if owed:
                top = owed[-1]
                if top < R.ANY:
                    colour = R.restart_colour(top)
                    restart = g.restart_moves[colour]
                    if self.supply[colour] <= 0:
                        return ()
                    free = ~self.used[colour]
                    node_paths = g.board.node_paths
                    return tuple([restart[n] for n in bits(self.visited[colour])
                                  if node_paths[n] & free] + R.ticket_list(self, g, False))
                moves = R.arrow_list(self, g, top)
                return tuple(moves + R.ticket_list(self, g, bool(moves) and top == R.ANY))
            moves = R.ticket_list(self, g, False)
            moves.append(g.end_turn)
            return tuple(moves)
        if phase == R.PLACE:
            return tuple(g.place_moves[node] for node in R.token_points(self, g, self.turn))
        if phase == R.OVER:
            return ()
        return tuple(g.draw_moves[c] for c in R.deck_outcomes(self))

    # ------------------------------------------------------------ apply

    def apply(self, move) -> ExpeditionState:
        """The state after ``move``; raises ``IllegalMove`` (with its rule id) if not legal."""
        g = self.game
        legal = self._legal
        if legal is None:
            if self.phase == DEAL or self.refills or self.offer_due:
                if not self._draw_ok(move):
                    rule, message = self._why_illegal(move)
                    raise IllegalMove(rule, message)
            else:
                legal = self._compute_legal()
                _set(self, "_legal", legal)
        # Moves come from the game's caches, so identity is the fast path (a C-level scan).
        if legal is not None and not any(map(is_, legal, repeat(move))):
            if move not in legal:
                rule, message = self._why_illegal(move)
                raise IllegalMove(rule, message)
        cached = self._cmoves
        # The fields, then the LEGAL slot (filled by settle) and the CMOVES cache.
        w = [*self, None, list(cached) if cached is not None else [None] * len(self.supply)]
        kind = move.kind  # most common kinds first
        if kind == "arrow":
            colour, path, to = g.arrow_by_id.get(id(move)) or g.arrow_index[move]
            w[OWED] = w[OWED][:-1]
            play_arrow(w, g, colour, path, to)
        elif kind == "draw":
            R.draw(w, g, g.board.card_index[move.card])
        elif kind == "ticket":
            if move.use == "arrow":
                R.ticket_arrow(w)
            elif move.use == "take_back":
                R.take_back(w, g, g.board.colour_index[move.colour])
            else:
                R.ticket_swap(w)
        elif kind == "restart":
            R.restart(w, g.board.colour_index[move.colour], g.board.node_of[move.point])
        elif kind == "token":
            R.place_token(w, g.board.node_of[move.point])
        elif kind == "end_turn":
            R.end_turn(w, g)
        else:  # swap
            ci = g.board.card_index
            R.swap(w, ci[move.give], ci[move.take])
        settle(w, g)
        cmoves = w.pop()
        legal = w.pop()
        state = _new_tuple(ExpeditionState, w)
        # One attribute write instead of three: the game and the two caches at once.
        if legal is not None:
            _set(state, "__dict__", {"game": g, "_cmoves": cmoves, "_legal": legal})
        else:
            _set(state, "__dict__", {"game": g, "_cmoves": cmoves})
        return state

    def _draw_ok(self, move) -> bool:
        """True when ``move`` is a draw the deck can give now."""
        if getattr(move, "kind", None) != "draw" or self.phase == R.OVER:
            return False
        card = self.game.board.card_index.get(move.card, -1)
        if card < 0:
            return False
        if self.pool:
            return card in self.pool
        return bool(self.bottom) and self.bottom[0] == card

    def _why_illegal(self, move) -> tuple[str, str]:
        """The rule id and a sentence saying why ``move`` is not legal here."""
        g = self.game
        kind = getattr(move, "kind", None)
        player = self.current_player()
        if player == TERMINAL:
            return "E12", "the game is over"
        if player == CHANCE:
            if kind == "draw":
                return "E1", f"{move.card} is not in the deck"
            return "E1", "a card must be drawn first"
        if kind == "draw":
            return "E1", "no card is being drawn now"
        if self.phase == R.PLACE:
            if kind != "token":
                return "E2", "players are placing their tokens"
            node = g.board.node_of.get(move.point, -1)
            hand_nodes = {g.board.card_node[c] for c in bits(self.hands[self.turn])}
            if node not in hand_nodes:
                return "E2", "a token goes on the point of a destination card in your hand"
            if g.board.dist[node] < g.rules.token_distance:
                return "E2", (f"a token must be at least {g.rules.token_distance} paths "
                              "from the compass rose")
            return "E2", "that point already holds a token"
        if self.offer:
            return "E11", "choose a hand card to give up and one of the drawn cards"
        top = self.owed[-1] if self.owed else None
        if kind == "ticket":
            if self.tickets[self.turn] <= 0:
                return "E11", "you have no ticket left"
            if self.tickets_used >= g.rules.tickets_per_turn:
                return "E11", f"at most {g.rules.tickets_per_turn} tickets per turn"
            return "E11", "that ticket use is not possible now"
        if kind == "end_turn":
            if top is not None and top < R.ANY:
                return "E9", "choose where the looping expedition restarts"
            return "E3", "you must play your arrow first"
        if top is not None and top < R.ANY:
            return "E9", "choose where the looping expedition restarts"
        if kind == "restart":
            return "E9", "no expedition is looping"
        if kind == "arrow":
            c = g.board.colour_index.get(move.colour, -1)
            if c < 0:
                return "E3", f"there is no {move.colour} expedition"
            if top is not None and top >= 0 and top != c:
                return "E9", f"the loop's extra arrow must be {g.board.colour_ids[top]}"
            if top is None:
                return "E3", "you owe no arrow now (a ticket gives one more)"
            if self.supply[c] <= 0:
                return "E3", f"no {move.colour} arrows are left"
            if not 0 <= move.path < len(g.board.path_nodes):
                return "E4", "there is no such path"
            start = R.start_node(self, g, c)
            if start not in g.board.path_nodes[move.path]:
                return "E4", "an arrow continues the expedition from its head"
            if (self.used[c] >> move.path) & 1:
                trail = self.trails[c]
                if trail and trail[-1][0] == move.path:
                    return "E4", "an expedition may not go straight back"
                return "E4", "an expedition may never use the same path twice"
            return "E4", "an arrow runs along its path to the point at the path's other end"
        return "E3", "that move is not allowed now"

    # ------------------------------------------------------------ end

    def result(self) -> Result:
        """Winners, E14 scores, the end reason and the completed rounds."""
        if self.phase != R.OVER:
            raise ValueError("the game is not over")
        return Result(
            winners=R.winners(self),
            scores=tuple(float(s) for s in R.scores(self)),
            reason=self.reason,
            rounds=self.rounds,
        )

    def scores(self) -> tuple[int, ...]:
        """E14 scores as they stand now."""
        return R.scores(self)

    # ------------------------------------------------------------ views

    def observe(self, seat: int) -> Observation:
        """What ``seat`` may see: its hand; others' hand sizes and laid cards; the board,
        tickets and market; the deck's size only; a swap offer only if it is theirs."""
        own = self.turn == seat and self.phase == R.PLAY
        hands = self.hands
        return _new_tuple(Observation, (
            self.game, seat, self.n, self.phase, self.current_player(), self.turn,
            self.rounds, hands[seat], tuple(h.bit_count() for h in hands), self.laid,
            self.market, len(self.pool) + len(self.bottom),
            self.offer if own else (), len(self.offer) + self.offer_due, self.tickets,
            self.tickets_used, self.placed, self.recovered, self.tokens, self.heads,
            self.supply, self.trails, self.used, self.visited, self.owed, self.final_round,
            self.reason,
        ))

    def to_json(self) -> dict[str, Any]:
        """The whole state (hidden parts included) with content ids."""
        b = self.game.board
        cards = b.card_ids
        nodes = b.node_ids

        def ids(mask: int) -> list[str]:
            return [cards[c] for c in bits(mask)]

        return {
            "players": self.n,
            "phase": R.PHASE_NAMES[self.phase],
            "turn": self.turn,
            "rounds": self.rounds,
            "place_round": self.place_round,
            "hands": [ids(h) for h in self.hands],
            "laid": [ids(h) for h in self.laid],
            "market": ids(self.market),
            "deck": [cards[c] for c in self.pool],
            "bottom": [cards[c] for c in self.bottom],
            "offer": [cards[c] for c in self.offer],
            "offer_due": self.offer_due,
            "refills": self.refills,
            "tickets": list(self.tickets),
            "tickets_used": self.tickets_used,
            "placed": list(self.placed),
            "recovered": list(self.recovered),
            "tokens": [[nodes[n], owner] for n, owner in self.tokens],
            "expeditions": {
                b.colour_ids[c]: {
                    "head": nodes[self.heads[c]] if self.heads[c] >= 0 else None,
                    "supply": self.supply[c],
                    "arrows": [[p, nodes[a], nodes[t]] for p, a, t in self.trails[c]],
                    "visited": [nodes[n] for n in bits(self.visited[c])],
                }
                for c in range(len(self.supply))
            },
            "owed": [_owed_json(code, b) for code in self.owed],
            "final_round": self.final_round,
            "reason": self.reason,
        }

    def check_invariants(self) -> list[str]:
        """Every broken invariant, as sentences (an empty list when all hold)."""
        g = self.game
        b = g.board
        bad: list[str] = []
        for c, colour in enumerate(b.colour_ids):
            on_board = len(self.trails[c])
            if on_board + self.supply[c] != b.arrows[c]:
                bad.append(f"{colour}: {on_board} arrows on the board + {self.supply[c]} in "
                           f"supply != {b.arrows[c]}")
            if self.supply[c] < 0:
                bad.append(f"{colour}: negative supply")
            paths = [p for p, _a, _t in self.trails[c]]
            if len(set(paths)) != len(paths):
                bad.append(f"{colour}: a path is used twice")
            mask = 0
            for p in paths:
                mask |= 1 << p
            if mask != self.used[c]:
                bad.append(f"{colour}: used paths disagree with its arrows")
        places = [*self.hands, *self.laid, self.market]
        places += [1 << c for c in (*self.pool, *self.bottom, *self.offer)]
        seen = 0
        count = 0
        for mask in places:
            if seen & mask:
                bad.append("a card is in two places")
            seen |= mask
            count += mask.bit_count()
        if seen != (1 << len(b.card_ids)) - 1 or count != len(b.card_ids):
            bad.append("not every card is in exactly one place")
        for seat in range(self.n):
            if self.tickets[seat] < 0:
                bad.append(f"seat {seat} has negative tickets")
            on_board = sum(1 for _n, owner in self.tokens if owner == seat)
            if on_board + self.recovered[seat] != self.placed[seat]:
                bad.append(f"seat {seat}: tokens placed != on board + recovered")
            if self.placed[seat] > g.rules.tokens or on_board > g.rules.tokens:
                bad.append(f"seat {seat} has more than {g.rules.tokens} tokens")
        if len({n for n, _o in self.tokens}) != len(self.tokens):
            bad.append("two tokens on one point")
        if self.tickets_used > g.rules.tickets_per_turn:
            bad.append("more tickets spent this turn than allowed")
        return bad


def _owed_json(code: int, board) -> str:
    if code == R.ANY:
        return "arrow"
    if code < R.ANY:
        return f"restart:{board.colour_ids[R.restart_colour(code)]}"
    return f"arrow:{board.colour_ids[code]}"


def _owed_from_json(text: str, board) -> int:
    if text == "arrow":
        return R.ANY
    kind, colour = text.split(":", 1)
    c = board.colour_index[colour]
    return R.restart_code(c) if kind == "restart" else c


def _make(game, values) -> ExpeditionState:
    """A state from its field values, without argument parsing (the hot path)."""
    state = _new_tuple(ExpeditionState, values)
    _set(state, "game", game)
    return state


def _freeze(w: list, game) -> ExpeditionState:
    """The state of a work list (``rules.work``); its LEGAL and CMOVES slots become caches."""
    cmoves = w.pop()
    legal = w.pop()
    state = _new_tuple(ExpeditionState, w)
    _set(state, "game", game)
    _set(state, "_cmoves", cmoves)
    if legal is not None:
        _set(state, "_legal", legal)
    return state


def state_from_json(game, data: dict[str, Any]) -> ExpeditionState:
    """Rebuild a state from ``ExpeditionState.to_json()``."""
    b = game.board
    ci = b.card_index
    node = b.node_of

    def mask(ids: list[str]) -> int:
        m = 0
        for cid in ids:
            m |= 1 << ci[cid]
        return m

    exps = data["expeditions"]
    colours = b.colour_ids
    trails = tuple(
        tuple((int(p), node[a], node[t]) for p, a, t in exps[c]["arrows"]) for c in colours
    )
    used = []
    for trail in trails:
        m = 0
        for p, _a, _t in trail:
            m |= 1 << p
        used.append(m)
    visited = []
    for c in colours:
        m = 0
        for pid in exps[c]["visited"]:
            m |= 1 << node[pid]
        visited.append(m)
    return ExpeditionState(
        game,
        n=int(data["players"]),
        phase=R.PHASE_NAMES.index(data["phase"]),
        turn=int(data["turn"]),
        rounds=int(data["rounds"]),
        place_round=int(data["place_round"]),
        hands=tuple(mask(h) for h in data["hands"]),
        laid=tuple(mask(h) for h in data["laid"]),
        market=mask(data["market"]),
        pool=tuple(sorted(ci[c] for c in data["deck"])),
        bottom=tuple(ci[c] for c in data["bottom"]),
        offer=tuple(ci[c] for c in data["offer"]),
        offer_due=int(data["offer_due"]),
        refills=int(data["refills"]),
        tickets=tuple(int(t) for t in data["tickets"]),
        tickets_used=int(data["tickets_used"]),
        placed=tuple(int(t) for t in data["placed"]),
        recovered=tuple(int(t) for t in data["recovered"]),
        tokens=tuple(sorted((node[p], int(o)) for p, o in data["tokens"])),
        heads=tuple(node[exps[c]["head"]] if exps[c]["head"] is not None else -1
                    for c in colours),
        supply=tuple(int(exps[c]["supply"]) for c in colours),
        trails=trails,
        used=tuple(used),
        visited=tuple(visited),
        owed=tuple(_owed_from_json(t, b) for t in data["owed"]),
        final_round=bool(data["final_round"]),
        reason=str(data["reason"]),
    )
