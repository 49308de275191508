"""Pure edits of Expedition packs: points, paths, wrap pairs, colours and destination cards.

Every function returns a new pack and leaves its input unchanged. Points are named by id,
paths by their index in ``pack.paths``.
"""

from __future__ import annotations

from content.edit import index_of, set_at
from content.models.expedition import DestinationCard, ExpeditionColour, Path, Point, Wrap
from content.names import name_or_id
from content.rules.expedition import rose_distances, token_points  # noqa: F401 - the editors read them here
from content.rules.expedition_wraps import wrap_edges

#: The point kinds, in the order the editor offers them.
KINDS: tuple[str, ...] = ("rose", "green", "blue", "red", "plain")


def _unique_id(base: str, taken: set[str]) -> str:
    n = 1
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


def new_point_id(pack, kind: str = "plain") -> str:
    """An unused point id such as ``green-3``."""
    return _unique_id(kind, {p.id for p in pack.points})


def new_point_name(pack, kind: str = "plain") -> str:
    """A readable name no point has yet: the kind and the first free number (``Green point 3``)."""
    taken = {p.name for p in pack.points}
    n = 1
    while f"{kind.capitalize()} point {n}" in taken:
        n += 1
    return f"{kind.capitalize()} point {n}"


#: What a point is called on the map and in messages: its name, or its id if unnamed.
point_name = name_or_id


# --- points --------------------------------------------------------------------------------


def add_point(pack, kind: str, x: float, y: float, point_id: str | None = None, name: str = ""):
    """Append a point of ``kind`` at ``(x, y)``; its id is ``point_id`` or a fresh one.

    Raises:
        ValueError: ``point_id`` is already used.
    """
    pid = point_id or new_point_id(pack, kind)
    if any(p.id == pid for p in pack.points):
        raise ValueError(f"point id '{pid}' is already used")
    point = Point(id=pid, name=name, kind=kind, x=float(x), y=float(y))
    return pack.model_copy(update={"points": (*pack.points, point)})


def move_point(pack, point_id: str, x: float, y: float):
    """Move a point to ``(x, y)``."""
    i = index_of(pack.points, point_id)
    p = pack.points[i].model_copy(update={"x": float(x), "y": float(y)})
    return set_at(pack, ("points", i), p)


def delete_point(pack, point_id: str):
    """Remove a point with every path, wrap pair and destination card that names it."""
    return pack.model_copy(
        update={
            "points": tuple(p for p in pack.points if p.id != point_id),
            "paths": tuple(x for x in pack.paths if point_id not in (x.a, x.b)),
            "wraps": tuple(w for w in pack.wraps if point_id not in (w.a, w.b)),
            "cards": tuple(c for c in pack.cards if c.point != point_id),
        }
    )


def delete_points(pack, point_ids):
    """Remove several points (see ``delete_point``)."""
    for pid in point_ids:
        pack = delete_point(pack, pid)
    return pack


def rename_point(pack, old: str, new: str):
    """Change a point's id and every reference to it (paths, wraps, cards).

    A card whose id is the default ``card-<old>`` is renamed ``card-<new>`` too when that id
    is free.

    Raises:
        ValueError: ``new`` is already a point id.
    """
    if new == old:
        return pack
    if any(p.id == new for p in pack.points):
        raise ValueError(f"point id '{new}' is already used")
    index_of(pack.points, old)

    def sub(v: str) -> str:
        return new if v == old else v

    card_ids = {c.id for c in pack.cards}
    cards = []
    for c in pack.cards:
        if c.point == old:
            cid = c.id
            if cid == f"card-{old}" and f"card-{new}" not in card_ids:
                cid = f"card-{new}"
            c = c.model_copy(update={"id": cid, "point": new})
        cards.append(c)
    return pack.model_copy(
        update={
            "points": tuple(
                p.model_copy(update={"id": new}) if p.id == old else p for p in pack.points
            ),
            "paths": tuple(Path(a=sub(x.a), b=sub(x.b)) for x in pack.paths),
            "wraps": tuple(Wrap(a=sub(w.a), b=sub(w.b)) for w in pack.wraps),
            "cards": tuple(cards),
        }
    )


def set_point_kind(pack, point_id: str, kind: str):
    """Change a point's kind; a point that stops being green loses its destination cards."""
    i = index_of(pack.points, point_id)
    pack = set_at(pack, ("points", i, "kind"), kind)
    if kind != "green":
        pack = pack.model_copy(
            update={"cards": tuple(c for c in pack.cards if c.point != point_id)}
        )
    return pack


# --- paths ---------------------------------------------------------------------------------


def path_index(pack, a: str, b: str) -> int:
    """Index of the path between ``a`` and ``b`` (either direction); -1 if there is none."""
    for i, x in enumerate(pack.paths):
        if {x.a, x.b} == {a, b}:
            return i
    return -1


def can_connect(pack, a: str, b: str) -> bool:
    """True when ``a`` and ``b`` are two different points with no path between them yet."""
    ids = {p.id for p in pack.points}
    return a != b and a in ids and b in ids and path_index(pack, a, b) < 0


def connect(pack, a: str, b: str):
    """Add a path between points ``a`` and ``b``.

    Raises:
        ValueError: same point, unknown point, or the path exists already.
    """
    if not can_connect(pack, a, b):
        raise ValueError(f"cannot connect '{a}' and '{b}'")
    return pack.model_copy(update={"paths": (*pack.paths, Path(a=a, b=b))})


