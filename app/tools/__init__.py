"""Canvas tools: each turns pointer and key events into commands."""

from app.tools.base import Tool

__all__ = ["Tool"]
