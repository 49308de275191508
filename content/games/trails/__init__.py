"""Trails's registration: the plugin the ``boardcraft.games`` entry point names, and its
content part (model, lint, blank pack, schema title, default packs)."""

from __future__ import annotations

from content.edit.trails import preset_board
from content.games.trails.lint import CODES, lint_trails
from content.messages import msg
from content.models.trails import TrailsPack
from content.plugins import ContentGame, DefaultPack, GamePlugin

PLUGIN = GamePlugin(
    id="trails",
    name="Trails",
    content="content.games.trails:CONTENT",
    core="core.trails.plugin:CORE",
    app="app.games.trails:APP",
    order=20,
)


def blank() -> dict:
    """The blank pack (File ▸ New): one board of the T6 shape for two players (every terrain drawn at setup), two terrains, a
    deck of green, blue and multicolour cards, for exactly two players."""
    return {
        "game": "trails",
        "id": "new-trails",
        "name": "New Trails board",
        "rules": {"min_players": 2, "max_players": 2},
        "terrains": [
            {"id": "forest", "name": "Forest", "colour": "green", "display": "#4f9a5a"},
            {"id": "water", "name": "Water", "colour": "blue", "display": "#5b9bd5"},
        ],
        "card_colours": [
            {"id": "green", "name": "Green", "count": 10, "display": "#3c8d40"},
            {"id": "blue", "name": "Blue", "count": 10, "display": "#3d6fb4"},
            {"id": "multi", "name": "Multicolour", "count": 4, "display": "#999999"},
        ],
        "tiles": [{"terrain": "forest", "count": 7}, {"terrain": "water", "count": 7}],
        "boards": [preset_board(2).model_dump(mode="json")],
    }

CONTENT = ContentGame(
    id="trails",
    name="Trails",
    model=TrailsPack,
    lint=lint_trails,
    codes=CODES,
    blank=blank,
    schema_title='Boardcraft Studio Trails pack',
    blank_label=msg('Blank Trails board'),
    blank_description=msg("One two-player board of the rulebook's shape (every terrain drawn at setup), two terrains and a small deck."),
    default_packs=(
        DefaultPack('trails', "content", "packs", 'trails.json', msg('Trails template'),
                    msg('The default Trails tile set and its boards for 2 to 5 players.')),
    ),
    card_set='card_colours',
    heat_fields=('boards',),
)
