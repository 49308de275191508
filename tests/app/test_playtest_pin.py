"""Pin this position (issue 22 §2): the game so far kept in the pack as a scenario with what
must go on holding there — a legal move, a refused move and its rule, or the end — as one
undo step of the studio; the lint re-checks it at every edit. Driven by keys and clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLineEdit

from app.documents import Document
from app.playtest.pin_dialog import unique_name
from app.playtest.window import PlaytestWindow
from content import default_pack
from tests.app.conftest import show_active


def _studio_playtest(qtbot, main_window, name="europe", seats=("human:Anna", "human:Ben"),
                     seed=3):
    doc = Document(default_pack(name))
    main_window.add_document(doc)
    w = main_window.playtests.start(seats=list(seats), seed=seed)
    assert w is not None
    w.set_pace(0)
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over(),
                    timeout=30_000)
    return doc, w


def _answer(qtbot, fill):
    """Answer the pin dialog the next key press opens: ``fill(dialog)``, then Pin."""
    def answer():
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "pin_dialog":
            QTimer.singleShot(20, answer)
            return
        fill(dialog)
        qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
        if dialog.isVisible():  # refused: the message says why; give up on it
            _answer.message = dialog.message.text()
            dialog.reject()
    _answer.message = ""
    QTimer.singleShot(30, answer)


def _pin_key(qtbot, w):
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)


def test_pin_a_legal_move_is_one_undo_step_and_the_game_goes_on(qtbot, main_window):
    doc, w = _studio_playtest(qtbot, main_window)
    chosen = {}

    def fill(d):
        name = d.findChild(QLineEdit, "pin_name")
        name.selectAll()
        qtbot.keyClicks(name, "Anna's first card")
        assert d.legal_radio.isChecked()  # nothing refused yet: a legal move
        d.legal_box.setCurrentIndex(2)
        chosen["text"] = d.legal_box.currentData()
        chosen["words"] = d.legal_box.currentText()

    _answer(qtbot, fill)
    _pin_key(qtbot, w)
    qtbot.waitUntil(lambda: bool(doc.pack.scenarios))
    sc = doc.pack.scenarios[0]
    assert sc.name == "Anna's first card"
    assert sc.expect.legal == chosen["text"] == "place in slot 3"
    assert sc.record["moves"] == w.session.record().to_json()["moves"]
    assert doc.undo_stack.undoText() == "Pin the scenario “Anna's first card”"
    assert "Pinned “Anna's first card”" in w.statusBar().currentMessage()
    assert not w.banner.isVisible()  # the game is the same game: nothing to apply
    # the lint replays it: it holds
    from content.lint import lint

    assert not [p for p in lint(doc.pack) if p.code == "scenario-broken"]
    doc.undo_stack.undo()
    assert doc.pack.scenarios == ()


def test_the_move_just_refused_is_offered_with_its_rule(qtbot, main_window):
    doc, w = _studio_playtest(qtbot, main_window, seats=("human:Anna", "greedy"))
    move = w.session.game.move_from_text("draw from the draw pile")
    w.board.move_chosen.emit(move)  # what the board sends for a click on the draw pile
    assert w.refusal.isVisible()
    seen = {}

    def fill(d):
        seen["illegal"] = d.illegal_radio.isChecked()
        seen["move"] = d.illegal_move.text()
        seen["rule"] = d.illegal_rule.text()

    _answer(qtbot, fill)
    _pin_key(qtbot, w)
    qtbot.waitUntil(lambda: bool(doc.pack.scenarios))
    assert seen == {"illegal": True, "move": "draw from the draw pile", "rule": "J2"}
    assert doc.pack.scenarios[0].expect.model_dump() == {"illegal": "draw from the draw pile",
                                                         "rule": "J2"}


def test_an_expectation_that_does_not_hold_now_is_not_pinned(qtbot, main_window):
    doc, w = _studio_playtest(qtbot, main_window)

    def fill(d):
        qtbot.mouseClick(d.illegal_radio, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(d.illegal_move, "place in slot 1")
        qtbot.keyClicks(d.illegal_rule, "J2")

    _answer(qtbot, fill)
    _pin_key(qtbot, w)
    qtbot.waitUntil(lambda: bool(_answer.message))
    assert _answer.message.startswith("It does not hold now: 'place in slot 1' should be "
                                      "refused by J2, but is legal")
    assert doc.pack.scenarios == ()
    assert not doc.undo_stack.canUndo()


def test_a_finished_game_pins_its_end_and_names_do_not_repeat(qtbot, main_window):
    doc, w = _studio_playtest(qtbot, main_window, name="trails", seats=("greedy", "greedy"),
                              seed=7)
    qtbot.waitUntil(w.session.is_over, timeout=30_000)
    res = w.session.result()
    names = []

    def fill(d):
        assert d.over_radio.isChecked() and not d.legal_radio.isEnabled()
        names.append(d.name.text())

    for n in (1, 2):
        _answer(qtbot, fill)
        _pin_key(qtbot, w)
        qtbot.waitUntil(lambda n=n: len(doc.pack.scenarios) == n)
    ply = w.session.ply
    assert names == [f"After move {ply}", f"After move {ply} (2)"]
    expect = doc.pack.scenarios[0].expect
    assert (expect.winners, expect.reason) == (list(res.winners), res.reason)


def test_the_lab_has_the_button_and_a_playtest_without_a_studio_says_why(qtbot):
    w = PlaytestWindow(default_pack("europe"), ["human:Anna", "human:Ben"], 3)
    qtbot.addWidget(w)
    show_active(qtbot, w)
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(w.lab.isVisible)
    assert not w.lab.pin_button.isEnabled()
    _pin_key(qtbot, w)
    assert w.statusBar().currentMessage().startswith("This playtest has no pack open in the studio")


def test_unique_name_counts_on():
    assert unique_name("After move 3", set()) == "After move 3"
    assert unique_name("After move 3", {"After move 3", "After move 3 (2)"}) == "After move 3 (3)"
