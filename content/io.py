"""Loading and saving packs: every failure is a PackError naming the file and the place."""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from pathlib import Path

from pydantic import ValidationError

from content.collector import collector_paused
from content.errors import JSONError, PackError, ReadError, printable
from content.migrations import MigrationError, migrate
from content.models.pack import pack_adapter
from content.models.validation import REFERENCES_ERROR
from content.resources import data_folder

#: Largest pack file accepted, in bytes.
MAX_PACK_BYTES = 64 * 1024 * 1024
#: Deepest JSON nesting accepted (packs nest about 5 deep).
MAX_DEPTH = 32

#: The shipped default packs (package data, found through importlib.resources).
_PACKS_DIR = data_folder("content", "packs")
#: Bytes read per ``os.read`` call.
_CHUNK = 1 << 20
_SURROGATE = re.compile("[\ud800-\udfff]")
_FILE_KINDS = (
    (stat.S_ISDIR, "is a folder, not a file"),
    (stat.S_ISFIFO, "is a pipe (FIFO), not a regular file"),
    (stat.S_ISCHR, "is a device, not a regular file"),
    (stat.S_ISBLK, "is a device, not a regular file"),
    (stat.S_ISSOCK, "is a socket, not a regular file"),
)


def _not_regular(mode: int) -> str:
    for test, reason in _FILE_KINDS:
        if test(mode):
            return reason
    return "is not a regular file"


