"""The charts of a simulation report, drawn with Qt Charts (PySide6's QtCharts module).

- ``WinRateChart``: win rate per seat (per bot when seats rotate) as bars, each with its
  95 % Wilson interval as an error bar, and the fair share as a dashed line;
- ``HistogramChart``: games per value (or per bin of values) of one measure, one bar set
  per series (a seat's scores, the game lengths);
- ``ReasonsChart``: games per way of ending, as horizontal bars.

Each chart keeps the numbers it shows (``bars()``, ``intervals()``), so a test reads what
is drawn.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCharts import (
    QAbstractBarSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QHorizontalBarSeries,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QT_TRANSLATE_NOOP, QMargins, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from app.i18n import translate
from app.plugins import end_reason

#: Bar colours of the seats (and of series in order).
SERIES_COLOURS = ("#3b6fb6", "#d9822b", "#3a9a5b", "#b8475a", "#7a5cb0", "#8c7b4a")
#: Most bars of a histogram; wider ranges are binned.
MAX_BINS = 12
_INTERVAL_PEN = QColor("#1d2730")
_FAIR_PEN = QColor("#6b7480")


def bins(series_counts: Sequence[Sequence[tuple[float, int]]],
         max_bins: int = MAX_BINS) -> tuple[list[str], list[list[int]]]:
    """Shared bins for several exact histograms (``Distribution.counts``).

    Integer values spanning at most ``max_bins`` get one bar each (gaps included, so the
    axis reads evenly); wider ranges are cut into at most ``max_bins`` equal bins ("a–b").
    A long thin tail (the last 2.5 % of the values spread over more than a third of the
    range, such as a few games played to the round limit) goes into one open bar ("74+"),
    so the bulk of the games keeps its detail.

    Returns:
        The bin labels, and for each series its games per bin (every game in one bin).
    """
    values = sorted({float(v) for counts in series_counts for v, _ in counts})
    if not values:
        return [], [[] for _ in series_counts]
    lo, hi = values[0], values[-1]
    integral = all(v.is_integer() for v in values)
    per_value: dict[float, int] = {}
    for counts in series_counts:
        for v, n in counts:
            per_value[float(v)] = per_value.get(float(v), 0) + n
    total = sum(per_value.values())
    cap, running = hi, 0
    for v in values:
        running += per_value[v]
        if running >= 0.975 * total:
            if v > lo and hi - v > (v - lo) * 0.5:
                cap = v
            break
    if integral and cap - lo + 1 <= max_bins:
        width, n_bins = 1.0, int(cap - lo) + 1
    elif integral:
        width = float(math.ceil((cap - lo + 1) / max_bins))
        n_bins = math.ceil((cap - lo + 1) / width)
    else:
        width = (cap - lo) / max_bins or 1.0
        n_bins = max_bins if cap > lo else 1
    starts = [lo + k * width for k in range(n_bins)]
    if integral:
        ends = [min(a + width - 1, cap) for a in starts]
        labels = [f"{int(a)}" if b == a else f"{int(a)}–{int(b)}"
                  for a, b in zip(starts, ends, strict=True)]
    else:
        labels = [f"{a:.3g}–{a + width:.3g}" for a in starts]
    open_bin = cap < hi
    if open_bin:
        labels.append(f"{int(cap) + 1}+" if integral else f"> {cap:.3g}")
    out = []
    for counts in series_counts:
        row = [0] * len(labels)
        for v, n_games in counts:
            v = float(v)
            k = len(labels) - 1 if open_bin and v > cap else \
                min(n_bins - 1, int((v - lo) // width))
            row[k] += n_games
        out.append(row)
    return labels, out


def entry_names(result) -> list[str]:
    """What the charts call each bar: "P1 greedy" per seat, or per bot when seats rotate
    (a bot listed twice told by its place in the seats: "greedy #2", as in A/B labels)."""
    if not result.rotate:
        return [f"P{s.index + 1} {s.name}" for s in result.seat_stats]
    names = list(result.seats)
    return [n if names.count(n) == 1 else f"{n} #{j + 1}" for j, n in enumerate(names)]


class ChartView(QChartView):
    """A chart view with the studio's look (no animation: a report is read, not watched)."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        chart = QChart()
        chart.setTitle(title)
        font = chart.titleFont()
        font.setBold(True)
        font.setPointSizeF(10.5)
        chart.setTitleFont(font)
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.setMargins(QMargins(6, 4, 6, 4))
        chart.setBackgroundRoundness(3)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        super().__init__(chart, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(300, 220)

    def clear(self) -> None:
        """Remove every series and axis."""
        chart = self.chart()
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)

    def _axes(self, series, categories: list[str], y_title: str, y_max: float,
              x_title: str = "", horizontal: bool = False, percent: bool = False):
        chart = self.chart()
        cat = QBarCategoryAxis()
        cat.append(categories)
        cat.setTruncateLabels(False)  # "52+" under a narrow bar is worth a little overlap
        if x_title:
            cat.setTitleText(x_title)
        val = QValueAxis()
        val.setRange(0, y_max)
        val.setTitleText(y_title)
        if percent:
            val.setLabelFormat("%d %%")
            val.setTickCount(6)
        else:
            val.setLabelFormat("%d")
            ticks = _nice_ticks(y_max)
            val.setTickCount(ticks)
        chart.addAxis(cat, Qt.AlignmentFlag.AlignLeft if horizontal else Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(val, Qt.AlignmentFlag.AlignBottom if horizontal else Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(cat)
        series.attachAxis(val)
        return cat, val


def _nice_ticks(y_max: float) -> int:
    """A tick count that puts round numbers on a 0..y_max axis (y_max from ``_nice_max``)."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000):
        if y_max / step <= 8 and float(y_max / step).is_integer():
            return int(y_max / step) + 1
    return 6


def _nice_max(value: float) -> float:
    """The axis top for a largest bar of ``value`` games: a round number above it."""
    if value <= 0:
        return 1.0
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000):
        top = math.ceil(value * 1.08 / step) * step
        if top / step <= 8:
            return float(top)
    return float(math.ceil(value * 1.08))


class WinRateChart(ChartView):
    """Win rate per seat, with each rate's 95 % interval and the fair share."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("WinRateChart", "Win rate per seat"), parent)
        self._bars: list[tuple[str, float]] = []
        self._intervals: list[tuple[float, float]] = []
        self._fair = 0.0

    def bars(self) -> list[tuple[str, float]]:
        """(category, win rate in %) of each bar."""
        return list(self._bars)

    def intervals(self) -> list[tuple[float, float]]:
        """Each bar's interval (low, high) in %, as drawn."""
        return list(self._intervals)

    def fair_share(self) -> float:
        """The fair share line, in %."""
        return self._fair

    def set_result(self, result) -> None:
        """Show the win rates of ``result`` (a ``SimulationResult``)."""
        self.clear()
        chart = self.chart()
        rotated = result.rotate
        entries = result.bots if rotated else result.seat_stats
        chart.setTitle(translate("WinRateChart", "Win rate per bot (seats rotated)") if rotated
                       else translate("WinRateChart", "Win rate per seat"))
        names = entry_names(result)
        # axis labels are rich text: the rate in bold under the seat
        categories = [f"{n}<br><b>{s.win_rate * 100:.1f} %</b>"
                      for n, s in zip(names, entries, strict=True)]
        self._bars = [(n, s.win_rate * 100) for n, s in zip(names, entries, strict=True)]
        self._intervals = [(s.win_interval[0] * 100, s.win_interval[1] * 100) for s in entries]
        games = len(result.games)
        winners = sum(len(g.winners) for g in result.games)
        self._fair = 100.0 * winners / (games * result.players) if games else 0.0

        bar_set = QBarSet(translate("WinRateChart", "win rate"))
        bar_set.setColor(QColor(SERIES_COLOURS[0]))
        bar_set.setBorderColor(QColor(SERIES_COLOURS[0]).darker(130))
        bar_set.append([v for _c, v in self._bars])
        bars = QBarSeries()
        bars.append(bar_set)
        bars.setBarWidth(0.55)
        chart.addSeries(bars)
        cat, val = self._axes(bars, categories, translate("WinRateChart", "games won"), 100.0,
                              percent=True)
        chart.legend().markers(bars)[0].setLabel(translate("WinRateChart", "win rate"))

        for i, (lo, hi) in enumerate(self._intervals):
            line = QLineSeries()
            for x, y in ((i - 0.12, lo), (i + 0.12, lo), (i, lo), (i, hi), (i - 0.12, hi),
                         (i + 0.12, hi)):
                line.append(x, y)
            line.setPen(QPen(_INTERVAL_PEN, 1.8))
            line.setName(translate("WinRateChart", "95 % interval"))
            chart.addSeries(line)
            line.attachAxis(cat)
            line.attachAxis(val)
            if i:
                chart.legend().markers(line)[0].setVisible(False)
        fair = QLineSeries()
        fair.append(-0.5, self._fair)
        fair.append(len(entries) - 0.5, self._fair)
        pen = QPen(_FAIR_PEN, 1.4, Qt.PenStyle.DashLine)
        fair.setPen(pen)
        fair.setName(translate("WinRateChart", "fair share {share:.0f} %").format(share=self._fair))
        chart.addSeries(fair)
        fair.attachAxis(cat)
        fair.attachAxis(val)


class HistogramChart(ChartView):
    """Games per value of one measure, one bar set per series."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self._labels: list[str] = []
        self._sets: list[tuple[str, list[int]]] = []

    def categories(self) -> list[str]:
        """The bins' labels, in order."""
        return list(self._labels)

    def bar_sets(self) -> list[tuple[str, list[int]]]:
        """(series name, games per bin) of each bar set."""
        return [(n, list(v)) for n, v in self._sets]

    def set_series(self, series: Sequence[tuple[str, Sequence[tuple[float, int]]]],
                   x_title: str, title: str | None = None) -> None:
        """Show the exact histograms ``series`` ((name, ``Distribution.counts``) each) on
        shared bins (``bins``)."""
        self.clear()
        chart = self.chart()
        if title is not None:
            chart.setTitle(title)
        labels, rows = bins([counts for _name, counts in series])
        self._labels = labels
        self._sets = [(name, row) for (name, _c), row in zip(series, rows, strict=True)]
        bar_series = QBarSeries()
        for k, (name, row) in enumerate(self._sets):
            bar_set = QBarSet(name)
            colour = QColor(SERIES_COLOURS[k % len(SERIES_COLOURS)])
            bar_set.setColor(colour)
            bar_set.setBorderColor(colour.darker(130))
            bar_set.append([float(v) for v in row])
            bar_series.append(bar_set)
        bar_series.setBarWidth(0.85)
        chart.addSeries(bar_series)
        top = max((v for _n, row in self._sets for v in row), default=0)
        shown, x_title = _short_labels(labels, x_title)
        self._axes(bar_series, shown or [""], translate("HistogramChart", "games"), _nice_max(top),
                   x_title=x_title)
        bar_series.hovered.connect(self._on_bars_hovered)
        chart.legend().setVisible(len(self._sets) > 1)


    def _on_bars_hovered(self, status: bool, index: int, bar_set) -> None:
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QToolTip

        if status and 0 <= index < len(self._labels):
            n = int(bar_set.at(index))
            text = (translate("HistogramChart", "{series}: {bin}: {n} game") if n == 1 else
                    translate("HistogramChart", "{series}: {bin}: {n} games"))
            QToolTip.showText(QCursor.pos(), text.format(series=bar_set.label(),
                                                         bin=self._labels[index], n=n), self)
        else:
            QToolTip.hideText()


def _short_labels(labels: list[str], x_title: str) -> tuple[list[str], str]:
    """Axis labels that fit under narrow bars: a bin's first value ("12" for "12–15"), the
    bin width said in the axis title; single values stay as they are."""
    ranges = [t for t in labels if "–" in t]
    if not ranges:
        return labels, x_title
    a, b = ranges[0].split("–")
    try:
        width = f"{int(b) - int(a) + 1}"
    except ValueError:
        width = f"{float(b) - float(a):.3g}"
    short = [t.split("–")[0] for t in labels]
    return short, translate("charts", "{title}, in bars of {width} ({examples}, …)").format(
        title=x_title, width=width, examples=", ".join(ranges[:2]))


#: The simulator's own way of ending a game, whatever the game (``core.sim``: the ply cap).
_CUT_OFF = QT_TRANSLATE_NOOP("ReasonsChart", "cut_off")


def reason_text(reason: str) -> str:
    """An end-reason key ("win", "round_limit"…; ``SimulationResult.reasons`` keys, which stay
    English in the report's JSON) in the studio's language, as its game's registration
    (``app.plugins.EndReason``) names it; unknown keys as is."""
    if reason == _CUT_OFF:
        return translate("ReasonsChart", reason)
    ending = end_reason(reason)
    return translate("ReasonsChart", ending.label) if ending else reason


class ReasonsChart(ChartView):
    """Games per way of ending, most frequent on top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("ReasonsChart", "How the games ended"), parent)
        self._bars: list[tuple[str, int]] = []

    def bars(self) -> list[tuple[str, int]]:
        """(reason, games) of each bar, most frequent first."""
        return list(self._bars)

    def set_reasons(self, reasons: dict[str, int], games: int) -> None:
        """Show ``reasons`` (``SimulationResult.reasons``) out of ``games``."""
        self.clear()
        chart = self.chart()
        self._bars = list(reasons.items())
        # horizontal bars are drawn bottom-up: the most frequent goes last, on top
        shown = list(reversed(self._bars))
        categories = [f"{reason_text(r)}<br><b>{n / games * 100:.1f} %</b>" if games
                      else reason_text(r) for r, n in shown]
        bar_set = QBarSet(translate("ReasonsChart", "games"))
        bar_set.setColor(QColor(SERIES_COLOURS[2]))
        bar_set.setBorderColor(QColor(SERIES_COLOURS[2]).darker(130))
        bar_set.append([float(n) for _r, n in shown])
        series = QHorizontalBarSeries()
        series.append(bar_set)
        series.setBarWidth(0.6)
        series.setLabelsVisible(True)
        series.setLabelsFormat("@value")
        series.setLabelsPosition(QAbstractBarSeries.LabelsPosition.LabelsInsideEnd)
        bar_set.setLabelColor(QColor("white"))
        chart.addSeries(series)
        top = max((n for _r, n in self._bars), default=0)
        self._axes(series, categories or [""], translate("ReasonsChart", "games"), _nice_max(top),
                   horizontal=True)
        chart.legend().setVisible(False)
