"""The move notation every game shares: a move's text and JSON forms, and the one parser of both.

A game declares its moves with one :class:`Notation`. Each move is a frozen dataclass with a
``kind`` tag, decorated with its text forms: templates such as ``"replace slot {slot}, discard
onto pile {pile}"`` whose ``{field}`` placeholders are written and read by that field's
:class:`Field`. The same forms print the move (``str(move)``) and read it back, so the text
round-trips by construction. A kind may have several forms told apart by fixed field values
(``form("draw from the draw pile", pile=0)``); a move prints with the first that fits.
``move.to_json()`` is the ``kind`` and the fields in their order, less a field at its default.

:meth:`Notation.from_text` and :meth:`Notation.from_json` refuse anything that is no move with
:class:`UnreadableMove` (an ``IllegalMove`` of rule ``"format"``), whose message names the text
or the value and what is wrong with it. Nothing else escapes them, whatever the input.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import MISSING, dataclass, fields
from typing import Any

from core.engine import FORMAT, IllegalMove

#: Longest move text read at all, and longest string field (the longest real text is ~170).
MAX_TEXT = 200
#: Largest number a move field holds (seats, slots, segments, paths are far smaller): 12 digits.
MAX_NUMBER = 10**12 - 1
#: How much of a refused value a message quotes.
_SHOWN = 60


class UnreadableMove(IllegalMove):
    """Text or JSON that is no move of the game at all (rule ``"format"``).

    Attributes:
        problem: what is wrong, in English, naming the text or value; ``message`` is the
            game's sentence around it (``"not a Journey move: …"``), which the studio
            translates.
    """

    def __init__(self, message: str, problem: str = "") -> None:
        super().__init__(FORMAT, message)
        self.problem = problem

    def __reduce__(self):
        return (UnreadableMove, (self.message, self.problem))


def shown(value: Any) -> str:
    """``value`` for a message: its repr, cut short; never raises (a huge int, a deep list)."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - repr of hostile input must not escape the parser
        return f"<{type(value).__name__} too large to show>"
    return text if len(text) <= _SHOWN else text[:_SHOWN - 3] + "..."


@dataclass(frozen=True)
class Field:
    """How one kind of move field is written in text and in JSON.

    Attributes:
        what: the field's kind for messages ("a whole number of up to 12 digits").
        pattern: the regular expression of its text, without capturing groups.
        type: its JSON type, ``int`` or ``str`` (``true`` is never a number).
        valid: True for a value the field may hold (checked on text and on JSON).
        read: the value of its text (after ``pattern`` matched).
        write: its text for a value.
        exact: True if text that matches ``pattern`` is valid as it is (``valid`` is then
            left out when reading text).
    """

    what: str
    pattern: str
    type: type
    valid: Callable[[Any], bool]
    read: Callable[[str], Any] = str
    write: Callable[[Any], str] = str
    exact: bool = False

    def accepts(self, value: Any) -> bool:
        """True if ``value`` (from JSON) has the field's type and is valid."""
        if self.type is int:
            return type(value) is int and self.valid(value)
        return isinstance(value, self.type) and self.valid(value)


def _in_range(n: int) -> bool:
    return -MAX_NUMBER <= n <= MAX_NUMBER


#: A whole number written in ASCII digits, up to 12 of them.
NUMBER = Field("a whole number of up to 12 digits", r"-?[0-9]+", int, _in_range, int)
#: A number counted from 1 in text and from 0 in the move and its JSON (Trails' girls).
NUMBER_FROM_ONE = Field("a whole number of up to 12 digits", r"-?[0-9]+", int, _in_range,
                        lambda text: int(text) - 1, lambda n: str(n + 1))


def _word(value: str) -> bool:
    # Printable and without an ASCII space means no white space at all, and no lone surrogate.
    return 0 < len(value) <= MAX_TEXT and value.isprintable() and " " not in value


def _label(value: str) -> bool:
    return 0 < len(value) <= MAX_TEXT and value.isprintable() and value == value.strip()


_CONTENT_ID = re.compile(r"[a-z0-9][a-z0-9_\-]{0,63}")

