"""Saves never lose work: Save As asks before replacing a file, never saves over another
tab's file, and a save keeps the file's permissions and symbolic link."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QMessageBox

import content
from app.commands.set_field import SetFieldCommand

Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def _existing(tmp_path, name: str = "europe.json", pack_name: str = "Original"):
    path = tmp_path / name
    content.save_pack(content.default_pack("europe").model_copy(update={"name": pack_name}), path)
    return path


def test_save_as_a_name_without_suffix_asks_before_replacing_that_json_file(
        main_window, tmp_path, dialogs):
    existing = _existing(tmp_path)
    doc = main_window.new_from_template("europe")
    dialogs.save_path = str(tmp_path / "europe")  # the dialog checked "europe": it does not exist
    dialogs.answer = No
    main_window.save_as_action.trigger()
    assert dialogs.calls[-1][:2] == ("question", "Replace the file?")
    assert "europe.json" in dialogs.calls[-1][2]
    assert content.load_pack(existing).name == "Original"  # not replaced
    assert doc.path is None
    dialogs.answer = Yes
    main_window.save_as_action.trigger()
    assert doc.path == existing and not doc.is_dirty
    assert content.load_pack(existing).name == doc.pack.name


def test_save_as_the_full_name_is_not_asked_twice(main_window, tmp_path, dialogs):
    existing = _existing(tmp_path)
    doc = main_window.new_from_template("europe")
    dialogs.save_path = str(existing)  # the dialog itself asked about europe.json
    main_window.save_as_action.trigger()
    assert dialogs.kinds() == ["save_file"]
    assert doc.path == existing


def test_save_as_a_new_name_without_suffix_just_saves(main_window, tmp_path, dialogs):
    doc = main_window.new_from_template("europe")
    dialogs.save_path = str(tmp_path / "fresh")
    main_window.save_as_action.trigger()
    assert dialogs.kinds() == ["save_file"]
    assert doc.path == tmp_path / "fresh.json" and (tmp_path / "fresh.json").is_file()


def test_save_as_onto_a_file_open_in_another_tab_is_refused(main_window, tmp_path, dialogs):
    shared = _existing(tmp_path, "shared.json", "First tab")
    first = main_window.open_file(shared)
    first.push(SetFieldCommand(first, "name", "First tab, edited"))
    (tmp_path / "link.json").symlink_to(shared)
    second = main_window.new_from_template("europe")
    for typed in ("shared.json", "shared", "link.json"):
        dialogs.calls.clear()
        dialogs.save_path = str(tmp_path / typed)
        dialogs.answer = Yes  # even a yes to any question must not save over the other tab
        main_window.save_as_action.trigger()
        assert [c[:2] for c in dialogs.calls] == [
            ("save_file", ""), ("warning", "File open in another tab")], typed
        assert "shared.json" in dialogs.calls[-1][2] and "another tab" in dialogs.calls[-1][2]
        assert second.path is None and second.is_dirty is False
    assert content.load_pack(shared).name == "First tab"  # the file is untouched
    assert first.is_dirty and first in main_window.documents()
    assert main_window.tabs.count() == 2


def test_save_as_onto_the_documents_own_file_is_allowed(main_window, tmp_path, dialogs):
    own = _existing(tmp_path, "own.json")
    doc = main_window.open_file(own)
    doc.push(SetFieldCommand(doc, "name", "Renamed"))
    dialogs.save_path = str(own)
    main_window.save_as_action.trigger()
    assert not doc.is_dirty and content.load_pack(own).name == "Renamed"


def test_saving_keeps_permissions_and_writes_through_a_symlink(main_window, tmp_path, dialogs):
    real_dir = tmp_path / "real"
    real_dir.mkdir()
    real = _existing(real_dir, "europe.json")
    real.chmod(0o644)
    link = tmp_path / "europe-link.json"
    link.symlink_to(real)
    doc = main_window.open_file(link)
    doc.push(SetFieldCommand(doc, "name", "Saved through the link"))
    # autosave goes on writing the unsaved work while the document is open through a link
    pack_file = main_window.autosave.save(doc)
    assert content.load_pack(pack_file).name == "Saved through the link"
    main_window.save_action.trigger()
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.stat().st_mode & 0o777 == 0o644
    assert content.load_pack(real).name == "Saved through the link"
    assert not pack_file.exists()  # saved: the autosave file is gone
    assert doc.path == link and main_window.windowTitle().startswith("europe-link.json")
