"""The playtest window: one game in play over a ``core.api.Session``, for every game.

The window is a thin view over the session (architecture.md, "Playtest"): it lets chance and
the bots move (one bot move at a time at the chosen pace, or at once), shows the person asked
to decide only what their seat may see, hands their gestures to ``session.play`` and shows a
refused move's rule and sentence, keeps a move log in words, undoes and redoes by the
session's rule, saves and opens game records, replays any record with a slider and forks a
new game from any move. Between two people's turns a hand-off screen hides the table; a god
view (off by default) shows everything to the designer.

The game runs on a snapshot of the document's pack. When the document changes afterwards a
banner offers "Apply edits": the game so far is replayed on the edited content and goes on,
or stops before the first move that no longer holds, naming that move and its rule.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.i18n.messages import element_text, illegal_text, message_text
from app.playtest import board_class
from app.playtest.base import Table, standing
from app.playtest.end_screen import EndExplanation, names_text, tie_text
from app.playtest.lab_panel import LabPanel
from app.playtest.notes import NOTE_COLOUR, NotedSlider, NotesPanel, ask_note
from app.playtest.setup_dialog import seat_kind_text
from app.plugins import app_game, end_reason
from app.widgets.keys import standard_keys
from core.api import CHANCE, GameRecord, IllegalMove, ReplayError, Session, run_text

#: The bots' pace: (menu text, milliseconds between two bot moves; 0 = at once).
PACES = ((QT_TRANSLATE_NOOP("PlaytestWindow", "Bots: at once"), 0),
         (QT_TRANSLATE_NOOP("PlaytestWindow", "Bots: fast"), 150),
         (QT_TRANSLATE_NOOP("PlaytestWindow", "Bots: steady"), 500),
         (QT_TRANSLATE_NOOP("PlaytestWindow", "Bots: slow"), 1200))
DEFAULT_PACE = 2
_RECORD_FILTER = QT_TRANSLATE_NOOP("PlaytestWindow", "Game records (*.json);;All files (*)")

_TABLE, _HANDOFF, _END = range(3)


class PlaytestWindow(QMainWindow):
    """A playtest of one pack.

    Args:
        pack: the pack to play (a snapshot: the document may change afterwards).
        seats: seat specs ("human:Anna", "greedy", ...).
        seed: the session's seed.
        solo: a designer alone: no hand-off screens, and undo may go back past chance.
        document: the studio document the pack came from (for Apply edits), if any.
        session: an existing session to show instead of a new one (a fork).

    Signals:
        session_changed: a new session took over (new game, fork, Apply edits).
    """

    session_changed = Signal(object)

    def __init__(self, pack: Any, seats: list[str], seed: int, solo: bool = False,
                 document: Any = None, session: Session | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playtest_window")
        self.document = document
        self.session = session if session is not None else Session(pack, seats, seed=seed,
                                                                   solo=solo)
        self.pace = PACES[DEFAULT_PACE][1]
        self.god = False
        self._viewer: int | None = None
        self._end_shown = False
        self._replay: Session | None = None
        self._replay_live = False  # the replay shown is of this game (notes go to both)
        self._last_refusal: tuple[str, str, int] | None = None  # (move text, rule, at ply)
        self._pinning = False  # a scenario being written into the document's pack
        self._replay_ply = 0
        self._refused = ""
        self._stale = False

        self.board = board_class(self.session.game.spec.game_id)(self.session.game,
                                                                 self.session.pack)
        self.board.setObjectName("playtest_board")
        self.board.move_chosen.connect(self._on_board_move_chosen)
        self.board.status_message.connect(lambda text: self.statusBar().showMessage(text, 6000))

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer_timeout)

        self._build_ui()
        self._build_actions()
        if document is not None:
            document.changed.connect(self._on_document_changed)
            document.destroyed.connect(self._on_document_destroyed)
        self.resize(1400, 900)
        self._update_title()
        self._schedule(0)

    # ------------------------------------------------------------------ building

    def _build_ui(self) -> None:
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)

        self.banner = QFrame()
        self.banner.setObjectName("edits_banner")
        self.banner.setStyleSheet("#edits_banner { background: #fff4c2; border-bottom: 1px solid "
                                  "#d9c36a; }")
        row = QHBoxLayout(self.banner)
        row.setContentsMargins(10, 6, 10, 6)
        self.banner_text = QLabel()
        self.banner_text.setWordWrap(True)
        row.addWidget(self.banner_text, 1)
        self.apply_button = QPushButton(translate("PlaytestWindow", "&Apply edits"))
        self.apply_button.setObjectName("apply_edits")
        self.apply_button.clicked.connect(self.apply_edits)
        row.addWidget(self.apply_button)
        self.dismiss_button = QPushButton(translate("PlaytestWindow", "Keep the old version"))
        self.dismiss_button.clicked.connect(self.banner.hide)
        row.addWidget(self.dismiss_button)
        self.banner.hide()
        outer.addWidget(self.banner)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.stage = QStackedWidget()
        self.stage.setObjectName("playtest_stage")

        table_page = QWidget()
        tl = QVBoxLayout(table_page)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.setSpacing(0)
        tl.addWidget(self.board, 1)
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("background: #fbe3e1; color: #8a1f17; padding: 6px 10px;")
        self.refusal.hide()
        tl.addWidget(self.refusal)
        self.replay_bar = self._build_replay_bar()
        tl.addWidget(self.replay_bar)
        self.stage.addWidget(table_page)

        self.handoff = QWidget()
        self.handoff.setObjectName("handoff")
        self.handoff.setAutoFillBackground(True)
        pal = self.handoff.palette()
        pal.setColor(self.handoff.backgroundRole(), QColor("#27303a"))
        self.handoff.setPalette(pal)
        hl = QVBoxLayout(self.handoff)
        hl.addStretch(1)
        self.handoff_text = QLabel()
        self.handoff_text.setObjectName("handoff_text")
        self.handoff_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.handoff_text.setStyleSheet("color: white; font-size: 22pt;")
        hl.addWidget(self.handoff_text)
        hint = QLabel(translate("PlaytestWindow", "The table is hidden so that only they see their cards."))
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setStyleSheet("color: #c9d1da;")
        hl.addWidget(hint)
        self.ready_button = QPushButton(translate("PlaytestWindow", "I'm ready"))
        self.ready_button.setObjectName("ready")
        self.ready_button.setDefault(True)
        self.ready_button.setMinimumWidth(180)
        self.ready_button.clicked.connect(self._on_ready_clicked)
        br = QHBoxLayout()
        br.addStretch(1)
        br.addWidget(self.ready_button)
        br.addStretch(1)
        hl.addLayout(br)
        hl.addStretch(2)
        self.stage.addWidget(self.handoff)

        self.end_page = self._build_end_page()
        self.stage.addWidget(self.end_page)
        splitter.addWidget(self.stage)

        side = QWidget()
        side.setObjectName("playtest_side")
        sl = QVBoxLayout(side)
        sl.setContentsMargins(8, 8, 8, 8)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turn_label")
        self.turn_label.setWordWrap(True)
        self.turn_label.setStyleSheet("font-size: 12pt; font-weight: bold;")
        sl.addWidget(self.turn_label)
        self.seats_label = QLabel()
        self.seats_label.setObjectName("seats_label")
        self.seats_label.setWordWrap(True)
        sl.addWidget(self.seats_label)
        self.log_list = QListWidget()
        self.log_list.setObjectName("move_log")
        self.log_list.setWordWrap(True)
        self.log_list.setAlternatingRowColors(True)
        self.log_list.itemClicked.connect(self._on_log_item_clicked)
        self._log_run = None  # (first row, first entry, length) of the last run of the log
        self._open_runs: set[int] = set()  # first rows of the runs shown move by move
        # the moves and the designer's notes on them, one tab each beside the board
        self.side_tabs = QTabWidget()
        self.side_tabs.setObjectName("side_tabs")
        self.side_tabs.setDocumentMode(True)
        self.side_tabs.addTab(self.log_list, translate("PlaytestWindow", "Moves"))
        self.notes_panel = NotesPanel(self)
        self.notes_panel.show_move.connect(self.show_move)
        self.side_tabs.addTab(self.notes_panel, translate("PlaytestWindow", "Notes"))
        self.side_tabs.currentChanged.connect(self._on_side_tab)
        sl.addWidget(self.side_tabs, 1)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([1080, 320])
        self._splitter = splitter
        outer.addWidget(splitter, 1)
        self.setCentralWidget(central)

    def _build_replay_bar(self) -> QWidget:
        bar = QFrame()
        bar.setObjectName("replay_bar")
        bar.setStyleSheet("#replay_bar { background: #e8eef6; border-top: 1px solid #b9c7d8; }")
        row = QHBoxLayout(bar)
        row.setContentsMargins(10, 6, 10, 6)
        self.replay_label = QLabel()
        self.replay_label.setObjectName("replay_label")
        self.replay_label.setMinimumWidth(260)
        self.replay_label.setWordWrap(True)
        row.addWidget(self.replay_label, 2)
        self.replay_slider = NotedSlider()
        self.replay_slider.setObjectName("replay_slider")
        self.replay_slider.valueChanged.connect(self._on_replay_slider_value_changed)
        row.addWidget(self.replay_slider, 3)
        self.fork_button = QPushButton(translate("PlaytestWindow", "&Fork from here"))
        self.fork_button.setObjectName("fork")
        self.fork_button.setToolTip(translate("PlaytestWindow", "Start a new game from this move, with the seats you choose"))
        self.fork_button.clicked.connect(self.fork_from_replay)
        row.addWidget(self.fork_button)
        close = QPushButton(translate("PlaytestWindow", "Back to the game"))
        close.setObjectName("close_replay")
        close.clicked.connect(self.close_replay)
        row.addWidget(close)
        bar.hide()
        return bar

    def _build_end_page(self) -> QWidget:
        page = QWidget()
        page.setObjectName("end_page")
        layout = QVBoxLayout(page)
        layout.setContentsMargins(60, 24, 60, 24)
        self.end_title = QLabel()
        self.end_title.setObjectName("end_title")
        self.end_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.end_title.setStyleSheet("font-size: 24pt; font-weight: bold;")
        layout.addWidget(self.end_title)
        self.end_reason = QLabel()
        self.end_reason.setObjectName("end_reason")
        self.end_reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.end_reason.setWordWrap(True)
        layout.addWidget(self.end_reason)
        self.end_tie = QLabel()
        self.end_tie.setObjectName("end_tie")
        self.end_tie.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.end_tie.setWordWrap(True)
        self.end_tie.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.end_tie)
        self.scores_table = QTableWidget(0, 3)
        self.scores_table.setObjectName("scores")
        self.scores_table.setHorizontalHeaderLabels([translate("PlaytestWindow", "Seat"), translate("PlaytestWindow", "Score"), translate("PlaytestWindow", "Result")])
        self.scores_table.verticalHeader().hide()
        self.scores_table.horizontalHeader().setStretchLastSection(True)
        self.scores_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.scores_table.setMaximumHeight(220)
        layout.addWidget(self.scores_table)
        self.end_explain = EndExplanation()
        layout.addWidget(self.end_explain, 8)
        row = QHBoxLayout()
        row.addStretch(1)
        for text, name, slot in ((translate("PlaytestWindow", "Show the &table"), "show_table", self._show_final_table),
                                 (translate("PlaytestWindow", "&Replay this game"), "replay_game", self.replay_current),
                                 (translate("PlaytestWindow", "Play &again (new seed)"), "play_again", self.play_again)):
            b = QPushButton(text)
            b.setObjectName(name)
            b.clicked.connect(slot)
            row.addWidget(b)
        row.addStretch(1)
        layout.addLayout(row)
        return page

    def _build_actions(self) -> None:
        bar = QToolBar(translate("PlaytestWindow", "Playtest"))
        bar.setObjectName("playtest_toolbar")
        bar.setMovable(False)
        self.addToolBar(bar)
        menu = self.menuBar().addMenu(translate("PlaytestWindow", "&Game"))

        def action(text, slot, shortcut=None, tip="", checkable=False):
            a = QAction(text, self)
            if shortcut is not None:
                a.setShortcuts(shortcut if isinstance(shortcut, list) else [shortcut])
            a.setToolTip(tip or text.replace("&", ""))
            a.setStatusTip(tip)
            a.setCheckable(checkable)
            a.triggered.connect(slot)
            menu.addAction(a)
            bar.addAction(a)
            return a

        self.undo_action = action(translate("PlaytestWindow", "&Undo"), self.undo,
                                  standard_keys(QKeySequence.StandardKey.Undo, ("Ctrl+Z",)),
                                  translate("PlaytestWindow",
                                            "Take back your last decision (never past a card you saw)"))
        self.redo_action = action(translate("PlaytestWindow", "&Redo"), self.redo,
                                  standard_keys(QKeySequence.StandardKey.Redo,
                                                ("Ctrl+Shift+Z", "Ctrl+Y")),
                                  translate("PlaytestWindow", "Play the undone decision again"))
        # a disabled action's keys do nothing: these say why instead (enabled only while the
        # action is disabled, so the keys are never ambiguous)
        self._why_keys = []
        for act, why in ((self.undo_action, self._why_no_undo), (self.redo_action, self._why_no_redo)):
            for keys in act.shortcuts():
                sc = QShortcut(keys, self)
                sc.setContext(Qt.ShortcutContext.WindowShortcut)
                sc.activated.connect(why)
                sc.setEnabled(False)
                self._why_keys.append((act, sc))
        menu.addSeparator()
        bar.addSeparator()
        self.god_action = action(translate("PlaytestWindow", "&God view"), self.set_god_view, QKeySequence("Ctrl+G"),
                                 translate("PlaytestWindow", "Show every seat's cards (for the designer)"), checkable=True)
        self.pace_box = QComboBox()
        self.pace_box.setObjectName("pace")
        for text, ms in PACES:
            self.pace_box.addItem(translate("PlaytestWindow", text), ms)
        self.pace_box.setCurrentIndex(DEFAULT_PACE)
        self.pace_box.setToolTip(translate("PlaytestWindow", "How fast the bots move"))
        self.pace_box.currentIndexChanged.connect(
            lambda _i: self.set_pace(self.pace_box.currentData()))
        # (a widget in a tool bar is shown and hidden through the action that holds it)
        self._pace_actions = [bar.addWidget(self.pace_box)]
        # beside the pace: how much each searching bot searched (a time budget's strength)
        self.search_label = QLabel()
        self.search_label.setObjectName("bot_search")
        self.search_label.setToolTip(translate("PlaytestWindow", "Iterations a decision of each searching bot so far: a time budget gets what the machine's speed and load allow"))
        self._pace_actions.append(bar.addWidget(self.search_label))
        self._show_pace()
        menu.addSeparator()
        bar.addSeparator()
        self.save_action = action(translate("PlaytestWindow", "&Save Record…"), self.save_record,
                                  QKeySequence(QKeySequence.StandardKey.Save),
                                  translate("PlaytestWindow", "Save this game as a record (JSON) that replays exactly"))
        self.open_action = action(translate("PlaytestWindow", "&Open Record…"), self.open_record,
                                  QKeySequence(QKeySequence.StandardKey.Open),
                                  translate("PlaytestWindow", "Open a game record in the replay viewer"))
        self.replay_action = action(translate("PlaytestWindow", "Re&play This Game"), self.replay_current, QKeySequence("Ctrl+R"),
                                    translate("PlaytestWindow", "Step through this game's moves; fork from any of them"))
        self.new_action = action(translate("PlaytestWindow", "&New Game (new seed)"), self.play_again, QKeySequence("Ctrl+N"),
                                 translate("PlaytestWindow", "The same seats with a new seed"))
        menu.addSeparator()
        self.fit_action = action(translate("PlaytestWindow", "&Fit to View"), self.board.fit_to_view, QKeySequence("Ctrl+0"))
        self.close_action = action(translate("PlaytestWindow", "&Close Playtest"), self.close,
                                   QKeySequence(QKeySequence.StandardKey.Close))
        # the designer's lab: legal moves, stacking the deck, jump to a move
        # (a tab beside the moves and the notes, not a panel of its own: the board keeps its
        # width, and the window stays on a laptop's screen)
        self.lab = LabPanel(self)
        self.side_tabs.addTab(self.lab, translate("PlaytestWindow", "Lab"))
        self.side_tabs.setTabToolTip(self.side_tabs.indexOf(self.lab),
                                     translate("PlaytestWindow", "Designer's Lab (Ctrl+L)"))
        self.side_tabs.setTabVisible(self.side_tabs.indexOf(self.lab), False)
        self.lab_action = QAction(translate("PlaytestWindow", "Designer's &Lab"), self)
        self.lab_action.setObjectName("lab_action")
        self.lab_action.setCheckable(True)
        self.lab_action.setShortcut(QKeySequence("Ctrl+L"))
        self.lab_action.setToolTip(translate("PlaytestWindow", "The legal moves as a list, chance outcomes of your choosing, jump to a move (Ctrl+L)"))
        self.lab_action.toggled.connect(self._on_lab_toggled)
        menu.insertAction(self.god_action, self.lab_action)
        bar.insertAction(self.god_action, self.lab_action)
        # the designer's notes on moves: kept in the record, marked on the replay slider
        menu.addSeparator()
        self.note_action = QAction(translate("PlaytestWindow", "Add &Note…"), self)
        self.note_action.setObjectName("add_note")
        self.note_action.setShortcut(QKeySequence("Ctrl+Shift+N"))
        self.note_action.setToolTip(translate("PlaytestWindow", "Write a note on the move selected in the log, or on the last move (Ctrl+Shift+N)"))
        self.note_action.triggered.connect(self.add_note)
        menu.addAction(self.note_action)
        self.pin_action = QAction(translate("PlaytestWindow", "&Pin This Position…"), self)
        self.pin_action.setObjectName("pin_position")
        self.pin_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.pin_action.setToolTip(translate("PlaytestWindow", "Keep the game so far in the pack as a scenario, with what must go on holding here: the lint re-checks it at every edit (Ctrl+Shift+P)"))
        self.pin_action.triggered.connect(self.pin_position)
        menu.insertAction(self.note_action, self.pin_action)
        self.notes_action = QAction(translate("PlaytestWindow", "N&otes"), self)
        self.notes_action.setObjectName("show_notes")
        self.notes_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.notes_action.setToolTip(translate("PlaytestWindow", "The notes of this game, one list beside the moves; double-click one to show its move (Ctrl+Shift+O)"))
        self.notes_action.triggered.connect(lambda: self.side_tabs.setCurrentWidget(self.notes_panel))
        menu.addAction(self.notes_action)

    # ------------------------------------------------------------------ the game loop

    def set_pace(self, ms: int) -> None:
        """Milliseconds between two bot moves (0: the bots move at once)."""
        self.pace = int(ms)
        i = self.pace_box.findData(self.pace)
        if i >= 0 and i != self.pace_box.currentIndex():
            self.pace_box.setCurrentIndex(i)

    def _schedule(self, delay: int | None = None) -> None:
        if self._replay is not None:
            return
        self._timer.start(self.pace if delay is None else delay)

    def _on_timer_timeout(self) -> None:
        self.step()

    def step(self) -> None:
        """Let chance and the bots move: one bot move at the chosen pace, all at once at 0."""
        s = self.session
        if self._replay is not None or s.is_over() or s.to_move() is not None:
            self._render()
            return
        entries = s.advance(bot_moves=1 if self.pace else None)
        self._append_log(entries)
        self._show_search()
        self._render()
        if not s.is_over() and s.to_move() is None and not self._waits_for_chance():
            self._schedule()

    def _waits_for_chance(self) -> bool:
        """The lab stacks the deck and the next step is chance: the designer chooses."""
        return self.session.stop_at_chance and bool(self.session.chance_options())

    def _on_lab_toggled(self, shown: bool) -> None:
        """Ctrl+L: the lab's tab shown and chosen, or taken away (the moves shown again)."""
        tabs = self.side_tabs
        was_current = tabs.currentWidget() is self.lab
        tabs.setTabVisible(tabs.indexOf(self.lab), shown)
        if shown:
            tabs.setCurrentWidget(self.lab)
            self.lab.refresh()
        else:
            if was_current:  # (the tab widget would show its neighbour, the notes)
                tabs.setCurrentWidget(self.log_list)
            if self.session.stop_at_chance:  # no lab to choose in: chance goes on by itself
                self.lab.set_stacking(False)

    def _on_side_tab(self, index: int) -> None:
        """A side tab chosen: the notes and the lab show what stands now."""
        widget = self.side_tabs.widget(index)
        if widget is self.notes_panel:
            self.notes_panel.refresh()
        elif widget is getattr(self, "lab", None):
            self.lab.refresh()

    def _show_search(self) -> None:
        """Each searching bot's iterations a decision so far, beside the bots' pace."""
        s = self.session
        shown = [translate("PlaytestWindow", "{name}: {mean:,.0f} iterations a decision (fewest {low:,})").format(
                     name=s.names[i], mean=st.mean, low=st.minimum)
                 for i, st in ((i, s.search(i)) for i in range(s.players)) if st is not None]
        self.search_label.setText(" · ".join(shown))

    def _show_pace(self) -> None:
        """The bots' pace (and their search) only in a game with a bot seat."""
        bots = not all(seat.is_human for seat in self.session.seats)
        for act in self._pace_actions:
            act.setVisible(bots)

    def _humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.session.seats) if seat.is_human]

    def _needs_handoff(self) -> bool:
        """True when the person asked to decide is not the one at the device."""
        s = self.session
        to_move = s.to_move()
        if to_move is None or self.god or s.solo or len(self._humans()) < 2:
            return False
        return to_move != self._viewer

    def _current_viewer(self) -> int | None:
        humans = self._humans()
        if not humans:
            return None
        if len(humans) == 1 or self.session.solo:
            to_move = self.session.to_move()
            if self.session.solo and to_move is not None:
                return to_move
            return self._viewer if self._viewer in humans else humans[0]
        return self._viewer

    def table(self) -> Table:
        """What the board shows now (the god view, or what the viewer's seat may see; every
        seat's cards once the game is over)."""
        s = self.session
        state = s.state if self._replay is None else self._replay.state_at(self._replay_ply)
        players = state.players
        viewer = self._current_viewer() if self._replay is None else None
        over = state.is_terminal()
        # a replay, and the table of a finished game, hide no one's cards
        god = self.god or self._replay is not None or over
        if god:
            private = {k: state.observe(k) for k in range(players)}
        elif viewer is not None:
            private = {viewer: state.observe(viewer)}
        else:
            private = {}
        public = private.get(viewer) if viewer is not None and viewer in private else \
            state.observe(viewer if viewer is not None else 0)
        to_move = s.to_move() if self._replay is None else None
        legal: tuple = ()
        if to_move is not None and (god or to_move == viewer):
            legal = tuple(s.legal_moves())
        else:
            to_move = None
        names = tuple(seat.name for seat in (self._replay or s).seats)
        return Table(public=public, private=private, viewer=viewer, to_move=to_move,
                     legal=legal, names=names, state=state if god else None,
                     over=over, winners=tuple(state.result().winners) if over else ())

    def _render(self) -> None:
        s = self.session
        if self._replay is not None:
            self.stage.setCurrentIndex(_TABLE)
            self.board.show_table(self.table())
            self._update_turn_label()
            self._update_actions()
            return
        if self._needs_handoff():
            name = s.seats[s.to_move()].name
            self.handoff_text.setText(translate("PlaytestWindow", "Pass to {name} — click when ready").format(name=name))
            self.ready_button.setText(translate("PlaytestWindow", "I'm {name}: show my cards").format(name=name))
            self.stage.setCurrentIndex(_HANDOFF)
            self.ready_button.setFocus()
        else:
            self._viewer = self._current_viewer()
            self.board.show_table(self.table())
            if s.is_over() and not self._end_shown:
                self._end_shown = True
                self._show_end()
            elif not s.is_over() or self.stage.currentIndex() == _HANDOFF:
                self.stage.setCurrentIndex(_TABLE)
        self._update_turn_label()
        self._update_actions()

    def _on_ready_clicked(self) -> None:
        self._viewer = self.session.to_move()
        self.refusal.hide()
        self._render()

    def _update_turn_label(self) -> None:
        s = self.session
        if self._replay is not None:
            self.turn_label.setText(translate("PlaytestWindow", "Replay"))
        elif s.is_over():
            self.turn_label.setText(translate("PlaytestWindow", "Game over"))
        elif s.to_move() is not None:
            self.turn_label.setText(translate("PlaytestWindow", "{name} to move").format(name=s.seats[s.to_move()].name))
        elif self._waits_for_chance():
            self.turn_label.setText(translate("PlaytestWindow", "Chance step: choose its outcome in the lab"))
        else:
            p = s.state.current_player()
            who = translate("PlaytestWindow", "Chance") if p == CHANCE else s.seats[p].name
            self.turn_label.setText(translate("PlaytestWindow", "{who} is moving…").format(who=who))
        parts = []
        for i, seat in enumerate(s.seats):
            parts.append(translate("PlaytestWindow", "{n}. {name} ({kind})").format(
                n=i + 1, name=seat.name, kind=seat_kind_text(seat.is_human, seat.kind)))
        seed = translate("PlaytestWindow", "seed {seed}").format(seed=s.seed) + (translate("PlaytestWindow", " · solo") if s.solo else "") + (translate("PlaytestWindow", " · god view") if self.god
                                                                    else "")
        self.seats_label.setText(" · ".join(parts) + translate("PlaytestWindow", "<br><span style='color:#5a5f66'>{seed}</span>").format(seed=seed))

    def _update_actions(self) -> None:
        live = self._replay is None
        self.undo_action.setEnabled(live and self.session.can_undo())
        self.redo_action.setEnabled(live and self.session.can_redo())
        self.replay_action.setEnabled(live and self.session.ply > 0)
        for act, sc in getattr(self, "_why_keys", ()):
            sc.setEnabled(not act.isEnabled())
        lab = getattr(self, "lab", None)
        if lab is not None and self.side_tabs.currentWidget() is lab:
            lab.refresh()
        notes = getattr(self, "notes_panel", None)
        if notes is not None and self.side_tabs.currentWidget() is notes:
            notes.refresh()

    def _why_no_undo(self) -> None:
        """Ctrl+Z while Undo is disabled: say why in the status bar."""
        if self._replay is not None:
            why = translate("PlaytestWindow", "Nothing to undo in a replay: go back to the game first.")
        else:
            reason = self.session.why_no_undo()
            why = message_text(reason) if reason is not None else translate(
                "PlaytestWindow", "Nothing to undo yet.")
        self.statusBar().showMessage(why, 6000)

    def _why_no_redo(self) -> None:
        """Ctrl+Shift+Z while Redo is disabled: say why in the status bar."""
        if self._replay is not None:
            why = translate("PlaytestWindow", "Nothing to redo in a replay: go back to the game first.")
        elif self.session.to_move() is None:
            why = translate("PlaytestWindow", "Nothing to redo: no person is to move now.")
        else:
            why = translate("PlaytestWindow", "Nothing to redo: no move was undone since the last one played.")
        self.statusBar().showMessage(why, 6000)

    def _update_title(self) -> None:
        s = self.session
        self.setWindowTitle(translate("PlaytestWindow", "Playtest — {name} — Boardcraft Studio").format(name=s.pack.name))

    # ------------------------------------------------------------------ the log

    def _append_log(self, entries) -> None:
        """One row a move (row k is move k + 1); a run of deals in a row shows as one line
        on its first row ("9–14. Anna is dealt 6 cards ▸"), the others hidden until a click
        on that line opens the run."""
        log = self.log_list
        noted = self._noted_plies() if entries else {}
        for e in entries:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, e)
            self._set_entry_text(item, e, noted)
            log.addItem(item)
            row = log.count() - 1
            head = self._log_run
            if head is not None and head[0] + head[2] == row and e.continues(head[1]):
                self._log_run = (head[0], head[1], head[2] + 1)
                item.setHidden(head[0] not in self._open_runs)
                self._show_run_head(*self._log_run)
            else:
                self._log_run = (row, e, 1)
        if entries:
            log.scrollToBottom()

    def _show_run_head(self, row: int, first, n: int) -> None:
        """The first row of a run: the run in one line, ▸ closed or ▾ open."""
        item = self.log_list.item(row)
        if n < 2:
            self._set_entry_text(item, first)
            return
        mark = "▾" if row in self._open_runs else "▸"
        noted = any(first.ply <= k < first.ply + n for k in self._noted_plies())
        item.setText(f"{first.ply + 1}–{first.ply + n}. {message_text(run_text(first, n))} {mark}"
                     + (" ✎" if noted else ""))
        item.setToolTip(translate("PlaytestWindow", "Click to show or hide each of these moves"))

    def _on_log_item_clicked(self, item) -> None:
        """A click on a run's line opens it (each move on its own row) or closes it."""
        row = self.log_list.row(item)
        first = item.data(Qt.ItemDataRole.UserRole)
        n = 1
        while row + n < self.log_list.count() and \
                self.log_list.item(row + n).data(Qt.ItemDataRole.UserRole).continues(first):
            n += 1
        if n < 2 or (row > 0 and first.continues(self.log_list.item(row - 1).data(Qt.ItemDataRole.UserRole))):
            return
        self._open_runs ^= {row}
        for k in range(row + 1, row + n):
            self.log_list.item(k).setHidden(row not in self._open_runs)
        self._show_run_head(row, first, n)

    def _rebuild_log(self) -> None:
        self.log_list.clear()
        self._log_run = None
        self._append_log(self.session.log)

    def _noted_plies(self) -> dict[int, list[str]]:
        """``{ply: [note text, …]}`` of the session shown."""
        out: dict[int, list[str]] = {}
        for note in self.shown_session().notes:
            out.setdefault(note["ply"], []).append(note["text"])
        return out

    def _set_entry_text(self, item: QListWidgetItem, e, noted: dict | None = None) -> None:
        """A log row: "37. Ben puts the card in slot 2", then a line per note on it
        (``noted``: the shown session's ``_noted_plies()``, made once for many rows)."""
        notes = (self._noted_plies() if noted is None else noted).get(e.ply, [])
        item.setText(f"{e.ply + 1}. {message_text(e.text)}"
                     + "".join(f"\n   ✎ {t}" for t in notes))
        if notes:
            item.setForeground(QColor(NOTE_COLOUR))
        elif e.seat == CHANCE:
            item.setForeground(QColor("#6b7280"))
        else:
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
        item.setToolTip("\n".join(f"✎ {t}" for t in notes))

    # ------------------------------------------------------------------ notes

    def shown_session(self) -> Session:
        """The session the window shows: the replay's while one is shown, else the game."""
        return self._replay if self._replay is not None else self.session

    def _note_ply(self) -> int | None:
        """The move a new note is on: the replay's move shown, the log's selected row, or
        the last move played; None before the first move."""
        s = self.shown_session()
        if s.ply == 0:
            return None
        if self._replay is not None:
            return max(self._replay_ply, 1) - 1
        item = self.log_list.currentItem()
        if item is not None and item.isSelected():
            return item.data(Qt.ItemDataRole.UserRole).ply
        return s.ply - 1

    def add_note(self) -> bool:
        """Ask for a note on the chosen move (Ctrl+Shift+N) and keep it in the record."""
        ply = self._note_ply()
        s = self.shown_session()
        if ply is None:
            self.statusBar().showMessage(translate("PlaytestWindow", "No move has been played yet to write a note on."), 6000)
            return False
        where = translate("PlaytestWindow", "move {k}, “{what}”").format(k=ply + 1, what=message_text(s.log[ply].text))
        text = ask_note(self, where)
        if text is None:
            return False
        return self.write_note(text, ply)

    def write_note(self, text: str, ply: int) -> bool:
        """Keep ``text`` as a note on move ``ply`` of the session shown (and of the game,
        when the replay shown is of this game's moves)."""
        s = self.shown_session()
        try:
            s.note(text, ply)
            if s is not self.session and self._replay_live and ply < self.session.ply:
                self.session.note(text, ply)
        except ValueError as e:
            self.statusBar().showMessage(translate("PlaytestWindow", "The note was not kept: {why}").format(why=e), 8000)
            return False
        self._notes_changed()
        self.statusBar().showMessage(translate("PlaytestWindow", "Note kept on move {k}; Save Record keeps it with the game.").format(k=ply + 1), 6000)
        return True

    def delete_note(self, index: int) -> bool:
        """Take away the note at ``index`` of the shown session's notes."""
        s = self.shown_session()
        try:
            note = s.remove_note(index)
        except ValueError:
            return False
        if s is not self.session and self._replay_live and note in self.session.notes:
            self.session.remove_note(list(self.session.notes).index(note))
        self._notes_changed()
        self.statusBar().showMessage(translate("PlaytestWindow", "Deleted the note on move {k}: “{text}”").format(k=note["ply"] + 1, text=note["text"]), 6000)
        return True

    def _notes_changed(self) -> None:
        """Show the notes again: the log's rows, the slider's marks, the notes panel."""
        log = self.log_list
        noted = self._noted_plies()
        for row in range(log.count()):
            e = log.item(row).data(Qt.ItemDataRole.UserRole)
            head = row == 0 or not e.continues(log.item(row - 1).data(Qt.ItemDataRole.UserRole))
            n = 1
            while head and row + n < log.count() and \
                    log.item(row + n).data(Qt.ItemDataRole.UserRole).continues(e):
                n += 1
            if head and n > 1:
                self._show_run_head(row, e, n)
            else:
                self._set_entry_text(log.item(row), e, noted)
        self.replay_slider.set_marks({ply + 1: texts for ply, texts in noted.items()})
        self.notes_panel.refresh()
        n = len(self.shown_session().notes)
        self.side_tabs.setTabText(1, translate("PlaytestWindow", "Notes ({n})").format(n=n) if n
                                  else translate("PlaytestWindow", "Notes"))

    def _pin_session(self) -> Session:
        """The game at the position shown: the replay's move in a replay, else the game."""
        r = self._replay
        if r is None:
            return self.session
        return Session.from_record(r.pack, r.record(), upto=self._replay_ply,
                                   seats=[seat.spec for seat in r.seats])

    def pin_position(self) -> bool:
        """Pin the position shown as a scenario of the document's pack (Ctrl+Shift+P): a
        dialog asks for its name and expectation; one undo step in the studio."""
        from app.commands.set_field import SetFieldCommand
        from app.playtest.pin_dialog import PinDialog

        doc = self.document
        if doc is None:
            self.statusBar().showMessage(translate("PlaytestWindow", "This playtest has no pack open in the studio to pin the position into: start it from the studio (F5)."), 8000)
            return False
        if self._stale:
            self.statusBar().showMessage(translate("PlaytestWindow", "The design has changed since this game started: apply the edits first, then pin the position."), 8000)
            return False
        session = self._pin_session()
        refusal = self._last_refusal
        refused = refusal[:2] if refusal is not None and refusal[2] == session.ply and \
            self._replay is None else None
        taken = {sc.name for sc in doc.pack.scenarios}
        dialog = PinDialog(session, taken, refused, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        from content.models.common import Scenario

        scenario = Scenario.model_validate(dialog.scenario())
        command = SetFieldCommand(doc, "scenarios", (*doc.pack.scenarios, scenario),
                                  label=translate("PlaytestWindow", "Pin the scenario “{name}”").format(name=scenario.name),
                                  merge=False)
        self._pinning = True
        try:
            doc.push(command)
        finally:
            self._pinning = False
        self.statusBar().showMessage(translate("PlaytestWindow", "Pinned “{name}” in {pack} (scenario {n}): the Problems panel says when an edit breaks it; Ctrl+Z in the studio takes it back.").format(
            name=scenario.name, pack=doc.pack.name, n=len(doc.pack.scenarios)), 10000)
        return True

    def show_move(self, ply: int) -> None:
        """The replay at move ``ply`` (a note's move): this game's replay while playing."""
        if self._replay is None:
            self.replay_current()
        self.replay_slider.setValue(min(ply + 1, self.replay_slider.maximum()))

    # ------------------------------------------------------------------ people's moves

    def _on_board_move_chosen(self, move) -> None:
        self.play(move)

    def play(self, move) -> bool:
        """The person's move from the board; a refused move shows its rule and sentence."""
        s = self.session
        if self._replay is not None or self._needs_handoff():
            return False
        try:
            entry = s.play(move)
        except IllegalMove as e:
            self._last_refusal = (str(move), e.rule, s.ply)  # "Pin this position" offers it
            self._refused = translate("PlaytestWindow", "Not allowed ({rule}): {message}").format(rule=e.rule, message=illegal_text(e))
            self.refusal.setText(self._refused)
            self.refusal.show()
            QApplication.instance().installEventFilter(self)
            self.statusBar().showMessage(self._refused, 8000)
            return False
        self.refusal.hide()
        self._append_log([entry])
        self.statusBar().showMessage(message_text(entry.text), 4000)
        self._render()
        self._schedule(self.pace if s.to_move() is None else 0)
        return True

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        """While a refusal shows, the next press or key on the table clears it (a refused
        action shows its own again): the bar never speaks of an action before the last."""
        if not self.refusal.isVisible():
            QApplication.instance().removeEventFilter(self)
        elif event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) and \
                isinstance(watched, QWidget) and (watched is self.board or self.board.isAncestorOf(watched)):
            self.refusal.hide()
            QApplication.instance().removeEventFilter(self)
        return False

    def undo(self) -> None:
        """Take back the last decision (Ctrl+Z), by the session's rule."""
        taken = self.session.undo()
        if not taken:
            self._why_no_undo()
            return
        self._timer.stop()
        self._rebuild_log()
        self.refusal.hide()
        self._end_shown = False
        self.statusBar().showMessage(translate("PlaytestWindow", "Undone: {text}").format(text=message_text(taken[0].text)), 5000)
        self._render()

    def redo(self) -> None:
        """Play the undone decision again (Ctrl+Shift+Z)."""
        entry = self.session.redo()
        if entry is None:
            self._why_no_redo()
            return
        self._append_log([entry])
        self.statusBar().showMessage(translate("PlaytestWindow", "Redone: {text}").format(text=message_text(entry.text)), 5000)
        self._render()
        self._schedule(0)

    def set_god_view(self, on: bool) -> None:
        """Show every seat's cards (the designer's view), or only what the viewer may see."""
        self.god = bool(on)
        self.god_action.setChecked(self.god)
        self._render()

    # ------------------------------------------------------------------ the end

    def _show_end(self) -> None:
        res = self.session.result()
        names = [seat.name for seat in self.session.seats]
        if res.winners:
            who = names_text([names[w] for w in res.winners])
            self.end_title.setText((translate("PlaytestWindow", "{who} wins") if len(res.winners) == 1 else translate("PlaytestWindow", "{who} win")).format(who=who))
        else:
            self.end_title.setText(translate("PlaytestWindow", "No winner"))
        ending = end_reason(res.reason, self.session.pack.game)
        reason = (translate("PlaytestWindow", ending.sentence) if ending
                  else res.reason.replace("_", " "))
        self.end_reason.setText(translate("PlaytestWindow", "The game ended: {reason}, after {rounds} rounds and {ply} moves.").format(reason=reason, rounds=res.rounds, ply=self.session.ply))
        tie = tie_text(self.session.state, res, names)
        self.end_tie.setText(tie)
        self.end_tie.setVisible(bool(tie))
        order = standing(res.scores, res.winners)
        self.scores_table.setRowCount(len(names))
        for row, k in enumerate(order):
            score = res.scores[k]
            self.scores_table.setItem(row, 0, QTableWidgetItem(names[k]))
            self.scores_table.setItem(row, 1, QTableWidgetItem(
                f"{int(score)}" if float(score).is_integer() else f"{score:g}"))
            self.scores_table.setItem(row, 2, QTableWidgetItem(
                translate("PlaytestWindow", "winner") if k in res.winners else ""))
        # a game without points (Journey: a race to the first complete journey) shows no
        # score column: its "scores" are only who won
        scored = app_game(self.session.pack.game).scored
        self.scores_table.setColumnHidden(1, not scored)
        self.scores_table.setMaximumHeight(self.scores_table.horizontalHeader().height()
                                           + sum(self.scores_table.rowHeight(r) for r in range(len(names))) + 4)
        self.end_explain.show_result(self.board, self.session.state, res, tuple(names), scored)
        self.stage.setCurrentIndex(_END)

    def _show_final_table(self) -> None:
        self.stage.setCurrentIndex(_TABLE)

    def play_again(self) -> None:
        """A new game with the same seats and a new seed."""
        import random

        s = self.session
        self._start(Session(s.pack, [seat.spec for seat in s.seats],
                            seed=random.randrange(2**31 - 1), solo=s.solo))

    def _start(self, session: Session) -> None:
        self._timer.stop()
        session.stop_at_chance = session.stop_at_chance or self.session.stop_at_chance  # the lab's choice goes on
        self.session = session
        self._show_pace()
        self._open_runs = set()
        self._viewer = None
        self._end_shown = False
        self._replay = None
        self.replay_bar.hide()
        self.refusal.hide()
        self.board.set_pack(session.pack, session.game)
        self._rebuild_log()
        self._update_title()
        self.session_changed.emit(session)
        self._render()
        self._schedule(0)

    # ------------------------------------------------------------------ records

    def save_record(self) -> bool:
        """Save the game so far as a record (JSON)."""
        s = self.session
        name = translate("PlaytestWindow", "{id}-seed{seed}.json").format(id=s.pack.id, seed=s.seed)
        folder = str(self.document.path.parent) if self.document is not None and \
            self.document.path else str(Path.home())
        path, _ = QFileDialog.getSaveFileName(self, translate("PlaytestWindow", "Save game record"),
                                              str(Path(folder) / name), translate("PlaytestWindow", _RECORD_FILTER))
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        try:
            s.record().save(path)
        except OSError as e:
            QMessageBox.warning(self, translate("PlaytestWindow", "Cannot save the record"), f"{path}: {e.strerror or e}")
            return False
        self.statusBar().showMessage(translate("PlaytestWindow", "Saved the record of {ply} moves to {path}").format(ply=s.ply, path=path), 6000)
        return True

    def open_record(self) -> bool:
        """Open a game record of this pack in the replay viewer."""
        path, _ = QFileDialog.getOpenFileName(self, translate("PlaytestWindow", "Open game record"), str(Path.home()),
                                              translate("PlaytestWindow", _RECORD_FILTER))
        if not path:
            return False
        return self.open_record_file(path)

    def open_record_file(self, path: str | Path) -> bool:
        """Show the record at ``path`` in the replay viewer (a message if it cannot)."""
        try:
            record = GameRecord.load(path)
            if record.game != self.session.pack.game:
                raise ReplayError(f"it is a record of {record.game}, not of "
                                  f"{self.session.pack.game}")
            replay = Session.from_record(self.session.pack, record)
        except (ReplayError, ValueError) as e:
            QMessageBox.warning(self, translate("PlaytestWindow", "Cannot open the record"), f"{path}: {e}")
            return False
        self.show_replay(replay)
        return True

    # ------------------------------------------------------------------ replay and fork

    def replay_current(self) -> None:
        """Step through this game's moves with a slider (Ctrl+R)."""
        s = self.session
        self.show_replay(Session.from_record(s.pack, s.record(),
                                             seats=[seat.spec for seat in s.seats]))
        self._replay_live = True

    def show_replay(self, replay: Session) -> None:
        """Show ``replay``'s moves with the slider, starting at its last move."""
        self._timer.stop()
        self._replay = replay
        self._replay_live = False  # a record opened from a file: its notes are its own
        self.replay_slider.blockSignals(True)
        self.replay_slider.setRange(0, replay.ply)
        self.replay_slider.setValue(replay.ply)
        self.replay_slider.blockSignals(False)
        self._replay_ply = replay.ply
        self.replay_bar.show()
        self.refusal.hide()
        self.log_list.clear()
        self._log_run = None
        self._append_log(replay.log)
        self._notes_changed()
        self._update_replay_label()
        self._render()
        self.replay_slider.setFocus()

    def _on_replay_slider_value_changed(self, value: int) -> None:
        self._replay_ply = value
        self._update_replay_label()
        if value > 0:
            row = value - 1
            while row > 0 and self.log_list.item(row).isHidden():
                row -= 1  # inside a closed run: its line
            self.log_list.setCurrentRow(row)
        self._render()

    def _update_replay_label(self) -> None:
        r = self._replay
        if r is None:
            return
        k = self._replay_ply
        last = message_text(r.log[k - 1].text) if k > 0 else translate("PlaytestWindow", "the start")
        self.replay_label.setText(translate("PlaytestWindow", "After move {k} of {ply}: {last}").format(k=k, ply=r.ply, last=last))

    def close_replay(self) -> None:
        """Back to the live game; to its end screen when it is over (the replay left the
        results for the table, and nothing else leads back to them)."""
        self._replay = None
        self.replay_bar.hide()
        self._rebuild_log()
        self._notes_changed()
        self._render()
        if self.session.is_over():
            self.stage.setCurrentIndex(_END)
        self._schedule(0)

    def fork_from_replay(self) -> bool:
        """A new game that starts from the replay's current move, seats chosen in a dialog."""
        from app.playtest.setup_dialog import PlaytestSetupDialog

        r = self._replay
        if r is None:
            return False
        spec = r.game.spec
        dialog = PlaytestSetupDialog(spec.game_id, r.players, r.players, r.pack.name,
                                     seats=[seat.spec for seat in r.seats], seed=r.seed,
                                     parent=self)
        dialog.setWindowTitle(translate("PlaytestWindow", "Fork from move {replay_ply}").format(replay_ply=self._replay_ply))
        if dialog.exec() != dialog.DialogCode.Accepted:
            return False
        return self.fork(dialog.seats(), dialog.chosen_seed(), dialog.is_solo())

    def fork(self, seats: list[str], seed: int, solo: bool = False) -> bool:
        """Start a new game from the replay's current move with ``seats`` and ``seed``."""
        r = self._replay
        try:
            fork = Session.from_record(r.pack, r.record(), upto=self._replay_ply, seats=seats,
                                       seed=seed, solo=solo)
        except (ReplayError, ValueError) as e:
            QMessageBox.warning(self, translate("PlaytestWindow", "Cannot fork"), str(e))
            return False
        self._start(fork)
        self.statusBar().showMessage(translate("PlaytestWindow", "Forked from move {ply}").format(ply=fork.ply), 6000)
        return True

    # ------------------------------------------------------------------ Apply edits

    def _on_document_changed(self, _event) -> None:
        if self.document is None or self.document.pack is self.session.pack:
            return
        if self._pinning:  # only the pack's scenarios changed: the game is the same
            self.session.pack = self.document.pack
            return
        self._stale = True
        self.banner_text.setText(translate("PlaytestWindow", "The design has changed since this game started. Apply the edits to replay the game so far on the new version and go on."))
        self.banner.show()

    def _on_document_destroyed(self, *_args) -> None:
        self.document = None
        self.banner.hide()

    def apply_edits(self) -> bool:
        """Replay the game so far on the document's current pack and go on from there; stop
        before the first move that no longer holds, and say which and why."""
        if self.document is None:
            return False
        s = self.session
        pack = self.document.pack
        record = s.record()
        seats = [seat.spec for seat in s.seats]
        message = ""
        try:
            new = Session.from_record(pack, record, seats=seats, seed=s.seed, solo=s.solo)
        except ReplayError as e:
            if e.ply < 0:
                QMessageBox.warning(self, translate("PlaytestWindow", "Cannot apply the edits"), str(e))
                return False
            message = self._no_longer_holds(s, pack, e)
            new = Session.from_record(pack, record, upto=e.ply, seats=seats, seed=s.seed,
                                      solo=s.solo)
        except ValueError as e:
            QMessageBox.warning(self, translate("PlaytestWindow", "Cannot apply the edits"), str(e))
            return False
        self.banner.hide()
        self._stale = False
        viewer = self._viewer
        self._start(new)
        self._viewer = viewer
        self._render()
        if message:  # said once, in the bar over the table
            self.refusal.setText(message)
            self.refusal.show()
            self.statusBar().showMessage(translate("PlaytestWindow", "Edits applied: {ply} moves replayed").format(ply=new.ply), 6000)
        else:
            self.statusBar().showMessage(translate("PlaytestWindow", "Edits applied: the game's {ply} moves all hold on the new version").format(ply=new.ply), 6000)
        return True

    def _no_longer_holds(self, old: Session, pack, error: ReplayError) -> str:
        """Why the game stopped at ``error.ply`` on the edited ``pack``, in words, once: the
        elements the move needs that the pack lost ("The Greece card is no longer in the
        pack"), else the rule and its sentence."""
        from content.names import removed_paths

        ply = error.ply
        words = message_text(old.log[ply].text) if ply < len(old.log) else \
            translate("PlaytestWindow", "move {n}").format(n=ply + 1)
        gone = removed_paths(old.pack, pack, old.moves[ply].to_json()) if ply < old.ply else []
        if gone:
            what = ", ".join(element_text(old.pack, path) for path in gone)
            return translate("PlaytestWindow", "{what} is no longer in the pack: move {n}, “{words}”, cannot be played again; the game goes on from just before it.").format(
                what=what[:1].upper() + what[1:], n=ply + 1, words=words)
        reason = str(error).split(": ", 1)[1] if str(error).startswith(f"ply {ply}: ") else str(error)
        rule = f" ({error.rule})" if error.rule else ""
        return translate("PlaytestWindow", "Stopped before move {arg1}, “{words}”: it no longer holds on the edited design{rule}: {reason}").format(
            arg1=ply + 1, words=words, rule=rule, reason=reason)

    # ------------------------------------------------------------------ window

    def closeEvent(self, event) -> None:
        self._timer.stop()
        super().closeEvent(event)
