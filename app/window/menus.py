"""The studio window's menu bar: every entry, its keys and tips, and which job it calls.

File, Edit, Tools, View, Game and Help. An entry calls the window's method of its job
(``open_dialog``, ``save_current``, ``start_playtest``...), a function of ``app.pack_actions``
or the current editor (zoom, fit, board image). The balance lab adds its own entries to the
Game and View menus (``app.simulation.lab``); the window adds the docks' and the tool bar's
toggles to View (``add_view_toggles``) and the current editor's tools to Tools
(``app.window.tools``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from app.i18n import translate
from app.widgets.keys import Standard
from app.window.edit import call_editor

if TYPE_CHECKING:
    from app.main_window import MainWindow
    from app.window.actions import ActionFactory


def templates() -> list[tuple[str, str]]:
    """The shipped templates offered by File > New from Template, as (default pack name, menu
    text marked for translation), from every game's app registration."""
    from app.plugins import app_games

    return [(t.key, t.menu_text) for game in app_games().values() for t in game.templates]


def _pack_action(name: str, window):
    """A menu entry's slot calling ``app.pack_actions.<name>(window)``: the module (file
    dialogs, content) is imported on the first such call, not before the window shows."""

    def call() -> None:
        from app import pack_actions

        getattr(pack_actions, name)(window)

    return call