#: An id without white space, up to MAX_TEXT printable characters (Trails' colours, terrains).
WORD = Field("an id without spaces", r"\S+", str, _word)
#: An id that may hold inner spaces, printable, no surrounding ones (Journey's cards).
LABEL = Field("an id of printable characters", r".+", str, _label)
#: A content id as the pack models allow it (``content.models.common.Id``).
CONTENT_ID = Field("a content id (a-z, 0-9, '-', '_'; up to 64)", _CONTENT_ID.pattern, str,
                   lambda value: _CONTENT_ID.fullmatch(value) is not None, exact=True)


def choice(*words: str) -> Field:
    """A field that is one of ``words``, written as itself."""
    allowed = frozenset(words)
    return Field("one of " + ", ".join(words), "|".join(map(re.escape, words)), str,
                 allowed.__contains__, exact=True)


@dataclass(frozen=True)
class Form:
    """One text form of a move kind: a template and the field values it stands for."""

    template: str
    fixed: Mapping[str, Any]


def form(template: str, **fixed: Any) -> Form:
    """A text form that stands only for moves with these ``fixed`` field values."""
    return Form(template, fixed)


class _Kind:
    """One move kind as the notation knows it: its class, fields and compiled forms."""

    def __init__(self, cls: type, notation: Notation, forms: Sequence[Form]) -> None:
        self.cls, self.kind = cls, cls.kind
        # (a field the constructor does not take is no part of the move's value, nor of its
        # text or JSON forms: an engine's own bookkeeping, such as the rule step it binds)
        named = tuple(f for f in fields(cls) if f.init)
        self.names = tuple(f.name for f in named)
        self.keys = frozenset((*self.names, "kind"))
        self.defaults = {f.name: f.default for f in named if f.default is not MISSING}
        self.fields = tuple((name, notation.field_for(cls, name)) for name in self.names)
        self.forms = tuple(_CompiledForm(self, f) for f in forms)
        # JSON fits some form unless every form fixes values or a field has a default.
        self.checks_form = bool(self.defaults) or all(f.fixed for f in self.forms)
        self.only = cls() if not self.names else None


class _CompiledForm:
    """One form of one kind: its regular expression, and its text as a format."""

    def __init__(self, kind: _Kind, spec: Form) -> None:
        self.spec = spec
        self.fixed = dict(spec.fixed)
        types = dict(kind.fields)
        pattern, self.pieces, self.slots = [], [], []
        for literal, name, spec_, conv in string.Formatter().parse(spec.template):
            pattern.append(re.escape(literal))
            self.pieces.append(literal)
            if name is None:
                continue
            if name not in types or spec_ or conv or name in self.fixed or name in self.slots:
                raise ValueError(f"{kind.kind}: bad placeholder {{{name}}} in {spec.template!r}")
            pattern.append(f"({types[name].pattern})")
            self.pieces.append((name, types[name]))
            self.slots.append(name)
        unknown = set(self.fixed) - set(types)
        if unknown:
            raise ValueError(f"{kind.kind}: no field {sorted(unknown)} in {spec.template!r}")
        bare = [n for n in kind.names if n not in self.slots and n not in self.fixed
                and n not in kind.defaults]
        if bare:
            raise ValueError(f"{kind.kind}: {spec.template!r} does not show {bare}")
        self.pattern = "".join(pattern)


# The methods and readers of a declared kind are generated from its declaration, as
# dataclasses generates __init__: as fast as hand-written ones, and the same for every game.
# Only field names (identifiers, checked by dataclasses) and reprs of values enter the source.


def _function(name: str, lines: list[str], namespace: dict[str, Any]) -> Callable:
    exec("\n".join(lines), namespace)  # noqa: S102 - source built from the declaration only
    return namespace[name]


def _fstring(form: _CompiledForm, namespace: dict[str, Any]) -> str:
    """An f-string expression of ``self``'s text in ``form``."""
    parts = []
    for piece in form.pieces:
        if isinstance(piece, str):
            parts.append(piece.replace("{", "{{").replace("}", "}}"))
            continue
        name, field = piece
        if field.write is str:
            parts.append(f"{{self.{name}}}")
        else:
            namespace[f"_write_{name}"] = field.write
            parts.append(f"{{_write_{name}(self.{name})}}")
    return "f" + repr("".join(parts))


