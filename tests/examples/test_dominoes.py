"""Block Dominoes, the example game plugin (examples/dominoes): installed for real with pip
into a folder of the test run, found through its ``boardcraft.games`` entry point, and
checked headless (content, rules D1–D10, bots, simulation, records, export) and in the
studio (File ▸ New, the editor, a playtest played through clicks).

The rules tests are named after docs/rules.md's rules; every other game's checks stay in
tests/core/test_conformance.py, whose per-game checks are made here for Dominoes too.
"""

from __future__ import annotations

import json
import random

import pytest
from typer.testing import CliRunner

from content import plugins

BUILT_IN = ["journey", "trails", "expedition"]


def test_without_the_install_the_studio_has_its_three_games():
    assert list(plugins.registered()) == BUILT_IN


# ---------------------------------------------------------------- helpers


@pytest.fixture(scope="module")
def pack(dominoes):
    from content import default_pack

    return default_pack("dominoes")


@pytest.fixture(scope="module")
def game(pack):
    from core.api import game_for

    return game_for(pack)


def _pack(**changes):
    """The default pack with ``rules``/``tiles`` fields changed (``rules_hand_size=3``…)."""
    from content import default_pack

    base = default_pack("dominoes")
    rules = {k[6:]: v for k, v in changes.items() if k.startswith("rules_")}
    tiles = {k[6:]: v for k, v in changes.items() if k.startswith("tiles_")}
    return base.model_copy(update={"rules": base.rules.model_copy(update=rules),
                                   "tiles": base.tiles.model_copy(update=tiles)})


def _table(game, hands, line, to_move, *, turns=None, passes=0, leader=0):
    """A state in play: ``hands`` as lists of "a-b", ``line`` as [(a, b)…] left to right;
    every other tile in the boneyard."""
    from boardcraft_dominoes.engine.state import DominoesState, Phase

    def norm(text):
        a, b = sorted(int(x) for x in text.split("-"))
        return f"{a}-{b}"

    idx = game.tile_index
    hands = [[norm(t) for t in h] for h in hands]
    held = {idx[t] for h in hands for t in h}
    placed = {idx[f"{min(a, b)}-{max(a, b)}"] for a, b in line}
    boneyard = tuple(t for t in range(len(game.tiles)) if t not in held | placed)
    state = DominoesState(game, players=len(hands), phase=Phase.PLAY, to_move=to_move,
                          hands=tuple(tuple(sorted(idx[t] for t in h)) for h in hands),
                          boneyard=boneyard, line=tuple(line), leader=leader,
                          turns=len(line) if turns is None else turns, passes=passes)
    return state


def _deal(game, players, tiles):
    """The state after dealing ``tiles`` ("a-b", in deal order) from the start."""
    from core.api import CHANCE

    state = game.new_game(players)
    for t in tiles:
        assert state.current_player() == CHANCE
        state = state.apply(game.move_from_text(f"deal {t}"))
    return state


def _moves(state):
    return [str(m) for m in state.legal_moves()]


# ---------------------------------------------------------------- the plugin


def test_the_plugin_is_found_through_its_entry_point(dominoes):
    found = plugins.registered()
    assert list(found) == [*BUILT_IN, "dominoes"]
    reg = found["dominoes"]
    assert reg.distribution == "boardcraft-dominoes" and reg.version == "1.0.0"
    assert reg.entry_point == "boardcraft_dominoes.plugin:PLUGIN"
    assert plugins.plugin_problems() == []
    from core.api import core_games

    assert list(core_games()) == [*BUILT_IN, "dominoes"]


