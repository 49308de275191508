"""Every Journey command: redo reaches the edit, undo restores an equal pack, redo again agrees."""

from __future__ import annotations

import pytest

from app.commands.add_card import AddCardCommand
from app.commands.add_colour import AddColourCommand
from app.commands.add_country import AddCountryCommand
from app.commands.add_link import AddLinkCommand
from app.commands.add_sea import AddSeaCommand
from app.commands.delete_colour import DeleteColourCommand
from app.commands.delete_elements import DeleteElementsCommand
from app.commands.move_elements import MoveElementsCommand
from app.commands.remove_card import RemoveCardCommand
from app.commands.rename_element import RenameElementCommand
from app.commands.set_country_cards import SetCountryCardsCommand
from app.commands.set_field import SetFieldCommand
from app.commands.toggle_coast import ToggleCoastCommand
from content.edit import validated

COMMANDS = {
    "add_country": lambda d: AddCountryCommand(d, 3.0, 44.0),
    "add_sea": lambda d: AddSeaCommand(d, 1.0, 1.0),
    "add_link": lambda d: AddLinkCommand(d, "aa", "dd", "bridge"),
    "delete_elements": lambda d: DeleteElementsCommand(d, ["bb"], ["north"], [("cc", "dd")]),
    "move_elements": lambda d: MoveElementsCommand(d, {"aa": (1.0, 2.0)}, {"north": (3.0, 4.0)}),
    "toggle_coast": lambda d: ToggleCoastCommand(d, "north", "cc"),
    "rename_country": lambda d: RenameElementCommand(d, "country", "bb", "be"),
    "rename_sea": lambda d: RenameElementCommand(d, "sea", "north", "baltic"),
    "rename_colour": lambda d: RenameElementCommand(d, "colour", "red", "crimson"),
    "set_country_cards": lambda d: SetCountryCardsCommand(d, "aa", 2),
    "add_colour": lambda d: AddColourCommand(d, "#123456"),
    "delete_colour": lambda d: DeleteColourCommand(d, "teal"),
    "add_ship_card": lambda d: AddCardCommand(d, "ship", "north"),
    "add_plane_card": lambda d: AddCardCommand(d, "plane", "teal"),
    "remove_card": lambda d: RemoveCardCommand(d, ["plane:red:1"]),
    "set_field": lambda d: SetFieldCommand(d, "countries[2].name", "Gamma Major"),
}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_undo_restores_an_equal_pack_and_redo_reaches_the_same_edit(name, journey_document):
    doc = journey_document
    original = doc.pack
    events = []
    doc.changed.connect(events.append)
    doc.push(COMMANDS[name](doc))
    edited = doc.pack
    assert edited != original
    assert validated(edited) == edited  # the edit leaves a valid pack
    assert doc.is_dirty and events
    doc.undo_stack.undo()
    assert doc.pack == original and not doc.is_dirty
    doc.undo_stack.redo()
    assert doc.pack == edited


def test_moves_of_one_drag_merge_and_a_move_back_leaves_nothing(journey_document):
    doc = journey_document
    token = object()
    for x in (1.0, 2.0, 3.0):
        doc.push(MoveElementsCommand(doc, {"aa": (x, 50.0)}, drag=token))
    assert doc.undo_stack.count() == 1
    doc.push(MoveElementsCommand(doc, {"aa": (0.0, 50.0)}, drag=token))
    assert doc.undo_stack.count() == 0


def test_can_predicates(journey_document):
    doc = journey_document
    assert not AddLinkCommand.can_add(doc, "aa", "bb")
    assert AddLinkCommand.can_add(doc, "aa", "ee")
    assert not RenameElementCommand.can_rename(doc, "country", "aa", "bb")
    assert not RenameElementCommand.can_rename(doc, "country", "aa", "Not valid")
    assert RenameElementCommand.can_rename(doc, "country", "aa", "zz")
    assert DeleteColourCommand.can_delete(doc, "red")
    assert not RemoveCardCommand.can_remove(doc, ["country:aa"])
    assert not DeleteElementsCommand.can_delete()
