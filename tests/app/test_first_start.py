"""The first start on a fresh machine: a platform plugin that cannot load is one clear line
and exit 3, never Qt's abort; and the real studio opens on a real X display (Xvfb)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app import platform_check
from app.platform_check import (
    DEBIAN_PACKAGES,
    EXIT_NO_WINDOW,
    FEDORA_PACKAGES,
    SONAME_PACKAGES,
    check_platform,
    platform_name,
)

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")

_LDD = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
"""
_ICCCM = "libxcb-icccm.so.4: cannot open shared object file: No such file or directory"


def _missing(path: str) -> str | None:
    return _ICCCM if path.endswith("libqxcb.so") else None


def test_a_missing_xcb_library_is_one_line_naming_packages_and_install_commands():
    line = check_platform({"QT_QPA_PLATFORM": "xcb"}, [], load=_missing, ldd=lambda _p: _LDD)
    assert line is not None and "\n" not in line
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in line  # each missing library once
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1 (Debian/Ubuntu)" in line
    assert "sudo dnf install xcb-util-wm xcb-util-keysyms (Fedora)" in line


def test_without_ldd_the_loaders_own_reason_names_the_library():
    line = check_platform({"QT_QPA_PLATFORM": "xcb"}, [], load=_missing, ldd=lambda _p: None)
    assert "(libxcb-icccm.so.4)" in line and "apt-get install libxcb-icccm4 " in line


def test_a_plugin_that_loads_or_another_platform_is_not_in_the_way():
    assert check_platform({"QT_QPA_PLATFORM": "xcb"}, [], load=lambda _p: None) is None
    assert check_platform({"QT_QPA_PLATFORM": "offscreen"}, []) is None  # loads here for real
    assert check_platform({"QT_QPA_PLATFORM": "no-such-plugin"}, []) is None


def test_the_platform_is_read_as_qt_reads_it():
    assert platform_name({"QT_QPA_PLATFORM": "xcb:dpi=96;wayland"}, []) == "xcb"
    assert platform_name({"QT_QPA_PLATFORM": "offscreen"}, ["app", "-platform", "vnc"]) == "vnc"
    if sys.platform.startswith("linux"):
        assert platform_name({}, []) == "xcb"
        assert platform_name({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"},
                             []) == "wayland"


def test_the_readme_quick_start_names_every_system_package():
    quick_start = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    apt = re.search(r"apt-get install (-y )?([^\n`]+)", quick_start)
    dnf = re.search(r"dnf install (-y )?([^\n`]+)", quick_start)
    assert apt and dnf, "the quick start has an apt-get and a dnf line"
    # Python's venv module first (the quick start installs into a virtual environment), then
    # the libraries of Qt's window.
    assert apt.group(2).split() == ["python3-venv", *DEBIAN_PACKAGES]
    assert dnf.group(2).split() == ["python3", *FEDORA_PACKAGES]
    for debian, fedora in SONAME_PACKAGES.values():  # every mapped package is one we ask for
        if debian in DEBIAN_PACKAGES:
            assert fedora in FEDORA_PACKAGES, (debian, fedora)


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY",
                                                            "WAYLAND_DISPLAY")}
    home = tmp_path / "home"
    env.update(PYTHONPATH=str(ROOT), HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_RUNTIME_DIR=str(tmp_path / "run"),
               **extra)
    (tmp_path / "run").mkdir(mode=0o700, exist_ok=True)
    return env


_SIMULATED = """
import sys
import app.platform_check as pc
pc._dlopen = lambda path: ({missing!r} if path.endswith("libqxcb.so") else None)
pc._ldd = lambda path: None
sys.argv = ["boardcraft"]
from app.entry import main
main()
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb platform is Linux's")
def test_the_real_studio_with_a_library_missing_exits_3_with_one_line(tmp_path):
    code = _SIMULATED.format(
        missing="libxcb-cursor.so.0: cannot open shared object file: No such file or directory")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, env=_env(tmp_path, QT_QPA_PLATFORM="xcb"), timeout=120,
                          stdin=subprocess.DEVNULL)
    assert proc.returncode == EXIT_NO_WINDOW, proc.stderr
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, proc.stderr
    assert "sudo apt-get install libxcb-cursor0 (Debian/Ubuntu)" in lines[0]
    assert "sudo dnf install xcb-util-cursor (Fedora)" in lines[0]


def test_no_x_display_is_one_line_and_exit_3_not_an_abort(tmp_path):
    display = ":4321"
    if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
        pytest.skip(f"an X server runs at {display}")
    proc = subprocess.run([sys.executable, "-m", "app"], capture_output=True, text=True,
                          cwd=ROOT, env=_env(tmp_path, QT_QPA_PLATFORM="xcb", DISPLAY=display),
                          timeout=120, stdin=subprocess.DEVNULL)
    assert proc.returncode == EXIT_NO_WINDOW, (proc.returncode, proc.stderr)  # not -6 (abort)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("boardcraft: cannot open the studio window")
    assert "Traceback" not in proc.stderr


@pytest.mark.slow
def test_the_studio_opens_on_a_real_x_display_and_closes_cleanly(tmp_path):
    """The README's open command (``python -m app``) under Xvfb on Qt's xcb platform."""
    xvfb_run = shutil.which("xvfb-run")
    if xvfb_run is None:
        pytest.skip("xvfb-run is not installed (bash .ci/run installs it: apt-get install xvfb)")
    env = _env(tmp_path, QT_QPA_PLATFORM="xcb")
    proc = subprocess.run(
        [xvfb_run, "-a", "-s", "-screen 0 1600x1000x24", sys.executable, "-m", "app", "--smoke"],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=240,
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr)
    assert "smoke: the studio window is on screen (xcb, 3 documents open)" in proc.stdout
    assert "Traceback" not in proc.stderr
    # a clean close: the autosave folder holds no lock or autosave file of this run
    autosave = tmp_path / "home" / "data"
    leftovers = [p for p in autosave.rglob("*") if p.is_file() and "autosave" in str(p)]
    assert leftovers == []


def test_platform_check_is_imported_without_qt():
    code = ("import sys, app.platform_check as pc; pc.check_platform(); "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6.')))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)
    assert proc.stdout.strip() == "[]", proc.stderr
    assert platform_check.EXIT_NO_WINDOW == 3
