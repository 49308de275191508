"""The playtest's seat setup: how many players, who sits where (a person or a bot), the seed."""

from __future__ import annotations

import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from core.api import bot_names, parse_seat

#: Names offered for people's seats, in seat order.
DEFAULT_NAMES = ("Anna", "Ben", "Carla", "Dmitri", "Eeva", "Farid")
#: What the seat menu calls each kind of seat.
_KIND_TEXT = {"human": QT_TRANSLATE_NOOP("PlaytestSetupDialog", "Person"),
              "greedy": QT_TRANSLATE_NOOP("PlaytestSetupDialog", "Greedy bot"),
              "random": QT_TRANSLATE_NOOP("PlaytestSetupDialog", "Random bot"),
              "mcts": QT_TRANSLATE_NOOP("PlaytestSetupDialog", "MCTS bot")}
#: The seat captions of the playtest window ("1. Anna (person)", "2. Ben (greedy bot)").
_CAPTION_TEXT = {"human": QT_TRANSLATE_NOOP("PlaytestSetupDialog", "person"),
                 "greedy": QT_TRANSLATE_NOOP("PlaytestSetupDialog", "greedy bot"),
                 "random": QT_TRANSLATE_NOOP("PlaytestSetupDialog", "random bot"),
                 "mcts": QT_TRANSLATE_NOOP("PlaytestSetupDialog", "mcts bot")}


def seat_kind_text(is_human: bool, kind: str) -> str:
    """A seat's kind as the playtest window's caption says it: "person", "greedy bot"…"""
    key = "human" if is_human else kind
    if key in _CAPTION_TEXT:
        return translate("PlaytestSetupDialog", _CAPTION_TEXT[key])
    return translate("PlaytestSetupDialog", "{kind} bot").format(kind=kind)


#: Most seeds a person types (31 bits: any seed fits a spin box).
MAX_SEED = 2**31 - 1


