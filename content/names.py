"""What people call the elements of a pack: names, not ids or JSON paths.

The studio names elements in its Problems panel, its undo history and its messages ("France",
"the 3-player board", "hex (1, -2) of the 3-player board", "path London – Paris") through
these functions, so every view says the same thing and follows a rename:

- :class:`Ref` names one element by a key that survives edits of other elements: its list
  and its id (a Trails board: its player count). :class:`Namer` gives the current name of a
  ``Ref`` in a pack (None when the pack has no such element).
- :func:`element_parts` turns a JSON path (``Problem.where``, ``countries[3].cards``) into
  text, ``Ref`` and :class:`Phrase` parts (``(Ref("countries", "fr"),)``; a link: the phrase
  ``"link {a} – {b}"`` with two refs); :func:`render` joins parts with a namer,
  :func:`element_name` does both for one pack. Every phrase of ours is a translatable
  ``content.messages`` template (context ``lint``): the studio shows each rendered part
  through ``app.i18n.messages.message_text`` (``element_text``); the English stays as it was.

A view that keeps parts (an undo step's text) renders them again after a rename and shows
the new name; a view that keeps only text (a lint run) asks again on its next run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from content.edit import parse_path
from content.messages import Message, msg


class Ref(NamedTuple):
    """One element of a pack, by the list holding it and its id.

    Attributes:
        field: the pack's list: ``"countries"``, ``"seas"``, ``"colours"``, ``"terrains"``,
            ``"card_colours"``, ``"points"`` or ``"boards"``.
        key: the element's id; for ``"boards"``, the board's player count.
    """

    field: str
    key: Any


class Phrase(NamedTuple):
    """A translatable phrase naming elements: a ``msg`` template whose arguments may be
    ``Ref``s, named when rendered ("link {a} – {b}"). Built with :func:`phrase`.

    Attributes:
        template: the English template (its message id, context ``lint``).
        args: ``(name, value)`` pairs; a ``Ref`` value is replaced by the element's name.
    """

    template: str
    args: tuple[tuple[str, Any], ...]


def phrase(template: str, /, **args: Any) -> Phrase:
    """A :class:`Phrase`; ``template`` is a string literal, like the first argument of ``msg``."""
    return Phrase(template, tuple(args.items()))


#: Text, element references and phrases, joined by :func:`render`.
Part = str | Ref | Phrase
Parts = tuple[Part, ...]

#: How the pack's own lists and fields are called when a path names a whole one.
_WHOLE = {
    "cards": msg("the deck"),
    "rules": msg("the rules"),
    "tiles": msg("the tile set"),
    "": msg("the pack"),
}


def name_or_id(item) -> str:
    """An element's name, or its id when it has no name (Expedition points may not)."""
    return getattr(item, "name", "") or str(getattr(item, "id", ""))


class Namer:
    """The names of the elements of one pack, looked up by :class:`Ref` (cached per list).

    ``Namer(pack)(ref)`` is the element's name, or None if ``pack`` has no such element.
    """

    def __init__(self, pack) -> None:
        self.pack = pack
        self._tables: dict[str, dict[Any, str]] = {}

    def __call__(self, ref: Ref) -> str | None:
        table = self._tables.get(ref.field)
        if table is None:
            table = self._tables[ref.field] = self._table(ref.field)
        return table.get(ref.key)

    def _table(self, field: str) -> dict[Any, str]:
        items = getattr(self.pack, field, None)
        if not isinstance(items, tuple):
            return {}
        if field == "boards":
            return {b.players: msg("the {players}-player board", players=b.players) for b in items}
        return {x.id: name_or_id(x) for x in items if hasattr(x, "id")}


#: The lists whose elements a ``Ref`` names.
NAMED_LISTS = ("countries", "seas", "colours", "terrains", "card_colours", "points", "boards")


def names_differ(a, b) -> bool:
    """True when packs ``a`` and ``b`` name some element differently (a rename, an id change,
    an element added or removed); lists the two packs share are not looked at."""
    for field in NAMED_LISTS:
        xs, ys = getattr(a, field, ()), getattr(b, field, ())
        if xs is ys:
            continue
        if field == "boards":
            if [x.players for x in xs] != [y.players for y in ys]:
                return True
        elif [(x.id, name_or_id(x)) for x in xs] != [(y.id, name_or_id(y)) for y in ys]:
            return True
    return False


def _ref_name(ref: Ref, name_of: Callable[[Ref], str | None]) -> str:
    name = name_of(ref)
    return name if name is not None else str(ref.key)


def render_parts(parts: Iterable[Part], name_of: Callable[[Ref], str | None]) -> tuple[str, ...]:
    """Each of ``parts`` as text: a ``Ref`` by ``name_of(ref)`` (its key when that gives
    None), a :class:`Phrase` as a ``Message`` (translatable) with its refs named."""
    out: list[str] = []
    for part in parts:
        if isinstance(part, Ref):
            out.append(_ref_name(part, name_of))
        elif isinstance(part, Phrase):
            args = {k: _ref_name(v, name_of) if isinstance(v, Ref) else v for k, v in part.args}
            out.append(Message(part.template, args))
        else:
            out.append(part)
    return tuple(out)


