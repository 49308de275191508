"""The pack models reject dangling references with their JSON paths."""

import json

import pytest

from content import PackError, loads_pack


def test_unknown_country_in_link_is_named_with_its_path():
    data = {
        "game": "journey", "schema_version": 1, "id": "x", "name": "X",
        "colours": [{"id": "blue", "name": "Blue"}],
        "countries": [{"id": "a", "name": "A", "colour": "blue"}],
        "links": [{"a": "a", "b": "atlantis"}],
    }
    with pytest.raises(PackError) as err:
        loads_pack(json.dumps(data), "f.json")
    assert "f.json" in str(err.value)
    assert ("links[0].b", "unknown country 'atlantis'") in err.value.problems


def test_non_finite_positions_are_refused_so_saved_packs_stay_valid_json():
    data = {
        "game": "journey", "schema_version": 1, "id": "x", "name": "X",
        "colours": [{"id": "blue", "name": "Blue"}],
        "countries": [{"id": "a", "name": "A", "colour": "blue", "x": float("nan")}],
    }
    with pytest.raises(PackError) as err:
        loads_pack(json.dumps(data), "f.json")
    assert err.value.problems == [("countries[0].x", "Input should be a finite number")]
