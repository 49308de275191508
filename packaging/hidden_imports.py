"""The modules the frozen build must hold that no ``import`` statement names.

The engines, bots, editors and playtest boards are plug-ins: registries map a name to a
module *string* (``"core.trails"``, ``"core.bots.trails_greedy:GreedyBot"``) imported on
demand, so PyInstaller's import analysis cannot see them. They are read here from the
registries themselves, so a game or bot added there is in the next build without an edit
here. ``tests/test_packaging.py`` checks that no other module string in app/, core/ or
content/ names a module missing from this list.

Loaded by ``boardcraft.spec`` (and the test) by its path: ``packaging/`` is not a package
(its name would shadow the ``packaging`` library).
"""

from __future__ import annotations

import importlib
import importlib.util

#: (registry module, its table): values are "module" or "module:Class"
REGISTRIES: tuple[tuple[str, str], ...] = (
    ("core.registry", "_ENGINES"),  # game id -> engine package (make_game)
    ("core.bots", "_BOTS"),  # (bot, game) -> bot class
    ("app.editors", "_EDITORS"),  # game -> EditorWidget
    ("app.playtest", "_BOARDS"),  # game -> PlaytestBoard
)

#: Modules run by name in a child process: ``boardcraft export`` draws in ``app.render``
#: (``python -m app.render``; frozen, ``boardcraft _render``, see app/entry.py).
CHILD_MODULES: tuple[str, ...] = ("app.render",)

#: Modules a dependency's compiled extension imports from C, out of the analysis' sight:
#: ISA-L's ``isal_zlib`` (app.render's deflate) imports ``isal.igzip_lib``. Left out of the
#: build where the dependency is not installed (app.render then falls back to zlib).
EXTENSION_IMPORTS: tuple[str, ...] = ("isal.igzip_lib",)


def registry_modules() -> list[str]:
    """Every module the registries name, in registry order, without duplicates."""
    found: list[str] = []
    for module, table in REGISTRIES:
        entries = getattr(importlib.import_module(module), table, None)
        if not isinstance(entries, dict) or not entries:
            raise RuntimeError(f"{module}.{table} is not a registry table any more: "
                               f"update packaging/hidden_imports.py")
        for value in entries.values():
            name = value.partition(":")[0]
            if name not in found:
                found.append(name)
    return found


def _exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:  # its parent package is missing too
        return False


def missing_modules() -> list[str]:
    """Modules a registry names that do not exist (yet): the build cannot hold them, and
    asking the registry for that entry fails there as it does in a checkout."""
    return [name for name in registry_modules() if not _exists(name)]


def hidden_imports() -> list[str]:
    """What ``boardcraft.spec`` passes to PyInstaller as ``hiddenimports``: every module the
    registries name that exists, the child modules, and the extensions' own imports."""
    found = [name for name in registry_modules() if _exists(name)]
    return [*found, *(m for m in CHILD_MODULES if m not in found),
            *(m for m in EXTENSION_IMPORTS if _exists(m))]


if __name__ == "__main__":
    print("\n".join(hidden_imports()))
    for name in missing_modules():
        print(f"missing (named by a registry, not in the build): {name}")
