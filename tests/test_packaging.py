"""packaging/: what of the desktop build can be checked without building it.

The frozen build itself is checked by ``packaging/smoke.sh`` (minutes; outside this run) and
the wheel by ``.ci/run``. Here: the entry point's ``freeze_support`` and hidden render child,
the spec's hidden imports (read from the registries, and no module named by a string left
out) and data, and the desktop entry, AppStream metainfo and icon.
"""

from __future__ import annotations

import ast
import importlib.util
import multiprocessing
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import types
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from fnmatch import fnmatch
from importlib import resources
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.boardcraft.Studio"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
ICON = PACKAGING / f"{APP_ID}.svg"
EUROPE = ROOT / "content" / "packs" / "europe.json"


def _load(name: str, path: Path) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


hidden = _load("boardcraft_hidden_imports", PACKAGING / "hidden_imports.py")


# -- the entry point ----------------------------------------------------------------------------


class _FreezeSupportCalled(Exception):
    pass


def test_the_frozen_entry_point_calls_freeze_support_before_anything_else(monkeypatch):
    """A simulation worker of the frozen build is the build re-invoked by multiprocessing:
    freeze_support must take it over before the studio or the CLI look at the arguments."""
    import app.entry

    def freeze_support():
        raise _FreezeSupportCalled

    monkeypatch.setattr(multiprocessing, "freeze_support", freeze_support)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    for argv in (["boardcraft"], ["boardcraft", "simulate", "x.json"], ["boardcraft", "_render"]):
        monkeypatch.setattr(sys, "argv", argv)
        with pytest.raises(_FreezeSupportCalled):
            app.entry.main()