def read_file(path: str | os.PathLike, max_bytes: int) -> bytes:
    """The bytes of the regular file at ``path``: packs and game records are read with this.

    Only regular files are read (a folder, a FIFO, ``/dev/zero`` or a socket is refused
    without blocking), and never more than ``max_bytes``: the cap is enforced on the bytes
    read, not on the size the file system reports (``/proc`` files say 0).

    Raises:
        ReadError: naming what is wrong (no such file, not a regular file, too large, no
            permission...).
    """
    source = str(path)
    try:
        # O_NONBLOCK: opening a FIFO that has no writer must not wait for one.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise ReadError(source, "no such file") from None
    except IsADirectoryError:
        raise ReadError(source, "is a folder, not a file") from None
    except OSError as e:
        raise ReadError(source, f"cannot read: {e.strerror or e}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ReadError(source, _not_regular(info.st_mode))
        if info.st_size > max_bytes:  # too large by its size (a size of 0 proves nothing)
            raise ReadError(source, f"too large (at most {max_bytes:,} bytes are accepted)")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(_CHUNK, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                raise ReadError(source, f"too large (at most {max_bytes:,} bytes are accepted)")
        return b"".join(chunks)
    except OSError as e:
        raise ReadError(source, f"cannot read: {e.strerror or e}") from None
    finally:
        os.close(fd)


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def parse_json(raw: str | bytes, non_finite: bool = False) -> object:
    """Parse JSON text: what packs and game records are read with.

    Refuses (with ``JSONError``) what ``json.loads`` takes or trips on: ``NaN`` and
    ``Infinity`` (unless ``non_finite``: packs take them here and their models refuse them
    with the field's JSON path), text that is not UTF-8, nesting too deep for the parser,
    integers of more digits than Python converts. Lone surrogates and depth are checked on
    the parsed value (``lone_surrogates``, ``json_depth``).
    """
    try:
        if non_finite:
            return json.loads(raw)
        return json.loads(raw, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        raise JSONError([(f"line {e.lineno} column {e.colno}", f"not valid JSON: {e.msg}")]) from None
    except UnicodeDecodeError as e:
        raise JSONError([("", f"not UTF-8 text (byte {e.start})")]) from None
    except RecursionError:
        raise JSONError([("", "JSON nested too deeply")]) from None
    except ValueError as e:  # NaN/Infinity, or an integer too long to convert
        text = str(e)
        if "digits" in text:
            text = f"a number too long to read ({text.split(';')[0]})"
        raise JSONError([("", f"not valid JSON: {text}")]) from None


def lone_surrogates(value: object, limit: int = 20) -> list[tuple[str, str]]:
    """(JSON path, message) for each string (key or value) of a parsed JSON value that holds a
    lone UTF-16 surrogate (``"\\udfff"``): not a character, so it cannot be saved as UTF-8.

    A first pass without paths keeps the common case (none) cheap.
    """
    if not _has_surrogate(value):
        return []
    found: list[tuple[str, str]] = []
    stack: list[tuple[str, object]] = [("", value)]
    while stack and len(found) < limit:
        where, item = stack.pop()
        if type(item) is str:
            m = _SURROGATE.search(item)
            if m:
                found.append((where, f"the text holds a lone surrogate ({printable(m.group())}), "
                                     "which is not a character"))
        elif type(item) is dict:
            children = []
            for k, v in item.items():
                path = f"{where}.{printable(k)}" if where else printable(k)
                if _SURROGATE.search(k):
                    found.append((path, f"the key holds a lone surrogate "
                                        f"({printable(_SURROGATE.search(k).group())}), which is "
                                        "not a character"))
                children.append((path, v))
            stack += reversed(children)
        elif type(item) is list:
            stack += reversed([(f"{where}[{i}]", v) for i, v in enumerate(item)])
    return sorted(found)


def _has_surrogate(value: object) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        t = type(item)
        if t is str:
            if not item.isascii() and _SURROGATE.search(item):
                return True
        elif t is dict:
            for k in item:
                if not k.isascii() and _SURROGATE.search(k):
                    return True
            stack += [v for v in item.values() if type(v) in (str, dict, list)]
        elif t is list:
            stack += [v for v in item if type(v) in (str, dict, list)]
    return False


def json_path(loc: tuple) -> str:
    """Format a pydantic location as a JSON path: ``links[86].b``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def _game_ids() -> frozenset[str]:
    from content.plugins import content_games

    return frozenset(content_games())


def _unknown_game(data) -> str:
    """Why a pack's ``game`` names no registered game, in words: the games there are, and the
    plugin of that name that did not load, if one did not."""
    from content.plugins import plugin_problems

    game = data.get("game") if isinstance(data, dict) else None
    known = ", ".join(sorted(_game_ids())) or "none"
    if game is None:
        return f"the pack has no 'game' field: it must name one of the games ({known})"
    broken = [p for p in plugin_problems() if p.entry == game]
    if broken:
        return f"the game '{game}' did not load ({broken[0]}); the games here: {known}"
    return (f"no game '{game}' is installed here (the games here: {known}; "
            f"'boardcraft games' lists them)")


def _validation_problems(err: ValidationError) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    for e in err.errors(include_url=False):
        loc = tuple(e["loc"])
        # The discriminated union puts the game tag in the location: drop it.
        if loc and loc[0] in _game_ids():
            loc = loc[1:]
        if e["type"] == REFERENCES_ERROR:
            problems += [(w, m) for w, m in e["ctx"]["problems"]]
        elif e["type"] in ("union_tag_invalid", "union_tag_not_found") and not loc:
            problems.append(("game", _unknown_game(e.get("input"))))
        else:
            problems.append((json_path(loc), e["msg"]))
    return problems


def json_depth(obj, limit: int) -> int:
    """Nesting depth of a parsed JSON value, stopping early past ``limit``.

    Walks one level at a time and keeps only containers, so a 1.4 MB pack takes ~5 ms.
    """
    depth = 1
    level = [obj] if type(obj) in (dict, list) else []
    while level:
        deeper = []
        has_children = False
        for value in level:
            items = value.values() if type(value) is dict else value
            if items:
                has_children = True
                deeper += [x for x in items if type(x) in (dict, list)]
        if not has_children:
            break
        depth += 1
        if depth > limit:
            return depth
        level = deeper
    return depth


def may_hold_surrogates(raw: str | bytes) -> bool:
    """False when JSON text cannot parse to a string holding a lone surrogate: it has no
    ``\\ud…`` escape and (as bytes) no UTF-8-style encoded surrogate (``json.loads``
    decodes bytes with ``surrogatepass``), or (as text) no surrogate character. A quick scan
    in C that spares walking a large parsed pack."""
    if isinstance(raw, bytes | bytearray):
        return b"\\ud" in raw or b"\\uD" in raw or b"\xed" in raw
    return "\\ud" in raw or "\\uD" in raw or _SURROGATE.search(raw) is not None


def parse_pack(data: object, source: str = "<pack>", surrogates_possible: bool = True):
    """Migrate and validate a parsed JSON value; raises PackError listing every problem.

    ``surrogates_possible=False`` (the text it was parsed from passed
    ``may_hold_surrogates``) skips the walk for lone surrogates.
    """
    if not isinstance(data, dict):
        raise PackError(source, [("", f"a pack must be a JSON object, not {type(data).__name__}")])
    if json_depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise PackError(source, [("", f"JSON nested deeper than {MAX_DEPTH} levels")])
    surrogates = lone_surrogates(data) if surrogates_possible else []
    if surrogates:  # pydantic cannot even report errors about such text
        raise PackError(source, surrogates)
    try:
        data = migrate(data)
    except MigrationError as e:
        raise PackError(source, [("schema_version", str(e))]) from None
    except Exception as e:  # a migration met data of the wrong shape
        raise PackError(source, [("", f"cannot migrate this pack: {e}")]) from None
    try:
        with collector_paused():  # a model per element, no garbage cycles (content.collector)
            return pack_adapter().validate_python(data)
    except ValidationError as e:
        try:
            problems = _validation_problems(e)
        except UnicodeError:  # text pydantic cannot encode (a migration may have made it)
            problems = [("", "the pack holds text that is not valid Unicode")]
        raise PackError(source, problems) from None
    except RecursionError:
        raise PackError(source, [("", "JSON nested too deeply")]) from None


def loads_pack(text: str | bytes, source: str = "<pack>"):
    """Parse and validate pack JSON text; raises PackError.

    The garbage collector is paused meanwhile (``content.collector``): a big pack is
    hundreds of thousands of new objects and no garbage cycles.
    """
    with collector_paused():
        try:
            data = parse_json(text, non_finite=True)  # the models name the field of a NaN
        except JSONError as e:
            raise PackError(source, e.problems) from None
        return parse_pack(data, source, surrogates_possible=may_hold_surrogates(text))


def load_pack(path: str | os.PathLike):
    """Read, migrate and validate the pack at ``path``.

    Raises:
        PackError: for a missing file, a folder, a pipe or device, a file too large, bad JSON
            or an invalid pack; the message names the file and lists every problem with its
            JSON path. ``unreadable`` is True when the file itself could not be read.
    """
    source = str(path)
    try:
        raw = read_file(path, MAX_PACK_BYTES)
    except ReadError as e:
        raise PackError(source, [("", e.reason)], unreadable=True) from None
    if not raw.strip():
        raise PackError(source, [("", "the file is empty")])
    return resolve_files(loads_pack(raw, source), os.path.dirname(os.path.abspath(path)))


#: A coordinate pair as ``json.dumps(indent=2)`` spreads it over four lines.
_PAIR = re.compile(r"\[\n\s*(-?[0-9][0-9.eE+-]*),\n\s*(-?[0-9][0-9.eE+-]*)\n\s*\]")


def dumps_pack(pack) -> str:
    """The pack as JSON text in the stable form we save: fixed key order, 2-space indent.

    Coordinate pairs (outline points) are written on one line each, ``[2.35, 48.86]``: an
    outline is thousands of them, and four lines a point would make maps unreadable to diff.
    """
    data = pack.model_dump(mode="json", by_alias=True, exclude_none=True)
    if not data.get("author"):
        # An empty author is left out, so packs made before the field existed save unchanged.
        data.pop("author", None)
    if not data.get("card_layouts"):
        # No layouts is the default look: left out, as packs made before layouts existed.
        data.pop("card_layouts", None)
    for layout in data.get("card_layouts", ()):
        if layout.get("image_fit") == "contain":
            # The default fit is left out: a layout without a picture saves as it did before
            # layouts had pictures.
            del layout["image_fit"]
    text = json.dumps(data, indent=2, ensure_ascii=False)
    return _PAIR.sub(r"[\1, \2]", text) + "\n"


def _with_image_path(pack, path: str):
    image = getattr(pack, "board_image", None)
    if image is None or image.path == path:
        return pack
    return pack.model_copy(update={"board_image": image.model_copy(update={"path": path})})


def resolve_files(pack, folder: str | os.PathLike):
    """``pack`` with its board image's path made absolute, from the folder of its file."""
    image = getattr(pack, "board_image", None)
    if image is None or os.path.isabs(image.path):
        return pack
    return _with_image_path(pack, os.path.normpath(os.path.join(folder, image.path)))


def relative_files(pack, folder: str | os.PathLike):
    """``pack`` with its board image's path relative to ``folder`` (forward slashes), or
    absolute where no relative path exists (another drive)."""
    image = getattr(pack, "board_image", None)
    if image is None or not os.path.isabs(image.path):
        return pack
    try:
        rel = os.path.relpath(image.path, os.path.realpath(folder))
    except ValueError:
        return pack
    return _with_image_path(pack, rel.replace(os.sep, "/"))


def _umask() -> int:
    """The process's umask (read by setting it and putting it back at once)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def save_target(path: str | os.PathLike) -> tuple[Path, os.stat_result | None]:
    """The file a save to ``path`` writes (a symbolic link's target) and its present state
    (None for a new file); OSError for a folder, a device, a pipe or a socket. A picture
    asks before drawing it, then :func:`move_into_place` asks again when it is written."""
    target = Path(os.path.realpath(path))
    try:
        old = os.stat(target)
    except FileNotFoundError:
        old = None
    if old is not None and not stat.S_ISREG(old.st_mode):
        kind = "a folder" if stat.S_ISDIR(old.st_mode) else "not a regular file"
        raise OSError(errno.EINVAL, f"is {kind}", str(path))
    return target, old


def _keep_owner_and_mode(fd: int, old: os.stat_result | None) -> None:
    """Give the new file ``fd`` what the old one had: its permission bits and, where allowed,
    its owner and group; a new file gets ``0o666`` less the umask."""
    if old is not None and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
        try:
            os.fchown(fd, old.st_uid, old.st_gid)
        except OSError:
            pass  # not ours to give away: the new file is the saver's
    os.fchmod(fd, stat.S_IMODE(old.st_mode) if old is not None else 0o666 & ~_umask())


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable."""
    try:
        dfd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


#: A temporary file of a save: ``.<file name>.<process id>-<random>.tmp`` beside the file, so
#: that a later save can tell the leftovers of a killed process from a save still running.
_TEMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)-[0-9a-f]{8}\.tmp$")


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # someone else's process: alive
    return True


def remove_leftovers(folder: str | os.PathLike, name: str | None = None) -> list[Path]:
    """Remove the temporary files that killed saves left in ``folder`` (of the file ``name``
    only, when given): those whose process is gone. A save still running keeps its own.

    Returns:
        The files removed.
    """
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP.match(entry.name)
        if match is None or (name is not None and match["name"] != name):
            continue
        if _process_alive(int(match["pid"])):
            continue
        try:
            if entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def reserve_temp(path: str | os.PathLike) -> Path:
    """A new, empty temporary file beside ``path``'s target (a link's target), created
    exclusively (never someone's file of that name), for a writer that streams into it and
    then calls :func:`move_into_place`; the leftovers of killed saves of the same file go first.
    The caller removes it if it gives up."""
    target = Path(os.path.realpath(path))
    remove_leftovers(target.parent, target.name)
    while True:
        tmp = target.parent / f".{target.name}.{os.getpid()}-{os.urandom(4).hex()}.tmp"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        os.close(fd)
        return tmp


def write_atomic(path: str | os.PathLike, text: str | bytes, sync: bool = True) -> Path:
    """Write ``text`` (UTF-8; ``bytes`` as they are) to ``path`` atomically: the old file stays whole until the new
    one is. Packs (``save_pack``), autosave files and game records are written with this.

    A temporary file in the same folder is written, flushed and fsynced, then
    ``os.replace``d over the file, and the folder is fsynced. Saving keeps what the file was:
    through a symbolic link the link's target is written (the link stays a link), and an
    existing file keeps its permission bits (and, where allowed, its owner and group); a new
    file gets the usual ``0o666`` less the umask. The temporary files killed saves of the same
    file left behind are removed first (:func:`remove_leftovers`).

    Args:
        sync: fsync the file and the folder (``False`` for many small files of one run, such
            as a simulation's game records: still never half-written, only not durable
            against a power cut).

    Returns:
        The file written (the link's target for a symbolic link).

    Raises:
        OSError: the folder cannot be written (the old file is left as it was), or ``path``
            is a folder, a device, a pipe or a socket: never replaced by a file.
    """
    target, old = save_target(path)
    tmp = reserve_temp(target)
    try:
        binary = isinstance(text, bytes | bytearray)
        with (open(tmp, "wb") if binary else
              open(tmp, "w", encoding="utf-8", newline="\n")) as f:
            _keep_owner_and_mode(f.fileno(), old)
            f.write(text)
            f.flush()
            if sync:
                os.fsync(f.fileno())
        os.replace(tmp, target)
        tmp = None
    finally:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
    if sync:
        _sync_folder(target.parent)
    return target


def move_into_place(finished: str | os.PathLike, path: str | os.PathLike) -> Path:
    """Put ``finished`` (a file already written whole, e.g. a big picture streamed to disk)
    at ``path`` as :func:`write_atomic` would: the old file stays whole until then, a link's
    target is the file replaced, its mode and owner are kept, and a folder, a device or a pipe
    is never replaced (OSError; ``finished`` is then left for the caller to remove).

    Returns:
        The file written (the link's target for a symbolic link).
    """
    target, old = save_target(path)
    fd = os.open(finished, os.O_RDWR)
    try:
        _keep_owner_and_mode(fd, old)
        os.fsync(fd)
    finally:
        os.close(fd)
    try:
        os.replace(finished, target)
    except OSError as e:
        if e.errno != errno.EXDEV:
            raise
        # a link to another file system: copied over there, atomically all the same
        write_atomic(target, Path(finished).read_bytes())
        os.unlink(finished)
        return target
    _sync_folder(target.parent)
    return target


def save_pack(pack, path: str | os.PathLike) -> None:
    """Write ``pack`` to ``path`` atomically: the old file stays whole until the new one is.

    See ``write_atomic``: through a symbolic link its target is written, and an existing
    file keeps its permissions. Raises PackError if the file cannot be written.
    """
    folder = os.path.dirname(os.path.realpath(path))
    text = dumps_pack(relative_files(pack, folder))
    try:
        write_atomic(path, text)
    except OSError as e:
        raise PackError(str(path), [("", f"cannot save: {e.strerror or e}")]) from None


def default_pack(name: str):
    """One of the shipped packs: a registered game's default pack (``"europe"``, ``"trails"``,
    ``"expedition"``…), or another pack in the shipped packs folder."""
    path = default_pack_path(name)
    if not path.is_file():
        known = ", ".join(sorted({p.stem for p in _PACKS_DIR.glob("*.json")}
                                 | {p.key for p in _registered_packs()}))
        raise PackError(str(path), [("", f"no default pack named '{name}' (known: {known})")])
    return load_pack(path)


def _registered_packs():
    from content.plugins import default_packs

    return default_packs()


def default_pack_path(name: str) -> Path:
    """Where the shipped pack ``name`` lives (a game's registered default pack first)."""
    for pack in _registered_packs():
        if pack.key == name:
            return pack.path()
    return _PACKS_DIR / f"{name}.json"
