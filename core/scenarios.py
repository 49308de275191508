"""Scenarios: playtest positions pinned with a pack, re-checked against edited content.

A scenario (``content.models.common.Scenario``) is a game record's JSON and an expectation at
its end: a move that must stay legal, a move that must stay illegal by a given rule, or the
game's end with its winners and reason. Content cannot replay a record (the rules live here,
one layer up, and content never imports core), so this module registers its check with
``content.lint.register_check`` when ``core.api`` is imported: from then on ``content.lint``
reports every scenario that no longer holds as the warning ``scenario-broken`` at
``scenarios[i]``. ``boardcraft scenarios PACK`` runs the same check.

The record is replayed on the pack as it is now: the pack's id and hash are not compared
(the point is to re-check an edited design), each move must still be legal (a chance move
still one of the outcomes) where it was played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from content.lint import Problem, register_check
from content.messages import msg
from core.engine import IllegalMove
from core.sim.record import GameRecord, ReplayError
from core.sim.replay import checked_move

#: The lint code of a scenario that no longer holds.
SCENARIO_BROKEN = "scenario-broken"


@dataclass(frozen=True)
class ScenarioCheck:
    """How one scenario fared.

    Attributes:
        name: the scenario's name.
        where: its JSON path in the pack (``scenarios[2]``).
        ok: True when every move still holds and the expectation is met.
        message: what holds, or the first move that no longer holds / the failed expectation.
        ply: the 0-based move that no longer holds, -1 when the moves all hold.
    """

    name: str
    where: str
    ok: bool
    message: str
    ply: int = -1


def check_scenario(pack: Any, scenario: Any, index: int = 0, game: Any = None) -> ScenarioCheck:
    """Replay ``scenario`` (the pack's ``scenarios[index]``) on ``pack`` (``game``: its Game,
    built once for many scenarios) and check its expectation. Never raises for bad content:
    a broken scenario is a failed check."""
    from core.registry import game_for

    where = f"scenarios[{index}]"
    name = scenario.name

    def broken(message: str, ply: int = -1) -> ScenarioCheck:
        return ScenarioCheck(name, where, False, message, ply)

    try:
        record = GameRecord.from_json(dict(scenario.record))
    except ReplayError as e:
        return broken(msg("its record cannot be read: {reason}", reason=str(e)))
    if record.game != pack.game:
        return broken(msg("its record is a game of {game}", game=record.game))
    game = game if game is not None else game_for(pack)
    spec = game.spec
    if not spec.min_players <= record.players <= spec.max_players:
        return broken(msg("its record is a game of {players} players; the pack plays {low} "
                          "to {high}", players=record.players, low=spec.min_players,
                          high=spec.max_players))
    state = game.new_game(record.players)
    for ply, data in enumerate(record.moves):
        try:
            move = checked_move(game, state, data, ply)
            state = state.apply(move)
        except ReplayError as e:
            return broken(msg("move {n} no longer holds: {reason}", n=ply + 1,
                              reason=str(e).removeprefix(f"ply {ply}: ")), ply)
        except IllegalMove as e:
            return broken(msg("move {n} no longer holds: {reason}", n=ply + 1,
                              reason=e.message), ply)
    return _expectation(game, state, scenario.expect, name, where)


def _expectation(game: Any, state: Any, expect: Any, name: str, where: str) -> ScenarioCheck:
    def verdict(ok: bool, message: str) -> ScenarioCheck:
        return ScenarioCheck(name, where, ok, message)

    if hasattr(expect, "over"):
        if not state.is_terminal():
            return verdict(False, msg("the game should be over at the end of the record, but "
                                      "it goes on"))
        result = state.result()
        want = (tuple(expect.winners), expect.reason)
        got = (tuple(result.winners), result.reason)
        if want != got:
            return verdict(False, msg("the game should end with winners {want_w} ({want_r}), "
                                      "but ends with {got_w} ({got_r})",
                                      want_w=_seats(want[0]), want_r=want[1],
                                      got_w=_seats(got[0]), got_r=got[1]))
        return verdict(True, msg("the game ends as expected"))
    text = expect.legal if hasattr(expect, "legal") else expect.illegal
    try:
        move = game.move_from_text(text)
    except IllegalMove as e:
        return verdict(False, msg("'{move}' is no move: {reason}", move=text, reason=e.message))
    legal = not state.is_terminal() and move in state.legal_moves()
    if hasattr(expect, "legal"):
        if legal:
            return verdict(True, msg("'{move}' is legal, as expected", move=text))
        return verdict(False, msg("'{move}' should be legal at the end of the record, but is "
                                  "not{why}", move=text, why=_why(state, move)))
    if legal:
        return verdict(False, msg("'{move}' should be refused by {rule}, but is legal",
                                  move=text, rule=expect.rule))
    rule = _refusing_rule(state, move)
    if rule != expect.rule:
        return verdict(False, msg("'{move}' should be refused by {rule}, but is refused by "
                                  "{other}", move=text, rule=expect.rule, other=rule or "?"))
    return verdict(True, msg("'{move}' is refused by {rule}, as expected", move=text,
                             rule=expect.rule))


def _refusing_rule(state: Any, move: Any) -> str:
    try:
        state.apply(move)
    except IllegalMove as e:
        return e.rule
    except ValueError:
        return ""
    return ""


def _why(state: Any, move: Any) -> str:
    if state.is_terminal():
        return msg(" (the game is over)")
    try:
        state.apply(move)
    except IllegalMove as e:
        return msg(" ({rule}: {reason})", rule=e.rule, reason=e.message)
    except ValueError:
        return ""
    return ""


def _seats(seats: tuple[int, ...]) -> str:
    return ", ".join(f"seat {s + 1}" for s in seats) or "none"


def check_scenarios(pack: Any) -> list[ScenarioCheck]:
    """Every scenario of ``pack`` checked, in pack order."""
    scenarios = getattr(pack, "scenarios", ())
    if not scenarios:
        return []
    from core.registry import game_for

    game = game_for(pack)
    return [check_scenario(pack, sc, i, game) for i, sc in enumerate(scenarios)]


def lint_scenarios(pack: Any) -> list[Problem]:
    """The lint check ``core`` registers: a ``scenario-broken`` warning per broken scenario,
    naming it and what no longer holds, at its JSON path."""
    out = []
    for check in check_scenarios(pack):
        if not check.ok:
            out.append(Problem("warning", SCENARIO_BROKEN,
                               msg("Scenario '{name}': {what}", name=check.name,
                                   what=check.message), check.where))
    return out


register_check(lint_scenarios, {SCENARIO_BROKEN: "a pinned scenario whose moves or "
                                "expectation no longer hold on the pack"})

__all__ = ["SCENARIO_BROKEN", "ScenarioCheck", "check_scenario", "check_scenarios",
           "lint_scenarios"]
