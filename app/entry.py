"""The ``boardcraft`` console script: opens the studio at once when given no arguments.

Typer and the headless commands are imported only when there is a command to run, so a
plain ``boardcraft`` reaches its first painted window sooner.
"""

from __future__ import annotations

import sys


def main() -> None:
    """Console-script entry point."""
    if len(sys.argv) <= 1:
        from app.main import run_studio

        sys.exit(run_studio([]))
    from app.cli import main as cli_main

    cli_main()
