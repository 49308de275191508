"""An information-set MCTS bot that plays from its observation only (issue 13 §1).

Single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012), one tree per
decision, seen from the bot's seat:

- **Determinization.** Every iteration starts from ``game.determinize(observation, rng)``:
  a full state whose hidden part (other hands, the deck) is drawn uniformly from what the
  seat cannot account for. The bot never sees the true state.
- **Tree.** A node is what the bot's seat knows at a point of the game. At a decision node
  the edges are moves, with UCT statistics per seat and an *availability count* per move (a
  move legal in some determinizations only is weighed by the times it could have been
  chosen). After a move of another seat or a chance move, the next node is looked up by the
  bot's own observation of the new state: outcomes it cannot tell apart (a card another seat
  draws) share a node, outcomes it sees (its own draw, a card turned up) do not.
- **Selection** is PUCT over the moves legal in this determinization: ``Q + c * P *
  sqrt(A) / (1 + n)``, with ``Q`` the mover's mean reward, ``A`` the availability count and
  the prior ``P`` leaning on the move the game's greedy bot would make (half of the prior
  mass), so that a little search plays at least as well as the greedy bot and more search
  looks further away from it.
- **Chance** inside the search is sampled with ``content.chance.sample`` from
  ``state.chance_outcomes()``, the same draw the runner makes.
- **Rollout.** From the new node a rollout bot plays every seat: the game's greedy bot (the
  random bot for a game without one) or a cheaper variant of it. It plays to the end, or,
  where the game has a cut-off, for a fixed number of plies, after which an evaluation gives
  each seat a reward in [0, 1]. What is per game (rollout bot, cut-off, evaluation, the
  reward of a finished game) is ``core.bots.mcts_games``.
- **Backup.** The reward vector (one value per seat) is added along the path; each seat's
  decisions maximise its own value.
- **Choice.** The most visited legal move at the root (ties: the higher value, then the
  greedy bot's move, then the first listed).

Budget (the options after ``mcts:``): ``"500"`` is 500 iterations per decision,
``"200ms"`` 200 ms of wall clock per decision (``"1.5s"`` also reads), default
:data:`DEFAULT_ITERATIONS`. Knobs for experiments may follow after commas:
``"300,c=1.2,prior=0.5,horizon=40"``.

Determinism: the bot's choice depends only on (observation, legal moves, the state of
``self.rng``): every random draw of the search (determinizations, chance, the rollout bots'
ties) comes from ``self.rng``, and nothing is kept from one decision to the next, so the
playtest session's undo, which restores ``bot.rng`` only, replays the same choices. With an
iteration budget the same inputs give the same move on any machine; with a time budget the
number of iterations, hence the move, depends on the machine's speed and load.
"""

from __future__ import annotations

import math
import random
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from content.chance import sample
from core.bots import make_bot
from core.bots.mcts_games import profile_for
from core.bots.random_bot import RandomBot
from core.engine import CHANCE

#: Iterations per decision when the options name no budget.
DEFAULT_ITERATIONS = 300
#: The largest budget a decision may be given: a million iterations (minutes a move on the
#: shipped games), or an hour of wall clock. Beyond them a run would never finish.
MAX_ITERATIONS = 1_000_000
MAX_SECONDS = 3600.0

_BUDGET = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s)?\s*$")


@dataclass(frozen=True)
class Budget:
    """How much search one decision gets: ``iterations``, or ``seconds`` of wall clock."""

    iterations: int | None = None
    seconds: float | None = None


@dataclass(frozen=True)
class Settings:
    """The search's knobs (see the module docstring); defaults are what the report used.

    Attributes:
        budget: iterations or time per decision.
        c: the PUCT exploration constant (rewards are in [0, 1]).
        prior: share of the prior mass on the greedy bot's move (0: a uniform prior).
        horizon: rollout plies before the game's evaluation cuts it off (None: the game's
            own default; 0: to the end).
    """

    budget: Budget = Budget(iterations=DEFAULT_ITERATIONS)
    c: float = 1.0
    prior: float = 0.5
    horizon: int | None = None


_KNOBS: dict[str, Callable[[str], Any]] = {"c": float, "prior": float, "horizon": int}


def parse_options(options: str) -> Settings:
    """The settings an ``mcts:`` option text names: ``"500"`` (iterations), ``"200ms"`` or
    ``"1.5s"`` (wall clock per decision), then optional ``key=value`` knobs after commas.

    Raises:
        ValueError: for anything else, saying what is expected.
    """
    text = (options or "").strip()
    if not text:
        return Settings()
    head, *rest = [part.strip() for part in text.split(",")]
    values: dict[str, Any] = {}
    if head and "=" not in head:
        values["budget"] = parse_budget(head)
    elif head:
        rest.insert(0, head)
    for part in rest:
        key, eq, value = part.partition("=")
        key = key.strip()
        if not eq or key not in _KNOBS:
            raise ValueError(f"mcts option {part!r} is not known: give a budget ('500' "
                             f"iterations, '200ms' or '1.5s' per decision), then optional "
                             f"{', '.join(k + '=…' for k in _KNOBS)}")
        try:
            values[key] = _KNOBS[key](value.strip())
        except ValueError:
            raise ValueError(f"mcts option {key} needs a number, not {value.strip()!r}") from None
    settings = Settings(**values)
    if settings.c < 0 or not 0 <= settings.prior <= 1 or (settings.horizon or 0) < 0:
        raise ValueError(f"mcts options out of range in {options!r}: c >= 0, 0 <= prior <= 1, "
                         "horizon >= 0")
    return settings


