"""Game > Tune…: the balance assistant's window.

Pick numbers of the pack (its rules and the counts/points of its lists) with a range, an
objective and a budget; Start runs ``core.api.tune`` off the GUI thread (``TuneRun``). The
trials come in live: a chart of the objective with its 95 % interval against the trial
number, a scatter of the first chosen number against the objective, and a table of every
trial. Apply puts the chosen trial's numbers into the document as one undoable edit; Compare
opens the A/B view, A the document as it is, B the chosen candidate.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate

#: Fields of list items offered for tuning besides the rules (counts in a card set or tile
#: bag, points in a scoring table).
TUNABLE_FIELDS = ("count", "points", "cards", "arrows")


def tunable_numbers(pack) -> list[tuple[str, int]]:
    """``(JSON path, value)`` of every integer the designer may search: the ``rules``
    fields, then the counts and points of the pack's list items."""
    out = []
    for name, value in pack.rules.model_dump().items():
        if isinstance(value, int) and not isinstance(value, bool):
            out.append((f"rules.{name}", value))
    for field in type(pack).model_fields:
        items = getattr(pack, field)
        if not isinstance(items, tuple):
            continue
        for i, item in enumerate(items):
            for key in TUNABLE_FIELDS:
                value = getattr(item, key, None)
                if isinstance(value, int) and not isinstance(value, bool):
                    out.append((f"{field}[{i}].{key}", value))
    return out


def _label(pack, path: str) -> str:
    """A person's name for a path: "Green count", "rules.tokens"."""
    from content.edit import get_at, parse_path

    steps = parse_path(path)
    if len(steps) == 3 and isinstance(steps[1], int):
        item = get_at(pack, steps[:2])
        own = getattr(item, "name", None) or getattr(item, "id", None)
        return f"{own or f'{steps[0]}[{steps[1]}]'} {steps[2]}"
    return path