def _printer(spec: _Kind) -> Callable[[Any], str]:
    """``__str__``: the first form whose fixed values the move has, else the last form."""
    namespace: dict[str, Any] = {}
    lines = ["def __str__(self):"]
    for i, f in enumerate(spec.forms):
        text = _fstring(f, namespace)
        if i == len(spec.forms) - 1 or not f.fixed:
            lines.append(f"    return {text}")
            break
        for name, value in f.fixed.items():
            namespace[f"_fixed_{i}_{name}"] = value
        test = " and ".join(f"self.{n} == _fixed_{i}_{n}" for n in f.fixed)
        lines += [f"    if {test}:", f"        return {text}"]
    printer = _function("__str__", lines, namespace)
    printer.__doc__ = "The move's text form, which ``from_text`` reads back."
    return printer


def _json_writer(spec: _Kind) -> Callable[[Any], dict[str, Any]]:
    """``to_json``: the kind, then every field in order, less a field at its default."""
    namespace: dict[str, Any] = {}
    items = ", ".join([f"'kind': {spec.kind!r}"] + [
        f"{n!r}: self.{n}" for n in spec.names if n not in spec.defaults])
    lines = ["def to_json(self):", f"    data = {{{items}}}"]
    for name, value in spec.defaults.items():
        namespace[f"_default_{name}"] = value
        lines += [f"    if self.{name} != _default_{name}:", f"        data[{name!r}] = self.{name}"]
    lines.append("    return data")
    writer = _function("to_json", lines, namespace)
    writer.__doc__ = "The move's JSON form: its kind and its fields, less those at their default."
    return writer


def _json_reader(spec: _Kind) -> Callable[[dict], Any]:
    """``read(data) -> move``, or None where ``from_json`` must look closer (to refuse it)."""
    if spec.checks_form:
        return lambda data: None
    if spec.only is not None:
        only = spec.only
        return lambda data: only if len(data) == 1 else None
    namespace: dict[str, Any] = {"_cls": spec.cls}
    lines = ["def read(data):", f"    if len(data) != {len(spec.names) + 1}:",
             "        return None", "    try:"]
    lines += [f"        v_{n} = data[{n!r}]" for n in spec.names]
    lines += ["    except KeyError:", "        return None"]
    for name, field in spec.fields:
        namespace[f"_valid_{name}"] = field.valid
        namespace[f"_type_{name}"] = field.type
        wrong = (f"type(v_{name}) is not int" if field.type is int
                 else f"not isinstance(v_{name}, _type_{name})")
        lines += [f"    if {wrong} or not _valid_{name}(v_{name}):", "        return None"]
    lines.append(f"    return _cls({', '.join(f'v_{n}' for n in spec.names)})")
    return _function("read", lines, namespace)


def _text_reader(spec: _Kind, f: _CompiledForm, first: int,
                 refuse: Callable[[str, str, str, Field], Exception]) -> Callable:
    """``read(match, line) -> move`` for ``f``, whose field groups start at ``first``."""
    if not f.slots:
        move = spec.only or spec.cls(*[f.fixed.get(n, spec.defaults.get(n)) for n in spec.names])
        return lambda match, line: move
    namespace: dict[str, Any] = {"_cls": spec.cls, "_refuse": refuse}
    groups = ", ".join(str(first + i) for i in range(len(f.slots)))
    one = "," if len(f.slots) == 1 else ""
    lines = ["def read(match, line):",
             f"    {', '.join(f'r_{n}' for n in f.slots)}{one} = match.group({groups}){one}"]
    for name, field in (p for p in f.pieces if not isinstance(p, str)):
        namespace[f"_field_{name}"] = field
        namespace[f"_read_{name}"] = field.read
        namespace[f"_valid_{name}"] = field.valid
        lines.append(f"    v_{name} = r_{name}" if field.read is str else
                     f"    v_{name} = _read_{name}(r_{name})")
        if not field.exact:
            lines += [f"    if not _valid_{name}(v_{name}):",
                      f"        raise _refuse(line, {name!r}, r_{name}, _field_{name})"]
    for name in spec.names:
        namespace[f"_value_{name}"] = f.fixed.get(name, spec.defaults.get(name))
    args = ", ".join(f"v_{n}" if n in f.slots else f"_value_{n}" for n in spec.names)
    lines.append(f"    return _cls({args})")
    return _function("read", lines, namespace)