def parse_budget(text: str) -> Budget:
    """``"500"`` → 500 iterations; ``"200ms"`` → 0.2 s; ``"1.5s"`` → 1.5 s per decision.

    Raises:
        ValueError: not a positive whole number of iterations nor a positive time, or more
            than :data:`MAX_ITERATIONS` iterations or :data:`MAX_SECONDS` seconds.
    """
    m = _BUDGET.match(text)
    if m is None:
        raise ValueError(f"mcts budget {text!r} is not a number of iterations ('500') nor a "
                         "time per decision ('200ms', '1.5s')")
    number, unit = m.groups()
    if unit is None:
        if "." in number or int(number) < 1:
            raise ValueError(f"mcts budget {text!r}: iterations are a whole number >= 1")
        if len(number) > 12 or int(number) > MAX_ITERATIONS:
            raise ValueError(f"mcts budget {text!r}: at most {MAX_ITERATIONS:,} iterations a "
                             "decision")
        return Budget(iterations=int(number))
    if len(number) > 16:
        raise ValueError(f"mcts budget {text!r}: at most {MAX_SECONDS:g} s a decision")
    seconds = float(number) / (1000.0 if unit == "ms" else 1.0)
    if seconds <= 0:
        raise ValueError(f"mcts budget {text!r}: a time per decision must be > 0")
    if seconds > MAX_SECONDS:
        raise ValueError(f"mcts budget {text!r}: at most {MAX_SECONDS:g} s a decision")
    return Budget(seconds=seconds)


# --- the tree -------------------------------------------------------------------------------


class _Node:
    """One node: visits, summed rewards per seat, children (moves at a decision node,
    observations after a chance move or another seat's move), availability per move, and
    the bot's greedy move here (cached at the bot's own decisions: it depends on what the
    bot sees, which is the same at every visit)."""

    __slots__ = ("avail", "children", "greedy", "n", "w")

    def __init__(self, players: int) -> None:
        self.n = 0
        self.w = [0.0] * players
        self.children: dict[Any, _Node] = {}
        self.avail: dict[Any, int] = {}
        self.greedy: Any = None