def test_boardcraft_games_lists_four_games(dominoes):
    from app.cli import cli

    result = CliRunner().invoke(cli, ["games", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [g["id"] for g in data["games"]] == [*BUILT_IN, "dominoes"]
    dom = data["games"][-1]
    assert dom["distribution"] == "boardcraft-dominoes" and dom["name"] == "Dominoes"
    assert dom["content"] and dom["core"] and dom["studio"]
    assert data["problems"] == []
    table = CliRunner().invoke(cli, ["games"])
    assert table.exit_code == 0 and "4 game(s)" in table.output


def test_the_default_and_blank_packs_load_and_lint_clean(dominoes, tmp_path):
    from content import blank_pack, default_pack, lint, load_pack, save_pack

    pack = default_pack("dominoes")
    assert pack.game == "dominoes" and pack.tiles.max_pips == 6 and lint(pack) == []
    blank = blank_pack("dominoes")
    assert lint(blank) == []
    save_pack(pack, tmp_path / "d.json")
    assert load_pack(tmp_path / "d.json") == pack


def test_the_pack_model_forbids_unknown_keys(dominoes):
    from content import PackError, loads_pack

    with pytest.raises(PackError):
        loads_pack(json.dumps({"game": "dominoes", "id": "x", "name": "X", "dice": 2}))
    with pytest.raises(PackError):
        loads_pack(json.dumps({"game": "dominoes", "id": "x", "name": "X",
                               "rules": {"min_players": 4, "max_players": 2}}))


def test_lint_D1_D2_hands_the_set_cannot_fill(dominoes):
    from content import lint

    codes = [p.code for p in lint(_pack(rules_hand_size_large=8))]
    assert codes == ["dominoes-set-too-small"]  # 4 x 8 > 28
    (problem,) = lint(_pack(tiles_max_pips=2, rules_max_players=2))  # 2 x 7 > 6
    assert problem.code == "dominoes-set-too-small" and problem.where == "rules.hand_size"
    assert problem.severity == "error"


def test_lint_hands_of_none_or_one_tile(dominoes):
    from content import lint

    assert [p.code for p in lint(_pack(rules_hand_size=0))] == ["dominoes-hand-empty"]
    (one,) = lint(_pack(rules_hand_size=1))
    assert one.code == "dominoes-one-tile-hand" and one.severity == "warning"


def test_lint_pips_in_the_colour_of_the_face(dominoes):
    from content import lint

    (p,) = lint(_pack(tiles_pips="#F6F1E3"))
    assert p.code == "dominoes-pips-invisible" and p.where == "tiles.pips"


# ---------------------------------------------------------------- the rules


def test_D1_the_set_has_every_pair_once(game):
    assert len(game.tiles) == 28 and game.tiles[0] == (0, 0) and game.tiles[-1] == (6, 6)
    assert len(set(game.tiles)) == 28


def test_D1_a_tile_not_in_the_set_cannot_be_played(game):
    from core.api import IllegalMove

    state = _table(game, [["1-2", "3-3"], ["4-4", "0-5"]], [(6, 6)], 0)
    with pytest.raises(IllegalMove) as err:
        state.apply(game.move_from_text("play 6-9 left"))
    assert err.value.rule == "D1"


def test_D1_player_counts_outside_the_pack_are_refused(game):
    for players in (1, 5):
        with pytest.raises(ValueError):
            game.new_game(players)


def test_D2_hands_are_dealt_one_at_a_time_in_seat_order(game):
    from core.api import CHANCE

    state = game.new_game(2)
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 28 and abs(sum(p for _, p in outcomes) - 1) < 1e-12
    state = _deal(game, 2, ["0-0", "0-1", "0-2"])
    assert [len(h) for h in state.hands] == [2, 1] and state.to_move == 1
    assert game.describe(game.new_game(2), game.move_from_text("deal 0-0"),
                         ["Anna", "Ben"]) == "A tile is dealt to Anna"


def test_D2_hand_size_depends_on_the_player_count(game):
    assert [game.hand_size(n) for n in (2, 3, 4)] == [7, 5, 5]


def test_D2_a_tile_dealt_twice_is_refused(game):
    from core.api import IllegalMove

    state = _deal(game, 2, ["3-4"])
    with pytest.raises(IllegalMove) as err:
        state.apply(game.move_from_text("deal 3-4"))
    assert err.value.rule == "D2"


def _full_deal(game, hands):
    order = [hands[s][i] for i in range(len(hands[0])) for s in range(len(hands))]
    return _deal(game, len(hands), order)


def test_D3_the_highest_double_leads(game):
    hands = [["0-1", "0-2", "0-3", "0-4", "0-5", "4-4", "1-2"],
             ["1-3", "1-4", "1-5", "2-3", "2-4", "5-5", "0-6"]]
    state = _full_deal(game, hands)
    assert state.leader == 1 and state.line == ((5, 5),) and state.to_move == 0
    assert game.first_player(state) == 1


def test_D3_without_a_double_the_heaviest_tile_leads(game):
    hands = [["0-1", "0-2", "0-3", "0-4", "0-5", "3-6", "1-2"],
             ["1-3", "1-4", "1-5", "2-3", "2-4", "4-5", "0-6"]]
    state = _full_deal(game, hands)
    assert state.leader == 0 and state.line == ((3, 6),)  # 3-6 before 4-5: the higher end


def test_D4_only_your_own_tiles(game):
    from core.api import IllegalMove

    state = _table(game, [["1-6", "2-3"], ["6-4", "0-0"]], [(6, 6)], 0)
    with pytest.raises(IllegalMove) as err:
        state.apply(game.move_from_text("play 4-6 left"))
    assert err.value.rule == "D4"


def test_D5_a_tile_must_match_the_open_end(game):
    from core.api import IllegalMove

    state = _table(game, [["1-6", "2-3", "3-5"], ["4-4", "0-0"]], [(6, 3), (3, 5)], 0)
    assert _moves(state) == ["play 1-6 left", "play 3-5 right"]
    with pytest.raises(IllegalMove) as err:
        state.apply(game.move_from_text("play 2-3 left"))
    assert err.value.rule == "D5"
    after = state.apply(game.move_from_text("play 1-6 left"))
    assert after.line == ((1, 6), (6, 3), (3, 5)) and after.ends() == (1, 5)
    after = state.apply(game.move_from_text("play 3-5 right"))
    assert after.line[-1] == (5, 3)


def test_D6_pass_only_when_no_tile_matches(game):
    from core.api import IllegalMove

    state = _table(game, [["1-6", "2-3"], ["4-4", "0-0"]], [(6, 6)], 0)
    with pytest.raises(IllegalMove) as err:
        state.apply(game.move_from_text("pass"))
    assert err.value.rule == "D6"
    stuck = _table(game, [["1-2", "2-3"], ["4-6", "0-0"]], [(6, 6)], 0)
    assert _moves(stuck) == ["pass"]
    after = stuck.apply(game.move_from_text("pass"))
    assert after.to_move == 1 and after.passes == 1 and not after.is_terminal()


def test_D7_domino_wins_and_scores_the_other_hands(game):
    state = _table(game, [["1-6"], ["4-4", "0-5"], ["2-2"]], [(6, 6)], 0)
    end = state.apply(game.move_from_text("play 1-6 left"))
    res = end.result()
    assert res.reason == "domino" and res.winners == (0,) and res.scores == (17.0, 0.0, 0.0)  # 4-4, 0-5, 2-2


def test_D8_blocked_the_fewest_pips_win(game):
    state = _table(game, [["0-6", "1-2"], ["4-5", "0-3"]], [(6, 2), (2, 6)], 0)
    end = state.apply(game.move_from_text("play 0-6 left"))  # ends 0 and 6: 0-3 still fits
    assert not end.is_terminal() and _moves(end) == ["play 0-3 left"]
    end = end.apply(game.move_from_text("play 0-3 left"))  # ends 3 and 6: nobody fits
    res = end.result()
    assert res.reason == "line_blocked" and res.winners == (0,) and res.scores == (9.0, 0.0)


def test_D8_a_tie_for_the_fewest_pips_shares_the_win_and_nobody_scores(game):
    state = _table(game, [["6-0", "0-4"], ["0-3", "2-2"]], [(6, 2), (2, 6)], 0)
    end = state.apply(game.move_from_text("play 0-6 right"))  # ends 6 and 0 → 0-3 fits
    end = end.apply(game.move_from_text("play 0-3 right"))  # ends 6 and 3: blocked
    res = end.result()
    assert res.reason == "line_blocked" and res.winners == (0, 1) and res.scores == (0.0, 0.0)


def test_D9_the_round_limit_ends_the_game_as_blocked(dominoes):
    from core.api import game_for, play_game

    short = game_for(_pack(rules_max_rounds=1))
    _record, final = play_game(short, 4, ["random"] * 4, seed=7)
    assert final.result().reason in ("round_limit", "line_blocked", "domino")
    reasons = {play_game(short, 4, ["random"] * 4, seed=s)[1].result().reason
               for s in range(12)}
    assert "round_limit" in reasons


def test_D10_an_observation_shows_only_the_seats_own_tiles(game):
    state = _table(game, [["1-6", "2-3"], ["4-4", "0-0", "0-1"]], [(6, 6)], 0)
    obs = state.observe(0)
    assert obs.hand_texts() == ["2-3", "1-6"] or sorted(obs.hand_texts()) == ["1-6", "2-3"]
    assert obs.hand_sizes == (2, 3) and obs.boneyard_size == 28 - 6
    text = json.dumps(obs.to_json())
    for hidden in ("4-4", "0-0", "0-1"):
        assert hidden not in text


def test_moves_read_back_and_unreadable_ones_are_format_errors(game):
    from core.api import IllegalMove

    for text in ("deal 0-0", "play 3-5 left", "play 6-6 right", "pass"):
        move = game.move_from_text(text)
        assert str(move) == text and game.move_from_json(move.to_json()) == move
    for text in ("play 5-3 left", "play 3-5 middle", "deal", "Pass", ""):
        with pytest.raises(IllegalMove) as err:
            game.move_from_text(text)
        assert err.value.rule == "format"
    for data in ({"kind": "play", "tile": "3-5", "end": "up"}, {"kind": "deal", "tile": 3},
                 {"kind": "pass", "tile": "1-1"}):
        with pytest.raises(IllegalMove) as err:
            game.move_from_json(data)
        assert err.value.rule == "format"


def test_describe_names_the_move_in_words(game):
    state = _table(game, [["1-6", "2-3"], ["4-4", "0-0"]], [(6, 6)], 0)
    move = game.move_from_text("play 1-6 left")
    assert game.describe(state, move, ["Anna", "Ben"]) == "Anna plays 1-6 on the left end"


# ---------------------------------------------------------------- bots, simulation, records


def test_the_greedy_bot_plays_the_heaviest_tile(game):
    from core.api import make_bot

    state = _table(game, [["1-6", "5-6", "2-6", "0-0"], ["4-4"]], [(6, 6)], 0)
    bot = make_bot("greedy", game, 0, random.Random(0))
    assert str(bot.choose(state.observe(0), state.legal_moves())) in ("play 5-6 left",
                                                                       "play 5-6 right")


def test_simulate_runs_greedy_against_random(pack):
    from core.api import simulate

    result = simulate(pack, ["greedy", "random"], games=20, seed=1)
    assert len(result.games) == 20 and result.game == "dominoes"
    assert sum(result.reasons.values()) == 20
    assert set(result.reasons) <= {"domino", "line_blocked", "round_limit"}
    assert result.heat and all(path.startswith("tiles[") for path in result.heat)
    again = simulate(pack, ["greedy", "random"], games=20, seed=1)
    assert [g.winners for g in again.games] == [g.winners for g in result.games]


def test_games_replay_from_their_records(pack, game, tmp_path):
    from core.api import GameRecord, play_game, replay

    for players in (2, 3, 4):
        record, final = play_game(game, players, ["greedy"] + ["random"] * (players - 1),
                                  seed=players)
        path = tmp_path / f"{players}.json"
        record.save(path)
        assert replay(pack, GameRecord.load(path)) == final


def test_the_mcts_bot_plays_a_game(game):
    from core.api import play_game

    _record, final = play_game(game, 2, ["mcts:50", "greedy"], seed=3)
    assert final.is_terminal() and final.result().reason


def test_export_writes_a_bcpack(pack, tmp_path):
    import zipfile

    from content.packfile import import_packfile, write_packfile

    png = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06"
           b"\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01"
           b"\x00\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82")
    target = write_packfile(tmp_path / "dominoes.bcpack", pack, png)
    assert zipfile.is_zipfile(target)
    (tmp_path / "imported").mkdir()
    plan = import_packfile(target, tmp_path / "imported")
    assert plan is not None
    assert json.loads((tmp_path / "imported" / "dominoes.json").read_text())["game"] == "dominoes"


# ---------------------------------------------------------------- the conformance suite

#: The checks tests/core/test_conformance.py makes of every registered game: its suite is
#: parametrised when it is collected, before Dominoes is installed, so they are run here.
CONFORMANCE = [
    "test_every_game_has_the_whole_protocol",
    "test_random_playouts_keep_the_protocol",
    "test_unreadable_moves_are_format_errors",
    "test_games_end_within_the_spec_length",
    "test_observations_ignore_facts_the_seat_may_not_see",
    "test_fast_path_agrees_with_the_plain_rules",
    "test_records_replay_to_an_equal_final_state",
    "test_determinize_is_consistent_with_the_observation",
]


@pytest.mark.parametrize("check", CONFORMANCE)
def test_dominoes_passes_the_conformance_suite(dominoes, check, tmp_path, monkeypatch):
    import inspect

    from tests.core import test_conformance as suite

    monkeypatch.setitem(suite.DEFAULT_PACKS, "dominoes", "dominoes")
    run = getattr(suite, check)
    if "tmp_path" in inspect.signature(run).parameters:
        run("dominoes", tmp_path)
    else:
        run("dominoes")


def test_determinize_keeps_what_the_seat_sees_and_deals_the_rest(game):
    from dataclasses import replace

    from core.api import play_game

    _record, final = play_game(game, 3, ["random"] * 3, seed=4, max_plies=20)
    obs = final.observe(0)
    seen = set()
    for seed in range(20):
        sampled = game.determinize(obs, random.Random(seed))
        assert sampled.check_invariants() == [] and sampled.observe(0) == obs
        assert sampled.hands[0] == final.hands[0] and sampled.line == final.line
        seen.add(sampled.hands[1])
    assert len(seen) > 1
    with pytest.raises(ValueError):
        game.determinize(replace(obs, hand_sizes=(5, 30, 5)), random.Random(0))


# ---------------------------------------------------------------- the studio


def test_boardcraft_export_writes_a_bcpack_with_its_preview(dominoes, tmp_path, monkeypatch):
    """``boardcraft export``: the preview is drawn by a child process, which finds the plugin
    on its PYTHONPATH as an installed environment would."""
    import os
    import zipfile

    from app.cli import cli
    from content import default_pack_path

    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        [str(dominoes), *filter(None, [os.environ.get("PYTHONPATH")])]))
    out = tmp_path / "x.bcpack"
    result = CliRunner().invoke(cli, ["export", str(default_pack_path("dominoes")), "-o", str(out)])
    assert result.exit_code == 0, result.output
    with zipfile.ZipFile(out) as z:
        names = z.namelist()
        assert "pack.json" in names and any(n.endswith(".png") for n in names)


