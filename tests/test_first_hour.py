"""Issue 24 §6, a user's first hour: the licence, pack files opened from the desktop or the
command line, the help, the README's commands, the desktop archive and its install scripts."""

from __future__ import annotations

import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.boardcraft.Studio"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"


# -- the licence ----------------------------------------------------------------------------


def test_the_licence_is_mit_in_the_file_the_project_metadata_and_the_metainfo():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    assert "Copyright (c) 2026 Boardcraft Studio developers" in text
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT"
    assert "LICENSE" in project["license-files"]
    meta = ET.parse(METAINFO).getroot()
    assert meta.findtext("project_license") == "MIT"
    assert meta.findtext("metadata_license")


def test_natural_earth_is_credited_where_its_data_ships():
    """The Europe and World packs' shapes are Natural Earth's (content/packs/natural_earth.py)."""
    assert "Natural Earth" in (ROOT / "content" / "packs" / "natural_earth.py").read_text(
        encoding="utf-8")
    assert "naturalearthdata.com" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    credits = readme.partition("## Licence and credits")[2]
    assert "Natural Earth" in credits and "MIT" in credits
    description = ET.tostring(ET.parse(METAINFO).getroot().find("description"), encoding="unicode")
    assert "Natural Earth" in description
