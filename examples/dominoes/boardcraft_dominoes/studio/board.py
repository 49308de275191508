"""The Dominoes playtest board: the line in the middle, the other hands face down (as many
backs as they hold), the viewer's hand face up as buttons, and the gestures: click a tile of
your hand, then "Left end" or "Right end"; "Pass" when you cannot play.

The board never decides what is legal (A6): it builds the move a gesture means and emits
``move_chosen``; it only greys out what ``table.legal`` does not offer. Another seat's tiles
are drawn face down unless the table lets them be seen (god view, A8).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.playtest.base import PlaytestBoard, Table
from boardcraft_dominoes.studio.items import tile_pixmap
from boardcraft_dominoes.studio.scene import DominoesScene

#: Height in pixels of a tile of the viewer's hand, and of another seat's tile backs.
HAND_TILE = 34
BACK_TILE = 18
#: The largest zoom of the line (a short line is not blown up to fill the table).
MAX_ZOOM = 1.6


class TileButton(QPushButton):
    """A tile of the viewer's hand: click it to choose it (then an end)."""

    def __init__(self, pack, tile: str, parent=None) -> None:
        super().__init__(tile, parent)
        self.tile = tile
        a, b = (int(x) for x in tile.split("-"))
        self.setObjectName(f"hand_{tile}")
        self.setCheckable(True)
        self.setIcon(QIcon(tile_pixmap(pack, a, b, height=HAND_TILE)))
        self.setIconSize(QSize(2 * HAND_TILE, HAND_TILE))
        self.setMinimumHeight(HAND_TILE + 14)


