"""What a simulation run reports: one summary per game, and the aggregates over them.

:class:`Aggregator` takes the games' summaries in any order (as workers finish them) and adds
them up in game order, so that a run's report is the same, float for float, whatever the
executor, the number of workers or the batch size. ``SimulationResult.to_json()`` is the
``--json`` output of ``boardcraft simulate``; docs/simulation.md describes every field.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from core.sim.stats import Distribution, Interval, wilson

#: Version of the ``to_json`` layout (docs/simulation.md).
RESULT_FORMAT = 1


@dataclass(frozen=True, slots=True)
class GameSummary:
    """How one simulated game went (small: a run keeps one per game).

    Attributes:
        index: the game's number in the run (from 0).
        seed: the runner seed it was played with (``game_seeds(run seed, games)[index]``).
        winners: winning seats (empty for a stalemate or a game cut off).
        scores: points per seat (all 0 for a game cut off).
        reason: how it ended ("win", "stalemate", ...; "cut_off" if it hit the ply cap).
        rounds: completed rounds.
        plies: moves played, chance moves included.
        first: the seat that played first (``game.first_player(final_state)``; for a game
            without that method, the seat of the first decision), or None.
        rotation: the seats' rotation: seat ``s`` was played by entry ``(s + rotation) %
            players`` of the run's seats (0 unless the run rotates seats).
        record: the game's full record, when the run keeps records.
        heat: the game's heat by JSON path (``game.heat(final_state)``), None for a game
            without heat; only on its way from a worker: a run's result sums it and drops it.
        record_text: the record's JSON text on its way from a worker to the records folder;
            dropped once written.
        breakdown: ``Result.breakdown`` of the game (per seat, ``(label, points)``), ``()``
            for a game cut off.
        search: per seat (place at the table), ``(decisions, iterations summed, fewest,
            most)`` of the seat's searches (the MCTS bot's), None for a seat whose bot does
            not search; ``()`` when no seat searches.
    """

    index: int
    seed: int
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str
    rounds: int
    plies: int
    first: int | None = None
    rotation: int = 0
    record: Any = None
    heat: dict[str, float] | None = None
    record_text: str | None = None
    breakdown: tuple[tuple[tuple[str, float], ...], ...] = ()
    search: tuple[tuple[int, int, int, int] | None, ...] = ()

    def entry(self, seat: int, players: int) -> int:
        """The entry of the run's seats that played ``seat`` in this game."""
        return (seat + self.rotation) % players

    def to_json(self) -> dict[str, Any]:
        """The summary as JSON data (record and heat left out)."""
        return {"index": self.index, "seed": self.seed, "winners": list(self.winners),
                "scores": list(self.scores), "reason": self.reason, "rounds": self.rounds,
                "plies": self.plies, "first": self.first, "rotation": self.rotation}


@dataclass(frozen=True, slots=True)
class SearchStats:
    """How much a searching bot (MCTS) searched per decision over a run: the strength it
    played at. A time budget ("mcts:200ms") gets as many iterations as the machine's speed
    and load allow, so this, not the budget, says what was played.

    Attributes:
        decisions: decisions it searched (a decision with one legal move is not searched).
        iterations: iterations over all of them.
        mean: iterations per decision, on average (``iterations / decisions``).
        minimum: the fewest iterations one decision got.
        maximum: the most.
    """

    decisions: int
    iterations: int
    mean: float
    minimum: int
    maximum: int

    @classmethod
    def of(cls, counts) -> SearchStats | None:
        """Summed from ``(decisions, iterations, fewest, most)`` tuples (None entries
        skipped); None when nothing was searched."""
        decisions = iterations = 0
        low = high = None
        for c in counts:
            if c is None or not c[0]:
                continue
            decisions += c[0]
            iterations += c[1]
            low = c[2] if low is None else min(low, c[2])
            high = c[3] if high is None else max(high, c[3])
        if not decisions:
            return None
        return cls(decisions, iterations, iterations / decisions, low, high)

    def to_json(self) -> dict[str, Any]:
        return {"decisions": self.decisions, "iterations": self.iterations,
                "mean_per_decision": self.mean, "min_per_decision": self.minimum,
                "max_per_decision": self.maximum}


