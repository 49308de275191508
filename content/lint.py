"""Design checks: content that loads fine but makes a bad or unplayable game.

``lint(pack)`` returns a list of :class:`Problem`, each with a stable ``code`` (listed in
:data:`CODES`), a ``severity`` (``"error"``: the game cannot be played as the pack claims;
``"warning"``: it can, but something is probably a mistake), a message a designer
understands, and ``where``, the JSON path of the element so an editor can select it.

Lint never raises for content a designer can fix: it only reports. Each game's checks are its
content registration's ``lint`` (``content.plugins``), with the codes it declares; every check
runs in O(n) or O(n log n) in the size of the pack, or within a fixed budget.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from content.collector import collector_paused
from content.messages import Message
from content.plugins import LiveMapping

Severity = Literal["error", "warning"]


@dataclass(frozen=True, slots=True)
class Problem:
    """One design problem found by :func:`lint`.

    Attributes:
        severity: ``"error"`` (the game cannot be played as the pack claims) or ``"warning"``.
        code: A stable identifier of the check, one of :data:`CODES`.
        message: What is wrong, in a sentence a designer understands.
        where: JSON path of the element concerned (``"seas[2].coast"``); ``""`` for the pack.
        msgid: the message id of ``message``, its English template (``""`` if none); the
            studio translates it (see :mod:`content.messages`). Not compared.
        msgargs: the template's arguments. Not compared.
    """

    severity: Severity
    code: str
    message: str
    where: str
    msgid: str = field(default="", compare=False)
    msgargs: dict = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        if not self.msgid and isinstance(self.message, Message):
            object.__setattr__(self, "msgid", self.message.msgid)
            object.__setattr__(self, "msgargs", dict(self.message.msgargs))


class Findings:
    """Collects one game's problems; only the codes that game declares are accepted."""

    def __init__(self, codes: Mapping[str, str]) -> None:
        self.codes = codes
        self.items: list[Problem] = []

    def error(self, code: str, where: str, message: str) -> None:
        self._add("error", code, where, message)

    def warning(self, code: str, where: str, message: str) -> None:
        self._add("warning", code, where, message)

    def _add(self, severity: Severity, code: str, where: str, message: str) -> None:
        if code not in self.codes:  # a programming error in a game's checks, never user content
            raise KeyError(f"unknown lint code {code!r}")
        self.items.append(Problem(severity, code, message, where))


def plural(n: int, word: str, plural: str = "") -> Message:
    """``"1 rose"``, ``"2 roses"``: a message whose templates ``"{n} rose"`` and ``"{n} roses"``
    ``app.i18n.update`` lists from this function's literal arguments."""
    return Message(f"{{n}} {word}" if n == 1 else f"{{n}} {plural or word + 's'}", {"n": n})


#: Checks of every game's packs that need a higher layer (the engine replaying scenarios),
#: registered by that layer: ``(check, codes)``; ``check(pack) -> list[Problem]``.
_PACK_CHECKS: list[tuple[Callable[[object], list[Problem]], Mapping[str, str]]] = []


def register_check(check: Callable[[object], list[Problem]], codes: Mapping[str, str]) -> None:
    """Add ``check`` to every ``lint``: a check content cannot run itself because it needs a
    layer above it (``core`` registers the scenario replay, ``scenario-broken``, when
    ``core.api`` is imported). Registering the same check twice is a no-op."""
    if any(c is check for c, _ in _PACK_CHECKS):
        return
    _PACK_CHECKS.append((check, dict(codes)))


def _codes() -> dict[str, str]:
    from content.plugins import content_games

    out: dict[str, str] = {}
    for game in content_games().values():
        out.update(game.codes)
    for _check, codes in _PACK_CHECKS:
        out.update(codes)
    return out


#: Every check's code with what it finds, over the registered games. Codes are stable: tools
#: and tests may rely on them.
CODES: Mapping[str, str] = LiveMapping(_codes)


def lint(pack) -> list[Problem]:
    """Every design problem in ``pack``, errors and warnings, in a stable order.

    The garbage collector is paused meanwhile (``content.collector``): the checks of a big
    pack build tables of its size and no garbage cycles.
    """
    from content.plugins import content_games

    game = content_games().get(getattr(pack, "game", None))
    if game is None or not isinstance(pack, game.model):
        raise TypeError(f"not a content pack: {type(pack).__name__}")
    with collector_paused():
        problems = list(game.lint(pack))
        for check, _codes_of in _PACK_CHECKS:
            problems.extend(check(pack))
    return problems


def errors(problems: list[Problem]) -> list[Problem]:
    """The problems of severity ``"error"``."""
    return [p for p in problems if p.severity == "error"]


__all__ = ["CODES", "Findings", "Problem", "errors", "lint", "plural", "register_check"]
