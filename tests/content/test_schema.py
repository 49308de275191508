"""JSON Schemas: generated from the models, committed, and never stale."""

from __future__ import annotations

import json

import pytest

from content import GAMES, default_pack_path, json_schema
from content.schema import SCHEMA_DIR, dumps_schema, main, stale_schemas, write_schemas


@pytest.mark.parametrize("game", list(GAMES))
def test_committed_schema_files_are_up_to_date(game):
    path = SCHEMA_DIR / f"{game}.schema.json"
    assert path.is_file(), "run: python -m content.schema --write"
    assert path.read_text(encoding="utf-8") == dumps_schema(game), (
        f"{path} is stale: run python -m content.schema --write"
    )


def test_stale_check_notices_a_changed_file(tmp_path):
    write_schemas(tmp_path)
    assert stale_schemas(tmp_path) == []
    (tmp_path / "trails.schema.json").write_text("{}\n")
    (tmp_path / "journey.schema.json").unlink()
    assert stale_schemas(tmp_path) == ["journey", "trails"]


@pytest.mark.parametrize("game", list(GAMES))
def test_schema_has_id_title_and_forbids_unknown_keys(game):
    schema = json_schema(game)
    assert schema["$id"].endswith(f":{game}")
    assert game.title() in schema["title"]
    assert schema["$schema"].startswith("https://json-schema.org/")
    assert schema["additionalProperties"] is False
    assert "$schema" in schema["properties"]  # packs may name their schema
    assert schema["properties"]["game"]["const"] == game
    for name, d in schema["$defs"].items():
        for field, spec in d.get("properties", {}).items():
            assert spec.get("description"), f"{name}.{field} has no description"


@pytest.mark.parametrize(("game", "pack"), [("journey", "europe"), ("trails", "trails"),
                                            ("expedition", "expedition")])
def test_default_packs_name_their_committed_schema(game, pack):
    data = json.loads(default_pack_path(pack).read_text(encoding="utf-8"))
    ref = default_pack_path(pack).parent / data["$schema"]
    assert ref.resolve() == (SCHEMA_DIR / f"{game}.schema.json").resolve()


def test_unknown_game_has_no_schema():
    with pytest.raises(KeyError, match="unknown game"):
        json_schema("chess")


def test_schema_script_check_and_usage(capsys):
    assert main(["--check"]) == 0
    assert main(["--bogus"]) == 2
    assert "usage" in capsys.readouterr().err