def remove_paths(pack, indices):
    """Drop the paths at ``indices``."""
    drop = set(indices)
    return pack.model_copy(
        update={"paths": tuple(x for i, x in enumerate(pack.paths) if i not in drop)}
    )


def split_path(pack, index: int, x: float, y: float, kind: str = "plain", point_id=None,
               name: str = ""):
    """Insert a new point at ``(x, y)`` into path ``index``: a–b becomes a–new and new–b.

    Returns:
        (new pack, id of the new point).
    """
    old = pack.paths[index]
    pid = point_id or new_point_id(pack, kind)
    pack = add_point(pack, kind, x, y, pid, name)
    paths = list(pack.paths)
    paths[index : index + 1] = [Path(a=old.a, b=pid), Path(a=pid, b=old.b)]
    return pack.model_copy(update={"paths": tuple(paths)}), pid


# --- wrap pairs ----------------------------------------------------------------------------


def can_pair(pack, a: str, b: str) -> bool:
    """True when ``a`` and ``b`` are two points, neither already in a wrap pair."""
    ids = {p.id for p in pack.points}
    wrapped = {w.a for w in pack.wraps} | {w.b for w in pack.wraps}
    return a != b and a in ids and b in ids and a not in wrapped and b not in wrapped


def wrap_refusal(pack, a: str, b: str) -> str | None:
    """Why points ``a`` and ``b`` cannot become a wrap pair, in a sentence; None if they can.

    They can when both exist, neither is in a pair yet, and one is on the west edge and the
    other on the east edge at about the same height (``content.rules.expedition_wraps``, the
    definition the lint checks pairs by).
    """
    points = {p.id: p for p in pack.points}
    if a not in points or b not in points:
        return "both ends of a wrap pair must be points of the network"
    if a == b:
        return "a point cannot be paired with itself"
    for pid in (a, b):
        partner = next((w.b if w.a == pid else w.a for w in pack.wraps if pid in (w.a, w.b)), None)
        if partner is not None:
            other = point_name(points[partner]) if partner in points else partner
            return f"{point_name(points[pid])} is already paired with {other} (click it to unpair it)"
    west, east = sorted((points[a], points[b]), key=lambda p: p.x)
    edges = wrap_edges(pack.points)
    pa, pb = points[a], points[b]
    if not edges.joins_edges(west, east):
        return (
            f"{point_name(pa)} (x {pa.x:g}) and {point_name(pb)} (x {pb.x:g}) are not on opposite "
            f"edges, the west (x {edges.west:g}) and the east (x {edges.east:g})"
        )
    if not edges.same_height(west, east):
        return (
            f"{point_name(pa)} (y {pa.y:g}) and {point_name(pb)} (y {pb.y:g}) are not at the same "
            f"height (within {edges.tol_y:g})"
        )
    return None


def pair_wrap(pack, a: str, b: str):
    """Declare ``a`` and ``b`` one point for the rules; the western one (smaller x) is ``a``.

    Raises:
        ValueError: see ``can_pair``.
    """
    if not can_pair(pack, a, b):
        raise ValueError(f"cannot pair '{a}' and '{b}'")
    pa = pack.points[index_of(pack.points, a)]
    pb = pack.points[index_of(pack.points, b)]
    if pb.x < pa.x:
        a, b = b, a
    return pack.model_copy(update={"wraps": (*pack.wraps, Wrap(a=a, b=b))})


def unpair_wrap(pack, index: int):
    """Drop wrap pair ``index``."""
    return pack.model_copy(update={"wraps": pack.wraps[:index] + pack.wraps[index + 1 :]})


# --- colours and cards ---------------------------------------------------------------------


def add_colour(pack, name: str = "New colour", arrows: int = 45):
    """Append an expedition colour with an unused id."""
    cid = _unique_id("colour", {c.id for c in pack.colours})
    return pack.model_copy(
        update={"colours": (*pack.colours, ExpeditionColour(id=cid, name=name, arrows=arrows))}
    )


def remove_colour(pack, colour_id: str):
    """Drop an expedition colour."""
    return pack.model_copy(update={"colours": tuple(c for c in pack.colours if c.id != colour_id)})


def set_arrows(pack, colour_id: str, arrows: int):
    """Set the number of arrows of one colour."""
    return set_at(pack, ("colours", index_of(pack.colours, colour_id), "arrows"), int(arrows))


def add_card(pack, point_id: str, card_id: str | None = None):
    """Append a destination card naming ``point_id`` (id ``card-<point>`` when free)."""
    taken = {c.id for c in pack.cards}
    cid = card_id or (
        f"card-{point_id}"
        if f"card-{point_id}" not in taken
        else _unique_id(f"card-{point_id}", taken)
    )
    return pack.model_copy(update={"cards": (*pack.cards, DestinationCard(id=cid, point=point_id))})


def remove_cards(pack, card_ids):
    """Drop the destination cards with these ids."""
    drop = set(card_ids)
    return pack.model_copy(update={"cards": tuple(c for c in pack.cards if c.id not in drop)})


def default_cards(pack):
    """Replace the cards by the default deck: one card per green point, in point order."""
    cards = tuple(
        DestinationCard(id=f"card-{p.id}", point=p.id) for p in pack.points if p.kind == "green"
    )
    return pack.model_copy(update={"cards": cards})