@dataclass(frozen=True, slots=True)
class SeatStats:
    """Wins and scores of one seat (a place at the table) or of one entry of the seats list
    (a bot, wherever it sat when seats rotate).

    Attributes:
        index: the seat number, or the entry's index in the run's seats.
        name: the bot name (for a seat: the entry that sat there when seats do not rotate,
            else "seat k").
        wins: games won (a shared win counts for each winner).
        win_rate: ``wins / games``.
        win_interval: its 95 % Wilson interval.
        score: the distribution of its score over the games.
        search: iterations per decision of a searching bot (MCTS), None for a bot that
            does not search or never had to.
    """

    index: int
    name: str
    wins: int
    win_rate: float
    win_interval: Interval
    score: Distribution
    search: SearchStats | None = None

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "name": self.name, "wins": self.wins,
                "win_rate": self.win_rate, "win_interval": list(self.win_interval),
                "score": self.score.to_json(),
                "search": self.search.to_json() if self.search is not None else None}


@dataclass(frozen=True, slots=True)
class FirstPlayerStats:
    """Does playing first help? Over the games that tell who played first.

    Attributes:
        games: games whose first player is known.
        wins: of those, games the first player won.
        rate: ``wins / games``.
        interval: its 95 % Wilson interval.
        fair: the share a seat would win if the order did not matter: the mean over those
            games of ``len(winners) / players`` (1/players when every game has one winner).
        advantage: ``rate - fair`` (positive: playing first helps).
        by_seat: per seat, how many games it played first.
    """

    games: int
    wins: int
    rate: float
    interval: Interval
    fair: float
    advantage: float
    by_seat: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "wins": self.wins, "rate": self.rate,
                "interval": list(self.interval), "fair": self.fair,
                "advantage": self.advantage, "by_seat": list(self.by_seat)}


@dataclass(frozen=True, slots=True)
class Timing:
    """How long a run took and how it ran: the only part of a report that changes from run
    to run with the same seed (left out of ``to_json()`` unless asked for).

    Attributes:
        seconds: wall time of the run.
        games_per_second: games finished per second.
        executor: "in-process", "process pool", "dask" or the executor's class name.
        workers: the workers the batches were sized for.
        batch_size: games per submitted task (1 task per game in process; on Dask the
            first batches', the run's last ones are smaller).
        start_seconds: for a pool made for the run, the seconds from its creation until its
            last worker was ready (started, the pack's Game built and warmed up): part of
            ``seconds``, told apart because a warm pool (the studio's, an A/B comparison's
            second run) does not pay it; None otherwise.
    """

    seconds: float
    games_per_second: float
    executor: str
    workers: int
    batch_size: int
    start_seconds: float | None = None

    def to_json(self) -> dict[str, Any]:
        return {"seconds": self.seconds, "games_per_second": self.games_per_second,
                "executor": self.executor, "workers": self.workers,
                "batch_size": self.batch_size, "start_seconds": self.start_seconds}


