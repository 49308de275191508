"""Journey Properties and Cards panels: every edit through the panels is a command."""

from __future__ import annotations

from PySide6.QtCore import Qt


def _form_edit(qtbot, widget, text):
    widget.setFocus()
    widget.selectAll()
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def test_renaming_a_country_id_updates_every_reference(qtbot, journey_editor, user):
    doc = journey_editor.document
    user.click(user.country("bb"))
    form = journey_editor.properties.form
    _form_edit(qtbot, form.field_widget("id"), "be")
    pack = doc.pack
    assert pack.countries[1].id == "be"
    assert {(lk.a, lk.b) for lk in pack.links} >= {("aa", "be"), ("be", "cc")}
    assert "be" in pack.seas[0].coast
    assert {"country:be", "country:be:2"} <= {c.id for c in pack.cards}
    assert journey_editor.selection == (("country", "be"),)
    assert doc.undo_stack.count() == 1


def test_renaming_to_a_taken_id_changes_nothing(qtbot, journey_editor, user):
    doc = journey_editor.document
    user.click(user.country("bb"))
    _form_edit(qtbot, journey_editor.properties.form.field_widget("id"), "aa")
    assert doc.undo_stack.count() == 0


def test_typing_a_name_is_one_step_and_shows_on_the_map(qtbot, journey_editor, user):
    doc = journey_editor.document
    user.click(user.country("aa"))
    edit = journey_editor.properties.form.field_widget("name")
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "Arcadia")
    assert doc.pack.countries[0].name == "Arcadia"
    assert doc.undo_stack.count() == 1
    assert journey_editor._countries["aa"].label.text == "Arcadia"


def test_two_cards_combo_adds_the_second_card(journey_editor, user):
    doc = journey_editor.document
    user.click(user.country("aa"))
    combo = journey_editor.properties.form.field_widget("cards")
    combo.setCurrentIndex(combo.findData(2))
    combo.activated.emit(combo.currentIndex())
    assert doc.pack.countries[0].cards == 2
    assert "country:aa:2" in {c.id for c in doc.pack.cards}
    assert journey_editor._countries["aa"].label.text == "Alpha *"


def test_colour_combo_offers_the_groups(journey_editor, user):
    doc = journey_editor.document
    user.click(user.country("aa"))
    combo = journey_editor.properties.form.field_widget("colour")
    assert [combo.itemData(i) for i in range(combo.count())] == ["red", "teal"]
    combo.setCurrentIndex(1)
    combo.activated.emit(1)
    assert doc.pack.countries[0].colour == "teal"


def test_colour_groups_add_edit_and_delete(qtbot, journey_editor):
    doc = journey_editor.document
    panel = journey_editor.properties
    qtbot.mouseClick(panel.add_colour_button, Qt.MouseButton.LeftButton)
    assert len(doc.pack.colours) == 3
    new_id = doc.pack.colours[-1].id
    assert journey_editor.selection == (("colour", new_id),)
    _form_edit(qtbot, panel.form.field_widget("name"), "Violet")
    assert doc.pack.colours[-1].name == "Violet"
    assert panel.remove_colour_button.isEnabled()
    qtbot.mouseClick(panel.remove_colour_button, Qt.MouseButton.LeftButton)
    assert len(doc.pack.colours) == 2
    assert panel.colour_table.rowCount() == 2


def test_nothing_selected_edits_the_pack_and_its_rules(qtbot, journey_editor):
    doc = journey_editor.document
    panel = journey_editor.properties
    assert panel.rules_form.isVisible()
    spin = panel.rules_form.field_widget("holder_size")
    spin.setValue(8)
    assert doc.pack.rules.holder_size == 8
    _form_edit(qtbot, panel.form.field_widget("name"), "Tiny world")
    assert doc.pack.name == "Tiny world"


def test_cards_panel_adds_and_removes_ship_and_plane_cards(qtbot, journey_editor):
    doc = journey_editor.document
    cards = journey_editor.cards_panel
    before = len(doc.pack.cards)
    qtbot.mouseClick(cards.add_ship_button, Qt.MouseButton.LeftButton)
    cards.colour_box.setCurrentIndex(cards.colour_box.findData("teal"))
    qtbot.mouseClick(cards.add_plane_button, Qt.MouseButton.LeftButton)
    ids = [c.id for c in doc.pack.cards]
    assert "ship:north:2" in ids and "plane:teal:2" in ids
    assert cards.model.rowCount() == before + 2
    assert "11 cards" in cards.summary.text()
    row = ids.index("ship:north:2")
    cards.table.selectRow(row)
    assert cards.remove_button.isEnabled()
    qtbot.mouseClick(cards.remove_button, Qt.MouseButton.LeftButton)
    assert "ship:north:2" not in [c.id for c in doc.pack.cards]
    cards.table.selectRow(0)  # a country card cannot be removed
    assert not cards.remove_button.isEnabled()


def test_link_properties_change_its_kind(journey_editor, user):
    doc = journey_editor.document
    a, b = user.country("aa"), user.country("bb")
    user.click((a + b) / 2)
    assert journey_editor.selection == (("link", "aa", "bb"),)
    combo = journey_editor.properties.form.field_widget("kind")
    combo.setCurrentIndex(combo.findData("ferry"))
    combo.activated.emit(combo.currentIndex())
    assert doc.pack.links[0].kind == "ferry"
    assert doc.undo_stack.undoText() == "Change the kind of link Alpha – Beta"


def test_coast_toggle_redraws_the_coast_lines_and_marks(main_window, journey_editor, user):
    from app.tools.journey_coast import JourneyCoastTool

    main_window.tool_action(journey_editor.tool(JourneyCoastTool)).trigger()
    user.click(user.sea("north"))
    user.click(user.country("dd"))
    assert set(journey_editor._coasts["north"]) == {"aa", "bb", "ee", "dd"}
    assert journey_editor._countries["dd"].emphasised
    user.click(user.country("aa"))
    assert "aa" not in journey_editor._coasts["north"]
    assert not journey_editor._countries["aa"].emphasised


def test_colour_display_change_recolours_its_countries(qtbot, journey_editor):
    from app.commands.set_field import SetFieldCommand

    doc = journey_editor.document
    before = journey_editor._countries["aa"].pixmap().toImage()
    doc.push(SetFieldCommand(doc, "colours[0].display", "#00ff00"))
    assert journey_editor._looks["aa"][3] == "#00ff00"
    assert journey_editor._countries["aa"].pixmap().toImage() != before


def test_cards_table_follows_a_renamed_country(qtbot, journey_editor, user):
    cards = journey_editor.cards_panel
    user.click(user.country("bb"))
    edit = journey_editor.properties.form.field_widget("name")
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "Bravo")
    names = [cards.model.index(r, 2).data() for r in range(cards.model.rowCount())]
    assert names.count("Bravo") == 2  # country:bb and country:bb:2
