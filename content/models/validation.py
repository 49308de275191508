"""Turns cross-reference problems into one pydantic error that carries them all."""

from __future__ import annotations

from pydantic_core import PydanticCustomError

REFERENCES_ERROR = "pack_references"


def raise_problems(problems: list[tuple[str, str]]) -> None:
    """Raise one error listing every (JSON path, message) problem; do nothing if none."""
    if problems:
        text = "; ".join(f"{w}: {m}" for w, m in problems)
        raise PydanticCustomError(
            REFERENCES_ERROR, "{text}", {"text": text, "problems": [list(x) for x in problems]}
        )
