"""Start the studio: ``run_studio(paths) -> exit code`` (called by ``boardcraft``).

Before any Qt module is imported, ``app.platform_check`` makes sure Qt's platform plugin can
load; when it cannot, one line names the missing system packages and the studio exits with
``EXIT_NO_WINDOW`` (3) instead of Qt's abort.
"""

from __future__ import annotations

import sys
from pathlib import Path


def default_templates() -> list[str]:
    """Shipped packs opened as untitled templates when the studio starts with no files: every
    game's default packs that say so, for the games the studio can show."""
    from app.plugins import studio_content_games

    return [p.key for game in studio_content_games().values()
            for p in game.default_packs if p.opens_at_start]


def report_plugin_problems(window) -> str:
    """Name every game plugin that did not load in the window's status bar (kept until the
    next message) and on stderr; returns the text (``""`` when every game loaded)."""
    from app.i18n import translate
    from app.plugins import problems_text

    text = problems_text()
    if text:
        message = translate("main", "A game did not load: {problems}").format(problems=text)
        window.statusBar().showMessage(message)
        print(message, file=sys.stderr)
    return text


def open_startup_documents(window, paths: list[str]) -> None:
    """Open ``paths``, or with none the shipped default packs as untitled templates.

    A shipped pack that is not in this build is skipped with a status-bar note; a file that
    fails to load shows its error in a dialog (and the studio carries on). A game plugin that
    did not load is named in the status bar (the other games load as usual).
    """
    import content

    report_plugin_problems(window)
    if paths:
        for p in paths:
            window.open_file(p)
        return
    missing = []
    for name in default_templates():
        if content.default_pack_path(name).is_file():
            window.new_from_template(name)
        else:
            missing.append(name)
    if window.tabs.count():
        window.tabs.setCurrentIndex(0)
    if missing:
        from app.i18n import translate

        window.statusBar().showMessage(translate("main", "Not in this build: {names} template").format(
            names=", ".join(missing)), 8000)


def run_studio(paths: list[str], quit_after_ms: int | None = None, smoke: bool = False,
               playtest: dict | None = None, lang: str | None = None) -> int:
    """Open the studio window on ``paths`` (or the default packs) and run until it closes.

    Args:
        paths: pack files to open.
        quit_after_ms: close the window after this many milliseconds (benchmarks, smoke tests).
        smoke: a start-up check (``boardcraft --smoke``): wait until the window is on the
            screen (exposed) with its packs open, print one line saying so, close it cleanly
            and return 0; return 1 if it is not on screen within ``SMOKE_TIMEOUT_MS``. No
            recovery of autosaved work is offered.
        playtest: start a playtest of the first pack at once: ``{"seats": [...] or None (the
            setup dialog asks), "seed": int, "solo": bool}`` (``boardcraft playtest``).
        lang: the language (``"fi"``, ``"fr"``, ``"en"``; ``boardcraft --lang``); None: the
            one chosen in Preferences, else the system's (see ``app.i18n``).

    Returns:
        The process exit code: ``EXIT_NO_WINDOW`` (3), after one line on stderr, when Qt's
        platform plugin cannot load (missing system libraries, no display).
    """
    from app.platform_check import (
        EXIT_NO_WINDOW,
        check_platform,
        fatal_qt_messages,
        missing_display,
        platform_name,
    )

    # Missing libraries and a missing display are both named: a fix of one alone still fails.
    problem, no_display = check_platform(), missing_display()
    if problem is not None and no_display is not None:
        problem = (problem.rstrip(".") + "; there is no display either (neither DISPLAY nor "
                   "WAYLAND_DISPLAY is set; without a screen, set QT_QPA_PLATFORM=offscreen).")
    problem = problem or no_display
    if problem is not None:
        print(problem, file=sys.stderr)
        return EXIT_NO_WINDOW

    from PySide6.QtCore import QTimer

    from app.main_window import MainWindow, studio_application

    with fatal_qt_messages(platform_name()):
        app = studio_application()
    from PySide6.QtCore import QSettings

    from app.i18n import choose_language, install_language
    from app.main_window import APP_NAME, ORG_NAME

    install_language(choose_language(lang, QSettings(ORG_NAME, APP_NAME)))
    # The shell (menus) paints first; docks, panels and the packs (and pydantic) follow at
    # once from the event loop.
    window = MainWindow(defer_frame=True)
    window.show()
    filled = []

    def fill() -> None:
        window.build_frame()
        from app.i18n import translate

        opening = translate("main", "Opening packs…")
        window.statusBar().showMessage(opening)
        app.processEvents()  # show the finished frame and the message before the packs load
        open_startup_documents(window, [str(Path(p)) for p in paths])
        if window.statusBar().currentMessage() == opening:
            window.statusBar().clearMessage()
        if not smoke:
            window.offer_recovery()
        filled.append(True)
        if playtest is not None and window.current_document() is not None:
            window.start_playtest(playtest.get("seats"), playtest.get("seed"),
                                  bool(playtest.get("solo")))

    app.processEvents()
    QTimer.singleShot(0, fill)
    if quit_after_ms is not None:
        QTimer.singleShot(quit_after_ms, window.close)
    if smoke:
        _watch_smoke(app, window, filled)
    return app.exec()


#: How long ``boardcraft --smoke`` waits for the window to be on screen.
SMOKE_TIMEOUT_MS = 60_000


def _watch_smoke(app, window, filled: list) -> None:
    """Poll until ``window`` is exposed with its packs open; then say so and close it."""
    import time

    from PySide6.QtCore import QTimer

    deadline = time.monotonic() + SMOKE_TIMEOUT_MS / 1000
    timer = QTimer(window)
    timer.setInterval(50)

    def poll() -> None:
        handle = window.windowHandle()
        if filled and handle is not None and handle.isExposed():
            timer.stop()
            print(f"smoke: the studio window is on screen ({app.platformName()}, "
                  f"{window.tabs.count()} documents open); closing it", flush=True)
            window.close()
        elif time.monotonic() > deadline:
            timer.stop()
            print(f"smoke: the studio window was not on screen within "
                  f"{SMOKE_TIMEOUT_MS // 1000} s ({app.platformName()})", file=sys.stderr,
                  flush=True)
            app.exit(1)

    timer.timeout.connect(poll)
    timer.start()


if __name__ == "__main__":
    sys.exit(run_studio(sys.argv[1:]))