@dataclass(frozen=True)
class SimulationResult:
    """Everything a run found: per-game summaries and the aggregates a report or chart shows.

    Attributes:
        seats: the run's seats (bot names), one per seat.
        games: one summary per finished game, in game order.
        win_rate: per seat, the share of games it won (a shared win counts for each winner).
        mean_plies: mean game length in moves (chance moves included).
        mean_rounds: mean completed rounds.
        reasons: how many games ended each way.
        game: the game id ("journey", ...).
        pack_id, pack_name, pack_version, pack_hash: the pack played (hash: ``content_hash``).
        seed: the run's seed.
        requested: games asked for; ``len(games)`` is fewer after a cancel.
        cancelled: True when ``should_stop`` ended the run early.
        rotate: True when seats rotated from game to game (``GameSummary.rotation``).
        seat_stats: per seat (place at the table): wins with the 95 % interval, scores.
        bots: per entry of ``seats``: the same, wherever that entry sat (equal to
            ``seat_stats`` but for the names when seats do not rotate).
        first_player: the first-player advantage.
        plies, rounds: distributions of the games' lengths.
        heat: per element of the pack (its JSON path), the heat summed over the games
            (``game.heat``), in path order; only elements that took heat; empty for a game
            without heat. What a board paints.
        heat_totals: the other paths ``game.heat`` gives, summed: counts that belong to a
            field rather than to an element that can go unused (Trails: ``boards[b].girls``,
            girls reached), in path order.
        heat_available: False for a game whose engine gives no heat.
        never_used: paths of the elements that could take heat (``game.heat_elements``)
            but took none in any game, in pack order.
        names: a name for every path in ``heat``, ``heat_totals`` and ``never_used``
            ("Portugal").
        breakdown: per seat (place at the table), the mean points of each part of the score
            (``Result.breakdown``'s labels, in the order first met) over every game; a part
            a game did not give counts 0 in it. The means of a seat sum to its mean score.
        timing: how long it took (not part of ``to_json()`` unless asked for).
    """

    seats: tuple[str, ...]
    games: tuple[GameSummary, ...]
    win_rate: tuple[float, ...]
    mean_plies: float
    mean_rounds: float
    reasons: dict[str, int]
    game: str = ""
    pack_id: str = ""
    pack_name: str = ""
    pack_version: str = ""
    pack_hash: str = ""
    seed: int = 0
    requested: int = 0
    cancelled: bool = False
    rotate: bool = False
    seat_stats: tuple[SeatStats, ...] = ()
    bots: tuple[SeatStats, ...] = ()
    first_player: FirstPlayerStats | None = None
    plies: Distribution = field(default_factory=lambda: Distribution.of(()))
    rounds: Distribution = field(default_factory=lambda: Distribution.of(()))
    heat: dict[str, float] = field(default_factory=dict)
    heat_totals: dict[str, float] = field(default_factory=dict)
    heat_available: bool = False
    never_used: tuple[str, ...] = ()
    names: dict[str, str] = field(default_factory=dict)
    breakdown: tuple[dict[str, float], ...] = ()
    timing: Timing | None = None

    @property
    def players(self) -> int:
        """Seats at the table."""
        return len(self.seats)

    @property
    def won_share(self) -> float:
        """Share of games that ended with at least one winner."""
        return sum(1 for g in self.games if g.winners) / len(self.games) if self.games else 0.0

    def top_heat(self, n: int = 10) -> list[tuple[str, float]]:
        """The ``n`` hottest paths with their heat, hottest first (ties in path order)."""
        order = {p: i for i, p in enumerate(self.heat)}
        return sorted(self.heat.items(), key=lambda kv: (-kv[1], order[kv[0]]))[:n]

    def to_json(self, with_timing: bool = False) -> dict[str, Any]:
        """The whole report as JSON data (records left out); ``with_timing`` adds
        ``timing``, the one part that differs between runs of the same seed. See
        docs/simulation.md for every field."""
        data: dict[str, Any] = {
            "format": RESULT_FORMAT,
            "game": self.game,
            "pack": {"id": self.pack_id, "name": self.pack_name, "version": self.pack_version,
                     "hash": self.pack_hash},
            "seats": list(self.seats),
            "players": self.players,
            "seed": self.seed,
            "rotate": self.rotate,
            "requested": self.requested,
            "games": len(self.games),
            "cancelled": self.cancelled,
            "win_rate": list(self.win_rate),
            "won_share": self.won_share,
            "seat_stats": [s.to_json() for s in self.seat_stats],
            "bots": [s.to_json() for s in self.bots],
            "first_player": self.first_player.to_json() if self.first_player else None,
            "mean_plies": self.mean_plies,
            "mean_rounds": self.mean_rounds,
            "plies": self.plies.to_json(),
            "rounds": self.rounds.to_json(),
            "reasons": dict(self.reasons),
            "heat_available": self.heat_available,
            "heat": dict(self.heat),
            "heat_totals": dict(self.heat_totals),
            "never_used": list(self.never_used),
            "names": dict(self.names),
            "breakdown": [[{"label": str(label), "mean": mean} for label, mean in seat.items()]
                          for seat in self.breakdown],
            "per_game": [g.to_json() for g in self.games],
        }
        if with_timing:
            data["timing"] = self.timing.to_json() if self.timing else None
        return data


