"""One-step ``dict -> dict`` migrations of older pack formats, run before validation."""

from __future__ import annotations

from collections.abc import Callable

from content.models.common import SCHEMA_VERSION

Migration = Callable[[dict], dict]

_MIGRATIONS: dict[int, Migration] = {}


def register_migration(from_version: int) -> Callable[[Migration], Migration]:
    """Register ``fn`` as the migration from ``from_version`` to ``from_version + 1``."""

    def deco(fn: Migration) -> Migration:
        if from_version in _MIGRATIONS:
            raise ValueError(f"a migration from version {from_version} is already registered")
        _MIGRATIONS[from_version] = fn
        return fn

    return deco


class MigrationError(ValueError):
    """The pack's version cannot be brought to the current one."""


def migrate(data: dict) -> dict:
    """Bring a raw pack dict to the current ``SCHEMA_VERSION``; returns a new dict."""
    version = data.get("schema_version", 0)
    if not isinstance(version, int) or isinstance(version, bool):
        raise MigrationError(f"schema_version must be an integer, not {version!r}")
    if version > SCHEMA_VERSION:
        raise MigrationError(
            f"schema_version {version} is newer than this program understands "
            f"({SCHEMA_VERSION}); update Boardcraft Studio to open it"
        )
    if version < 0:
        raise MigrationError(f"schema_version {version} is not a valid version")
    while version < SCHEMA_VERSION:
        step = _MIGRATIONS.get(version)
        if step is None:
            raise MigrationError(f"no migration from schema_version {version}")
        data = step(dict(data))
        version += 1
        data["schema_version"] = version
    return data


@register_migration(0)
def _v0_to_v1(data: dict) -> dict:
    """Version 0 drafts named the game ``kind`` and kept rules at the top level as ``params``."""
    if "kind" in data and "game" not in data:
        data["game"] = data.pop("kind")
    if "params" in data and "rules" not in data:
        data["rules"] = data.pop("params")
    return data


@register_migration(1)
def _v1_to_v2(data: dict) -> dict:
    """Version 2 adds ``scenarios`` (pinned playtest positions); older packs have none."""
    data.setdefault("scenarios", [])
    return data


@register_migration(2)
def _v2_to_v3(data: dict) -> dict:
    """Version 3 adds ``card_layouts`` (how each kind of card looks); older packs have none,
    which is the studio's default look."""
    data.setdefault("card_layouts", [])
    return data