def test_file_new_offers_the_blank_pack_and_the_template(dominoes, qtbot, main_window,
                                                         monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialog

    import content
    from app.pack_actions import NewPackDialog

    dialog = NewPackDialog(main_window)
    qtbot.addWidget(dialog)
    entries = [dialog.list.item(i).data(Qt.ItemDataRole.UserRole)
               for i in range(dialog.list.count())]
    assert ("blank", "dominoes") in entries and ("template", "dominoes") in entries
    dialog.choose("blank", "dominoes")
    assert "double-three" in dialog.about.text()

    def exec_(self):
        self.choose("blank", "dominoes")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewPackDialog, "exec", exec_)
    main_window.new_action.trigger()
    doc = main_window.current_document()
    assert doc.pack == content.blank_pack("dominoes")
    assert type(main_window.current_editor()).__name__ == "DominoesEditor"
    assert "dominoes" in main_window.new_actions
    main_window.new_actions["dominoes"].trigger()
    assert main_window.current_document().pack == content.default_pack("dominoes")


def test_the_editor_shows_the_set_and_edits_go_through_the_undo_stack(dominoes, qtbot,
                                                                      main_window):
    main_window.new_actions["dominoes"].trigger()
    editor = main_window.current_editor()
    doc = editor.document
    assert len(editor.scene.items()) >= 28
    form = editor.tiles_form
    form.edit_requested.emit("max_pips", 9)
    assert doc.pack.tiles.max_pips == 9 and doc.is_dirty
    assert editor.scene.tile_item(54) is not None  # a double-nine set: 55 tiles
    doc.undo_stack.undo()
    assert doc.pack.tiles.max_pips == 6 and editor.scene.tile_item(28) is None
    assert editor.select_path("tiles[27]")
    assert editor.scene.marks("selection") == {("tile", 27): True}
    qtbot.wait(50)  # the layout and the first fit settle
    _save(main_window, "editor")


