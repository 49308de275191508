"""Each game's registration in the studio (see ``content.plugins``: a game's plugin names it).

An :class:`AppGame` says where the game's board scene, editor, playtest board, legend, heat
texts and print hooks live, as ``"module:attribute"`` texts imported on first use. The studio
iterates over these and never names a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from content.plugins import content_games, layer, plugin_problems, resolve


@dataclass(frozen=True)
class Template:
    """A shipped pack offered by File ▸ New from Template: the default pack ``key``
    (``content.default_pack``) and its menu text (marked for translation in the context
    ``"MainWindow"``)."""

    key: str
    menu_text: str


@dataclass(frozen=True)
class PrintHooks:
    """What a game's print-and-play and pictures need beyond its board scene.

    Attributes:
        board_count: ``board_count(pack) -> int``, the boards the pack has (1 by default).
        board_labels: ``board_labels(pack) -> [(board index, label)]`` of the boards printed.
        cards: ``cards(pack) -> [app.print_and_play.PrintCard]``, the deck as it is printed.
        components: ``components(pack) -> [(what, how many)]``: the cards of a print-and-play
            copy, by kind (they are printed on its card sheets).
        pieces: ``pieces(pack, mm_per_unit) -> [app.print_and_play.PieceSet]``: every other
            component that is not a board (tiles, pawns, markers, tokens…), sized for boards
            printed at ``mm_per_unit`` millimetres a scene unit (none by default).
        cards_show_map: whether a card shows the map around the place it names (an inset).
    """

    board_labels: Callable[[Any], list[tuple[int, str]]]
    cards: Callable[[Any], list]
    components: Callable[[Any], list[tuple[str, int]]]
    board_count: Callable[[Any], int] = lambda pack: 1  # noqa: E731
    cards_show_map: bool = True
    pieces: Callable[[Any, float], list] = lambda pack, mm_per_unit: []  # noqa: E731


@dataclass(frozen=True)
class EndReason:
    """One way a game can end (``Result.reason``), as a person reads it.

    Attributes:
        key: the reason as the engine gives it (``"win"``, ``"round_limit"``…; stays English in
            records and reports).
        label: the short name the balance lab's charts show, marked for translation in the
            context ``"ReasonsChart"`` (the key itself where that reads well).
        sentence: what the playtest's end screen says, with the rule, marked for translation
            in the context ``"PlaytestWindow"``.
    """

    key: str
    label: str
    sentence: str


@dataclass(frozen=True)
class AppGame:
    """A game's registration in ``app``.

    Attributes:
        id: the game id (its plugin's).
        name: the game's name, marked for translation in the context ``"MainWindow"``.
        scene: ``"module:Class"`` of its board scene (``app/boards/<game>_scene.py``), built as
            ``Scene(pack, parent)``; ``Scene(pack, parent, board_index=i)`` where the game has
            several boards.
        editor: ``"module:Class"`` of its editor (an ``app.editors.base.EditorWidget``).
        board: ``"module:Class"`` of its playtest board (``app.playtest.base``).
        legend: ``"module:function"``: ``entries(pack) -> [(title, text, draw)]`` of View ▸
            Legend (``draw() -> QPixmap``); ``""``: no legend.
        print_hooks: ``"module:attribute"`` of its :class:`PrintHooks`.
        templates: the shipped packs File ▸ New from Template offers.
        heat_meaning: what an element's heat per game counts (context ``"HeatLegendWidget"``).
        share_heat: whether its heat per element counts games (0 or 1 a game): shown as a
            share, and its A/B change gets Newcombe's interval.
        several_boards: whether a pack holds several boards (one per player count): its
            scene then takes ``board_index`` and shows one at a time.
        end_reasons: how each of its ways of ending reads (:class:`EndReason`).
        scored: whether its games are won on points (the playtest's end screen shows a
            score column); ``False`` for a game that is won or not, such as a race.
        docks: the side docks its editor fills beyond Properties and Cards (their English
            titles, marked for translation in the context ``"MainWindow"``; Journey's
            ``"Borders"``): the studio shows such a dock, as one more tab beside Cards, only
            while a document of a game that registers it is current.
    """

    id: str
    name: str
    scene: str
    editor: str
    board: str = ""
    legend: str = ""
    print_hooks: str = ""
    templates: tuple[Template, ...] = ()
    heat_meaning: str = ""
    share_heat: bool = False
    several_boards: bool = False
    end_reasons: tuple[EndReason, ...] = ()
    scored: bool = True
    docks: tuple[str, ...] = ()


def _check(game: AppGame) -> str:
    for field_name in ("scene", "editor"):
        ref = getattr(game, field_name)
        if not isinstance(ref, str) or ":" not in ref:
            return f"its {field_name} {ref!r} is not 'module:Class'"
    return ""


def app_games() -> dict[str, AppGame]:
    """Every game the studio can show, by game id, in list order."""
    return layer("app", AppGame, _check)


def app_game(game_id: str) -> AppGame:
    """The app registration of ``game_id`` (``KeyError`` naming the known games)."""
    games = app_games()
    if game_id not in games:
        raise KeyError(f"the studio has no editor for game '{game_id}'; known: "
                       f"{', '.join(games) or 'none'}")
    return games[game_id]


def app_part(game_id: str, part: str):
    """The object a game's registration names for ``part`` (``"scene"``, ``"editor"``,
    ``"board"``, ``"legend"``, ``"print_hooks"``), imported on first use; ``KeyError`` for a
    game without one."""
    ref = getattr(app_game(game_id), part)
    if not ref:
        raise KeyError(f"game '{game_id}' registers no {part}")
    return resolve(ref)


def studio_content_games() -> dict:
    """The content registrations of the games the studio can show (its app part loaded), by
    game id, in list order: what File ▸ New and the start-up packs offer."""
    shown = app_games()
    return {gid: game for gid, game in content_games().items() if gid in shown}


def game_title(game_id: str) -> str:
    """The game's name in the studio's language."""
    from app.i18n import translate

    game = app_games().get(game_id)
    if game is not None:
        return translate("MainWindow", game.name)
    content = content_games().get(game_id)
    return content.name if content else game_id


def end_reason(key: str, game_id: str | None = None) -> EndReason | None:
    """How the end reason ``key`` reads: ``game_id``'s where given (and registered), else the
    first registered game's that names it; ``None`` when no game does."""
    games = app_games()
    order = [games[game_id]] if game_id in games else list(games.values())
    for game in order:
        for reason in game.end_reasons:
            if reason.key == key:
                return reason
    return None


def problems_text() -> str:
    """One line naming every game plugin that did not load (``""`` when all did)."""
    app_games()  # loads the app layer, whose problems are listed too
    problems = plugin_problems()
    return "; ".join(str(p) for p in problems)
