"""The set-up of a simulation (or of an A/B comparison): a bot per seat, games, seed, workers."""

from __future__ import annotations

import os
import random
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from core.api import MAX_GAMES, MAX_ITERATIONS, bot_names

#: How the seat menu calls each bot.
BOT_TEXT = {"greedy": QT_TRANSLATE_NOOP("SimulationSetupDialog", "Greedy bot"),
            "random": QT_TRANSLATE_NOOP("SimulationSetupDialog", "Random bot"),
            "mcts": QT_TRANSLATE_NOOP("SimulationSetupDialog", "MCTS bot")}
#: Most seeds a person types (31 bits: any seed fits a spin box).
MAX_SEED = 2**31 - 1
#: The MCTS budget units: (menu text, suffix of the bot spec: "mcts:300", "mcts:200ms").
BUDGET_UNITS = ((QT_TRANSLATE_NOOP("SimulationSetupDialog", "iterations a move"), ""),
                (QT_TRANSLATE_NOOP("SimulationSetupDialog", "ms a move"), "ms"))
DEFAULT_BUDGET = 300


def default_workers() -> int:
    """One core left to the studio itself (1 on a machine of 1 or 2 cores)."""
    return max(1, (os.cpu_count() or 1) - 1)


@dataclass(frozen=True)
class RunSettings:
    """What a run plays: one bot spec per seat ("greedy", "mcts:300"), games, seed, workers."""

    seats: tuple[str, ...]
    games: int
    seed: int
    workers: int = 1


