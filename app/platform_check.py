"""Before the first window: can Qt's platform plugin load on this machine?

On a fresh Linux desktop Qt's ``xcb`` plugin needs system libraries that a minimal install
lacks (libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1...). Without them Qt aborts the process
(SIGABRT) with a message that does not name them all. So, before the QApplication exists:

- ``check_platform()`` loads the platform plugin's shared library the way Qt will
  (``ctypes``: one ``dlopen`` of a library Qt loads anyway, well under a millisecond). When
  that fails, ``ldd`` lists every missing library, and the message names the system packages
  that provide them and the commands that install them (Debian/Ubuntu, Fedora).
- ``fatal_qt_messages()`` catches the Qt fatal message that still ends a start (no X display,
  a plugin that loads but cannot start) and turns it into one line and an exit code instead
  of an abort.

Nothing here imports a Qt module until the check has passed.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib.util
import os
import re
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path

#: Exit code of a studio that cannot open its window (files are 1 and 2 in the CLI).
EXIT_NO_WINDOW = 3

#: The system packages the studio's window needs on Linux (Qt's xcb platform and Qt Gui).
#: The README's quick start names the same lists; a test keeps them in step.
DEBIAN_PACKAGES = (
    "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0",
    "libxcb-render-util0", "libxcb-randr0", "libxcb-shape0", "libxcb-xfixes0", "libxcb-xkb1",
    "libxcb-shm0", "libxcb-sync1", "libxkbcommon-x11-0", "libx11-xcb1", "libegl1", "libgl1",
    "libfontconfig1", "libdbus-1-3", "libglib2.0-0",
)
FEDORA_PACKAGES = (
    "xcb-util-cursor", "xcb-util-wm", "xcb-util-keysyms", "xcb-util-image",
    "xcb-util-renderutil", "libxcb", "libxkbcommon-x11", "libX11-xcb", "libglvnd-egl",
    "libglvnd-glx", "fontconfig", "dbus-libs", "glib2",
)

#: soname -> (Debian/Ubuntu package, Fedora package).
SONAME_PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-glx.so.0": ("libxcb-glx0", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)
_CANNOT_OPEN = re.compile(r"(\S+\.so[.\d]*): cannot open shared object file")


def platform_name(environ: Mapping[str, str] | None = None,
                  argv: Sequence[str] | None = None) -> str:
    """The platform plugin Qt will try first: ``-platform NAME``, ``QT_QPA_PLATFORM``
    (first of a ``;`` list, without ``:options``), else what Qt picks on this system."""
    env = os.environ if environ is None else environ
    args = list(sys.argv if argv is None else argv)
    value = ""
    if "-platform" in args[:-1]:
        value = args[args.index("-platform") + 1]
    value = value or env.get("QT_QPA_PLATFORM", "")
    if value:
        return value.split(";")[0].split(":")[0].strip()
    if sys.platform == "darwin":
        return "cocoa"
    if sys.platform.startswith("win"):
        return "windows"
    if env.get("XDG_SESSION_TYPE") == "wayland" and env.get("WAYLAND_DISPLAY"):
        return "wayland"
    return "xcb"


def qt_folder() -> Path | None:
    """PySide6's ``Qt`` folder (found without importing PySide6), or None."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "Qt"


def plugin_path(platform: str, qt: Path | None = None) -> Path | None:
    """The shared library of Qt's ``platform`` plugin (Linux), or None if there is none."""
    qt = qt_folder() if qt is None else qt
    if qt is None:
        return None
    path = qt / "plugins" / "platforms" / f"libq{platform}.so"
    return path if path.is_file() else None


def _dlopen(path: str) -> str | None:
    """None if the library at ``path`` loads, else the loader's reason."""
    try:
        ctypes.CDLL(path)
    except OSError as e:
        return str(e)
    return None


def missing_libraries(plugin: Path, load_error: str = "",
                      ldd: Callable[[Path], str | None] | None = None) -> list[str]:
    """The sonames the plugin needs that the system lacks: from ``ldd`` (every one, the
    plugin's and its libraries'), else the one the loader named."""
    output = (ldd or _ldd)(plugin)
    found = list(dict.fromkeys(_NOT_FOUND.findall(output or "")))
    if not found:
        found = _CANNOT_OPEN.findall(load_error)
    return found


def _ldd(path: Path) -> str | None:
    # imported here: only a failed check asks ldd, and a start pays no subprocess import
    import shutil
    import subprocess

    tool = shutil.which("ldd")
    if tool is None:
        return None
    try:
        return subprocess.run([tool, str(path)], capture_output=True, text=True, timeout=20,
                              stdin=subprocess.DEVNULL).stdout
    except (OSError, subprocess.SubprocessError):
        return None


def install_hint(sonames: Sequence[str]) -> str:
    """'sudo apt-get install ... (Debian/Ubuntu) or sudo dnf install ... (Fedora)' for the
    packages that provide ``sonames`` (an unknown soname is named as it is)."""
    debian: list[str] = []
    fedora: list[str] = []
    unknown: list[str] = []
    for name in sonames:
        packages = SONAME_PACKAGES.get(name)
        if packages is None:
            unknown.append(name)
            continue
        for out, pkg in zip((debian, fedora), packages, strict=True):
            if pkg not in out:
                out.append(pkg)
    hint = ""
    if debian:
        hint = (f"install them with: sudo apt-get install {' '.join(debian)} (Debian/Ubuntu) "
                f"or sudo dnf install {' '.join(fedora)} (Fedora)")
    if unknown:
        hint += ("; also " if hint else "install ") + (
            f"the package that provides {', '.join(unknown)}")
    return hint


