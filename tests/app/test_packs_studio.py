"""The studio's pack files: File ▸ New… (blank packs and templates), Save As's $schema and new
id, Export / Import Pack, Print and Play, View ▸ Export Image, and the pack's own properties
in every game's Properties panel, with undo."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

import content
from app.documents import Document
from app.pack_actions import NewPackDialog, suggested_id
from content.packfile import read_packfile, write_packfile

Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


@pytest.fixture
def inputs(monkeypatch):
    """QInputDialog and the folder dialog answered from lists; each call is recorded."""

    class Inputs:
        texts: list = []
        items: list = []
        ints: list = []
        folders: list = []
        calls: list = []

    fake = Inputs()

    def get_text(_parent, title, _label, _mode=None, text="", *_a, **_k):
        fake.calls.append(("text", title, text))
        return fake.texts.pop(0) if fake.texts else (text, True)

    def get_item(_parent, title, _label, items, current=0, *_a, **_k):
        fake.calls.append(("item", title, items))
        return fake.items.pop(0) if fake.items else (items[current], True)

    def get_int(_parent, title, _label, value=0, *_a, **_k):
        fake.calls.append(("int", title, value))
        return fake.ints.pop(0) if fake.ints else (value, True)

    def get_folder(*_a, **_k):
        fake.calls.append(("folder", "", ""))
        return fake.folders.pop(0) if fake.folders else ""

    monkeypatch.setattr(QInputDialog, "getText", get_text)
    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    monkeypatch.setattr(QInputDialog, "getInt", get_int)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", get_folder)
    return fake


def _choose(monkeypatch, kind: str, key: str) -> None:
    def exec_(self):
        self.choose(kind, key)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewPackDialog, "exec", exec_)


# --- File ▸ New… --------------------------------------------------------------------------


def test_new_has_ctrl_n_and_offers_every_blank_pack_and_template(qtbot, main_window):
    assert QKeySequence(QKeySequence.StandardKey.New) in main_window.new_action.shortcuts()
    dialog = NewPackDialog(main_window)
    qtbot.addWidget(dialog)
    entries = [dialog.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.list.count())]
    assert entries == [("blank", "journey"), ("blank", "trails"), ("blank", "expedition"),
                       ("template", "europe"), ("template", "trails"), ("template", "expedition")]
    dialog.choose("template", "trails")
    assert dialog.choice() == ("template", "trails") and "2 to 5" in dialog.about.text()


@pytest.mark.parametrize("game", ["journey", "trails", "expedition"])
def test_the_new_dialog_creates_each_blank_pack(monkeypatch, main_window, game):
    _choose(monkeypatch, "blank", game)
    main_window.new_action.trigger()
    doc = main_window.current_document()
    assert doc is not None and doc.path is None and not doc.is_dirty
    assert doc.pack == content.blank_pack(game)
    assert main_window.current_tab().editor is not None
    assert [p for p in content.lint(doc.pack) if p.severity == "error"] == []


def test_the_new_dialog_copies_a_template_and_cancel_opens_nothing(monkeypatch, main_window):
    _choose(monkeypatch, "template", "expedition")
    main_window.new_action.trigger()
    assert main_window.current_document().pack == content.default_pack("expedition")
    monkeypatch.setattr(NewPackDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    main_window.new_action.trigger()
    assert main_window.tabs.count() == 1


# --- Save As: $schema and a new id -----------------------------------------------------------


def _resolved_schema(path: Path) -> dict:
    ref = json.loads(path.read_text())["$schema"]
    url = urlparse(ref)
    target = Path(unquote(url.path)) if url.scheme == "file" else path.parent / ref
    return json.loads(target.read_text())


def test_save_as_of_a_template_copy_asks_a_new_id_and_writes_a_schema_that_resolves(
        main_window, tmp_path, dialogs, inputs):
    doc = main_window.new_from_template("europe")
    folder = tmp_path / "elsewhere" / "deeper"
    folder.mkdir(parents=True)
    dialogs.save_path = str(folder / "My Map.json")
    main_window.save_as_action.trigger()
    assert inputs.calls[0][:2] == ("text", "New pack id") and inputs.calls[0][2] == "my-map"
    saved = folder / "My Map.json"
    assert doc.path == saved and not doc.is_dirty
    assert content.load_pack(saved).id == "my-map" and doc.pack.id == "my-map"
    schema = _resolved_schema(saved)
    assert schema["$id"].endswith(":journey") and "properties" in schema
    assert content.load_pack(saved) == doc.pack  # the file and the model agree
    # Saved again, it is no longer a template copy: no question.
    inputs.calls.clear()
    dialogs.save_path = str(folder / "again.json")
    main_window.save_as_action.trigger()
    assert inputs.calls == [] and content.load_pack(folder / "again.json").id == "my-map"
    # The id change is one undo step.
    assert doc.undo_stack.undoText() == "Set pack id"


def test_cancelling_the_new_id_saves_nothing(main_window, tmp_path, dialogs, inputs):
    doc = main_window.new_blank("trails")
    dialogs.save_path = str(tmp_path / "t.json")
    inputs.texts = [("", False)]
    main_window.save_as_action.trigger()
    assert not (tmp_path / "t.json").exists() and doc.path is None
    assert doc.pack.id == "new-trails"


def test_an_invalid_id_is_asked_again(main_window, tmp_path, dialogs, inputs):
    doc = main_window.new_blank("expedition")
    dialogs.save_path = str(tmp_path / "x.json")
    inputs.texts = [("Not An Id!", True), ("world-two", True)]
    main_window.save_as_action.trigger()
    assert dialogs.calls[-1][:2] == ("warning", "Not a pack id")
    assert content.load_pack(tmp_path / "x.json").id == "world-two" == doc.pack.id


def test_a_schema_that_resolves_is_kept(main_window, tmp_path, dialogs, inputs):
    pack = content.default_pack("trails")
    assert pack.json_schema_ref == "../schema/trails.schema.json"
    doc = main_window.add_document(Document(pack)).document
    # The shipped layout, pack next to ../schema/, elsewhere: the relative reference stays.
    packs = tmp_path / "packs"
    packs.mkdir()
    (tmp_path / "schema").mkdir()
    (tmp_path / "schema" / "trails.schema.json").write_text("{}")
    assert main_window.save_document(doc, packs / "t.json")
    assert json.loads((packs / "t.json").read_text())["$schema"] == "../schema/trails.schema.json"
    # Saved where it does not resolve, it gets this installation's schema.
    assert main_window.save_document(doc, tmp_path / "t.json")
    assert _resolved_schema(tmp_path / "t.json")["$id"].endswith(":trails")


def test_suggested_ids():
    assert suggested_id("europe", Path("/x/My Map.json")) == "my-map"
    assert suggested_id("europe", Path("/x/europe.json")) == "europe-copy"
    assert suggested_id("europe", Path("/x/!!!.json")) == "europe-copy"


# --- the pack's own properties in every game --------------------------------------------------


def _edit_line(qtbot, widget, text):
    widget.setFocus()
    widget.selectAll()
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_the_pack_metadata_is_edited_in_every_games_properties_with_undo(
        qtbot, main_window, name):
    pack = content.default_pack(name)
    tab = main_window.add_document(Document(pack))
    editor, doc = tab.editor, tab.document
    bundle = editor.pack_properties if hasattr(editor, "pack_properties") else \
        editor.properties.pack_properties
    form, rules = bundle.form, bundle.rules_form
    assert form.path == "" and rules.isVisibleTo(main_window)
    for field in ("name", "id", "version", "author", "description"):
        assert form.field_widget(field) is not None, field
    _edit_line(qtbot, form.field_widget("author"), "Ada Lovelace")
    assert doc.pack.author == "Ada Lovelace"
    _edit_line(qtbot, form.field_widget("version"), "2.0")
    spin = rules.field_widget("max_rounds")
    spin.setValue(spin.value() + 7)
    assert doc.pack.rules.max_rounds == pack.rules.max_rounds + 7
    assert (doc.pack.author, doc.pack.version) == ("Ada Lovelace", "2.0")
    assert form.field_widget("author").text() == "Ada Lovelace"
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.pack == pack
    assert form.field_widget("author").text() == "" and rules.field_widget("max_rounds").value() == pack.rules.max_rounds
    doc.undo_stack.redo()
    assert doc.pack.author == "Ada Lovelace"


def test_selecting_an_element_hides_the_pack_fields(qtbot, main_window):
    tab = main_window.add_document(Document(content.default_pack("trails")))
    editor = tab.editor
    editor.select_hex(0)
    assert editor.properties.path == "boards[0].hexes[0]"
    assert not editor.pack_properties.rules_form.isVisibleTo(main_window)
    editor.properties.edit_requested.emit("terrain", "water")
    assert tab.document.pack.boards[0].hexes[0].terrain == "water"
    editor.select_hex(None)
    assert editor.properties.path == "" and editor.pack_properties.rules_form.isVisibleTo(main_window)


# --- Export, Import, Print and Play, Export Image ----------------------------------------------


def test_export_pack_prints_the_sheets_on_the_paper_chosen(main_window, tmp_path, dialogs, inputs):
    main_window.new_from_template("trails")
    dialogs.save_path = str(tmp_path / "letter")
    dialogs.answer = Yes  # with the print-and-play PDF
    inputs.items = [("Letter", True)]
    main_window.export_pack_action.trigger()
    assert ("item", "Export pack", ["A4", "Letter"]) in inputs.calls
    pdf = read_packfile(tmp_path / "letter.bcpack").pdf
    assert b"/MediaBox [0 0 612.000000 792.000000]" in pdf  # US Letter, 8.5 × 11 in
    assert b"/MediaBox [0 0 595.000000 842.000000]" not in pdf  # no A4 page
    assert "on Letter" in main_window.statusBar().currentMessage()
    # cancelling the paper writes nothing
    dialogs.save_path = str(tmp_path / "none")
    inputs.items = [("", False)]
    main_window.export_pack_action.trigger()
    assert not (tmp_path / "none.bcpack").exists()


def test_export_then_import_in_the_studio_opens_an_equal_pack(main_window, tmp_path, dialogs,
                                                             inputs):
    main_window.new_from_template("trails")
    doc = main_window.current_document()
    dialogs.save_path = str(tmp_path / "shared")
    dialogs.answer = Yes  # with the print-and-play PDF
    main_window.export_pack_action.trigger()
    path = tmp_path / "shared.bcpack"
    read = read_packfile(path)
    assert read.pack == doc.pack and read.pdf.startswith(b"%PDF")
    assert QImage.fromData(read.preview_png).width() > 100
    out = tmp_path / "imported"
    out.mkdir()
    dialogs.open_paths = [str(path)]
    inputs.folders = [str(out)]
    main_window.import_pack_action.trigger()
    opened = main_window.current_document()
    assert opened is not doc and opened.path == out / "trails.json"
    assert opened.pack.model_copy(update={"json_schema_ref": None}) == \
        doc.pack.model_copy(update={"json_schema_ref": None})
    assert _resolved_schema(opened.path)["$id"].endswith(":trails")
    # Importing again asks before replacing the files; No writes nothing.
    main_window.close_current()
    before = (out / "trails.json").read_bytes()
    dialogs.answer = No
    inputs.folders = [str(out)]
    main_window.import_pack_action.trigger()
    assert dialogs.calls[-1][1] == "Replace the files?" and main_window.tabs.count() == 1
    assert (out / "trails.json").read_bytes() == before


def test_a_refused_import_names_the_file_and_the_problem_and_writes_nothing(
        main_window, tmp_path, dialogs, inputs):
    path = write_packfile(tmp_path / "evil.bcpack", content.blank_pack("journey"),
                          b"\x89PNG\r\n\x1a\n" + b"\0" * 16)
    with zipfile.ZipFile(path, "a") as zf:
        zf.writestr("../../outside.json", "{}")
    out = tmp_path / "out"
    out.mkdir()
    dialogs.open_paths = [str(path)]
    inputs.folders = [str(out)]
    main_window.import_pack_action.trigger()
    kind, title, text = dialogs.calls[-1]
    assert (kind, title) == ("critical", "Cannot import the pack")
    assert "evil.bcpack" in text and "../../outside.json: the path climbs out" in text
    assert list(out.iterdir()) == [] and main_window.tabs.count() == 0
    assert ("folder", "", "") not in inputs.calls  # refused before a folder was asked


def _shared_bcpack(tmp_path, name="shared.bcpack") -> Path:
    return write_packfile(tmp_path / name, content.default_pack("trails"),
                          b"\x89PNG\r\n\x1a\n" + b"\0" * 16)


def test_opening_a_bcpack_offers_to_import_it_and_opens_the_imported_pack(
        main_window, tmp_path, dialogs, inputs):
    """``boardcraft x.bcpack``, ``boardcraft open x.bcpack`` and a double-click all open the
    studio on the file (open_startup_documents): it is offered for import, never read as
    JSON ("not UTF-8 text")."""
    from app.main import open_startup_documents

    path = _shared_bcpack(tmp_path)
    out = tmp_path / "mine"
    out.mkdir()
    dialogs.answer = Yes
    inputs.folders = [str(out)]
    open_startup_documents(main_window, [str(path)])
    kind, title, text = dialogs.calls[0]
    assert (kind, title) == ("question", "Import the content pack?")
    assert "shared.bcpack" in text and "'Trails'" in text
    assert "critical" not in dialogs.kinds()
    assert main_window.current_document().path == out / "trails.json"
    assert (out / "trails.json").is_file()


def test_declining_the_import_of_an_opened_bcpack_writes_nothing(main_window, tmp_path, dialogs,
                                                                inputs):
    path = _shared_bcpack(tmp_path)
    dialogs.answer = No
    assert main_window.open_file(path) is None
    assert main_window.tabs.count() == 0 and ("folder", "", "") not in inputs.calls
    assert not [p for p in tmp_path.rglob("*.json") if "home" not in p.relative_to(tmp_path).parts]


def test_a_zip_named_json_or_a_broken_bcpack_is_named_as_a_pack_file_not_as_bad_text(
        main_window, tmp_path, dialogs, inputs):
    disguised = _shared_bcpack(tmp_path, "disguised.json")
    dialogs.answer = No
    main_window.open_file(disguised)
    assert dialogs.calls[-1][:2] == ("question", "Import the content pack?")
    broken = tmp_path / "broken.bcpack"
    broken.write_bytes(b"PK\x03\x04 not really a zip")
    main_window.open_file(broken)
    kind, title, text = dialogs.calls[-1]
    assert (kind, title) == ("critical", "Cannot import the pack")
    assert "broken.bcpack" in text and "not a zip archive" in text and "UTF-8" not in text


def test_print_and_play_writes_the_pdf_on_the_chosen_paper(main_window, tmp_path, dialogs,
                                                          inputs):
    main_window.new_blank("expedition")
    dialogs.save_path = str(tmp_path / "play")
    inputs.items = [("Letter", True)]
    main_window.print_action.trigger()
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument()
    assert doc.load(str(tmp_path / "play.pdf")) == QPdfDocument.Error.None_
    size = doc.pagePointSize(0)
    assert (round(size.width()), round(size.height())) == (612, 792)
    assert "New Expedition network" in doc.getAllText(0).text()


@pytest.mark.parametrize("reply", [No, Yes])
def test_exporting_a_pack_with_errors_warns_first(main_window, tmp_path, dialogs, monkeypatch,
                                                  reply, holed_trails):
    """No keeps the file unwritten and shows the Problems panel; Yes exports all the same."""
    main_window.open_file(holed_trails)
    warned = []

    def warning(_parent, title, text, *_a, **_k):
        warned.append(text)
        return reply

    monkeypatch.setattr(QMessageBox, "warning", warning)
    dialogs.save_path = str(tmp_path / "shared")
    dialogs.answer = No  # no PDF
    main_window.export_pack_action.trigger()
    assert len(warned) == 1 and "holed.json has 1 error" in warned[0] and "anyway" in warned[0]
    path = tmp_path / "shared.bcpack"
    if reply == No:
        assert not path.exists()
        assert main_window.problems_dock.isVisible()
    else:
        assert read_packfile(path).pack == main_window.current_document().pack


def test_export_image_never_replaces_a_pipe_and_says_why(main_window, tmp_path, dialogs, inputs):
    import os

    main_window.new_from_template("trails")
    os.mkfifo(tmp_path / "board.png")
    dialogs.save_path = str(tmp_path / "board.png")
    inputs.ints = [(48, True)]
    assert main_window.export_image_action.trigger() is None
    assert (tmp_path / "board.png").is_fifo()
    kind, title, text = dialogs.calls[-1]
    assert (kind, title) == ("critical", "Cannot export the image")
    assert text.endswith("board.png: is not a regular file")
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_export_image_writes_the_current_board_as_png_or_svg(main_window, tmp_path, dialogs,
                                                            inputs):
    main_window.new_from_template("trails")
    editor = main_window.current_editor()
    editor.set_board(2)
    dialogs.save_path = str(tmp_path / "board.png")
    inputs.ints = [(48, True)]
    main_window.export_image_action.trigger()
    from app.render import board_scene, image_size

    image = QImage(str(tmp_path / "board.png"))
    assert image.size().toTuple() == image_size(board_scene(editor.document.pack, 2), 48)
    dialogs.save_path = str(tmp_path / "board.svg")
    main_window.export_image_action.trigger()
    assert (tmp_path / "board.svg").read_text().lstrip().startswith("<?xml")
