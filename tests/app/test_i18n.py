"""The studio's languages: catalogues up to date and finished, choosing and installing one,
rule and lint messages translated at the edge with an English fallback."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel

from app.i18n import (
    LANGUAGES,
    SETTINGS_KEY,
    choose_language,
    current_language,
    install_language,
    system_language,
    translate,
)
from app.i18n import update as i18n_update
from app.i18n.messages import illegal_text, problem_text, translate_message
from content.lint import Problem
from content.messages import msg
from core.api import IllegalMove

_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%\d")


@pytest.fixture
def english():
    """Put English back after a test that installs another language."""
    yield
    install_language("en")


@pytest.mark.slow
def test_catalogues_are_not_stale_and_finished(capsys):
    """lupdate over app/ (into a temporary copy) adds no string, drops none, and every
    translation is finished; the compiled .qm files are those of the committed .ts files."""
    status = i18n_update.main(["--check"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "stale" not in out


@pytest.mark.parametrize("lang", ["fi", "fr"])
def test_no_translation_is_unfinished_or_empty(lang):
    ts = i18n_update.HERE / f"boardcraft_{lang}.ts"
    root = ET.parse(ts).getroot()
    assert root.get("language", "").startswith(lang)
    assert 'type="unfinished"' not in ts.read_text(encoding="utf-8")
    assert i18n_update.unfinished(ts) == []
    assert (i18n_update.HERE / f"boardcraft_{lang}.qm").is_file()


@pytest.mark.parametrize("lang", ["fi", "fr"])
def test_translations_keep_their_placeholders(lang):
    ts = i18n_update.HERE / f"boardcraft_{lang}.ts"
    for (context, source), tr in i18n_update.messages(ts).items():
        forms = [f.text for f in tr.iter("numerusform")] or [tr.text]
        for form in forms:
            assert sorted(_PLACEHOLDER.findall(source)) == sorted(
                p for p in _PLACEHOLDER.findall(form) if p != "%n" or "%n" in source
            ), (context, source, form)


def test_core_messages_list_every_template():
    """Every msg("…") template of core/ and content/ is in the generated module."""
    from app.i18n.core_messages import TEMPLATES

    assert list(TEMPLATES) == i18n_update.message_templates()


def test_choose_language_order(tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert choose_language(None, settings) == system_language()
    settings.setValue(SETTINGS_KEY, "fr")
    assert choose_language(None, settings) == "fr"
    assert choose_language("FI", settings) == "fi"
    settings.setValue(SETTINGS_KEY, "xx")  # not a shipped language: the system's
    assert choose_language(None, settings) == system_language()
    with pytest.raises(ValueError):
        choose_language("de", settings)


def test_system_locale_is_followed(monkeypatch, tmp_path):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert system_language() == "fr"
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert choose_language(None, settings) == "fr"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert system_language() == "en"


def test_cli_lang_is_checked():
    from typer.testing import CliRunner

    from app.cli import cli

    result = CliRunner().invoke(cli, ["--lang", "de", "validate", "nothing.json"])
    assert result.exit_code == 2
    assert "--lang" in result.output


def test_preferences_dialog_stores_the_language(qtbot, tmp_path):
    from app.widgets.preferences_dialog import PreferencesDialog

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.chosen_language() == ""  # the system's by default
    assert [dialog.language.itemData(i) for i in range(dialog.language.count())] == [
        "", *LANGUAGES]
    dialog.language.setCurrentIndex(dialog.language.findData("fi"))
    dialog.accept()
    assert settings.value(SETTINGS_KEY) == "fi"
    again = PreferencesDialog(settings)
    qtbot.addWidget(again)
    assert again.chosen_language() == "fi"
    assert again.restart_needed() == (current_language() != "fi")


def test_main_window_has_preferences(main_window):
    assert main_window.preferences_action.text() == "&Preferences…"


def test_illegal_move_and_problem_carry_message_ids():
    e = IllegalMove("J2", msg("there is no slot {slot}", slot=12))
    assert (e.rule, e.message, e.msgid, e.msgargs) == (
        "J2", "there is no slot 12", "there is no slot {slot}", {"slot": 12})
    plain = IllegalMove("J2", "a sentence")  # the old signature still works
    assert (plain.msgid, plain.msgargs) == ("", {})
    assert illegal_text(plain) == "a sentence"
    p = Problem("error", "journey-sea-coast", msg("sea {name} has {n} coasts", name="X", n=1),
                "seas[0]")
    assert (p.msgid, p.msgargs) == ("sea {name} has {n} coasts", {"name": "X", "n": 1})
    assert p == Problem("error", "journey-sea-coast", "sea X has 1 coasts", "seas[0]")
    assert problem_text(p) == "sea X has 1 coasts"  # English: the sentence itself


def test_a_broken_translation_falls_back_to_english():
    assert translate_message("{a} and {b}", {"a": 1}, "the English") == "the English"
    assert translate_message("", {}, "plain") == "plain"


def test_english_is_the_source(english):
    assert install_language("en") == "en"
    assert translate("MainWindow", "&File") == "&File"


# --- the studio in Finnish and French ------------------------------------------------------


@pytest.fixture
def finnish():
    assert install_language("fi") == "fi"
    yield
    install_language("en")


@pytest.fixture
def french():
    assert install_language("fr") == "fr"
    yield
    install_language("en")


def test_menus_and_docks_follow_the_language(finnish, make_window):
    from app.main_window import templates

    w = make_window()
    titles = [a.text() for a in w.menuBar().actions()]
    assert titles[:3] == ["&Tiedosto", "&Muokkaa", "T&yökalut"]
    assert w.problems_dock.windowTitle() == "Ongelmat"
    assert w.side_dock("Properties").windowTitle() == "Ominaisuudet"  # keyed by its English title
    assert w.new_actions[templates()[0][0]].text() == "&Journey (Eurooppa-mallipohja)"


def test_french_studio_opens_the_default_packs(french, make_window):
    from app.main import open_startup_documents

    w = make_window()
    open_startup_documents(w, [])
    assert w.tabs.count() == 3
    assert "(sans titre)" in w.tabs.tabText(0)
    assert w.tools_bar.actions()[0].text() == "Sélection"
    # pack text stays as the designer wrote it
    assert w.current_document().pack.countries[0].name in w.current_document().pack.model_dump_json()


def test_a_refused_move_is_shown_in_finnish(finnish, qtbot):
    """The playtest's refusal line: the rule id and the rule's sentence in Finnish."""
    from content import default_pack
    from tests.app.test_playtest import _click, _journey_gesture, _window

    w = _window(qtbot, default_pack("europe"), ["human:Anna", "greedy"], seed=5)
    _journey_gesture(qtbot, w, 0)
    qtbot.waitUntil(lambda: w.session.to_move() is not None)
    full = next(s for s in w.board.slots if s.card is not None)
    _click(qtbot, full)
    assert w.refusal.isVisible()
    text = w.refusal.text()
    assert "Ei sallittu (J2)" in text and "on jo kortti; valitse tyhjä paikka" in text


def test_rule_sentences_translate_with_nested_phrases(finnish):
    e = IllegalMove("J6", msg("{task}, not '{move}'", task=msg("the player must first draw one card"),
                              move="place 3"))
    assert illegal_text(e) == "pelaajan on ensin nostettava yksi kortti, ei 'place 3'"
    install_language("fr")
    assert illegal_text(e) == "le joueur doit d'abord piocher une carte, pas « place 3 »"


def test_lint_problems_are_translated_in_the_problems_panel(finnish, qtbot):
    from app.documents import Document
    from app.widgets.problems_panel import ProblemsPanel
    from content import default_pack, lint

    pack = default_pack("trails")
    problems = lint(pack)
    assert problems and all(p.msgid for p in problems)
    panel = ProblemsPanel(Document(pack))
    qtbot.addWidget(panel)
    qtbot.waitUntil(lambda: panel.model.rowCount() == len(problems))
    shown = panel.model.index(0, 2).data()
    assert shown == problem_text(problems[0]) != problems[0].message
    assert panel.model.index(0, 0).data() in ("virhe", "varoitus")
    assert panel.model.headerData(0, Qt.Orientation.Horizontal) == "Vakavuus"


def test_property_form_labels_and_tooltips_come_translated(french, qtbot):
    from app.widgets.property_form import PropertyForm, field_label
    from content import default_pack

    pack = default_pack("europe")
    form = PropertyForm()
    qtbot.addWidget(form)
    form.set_element(pack.rules, "rules")
    labels = [w.text() for w in form.findChildren(QLabel)]
    assert "Joueurs min." in labels and "Taille du support" in labels
    assert field_label("holder_size") == "Taille du support"
    tips = [w.toolTip() for w in form.findChildren(QLabel)]
    assert "Emplacements de chaque support de cartes (J1)." in tips


def test_every_message_template_and_field_has_a_finnish_and_french_translation():
    from app.i18n.core_messages import FIELDS, TEMPLATES

    for lang in ("fi", "fr"):
        table = i18n_update.messages(i18n_update.HERE / f"boardcraft_{lang}.ts")
        for context, template in TEMPLATES:
            assert table[(context, template)].text, (lang, template)
        for text in FIELDS:
            assert table[("fields", text)].text, (lang, text)


def test_cli_lang_reaches_the_studio(monkeypatch):
    from typer.testing import CliRunner

    import app.main
    from app.cli import cli

    seen = {}

    def fake_run_studio(paths, smoke=False, lang=None, **_kw):
        seen.update(paths=paths, lang=lang)
        return 0

    monkeypatch.setattr(app.main, "run_studio", fake_run_studio)
    result = CliRunner().invoke(cli, ["--lang", "FR"])
    assert result.exit_code == 0, result.output
    assert seen == {"paths": [], "lang": "fr"}
    result = CliRunner().invoke(cli, ["--lang", "fi", "open", "a.json"])
    assert result.exit_code == 0 and seen == {"paths": ["a.json"], "lang": "fi"}


def test_the_expedition_move_log_is_translated_and_stays_english_in_core(qapp, french):
    """describe() gives its English sentence (a Message); the studio shows it in French."""
    from app.i18n.messages import message_text
    from content import default_pack
    from core.api import game_for

    game = game_for(default_pack("expedition"))
    state = game.new_game(2)
    while state.current_player() < 0:  # deal the cards (chance)
        state = state.apply(state.chance_outcomes()[0][0])
    move = next(m for m in state.legal_moves() if m.kind == "token")
    words = game.describe(state, move, ["Anna", "Ben"])
    assert words.startswith("Anna places a token on ")
    assert words.msgid == "{who} places a token on {point}"
    assert message_text(words) == f"Anna pose un jeton sur {words.msgargs['point']}"


def test_the_journey_and_trails_move_logs_are_translated(qapp, french):
    """Journey's and Trails' describe() give English Messages; nested phrases translate too."""
    from app.i18n.messages import message_text
    from content import default_pack
    from core.api import game_for
    from core.journey.moves import FirstPlayer

    journey = game_for(default_pack("europe"))
    state = journey.new_game(2)
    words = journey.describe(state, FirstPlayer(1), ["Anna", "Ben"])
    assert words == "Ben plays first" and words.msgid == "{who} plays first"
    assert message_text(words) == "Ben joue en premier"
    ship = next(c for c in range(journey.tables.n_cards) if journey.card_name(c).endswith(" ship"))
    assert message_text(journey.card_name(ship)).startswith("un bateau (")

    trails = game_for(default_pack("trails"))
    state = trails.new_game(2)
    move = state.chance_outcomes()[0][0]
    words = trails.describe(state, move, ["Anna", "Ben"])
    assert words.startswith("Hex (") and words.msgid == "Hex ({q},{r}) is {terrain}"
    q, r, terrain = words.msgargs["q"], words.msgargs["r"], words.msgargs["terrain"]
    assert message_text(words) == f"L'hexagone ({q},{r}) est {terrain}"


def test_journey_broken_links_are_translated_in_finnish(finnish):
    """The J19 lines of check_journey stay English in core and come out in Finnish."""
    from app.i18n.messages import message_text
    from content import default_pack
    from core.api import check_journey

    holder = ["country:pt", "country:es", "country:fr", "country:fr", None,
              "country:by", "country:ru", "country:ua", "country:ro", "country:bg"]
    breaks = {b.rule: b.message for b in check_journey(default_pack("europe"), holder).breaks}
    assert breaks["J11"] == "slot 5 is empty"
    assert message_text(breaks["J11"]) == "paikka 5 on tyhjä"
    assert breaks["J17"] == ("slot 3 France → slot 4 France: the two cards of one country may "
                             "not be next to each other")
    assert message_text(breaks["J17"]) == ("paikka 3 France → paikka 4 France: saman maan kaksi "
                                           "korttia eivät saa olla vierekkäin")


def test_playtest_seat_captions_and_seed_are_translated(french, qtbot):
    from app.playtest.window import PlaytestWindow
    from content import default_pack

    w = PlaytestWindow(default_pack("europe"), ["human:Anna", "greedy"], 3)
    qtbot.addWidget(w)
    w.set_pace(0)
    w.show()
    qtbot.waitUntil(lambda: "graine" in w.seats_label.text())
    text = w.seats_label.text()
    assert "1. Anna (personne)" in text and "(bot glouton)" in text
    assert "graine 3" in text and "seed" not in text and "person)" not in text


def test_end_reasons_are_shown_translated_and_kept_english(finnish, qtbot):
    """The reasons chart shows "voitto"; its bars (the report's keys) stay "win"."""
    from PySide6.QtCharts import QBarCategoryAxis

    from app.simulation.charts import ReasonsChart, reason_text

    chart = ReasonsChart()
    qtbot.addWidget(chart)
    chart.set_reasons({"win": 7, "round_limit": 3, "someday": 1}, 11)
    assert chart.bars() == [("win", 7), ("round_limit", 3), ("someday", 1)]
    axis = next(a for a in chart.chart().axes() if isinstance(a, QBarCategoryAxis))
    labels = [c.split("<br>")[0] for c in axis.categories()]
    assert labels == ["someday", "kierrosraja", "voitto"]  # bottom-up; an unknown key as is
    assert reason_text("win") == "voitto"


def test_element_names_are_translated_in_the_where_column_and_undo_texts(finnish, qtbot):
    """content.names builds its names with msg(): the studio shows them in Finnish, while
    content.names.element_name stays English."""
    from app.commands.remove_card import RemoveCardCommand
    from app.documents import Document
    from app.i18n.messages import element_text
    from app.widgets.problems_panel import ProblemsPanel
    from content import default_pack, lint
    from content.names import element_name

    trails = default_pack("trails")
    problems = lint(trails)
    panel = ProblemsPanel(Document(trails))
    qtbot.addWidget(panel)
    qtbot.waitUntil(lambda: panel.model.rowCount() == len(problems))
    row = next(r for r in range(panel.model.rowCount())
               if panel.model.problems[r].where.startswith("boards["))
    where = panel.model.problems[row].where
    assert element_name(trails, where).startswith("the ") and element_name(trails, where).endswith("-player board")
    assert panel.model.index(row, 3).data() == element_text(trails, where)
    assert panel.model.index(row, 3).data().endswith("pelaajan pelilauta")
    assert element_text(trails, "boards[0].hexes[3]").startswith("heksa (")
    # a pack field's words as the Properties form labels the field
    assert element_text(trails, "rules.max_players") == "pelaajia enintään (säännöt)"
    assert element_text(trails, "name") == "paketin nimi"
    assert element_text(default_pack("europe"), "countries") == "maat"
    assert element_text(trails, "") == "paketti"

    europe = default_pack("europe")
    assert element_text(europe, "links[2]") == "yhteys Wales – England"
    assert element_name(europe, "links[2]") == "link Wales – England"
    ship = next(c for c in europe.cards if c.kind == "ship")
    command = RemoveCardCommand(Document(europe), [ship.id])
    assert command.text().startswith("Poista laivakortti ")
    install_language("en")  # the phrase follows the language; the prefix was fixed when pushed
    assert command.render_label(lambda _ref: None) == "Poista " + element_name(
        europe, f"cards[{europe.cards.index(ship)}]")


def test_point_kinds_and_tool_gestures_are_translated(french, make_window):
    """The "New point kind" combo shows the kinds in French and keeps the pack's values;
    Help ▸ Keyboard Shortcuts lists the tools' and the canvas's gestures in French."""
    from app.documents import Document
    from content import default_pack
    from content.edit import expedition as ee

    w = make_window()
    w.add_document(Document(default_pack("expedition")))
    combo = w.current_editor().kind_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["rose", "vert", "bleu", "rouge", "simple"]
    assert [combo.itemData(i) for i in range(combo.count())] == list(ee.KINDS)
    combo.setCurrentIndex(2)
    assert w.current_editor().point_kind == "blue"
    # the Add point and Split tools' messages name the kind as the combo does
    from app.tools.expedition_tools import _kind_text

    assert _kind_text(w.current_editor().point_kind) == "bleu"

    w.add_document(Document(default_pack("europe")))
    rows = dict(w.shortcut_rows())
    assert rows["Déplacer la carte"].startswith("Glisser avec le bouton du milieu")
    assert rows["Zoomer ou dézoomer autour du pointeur"] == "Molette de la souris"
    assert rows["Sélection : ajouter à la sélection ou en retirer"] == "Maj+Clic"
    assert "Pan the map" not in rows


def test_journey_card_labels_and_ab_measure_labels_are_translated(finnish):
    """JourneyConnections.label and core's Difference.label stay English in content/core and
    come out translated where the studio shows them (the J19 lines, the A/B table)."""
    from app.i18n.messages import message_text
    from app.simulation.compare_view import measure_label
    from content import default_pack
    from content.rules.journey import JourneyConnections
    from core.sim.compare import compare

    pack = default_pack("europe")
    conn = JourneyConnections(pack)
    ship = next(i for i, cid in enumerate(conn.card_ids) if cid.startswith("ship"))
    sea = conn.label[ship][len("ship ("):-1]
    assert conn.label[ship] == f"ship ({sea})"
    assert message_text(conn.label[ship]) == f"laiva ({sea})"
    plane = next(i for i, cid in enumerate(conn.card_ids) if cid.startswith("plane"))
    assert message_text(conn.label[plane]).startswith("lentokone (")
    slot = msg("slot {slot} {card}", slot=2, card=conn.label[ship])
    assert message_text(slot) == f"paikka 2 laiva ({sea})"

    trails = default_pack("trails")
    labels = {d.measure: d for d in compare(trails, trails, ["greedy", "random"], 2, 1).differences}
    assert labels["win_rate.seat.0"].label == "first player win rate"
    assert measure_label(labels["win_rate.seat.0"]) == "ensimmäinen pelaaja: voittoprosentti"
    assert labels["score.bot.1"].label == "random mean score"
    assert measure_label(labels["score.bot.1"]) == "random: keskipisteet"
    assert measure_label(labels["plies.mean"]) == "puolisiirtoja keskimäärin"
    reason = next(d for m, d in labels.items() if m.startswith("reason."))
    assert reason.label.startswith("games ending by ")
    assert measure_label(reason).startswith("pelit, jotka päättyvät: ")
