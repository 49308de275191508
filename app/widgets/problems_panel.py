"""ProblemsPanel: the live list of ``content.lint`` problems of one document.

Contract: ``ProblemsPanel(document)`` checks ``document.pack`` at once (``pack-invalid``
errors for what would stop the pack loading, then ``content.lint``) and again ~300 ms
after the last change (a single-shot QTimer restarted by every ``changed``, so typing stays
smooth). It lists each problem with a severity icon, its code, message and place: the
element's name ("France", "hex (1, -2) of the 3-player board", from ``content.names``),
never an id or a JSON path; names are taken at each run, so a rename shows at the next
one. ``counts_changed(errors, warnings)`` follows every run; double-clicking (or Enter
on) a row emits ``problem_activated(where)``, which the main window passes to the editor's
``select_path``. With nothing to list the panel says so ("No problems") instead of showing
an empty table. If ``content.lint`` does not exist the panel says so and stays empty.
Under the table a word-wrapped detail line shows the whole message of the current row
(messages cut off with "…" in the table can be read without hovering).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStackedLayout,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.i18n.messages import problem_text

#: Delay between the last edit and the lint run, in milliseconds.
LINT_DELAY_MS = 300

_COLUMNS = (QT_TRANSLATE_NOOP("ProblemsModel", "Severity"), QT_TRANSLATE_NOOP("ProblemsModel", "Code"), QT_TRANSLATE_NOOP("ProblemsModel", "Problem"), QT_TRANSLATE_NOOP("ProblemsModel", "Where"))
#: The severities as the table shows them.
_SEVERITY = {"error": QT_TRANSLATE_NOOP("ProblemsModel", "error"),
             "warning": QT_TRANSLATE_NOOP("ProblemsModel", "warning")}


def _lint_function():
    """``content.lint.lint`` if it exists (it is written separately), else None."""
    try:
        from content.lint import lint
    except ImportError:
        return None
    return lint


def _problem(severity: str, code: str, message: str, where: str):
    from content.lint import Problem

    return Problem(severity, code, message, where)


def invalid_problems(pack) -> list:
    """What would stop ``pack`` loading once saved (references, ranges), as error Problems.

    Edits keep packs valid field by field; this catches what spans fields, such as
    ``min_players`` above ``max_players``.
    """
    from content.edit import validated
    from content.errors import PackError

    try:
        validated(pack)
    except PackError as e:
        return [_problem("error", "pack-invalid", translate("problems_panel", "{message} (the pack would not load)").format(message=message), where)
                for where, message in e.problems]
    return []


def height_for_rows(rows: int = 5, widget: QWidget | None = None) -> int:
    """The height a ProblemsPanel needs to show ``rows`` problems: the table's header, the
    rows and a one-line detail under them (in ``widget``'s style and font)."""
    view = QTableView()  # never shown: no parent, or it would appear in the window's corner
    if widget is not None:
        view.setStyle(widget.style())
        view.setFont(widget.font())
    model = ProblemsModel(view)
    view.setModel(model)
    try:
        return (
            view.horizontalHeader().sizeHint().height()
            + rows * view.verticalHeader().defaultSectionSize()
            + 2 * view.frameWidth()
            + 2  # the spacing between the table and the detail line
            + view.fontMetrics().height() + 4  # the detail line and its margins
        )
    finally:
        view.deleteLater()


def severity_text(severity: str) -> str:
    """"error" or "warning" in the studio's language."""
    return translate("ProblemsModel", _SEVERITY.get(severity, severity))


class ProblemsModel(QAbstractTableModel):
    """The rows of the Problems panel: one per ``Problem``."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.problems: list = []
        #: Where each problem is, in people's words (the element's name), row by row.
        self.places: list[str] = []
        style = QWidget().style() if parent is None else parent.style()
        self._icons = {
            "error": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
            "warning": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
        }

    def set_problems(self, problems: list, places: list[str] | None = None) -> None:
        """Replace every row; ``places`` names each problem's element (default: its path)."""
        self.beginResetModel()
        self.problems = list(problems)
        self.places = list(places) if places is not None else [p.where for p in self.problems]
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.problems)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(_COLUMNS)

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("ProblemsModel", _COLUMNS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        p = self.problems[index.row()]
        col = index.column()
        place = self.places[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (severity_text(p.severity), p.code, problem_text(p), place)[col]
        if role == Qt.ItemDataRole.DecorationRole and col == 0:
            return self._icons.get(p.severity)
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("ProblemsModel", "{code}: {message}\nat {place}").format(code=p.code, message=problem_text(p), place=place)
        return None


class ProblemsPanel(QWidget):
    """Lists the lint problems of one document, refreshed shortly after each change.

    Signals:
        counts_changed: (errors, warnings) after each lint run.
        problem_activated: the JSON path of a double-clicked problem.
    """

    counts_changed = Signal(int, int)
    problem_activated = Signal(str)

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._lint = _lint_function()
        self.model = ProblemsModel(self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.doubleClicked.connect(self._on_view_activated)
        self.view.activated.connect(self._on_view_activated)
        self.empty_label = QLabel(translate("ProblemsPanel", "No problems: every check passes."))
        self.empty_label.setObjectName("problems_empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setStyleSheet("color: #5a5f66;")  # muted, yet readable
        self.detail = QLabel("", self)
        self.detail.setObjectName("problems_detail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setContentsMargins(4, 2, 4, 2)
        table_page = QWidget(self)
        table_layout = QVBoxLayout(table_page)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(2)
        table_layout.addWidget(self.view, 1)
        table_layout.addWidget(self.detail)
        self._table_page = table_page
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._stack = QStackedLayout()
        self._stack.addWidget(table_page)
        self._stack.addWidget(self.empty_label)
        layout.addLayout(self._stack)
        self.view.selectionModel().currentRowChanged.connect(self._show_detail)
        self.model.modelReset.connect(self._show_detail)
        self.errors = 0
        self.warnings = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(LINT_DELAY_MS)
        self._timer.timeout.connect(self.run_lint)
        document.changed.connect(self._on_document_changed)
        if self._lint is None:
            self.view.setToolTip(translate("ProblemsPanel", "content.lint is not available in this build"))
            self.empty_label.setText(translate("ProblemsPanel", "No problems found (the design checks are not in this build)."))
        self.run_lint()

    @property
    def problems(self) -> list:
        """The problems of the last run."""
        return self.model.problems

    @property
    def pending(self) -> bool:
        """True while a lint run is scheduled but has not happened yet."""
        return self._timer.isActive()

    def run_lint(self) -> None:
        """Check the document now (validity, then lint) and show the result."""
        self._timer.stop()
        pack = self.document.pack
        problems = invalid_problems(pack)
        if self._lint is not None:
            try:
                problems += list(self._lint(pack))
            except Exception as e:  # lint may assume a valid pack; never let it break editing
                if not problems:
                    raise
                problems.append(_problem("error", "lint-failed", translate("ProblemsPanel", "design checks could not run: {e}").format(e=e), ""))
        order = {"error": 0, "warning": 1}
        problems.sort(key=lambda p: (order.get(p.severity, 2), p.where, p.code))
        from app.i18n.messages import element_text
        from content.names import Namer

        namer = Namer(pack)
        self.model.set_problems(problems, [element_text(pack, p.where, namer) for p in problems])
        self.errors = sum(1 for p in problems if p.severity == "error")
        self.warnings = sum(1 for p in problems if p.severity == "warning")
        self._stack.setCurrentWidget(self._table_page if problems else self.empty_label)
        self.counts_changed.emit(self.errors, self.warnings)

    def _show_detail(self, *_args) -> None:
        """Show the full message of the current row (or a hint) in the detail line."""
        row = self.view.currentIndex().row()
        if 0 <= row < len(self.model.problems):
            p = self.model.problems[row]
            place = translate("ProblemsPanel", " — at {places}").format(places=self.model.places[row]) if p.where else ""
            self.detail.setText(f"{severity_text(p.severity).capitalize()} {p.code}: {problem_text(p)}{place}")
        else:
            self.detail.setText(translate("ProblemsPanel", "Select a problem to read it in full; double-click it to go there."))

    def _on_document_changed(self, _event) -> None:
        self._timer.start()

    def _on_view_activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.problem_activated.emit(self.model.problems[index.row()].where)
