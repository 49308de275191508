"""Shared building blocks of every content pack model.

Every model is frozen and forbids unknown keys: edits go through ``model_copy(update=...)``,
which is what lets the studio's undo commands swap whole values.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Annotated, Any, ClassVar, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from content.geometry import normalise_ring, polygon_problem
from content.images import MAX_CARD_IMAGE_BYTES, card_image_problem
from content.models.validation import raise_problems

#: The pack format version this program writes. Older packs are migrated on load.
SCHEMA_VERSION = 3

_ID_PATTERN = r"^[a-z0-9][a-z0-9_\-]*$"
_ID_RE = re.compile(_ID_PATTERN)

Id = Annotated[
    str,
    StringConstraints(pattern=_ID_PATTERN, min_length=1, max_length=64),
    Field(description="A stable id: lower-case letters, digits, '-' and '_'."),
]
"""A stable element id, referenced from elsewhere in the pack."""

DisplayColour = Annotated[
    str,
    StringConstraints(pattern=r"^#[0-9a-fA-F]{6}$"),
    Field(description="Colour used to draw this element, as #rrggbb."),
]
"""A colour for drawing, never used by the rules."""

Name = Annotated[
    str,
    StringConstraints(min_length=1, max_length=120),
    Field(description="Name shown to players and designers."),
]


def _valid_polygon(points: tuple[tuple[float, float], ...]) -> tuple[tuple[float, float], ...]:
    ring = normalise_ring(points)
    problem = polygon_problem(ring)
    if problem is not None:
        raise PydanticCustomError("polygon", problem)
    return ring


Polygon = Annotated[
    tuple[tuple[float, float], ...],
    AfterValidator(_valid_polygon),
    Field(
        description=(
            "A polygon: a list of [x, y] points in map coordinates, at least 3 distinct ones, "
            "implicitly closed (a repeated closing point is dropped), never crossing itself."
        )
    ),
]
"""A simple polygon in map coordinates (``content.geometry`` checks and measures them)."""

Outline = tuple[Polygon, ...]
"""Polygons drawn as one shape; a polygon inside another of the same outline is a hole."""


class Model(BaseModel):
    """Base of every content model: frozen, no unknown keys, described fields."""

    model_config = ConfigDict(
        frozen=True, extra="forbid", populate_by_name=True, allow_inf_nan=False
    )


class ExpectLegal(Model):
    """A scenario's expectation: this move (its text form) is legal at the record's end."""

    legal: str = Field(min_length=1, max_length=200, description="A move's text form.")


class ExpectIllegal(Model):
    """A scenario's expectation: this move is refused at the record's end, by this rule."""

    illegal: str = Field(min_length=1, max_length=200, description="A move's text form.")
    rule: str = Field(min_length=1, max_length=40, description="The rule id that refuses it.")


class ExpectOver(Model):
    """A scenario's expectation: the game is over at the record's end, with this result."""

    over: Literal[True] = Field(description="Always true: the game is over.")
    winners: list[int] = Field(max_length=100, description="The winning seats (from 0).")
    reason: str = Field(min_length=1, max_length=40, description="How the game ended.")


class Scenario(Model):
    """A playtest position pinned with the pack (architecture.md, "Scenarios"): a game
    record's JSON and what must hold at its end. ``content.lint`` replays it when the engine
    has registered the check (``core`` does, see ``content.lint.register_check``)."""

    name: Name
    record: dict[str, Any] = Field(description="A game record's JSON "
                                   "(Session.record().to_json()).")
    expect: ExpectLegal | ExpectIllegal | ExpectOver = Field(
        description="What must hold at the record's end: a legal move, an illegal move with "
                    "its rule, or the game's end.")


class CardLayout(Model):
    """How the cards of one kind look (drawn by the studio's one card painter: the editor's
    card table, the playtest's hands and the print-and-play). Every field left out keeps
    today's look, so a pack without layouts looks as it always did."""

    kind: str = Field(min_length=1, max_length=40,
                      description="The card kind this layout draws (one of the game's kinds).")
    width_mm: float = Field(56.0, ge=30.0, le=150.0, description="Printed width in mm.")
    height_mm: float = Field(80.0, ge=30.0, le=150.0, description="Printed height in mm.")
    radius_mm: float = Field(2.0, ge=0.0, le=15.0,
                             description="Corner radius of the card's panels in mm.")
    colour: DisplayColour | None = Field(
        None, description="One colour for every card of the kind (else the card's own).")
    colours: dict[str, DisplayColour] = Field(
        default_factory=dict, max_length=200,
        description="Colour by field: the card's colour group id (its colour field) to the "
                    "colour its cards are drawn in.")
    title: Literal["name", "kind", "none"] = Field(
        "name", description="What the title shows: the card's name, its kind, or nothing.")
    text: bool = Field(True, description="Whether the card's lines of detail are shown.")
    icon: str = Field("", max_length=4,
                      description="A symbol drawn in the card's top corner (a letter, an emoji).")
    back_colour: DisplayColour | None = Field(
        None, description="Colour of the card's back (else the studio's navy).")
    back_text: str | None = Field(
        None, max_length=120, description="Text on the back (else the pack's name).")
    image: str | None = Field(
        None,
        description="A picture drawn in the card's picture area (under the title), carried in "
                    "the pack as a data URL: data:image/png;base64,..., "
                    "data:image/jpeg;base64,... or data:image/svg+xml;base64,... of an image of "
                    "at most "
                    f"{MAX_CARD_IMAGE_BYTES // 1024} KB.")
    image_fit: Literal["contain", "cover"] = Field(
        "contain", description="How the picture fills its area, keeping its aspect ratio: "
                               "'contain' shows all of it, 'cover' fills the area and crops.")

    @field_validator("image")
    @classmethod
    def _check_image(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None:
            return value
        problem = card_image_problem(value)
        if problem is not None:
            kind = info.data.get("kind", "?")
            raise PydanticCustomError(
                "card_image", "the image of the '{kind}' card layout {problem}",
                {"kind": kind, "problem": problem})
        return value


#: The most card layouts one pack holds.
MAX_CARD_LAYOUTS = 20


#: The most scenarios one pack holds.
MAX_SCENARIOS = 200


class PackBase(Model):
    """The header every pack has, in the order it is saved; each game's pack adds its content.

    Subclasses narrow ``game`` to their literal and override ``reference_problems``; the
    after-validator reports every problem it finds at once.
    """

    json_schema_ref: str | None = Field(
        None, alias="$schema", description="Path or URL of the JSON Schema, for editors."
    )
    schema_version: int = Field(SCHEMA_VERSION, description="Pack format version.")
    game: str = Field(description="Which game this pack is for.")
    id: Id
    name: Name
    version: str = Field("1.0", max_length=40, description="The pack's own version.")
    author: str = Field("", max_length=200, description="Who made the pack (shown when it is shared).")
    description: str = Field("", max_length=10_000, description="Notes for designers.")
    scenarios: tuple[Scenario, ...] = Field(
        (), max_length=MAX_SCENARIOS,
        description="Pinned playtest positions, each re-checked against the content by lint.")
    card_layouts: tuple[CardLayout, ...] = Field(
        (), max_length=MAX_CARD_LAYOUTS,
        description="How each kind of card looks (none: the studio's default look).")

    #: The kinds of card a game's pack has, the ``kind`` a card layout names.
    CARD_KINDS: ClassVar[tuple[str, ...]] = ()

    def reference_problems(self) -> list[tuple[str, str]]:
        """Every dangling or duplicate reference, as (JSON path, message) pairs."""
        return []

    def layout_problems(self) -> list[tuple[str, str]]:
        """Card layouts naming a kind the game has not, or one kind twice."""
        out: list[tuple[str, str]] = []
        seen: set[str] = set()
        for i, layout in enumerate(self.card_layouts):
            where = f"card_layouts[{i}].kind"
            if layout.kind not in self.CARD_KINDS:
                known = ", ".join(self.CARD_KINDS) or "none"
                out.append((where, f"unknown card kind '{layout.kind}' (this game's kinds: {known})"))
            elif layout.kind in seen:
                out.append((where, f"a second layout for card kind '{layout.kind}'"))
            seen.add(layout.kind)
        return out

    def card_layout(self, kind: str) -> CardLayout | None:
        """The pack's layout of cards of ``kind``, or None (the default look)."""
        return next((x for x in self.card_layouts if x.kind == kind), None)

    @model_validator(mode="after")
    def _check_references(self):
        raise_problems(self.reference_problems() + self.layout_problems())
        return self


class BoardImage(Model):
    """A picture under a board, to trace a map over (Tiled's image layer); never in the rules.

    ``path`` is relative to the pack file's folder in a saved file. ``content.load_pack``
    resolves it to an absolute path (so the model means the same file wherever it is saved
    next), and ``content.save_pack`` writes it relative to the folder it saves into (absolute
    when no relative path exists, e.g. another drive). A pack never saved keeps it absolute.
    """

    path: str = Field(
        min_length=1, max_length=4096,
        description="The image file (PNG, JPEG or SVG), relative to the pack file's folder.",
    )
    x: float = Field(0.0, description="Map x of the image's left edge.")
    y: float = Field(0.0, description="Map y of the image's top edge (north positive).")
    width: float = Field(10.0, gt=0, description="Width in map units.")
    height: float = Field(10.0, gt=0, description="Height in map units.")
    opacity: float = Field(0.5, ge=0.0, le=1.0, description="0 transparent to 1 opaque.")
    locked: bool = Field(
        True, description="A locked image cannot be moved or scaled on the canvas."
    )


class RulesBase(Model):
    """Numeric parameters every game has."""

    min_players: int = Field(2, ge=1, le=12, description="Fewest players the game supports.")
    max_players: int = Field(4, ge=1, le=12, description="Most players the game supports.")
    max_rounds: int = Field(
        100, ge=1, le=100_000, description="A game still running after this many rounds ends."
    )


class Problems:
    """Collects cross-reference problems as (JSON path, message) pairs."""

    def __init__(self) -> None:
        self.items: list[tuple[str, str]] = []

    def add(self, where: str, message: str) -> None:
        self.items.append((where, message))

    def duplicates(self, path: str, ids: Iterable[str], what: str) -> set[str]:
        """Report every repeated id in ``ids``; returns the set of ids seen."""
        ids = list(ids)
        unique = set(ids)
        if len(unique) == len(ids):  # the usual case: nothing repeated, nothing to count
            return unique
        counts = Counter(ids)
        seen: set[str] = set()
        for i, x in enumerate(ids):
            if counts[x] > 1 and x in seen:
                self.add(f"{path}[{i}].id", f"duplicate {what} id '{x}'")
            seen.add(x)
        return set(ids)

    def ref(self, where: str, value: str, known: set[str], what: str) -> bool:
        if value not in known:
            self.add(where, f"unknown {what} '{value}'")
            return False
        return True


def is_id(text: str) -> bool:
    """True when ``text`` is a valid element id."""
    return bool(_ID_RE.match(text))
