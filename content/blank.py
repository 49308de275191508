"""The blank pack of each game: the smallest pack that loads and lints without errors.

File ▸ New… offers these beside the shipped templates. Each game's content registration
(``content.plugins.ContentGame.blank``) builds its own, as small as the rules allow while still
being a game someone could play; designers grow them from there.
"""

from __future__ import annotations

from content.io import parse_pack
from content.plugins import content_game, content_games


def blank_games() -> tuple[str, ...]:
    """The games a blank pack exists for, in the order File ▸ New… lists them."""
    return tuple(content_games())


def blank_pack(game: str):
    """A new, blank pack of ``game``: a validated pack model that ``content.lint`` finds no
    error in.

    Raises:
        KeyError: ``game`` is not a registered game.
    """
    return parse_pack(content_game(game).blank(), f"<blank {game} pack>")
