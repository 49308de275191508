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


def run_studio(paths: list[str], quit_after_ms: int | None = None) -> int:
    """Open the studio window on ``paths`` (or the default packs) and run until it closes.

    Args:
        paths: pack files to open.
        quit_after_ms: close the window after this many milliseconds (benchmarks, smoke tests).

    Returns:
        The process exit code.
    """
    from app.main_window import MainWindow, studio_application

    app = studio_application()
    window = MainWindow()
    window.show()

    def fill() -> None:
        window.statusBar().showMessage("Opening packs…")
        open_startup_documents(window, [str(Path(p)) for p in paths])
        window.offer_recovery()

    # The window paints first; the packs (and pydantic) load right after, in the event loop.
    app.processEvents()
    QTimer.singleShot(0, fill)
    if quit_after_ms is not None:
        QTimer.singleShot(quit_after_ms, window.close)
    return app.exec()


if __name__ == "__main__":
    sys.exit(run_studio(sys.argv[1:]))
