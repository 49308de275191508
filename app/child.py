"""How the render child of ``boardcraft export`` is started: ``python -m app.render``, or in
the frozen build (PyInstaller: no ``-m`` there) the build's own executable with the hidden
first argument ``RENDER_CHILD``, which ``app.entry`` hands to ``app.render``'s command line.

Its own module, which imports nothing of the studio, so that ``app.entry`` and ``app.cli`` both
use it without importing each other.
"""

from __future__ import annotations

import sys

#: The hidden first argument that runs ``app.render``'s command line (``python -m app.render``)
#: in this process: how the frozen build starts the render child of ``boardcraft export``.
RENDER_CHILD = "_render"


def render_child_command() -> list[str]:
    """The start of the render child's command line: ``python -m app.render``, or in the
    frozen build the build's own executable with its hidden ``_render``."""
    if getattr(sys, "frozen", False):
        return [sys.executable, RENDER_CHILD]
    return [sys.executable, "-m", "app.render"]
