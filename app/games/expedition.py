"""Expedition's registration in the studio (its plugin, ``content.games.expedition.PLUGIN``, names it):
its scene, editor, playtest board, legend, heat texts and print hooks."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.i18n import translate
from app.plugins import AppGame, EndReason, PrintHooks, Template
from app.print_and_play import PieceSet, PrintCard


def cards(pack) -> list[PrintCard]:
    """Every card of the deck, in deck order, as it is printed."""
    cards: list[PrintCard] = []
    points = {p.id: p for p in pack.points}
    for card in pack.cards:
        p = points.get(card.point)
        if p is None:
            continue
        kind = {"green": translate("render", "Destination"), "rose": translate("render", "Compass rose")}.get(p.kind, p.kind.title())
        cards.append(PrintCard("#3f9b4f" if p.kind == "green" else "#888888", translate("render", "Destination"),
                           p.name or p.id, [translate("render", "Kind: {kind} ({kind2})").format(kind=kind, kind2=p.kind),
                                            f"{abs(p.y):.0f}°{'N' if p.y >= 0 else 'S'} "
                                            f"{abs(p.x):.0f}°{'E' if p.x >= 0 else 'W'}"],
                           at=(p.x, p.y), layout_kind="destination", group=p.kind, key=card.id,
                           group_name=kind))
    return cards


def components(pack) -> list[tuple[str, int]]:
    """The cards of a print-and-play copy: (what, how many)."""
    return [(translate("render", "Destination cards"), len(pack.cards))]


def pieces(pack, mm_per_unit: float) -> list[PieceSet]:
    """The arrows of each colour, each player's tokens and the tickets (E1–E3, E8, E11):
    the tickets each player starts with, and as many again in the supply for red points."""
    from app.playtest.table_parts import SEAT_COLOURS

    r = pack.rules
    out = [PieceSet(f"arrows:{c.id}", translate("render", "Arrows: {name}").format(name=c.name), c.arrows,
                    "arrow", c.display, (15.0, 6.0)) for c in pack.colours]
    for i in range(r.max_players):
        out.append(PieceSet(f"tokens:{i}", translate("render", "Tokens: player {n}").format(n=i + 1), r.tokens,
                            "disc", SEAT_COLOURS[i % len(SEAT_COLOURS)], (10.0, 10.0), (str(i + 1),)))
    tickets = 2 * r.tickets * r.max_players
    if tickets:
        out.append(PieceSet("tickets", translate("render", "Tickets ({n} a player to start, as many again in the supply)").format(n=r.tickets),
                            tickets, "ticket", "#f2d16b", (30.0, 17.0), (translate("render", "Ticket"),)))
    return out


def board_labels(pack) -> list[tuple[int, str]]:
    """The boards printed, with their labels."""
    return [(0, translate("render", "Network map"))]


PRINT = PrintHooks(board_labels=board_labels, cards=cards, components=components,
                   cards_show_map=True, pieces=pieces)

APP = AppGame(
    id="expedition",
    name=QT_TRANSLATE_NOOP("MainWindow", "Expedition"),
    scene="app.boards.expedition_scene:ExpeditionScene",
    editor="app.editors.expedition_editor:ExpeditionEditor",
    board="app.playtest.expedition_board:ExpeditionBoard",
    legend="app.widgets.expedition_legend:entries",
    print_hooks="app.games.expedition:PRINT",
    templates=(
        Template('expedition', QT_TRANSLATE_NOOP("MainWindow", '&Expedition template')),
    ),
    heat_meaning=QT_TRANSLATE_NOOP("HeatLegendWidget", 'Visits and tokens per game'),
    share_heat=False,
    several_boards=False,
    end_reasons=(
        EndReason("hand_empty", QT_TRANSLATE_NOOP("ReasonsChart", "hand_empty"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "a player's hand emptied and the round was finished (E12)")),
        EndReason("arrows_out", QT_TRANSLATE_NOOP("ReasonsChart", "arrows_out"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "every arrow of every colour was played (E13)")),
        EndReason("blocked", QT_TRANSLATE_NOOP("ReasonsChart", "blocked"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "the player to move had no legal move (E13)")),
        EndReason("round_limit", QT_TRANSLATE_NOOP("ReasonsChart", "round_limit"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "the round limit was reached")),
    ),
)
