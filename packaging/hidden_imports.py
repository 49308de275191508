"""The modules the frozen build must hold that no ``import`` statement names.

Every game is a plug-in (``content.plugins``): its entry point and its registrations name
modules as *strings* (``"core.trails"``, ``"core.bots.trails_greedy:GreedyBot"``) imported on
demand, so PyInstaller's import analysis cannot see them. They are read here from the
registrations themselves, so a game or bot added there is in the next build without an edit
here (the entry points come with the package's metadata, which the spec copies). ``tests/test_packaging.py`` checks that no other module string in app/, core/ or
content/ names a module missing from this list.

Loaded by ``boardcraft.spec`` (and the test) by its path: ``packaging/`` is not a package
(its name would shadow the ``packaging`` library).
"""

from __future__ import annotations

import importlib
import importlib.util

#: Modules run by name in a child process: ``boardcraft export`` draws in ``app.render``
#: (``python -m app.render``; frozen, ``boardcraft _render``, see app/entry.py).
CHILD_MODULES: tuple[str, ...] = ("app.render",)

#: Modules a dependency's compiled extension imports from C, out of the analysis' sight:
#: ISA-L's ``isal_zlib`` (app.render's deflate) imports ``isal.igzip_lib``. Left out of the
#: build where the dependency is not installed (app.render then falls back to zlib).
EXTENSION_IMPORTS: tuple[str, ...] = ("isal.igzip_lib",)


def registry_entries() -> list[str]:
    """Every ``"module"`` / ``"module:attribute"`` the game plugins name: each entry point of
    ``boardcraft.games``, each layer's registration, and what the registrations name (engines,
    bots, search profiles, scenes, editors, playtest boards, legends, print hooks), with the
    bots that play every game."""
    from app.plugins import app_games
    from content.plugins import registered
    from core.bots import _COMMON
    from core.plugins import core_games

    games = registered()
    if not games:
        raise RuntimeError("no game plugin is registered: install the package (pip install -e .) "
                           "so that its 'boardcraft.games' entry points exist")
    found: list[str] = []
    for reg in games.values():
        found += [reg.entry_point, reg.plugin.content, reg.plugin.core]
        if reg.plugin.app:
            found.append(reg.plugin.app)
    for game in core_games().values():
        found += [game.engine, *game.bots.values(), *game.api.values()]
        found += [ref for ref in (game.search, game.conformance) if ref]
    found += list(_COMMON.values())
    for game in app_games().values():
        found += [ref for ref in (game.scene, game.editor, game.board, game.legend,
                                  game.print_hooks) if ref]
    return list(dict.fromkeys(found))


def registry_modules() -> list[str]:
    """Every module the game plugins name, in registry order, without duplicates."""
    return list(dict.fromkeys(entry.partition(":")[0] for entry in registry_entries()))


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
