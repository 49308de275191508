"""The blank pack of each game: the smallest pack that loads and lints without errors.

File ▸ New… offers these beside the shipped templates. Each is as small as the rules allow
while still being a game someone could play:

- Journey: two linked countries of one colour group, two cards each, two plane cards, for
  exactly two players with holders of two cards and one discard pile;
- Trails: one board of the T6 shape for two players (every terrain drawn at setup), two
  terrains, a deck of green, blue and multicolour cards, for exactly two players;
- Expedition: the compass rose and two destinations, one path to each, two colours, one card
  per destination, for exactly two players with hands of one card and one token each.

Designers grow them from there; the rules numbers are the first thing they will change.
"""

from __future__ import annotations

from content.edit.trails import preset_board
from content.io import parse_pack

#: The games a blank pack exists for, in the order File ▸ New… lists them.
BLANK_GAMES = ("journey", "trails", "expedition")


def _journey() -> dict:
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


def _trails() -> dict:
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


def _expedition() -> dict:
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


_BUILDERS = {"journey": _journey, "trails": _trails, "expedition": _expedition}


def blank_pack(game: str):
    """A new, blank pack of ``game`` (``"journey"``, ``"trails"`` or ``"expedition"``).

    Returns a validated pack model that ``content.lint`` finds no error in.

    Raises:
        KeyError: ``game`` is not one of the three games.
    """
    if game not in _BUILDERS:
        raise KeyError(f"unknown game {game!r}; known: {', '.join(BLANK_GAMES)}")
    return parse_pack(_BUILDERS[game](), f"<blank {game} pack>")
