"""File ▸ Board Image…: choose the picture under a board, its opacity, and lock it.

The dialog edits the pack's ``board_image`` (``content.models.BoardImage``) through one
``SetBoardImageCommand`` when it is accepted (Remove takes the image away, also undoable).
A new image is laid over everything the map draws (nodes, outlines, backdrop), covering it
with its own proportions; the Board Image tool (I)
then moves and scales it with handles once it is unlocked. The path is kept absolute while
the studio holds the pack and saved relative to the pack file; a pack never saved keeps the
full path until its first save, and the dialog says so.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.commands.set_board_image import SetBoardImageCommand
from app.i18n import translate

#: What the file chooser offers.
IMAGE_FILTER = QT_TRANSLATE_NOOP("BoardImageDialog", "Images (*.png *.jpg *.jpeg *.svg);;All files (*)")


def image_size(path: str) -> tuple[float, float] | None:
    """The image's width and height in pixels (SVG: its default size), or None if unreadable."""
    if path.lower().endswith(".svg"):
        from PySide6.QtSvg import QSvgRenderer

        renderer = QSvgRenderer(path)
        size = renderer.defaultSize() if renderer.isValid() else None
    else:
        from PySide6.QtGui import QImageReader

        size = QImageReader(path).size()
    if size is None or size.width() <= 0 or size.height() <= 0:
        return None
    return float(size.width()), float(size.height())


def placed_image(editor, path: str, opacity: float, locked: bool):
    """A BoardImage of ``path`` laid over everything the editor's map draws (its nodes,
    outlines and backdrop: ``scene.drawn_rect()``), proportions kept: it covers that
    rectangle, centred on it along the side where the proportions make it longer."""
    from content.models import BoardImage

    scene = editor.scene
    rect = scene.drawn_rect()
    x0, y0 = scene.to_map(rect.topLeft())
    x1, y1 = scene.to_map(rect.bottomRight())
    left, top = min(x0, x1), max(y0, y1)
    width, height = max(abs(x1 - x0), 1.0), max(abs(y0 - y1), 1.0)
    size = image_size(path)
    if size is not None:
        o, p = scene.to_scene(0.0, 0.0), scene.to_scene(1.0, 1.0)
        sx, sy = p.x() - o.x(), o.y() - p.y()
        # The image's height for the map's width, in map units (its proportions on screen).
        tall = width * sx * size[1] / size[0] / sy
        if tall >= height:  # as wide as the map, taller: centred vertically
            top += (tall - height) / 2
            height = tall
        else:  # as tall as the map, wider: centred horizontally
            wide = height * sy * size[0] / size[1] / sx
            left -= (wide - width) / 2
            width = wide
    return BoardImage(path=path, x=round(left, 4), y=round(top, 4),
                      width=round(width, 4), height=round(height, 4), opacity=opacity, locked=locked)


class BoardImageDialog(QDialog):
    """Chooses the board image of ``editor``'s document; ``accept`` pushes the change."""

    def __init__(self, editor, parent: QWidget | None = None) -> None:
        super().__init__(parent or editor)
        self.setWindowTitle(translate("BoardImageDialog", "Board Image"))
        self.editor = editor
        self.document = editor.document
        image = self.document.pack.board_image
        self.path_edit = QLineEdit(image.path if image else "")
        self.path_edit.setObjectName("board_image_path")
        self.path_edit.setPlaceholderText(translate("BoardImageDialog", "PNG, JPEG or SVG file"))
        browse = QPushButton(translate("BoardImageDialog", "Browse…"))
        browse.clicked.connect(self.browse)
        row = QHBoxLayout()
        row.addWidget(self.path_edit, 1)
        row.addWidget(browse)
        self.opacity = QSpinBox()
        self.opacity.setObjectName("board_image_opacity")
        self.opacity.setRange(0, 100)
        self.opacity.setSuffix(" %")
        self.opacity.setValue(round((image.opacity if image else 0.5) * 100))
        self.locked = QCheckBox(translate("BoardImageDialog", "Locked (the Image tool, I, moves and scales an unlocked image)"))
        self.locked.setObjectName("board_image_locked")
        self.locked.setChecked(image.locked if image else True)
        self.refit = QCheckBox(translate("BoardImageDialog", "Lay it over the whole map again"))
        self.refit.setChecked(image is None)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #5a5f66;")
        form = QFormLayout()
        form.addRow(translate("BoardImageDialog", "Image"), row)
        form.addRow(translate("BoardImageDialog", "Opacity"), self.opacity)
        form.addRow("", self.locked)
        form.addRow("", self.refit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.remove_button = buttons.addButton(translate("BoardImageDialog", "Remove image"), QDialogButtonBox.ButtonRole.DestructiveRole)
        self.remove_button.setEnabled(image is not None)
        self.remove_button.clicked.connect(self.remove)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.path_edit.textChanged.connect(self._update_note)
        self._update_note()
        self.resize(560, self.sizeHint().height())

    def _update_note(self) -> None:
        path = self.path_edit.text().strip()
        folder = self.document.path.parent if self.document.path else None
        if not path:
            text = translate("BoardImageDialog", "No image: choose a file to trace the map over.")
        elif not os.path.isfile(path):
            text = translate("BoardImageDialog", "There is no such file.")
        elif folder is None:
            text = (translate("BoardImageDialog", "This pack has not been saved yet: the image is kept by its full path until you save the pack; from then on it is saved relative to the pack file."))
        else:
            try:
                rel = os.path.relpath(path, folder).replace(os.sep, "/")
            except ValueError:
                rel = path
            text = translate("BoardImageDialog", "Saved in the pack as {rel} (relative to the pack file).").format(rel=rel)
        self.note.setText(text)

    def browse(self) -> None:
        start = self.path_edit.text() or (str(self.document.path.parent) if self.document.path else "")
        path, _ = QFileDialog.getOpenFileName(self, translate("BoardImageDialog", "Board image"), start, translate("BoardImageDialog", IMAGE_FILTER))
        if path:
            self.path_edit.setText(path)
            self.refit.setChecked(True)

    def chosen(self):
        """The BoardImage the dialog describes (None: no file given)."""
        path = self.path_edit.text().strip()
        if not path:
            return None
        path = os.path.abspath(path)
        old = self.document.pack.board_image
        opacity, locked = self.opacity.value() / 100, self.locked.isChecked()
        if old is None or self.refit.isChecked():
            return placed_image(self.editor, path, opacity, locked)
        return old.model_copy(update={"path": path, "opacity": opacity, "locked": locked})

    def accept(self) -> None:
        new = self.chosen()
        if new is not None and new != self.document.pack.board_image:
            label = translate("BoardImageDialog", "Set the board image") if self.document.pack.board_image is None else translate("BoardImageDialog", "Change the board image")
            self.document.push(SetBoardImageCommand(self.document, new, label))
        super().accept()

    def remove(self) -> None:
        if self.document.pack.board_image is not None:
            self.document.push(SetBoardImageCommand(self.document, None, translate("BoardImageDialog", "Remove the board image")))
        self.done(QDialog.DialogCode.Accepted)


def edit_board_image(editor) -> BoardImageDialog:
    """Open the Board Image dialog of ``editor`` (modeless for tests: ``exec`` is the caller's)."""
    dialog = BoardImageDialog(editor)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