class StudioMenus:
    """The menus and actions of one studio window (the window keeps them under the same
    names: ``window.save_action`` is ``window.menus.save_action``).

    Attributes:
        new_menu, recent_menu, tools_menu, view_menu, game_menu, help_menu: those menus.
        new_actions: File > New from Template's actions by pack name.
        new_action, open_action, save_action, save_as_action, board_image_action,
        close_action, export_pack_action, import_pack_action, import_cards_action,
        export_cards_action, print_action, print_preview_action, quit_action,
        undo_action, redo_action, delete_action, select_all_action, preferences_action,
        zoom_in_action, zoom_out_action, fit_action, legend_action, export_image_action,
        playtest_action, shortcuts_action, about_action: the menus' actions.
    """

    @property
    def new_actions(self) -> dict[str, QAction]:
        """File > New from Template's actions by pack name (filled on first use)."""
        self.fill_templates()
        return self._new_actions

    def fill_templates(self) -> None:
        """Fill File > New from Template from the games' registrations, once."""
        if self._new_actions is not None:
            return
        window, actions = self._window, self._actions
        self._new_actions = {}
        for name, text in templates():
            self._new_actions[name] = actions.add(
                self.new_menu, translate("MainWindow", text), lambda n=name: window.new_from_template(n),
                tip=translate("MainWindow", "A new untitled pack, a copy of the shipped {name} pack").format(name=name),
            )

    def __init__(self, window: MainWindow, actions: ActionFactory, app_name: str) -> None:
        """Fill ``window``'s menu bar.

        Args:
            window: the studio window whose jobs the entries call.
            actions: makes the actions (their keys are set when the window's frame is built).
            app_name: the studio's name, in Help > About's entry.
        """
        bar = window.menuBar()
        file_menu = bar.addMenu(translate("MainWindow", "&File"))
        self.new_action = actions.add(
            file_menu, translate("MainWindow", "&New…"), _pack_action("new_pack", window), Standard("New"),
            tip=translate("MainWindow", "A new pack: a game's blank pack or a copy of a shipped template"))
        self.new_menu = file_menu.addMenu(translate("MainWindow", "New from &Template"))
        # The templates come from every game's registration, which imports the games' content
        # (pydantic models, lint): filled after the first paint (build_frame), or when the menu
        # or new_actions is first wanted, never before the window shows.
        self._window, self._actions = window, actions
        self._new_actions: dict[str, QAction] | None = None
        self.new_menu.aboutToShow.connect(self.fill_templates)
        self.open_action = actions.add(file_menu, translate("MainWindow", "&Open…"), window.open_dialog, Standard("Open"))
        self.recent_menu = file_menu.addMenu(translate("MainWindow", "Open &Recent"))
        file_menu.addSeparator()
        self.save_action = actions.add(file_menu, translate("MainWindow", "&Save"), window.save_current, Standard("Save"))
        self.save_as_action = actions.add(
            file_menu, translate("MainWindow", "Save &As…"), window.save_current_as, Standard("SaveAs")
        )
        file_menu.addSeparator()
        self.board_image_action = actions.add(
            file_menu, translate("MainWindow", "Board &Image…"), lambda: call_editor(window.current_editor(), "edit_board_image"),
            tip=translate("MainWindow", "A picture under the board to trace the map over: file, opacity, lock"),
        )
        self.close_action = actions.add(
            file_menu, translate("MainWindow", "&Close"), window.close_current, Standard("Close"), extra=("Ctrl+W",)
        )
        file_menu.addSeparator()
        self.export_pack_action = actions.add(
            file_menu, translate("MainWindow", "&Export Pack…"), _pack_action("export_pack", window),
            tip=translate("MainWindow", "Share the pack as a .bcpack file (the pack, a preview, print-and-play sheets)"))
        self.import_pack_action = actions.add(
            file_menu, translate("MainWindow", "&Import Pack…"), _pack_action("import_pack", window),
            tip=translate("MainWindow", "Open a .bcpack file: it is checked whole, then written into a folder you choose"))
        self.import_cards_action = actions.add(
            file_menu, translate("MainWindow", "Import &Cards…"), _pack_action("import_cards", window),
            tip=translate("MainWindow", "Replace the pack's card set by a CSV or Excel table (one undo step; a table with a problem is refused whole)"))
        self.export_cards_action = actions.add(
            file_menu, translate("MainWindow", "Export C&ards…"), _pack_action("export_cards", window),
            tip=translate("MainWindow", "The pack's card set as a CSV or Excel table: a row a card, a column a field"))
        self.print_action = actions.add(
            file_menu, translate("MainWindow", "&Print and Play…"), _pack_action("print_and_play", window),
            tip=translate("MainWindow", "A PDF of the cards (with bleed and cut marks) and the board, to print and play"))
        self.print_preview_action = actions.add(
            file_menu, translate("MainWindow", "Print Pre&view…"), _pack_action("print_preview", window),
            tip=translate("MainWindow", "See every print-and-play page (cards and backs, pieces, board sheets) before printing or writing the PDF"))
        file_menu.addSeparator()
        self.quit_action = actions.add(file_menu, translate("MainWindow", "&Quit"), window.close, Standard("Quit"), extra=("Ctrl+Q",))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
        self.undo_action = window.undo_group.createUndoAction(window, translate("MainWindow", "&Undo"))
        actions.defer_keys(self.undo_action, Standard("Undo"))
        self.redo_action = window.undo_group.createRedoAction(window, translate("MainWindow", "&Redo"))
        actions.defer_keys(self.redo_action, Standard("Redo"), ("Ctrl+Shift+Z",))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        self.delete_action = actions.add(
            edit_menu, translate("MainWindow", "&Delete"), window.delete_selection, Standard("Delete"),
            tip=translate("MainWindow", "Delete the selected elements"),
        )
        self.select_all_action = actions.add(
            edit_menu, translate("MainWindow", "Select &All"), window.select_all, Standard("SelectAll"),
            tip=translate("MainWindow", "Select every element of the map"),
        )
        edit_menu.addSeparator()
        self.preferences_action = actions.add(
            edit_menu, translate("MainWindow", "&Preferences…"), window.show_preferences, Standard("Preferences"),
            tip=translate("MainWindow", "The studio's language"))
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)

        self.tools_menu = bar.addMenu(translate("MainWindow", "&Tools"))
        self.tools_menu.setEnabled(False)

        view_menu = bar.addMenu(translate("MainWindow", "&View"))
        self.zoom_in_action = actions.add(
            view_menu, translate("MainWindow", "Zoom &In"), lambda: call_editor(window.current_editor(), "zoom_by", 1.25), Standard("ZoomIn"),
            extra=("Ctrl+=",),
        )
        self.zoom_out_action = actions.add(
            view_menu, translate("MainWindow", "Zoom &Out"), lambda: call_editor(window.current_editor(), "zoom_by", 0.8), Standard("ZoomOut")
        )
        self.fit_action = actions.add(view_menu, translate("MainWindow", "&Fit to View"), lambda: call_editor(window.current_editor(), "fit_to_view"), "Ctrl+0")
        view_menu.addSeparator()
        self.legend_action = actions.add(
            view_menu, translate("MainWindow", "&Legend"), window.show_legend, tip=translate("MainWindow", "What each drawing on the board means"),
        )
        self.export_image_action = actions.add(
            view_menu, translate("MainWindow", "&Export Image…"), _pack_action("export_image", window),
            tip=translate("MainWindow", "The board as a PNG at a chosen resolution, or as an SVG"))
        self.view_menu = view_menu

        self.game_menu = bar.addMenu(translate("MainWindow", "&Game"))
        self.playtest_action = actions.add(
            self.game_menu, translate("MainWindow", "&Playtest…"), lambda: window.start_playtest(), "F5",
            tip=translate("MainWindow", "Play the current pack hot-seat against the real rules, with people and bots"),
        )

        self.help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        self.shortcuts_action = actions.add(
            self.help_menu, translate("MainWindow", "&Keyboard Shortcuts"), window.show_shortcuts, tip=translate("MainWindow", "Every key of the studio's actions"),
        )
        self.about_action = actions.add(
            self.help_menu, translate("MainWindow", "&About {APP_NAME}").format(APP_NAME=app_name), window.show_about, tip=translate("MainWindow", "Version and purpose of the studio"),
        )
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.update_edit_actions(None, None)
        self.set_document_open(False)

    def set_document_open(self, is_open: bool) -> None:
        """Enable the actions that need a current document (Save, Close, Playtest, exports)."""
        for action in (self.save_action, self.save_as_action, self.close_action,
                       self.playtest_action, self.export_pack_action, self.print_action, self.print_preview_action,
                       self.export_image_action, self.import_cards_action, self.export_cards_action):
            action.setEnabled(is_open)

    def update_edit_actions(self, editor, target) -> None:
        """Enable Delete, Select All and the View actions only when they can do something.

        Args:
            editor: the current editor (None without one).
            target: what Delete would act on (``app.window.edit.delete_target``).
        """
        can_delete = getattr(target, "can_delete_selection", None)
        self.delete_action.setEnabled(
            hasattr(target, "delete_selection") and (can_delete is None or bool(can_delete()))
        )
        self.select_all_action.setEnabled(hasattr(editor, "select_all"))
        for action, name in ((self.zoom_in_action, "zoom_by"), (self.zoom_out_action, "zoom_by"),
                             (self.fit_action, "fit_to_view"), (self.board_image_action, "edit_board_image")):
            action.setEnabled(editor is not None and hasattr(editor, name))

    def add_view_toggles(self, toggles: list[QAction]) -> None:
        """Add the docks' and tool bar's show/hide actions at the end of the View menu."""
        self.view_menu.addSeparator()
        for action in toggles:
            self.view_menu.addAction(action)
