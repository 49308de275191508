"""One window per run: progress and Cancel while the bots play, then the report.

The run (``app.simulation.runner.SimulationRun``) plays off the GUI thread; the progress bar
moves once per finished game. Cancel stops it cleanly (the games finished so far are
reported, marked cancelled). The report can be saved as JSON, the same file as
``boardcraft simulate --json`` (``to_json(with_timing=True)``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.simulation.runner import SimulationRun
from app.simulation.setup_dialog import RunSettings

_REPORT_FILTER = QT_TRANSLATE_NOOP("SimulationWindow", "Simulation reports (*.json);;All files (*)")
_MUTED = "color: #5a5f66;"


class SimulationWindow(QMainWindow):
    """A simulation (one pack) or an A/B comparison (two) and its report.

    Args:
        packs: ``(pack,)`` or ``(pack_a, pack_b)`` (snapshots: the document may change).
        settings: seats, games, seed and workers.
        document: the studio document the (B) pack came from, if any.
        labels: for a comparison, what A and B are ("europe.json on disk", "this document").

    Signals:
        run_done: the report (a ``SimulationResult`` or ``Comparison``) once the run ended,
            cancelled or not.
        heat_requested: the "Show Heat on the Board" toggle (bool).
        element_activated: a JSON path double-clicked in the report (the document's pack).
    """

    run_done = Signal(object)
    heat_requested = Signal(bool)
    element_activated = Signal(str)

    def __init__(self, packs: tuple, settings: RunSettings, document: Any = None,
                 labels: tuple[str, str] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("simulation_window")
        self.packs = tuple(packs)
        self.settings = settings
        self.document = document
        self.labels = labels or ("A", "B")
        self.result: Any = None
        self.comparing = len(self.packs) == 2
        #: Called with each window a Run Again makes (the studio adopts it like this one).
        self.on_new_window = None
        self.run = SimulationRun(self.packs, settings.seats, settings.games, settings.seed,
                                 settings.workers)
        self.run.game_finished.connect(self._on_run_game_finished)
        self.run.run_finished.connect(self._on_run_finished)
        self.run.run_failed.connect(self._on_run_failed)
        # a window deleted with the studio (no closeEvent) still stops its run
        self.destroyed.connect(self.run.cancel)
        self._clock = QElapsedTimer()
        self._done = 0
        self._ticker = QTimer(self)
        self._ticker.setInterval(500)
        self._ticker.timeout.connect(self._show_progress)
        self._build_ui()
        self._build_actions()
        self.resize(1400, 900)
        pack = self.packs[-1]
        title = (translate("SimulationWindow", "A/B — {name} ({games} games, seed {seed})")
                 if self.comparing else
                 translate("SimulationWindow", "Simulation — {name} ({games} games, seed {seed})"))
        self.setWindowTitle(title.format(name=pack.name, games=settings.games, seed=settings.seed))
        if document is not None:
            document.destroyed.connect(self._on_document_destroyed)

    # ------------------------------------------------------------------ building

    def _build_ui(self) -> None:
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.strip = QFrame()
        self.strip.setObjectName("progress_strip")
        self.strip.setStyleSheet("#progress_strip { background: #e8eef6; border-bottom: 1px "
                                 "solid #b9c7d8; }")
        row = QHBoxLayout(self.strip)
        row.setContentsMargins(10, 6, 10, 6)
        self.status = QLabel()
        self.status.setObjectName("run_status")
        self.status.setMinimumWidth(300)
        row.addWidget(self.status)
        self.progress = QProgressBar()
        self.progress.setObjectName("progress")
        self.progress.setRange(0, self.run.total)
        self.progress.setValue(0)
        self.progress.setFormat(translate("SimulationWindow", "%v of %m games"))
        self.progress.setTextVisible(True)
        row.addWidget(self.progress, 1)
        self.speed = QLabel()
        self.speed.setObjectName("run_speed")
        self.speed.setMinimumWidth(170)
        self.speed.setStyleSheet(_MUTED)
        row.addWidget(self.speed)
        self.cancel_button = QPushButton(translate("SimulationWindow", "&Cancel"))
        self.cancel_button.setObjectName("cancel_run")
        self.cancel_button.setToolTip(translate("SimulationWindow", "Stop the run: the games finished so far are reported"))
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.cancel_button)
        outer.addWidget(self.strip)

        self.stage = QStackedWidget()
        settings = self.settings
        workers = translate("SimulationWindow", "{n} worker processes").format(n=settings.workers) \
            if settings.workers > 1 else translate("SimulationWindow", "the studio's own process")
        if self.comparing:
            what = translate("SimulationWindow", "<b>A</b>: {a}<br><b>B</b>: {b}<br>{games} games "
                             "each on the same seeds, seats rotated").format(
                a=self.labels[0], b=self.labels[1], games=settings.games)
        else:
            what = translate("SimulationWindow", "<b>{name}</b>: {games} games").format(
                name=self.packs[0].name, games=settings.games)
        self.waiting = QLabel(
            f"<p style='font-size:13pt'>{what}</p><p>"
            + translate("SimulationWindow", "Seats: {seats} · seed {seed} · on {workers}").format(
                seats=", ".join(settings.seats), seed=settings.seed, workers=workers)
            + "</p><p>"
            + translate("SimulationWindow", "The bots are playing: the report appears here when "
                        "the games are done (Cancel reports the games finished so far).")
            + "</p>")
        self.waiting.setObjectName("waiting")
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.waiting.setWordWrap(True)
        self.waiting.setStyleSheet(_MUTED)
        self.stage.addWidget(self.waiting)
        if self.comparing:
            from app.simulation.compare_view import ComparisonResultsWidget

            self.report = ComparisonResultsWidget(*self.labels)
        else:
            from app.simulation.results_view import SimulationResultsWidget

            self.report = SimulationResultsWidget()
        self.report.element_activated.connect(self.element_activated)
        self.stage.addWidget(self.report)
        outer.addWidget(self.stage, 1)
        self.setCentralWidget(central)

    def _build_actions(self) -> None:
        bar = QToolBar(translate("SimulationWindow", "Report"))
        bar.setObjectName("report_toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(bar)
        menu = self.menuBar().addMenu(translate("SimulationWindow", "&Report"))

        def action(text: str, slot, shortcut=None, tip: str = "", checkable: bool = False):
            a = QAction(text, self)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            key = f" ({a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})" \
                if shortcut is not None else ""
            a.setToolTip((tip or text.replace("&", "")) + key)
            a.setStatusTip(tip)
            a.setCheckable(checkable)
            a.triggered.connect(slot)
            menu.addAction(a)
            bar.addAction(a)
            return a

        self.save_action = action(translate("SimulationWindow", "&Save Report…"), lambda: self.save_report(),
                                  QKeySequence.StandardKey.Save,
                                  translate("SimulationWindow", "Save the whole report as JSON (as boardcraft simulate --json)"))
        self.heat_action = action(
            translate("SimulationWindow", "Show &Heat on the Board"), lambda on: self.heat_requested.emit(bool(on)), "Ctrl+H",
            translate("SimulationWindow", "Paint this run's heat on the document's board (View > Heat)"), checkable=True)
        self.heat_action.setVisible(self.document is not None)
        self.again_action = action(translate("SimulationWindow", "Run &Again (new seed)"), lambda: self.run_again(), "Ctrl+R",
                                   translate("SimulationWindow", "The same seats and games with a new seed, in a new window"))
        menu.addSeparator()
        self.close_action = action(translate("SimulationWindow", "&Close"), self.close, QKeySequence.StandardKey.Close)
        for a in (self.save_action, self.heat_action, self.again_action):
            a.setEnabled(False)

    # ------------------------------------------------------------------ the run

    def start(self) -> None:
        """Start the run (once)."""
        if self.run.isRunning() or self.run.isFinished():
            return
        self._clock.start()
        self._ticker.start()
        self._show_progress()
        self.run.start()

    def cancel(self) -> None:
        """Stop the run; the report shows the games finished so far."""
        if self.run.isRunning() and not self.run.cancelled():
            self.run.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(translate("SimulationWindow", "Stopping: the workers finish the game they are playing…"))

    def is_running(self) -> bool:
        return self.run.isRunning() and self.result is None

    def _on_run_game_finished(self, done: int, total: int) -> None:
        self._done = done
        self.progress.setMaximum(total)
        self.progress.setValue(done)
        self._show_progress()

    def _show_progress(self) -> None:
        seconds = self._clock.elapsed() / 1000 if self._clock.isValid() else 0.0
        rate = self._done / seconds if seconds > 0 else 0.0
        self.speed.setText(translate("SimulationWindow", "{seconds:.1f} s · {rate:.0f} games/s").format(seconds=seconds, rate=rate))
        if self.result is not None or self.run.cancelled():
            return
        pack = self.packs[-1].name
        if self.comparing:
            version = "A" if self._done < self.settings.games else "B"
            self.status.setText(translate("SimulationWindow", "Playing {pack}: version {version} ({label})…").format(
                pack=pack, version=version, label=self.labels[0 if version == "A" else 1]))
        else:
            workers = self.settings.workers
            self.status.setText((translate("SimulationWindow", "Playing {pack} on {n} worker…") if workers == 1
                                 else translate("SimulationWindow", "Playing {pack} on {n} workers…")).format(pack=pack, n=workers))

    def _on_run_finished(self, result) -> None:
        self._ticker.stop()
        self._show_progress()
        self.result = result
        games = (len(result.a.games) + len(result.b.games)) if self.comparing \
            else len(result.games)
        self.progress.setValue(games)
        self.cancel_button.setEnabled(False)
        self.cancel_button.hide()
        # the report's own timing (core's), so the status and the report tell one time
        if self.comparing:
            seconds = result.seconds
        else:
            seconds = result.timing.seconds if result.timing is not None else 0.0
        self.speed.setText(translate("SimulationWindow", "{seconds:.1f} s · {rate:.0f} games/s").format(
            seconds=seconds, rate=games / seconds if seconds > 0 else 0.0))
        if result.cancelled:
            self.status.setText(translate("SimulationWindow", "Cancelled after {games} of {total} games ({seconds:.1f} s): the report shows those.").format(
                games=games, total=self.run.total, seconds=seconds))
        else:
            self.status.setText(translate("SimulationWindow", "Done: {games} games in {seconds:.1f} s.").format(games=games, seconds=seconds))
        if self.comparing:
            self.report.set_comparison(result, *self.packs)
        else:
            self.report.set_result(result)
        self.stage.setCurrentWidget(self.report)
        self.save_action.setEnabled(True)
        self.again_action.setEnabled(True)
        heat = result.b if self.comparing else result
        self.heat_action.setEnabled(self.document is not None and bool(heat.games))
        if not heat.heat_available:
            from app.simulation.heat_view import no_heat_text

            self.heat_action.setToolTip(no_heat_text(heat.game))
        self.run_done.emit(result)

    def _on_run_failed(self, message: str) -> None:
        self._ticker.stop()
        self.cancel_button.hide()
        self.status.setText(translate("SimulationWindow", "The run stopped on an error."))
        self.waiting.setText(translate("SimulationWindow", "The run stopped on an error:\n\n{message}").format(message=message))
        QMessageBox.warning(self, translate("SimulationWindow", "Simulation failed"), message)

    # ------------------------------------------------------------------ actions

    def save_report(self, path: str | Path | None = None) -> Path | None:
        """Save the report as JSON (the file ``boardcraft simulate --json`` writes)."""
        from content.io import write_atomic

        if self.result is None:
            return None
        if path is None:
            pack = self.packs[-1]
            suggested = f"{pack.id}-{'ab' if self.comparing else 'sim'}-seed{self.settings.seed}.json"
            folder = Path(self.document.path).parent if self.document is not None and \
                self.document.path else Path.home()
            chosen, _ = QFileDialog.getSaveFileName(self, translate("SimulationWindow", "Save the report"),
                                                    str(folder / suggested), translate("SimulationWindow", _REPORT_FILTER))
            if not chosen:
                return None
            path = chosen
        path = Path(path)
        text = json.dumps(self.result.to_json(with_timing=True), indent=1,
                          ensure_ascii=False) + "\n"
        try:
            write_atomic(path, text)
        except OSError as e:
            QMessageBox.warning(self, translate("SimulationWindow", "Cannot save the report"), f"{path}: {e.strerror or e}")
            return None
        self.statusBar().showMessage(translate("SimulationWindow", "Report saved as {path}").format(path=path), 5000)
        return path

    def run_again(self) -> SimulationWindow:
        """The same run with a new seed, in a new window (returned)."""
        import random

        from app.simulation.setup_dialog import MAX_SEED

        settings = RunSettings(self.settings.seats, self.settings.games,
                               random.randrange(MAX_SEED), self.settings.workers)
        window = SimulationWindow(self.packs, settings, self.document, self.labels,
                                  self.parent())
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        if self.on_new_window is not None:
            self.on_new_window(window)
        window.show()
        window.start()
        return window

    def set_heat_checked(self, on: bool) -> None:
        """Mirror the document's heat toggle (View > Heat) on this window's button."""
        self.heat_action.blockSignals(True)
        self.heat_action.setChecked(on)
        self.heat_action.blockSignals(False)

    def _on_document_destroyed(self, *_args) -> None:
        self.document = None
        self.heat_action.setEnabled(False)
        self.heat_action.setVisible(False)

    def closeEvent(self, event) -> None:
        # Not isRunning(): a run whose thread is between two states (started but not yet
        # running, or its body just returned) is told to stop too; cancelling an ended run
        # changes nothing.
        if not self.run.isFinished():
            self.run.cancel()
            for signal in (self.run.game_finished, self.run.run_finished, self.run.run_failed):
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass
        self._ticker.stop()
        super().closeEvent(event)
