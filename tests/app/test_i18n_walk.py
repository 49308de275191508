"""Every word in the reader's language (issue 24 §5): walk every visible widget of the studio
(each default pack's editor, File ▸ New), each game's playtest table and the balance lab's
report, once in English and once in Finnish or French, and fail on any text shown the same
in both that is not the designer's own (the pack's names) or a name."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTabBar,
    QTableView,
    QTableWidget,
    QTreeView,
    QWidget,
)

import content
from app.i18n import install_language
from app.i18n import update as i18n_update
from app.simulation.setup_dialog import RunSettings
from content import content_games

#: Texts that are the same in every language: product and game names, the people at the table.
_NAMES = {"Boardcraft Studio", "Anna", "Ben", "Cleo", "greedy", "random", "MCTS"}
#: Words that are spelt the same in English and in the language (checked by hand).
_SAME_WORD = {"fi": set(), "fr": {"Bot", "Code", "Description", "Image", "Point", "Tickets", "Version", "Pack",
                                 "pts", "Points", "Exemple", "Options", "Message"}}
#: A bot's seat name ("Greedy 2") is a name: the logs and records use it as the seat's name.
_BOT_SEAT = re.compile(r"^(Greedy|Random|MCTS) \d+$")
#: A JSON path (the report's "where" column) is an address in the file, not a sentence.
_JSON_PATH = re.compile(r"^[a-z_]+(\[\d+\])?(\.[a-z_]+(\[\d+\])?)*$")
#: A lint problem's code ("trails-girls-spacing") is an id to look up, shown in its own column.
_CODE = re.compile(r"^[a-z]+(-[a-z]+)+$")
#: A text worth checking: three letters in a row (not a number, a unit or a symbol alone).
_WORDY = re.compile(r"[A-Za-z]{3}")
#: A word, for the word-by-word check.
_WORD = re.compile(r"[A-Za-zÀ-ÿ']{3,}")
#: Markup and placeholders are not words.
_TAGS = re.compile(r"<[^>]*>|&[a-z]+;")


def _texts_of(widget: QWidget) -> list[str]:
    texts: list[str] = []
    if isinstance(widget, QLabel):
        texts.append(widget.text())
    if isinstance(widget, QAbstractButton):
        texts += [widget.text(), widget.toolTip()]
    if isinstance(widget, QGroupBox):
        texts.append(widget.title())
    if isinstance(widget, QDockWidget):
        texts.append(widget.windowTitle())
    if isinstance(widget, QTabBar):
        texts += [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
    if isinstance(widget, QLineEdit):
        texts.append(widget.placeholderText())
    if isinstance(widget, QListWidget):
        texts += [widget.item(i).text() for i in range(widget.count())]
    if isinstance(widget, (QTableView, QTreeView, QTableWidget)) and widget.model() is not None:
        model = widget.model()
        texts += [str(model.headerData(i, Qt.Orientation.Horizontal) or "")
                  for i in range(model.columnCount())]
        texts += [str(model.index(r, c).data() or "") for r in range(min(model.rowCount(), 30))
                  for c in range(model.columnCount())]
    for action in widget.actions():
        texts += [action.text(), action.toolTip()]
        if action.menu() is not None:
            texts += [a.text() for a in action.menu().actions()]
    return texts


def visible_texts(root: QWidget) -> set[str]:
    """Every text a person can read in ``root``'s window now: labels, buttons and their tips,
    group and dock titles, tabs, list and combo entries, table headers, menus."""
    out: set[str] = set()
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, QMenu) and not widget.isVisibleTo(root.window()):
            continue
        for text in _texts_of(widget):
            text = _TAGS.sub(" ", text or "").replace("&", "").strip()
            if _WORDY.search(text):
                out.add(text)
    return out


def _pack_words(*packs) -> set[str]:
    """Every text the designer wrote in ``packs`` (names stay as written), alone and trimmed."""
    words: set[str] = set()

    def walk(value) -> None:
        if isinstance(value, str):
            words.add(value.strip())
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for pack in packs:
        walk(json.loads(pack.model_dump_json()))
    return words


def _catalogue_words(lang: str) -> set[str]:
    """Every word of the language's catalogue translations (its vocabulary, in lower case)."""
    root = ET.parse(Path(i18n_update.HERE) / f"boardcraft_{lang}.ts").getroot()
    return {w.lower() for node in root.iter("translation") for w in _WORD.findall(node.text or "")}


