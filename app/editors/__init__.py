"""Editors per game. Each is an EditorWidget (app/editors/base.py), named by its game's app
registration (``app.plugins.AppGame.editor``) and imported on first use."""

from __future__ import annotations


def editor_class(game: str):
    """The EditorWidget subclass that edits packs of ``game`` (KeyError for a game the studio
    has no editor for)."""
    from app.plugins import app_part

    return app_part(game, "editor")
