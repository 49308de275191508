"""The report of one simulation run: charts of win rates, lengths, scores and end reasons,
the seats' numbers, the first-player advantage, and the content never used (or hottest).

``SimulationResultsWidget.set_result(result)`` shows a ``core.api.SimulationResult``; a
double-click on a content row emits ``element_activated(where)`` with the element's JSON
path, which the studio selects in the document's editor.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.i18n.messages import message_text
from app.plugins import app_games, end_reason
from app.simulation.charts import (
    HistogramChart,
    ReasonsChart,
    WinRateChart,
    entry_names,
    reason_text,
)
from app.simulation.heat_view import format_heat, no_heat_text
from app.widgets.score_parts import part_rows

#: What a game stopped at the engine's move cap says (no game registers it: it is the runner's).
_CUT_OFF_TEXT = QT_TRANSLATE_NOOP("SimulationResultsWidget", "stopped at the engine's move cap (no result)")


def reason_sentence(reason: str, game_id: str | None = None) -> str:
    """What the end reason ``reason`` means, in the rules' words and the studio's language, as
    its game's registration says it (the key itself for a reason no game names)."""
    if reason == "cut_off":
        return translate("SimulationResultsWidget", _CUT_OFF_TEXT)
    ending = end_reason(reason, game_id)
    return translate("PlaytestWindow", ending.sentence) if ending else reason


#: Kinds of element by the first step of their path, for the content tables.
_KIND = {"countries": QT_TRANSLATE_NOOP("SimulationResultsWidget", "country"),
         "seas": QT_TRANSLATE_NOOP("SimulationResultsWidget", "sea"),
         "cards": QT_TRANSLATE_NOOP("SimulationResultsWidget", "card"),
         "boards": QT_TRANSLATE_NOOP("SimulationResultsWidget", "hex"),
         "points": QT_TRANSLATE_NOOP("SimulationResultsWidget", "point"),
         "paths": QT_TRANSLATE_NOOP("SimulationResultsWidget", "path"),
         "colours": QT_TRANSLATE_NOOP("SimulationResultsWidget", "colour group")}
_MUTED = "color: #5a5f66;"
_PATH_ROLE = Qt.ItemDataRole.UserRole


def percent(share: float) -> str:
    return f"{share * 100:.1f} %"


def interval_text(interval, as_percent: bool = True) -> str:
    """A 95 % interval as text ("41.2–55.0 %"), or "–" when it cannot be told."""
    if interval is None:
        return "–"
    lo, hi = interval
    if as_percent:
        return f"{lo * 100:.1f}–{hi * 100:.1f} %"
    return f"{lo:.2f}–{hi:.2f}"


def element_kind(path: str) -> str:
    """What a heat path names ("country", "hex", ...)."""
    first = path.split("[", 1)[0]
    kind = _KIND.get(first)
    return translate("SimulationResultsWidget", kind) if kind else first


