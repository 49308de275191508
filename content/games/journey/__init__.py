"""Journey's registration: the plugin the ``boardcraft.games`` entry point names, and its
content part (model, lint, blank pack, schema title, default packs)."""

from __future__ import annotations

from content.games.journey.lint import CODES, lint_journey
from content.messages import msg
from content.models.journey import JourneyPack
from content.plugins import ContentGame, DefaultPack, GamePlugin

PLUGIN = GamePlugin(
    id="journey",
    name="Journey",
    content="content.games.journey:CONTENT",
    core="core.journey.plugin:CORE",
    app="app.games.journey:APP",
    order=10,
)


def blank() -> dict:
    """The blank pack (File ▸ New): two linked countries of one colour group, two cards each, two plane cards, for exactly
    two players with holders of two cards and one discard pile."""
    countries = [
        {"id": "a", "name": "Country A", "colour": "red", "cards": 2, "x": 0.0, "y": 0.0},
        {"id": "b", "name": "Country B", "colour": "red", "cards": 2, "x": 4.0, "y": 0.0},
    ]
    cards = [{"id": f"country:{c['id']}{s}", "kind": "country", "ref": c["id"]}
             for c in countries for s in ("", ":2")]
    cards += [{"id": f"plane:red:{n}", "kind": "plane", "ref": "red"} for n in (1, 2)]
    return {
        "game": "journey",
        "id": "new-journey",
        "name": "New Journey map",
        "rules": {"min_players": 2, "max_players": 2, "holder_size": 2, "discard_piles": 1},
        "colours": [{"id": "red", "name": "Red", "display": "#cc3333"}],
        "countries": countries,
        "links": [{"a": "a", "b": "b", "kind": "land"}],
        "cards": cards,
    }

CONTENT = ContentGame(
    id="journey",
    name="Journey",
    model=JourneyPack,
    lint=lint_journey,
    codes=CODES,
    blank=blank,
    schema_title='Boardcraft Studio Journey pack',
    blank_label=msg('Blank Journey map'),
    blank_description=msg('Two linked countries of one colour group, their cards and two plane cards, for two players: the smallest Journey map that plays.'),
    default_packs=(
        DefaultPack('europe', "content", "packs", 'europe.json', msg('Journey — Europe template'),
                    msg('The default Journey map: 42 countries of Europe.')),
    ),
    card_set='cards',
    heat_fields=('countries', 'seas'),
)
