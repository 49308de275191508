"""A/B: two versions of a pack played on the same seeds, and what changed, with intervals.

``compare(pack_a, pack_b, seats, games, seed)`` runs both versions with the same game seeds
and the seats rotated from game to game (seat ``s`` of game ``i`` is played by
``seats[(s + i) % players]``, in both runs alike), so that neither a bot's strength nor a
place at the table favours one version. Each :class:`Difference` is B minus A with its 95 %
interval: Newcombe's interval for a difference of shares (win rates, first-player wins, end
reasons), Welch's for a difference of means (lengths, scores). A difference is
``significant`` when its interval leaves out 0.

Both runs' full reports stay in the comparison (``a``, ``b``): each with its heat by its own
pack's JSON paths, for the studio to show side by side. ``heat_differences`` pairs the two
packs' elements by id, not by place in a list (a card removed from the middle of the deck
moves every later card's path): one :class:`HeatDifference` per element of either version,
an element of one version only being its own entry.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from content.edit import get_at, parse_path
from content.messages import msg
from core.registry import game_for
from core.sim.result import SimulationResult
from core.sim.simulate import WorkerPool, simulate
from core.sim.stats import Distribution, Interval, mean_difference, share_difference

#: Version of the ``to_json`` layout (docs/simulation.md).
COMPARISON_FORMAT = 1


@dataclass(frozen=True, slots=True)
class Difference:
    """One measure in A and B, and the change from A to B.

    Attributes:
        measure: a stable id: ``win_rate.seat.<s>``, ``win_rate.bot.<j>``,
            ``score.bot.<j>``, ``first_player.rate``, ``first_player.advantage``,
            ``plies.mean``, ``rounds.mean``, ``reason.<reason>`` (share of games ending so).
        label: the measure in words ("first player win rate", "greedy win rate"); a bot
            that plays several seats has no rows of its own (its seats' rows tell them
            apart by place).
        kind: "share" (a proportion) or "mean".
        a, b: the measure in A and in B.
        diff: ``b - a``.
        interval: the 95 % interval of ``diff``, or None when it cannot be told (fewer than
            2 games a side for a mean).
        significant: True when the interval leaves out 0.
    """

    measure: str
    label: str
    kind: str
    a: float
    b: float
    diff: float
    interval: Interval | None

    @property
    def significant(self) -> bool:
        lo_hi = self.interval
        return lo_hi is not None and (lo_hi[0] > 0.0 or lo_hi[1] < 0.0)

    def to_json(self) -> dict[str, Any]:
        return {"measure": self.measure, "label": self.label, "kind": self.kind,
                "a": self.a, "b": self.b, "diff": self.diff,
                "interval": list(self.interval) if self.interval is not None else None,
                "significant": self.significant}


@dataclass(frozen=True, slots=True)
class HeatDifference:
    """One element's heat per game in A and in B, the element paired by its id.

    Attributes:
        id: the element's id in its pack ("ship:atlantic-ocean:2", "portugal"; for an
            element without an id, the game's ``heat_id`` or else its path).
        name: what a designer calls it (B's name when it is in B).
        a, b: its JSON path in A and in B, None in the version that does not have it.
        value_a, value_b: its heat per game in A and in B (0 where it is missing).
        diff: ``value_b - value_a``.
        interval: the 95 % interval of ``diff`` (Newcombe's), None where the game's heat
            has no per-game values to count (``heat_counts_games`` False) or a side has no
            games.
    """

    id: str
    name: str
    a: str | None
    b: str | None
    value_a: float
    value_b: float
    diff: float
    interval: Interval | None

    @property
    def significant(self) -> bool:
        """True when the interval leaves out 0."""
        lo_hi = self.interval
        return lo_hi is not None and (lo_hi[0] > 0.0 or lo_hi[1] < 0.0)

    @property
    def only_in(self) -> str | None:
        """"a" or "b" for an element of one version only, else None."""
        return "a" if self.b is None else "b" if self.a is None else None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "a": self.a, "b": self.b, "diff": self.diff,
                "interval": list(self.interval) if self.interval is not None else None}


@dataclass(frozen=True)
class Comparison:
    """Two runs on the same seeds and their differences.

    Attributes:
        a, b: the two reports (rotated seats).
        differences: every measure compared, B minus A, in a fixed order.
        heat_differences: every element's heat, A against B, paired by id: the
            significant changes first, then by the size of the change, then in pack order.
    """

    a: SimulationResult
    b: SimulationResult
    differences: tuple[Difference, ...]
    heat_differences: tuple[HeatDifference, ...] = ()

    @property
    def significant_measures(self) -> int:
        """How many measures changed significantly (the ★ of the measures)."""
        return sum(d.significant for d in self.differences)

    @property
    def significant_heat(self) -> int:
        """How many elements' heat changed significantly (the ★ of the heat by element)."""
        return sum(h.significant for h in self.heat_differences)

    @property
    def seconds(self) -> float:
        """Wall time of both runs together (their ``Timing``s), 0 when not timed."""
        return sum(r.timing.seconds for r in (self.a, self.b) if r.timing is not None)

    @property
    def cancelled(self) -> bool:
        """True when either run was stopped early."""
        return self.a.cancelled or self.b.cancelled

    def difference(self, measure: str) -> Difference:
        """The difference with this ``measure`` id.

        Raises:
            KeyError: no such measure.
        """
        for d in self.differences:
            if d.measure == measure:
                return d
        raise KeyError(measure)

    def to_json(self, with_timing: bool = False) -> dict[str, Any]:
        """Both reports and the differences as JSON data (docs/simulation.md)."""
        return {"format": COMPARISON_FORMAT, "comparison": True,
                "a": self.a.to_json(with_timing), "b": self.b.to_json(with_timing),
                "differences": [d.to_json() for d in self.differences],
                "heat_differences": [h.to_json() for h in self.heat_differences]}


def differences(a: SimulationResult, b: SimulationResult) -> tuple[Difference, ...]:
    """Every measure of ``a`` and ``b`` compared (B minus A), with 95 % intervals."""
    out: list[Difference] = []
    na, nb = len(a.games), len(b.games)

    def share(measure: str, label: str, ka: int, n_a: int, kb: int, n_b: int) -> None:
        pa = ka / n_a if n_a else 0.0
        pb = kb / n_b if n_b else 0.0
        out.append(Difference(measure, label, "share", pa, pb, pb - pa,
                              share_difference(ka, n_a, kb, n_b)))

    def mean(measure: str, label: str, da: Distribution, db: Distribution) -> None:
        out.append(Difference(measure, label, "mean", da.mean, db.mean, db.mean - da.mean,
                              mean_difference(da, db)))

    players = min(a.players, b.players)
    for s in range(players):
        share(f"win_rate.seat.{s}", msg("{position} win rate", position=seat_position(s)),
              a.seat_stats[s].wins, na, b.seat_stats[s].wins, nb)
    for j in range(players):
        name = a.seats[j]
        if a.seats.count(name) > 1:
            # two seats of one bot are told apart only by their places: the seats' rows
            continue
        share(f"win_rate.bot.{j}", msg("{bot} win rate", bot=name), a.bots[j].wins, na,
              b.bots[j].wins, nb)
        mean(f"score.bot.{j}", msg("{bot} mean score", bot=name), a.bots[j].score,
             b.bots[j].score)
    fa, fb = a.first_player, b.first_player
    if fa is not None and fb is not None:
        share("first_player.rate", msg("starting player's win rate"), fa.wins, fa.games,
              fb.wins, fb.games)
        lo_hi = share_difference(fa.wins, fa.games, fb.wins, fb.games)
        # the fair share is fixed by the games' winners counts: the advantage moves with the
        # rate, by the change of the fair share
        shift = fb.fair - fa.fair
        out.append(Difference("first_player.advantage", msg("first-player advantage"), "share",
                              fa.advantage, fb.advantage, fb.advantage - fa.advantage,
                              (lo_hi[0] - shift, lo_hi[1] - shift)))
    mean("plies.mean", msg("mean plies"), a.plies, b.plies)
    mean("rounds.mean", msg("mean rounds"), a.rounds, b.rounds)
    for reason in sorted(set(a.reasons) | set(b.reasons)):
        share(f"reason.{reason}", msg("games ending by {reason}", reason=reason),
              a.reasons.get(reason, 0), na,
              b.reasons.get(reason, 0), nb)
    return tuple(out)


#: Seats by their place at the table (rotated runs move the bots, not the places).
_POSITIONS = (msg("first player"), msg("second player"), msg("third player"),
              msg("fourth player"), msg("fifth player"), msg("sixth player"),
              msg("seventh player"), msg("eighth player"))


def seat_position(seat: int) -> str:
    """Seat ``seat`` (from 0) by its place: "first player", "second player"…"""
    if 0 <= seat < len(_POSITIONS):
        return _POSITIONS[seat]
    return msg("player {number}", number=seat + 1)


def element_id(game: Any, path: str) -> str:
    """The id that pairs the heat element at ``path`` of ``game``'s pack with the same
    element of another version: the element's ``id``, else the game's ``heat_id(path)``,
    else the path itself."""
    try:
        element = get_at(game.pack, path)
    except (ValueError, IndexError, KeyError, AttributeError, TypeError):
        element = None
    found = getattr(element, "id", None)
    if isinstance(found, str) and found:
        return found
    hook = getattr(game, "heat_id", None)
    if callable(hook):
        try:
            return str(hook(path))
        except ValueError:
            pass
    return path


def _field(path: str) -> str:
    try:
        return str(parse_path(path)[0])
    except ValueError:
        return path


def heat_differences(a: SimulationResult, b: SimulationResult, game_a: Any,
                     game_b: Any) -> tuple[HeatDifference, ...]:
    """Every heat element of ``a`` (played with ``game_a``) and ``b`` (``game_b``), paired
    by id within its list (a card with a card, a country with a country): its heat per
    game in each version and the change, with Newcombe's 95 % interval where the heat
    counts games (``game_a.heat_counts_games``). An element of one version only is its own
    entry, its heat in the other version 0. Empty when either run has no heat.
    """
    if not (a.heat_available and b.heat_available):
        return ()
    na, nb = len(a.games), len(b.games)
    counts = bool(getattr(game_a, "heat_counts_games", False)) and na > 0 and nb > 0

    def keyed(run: SimulationResult, game: Any) -> dict[tuple[str, str], str]:
        out: dict[tuple[str, str], str] = {}
        for path in dict.fromkeys([*run.heat, *run.never_used]):
            out.setdefault((_field(path), element_id(game, path)), path)
        return out

    in_a, in_b = keyed(a, game_a), keyed(b, game_b)
    out: list[HeatDifference] = []
    for key in dict.fromkeys([*in_a, *in_b]):
        pa, pb = in_a.get(key), in_b.get(key)
        ka = a.heat.get(pa, 0.0) if pa is not None else 0.0
        kb = b.heat.get(pb, 0.0) if pb is not None else 0.0
        va, vb = (ka / na if na else 0.0), (kb / nb if nb else 0.0)
        interval = share_difference(round(ka), na, round(kb), nb) if counts else None
        name = (b.names.get(pb) if pb is not None else None) \
            or (a.names.get(pa) if pa is not None else None) or key[1]
        out.append(HeatDifference(key[1], name, pa, pb, va, vb, vb - va, interval))
    order = {id(h): i for i, h in enumerate(out)}
    out.sort(key=lambda h: (not h.significant, -abs(h.diff), order[id(h)]))
    return tuple(out)


def compare(pack_a: Any, pack_b: Any, seats: Sequence[str], games: int, seed: int,
            workers: int = 1, executor: Any = None, batch_size: int | None = None, *,
            on_progress: Callable[[int, int], Any] | None = None,
            should_stop: Callable[[], bool] | None = None,
            records_dir: str | os.PathLike | None = None) -> Comparison:
    """Play ``games`` games of each pack on the same seeds with rotated seats; compare.

    Args:
        pack_a, pack_b: two versions of one game's pack (A: before, B: after).
        seats, games, seed, workers, executor, batch_size, should_stop: as for
            ``simulate`` (one :class:`WorkerPool` serves both runs when ``workers`` > 1).
        on_progress: ``on_progress(done, total)`` once per finished game of either run;
            ``total`` is ``2 * games`` (A's games first).
        records_dir: the records of A go to ``records_dir/a``, of B to ``records_dir/b``.

    Returns:
        The :class:`Comparison`. After a stop during A, B is not played (its report has no
        games).

    Raises:
        ValueError: the packs are of different games, or as ``simulate``.
    """
    if pack_a.game != pack_b.game:
        raise ValueError(f"cannot compare a {pack_a.game} pack with a {pack_b.game} pack")
    total = 2 * games

    def progress(offset: int):
        if on_progress is None:
            return None
        return lambda done, _total: on_progress(offset + done, total)

    def folder(name: str):
        return Path(records_dir) / name if records_dir is not None else None

    pool = WorkerPool(workers, warm=pack_a) if executor is None and workers > 1 else None
    used = pool if pool is not None else executor
    try:
        a = simulate(pack_a, seats, games, seed, workers, used, batch_size=batch_size,
                     on_progress=progress(0), should_stop=should_stop,
                     records_dir=folder("a"), rotate=True)
        b_games = 0 if a.cancelled else games
        b = simulate(pack_b, seats, b_games, seed, workers, used, batch_size=batch_size,
                     on_progress=progress(games), should_stop=should_stop,
                     records_dir=folder("b"), rotate=True)
    finally:
        if pool is not None:
            pool.shutdown()
    if a.cancelled:
        b = _with_requested(b, games, cancelled=True)
    return Comparison(a, b, differences(a, b),
                      heat_differences(a, b, game_for(pack_a), game_for(pack_b)))


def _with_requested(result: SimulationResult, requested: int, cancelled: bool):
    from dataclasses import replace

    return replace(result, requested=requested, cancelled=cancelled)