def check_platform(environ: Mapping[str, str] | None = None,
                   argv: Sequence[str] | None = None,
                   load: Callable[[str], str | None] | None = None,
                   ldd: Callable[[Path], str | None] | None = None) -> str | None:
    """None if Qt's platform plugin can load here, else one line saying what is missing and
    how to install it. Only on Linux (elsewhere Qt ships what its plugins need).

    ``load`` (default: ``dlopen`` through ctypes) and ``ldd`` stand in for the loader and
    the ``ldd`` tool in tests."""
    if not sys.platform.startswith("linux"):
        return None
    platform = platform_name(environ, argv)
    plugin = plugin_path(platform)
    if plugin is None:
        return None  # an unknown or external plugin: Qt itself will say what it can
    error = (load or _dlopen)(str(plugin))
    if error is None:
        return None
    missing = missing_libraries(plugin, error, ldd)
    if missing:
        return (f"boardcraft: cannot open the studio window: Qt's {platform} platform needs "
                f"system libraries that are missing ({', '.join(missing)}); "
                f"{install_hint(missing)}.")
    return (f"boardcraft: cannot open the studio window: Qt's {platform} platform plugin does "
            f"not load: {error}")


#: The platforms that draw on a display server, and the variables that name one.
_DISPLAY_PLATFORMS = ("xcb", "wayland", "wayland-egl")
_DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY")


def missing_display(environ: Mapping[str, str] | None = None,
                    argv: Sequence[str] | None = None) -> str | None:
    """One line naming the missing display when Qt's platform draws on a display server
    (X11 or Wayland) and neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` names one; else None.

    Checked before Qt starts, so the cause is named whatever the locale: under ``LC_ALL=C``
    Qt's first message is about the locale, not the display (``fatal_line``)."""
    if not sys.platform.startswith("linux"):
        return None
    env = os.environ if environ is None else environ
    platform = platform_name(env, argv)
    if platform not in _DISPLAY_PLATFORMS or any(env.get(v) for v in _DISPLAY_VARIABLES):
        return None
    return (f"boardcraft: cannot open the studio window: no display to open it on (Qt's "
            f"{platform} platform needs one, and neither DISPLAY nor WAYLAND_DISPLAY is set). "
            "Start it in a desktop session, or without a screen set QT_QPA_PLATFORM=offscreen; "
            "the headless commands need no display (boardcraft --help).")


def _cause(held: Sequence[str], message: str) -> str:
    """Of Qt's messages before a fatal one, the one that names the cause: one about the
    display, else the first that is not Qt's notice of a non-UTF-8 locale (under ``LC_ALL=C``
    that notice comes first and says nothing of why the window cannot open), else the fatal
    message itself."""
    about_display = [m for m in held if "display" in m.lower()]
    if about_display:
        return about_display[0]
    others = [m for m in held if "locale" not in m.lower()]
    return others[0] if others else message


def fatal_line(message: str, platform: str) -> str:
    """The one line printed for a fatal Qt message during start-up: Qt's first line, and
    the missing packages or a word about the display where that is the cause."""
    first = next((ln.strip() for ln in message.splitlines() if ln.strip()), "no reason given")
    first = first.rstrip(".") + "."
    plugin = plugin_path(platform) if sys.platform.startswith("linux") else None
    missing = missing_libraries(plugin) if plugin is not None else []
    if missing:
        hint = f" Missing system libraries: {', '.join(missing)}; {install_hint(missing)}."
    elif platform == "xcb":
        hint = (f" Is an X display running at DISPLAY={os.environ.get('DISPLAY', '')!r}? "
                "Without a screen, set QT_QPA_PLATFORM=offscreen.")
    else:
        hint = ""
    return f"boardcraft: cannot open the studio window ({platform}): Qt says: {first}{hint}"


@contextlib.contextmanager
def fatal_qt_messages(platform: str, exit_code: int = EXIT_NO_WINDOW) -> Iterator[None]:
    """While the QApplication is created: a fatal Qt message prints one line (``fatal_line``,
    with the first message Qt gave before it, which names the cause: "could not connect to
    display") and ends the process with ``exit_code`` instead of Qt's abort. Other messages
    are held and printed as Qt prints them once the application exists. The previous handler
    is back afterwards. With a QApplication already made (tests) nothing is installed."""
    from PySide6.QtCore import QCoreApplication, QtMsgType, qInstallMessageHandler

    if QCoreApplication.instance() is not None:
        yield
        return
    held: list[str] = []

    def handler(kind, _context, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            sys.stderr.write(fatal_line(_cause(held, message), platform) + "\n")
            sys.stderr.flush()
            sys.stdout.flush()
            os._exit(exit_code)  # Qt aborts right after this call returns
        held.append(message)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
        for message in held:
            sys.stderr.write(message + "\n")
