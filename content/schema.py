"""JSON Schemas of the pack formats, generated from the pydantic models.

The committed files under ``content/schema/`` let editors such as VS Code validate a pack
that names its schema in its ``$schema`` key (``"../schema/journey.schema.json"`` for a pack
in ``content/packs/``). Regenerate them after changing a model::

    python -m content.schema --write

A test fails while the committed files differ from what the models generate.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from content.models.common import SCHEMA_VERSION
from content.models.pack import GAMES
from content.plugins import content_game
from content.resources import data_folder

#: Where the committed schema files live (package data, found through importlib.resources).
SCHEMA_DIR = data_folder("content", "schema")

def schema_file(game: str) -> Path:
    """Path of the committed schema file of ``game``."""
    return SCHEMA_DIR / f"{game}.schema.json"


def schema_ref(game: str) -> str:
    """The ``$schema`` reference a pack of ``game`` saved on this machine gets: the file URI
    of the installed schema (``file:///…/content/schema/journey.schema.json``).

    An absolute URI resolves from whatever folder the pack is saved in or later moved to, on
    this machine; a relative path would only hold while pack and schema keep their relative
    places (the shipped packs, next to ``../schema/``), and a pack copied or moved on its own
    is the common case. Saving again rewrites it, so a pack from another machine gets this
    machine's reference.
    """
    return schema_file(game).resolve().as_uri()


def schema_ref_for(game: str, ref: str | None, folder) -> str:
    """The ``$schema`` a pack of ``game`` saved in ``folder`` gets: ``ref`` itself when it
    resolves from there (a relative path or a ``file:`` URI naming an existing file, or a web
    URL), else ``schema_ref(game)``."""
    from urllib.parse import unquote, urlparse

    if ref:
        url = urlparse(ref)
        if url.scheme in ("http", "https"):
            return ref
        if url.scheme == "file":
            if Path(unquote(url.path)).is_file():
                return ref
        elif not url.scheme and (Path(folder) / ref).is_file():
            return ref
    return schema_ref(game)


def json_schema(game: str) -> dict:
    """The JSON Schema (draft 2020-12) of ``game``'s pack format.

    Raises:
        KeyError: ``game`` is not a registered game.
    """
    if game not in GAMES:
        raise KeyError(f"unknown game {game!r}; known: {', '.join(GAMES)}")
    body = GAMES[game].model_json_schema(by_alias=True, mode="validation")
    head = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:boardcraft-studio:schema:v{SCHEMA_VERSION}:{game}",
        "title": content_game(game).schema_title,
    }
    body.pop("title", None)
    return {**head, **body}


def dumps_schema(game: str) -> str:
    """The schema as the exact text of its committed file."""
    return json.dumps(json_schema(game), indent=2, ensure_ascii=False, sort_keys=False) + "\n"


def write_schemas(directory: Path = SCHEMA_DIR) -> list[Path]:
    """Write every game's schema file into ``directory``; returns the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for game in GAMES:
        path = directory / f"{game}.schema.json"
        path.write_text(dumps_schema(game), encoding="utf-8", newline="\n")
        written.append(path)
    return written


def stale_schemas(directory: Path = SCHEMA_DIR) -> list[str]:
    """Games whose schema file in ``directory`` is missing or differs from the models."""
    stale = []
    for game in GAMES:
        path = directory / f"{game}.schema.json"
        if not path.is_file() or path.read_text(encoding="utf-8") != dumps_schema(game):
            stale.append(game)
    return stale


def main(argv: list[str] | None = None) -> int:
    """``python -m content.schema [--write | --check]``."""
    args = sys.argv[1:] if argv is None else argv
    if args == ["--write"]:
        for path in write_schemas():
            print(f"wrote {path}")
        return 0
    if args in ([], ["--check"]):
        stale = stale_schemas()
        for game in stale:
            print(f"stale: {schema_file(game)} (run: python -m content.schema --write)")
        return 1 if stale else 0
    print("usage: python -m content.schema [--write | --check]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
