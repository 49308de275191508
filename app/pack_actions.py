"""The studio's pack-file actions: File ▸ New…, Export Pack…, Import Pack…, Print and Play…,
View ▸ Export Image…, and the new id asked when a template copy is first saved.

Each function takes the ``MainWindow`` and uses the static QFileDialog / QMessageBox /
QInputDialog functions (tests patch them). File formats stay in ``content``: this module
draws pictures (``app.render``) and hands bytes to ``content.packfile``.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.i18n.messages import message_text

_BCPACK_FILTER = QT_TRANSLATE_NOOP("pack_actions", "Boardcraft content packs (*.bcpack);;All files (*)")
_PDF_FILTER = QT_TRANSLATE_NOOP("pack_actions", "PDF documents (*.pdf);;All files (*)")
_TABLE_FILTER = QT_TRANSLATE_NOOP("pack_actions", "Card tables (*.csv *.xlsx);;CSV tables (*.csv);;Excel workbooks (*.xlsx)")
_IMAGE_FILTER = QT_TRANSLATE_NOOP("pack_actions", "PNG images (*.png);;SVG images (*.svg)")
def blanks() -> list[tuple[str, str, str]]:
    """(game, list text, description) of each blank pack File ▸ New… offers: every game the
    studio can show, from its content registration."""
    from app.plugins import studio_content_games

    return [(gid, game.blank_label or f"Blank {game.name}", game.blank_description)
            for gid, game in studio_content_games().items()]


def templates() -> list[tuple[str, str, str]]:
    """(template name, list text, description) of each shipped template of a game the studio
    can show."""
    from app.plugins import studio_content_games

    return [(p.key, p.label, p.description) for game in studio_content_games().values()
            for p in game.default_packs]


class NewPackDialog(QDialog):
    """File ▸ New…: each game blank, or a copy of a shipped template.

    ``choice()`` is ``("blank", game)`` or ``("template", name)`` once accepted.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewPackDialog", "New pack"))
        self.list = QListWidget()
        self.list.setObjectName("new_pack_list")
        for kind, rows in (("blank", blanks()), ("template", templates())):
            for key, text, description in rows:
                item = QListWidgetItem(message_text(text, "lint"))
                item.setData(Qt.ItemDataRole.UserRole, (kind, key))
                item.setToolTip(message_text(description, "lint"))
                self.list.addItem(item)
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setMinimumHeight(48)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.currentItemChanged.connect(self._on_list_current_item_changed)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("NewPackDialog", "Start from a blank pack of a game, or from a shipped template:")))
        layout.addWidget(self.list)
        layout.addWidget(self.about)
        layout.addWidget(buttons)
        self.list.setCurrentRow(0)
        self.resize(460, 380)

    def _on_list_current_item_changed(self, item, _previous) -> None:
        self.about.setText(item.toolTip() if item is not None else "")

    def choose(self, kind: str, key: str) -> None:
        """Select the entry ``(kind, key)`` (``("blank", "trails")``, ``("template", "europe")``)."""
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == (kind, key):
                self.list.setCurrentRow(row)
                return
        raise KeyError((kind, key))

    def choice(self) -> tuple[str, str] | None:
        item = self.list.currentItem()
        return tuple(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None


def new_pack(window):
    """File ▸ New… (Ctrl+N): ask which pack, open it untitled; returns the Document or None."""
    dialog = NewPackDialog(window)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.choice() is None:
            return None
        kind, key = dialog.choice()
    finally:
        dialog.deleteLater()
    return window.new_blank(key) if kind == "blank" else window.new_from_template(key)


# --- a new id for a template copy ---------------------------------------------------------


def suggested_id(pack_id: str, target: Path) -> str:
    """An id for a copy of ``pack_id`` saved as ``target``: the file's name made an id, or
    ``<id>-copy`` when that is no id or the same one."""
    from content.models.common import is_id

    stem = re.sub(r"[^a-z0-9_-]+", "-", target.stem.lower()).strip("-_")[:64]
    return stem if stem and is_id(stem) and stem != pack_id else f"{pack_id}-copy"[:64]


def ask_new_id(window, document, target: Path) -> bool:
    """Before a template copy is first saved, ask for its own id and set it (one undo step).

    Returns False when the user cancelled (nothing is saved).
    """
    from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox

    from app.commands.set_field import SetFieldCommand
    from content.models.common import is_id

    pack = document.pack
    text = suggested_id(pack.id, target)
    while True:
        text, ok = QInputDialog.getText(
            window, translate("pack_actions", "New pack id"),
            translate("pack_actions", "This pack is a copy of '{id}'. Give it its own id (lower-case letters, digits, '-' and '_'), so it is not mistaken for the original:").format(id=pack.id),
            QLineEdit.EchoMode.Normal, text)
        if not ok:
            return False
        text = text.strip()
        if is_id(text):
            break
        QMessageBox.warning(window, translate("pack_actions", "Not a pack id"),
                            translate("pack_actions", "'{text}' is not an id: use lower-case letters, digits, '-' and '_', starting with a letter or digit, at most 64 characters.").format(text=text))
    if text != pack.id:
        document.push(SetFieldCommand(document, "id", text, label=translate("pack_actions", "Set pack id"), merge=False))
    return True


# --- export, import, print, images ------------------------------------------------------------


def _suffixed(path: str, suffix: str) -> Path:
    typed = Path(path)
    return typed if typed.suffix.lower() == suffix else typed.with_name(typed.name + suffix)


def export_pack(window) -> Path | None:
    """File ▸ Export Pack…: write the current pack as a .bcpack (preview, optional PDF)."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from app.print_and_play import print_pdf
    from app.render import png_bytes
    from content.packfile import PackfileError, write_packfile

    document = window.current_document()
    if document is None:
        return None
    from content import lint
    from content.lint import errors as lint_errors

    errors = lint_errors(lint(document.pack))
    if errors:
        text = (translate("pack_actions", "{name} has 1 error that the rules cannot play with (see the Problems panel). Whoever imports the pack will see it. Export it anyway?")
                if len(errors) == 1 else
                translate("pack_actions", "{name} has {n} errors that the rules cannot play with (see the Problems panel). Whoever imports the pack will see them. Export it anyway?"))
        answer = QMessageBox.warning(
            window, translate("pack_actions", "Export pack"),
            text.format(name=document.display_name(), n=len(errors)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            window.show_problems()
            return None
    start = Path(window.recent.last_folder()) / f"{document.pack.id}.bcpack"
    path, _ = QFileDialog.getSaveFileName(window, translate("pack_actions", "Export pack"), str(start), translate("pack_actions", _BCPACK_FILTER))
    if not path:
        return None
    target = _suffixed(path, ".bcpack")
    answer = QMessageBox.question(
        window, translate("pack_actions", "Export pack"),
        translate("pack_actions", "Include the print-and-play sheets (a PDF of the cards and the board) in the pack file?"),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes)
    paper = None
    if answer == QMessageBox.StandardButton.Yes:
        paper = _ask_paper(window, translate("pack_actions", "Export pack"))
        if paper is None:
            return None
    pack = document.pack
    try:
        pdf = print_pdf(pack, None, paper) if paper is not None else None
        written = write_packfile(target, pack, png_bytes(pack), pdf)
    except (PackfileError, OSError, ValueError) as e:
        QMessageBox.critical(window, translate("pack_actions", "Cannot export the pack"), str(e))
        return None
    window.statusBar().showMessage(
        (translate("pack_actions", "Exported {written} with its print-and-play sheets on {paper}").format(written=written, paper=translate("pack_actions", "A4") if paper == "a4" else translate("pack_actions", "Letter"))
         if paper is not None else translate("pack_actions", "Exported {written}").format(written=written)), 5000)
    return written


def import_pack(window, path: str | Path | None = None, offer: bool = False):
    """File ▸ Import Pack…: check a .bcpack whole, ask for a folder, write it there, open it.

    ``path``: the file to import (None: a file dialog asks). ``offer``: the file came to be
    opened (File ▸ Open, the command line, a double-click on it): first ask whether to import
    it, naming what it is.

    A refused file is named with every problem in a message box; nothing is written.
    Returns the opened Document, or None.
    """
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from content.packfile import PackfileError, import_packfile, import_plan, read_packfile
    from content.schema import schema_ref

    if path is None:
        paths, _ = QFileDialog.getOpenFileNames(window, translate("pack_actions", "Import pack"), window.recent.last_folder(),
                                                translate("pack_actions", _BCPACK_FILTER))
        if not paths:
            return None
        path = paths[0]
    path = str(path)
    try:
        read = read_packfile(path)
    except PackfileError as e:
        QMessageBox.critical(window, translate("pack_actions", "Cannot import the pack"), str(e))
        return None
    if offer:
        answer = QMessageBox.question(
            window, translate("pack_actions", "Import the content pack?"),
            translate("pack_actions", "{file} is a content pack file (.bcpack) holding '{name}'. The studio edits the pack once it is imported into a folder of yours.\n\nImport it now?").format(file=Path(path).name, name=read.pack.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            return None
    folder = QFileDialog.getExistingDirectory(
        window, translate("pack_actions", "Import '{name}' into folder").format(name=read.pack.name), window.recent.last_folder())
    if not folder:
        return None
    plan = import_plan(read, folder)
    replace = False
    if plan.existing:
        names = "\n".join(f"• {p.name}" for p in plan.existing)
        answer = QMessageBox.question(
            window, translate("pack_actions", "Replace the files?"),
            translate("pack_actions", "{folder} already holds:\n\n{names}\n\nReplace them with the imported pack?").format(folder=folder, names=names),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return None
        replace = True
        if window.files.document_at(plan.pack) is not None:
            QMessageBox.warning(window, translate("pack_actions", "File open in a tab"),
                                translate("pack_actions", "{name} is open in a tab: close it first.").format(name=plan.pack.name))
            return None
    try:
        plan = import_packfile(path, folder, replace=replace, schema_ref=schema_ref)
    except PackfileError as e:
        QMessageBox.critical(window, translate("pack_actions", "Cannot import the pack"), str(e))
        return None
    document = window.open_file(plan.pack)
    if document is not None:
        window.statusBar().showMessage(translate("pack_actions", "Imported {name} into {folder}").format(name=Path(path).name, folder=folder), 5000)
    return document


def _card_set(window, title: str):
    """``(document, field)`` of the current pack's card set, or None having said why."""
    from PySide6.QtWidgets import QMessageBox

    from content.cards_table import card_set_field

    document = window.current_document()
    if document is None:
        window.statusBar().showMessage(translate("pack_actions", "Open a pack first: its card set is what a table holds"), 5000)
        return None
    try:
        return document, card_set_field(document.pack)
    except ValueError:
        QMessageBox.information(window, title, translate("pack_actions", "This game has no card set to write as a table."))
        return None


def export_cards(window) -> Path | None:
    """File ▸ Export Cards…: the current pack's card set as a CSV or XLSX table."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from content.cards_table import export_cards as write_table

    title = translate("pack_actions", "Export cards")
    found = _card_set(window, title)
    if found is None:
        return None
    document, field = found
    start = Path(window.recent.last_folder()) / f"{document.pack.id}-cards.csv"
    path, chosen = QFileDialog.getSaveFileName(window, title, str(start), translate("pack_actions", _TABLE_FILTER))
    if not path:
        return None
    target = Path(path)
    if target.suffix.lower() not in (".csv", ".xlsx"):
        target = _suffixed(path, ".xlsx" if "xlsx" in chosen and "csv" not in chosen else ".csv")
    try:
        written = write_table(document.pack, target)
    except (OSError, ValueError) as e:
        QMessageBox.critical(window, translate("pack_actions", "Cannot export the cards"), f"{target}: {e}")
        return None
    count = len(getattr(document.pack, field))
    window.statusBar().showMessage(translate("pack_actions", "Exported {n} rows of cards to {file}").format(n=count, file=written.name), 5000)
    return written


def import_cards(window) -> bool:
    """File ▸ Import Cards…: replace the current pack's card set by a table's, one undo step.

    A table with any problem is refused whole: every problem is listed with its row and
    column, and the document does not change. Returns whether the cards were taken in.
    """
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from app.commands.import_cards import ImportCardsCommand
    from content.cards_table import CardTableError, describe
    from content.cards_table import import_cards as read_table

    title = translate("pack_actions", "Import cards")
    found = _card_set(window, title)
    if found is None:
        return False
    document, field = found
    paths, _ = QFileDialog.getOpenFileNames(window, title, window.recent.last_folder(), translate("pack_actions", _TABLE_FILTER))
    if not paths:
        return False
    path = Path(paths[0])
    try:
        new = read_table(document.pack, path)
    except CardTableError as e:
        shown = "\n".join(f"• {describe(c, m)}" for c, m in e.problems[:20])
        more = (translate("pack_actions", "\n… and {n} more").format(n=len(e.problems) - 20)
                if len(e.problems) > 20 else "")
        QMessageBox.critical(window, translate("pack_actions", "Cannot import the cards"),
                             translate("pack_actions", "{file} was not taken in; the pack is unchanged.\n\n{problems}{more}").format(
                                 file=path.name, problems=shown, more=more))
        return False
    if new == document.pack:
        window.statusBar().showMessage(translate("pack_actions", "{file} holds the same cards as the pack: nothing changed").format(file=path.name), 5000)
        return False
    document.push(ImportCardsCommand(document, new, field, path.name))
    window.statusBar().showMessage(translate("pack_actions", "Imported {n} rows of cards from {file} (Ctrl+Z undoes it)").format(
        n=len(getattr(new, field)), file=path.name), 5000)
    return True


def _ask_paper(window, title: str) -> str | None:
    """Ask for the paper: ``"a4"``, ``"letter"``, or None when cancelled."""
    from PySide6.QtWidgets import QInputDialog

    choices = [translate("pack_actions", "A4"), translate("pack_actions", "Letter")]
    answer, ok = QInputDialog.getItem(window, title, translate("pack_actions", "Paper:"), choices, 0, False)
    if not ok or answer not in choices:
        return None
    return ("a4", "letter")[choices.index(answer)]


def print_preview(window):
    """File ▸ Print Preview…: the current pack's print-and-play pages, on A4 or Letter, in a
    print preview (the very pages the PDF holds, painted by the same code); its Print button
    sends them to a printer. Returns the dialog, shown window-modal (None when cancelled)."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from app.print_and_play import PAPERS, paint_pages, plan_pages

    document = window.current_document()
    if document is None:
        return None
    paper = _ask_paper(window, translate("pack_actions", "Print preview"))
    if paper is None:
        return None
    pack = document.pack
    pages = plan_pages(pack, paper)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setFullPage(True)  # the pages keep their own 5 mm margins
    printer.setPageLayout(QPageLayout(QPageSize(PAPERS[paper]), QPageLayout.Orientation.Portrait,
                                      QMarginsF(0, 0, 0, 0)))
    printer.setDocName(translate("pack_actions", "{name} — print and play").format(name=pack.name))
    dialog = QPrintPreviewDialog(printer, window)
    dialog.setWindowTitle(translate("pack_actions", "Print preview: {name} ({count} pages)").format(
        name=pack.name, count=len(pages)))
    dialog.paintRequested.connect(lambda device: paint_pages(pages, device, paper))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.printer = printer  # kept alive as long as the dialog
    dialog.open()
    return dialog


def print_and_play(window) -> Path | None:
    """File ▸ Print and Play…: write the current pack's print-and-play PDF (A4 or Letter)."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from app.print_and_play import print_pdf
    from content.io import write_atomic

    document = window.current_document()
    if document is None:
        return None
    start = Path(window.recent.last_folder()) / f"{document.pack.id}.pdf"
    path, _ = QFileDialog.getSaveFileName(window, translate("pack_actions", "Print and play"), str(start), translate("pack_actions", _PDF_FILTER))
    if not path:
        return None
    paper = _ask_paper(window, translate("pack_actions", "Print and play"))
    if paper is None:
        return None
    target = _suffixed(path, ".pdf")
    try:
        write_atomic(target, print_pdf(document.pack, None, paper))
    except OSError as e:
        QMessageBox.critical(window, translate("pack_actions", "Cannot write the PDF"), f"{target}: {e.strerror or e}")
        return None
    window.statusBar().showMessage(translate("pack_actions", "Wrote {target}").format(target=target), 5000)
    return target


def export_image(window) -> Path | None:
    """View ▸ Export Image…: the board shown (a Trails editor's current board) as PNG or SVG."""
    from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

    from app.render import board_scene, write_png, write_svg
    from content.io import move_into_place, reserve_temp, save_target

    document = window.current_document()
    if document is None:
        return None
    editor = window.current_editor()
    board = max(0, getattr(editor, "board_index", 0) or 0)
    start = Path(window.recent.last_folder()) / f"{document.pack.id}.png"
    path, chosen = QFileDialog.getSaveFileName(window, translate("pack_actions", "Export image"), str(start), translate("pack_actions", _IMAGE_FILTER))
    if not path:
        return None
    typed = Path(path)
    if typed.suffix.lower() not in (".png", ".svg"):
        typed = typed.with_name(typed.name + (".svg" if "svg" in chosen.lower() else ".png"))
    dpi = 150.0
    if typed.suffix.lower() == ".png":
        value, ok = QInputDialog.getInt(window, translate("pack_actions", "Export image"),
                                        translate("pack_actions", "Resolution (pixels per inch at print size):"), 150, 10,
                                        2400, 10)
        if not ok:
            return None
        dpi = float(value)
    tmp = None
    try:
        save_target(typed)  # a folder, a device or a pipe: refused before drawing
        tmp = reserve_temp(typed)  # a name of its own: never a user's file
        scene = board_scene(document.pack, board)
        if typed.suffix.lower() == ".png":
            w, h = write_png(scene, tmp, dpi)
        else:
            w, h = write_svg(scene, tmp, document.pack.name)
        scene.deleteLater()
        move_into_place(tmp, typed)
    except OSError as e:
        QMessageBox.critical(window, translate("pack_actions", "Cannot export the image"), f"{typed}: {e.strerror or e}")
        return None
    except IndexError as e:
        QMessageBox.critical(window, translate("pack_actions", "Cannot export the image"), f"{typed}: {e}")
        return None
    finally:
        if tmp is not None and tmp.exists():
            tmp.unlink()
    window.statusBar().showMessage(translate("pack_actions", "Wrote {typed} ({w} x {h})").format(typed=typed, w=w, h=h), 5000)
    return typed