def _shot(name):
    """Where a test saves what it shows, to be looked at: ``$BOARDCRAFT_SHOTS`` (a folder)
    when set, else nowhere (``None``)."""
    import os
    from pathlib import Path

    folder = os.environ.get("BOARDCRAFT_SHOTS")
    return Path(folder) / f"dominoes_{name}.png" if folder else None


def _save(widget, name):
    path = _shot(name)
    if path is not None:
        assert widget.grab().save(str(path)), path


def _playtest(qtbot, pack, seats, seed):
    from app.playtest.window import PlaytestWindow

    w = PlaytestWindow(pack, seats, seed)
    qtbot.addWidget(w)
    w.set_pace(0)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
    return w


def _click(qtbot, widget):
    from PySide6.QtCore import Qt

    assert widget is not None
    # A widget a layout has just taken is shown on the event loop's next turn: wait for it.
    qtbot.waitUntil(lambda: widget.isVisible() and widget.isEnabled(), timeout=3000)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def _gesture(qtbot, board, move):
    from PySide6.QtWidgets import QPushButton

    if move.kind == "pass":
        _click(qtbot, board.findChild(QPushButton, "pass"))
        return
    _click(qtbot, board.hand_button(move.tile))
    _click(qtbot, board.findChild(QPushButton, f"play_{move.end}"))