class PlaytestSetupDialog(QDialog):
    """Choose the player count, each seat (a person with a name, or a bot) and the seed.

    Args:
        game_id: the game ("journey", ...), for its bots.
        min_players, max_players: the pack's player range.
        seats: seat specs to start from ("human:Anna", "greedy"); default: one person and
            bots in the other seats.
        seed: the seed to show (default: a new random seed).
    """

    def __init__(self, game_id: str, min_players: int, max_players: int, pack_name: str = "",
                 seats: list[str] | None = None, seed: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playtest_setup")
        self.setWindowTitle(translate("PlaytestSetupDialog", "Playtest {pack_name}").format(pack_name=pack_name).strip())
        self._kinds = ["human"] + [b for b in ("greedy", "random", "mcts") if b in
                                   bot_names(game_id)]
        self._kinds += [b for b in bot_names(game_id) if b not in self._kinds]
        layout = QVBoxLayout(self)
        intro = QLabel(translate("PlaytestSetupDialog", "Play <b>{arg1}</b> against the real rules. People share this screen (hot seat): each sees only their own cards.").format(arg1=pack_name or game_id))
        intro.setWordWrap(True)
        layout.addWidget(intro)

        form = QFormLayout()
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(min_players, max_players)
        start = list(seats) if seats else ["human:Anna"] + ["greedy"] * (min_players - 1)
        self.players.setValue(max(min_players, min(max_players, len(start))))
        self.players.setToolTip(translate("PlaytestSetupDialog", "{min_players} to {max_players} players").format(min_players=min_players, max_players=max_players))
        form.addRow(translate("PlaytestSetupDialog", "&Players:"), self.players)
        layout.addLayout(form)

        box = QGroupBox(translate("PlaytestSetupDialog", "Seats"))
        grid = QGridLayout(box)
        self._rows: list[tuple[QLabel, QComboBox, QLineEdit]] = []
        #: Per row, the person's name to give back when a bot's seat is made a person's again.
        self._person_names: list[str] = []
        for i in range(max_players):
            label = QLabel(translate("PlaytestSetupDialog", "Seat {arg1}").format(arg1=i + 1))
            kind = QComboBox()
            kind.setObjectName(f"seat_kind_{i}")
            for k in self._kinds:
                kind.addItem(translate("PlaytestSetupDialog", _KIND_TEXT[k]) if k in _KIND_TEXT else
                             translate("PlaytestSetupDialog", "{kind} bot").format(
                                 kind=k.capitalize()), k)
            name = QLineEdit()
            name.setObjectName(f"seat_name_{i}")
            name.setPlaceholderText(translate("PlaytestSetupDialog", "Name"))
            spec = start[i] if i < len(start) else "greedy"
            kind_id, _, rest = spec.partition(":")
            kind.setCurrentIndex(max(0, kind.findData(kind_id)))
            self._person_names.append(rest if kind_id == "human" and rest else DEFAULT_NAMES[
                i % len(DEFAULT_NAMES)])
            name.setText(self._person_names[i])
            kind.currentIndexChanged.connect(lambda _i, r=i: self._on_kind_changed(r))
            grid.addWidget(label, i, 0)
            grid.addWidget(kind, i, 1)
            grid.addWidget(name, i, 2)
            self._rows.append((label, kind, name))
        layout.addWidget(box)

        seed_row = QHBoxLayout()
        seed_row.addWidget(QLabel(translate("PlaytestSetupDialog", "&Seed:")))
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(seed if seed is not None else random.randrange(MAX_SEED))
        self.seed.setToolTip(translate("PlaytestSetupDialog", "The same seed, seats and pack give the same game"))
        seed_row.itemAt(0).widget().setBuddy(self.seed)
        seed_row.addWidget(self.seed, 1)
        self.new_seed = QPushButton(translate("PlaytestSetupDialog", "&New seed"))
        self.new_seed.setObjectName("new_seed")
        self.new_seed.clicked.connect(lambda: self.seed.setValue(random.randrange(MAX_SEED)))
        seed_row.addWidget(self.new_seed)
        layout.addLayout(seed_row)

        self.solo = QCheckBox(translate("PlaytestSetupDialog", "&Solo: undo may go back past chance (a designer alone at the table)"))
        self.solo.setObjectName("solo")
        layout.addWidget(self.solo)

        self.message = QLabel()
        self.message.setObjectName("setup_message")
        self.message.setStyleSheet("color: #a33;")
        layout.addWidget(self.message)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(translate("PlaytestSetupDialog", "&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.players.valueChanged.connect(lambda _v: self._update_rows())
        for _label, _kind, name in self._rows:
            name.textChanged.connect(lambda _t: self._update_rows())
        self._update_rows()

    def _on_kind_changed(self, row: int) -> None:
        self._update_rows()
        _label, kind, name = self._rows[row]
        if kind.currentData() == "human":
            name.setFocus(Qt.FocusReason.OtherFocusReason)
            name.selectAll()

    def _update_rows(self) -> None:
        n = self.players.value()
        for i, (label, kind, name) in enumerate(self._rows):
            for w in (label, kind, name):
                w.setVisible(i < n)
            self._show_name(i)
        problem = self._problem()
        self.message.setText(problem)
        self.start_button.setEnabled(not problem)

    def _show_name(self, row: int) -> None:
        """A person's seat: the name, to type. A bot's seat: the name the game will give it
        ("Greedy 2"), read-only but in the text's own colour (greyed out, it read poorly)."""
        _label, kind, name = self._rows[row]
        bot = kind.currentData() != "human"
        if bot != name.isReadOnly():
            if bot:
                self._person_names[row] = name.text()
            name.setReadOnly(bot)
            name.setFrame(not bot)
            # a read-only field looks like text on the dialog, not like a box to type in
            name.setStyleSheet("QLineEdit { background: transparent; }" if bot else "")
            name.setToolTip(translate("PlaytestSetupDialog", "The name the bot plays under")
                            if bot else "")
            text = parse_seat(kind.currentData(), row).name if bot else self._person_names[row]
        elif bot:  # another bot
            text = parse_seat(kind.currentData(), row).name
        else:
            return
        if name.text() != text:
            name.setText(text)

    def _problem(self) -> str:
        names = [n.text().strip() for _l, k, n in self._rows[: self.players.value()]
                 if k.currentData() == "human"]
        if any(not n for n in names):
            return translate("PlaytestSetupDialog", "Every person needs a name.")
        if len(set(names)) != len(names):
            return translate("PlaytestSetupDialog", "Two people have the same name.")
        return ""

    def seats(self) -> list[str]:
        """The seat specs chosen ("human:Anna", "greedy", ...)."""
        out = []
        for _label, kind, name in self._rows[: self.players.value()]:
            k = kind.currentData()
            out.append(f"human:{name.text().strip()}" if k == "human" else k)
        return out

    def chosen_seed(self) -> int:
        return self.seed.value()

    def is_solo(self) -> bool:
        return self.solo.isChecked()