class Aggregator:
    """Adds up game summaries in game order, whatever order they arrive in.

    Summaries are held back until every game before them has arrived, then folded in: the
    heat is summed game by game in index order (float sums then come out the same on any
    executor) and dropped, and so are the score parts; the kept summary is small (no heat, no
    record text, no breakdown).
    """

    def __init__(self, seats: Sequence[str], indices: Sequence[int]) -> None:
        self.seats = tuple(seats)
        self._order = list(indices)
        self._next = 0
        self._waiting: dict[int, GameSummary] = {}
        self._kept: list[GameSummary] = []
        self.heat: dict[str, float] = {}
        self.heat_seen = False
        self.parts: list[dict[str, float]] = [{} for _ in self.seats]  # score parts summed

    def add(self, summary: GameSummary) -> None:
        """Take one game's summary (any order; each game once)."""
        self._waiting[summary.index] = summary
        order, waiting = self._order, self._waiting
        while self._next < len(order) and order[self._next] in waiting:
            self._fold(waiting.pop(order[self._next]))
            self._next += 1

    def _fold(self, g: GameSummary) -> None:
        if g.heat is not None:
            self.heat_seen = True
            heat = self.heat
            for path, value in g.heat.items():
                heat[path] = heat.get(path, 0.0) + value
        for seat, parts in enumerate(g.breakdown[:len(self.parts)]):
            totals = self.parts[seat]
            for label, points in parts:
                totals[label] = totals.get(label, 0.0) + points
        if g.heat is not None or g.record_text is not None or g.breakdown:
            g = replace(g, heat=None, record_text=None, breakdown=())
        self._kept.append(g)

    def summaries(self) -> list[GameSummary]:
        """Every game taken so far, folded in game order (a cancelled run's gaps skipped)."""
        for index in sorted(self._waiting):
            self._fold(self._waiting.pop(index))
        return self._kept

    def result(self, *, game: Any = None, seed: int = 0, requested: int | None = None,
               cancelled: bool = False, rotate: bool = False,
               timing: Timing | None = None) -> SimulationResult:
        """The report over every game taken. ``game`` (the Game played) gives the pack's
        facts, the elements that can take heat and their names."""
        summaries = tuple(self.summaries())
        return build_result(self.seats, summaries, self.heat, game=game, seed=seed,
                            requested=len(summaries) if requested is None else requested,
                            cancelled=cancelled, rotate=rotate, timing=timing,
                            parts=self.parts)


