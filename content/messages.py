"""Sentences that the studio can translate: an English text that remembers its template.

Core and content never import Qt, so they cannot translate. Instead a rule refusal or a lint
message is built with :func:`msg`: ``msg("there is no slot {slot}", slot=3)`` is the English
sentence ``"there is no slot 3"`` (a ``str``, usable everywhere a string is), which also
carries its message id, the template ``"there is no slot {slot}"``, and its arguments. The
studio looks the template up in its catalogue (context ``"rules"`` for templates under
``core/``, ``"lint"`` under ``content/``), fills in the arguments (translating any that are
messages themselves) and falls back to the English sentence. ``python -m app.i18n.update``
finds every ``msg("…")`` template by reading the source, so the first argument of ``msg`` is
always a string literal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Message(str):
    """An English sentence (the ``str`` value) with its template (``msgid``) and ``msgargs``."""

    msgid: str
    msgargs: dict[str, Any]

    def __new__(cls, template: str, args: Mapping[str, Any]) -> Message:
        self = super().__new__(cls, template.format(**args))
        self.msgid = template
        self.msgargs = dict(args)
        return self

    def __reduce__(self):
        return (Message, (self.msgid, self.msgargs))


def msg(template: str, /, **args: Any) -> Message:
    """The sentence ``template.format(**args)``, remembering ``template`` and ``args``.

    ``template`` must be a string literal (the catalogue is built by reading the source); an
    argument may itself be a :class:`Message` (a phrase translated on its own).
    """
    return Message(template, args)


def message_id(text: str) -> tuple[str, dict[str, Any]]:
    """``(msgid, msgargs)`` of ``text``: ``("", {})`` for a plain string."""
    if isinstance(text, Message):
        return text.msgid, dict(text.msgargs)
    return "", {}