def test_cli_and_entry_do_not_import_each_other():
    """app.entry starts app.cli; app.cli takes the render child's command from app.child."""
    import ast

    tree = ast.parse((ROOT / "app" / "cli.py").read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert "app.entry" not in imported


def test_the_render_child_command_is_python_m_or_the_frozen_build_itself(monkeypatch):
    from app.child import RENDER_CHILD, render_child_command

    assert render_child_command() == [sys.executable, "-m", "app.render"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/boardcraft/boardcraft")
    assert render_child_command() == ["/opt/boardcraft/boardcraft", RENDER_CHILD]


def test_a_frozen_export_draws_in_the_build_re_invoked_with_its_hidden_subcommand(
        tmp_path, monkeypatch):
    """``boardcraft export`` as the frozen build runs it: the child is ``sys.executable``
    (here a stand-in for the build that runs app.entry.main) with ``_render``."""
    from typer.testing import CliRunner

    from app.cli import cli
    from content.packfile import read_packfile

    build = tmp_path / "boardcraft"
    build.write_text(f"#!{sys.executable}\nimport sys\nsys.path.insert(0, {str(ROOT)!r})\n"
                     "from app.entry import main\nmain()\n", encoding="utf-8")
    build.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(build))
    monkeypatch.delenv("PYTHONPATH", raising=False)
    out = tmp_path / "europe.bcpack"
    result = CliRunner().invoke(cli, ["export", str(EUROPE), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert read_packfile(out).preview_png.startswith(b"\x89PNG")


# -- the spec -----------------------------------------------------------------------------------


def test_the_hidden_imports_hold_what_isal_imports_from_c_when_isal_is_installed():
    pytest.importorskip("isal.isal_zlib")
    assert "isal.igzip_lib" in hidden.hidden_imports()


def test_the_hidden_imports_hold_every_module_every_registry_names():
    names = hidden.hidden_imports()
    missing = set(hidden.missing_modules())
    assert missing == set()
    entries = hidden.registry_entries()
    assert "core.trails" in entries and "app.playtest.trails_board:TrailsBoard" in entries
    for value in entries:
        name, _, cls = value.partition(":")
        if name in missing:
            continue
        assert name in names, value
        if cls:  # the object the registration asks for is in that module
            assert hasattr(importlib.import_module(name), cls.split(".")[0]), value
    assert "app.render" in names
    assert len(names) == len(set(names))
    assert not missing & set(names)  # PyInstaller would stop on an error for each


_MODULE_STRING = re.compile(r"(?:app|core|content)(?:\.[A-Za-z_]\w*)+(?::[A-Za-z_]\w*)?")


def _module_exists(name: str) -> bool:
    base = ROOT.joinpath(*name.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def _sources():
    for top in ("app", "core", "content"):
        for path in sorted((ROOT / top).rglob("*.py")):
            if (path.parent / "__init__.py").is_file():
                yield path


def test_every_module_named_by_a_string_is_in_the_build():
    """A registry added anywhere (a dict of "module:Class" strings imported by name) cannot
    be forgotten by the spec: every string in app/, core/ and content/ that names one of
    their modules names one the build holds, through an import statement PyInstaller sees
    or the spec's hidden imports."""
    imported: set[str] = set()
    named: dict[str, str] = {}
    for path in _sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                      if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef)
                      and n.body and isinstance(n.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                imported.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                imported.add(node.module)
                imported.update(f"{node.module}.{a.name}" for a in node.names)
            elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and id(node) not in docstrings and _MODULE_STRING.fullmatch(node.value)):
                module = node.value.partition(":")[0]
                if _module_exists(module):
                    named.setdefault(module, path.relative_to(ROOT).as_posix())
    assert "core.trails" in named  # the scan sees the registries
    in_build = imported | set(hidden.hidden_imports())
    missing = {m: where for m, where in named.items() if m not in in_build}
    assert missing == {}, "named by a string, imported by nothing: add it to " \
                          "packaging/hidden_imports.py"


class _Recorder:
    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.pure, self.scripts, self.binaries, self.datas = [], [], [], []


def _run_spec(monkeypatch, binaries=(), packaging: Path = PACKAGING) -> dict:
    """Execute boardcraft.spec with PyInstaller's build classes replaced by recorders."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.copy_metadata = lambda name: [(f"/site/{name}.dist-info", f"{name}.dist-info")]
    for name, module in (("PyInstaller", types.ModuleType("PyInstaller")),
                         ("PyInstaller.utils", types.ModuleType("PyInstaller.utils")),
                         ("PyInstaller.utils.hooks", hooks)):
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(sys, "path", list(sys.path))

    class Analysis(_Recorder):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.binaries = [(dest, "/src/" + dest, "BINARY") for dest in binaries]

    made: dict = {}

    def recorder(kind):
        def make(*args, **kwargs):
            made[kind] = (Analysis if kind == "Analysis" else _Recorder)(*args, **kwargs)
            return made[kind]
        return make

    spec_globals = {"SPECPATH": str(packaging), "__name__": "__main__",
                    **{k: recorder(k) for k in ("Analysis", "PYZ", "EXE", "COLLECT")}}
    exec(compile((packaging / "boardcraft.spec").read_text(encoding="utf-8"),
                 str(packaging / "boardcraft.spec"), "exec"), spec_globals)
    return made


def test_the_spec_builds_one_folder_boardcraft_with_the_hidden_imports(monkeypatch):
    made = _run_spec(monkeypatch)
    analysis = made["Analysis"].kwargs
    assert made["Analysis"].args[0] == [str(PACKAGING / "launch.py")]
    assert analysis["hiddenimports"] == hidden.hidden_imports()
    assert made["EXE"].kwargs["name"] == made["COLLECT"].kwargs["name"] == "boardcraft"
    assert made["EXE"].kwargs["exclude_binaries"] is True  # one folder, not one file
    assert "from app.entry import main" in (PACKAGING / "launch.py").read_text(encoding="utf-8")


def test_the_spec_ships_the_package_data_where_importlib_resources_finds_it(monkeypatch):
    """Every package-data pattern of pyproject.toml (what the wheel ships) is in the build,
    beside its package, as content/resources.py looks for it."""
    datas = _run_spec(monkeypatch)["Analysis"].kwargs["datas"]
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "tool"]["setuptools"]["package-data"]
    for package, patterns in package_data.items():
        for pattern in patterns:
            files = sorted((ROOT / package).glob(pattern))
            folder = (Path(package) / pattern).parent.as_posix()
            if not files:  # app/i18n/*.qm before the translations land
                continue
            assert (str(ROOT / package / pattern), folder) in datas, (package, pattern)
    assert any(dest == "boardcraft-studio.dist-info" for _src, dest in datas)  # the version


def test_the_spec_ships_translations_beside_app_once_they_exist(tmp_path, monkeypatch):
    """No app/i18n/*.qm exists yet: a copy of the spec beside a checkout that has one ships
    it into app/i18n, where importlib.resources.files("app") / "i18n" finds it frozen."""
    with_qm, without = tmp_path / "with", tmp_path / "without"
    for checkout in (with_qm, without):
        shutil.copytree(PACKAGING, checkout / "packaging")
        (checkout / "app" / "i18n").mkdir(parents=True)
    (with_qm / "app" / "i18n" / "boardcraft_fi.qm").write_bytes(b"<qm>")
    datas = _run_spec(monkeypatch, packaging=with_qm / "packaging")["Analysis"].kwargs["datas"]
    assert (str(with_qm / "app" / "i18n" / "*.qm"), "app/i18n") in datas
    # without one, no pattern that matches nothing (PyInstaller stops on those)
    datas = _run_spec(monkeypatch, packaging=without / "packaging")["Analysis"].kwargs["datas"]
    assert not any(dest == "app/i18n" for _src, dest in datas)
    assert resources.files("app").joinpath("i18n") == ROOT / "app" / "i18n"


def test_the_spec_leaves_out_only_the_qt_parts_the_studio_does_not_use(monkeypatch):
    kept = {"PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqwayland.so",
            "PySide6/Qt/plugins/platforms/libqoffscreen.so", "PySide6/Qt/lib/libQt6Svg.so.6",
            "PySide6/Qt/plugins/imageformats/libqsvg.so", "libQt6Gui.so.6",
            "PySide6/Qt/lib/libQt6Widgets.so.6"}
    dropped = {"PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
               "PySide6/Qt/lib/libQt6Quick.so.6", "libQt6Qml.so.6",
               "PySide6/Qt/plugins/imageformats/libqpdf.so", "PySide6/Qt/lib/libQt6Pdf.so.6",
               "PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-x11-integration.so"}
    made = _run_spec(monkeypatch, binaries=sorted(kept | dropped))
    assert {dest for dest, _src, _kind in made["Analysis"].binaries} == kept


# -- the desktop entry, metainfo and icon -------------------------------------------------------


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (bash .ci/run installs it)")
    return path


def test_the_desktop_entry_validates():
    proc = subprocess.run([_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip() == "", proc.stdout  # not even a hint


def test_the_appstream_metainfo_validates():
    proc = subprocess.run([_tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def _desktop_entry() -> dict[str, str]:
    parser = ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_the_desktop_entry_metainfo_icon_and_studio_agree():
    from app.main_window import APP_NAME, DESKTOP_ID

    entry = _desktop_entry()
    meta = ET.parse(METAINFO).getroot()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "scripts"]
    assert DESKTOP_ID == APP_ID == meta.findtext("id") == entry["Icon"]
    assert meta.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert entry["Name"] == meta.findtext("name") == APP_NAME
    assert entry["StartupWMClass"] == APP_NAME  # Qt's WM_CLASS is the application name
    assert entry["Exec"].split()[0] in scripts
    assert meta.findtext("provides/binary") in scripts


def test_the_metainfo_names_this_version_as_its_newest_release():
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"]
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases and releases[0].get("version") == version  # newest first


def test_the_metainfo_screenshots_are_the_pictures_in_docs():
    shots = ET.parse(METAINFO).getroot().findall("screenshots/screenshot/image")
    assert shots
    for image in shots:
        url = image.text.strip()
        assert url.startswith("https://"), url
        local = ROOT / "docs" / url.rpartition("/docs/")[2]
        assert local.is_file(), url
        width, height = struct.unpack(">II", local.read_bytes()[16:24])  # PNG header
        assert (int(image.get("width")), int(image.get("height"))) == (width, height), url


def test_the_icon_is_a_square_svg_that_qt_draws_at_every_size(qapp):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    root = ET.parse(ICON).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    _x, _y, w, h = (float(v) for v in root.get("viewBox").split())
    assert w == h
    renderer = QSvgRenderer(str(ICON))
    assert renderer.isValid()
    for size in (16, 32, 64, 256):
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        centre = image.pixelColor(size // 2, size // 2)
        assert centre.alpha() == 255, size  # drawn, not blank


def test_smoke_and_build_scripts_are_executable_and_name_the_spec():
    for script in ("build.sh", "smoke.sh"):
        path = PACKAGING / script
        assert path.stat().st_mode & 0o111, script
        assert path.read_text(encoding="utf-8").startswith("#!/usr/bin/env bash")
    assert "packaging/boardcraft.spec" in (PACKAGING / "build.sh").read_text(encoding="utf-8")


def test_package_data_is_declared_for_every_data_folder_the_code_looks_up():
    """content/resources.py's lookups name folders that pyproject.toml ships."""
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "tool"]["setuptools"]["package-data"]
    lookups = set()
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "data_folder"
                    and all(isinstance(a, ast.Constant) for a in node.args)):
                lookups.add(tuple(a.value for a in node.args))
    assert ("content", "packs") in lookups and ("content", "schema") in lookups
    for package, folder in lookups:
        assert any(fnmatch(f"{folder}/x.json", p) or p.startswith(f"{folder}/")
                   for p in package_data.get(package, ())), (package, folder)
