"""The Trails registration in the studio (its plugin, ``content.games.trails.PLUGIN``, names it):
its scene, editor, playtest board, legend, heat texts and print hooks."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.i18n import translate
from app.plugins import AppGame, EndReason, PrintHooks, Template
from app.print_and_play import PrintCard


def cards(pack) -> list[PrintCard]:
    """Every card of the deck, in deck order, as it is printed."""
    cards: list[PrintCard] = []
    others = [c.display for c in pack.card_colours if c.id != "multi"]
    for colour in pack.card_colours:
        multi = colour.id == "multi"
        pays = [(t.display, t.name) for t in pack.terrains if multi or t.colour == colour.id]
        lines = [translate("render", "Any colour: pays for every terrain") if multi else
                 (translate("render", "Pays for: ") + ", ".join(n for _, n in pays) if pays else translate("render", "Route card"))]
        for n in range(colour.count):
            cards.append(PrintCard(colour.display, translate("render", "Route card"), colour.name, lines,
                               f"{n + 1}/{colour.count}", stripes=others if multi else (),
                               hexes=pays))
    return cards


def components(pack) -> list[tuple[str, int]]:
    """The components of a print-and-play copy: (what, how many)."""
    out: list[tuple[str, int]] = []
    r = pack.rules
    for c in pack.card_colours:
        out.append((translate("render", "Route cards: {name}").format(name=c.name), c.count))
    for t in pack.tiles:
        name = next((x.name for x in pack.terrains if x.id == t.terrain), t.terrain)
        out.append((translate("render", "Terrain tiles: {name}").format(name=name), t.count))
    out.append((translate("render", "Route pieces in the supply"), r.pieces))
    out.append((translate("render", "Markers per player"), r.markers_per_player))
    for b in pack.boards:
        out.append((translate("render", "Girls on the {players}-player board").format(players=b.players), b.girls))
    return out


def board_labels(pack) -> list[tuple[int, str]]:
    """The boards printed, with their labels."""
    return [(i, translate("render", "Board for {players} players").format(players=b.players))
            for i, b in enumerate(pack.boards)]


def board_count(pack) -> int:
    """One board per player count."""
    return len(pack.boards)


PRINT = PrintHooks(board_labels=board_labels, cards=cards, components=components, board_count=board_count,
                   cards_show_map=False)

APP = AppGame(
    id="trails",
    name=QT_TRANSLATE_NOOP("MainWindow", "Trails"),
    scene="app.boards.trails_scene:TrailsScene",
    editor="app.editors.trails_editor:TrailsEditor",
    board="app.playtest.trails_board:TrailsBoard",
    legend="app.widgets.trails_legend:entries",
    print_hooks="app.games.trails:PRINT",
    templates=(
        Template('trails', QT_TRANSLATE_NOOP("MainWindow", '&Trails template')),
    ),
    heat_meaning=QT_TRANSLATE_NOOP("HeatLegendWidget", 'Route segments built in or along the hex, per game'),
    share_heat=False,
    several_boards=True,
    end_reasons=(
        EndReason("routes", QT_TRANSLATE_NOOP("ReasonsChart", "routes"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "a player connected their last route and everyone had one more turn (T26)")),
        EndReason("supply", QT_TRANSLATE_NOOP("ReasonsChart", "supply"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "the route pieces ran out (T25)")),
        EndReason("round_limit", QT_TRANSLATE_NOOP("ReasonsChart", "round_limit"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "the round limit was reached")),
    ),
)
