"""The studio's main window: documents in tabs, menus, docks, status bar, autosave.

Editor hosting contract (see ``app/editors/base.py`` for the editor's side):

- Each open ``Document`` gets one tab holding ``editor_class(doc.game)(doc)``. If the editor
  cannot be built (module missing, error in its constructor) the tab shows the reason and
  the document stays open (it can still be saved).
- The Tools tool bar shows the current editor's ``tools()`` as exclusive checkable actions
  with their one-key shortcuts (hidden while there are none, e.g. no document open); choosing one calls ``editor.set_active_tool(tool)``; the
  editor's ``tool_changed`` signal updates the checked action.
- The editor's ``side_panels()`` go into the dock of the same title (Properties and Cards on
  the right, tabbed; unknown titles get a new right dock); each dock shows the current tab's
  panel. The Problems dock (bottom) shows the current document's ``ProblemsPanel``; double-
  clicking a problem calls ``editor.select_path(where)``. The Undo History dock shows the
  current document's stack.
- The status bar shows the editor's zoom and cursor position (``editor.cursor_text``) and
  the problem counts (a button that opens the Problems dock).
- View > Legend opens a small window (``app.widgets.legend``) saying what each drawing of
  the current document's board means; Help > Keyboard Shortcuts lists the menus' keys, the
  current editor's tools with theirs and the canvas gestures (``shortcut_sections``).

The window holds the tabs and assembles parts that each do one job (``app.window``): the
menus, the documents' files, the recent files, autosave recovery, the docks, the tools, the
status bar, the playtest launcher and the help windows, beside the balance lab
(``app.simulation.lab``). It keeps their public names: ``window.save_action`` is
``window.menus.save_action``, ``window.open_file(path)`` calls ``window.files.open_file``.

Dialogs are the static QMessageBox / QFileDialog functions, so tests patch them.
"""

from __future__ import annotations

import re
import sys
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

# Only what the first painted window needs is imported here: the Qt namespace (tens of ms of
# enum set-up), QUndoView, dialogs and the documents package load once the shell is painted.
from PySide6.QtCore import QSettings
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from app.editors import editor_class
from app.i18n import translate
from app.window import edit
from app.window.actions import ActionFactory
from app.window.menus import StudioMenus, templates

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QDockWidget, QTabWidget

    from app.documents import Document
    from app.heap import HeapCompactor
    from app.simulation.lab import BalanceLab
    from app.window.docks import StudioDocks
    from app.window.document_tab import DocumentTab
    from app.window.files import DocumentFiles
    from app.window.help import StudioHelp, studio_version
    from app.window.playtest_launch import PlaytestLauncher
    from app.window.recent import RecentFiles
    from app.window.status import StatusIndicators
    from app.window.tools import ToolsBar

__all__ = ["APP_NAME", "DESKTOP_ID", "ORG_NAME", "WARM_UP_DELAY_MS", "DocumentTab", "MainWindow",
           "studio_application", "studio_version", "templates"]

APP_NAME = "Boardcraft Studio"
ORG_NAME = "Boardcraft"
# The desktop entry's id (packaging/<id>.desktop): on Wayland the window's app id, so the
# desktop shows the entry's name and icon for it (a plain comment, as below).
DESKTOP_ID = "io.github.boardcraft.Studio"

# Milliseconds after a pack is shown before the studio imports what its first playtest needs
# (a plain comment: lupdate would take a '#:' one as a note to translators).
WARM_UP_DELAY_MS = 300


def __getattr__(name: str):
    """``DocumentTab`` and ``studio_version`` under this module's names, imported when first
    asked for: the first paint shows no document and no version."""
    if name == "DocumentTab":
        from app.window.document_tab import DocumentTab

        return DocumentTab
    if name == "studio_version":
        from app.window.help import studio_version

        return studio_version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _part(part: str, name: str) -> property:
    """A read-only window attribute that is the attribute ``name`` of its part ``part``."""
    return property(lambda self: getattr(getattr(self, part), name),
                    doc=f"``self.{part}.{name}``")