class DominoesBoard(PlaytestBoard):
    """The playtest board of a Dominoes game."""

    def __init__(self, game, pack, parent: QWidget | None = None) -> None:
        super().__init__(game, pack, parent)
        self.selected: str | None = None
        self._hand_buttons: dict[str, TileButton] = {}
        self._hand_key: tuple = ()

        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turn_label")
        self.turn_label.setStyleSheet("font-size: 15px; font-weight: bold;")
        outer.addWidget(self.turn_label)

        self.seats_frame = QFrame()
        self.seats_frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.seats_grid = QGridLayout(self.seats_frame)
        self._seat_rows: list[tuple[QLabel, QLabel]] = []
        outer.addWidget(self.seats_frame)

        self.scene = DominoesScene(pack, self)
        self.scene.set_line(())
        self.view = QGraphicsView(self.scene)
        self.view.setObjectName("line_view")
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing
                                 | QPainter.RenderHint.TextAntialiasing)
        self.view.setMinimumHeight(160)
        outer.addWidget(self.view, 1)

        self.ends_label = QLabel()
        self.ends_label.setObjectName("ends_label")
        outer.addWidget(self.ends_label)

        hand_title = QLabel(translate("DominoesBoard", "Your hand"))
        hand_title.setObjectName("hand_title")
        hand_title.setStyleSheet("font-weight: bold;")
        self.hand_title = hand_title
        outer.addWidget(hand_title)
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(6)
        hand_box = QWidget()
        hand_box.setLayout(self.hand_row)
        outer.addWidget(hand_box)

        actions = QHBoxLayout()
        self.left_button = QPushButton(translate("DominoesBoard", "◀ Left end"))
        self.left_button.setObjectName("play_left")
        self.right_button = QPushButton(translate("DominoesBoard", "Right end ▶"))
        self.right_button.setObjectName("play_right")
        self.pass_button = QPushButton(translate("DominoesBoard", "Pass"))
        self.pass_button.setObjectName("pass")
        for button in (self.left_button, self.right_button, self.pass_button):
            button.setMinimumHeight(34)
            actions.addWidget(button)
        actions.addStretch(1)
        outer.addLayout(actions)
        self.left_button.clicked.connect(lambda: self._play("left"))
        self.right_button.clicked.connect(lambda: self._play("right"))
        self.pass_button.clicked.connect(self._pass)

    # --- showing the table ---------------------------------------------------------------

    def show_table(self, table: Table) -> None:
        self.table = table
        obs = table.public
        names = table.names or tuple(f"Seat {s + 1}" for s in range(obs.players))
        self.scene.set_line(obs.line)
        self._show_seats(table, obs, names)
        self._show_hand(table)
        self._show_turn(table, obs, names)
        self._update_actions()
        self.fit_to_view()

    def _show_turn(self, table: Table, obs, names) -> None:
        if table.over:
            text = translate("DominoesBoard", "The game is over")
        elif obs.phase == "deal":
            text = translate("DominoesBoard", "Dealing the tiles…")
        elif table.to_move is not None:
            text = translate("DominoesBoard", "{name}: your turn").format(name=names[table.to_move])
        else:
            text = translate("DominoesBoard", "{name} is playing").format(name=names[obs.turn])
        self.turn_label.setText(text)
        ends = obs.ends()
        if ends is None:
            self.ends_label.setText(translate("DominoesBoard", "No tile on the table yet."))
        else:
            self.ends_label.setText(translate("DominoesBoard", "Open ends: {left} on the left, {right} on the right — boneyard: {n} tiles face down").format(
                left=ends[0], right=ends[1], n=obs.boneyard_size))

    def _show_seats(self, table: Table, obs, names) -> None:
        while len(self._seat_rows) < obs.players:
            s = len(self._seat_rows)
            name, tiles = QLabel(), QLabel()
            name.setObjectName(f"seat_{s}_name")
            tiles.setObjectName(f"seat_{s}_tiles")
            self.seats_grid.addWidget(name, s, 0)
            self.seats_grid.addWidget(tiles, s, 1)
            self._seat_rows.append((name, tiles))
        self.seats_grid.setColumnStretch(1, 1)
        for s, (name, tiles) in enumerate(self._seat_rows):
            shown = s < obs.players
            name.setVisible(shown)
            tiles.setVisible(shown)
            if not shown:
                continue
            n = obs.hand_sizes[s]
            lead = " ★" if s == obs.leader else ""
            name.setText(translate("DominoesBoard", "{name}{lead}: {n} tiles").format(name=names[s], lead=lead, n=n))
            view = table.private_view(s)
            tiles.setPixmap(self._hand_picture(view.hand_texts() if view is not None else None, n))

    def _hand_picture(self, texts, n: int):
        """A row of ``n`` tiles: face up (``texts``) or their backs."""
        from PySide6.QtGui import QPixmap

        h = BACK_TILE
        w = 2 * h
        pixmap = QPixmap(max(1, n * (w + 4)), h)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        for i in range(n):
            if texts is not None:
                a, b = (int(x) for x in texts[i].split("-"))
                tile = tile_pixmap(self.pack, a, b, height=h)
            else:
                tile = tile_pixmap(self.pack, 0, 0, face_up=False, height=h)
            painter.drawPixmap(i * (w + 4), 0, tile)
        painter.end()
        return pixmap

    def _show_hand(self, table: Table) -> None:
        viewer = table.viewer if table.viewer is not None else table.to_move
        view = table.private_view(viewer) if viewer is not None else None
        texts = tuple(view.hand_texts()) if view is not None else ()
        key = (viewer, texts)
        names = table.names
        if viewer is not None and names:
            self.hand_title.setText(translate("DominoesBoard", "{name}'s hand").format(name=names[viewer]))
        else:
            self.hand_title.setText(translate("DominoesBoard", "Your hand"))
        if key == self._hand_key:
            return
        self._hand_key = key
        while self.hand_row.count():  # the old buttons and the stretch after them
            item = self.hand_row.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self._hand_buttons = {}
        if self.selected not in texts:
            self.selected = None
        for text in texts:
            button = TileButton(self.pack, text, self)
            button.clicked.connect(lambda _c=False, t=text: self._choose(t))
            self.hand_row.addWidget(button)
            button.show()  # at once: a layout shows a new child only on the next event loop turn
            self._hand_buttons[text] = button
        self.hand_row.addStretch(1)

    def _legal_texts(self) -> set[str]:
        return {str(m) for m in (self.table.legal if self.table else ())}

    def _update_actions(self) -> None:
        legal = self._legal_texts()
        mine = self.table is not None and self.table.to_move is not None
        for text, button in self._hand_buttons.items():
            fits = any(f"play {text} {end}" in legal for end in ("left", "right"))
            button.setEnabled(mine and fits)
            button.setChecked(text == self.selected)
        tile = self.selected
        self.left_button.setEnabled(bool(mine and tile and f"play {tile} left" in legal))
        self.right_button.setEnabled(bool(mine and tile and f"play {tile} right" in legal))
        self.pass_button.setEnabled(mine and "pass" in legal)
        if mine and tile is None and "pass" not in legal:
            self.status_message.emit(translate("DominoesBoard", "Click a tile of your hand, then the end to play it at"))

    # --- gestures ------------------------------------------------------------------------

    def _choose(self, tile: str) -> None:
        self.selected = None if self.selected == tile else tile
        self._update_actions()
        if self.selected is not None:
            legal = self._legal_texts()
            ends = [e for e in ("left", "right") if f"play {tile} {e}" in legal]
            if len(ends) == 1:
                self.status_message.emit(translate("DominoesBoard", "{tile} fits the {end} end").format(tile=tile, end=ends[0]))

    def choose_tile(self, tile: str) -> None:
        """Choose ``tile`` of the hand, as a click on its button does."""
        self._choose(tile)

    def _play(self, end: str) -> None:
        if self.selected is None:
            self.status_message.emit(translate("DominoesBoard", "Click a tile of your hand first"))
            return
        move = self.game.move_from_json({"kind": "play", "tile": self.selected, "end": end})
        self.selected = None
        self.move_chosen.emit(move)

    def _pass(self) -> None:
        self.move_chosen.emit(self.game.move_from_json({"kind": "pass"}))

    # --- the window's calls --------------------------------------------------------------

    def set_pack(self, pack, game) -> None:
        super().set_pack(pack, game)
        self.scene.set_pack(pack)
        self._hand_key = ()
        if self.table is not None:
            self.show_table(self.table)

    def fit_to_view(self) -> None:
        rect = self.scene.map_rect()
        # At most 1.6 times life size: a short line is not blown up, a long one is shrunk.
        width = max(rect.width(), self.view.viewport().width() / MAX_ZOOM)
        height = max(rect.height(), self.view.viewport().height() / MAX_ZOOM)
        c = rect.center()
        rect.setWidth(width)
        rect.setHeight(height)
        rect.moveCenter(c)
        self.view.setSceneRect(rect)  # centred, whatever the line's length
        self.view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def hand_button(self, tile: str) -> TileButton | None:
        """The button of ``tile`` in the hand shown, or None."""
        return self._hand_buttons.get(tile)