def _hidden_tiles(session, viewer):
    state = session.state
    return {state.game.tile_texts[t] for s, h in enumerate(state.hands) if s != viewer
            for t in h} | {state.game.tile_texts[t] for t in state.boneyard}


@pytest.mark.parametrize("players", [2, 4])
def test_a_playtest_is_played_through_clicks_to_the_end(dominoes, qtbot, pack, players):
    from core.api import make_bot

    seats = ["human:Anna"] + ["greedy"] * (players - 1)
    w = _playtest(qtbot, pack, seats, seed=11 + players)
    board = w.board
    assert type(board).__name__ == "DominoesBoard"
    anna = make_bot("greedy", w.session.game, 0, random.Random(0))
    shots = 0
    for _ in range(200):
        qtbot.waitUntil(lambda: w.session.to_move() is not None or w.session.is_over())
        shown = board.visible_texts()
        texts = " ".join(shown)
        for hidden in _hidden_tiles(w.session, 0):
            assert hidden not in shown, hidden  # another seat's tile, or the boneyard's
        assert "Anna" in texts
        if w.session.is_over():
            break
        if w.stage.currentWidget() is w.handoff:
            _click(qtbot, w.ready_button)
            continue
        if shots == 0 and w.session.state.turns >= 3:
            _save(board, f"playtest_{players}")
            shots += 1
        before = w.session.ply
        move = anna.choose(w.session.view(0), w.session.legal_moves())
        _gesture(qtbot, board, move)
        assert w.session.ply > before, w.refusal.text()
    assert w.session.is_over()
    result = w.session.state.result()
    assert result.reason in ("domino", "line_blocked", "round_limit")
    # The end screen says how it ended in words, with the rule (the plugin's end reasons).
    rule = {"domino": "(D7)", "line_blocked": "(D8)", "round_limit": "(D9)"}[result.reason]
    assert rule in w.end_reason.text() and "_" not in w.end_reason.text()
    _save(w, f"end_{players}")