class MCTSBot:
    """Information-set MCTS from the observation only (see the module docstring).

    Args:
        game: the Game; it must offer ``determinize(observation, rng)``.
        seat: the bot's seat.
        rng: the bot's own ``random.Random``; every random draw of the search comes from it.
        options: the text after ``mcts:`` (``"500"``, ``"200ms"``, ``"300,c=1.2"``).

    Raises:
        ValueError: for options it cannot read, or a game without ``determinize``.
    """

    name = "mcts"
    takes_options = True

    def __init__(self, game, seat: int, rng: random.Random, options: str = "") -> None:
        if not hasattr(game, "determinize"):
            raise ValueError(f"the mcts bot cannot play {game.spec.game_id}: its game has no "
                             "determinize(observation, rng) yet")
        self.game = game
        self.seat = seat
        self.rng = rng
        self.settings = parse_options(options)
        self.profile = profile_for(game.spec.game_id)
        horizon = self.settings.horizon
        self.horizon = self.profile.horizon if horizon is None else horizon
        if self.profile.evaluate is None:
            self.horizon = 0  # no evaluation: rollouts play to the end
        try:
            self._greedy = type(make_bot("greedy", game, seat, rng))
        except ValueError:  # a game without a greedy bot: random rollouts
            self._greedy = RandomBot
        self._policy = self.profile.policy or self._greedy
        self.iterations_done = 0  # of the latest decision (for reports)
        # every decision searched so far (one legal move is played without a search): how
        # many, their iterations summed, the fewest and the most; a time budget's strength
        # is what these say, not the budget (16 a decision under load, 240 on a quiet core)
        self.searches = 0
        self.iterations_total = 0
        self.iterations_min = 0
        self.iterations_max = 0

    def search_counts(self) -> tuple[int, int, int, int]:
        """The decisions this bot searched so far and their iterations: ``(decisions,
        iterations summed, fewest, most)`` (all 0 before its first search). Counting only:
        nothing of it goes into a choice."""
        return (self.searches, self.iterations_total, self.iterations_min,
                self.iterations_max)

    def _agents(self, players: int) -> list:
        """One rollout bot per seat, new for each iteration (the greedy bots keep plans
        within a game, never across iterations), all drawing from ``self.rng``."""
        return [self._policy(self.game, s, self.rng) for s in range(players)]

    # --- search ------------------------------------------------------------------------------

    def choose(self, observation, legal_moves):
        """The move to play: a search from ``observation`` over ``legal_moves``.

        Uses ``observation``, ``legal_moves`` and ``self.rng`` only (``self.rng`` advances).
        """
        legal = list(legal_moves)
        if len(legal) == 1:
            self.iterations_done = 0
            return legal[0]
        budget = self.settings.budget
        deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds
        root = _Node(getattr(observation, "players", 0) or self._players(observation))
        # the bot's own prior: the greedy bot as it would play here, new for this decision
        self._own_greedy = self._greedy(self.game, self.seat, self.rng)
        done = 0
        while True:
            if deadline is None:
                if done >= budget.iterations:
                    break
            elif done > 0 and time.perf_counter() >= deadline:
                break
            state = self.game.determinize(observation, self.rng)
            self._iterate(root, state)
            done += 1
        self.iterations_done = done
        self.iterations_min = done if not self.searches else min(self.iterations_min, done)
        self.iterations_max = max(self.iterations_max, done)
        self.searches += 1
        self.iterations_total += done
        return self._best(root, legal)

    def _players(self, observation) -> int:
        return self.game.determinize(observation, random.Random(0)).players

    def _best(self, root: _Node, legal: list):
        """The most visited of ``legal`` (ties: higher value, the greedy move, list order)."""
        me = self.seat

        def key(item):
            i, m = item
            child = root.children.get(m)
            if child is None or child.n == 0:
                return (0, 0.0, m == root.greedy, -i)
            return (child.n, child.w[me] / child.n, m == root.greedy, -i)

        return max(enumerate(legal), key=key)[1]

    def _iterate(self, root: _Node, state) -> None:
        """One iteration: select and expand down the tree, roll out, back up."""
        me = self.seat
        rng = self.rng
        agents = self._agents(state.players)
        node = root
        path = [root]
        expanded = False
        while not state.is_terminal():
            p = state.current_player()
            if p == CHANCE:
                state = state.apply(sample(state.chance_outcomes(), rng))
                node, expanded = self._next(node, state)
                path.append(node)
                if expanded:
                    break
                continue
            legal = state.legal_moves()
            move = self._select(node, state, p, legal, agents)
            edge = node.children.get(move)
            if edge is None:
                edge = node.children[move] = _Node(state.players)
                expanded = True
            state = state.apply(move)
            path.append(edge)
            if p == me:
                node = edge  # what the bot sees after its own move follows from the move
            else:
                node, new = self._next(edge, state)
                path.append(node)
                expanded = expanded or new
            if expanded:
                break
        rewards = self._rollout(state, agents)
        for n in path:
            n.n += 1
            w = n.w
            for s, r in enumerate(rewards):
                w[s] += r

    def _next(self, node: _Node, state) -> tuple[_Node, bool]:
        """The child of ``node`` for what the bot sees of ``state``; True if it is new."""
        key = state.observe(self.seat)
        try:
            child = node.children.get(key)
        except TypeError:  # an unhashable observation: key by its JSON text
            key = repr(key.to_json())
            child = node.children.get(key)
        if child is None:
            child = node.children[key] = _Node(state.players)
            return child, True
        return child, False

    def _select(self, node: _Node, state, p: int, legal: list, agents):
        """PUCT over the moves legal here, each weighed by how often it was available."""
        if len(legal) == 1:
            return legal[0]
        greedy = node.greedy
        if p != self.seat:
            greedy = agents[p].choose(state.observe(p), legal)
        elif greedy is None:
            greedy = node.greedy = self._own_greedy.choose(state.observe(p), legal)
        settings = self.settings
        k = len(legal)
        p_other = (1.0 - settings.prior) / k
        p_greedy = settings.prior + p_other
        c = settings.c
        avail = node.avail
        children = node.children
        fpu = node.w[p] / node.n if node.n else 0.5
        best, best_value = legal[0], -math.inf
        for m in legal:
            a = avail.get(m, 0) + 1
            avail[m] = a
            child = children.get(m)
            prior = p_greedy if m == greedy else p_other
            if child is None or child.n == 0:
                value = fpu + c * prior * math.sqrt(a)
            else:
                value = child.w[p] / child.n + c * prior * math.sqrt(a) / (1 + child.n)
            if value > best_value:
                best, best_value = m, value
        return best

    def _rollout(self, state, agents) -> list[float]:
        """Play on with the rollout bots to the end or the cut-off; the rewards per seat."""
        rng = self.rng
        horizon = self.horizon
        plies = 0
        while not state.is_terminal():
            if horizon and plies >= horizon:
                return self.profile.evaluate(state, agents)
            p = state.current_player()
            if p == CHANCE:
                move = sample(state.chance_outcomes(), rng)
            else:
                legal = state.legal_moves()
                move = legal[0] if len(legal) == 1 else agents[p].choose(state.observe(p), legal)
            state = state.apply(move)
            plies += 1
        return self.profile.terminal(state)
