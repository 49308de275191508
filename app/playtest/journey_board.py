"""Journey's playtest table: every holder as a row of slots, the discard piles, the draw pile.

The viewer's holder is face up with its journey check (J19: each broken link's sentence);
other seats' holders are face down unless the god view shows them. Gestures (J2, J5–J8):

- setup: drag the dealt card onto an empty slot, or click the slot;
- a turn: click the draw pile or a discard pile to draw; then drag the drawn card onto a
  slot (the replaced card goes onto the discard pile you click next, or the only one it
  may go to) or onto a discard pile to discard it; or click the card, then the target.

Moves are built from their JSON form (``game.move_from_json``), the engine's public face;
the board never decides what is legal, it only highlights the targets of ``table.legal``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QLineF, QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsLineItem,
    QGraphicsSimpleTextItem,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.boards.base import MARK_SELECTION, Z_PIECES
from app.boards.journey_scene import JourneyScene
from app.cards.deck import card_looks, deck_back
from app.cards.painter import paint_picture
from app.i18n import translate
from app.i18n.messages import message_text
from app.playtest.base import PlaytestBoard, Table, scene_texts
from app.playtest.table_parts import text_on
from app.widgets.canvas import MapCanvas
from core.api import check_journey

CARD_W, CARD_H = 92, 124
#: The piles and the drawn card beside the map, this many to a row.
PILE_COLUMNS = 3
SMALL_W, SMALL_H = 80, 42
#: The least width of another seat's name beside its row of cards.
NAME_WIDTH = 110
_BACK = "#27405f"
#: Pixels of a playtest card a millimetre of the printed card (its corner radius).
_PX_PER_MM = 3.5
_LEGAL = "#1f9d55"
_PENDING = "#e08a00"
_BROKEN = "#c0392b"
#: The word marking the drawn card's country on the map.
_DRAWN = "#9a5b00"


class CardFace:
    """What one card shows: its title, its kind line and its colour; under a pack's card
    layout also its corner symbol, corner radius (mm) and back colour."""

    def __init__(self, title: str, kind: str, colour: str, double: bool = False) -> None:
        self.title = title
        self.kind = kind
        self.colour = colour
        self.double = double
        self.icon = ""
        self.radius_mm: float | None = None
        self.back: str | None = None
        #: The card layout's picture (a QImage) and its fit, drawn under the title; or None.
        self.picture = None
        self.fit = "contain"


def card_faces(pack: Any) -> dict[str, CardFace]:
    """The face of every card of a Journey pack, by card id (names from the pack)."""
    countries = {c.id: c for c in pack.countries}
    colours = {c.id: c for c in pack.colours}
    seas = {s.id: s for s in pack.seas}
    out = {}
    for card in pack.cards:
        if card.kind == "country":
            c = countries[card.ref]
            col = colours.get(c.colour)
            out[card.id] = CardFace(c.name, translate("journey_board", "{colour} country").format(
                colour=col.name if col else c.colour),
                                    col.display if col else "#bbbbbb", c.cards == 2)
        elif card.kind == "ship":
            s = seas[card.ref]
            out[card.id] = CardFace(translate("journey_board", "Ship: {name}").format(name=s.name), translate("journey_board", "ship"), "#7fb3d5")
        else:
            col = colours[card.ref]
            out[card.id] = CardFace(translate("journey_board", "Plane: {name}").format(name=col.name), translate("journey_board", "plane"), col.display)
    # A card kind the pack lays out looks as the card painter draws it (app.cards).
    for cid, look in card_looks(pack).items():
        face = out.get(cid)
        if face is not None:
            face.colour, face.title, face.icon = look.colour, look.title, look.icon
            face.radius_mm, face.back = look.radius_mm, look.back
            face.picture, face.fit = look.picture, look.fit
    return out


class CardWidget(QFrame):
    """One card (face up, face down, or an empty slot/pile), optionally a drag source or a
    drop target."""

    def __init__(self, board: JourneyBoard, role: str, index: int = 0, small: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.role = role  # "slot", "pile", "draw", "hand", "back"
        self.index = index
        self.card: str | None = None
        self.face_up = False
        self.setFixedSize(SMALL_W, SMALL_H) if small else self.setFixedSize(CARD_W, CARD_H)
        self.small = small
        layout = QVBoxLayout(self)
        layout.setContentsMargins(5, 5, 5, 5)
        layout.setSpacing(2)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.kind = QLabel()
        self.kind.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.kind.setWordWrap(True)
        self.kind.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.corner = QLabel()
        self.corner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.corner.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout.addWidget(self.corner)
        layout.addWidget(self.title, 1)
        layout.addWidget(self.kind)
        if small:
            layout.setContentsMargins(2, 2, 2, 2)
            for w in (self.kind, self.corner):
                w.hide()
            font = self.title.font()
            font.setPointSizeF(max(6.5, font.pointSizeF() * 0.8))
            self.title.setFont(font)
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self._title_font = QFont(bold)
        self._fitted_title: str | None = None
        self.highlight = ""
        self._look: tuple | None = None
        self._picture = None  # the layout's picture, under the title of a face-up card
        self._fit = "contain"
        self.show_card(None)

    def show_card(self, card: str | None, face_up: bool = True, caption: str = "") -> None:
        """Show ``card`` (face up or down), or an empty place with ``caption``."""
        self.card = card if face_up else None
        self.face_up = face_up and card is not None
        face = self.board.faces.get(card) if self.face_up else None
        self._radius = 7.0
        self._picture = face.picture if face is not None and not self.small else None
        self._fit = face.fit if face is not None else "contain"
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter | (
            Qt.AlignmentFlag.AlignTop if self._picture is not None else Qt.AlignmentFlag.AlignVCenter))
        if face is not None:
            self.title.setText(face.title + (" ★" if face.double else ""))
            self.kind.setText(f"{face.icon}  {face.kind}" if face.icon else face.kind)
            if face.radius_mm is not None:
                self._radius = face.radius_mm * _PX_PER_MM
            bg = face.colour
            fg = text_on(bg)
            self.setToolTip(f"{face.title} — {face.kind}")
        elif card is not None and not face_up:
            self.title.setText("" if self.small else translate("CardWidget", "Journey"))
            self.kind.setText("")
            bg = self.board.back or _BACK
            fg = "#c9d6e6"
            self.setToolTip("")
        else:
            self.title.setText(caption)
            self.kind.setText("")
            bg, fg = "transparent", "#6b7280"
            self.setToolTip("")
        self._bg, self._fg = bg, fg
        self._fit_title()
        self._restyle()

    def _fit_title(self) -> None:
        """Make the title's longest word fit the card's width ("Mediterranean" in bold is
        wider than a card): a smaller font for that title, never below 6.5 points; the full
        name stays in the tooltip."""
        text = self.title.text()
        if text == self._fitted_title:
            return
        self._fitted_title = text
        font = QFont(self._title_font)
        room = self.width() - 12
        words = text.split() or [""]
        while font.pointSizeF() > 6.5:
            metrics = QFontMetrics(font)
            if max(metrics.horizontalAdvance(w) for w in words) <= room:
                break
            font.setPointSizeF(max(6.5, font.pointSizeF() - 0.5))
        if font != self.title.font():  # a new font re-lays the card out
            self.title.setFont(font)

    def set_corner(self, text: str) -> None:
        self.corner.setText(text)

    def set_highlight(self, colour: str) -> None:
        self.highlight = colour
        self._restyle()

    def _restyle(self) -> None:
        """Take the card's colours and highlight: the labels' text colour, and a repaint of
        the card (``paintEvent`` draws it: a style sheet costs a re-polish to set and a slow
        paint, over forty cards a move)."""
        look = (self._bg, self._fg, self.highlight, self._radius, self._picture, self._fit)
        if look == self._look:
            return
        if self._look is None or look[1] != self._look[1]:
            for label in (self.title, self.kind, self.corner):
                palette = label.palette()
                palette.setColor(QPalette.ColorRole.WindowText, QColor(self._fg))
                label.setPalette(palette)
        self._look = look
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The card: its colour (none for an empty place) in a rounded border, solid, or
        dashed for an empty place, thick in the highlight's colour when it is a target."""
        empty = self._bg == "transparent"
        width = 3 if self.highlight else 1
        pen = QPen(QColor(self.highlight or ("#9aa5b1" if empty else "#33414f")), width)
        if empty and not self.highlight:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush if empty else QColor(self._bg))
        half = width / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half),
                                self._radius, self._radius)
        if self._picture is not None:
            # The layout's picture, under the title's lines, in the rest of the title's room.
            box = self.title.geometry()
            flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
            used = QFontMetrics(self.title.font()).boundingRect(
                QRect(0, 0, box.width(), 1000), flags, self.title.text()).height()
            area = QRectF(6, box.top() + used + 3, self.width() - 12, box.bottom() - box.top() - used - 4)
            if area.height() > 10:
                paint_picture(painter, self._picture, area, self._fit, 3.0)
        painter.end()

    # The board does the dragging: a press starts it, a release over a target drops.

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.board.press(self, event)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.board.drag_move(self, event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.board.release(self, event)
            event.accept()
            return
        super().mouseReleaseEvent(event)


class JourneyBoard(PlaytestBoard):
    """The Journey table of a playtest."""

    def __init__(self, game: Any, pack: Any, parent: QWidget | None = None) -> None:
        super().__init__(game, pack, parent)
        self.setObjectName("journey_board")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.faces = card_faces(pack)
        self.back = deck_back(pack)
        self._drag_from: CardWidget | None = None
        self._press_pos = QPoint()
        self._dragging = False
        self._selected = False  # the hand card was clicked: the next click is its target
        self._pending_slot = 0  # a replace waiting for the pile its card goes to
        self._ghost = QLabel(self)
        self._ghost.setObjectName("drag_ghost")
        self._ghost.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._ghost.hide()
        self._build()

    # ------------------------------------------------------------------ layout

    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(12, 10, 12, 10)
        root.setSpacing(10)
        self.others_box = QWidget()
        self.others_layout = QVBoxLayout(self.others_box)
        self.others_layout.setContentsMargins(0, 0, 0, 0)
        self.others_layout.setSpacing(4)
        root.addWidget(self.others_box)

        self.holder_title = QLabel()
        self.holder_title.setObjectName("holder_title")
        self.holder_title.setStyleSheet("font-size: 12pt; font-weight: bold;")
        # What to do now stands beside the holder's title, where the eye is.
        self.hint = QLabel()
        self.hint.setObjectName("board_hint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #36506b; font-size: 11pt;")
        hint_font = QFont(self.hint.font())
        hint_font.setPointSizeF(11)
        self._hint_lines = 2 * QFontMetrics(hint_font).lineSpacing()  # (see ``show_table``)
        heading = QHBoxLayout()
        heading.setSpacing(24)
        heading.addWidget(self.holder_title, 0, Qt.AlignmentFlag.AlignBottom)
        heading.addWidget(self.hint, 1, Qt.AlignmentFlag.AlignBottom)
        root.addLayout(heading)
        holder = QHBoxLayout()
        holder.setSpacing(6)
        self.slots: list[CardWidget] = []
        for i in range(self.pack.rules.holder_size):
            slot = CardWidget(self, "slot", i + 1)
            slot.setObjectName(f"slot_{i + 1}")
            self.slots.append(slot)
            holder.addWidget(slot)
        holder.addStretch(1)
        root.addLayout(holder)

        # Under the holder: the piles and the drawn card in a column beside the map, so the
        # map has the height the table leaves: its height, not its width, was what limited it.
        bottom = QHBoxLayout()
        bottom.setSpacing(12)
        table = QVBoxLayout()
        table.setSpacing(6)
        piles = QGridLayout()
        piles.setHorizontalSpacing(14)
        piles.setVerticalSpacing(6)
        self.draw_pile, self.draw_count = self._pile_cell(
            piles, 0, translate("JourneyBoard", "Draw pile"), "draw", 0, "draw_pile", "draw_count")
        self.piles: list[CardWidget] = []
        self.pile_counts: list[QLabel] = []
        n_piles = self.pack.rules.discard_piles
        for k in range(n_piles):
            pile, count = self._pile_cell(
                piles, k + 1, translate("JourneyBoard", "Discard {arg1}").format(arg1=k + 1), "pile", k + 1,
                f"pile_{k + 1}", f"pile_{k + 1}_count")
            self.piles.append(pile)
            self.pile_counts.append(count)
        self.hand, self.hand_source = self._pile_cell(
            piles, n_piles + 1, translate("JourneyBoard", "Drawn card"), "hand", 0, "hand_card", "hand_source")
        table.addLayout(piles)
        # The holder's check (how many slots are filled, each broken link with its rule) may
        # run to twenty lines: it scrolls in the room left, and never stretches the table.
        self.check_label = QLabel()
        self.check_label.setObjectName("journey_check")
        self.check_label.setWordWrap(True)
        self.check_label.setTextFormat(Qt.TextFormat.RichText)
        self.check_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.check_scroll = QScrollArea()
        self.check_scroll.setObjectName("journey_check_scroll")
        self.check_scroll.setWidgetResizable(True)
        self.check_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.check_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.check_scroll.setWidget(self.check_label)
        self.check_scroll.viewport().setAutoFillBackground(False)
        self.check_label.setAutoFillBackground(False)
        self.check_scroll.setMinimumHeight(2 * QFontMetrics(self.check_label.font()).lineSpacing())
        table.addWidget(self.check_scroll, 1)
        column = QWidget()
        column.setObjectName("journey_table_column")
        column.setLayout(table)
        column.setMaximumWidth(PILE_COLUMNS * (CARD_W + 40))
        bottom.addWidget(column)
        # The viewer's journey on the map: its countries marked, each link drawn (green when
        # it connects, red when it breaks); the map itself is public, the route is the viewer's.
        self.scene = JourneyScene(self.pack, self)
        self.map = MapCanvas(self.scene, self)
        self.map.setObjectName("journey_map")
        self.map.setMinimumSize(360, 220)
        self.map.update_scene_rect()  # (panning, and centring on a fit, reach past the map)
        self.map.setToolTip(translate("JourneyBoard", "Your journey on the map: wheel to zoom, middle-drag to pan"))
        self._label_timer = QTimer(self)
        self._label_timer.setSingleShot(True)
        self._label_timer.setInterval(40)
        self._label_timer.timeout.connect(lambda: self.scene.place_labels(self.map))
        self.map.zoom_changed.connect(lambda _z: self._on_map_zoom_changed())
        self._fitted = False
        self._drawn: str | None = None  # the viewer's drawn card, marked on the map
        self.map.installEventFilter(self)
        bottom.addWidget(self.map, 1)
        root.addLayout(bottom, 1)

    def _pile_cell(self, grid: QGridLayout, index: int, caption: str, role: str, number: int,
                   name: str, count_name: str) -> tuple[CardWidget, QLabel]:
        """A pile (or the drawn card) with its caption above and its count below, in place
        ``index`` of the ``PILE_COLUMNS``-wide grid."""
        cell = QVBoxLayout()
        cell.setSpacing(2)
        cell.addWidget(QLabel(caption), 0, Qt.AlignmentFlag.AlignHCenter)
        card = CardWidget(self, role, number)
        card.setObjectName(name)
        cell.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
        count = QLabel()
        count.setObjectName(count_name)
        cell.addWidget(count, 0, Qt.AlignmentFlag.AlignHCenter)
        grid.addLayout(cell, index // PILE_COLUMNS, index % PILE_COLUMNS, Qt.AlignmentFlag.AlignTop)
        return card, count

    def set_pack(self, pack: Any, game: Any) -> None:
        super().set_pack(pack, game)
        self.faces = card_faces(pack)
        self.back = deck_back(pack)
        self.scene.set_pack(pack)
        self.map.update_scene_rect()
        self._fitted = False

    def fit_to_view(self) -> None:
        """Fit the map to its view (View > Fit)."""
        self.map.fit_to_view(self.scene.map_rect())
        self._fitted = self.map.isVisible()
        self._label_timer.start()

    def _on_map_zoom_changed(self) -> None:
        self.scene.set_view_zoom(self.map.zoom())
        self._label_timer.start()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            QTimer.singleShot(0, self.fit_to_view)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        """The map is fitted again whenever its canvas changes size: with the window, and when
        the rows above it grow or shrink (the other seats' rows come with the first table)."""
        if watched is self.map and event.type() == QEvent.Type.Resize and self.map.isVisible():
            QTimer.singleShot(0, self.fit_to_view)
        return super().eventFilter(watched, event)

    def _show_route(self, holder: list | None, broken: set[int]) -> None:
        """Draw the viewer's holder as a route on the map (nothing for a spectator), and mark
        the country of the card they have drawn, if any."""
        draw_route(self.scene, self.pack, holder, broken, self.map.zoom(),
                   drawn=self._drawn if holder is not None else None)

    def hidden_cards(self, state: Any, names: tuple[str, ...]) -> list[tuple[str, str]]:
        """The draw pile's cards (J5: face down, drawn at random) and the card in hand."""
        name = self.game.card_name
        deck = [message_text(name(c)) for c in state.deck]
        rows = [(translate("JourneyBoard", "Draw pile ({n})").format(n=len(deck)),
                 self.counted(deck) or translate("JourneyBoard", "empty"))]
        if state.hand >= 0 and 0 <= state.to_move < len(names):
            rows.append((translate("JourneyBoard", "{name} holds").format(name=names[state.to_move]),
                         message_text(name(state.hand))))
        return rows

    def end_map(self, state: Any, result: Any, names: tuple[str, ...]) -> QWidget | None:
        """The end screen's map: the winner's journey drawn link by link (numbered stops,
        every link green), or None when nobody won."""
        if not result.winners:
            return None
        winner = result.winners[0]
        holder = state.observe(winner).to_json()["holder"]
        scene = JourneyScene(self.pack)
        view = MapCanvas(scene)
        view.setObjectName("end_journey_map")
        view.setMinimumSize(360, 240)
        view.update_scene_rect()
        view.setToolTip(translate("JourneyBoard", "{name}'s journey on the map: wheel to zoom, middle-drag to pan").format(name=names[winner]))
        view.route_scene = scene
        view.route_holder = list(holder)

        def fit() -> None:
            view.fit_to_view(scene.map_rect())
            draw_route(scene, self.pack, holder, set(), view.zoom())
            scene.place_labels(view)

        view.refit = fit
        QTimer.singleShot(0, fit)
        draw_route(scene, self.pack, holder, set(), 1.0)
        return view

    # ------------------------------------------------------------------ drawing

    def show_table(self, table: Table) -> None:
        self.table = table
        self._cancel()
        pub = table.public.to_json()
        players = len(table.names)
        viewer = table.viewer
        mine = table.private_view(viewer) if viewer is not None else None
        mine_json = mine.to_json() if mine is not None else None

        # other seats: face down, unless their cards may be shown (the god view)
        self._ensure_other_rows(players)
        to_move = translate("JourneyBoard", " — to move")
        widest = max(QFontMetrics(name.font()).horizontalAdvance(table.names[seat] + to_move)
                     for seat, (_row, name, _cards) in self._other_rows.items())
        for seat, (row, name, cards) in self._other_rows.items():
            row.setVisible(seat != viewer)
            if seat == viewer:
                continue
            name.setText(table.names[seat] + (to_move if table.public.to_move == seat else ""))
            name.setMinimumWidth(max(NAME_WIDTH, widest + 4))  # the rows' cards stand in line
            view = table.private_view(seat)
            holder = view.to_json()["holder"] if view is not None else None
            for i, c in enumerate(cards):
                if holder is not None:
                    c.show_card(holder[i], caption="")
                else:
                    c.show_card("back", face_up=False)

        # piles
        self.draw_pile.show_card("back" if pub["draw_pile"] else None, face_up=False,
                                 caption=translate("JourneyBoard", "empty"))
        self.draw_count.setText(translate("JourneyBoard", "{pub} cards").format(pub=pub['draw_pile']))
        for k, pile in enumerate(pub["piles"]):
            self.piles[k].show_card(pile[-1] if pile else None, caption=translate("JourneyBoard", "empty"))
            self.pile_counts[k].setText((translate("JourneyBoard", "{n} card") if len(pile) == 1 else translate("JourneyBoard", "{n} cards")).format(n=len(pile)))

        # the drawn card: only its holder sees it (the observation leaves it out otherwise)
        hand = mine_json.get("hand") if mine_json else None
        self._drawn = hand or None  # (marked on the map by ``_show_route``)
        if hand:
            source = mine_json.get("source", 0)
            self.hand.show_card(hand)
            self.hand_source.setText(translate("JourneyBoard", "from the draw pile") if not source else
                                     translate("JourneyBoard", "from discard {source}").format(source=source))
        else:
            self.hand.show_card(None, caption="")
            self.hand_source.setText("")

        # the viewer's holder
        if mine_json is not None:
            holder = mine_json["holder"]
            self.holder_title.setText(translate("JourneyBoard", "{names}'s holder").format(names=table.names[viewer]))
            for i, slot in enumerate(self.slots):
                slot.show_card(holder[i], caption=translate("JourneyBoard", "slot {arg1}").format(arg1=i + 1))
                slot.set_corner(str(i + 1))
            self._show_check(holder)
        else:
            self.holder_title.setText(translate("JourneyBoard", "Watching the bots") if viewer is None else "")
            for i, slot in enumerate(self.slots):
                slot.show_card(None, caption=translate("JourneyBoard", "slot {arg1}").format(arg1=i + 1))
                slot.set_corner(str(i + 1))
            self.check_label.setText("")
            self._show_route(None, set())
        self._highlight()
        self.hint.setText(self._hint_text())
        # A person's table keeps two lines for what to do (the words change every move, the
        # holder and the map under them stay put); a table of bots says nothing there.
        self.hint.setMinimumHeight(self._hint_lines if viewer is not None else 0)

    def _ensure_other_rows(self, players: int) -> None:
        """One row of small cards per seat, built once for the game's player count."""
        if len(getattr(self, "_other_rows", {})) == players:
            return
        for row, _name, _cards in getattr(self, "_other_rows", {}).values():
            row.hide()
            row.deleteLater()
        self._other_rows = {}
        for seat in range(players):
            row = QWidget()
            rl = QHBoxLayout(row)
            rl.setContentsMargins(0, 0, 0, 0)
            name = QLabel()
            name.setMinimumWidth(NAME_WIDTH)
            rl.addWidget(name)
            cards = []
            for i in range(self.pack.rules.holder_size):
                c = CardWidget(self, "other", i + 1, small=True)
                c.setObjectName(f"seat_{seat}_slot_{i + 1}")
                rl.addWidget(c)
                cards.append(c)
            rl.addStretch(1)
            self.others_layout.addWidget(row)
            self._other_rows[seat] = (row, name, cards)

    def _show_check(self, holder: list) -> None:
        if any(c is None for c in holder):
            filled = [c for c in holder if c is not None]
            self.check_label.setText(translate("JourneyBoard", "{count} of {count2} slots filled.").format(count=len(filled), count2=len(holder)))
            self._show_route(holder, set())
            return
        verdict = check_journey(self.pack, holder)
        broken = {b.slot for b in verdict.breaks}
        self._show_route(holder, broken)
        for i, slot in enumerate(self.slots):
            slot.set_corner(f"{i + 1} ✕" if i + 1 in broken else str(i + 1))
        if verdict.ok:
            self.check_label.setText(translate("JourneyBoard", "<span style='color:{_LEGAL}'><b>✓ A complete journey (J11–J17).</b></span>").format(_LEGAL=_LEGAL))
            return
        lines = [translate("JourneyBoard", "<span style='color:{_BROKEN}'>✕ {message} ({rule})</span>").format(_BROKEN=_BROKEN, message=message_text(b.message), rule=b.rule)
                 for b in verdict.breaks]
        self.check_label.setText((translate("JourneyBoard", "<b>{n} broken link:</b><br>") if len(lines) == 1 else translate("JourneyBoard", "<b>{n} broken links:</b><br>")).format(n=len(lines)) + "<br>".join(lines))

    def _legal(self, kind: str) -> list[dict]:
        return [m.to_json() for m in (self.table.legal if self.table else ()) if m.kind == kind]

    def _highlight(self) -> None:
        for w in (self.draw_pile, self.hand, *self.piles, *self.slots):
            w.set_highlight("")
        if self.table is None or self.table.to_move is None:
            return
        for m in self._legal("draw"):
            (self.draw_pile if m["pile"] == 0 else self.piles[m["pile"] - 1]).set_highlight(_LEGAL)
        for m in self._legal("place_setup"):
            self.slots[m["slot"] - 1].set_highlight(_LEGAL)
        if self._legal("discard") or self._legal("replace"):
            self.hand.set_highlight(_LEGAL if not self._selected else _PENDING)
        if self._selected or self._dragging:
            for m in self._legal("discard"):
                self.piles[m["pile"] - 1].set_highlight(_LEGAL)
            for m in self._legal("replace"):
                self.slots[m["slot"] - 1].set_highlight(_LEGAL)
        if self._pending_slot:
            self.slots[self._pending_slot - 1].set_highlight(_PENDING)
            for m in self._legal("replace"):
                if m["slot"] == self._pending_slot:
                    self.piles[m["pile"] - 1].set_highlight(_LEGAL)

    def _hint_text(self) -> str:
        t = self.table
        if t is None or t.over:
            return ""
        if t.to_move is None:
            return ""
        phase = t.public.phase
        if phase == "setup_place":
            return translate("JourneyBoard", "Put the dealt card into an empty slot: drag it there, or click the slot.")
        if phase == "draw":
            return translate("JourneyBoard", "Draw a card: click the draw pile or a discard pile.")
        if self._pending_slot:
            return (translate("JourneyBoard", "Now click the discard pile for the card in slot {pending_slot} (Esc cancels).").format(pending_slot=self._pending_slot))
        return (translate("JourneyBoard", "Drag the drawn card onto a slot to replace that card, or onto a discard pile to discard it (or click the card, then where it goes)."))

    # ------------------------------------------------------------------ gestures

    def press(self, widget: CardWidget, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if widget.role == "hand" and widget.card is not None:
            self._drag_from = widget
            self._press_pos = event.globalPosition().toPoint()
            return
        self._drag_from = None

    def drag_move(self, widget: CardWidget, event: QMouseEvent) -> None:
        if self._drag_from is None:
            return
        pos = event.globalPosition().toPoint()
        if not self._dragging and (pos - self._press_pos).manhattanLength() < \
                QApplication.startDragDistance():
            return
        if not self._dragging:
            self._dragging = True
            face = self.faces.get(self._drag_from.card)
            self._ghost.setText(face.title if face else "")
            self._ghost.setStyleSheet(f"background: {face.colour if face else '#ccc'}; "
                                      "border: 2px solid #333; border-radius: 6px; padding: 8px;")
            self._ghost.adjustSize()
            self._ghost.show()
            self._ghost.raise_()
            self._highlight()
        self._ghost.move(self.mapFromGlobal(pos) - QPoint(self._ghost.width() // 2, 10))

    def release(self, widget: CardWidget, event: QMouseEvent) -> None:
        """A release: the end of a drag (over a target), or a click."""
        if self._dragging or (self._drag_from is not None and widget is not self._drag_from):
            target = self._target_at(event.globalPosition().toPoint()) \
                if widget is self._drag_from else widget
            self._dragging = False
            self._ghost.hide()
            self._drag_from = None
            if target is not None and target.role in ("slot", "pile"):
                self._drop_drawn_card(target)
            else:
                self._highlight()
            return
        self._drag_from = None
        self.click(widget)

    def _target_at(self, global_pos: QPoint) -> CardWidget | None:
        """The slot or discard pile under ``global_pos``, by the board's own places: the
        floating copy under the cursor (and anything else above them) never catches a drop."""
        for w in (*self.slots, *self.piles):
            if w.isVisible() and w.rect().contains(w.mapFromGlobal(global_pos)):
                return w
        return None

    def click(self, widget: CardWidget) -> None:
        """A click on a card place: the move it means in this phase (or the first half)."""
        t = self.table
        if t is None or t.over:
            return
        if t.to_move is None:
            self.status_message.emit(translate("JourneyBoard", "Not your move: wait for the others to move."))
            return
        phase = t.public.phase
        if phase == "setup_place":
            if widget.role == "slot":
                self._emit({"kind": "place_setup", "slot": widget.index})
            else:
                self.status_message.emit(translate(
                    "JourneyBoard", "First put the dealt card into an empty slot: drag it there, or click the slot."))
            return
        if phase == "draw":
            if widget.role == "draw":
                self._emit({"kind": "draw", "pile": 0})
            elif widget.role == "pile":
                self._emit({"kind": "draw", "pile": widget.index})
            else:
                self.status_message.emit(translate(
                    "JourneyBoard", "Draw a card first: click the draw pile or a discard pile."))
            return
        if phase != "place":
            return
        if widget.role == "draw":
            self.status_message.emit(translate(
                "JourneyBoard", "You have drawn this turn: put the drawn card into a slot or onto a discard pile."))
            return
        if widget.role == "hand":
            self._selected = not self._selected
            self._pending_slot = 0
            self._highlight()
            self.hint.setText(self._hint_text() if not self._selected else
                              translate("JourneyBoard", "Click a slot to put the card there, or a discard pile to discard it."))
            return
        if self._pending_slot and widget.role == "pile":
            slot, self._pending_slot = self._pending_slot, 0
            self._emit({"kind": "replace", "slot": slot, "pile": widget.index})
            return
        if self._selected and widget.role in ("slot", "pile"):
            self._drop_drawn_card(widget)
        elif self._pending_slot:
            self.status_message.emit(self._hint_text())
        elif widget.role in ("slot", "pile"):
            self.status_message.emit(translate(
                "JourneyBoard", "Take the drawn card first: drag it here, or click it and then here."))

    def _drop_drawn_card(self, target: CardWidget) -> None:
        """The drawn card was dropped on (or sent to) a slot or a discard pile."""
        self._selected = False
        if target.role == "pile":
            self._emit({"kind": "discard", "pile": target.index})
            return
        if self.table is not None and self.table.public.phase == "setup_place":
            self._emit({"kind": "place_setup", "slot": target.index})
            return
        piles = [m["pile"] for m in self._legal("replace") if m["slot"] == target.index]
        if len(piles) == 1:
            self._emit({"kind": "replace", "slot": target.index, "pile": piles[0]})
            return
        if not piles:  # not legal: let the rules say why
            self._emit({"kind": "replace", "slot": target.index, "pile": 1})
            return
        self._pending_slot = target.index
        self._highlight()
        self.hint.setText(self._hint_text())
        self.status_message.emit(self._hint_text())

    def _emit(self, data: dict) -> None:
        self._cancel()
        self.move_chosen.emit(self.game.move_from_json(data))

    def _cancel(self) -> None:
        self._selected = False
        self._pending_slot = 0
        self._dragging = False
        self._drag_from = None
        self._ghost.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and (self._selected or self._pending_slot):
            self._cancel()
            self._highlight()
            self.hint.setText(self._hint_text())
            event.accept()
            return
        super().keyPressEvent(event)


    def visible_texts(self) -> list[str]:
        """The texts of the cards and panels, and of what the map draws for the viewer (the
        map's own country names are public geography, not cards)."""
        texts = [t for t in super().visible_texts() if t not in set(scene_texts(self.scene))]
        overlays = QGraphicsSimpleTextItem
        texts += [i.text() for i in self.scene.overlays() if isinstance(i, overlays)]
        return texts


def draw_route(scene: Any, pack: Any, holder: list | None, broken: set[int],
               zoom: float, drawn: str | None = None) -> list:
    """Draw ``holder`` (card ids, slot by slot) as a route on the Journey ``scene``: its
    countries marked, each link a line (green when it connects, red from a slot in
    ``broken``; dashed across a transport card), each stop numbered by its slot. The country
    of the ``drawn`` card (a card id, or None) is marked too and reads "drawn": its name is
    shown however crowded the map. Returns the links drawn as ``(slot a, slot b)``."""
    scene.clear_overlays(Z_PIECES)
    index = {c.id: i for i, c in enumerate(pack.countries)}
    cards = {c.id: c for c in pack.cards}

    def country_of(cid: str | None) -> tuple[str, QPointF] | None:
        """(JSON path, position on the map) of a country card's country, or None."""
        card = cards.get(cid) if cid else None
        if card is None or card.kind != "country" or card.ref not in index:
            return None
        where = f"countries[{index[card.ref]}]"
        pos = scene.element_pos(where)
        return None if pos is None else (where, pos)

    drawn_at = country_of(drawn)
    marks = {drawn_at[0]: True} if drawn_at is not None else {}
    stops: list[tuple[int, QPointF]] = []  # (slot, where) of the country cards
    for slot, cid in enumerate(holder or (), start=1):
        at = country_of(cid)
        if at is None:
            continue
        marks[at[0]] = True
        stops.append((slot, at[1]))
    scene.set_marks(MARK_SELECTION, marks)
    links = []
    for (a, pa), (b, pb) in zip(stops, stops[1:], strict=False):
        if b - a > 2:
            continue  # two transports or an empty slot between: no link to draw
        ok = not any(a <= s < b for s in broken)
        pen = QPen(QColor(_LEGAL if ok else _BROKEN), 3 if ok else 2,
                   Qt.PenStyle.SolidLine if b - a == 1 else Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        line = QGraphicsLineItem(QLineF(pa, pb))
        line.setPen(pen)
        line.setData(0, (a, b))
        scene.add_overlay(line, Z_PIECES)
        links.append((a, b))
    # one label per country: a country that holds two slots reads "3, 7" (two labels at one
    # place would be drawn over each other)
    labels: dict[tuple[float, float], tuple[QPointF, list[int]]] = {}
    for slot, pos in stops:
        labels.setdefault((pos.x(), pos.y()), (pos, []))[1].append(slot)
    for pos, slots in labels.values():
        _map_text(scene, ", ".join(map(str, slots)), "#1b2733", pos + QPointF(6, -18) / max(zoom, 1e-6))
    if drawn_at is not None:  # (below the marker: a slot number may stand above it)
        _map_text(scene, translate("JourneyBoard", "drawn"), _DRAWN,
                  drawn_at[1] + QPointF(6, 4) / max(zoom, 1e-6), italic=True)
    return links


def _map_text(scene: Any, words: str, colour: str, at: QPointF, italic: bool = False) -> None:
    """Bold ``words`` at ``at`` on the map, kept at their size on screen whatever the zoom."""
    font = QFont()
    font.setBold(True)
    font.setItalic(italic)
    text = QGraphicsSimpleTextItem(words)
    text.setFont(font)
    text.setBrush(QColor(colour))
    text.setFlag(text.GraphicsItemFlag.ItemIgnoresTransformations)
    text.setPos(at)
    scene.add_overlay(text, Z_PIECES, 1)
