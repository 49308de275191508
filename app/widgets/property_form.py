"""PropertyForm: a generic form for the fields of one pydantic element.

Contract (shared by every editor):

- ``form.set_element(element, path, choices=None, read_only=(), exclude=(), labels=None,
  commit_on_finish=("id",))`` shows ``element`` (a frozen pydantic model, e.g. a Country)
  whose JSON path in the pack is ``path`` (``"countries[3]"``). Calling it again with an
  element of the same type at the same path updates the widgets in place (the field being
  typed in keeps its cursor); otherwise the form is rebuilt. ``set_element(None)`` clears it.
- Widgets by field type: ``str`` -> QLineEdit (a ``#rrggbb`` pattern adds a colour button;
  long texts, a field named ``description`` or with ``max_length`` above 200, get a
  multi-line QPlainTextEdit that emits on every keystroke like a line edit),
  ``int`` -> QSpinBox (range from ``ge``/``le``), ``float`` -> QDoubleSpinBox, ``bool`` ->
  QCheckBox, ``Literal[...]`` -> QComboBox, and any field named in ``choices`` (a dict
  ``field -> [(value, label), ...]``, for references such as a country's colour group) ->
  QComboBox. Tuples and nested models are not shown (editors give them their own panels).
  Each widget's tooltip is the field's ``Field(description=...)``.
- The form never edits anything: it emits ``edit_requested(field, value)`` with a value that
  already passed the field's own validation (type and constraints); an invalid entry is
  outlined in red with the reason as tooltip and nothing is emitted. Line edits emit on every
  keystroke (the editor pushes a merging ``SetFieldCommand``), except fields listed in
  ``commit_on_finish`` (ids: a rename updates references), which emit on Enter / focus out.
"""

from __future__ import annotations

import types
import typing
from functools import lru_cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, TypeAdapter, ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate

_HEX_PATTERN = "^#[0-9a-fA-F]{6}$"
_INVALID_STYLE = "border: 1px solid #d0342c;"
#: Strings whose max_length exceeds this get a multi-line edit.
_LONG_TEXT = 200


def _text_of(edit: QLineEdit | QPlainTextEdit) -> str:
    """The text typed in a line edit or a multi-line edit."""
    return edit.toPlainText() if isinstance(edit, QPlainTextEdit) else edit.text()


@lru_cache(maxsize=512)
def _adapter(model: type[BaseModel], field: str) -> TypeAdapter:
    info = model.model_fields[field]
    ann = info.annotation
    if info.metadata:
        ann = Annotated[(ann, *info.metadata)]
    return TypeAdapter(ann)


def _constraint(info, name: str):
    for m in info.metadata:
        if hasattr(m, name) and getattr(m, name) is not None:
            return getattr(m, name)
    return None


def _is_shown(ann) -> bool:
    origin = typing.get_origin(ann)
    if origin in (tuple, list, dict, set, frozenset):
        return False
    if isinstance(ann, type) and issubclass(ann, BaseModel):
        return False
    if origin in (typing.Union, types.UnionType):
        return all(_is_shown(a) for a in typing.get_args(ann) if a is not type(None))
    return True


def _plain(ann):
    """The annotation without ``None`` in a union (``str | None`` -> ``str``)."""
    if typing.get_origin(ann) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(ann) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return ann


def field_label(name: str) -> str:
    """The form's label of a model field ``name`` (``"min_players"`` -> "Min players"), translated.

    ``python -m app.i18n.update`` lists every model field's label under the context "fields".
    """
    return translate("fields", name.replace("_", " ").capitalize())


