"""File ▸ Import Cards… / Export Cards… (issue 23 §3): through the menu, one undo step, a
wrong table refused whole with its rows and columns and the document unchanged."""

from __future__ import annotations

import content
from app.documents import Document
from app.main import open_startup_documents


def _trigger(window, title: str) -> None:
    file_menu = window.menuBar().actions()[0].menu()
    action = next(a for a in file_menu.actions() if a.text().replace("&", "") == title)
    assert action.isEnabled()
    action.trigger()


def test_export_then_import_cards_through_the_file_menu(main_window, dialogs, tmp_path):
    doc = Document(content.default_pack("expedition"), None)
    main_window.add_document(doc)
    table = tmp_path / "deck.xlsx"
    dialogs.save_path = str(table)
    _trigger(main_window, "Export Cards…")
    assert table.exists()
    assert "76 rows" in main_window.statusBar().currentMessage()
    # a smaller deck, read back: one undo step
    from openpyxl import load_workbook

    book = load_workbook(table)
    book.active.delete_rows(12, 100)
    book.save(table)
    before = doc.pack
    dialogs.open_paths = [str(table)]
    _trigger(main_window, "Import Cards…")
    assert len(doc.pack.cards) == 10
    assert doc.undo_stack.count() == 1
    assert "deck.xlsx" in doc.undo_stack.undoText()
    doc.undo_stack.undo()
    assert doc.pack == before


def test_a_wrong_table_is_refused_whole_and_nothing_changes(main_window, dialogs, tmp_path):
    doc = Document(content.default_pack("europe"), None)
    main_window.add_document(doc)
    table = tmp_path / "deck.csv"
    table.write_text("id,kind,ref\ncountry:fi,country,fi\ncountry:xx,country,xx\nplane:z,boat,z\n", encoding="utf-8")
    before = doc.pack
    dialogs.open_paths = [str(table)]
    _trigger(main_window, "Import Cards…")
    kind, title, text = dialogs.calls[-1]
    assert kind == "critical" and "pack is unchanged" in text
    assert "row 3, column ref" in text and "row 4, column kind" in text
    assert doc.pack is before and doc.undo_stack.count() == 0


def test_the_card_actions_need_an_open_pack(make_window):
    w = make_window()
    assert not w.import_cards_action.isEnabled() and not w.export_cards_action.isEnabled()
    open_startup_documents(w, [])
    assert w.import_cards_action.isEnabled() and w.export_cards_action.isEnabled()
