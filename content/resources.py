"""Where data shipped inside a package lives (the default packs, the schemas, translations).

Found through ``importlib.resources``, never through ``__file__``: the same lookup works from a
source checkout, an editable or a wheel install, and the frozen (PyInstaller) build, whose
packages sit in its ``_internal`` folder with their data beside them.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from importlib import resources
from pathlib import Path

_EXTRACTED: dict[tuple[str, str], Path] = {}


def data_folder(package: str, name: str) -> Path:
    """The folder ``name`` of package data shipped in ``package`` (``"content"``, ``"packs"``).

    A package imported from the file system (every supported install) gives its own folder.
    One imported from an archive (a zip on ``sys.path``) has no folder on disk: its files are
    copied once into a temporary folder, removed when the process ends.
    """
    folder = resources.files(package).joinpath(name)
    if isinstance(folder, Path):
        return folder
    key = (package, name)
    if key not in _EXTRACTED:
        target = Path(tempfile.mkdtemp(prefix=f"boardcraft-{package}-{name}-"))
        atexit.register(shutil.rmtree, target, ignore_errors=True)
        if folder.is_dir():
            for entry in folder.iterdir():
                if entry.is_file():
                    (target / entry.name).write_bytes(entry.read_bytes())
        _EXTRACTED[key] = target
    return _EXTRACTED[key]
