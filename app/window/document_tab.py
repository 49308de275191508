"""The page of one open document in the studio window's tabs."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from app.i18n import translate

if TYPE_CHECKING:
    from app.documents import Document


class DocumentTab(QWidget):
    """The page of one document: its editor (or why there is none) and its Problems panel.

    Attributes:
        document: the Document.
        editor: the EditorWidget, or None if it could not be built.
        error_text: why there is no editor ("" when there is one).
        zoom: the editor's last zoom factor (None before it reported one).
        problems: the document's ProblemsPanel (shown in the Problems dock).
        panels: the editor's side panels, as (title, widget).
    """

    def __init__(self, document: Document, editor_for: Callable[[str], type],
                 parent: QWidget | None = None) -> None:
        """Build the page.

        Args:
            document: the Document shown.
            editor_for: the editor class of a game id (``app.editors.editor_class``); if it or
                the editor's constructor fails, the page shows the reason instead.
            parent: the parent widget.
        """
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QLabel, QVBoxLayout

        super().__init__(parent)
        self.document = document
        self.editor = None
        self.error_text = ""
        self.zoom: float | None = None
        self.panels: list[tuple[str, QWidget]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        try:
            self.editor = editor_for(document.game)(document)
        except Exception as e:  # an editor that fails must not take the studio down
            if not isinstance(e, ImportError):
                traceback.print_exc(file=sys.stderr)
            self.error_text = (
                translate("DocumentTab", "There is no editor for {game} packs in this build yet ({name__}: {e}).\n\nThe pack is open: you can still save it, and the Problems panel checks it.").format(game=document.game, name__=type(e).__name__, e=e)
            )
            label = QLabel(self.error_text)
            label.setObjectName("editor_missing")
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setMargin(40)
            layout.addWidget(label)
        else:
            layout.addWidget(self.editor)
            self.panels = list(self.editor.side_panels())
            if getattr(type(document.pack), "CARD_KINDS", ()):
                # How each kind of card looks (the same panel for every game).
                from app.cards.layout_panel import CardLayoutsPanel

                self.panels.append(("Card Layouts", CardLayoutsPanel(document)))
        # Imported with the first document, after the window's first paint.
        from app.widgets.problems_panel import ProblemsPanel

        self.problems = ProblemsPanel(document)
