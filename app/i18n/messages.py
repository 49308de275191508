"""Rule refusals and lint problems in the studio's language.

``IllegalMove`` and ``Problem`` carry ``msgid`` (the English template) and ``msgargs`` beside
their English sentence. The templates are in the Linguist sources under the contexts
``"rules"`` (from core/) and ``"lint"`` (from content/), listed for lupdate by the generated
:mod:`app.i18n.core_messages`. Arguments that are messages themselves are translated first.
Whatever cannot be translated (no id, no translation, a translation whose placeholders do not
match) falls back to the English sentence.
"""

from __future__ import annotations

from typing import Any

from app.i18n import translate

_CONTEXTS = ("rules", "lint")


def translate_message(msgid: str, msgargs: dict[str, Any], english: str,
                      context: str = "rules") -> str:
    """The sentence of ``msgid`` with ``msgargs`` in the studio's language, else ``english``."""
    if not msgid:
        return str(english)
    contexts = (context,) + tuple(c for c in _CONTEXTS if c != context)
    text = msgid
    for ctx in contexts:
        text = translate(ctx, msgid)
        if text != msgid:
            break
    args = {k: _argument(v, context) for k, v in msgargs.items()}
    if msgid in _FIELD_WORD_TEMPLATES:  # a pack field's words, as its form label says them
        args = {k: _field_words(v) if k in ("field", "list") else v for k, v in args.items()}
    try:
        return text.format(**args)
    except (KeyError, IndexError, ValueError):
        return str(english)


#: ``content.names`` templates whose ``field``/``list`` argument is a pack field's words.
_FIELD_WORD_TEMPLATES = frozenset({"{field} (rules)", "the pack's {field}", "the {list}"})


def _field_words(words: Any) -> Any:
    """``"max players"`` as the Properties form labels the field (context "fields"), with a
    small first letter, inside a sentence; the words themselves when there is no label."""
    if not isinstance(words, str) or not words:
        return words
    label = words[:1].upper() + words[1:]
    shown = translate("fields", label)
    if shown == label:
        return words
    return shown[:1].lower() + shown[1:]


def _argument(value: Any, context: str) -> Any:
    msgid = getattr(value, "msgid", "")
    if msgid and isinstance(value, str):
        return translate_message(msgid, value.msgargs, str(value), context)
    if isinstance(value, str):
        return str(value)
    return value


def message_text(text: str, context: str = "rules") -> str:
    """A sentence that may be a ``content.messages.Message``, in the studio's language."""
    return _argument(text, context)


def illegal_text(error) -> str:
    """The sentence of an ``IllegalMove`` in the studio's language."""
    return translate_message(getattr(error, "msgid", ""), getattr(error, "msgargs", {}),
                             error.message, "rules")


def problem_text(problem) -> str:
    """The message of a lint ``Problem`` in the studio's language."""
    return translate_message(getattr(problem, "msgid", ""), getattr(problem, "msgargs", {}),
                             problem.message, "lint")


def parts_text(parts, name_of) -> str:
    """``content.names`` parts (text, refs, phrases) joined, each in the studio's language."""
    from content.names import render_parts

    return "".join(message_text(part, "lint") for part in render_parts(parts, name_of))


def element_text(pack, where: str, namer=None) -> str:
    """What the JSON path ``where`` names in ``pack`` (``content.names.element_name``), in the
    studio's language; ``namer``: a ``content.names.Namer`` of ``pack`` to reuse."""
    from content.names import Namer, element_parts

    return parts_text(element_parts(pack, where), namer or Namer(pack))