class SimulationSetupDialog(QDialog):
    """Choose the bots at the table, the number of games, the seed and the workers.

    Args:
        game_id: the game ("journey", ...), for its bots.
        min_players, max_players: the player counts the pack (both packs of an A/B) plays.
        title: the window title ("Simulate Europe").
        intro: a sentence (rich text) over the form: what will be played.
        settings: the settings to start from (the last run's); default: greedy bots at the
            pack's minimum, 200 games, a new seed.
    """

    def __init__(self, game_id: str, min_players: int, max_players: int, title: str,
                 intro: str = "", settings: RunSettings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("simulation_setup")
        self.setWindowTitle(title)
        known = bot_names(game_id)
        self._bots = [b for b in ("greedy", "mcts", "random") if b in known]
        self._bots += [b for b in known if b not in self._bots]
        start = settings or RunSettings(("greedy",) * min_players, 200,
                                        random.randrange(MAX_SEED), default_workers())
        layout = QVBoxLayout(self)
        if intro:
            label = QLabel(intro)
            label.setObjectName("setup_intro")
            label.setWordWrap(True)
            layout.addWidget(label)

        form = QFormLayout()
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(min_players, max_players)
        self.players.setValue(max(min_players, min(max_players, len(start.seats))))
        self.players.setToolTip(translate("SimulationSetupDialog", "{min} to {max} players").format(min=min_players, max=max_players))
        form.addRow(translate("SimulationSetupDialog", "&Players:"), self.players)
        layout.addLayout(form)

        box = QGroupBox(translate("SimulationSetupDialog", "Seats: one bot each"))
        grid = QGridLayout(box)
        self._rows: list[tuple[QLabel, QComboBox, QSpinBox, QComboBox]] = []
        for i in range(max_players):
            label = QLabel(translate("SimulationSetupDialog", "Seat {n}").format(n=i + 1))
            bot = QComboBox()
            bot.setObjectName(f"seat_bot_{i}")
            for b in self._bots:
                text = BOT_TEXT.get(b)
                bot.addItem(translate("SimulationSetupDialog", text) if text else
                            translate("SimulationSetupDialog", "{name} bot").format(name=b.capitalize()), b)
            budget = QSpinBox()
            budget.setObjectName(f"seat_budget_{i}")
            budget.setRange(1, MAX_ITERATIONS)  # iterations, or ms: both within core's bounds
            budget.setValue(DEFAULT_BUDGET)
            budget.setToolTip(translate("SimulationSetupDialog", "The MCTS bot's budget for each decision"))
            unit = QComboBox()
            unit.setObjectName(f"seat_budget_unit_{i}")
            for text, suffix in BUDGET_UNITS:
                unit.addItem(translate("SimulationSetupDialog", text), suffix)
            spec = start.seats[i] if i < len(start.seats) else "greedy"
            name, _, options = spec.partition(":")
            bot.setCurrentIndex(max(0, bot.findData(name)))
            if name == "mcts" and options:
                ms = options.endswith("ms")
                digits = options[:-2] if ms else options
                if digits.isdigit():
                    budget.setValue(int(digits))
                unit.setCurrentIndex(1 if ms else 0)
            bot.currentIndexChanged.connect(lambda _i: self._update_rows())
            grid.addWidget(label, i, 0)
            grid.addWidget(bot, i, 1)
            grid.addWidget(budget, i, 2)
            grid.addWidget(unit, i, 3)
            self._rows.append((label, bot, budget, unit))
        grid.setColumnStretch(1, 1)
        layout.addWidget(box)

        form = QFormLayout()
        self.games = QSpinBox()
        self.games.setObjectName("games")
        self.games.setRange(1, MAX_GAMES)
        self.games.setSingleStep(100)
        self.games.setGroupSeparatorShown(True)
        self.games.setValue(max(1, min(MAX_GAMES, start.games)))
        self.games.setToolTip(translate("SimulationSetupDialog", "Games to play (in each version, for a comparison)"))
        form.addRow(translate("SimulationSetupDialog", "&Games:"), self.games)

        seed_row = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(max(0, min(MAX_SEED, start.seed)))
        self.seed.setToolTip(translate("SimulationSetupDialog", "The same pack, seats, games and seed give the same report"))
        seed_row.addWidget(self.seed, 1)
        self.new_seed = QPushButton(translate("SimulationSetupDialog", "&New seed"))
        self.new_seed.setObjectName("new_seed")
        self.new_seed.clicked.connect(lambda: self.seed.setValue(random.randrange(MAX_SEED)))
        seed_row.addWidget(self.new_seed)
        seed_label = QLabel(translate("SimulationSetupDialog", "&Seed:"))
        seed_label.setBuddy(self.seed)  # a row of two widgets: the label needs its buddy
        form.addRow(seed_label, seed_row)

        cores = os.cpu_count() or 1
        self.workers = QSpinBox()
        self.workers.setObjectName("workers")
        self.workers.setRange(1, cores)
        self.workers.setValue(max(1, min(cores, start.workers)))
        self.workers.setToolTip(
            (translate("SimulationSetupDialog", "Worker processes (this machine has {n} core); 1 plays "
                       "in the studio's own process. The report is the same for any number.") if cores == 1
             else translate("SimulationSetupDialog", "Worker processes (this machine has {n} cores); 1 plays "
                            "in the studio's own process. The report is the same for any number.")).format(n=cores))
        form.addRow(translate("SimulationSetupDialog", "&Workers:"), self.workers)
        layout.addLayout(form)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setObjectName("start")
        self.start_button.setText(translate("SimulationSetupDialog", "&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.players.valueChanged.connect(lambda _v: self._update_rows())
        self._update_rows()
        self.setMinimumWidth(460)

    def _update_rows(self) -> None:
        n = self.players.value()
        for i, (label, bot, budget, unit) in enumerate(self._rows):
            shown = i < n
            mcts = bot.currentData() == "mcts"
            label.setVisible(shown)
            bot.setVisible(shown)
            budget.setVisible(shown and mcts)
            unit.setVisible(shown and mcts)

    def seats(self) -> tuple[str, ...]:
        """The bot spec of each seat ("greedy", "mcts:300", "mcts:200ms")."""
        out = []
        for _label, bot, budget, unit in self._rows[: self.players.value()]:
            name = bot.currentData()
            out.append(f"mcts:{budget.value()}{unit.currentData()}" if name == "mcts" else name)
        return tuple(out)

    def settings(self) -> RunSettings:
        """What was chosen."""
        return RunSettings(self.seats(), self.games.value(), self.seed.value(),
                           self.workers.value())
