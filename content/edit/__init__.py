"""Pure edits of frozen packs: each returns a new pack and leaves its input unchanged.

The studio's undo commands compute their new value with these functions, so every rule of
the file format (what a deletion takes with it, which references a rename updates) lives
here, beside the models, and is tested without Qt. Per-game operations live in
``content/edit/<game>.py``.
"""

from __future__ import annotations

import re
from typing import Any

_STEP = re.compile(r"\.?([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]")


def parse_path(path: str) -> tuple[str | int, ...]:
    """Split a JSON path such as ``countries[3].name`` into ``("countries", 3, "name")``."""
    steps: list[str | int] = []
    pos = 0
    while pos < len(path):
        m = _STEP.match(path, pos)
        if not m or m.end() == pos:
            raise ValueError(f"not a JSON path: {path!r}")
        steps.append(m.group(1) if m.group(1) is not None else int(m.group(2)))
        pos = m.end()
    return tuple(steps)


def format_path(steps: tuple[str | int, ...]) -> str:
    """The inverse of ``parse_path``."""
    out = ""
    for s in steps:
        out += f"[{s}]" if isinstance(s, int) else ("." if out else "") + s
    return out


def get_at(obj: Any, path: str | tuple) -> Any:
    """The value at ``path`` inside a pack (models, tuples)."""
    steps = parse_path(path) if isinstance(path, str) else path
    for s in steps:
        obj = obj[s] if isinstance(s, int) else getattr(obj, s)
    return obj


def set_at(obj: Any, path: str | tuple, value: Any) -> Any:
    """A copy of ``obj`` with the value at ``path`` replaced; ``obj`` is unchanged.

    Only the models and tuples along the path are copied; everything else is shared.
    Values are not re-validated here: callers pass values of the right type, and
    ``validated`` re-checks a whole pack when needed.
    """
    steps = parse_path(path) if isinstance(path, str) else path
    if not steps:
        return value
    head, rest = steps[0], steps[1:]
    if isinstance(head, int):
        items = list(obj)
        items[head] = set_at(items[head], rest, value)
        return tuple(items)
    return obj.model_copy(update={head: set_at(getattr(obj, head), rest, value)})


def replace_item(pack: Any, field: str, index: int, item: Any) -> Any:
    """A copy of ``pack`` with ``getattr(pack, field)[index]`` replaced by ``item``."""
    items = list(getattr(pack, field))
    items[index] = item
    return pack.model_copy(update={field: tuple(items)})


def append_item(pack: Any, field: str, item: Any) -> Any:
    """A copy of ``pack`` with ``item`` appended to the list ``field``."""
    return pack.model_copy(update={field: (*getattr(pack, field), item)})


def remove_items(pack: Any, field: str, keep) -> Any:
    """A copy of ``pack`` keeping only the items of ``field`` for which ``keep(item)`` is true."""
    return pack.model_copy(update={field: tuple(x for x in getattr(pack, field) if keep(x))})


def index_of(items, element_id: str) -> int:
    """Index of the element with ``id == element_id``; raises KeyError if none."""
    for i, x in enumerate(items):
        if x.id == element_id:
            return i
    raise KeyError(element_id)


def validated(pack: Any) -> Any:
    """Re-validate a pack built by edits; raises ``content.PackError`` listing every problem."""
    from content.io import parse_pack

    return parse_pack(pack.model_dump(mode="json", by_alias=True, exclude_none=True), pack.id)


def first_free(base: str, taken, form: str = "{base}-{n}") -> str:
    """``base`` if it is not in ``taken``, else the first of ``form`` with n = 2, 3, … that is
    not: ``france-2``, or ``After move 3 (2)`` with ``form="{base} ({n})"``."""
    taken = set(taken)
    if base not in taken:
        return base
    n = 2
    while form.format(base=base, n=n) in taken:
        n += 1
    return form.format(base=base, n=n)
