"""The balance lab's side of the studio window: its menu actions and the heat of each document.

- Game > Simulate… (F6): the set-up dialog, then a ``SimulationWindow`` that plays the current
  document's pack off the GUI thread and shows the report;
- Game > Compare with Saved File… / Compare with Another File…: an A/B run, A the file (the
  document's own on disk, or another pack of the same game), B the document as edited;
- View > Heat (Ctrl+H): paints the latest run of the current document on its board (the scene's
  ``MARK_HEAT`` layer, the Problems panel's marking by JSON path) with a legend in the
  canvas's corner; unchecking gives the board its normal look back.

Only this module's light imports load with the window: dialogs, charts and ``core`` load
on first use.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from PySide6.QtGui import QAction

from app.i18n import translate
from app.i18n.messages import message_text

if TYPE_CHECKING:
    from app.simulation.setup_dialog import RunSettings
    from app.simulation.window import SimulationWindow

_PACK_FILTER = QT_TRANSLATE_NOOP("BalanceLab", "Pack files (*.json);;All files (*)")
#: View > Heat's key (the report window's Show Heat on the Board has the same).
HEAT_SHORTCUT = "Ctrl+H"



def _delete_on_close():
    """``Qt.WA_DeleteOnClose``, the Qt namespace imported when a dialog first opens (its enum
    set-up costs tens of ms, which the studio's start does not pay)."""
    from PySide6.QtCore import Qt

    return Qt.WidgetAttribute.WA_DeleteOnClose


class BalanceLab(QObject):
    """Simulations, A/B comparisons and heat for the documents of one studio window.

    Attributes:
        windows: the open simulation windows, oldest first.
        setup_dialog: the last set-up dialog shown (None before the first).
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.windows: list[SimulationWindow] = []
        self.setup_dialog = None
        self._latest: dict[Any, tuple[Any, Any]] = {}  # document -> (report, pack played)
        self._heat_on: set[Any] = set()
        self._legends: dict[Any, Any] = {}
        self._settings: dict[str, RunSettings] = {}
        self._watched: set[Any] = set()

        game_menu = window.game_menu
        self.simulate_action = window.action_factory.add(
            game_menu, translate("BalanceLab", "&Simulate…"), self.simulate, "F6",
            tip=translate("BalanceLab", "Let bots play the current pack many times: win rates, "
                          "lengths, scores and heat (F6)"))
        self.simulate_action.setToolTip(translate("BalanceLab", "Let bots play the current pack many times (F6)"))
        self.compare_saved_action = window.action_factory.add(
            game_menu, translate("BalanceLab", "Compare with Sa&ved File…"), self.compare_with_saved,
            tip=translate("BalanceLab", "A/B: the pack as saved on disk against this document as "
                          "edited, on the same seeds"))
        self.compare_file_action = window.action_factory.add(
            game_menu, translate("BalanceLab", "Compare with A&nother File…"), self.compare_with_file,
            tip=translate("BalanceLab", "A/B: another pack file of the same game against this "
                          "document, on the same seeds"))
        self.tune_action = window.action_factory.add(
            game_menu, translate("BalanceLab", "&Tune…"), self.tune,
            tip=translate("BalanceLab", "The balance assistant: bots search the pack's numbers "
                          "for a fairer game"))
        self.tune_dialog = None
        view_menu = window.view_menu
        view_menu.addSeparator()
        self.heat_action = QAction(window)  # not QAction(text, …): see ActionFactory.add
        self.heat_action.setText(translate("BalanceLab", "&Heat"))
        self.heat_action.setObjectName("heat_action")
        self.heat_action.setCheckable(True)
        self.heat_action.setStatusTip(translate("BalanceLab", "Paint the latest simulation of this pack on its board, with a legend"))
        self.heat_action.setToolTip(translate("BalanceLab", "Paint the latest simulation's heat on "
                                              "the board ({key})").format(key=HEAT_SHORTCUT))
        # the key is set with the window's others (build_frame), as the menus' are
        window.action_factory.defer_keys(self.heat_action, HEAT_SHORTCUT)
        self.heat_action.triggered.connect(self._on_heat_action_triggered)
        view_menu.addAction(self.heat_action)
        game_menu.aboutToShow.connect(self.update_actions)
        view_menu.aboutToShow.connect(self.update_actions)
        window.tabs.currentChanged.connect(lambda _i: self.update_actions())
        self.update_actions()

    # ------------------------------------------------------------------ state

    def update_actions(self) -> None:
        """Enable the actions for the current document and check View > Heat if it shows."""
        doc = self.window.current_document()
        for action in (self.simulate_action, self.compare_file_action, self.heat_action,
                       self.tune_action):
            action.setEnabled(doc is not None)
        self.compare_saved_action.setEnabled(doc is not None and doc.path is not None)
        self.heat_action.setChecked(doc is not None and doc in self._heat_on)
        latest = self._latest.get(doc) if doc is not None else None
        if latest is None:
            tip = translate("BalanceLab", "No simulation of this pack yet: Game > Simulate… (F6)")
        elif not latest[0].heat_available:
            from app.simulation.heat_view import no_heat_text

            tip = no_heat_text(latest[0].game)
        else:
            tip = translate("BalanceLab", "Paint the heat of the latest run ({games} games) on the board").format(
                games=len(latest[0].games))
        self.heat_action.setStatusTip(tip)

    def latest(self, document) -> Any:
        """The latest report of ``document``'s pack that came back with games, or None."""
        found = self._latest.get(document)
        return found[0] if found else None

    def heat_shown(self, document) -> bool:
        """True while View > Heat paints ``document``'s board."""
        return document in self._heat_on

    def legend(self, document):
        """The heat legend on ``document``'s canvas (None while heat is off)."""
        entry = self._legends.get(document)
        return entry[0] if entry and document in self._heat_on else None

    def _watch(self, document) -> None:
        if document in self._watched:
            return
        self._watched.add(document)
        document.destroyed.connect(lambda *_a, d=document: self._forget(d))
        document.changed.connect(lambda _e, d=document: self._on_document_changed(d))

    def _forget(self, document) -> None:
        for store in (self._latest, self._legends):
            store.pop(document, None)
        self._heat_on.discard(document)
        self._watched.discard(document)

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 6000)

    # ------------------------------------------------------------------ checks

    def _playable(self, pack, name: str, what: str) -> Any:
        """The pack's Game, or None after saying why it cannot be played (errors, engine)."""
        import sys
        import traceback

        from PySide6.QtWidgets import QMessageBox

        from app.i18n.messages import problem_text
        from content import lint
        from content.lint import errors as lint_errors
        from core.api import game_for

        title = translate("BalanceLab", "Cannot simulate this pack") if what == "simulate" \
            else translate("BalanceLab", "Cannot compare this pack")
        errors = lint_errors(lint(pack))
        if errors:
            shown = "\n".join(f"• {problem_text(p)}" for p in errors[:5])
            more = translate("BalanceLab", "\n… and {n} more").format(n=len(errors) - 5) \
                if len(errors) > 5 else ""
            text = (translate("BalanceLab", "{name} has {n} error that the rules cannot play with. "
                              "Fix it first (see the Problems panel):") if len(errors) == 1 else
                    translate("BalanceLab", "{name} has {n} errors that the rules cannot play with. "
                              "Fix them first (see the Problems panel):")).format(name=name, n=len(errors))
            QMessageBox.warning(self.window, title, f"{text}\n\n{shown}{more}")
            return None
        try:
            return game_for(pack)
        except Exception as e:  # noqa: BLE001 - an engine that cannot take this content
            traceback.print_exc(file=sys.stderr)
            QMessageBox.warning(self.window, title, f"{type(e).__name__}: {e}")
            return None

    # ------------------------------------------------------------------ Simulate…

    def simulate(self, document=None):
        """Game > Simulate… (F6): ask for seats, games, seed and workers (the dialog is
        returned; Start runs it), or None when the pack cannot be played."""
        from app.simulation.setup_dialog import SimulationSetupDialog

        doc = document or self.window.current_document()
        if doc is None:
            self._status(translate("BalanceLab", "Open a pack to simulate it"))
            return None
        game = self._playable(doc.pack, doc.display_name(), "simulate")
        if game is None:
            return None
        spec = game.spec
        dialog = SimulationSetupDialog(
            spec.game_id, spec.min_players, spec.max_players,
            translate("BalanceLab", "Simulate {name}").format(name=doc.pack.name),
            translate("BalanceLab", "Bots play <b>{name}</b> as it is now in the editor, many times: "
                      "win rates, game lengths, scores, how the games end and which content decides "
                      "them.").format(name=doc.pack.name),
            self._settings.get(spec.game_id), self.window)
        dialog.setAttribute(_delete_on_close(), True)
        dialog.accepted.connect(lambda: self.run_simulation(doc, dialog.settings()))
        self.setup_dialog = dialog
        dialog.open()
        return dialog

    def run_simulation(self, document, settings: RunSettings) -> SimulationWindow | None:
        """Play ``document``'s pack as it is now with ``settings``; the run's window."""
        if self._playable(document.pack, document.display_name(), "simulate") is None:
            return None
        self._settings[document.game] = settings
        return self._open((document.pack,), settings, document)

    def tune(self, document=None):
        """Game > Tune…: the balance assistant (app/simulation/tune_dialog.py) for the
        current document, or None when its pack cannot be played."""
        from app.simulation.tune_dialog import TuneDialog

        doc = document or self.window.current_document()
        if doc is None:
            self._status(translate("BalanceLab", "Open a pack to tune it"))
            return None
        if self._playable(doc.pack, doc.display_name(), "simulate") is None:
            return None
        dialog = TuneDialog(self, doc, self.window)
        dialog.setAttribute(_delete_on_close(), True)
        self.tune_dialog = dialog
        dialog.show()
        return dialog

    # ------------------------------------------------------------------ A/B

    def compare_with_saved(self, settings: RunSettings | None = None):
        """Game > Compare with Saved File…: A is the document's file on disk, B the document
        as edited. Returns the set-up dialog (or, with ``settings``, the run's window)."""
        from PySide6.QtWidgets import QMessageBox

        doc = self.window.current_document()
        if doc is None:
            self._status(translate("BalanceLab", "Open a pack to compare it"))
            return None
        if doc.path is None:
            QMessageBox.information(self.window, translate("BalanceLab", "Nothing saved to compare with"),
                                    translate("BalanceLab", "{name} has not been saved yet: save it, "
                                              "edit it, then compare the edits with the saved file.").format(
                                        name=doc.display_name()))
            return None
        pack_a = self._load(doc.path)
        if pack_a is None:
            return None
        labels = (translate("BalanceLab", "{file} on disk").format(file=Path(doc.path).name),
                  translate("BalanceLab", "this document as edited") if doc.is_dirty else
                  translate("BalanceLab", "this document (no unsaved edits: the same pack)"))
        return self._ask_compare(doc, pack_a, labels, settings)

    def compare_with_file(self, path: str | Path | None = None,
                          settings: RunSettings | None = None):
        """Game > Compare with Another File…: A is a pack file of the same game, B the
        document as edited. Returns the set-up dialog (or, with ``settings``, the window)."""
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        doc = self.window.current_document()
        if doc is None:
            self._status(translate("BalanceLab", "Open a pack to compare it"))
            return None
        if path is None:
            folder = str(Path(doc.path).parent) if doc.path else self.window.recent.last_folder()
            path, _ = QFileDialog.getOpenFileName(
                self.window, translate("BalanceLab", "Compare {name} with another pack file").format(
                    name=doc.display_name()), folder, translate("BalanceLab", _PACK_FILTER))
            if not path:
                return None
        pack_a = self._load(path)
        if pack_a is None:
            return None
        if pack_a.game != doc.game:
            QMessageBox.warning(
                self.window, translate("BalanceLab", "Not the same game"),
                translate("BalanceLab", "{file} is a {game_a} pack: it cannot be compared with "
                          "{name}, a {game_b} pack.").format(file=Path(path).name, game_a=pack_a.game,
                                                            name=doc.display_name(), game_b=doc.game))
            return None
        return self._ask_compare(doc, pack_a, (Path(path).name, translate("BalanceLab", "this document")),
                                 settings)

    def _load(self, path):
        from PySide6.QtWidgets import QMessageBox

        import content

        try:
            return content.load_pack(path)
        except content.PackError as e:
            QMessageBox.critical(self.window, translate("BalanceLab", "Cannot open the pack to compare with"), str(e))
            return None
        except OSError as e:
            QMessageBox.critical(self.window, translate("BalanceLab", "Cannot open the pack to compare with"),
                                 f"{path}: {e.strerror or e}")
            return None

    def _ask_compare(self, doc, pack_a, labels, settings):
        from PySide6.QtWidgets import QMessageBox

        from app.simulation.setup_dialog import SimulationSetupDialog

        game_a = self._playable(pack_a, labels[0], "compare")
        game_b = game_a and self._playable(doc.pack, doc.display_name(), "compare")
        if not game_b:
            return None
        low = max(game_a.spec.min_players, game_b.spec.min_players)
        high = min(game_a.spec.max_players, game_b.spec.max_players)
        if low > high:
            QMessageBox.warning(self.window, translate("BalanceLab", "No player count in common"),
                                translate("BalanceLab", "A plays {a_min} to {a_max} players, B {b_min} to {b_max}.").format(
                                    a_min=game_a.spec.min_players, a_max=game_a.spec.max_players,
                                    b_min=game_b.spec.min_players, b_max=game_b.spec.max_players))
            return None
        if settings is not None:
            return self._open((pack_a, doc.pack), settings, doc, labels)
        dialog = SimulationSetupDialog(
            doc.game, low, high, translate("BalanceLab", "Compare {name}").format(name=doc.pack.name),
            f"<b>A</b>: {labels[0]}<br><b>B</b>: {labels[1]}<br>"
            + translate("BalanceLab", "Both play the same seeds with the seats rotated from game to "
                        "game; every measure is compared, B − A, with its 95 % interval."),
            self._settings.get(doc.game), self.window)
        dialog.setAttribute(_delete_on_close(), True)
        dialog.accepted.connect(
            lambda: self._open((pack_a, doc.pack), dialog.settings(), doc, labels))
        self.setup_dialog = dialog
        dialog.open()
        return dialog

    # ------------------------------------------------------------------ the windows

    def _open(self, packs, settings, document, labels=None):
        from app.simulation.window import SimulationWindow

        self._settings[document.game] = settings
        window = SimulationWindow(packs, settings, document, labels, self.window)
        window.setAttribute(_delete_on_close(), True)
        self._adopt(window)
        window.show()
        window.raise_()
        window.start()
        return window

    def _adopt(self, window) -> None:
        document = window.document
        self.windows.append(window)
        window.destroyed.connect(lambda *_a, w=window: w in self.windows and
                                 self.windows.remove(w))
        window.on_new_window = self._adopt
        window.run_done.connect(lambda result, w=window: self._on_run_done(w, result))
        window.heat_requested.connect(lambda on, d=document: self.set_heat(d, on))
        window.element_activated.connect(lambda where, d=document: self.select_element(d, where))
        self._watch(document)

    def _on_run_done(self, window, result) -> None:
        document = window.document
        if document is None:
            return
        report = result.b if window.comparing else result
        if not report.games:
            return
        self._latest[document] = (report, window.packs[-1])
        if document in self._heat_on:
            self.set_heat(document, True)
        else:
            self._sync_heat_checks(document)
        self.update_actions()

    def select_element(self, document, where: str) -> bool:
        """Select the element at ``where`` in ``document``'s editor and bring it forward."""
        tab = self.window.tab_of(document) if document is not None else None
        if tab is None:
            self._status(translate("BalanceLab", "That document is closed"))
            return False
        self.window.tabs.setCurrentWidget(tab)
        ok = tab.editor is not None and tab.editor.select_path(where)
        self.window.raise_()
        self.window.activateWindow()
        if not ok:
            self._status(translate("BalanceLab", "Cannot show {where} on the canvas").format(where=where))
        return bool(ok)

    # ------------------------------------------------------------------ View > Heat

    def _on_heat_action_triggered(self, checked: bool) -> None:
        doc = self.window.current_document()
        if doc is not None:
            self.set_heat(doc, checked)

    def set_heat(self, document, on: bool) -> bool:
        """Paint (``on``) or clear the heat of ``document``'s latest run on its board.

        Returns True when heat is shown. Without a run, or for a run without heat, nothing
        is painted and the status bar says why.
        """
        from app.boards.base import MARK_HEAT
        from app.simulation import heat_view as hv

        tab = self.window.tab_of(document)
        editor = tab.editor if tab is not None else None
        scene = getattr(editor, "scene", None)
        latest = self._latest.get(document)
        if on:
            why = ""
            if latest is None:
                why = translate("BalanceLab", "No simulation of this pack yet: Game > Simulate… (F6)")
            elif not latest[0].heat_available:
                why = hv.no_heat_text(latest[0].game)
            elif scene is None:
                why = translate("BalanceLab", "This document has no board to paint the heat on")
            if why:
                self._status(why)
                on = False
        if on:
            result, pack = latest
            per_game = hv.heat_per_game(result)
            scale, step = hv.nice_scale(hv.heat_scale(per_game))
            board = hv.heat_board(result)
            if board is not None and board < len(getattr(document.pack, "boards", ())) and \
                    hasattr(editor, "set_board") and getattr(editor, "board_index", board) != board:
                editor.set_board(board)
                editor.fit_to_view()
                players = document.pack.boards[board].players
                self._status(translate("BalanceLab", "Showing the {players}-player board, the one the run played").format(
                    players=players))
            scene.set_marks(MARK_HEAT, hv.heat_marks(per_game, scale))
            # A picture to trace over would muddy the heat: it is left out while heat shows.
            scene.show_board_image(False)
            if getattr(document.pack, "board_image", None) is not None:
                self._status(translate("BalanceLab", "Heat shown; the board image is hidden until View > Heat is off"))
            self._heat_on.add(document)
            self._watch(document)
            self._show_legend(document, editor, result, scale, step, pack)
        else:
            if scene is not None:
                scene.clear_marks(MARK_HEAT)
                scene.show_board_image(True)
            self._heat_on.discard(document)
            entry = self._legends.get(document)
            if entry is not None:
                entry[0].hide()
        self._sync_heat_checks(document)
        return on

    def _show_legend(self, document, editor, result, scale, step, pack) -> None:
        from app.simulation.heat_view import CornerPlacer, HeatLegendWidget

        entry = self._legends.get(document)
        if entry is None:
            legend = HeatLegendWidget()
            placer = CornerPlacer(legend, editor.canvas)
            entry = self._legends[document] = (legend, placer)
        legend, placer = entry
        legend.set_scale(result.game, scale, step, self._legend_note(document, result, pack))
        legend.show()
        placer.place()

    def _legend_note(self, document, result, pack) -> str:
        from app.simulation.heat_view import format_heat, heat_per_game

        games = len(result.games)
        seats = result.seats
        who = f"{len(seats)} × {seats[0]}" if len(set(seats)) == 1 else ", ".join(seats)
        count = (translate("BalanceLab", "{n} game") if games == 1
                 else translate("BalanceLab", "{n} games")).format(n=games)
        if result.cancelled:
            count += translate("BalanceLab", " (cancelled)")
        note = translate("BalanceLab", "{games}, seed {seed}, {who}").format(
            games=count, seed=result.seed, who=who)
        per_game = heat_per_game(result)
        if per_game:
            hottest = max(per_game, key=per_game.get)
            note = translate("BalanceLab", "Hottest: {name}, {heat}. {note}").format(
                name=message_text(result.names.get(hottest, hottest)),
                heat=format_heat(result.game, per_game[hottest]), note=note)
        if document.pack is not pack:
            note += translate("BalanceLab", ". The pack has changed since this run: Simulate again (F6) to update.")
        return note

    def _on_document_changed(self, document) -> None:
        if document in self._heat_on:
            latest = self._latest.get(document)
            entry = self._legends.get(document)
            if latest is not None and entry is not None:
                entry[0].note.setText(self._legend_note(document, *latest))
                entry[1].place()

    def _sync_heat_checks(self, document) -> None:
        on = document in self._heat_on
        for window in self.windows:
            if window.document is document:
                window.set_heat_checked(on)
        if document is self.window.current_document():
            self.heat_action.setChecked(on)