class MainWindow(QMainWindow):
    """The studio window. ``settings`` and ``autosave_dir`` default to the user's own.

    Attributes:
        settings: where layout, recent files and the language are kept.
        undo_group: the open documents' undo stacks (the current one is active).
        tabs: the documents' tabs (each page a DocumentTab).
        heap: collects what closed packs and playtests leave behind, when the studio is idle.
        action_factory: makes the menu actions; their keys are set by ``build_frame``.
        menus: the menu bar's menus and actions (StudioMenus).
        files: new, open, save and close prompts (DocumentFiles).
        recent: File > Open Recent (RecentFiles).
        playtests: Game > Playtest (PlaytestLauncher).
        help: Help > Keyboard Shortcuts, Help > About, View > Legend (StudioHelp).
        balance_lab: Game > Simulate, the A/B comparisons and View > Heat (BalanceLab).
        docks, tools, status: the docks (StudioDocks), the Tools tool bar (ToolsBar) and
            the status bar's indicators (StatusIndicators); None until ``build_frame``.
        autosave: the AutosaveManager (from ``build_frame`` on).
        empty_hint: what the centre shows while no pack is open (from ``build_frame`` on).
    """

    # The parts' menus, actions, widgets and dialogs under the window's own names.
    new_menu = _part("menus", "new_menu")
    new_actions = _part("menus", "new_actions")
    recent_menu = _part("menus", "recent_menu")
    tools_menu = _part("menus", "tools_menu")
    view_menu = _part("menus", "view_menu")
    game_menu = _part("menus", "game_menu")
    help_menu = _part("menus", "help_menu")
    new_action = _part("menus", "new_action")
    open_action = _part("menus", "open_action")
    save_action = _part("menus", "save_action")
    save_as_action = _part("menus", "save_as_action")
    board_image_action = _part("menus", "board_image_action")
    close_action = _part("menus", "close_action")
    export_pack_action = _part("menus", "export_pack_action")
    import_pack_action = _part("menus", "import_pack_action")
    import_cards_action = _part("menus", "import_cards_action")
    export_cards_action = _part("menus", "export_cards_action")
    print_action = _part("menus", "print_action")
    print_preview_action = _part("menus", "print_preview_action")
    quit_action = _part("menus", "quit_action")
    undo_action = _part("menus", "undo_action")
    redo_action = _part("menus", "redo_action")
    delete_action = _part("menus", "delete_action")
    select_all_action = _part("menus", "select_all_action")
    preferences_action = _part("menus", "preferences_action")
    zoom_in_action = _part("menus", "zoom_in_action")
    zoom_out_action = _part("menus", "zoom_out_action")
    fit_action = _part("menus", "fit_action")
    legend_action = _part("menus", "legend_action")
    export_image_action = _part("menus", "export_image_action")
    playtest_action = _part("menus", "playtest_action")
    shortcuts_action = _part("menus", "shortcuts_action")
    about_action = _part("menus", "about_action")
    playtest_windows = _part("playtests", "windows")
    shortcuts_dialog = _part("help", "shortcuts_dialog")
    about_dialog = _part("help", "about_dialog")
    legend_dialog = _part("help", "legend_dialog")
    problems_dock = _part("docks", "problems_dock")
    problems_stack = _part("docks", "problems_stack")
    undo_dock = _part("docks", "undo_dock")
    undo_view = _part("docks", "undo_view")
    tools_bar = _part("tools", "bar")
    cursor_label = _part("status", "cursor_label")
    zoom_label = _part("status", "zoom_label")
    problems_button = _part("status", "problems_button")

    def __init__(self, settings: QSettings | None = None, autosave_dir: str | Path | None = None,
                 parent: QWidget | None = None, defer_frame: bool = False) -> None:
        """Build the window.

        Args:
            settings: where layout and recent files are kept (default: the user's own).
            autosave_dir: the autosave folder (default: in the user's data folder).
            parent: the parent widget.
            defer_frame: build only the shell (menus, an empty central area) now; the caller
                builds the rest of the frame (docks, tool bar, status bar, autosave) with
                ``build_frame()`` once the window has painted, so it shows sooner
                (``run_studio`` does this). Anything that needs the frame builds it first.
        """
        super().__init__(parent)
        self.settings = settings if settings is not None else QSettings(ORG_NAME, APP_NAME)
        self._autosave_dir = autosave_dir
        self.undo_group = QUndoGroup(self)
        self.setObjectName("main_window")
        self.resize(1400, 900)
        self._frame_built = False

        self.action_factory = ActionFactory(self)
        self.menus = StudioMenus(self, self.action_factory, APP_NAME)
        # the heap, recent files, files, playtests, help and the balance lab are made when
        # first used (File > Open Recent's filler and the lab's entries of the Game and View
        # menus at the latest with the frame): the first paint shows the menu bar only, and
        # each module imported before it costs the cold start
        self.docks: StudioDocks | None = None
        self.tools: ToolsBar | None = None
        self.status: StatusIndicators | None = None
        self.setWindowTitle(APP_NAME)
        self._restore_geometry()
        if not defer_frame:
            self.build_frame()

    def build_frame(self) -> None:
        """Build the rest of the frame (docks, tool bar, status bar, autosave) once."""
        if self._frame_built:
            return
        self._frame_built = True
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QLabel, QStackedWidget

        from app.documents.autosave import AutosaveManager
        from app.window.docks import MUTED_STYLE, StudioDocks
        from app.window.status import StatusIndicators
        from app.window.tools import ToolsBar

        self.autosave = AutosaveManager(self._autosave_dir, self)
        self.recent  # noqa: B018 - File > Open Recent fills itself from now on
        self.balance_lab  # noqa: B018 - its menu entries come before the docks' toggles
        self.menus.fill_templates()
        self.action_factory.apply_keys()
        # The central area: the tabs, or a hint when no document is open (empty before).
        self._central = QStackedWidget()
        self.setCentralWidget(self._central)
        self._central.addWidget(self.tabs)
        self.empty_hint = QLabel(
            translate("MainWindow", "No pack is open.\n\nStart one from a template (File > New) or open a pack file (Ctrl+O).")
        )
        self.empty_hint.setObjectName("empty_hint")
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setStyleSheet(MUTED_STYLE)
        self._central.addWidget(self.empty_hint)

        self.docks = StudioDocks(self, self.undo_group)
        self.tools = ToolsBar(self, self.menus.tools_menu)
        self.status = StatusIndicators(self.statusBar(), self.show_problems)
        self.menus.add_view_toggles(self.docks.toggle_actions() + [self.tools.bar.toggleViewAction()])
        # Delete follows the focus: the map's selection, or a panel's own (cards in a table).
        QApplication.instance().focusChanged.connect(self._on_focus_changed)
        self._restore_state()
        self.tools.bar.setVisible(False)  # no document yet: no tools to show
        self._update_window()

    @cached_property
    def tabs(self) -> QTabWidget:
        """The documents' tabs, made when first used (in the central area from the frame
        on): QTabWidget and QStackedWidget build their enums on import, after the paint."""
        from PySide6.QtWidgets import QTabWidget

        tabs = QTabWidget()
        tabs.setObjectName("document_tabs")
        tabs.setDocumentMode(True)
        tabs.setTabsClosable(True)
        tabs.setMovable(True)
        tabs.currentChanged.connect(self._on_tabs_current_changed)
        tabs.tabCloseRequested.connect(lambda i: self.close_tab(i))
        return tabs

    @cached_property
    def heap(self) -> HeapCompactor:
        from app.heap import HeapCompactor

        return HeapCompactor(self)

    @cached_property
    def recent(self) -> RecentFiles:
        from app.window.recent import RecentFiles

        return RecentFiles(self, self.menus.recent_menu, self.action_factory)

    @cached_property
    def files(self) -> DocumentFiles:
        from app.window.files import DocumentFiles

        return DocumentFiles(self)

    @cached_property
    def playtests(self) -> PlaytestLauncher:
        from app.window.playtest_launch import PlaytestLauncher

        return PlaytestLauncher(self)

    @cached_property
    def help(self) -> StudioHelp:
        from app.window.help import StudioHelp

        return StudioHelp(self, APP_NAME)

    @cached_property
    def balance_lab(self) -> BalanceLab:
        """Game > Simulate… (F6), the A/B comparisons and View > Heat."""
        from app.simulation.lab import BalanceLab

        return BalanceLab(self)

    def _on_focus_changed(self, _old, _new) -> None:
        if self.current_tab() is not None:
            self._update_edit_actions()

    # ------------------------------------------------------------------ documents and tabs

    def documents(self) -> list[Document]:
        """The open documents, in tab order."""
        return [self.tabs.widget(i).document for i in range(self.tabs.count())]

    def current_tab(self) -> DocumentTab | None:
        """The current document's tab page, or None."""
        w = self.tabs.currentWidget()
        if w is None:
            return None
        from app.window.document_tab import DocumentTab

        return w if isinstance(w, DocumentTab) else None

    def current_document(self) -> Document | None:
        """The current tab's document, or None."""
        tab = self.current_tab()
        return tab.document if tab else None

    def current_editor(self):
        """The current tab's editor, or None (no tab, or no editor for its game)."""
        tab = self.current_tab()
        return tab.editor if tab else None

    def tab_of(self, document: Document) -> DocumentTab | None:
        """The tab page of ``document``, or None if it is not open here."""
        for i in range(self.tabs.count()):
            if self.tabs.widget(i).document is document:
                return self.tabs.widget(i)
        return None

    def add_document(self, document: Document) -> DocumentTab:
        """Show ``document`` in a new tab, make it current, and autosave it."""
        self.build_frame()
        document.setParent(self)
        from app.window.document_tab import DocumentTab

        tab = DocumentTab(document, editor_class)
        self.undo_group.addStack(document.undo_stack)
        self.docks.add_tab(tab)
        tab.problems.problem_activated.connect(lambda where, t=tab: self._on_problem_activated(t, where))
        tab.problems.counts_changed.connect(lambda *_a, t=tab: self._on_problems_counted(t))
        document.dirty_changed.connect(lambda _d, t=tab: self._update_tab_title(t))
        document.path_changed.connect(lambda _p, t=tab: self._update_tab_title(t))
        if tab.editor is not None:
            ed = tab.editor
            ed.zoom_changed.connect(lambda z, t=tab: self._on_editor_zoom_changed(t, z))
            ed.cursor_moved.connect(lambda x, y, t=tab: t is self.current_tab() and self.status.show_cursor(t.editor.cursor_text(x, y)))
            ed.tool_changed.connect(lambda tool, t=tab: t is self.current_tab() and self.tools.check(tool))
            ed.status_message.connect(lambda text: self.statusBar().showMessage(text, 5000))
            ed.selection_changed.connect(lambda _w, t=tab: t is self.current_tab() and self._update_edit_actions())
            for _title, panel in tab.panels:  # panels whose own selection Delete can remove
                signal = getattr(panel, "delete_state_changed", None)
                if signal is not None:
                    signal.connect(lambda *_a, t=tab: t is self.current_tab() and self._update_edit_actions())
                said = getattr(panel, "status_message", None)  # a panel's feedback (Card Layouts)
                if said is not None:
                    said.connect(lambda text: self.statusBar().showMessage(text, 5000))
            document.changed.connect(lambda _e, t=tab: t is self.current_tab() and self._update_edit_actions())
        self.autosave.watch(document)
        self._on_problems_counted(tab)
        index = self.tabs.addTab(tab, document.display_name())
        self._update_tab_title(tab)
        self.tabs.setCurrentIndex(index)
        if tab.editor is not None:
            tab.editor.fit_to_view()
        self.heap.schedule()
        return tab

    def close_tab(self, index: int, ask: bool = True) -> bool:
        """Close the tab at ``index`` (prompting for unsaved work); True if it closed."""
        from app.window.document_tab import DocumentTab

        tab = self.tabs.widget(index)
        if not isinstance(tab, DocumentTab):
            return False
        if ask and not self.confirm_close(tab.document):
            return False
        self.autosave.unwatch(tab.document)
        self.tabs.removeTab(index)
        self.docks.remove_tab(tab)
        self.undo_group.removeStack(tab.document.undo_stack)
        tab.deleteLater()
        tab.document.deleteLater()
        self._update_window()
        self.heap.schedule()  # what the pack leaves behind is freed when the studio is idle
        return True

    def close_current(self) -> bool:
        """File > Close: close the current tab (prompting for unsaved work); True if it closed."""
        index = self.tabs.currentIndex()
        return self.close_tab(index) if index >= 0 else False

    # ------------------------------------------------------------------ the parts' jobs

    def new_from_template(self, name: str) -> Document | None:
        """File > New from Template: an untitled copy of the shipped pack ``name`` (``files``)."""
        return self.files.new_from_template(name)

    def new_blank(self, game: str) -> Document | None:
        """File ▸ New…: an untitled blank pack of ``game`` (``files``)."""
        return self.files.new_blank(game)

    def open_file(self, path: str | Path) -> Document | None:
        """Open the pack at ``path`` in a tab, or switch to it if open (``files``)."""
        return self.files.open_file(path)

    def open_dialog(self) -> None:
        """File > Open: choose pack files and open them (``files``)."""
        self.files.open_dialog()

    def save_document(self, document: Document, path: str | Path | None = None) -> bool:
        """Save ``document`` (asking where if it has no file); True if it was saved (``files``)."""
        return self.files.save(document, path)

    def save_document_as(self, document: Document) -> bool:
        """Ask for a file name and save ``document`` there; True if saved (``files``)."""
        return self.files.save_as(document)

    def save_current(self) -> bool:
        """File > Save: save the current document; True if it was saved."""
        document = self.current_document()
        return self.save_document(document) if document else False

    def save_current_as(self) -> bool:
        """File > Save As: save the current document under a new name; True if saved."""
        document = self.current_document()
        return self.save_document_as(document) if document else False

    def confirm_close(self, document: Document) -> bool:
        """Ask whether to save unsaved work; True if the document may close (``files``)."""
        return self.files.confirm_close(document)

    def recent_files(self) -> list[str]:
        """Recently opened or saved files, newest first (``recent``)."""
        return self.recent.files()

    def open_recent(self, path: str | Path) -> Document | None:
        """File > Open Recent: open ``path``; a file that is gone leaves the list (``recent``)."""
        return self.recent.open(path)

    def offer_recovery(self) -> list[Document]:
        """After a crash, offer to restore autosaved documents; returns those restored."""
        from app.window.recovery import offer_recovery

        return offer_recovery(self)

    def start_playtest(self, seats: list[str] | None = None, seed: int | None = None,
                       solo: bool = False):
        """Game > Playtest (F5): play the current document's pack in a playtest window.

        Without ``seats`` a setup dialog asks for the players, the seats and the seed
        (``playtests``).

        Returns:
            The PlaytestWindow, or None when nothing was started.
        """
        return self.playtests.start(seats, seed, solo)

    def shortcut_sections(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """(title, rows of (action, keys)) for Help > Keyboard Shortcuts (``help``)."""
        return self.help.shortcut_sections()

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """Every (action, keys) row of ``shortcut_sections``, section after section."""
        return [row for _title, rows in self.shortcut_sections() for row in rows]

    def show_shortcuts(self) -> None:
        """Help > Keyboard Shortcuts: a table of every action with its keys (``help``)."""
        self.help.show_shortcuts()

    def show_legend(self) -> None:
        """View > Legend: what each drawing of the current board means (``help``)."""
        self.help.show_legend()

    def show_about(self) -> None:
        """Help > About: the studio's name, version and purpose (``help``)."""
        self.help.show_about()

    def show_preferences(self) -> None:
        """Preferences (the language): kept in this window's settings, used at the next start."""
        from app.widgets.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec() and dialog.restart_needed():
            self.statusBar().showMessage(
                translate("MainWindow", "The new language takes effect when the studio is restarted."), 8000)

    def select_all(self) -> None:
        """Edit > Select All: every row of the table being worked in, else every element of
        the map (``app.window.edit.select_all``)."""
        edit.select_all(self.current_tab())

    def delete_selection(self) -> None:
        """Edit > Delete: delete what is selected where the user works
        (``app.window.edit.delete_target``)."""
        if not edit.delete_selection(self.current_tab()):
            self.statusBar().showMessage(translate("MainWindow", "Nothing selected to delete"), 3000)

    def _editor_call(self, name: str, *args) -> None:
        edit.call_editor(self.current_editor(), name, *args)

    def side_dock(self, title: str) -> QDockWidget | None:
        """The right-hand dock of that title ("Properties", "Cards", ...), or None."""
        return self.docks.side_dock(title)

    def show_problems(self) -> None:
        """Show and raise the Problems dock."""
        self.docks.show_problems()

    def tool_action(self, tool) -> QAction | None:
        """The tool bar action of ``tool`` (for tests)."""
        return self.tools.action(tool)

    # ------------------------------------------------------------------ status and title

    def _on_problem_activated(self, tab: DocumentTab, where: str) -> None:
        scenario = re.fullmatch(r"scenarios\[(\d+)\].*", where)
        if scenario is not None and tab is self.current_tab():  # a pinned position: play it
            if self.playtests.open_scenario(int(scenario.group(1))) is not None:
                return
        if tab.editor is not None and tab.editor.select_path(where):
            return
        from app.i18n.messages import element_text

        self.statusBar().showMessage(translate("MainWindow", "Cannot show {element_name} on the canvas").format(element_name=element_text(tab.document.pack, where)), 4000)

    def _on_problems_counted(self, tab: DocumentTab) -> None:
        # Editors that can mark problems on their map (an optional ``show_problems``) do so.
        show = getattr(tab.editor, "show_problems", None)
        if show is not None:
            show(tab.problems.problems)
        if tab is self.current_tab():
            self.status.show_tab(tab)

    def _on_editor_zoom_changed(self, tab: DocumentTab, zoom: float) -> None:
        tab.zoom = zoom
        if tab is self.current_tab():
            self.status.show_tab(tab)

    def _on_tabs_current_changed(self, _index: int) -> None:
        self.build_frame()
        tab = self.current_tab()
        self.undo_group.setActiveStack(tab.document.undo_stack if tab else None)
        self.docks.show_tab(tab)
        self.tools.show_editor(tab.editor if tab else None)
        self.status.show_cursor("")  # the last tab's position means nothing here
        self.help.follow(tab.document if tab else None)
        self._update_window()
        if tab is not None:
            self.playtests.warm_up(tab.document.pack.game, WARM_UP_DELAY_MS)

    def _update_tab_title(self, tab: DocumentTab) -> None:
        index = self.tabs.indexOf(tab)
        if index < 0:
            return
        doc = tab.document
        self.tabs.setTabText(index, doc.display_name() + (" *" if doc.is_dirty else ""))
        self.tabs.setTabToolTip(index, str(doc.path) if doc.path else translate("MainWindow", "Not saved yet"))
        if tab is self.current_tab():
            self._update_window()

    def _update_window(self) -> None:
        doc = self.current_document()
        self._central.setCurrentWidget(self.tabs if self.tabs.count() else self.empty_hint)
        if doc is None:
            self.setWindowTitle(APP_NAME)
            self.setWindowModified(False)
        else:
            self.setWindowTitle(f"{doc.display_name()}[*] — {APP_NAME}")
            self.setWindowModified(doc.is_dirty)
        self.menus.set_document_open(doc is not None)
        self._update_edit_actions()
        self.status.show_tab(self.current_tab())

    def _update_edit_actions(self) -> None:
        self.menus.update_edit_actions(self.current_editor(), edit.delete_target(self.current_tab()))

    # ------------------------------------------------------------------ window events

    def closeEvent(self, event: QCloseEvent) -> None:
        self.build_frame()
        for document in self.documents():
            if not self.confirm_close(document):
                event.ignore()
                return
        self._save_layout()
        self.autosave.remove_all()
        event.accept()

    def _restore_geometry(self) -> None:
        geometry = self.settings.value("window/geometry")
        if geometry is not None and type(geometry).__name__ == "QByteArray":
            self.restoreGeometry(geometry)

    def _restore_state(self) -> None:
        state = self.settings.value("window/state")
        if state is not None and type(state).__name__ == "QByteArray":
            self.restoreState(state)

    def _save_layout(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.settings.sync()


def studio_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once) with the studio's names set."""
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setDesktopFileName(DESKTOP_ID)
    return app
