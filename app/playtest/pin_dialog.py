"""Pin this position (issue 22 §2): the game so far saved into the pack as a scenario.

The dialog asks for a name and what must go on holding at this position as the designer
edits the pack (architecture.md, "Scenarios"):

- a move that must stay legal (one of the legal moves now, by its words);
- a move that must stay refused, with the rule that refuses it (the last move the table
  refused, or one typed in the game's notation);
- the end of the game: these winners, this way (when the game is over).

Before it is kept the scenario is checked as the lint will check it, so a pinned position
always holds when it is pinned; the window writes it into the pack's ``scenarios`` as one
undo step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.i18n.messages import message_text
from app.plugins import end_reason
from content.edit import first_free
from core.api import check_scenario

#: The expectation kinds, in the dialog's order.
LEGAL, ILLEGAL, OVER = "legal", "illegal", "over"


def unique_name(wanted: str, taken: set[str]) -> str:
    """``wanted``, or ``wanted (2)``, ``(3)``… when a scenario already has that name."""
    return first_free(wanted, taken, "{base} ({n})")


class PinDialog(QDialog):
    """Name a position and say what must hold there; ``scenario()`` is the pack entry."""

    def __init__(self, session: Any, taken: set[str], refused: tuple[str, str] | None = None,
                 parent: QWidget | None = None) -> None:
        """``session``: the game at the position to pin; ``taken``: the pack's scenario
        names; ``refused``: the last move the table refused here, ``(text, rule)``."""
        super().__init__(parent)
        self.setObjectName("pin_dialog")
        self.setWindowTitle(translate("PinDialog", "Pin This Position"))
        self.session = session
        s = session
        layout = QVBoxLayout(self)
        intro = QLabel(translate("PinDialog", "The game so far ({n} moves) is kept in the pack as a scenario. The Problems panel says when an edit breaks it.").format(n=s.ply))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.name = QLineEdit(unique_name(translate("PinDialog", "After move {n}").format(n=s.ply), taken))
        self.name.setObjectName("pin_name")
        self.name.setMaxLength(80)
        self.name.selectAll()
        form.addRow(translate("PinDialog", "&Name:"), self.name)
        layout.addLayout(form)
        self._taken = taken

        grid = QGridLayout()
        self.kinds = QButtonGroup(self)
        over = s.is_over()
        legal = [] if over or s.to_move() is None else list(s.legal_moves())
        self.legal_radio = QRadioButton(translate("PinDialog", "This move must stay &legal:"))
        self.legal_radio.setObjectName("pin_legal")
        self.legal_box = QComboBox()
        self.legal_box.setObjectName("pin_legal_move")
        for move in legal:
            self.legal_box.addItem(message_text(s.game.describe(s.state, move, s.names)), str(move))
        self.legal_radio.setEnabled(bool(legal))
        self.legal_box.setEnabled(bool(legal))
        if not legal:
            self.legal_radio.setToolTip(translate("PinDialog", "Nobody decides here: there is no legal move to keep"))
        self.illegal_radio = QRadioButton(translate("PinDialog", "This move must stay &refused:"))
        self.illegal_radio.setObjectName("pin_illegal")
        self.illegal_move = QLineEdit(refused[0] if refused else "")
        self.illegal_move.setObjectName("pin_illegal_move")
        self.illegal_move.setPlaceholderText(translate("PinDialog", "the move, in the game's notation"))
        self.illegal_rule = QLineEdit(refused[1] if refused else "")
        self.illegal_rule.setObjectName("pin_illegal_rule")
        self.illegal_rule.setPlaceholderText(translate("PinDialog", "rule, e.g. T21"))
        self.illegal_rule.setMaxLength(40)
        self.over_radio = QRadioButton(translate("PinDialog", "The game must &end like this:"))
        self.over_radio.setObjectName("pin_over")
        self.over_text = QLabel()
        self.over_text.setWordWrap(True)
        if over:
            res = s.result()
            winners = ", ".join(s.names[k] for k in res.winners) or translate("PinDialog", "nobody")
            self.over_text.setText(translate("PinDialog", "{winners} won: {reason}").format(
                winners=winners, reason=end_reason(s.game.spec.game_id, res.reason)))
        else:
            self.over_text.setText(translate("PinDialog", "(the game is not over)"))
        self.over_radio.setEnabled(over)
        for i, (radio, widgets) in enumerate((
                (self.legal_radio, [self.legal_box]),
                (self.illegal_radio, [self.illegal_move, self.illegal_rule]),
                (self.over_radio, [self.over_text]))):
            self.kinds.addButton(radio, i)
            grid.addWidget(radio, i, 0)
            for j, w in enumerate(widgets):
                grid.addWidget(w, i, 1 + j, 1, 2 if len(widgets) == 1 else 1)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        (self.over_radio if over else self.illegal_radio if refused
         else self.legal_radio if legal else self.illegal_radio).setChecked(True)
        self.illegal_move.textEdited.connect(lambda _t: self.illegal_radio.setChecked(True))
        self.illegal_rule.textEdited.connect(lambda _t: self.illegal_radio.setChecked(True))
        self.legal_box.activated.connect(lambda _i: self.legal_radio.setChecked(True))

        self.message = QLabel()
        self.message.setObjectName("pin_message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(translate("PinDialog", "Pin"))
        self.ok.setObjectName("pin_ok")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 300)
        self.name.setFocus()

    def kind(self) -> str:
        return (LEGAL, ILLEGAL, OVER)[max(self.kinds.checkedId(), 0)]

    def expectation(self) -> dict[str, Any]:
        """The ``expect`` of the scenario as the dialog says it."""
        kind = self.kind()
        if kind == LEGAL:
            return {"legal": self.legal_box.currentData()}
        if kind == ILLEGAL:
            return {"illegal": self.illegal_move.text().strip(), "rule": self.illegal_rule.text().strip()}
        res = self.session.result()
        return {"over": True, "winners": list(res.winners), "reason": res.reason}

    def scenario(self) -> dict[str, Any]:
        """The pack's ``scenarios`` entry: name, the record so far, the expectation."""
        return {"name": self.name.text().strip(), "record": self.session.record().to_json(),
                "expect": self.expectation()}

    def problem(self, pack: Any) -> str:
        """Why the scenario cannot be pinned as it stands ("" when it can): a missing name
        or move, a name already taken, or an expectation that does not hold now."""
        from content.models.common import Scenario

        name = self.name.text().strip()
        if not name:
            return translate("PinDialog", "Give the scenario a name.")
        if name in self._taken:
            return translate("PinDialog", "The pack already has a scenario named “{name}”.").format(name=name)
        if self.kind() == ILLEGAL and not (self.illegal_move.text().strip() and self.illegal_rule.text().strip()):
            return translate("PinDialog", "Say which move must stay refused and by which rule.")
        try:
            scenario = Scenario.model_validate(self.scenario())
        except ValueError as e:
            return translate("PinDialog", "This scenario cannot be kept: {why}").format(why=str(e).splitlines()[0])
        check = check_scenario(pack, scenario, len(self._taken))
        if not check.ok:
            return translate("PinDialog", "It does not hold now: {why}").format(why=message_text(check.message))
        return ""

    def accept(self) -> None:
        pack = self.session.pack
        why = self.problem(pack)
        if why:
            self.message.setText(why)
            return
        super().accept()
