"""Games are plugins: every game, the three built-in ones included, is found through the Python
entry-point group ``boardcraft.games``, and registered once per layer.

An entry point names a :class:`GamePlugin` (``journey = "content.games.journey:PLUGIN"`` in a
distribution's ``pyproject.toml``). The plugin says who the game is and where each layer's
registration lives, as ``"module:attribute"`` texts, so that a layer imports only its own part:

- ``content``: a :class:`ContentGame` (model, lint, blank pack, schema title, default packs);
- ``core``: a ``core.plugins.CoreGame`` (engine, bots, the MCTS profile);
- ``app``: an ``app.plugins.AppGame`` (scene, editor, playtest board, legend, heat texts…).

The layers iterate over their registrations and never name a game. A plugin that cannot be
loaded (an import error, a wrong shape, an id taken twice) is a :class:`PluginProblem` naming
the entry point and its distribution; the other games still load. Nothing here imports Qt.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

#: The entry-point group every game is registered in (a fixed name: plugins use it).
GROUP = "boardcraft.games"

_ID = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


class LiveMapping(Mapping):
    """A read-only mapping built afresh from the registrations on every read (``build()``), so
    a table over the games (``content.GAMES``, ``content.lint.CODES``) follows ``reset()``."""

    def __init__(self, build: Callable[[], dict]) -> None:
        self._build = build

    def __getitem__(self, key):
        return self._build()[key]

    def __iter__(self):
        return iter(self._build())

    def __len__(self) -> int:
        return len(self._build())

    def __repr__(self) -> str:
        return repr(self._build())


@dataclass(frozen=True)
class GamePlugin:
    """What an entry point of ``boardcraft.games`` names: one game, and where each layer's
    registration of it lives.

    Attributes:
        id: the game id, the ``game`` field of its packs (lower case letters, digits, ``_``).
        name: the game's name for people ("Journey").
        content: ``"module:attribute"`` of its :class:`ContentGame`.
        core: ``"module:attribute"`` of its ``core.plugins.CoreGame``.
        app: ``"module:attribute"`` of its ``app.plugins.AppGame``; ``""`` for a game the
            studio cannot show (the headless commands still play it).
        order: where lists of games put it (File ▸ New, ``boardcraft games``); then by id.
    """

    id: str
    name: str
    content: str
    core: str
    app: str = ""
    order: int = 100


@dataclass(frozen=True)
class DefaultPack:
    """A pack a game ships: offered as a template in File ▸ New and by ``default_pack(key)``.

    Attributes:
        key: the name ``content.default_pack`` takes (``"europe"``).
        package: the package whose data holds it (``importlib.resources``).
        folder: the folder inside that package.
        file: the file name.
        label: the File ▸ New entry ("Journey — Europe template").
        description: one sentence under it.
        opens_at_start: whether the studio opens it when started with no file.
    """

    key: str
    package: str
    folder: str
    file: str
    label: str
    description: str = ""
    opens_at_start: bool = True

    def path(self) -> Path:
        from content.resources import data_folder

        return data_folder(self.package, self.folder) / self.file


@dataclass(frozen=True)
class ContentGame:
    """A game's registration in ``content``.

    Attributes:
        id: the game id (the plugin's).
        name: the game's name for people.
        model: the pydantic model of its packs; its ``game`` field is ``Literal[id]``.
        lint: ``lint(pack) -> list[Problem]``, the game's design checks.
        codes: every lint code the game's checks use, with what it finds.
        blank: ``blank() -> dict``, the smallest pack that loads and lints clean (JSON data).
        blank_label: its File ▸ New entry ("Blank Journey map").
        blank_description: one sentence under it.
        schema_title: the ``title`` of its JSON Schema.
        default_packs: the packs it ships.
        card_set: the pack list that holds the game's card set, one element a card or a kind
            of card (``boardcraft cards`` tabulates it; "" when the game has none).
        heat_fields: the pack's top-level lists whose elements carry heat (the balance lab
            draws heat on these JSON paths).
    """

    id: str
    name: str
    model: type
    lint: Callable[[Any], list]
    codes: Mapping[str, str]
    blank: Callable[[], dict]
    schema_title: str
    blank_label: str = ""
    blank_description: str = ""
    default_packs: tuple[DefaultPack, ...] = ()
    heat_fields: tuple[str, ...] = ()
    card_set: str = ""


@dataclass(frozen=True)
class PluginProblem:
    """A game plugin that did not load.

    Attributes:
        entry: the entry point's name (or the game id).
        distribution: the distribution it comes from ("boardcraft-studio").
        layer: ``"plugin"`` (the entry point itself), ``"content"``, ``"core"`` or ``"app"``.
        message: what went wrong, in a sentence.
    """

    entry: str
    distribution: str
    layer: str
    message: str

    def __str__(self) -> str:
        where = f" ({self.distribution})" if self.distribution else ""
        part = "" if self.layer == "plugin" else f" {self.layer} part"
        return f"game plugin '{self.entry}'{where}{part}: {self.message}"


@dataclass(frozen=True)
class Registered:
    """A game plugin found through its entry point."""

    plugin: GamePlugin
    distribution: str
    version: str
    entry_point: str = ""  # "module:attribute"


@dataclass
class _Found:
    games: dict[str, Registered] = field(default_factory=dict)
    problems: list[PluginProblem] = field(default_factory=list)


def _entry_points() -> Iterable[metadata.EntryPoint]:
    return metadata.entry_points(group=GROUP)


def _dist(ep: metadata.EntryPoint) -> tuple[str, str]:
    dist = getattr(ep, "dist", None)
    if dist is None:
        return "", ""
    try:
        return dist.metadata["Name"] or "", dist.version or ""
    except Exception:  # noqa: BLE001 - a broken distribution's metadata is its own problem
        return "", ""


def _why(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return f"{type(exc).__name__}: {text}" if not isinstance(exc, (TypeError, ValueError)) else text


@cache
def _found() -> _Found:
    found = _Found()
    for ep in sorted(_entry_points(), key=lambda e: e.name):
        dist, version = _dist(ep)
        try:
            plugin = ep.load()
        except BaseException as exc:  # noqa: BLE001 - any failure of a plugin is reported
            if isinstance(exc, KeyboardInterrupt):
                raise
            found.problems.append(PluginProblem(ep.name, dist, "plugin",
                                                f"cannot be loaded ({_why(exc)})"))
            continue
        problem = _shape_problem(plugin)
        if problem:
            found.problems.append(PluginProblem(ep.name, dist, "plugin", problem))
            continue
        if plugin.id in found.games:
            other = found.games[plugin.id].distribution
            found.problems.append(PluginProblem(
                ep.name, dist, "plugin",
                f"the game id '{plugin.id}' is already registered by {other or 'another plugin'}"))
            continue
        found.games[plugin.id] = Registered(plugin, dist, version, ep.value)
    found.games = dict(sorted(found.games.items(), key=lambda kv: (kv[1].plugin.order, kv[0])))
    return found


def _shape_problem(plugin: object) -> str:
    if not isinstance(plugin, GamePlugin):
        return (f"names a {type(plugin).__name__}, not a content.plugins.GamePlugin")
    if not isinstance(plugin.id, str) or not _ID.match(plugin.id):
        return f"its id {plugin.id!r} is not lower-case letters, digits and '_' (at most 32)"
    for layer in ("content", "core"):
        ref = getattr(plugin, layer)
        if not isinstance(ref, str) or ":" not in ref:
            return f"its {layer} registration {ref!r} is not 'module:attribute'"
    if plugin.app and ":" not in plugin.app:
        return f"its app registration {plugin.app!r} is not 'module:attribute'"
    return ""


def registered() -> dict[str, Registered]:
    """Every game plugin that loaded, by game id, in list order."""
    return dict(_found().games)


def plugin_problems() -> list[PluginProblem]:
    """The game plugins that did not load, and the layers of loaded ones that failed."""
    problems = list(_found().problems)
    for cache_of_layer in _LAYERS.values():
        problems += cache_of_layer.problems
    return problems


def resolve(ref: str) -> Any:
    """The object a ``"module:attribute"`` text names (``ImportError``/``AttributeError``)."""
    module, _, attr = ref.partition(":")
    obj: Any = importlib.import_module(module)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


@dataclass
class _Layer:
    games: dict[str, Any] = field(default_factory=dict)
    problems: list[PluginProblem] = field(default_factory=list)


_LAYERS: dict[str, _Layer] = {}


def layer(name: str, kind: type, check: Callable[[Any], str] | None = None) -> dict[str, Any]:
    """Every game's registration in the layer ``name`` (``"content"``, ``"core"``, ``"app"``),
    by game id, each an instance of ``kind`` whose ``id`` is the plugin's.

    Loaded once; a registration that cannot be imported, is not a ``kind``, or that ``check``
    refuses (it returns a sentence) is a :class:`PluginProblem` and its game is left out of this
    layer. A game left out of ``content`` is left out of every layer above it.
    """
    if name in _LAYERS:
        return _LAYERS[name].games
    out = _Layer()
    below = None if name == "content" else layer_ids("content")
    for gid, reg in registered().items():
        ref = getattr(reg.plugin, name, "")
        if not ref:
            continue
        if below is not None and gid not in below:
            continue
        try:
            obj = resolve(ref)
        except BaseException as exc:  # noqa: BLE001 - any failure of a plugin is reported
            if isinstance(exc, KeyboardInterrupt):
                raise
            out.problems.append(PluginProblem(gid, reg.distribution, name,
                                              f"cannot be loaded from {ref} ({_why(exc)})"))
            continue
        problem = ""
        if not isinstance(obj, kind):
            problem = f"{ref} is a {type(obj).__name__}, not a {kind.__module__}.{kind.__name__}"
        elif getattr(obj, "id", None) != gid:
            problem = f"{ref} registers the game '{getattr(obj, 'id', None)}', not '{gid}'"
        elif check is not None:
            problem = check(obj)
        if problem:
            out.problems.append(PluginProblem(gid, reg.distribution, name, problem))
            continue
        out.games[gid] = obj
    _LAYERS[name] = out
    return out.games


def layer_ids(name: str) -> frozenset[str]:
    """The ids of the games registered in the layer ``name`` (loading it if needed)."""
    if name == "content":
        return frozenset(content_games())
    return frozenset(_LAYERS[name].games) if name in _LAYERS else frozenset()


def _check_content(game: ContentGame) -> str:
    fields = getattr(game.model, "model_fields", None)
    if fields is None or "game" not in fields:
        return f"its model {game.model.__name__} is not a pydantic pack model with a 'game' field"
    default = fields["game"].default
    if default != game.id:
        return f"its model's 'game' field defaults to {default!r}, not '{game.id}'"
    return ""


def content_games() -> dict[str, ContentGame]:
    """Every game's content registration, by game id."""
    return layer("content", ContentGame, _check_content)


def content_game(game_id: str) -> ContentGame:
    """The content registration of ``game_id`` (``KeyError`` naming the known games)."""
    games = content_games()
    if game_id not in games:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(games) or 'none'}")
    return games[game_id]


def game_name(game_id: str) -> str:
    """The name of ``game_id`` for people (its id if no such game is registered)."""
    reg = registered().get(game_id)
    return reg.plugin.name if reg else game_id


def default_packs() -> list[DefaultPack]:
    """Every registered game's shipped packs, in game order."""
    return [p for game in content_games().values() for p in game.default_packs]


def app_part_found(plugin: GamePlugin) -> bool:
    """Whether the module of ``plugin``'s studio part can be found, without importing it (the
    headless commands never import Qt, which it does)."""
    import importlib.util

    if not plugin.app:
        return False
    try:
        return importlib.util.find_spec(plugin.app.partition(":")[0]) is not None
    except (ImportError, ValueError):
        return False


def reset() -> None:
    """Forget what was found (tests that install or break a plugin call it)."""
    _found.cache_clear()
    _LAYERS.clear()
