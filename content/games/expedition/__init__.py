"""Expedition's registration: the plugin the ``boardcraft.games`` entry point names, and its
content part (model, lint, blank pack, schema title, default packs)."""

from __future__ import annotations

from content.games.expedition.lint import CODES, lint_expedition
from content.messages import msg
from content.models.expedition import ExpeditionPack
from content.plugins import ContentGame, DefaultPack, GamePlugin

PLUGIN = GamePlugin(
    id="expedition",
    name="Expedition",
    content="content.games.expedition:CONTENT",
    core="core.expedition.plugin:CORE",
    app="app.games.expedition:APP",
    order=30,
)


def blank() -> dict:
    """The blank pack (File ▸ New): the compass rose and two destinations, one path to each, two colours, one card per
    destination, for exactly two players with hands of one card and one token each."""
    return {
        "game": "expedition",
        "id": "new-expedition",
        "name": "New Expedition network",
        "rules": {"min_players": 2, "max_players": 2, "hand_small": 1, "market_size": 0,
                  "tokens": 1, "token_distance": 1},
        "points": [
            {"id": "rose", "name": "Compass rose", "kind": "rose", "x": 0.0, "y": 0.0},
            {"id": "west", "name": "West", "kind": "green", "x": -30.0, "y": 0.0},
            {"id": "east", "name": "East", "kind": "green", "x": 30.0, "y": 0.0},
        ],
        "paths": [{"a": "rose", "b": "west"}, {"a": "rose", "b": "east"}],
        "colours": [
            {"id": "orange", "name": "Orange", "arrows": 45, "display": "#f28e1c"},
            {"id": "purple", "name": "Purple", "arrows": 45, "display": "#7b3fb5"},
        ],
        "cards": [{"id": "card-west", "point": "west"}, {"id": "card-east", "point": "east"}],
    }


CONTENT = ContentGame(
    id="expedition",
    name="Expedition",
    model=ExpeditionPack,
    lint=lint_expedition,
    codes=CODES,
    blank=blank,
    schema_title='Boardcraft Studio Expedition pack',
    blank_label=msg('Blank Expedition network'),
    blank_description=msg('The compass rose and two destinations, a path to each, two colours and one card per destination, for two players.'),
    default_packs=(
        DefaultPack('expedition', "content", "packs", 'expedition.json', msg('Expedition — World template'),
                    msg('The default world network of Expedition.')),
    ),
    card_set='cards',
    heat_fields=('points',),
)
