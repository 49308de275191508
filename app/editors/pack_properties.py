"""The pack's own properties, shown in every editor's Properties panel when nothing is selected.

``PackProperties`` binds a ``PropertyForm`` (the panel's form: it shows the pack's name, id,
version, author and description when nothing is selected) and a second form for the rules
numbers to a document. It pushes the edits (``SetFieldCommand``, so typing is one undo step
and every change is undoable) and never changes the model itself. The Journey, Trails and
Expedition panels all use it; ``with_rules_form`` builds the panel body for editors whose
Properties panel is a bare ``PropertyForm``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

from app.commands.set_field import SetFieldCommand
from app.widgets.property_form import PropertyForm

#: The pack fields the form does not show (the format's own, not the designer's).
HIDDEN_FIELDS = ("schema_version", "game")


class PackProperties:
    """Shows a document's pack header in ``form`` and its rules in ``rules_form``.

    Attributes:
        document: the Document.
        form: the form the header is shown in (shared with the selection's properties).
        rules_form: the form of the rules numbers (hidden while something is selected).
    """

    def __init__(self, document, form: PropertyForm, rules_form: PropertyForm) -> None:
        self.document = document
        self.form = form
        self.rules_form = rules_form
        rules_form.set_title("Rules")
        rules_form.edit_requested.connect(self._on_rules_form_edit_requested)

    def show(self, title: str | None = None) -> None:
        """Show the pack's own fields and rules (nothing is selected)."""
        pack = self.document.pack
        self.form.set_title(title or f"Pack — {pack.name}")
        self.form.set_element(pack, "", exclude=HIDDEN_FIELDS)
        self.rules_form.set_element(pack.rules, "rules")
        self.rules_form.setVisible(True)

    def hide(self) -> None:
        """Something is selected: the form shows it, the rules are hidden."""
        self.rules_form.setVisible(False)

    def edit(self, field: str, value) -> None:
        """Push the edit of one of the pack's own fields (from ``form``)."""
        self.document.push(SetFieldCommand(self.document, field, value, label=f"Set pack {field}"))

    def _on_rules_form_edit_requested(self, field: str, value) -> None:
        self.document.push(SetFieldCommand(self.document, f"rules.{field}", value))


def with_rules_form(form: PropertyForm) -> tuple[QWidget, PropertyForm]:
    """A Properties panel body: ``form`` above a new rules form, in a scroll area.

    Returns:
        (the panel widget, the rules form).
    """
    rules = PropertyForm()
    rules.setObjectName("rules_form")
    body = QWidget()
    layout = QVBoxLayout(body)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(form)
    layout.addWidget(rules)
    layout.addStretch(1)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setWidget(body)
    return scroll, rules