def _item(text: str, align_right: bool = False, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if tip:
        item.setToolTip(tip)
    return item


def _table(columns: list[str], name: str) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(columns)
    table.verticalHeader().hide()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return table


class SimulationResultsWidget(QWidget):
    """The report of one run.

    Signals:
        element_activated: the JSON path of a content row double-clicked (str).
    """

    element_activated = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("simulation_results")
        self.result = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 8)
        outer.setSpacing(6)
        self.summary = QLabel()
        self.summary.setObjectName("results_summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.summary)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        charts = QWidget()
        grid = QGridLayout(charts)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        self.win_chart = WinRateChart()
        self.win_chart.setObjectName("win_rate_chart")
        grid.addWidget(self.win_chart, 0, 0)

        length = QWidget()
        ll = QVBoxLayout(length)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.setSpacing(2)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(QLabel(translate("SimulationResultsWidget", "Length in:")))
        self.length_unit = QComboBox()
        self.length_unit.setObjectName("length_unit")
        self.length_unit.addItem(translate("SimulationResultsWidget", "rounds"), "rounds")
        self.length_unit.addItem(translate("SimulationResultsWidget", "moves (plies, chance included)"), "plies")
        self.length_unit.setToolTip(translate("SimulationResultsWidget", "Count a game's length in completed rounds or in moves"))
        self.length_unit.currentIndexChanged.connect(lambda _i: self._show_length())
        row.addWidget(self.length_unit)
        ll.addLayout(row)
        self.length_chart = HistogramChart(translate("SimulationResultsWidget", "Game length"))
        self.length_chart.setObjectName("length_chart")
        ll.addWidget(self.length_chart, 1)
        grid.addWidget(length, 0, 1)

        self.score_chart = HistogramChart(translate("SimulationResultsWidget", "Scores"))
        self.score_chart.setObjectName("score_chart")
        grid.addWidget(self.score_chart, 1, 0)
        reasons = QWidget()
        rl = QVBoxLayout(reasons)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.setSpacing(2)
        self.reasons_chart = ReasonsChart()
        self.reasons_chart.setObjectName("reasons_chart")
        rl.addWidget(self.reasons_chart, 1)
        self.reasons_text = QLabel()
        self.reasons_text.setObjectName("reasons_text")
        self.reasons_text.setWordWrap(True)
        self.reasons_text.setStyleSheet(_MUTED)
        rl.addWidget(self.reasons_text)
        grid.addWidget(reasons, 1, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(0, 1)
        grid.setRowStretch(1, 1)
        splitter.addWidget(charts)

        side = QWidget()
        sl = QVBoxLayout(side)
        sl.setContentsMargins(4, 0, 0, 0)
        sl.setSpacing(6)
        heading = QLabel(translate("SimulationResultsWidget", "Seats"))
        heading.setStyleSheet("font-weight: bold;")
        sl.addWidget(heading)
        self.seats_table = _table([translate("SimulationResultsWidget", "Seat"), translate("SimulationResultsWidget", "Bot"), translate("SimulationResultsWidget", "Wins"),
                                   translate("SimulationResultsWidget", "Win rate"), translate("SimulationResultsWidget", "95 % interval"),
                                   translate("SimulationResultsWidget", "Mean score")], "seats_table")
        self.seats_table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        sl.addWidget(self.seats_table)
        self.search_text = QLabel()
        self.search_text.setObjectName("search_text")
        self.search_text.setWordWrap(True)
        self.search_text.setTextFormat(Qt.TextFormat.RichText)
        self.search_text.setToolTip(translate("SimulationResultsWidget", "A time budget gets as many iterations as the machine's speed and load allow: this is the strength the bot played at"))
        self.search_text.hide()
        sl.addWidget(self.search_text)
        heading = QLabel(translate("SimulationResultsWidget", "First player"))
        heading.setStyleSheet("font-weight: bold;")
        sl.addWidget(heading)
        self.first_text = QLabel()
        self.first_text.setObjectName("first_player_text")
        self.first_text.setWordWrap(True)
        self.first_text.setTextFormat(Qt.TextFormat.RichText)
        sl.addWidget(self.first_text)

        self.parts_heading = QLabel(translate("SimulationResultsWidget", "Where the points come from"))
        self.parts_heading.setStyleSheet("font-weight: bold;")
        sl.addWidget(self.parts_heading)
        self.parts_table = QTableWidget(0, 0)
        self.parts_table.setObjectName("score_parts_table")
        self.parts_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.parts_table.setAlternatingRowColors(True)
        self.parts_table.setWordWrap(False)
        self.parts_table.setToolTip(translate("SimulationResultsWidget", "Mean points per game of each part of the score, seat by seat (a part a seat did not score in a game counts 0 there)"))
        self.parts_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.parts_table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        self.parts_table.setMaximumHeight(260)
        self.parts_table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        sl.addWidget(self.parts_table)

        self.content_tabs = QTabWidget()
        self.content_tabs.setObjectName("content_tabs")
        self.never_table = _table([translate("SimulationResultsWidget", "Name"), translate("SimulationResultsWidget", "Kind"),
                                   translate("SimulationResultsWidget", "JSON path")], "never_used_table")
        self.never_table.setToolTip(translate("SimulationResultsWidget", "Content no game used: double-click to select it in the editor"))
        self.hot_table = _table([translate("SimulationResultsWidget", "Name"), translate("SimulationResultsWidget", "Kind"),
                                 translate("SimulationResultsWidget", "Heat per game")], "hottest_table")
        self.hot_table.setToolTip(translate("SimulationResultsWidget", "The elements that took the most heat: double-click to select one in the editor"))
        for table in (self.never_table, self.hot_table):
            table.cellDoubleClicked.connect(
                lambda row, _col, t=table: self._on_table_double_clicked(t, row))
        self.content_tabs.addTab(self.never_table, translate("SimulationResultsWidget", "Never used"))
        self.content_tabs.addTab(self.hot_table, translate("SimulationResultsWidget", "Hottest"))
        self.content_note = QLabel()
        self.content_note.setObjectName("content_note")
        self.content_note.setWordWrap(True)
        self.content_note.setStyleSheet(_MUTED)
        sl.addWidget(self.content_tabs, 1)
        sl.addWidget(self.content_note)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([960, 430])
        outer.addWidget(splitter, 1)

    # ------------------------------------------------------------------ showing a result

    def set_result(self, result) -> None:
        """Show ``result`` (a ``SimulationResult``)."""
        self.result = result
        games = len(result.games)
        cut = translate("SimulationResultsWidget", ", cancelled after {games} of {requested}").format(
            games=games, requested=result.requested) if result.cancelled else ""
        timing = result.timing
        took = ""
        if timing is not None:
            workers = (translate("SimulationResultsWidget", "{n} worker") if timing.workers == 1
                       else translate("SimulationResultsWidget", "{n} workers")).format(n=timing.workers)
            took = translate("SimulationResultsWidget", " · {seconds:.1f} s ({rate:.0f} games/s, {workers})").format(
                seconds=timing.seconds, rate=timing.games_per_second, workers=workers)
        seats = ", ".join(result.seats)
        count = (translate("SimulationResultsWidget", "<b>{n}</b> game") if games == 1
                 else translate("SimulationResultsWidget", "<b>{n}</b> games")).format(n=games)
        seats_text = (translate("SimulationResultsWidget", "seats: {seats} (rotated)") if result.rotate
                      else translate("SimulationResultsWidget", "seats: {seats}")).format(seats=seats)
        self.summary.setText(
            f"<b>{result.pack_name or result.pack_id}</b> {result.pack_version} · "
            f"{count}{cut} · {seats_text} · "
            + translate("SimulationResultsWidget", "seed {seed}").format(seed=result.seed) + took)
        self.win_chart.set_result(result)
        self._show_length()
        entries = result.bots if result.rotate else result.seat_stats
        title = translate("SimulationResultsWidget", "Score per bot") if result.rotate \
            else translate("SimulationResultsWidget", "Score per seat")
        if all(v in (0, 1) for s in entries for v, _n in s.score.counts):
            title += translate("SimulationResultsWidget", " (1 for a win)")
        self.score_chart.set_series(
            [(name, s.score.counts) for name, s in zip(entry_names(result), entries,
                                                         strict=True)], translate("SimulationResultsWidget", "score"),
            title=title)
        self.reasons_chart.set_reasons(result.reasons, games)
        self.reasons_text.setText("; ".join(f"<b>{reason_text(r)}</b>: {reason_sentence(r, result.game)}"
                                            for r in result.reasons))
        self._fill_seats(result)
        self._fill_search(result)
        self._fill_first(result)
        self._fill_parts(result)
        self._fill_content(result)

    def _show_length(self) -> None:
        result = self.result
        if result is None:
            return
        unit = self.length_unit.currentData()
        dist = result.rounds if unit == "rounds" else result.plies
        spread = translate("SimulationResultsWidget", "mean {mean:.1f}, median {median:g}, {min:g}–{max:g}").format(
            mean=dist.mean, median=dist.median, min=dist.minimum, max=dist.maximum) \
            if dist.count else translate("SimulationResultsWidget", "no games")
        rounds = translate("SimulationResultsWidget", "rounds")
        self.length_chart.set_series([(rounds if unit == "rounds" else translate("SimulationResultsWidget", "plies"), dist.counts)],
                                     rounds if unit == "rounds" else translate("SimulationResultsWidget", "moves"),
                                     title=translate("SimulationResultsWidget", "Game length ({spread})").format(spread=spread))

    def _fill_seats(self, result) -> None:
        rows = [(f"P{s.index + 1}", s.name, s) for s in result.seat_stats]
        if result.rotate:
            rows += [(translate("SimulationResultsWidget", "bot {n}").format(n=j + 1), name, b) for j, (name, b) in
                     enumerate(zip(entry_names(result), result.bots, strict=True))]
        table = self.seats_table
        table.setRowCount(len(rows))
        for r, (place, name, s) in enumerate(rows):
            score = s.score
            mean = f"{score.mean:.2f}" + (f" ± {(score.interval[1] - score.mean):.2f}"
                                           if score.interval else "")
            cells = [_item(place), _item(name), _item(str(s.wins), True),
                     _item(percent(s.win_rate), True),
                     _item(interval_text(s.win_interval), True, translate("SimulationResultsWidget", "95 % Wilson interval")),
                     _item(mean, True, translate("SimulationResultsWidget", "mean ± half its 95 % interval"))]
            for c, cell in enumerate(cells):
                table.setItem(r, c, cell)
        table.resizeColumnsToContents()

    def _fill_search(self, result) -> None:
        """Iterations per decision of each searching bot (MCTS): the strength it got."""
        rows = result.bots if result.rotate else result.seat_stats
        names = [html.escape(n) for n in entry_names(result)]
        lines = [translate("SimulationResultsWidget", "<b>{seat}</b> searched <b>{mean:,.0f}</b> iterations a decision "
                           "(mean), fewest {low:,}, most {high:,}, over {decisions:,} decisions").format(
                     seat=name, mean=s.search.mean, low=s.search.minimum, high=s.search.maximum,
                     decisions=s.search.decisions)
                 for name, s in zip(names, rows, strict=True) if s.search is not None]
        self.search_text.setText("<br>".join(lines))
        self.search_text.setVisible(bool(lines))

    def _fill_first(self, result) -> None:
        first = result.first_player
        if first is None or not first.games:
            self.first_text.setText("<span style='color:#5a5f66'>"
                                    + translate("SimulationResultsWidget", "Not known for these games.")
                                    + "</span>")
            return
        lo, hi = first.interval
        helps = lo > first.fair or hi < first.fair
        verdict = (translate("SimulationResultsWidget", "playing first <b>helps</b>") if first.advantage > 0 else
                   translate("SimulationResultsWidget", "playing first <b>hurts</b>")) if helps else \
            translate("SimulationResultsWidget", "no clear first-player advantage (the interval holds the fair share)")
        by_seat = ", ".join(f"P{s + 1} {n}" for s, n in enumerate(first.by_seat))
        self.first_text.setText(
            translate("SimulationResultsWidget", "The first player won <b>{rate}</b> of {games} games "
                      "(95 %: {interval}); a fair share is {fair}: advantage <b>{advantage:+.1f}</b> "
                      "points, {verdict}.").format(
                rate=percent(first.rate), games=first.games, interval=interval_text(first.interval),
                fair=percent(first.fair), advantage=first.advantage * 100, verdict=verdict)
            + "<br><span style='color:#5a5f66'>"
            + translate("SimulationResultsWidget", "Played first: {seats}.").format(seats=by_seat)
            + "</span>")

    def _fill_parts(self, result) -> None:
        """The mean of each score part per seat (``SimulationResult.breakdown``); shown for a
        game on points only (Journey's parts are the winner's links, worth nothing)."""
        seats = [(f"P{s.index + 1}", s.name) for s in result.seat_stats]
        breakdown = [dict(parts) for parts in result.breakdown[:len(seats)]]
        game = app_games().get(result.game)
        scored = game is not None and game.scored
        rows = [label for label in part_rows([parts.items() for parts in breakdown])
                if any(parts.get(label, 0.0) for parts in breakdown)]
        shown = scored and bool(rows)
        self.parts_heading.setVisible(shown)
        self.parts_table.setVisible(shown)
        t = self.parts_table
        t.clear()
        if not shown:
            t.setRowCount(0)
            return
        t.setColumnCount(len(breakdown))
        t.setRowCount(len(rows))
        t.setHorizontalHeaderLabels([f"{place} {name}" for place, name in seats[:len(breakdown)]])
        t.setVerticalHeaderLabels([message_text(label) for label in rows])
        for c, parts in enumerate(breakdown):
            for r, label in enumerate(rows):
                t.setItem(r, c, _item(f"{parts.get(label, 0.0):+.2f}", True))

    def _fill_content(self, result) -> None:
        games = len(result.games)
        self.content_tabs.setEnabled(result.heat_available)
        if not result.heat_available:
            for table in (self.never_table, self.hot_table):
                table.setRowCount(0)
            self.content_note.setText(no_heat_text(result.game))
            self.content_tabs.setTabText(0, translate("SimulationResultsWidget", "Never used"))
            return
        names = result.names
        never = list(result.never_used)
        self.never_table.setRowCount(len(never))
        for r, path in enumerate(never):
            for c, text in enumerate((message_text(names.get(path, path)), element_kind(path), path)):
                cell = _item(text)
                cell.setData(_PATH_ROLE, path)
                self.never_table.setItem(r, c, cell)
        hot = result.top_heat(25)
        self.hot_table.setRowCount(len(hot))
        for r, (path, value) in enumerate(hot):
            per_game = value / games if games else 0.0
            for c, text in enumerate((message_text(names.get(path, path)), element_kind(path),
                                      format_heat(result.game, per_game))):
                cell = _item(text, c == 2)
                cell.setData(_PATH_ROLE, path)
                self.hot_table.setItem(r, c, cell)
        for table in (self.never_table, self.hot_table):
            table.resizeColumnsToContents()
        self.content_tabs.setTabText(0, translate("SimulationResultsWidget", "Never used ({n})").format(n=len(never)))
        # nothing unused: the hottest content is the news
        self.content_tabs.setCurrentIndex(0 if never else 1)
        note = translate("SimulationResultsWidget", "Double-click a row to select the element in the editor.")
        if not never and games:
            note = translate("SimulationResultsWidget", "Every element that can take heat was used in at least "
                             "one of the {games} games. {note}").format(games=games, note=note)
        self.content_note.setText(note if never or hot else "")

    def _on_table_double_clicked(self, table: QTableWidget, row: int) -> None:
        cell = table.item(row, 0)
        if cell is not None:
            self.element_activated.emit(cell.data(_PATH_ROLE))

    # ------------------------------------------------------------------ for tests

    def never_used_rows(self) -> list[tuple[str, str]]:
        """(name, JSON path) of each row of the never-used table."""
        t = self.never_table
        return [(t.item(r, 0).text(), t.item(r, 0).data(_PATH_ROLE)) for r in range(t.rowCount())]
