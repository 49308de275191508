"""Journey's registration in the studio (its plugin, ``content.games.journey.PLUGIN``, names it):
its scene, editor, playtest board, legend, heat texts and print hooks."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.i18n import translate
from app.plugins import AppGame, EndReason, PrintHooks, Template
from app.print_and_play import CARD_MM, PieceSet, PrintCard


def cards(pack) -> list[PrintCard]:
    """Every card of the deck, in deck order, as it is printed."""
    cards: list[PrintCard] = []
    colours = {c.id: c for c in pack.colours}
    countries = {c.id: c for c in pack.countries}
    seas = {s.id: s for s in pack.seas}
    seas_of: dict[str, list[str]] = {}
    for s in pack.seas:
        for cid in s.coast:
            seas_of.setdefault(cid, []).append(s.name)
    for card in pack.cards:
        if card.kind == "country" and card.ref in countries:
            c = countries[card.ref]
            group = colours.get(c.colour)
            lines = [group.name if group else c.colour]
            if seas_of.get(c.id):
                lines.append(translate("render", "Sea: ") + ", ".join(seas_of[c.id]))
            cards.append(PrintCard(group.display if group else "#888888", translate("render", "Country"), c.name,
                               lines, "★" if c.cards == 2 else "", (c.x, c.y),
                               layout_kind="country", group=c.colour, key=card.id,
                               group_name=group.name if group else c.colour))
        elif card.kind == "ship" and card.ref in seas:
            s = seas[card.ref]
            coast = [countries[c].name for c in s.coast if c in countries]
            cards.append(PrintCard("#3c82c8", translate("render", "Ship"), s.name,
                               [translate("render", "Coast: {count} countries").format(count=len(coast)), ", ".join(coast[:8])
                                + ("…" if len(coast) > 8 else "")], at=(s.x, s.y),
                               layout_kind="ship", group=s.id, key=card.id, ring=False,
                               group_name=s.name))
        elif card.kind == "plane" and card.ref in colours:
            g = colours[card.ref]
            members = sum(1 for c in pack.countries if c.colour == g.id)
            cards.append(PrintCard(g.display, translate("render", "Plane"), g.name,
                               [translate("render", "Fly to any {name} country").format(name=g.name), f"{members} countries"],
                               layout_kind="plane", group=g.id, key=card.id, group_name=g.name))
    return cards


def components(pack) -> list[tuple[str, int]]:
    """The cards of a print-and-play copy: (what, how many)."""
    out: list[tuple[str, int]] = []
    kinds = Counter(c.kind for c in pack.cards)
    per = Counter((c.kind, c.ref) for c in pack.cards)
    out.append((translate("render", "Country cards"), kinds["country"]))
    for s in pack.seas:
        if per[("ship", s.id)]:
            out.append((translate("render", "Ship cards: {name}").format(name=s.name), per[("ship", s.id)]))
    for g in pack.colours:
        if per[("plane", g.id)]:
            out.append((translate("render", "Plane cards: {name}").format(name=g.name), per[("plane", g.id)]))
    return out


def pieces(pack, mm_per_unit: float) -> list[PieceSet]:
    """A card holder for each player (J1): its numbered slots, a card wide, laid in a row with
    a card above each."""
    from app.playtest.table_parts import SEAT_COLOURS

    r = pack.rules
    out = []
    for i in range(r.max_players):
        n = i + 1
        labels = [f"{k}\n" + translate("render", "player {n}").format(n=n) for k in range(1, r.holder_size + 1)]
        out.append(PieceSet(f"holder:{i}", translate("render", "Card holder, player {n} (slots to lay in a row)").format(n=n),
                            r.holder_size, "slot", SEAT_COLOURS[i % len(SEAT_COLOURS)], (CARD_MM[0], 12.0), labels))
    return out


def board_labels(pack) -> list[tuple[int, str]]:
    """The boards printed, with their labels."""
    return [(0, translate("render", "Map"))]


PRINT = PrintHooks(board_labels=board_labels, cards=cards, components=components,
                   cards_show_map=True, pieces=pieces)

APP = AppGame(
    id="journey",
    name=QT_TRANSLATE_NOOP("MainWindow", "Journey"),
    scene="app.boards.journey_scene:JourneyScene",
    editor="app.editors.journey_editor:JourneyEditor",
    board="app.playtest.journey_board:JourneyBoard",
    legend="app.widgets.journey_legend:entries",
    print_hooks="app.games.journey:PRINT",
    templates=(
        Template('europe', QT_TRANSLATE_NOOP("MainWindow", '&Journey (Europe template)')),
    ),
    heat_meaning=QT_TRANSLATE_NOOP("HeatLegendWidget", 'Share of the games won with it in the journey'),
    share_heat=True,
    several_boards=False,
    scored=False,  # J10: the first complete journey wins; there are no points
    docks=(QT_TRANSLATE_NOOP("MainWindow", "Borders"),),  # the connection finder (outlines)
    end_reasons=(
        EndReason("win", QT_TRANSLATE_NOOP("ReasonsChart", "win"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "a complete journey (J10)")),
        EndReason("stalemate", QT_TRANSLATE_NOOP("ReasonsChart", "stalemate"),
                  QT_TRANSLATE_NOOP("PlaytestWindow", "no winner within the round limit")),
    ),
)
