"""The ``boardcraft`` console script: opens the studio at once when given no arguments.

Typer and the headless commands are imported only when there is a command to run, so a
plain ``boardcraft`` reaches its first painted window sooner.

In the frozen build (PyInstaller, ``packaging/``) ``sys.executable`` is this program, not a
Python: ``multiprocessing.freeze_support()`` runs first, so that a simulation worker or the
fork server it starts (the same executable, re-invoked by ``multiprocessing``) does its job
and exits instead of opening a studio; and ``boardcraft export`` starts its render child as
``boardcraft _render …`` (``RENDER_CHILD``), since a frozen program has no ``-m app.render``.
"""

from __future__ import annotations

import sys

from app.child import RENDER_CHILD


def main() -> None:
    """Console-script entry point."""
    if getattr(sys, "frozen", False):
        # Unfrozen it does nothing (and importing multiprocessing would cost the start time).
        import multiprocessing

        multiprocessing.freeze_support()
    if len(sys.argv) > 1 and sys.argv[1] == RENDER_CHILD:
        from app.render import main as render_main

        sys.exit(render_main(sys.argv[2:]))
    if len(sys.argv) <= 1:
        from app.main import run_studio

        sys.exit(run_studio([]))
    from app.cli import main as cli_main

    cli_main()
