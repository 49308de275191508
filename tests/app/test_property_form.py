"""PropertyForm and SetFieldCommand: typing emits validated edits that merge into one step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox

from app.commands.set_field import SetFieldCommand
from app.widgets.property_form import PropertyForm
from content.models.journey import Country, JourneyRules


def test_form_builds_widgets_by_type_with_descriptions_as_tooltips(qtbot):
    form = PropertyForm()
    qtbot.addWidget(form)
    country = Country(id="fr", name="France", colour="orange", cards=2, x=2.0, y=48.0)
    form.set_element(country, "countries[0]", choices={"colour": [("orange", "Orange"), ("blue", "Blue")]})
    assert isinstance(form.field_widget("name"), QLineEdit)
    assert isinstance(form.field_widget("colour"), QComboBox)
    assert isinstance(form.field_widget("cards"), QComboBox)
    assert form.field_widget("name").text() == "France"
    assert form.field_widget("colour").currentData() == "orange"
    assert form.field_widget("name").toolTip() == "Name shown to players and designers."


def test_spin_box_range_comes_from_field_constraints(qtbot):
    form = PropertyForm()
    qtbot.addWidget(form)
    form.set_element(JourneyRules(), "rules")
    spin = form.field_widget("holder_size")
    assert isinstance(spin, QSpinBox)
    assert (spin.minimum(), spin.maximum()) == (2, 40)


def test_invalid_id_is_not_emitted(qtbot):
    form = PropertyForm()
    qtbot.addWidget(form)
    form.set_element(Country(id="fr", name="France", colour="o"), "countries[0]")
    seen = []
    form.edit_requested.connect(lambda f, v: seen.append((f, v)))
    edit = form.field_widget("id")
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "Bad Id")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert seen == []
    assert "border" in edit.styleSheet()


def test_typing_a_name_is_one_undo_step(qtbot, journey_document):
    doc = journey_document
    form = PropertyForm()
    qtbot.addWidget(form)
    form.show()
    form.set_element(doc.pack.countries[0], "countries[0]")
    form.edit_requested.connect(lambda f, v: doc.push(SetFieldCommand(doc, f"countries[0].{f}", v)))
    doc.changed.connect(lambda _e: form.set_element(doc.pack.countries[0], "countries[0]"))
    edit = form.field_widget("name")
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "Atlantis")
    assert doc.pack.countries[0].name == "Atlantis"
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Rename “Alpha” to “Atlantis”"  # typing is one step
    doc.undo_stack.undo()
    assert doc.pack.countries[0].name == "Alpha"
    assert edit.text() == "Alpha"


def test_set_field_command_redo_undo_redo(journey_document):
    doc = journey_document
    original = doc.pack
    cmd = SetFieldCommand(doc, "rules.max_rounds", 50)
    doc.push(cmd)
    assert doc.pack.rules.max_rounds == 50
    doc.undo_stack.undo()
    assert doc.pack == original
    doc.undo_stack.redo()
    assert doc.pack.rules.max_rounds == 50
    assert SetFieldCommand.can_set(doc, "countries[1].name")
    assert not SetFieldCommand.can_set(doc, "countries[99].name")