class TuneDialog(QDialog):
    """The balance assistant for one document (see the module's text)."""

    OBJECTIVES = (("first-player", QT_TRANSLATE_NOOP("TuneDialog", "First-player advantage → 0")),
                  ("length", QT_TRANSLATE_NOOP("TuneDialog", "Mean length (rounds) → target")),
                  ("win-rate:seat:1", QT_TRANSLATE_NOOP("TuneDialog", "P1 win rate → target")))

    def __init__(self, lab, document, parent=None) -> None:
        super().__init__(parent)
        from core.api import game_for

        self.lab = lab
        self.document = document
        self.pack = document.pack
        self.game = game_for(self.pack)
        self.run = None
        self.result = None
        self.trials: list[Any] = []
        self.start_trial = None
        self.setWindowTitle(translate("TuneDialog", "Tune {name}").format(name=self.pack.name))
        self.resize(1400, 900)

        self.numbers = QTableWidget(0, 4)
        self.numbers.setHorizontalHeaderLabels([translate("TuneDialog", "Number"), translate("TuneDialog", "Now"), translate("TuneDialog", "From"),
                                                translate("TuneDialog", "To")])
        header = self.numbers.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.numbers.verticalHeader().hide()
        self.paths = []
        for row, (path, value) in enumerate(tunable_numbers(self.pack)):
            self.numbers.insertRow(row)
            item = QTableWidgetItem(_label(self.pack, path))
            item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            item.setCheckState(Qt.CheckState.Unchecked)
            item.setToolTip(path)
            self.numbers.setItem(row, 0, item)
            now = QTableWidgetItem(str(value))
            now.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.numbers.setItem(row, 1, now)
            for col, start in ((2, max(0, value // 2)), (3, max(value * 2, value + 2))):
                spin = QSpinBox()
                spin.setRange(0, 10_000)
                spin.setValue(start)
                self.numbers.setCellWidget(row, col, spin)
            self.paths.append(path)

        self.objective = QComboBox()
        for key, text in self.OBJECTIVES:
            self.objective.addItem(translate("TuneDialog", text), key)
        self.target = QDoubleSpinBox()
        self.target.setRange(-1000, 1000)
        self.target.setDecimals(2)
        self.objective.currentIndexChanged.connect(self._objective_changed)
        self.trials_box = QSpinBox()
        self.trials_box.setRange(1, 10_000)
        self.trials_box.setValue(30)
        self.games_box = QSpinBox()
        self.games_box.setRange(9, 100_000)
        self.games_box.setValue(180)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 2**31 - 1)
        self.seed_box.setValue(1)
        form = QFormLayout()
        form.addRow(translate("TuneDialog", "Objective"), self.objective)
        form.addRow(translate("TuneDialog", "Target"), self.target)
        form.addRow(translate("TuneDialog", "Trials"), self.trials_box)
        form.addRow(translate("TuneDialog", "Games per trial (at most)"), self.games_box)
        form.addRow(translate("TuneDialog", "Seed"), self.seed_box)
        self.start_button = QPushButton(translate("TuneDialog", "Start"))
        self.start_button.clicked.connect(self.start_or_stop)
        self.progress = QProgressBar()
        self.status = QLabel(translate("TuneDialog", "Tick the numbers to search, then Start."))
        self.status.setWordWrap(True)

        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addWidget(QLabel(translate("TuneDialog", "Numbers to search (the pack's properties)")))
        lv.addWidget(self.numbers, 1)
        lv.addLayout(form)
        lv.addWidget(self.start_button)
        lv.addWidget(self.progress)
        lv.addWidget(self.status)

        self.trend = self._chart(translate("TuneDialog", "Objective by trial (95 % interval)"), translate("TuneDialog", "trial"))
        self.scatter = self._chart(translate("TuneDialog", "Objective against the first number"), "")
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([translate("TuneDialog", "Trial"), translate("TuneDialog", "Numbers"), translate("TuneDialog", "Objective"),
                                              translate("TuneDialog", "95 % interval"), translate("TuneDialog", "Games")])
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.apply_button = QPushButton(translate("TuneDialog", "Apply"))
        self.apply_button.setToolTip(translate("TuneDialog", "Put the chosen trial's numbers into the pack (one undo step)"))
        self.apply_button.clicked.connect(self.apply_chosen)
        self.compare_button = QPushButton(translate("TuneDialog", "Compare"))
        self.compare_button.setToolTip(translate("TuneDialog", "A/B: the pack as it is against the chosen trial, on the same seeds"))
        self.compare_button.clicked.connect(self.compare_chosen)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.compare_button)

        charts = QSplitter(Qt.Orientation.Horizontal)
        charts.addWidget(self.trend)
        charts.addWidget(self.scatter)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.addWidget(charts, 3)
        rv.addWidget(self.table, 2)
        rv.addLayout(buttons)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([520, 880])
        QVBoxLayout(self).addWidget(split)
        self._objective_changed()
        self._update_buttons()

    # ------------------------------------------------------------------ set-up

    def _chart(self, title: str, x_title: str) -> QChartView:
        chart = QChart()
        chart.setTitle(title)
        chart.legend().hide()
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        view = QChartView(chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(260)
        view.x_title = x_title
        return view

    def _objective_changed(self) -> None:
        key = self.objective.currentData()
        self.target.setEnabled(key != "first-player")
        if key == "first-player":
            self.target.setValue(0.0)
        elif key == "length":
            self.target.setValue(20.0)
        else:
            self.target.setValue(round(1 / self.game.spec.min_players, 2))

    def chosen_params(self):
        """The ticked numbers as ``core.api.Param``s."""
        from core.api import Param

        out = []
        for row, path in enumerate(self.paths):
            if self.numbers.item(row, 0).checkState() == Qt.CheckState.Checked:
                low = self.numbers.cellWidget(row, 2).value()
                high = self.numbers.cellWidget(row, 3).value()
                out.append(Param(path, low, high, True))
        return out

    def set_number(self, path: str, low: int, high: int) -> None:
        """Tick ``path`` with the range ``low..high`` (as a designer does in the table)."""
        row = self.paths.index(path)
        self.numbers.item(row, 0).setCheckState(Qt.CheckState.Checked)
        self.numbers.cellWidget(row, 2).setValue(low)
        self.numbers.cellWidget(row, 3).setValue(high)

    def objective_value(self):
        from core.api import Objective

        key = self.objective.currentData()
        return Objective(key, 0.0 if key == "first-player" else self.target.value())

    # ------------------------------------------------------------------ the run

    def start_or_stop(self) -> None:
        """Start a search with the chosen settings, or stop the running one."""
        if self.run is not None:
            self.run.cancel()
            self.status.setText(translate("TuneDialog", "Stopping after the game being played…"))
            return
        from app.simulation.setup_dialog import default_workers
        from app.simulation.tune_run import TuneRun
        from core.api import check_params

        params = self.chosen_params()
        try:
            check_params(self.pack, params)
        except ValueError as e:
            if not params:
                self.status.setText(translate("TuneDialog", "Tick at least one number to search."))
            else:
                self.status.setText(str(e))
            return
        self.pack = self.document.pack
        self.trials, self.start_trial, self.result = [], None, None
        self.table.setRowCount(0)
        players = self.game.spec.min_players
        self.seats = ("greedy",) * players
        self.run = TuneRun(self.pack, params, [self.objective_value()], self.seats,
                           self.trials_box.value(), self.games_box.value(),
                           self.seed_box.value(), default_workers())
        self.run.progress.connect(self._on_progress)
        self.run.trial_finished.connect(self._on_trial)
        self.run.run_finished.connect(self._on_done)
        self.run.run_failed.connect(self._on_failed)
        self.run.finished.connect(self._on_thread_end)
        self.start_button.setText(translate("TuneDialog", "Stop"))
        self.status.setText(translate("TuneDialog", "Playing the pack as it is, then the candidates…"))
        self.run.start()
        self._update_buttons()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_trial(self, trial) -> None:
        if trial.number < 0:
            self.start_trial = trial
        else:
            self.trials.append(trial)
        self._add_row(trial)
        self.redraw()

    def _on_done(self, result) -> None:
        self.progress.setValue(self.progress.maximum())  # rungs not played count as done
        self.result = result
        best = result.best_trial()
        if best is None:
            text = translate("TuneDialog", "No candidate played every game: no best.")
        else:
            values = ", ".join(f"{_label(self.pack, k)} = {v}" for k, v in best.params.items())
            text = (translate("TuneDialog", "Best: trial {n} ({values}), significantly better than the pack as it is.")
                    if result.significant else
                    translate("TuneDialog", "Best: trial {n} ({values}), not significantly better than the pack as it "
                        "is (the 95 % intervals overlap).")).format(n=best.number, values=values)
            self._select(best.number)
        if result.cancelled:
            text = translate("TuneDialog", "Stopped. ") + text
        self.status.setText(text)

    def _on_failed(self, message: str) -> None:
        self.status.setText(translate("TuneDialog", "The search stopped: {why}").format(why=message))

    def _on_thread_end(self) -> None:
        if self.run is not None:
            self.run.wait()
        self.run = None
        self.start_button.setText(translate("TuneDialog", "Start"))
        self._update_buttons()

    # ------------------------------------------------------------------ the views

    def _add_row(self, trial) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        values = ", ".join(f"{_label(self.pack, k)} = {v}" for k, v in trial.params.items())
        number = translate("TuneDialog", "start") if trial.number < 0 else str(trial.number)
        if trial.refused is not None:
            cells = [number, values, translate("TuneDialog", "refused"), trial.refused, "0"]
        else:
            s = trial.scores[0]
            iv = "—" if s.interval is None else f"{s.interval[0]:+.3f} – {s.interval[1]:+.3f}"
            cells = [number, values, f"{s.value:+.3f}", iv, str(trial.games)]
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, trial.number)
            if trial.refused is not None:
                item.setToolTip(trial.refused)
            self.table.setItem(row, col, item)

    def _select(self, number: int) -> None:
        for row in range(self.table.rowCount()):
            if self.table.item(row, 0).data(Qt.ItemDataRole.UserRole) == number:
                self.table.selectRow(row)
                return

    def redraw(self) -> None:
        """Both charts from the trials so far."""
        played = [t for t in self.trials if t.refused is None]
        first = next(iter(played[0].params)) if played else None
        for view, x_of, x_title in (
                (self.trend, lambda t: t.number, translate("TuneDialog", "trial")),
                (self.scatter, lambda t: t.params[first],
                 _label(self.pack, first) if first else "")):
            chart = view.chart()
            chart.removeAllSeries()
            for axis in chart.axes():
                chart.removeAxis(axis)
            points = QScatterSeries()
            points.setMarkerSize(8)
            points.setColor(QColor("#2f6fb5"))
            bars = []
            for t in played:
                s = t.scores[0]
                points.append(float(x_of(t)), s.value)
                if s.interval is not None:
                    bar = QLineSeries()
                    bar.setPen(QPen(QColor("#7f8c8d"), 2))
                    bar.append(float(x_of(t)), s.interval[0])
                    bar.append(float(x_of(t)), s.interval[1])
                    bars.append(bar)
            ax, ay = QValueAxis(), QValueAxis()
            ax.setLabelFormat("%d")
            ay.setLabelFormat("%+.2f")
            ax.setTitleText(x_title)
            ay.setTitleText(self.objective.currentText())
            chart.addAxis(ax, Qt.AlignmentFlag.AlignBottom)
            chart.addAxis(ay, Qt.AlignmentFlag.AlignLeft)
            for series in (*bars, points):
                chart.addSeries(series)
                series.attachAxis(ax)
                series.attachAxis(ay)
            if played:
                xs = [float(x_of(t)) for t in played]
                lows = [t.scores[0].interval[0] if t.scores[0].interval else t.scores[0].value
                        for t in played]
                highs = [t.scores[0].interval[1] if t.scores[0].interval else t.scores[0].value
                         for t in played]
                ax.setRange(min(xs) - 0.5, max(xs) + 0.5)
                ay.setRange(min(lows) - 0.02, max(highs) + 0.02)

    # ------------------------------------------------------------------ the choice

    def chosen(self):
        """The trial selected in the table (None for none, the start or a refused one)."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        number = self.table.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole)
        trial = next((t for t in self.trials if t.number == number), None)
        return trial if trial is not None and trial.refused is None else None

    def _update_buttons(self) -> None:
        ok = self.chosen() is not None and self.run is None
        self.apply_button.setEnabled(ok)
        self.compare_button.setEnabled(ok)

    def _candidate(self, trial):
        from core.api import tune_candidate as candidate

        pack, why = candidate(self.document.pack, trial.params)
        if why is not None:
            self.status.setText(translate("TuneDialog", "The pack has changed since the search: {why}").format(why=why))
            return None
        return pack

    def apply_chosen(self) -> bool:
        """Apply: the chosen trial's numbers into the document, one undo step."""
        from app.commands.base import PackCommand

        trial = self.chosen()
        if trial is None:
            return False
        pack = self._candidate(trial)
        if pack is None:
            return False
        values = ", ".join(f"{_label(pack, k)} = {v}" for k, v in trial.params.items())
        self.document.push(PackCommand(self.document, pack,
                                       translate("TuneDialog", "Tune: {values}").format(values=values)))
        self.status.setText(translate("TuneDialog", "Applied trial {n}: {values} (Edit > Undo takes it back).").format(
            n=trial.number, values=values))
        return True

    def compare_chosen(self):
        """Compare: the A/B view, A the document as it is, B the chosen candidate."""
        from app.simulation.setup_dialog import RunSettings, default_workers

        trial = self.chosen()
        if trial is None:
            return None
        pack = self._candidate(trial)
        if pack is None:
            return None
        settings = RunSettings(self.seats, self.games_box.value(), self.seed_box.value(),
                               default_workers())
        labels = (translate("TuneDialog", "this document"), translate("TuneDialog", "trial {n}").format(n=trial.number))
        window = self.lab._open((self.document.pack, pack), settings, self.document, labels)
        self.status.setText(translate("TuneDialog", "Comparing trial {n} with the pack as it is.").format(n=trial.number))
        return window

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self.run is not None:
            self.run.cancel()
            self.run.wait()
        super().closeEvent(event)
