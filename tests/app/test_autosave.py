"""Autosave every 20 edits and on a timer; after a crash the next start restores the work."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from app.commands.set_field import SetFieldCommand
from app.documents import Document

_CRASHING_SESSION = textwrap.dedent(
    """
    import os, sys
    from PySide6.QtCore import QSettings
    from app.commands.set_field import SetFieldCommand
    from app.documents import Document
    from app.main_window import MainWindow, studio_application
    from tests.app.conftest import small_journey_pack

    app = studio_application()
    window = MainWindow(QSettings(sys.argv[1], QSettings.Format.IniFormat), sys.argv[2])
    doc = Document(small_journey_pack())
    window.add_document(doc)
    for i in range(20):  # the 20th edit writes the autosave file
        doc.push(SetFieldCommand(doc, "countries[0].x", float(i + 1), merge=False))
    doc.push(SetFieldCommand(doc, "name", "Crashed before saving", merge=False))
    window.autosave.save_all()  # what the 30-second timer does
    os._exit(3)  # a crash: no clean close, the autosave file stays behind
    """
)


def test_twenty_edits_write_an_autosave_file_and_saving_removes_it(main_window, journey_tab, tmp_path):
    doc = journey_tab.document
    for i in range(19):
        doc.push(SetFieldCommand(doc, "countries[0].y", float(i), merge=False))
    pack_file, _meta = main_window.autosave.files_of(doc)
    assert not pack_file.exists()
    doc.push(SetFieldCommand(doc, "countries[0].y", 99.0, merge=False))
    assert pack_file.exists()
    main_window.save_document(doc, tmp_path / "saved.json")
    assert not pack_file.exists()


def test_the_timer_autosaves_unsaved_documents_only(main_window, journey_tab, journey_pack):
    clean = Document(journey_pack)
    main_window.add_document(clean)
    doc = journey_tab.document
    doc.push(SetFieldCommand(doc, "name", "Edited"))
    main_window.autosave.timer.timeout.emit()
    assert main_window.autosave.files_of(doc)[0].exists()
    assert not main_window.autosave.files_of(clean)[0].exists()


def test_a_clean_close_leaves_no_autosave_files(make_window, autosave_dir, journey_pack, dialogs):
    window = make_window()
    doc = Document(journey_pack)
    window.add_document(doc)
    doc.push(SetFieldCommand(doc, "name", "Edited"))
    window.autosave.save_all()
    assert list(autosave_dir.glob("*.pack.json"))
    dialogs.answer = QMessageBox.StandardButton.Discard
    window.close()
    assert not list(autosave_dir.glob("*"))


def test_after_a_crash_the_next_start_offers_to_restore(make_window, settings, autosave_dir, dialogs, journey_pack):
    run = subprocess.run(
        [sys.executable, "-c", _CRASHING_SESSION, settings.fileName(), str(autosave_dir)],
        capture_output=True, text=True, timeout=120, cwd=str(Path(__file__).parents[2]),
    )
    assert run.returncode == 3, run.stderr
    assert len(list(autosave_dir.glob("*.pack.json"))) == 1
    dialogs.answer = QMessageBox.StandardButton.Yes
    window = make_window()
    restored = window.offer_recovery()
    assert dialogs.calls[-1][1] == "Restore unsaved work?"
    assert len(restored) == 1
    doc = restored[0]
    assert doc.pack.name == "Crashed before saving" and doc.pack.countries[0].x == 20.0
    assert doc.is_dirty and window.isWindowModified()
    assert doc.undo_stack.undoText() == "Restore autosaved edits"
    assert len(list(autosave_dir.glob("*.pack.json"))) == 1  # the restored document's own file
    assert window.offer_recovery() == []  # nothing left over from the crash


def test_declining_recovery_discards_the_files(make_window, autosave_dir, dialogs, journey_pack, tmp_path):
    import content

    autosave_dir.mkdir()
    content.save_pack(journey_pack, autosave_dir / "abc.pack.json")
    (autosave_dir / "abc.meta.json").write_text('{"path": null, "name": "Small (untitled)"}')
    dialogs.answer = QMessageBox.StandardButton.No
    window = make_window()
    assert window.offer_recovery() == []
    assert not list(autosave_dir.glob("*"))


def test_a_second_studio_running_at_the_same_time_offers_nothing(qapp, autosave_dir, journey_pack):
    from app.documents.autosave import AutosaveManager

    first, second = AutosaveManager(autosave_dir), AutosaveManager(autosave_dir)
    doc = Document(journey_pack)
    first.watch(doc)
    doc.push(SetFieldCommand(doc, "name", "Mine"))
    first.save(doc)
    assert second.leftovers() == []  # the first studio is alive: its files are not leftovers
    first._lock.unlock()  # as if the first studio had died
    assert [x.name for x in second.leftovers()] == ["Mine (untitled)"]


def test_a_kill_between_the_meta_and_the_pack_restores_no_untitled_document(
        qapp, autosave_dir, journey_pack, monkeypatch):
    """The meta file is written first and atomically (a kill once left it empty, and recovery
    restored the edits as an untitled document, 1 in 24 kill cycles): a session killed before
    its pack file was written leaves nothing to restore, and its lone meta file goes."""
    import content
    from app.documents.autosave import AutosaveManager

    crashed = AutosaveManager(autosave_dir)
    doc = Document(journey_pack, path=autosave_dir.parent / "europe.json")
    crashed.watch(doc)
    doc.push(SetFieldCommand(doc, "name", "Edited"))

    def killed(*_args):
        raise OSError("killed")  # what a kill between the two writes leaves

    with monkeypatch.context() as mp:
        mp.setattr(content, "save_pack", killed)
        try:
            crashed.save(doc)
        except OSError:
            pass
    pack_file, meta_file = crashed.files_of(doc)
    assert meta_file.exists() and not pack_file.exists()
    assert json.loads(meta_file.read_text())["path"].endswith("europe.json")  # whole
    crashed._lock.unlock()  # the crashed studio's lock is free
    later = AutosaveManager(autosave_dir)
    assert later.leftovers() == [] and not meta_file.exists()


def test_the_next_start_removes_the_temporary_files_of_killed_autosaves(qapp, autosave_dir):
    from app.documents.autosave import AutosaveManager

    autosave_dir.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    killed = autosave_dir / f".abc-1.pack.json.{proc.pid}-0badf00d.tmp"
    killed.write_text("half a pack")
    AutosaveManager(autosave_dir).leftovers()
    assert not killed.exists()
