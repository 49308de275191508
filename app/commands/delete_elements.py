"""DeleteElementsCommand: delete Journey countries, seas and links as one undo step."""

from __future__ import annotations

from app.commands.base import PackCommand
from app.documents import ChangeEvent, ChangeKind
from content.edit import journey as ej
from content.names import Ref


class DeleteElementsCommand(PackCommand):
    """Delete countries (with their links, coast entries and cards), seas (with their ship
    cards) and links (country pairs)."""

    def __init__(self, document, countries=(), seas=(), links=()) -> None:
        countries, seas, links = tuple(countries), tuple(seas), tuple(links)
        n = len(countries) + len(seas) + len(links)
        if n == 1 and countries:
            label = ("Delete ", Ref("countries", countries[0]))
        elif n == 1 and seas:
            label = ("Delete ", Ref("seas", seas[0]))
        elif n == 1:
            label = ("Delete link ", Ref("countries", links[0][0]), " – ", Ref("countries", links[0][1]))
        else:
            label = f"Delete {n} elements"
        super().__init__(
            document,
            ej.delete_elements(document.pack, countries, seas, links),
            label,
            ChangeEvent(ChangeKind.ELEMENTS, ("countries", "links", "seas", "cards")),
        )

    @staticmethod
    def can_delete(countries=(), seas=(), links=()) -> bool:
        """True if there is anything to delete."""
        return bool(tuple(countries) or tuple(seas) or tuple(links))
