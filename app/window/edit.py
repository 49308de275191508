"""What the Edit and View menus act on: the selection where the user works, and the current
editor's optional methods (an editor offers only what it can do)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from app.window.document_tab import DocumentTab


def call_editor(editor, name: str, *args) -> None:
    """Call ``editor.<name>(*args)`` if there is an editor and it has that method."""
    if editor is not None and hasattr(editor, name):
        getattr(editor, name)(*args)


def delete_target(tab: DocumentTab | None):
    """What Edit > Delete acts on: the side panel of ``tab`` holding the keyboard focus (its
    own selection, e.g. cards in a table), else the tab's editor (the map selection); None
    without a tab."""
    if tab is None:
        return None
    focus = QApplication.focusWidget()
    if focus is not None:
        for _title, panel in tab.panels:
            if panel is focus or panel.isAncestorOf(focus):
                return panel
    return tab.editor


def select_all(tab: DocumentTab | None) -> None:
    """Edit > Select All: every row of the table being worked in (focus in a side panel's
    list or table), else every element of the map."""
    from PySide6.QtWidgets import QAbstractItemView

    focus = QApplication.focusWidget()
    editor = tab.editor if tab else None
    if isinstance(focus, QAbstractItemView) and delete_target(tab) is not editor:
        focus.selectAll()
        return
    call_editor(editor, "select_all")


def delete_selection(tab: DocumentTab | None) -> bool:
    """Edit > Delete: delete what is selected where the user works (``delete_target``); False
    when there was nothing to delete."""
    delete = getattr(delete_target(tab), "delete_selection", None)
    return delete is not None and bool(delete())
