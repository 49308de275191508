"""The designer's lab beside the playtest table (Game ▸ Designer's Lab, Ctrl+L).

Three instruments on the window's :class:`core.api.Session`:

- the legal moves of the seat awaited, in words, as a list: a click plays the move, as the
  board would (the hand-off screen still hides another seat's moves, unless god view is on);
- stacking the deck: with "Choose chance outcomes" on (``Session.stop_at_chance``) the game
  stops before every chance step and the list shows its outcomes with their probability; a
  click plays that outcome (``Session.stage``; the record says "staged" where it differs from
  the seed's draw); "Draw at random" lets chance go on by itself up to the next decision;
- jump to a move: the replay at that move, while the game waits (Back to the game returns).
"""

from __future__ import annotations

import html
from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.i18n.messages import element_text, illegal_text, message_text
from core.api import IllegalMove

if TYPE_CHECKING:
    from app.playtest.window import PlaytestWindow

#: Most rows the list shows (a Trails build step can offer a few hundred moves).
MAX_ROWS = 400


class LabPanel(QWidget):
    """The lab's instruments for ``window``'s session (see the module's text).

    Attributes:
        entries: what each row of ``moves`` plays: ``("move", move)`` or ``("chance", outcome)``.
    """

    def __init__(self, window: PlaytestWindow) -> None:
        super().__init__(window)
        self.setObjectName("lab_panel")
        self.window_ = window
        self.entries: list[tuple[str, Any]] = []
        self._card_paths: tuple[Any, dict[str, str]] | None = None  # (pack, card id -> path)

        self.stack_box = QCheckBox(translate("LabPanel", "&Choose chance outcomes"))
        self.stack_box.setObjectName("lab_stack")
        self.stack_box.setToolTip(translate("LabPanel", "Stack the deck: stop before every card dealt or drawn and every terrain drawn, and choose the outcome yourself (the record says it was staged)"))
        self.stack_box.toggled.connect(self.set_stacking)
        self.heading = QLabel()
        self.heading.setObjectName("lab_heading")
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-weight: bold;")
        self.moves = QListWidget()
        self.moves.setObjectName("lab_moves")
        self.moves.setWordWrap(True)
        self.moves.setAlternatingRowColors(True)
        self.moves.itemClicked.connect(self._on_item_clicked)
        self.moves.itemActivated.connect(self._on_item_clicked)
        self.random_button = QPushButton(translate("LabPanel", "Draw at &random"))
        self.random_button.setObjectName("lab_random")
        self.random_button.setToolTip(translate("LabPanel", "Let chance draw by itself, with the game's seed, and the bots move, up to the next person's decision"))
        self.random_button.clicked.connect(self.draw_at_random)

        # the god view's hidden cards: the deck and the hands, by name
        self.hidden = QLabel()
        self.hidden.setObjectName("lab_hidden")
        self.hidden.setWordWrap(True)
        self.hidden.setTextFormat(Qt.TextFormat.RichText)
        self.hidden.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.hidden.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hidden_area = QScrollArea()
        self.hidden_area.setObjectName("lab_hidden_area")
        self.hidden_area.setWidgetResizable(True)
        self.hidden_area.setWidget(self.hidden)
        self.hidden_area.setMinimumHeight(90)

        self.jump_box = QSpinBox()
        self.jump_box.setObjectName("lab_jump_ply")
        self.jump_box.setToolTip(translate("LabPanel", "A move of this game: 0 is the start"))
        self.jump_button = QPushButton(translate("LabPanel", "Show &move"))
        self.jump_button.setObjectName("lab_jump")
        self.jump_button.setToolTip(translate("LabPanel", "Replay the game at that move (Back to the game returns; Fork from here starts a new game there)"))
        self.jump_button.clicked.connect(self.jump)
        jump = QHBoxLayout()  # (under its label: the panel fits beside the board at 1,366 px)
        jump.addWidget(self.jump_box, 1)
        jump.addWidget(self.jump_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.stack_box)
        layout.addWidget(self.heading)
        layout.addWidget(self.moves, 3)
        layout.addWidget(self.hidden_area, 2)
        layout.addWidget(self.random_button)
        jump_label = QLabel(translate("LabPanel", "Jump to move"))
        jump_label.setBuddy(self.jump_box)
        layout.addWidget(jump_label)
        layout.addLayout(jump)
        self.pin_button = QPushButton(translate("LabPanel", "&Pin This Position…"))
        self.pin_button.setObjectName("lab_pin")
        self.pin_button.setToolTip(translate("LabPanel", "Keep the game so far in the pack as a scenario the lint re-checks at every edit (Ctrl+Shift+P)"))
        self.pin_button.clicked.connect(window.pin_position)
        layout.addWidget(self.pin_button)
        self.refresh()

    # -- what the list shows ------------------------------------------------------------------

    def refresh(self) -> None:
        """Show what the session waits for now: a chance step's outcomes, the awaited seat's
        legal moves, or why there is nothing to choose."""
        w = self.window_
        s = w.session
        self.stack_box.blockSignals(True)
        self.stack_box.setChecked(s.stop_at_chance)
        self.stack_box.blockSignals(False)
        self.jump_box.setRange(0, s.ply)
        self.jump_button.setEnabled(s.ply > 0 and w._replay is None)
        self.pin_button.setEnabled(w.document is not None)
        if w.document is None:
            self.pin_button.setToolTip(translate("LabPanel", "Start the playtest from the studio (F5) to pin positions into its pack"))
        self._show_hidden()
        self.moves.clear()
        self.entries = []
        chance = s.chance_options() if s.stop_at_chance and w._replay is None else []
        self.random_button.setVisible(bool(chance))
        if w._replay is not None:
            self.heading.setText(translate("LabPanel", "Replaying: back to the game to choose moves."))
        elif s.is_over():
            self.heading.setText(translate("LabPanel", "The game is over."))
        elif chance:
            self.heading.setText(translate("LabPanel", "Chance step: choose the outcome ({count})").format(count=len(chance)))
            for outcome, p in chance:
                self._add("chance", outcome, translate("LabPanel", "{outcome} — {percent}").format(
                    outcome=self._chance_words(outcome), percent=_percent(p)))
        elif s.to_move() is None:
            self.heading.setText(translate("LabPanel", "The bots are moving."))
        elif w._needs_handoff():
            self.heading.setText(translate("LabPanel", "Hidden until {name} is ready (or turn on god view).").format(name=s.names[s.to_move()]))
        else:
            legal = s.legal_moves()
            self.heading.setText(translate("LabPanel", "{name}'s legal moves ({count})").format(name=s.names[s.to_move()], count=len(legal)))
            shown = legal[:MAX_ROWS]
            words = [self._words(move) for move in shown]
            shared = {text for text, n in Counter(words).items() if n > 1}
            for move, text in zip(shown, words, strict=True):
                self._add("move", move, self._told_apart(move, text) if text in shared else text)
            if len(legal) > MAX_ROWS:
                more = QListWidgetItem(translate("LabPanel", "… and {count} more").format(count=len(legal) - MAX_ROWS))
                more.setFlags(Qt.ItemFlag.NoItemFlags)
                self.moves.addItem(more)

    def _show_hidden(self) -> None:
        """In god view: what no player sees (the deck, the hands), by name; else how to
        see it."""
        w = self.window_
        if not w.god:
            self.hidden.setText("<span style='color:#5a5f66'>" + html.escape(translate(
                "LabPanel", "God view (Ctrl+G) shows here what no player sees: the deck and every hand, card by card.")) + "</span>")
            return
        s = w.session
        rows = w.board.hidden_cards(s.state, tuple(s.names))
        text = "".join(f"<p style='margin:0 0 4px 0'><b>{html.escape(head)}</b><br>{html.escape(cards)}</p>"
                       for head, cards in rows)
        self.hidden.setText(text or html.escape(translate("LabPanel", "This game hides no cards.")))

    def hidden_texts(self) -> str:
        """The hidden cards' text as shown (for tests)."""
        return self.hidden.text()

    def _words(self, move) -> str:
        s = self.window_.session
        return message_text(s.game.describe(s.state, move, s.names))

    def _told_apart(self, move, words: str) -> str:
        """Words that several legal moves share ("Anna swaps a card", E11c) with what tells
        them apart: the move's notation, its cards by name ("swap card of London for card
        of Samarkand"). The list shows only the awaited seat's moves, whose cards that seat sees."""
        pack = self.window_.session.pack
        named = " ".join(element_text(pack, path) if (path := self._card_path(token)) else token
                         for token in str(move).split(" "))
        return translate("LabPanel", "{words}: {card}").format(words=words, card=named)

    def _chance_words(self, outcome) -> str:
        """A chance outcome for the designer: the public words, and the card by its name when
        the words keep it hidden ("A card is dealt to Anna: London card")."""
        words = self._words(outcome)
        card = getattr(outcome, "card", None)
        path = self._card_path(card) if isinstance(card, str) else None
        if path is None:
            return words
        return translate("LabPanel", "{words}: {card}").format(
            words=words, card=element_text(self.window_.session.pack, path))

    def _card_path(self, card_id: str) -> str | None:
        """The JSON path of the card ``card_id`` in the game's card set, or None."""
        pack = self.window_.session.pack
        if self._card_paths is None or self._card_paths[0] is not pack:
            from content.plugins import content_game

            try:
                field = content_game(pack.game).card_set
            except KeyError:
                field = ""
            cards = getattr(pack, field, None) or () if field else ()
            self._card_paths = (pack, {getattr(c, "id", None): f"{field}[{i}]"
                                       for i, c in enumerate(cards)})
        return self._card_paths[1].get(card_id)

    def _add(self, kind: str, value, text: str) -> None:
        item = QListWidgetItem(text)
        item.setToolTip(str(value))  # the move's notation, for records and scenarios
        self.moves.addItem(item)
        self.entries.append((kind, value))

    # -- acting -----------------------------------------------------------------------------

    def _on_item_clicked(self, item: QListWidgetItem) -> None:
        row = self.moves.row(item)
        if 0 <= row < len(self.entries):
            self.choose(row)

    def choose(self, row: int) -> bool:
        """Play the row's move, or stage the row's chance outcome."""
        kind, value = self.entries[row]
        if kind == "move":
            return self.window_.play(value)
        return self.stage(value)

    def stage(self, outcome) -> bool:
        """Play ``outcome`` at the chance step, by hand."""
        w = self.window_
        words = self._chance_words(outcome)
        try:
            entry = w.session.stage(outcome)
        except IllegalMove as e:
            w.statusBar().showMessage(illegal_text(e), 8000)
            return False
        w._append_log([entry])
        w.statusBar().showMessage(translate("LabPanel", "Staged: {move}").format(move=words), 5000)
        w._render()
        w._schedule(0)
        return True

    def draw_at_random(self) -> None:
        """Chance draws by itself (the session's seed), and the bots move, until a person must
        decide; the chance steps after that are the designer's to choose again."""
        w = self.window_
        s = w.session
        s.stop_at_chance = False
        try:
            entries = s.advance()
        finally:
            s.stop_at_chance = True
        w._append_log(entries)
        w.statusBar().showMessage(translate("LabPanel", "{count} move(s) by chance and the bots").format(count=len(entries)), 5000)
        w._render()
        w._schedule(0)

    def set_stacking(self, on: bool) -> None:
        """Turn "Choose chance outcomes" on or off; off, chance goes on by itself."""
        w = self.window_
        w.session.stop_at_chance = bool(on)
        w.statusBar().showMessage(
            translate("LabPanel", "Chance outcomes: you choose each one from the next chance step (New Game, Ctrl+N, stacks the deal from the start)") if on
            else translate("LabPanel", "Chance outcomes: drawn at random from the seed"), 5000)
        w._schedule(0)
        self.refresh()

    def jump(self) -> None:
        """The replay at the chosen move."""
        w = self.window_
        w.replay_current()
        w.replay_slider.setValue(self.jump_box.value())


def _percent(p: float) -> str:
    """A probability as people read it: "2.1 %", "50 %"."""
    value = 100 * p
    return f"{value:.0f} %" if value >= 10 or value == int(value) else f"{value:.1f} %"
