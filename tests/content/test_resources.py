"""The shipped packs and schemas are package data found through importlib.resources, so an
installed wheel and the frozen build find them as a checkout does."""

from __future__ import annotations

import ast
import sys
import zipfile
from importlib import resources
from pathlib import Path

import pytest

import content
from content import GAMES, default_pack_path, load_pack
from content.resources import data_folder
from content.schema import SCHEMA_DIR, schema_file, schema_ref

ROOT = Path(__file__).resolve().parents[2]
PACKS = ("europe", "trails", "expedition")


@pytest.mark.parametrize("name", PACKS)
def test_shipped_packs_are_found_through_importlib_resources(name):
    expected = resources.files("content").joinpath("packs", f"{name}.json")
    assert default_pack_path(name) == expected
    assert load_pack(default_pack_path(name)).id == content.default_pack(name).id


@pytest.mark.parametrize("game", list(GAMES))
def test_schemas_are_found_through_importlib_resources(game):
    assert SCHEMA_DIR == resources.files("content").joinpath("schema")
    assert schema_file(game).is_file()
    assert schema_ref(game) == schema_file(game).resolve().as_uri()


def test_a_package_imported_from_a_zip_has_its_data_copied_out(tmp_path, monkeypatch):
    archive = tmp_path / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("zipped_pkg/__init__.py", "")
        z.writestr("zipped_pkg/data/a.json", '{"a": 1}')
    monkeypatch.syspath_prepend(str(archive))
    folder = data_folder("zipped_pkg", "data")
    assert (folder / "a.json").read_text() == '{"a": 1}'
    assert data_folder("zipped_pkg", "data") == folder  # copied once
    sys.modules.pop("zipped_pkg", None)


def _uses_dunder_file(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(isinstance(n, ast.Name) and n.id == "__file__" for n in ast.walk(tree))


#: Modules that may use ``__file__``, and why.
_ALLOWED = {
    # where the code is (the render child's PYTHONPATH from a checkout), not where data is;
    # the frozen build re-invokes itself instead
    "app/cli.py",
    # a developer's tool that runs Qt Linguist over the source tree it sits in (never run
    # from a wheel or the frozen build)
    "app/i18n/update.py",
}


def test_no_shipped_module_finds_files_through___file__():
    """Shipped modules (those in a package: the pack build scripts under content/packs/ are
    development tools, not in the wheel) find their data through importlib.resources."""
    offenders = []
    for top in ("app", "core", "content"):
        for path in sorted((ROOT / top).rglob("*.py")):
            if not (path.parent / "__init__.py").is_file():
                continue
            rel = path.relative_to(ROOT).as_posix()
            if rel not in _ALLOWED and _uses_dunder_file(path):
                offenders.append(rel)
    assert offenders == []
