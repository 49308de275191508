"""Fixtures of the example plugins' tests: a real install of examples/dominoes into a folder
of the test run, put on ``sys.path`` only while a test module asks for it; and the studio's
fixtures (tests/app/conftest.py) for the tests that open the studio."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app.conftest import (  # noqa: F401  (fixtures used by the studio tests)
    FakeDialogs,
    autosave_dir,
    dialogs,
    main_window,
    make_window,
    private_paths,
    settings,
)

ROOT = Path(__file__).resolve().parents[2]
DOMINOES = ROOT / "examples" / "dominoes"


def _pip_install(source: Path, target: Path) -> subprocess.CompletedProcess:
    """``pip install --no-deps --target`` of ``source``, built by the environment's own
    setuptools (the test extra asks for one that builds wheels by itself): nothing is fetched,
    so the suite runs offline."""
    return subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-input", "--quiet",
         "--disable-pip-version-check", "--no-build-isolation", "--target", str(target),
         str(source)], capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="session")
def dominoes_install(tmp_path_factory) -> Path:
    """The folder examples/dominoes is installed into (built from a copy of its sources, so
    the build leaves nothing behind in the repository)."""
    base = tmp_path_factory.mktemp("dominoes")
    source = base / "src"
    shutil.copytree(DOMINOES, source, ignore=shutil.ignore_patterns(
        "build", "*.egg-info", "__pycache__", "dist"))
    target = base / "site"
    done = _pip_install(source, target)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (target / "boardcraft_dominoes" / "packs" / "dominoes.json").is_file()
    assert list(target.glob("boardcraft_dominoes-*.dist-info"))
    return target


def _forget_dominoes() -> None:
    from content import plugins

    for name in [m for m in sys.modules if m == "boardcraft_dominoes"
                 or m.startswith("boardcraft_dominoes.")]:
        del sys.modules[name]
    plugins.reset()


@pytest.fixture(scope="module")
def dominoes(dominoes_install):
    """Dominoes installed: its folder on ``sys.path`` and the plugins found again; afterwards
    the folder is gone from ``sys.path`` and the studio sees its three games again."""
    with pytest.MonkeyPatch.context() as mp:
        mp.syspath_prepend(str(dominoes_install))
        _forget_dominoes()
        yield dominoes_install
    _forget_dominoes()
    from content import plugins

    assert "dominoes" not in plugins.registered()
