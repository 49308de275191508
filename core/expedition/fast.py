"""The optional fast path behind ``ExpeditionState.apply`` (placeholder: the plain rules)."""

from __future__ import annotations

from core.expedition.rules import apply

__all__ = ["apply"]
