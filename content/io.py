"""Loading and saving packs: every failure is a PackError naming the file and the place."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from pydantic import ValidationError

from content.errors import PackError
from content.migrations import MigrationError, migrate
from content.models.pack import PACK_ADAPTER
from content.models.validation import REFERENCES_ERROR

#: Largest pack file accepted, in bytes.
MAX_PACK_BYTES = 64 * 1024 * 1024
#: Deepest JSON nesting accepted (packs nest about 5 deep).
MAX_DEPTH = 32

_PACKS_DIR = Path(__file__).parent / "packs"


def json_path(loc: tuple) -> str:
    """Format a pydantic location as a JSON path: ``links[86].b``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def _validation_problems(err: ValidationError) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    for e in err.errors(include_url=False):
        loc = tuple(e["loc"])
        # The discriminated union puts the game tag in the location: drop it.
        if loc and loc[0] in ("journey", "trails", "expedition"):
            loc = loc[1:]
        if e["type"] == REFERENCES_ERROR:
            problems += [(w, m) for w, m in e["ctx"]["problems"]]
        else:
            problems.append((json_path(loc), e["msg"]))
    return problems


def _depth(obj, limit: int) -> int:
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


def parse_pack(data: object, source: str = "<pack>"):
    """Migrate and validate a parsed JSON value; raises PackError listing every problem."""
    if not isinstance(data, dict):
        raise PackError(source, [("", f"a pack must be a JSON object, not {type(data).__name__}")])
    if _depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise PackError(source, [("", f"JSON nested deeper than {MAX_DEPTH} levels")])
    try:
        data = migrate(data)
    except MigrationError as e:
        raise PackError(source, [("schema_version", str(e))]) from None
    except Exception as e:  # a migration met data of the wrong shape
        raise PackError(source, [("", f"cannot migrate this pack: {e}")]) from None
    try:
        return PACK_ADAPTER.validate_python(data)
    except ValidationError as e:
        raise PackError(source, _validation_problems(e)) from None
    except RecursionError:
        raise PackError(source, [("", "JSON nested too deeply")]) from None


def loads_pack(text: str | bytes, source: str = "<pack>"):
    """Parse and validate pack JSON text; raises PackError."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise PackError(source, [(f"line {e.lineno} column {e.colno}", f"not valid JSON: {e.msg}")]) from None
    except UnicodeDecodeError as e:
        raise PackError(source, [("", f"not UTF-8 text (byte {e.start})")]) from None
    except RecursionError:
        raise PackError(source, [("", "JSON nested too deeply")]) from None
    except ValueError as e:  # e.g. integer strings too long to convert
        raise PackError(source, [("", f"not valid JSON: {e}")]) from None
    return parse_pack(data, source)


def load_pack(path: str | os.PathLike):
    """Read, migrate and validate the pack at ``path``.

    Raises:
        PackError: for a missing file, a directory, a file too large, bad JSON or an invalid
            pack; the message names the file and lists every problem with its JSON path.
    """
    source = str(path)
    p = Path(path)
    try:
        if not p.exists():
            raise PackError(source, [("", "no such file")])
        if p.is_dir():
            raise PackError(source, [("", "is a folder, not a pack file")])
        size = p.stat().st_size
        if size > MAX_PACK_BYTES:
            raise PackError(
                source, [("", f"file is {size:,} bytes; packs may be at most {MAX_PACK_BYTES:,}")]
            )
        raw = p.read_bytes()
    except PackError:
        raise
    except OSError as e:
        raise PackError(source, [("", f"cannot read: {e.strerror or e}")]) from None
    if not raw.strip():
        raise PackError(source, [("", "the file is empty")])
    return loads_pack(raw, source)


def dumps_pack(pack) -> str:
    """The pack as JSON text in the stable form we save: fixed key order, 2-space indent."""
    data = pack.model_dump(mode="json", by_alias=True, exclude_none=True)
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def save_pack(pack, path: str | os.PathLike) -> None:
    """Write ``pack`` to ``path`` atomically: the old file stays whole until the new one is.

    Writes a temporary file in the same folder, flushes and fsyncs it, then ``os.replace``s.
    Raises PackError if the folder cannot be written.
    """
    target = Path(path)
    text = dumps_pack(pack)
    fd = None
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            fd = None
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
        tmp = None
        try:  # make the rename itself durable
            dfd = os.open(target.parent, os.O_RDONLY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass
    except OSError as e:
        raise PackError(str(target), [("", f"cannot save: {e.strerror or e}")]) from None
    finally:
        if fd is not None:
            os.close(fd)
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)


def default_pack(name: str):
    """One of the shipped packs: ``"europe"``, ``"trails"`` or ``"expedition"``."""
    path = _PACKS_DIR / f"{name}.json"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in _PACKS_DIR.glob("*.json")))
        raise PackError(str(path), [("", f"no default pack named '{name}' (known: {known})")])
    return load_pack(path)


def default_pack_path(name: str) -> Path:
    """Where the shipped pack ``name`` lives."""
    return _PACKS_DIR / f"{name}.json"