def render(parts: Iterable[Part], name_of: Callable[[Ref], str | None]) -> str:
    """Join ``parts`` (see :func:`render_parts`); a single part keeps its ``Message``."""
    out = render_parts(parts, name_of)
    return out[0] if len(out) == 1 else "".join(out)


def _words(field: str) -> str:
    return field.replace("_", " ")


def _card_parts(card) -> Parts:
    """A card by what it names: "France card", "North Sea ship card 1", "card of Cairo"."""
    if hasattr(card, "point"):  # Expedition: a destination card
        return (phrase("card of {point}", point=Ref("points", card.point)),)
    number = card.id.rsplit(":", 1)[-1]
    if card.kind == "country":
        if card.id.count(":") == 2:
            return (phrase("{country} card 2", country=Ref("countries", card.ref)),)
        return (phrase("{country} card", country=Ref("countries", card.ref)),)
    if card.kind == "ship":
        return (phrase("{sea} ship card {number}", sea=Ref("seas", card.ref), number=number),)
    return (phrase("{colour} plane card {number}", colour=Ref("colours", card.ref), number=number),)


def element_parts(pack, where: str) -> Parts:
    """The element a JSON path names, as text and refs (see the module docstring).

    A path to a field names its element (``countries[3].cards`` is France); a path to a
    whole list or a rules value says so (``the deck``, ``max players (rules)``). A path
    that names nothing in ``pack`` is returned as it is.
    """
    try:
        steps = parse_path(where)
    except ValueError:
        return (where,)
    if not steps:
        return (_WHOLE[""],)
    head = steps[0]
    if len(steps) == 1:
        if head in _WHOLE:
            return (_WHOLE[head],)
        value = getattr(pack, head, None)
        if isinstance(value, tuple):
            return (msg("the {list}", list=_words(head)),)
        return (msg("the pack's {field}", field=_words(head)),)
    if not isinstance(steps[1], int):
        if head == "rules":
            return (msg("{field} (rules)", field=_words(str(steps[1]))),)
        return (where,)
    items = getattr(pack, head, None)
    i = steps[1]
    if not isinstance(items, tuple) or not 0 <= i < len(items):
        return (where,)
    item = items[i]
    if head == "boards":
        board = Ref("boards", item.players)
        rest = steps[2:]
        if len(rest) >= 2 and rest[0] == "hexes" and isinstance(rest[1], int) and rest[1] < len(item.hexes):
            h = item.hexes[rest[1]]
            return (phrase("hex ({q}, {r}) of {board}", q=h.q, r=h.r, board=board),)
        return (board,)
    if head == "links":
        return (phrase("link {a} – {b}", a=Ref("countries", item.a), b=Ref("countries", item.b)),)
    if head == "unlinked_borders":
        return (phrase("border {a} – {b} (not linked)", a=Ref("countries", item.a),
                       b=Ref("countries", item.b)),)
    if head == "paths":
        return (phrase("path {a} – {b}", a=Ref("points", item.a), b=Ref("points", item.b)),)
    if head == "wraps":
        return (phrase("wrap pair {a} – {b}", a=Ref("points", item.a), b=Ref("points", item.b)),)
    if head == "tiles":
        return (phrase("{terrain} tiles", terrain=Ref("terrains", item.terrain)),)
    if head == "cards":
        return _card_parts(item)
    if hasattr(item, "id"):
        return (Ref(head, item.id),)
    return (msg("{list} {number}", list=_words(head), number=i + 1),)


def element_name(pack, where: str) -> str:
    """What a JSON path names in ``pack``, for people: "France", "hex (1, -2) of the 3-player board"."""
    return render(element_parts(pack, where), Namer(pack))


def removed_paths(old, new, data: Any) -> list[str]:
    """The JSON paths (in ``old``) of the elements that ``data`` (a move's JSON) names by id
    and that ``new`` no longer has: what a replay on an edited pack can no longer play
    ("cards[17]", the Greece card, after Greece was deleted)."""
    ids: set[str] = set()

    def collect(value: Any) -> None:
        if isinstance(value, str):
            ids.add(value)
        elif isinstance(value, dict):
            for v in value.values():
                collect(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                collect(v)

    collect(data)
    paths = []
    for field in type(old).model_fields:
        items = getattr(old, field, None)
        if not isinstance(items, tuple) or not items or not hasattr(items[0], "id"):
            continue
        kept = {getattr(x, "id", None) for x in getattr(new, field, ()) or ()}
        paths += [f"{field}[{i}]" for i, item in enumerate(items)
                  if item.id in ids and item.id not in kept]
    return paths
