"""Why a playtest ended as it did: how a tie at the top was broken (``tie_text``) and the
score's parts per seat (``Result.breakdown``).

A scored game (Trails, Expedition) shows one table: a row per part of the score in words
("Girl 3: marker on top", "Destinations reached"), a column per seat in the standing's order
(``standing``), and a total row that is each seat's score. A game without points (Journey) shows the
winner's journey link by link, and beside it the map the board offers (``board.end_map``)
with that journey drawn on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate
from app.i18n.messages import message_text
from app.playtest.base import standing
from app.widgets.score_parts import part_rows, points_text


def names_text(names: Sequence[str]) -> str:
    """"Anna", "Anna and Ben", "Anna, Ben and Carla", in the studio's language."""
    if len(names) < 2:
        return "".join(names)
    return translate("EndExplanation", "{names} and {last}").format(names=", ".join(names[:-1]),
                                                                    last=names[-1])


def tie_text(state: Any, result: Any, names: Sequence[str]) -> str:
    """Why the winners won when others had as many points: "Greedy 3 and Anna tied on 7
    points; " and how the game's rules broke the tie, in the game's words (the finished
    state's ``tie_break_text``: Trails T36, Expedition E15), else only that the tie was
    broken. "" when no seat that lost had the winners' score (a shared win says itself)."""
    if not result.winners:
        return ""
    best = max(result.scores[k] for k in result.winners)
    tied = [k for k in standing(result.scores, result.winners) if result.scores[k] == best]
    if len(tied) <= len(result.winners):
        return ""
    worded = getattr(state, "tie_break_text", None)  # (a game whose rules word their tie-break)
    how = message_text(worded(names)) if worded is not None else ""
    if not how:
        won = names_text([names[k] for k in result.winners])
        how = (translate("EndExplanation", "{who} wins the tie-break") if len(result.winners) == 1
               else translate("EndExplanation", "{who} win the tie-break")).format(who=won)
    return (translate("EndExplanation", "{tied} tied on {points} point; {how}.") if best == 1
            else translate("EndExplanation", "{tied} tied on {points} points; {how}.")).format(
        tied=names_text([names[k] for k in tied]), points=points_text(best), how=how)


class EndExplanation(QWidget):
    """The end screen's explanation of the result (under the scores)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("end_explanation")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        self.caption = QLabel()
        self.caption.setObjectName("breakdown_caption")
        self.caption.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.caption)
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("breakdown")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # as tall as its rows (a scroll bar only when the window is too short for them)
        self.table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        layout.addWidget(self.table)
        self.route_row = QWidget()
        rl = QHBoxLayout(self.route_row)
        rl.setContentsMargins(0, 0, 0, 0)
        self.links = QListWidget()
        self.links.setObjectName("journey_links")
        self.links.setMaximumWidth(380)
        rl.addWidget(self.links)
        self.map: QWidget | None = None
        layout.addWidget(self.route_row, 1)
        self.route_row.hide()
        layout.addStretch(0)

    def show_result(self, board: Any, state: Any, result: Any, names: tuple[str, ...],
                    scored: bool) -> None:
        """Explain ``result`` (of ``state``) for the seats ``names``."""
        if self.map is not None:
            self.map.setParent(None)
            self.map.deleteLater()
            self.map = None
        breakdown = tuple(result.breakdown)
        if not any(breakdown):
            self.caption.hide()
            self.table.hide()
            self.route_row.hide()
            return
        self.caption.show()
        layout = self.layout()
        if scored:
            self.route_row.hide()
            self.table.show()
            self._fill_table(breakdown, result, names)
            layout.setStretch(layout.count() - 1, 1)  # the space below a short table stays empty
            self.caption.setText(translate("EndExplanation", "Where the points come from"))
            return
        self.table.hide()
        self.route_row.show()
        layout.setStretch(layout.count() - 1, 0)
        self.links.clear()
        winner = result.winners[0] if result.winners else next(
            k for k, parts in enumerate(breakdown) if parts)
        self.caption.setText(translate("EndExplanation", "{name}'s journey, link by link").format(
            name=names[winner]))
        for n, (label, _points) in enumerate(breakdown[winner], start=1):
            last = n == len(breakdown[winner])
            text = message_text(label)
            self.links.addItem(f"✓ {text}" if last else f"{n}. {text}")
        make = getattr(board, "end_map", None)
        self.map = make(state, result, names) if make is not None else None
        if self.map is not None:
            self.route_row.layout().addWidget(self.map, 1)

    def _fill_table(self, breakdown, result, names) -> None:
        scores = result.scores
        seats = standing(scores, result.winners)
        rows = part_rows(breakdown)
        t = self.table
        t.clear()
        t.setColumnCount(len(seats))
        t.setRowCount(len(rows) + 1)
        t.setHorizontalHeaderLabels([names[k] for k in seats])
        t.setVerticalHeaderLabels([message_text(label) for label in rows]
                                  + [translate("EndExplanation", "Total")])
        bold = QFont()
        bold.setBold(True)
        for col, k in enumerate(seats):
            points = dict(breakdown[k]) if k < len(breakdown) else {}
            for row, label in enumerate(rows):
                item = QTableWidgetItem(points_text(points[label]) if label in points else "")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(row, col, item)
            total = QTableWidgetItem(points_text(scores[k]))
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            total.setFont(bold)
            t.setItem(len(rows), col, total)
        t.verticalHeaderItem(len(rows)).setFont(bold)

    def texts(self) -> list[str]:
        """Every text shown (for tests): caption, row and column names, cells, links."""
        out = [self.caption.text()] if self.caption.isVisible() else []
        if self.table.isVisible():
            t = self.table
            out += [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
            out += [t.verticalHeaderItem(r).text() for r in range(t.rowCount())]
            out += [t.item(r, c).text() for r in range(t.rowCount())
                    for c in range(t.columnCount())]
        if self.route_row.isVisible():
            out += [self.links.item(i).text() for i in range(self.links.count())]
        return out