class Notation:
    """The moves of one game, their text and JSON forms, and the one parser of both.

    Args:
        game: the game's name, for declaration errors.
        unreadable: ``problem -> sentence``: the game's message around what is wrong, a
            ``content.messages.msg`` with a literal template so the studio translates it.
        strings: the :class:`Field` of every ``str`` field not named in ``fields``.
        fields: the :class:`Field` of particular field names (``int`` ones default to NUMBER).
        examples: move texts that a message for unreadable text quotes.
    """

    def __init__(self, game: str, unreadable: Callable[[str], str], *, strings: Field,
                 fields: Mapping[str, Field] | None = None, examples: Sequence[str] = ()) -> None:
        self.game = game
        self._unreadable = unreadable
        self._strings = strings
        self._fields = dict(fields or {})
        self._examples = tuple(examples)
        self._kinds: dict[str, _Kind] = {}
        self._regex: re.Pattern[str] | None = None
        self._readers: dict[int, Callable[[re.Match[str], str], Any]] = {}
        self._json_readers: dict[str, Callable[[dict], Any]] = {}

    # ------------------------------------------------------------ declaring

    def field_for(self, cls: type, name: str) -> Field:
        """The Field of ``cls``'s field ``name``: named in ``fields``, else by its type."""
        if name in self._fields:
            return self._fields[name]
        annotation = next(f.type for f in fields(cls) if f.name == name)
        if annotation in (int, "int"):
            return NUMBER
        if annotation in (str, "str"):
            return self._strings
        raise ValueError(f"{self.game} {cls.__name__}.{name}: no Field for {annotation!r}")

    def move(self, *forms: str | Form) -> Callable[[type], type]:
        """Class decorator: the dataclass is a move of this game with these text forms.

        Gives the class ``__str__`` (its text) and ``to_json``; ``cls.kind`` is its tag.
        """
        def declare(cls: type) -> type:
            kind = getattr(cls, "kind", "")
            if not isinstance(kind, str) or not kind or kind in self._kinds:
                raise ValueError(f"{self.game} {cls.__name__}: a new, non-empty kind is needed")
            if not forms or "__str__" in cls.__dict__:
                raise ValueError(f"{self.game} {kind}: declare text forms instead of __str__")
            spec = _Kind(cls, self, [f if isinstance(f, Form) else Form(f, {}) for f in forms])
            self._kinds[kind] = spec
            self._json_readers[kind] = _json_reader(spec)
            self._regex = None
            cls.__str__ = _printer(spec)
            cls.to_json = _json_writer(spec)
            return cls
        return declare

    @property
    def types(self) -> dict[str, type]:
        """Every move class by its kind, in the order they were declared."""
        return {kind: spec.cls for kind, spec in self._kinds.items()}

    def forms(self, kind: str) -> tuple[Form, ...]:
        """The text forms of ``kind``, as declared."""
        return tuple(f.spec for f in self._kinds[kind].forms)

    # ------------------------------------------------------------ reading

    def error(self, problem: str) -> UnreadableMove:
        """The parser's error for ``problem`` (what is wrong, naming the text or value)."""
        return UnreadableMove(self._unreadable(problem), problem)

    def from_text(self, text: Any) -> Any:
        """The move whose ``str()`` is ``text`` (surrounding white space is ignored).

        Raises:
            UnreadableMove: for anything that is no move's text: not a string, longer than
                MAX_TEXT, no form of any kind, or a field that is not what its form needs.
        """
        if not isinstance(text, str):
            raise self.error(f"a move's text is a string, not {shown(text)}")
        if len(text) > MAX_TEXT:
            raise self.error(f"{shown(text)} is {len(text):,} characters long; a move's text "
                             f"has at most {MAX_TEXT}")
        line = text.strip()
        found = (self._regex or self._compile()).fullmatch(line)
        if found is None:
            if not line:
                raise self.error("the text is empty")
            like = ""
            if self._examples:
                quoted = [repr(e) for e in self._examples]
                like = f"; a move reads like {', '.join(quoted[:-1])} or {quoted[-1]}" if len(
                    quoted) > 1 else f"; a move reads like {quoted[0]}"
            raise self.error(f"{shown(line)} is no move's text{like}")
        return self._readers[found.lastindex](found, line)

    def _refuse_field(self, line: str, name: str, raw: str, field: Field) -> UnreadableMove:
        return self.error(f"{shown(line)}: the {name} {shown(raw)} is not {field.what}")

    def from_json(self, data: Any) -> Any:
        """The move whose ``to_json()`` is ``data``.

        Raises:
            UnreadableMove: for anything that is no move's JSON: not an object, an unknown
                ``kind``, a missing or unknown field, a value of the wrong type or out of
                range (``true`` is no number), or values that no text form shows.
        """
        if isinstance(data, dict):
            kind = data.get("kind")
            read = self._json_readers.get(kind) if isinstance(kind, str) else None
            move = read(data) if read is not None else None
            if move is not None:
                return move
        return self._from_json_or_why(data)

    def _from_json_or_why(self, data: Any) -> Any:
        """``from_json`` step by step: the move, or the error that names what is wrong."""
        if not isinstance(data, dict):
            raise self.error(f"a move is a JSON object with a 'kind', not {shown(data)}")
        kind = data.get("kind")
        spec = self._kinds.get(kind) if isinstance(kind, str) else None
        if spec is None:
            raise self.error(f"unknown kind {shown(kind)}; the kinds are "
                             f"{', '.join(self._kinds)}")
        for key in data:
            if key not in spec.keys:
                raise self.error(f"a {kind} move has no {shown(key)}")
        values = []
        for name, field in spec.fields:
            if name in data:
                value = data[name]
                if not field.accepts(value):
                    raise self.error(f"'{name}' of a {kind} move must be {field.what}, "
                                     f"not {shown(value)}")
            elif name in spec.defaults:
                value = spec.defaults[name]
            else:
                raise self.error(f"a {kind} move needs '{name}'")
            values.append(value)
        if spec.only is not None:
            return spec.only
        move = spec.cls(*values)
        if spec.checks_form:
            self._check_form(spec, move, data)
        return move

    def _check_form(self, spec: _Kind, move: Any, data: dict) -> None:
        """Refuse JSON values that no text form shows (the text would not read back)."""
        for f in spec.forms:
            if all(getattr(move, n) == v for n, v in f.fixed.items()):
                break
        else:
            name = next(n for f in spec.forms for n in f.fixed)
            allowed = " or ".join(shown(f.fixed[name]) for f in spec.forms if name in f.fixed)
            raise self.error(f"'{name}' of a {spec.kind} move must be {allowed}, "
                             f"not {shown(getattr(move, name))}")
        with_ = ", ".join(f"{n} {shown(v)}" for n, v in f.fixed.items())
        for name in spec.defaults:
            if name in f.slots and name not in data:
                raise self.error(f"a {spec.kind} move with {with_} needs '{name}'")
            if name not in f.slots and name not in f.fixed and name in data:
                raise self.error(f"a {spec.kind} move with {with_} takes no '{name}'")

    def _compile(self) -> re.Pattern[str]:
        """One regular expression of every form of every kind, each form a group of its own.

        The forms are tried in declaration order; ``lastindex`` of a match is its form's
        group (the outer group closes last), its fields' groups follow it.
        """
        parts, self._readers, index = [], {}, 0
        for spec in self._kinds.values():
            for compiled in spec.forms:
                parts.append(f"({compiled.pattern})")
                start = index + 1
                index = start + len(compiled.slots)
                self._readers[start] = _text_reader(spec, compiled, start + 1, self._refuse_field)
        self._regex = re.compile("|".join(parts))
        return self._regex
