"""Editors per game. Each is an EditorWidget (app/editors/base.py); looked up lazily by game."""

from __future__ import annotations

import importlib

_EDITORS: dict[str, str] = {
    "journey": "app.editors.journey_editor:JourneyEditor",
    "trails": "app.editors.trails_editor:TrailsEditor",
    "expedition": "app.editors.expedition_editor:ExpeditionEditor",
}


def editor_class(game: str):
    """The EditorWidget subclass that edits packs of ``game``."""
    module, cls = _EDITORS[game].split(":")
    return getattr(importlib.import_module(module), cls)
