"""Start the studio: ``run_studio(paths) -> exit code`` (called by ``boardcraft``)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer

#: Shipped packs opened as untitled templates when the studio starts with no files.
DEFAULT_TEMPLATES = ("europe", "trails", "expedition")


def open_startup_documents(window, paths: list[str]) -> None:
    """Open ``paths``, or with none the shipped default packs as untitled templates.

    A shipped pack that is not in this build is skipped with a status-bar note; a file that
    fails to load shows its error in a dialog (and the studio carries on).
    """
    import content

    if paths:
        for p in paths:
            window.open_file(p)
        return
    missing = []
    for name in DEFAULT_TEMPLATES:
        if content.default_pack_path(name).is_file():
            window.new_from_template(name)
        else:
            missing.append(name)
    if window.tabs.count():
        window.tabs.setCurrentIndex(0)
    if missing:
        window.statusBar().showMessage(f"Not in this build: {', '.join(missing)} template", 8000)


def run_studio(paths: list[str], quit_after_ms: int | None = None,
               playtest: dict | None = None) -> int:
    """Open the studio window on ``paths`` (or the default packs) and run until it closes.

    Args:
        paths: pack files to open.
        quit_after_ms: close the window after this many milliseconds (benchmarks, smoke tests).
        playtest: start a playtest of the first pack at once: ``{"seats": [...] or None (the
            setup dialog asks), "seed": int, "solo": bool}`` (``boardcraft playtest``).

    Returns:
        The process exit code.
    """
    from app.main_window import MainWindow, studio_application

    app = studio_application()
    # The shell (menus) paints first; docks, panels and the packs (and pydantic) follow at
    # once from the event loop.
    window = MainWindow(defer_frame=True)
    window.show()

    def fill() -> None:
        window.build_frame()
        window.statusBar().showMessage("Opening packs…")
        app.processEvents()  # show the finished frame and the message before the packs load
        open_startup_documents(window, [str(Path(p)) for p in paths])
        if window.statusBar().currentMessage() == "Opening packs…":
            window.statusBar().clearMessage()
        window.offer_recovery()
        if playtest is not None and window.current_document() is not None:
            window.start_playtest(playtest.get("seats"), playtest.get("seed"),
                                  bool(playtest.get("solo")))

    app.processEvents()
    QTimer.singleShot(0, fill)
    if quit_after_ms is not None:
        QTimer.singleShot(quit_after_ms, window.close)
    return app.exec()


if __name__ == "__main__":
    sys.exit(run_studio(sys.argv[1:]))