def test_the_board_refuses_nothing_itself_and_the_session_names_the_rule(dominoes, qtbot,
                                                                         pack):
    from PySide6.QtWidgets import QPushButton

    w = _playtest(qtbot, pack, ["human:Anna", "greedy"], seed=5)
    board = w.board
    qtbot.waitUntil(lambda: w.session.to_move() == 0 or w.session.is_over())
    if w.session.is_over():
        pytest.skip("the deal blocked the game at once")
    chosen = []
    board.move_chosen.connect(chosen.append)
    legal = {str(m) for m in w.session.legal_moves()}
    hand = w.session.view(0).hand_texts()
    # A tile that does not fit: its button is greyed out, and its ends too.
    for tile in hand:
        if not any(f"play {tile} {e}" in legal for e in ("left", "right")):
            assert not board.hand_button(tile).isEnabled()
    assert board.findChild(QPushButton, "pass").isEnabled() == ("pass" in legal)


def test_the_legend_and_the_print_hooks(dominoes, qtbot, pack):
    from app.plugins import app_part
    from app.print_and_play import cards_of, components

    entries = app_part("dominoes", "legend")(pack)
    assert [title for title, _text, _draw in entries] == ["A tile", "A double",
                                                          "A tile face down"]
    assert all(not draw().isNull() for _t, _x, draw in entries)
    cards = cards_of(pack)
    assert len(cards) == 28 and cards[0].title == "0-0" and cards[-1].title == "6-6"
    assert components(pack) == [("Tiles (a double-6 set)", 28)]
    hooks = app_part("dominoes", "print_hooks")
    assert hooks.board_labels(pack) == [(0, "The tile set")] and not hooks.cards_show_map


def test_D7_dominoes_breakdown_is_the_pips_left_in_each_other_hand(game):
    from core.api import play_game

    seen = 0
    for seed in range(30):
        _record, final = play_game(game, 3, ["random"] * 3, seed=seed)
        result = final.result()
        for parts, score in zip(result.breakdown, result.scores, strict=True):
            assert sum(p for _, p in parts) == score
        if len(result.winners) == 1:
            seen += 1
            parts = result.breakdown[result.winners[0]]
            assert [label for label, _ in parts] == [
                f"Pips left in seat {s + 1}'s hand" for s in range(3) if s != result.winners[0]]
    assert seen
