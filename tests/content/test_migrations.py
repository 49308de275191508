"""schema_version: older packs are migrated on load, newer ones refused, gaps are errors."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from content import SCHEMA_VERSION, PackError, dumps_pack, lint, load_pack
from content.io import parse_pack
from content.migrations import MigrationError, migrate
from tests.content.helpers import pack_dict

migrations = importlib.import_module("content.migrations")
FIXTURES = Path(__file__).parent / "fixtures"


def test_version_0_draft_migrates_and_loads():
    raw = json.loads((FIXTURES / "journey_v0.json").read_text())
    assert raw["schema_version"] == 0 and "kind" in raw and "params" in raw
    pack = load_pack(FIXTURES / "journey_v0.json")
    assert pack.schema_version == SCHEMA_VERSION
    assert pack.game == "journey"
    assert pack.rules.holder_size == raw["params"]["holder_size"] == 3
    assert [c.id for c in pack.countries] == ["a", "b", "c", "d"]
    assert lint(pack) == []


def test_migrated_pack_saves_in_the_current_format():
    pack = load_pack(FIXTURES / "journey_v0.json")
    data = json.loads(dumps_pack(pack))
    assert data["schema_version"] == SCHEMA_VERSION
    assert "kind" not in data and "params" not in data and data["rules"]["holder_size"] == 3


def test_migration_does_not_change_its_input():
    raw = json.loads((FIXTURES / "journey_v0.json").read_text())
    before = json.dumps(raw, sort_keys=True)
    migrate(raw)
    assert json.dumps(raw, sort_keys=True) == before


def test_pack_newer_than_the_program_is_a_clear_pack_error():
    data = pack_dict("europe")
    data["schema_version"] = SCHEMA_VERSION + 1
    with pytest.raises(PackError) as err:
        parse_pack(data, "future.json")
    (where, message), = err.value.problems
    assert where == "schema_version"
    assert "newer than this program" in message and "update" in message


@pytest.mark.parametrize("version", [-1, "1", 1.5, True, None])
def test_invalid_schema_version_is_a_pack_error(version):
    data = pack_dict("europe")
    data["schema_version"] = version
    with pytest.raises(PackError) as err:
        parse_pack(data, "odd.json")
    assert err.value.problems[0][0] == "schema_version"


def test_a_gap_in_the_migration_chain_is_an_error(monkeypatch):
    # Pretend the program is at version 3 with migrations 0->1 and 2->3 only.
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 3)
    monkeypatch.setattr(migrations, "_MIGRATIONS", {0: migrations._MIGRATIONS[0], 2: dict})
    with pytest.raises(MigrationError, match="no migration from schema_version 1"):
        migrate({"schema_version": 0, "kind": "journey"})
    data = {**pack_dict("europe"), "schema_version": 1}
    data.pop("scenarios", None)
    with pytest.raises(PackError, match="no migration from schema_version 1"):
        parse_pack(data, "gap.json")


def test_the_registered_chain_reaches_the_current_version_without_gaps():
    assert sorted(migrations._MIGRATIONS) == list(range(SCHEMA_VERSION))


def test_registering_a_step_twice_is_refused():
    with pytest.raises(ValueError, match="already registered"):
        migrations.register_migration(0)(lambda d: d)


def test_a_migration_meeting_the_wrong_shape_is_a_pack_error(monkeypatch):
    def broken(data):
        return data["params"]["nothing"]

    monkeypatch.setattr(migrations, "_MIGRATIONS", {0: broken})
    with pytest.raises(PackError, match="cannot migrate"):
        parse_pack({"schema_version": 0, "params": {}}, "shape.json")