def _left_in_english(english: set[str], other: set[str], allowed: set[str], lang: str) -> list[str]:
    """The texts of ``other`` that still hold an English word of ours: a word the English walk
    showed that is neither in the language's catalogue, nor a name the designer wrote, nor a
    person's or a game's name, nor spelt alike in both languages (a whole text shown the same
    in both languages is caught this way too, word by word)."""
    allowed = allowed | _NAMES | _SAME_WORD[lang] | {g.name for g in content_games().values()}
    known = _catalogue_words(lang) | {w.lower() for a in allowed for w in _WORD.findall(a)}
    english_words = {w.lower() for text in english for w in _WORD.findall(text)}
    left = []
    for text in sorted(other):
        if _BOT_SEAT.match(text) or _JSON_PATH.match(text) or _CODE.match(text) or text in allowed:
            continue
        stray = [w for w in _WORD.findall(text) if w.lower() in english_words and w.lower() not in known]
        if stray:
            left.append(f"{text}   [{', '.join(stray)}]")
    return left


def _walk_studio(make_window, qtbot) -> set[str]:
    from app.main import open_startup_documents
    from app.pack_actions import NewPackDialog

    w = make_window()
    open_startup_documents(w, [])
    seen: set[str] = set()
    for i in range(w.tabs.count()):
        w.tabs.setCurrentIndex(i)
        qtbot.wait(10)
        seen |= visible_texts(w)
    dialog = NewPackDialog(w)
    qtbot.addWidget(dialog)
    dialog.show()
    for row in range(dialog.list.count()):
        dialog.list.setCurrentRow(row)
        seen |= visible_texts(dialog)
        seen.add(dialog.list.item(row).toolTip())
    dialog.close()
    w.close()
    return seen


def _walk_playtests(qtbot) -> set[str]:
    from app.playtest.window import PlaytestWindow

    seen: set[str] = set()
    for name in ("europe", "trails", "expedition"):
        w = PlaytestWindow(content.default_pack(name), ["human:Anna", "human:Ben", "greedy"]
                           if name != "expedition" else ["human:Anna", "greedy"], 4)
        qtbot.addWidget(w)
        w.set_pace(0)
        w.resize(1400, 900)
        w.show()
        qtbot.waitUntil(lambda w=w: w.session.to_move() is not None or w.session.is_over())
        seen |= visible_texts(w)  # the hand-off screen
        if w.ready_button.isVisible():
            qtbot.mouseClick(w.ready_button, Qt.MouseButton.LeftButton)
        seen |= visible_texts(w)  # the table, the hand of the seat to move
        w.close()
    return seen


def _walk_lab(make_window, qtbot) -> set[str]:
    from app.documents import Document

    w = make_window()
    seen: set[str] = set()
    for name, players in (("europe", 3), ("trails", 3), ("expedition", 2)):
        doc = Document(content.default_pack(name), None)
        w.add_document(doc)
        sim = w.balance_lab.run_simulation(doc, RunSettings(("greedy",) * players, 6, 5, 1))
        qtbot.waitUntil(lambda sim=sim: sim.result is not None, timeout=90_000)
        tabs = sim.findChildren(QTabBar)
        for bar in tabs:
            for i in range(bar.count()):
                bar.setCurrentIndex(i)
                seen |= visible_texts(sim)
        seen |= visible_texts(sim)
        sim.close()
    w.close()
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fi", "fr"])
def test_every_visible_text_of_the_studio_is_in_the_readers_language(lang, make_window, qtbot):
    from app.simulation import runner

    packs = [content.default_pack(n) for n in ("europe", "trails", "expedition")]
    allowed = _pack_words(*packs)
    try:
        install_language("en")
        english = (_walk_studio(make_window, qtbot) | _walk_playtests(qtbot)
                   | _walk_lab(make_window, qtbot))
        assert len(english) > 300, "the walk saw too little to mean anything"
        assert install_language(lang) == lang
        other = (_walk_studio(make_window, qtbot) | _walk_playtests(qtbot)
                 | _walk_lab(make_window, qtbot))
    finally:
        runner.stop_all()
        install_language("en")
    left = _left_in_english(english, other, allowed, lang)
    assert not left, f"still in English in {lang}:\n" + "\n".join(left)
