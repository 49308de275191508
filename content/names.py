"""What people call the elements of a pack: names, not ids or JSON paths.

The studio names elements in its Problems panel, its undo history and its messages ("France",
"the 3-player board", "hex (1, -2) of the 3-player board", "path London – Paris") through
these functions, so every view says the same thing and follows a rename:

- :class:`Ref` names one element by a key that survives edits of other elements: its list
  and its id (a Trails board: its player count). :class:`Namer` gives the current name of a
  ``Ref`` in a pack (None when the pack has no such element).
- :func:`element_parts` turns a JSON path (``Problem.where``, ``countries[3].cards``) into
  text and ``Ref`` parts (``(Ref("countries", "fr"),)``; a link: two refs and a dash);
  :func:`render` joins parts with a namer, :func:`element_name` does both for one pack.

A view that keeps parts (an undo step's text) renders them again after a rename and shows
the new name; a view that keeps only text (a lint run) asks again on its next run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from content.edit import parse_path


class Ref(NamedTuple):
    """One element of a pack, by the list holding it and its id.

    Attributes:
        field: the pack's list: ``"countries"``, ``"seas"``, ``"colours"``, ``"terrains"``,
            ``"card_colours"``, ``"points"`` or ``"boards"``.
        key: the element's id; for ``"boards"``, the board's player count.
    """

    field: str
    key: Any


#: Text and element references, joined by :func:`render`.
Part = str | Ref
Parts = tuple[Part, ...]

#: How the pack's own lists and fields are called when a path names a whole one.
_WHOLE = {
    "cards": "the deck",
    "rules": "the rules",
    "tiles": "the tile set",
    "": "the pack",
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
            return {b.players: f"the {b.players}-player board" for b in items}
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


def render(parts: Iterable[Part], name_of: Callable[[Ref], str | None]) -> str:
    """Join ``parts``, each ``Ref`` by ``name_of(ref)`` (its key when that gives None)."""
    out = []
    for part in parts:
        if isinstance(part, Ref):
            name = name_of(part)
            out.append(name if name is not None else str(part.key))
        else:
            out.append(part)
    return "".join(out)


def _words(field: str) -> str:
    return field.replace("_", " ")


def _card_parts(card) -> Parts:
    """A card by what it names: "France card", "North Sea ship card 1", "card of Cairo"."""
    if hasattr(card, "point"):  # Expedition: a destination card
        return ("card of ", Ref("points", card.point))
    number = card.id.rsplit(":", 1)[-1]
    if card.kind == "country":
        return (Ref("countries", card.ref), " card 2" if card.id.count(":") == 2 else " card")
    if card.kind == "ship":
        return (Ref("seas", card.ref), f" ship card {number}")
    return (Ref("colours", card.ref), f" plane card {number}")


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
        return (f"the {_words(head)}",) if isinstance(value, tuple) else (f"the pack's {_words(head)}",)
    if not isinstance(steps[1], int):
        if head == "rules":
            return (f"{_words(str(steps[1]))} (rules)",)
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
            return (f"hex ({h.q}, {h.r}) of ", board)
        return (board,)
    if head == "links":
        return ("link ", Ref("countries", item.a), " – ", Ref("countries", item.b))
    if head == "unlinked_borders":
        return ("border ", Ref("countries", item.a), " – ", Ref("countries", item.b), " (not linked)")
    if head == "paths":
        return ("path ", Ref("points", item.a), " – ", Ref("points", item.b))
    if head == "wraps":
        return ("wrap pair ", Ref("points", item.a), " – ", Ref("points", item.b))
    if head == "tiles":
        return (Ref("terrains", item.terrain), " tiles")
    if head == "cards":
        return _card_parts(item)
    if hasattr(item, "id"):
        return (Ref(head, item.id),)
    return (f"{_words(head)} {i + 1}",)


def element_name(pack, where: str) -> str:
    """What a JSON path names in ``pack``, for people: "France", "hex (1, -2) of the 3-player board"."""
    return render(element_parts(pack, where), Namer(pack))
