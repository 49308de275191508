"""The report of an A/B run (``core.api.compare``): what changed from A to B, each change with
its 95 % interval (the significant ones marked), each element's heat per game in A and B
(with Newcombe's interval where the heat counts games, ``heat_view.share_heat``), and both
versions' heat side by side on their own boards, on one scale; each version's full report in
a tab of its own.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.i18n.messages import translate_message
from app.simulation.heat_view import (
    HeatBoardView,
    HeatLegendWidget,
    format_heat,
    heat_board,
    heat_marks,
    heat_per_game,
    heat_scale,
    nice_scale,
    no_heat_text,
    share_heat,
)
from app.simulation.results_view import (
    SimulationResultsWidget,
    _item,
    _table,
    element_kind,
)

#: Background of a significant difference's row.
SIGNIFICANT = QColor("#fde7c4")
_MUTED = "color: #5a5f66;"


def _value(kind: str, value: float) -> str:
    return f"{value * 100:.1f} %" if kind == "share" else f"{value:.2f}"


def _diff(kind: str, value: float) -> str:
    if kind == "share":
        return translate("ComparisonResultsWidget", "{value:+.1f} pts").format(value=value * 100)
    return f"{value:+.2f}"


def _interval(kind: str, interval) -> str:
    if interval is None:
        return "–"
    lo, hi = interval
    if kind == "share":
        return translate("ComparisonResultsWidget", "{lo:+.1f} to {hi:+.1f} pts").format(
            lo=lo * 100, hi=hi * 100)
    return translate("ComparisonResultsWidget", "{lo:+.2f} to {hi:+.2f}").format(lo=lo, hi=hi)



def measure_label(difference) -> str:
    """A ``core`` ``Difference.label`` ("greedy win rate", "games ending by win") in the
    studio's language: its template (a ``msg``) translated, an end reason by ``reason_text``;
    a label without a template (a report read from JSON) as it is."""
    from app.simulation.charts import reason_text
    from content.messages import message_id

    msgid, args = message_id(difference.label)
    if "reason" in args:
        args["reason"] = reason_text(str(args["reason"]))
    return translate_message(msgid, args, difference.label, "rules")

class ComparisonResultsWidget(QWidget):
    """An A/B report.

    Args:
        label_a, label_b: what A and B are ("europe.json on disk", "this document").

    Signals:
        element_activated: a JSON path double-clicked in B's report (the document's pack).
    """

    element_activated = Signal(str)

    def __init__(self, label_a: str, label_b: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("comparison_results")
        self.label_a, self.label_b = label_a, label_b
        self.comparison = None
        self.boards: tuple[HeatBoardView, HeatBoardView] | None = None
        #: the rows of the heat table: ``comparison.heat_differences`` (core), paired by id
        self.heat_changes: tuple = ()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("comparison_tabs")
        outer.addWidget(self.tabs)

        page = QWidget()
        pl = QVBoxLayout(page)
        pl.setContentsMargins(8, 6, 8, 8)
        self.summary = QLabel()
        self.summary.setObjectName("comparison_summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        pl.addWidget(self.summary)
        splitter = QSplitter(Qt.Orientation.Vertical)
        self.table = _table([translate("ComparisonResultsWidget", "Measure"), "A", "B", "B − A",
                             translate("ComparisonResultsWidget", "95 % interval of B − A"), ""], "differences_table")
        self.table.setToolTip(translate("ComparisonResultsWidget", "Each measure in A and B, the significant changes first: ★ marks a change whose 95 % interval leaves out 0"))
        self.measure_tabs = QTabWidget()
        self.measure_tabs.setObjectName("measure_tabs")
        self.measure_tabs.addTab(self.table, translate("ComparisonResultsWidget", "Measures"))
        self.heat_table = _table([translate("ComparisonResultsWidget", "Element"), translate("ComparisonResultsWidget", "Kind"), translate("ComparisonResultsWidget", "A per game"),
                                  translate("ComparisonResultsWidget", "B per game"), "B − A",
                                  translate("ComparisonResultsWidget", "95 % interval of B − A"), ""], "heat_changes_table")
        self.heat_table.setToolTip(translate("ComparisonResultsWidget", "Each element's heat per game in A and B, the significant changes first, then the largest (with many elements, about 1 in 20 unchanged ones is ★ by chance): double-click to select it in the editor"))
        self.heat_table.cellDoubleClicked.connect(self._on_heat_row_double_clicked)
        self.measure_tabs.addTab(self.heat_table, translate("ComparisonResultsWidget", "Heat by element"))
        splitter.addWidget(self.measure_tabs)
        self.heat_area = QWidget()
        self.heat_layout = QHBoxLayout(self.heat_area)
        self.heat_layout.setContentsMargins(0, 0, 0, 0)
        splitter.addWidget(self.heat_area)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([330, 470])
        pl.addWidget(splitter, 1)
        self.tabs.addTab(page, translate("ComparisonResultsWidget", "Differences"))

        self.report_a = SimulationResultsWidget()
        self.report_a.setObjectName("report_a")
        self.report_b = SimulationResultsWidget()
        self.report_b.setObjectName("report_b")
        self.report_b.element_activated.connect(self.element_activated)
        self.tabs.addTab(self.report_a, f"A: {label_a}")
        self.tabs.addTab(self.report_b, f"B: {label_b}")

    def set_comparison(self, comparison, pack_a, pack_b) -> None:
        """Show ``comparison`` (a ``core.api.Comparison``) of ``pack_a`` and ``pack_b``."""
        self.comparison = comparison
        a, b = comparison.a, comparison.b
        cut = translate("ComparisonResultsWidget", " · <b>cancelled</b>") if comparison.cancelled else ""
        # one source for every count of ★: the comparison's own (core)
        n = comparison.significant_measures
        changes = (translate("ComparisonResultsWidget", "<b>{n}</b> significant change (★) among the measures") if n == 1
                   else translate("ComparisonResultsWidget", "<b>{n}</b> significant changes (★) among the measures")).format(n=n)
        if any(h.interval is not None for h in comparison.heat_differences):
            k = comparison.significant_heat
            changes += (translate("ComparisonResultsWidget", ", <b>{n}</b> in the heat of an element") if k == 1
                        else translate("ComparisonResultsWidget", ", <b>{n}</b> in the heat of elements")).format(n=k)
        if len(set(a.seats)) == 1:
            seats = translate("ComparisonResultsWidget", "{bot} in every seat, rotated").format(bot=a.seats[0])
        else:
            seats = translate("ComparisonResultsWidget", "seats {seats} rotated").format(seats=", ".join(a.seats))
        self.summary.setText(
            f"<b>A</b>: {self.label_a} · <b>B</b>: {self.label_b} · "
            + translate("ComparisonResultsWidget", "{a} + {b} games on the same seeds (seed {seed})").format(
                a=len(a.games), b=len(b.games), seed=a.seed)
            + f", {seats}{cut} · {changes}")
        self._fill_table(comparison)
        self._fill_heat_table(comparison)
        self.report_a.set_result(a)
        self.report_b.set_result(b)
        self._show_heat(a, b, pack_a, pack_b)

    def _fill_table(self, comparison) -> None:
        table = self.table
        # the significant changes first (the news), then the rest, each in the fixed order
        diffs = sorted(comparison.differences, key=lambda d: not d.significant)
        table.setRowCount(len(diffs))
        bold = QFont(table.font())
        bold.setBold(True)
        for r, d in enumerate(diffs):
            cells = [_item(measure_label(d), tip=d.measure), _item(_value(d.kind, d.a), True),
                     _item(_value(d.kind, d.b), True), _item(_diff(d.kind, d.diff), True),
                     _item(_interval(d.kind, d.interval), True),
                     _item(translate("ComparisonResultsWidget", "★ significant") if d.significant else "")]
            for c, cell in enumerate(cells):
                if d.significant:
                    cell.setBackground(QBrush(SIGNIFICANT))
                    cell.setFont(bold)
                table.setItem(r, c, cell)
        table.resizeColumnsToContents()
        n = comparison.significant_measures
        self.measure_tabs.setTabText(0, translate("ComparisonResultsWidget", "Measures")
                                     + (f" ({n} ★)" if n else ""))
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, header.ResizeMode.Stretch)

    def _fill_heat_table(self, comparison) -> None:
        game = comparison.a.game
        changes = comparison.heat_differences
        self.heat_changes = changes
        table = self.heat_table
        table.setRowCount(len(changes))
        share = share_heat(game)
        bold = QFont(table.font())
        bold.setBold(True)
        kind = "share" if share else "mean"
        only = {"a": translate("ComparisonResultsWidget", "only in A"),
                "b": translate("ComparisonResultsWidget", "only in B")}
        for r, c in enumerate(changes):
            diff = _diff(kind, c.diff) if share else f"{c.diff:+.2f}"
            path = c.b if c.b is not None else c.a
            mark = translate("ComparisonResultsWidget", "★ significant") if c.significant else ""
            if c.only_in:
                mark = f"{only[c.only_in]} {mark}".strip()
            cells = [_item(c.name, tip=f"{c.id} · A: {c.a or '–'} · B: {c.b or '–'}"),
                     _item(element_kind(path)),
                     _item(format_heat(game, c.value_a) if c.a is not None else "–", True),
                     _item(format_heat(game, c.value_b) if c.b is not None else "–", True),
                     _item(diff, True), _item(_interval(kind, c.interval), True), _item(mark)]
            for col, cell in enumerate(cells):
                # a double-click selects the element in B, the document (none when only in A)
                cell.setData(Qt.ItemDataRole.UserRole, c.b)
                if c.significant:
                    cell.setBackground(QBrush(SIGNIFICANT))
                    cell.setFont(bold)
                table.setItem(r, col, cell)
        table.resizeColumnsToContents()
        label = translate("ComparisonResultsWidget", "Heat by element")
        if changes:
            label += f" ({comparison.significant_heat} ★)" if share else f" ({len(changes)})"
        self.measure_tabs.setTabText(1, label)
        self.measure_tabs.setTabEnabled(1, bool(changes))
        self.measure_tabs.setTabToolTip(
            1, "" if share or not changes else translate(
                "ComparisonResultsWidget", "This game's heat is a mean per game whose games' values "
                "the report does not keep: its changes have no interval"))

    def _on_heat_row_double_clicked(self, row: int, _col: int) -> None:
        cell = self.heat_table.item(row, 0)
        if cell is None:
            return
        path = cell.data(Qt.ItemDataRole.UserRole)
        if path:
            self.element_activated.emit(path)
        else:
            from PySide6.QtGui import QCursor
            from PySide6.QtWidgets import QToolTip

            QToolTip.showText(QCursor.pos(), translate(
                "ComparisonResultsWidget", "{name} is only in A: this document does not have it").format(
                    name=cell.text()), self.heat_table)

    def _show_heat(self, a, b, pack_a, pack_b) -> None:
        while self.heat_layout.count():
            w = self.heat_layout.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        if not (a.heat_available and b.heat_available):
            note = QLabel(no_heat_text(a.game))
            note.setObjectName("no_heat")
            note.setWordWrap(True)
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            note.setStyleSheet(_MUTED)
            self.heat_layout.addWidget(note)
            self.boards = None
            return
        heat_a, heat_b = heat_per_game(a), heat_per_game(b)
        scale, step = nice_scale(heat_scale(heat_a, heat_b))
        view_a = HeatBoardView(pack_a, f"A: {self.label_a}")
        view_b = HeatBoardView(pack_b, f"B: {self.label_b}")
        view_a.setObjectName("heat_board_a")
        view_b.setObjectName("heat_board_b")
        view_a.show_heat(heat_marks(heat_a, scale), heat_board(a))
        view_b.show_heat(heat_marks(heat_b, scale), heat_board(b))
        self.legend = HeatLegendWidget()
        self.legend.set_scale(a.game, scale, step,
                              translate("ComparisonResultsWidget", "One scale for both boards: the same colour is the same heat."))
        side = QWidget()
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 24, 0, 0)
        sl.addWidget(self.legend)
        sl.addStretch(1)
        self.heat_layout.addWidget(view_a, 1)
        self.heat_layout.addWidget(view_b, 1)
        self.heat_layout.addWidget(side)
        self.boards = (view_a, view_b)

    # ------------------------------------------------------------------ for tests

    def rows(self, table=None) -> list[tuple[str, ...]]:
        """The differences table's text (or ``table``'s: ``heat_table``), row by row."""
        t = self.table if table is None else table
        return [tuple(t.item(r, c).text() for c in range(t.columnCount()))
                for r in range(t.rowCount())]

