"""Game > Playtest (F5): a playtest window on the current document's pack, and the warm-up
that imports what a game's first playtest needs while the studio is idle."""

from __future__ import annotations

import importlib
import sys
import traceback
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from app.i18n import translate
from app.i18n.messages import problem_text

if TYPE_CHECKING:
    from app.main_window import MainWindow


class PlaytestLauncher:
    """Starts the playtests of one studio window's documents.

    Attributes:
        windows: the open PlaytestWindows, oldest first.
    """

    def __init__(self, window: MainWindow) -> None:
        """Start playtests over ``window`` (their parent)."""
        self._window = window
        self.windows: list = []
        self._warmed_games: set[str] = set()

    def open_scenario(self, index: int):
        """Open the current document's ``scenarios[index]`` in a playtest: at the first move
        that no longer holds when it is broken (the moves before it played), else at the end
        of its record. Returns the PlaytestWindow, or None (said in the status bar)."""
        from core.api import GameRecord, ReplayError, Session, check_scenario, game_for

        window = self._window
        doc = window.current_document()
        scenarios = getattr(doc.pack, "scenarios", None) or () if doc is not None else ()
        if not 0 <= index < len(scenarios):
            return None
        scenario = scenarios[index]
        pack = doc.pack
        try:
            check = check_scenario(pack, scenario, index, game_for(pack))
            record = GameRecord.from_json(dict(scenario.record))
            session = Session.from_record(pack, record, upto=check.ply if check.ply >= 0 else None)
        except (ReplayError, ValueError) as e:
            window.statusBar().showMessage(translate("MainWindow", "Cannot open the scenario '{name}' in a playtest: {reason}").format(name=scenario.name, reason=str(e)), 8000)
            return None
        playtest = self.start(session=session)
        if playtest is not None:
            from app.i18n.messages import message_text

            where = (translate("MainWindow", "at move {n}, the first that no longer holds").format(n=check.ply + 1)
                     if check.ply >= 0 else translate("MainWindow", "at the end of its record"))
            text = translate("MainWindow", "Scenario '{name}' {where}: {what}").format(
                name=scenario.name, where=where, what=message_text(check.message))
            playtest.statusBar().showMessage(text, 15000)
            window.statusBar().showMessage(text, 8000)
        return playtest

    def start(self, seats: list[str] | None = None, seed: int | None = None,
              solo: bool = False, session=None):
        """Play the current document's pack in a playtest window.

        Without ``seats`` a setup dialog asks for the players, the seats and the seed. A pack
        with errors is not played: the message names them (the Problems panel lists them).

        Returns:
            The PlaytestWindow, or None when nothing was started.
        """
        from PySide6.QtWidgets import QMessageBox

        from content import lint
        from content.lint import errors as lint_errors

        window = self._window
        doc = window.current_document()
        if doc is None:
            window.statusBar().showMessage(translate("MainWindow", "Open a pack to playtest it"), 5000)
            return None
        pack = doc.pack
        errors = lint_errors(lint(pack))
        if errors:
            shown = "\n".join(f"• {problem_text(p)}" for p in errors[:5])
            more = translate("MainWindow", "\n… and {count} more").format(count=len(errors) - 5) if len(errors) > 5 else ""
            QMessageBox.warning(
                window, translate("MainWindow", "Cannot playtest this pack"),
                (translate("MainWindow", "{display_name} has {n} error that the rules cannot play with. Fix them first (see the Problems panel):\n\n{shown}{more}") if len(errors) == 1 else translate("MainWindow", "{display_name} has {n} errors that the rules cannot play with. Fix them first (see the Problems panel):\n\n{shown}{more}")).format(n=len(errors), display_name=doc.display_name(), shown=shown, more=more))
            window.show_problems()
            return None
        from core.api import game_for

        try:
            game = game_for(pack)
        except Exception as e:  # an engine that cannot take this content must not crash
            traceback.print_exc(file=sys.stderr)
            QMessageBox.warning(window, translate("MainWindow", "Cannot playtest this pack"), f"{type(e).__name__}: {e}")
            return None
        if session is not None:  # a game already under way (a scenario)
            seats, seed, solo = [seat.spec for seat in session.seats], session.seed, session.solo
        if seats is None:
            from app.playtest.setup_dialog import PlaytestSetupDialog

            dialog = PlaytestSetupDialog(game.spec.game_id, game.spec.min_players,
                                         game.spec.max_players, pack.name, seed=seed, parent=window)
            if dialog.exec() != dialog.DialogCode.Accepted:
                return None
            seats, seed, solo = dialog.seats(), dialog.chosen_seed(), dialog.is_solo()
        from app.playtest.window import PlaytestWindow

        try:
            playtest = PlaytestWindow(pack, seats, seed if seed is not None else 0, solo,
                                      document=doc, session=session, parent=window)
        except ValueError as e:
            QMessageBox.warning(window, translate("MainWindow", "Cannot playtest this pack"), str(e))
            return None
        except Exception as e:  # noqa: BLE001  (a broken engine or board: say so, keep going)
            traceback.print_exc(file=sys.stderr)
            QMessageBox.warning(window, translate("MainWindow", "Cannot playtest this pack"), f"{type(e).__name__}: {e}")
            return None
        from PySide6.QtCore import Qt

        playtest.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.windows.append(playtest)
        playtest.destroyed.connect(lambda *_a, w=playtest: w in self.windows and
                                   self.windows.remove(w))
        playtest.destroyed.connect(window.heap.schedule)
        window.heap.schedule()
        playtest.show()
        playtest.raise_()
        playtest.activateWindow()
        window.statusBar().showMessage(translate("MainWindow", "Playtest of {name} started (seed {seed})").format(name=pack.name, seed=playtest.session.seed), 5000)
        return playtest

    def warm_up(self, game: str, delay_ms: int) -> None:
        """Import, while the studio is idle, what the first playtest of ``game`` needs (its
        window, board, engine and bot: 40-50 ms the first F5 would otherwise wait for), one
        module a turn of the event loop so that no turn is long, from ``delay_ms`` on; once
        a game."""
        if game in self._warmed_games:
            return
        self._warmed_games.add(game)
        from app.playtest import first_open_modules

        waiting = [m for m in first_open_modules(game) if m not in sys.modules]

        def import_next() -> None:
            if not waiting:
                return
            try:
                importlib.import_module(waiting.pop(0))
            except Exception:  # noqa: BLE001 - the same import at F5 says what is wrong
                return
            QTimer.singleShot(0, self._window, import_next)

        QTimer.singleShot(delay_ms, self._window, import_next)
