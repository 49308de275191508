"""Dominoes' registration in ``content``: the model, the lint, the blank pack, the default pack."""

from __future__ import annotations

from boardcraft_dominoes.lint import CODES, lint_dominoes
from boardcraft_dominoes.model import DominoesPack
from content.plugins import ContentGame, DefaultPack


def blank() -> dict:
    """The blank pack (File ▸ New): a double-three set (10 tiles) for two players with hands
    of three."""
    return {
        "game": "dominoes",
        "id": "new-dominoes",
        "name": "New Dominoes set",
        "rules": {"min_players": 2, "max_players": 2, "hand_size": 3},
        "tiles": {"max_pips": 3},
    }


CONTENT = ContentGame(
    id="dominoes",
    name="Dominoes",
    model=DominoesPack,
    lint=lint_dominoes,
    codes=CODES,
    blank=blank,
    schema_title="Boardcraft Studio Dominoes pack",
    blank_label="Blank Dominoes set",
    blank_description="A double-three set of ten tiles for two players with hands of three.",
    default_packs=(
        DefaultPack("dominoes", "boardcraft_dominoes", "packs", "dominoes.json",
                    "Dominoes — Double-six template",
                    "Block Dominoes with a double-six set, for two to four players.",
                    opens_at_start=False),
    ),
    heat_fields=(),
)