class PropertyForm(QWidget):
    """A form of one element's fields that emits validated edit requests.

    Signals:
        edit_requested: (field name, new value) when the user changed a field.
    """

    edit_requested = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._element: BaseModel | None = None
        self._path: str | None = None
        self._signature: tuple = ()
        self._widgets: dict[str, QWidget] = {}
        self._setters: dict[str, Any] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self._title = QLabel()
        self._title.setStyleSheet("font-weight: bold;")
        self._title.setWordWrap(True)
        outer.addWidget(self._title)
        self._body = QWidget()
        self._layout = QFormLayout(self._body)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        outer.addWidget(self._body)
        outer.addStretch(1)

    # --- public -------------------------------------------------------------------------

    @property
    def element(self) -> BaseModel | None:
        """The element shown, or None."""
        return self._element

    @property
    def path(self) -> str | None:
        """JSON path of the element shown, or None."""
        return self._path

    def field_widget(self, field: str) -> QWidget | None:
        """The editing widget of ``field`` (for tests and focus), or None."""
        return self._widgets.get(field)

    def set_title(self, text: str) -> None:
        """Show ``text`` above the fields."""
        self._title.setText(text)

    def set_element(
        self,
        element: BaseModel | None,
        path: str | None = None,
        choices: dict[str, list[tuple[Any, str]]] | None = None,
        read_only: typing.Iterable[str] = (),
        exclude: typing.Iterable[str] = (),
        labels: dict[str, str] | None = None,
        commit_on_finish: typing.Iterable[str] = ("id",),
    ) -> None:
        """Show ``element`` at JSON path ``path``; None clears the form."""
        choices = choices or {}
        labels = labels or {}
        signature = (
            type(element),
            path,
            tuple((k, tuple(v)) for k, v in sorted(choices.items())),
            tuple(read_only),
            tuple(exclude),
            tuple(sorted(labels.items())),
            tuple(commit_on_finish),
        )
        self._element = element
        self._path = path
        if element is not None and signature == self._signature:
            self._refresh_values()
            return
        self._signature = signature
        self._rebuild(choices, set(read_only), set(exclude), labels, set(commit_on_finish))

    # --- building -----------------------------------------------------------------------

    def _clear(self) -> None:
        while self._layout.rowCount():
            self._layout.removeRow(0)
        self._widgets.clear()
        self._setters.clear()

    def _rebuild(self, choices, read_only, exclude, labels, commit_on_finish) -> None:
        self._clear()
        element = self._element
        if element is None:
            self._title.setText(translate("PropertyForm", "Nothing selected"))
            return
        if not self._title.text() or self._title.text() == translate("PropertyForm", "Nothing selected"):
            self._title.setText(translate("fields", type(element).__name__))
        model = type(element)
        for name, info in model.model_fields.items():
            if name in exclude or info.alias and info.alias.startswith("$"):
                continue
            ann = _plain(info.annotation)
            if name not in choices and not _is_shown(ann):
                continue
            widget, setter = self._make_widget(model, name, info, ann, choices.get(name), name in commit_on_finish)
            widget.setEnabled(name not in read_only)
            if info.description:
                widget.setToolTip(translate("fields", info.description))
            widget.setObjectName(f"field_{name}")
            label = QLabel(labels.get(name) or field_label(name))
            if info.description:
                label.setToolTip(translate("fields", info.description))
            self._layout.addRow(label, widget)
            self._widgets[name] = widget
            self._setters[name] = setter
        self._refresh_values()

    def _make_widget(self, model, name, info, ann, choice_list, on_finish):
        if choice_list is not None or typing.get_origin(ann) is Literal:
            options = choice_list if choice_list is not None else [(v, str(v)) for v in typing.get_args(ann)]
            box = QComboBox()
            for value, text in options:
                box.addItem(text, value)

            def set_combo(value, box=box, options=options):
                i = box.findData(value)
                if i < 0:  # a dangling reference: show it, so the user sees what is wrong
                    box.addItem(translate("PropertyForm", "{value} (missing)").format(value=value), value)
                    i = box.count() - 1
                box.setCurrentIndex(i)

            box.activated.connect(lambda i, n=name, b=box: self._emit(n, b.itemData(i)))
            return box, set_combo
        if ann is bool:
            check = QCheckBox()
            check.toggled.connect(lambda v, n=name: self._emit(n, bool(v)))
            return check, lambda v, c=check: c.setChecked(bool(v))
        if ann is int:
            spin = QSpinBox()
            lo, hi = _constraint(info, "ge"), _constraint(info, "le")
            spin.setRange(int(lo) if lo is not None else -1_000_000_000, int(hi) if hi is not None else 1_000_000_000)
            spin.setKeyboardTracking(True)
            spin.valueChanged.connect(lambda v, n=name: self._emit(n, int(v)))
            return spin, lambda v, s=spin: s.setValue(int(v))
        if ann is float:
            spin = QDoubleSpinBox()
            spin.setDecimals(4)
            lo, hi = _constraint(info, "ge"), _constraint(info, "le")
            spin.setRange(float(lo) if lo is not None else -1e9, float(hi) if hi is not None else 1e9)
            spin.setSingleStep(0.5)
            spin.valueChanged.connect(lambda v, n=name: self._emit(n, float(v)))
            return spin, lambda v, s=spin: s.setValue(float(v))
        max_len = _constraint(info, "max_length")
        if not on_finish and (name == "description" or (max_len is not None and int(max_len) > _LONG_TEXT)):
            return self._make_text_area(name)
        edit = QLineEdit()
        if max_len:
            edit.setMaxLength(int(max_len))
        if on_finish:
            edit.editingFinished.connect(lambda n=name, e=edit: self._emit_text(n, e, finished=True))
        else:
            edit.textEdited.connect(lambda _t, n=name, e=edit: self._emit_text(n, e))

        def set_text(value, e=edit):
            text = "" if value is None else str(value)
            if e.text() != text:
                e.setText(text)
            e.setStyleSheet("")

        if _constraint(info, "pattern") == _HEX_PATTERN:
            box = QWidget()
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            swatch = QPushButton()
            swatch.setFixedWidth(32)
            swatch.setToolTip(translate("PropertyForm", "Choose a colour"))
            row.addWidget(edit, 1)
            row.addWidget(swatch)

            def pick(_checked=False, n=name, e=edit):
                colour = QColorDialog.getColor(QColor(e.text()), self, translate("PropertyForm", "Choose a colour"))
                if colour.isValid():
                    e.setText(colour.name())
                    self._emit_text(n, e)

            swatch.clicked.connect(pick)

            def set_colour(value, e=edit, s=swatch):
                set_text(value, e)
                s.setStyleSheet(f"background-color: {value}; border: 1px solid #555;")

            edit.textChanged.connect(
                lambda t, s=swatch: QColor(t).isValid()
                and len(t) == 7
                and s.setStyleSheet(f"background-color: {t}; border: 1px solid #555;")
            )
            return box, set_colour
        return edit, set_text

    def _make_text_area(self, name: str):
        """A multi-line edit for long strings; emits on each keystroke (merged by the editor)."""
        area = QPlainTextEdit()
        area.setTabChangesFocus(True)
        area.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        line = area.fontMetrics().lineSpacing()
        area.setMinimumHeight(3 * line + 12)
        area.setMaximumHeight(7 * line + 12)
        area.textChanged.connect(lambda n=name, a=area: self._emit_text(n, a))

        def set_plain(value, a=area):
            text = "" if value is None else str(value)
            if a.toPlainText() != text:
                a.setPlainText(text)
            a.setStyleSheet("")

        return area, set_plain

    # --- values -------------------------------------------------------------------------

    def _refresh_values(self) -> None:
        element = self._element
        if element is None:
            return
        for name, setter in self._setters.items():
            widget = self._widgets[name]
            editor = widget if isinstance(widget, (QLineEdit, QPlainTextEdit)) else widget.findChild(QLineEdit)
            value = getattr(element, name)
            # The field being typed in already shows what the user typed: keep its cursor.
            if editor is not None and editor.hasFocus() and _text_of(editor) == str(value):
                continue
            blockers = [widget.blockSignals(True)]
            if editor is not None and editor is not widget:
                blockers.append(editor.blockSignals(True))
            try:
                setter(value)
            finally:
                widget.blockSignals(False)
                if editor is not None and editor is not widget:
                    editor.blockSignals(False)

    def _emit_text(self, name: str, edit: QLineEdit | QPlainTextEdit, finished: bool = False) -> None:
        text = _text_of(edit)
        if finished and self._element is not None and getattr(self._element, name) == text:
            return
        self._emit(name, text, edit)

    def _emit(self, name: str, value: Any, widget: QWidget | None = None) -> None:
        if self._element is None:
            return
        target = widget or self._widgets.get(name)
        try:
            value = _adapter(type(self._element), name).validate_python(value)
        except ValidationError as e:
            if target is not None:
                target.setStyleSheet(_INVALID_STYLE)
                target.setToolTip(e.errors(include_url=False)[0]["msg"])
            return
        if target is not None:
            target.setStyleSheet("")
            info = type(self._element).model_fields[name]
            target.setToolTip(translate("fields", info.description) if info.description else "")
        if getattr(self._element, name) == value:
            return
        self.edit_requested.emit(name, value)

    def keyPressEvent(self, event) -> None:
        # Escape puts the shown values back (drops an invalid entry).
        if event.key() == Qt.Key.Key_Escape:
            self._refresh_values()
            for w in self._widgets.values():
                w.setStyleSheet("")
            event.accept()
            return
        super().keyPressEvent(event)