def build_result(seats: Sequence[str], summaries: Sequence[GameSummary],
                 heat: dict[str, float], *, game: Any = None, seed: int = 0,
                 requested: int = 0, cancelled: bool = False, rotate: bool = False,
                 timing: Timing | None = None,
                 parts: Sequence[dict[str, float]] | None = None) -> SimulationResult:
    """The aggregates of ``summaries`` (in game order), the summed ``heat`` and the summed
    score ``parts`` per seat (``Aggregator.parts``; None: summed from the summaries)."""
    from content.edit import parse_path
    from core.sim.record import content_hash

    seats = tuple(seats)
    players = len(seats)
    n = len(summaries)
    plies = Distribution.of([g.plies for g in summaries])
    rounds = Distribution.of([g.rounds for g in summaries])

    def stats(index: int, name: str, seat_of: Callable[[GameSummary], int]) -> SeatStats:
        wins = sum(1 for g in summaries if seat_of(g) in g.winners)
        scores = [g.scores[seat_of(g)] if seat_of(g) < len(g.scores) else 0.0
                  for g in summaries]
        search = SearchStats.of(
            g.search[seat_of(g)] if seat_of(g) < len(g.search) else None for g in summaries)
        return SeatStats(index, name, wins, wins / n if n else 0.0, wilson(wins, n),
                         Distribution.of(scores), search)

    seat_stats = tuple(
        stats(s, f"seat {s + 1}" if rotate else seats[s], lambda g, s=s: s)
        for s in range(players))
    bots = tuple(
        stats(j, seats[j], lambda g, j=j: (j - g.rotation) % players) for j in range(players))

    known = [g for g in summaries if g.first is not None]
    first_wins = sum(1 for g in known if g.first in g.winners)
    fair = sum(len(g.winners) for g in known) / (players * len(known)) if known else 0.0
    rate = first_wins / len(known) if known else 0.0
    by_seat = Counter(g.first for g in known)
    first = FirstPlayerStats(len(known), first_wins, rate, wilson(first_wins, len(known)),
                             fair, rate - fair, tuple(by_seat[s] for s in range(players)))

    has_heat = game is not None and callable(getattr(game, "heat", None))
    elements: tuple[str, ...] = ()
    if has_heat and callable(getattr(game, "heat_elements", None)):
        elements = tuple(game.heat_elements(players))

    def path_key(path: str):
        return tuple((isinstance(s, str), s) for s in parse_path(path))

    ordered = sorted(heat, key=path_key)
    if elements:
        known = set(elements)
        ordered_heat = {p: heat[p] for p in ordered if p in known}
        totals = {p: heat[p] for p in ordered if p not in known}
    else:
        ordered_heat, totals = {p: heat[p] for p in ordered}, {}
    never_used = tuple(p for p in elements if ordered_heat.get(p, 0.0) <= 0.0) if n else ()
    names = {}
    namer = getattr(game, "heat_name", None)
    for path in (*ordered_heat, *totals, *never_used):
        try:
            names[path] = namer(path) if namer else path
        except ValueError:
            names[path] = path
    pack = getattr(game, "pack", None)
    return SimulationResult(
        breakdown=mean_breakdown(summaries, players) if parts is None else
        tuple({label: total / n for label, total in seat.items()} if n else {}
              for seat in parts),
        seats=seats,
        games=tuple(summaries),
        win_rate=tuple(s.win_rate for s in seat_stats),
        mean_plies=plies.mean,
        mean_rounds=rounds.mean,
        reasons=dict(sorted(Counter(g.reason for g in summaries).items(),
                            key=lambda rc: (-rc[1], rc[0]))),
        game=game.spec.game_id if game is not None else "",
        pack_id=getattr(pack, "id", ""),
        pack_name=getattr(pack, "name", ""),
        pack_version=str(getattr(pack, "version", "")),
        pack_hash=content_hash(pack) if pack is not None else "",
        seed=seed,
        requested=requested,
        cancelled=cancelled,
        rotate=rotate,
        seat_stats=seat_stats,
        bots=bots,
        first_player=first,
        plies=plies,
        rounds=rounds,
        heat=ordered_heat,
        heat_totals=totals,
        heat_available=has_heat,
        never_used=never_used,
        names=names,
        timing=timing,
    )


def mean_breakdown(summaries: Sequence[GameSummary], players: int) -> tuple[dict[str, float], ...]:
    """Per seat, the mean points of each score part over ``summaries`` (a part missing from
    a game counts 0 there), labels in the order first met; summed in game order."""
    totals: list[dict[str, float]] = [{} for _ in range(players)]
    for g in summaries:
        for seat, parts in enumerate(g.breakdown[:players]):
            for label, points in parts:
                totals[seat][label] = totals[seat].get(label, 0.0) + points
    n = len(summaries)
    return tuple({label: total / n for label, total in seat.items()} if n else {}
                 for seat in totals)
