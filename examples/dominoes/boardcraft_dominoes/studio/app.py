"""Dominoes' registration in the studio (its plugin, ``boardcraft_dominoes.plugin``, names it):
its scene, editor, playtest board, legend, heat texts and print hooks."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.i18n import translate
from app.plugins import AppGame, EndReason, PrintHooks, Template
from app.print_and_play import PrintCard
from boardcraft_dominoes.tiles import set_size, tile_set, tile_text


def cards(pack) -> list[PrintCard]:
    """Every tile of the set, in set order, as it is printed (one card a tile)."""
    return [PrintCard(pack.tiles.face, translate("render", "Tile"), tile_text(t),
                      [translate("render", "{pips} pips").format(pips=t[0] + t[1]),
                       translate("render", "Double") if t[0] == t[1] else ""])
            for t in tile_set(pack.tiles.max_pips)]


def components(pack) -> list[tuple[str, int]]:
    """The components of a print-and-play copy: (what, how many)."""
    return [(translate("render", "Tiles (a double-{n} set)").format(n=pack.tiles.max_pips),
             set_size(pack.tiles.max_pips))]


def board_labels(pack) -> list[tuple[int, str]]:
    """The boards printed, with their labels: the tile set."""
    return [(0, translate("render", "The tile set"))]


PRINT = PrintHooks(board_labels=board_labels, cards=cards, components=components,
                   cards_show_map=False)

APP = AppGame(
    id="dominoes",
    name=QT_TRANSLATE_NOOP("MainWindow", "Dominoes"),
    scene="boardcraft_dominoes.studio.scene:DominoesScene",
    editor="boardcraft_dominoes.studio.editor:DominoesEditor",
    board="boardcraft_dominoes.studio.board:DominoesBoard",
    legend="boardcraft_dominoes.studio.legend:entries",
    print_hooks="boardcraft_dominoes.studio.app:PRINT",
    templates=(Template("dominoes", QT_TRANSLATE_NOOP("MainWindow", "&Dominoes template")),),
    heat_meaning=QT_TRANSLATE_NOOP("HeatLegendWidget", "Share of games the tile was played in"),
    share_heat=True,
    end_reasons=(
        EndReason("domino", QT_TRANSLATE_NOOP("ReasonsChart", "domino"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "a player placed their last tile (D7)")),
        EndReason("line_blocked", QT_TRANSLATE_NOOP("ReasonsChart", "blocked"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "no player could place a tile (D8)")),
        EndReason("round_limit", QT_TRANSLATE_NOOP("ReasonsChart", "round_limit"),
                  QT_TRANSLATE_NOOP("PlaytestWindow",
                                    "the round limit was reached, scored as blocked (D9)")),
    ),
)
