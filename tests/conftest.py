"""Test set-up: Qt runs headless. This must run before anything imports Qt."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402  (after the platform is set)


@pytest.fixture
def holed_trails(tmp_path):
    """A file ``holed.json``: the default Trails pack with one inner hex of its first board
    removed. It loads, and lint reports the ring that is no longer one closed track (an
    error the rules cannot play with)."""
    import json

    from content import default_pack_path
    from content.hexgrid import outer_cells

    data = json.loads(default_pack_path("trails").read_text(encoding="utf-8"))
    hexes = data["boards"][0]["hexes"]
    cells = {(h["q"], h["r"]) for h in hexes}
    hole = sorted(cells - outer_cells(cells))[0]
    data["boards"][0]["hexes"] = [h for h in hexes if (h["q"], h["r"]) != hole]
    path = tmp_path / "holed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
