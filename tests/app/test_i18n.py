"""The studio's languages: catalogues up to date and finished, choosing and installing one,
rule and lint messages translated at the edge with an English fallback."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QSettings

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
