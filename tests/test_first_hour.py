"""Issue 24 §6, a user's first hour: the licence, pack files opened from the desktop or the
command line, the help, the README's commands, the desktop archive and its install scripts."""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.boardcraft.Studio"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"


# -- the licence ----------------------------------------------------------------------------


def test_the_licence_is_mit_in_the_file_the_project_metadata_and_the_metainfo():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    assert "Copyright (c) 2026 Boardcraft Studio developers" in text
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT"
    assert "LICENSE" in project["license-files"]
    meta = ET.parse(METAINFO).getroot()
    assert meta.findtext("project_license") == "MIT"
    assert meta.findtext("metadata_license")


def test_natural_earth_is_credited_where_its_data_ships():
    """The Europe and World packs' shapes are Natural Earth's (content/packs/natural_earth.py)."""
    assert "Natural Earth" in (ROOT / "content" / "packs" / "natural_earth.py").read_text(
        encoding="utf-8")
    assert "naturalearthdata.com" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    credits = readme.partition("## Licence and credits")[2]
    assert "Natural Earth" in credits and "MIT" in credits
    description = ET.tostring(ET.parse(METAINFO).getroot().find("description"), encoding="unicode")
    assert "Natural Earth" in description


# -- the command line's help ------------------------------------------------------------------


def _commands():
    """(words, click command) of ``boardcraft`` and every command under it."""
    import typer.main

    from app.cli import cli

    found = []

    def walk(words, command):
        found.append((words, command))
        if hasattr(command, "commands"):
            for name, sub in command.commands.items():
                if not sub.hidden:
                    walk([*words, name], sub)

    walk([], typer.main.get_command(cli))
    return found


def _help(words: list[str]) -> str:
    from typer.testing import CliRunner

    from app.cli import cli

    result = CliRunner().invoke(cli, [*words, "--help"], terminal_width=80)
    assert result.exit_code == 0, (words, result.output)
    return result.output


def _whole_sentence(text: str) -> bool:
    text = " ".join(text.split())
    return bool(text) and (text[0].isupper() or text[0].isdigit()) and text.endswith(".")


def test_every_help_shows_flags_as_flags_and_whole_summaries():
    commands = _commands()
    assert len(commands) > 15
    for words, command in commands:
        out = _help(words)
        assert "<bool>" not in out, (words, out)
        listing = out.partition("\nCommands:\n")[2]
        for line in listing.splitlines():
            assert not line.rstrip().endswith("..."), (words, line)  # a summary cut short
        for param in command.params:
            if getattr(param, "is_flag", False):  # shown bare: "--json  Print the list…"
                option = max(param.opts, key=len)
                assert re.search(rf"{option}( {{2,}}\S|$)", out, re.MULTILINE), (words, option)


def test_every_command_and_option_is_described_in_whole_sentences():
    for words, command in _commands():
        summary = command.get_short_help_str(limit=200)
        assert _whole_sentence(summary), (words, summary)
        first = (command.help or "").split("\n\n")[0]
        assert _whole_sentence(first), (words, first)
        for param in command.params:
            if param.name == "help":
                continue
            assert _whole_sentence(getattr(param, "help", None) or ""), (words, param.name,
                                                                           param.help)


# -- .bcpack files opened or validated ------------------------------------------------------

_PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 16


def _bcpack(tmp_path, name="europe.bcpack", pack=None):
    import content
    from content.packfile import write_packfile

    return write_packfile(tmp_path / name, pack or content.default_pack("europe"), _PNG)


def _boardcraft(args, cwd=None, env=None, timeout=120):
    import os
    import subprocess
    import sys

    run_env = {**os.environ, **(env or {})}
    run_env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), run_env.get("PYTHONPATH"))
                                            if p)
    return subprocess.run(
        [sys.executable, "-c", "import sys; sys.argv[0] = 'boardcraft'; "
         "from app.entry import main; main()", *args],
        capture_output=True, text=True, cwd=cwd, env=run_env, timeout=timeout,
        stdin=subprocess.DEVNULL)


def test_a_file_as_the_first_word_opens_it_as_boardcraft_open_does():
    from app.cli import _files_as_open

    assert _files_as_open(["x.bcpack"]) == ["open", "x.bcpack"]
    assert _files_as_open(["--lang", "fi", "/a/b.json", "c.json"]) == [
        "--lang", "fi", "open", "/a/b.json", "c.json"]
    assert _files_as_open(["validate", "x.bcpack"]) == ["validate", "x.bcpack"]
    assert _files_as_open(["cards", "export"]) == ["cards", "export"]
    assert _files_as_open(["--help"]) == ["--help"]
    assert _files_as_open(["nonsense"]) == ["nonsense"]  # Click says: no such command


def test_boardcraft_x_bcpack_says_what_it_is_and_how_to_import_it(tmp_path):
    """Without a display the studio cannot open (exit 3), but the line before says what the
    file is and gives the headless import."""
    path = _bcpack(tmp_path)
    for args in ([str(path)], ["open", str(path)]):
        proc = _boardcraft(args, env={"DISPLAY": "", "WAYLAND_DISPLAY": "",
                                      "QT_QPA_PLATFORM": "xcb"})
        assert proc.returncode == 3, proc.stderr
        assert "No such command" not in proc.stderr and "UTF-8" not in proc.stderr
        assert "content pack file (.bcpack)" in proc.stderr
        assert f"boardcraft import {path} -o FOLDER" in proc.stderr
        assert "Traceback" not in proc.stderr


def test_validate_checks_the_pack_inside_a_bcpack(tmp_path):
    import content

    good = _bcpack(tmp_path)
    proc = _boardcraft(["validate", str(good)])
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "ok journey pack 'europe' (inside the .bcpack)" in proc.stdout
    assert "UTF-8" not in proc.stdout
    # A pack with a lint error inside: exit 1, the problem named.
    europe = content.default_pack("europe")
    lonely = europe.model_copy(update={"cards": ()})
    bad = _bcpack(tmp_path, "lonely.bcpack", lonely)
    proc = _boardcraft(["validate", "--quiet", str(bad)])
    assert proc.returncode == 1 and "lonely.bcpack: error" in proc.stdout, proc.stdout
    # Not a zip after all (a refused file: 1), no file at all (unreadable: 2).
    broken = tmp_path / "broken.bcpack"
    broken.write_bytes(b"PK\x03\x04 no zip")
    proc = _boardcraft(["validate", str(broken)])
    assert proc.returncode == 1 and "broken.bcpack: error load" in proc.stdout
    assert "not a zip archive" in proc.stdout and "Traceback" not in proc.stderr
    proc = _boardcraft(["validate", str(tmp_path / "missing.bcpack")])
    assert proc.returncode == 2 and "missing.bcpack: error unreadable no such file" in proc.stdout
