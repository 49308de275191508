"""The plugin the ``boardcraft.games`` entry point ``dominoes`` names (pyproject.toml)."""

from __future__ import annotations

from content.plugins import GamePlugin

PLUGIN = GamePlugin(
    id="dominoes",
    name="Dominoes",
    content="boardcraft_dominoes.content:CONTENT",
    core="boardcraft_dominoes.core:CORE",
    app="boardcraft_dominoes.studio.app:APP",
    order=40,
)
