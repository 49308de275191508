"""The Expedition game: static rules bound to one pack, and its move and state factories."""

from __future__ import annotations

from typing import Any

from core.engine import GameSpec
from core.expedition import rules as R
from core.expedition.board import Board
from core.expedition.moves import (
    Arrow,
    Draw,
    EndTurn,
    PlaceToken,
    Restart,
    Swap,
    Ticket,
    move_from_json,
)
from core.expedition.state import ExpeditionState, _freeze, state_from_json


class ExpeditionGame:
    """Expedition bound to an ExpeditionPack.

    Attributes:
        spec: static facts (players, bounds).
        pack: the content pack.
        rules: the pack's ``ExpeditionRules``.
        board: the integer view of the pack (wrap pairs merged).
    """

    def __init__(self, pack) -> None:
        self.pack = pack
        self.rules = pack.rules
        self.board = b = Board.from_pack(pack)
        r = pack.rules
        arrows = sum(b.arrows)
        turns = r.max_rounds * r.max_players
        # Plies: deal + refills (<= cards twice), tokens, and per turn at most its arrows,
        # restarts, tickets (2 plies each for a swap and its choice) and an end of turn.
        per_turn = 3 * r.tickets_per_turn + 2
        self.spec = GameSpec(
            game_id="expedition",
            min_players=r.min_players,
            max_players=r.max_players,
            max_length=(
                3 * len(b.card_ids) + r.max_players * r.tokens
                + turns * per_turn + 3 * (arrows + turns * (r.tickets_per_turn + 1))
                + 3 * turns * r.tickets_per_turn * 2 + 10
            ),
        )
        self.colour_range = range(len(b.colour_ids))
        #: per node, its kind (``board.kinds``), at hand for the arrow's hot path.
        self.kinds = b.kinds
        self.tickets_per_turn = r.tickets_per_turn
        #: E1: cards dealt to each player, per player count up to ``large_from`` (whose
        #: entry, the large hand, holds for every larger count); the market's size.
        self.hand_sizes = tuple(r.hand_small if k < r.large_from else r.hand_large
                                for k in range(r.large_from + 1))
        self.market_size = r.market_size
        #: E2: per card, the node a token may go on for it (-1 when nearer the rose than
        #: ``token_distance``, or unreachable).
        self.token_node = tuple(
            node if b.dist[node] >= r.token_distance else -1 for node in b.card_node
        )
        self.draw_moves = tuple(Draw(cid) for cid in b.card_ids)
        #: draw_pairs[k][c]: the chance outcome (draw card c, probability 1/k).
        self.draw_pairs = (None,) + tuple(
            tuple((m, 1.0 / k) for m in self.draw_moves) for k in range(1, len(b.card_ids) + 1)
        )
        self.place_moves = tuple(PlaceToken(nid) for nid in b.node_ids)
        self.arrow_moves: list[list[tuple[Arrow, Arrow]]] = []
        self.arrow_index: dict[Arrow, tuple[int, int, int]] = {}
        for c, cid in enumerate(b.colour_ids):
            per_path = []
            for p, (u, v) in enumerate(b.path_nodes):
                pa, pb = b.path_points[p]
                forward = Arrow(cid, p, pb)  # u -> v
                backward = Arrow(cid, p, pa)  # v -> u
                per_path.append((forward, backward))
                if u != v:
                    self.arrow_index[forward] = (c, p, v)
                    self.arrow_index[backward] = (c, p, u)
            self.arrow_moves.append(per_path)
        #: the same, keyed by the id of the game's own Arrow objects (the fast path: legal
        #: moves are always those objects; equal moves from JSON use ``arrow_index``).
        self.arrow_by_id = {id(m): v for m, v in self.arrow_index.items()}
        #: per colour, per node: ``(path, Arrow move)`` for each path leaving it, path order.
        self.adj_moves = tuple(
            tuple(
                tuple((p, self.arrow_moves[c][p][0 if b.path_nodes[p][1] == v else 1])
                      for p, v in b.adj[node])
                for node in range(len(b.node_ids))
            )
            for c in range(len(b.colour_ids))
        )
        #: per colour, per node: every Arrow move leaving it (a colour that has used no path).
        self.first_moves = tuple(
            tuple(tuple(m for _p, m in moves) for moves in per_node)
            for per_node in self.adj_moves
        )
        #: per colour, per node: {used paths at the node: its Arrow moves} (rules.colour_arrows).
        self.arrow_cache = tuple(tuple({} for _n in b.node_ids) for _c in b.colour_ids)
        #: per path, ``1 << path``; the mask of every path.
        self.path_bits = tuple(1 << p for p in range(len(b.path_nodes)))
        self.all_paths = (1 << len(b.path_nodes)) - 1
        self.restart_moves = tuple(
            tuple(Restart(cid, nid) for nid in b.node_ids) for cid in b.colour_ids
        )
        self.ticket_arrow = Ticket("arrow")
        self.ticket_swap = Ticket("swap")
        self.ticket_take_back = tuple(Ticket("take_back", cid) for cid in b.colour_ids)
        self.end_turn = EndTurn()
        self._swaps: dict[tuple[int, int], Swap] = {}
        self._point_names = {p.id: p.name or p.id for p in pack.points}
        self._colour_names = {c.id: c.name for c in pack.colours}

    def swap_move(self, give: int, take: int) -> Swap:
        """The (cached) Swap move giving card index ``give`` for card index ``take``."""
        key = (give, take)
        move = self._swaps.get(key)
        if move is None:
            ids = self.board.card_ids
            move = self._swaps[key] = Swap(ids[give], ids[take])
        return move

    def new_game(self, players: int) -> ExpeditionState:
        """E1: the state before the deal: tickets given, every card in the deck."""
        r = self.rules
        if not r.min_players <= players <= r.max_players:
            raise ValueError(
                f"Expedition takes {r.min_players} to {r.max_players} players, not {players}"
            )
        colours = len(self.board.colour_ids)
        zeros = (0,) * players
        start = ExpeditionState(
            self, n=players, phase=R.DEAL, turn=0, rounds=0, place_round=0,
            hands=zeros, laid=zeros, market=0, pool=tuple(range(len(self.board.card_ids))),
            bottom=(), offer=(), offer_due=0, refills=0, tickets=(r.tickets,) * players,
            tickets_used=0, placed=zeros, recovered=zeros, tokens=(),
            heads=(-1,) * colours, supply=self.board.arrows, trails=((),) * colours,
            used=(0,) * colours, visited=(0,) * colours, owed=(), final_round=False,
            reason="",
        )
        w = R.work(start)
        R.settle(w, self)
        return _freeze(w, self)

    def move_from_json(self, data: dict[str, Any]):
        """The move a ``to_json()`` dict describes."""
        return move_from_json(data)

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

    def describe(self, move) -> str:
        """The move's text with ids replaced by names ("Orange arrow to Azores")."""
        names = self._point_names
        colours = self._colour_names
        cards = {c.id: names.get(c.point, c.point) for c in self.pack.cards}
        kind = getattr(move, "kind", None)
        if kind == "arrow":
            return f"{colours.get(move.colour, move.colour)} arrow to {names.get(move.to, move.to)}"
        if kind == "restart":
            return (f"{colours.get(move.colour, move.colour)} restarts from "
                    f"{names.get(move.point, move.point)}")
        if kind == "token":
            return f"token on {names.get(move.point, move.point)}"
        if kind == "draw":
            return f"draw {cards.get(move.card, move.card)}"
        if kind == "swap":
            return f"swap {cards.get(move.give, move.give)} for {cards.get(move.take, move.take)}"
        if kind == "ticket" and move.use == "take_back":
            return f"ticket: take back the last {colours.get(move.colour, move.colour)} arrow"
        return str(move)
