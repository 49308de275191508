"""The Trails registration in the studio (its plugin, ``content.games.trails.PLUGIN``, names it):
its scene, editor, playtest board, legend, heat texts and print hooks."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.i18n import translate
from app.plugins import AppGame, EndReason, PrintHooks, Template
from app.print_and_play import PieceSet, PrintCard


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
                               hexes=pays, layout_kind="route", group=colour.id, key=colour.id,
                               group_name=colour.name))
    return cards


def components(pack) -> list[tuple[str, int]]:
    """The cards of a print-and-play copy: (what, how many)."""
    return [(translate("render", "Route cards: {name}").format(name=c.name), c.count)
            for c in pack.card_colours]


def pieces(pack, mm_per_unit: float) -> list[PieceSet]:
    """The tiles, route pieces, girls, men and markers (T1–T4), the tiles the size of the
    board's hexes."""
    from app.boards.trails_items import HEX_SIZE
    from app.playtest.table_parts import SEAT_COLOURS

    r = pack.rules
    hex_w, hex_h = HEX_SIZE * math.sqrt(3) * mm_per_unit, 2 * HEX_SIZE * mm_per_unit
    out: list[PieceSet] = []
    terrains = {t.id: t for t in pack.terrains}
    for t in pack.tiles:
        terrain = terrains.get(t.terrain)
        name = terrain.name if terrain else t.terrain
        out.append(PieceSet(f"tiles:{t.terrain}", translate("render", "Terrain tiles: {name}").format(name=name),
                            t.count, "hex", terrain.display if terrain else "#cccccc", (hex_w, hex_h), (name,)))
    out.append(PieceSet("route_pieces", translate("render", "Route pieces in the supply (or matchsticks)"),
                        r.pieces, "bar", "#8a5a2b", (HEX_SIZE * mm_per_unit * 0.8, 3.0)))
    girls = max((b.girls for b in pack.boards), default=0)
    out.append(PieceSet("girls", translate("render", "Girls"), girls, "pawn", "#f3b6d0", (14.0, 34.0),
                        (translate("render", "Girl"),)))
    players = r.max_players
    seats = [SEAT_COLOURS[i % len(SEAT_COLOURS)] for i in range(players)]
    out.append(PieceSet("men", translate("render", "Men (one per player)"), players, "pawn", seats, (14.0, 34.0),
                        [translate("render", "Player {n}").format(n=i + 1) for i in range(players)]))
    for i, colour in enumerate(seats):
        out.append(PieceSet(f"markers:{i}", translate("render", "Markers: player {n}").format(n=i + 1),
                            r.markers_per_player, "disc", colour, (11.0, 11.0), (str(i + 1),)))
    return out


def board_labels(pack) -> list[tuple[int, str]]:
    """The boards printed, with their labels."""
    return [(i, translate("render", "Board for {players} players").format(players=b.players))
            for i, b in enumerate(pack.boards)]


def board_count(pack) -> int:
    """One board per player count."""
    return len(pack.boards)


PRINT = PrintHooks(board_labels=board_labels, cards=cards, components=components, board_count=board_count,
                   cards_show_map=False, pieces=pieces)

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
